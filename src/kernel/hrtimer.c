// SPDX-License-Identifier: MIT
/*
 * hrtimer.c - high-resolution timers (linux/hrtimer.h) on kernel timers:
 * each hrtimer arms its timer_list for the first jiffy at or after its
 * expiry, and the timer's callback runs the hrtimer's.
 */
#include <linux/hrtimer.h>
#include <linux/jiffies.h>
#include <linux/math64.h>

/* The first jiffy at which the time is at or after @expires. */
static unsigned long hrtimer_jiffy(ktime_t expires)
{
	u64 ns = expires > 0 ? (u64)expires : 0;

	return (unsigned long)(INITIAL_JIFFIES +
			       div_u64(ns + TICK_NSEC - 1, TICK_NSEC));
}

static void hrtimer_expired(struct timer_list *t)
{
	struct hrtimer *timer = from_timer(timer, t, __platdev_timer);
	enum hrtimer_restart ret;

	__atomic_store_n(&timer->__platdev_running, 1, __ATOMIC_RELEASE);
	ret = timer->function(timer);
	if (ret == HRTIMER_RESTART)
		mod_timer(&timer->__platdev_timer,
			  hrtimer_jiffy(timer->node.expires));
	__atomic_store_n(&timer->__platdev_running, 0, __ATOMIC_RELEASE);
}

void hrtimer_init(struct hrtimer *timer, __platdev_clockid_t clock_id,
		  enum hrtimer_mode mode)
{
	memset(timer, 0, sizeof(*timer));
	timer->__platdev_clock = clock_id;
	timer->is_rel = !!(mode & HRTIMER_MODE_REL);
	timer_setup(&timer->__platdev_timer, hrtimer_expired, 0);
}

void hrtimer_start_range_ns(struct hrtimer *timer, ktime_t tim, u64 delta_ns,
			    const enum hrtimer_mode mode)
{
	if (mode & HRTIMER_MODE_REL)
		tim = ktime_add(ktime_get(), tim);
	hrtimer_set_expires_range_ns(timer, tim, delta_ns);
	mod_timer(&timer->__platdev_timer, hrtimer_jiffy(tim));
}

int hrtimer_try_to_cancel(struct hrtimer *timer)
{
	if (hrtimer_callback_running(timer))
		return -1;
	return del_timer(&timer->__platdev_timer);
}

int hrtimer_cancel(struct hrtimer *timer)
{
	return del_timer_sync(&timer->__platdev_timer);
}

bool hrtimer_is_queued(struct hrtimer *timer)
{
	return timer_pending(&timer->__platdev_timer);
}

u64 hrtimer_forward(struct hrtimer *timer, ktime_t now, ktime_t interval)
{
	ktime_t delta = ktime_sub(now, hrtimer_get_expires(timer));
	u64 overruns;

	if (delta < 0)
		return 0;
	if (interval < (ktime_t)hrtimer_resolution)
		interval = hrtimer_resolution;
	overruns = div64_u64((u64)delta, (u64)interval) + 1;
	hrtimer_add_expires_ns(timer, overruns * (u64)interval);
	return overruns;
}
