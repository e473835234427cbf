/* SPDX-License-Identifier: MIT */
/*
 * linux/timekeeping.h - reading the clock: ktime_get() and friends.
 *
 * Every clock here is platdev's one monotonic time source
 * (platdev_time_now_ns(), platdev/time.h): real time on the port, or a
 * simulated board's virtual time. There is no suspend, so boot time equals
 * monotonic time, and no frequency correction, so raw time does too. Wall
 * clock time (ktime_get_real()) is not provided: ask the C library.
 */
#ifndef _PLATDEV_LINUX_TIMEKEEPING_H
#define _PLATDEV_LINUX_TIMEKEEPING_H

#include <linux/ktime.h>
#include <platdev/time.h>

/** ktime_get() - Return: the monotonic time */
/*
 * Set (1) from the end of syscore_suspend() to the start of
 * syscore_resume(): the clock is not to be relied on then.
 */
extern int timekeeping_suspended;

static inline ktime_t ktime_get(void)
{
	return (ktime_t)platdev_time_now_ns();
}

/** ktime_get_ns() - Return: the monotonic time in nanoseconds */
static inline u64 ktime_get_ns(void)
{
	return platdev_time_now_ns();
}

/** ktime_get_boottime() - Return: the time since boot (monotonic time) */
static inline ktime_t ktime_get_boottime(void)
{
	return ktime_get();
}

/** ktime_get_boottime_ns() - Return: the boot time in nanoseconds */
static inline u64 ktime_get_boottime_ns(void)
{
	return ktime_get_ns();
}

/** ktime_get_raw() - Return: the unadjusted monotonic time */
static inline ktime_t ktime_get_raw(void)
{
	return ktime_get();
}

/** ktime_get_raw_ns() - Return: the unadjusted monotonic nanoseconds */
static inline u64 ktime_get_raw_ns(void)
{
	return ktime_get_ns();
}

/** ktime_get_mono_fast_ns() - Return: the monotonic time in nanoseconds */
static inline u64 ktime_get_mono_fast_ns(void)
{
	return ktime_get_ns();
}

/** ktime_get_boot_fast_ns() - Return: the boot time in nanoseconds */
static inline u64 ktime_get_boot_fast_ns(void)
{
	return ktime_get_ns();
}

/** ktime_get_seconds() - Return: the monotonic time in whole seconds */
static inline time64_t ktime_get_seconds(void)
{
	return (time64_t)div_u64(ktime_get_ns(), NSEC_PER_SEC);
}

/** ktime_get_ts64() - store the monotonic time in @ts */
static inline void ktime_get_ts64(struct timespec64 *ts)
{
	*ts = ns_to_timespec64(ktime_get());
}

#endif /* _PLATDEV_LINUX_TIMEKEEPING_H */
