/* SPDX-License-Identifier: MIT */
/*
 * linux/ktime.h - ktime_t, a time in nanoseconds, and its arithmetic.
 *
 * As in Linux a ktime_t is a plain s64 of nanoseconds; the clock readers
 * (ktime_get() and friends) are in linux/timekeeping.h, included at the
 * end, and read platdev's time source (platdev/time.h).
 */
#ifndef _PLATDEV_LINUX_KTIME_H
#define _PLATDEV_LINUX_KTIME_H

#include <asm/bug.h>
#include <linux/jiffies.h>
#include <linux/math64.h>
#include <linux/time64.h>
#include <linux/types.h>

typedef s64 ktime_t;

/**
 * ktime_set() - a ktime_t from seconds and nanoseconds
 * @secs: seconds; KTIME_SEC_MAX and beyond give KTIME_MAX
 * @nsecs: nanoseconds to add
 *
 * Return: the time.
 */
static inline ktime_t ktime_set(const s64 secs, const unsigned long nsecs)
{
	if (secs >= KTIME_SEC_MAX)
		return KTIME_MAX;
	return secs * NSEC_PER_SEC + (s64)nsecs;
}

#define ktime_sub(lhs, rhs) ((lhs) - (rhs))
#define ktime_add(lhs, rhs) ((lhs) + (rhs))
/* Addition that may overflow: done in unsigned arithmetic, so defined. */
#define ktime_add_unsafe(lhs, rhs) ((u64)(lhs) + (rhs))
#define ktime_add_ns(kt, nsval) ((kt) + (nsval))
#define ktime_sub_ns(kt, nsval) ((kt) - (nsval))

/* timespec64_to_ktime() - a struct timespec64 as a ktime_t */
static inline ktime_t timespec64_to_ktime(struct timespec64 ts)
{
	return ktime_set(ts.tv_sec, (unsigned long)ts.tv_nsec);
}

#define ktime_to_ns(kt) (kt)

/**
 * ktime_compare() - compare two times
 * @cmp1: the first time
 * @cmp2: the second time
 *
 * Return: negative if @cmp1 is before @cmp2, 0 if equal, positive if after.
 */
static inline int ktime_compare(const ktime_t cmp1, const ktime_t cmp2)
{
	if (cmp1 < cmp2)
		return -1;
	if (cmp1 > cmp2)
		return 1;
	return 0;
}

/** ktime_after() - Return: true if @cmp1 is later than @cmp2 */
static inline bool ktime_after(const ktime_t cmp1, const ktime_t cmp2)
{
	return ktime_compare(cmp1, cmp2) > 0;
}

/** ktime_before() - Return: true if @cmp1 is earlier than @cmp2 */
static inline bool ktime_before(const ktime_t cmp1, const ktime_t cmp2)
{
	return ktime_compare(cmp1, cmp2) < 0;
}

/**
 * ktime_divns() - divide a time by a number of nanoseconds
 * @kt: the time
 * @div: the divisor, positive
 *
 * Return: @kt / @div, truncated towards zero.
 */
static inline s64 ktime_divns(const ktime_t kt, s64 div)
{
	return kt / div;
}

/** ktime_to_us() - Return: @kt in whole microseconds, truncated */
static inline s64 ktime_to_us(const ktime_t kt)
{
	return ktime_divns(kt, NSEC_PER_USEC);
}

/** ktime_to_ms() - Return: @kt in whole milliseconds, truncated */
static inline s64 ktime_to_ms(const ktime_t kt)
{
	return ktime_divns(kt, NSEC_PER_MSEC);
}

/** ktime_us_delta() - Return: @later - @earlier in microseconds */
static inline s64 ktime_us_delta(const ktime_t later, const ktime_t earlier)
{
	return ktime_to_us(ktime_sub(later, earlier));
}

/** ktime_ms_delta() - Return: @later - @earlier in milliseconds */
static inline s64 ktime_ms_delta(const ktime_t later, const ktime_t earlier)
{
	return ktime_to_ms(ktime_sub(later, earlier));
}

/** ktime_add_us() - Return: @kt plus @usec microseconds */
static inline ktime_t ktime_add_us(const ktime_t kt, const u64 usec)
{
	return ktime_add_ns(kt, (s64)(usec * NSEC_PER_USEC));
}

/** ktime_add_ms() - Return: @kt plus @msec milliseconds */
static inline ktime_t ktime_add_ms(const ktime_t kt, const u64 msec)
{
	return ktime_add_ns(kt, (s64)(msec * NSEC_PER_MSEC));
}

/** ktime_sub_us() - Return: @kt minus @usec microseconds */
static inline ktime_t ktime_sub_us(const ktime_t kt, const u64 usec)
{
	return ktime_sub_ns(kt, (s64)(usec * NSEC_PER_USEC));
}

/** ktime_sub_ms() - Return: @kt minus @msec milliseconds */
static inline ktime_t ktime_sub_ms(const ktime_t kt, const u64 msec)
{
	return ktime_sub_ns(kt, (s64)(msec * NSEC_PER_MSEC));
}

/** ktime_to_timespec64() - Return: @kt as seconds and nanoseconds */
static inline struct timespec64 ktime_to_timespec64(const ktime_t kt)
{
	return ns_to_timespec64(kt);
}

/** ns_to_ktime() - Return: @ns nanoseconds as a ktime_t */
static inline ktime_t ns_to_ktime(u64 ns)
{
	return (ktime_t)ns;
}

/** us_to_ktime() - Return: @us microseconds as a ktime_t */
static inline ktime_t us_to_ktime(u64 us)
{
	return (ktime_t)(us * NSEC_PER_USEC);
}

/** ms_to_ktime() - Return: @ms milliseconds as a ktime_t */
static inline ktime_t ms_to_ktime(u64 ms)
{
	return (ktime_t)(ms * NSEC_PER_MSEC);
}

#include <linux/timekeeping.h>

#endif /* _PLATDEV_LINUX_KTIME_H */
