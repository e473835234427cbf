/* SPDX-License-Identifier: MIT */
/*
 * linux/bitmap.h - whole-bitmap operations on arrays of unsigned long
 * (declared with DECLARE_BITMAP()). None of them is atomic. As in Linux,
 * bits past @nbits in the last word are ignored on reading; bitmap_zero()
 * and bitmap_fill() write whole words.
 *
 * The word-wise operations (and, or, ...) are inlines here; the ones that
 * move or search bits (shifts, remapping, regions, zero areas) are in
 * src/kernel/bitmap.c.
 */
#ifndef _PLATDEV_LINUX_BITMAP_H
#define _PLATDEV_LINUX_BITMAP_H

#include <string.h>

#include <linux/bitops.h>
#include <linux/cleanup.h>
#include <linux/gfp.h>
#include <linux/types.h>

/* The bits of the last word of an @nbits bitmap that belong to it. */
#define BITMAP_LAST_WORD_MASK(nbits) (~0UL >> (-(nbits) & (BITS_PER_LONG - 1)))
/* The bits of the first word of a range starting at bit @start. */
#define BITMAP_FIRST_WORD_MASK(start) (~0UL << ((start) & (BITS_PER_LONG - 1)))

/** bitmap_size() - the bytes an @nbits bitmap takes (whole words) */
#define bitmap_size(nbits) (BITS_TO_LONGS(nbits) * sizeof(unsigned long))

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

/* Each word of @dst from the same word of @a and @b, for @nbits bits. */
#define __PLATDEV_BITMAP_OP2(name, expr)                                   \
	static inline void __platdev_bitmap_##name(unsigned long *dst,     \
						   const unsigned long *a, \
						   const unsigned long *b, \
						   unsigned int nbits)     \
	{                                                                  \
		unsigned int i;                                            \
                                                                           \
		for (i = 0; i < BITS_TO_LONGS(nbits); i++)                 \
			dst[i] = (expr);                                   \
	}
__PLATDEV_BITMAP_OP2(and, a[i] & b[i])
__PLATDEV_BITMAP_OP2(or, a[i] | b[i])
__PLATDEV_BITMAP_OP2(xor, a[i] ^ b[i])
__PLATDEV_BITMAP_OP2(andnot, a[i] & ~b[i])
#undef __PLATDEV_BITMAP_OP2

/* Whether any of the first @nbits bits of @src is set. */
static inline bool __platdev_bitmap_any(const unsigned long *src,
					unsigned int nbits)
{
	return !bitmap_empty(src, nbits);
}

/** bitmap_and() - @dst = @a & @b; Return: whether any bit is left */
static inline bool bitmap_and(unsigned long *dst, const unsigned long *a,
			      const unsigned long *b, unsigned int nbits)
{
	__platdev_bitmap_and(dst, a, b, nbits);
	return __platdev_bitmap_any(dst, nbits);
}

/** bitmap_or() - @dst = @a | @b */
static inline void bitmap_or(unsigned long *dst, const unsigned long *a,
			     const unsigned long *b, unsigned int nbits)
{
	__platdev_bitmap_or(dst, a, b, nbits);
}

/** bitmap_xor() - @dst = @a ^ @b */
static inline void bitmap_xor(unsigned long *dst, const unsigned long *a,
			      const unsigned long *b, unsigned int nbits)
{
	__platdev_bitmap_xor(dst, a, b, nbits);
}

/** bitmap_andnot() - @dst = @a & ~@b; Return: whether any bit is left */
static inline bool bitmap_andnot(unsigned long *dst, const unsigned long *a,
				 const unsigned long *b, unsigned int nbits)
{
	__platdev_bitmap_andnot(dst, a, b, nbits);
	return __platdev_bitmap_any(dst, nbits);
}

/** bitmap_complement() - @dst = ~@src (whole words) */
static inline void bitmap_complement(unsigned long *dst,
				     const unsigned long *src,
				     unsigned int nbits)
{
	unsigned int i;

	for (i = 0; i < BITS_TO_LONGS(nbits); i++)
		dst[i] = ~src[i];
}

/**
 * bitmap_replace() - @dst = the bits of @new where @mask is set, those of
 * @old elsewhere
 */
static inline void bitmap_replace(unsigned long *dst, const unsigned long *old,
				  const unsigned long *new,
				  const unsigned long *mask, unsigned int nbits)
{
	unsigned int i;

	for (i = 0; i < BITS_TO_LONGS(nbits); i++)
		dst[i] = (old[i] & ~mask[i]) | (new[i] & mask[i]);
}

