/* SPDX-License-Identifier: MIT */
/*
 * linux/ratelimit_types.h - struct ratelimit_state and __ratelimit().
 *
 * A state lets @burst events through per @interval jiffies: the first
 * event opens a window; events beyond @burst in it are refused and counted
 * as missed; the first event after the window has passed opens a new one
 * and, when some were missed, logs "<function>: <n> callbacks suppressed"
 * first (unless RATELIMIT_MSG_ON_RELEASE defers that to
 * ratelimit_state_exit()). An @interval of 0 lets everything through, a
 * @burst of 0 nothing. jiffies follow the time source (platdev/time.h), so
 * a test moves them with a virtual clock.
 */
#ifndef _PLATDEV_LINUX_RATELIMIT_TYPES_H
#define _PLATDEV_LINUX_RATELIMIT_TYPES_H

#include <linux/bits.h>
#include <linux/jiffies.h>
#include <linux/spinlock.h>

#define DEFAULT_RATELIMIT_INTERVAL (5 * HZ)
#define DEFAULT_RATELIMIT_BURST 10

/* Report the missed count at ratelimit_state_exit(), not on each window. */
#define RATELIMIT_MSG_ON_RELEASE BIT(0)

/**
 * struct ratelimit_state - one rate limit
 * @lock: serialises the checks (a contended check is refused, not counted)
 * @interval: the window, in jiffies; 0 disables the limit
 * @burst: events let through per window
 * @printed: events let through in the current window
 * @missed: events refused since the count was last reported
 * @flags: RATELIMIT_MSG_ON_RELEASE or 0
 * @begin: jiffies when the current window opened; 0 before the first event
 */
struct ratelimit_state {
	raw_spinlock_t lock;
	int interval;
	int burst;
	int printed;
	int missed;
	unsigned int flags;
	unsigned long begin;
};

#define RATELIMIT_STATE_INIT_FLAGS(name, interval_init, burst_init, \
				   flags_init)                      \
	{                                                           \
		.lock = __RAW_SPIN_LOCK_UNLOCKED(name.lock),        \
		.interval = interval_init, .burst = burst_init,     \
		.flags = flags_init,                                \
	}

#define RATELIMIT_STATE_INIT(name, interval_init, burst_init) \
	RATELIMIT_STATE_INIT_FLAGS(name, interval_init, burst_init, 0)

#define RATELIMIT_STATE_INIT_DISABLED \
	RATELIMIT_STATE_INIT(ratelimit_state, 0, DEFAULT_RATELIMIT_BURST)

#define DEFINE_RATELIMIT_STATE(name, interval_init, burst_init) \
	struct ratelimit_state name =                           \
		RATELIMIT_STATE_INIT(name, interval_init, burst_init)

/**
 * ___ratelimit() - whether one more event may go through @rs now
 * @rs: the state
 * @func: the caller's name, for the "callbacks suppressed" line
 *
 * Return: 1 to let the event through, 0 to suppress it.
 */
int ___ratelimit(struct ratelimit_state *rs, const char *func);

#define __ratelimit(state) ___ratelimit(state, __func__)

#endif /* _PLATDEV_LINUX_RATELIMIT_TYPES_H */
