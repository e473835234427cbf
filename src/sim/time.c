// SPDX-License-Identifier: MIT
/*
 * time.c - virtual time: a clock that moves only when a test advances it
 * or a driver sleeps or delays through platdev_sim_time_ops, and the
 * models' one-shot timers that fire as it passes their expiry.
 *
 * The clock runs from 0 to PLATDEV_SIM_TIME_MAX and stops there: every
 * sum of a time and a duration saturates (later()), never wraps. A timer
 * due past the end is parked at TIMER_NEVER, beyond any time the clock
 * reaches, so a model that re-arms itself at the end of time cannot make
 * platdev_sim_time_advance() fire it for ever.
 */
#include <platdev/port.h>

#include "sim_private.h"

#define TIMER_NEVER (~0ULL) /* past PLATDEV_SIM_TIME_MAX: never due */

static u64 sim_now; /* at most PLATDEV_SIM_TIME_MAX */
static struct platdev_sim_timer *timers; /* armed, unordered */

void platdev_sim_timer_init(struct platdev_sim_timer *timer,
			    struct platdev_sim_instance *inst,
			    void (*fn)(struct platdev_sim_timer *timer))
{
	*timer = (struct platdev_sim_timer){ .fn = fn, .inst = inst };
}

/* @ns after @now (at most PLATDEV_SIM_TIME_MAX), or @past_end beyond it. */
static u64 later(u64 now, u64 ns, u64 past_end)
{
	return ns > PLATDEV_SIM_TIME_MAX - now ? past_end : now + ns;
}

/* Core lock held. */
static bool unlink_locked(struct platdev_sim_timer *timer)
{
	struct platdev_sim_timer **link;

	if (!timer->armed)
		return false;
	for (link = &timers; *link; link = &(*link)->next) {
		if (*link == timer) {
			*link = timer->next;
			break;
		}
	}
	timer->armed = false;
	timer->next = NULL;
	return true;
}

void platdev_sim_timer_start(struct platdev_sim_timer *timer, u64 ns)
{
	platdev_port_core_lock();
	unlink_locked(timer);
	timer->expires = later(sim_now, ns, TIMER_NEVER);
	timer->armed = true;
	timer->next = timers;
	timers = timer;
	platdev_port_core_unlock();
}

bool platdev_sim_timer_cancel(struct platdev_sim_timer *timer)
{
	bool was;

	platdev_port_core_lock();
	was = unlink_locked(timer);
	platdev_port_core_unlock();
	return was;
}

void sim_timers_cancel_owned(struct platdev_sim_instance *inst)
{
	struct platdev_sim_timer **link;

	platdev_port_core_lock();
	for (link = &timers; *link;) {
		struct platdev_sim_timer *t = *link;

		if (t->inst == inst) {
			*link = t->next;
			t->armed = false;
			t->next = NULL;
		} else {
			link = &t->next;
		}
	}
	platdev_port_core_unlock();
}

u64 platdev_sim_time_now(void)
{
	u64 now;

	platdev_port_core_lock();
	now = sim_now;
	platdev_port_core_unlock();
	return now;
}

void platdev_sim_time_advance(u64 ns)
{
	struct platdev_sim_timer *t, *due;
	u64 target;

	platdev_port_core_lock();
	target = later(sim_now, ns, PLATDEV_SIM_TIME_MAX);
	for (;;) {
		due = NULL;
		for (t = timers; t; t = t->next)
			if (t->expires <= target &&
			    (!due || t->expires < due->expires))
				due = t;
		if (!due)
			break;
		unlink_locked(due);
		if (due->expires > sim_now)
			sim_now = due->expires;
		platdev_port_core_unlock();
		due->fn(due);
		platdev_port_core_lock();
	}
	if (target > sim_now)
		sim_now = target;
	platdev_port_core_unlock();
}

static u64 ops_now(void *ctx)
{
	(void)ctx;
	return platdev_sim_time_now();
}

static void ops_wait(void *ctx, u64 ns)
{
	(void)ctx;
	platdev_sim_time_advance(ns);
}

const struct platdev_time_ops platdev_sim_time_ops = {
	.now_ns = ops_now,
	.sleep_ns = ops_wait,
	.delay_ns = ops_wait,
};