/* The word-wise test behind bitmap_equal(), _intersects(), _subset(). */
#define __PLATDEV_BITMAP_TEST(name, word_hit, result)                       \
	static inline bool name(const unsigned long *a,                     \
				const unsigned long *b, unsigned int nbits) \
	{                                                                   \
		unsigned int i, full = nbits / BITS_PER_LONG;               \
		unsigned long w;                                            \
                                                                            \
		for (i = 0; i < full; i++) {                                \
			w = (word_hit);                                     \
			if (w)                                              \
				return !(result);                           \
		}                                                           \
		if (nbits % BITS_PER_LONG) {                                \
			w = (word_hit)&BITMAP_LAST_WORD_MASK(nbits);        \
			if (w)                                              \
				return !(result);                           \
		}                                                           \
		return (result);                                            \
	}
/** bitmap_equal() - Return: whether the first @nbits bits are the same */
__PLATDEV_BITMAP_TEST(bitmap_equal, a[i] ^ b[i], true)
/** bitmap_intersects() - Return: whether @a and @b share a set bit */
__PLATDEV_BITMAP_TEST(bitmap_intersects, a[i] & b[i], false)
/** bitmap_subset() - Return: whether every bit set in @a is set in @b */
__PLATDEV_BITMAP_TEST(bitmap_subset, a[i] & ~b[i], true)
#undef __PLATDEV_BITMAP_TEST

/** bitmap_set() - set @len bits from bit @start */
static inline void bitmap_set(unsigned long *map, unsigned int start,
			      unsigned int len)
{
	for (; len; len--, start++)
		__set_bit(start, map);
}

/** bitmap_clear() - clear @len bits from bit @start */
static inline void bitmap_clear(unsigned long *map, unsigned int start,
				unsigned int len)
{
	for (; len; len--, start++)
		__clear_bit(start, map);
}

/**
 * bitmap_get_value8() - the 8 bits from bit @start (a multiple of 8)
 */
static inline unsigned long bitmap_get_value8(const unsigned long *map,
					      unsigned long start)
{
	return (map[BIT_WORD(start)] >> (start % BITS_PER_LONG)) & 0xff;
}

/** bitmap_set_value8() - write @value into the 8 bits from bit @start */
static inline void bitmap_set_value8(unsigned long *map, unsigned long value,
				     unsigned long start)
{
	unsigned long offset = start % BITS_PER_LONG;
	unsigned long *w = &map[BIT_WORD(start)];

	*w = (*w & ~(0xffUL << offset)) | ((value & 0xff) << offset);
}

/**
 * bitmap_from_arr32() - @nbits bits from an array of u32, bit 0 of @buf[0]
 * first; the unused bits of @bitmap's last word are cleared
 */
void bitmap_from_arr32(unsigned long *bitmap, const u32 *buf,
		       unsigned int nbits);

/** bitmap_to_arr32() - @nbits bits into an array of u32, the inverse */
void bitmap_to_arr32(u32 *buf, const unsigned long *bitmap, unsigned int nbits);

/** bitmap_from_u64() - the 64 bits of @mask into @dst */
static inline void bitmap_from_u64(unsigned long *dst, u64 mask)
{
	dst[0] = (unsigned long)mask;
	if (sizeof(mask) > sizeof(unsigned long))
		dst[1] = (unsigned long)(mask >> 31 >> 1);
}

/** bitmap_shift_right() - @dst = @src >> @shift, within @nbits bits */
void bitmap_shift_right(unsigned long *dst, const unsigned long *src,
			unsigned int shift, unsigned int nbits);

/** bitmap_shift_left() - @dst = @src << @shift, within @nbits bits */
void bitmap_shift_left(unsigned long *dst, const unsigned long *src,
		       unsigned int shift, unsigned int nbits);

/**
 * bitmap_find_next_zero_area_off() - the first run of @nr clear bits at or
 * after @start whose first bit plus @align_offset is a multiple of
 * @align_mask + 1
 * Return: the run's first bit; a value above @size - @nr when there is none.
 */
unsigned long bitmap_find_next_zero_area_off(
	unsigned long *map, unsigned long size, unsigned long start,
	unsigned int nr, unsigned long align_mask, unsigned long align_offset);

/** bitmap_find_next_zero_area() - ..._off() with no offset */
static inline unsigned long bitmap_find_next_zero_area(unsigned long *map,
						       unsigned long size,
						       unsigned long start,
						       unsigned int nr,
						       unsigned long align_mask)
{
	return bitmap_find_next_zero_area_off(map, size, start, nr, align_mask,
					      0);
}

