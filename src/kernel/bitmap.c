// SPDX-License-Identifier: MIT
/*
 * bitmap.c - the bitmap operations that move or search bits
 * (linux/bitmap.h). They go bit by bit where that is simplest: driver
 * bitmaps are a few words long.
 */
#include <linux/bitmap.h>
#include <linux/device.h>
#include <linux/errno.h>
#include <linux/slab.h>

void bitmap_from_arr32(unsigned long *bitmap, const u32 *buf,
		       unsigned int nbits)
{
	unsigned int i, words = BITS_TO_LONGS(nbits);
	unsigned int halves = (nbits + 31) / 32;

	for (i = 0; i < words; i++) {
		unsigned int lo = i * sizeof(long) / 4;

		bitmap[i] = buf[lo];
		if (sizeof(long) == 8 && lo + 1 < halves)
			bitmap[i] |= (unsigned long)buf[lo + 1] << 31 << 1;
	}
	if (nbits % BITS_PER_LONG)
		bitmap[words - 1] &= BITMAP_LAST_WORD_MASK(nbits);
}

void bitmap_to_arr32(u32 *buf, const unsigned long *bitmap, unsigned int nbits)
{
	unsigned int i, halves = (nbits + 31) / 32;

	for (i = 0; i < halves; i++) {
		unsigned long w = bitmap[i * 4 / sizeof(long)];

		buf[i] = (u32)(sizeof(long) == 8 && i % 2 ? w >> 31 >> 1 : w);
	}
	if (nbits % 32)
		buf[halves - 1] &= (u32)~0U >> (32 - nbits % 32);
}

/* Clear the bits of the last word past @nbits. */
static void trim_last_word(unsigned long *dst, unsigned int nbits)
{
	if (nbits % BITS_PER_LONG)
		dst[BITS_TO_LONGS(nbits) - 1] &= BITMAP_LAST_WORD_MASK(nbits);
}

void bitmap_shift_right(unsigned long *dst, const unsigned long *src,
			unsigned int shift, unsigned int nbits)
{
	unsigned int i;

	/* Upwards: bit i + shift is read before it is overwritten. */
	for (i = 0; i < nbits; i++)
		__assign_bit(i, dst,
			     shift < nbits - i && test_bit(i + shift, src));
	trim_last_word(dst, nbits);
}

void bitmap_shift_left(unsigned long *dst, const unsigned long *src,
		       unsigned int shift, unsigned int nbits)
{
	unsigned int i;

	/* Downwards, for the same reason. */
	for (i = nbits; i-- > 0;)
		__assign_bit(i, dst, i >= shift && test_bit(i - shift, src));
	trim_last_word(dst, nbits);
}

unsigned long bitmap_find_next_zero_area_off(
	unsigned long *map, unsigned long size, unsigned long start,
	unsigned int nr, unsigned long align_mask, unsigned long align_offset)
{
	for (;;) {
		unsigned long first, end, busy;

		first = find_next_zero_bit(map, size, start);
		first = ((first + align_offset + align_mask) & ~align_mask) -
			align_offset;
		end = first + nr;
		if (end > size)
			return end;
		busy = find_next_bit(map, end, first);
		if (busy >= end)
			return first;
		start = busy + 1;
	}
}

/* Whether the @len bits from @pos are all clear. */
static bool region_is_free(const unsigned long *bitmap, unsigned int pos,
			   unsigned int len)
{
	return find_next_bit(bitmap, pos + len, pos) >= pos + len;
}

int bitmap_find_free_region(unsigned long *bitmap, unsigned int bits, int order)
{
	unsigned int len = 1U << order, pos;

	for (pos = 0; pos + len <= bits; pos += len) {
		if (region_is_free(bitmap, pos, len)) {
			bitmap_set(bitmap, pos, len);
			return (int)pos;
		}
	}
	return -ENOMEM;
}

void bitmap_release_region(unsigned long *bitmap, unsigned int pos, int order)
{
	bitmap_clear(bitmap, pos, 1U << order);
}

int bitmap_allocate_region(unsigned long *bitmap, unsigned int pos, int order)
{
	unsigned int len = 1U << order;

	if (!region_is_free(bitmap, pos, len))
		return -EBUSY;
	bitmap_set(bitmap, pos, len);
	return 0;
}

/* How many bits below @pos are set in @map, or -1 when @pos is clear. */
static int ordinal_of(const unsigned long *map, unsigned int pos,
		      unsigned int nbits)
{
	if (pos >= nbits || !test_bit(pos, map))
		return -1;
	return (int)bitmap_weight(map, pos);
}

/* The @n-th set bit of @map (counting from 0); @n < its weight. */
static unsigned int nth_set_bit(const unsigned long *map, unsigned int nbits,
				unsigned int n)
{
	unsigned int bit;

	for_each_set_bit(bit, map, nbits) if (!n--) break;
	return bit;
}

int bitmap_bitremap(int oldbit, const unsigned long *old,
		    const unsigned long *new, int bits)
{
	unsigned int w = bitmap_weight(new, (unsigned int)bits);
	int n = ordinal_of(old, (unsigned int)oldbit, (unsigned int)bits);

	if (!w || n < 0)
		return oldbit;
	return (int)nth_set_bit(new, (unsigned int)bits, (unsigned int)n % w);
}

void bitmap_remap(unsigned long *dst, const unsigned long *src,
		  const unsigned long *old, const unsigned long *new,
		  unsigned int nbits)
{
	unsigned int bit;

	/* As Linux: remapping in place is not supported and does nothing. */
	if (dst == src)
		return;
	bitmap_zero(dst, nbits);
	for_each_set_bit(bit, src, nbits) __set_bit(
		(unsigned int)bitmap_bitremap((int)bit, old, new, (int)nbits),
		dst);
}

unsigned long *bitmap_alloc(unsigned int nbits, gfp_t flags)
{
	return kmalloc_array(BITS_TO_LONGS(nbits), sizeof(unsigned long),
			     flags);
}

unsigned long *bitmap_zalloc(unsigned int nbits, gfp_t flags)
{
	return kcalloc(BITS_TO_LONGS(nbits), sizeof(unsigned long), flags);
}

void bitmap_free(const unsigned long *bitmap)
{
	kfree(bitmap);
}

unsigned long *devm_bitmap_alloc(struct device *dev, unsigned int nbits,
				 gfp_t flags)
{
	return devm_kmalloc_array(dev, BITS_TO_LONGS(nbits),
				  sizeof(unsigned long), flags);
}

unsigned long *devm_bitmap_zalloc(struct device *dev, unsigned int nbits,
				  gfp_t flags)
{
	return devm_kcalloc(dev, BITS_TO_LONGS(nbits), sizeof(unsigned long),
			    flags);
}

unsigned long find_next_clump8(unsigned long *clump, const unsigned long *addr,
			       unsigned long size, unsigned long offset)
{
	offset = find_next_bit(addr, size, offset);
	if (offset == size)
		return size;
	offset &= ~7UL;
	*clump = bitmap_get_value8(addr, offset);
	return offset;
}
