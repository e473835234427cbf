/* SPDX-License-Identifier: MIT */
/*
 * linux/bitmap.h - whole-bitmap operations on arrays of unsigned long
 * (declared with DECLARE_BITMAP()). None of them is atomic. As in Linux,
 * bits past @nbits in the last word are ignored on reading; bitmap_zero()
 * and bitmap_fill() write whole words.
 */
#ifndef _PLATDEV_LINUX_BITMAP_H
#define _PLATDEV_LINUX_BITMAP_H

#include <string.h>

#include <linux/bitops.h>
#include <linux/types.h>

/* The bits of the last word of an @nbits bitmap that belong to it. */
#define BITMAP_LAST_WORD_MASK(nbits) (~0UL >> (-(nbits) & (BITS_PER_LONG - 1)))

static inline void bitmap_zero(unsigned long *dst, unsigned int nbits)
{
	memset(dst, 0, BITS_TO_LONGS(nbits) * sizeof(unsigned long));
}

static inline void bitmap_fill(unsigned long *dst, unsigned int nbits)
{
	memset(dst, 0xff, BITS_TO_LONGS(nbits) * sizeof(unsigned long));
}

static inline void bitmap_copy(unsigned long *dst, const unsigned long *src,
			       unsigned int nbits)
{
	memcpy(dst, src, BITS_TO_LONGS(nbits) * sizeof(unsigned long));
}

/** bitmap_weight() - Return: how many of the first @nbits bits are set */
static inline unsigned int bitmap_weight(const unsigned long *src,
					 unsigned int nbits)
{
	unsigned int i, weight = 0;

	for (i = 0; i < nbits / BITS_PER_LONG; i++)
		weight += hweight_long(src[i]);
	if (nbits % BITS_PER_LONG)
		weight += hweight_long(src[i] & BITMAP_LAST_WORD_MASK(nbits));
	return weight;
}

/** bitmap_empty() - Return: whether none of the first @nbits bits is set */
static inline bool bitmap_empty(const unsigned long *src, unsigned int nbits)
{
	return find_first_bit(src, nbits) == nbits;
}

/** bitmap_full() - Return: whether all of the first @nbits bits are set */
static inline bool bitmap_full(const unsigned long *src, unsigned int nbits)
{
	return find_first_zero_bit(src, nbits) == nbits;
}

#endif /* _PLATDEV_LINUX_BITMAP_H */
