/* SPDX-License-Identifier: MIT */
/*
 * linux/time64.h - the units of time and the 64-bit time types.
 *
 * The constants have Linux's types (long, or long long above 32 bits), so
 * an expression such as `ms * NSEC_PER_MSEC` overflows where it would in
 * the kernel on the same target: widen to u64 first.
 */
#ifndef _PLATDEV_LINUX_TIME64_H
#define _PLATDEV_LINUX_TIME64_H

#include <linux/math64.h>
#include <linux/types.h>

typedef s64 time64_t;
typedef u64 timeu64_t;

#define MSEC_PER_SEC 1000L
#define USEC_PER_MSEC 1000L
#define NSEC_PER_USEC 1000L
#define NSEC_PER_MSEC 1000000L
#define USEC_PER_SEC 1000000L
#define NSEC_PER_SEC 1000000000L
#define PSEC_PER_NSEC 1000L
#define PSEC_PER_SEC 1000000000000LL
#define FSEC_PER_SEC 1000000000000000LL

/**
 * struct timespec64 - a time in seconds and nanoseconds
 * @tv_sec: whole seconds
 * @tv_nsec: nanoseconds, 0 to NSEC_PER_SEC - 1 when normalized
 */
struct timespec64 {
	time64_t tv_sec;
	long tv_nsec;
};

#define TIME64_MAX ((s64) ~((u64)1 << 63))
#define TIME64_MIN (-TIME64_MAX - 1)
#define KTIME_MAX ((s64) ~((u64)1 << 63))
#define KTIME_MIN (-KTIME_MAX - 1)
#define KTIME_SEC_MAX (KTIME_MAX / NSEC_PER_SEC)
#define KTIME_SEC_MIN (KTIME_MIN / NSEC_PER_SEC)

/**
 * timespec64_to_ns() - @ts in nanoseconds, clamped to KTIME_MAX/KTIME_MIN
 * @ts: the time; seconds beyond what 64 bits of nanoseconds hold saturate
 *
 * Return: the nanoseconds.
 */
static inline s64 timespec64_to_ns(const struct timespec64 *ts)
{
	if (ts->tv_sec >= KTIME_SEC_MAX)
		return KTIME_MAX;
	if (ts->tv_sec <= KTIME_SEC_MIN)
		return KTIME_MIN;
	return ts->tv_sec * NSEC_PER_SEC + ts->tv_nsec;
}

/**
 * ns_to_timespec64() - @nsec as seconds and nanoseconds
 * @nsec: nanoseconds, may be negative
 *
 * Return: the normalized time: tv_nsec always 0 to NSEC_PER_SEC - 1, so
 * -1 ns is -1 s + 999999999 ns.
 */
static inline struct timespec64 ns_to_timespec64(s64 nsec)
{
	struct timespec64 ts;
	s32 rem;

	ts.tv_sec = div_s64_rem(nsec, NSEC_PER_SEC, &rem);
	if (rem < 0) {
		ts.tv_sec--;
		rem += NSEC_PER_SEC;
	}
	ts.tv_nsec = rem;
	return ts;
}

#endif /* _PLATDEV_LINUX_TIME64_H */
