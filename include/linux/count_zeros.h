/* SPDX-License-Identifier: MIT */
/*
 * linux/count_zeros.h - count the zero bits above the highest set bit or
 * below the lowest one of an unsigned long.
 *
 * As Linux: count_leading_zeros(0) is BITS_PER_LONG
 * (COUNT_LEADING_ZEROS_0). count_trailing_zeros() is __ffs() (0-based)
 * where long has 64 bits, with COUNT_TRAILING_ZEROS_0 (-1) for 0; where
 * long has 32 bits Linux's is ffs(), 1-based with 0 for 0, and so is ours.
 */
#ifndef _PLATDEV_LINUX_COUNT_ZEROS_H
#define _PLATDEV_LINUX_COUNT_ZEROS_H

#include <linux/bitops.h>

#define COUNT_LEADING_ZEROS_0 BITS_PER_LONG
#define COUNT_TRAILING_ZEROS_0 (-1)

/** count_leading_zeros() - the zero bits of @x above its highest set bit */
static inline int count_leading_zeros(unsigned long x)
{
	return BITS_PER_LONG - (int)fls_long(x);
}

/** count_trailing_zeros() - the zero bits of @x below its lowest set bit */
static inline int count_trailing_zeros(unsigned long x)
{
	if (sizeof(x) == 4)
		return __builtin_ffsl((long)x);
	return x ? (int)__ffs(x) : COUNT_TRAILING_ZEROS_0;
}

#endif /* _PLATDEV_LINUX_COUNT_ZEROS_H */
