/* SPDX-License-Identifier: MIT */
/*
 * linux/hrtimer.h - timers with an expiry in ktime_t nanoseconds.
 *
 * They run on the kernel timers of linux/timer.h, as Linux's hrtimers do
 * without CONFIG_HIGH_RES_TIMERS: an expiry is rounded up to the next
 * jiffy, so hrtimer_resolution is TICK_NSEC and a timer never fires
 * early. Callbacks run where timer callbacks run (the timer thread, the
 * thread moving virtual time on, or platdev_run_deferred() on the bare
 * port), one at a time with them. Every clock (CLOCK_MONOTONIC,
 * CLOCK_BOOTTIME, CLOCK_REALTIME, CLOCK_TAI) is ktime_get()'s here; the
 * SOFT, HARD and PINNED modes behave alike.
 *
 * A callback returning HRTIMER_RESTART is armed again for its expiry
 * (moved on with hrtimer_forward() or hrtimer_forward_now()).
 */
#ifndef _PLATDEV_LINUX_HRTIMER_H
#define _PLATDEV_LINUX_HRTIMER_H

#include <linux/init.h>
#include <linux/jiffies.h>
#include <linux/ktime.h>
#include <linux/list.h>
#include <linux/timekeeping.h>
#include <linux/timer.h>
#include <linux/types.h>

/* Each on its own: a C library may define some (newlib: CLOCK_REALTIME). */
#ifndef CLOCK_REALTIME
#define CLOCK_REALTIME 0
#endif
#ifndef CLOCK_MONOTONIC
#define CLOCK_MONOTONIC 1
#endif
#ifndef CLOCK_BOOTTIME
#define CLOCK_BOOTTIME 7
#endif
#ifndef CLOCK_TAI
#define CLOCK_TAI 11
#endif

typedef int __platdev_clockid_t;

enum hrtimer_mode {
	HRTIMER_MODE_ABS = 0x00,
	HRTIMER_MODE_REL = 0x01,
	HRTIMER_MODE_PINNED = 0x02,
	HRTIMER_MODE_SOFT = 0x04,
	HRTIMER_MODE_HARD = 0x08,

	HRTIMER_MODE_ABS_PINNED = HRTIMER_MODE_ABS | HRTIMER_MODE_PINNED,
	HRTIMER_MODE_REL_PINNED = HRTIMER_MODE_REL | HRTIMER_MODE_PINNED,
	HRTIMER_MODE_ABS_SOFT = HRTIMER_MODE_ABS | HRTIMER_MODE_SOFT,
	HRTIMER_MODE_REL_SOFT = HRTIMER_MODE_REL | HRTIMER_MODE_SOFT,
	HRTIMER_MODE_ABS_PINNED_SOFT = HRTIMER_MODE_ABS_PINNED |
				       HRTIMER_MODE_SOFT,
	HRTIMER_MODE_REL_PINNED_SOFT = HRTIMER_MODE_REL_PINNED |
				       HRTIMER_MODE_SOFT,
	HRTIMER_MODE_ABS_HARD = HRTIMER_MODE_ABS | HRTIMER_MODE_HARD,
	HRTIMER_MODE_REL_HARD = HRTIMER_MODE_REL | HRTIMER_MODE_HARD,
	HRTIMER_MODE_ABS_PINNED_HARD = HRTIMER_MODE_ABS_PINNED |
				       HRTIMER_MODE_HARD,
	HRTIMER_MODE_REL_PINNED_HARD = HRTIMER_MODE_REL_PINNED |
				       HRTIMER_MODE_HARD,
};

enum hrtimer_restart {
	HRTIMER_NORESTART,
	HRTIMER_RESTART,
};

#define HRTIMER_STATE_INACTIVE 0x00
#define HRTIMER_STATE_ENQUEUED 0x01

/* Without high-resolution timers, Linux's resolution is a jiffy. */
#define LOW_RES_NSEC TICK_NSEC
#define hrtimer_resolution ((unsigned int)LOW_RES_NSEC)

/* Linux's timerqueue node: the expiry drivers read with the accessors. */
struct timerqueue_node {
	ktime_t expires;
};

/**
 * struct hrtimer - a high-resolution timer
 * @node: @node.expires is the (hard) expiry, on ktime_get()'s clock
 * @_softexpires: the earliest expiry of a range (hrtimer_start_range_ns())
 * @function: the callback; returns HRTIMER_RESTART to run again at
 *            @node.expires
 * @is_rel: started in a relative mode
 * @__platdev_timer: the kernel timer it runs on
 * @__platdev_clock: the clock id of hrtimer_init()
 * @__platdev_running: nonzero while @function runs
 */
struct hrtimer {
	struct timerqueue_node node;
	ktime_t _softexpires;
	enum hrtimer_restart (*function)(struct hrtimer *timer);
	u8 is_rel;
	struct timer_list __platdev_timer;
	int __platdev_clock;
	u32 __platdev_running;
};

/**
 * hrtimer_init() - prepare @timer for @clock_id, not armed; set ->function
 * before starting it
 */
void hrtimer_init(struct hrtimer *timer, __platdev_clockid_t clock_id,
		  enum hrtimer_mode mode);

