/* SPDX-License-Identifier: MIT */
/*
 * linux/completion.h - "this has happened" events one side waits for and
 * the other signals, counted as in Linux.
 *
 * Each complete() lets one wait through (now or later); complete_all()
 * lets every wait through until reinit_completion(). Timeouts are in
 * jiffies, measured on the port's clock; the _timeout forms return the
 * jiffies left (at least 1) when the event came, 0 when it did not.
 * Nothing interrupts a wait here, so the _interruptible and _killable
 * forms never return -ERESTARTSYS.
 *
 * complete() and complete_all() may be called from an interrupt handler.
 * On the bare port a wait for an event that has not happened yet can only
 * end by an interrupt handler's hand: one with a timeout (and a clock,
 * platdev_bare_set_clock()) watches for it, an unbounded one is refused
 * with an error line (wait_for_completion() returns, the _interruptible
 * and _killable forms return -EDEADLK).
 */
#ifndef _PLATDEV_LINUX_COMPLETION_H
#define _PLATDEV_LINUX_COMPLETION_H

#include <linux/types.h>
#include <linux/wait.h>

struct completion {
	unsigned int done; /* UINT_MAX after complete_all() */
};

#define COMPLETION_INITIALIZER(work) \
	{                            \
		.done = 0            \
	}
#define COMPLETION_INITIALIZER_ONSTACK(work) COMPLETION_INITIALIZER(work)
#define DECLARE_COMPLETION(work) \
	struct completion work = COMPLETION_INITIALIZER(work)
#define DECLARE_COMPLETION_ONSTACK(work) DECLARE_COMPLETION(work)

#ifndef MAX_SCHEDULE_TIMEOUT
#define MAX_SCHEDULE_TIMEOUT ((long)(~0UL >> 1))
#endif

/** init_completion() - set @x to "not done" */
static inline void init_completion(struct completion *x)
{
	__atomic_store_n(&x->done, 0, __ATOMIC_RELAXED);
}

/** reinit_completion() - "not done" again, for reuse; no one may wait */
static inline void reinit_completion(struct completion *x)
{
	__atomic_store_n(&x->done, 0, __ATOMIC_RELAXED);
}

/** complete() - let one waiter (present or future) through */
void complete(struct completion *x);

/** complete_all() - let every waiter through until reinit_completion() */
void complete_all(struct completion *x);

/** wait_for_completion() - wait, without a time limit, for a complete() */
void wait_for_completion(struct completion *x);

/**
 * wait_for_completion_timeout() - wait at most @timeout jiffies
 * Return: 0 on timeout, else the jiffies left (at least 1).
 */
unsigned long wait_for_completion_timeout(struct completion *x,
					  unsigned long timeout);

/**
 * wait_for_completion_interruptible() - wait_for_completion()
 * Return: 0, or -EDEADLK when the port cannot wait (bare port).
 */
int wait_for_completion_interruptible(struct completion *x);

/**
 * wait_for_completion_interruptible_timeout() - as the _timeout form
 * Return: 0 on timeout, the jiffies left (at least 1), or -EDEADLK.
 */
long wait_for_completion_interruptible_timeout(struct completion *x,
					       unsigned long timeout);

#define wait_for_completion_killable(x) wait_for_completion_interruptible(x)
#define wait_for_completion_killable_timeout(x, t) \
	wait_for_completion_interruptible_timeout(x, t)
#define wait_for_completion_io(x) wait_for_completion(x)
#define wait_for_completion_io_timeout(x, t) wait_for_completion_timeout(x, t)

/**
 * try_wait_for_completion() - take a complete() if there is one, without
 * waiting
 * Return: true if one was taken (or after complete_all()), else false.
 */
bool try_wait_for_completion(struct completion *x);

/**
 * completion_done() - Return: whether a wait would go through now (a
 * complete() is pending or complete_all() was called)
 */
bool completion_done(struct completion *x);

#endif /* _PLATDEV_LINUX_COMPLETION_H */
