/* SPDX-License-Identifier: MIT */
/*
 * linux/bits.h - single bits and contiguous masks.
 *
 * GENMASK(h, l) is the mask of bits @l to @h inclusive; with constant
 * arguments in the wrong order (@l above @h) it does not compile, and an
 * @h past the type's width draws the compiler's shift warning.
 */
#ifndef _PLATDEV_LINUX_BITS_H
#define _PLATDEV_LINUX_BITS_H

#include <linux/build_bug.h>
#include <linux/const.h> /* UL(), ULL(), as Linux's bits.h */
#include <linux/overflow.h>

#define BITS_PER_BYTE 8
/* How many bits an object of @type has. */
#define BITS_PER_TYPE(type) (sizeof(type) * BITS_PER_BYTE)
#ifndef BITS_PER_LONG
#define BITS_PER_LONG (__SIZEOF_LONG__ * BITS_PER_BYTE)
#endif
#ifndef BITS_PER_LONG_LONG
#define BITS_PER_LONG_LONG (__SIZEOF_LONG_LONG__ * BITS_PER_BYTE)
#endif

#undef BIT
#define BIT(nr) (1UL << (nr))
#define BIT_ULL(nr) (1ULL << (nr))
/* The bit of @nr within its unsigned long, and the index of that long. */
#define BIT_MASK(nr) (1UL << ((nr) % BITS_PER_LONG))
#define BIT_WORD(nr) ((nr) / BITS_PER_LONG)
#define BIT_ULL_MASK(nr) (1ULL << ((nr) % BITS_PER_LONG_LONG))
#define BIT_ULL_WORD(nr) ((nr) / BITS_PER_LONG_LONG)

/* Refuses constant bounds with @l above @h. */
#define __platdev_genmask_check(h, l) \
	BUILD_BUG_ON_ZERO(__platdev_const_or_zero((l) > (h)))

#define GENMASK(h, l)                    \
	(__platdev_genmask_check(h, l) + \
	 ((~0UL << (l)) & (~0UL >> (BITS_PER_LONG - 1 - (h)))))
#define GENMASK_ULL(h, l)                \
	(__platdev_genmask_check(h, l) + \
	 ((~0ULL << (l)) & (~0ULL >> (BITS_PER_LONG_LONG - 1 - (h)))))

#endif /* _PLATDEV_LINUX_BITS_H */