/** hrtimer_setup() - hrtimer_init() and set @function */
static inline void
hrtimer_setup(struct hrtimer *timer,
	      enum hrtimer_restart (*function)(struct hrtimer *),
	      __platdev_clockid_t clock_id, enum hrtimer_mode mode)
{
	hrtimer_init(timer, clock_id, mode);
	timer->function = function;
}

#define hrtimer_init_on_stack(timer, clock_id, mode) \
	hrtimer_init(timer, clock_id, mode)
#define destroy_hrtimer_on_stack(timer) ((void)(timer))

/**
 * hrtimer_start_range_ns() - arm @timer for @tim (absolute, or from now in
 * a REL mode), or move it there if it is armed; @delta_ns of slack is
 * allowed after it (here the expiry is @tim, rounded up to a jiffy)
 */
void hrtimer_start_range_ns(struct hrtimer *timer, ktime_t tim, u64 delta_ns,
			    const enum hrtimer_mode mode);

/** hrtimer_start() - hrtimer_start_range_ns() without slack */
static inline void hrtimer_start(struct hrtimer *timer, ktime_t tim,
				 const enum hrtimer_mode mode)
{
	hrtimer_start_range_ns(timer, tim, 0, mode);
}

/**
 * hrtimer_try_to_cancel() - disarm @timer unless its callback runs
 * Return: 1 when it was armed, 0 when not, -1 when its callback runs
 * (nothing done).
 */
int hrtimer_try_to_cancel(struct hrtimer *timer);

/**
 * hrtimer_cancel() - disarm @timer and wait for a running callback (not
 * from that callback)
 * Return: 1 when it was armed, else 0.
 */
int hrtimer_cancel(struct hrtimer *timer);

/**
 * hrtimer_forward() - move @timer's expiry on by whole @interval steps
 * until it is after @now (an @interval below hrtimer_resolution counts as
 * that)
 * Return: the steps taken (overruns), 0 when the expiry was after @now.
 */
u64 hrtimer_forward(struct hrtimer *timer, ktime_t now, ktime_t interval);

/** hrtimer_forward_now() - hrtimer_forward() from ktime_get() */
static inline u64 hrtimer_forward_now(struct hrtimer *timer, ktime_t interval)
{
	return hrtimer_forward(timer, ktime_get(), interval);
}

/** hrtimer_is_queued() - Return: whether @timer is armed */
bool hrtimer_is_queued(struct hrtimer *timer);

/** hrtimer_callback_running() - Return: whether @timer's callback runs */
static inline bool hrtimer_callback_running(struct hrtimer *timer)
{
	return __atomic_load_n(&timer->__platdev_running, __ATOMIC_ACQUIRE);
}

/** hrtimer_active() - Return: whether @timer is armed or its callback runs */
static inline bool hrtimer_active(struct hrtimer *timer)
{
	return hrtimer_is_queued(timer) || hrtimer_callback_running(timer);
}

static inline void hrtimer_set_expires(struct hrtimer *timer, ktime_t time)
{
	timer->node.expires = time;
	timer->_softexpires = time;
}

static inline void hrtimer_set_expires_range_ns(struct hrtimer *timer,
						ktime_t time, u64 delta)
{
	timer->_softexpires = time;
	timer->node.expires = ktime_add_ns(time, (s64)delta);
}

static inline void hrtimer_add_expires(struct hrtimer *timer, ktime_t time)
{
	timer->node.expires = ktime_add(timer->node.expires, time);
	timer->_softexpires = ktime_add(timer->_softexpires, time);
}

static inline void hrtimer_add_expires_ns(struct hrtimer *timer, u64 ns)
{
	hrtimer_add_expires(timer, (ktime_t)ns);
}

static inline ktime_t hrtimer_get_expires(const struct hrtimer *timer)
{
	return timer->node.expires;
}

static inline ktime_t hrtimer_get_softexpires(const struct hrtimer *timer)
{
	return timer->_softexpires;
}

static inline s64 hrtimer_get_expires_ns(const struct hrtimer *timer)
{
	return ktime_to_ns(timer->node.expires);
}

static inline ktime_t hrtimer_expires_remaining(const struct hrtimer *timer)
{
	return ktime_sub(timer->node.expires, ktime_get());
}

/** hrtimer_get_remaining() - Return: the time until @timer expires */
static inline ktime_t hrtimer_get_remaining(const struct hrtimer *timer)
{
	return hrtimer_expires_remaining(timer);
}

/** hrtimer_start_expires() - arm @timer for the expiry it holds */
static inline void hrtimer_start_expires(struct hrtimer *timer,
					 enum hrtimer_mode mode)
{
	u64 delta = (u64)ktime_sub(timer->node.expires, timer->_softexpires);

	(void)mode;
	hrtimer_start_range_ns(timer, timer->_softexpires, delta,
			       HRTIMER_MODE_ABS);
}

static inline void hrtimer_restart(struct hrtimer *timer)
{
	hrtimer_start_expires(timer, HRTIMER_MODE_ABS);
}

#endif /* _PLATDEV_LINUX_HRTIMER_H */
