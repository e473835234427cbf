// SPDX-License-Identifier: MIT
/*
 * ratelimit.c - __ratelimit(): @burst events per @interval jiffies
 * (linux/ratelimit_types.h), and printk_ratelimit()'s shared state.
 */
#include <linux/jiffies.h>
#include <linux/printk.h>
#include <linux/ratelimit.h>
#include <linux/spinlock.h>

int ___ratelimit(struct ratelimit_state *rs, const char *func)
{
	unsigned long flags;
	unsigned long now;
	int pass;

	if (!rs->interval)
		return 1;
	/* Someone else is checking: refuse rather than wait (as Linux). */
	if (!raw_spin_trylock_irqsave(&rs->lock, flags))
		return 0;
	now = jiffies;
	if (!rs->begin)
		rs->begin = now;
	if (time_is_before_jiffies(rs->begin + (unsigned long)rs->interval)) {
		if (rs->missed && !(rs->flags & RATELIMIT_MSG_ON_RELEASE)) {
			pr_warn("%s: %d callbacks suppressed\n", func,
				rs->missed);
			rs->missed = 0;
		}
		rs->begin = now;
		rs->printed = 0;
	}
	pass = rs->burst && rs->printed < rs->burst;
	if (pass)
		rs->printed++;
	else
		rs->missed++;
	raw_spin_unlock_irqrestore(&rs->lock, flags);
	return pass;
}

DEFINE_RATELIMIT_STATE(printk_ratelimit_state, DEFAULT_RATELIMIT_INTERVAL,
		       DEFAULT_RATELIMIT_BURST);

int __printk_ratelimit(const char *func)
{
	return ___ratelimit(&printk_ratelimit_state, func);
}
