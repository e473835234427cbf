/* SPDX-License-Identifier: MIT */
/*
 * linux/log2.h - powers of two: the test, base-2 logarithms rounded down
 * and up, rounding to a power of two.
 */
#ifndef _PLATDEV_LINUX_LOG2_H
#define _PLATDEV_LINUX_LOG2_H

#include <linux/bitops.h>
#include <linux/types.h>

/** is_power_of_2() - whether @n is a power of two (0 is not) */
static inline __attribute__((const)) bool is_power_of_2(unsigned long n)
{
	return n != 0 && (n & (n - 1)) == 0;
}

/* The logarithm of a value that is not 0, rounded down. */
static inline __attribute__((const)) int __ilog2_u64(u64 n)
{
	return fls64(n) - 1;
}

static inline __attribute__((const)) int __ilog2_u32(u32 n)
{
	return fls(n) - 1;
}

/**
 * ilog2() - the base-2 logarithm of @n, rounded down; @n must not be 0
 * (a constant 0 gives -1, as the bit search does)
 */
#define ilog2(n) __ilog2_u64((u64)(n))

/** roundup_pow_of_two() - the smallest power of two not below @n (> 0) */
#define roundup_pow_of_two(n) \
	((n) == 1 ? 1UL : 1UL << (__ilog2_u64((u64)(n)-1) + 1))

/** rounddown_pow_of_two() - the largest power of two not above @n (> 0) */
#define rounddown_pow_of_two(n) (1UL << ilog2(n))

/** order_base_2() - the base-2 logarithm of @n, rounded up (0 for 0 and 1) */
#define order_base_2(n) ((n) > 1 ? ilog2((n)-1) + 1 : 0)

#endif /* _PLATDEV_LINUX_LOG2_H */
