/* SPDX-License-Identifier: MIT */
/*
 * linux/timekeeping.h - reading the clock: ktime_get() and friends.
 *
 * Every clock here is platdev's one monotonic time source
 * (platdev_time_now_ns(), platdev/time.h): real time on the port, or a
 * simulated board's virtual time. There is no suspend, so boot time equals
 * monotonic time, and no frequency correction, so raw time does too. The
 * wall clock (ktime_get_real() and friends) is the monotonic time plus an
 * offset do_settimeofday64() sets; as in Linux without a persistent clock
 * it reads the epoch (1970) plus the monotonic time until then.
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

/**
 * ktime_get_real() - Return: the wall clock time (CLOCK_REALTIME), in
 * nanoseconds since the epoch
 */
ktime_t ktime_get_real(void);

/**
 * do_settimeofday64() - set the wall clock to @ts (the monotonic clock is
 * not changed)
 * Return: 0; -EINVAL for a negative time, tv_nsec outside
 * [0, NSEC_PER_SEC) or a time past what ktime_t holds.
 */
int do_settimeofday64(const struct timespec64 *ts);

/** ktime_get_real_ns() - Return: the wall clock time in nanoseconds */
static inline u64 ktime_get_real_ns(void)
{
	return (u64)ktime_get_real();
}

/** ktime_get_real_fast_ns() - ktime_get_real_ns() */
static inline u64 ktime_get_real_fast_ns(void)
{
	return ktime_get_real_ns();
}

/** ktime_get_real_seconds() - Return: the wall clock in whole seconds */
static inline time64_t ktime_get_real_seconds(void)
{
	return (time64_t)div_u64(ktime_get_real_ns(), NSEC_PER_SEC);
}

/** ktime_get_real_ts64() - store the wall clock time in @ts */
static inline void ktime_get_real_ts64(struct timespec64 *ts)
{
	*ts = ns_to_timespec64(ktime_get_real());
}

#endif /* _PLATDEV_LINUX_TIMEKEEPING_H */
