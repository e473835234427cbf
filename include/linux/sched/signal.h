/* SPDX-License-Identifier: MIT */
/*
 * linux/sched/signal.h - signals pending on a task.
 *
 * No signals are sent to tasks here (the host's signals are the host
 * program's business), so none is ever pending: an interruptible wait
 * ends only by its wake-up or timeout, and -ERESTARTSYS never comes back
 * from one.
 */
#ifndef _PLATDEV_LINUX_SCHED_SIGNAL_H
#define _PLATDEV_LINUX_SCHED_SIGNAL_H

#include <linux/sched.h>
#include <linux/signal.h>

static inline int signal_pending(struct task_struct *p)
{
	(void)p;
	return 0;
}

static inline int fatal_signal_pending(struct task_struct *p)
{
	(void)p;
	return 0;
}

static inline int signal_pending_state(unsigned int state,
				       struct task_struct *p)
{
	(void)state;
	(void)p;
	return 0;
}

static inline void flush_signals(struct task_struct *t)
{
	(void)t;
}

static inline void allow_signal(int sig)
{
	(void)sig;
}

static inline void disallow_signal(int sig)
{
	(void)sig;
}

#endif /* _PLATDEV_LINUX_SCHED_SIGNAL_H */