/**
 * bitmap_find_free_region() - take the first clear, aligned region of
 * 2^@order bits
 * Return: its first bit, or -ENOMEM when there is none.
 */
int bitmap_find_free_region(unsigned long *bitmap, unsigned int bits,
			    int order);

/** bitmap_release_region() - clear the 2^@order bits from @pos */
void bitmap_release_region(unsigned long *bitmap, unsigned int pos, int order);

/**
 * bitmap_allocate_region() - take the 2^@order bits from @pos
 * Return: 0, or -EBUSY when one of them is set already.
 */
int bitmap_allocate_region(unsigned long *bitmap, unsigned int pos, int order);

/**
 * bitmap_bitremap() - where bit @oldbit goes when the n-th set bit of @old
 * maps to the (n mod weight(@new))-th set bit of @new
 * Return: the new bit; @oldbit itself when it is not set in @old or either
 * map is empty.
 */
int bitmap_bitremap(int oldbit, const unsigned long *old,
		    const unsigned long *new, int bits);

/** bitmap_remap() - bitmap_bitremap() for every bit set in @src */
void bitmap_remap(unsigned long *dst, const unsigned long *src,
		  const unsigned long *old, const unsigned long *new,
		  unsigned int nbits);

/** bitmap_alloc() - an @nbits bitmap from kmalloc(); free with bitmap_free() */
unsigned long *bitmap_alloc(unsigned int nbits, gfp_t flags);

/** bitmap_zalloc() - bitmap_alloc(), cleared */
unsigned long *bitmap_zalloc(unsigned int nbits, gfp_t flags);

/** bitmap_free() - free a bitmap from bitmap_alloc(); NULL is a no-op */
void bitmap_free(const unsigned long *bitmap);

struct device;

/** devm_bitmap_alloc() - bitmap_alloc() freed when @dev's driver unbinds */
unsigned long *devm_bitmap_alloc(struct device *dev, unsigned int nbits,
				 gfp_t flags);

/** devm_bitmap_zalloc() - devm_bitmap_alloc(), cleared */
unsigned long *devm_bitmap_zalloc(struct device *dev, unsigned int nbits,
				  gfp_t flags);

/**
 * bitmap_parselist() - set the bits a list names ("0-3,8,16-31:2/4")
 * @buf: the list, ended by '\0' or '\n': regions separated by commas or
 *       white space; a region is a bit "a", a range "a-b", "all", or a
 *       range with a pattern "a-b:used/group" (the first @used bits of each
 *       @group bits from a); "N" stands for the last bit (@nmaskbits - 1)
 * @maskp: the bitmap, cleared first
 * @nmaskbits: its size in bits
 *
 * Return: 0; -EINVAL for bad syntax, a range that ends before it starts, a
 * group of 0 or fewer bits than used; -ERANGE for a bit at or past
 * @nmaskbits; -EOVERFLOW for a number past UINT_MAX.
 */
int bitmap_parselist(const char *buf, unsigned long *maskp, int nmaskbits);

#define bitmap_alloc_node(nbits, flags, node) bitmap_alloc(nbits, flags)
#define bitmap_zalloc_node(nbits, flags, node) bitmap_zalloc(nbits, flags)

DEFINE_FREE(bitmap, unsigned long *, if (_T) bitmap_free(_T))

/**
 * find_next_clump8() - the first 8-bit clump (at a multiple of 8) at or
 * after @offset with a set bit
 * @clump: where its value goes
 * Return: its first bit, or @size when there is none.
 */
unsigned long find_next_clump8(unsigned long *clump, const unsigned long *addr,
			       unsigned long size, unsigned long offset);

#define find_first_clump8(clump, bits, size) \
	find_next_clump8((clump), (bits), (size), 0)

/** for_each_set_clump8() - each 8-bit clump of @bits with a set bit */
#define for_each_set_clump8(start, clump, bits, size)               \
	for ((start) = find_first_clump8(&(clump), (bits), (size)); \
	     (start) < (size);                                      \
	     (start) =                                              \
		     find_next_clump8(&(clump), (bits), (size), (start) + 8))

/**
 * bitmap_parselist() - set the bits a list names: "0-3,7,9-15:2/4", "N"
 * for the last bit; a range may take every @used of each @size group
 * @buf: the list, NUL-terminated (a trailing newline is allowed)
 * @maskp: receives the bits (the others cleared)
 * @nmaskbits: its size
 *
 * Return: 0; -EINVAL for a malformed list; -ERANGE for a bit at or past
 * @nmaskbits.
 */
int bitmap_parselist(const char *buf, unsigned long *maskp, int nmaskbits);

#endif /* _PLATDEV_LINUX_BITMAP_H */
