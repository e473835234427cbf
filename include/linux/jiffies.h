/* SPDX-License-Identifier: MIT */
/*
 * linux/jiffies.h - the tick counter and its conversions.
 *
 * platdev has no timer interrupt: `jiffies` is computed from the time
 * source (platdev_time_now_ns(), platdev/time.h) each time it is read, so it
 * follows a simulated board's virtual time too. HZ is 1000 (a jiffy is a
 * millisecond); Linux kernels are built with 100 to 1000, so drivers must
 * not assume a value. As in Linux, the counter starts 300 seconds before
 * the 32-bit wrap (INITIAL_JIFFIES), so code that compares jiffies without
 * time_after() and friends fails early instead of after 49 days.
 *
 * `jiffies` is a macro here, not a variable: it can be read but not
 * written, and its address cannot be taken.
 */
#ifndef _PLATDEV_LINUX_JIFFIES_H
#define _PLATDEV_LINUX_JIFFIES_H

#include <linux/limits.h>
#include <linux/math64.h>
#include <linux/time64.h>
#include <linux/typecheck.h>
#include <linux/types.h>

#include <linux/cache.h> /* as Linux 6.12's linux/jiffies.h */
#include <linux/param.h> /* HZ */
#if MSEC_PER_SEC % HZ
#error "platdev: HZ must divide 1000"
#endif

#define TICK_NSEC ((NSEC_PER_SEC + HZ / 2) / HZ)
#define TICK_USEC ((USEC_PER_SEC + HZ / 2) / HZ)

#define INITIAL_JIFFIES ((unsigned long)(unsigned int)(-300 * HZ))
/* The longest timeout in jiffies; longer ones mean "wait for ever". */
#define MAX_JIFFY_OFFSET ((LONG_MAX >> 1) - 1)

/**
 * get_jiffies_64() - the 64-bit tick counter
 *
 * Return: INITIAL_JIFFIES plus the ticks of the time source since its
 * start.
 */
u64 get_jiffies_64(void);

#define jiffies ((unsigned long)get_jiffies_64())

/*
 * The comparisons: true when @a is after (before, ...) @b, counted modulo
 * the counter's width, so they stay right across a wrap as long as the two
 * times are less than half the range apart. The arguments must be unsigned
 * long (u64 for the 64 variants); anything else draws a warning.
 */
#define time_after(a, b)                                               \
	(typecheck(unsigned long, a) && typecheck(unsigned long, b) && \
	 ((long)((b) - (a)) < 0))
#define time_before(a, b) time_after(b, a)
#define time_after_eq(a, b)                                            \
	(typecheck(unsigned long, a) && typecheck(unsigned long, b) && \
	 ((long)((a) - (b)) >= 0))
#define time_before_eq(a, b) time_after_eq(b, a)
/* @a in [@b, @c] */
#define time_in_range(a, b, c) (time_after_eq(a, b) && time_before_eq(a, c))
/* @a in [@b, @c) */
#define time_in_range_open(a, b, c) (time_after_eq(a, b) && time_before(a, c))

#define time_after64(a, b) \
	(typecheck(u64, a) && typecheck(u64, b) && ((s64)((b) - (a)) < 0))
#define time_before64(a, b) time_after64(b, a)
#define time_after_eq64(a, b) \
	(typecheck(u64, a) && typecheck(u64, b) && ((s64)((a) - (b)) >= 0))
#define time_before_eq64(a, b) time_after_eq64(b, a)
#define time_in_range64(a, b, c) \
	(time_after_eq64(a, b) && time_before_eq64(a, c))

/* Has the time @a passed (or not yet come)? */
#define time_is_before_jiffies(a) time_after(jiffies, a)
#define time_is_before_jiffies64(a) time_after64(get_jiffies_64(), a)
#define time_is_after_jiffies(a) time_before(jiffies, a)
#define time_is_after_jiffies64(a) time_before64(get_jiffies_64(), a)
#define time_is_before_eq_jiffies(a) time_after_eq(jiffies, a)
#define time_is_before_eq_jiffies64(a) time_after_eq64(get_jiffies_64(), a)
#define time_is_after_eq_jiffies(a) time_before_eq(jiffies, a)
#define time_is_after_eq_jiffies64(a) time_before_eq64(get_jiffies_64(), a)

/** jiffies_to_msecs() - Return: @j ticks in milliseconds, as unsigned int */
static inline unsigned int jiffies_to_msecs(const unsigned long j)
{
	return (unsigned int)((MSEC_PER_SEC / HZ) * j);
}

/** jiffies_to_usecs() - Return: @j ticks in microseconds, as unsigned int */
static inline unsigned int jiffies_to_usecs(const unsigned long j)
{
	return (unsigned int)((USEC_PER_SEC / HZ) * j);
}

/** jiffies_to_nsecs() - Return: @j ticks in nanoseconds */
static inline u64 jiffies_to_nsecs(const unsigned long j)
{
	return (u64)j * TICK_NSEC;
}

/** jiffies64_to_nsecs() - Return: @j ticks in nanoseconds */
static inline u64 jiffies64_to_nsecs(u64 j)
{
	return j * TICK_NSEC;
}

/** jiffies64_to_msecs() - Return: @j ticks in milliseconds */
static inline u64 jiffies64_to_msecs(u64 j)
{
	return j * (MSEC_PER_SEC / HZ);
}

/** jiffies_delta_to_msecs() - Return: @delta ticks in ms, 0 if negative */
static inline unsigned int jiffies_delta_to_msecs(long delta)
{
	return jiffies_to_msecs(delta > 0 ? (unsigned long)delta : 0);
}

/**
 * msecs_to_jiffies() - milliseconds to ticks, rounded up
 * @m: the time; a value that is negative as an int means "for ever"
 *
 * Return: the ticks, or MAX_JIFFY_OFFSET for "for ever" and for times
 * longer than that.
 */
static inline unsigned long msecs_to_jiffies(const unsigned int m)
{
	if ((int)m < 0 || m > jiffies_to_msecs(MAX_JIFFY_OFFSET))
		return MAX_JIFFY_OFFSET;
	return (m + (MSEC_PER_SEC / HZ) - 1) / (MSEC_PER_SEC / HZ);
}

/**
 * usecs_to_jiffies() - microseconds to ticks, rounded up
 * @u: the time
 *
 * Return: the ticks, or MAX_JIFFY_OFFSET for times longer than that.
 */
static inline unsigned long usecs_to_jiffies(const unsigned int u)
{
	if (u > jiffies_to_usecs(MAX_JIFFY_OFFSET))
		return MAX_JIFFY_OFFSET;
	return ((unsigned long)u + (USEC_PER_SEC / HZ) - 1) /
	       (USEC_PER_SEC / HZ);
}

/* secs_to_jiffies() - seconds to ticks (no overflow check, as Linux) */
#define secs_to_jiffies(_secs) ((unsigned long)((_secs)*HZ))

/** nsecs_to_jiffies64() - Return: @n nanoseconds in whole ticks */
static inline u64 nsecs_to_jiffies64(u64 n)
{
	return div_u64(n, TICK_NSEC);
}

/** nsecs_to_jiffies() - Return: @n nanoseconds in whole ticks */
static inline unsigned long nsecs_to_jiffies(u64 n)
{
	return (unsigned long)nsecs_to_jiffies64(n);
}

#endif /* _PLATDEV_LINUX_JIFFIES_H */
