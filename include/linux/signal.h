/* SPDX-License-Identifier: MIT */
/*
 * linux/signal.h - signal numbers and sets, for drivers that name them.
 * No signal is ever delivered to a task here (linux/sched/signal.h).
 */
#ifndef _PLATDEV_LINUX_SIGNAL_H
#define _PLATDEV_LINUX_SIGNAL_H

#include <linux/errno.h>
#include <linux/string.h>
#include <linux/types.h>

#ifndef SIGKILL
#define SIGHUP 1
#define SIGINT 2
#define SIGQUIT 3
#define SIGILL 4
#define SIGTRAP 5
#define SIGABRT 6
#define SIGBUS 7
#define SIGFPE 8
#define SIGKILL 9
#define SIGUSR1 10
#define SIGSEGV 11
#define SIGUSR2 12
#define SIGPIPE 13
#define SIGALRM 14
#define SIGTERM 15
#define SIGCHLD 17
#define SIGCONT 18
#define SIGSTOP 19
#define SIGIO 29
#define SIGPWR 30
#endif

/*
 * The kernel's signal sets, for Linux files only (Kbuild defines
 * KBUILD_MODNAME for each): platdev's own hosted code has the C library's
 * sigset_t. No signal is delivered, so blocking them changes nothing.
 */
#ifdef KBUILD_MODNAME
#define _NSIG 64
#define _NSIG_BPW (8 * sizeof(unsigned long))
#define _NSIG_WORDS (_NSIG / _NSIG_BPW)
#define SIG_BLOCK 0
#define SIG_UNBLOCK 1
#define SIG_SETMASK 2

/* The C library's sys/types.h (behind string.h) may have defined it. */
#ifndef __sigset_t_defined
typedef struct {
	unsigned long sig[_NSIG_WORDS];
} sigset_t;
#endif

static inline void sigemptyset(sigset_t *set)
{
	memset(set, 0, sizeof(*set));
}

static inline void sigfillset(sigset_t *set)
{
	memset(set, 0xff, sizeof(*set));
}

static inline unsigned long *__platdev_sigword(sigset_t *set, int sig)
{
	return (unsigned long *)set + ((unsigned long)sig - 1) / _NSIG_BPW;
}

static inline void sigaddset(sigset_t *set, int sig)
{
	*__platdev_sigword(set, sig) |= 1UL << ((sig - 1) % _NSIG_BPW);
}

static inline void sigdelset(sigset_t *set, int sig)
{
	*__platdev_sigword(set, sig) &= ~(1UL << ((sig - 1) % _NSIG_BPW));
}

static inline int sigismember(sigset_t *set, int sig)
{
	return (*__platdev_sigword(set, sig) >> ((sig - 1) % _NSIG_BPW)) & 1;
}

/**
 * sigprocmask() - change the blocked set: nothing is ever blocked or
 * delivered here; @oldset reads empty
 * Return: 0, or -EINVAL for an unknown @how.
 */
static inline int sigprocmask(int how, sigset_t *set, sigset_t *oldset)
{
	(void)set;
	if (how != SIG_BLOCK && how != SIG_UNBLOCK && how != SIG_SETMASK)
		return -EINVAL;
	if (oldset)
		sigemptyset(oldset);
	return 0;
}
#endif /* KBUILD_MODNAME */

#endif /* _PLATDEV_LINUX_SIGNAL_H */
