/* SPDX-License-Identifier: MIT */
/*
 * linux/ratelimit.h - setting up a struct ratelimit_state at run time, and
 * WARN() under a rate limit. The state and __ratelimit() are in
 * linux/ratelimit_types.h.
 */
#ifndef _PLATDEV_LINUX_RATELIMIT_H
#define _PLATDEV_LINUX_RATELIMIT_H

#include <linux/bug.h>
#include <linux/printk.h>
#include <linux/ratelimit_types.h>
#include <linux/spinlock.h>
#include <linux/string.h>

/** ratelimit_state_init() - reset @rs to @burst events per @interval jiffies */
static inline void ratelimit_state_init(struct ratelimit_state *rs,
					int interval, int burst)
{
	memset(rs, 0, sizeof(*rs));
	raw_spin_lock_init(&rs->lock);
	rs->interval = interval;
	rs->burst = burst;
}

/** ratelimit_default_init() - ratelimit_state_init() with the defaults */
static inline void ratelimit_default_init(struct ratelimit_state *rs)
{
	ratelimit_state_init(rs, DEFAULT_RATELIMIT_INTERVAL,
			     DEFAULT_RATELIMIT_BURST);
}

/**
 * ratelimit_state_exit() - with RATELIMIT_MSG_ON_RELEASE, log how many
 * events @rs suppressed (if any) and reset that count
 */
static inline void ratelimit_state_exit(struct ratelimit_state *rs)
{
	if (!(rs->flags & RATELIMIT_MSG_ON_RELEASE) || !rs->missed)
		return;
	pr_warn("ratelimit: %d output lines suppressed due to ratelimiting\n",
		rs->missed);
	rs->missed = 0;
}

static inline void ratelimit_set_flags(struct ratelimit_state *rs,
				       unsigned long flags)
{
	rs->flags = (unsigned int)flags;
}

/* WARN_ON(@condition), logged only while @state lets it; its value always. */
#define WARN_ON_RATELIMIT(condition, state)               \
	({                                                \
		bool __rtn_cond = !!(condition);          \
		WARN_ON(__rtn_cond &&__ratelimit(state)); \
		__rtn_cond;                               \
	})

#define WARN_RATELIMIT(condition, format, ...)                                 \
	({                                                                     \
		static DEFINE_RATELIMIT_STATE(_rs, DEFAULT_RATELIMIT_INTERVAL, \
					      DEFAULT_RATELIMIT_BURST);        \
		int __rtn = !!(condition);                                     \
		if (unlikely(__rtn && __ratelimit(&_rs)))                      \
			WARN(__rtn, format, ##__VA_ARGS__);                    \
		__rtn;                                                         \
	})

#endif /* _PLATDEV_LINUX_RATELIMIT_H */
