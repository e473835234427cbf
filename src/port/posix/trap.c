// SPDX-License-Identifier: MIT
/*
 * trap.c - the POSIX port's fault trap: a program that touches a register
 * address no I/O backend owns gets one line naming it, not a bare
 * "Segmentation fault".
 *
 * Only async-signal-safe calls run in the handler: atomic loads, write(2)
 * and _exit(); the address is formatted by hand.
 */
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include <platdev/port.h>

static const char *(*trap_describe)(uintptr_t addr);

static void put(const char *s)
{
	size_t n = strlen(s);

	while (n) {
		ssize_t w = write(STDERR_FILENO, s, n);

		if (w <= 0)
			return;
		s += w;
		n -= (size_t)w;
	}
}

static void trap_handler(int sig, siginfo_t *info, void *uctx)
{
	const char *(*describe)(uintptr_t) =
		__atomic_load_n(&trap_describe, __ATOMIC_ACQUIRE);
	uintptr_t addr = (uintptr_t)info->si_addr;
	const char *why = describe ? describe(addr) : NULL;
	char hex[2 + 2 * sizeof(addr) + 1];
	int i, len = 0;

	(void)uctx;
	if (!why) {
		/* Not ours: die of the signal as without the trap. */
		signal(sig, SIG_DFL);
		return;
	}
	hex[len++] = '0';
	hex[len++] = 'x';
	for (i = (int)(2 * sizeof(addr)) - 1; i >= 0; i--) {
		unsigned int digit = (addr >> (4 * i)) & 0xf;

		if (digit || len > 2 || !i)
			hex[len++] = "0123456789abcdef"[digit];
	}
	hex[len] = '\0';
	put("platdev: register access at ");
	put(hex);
	put(why);
	put("\n");
	_exit(128 + sig);
}

static int install(int sig)
{
	struct sigaction old, sa;

	if (sigaction(sig, NULL, &old))
		return -errno;
	if ((old.sa_flags & SA_SIGINFO) && old.sa_sigaction == trap_handler)
		return 0;
	if (!(old.sa_flags & SA_SIGINFO) && old.sa_handler != SIG_DFL)
		return -EBUSY;
	if (old.sa_flags & SA_SIGINFO)
		return -EBUSY;
	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = trap_handler;
	sa.sa_flags = SA_SIGINFO | SA_NODEFER;
	sigemptyset(&sa.sa_mask);
	return sigaction(sig, &sa, NULL) ? -errno : 0;
}

int platdev_port_fault_trap(const char *(*describe)(uintptr_t addr))
{
	int ret;

	__atomic_store_n(&trap_describe, describe, __ATOMIC_RELEASE);
	ret = install(SIGSEGV);
	if (!ret)
		ret = install(SIGBUS);
	return ret;
}
