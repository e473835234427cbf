// SPDX-License-Identifier: MIT
/*
 * find_bit.c - searches in bitmaps (linux/bitops.h): a word at a time,
 * with the bits below the start and from the end masked off.
 */
#include <linux/bitops.h>

/*
 * The first bit at or after @start within @size whose value is not that
 * of @invert's bits: each word is XORed with @invert (0 to find set bits,
 * ~0 for clear ones).
 */
static unsigned long find_bit_from(const unsigned long *addr,
				   unsigned long size, unsigned long start,
				   unsigned long invert)
{
	unsigned long word;

	if (start >= size)
		return size;
	word = (addr[BIT_WORD(start)] ^ invert) &
	       (~0UL << (start % BITS_PER_LONG));
	start -= start % BITS_PER_LONG;
	while (!word) {
		start += BITS_PER_LONG;
		if (start >= size)
			return size;
		word = addr[BIT_WORD(start)] ^ invert;
	}
	start += __ffs(word);
	return start < size ? start : size;
}

unsigned long find_next_bit(const unsigned long *addr, unsigned long size,
			    unsigned long offset)
{
	return find_bit_from(addr, size, offset, 0);
}

unsigned long find_next_zero_bit(const unsigned long *addr, unsigned long size,
				 unsigned long offset)
{
	return find_bit_from(addr, size, offset, ~0UL);
}

unsigned long find_last_bit(const unsigned long *addr, unsigned long size)
{
	unsigned long idx, word;

	if (!size)
		return size;
	idx = BIT_WORD(size - 1);
	word = addr[idx] &
	       (~0UL >> (BITS_PER_LONG - 1 - (size - 1) % BITS_PER_LONG));
	for (;;) {
		if (word)
			return idx * BITS_PER_LONG + __fls(word);
		if (!idx)
			return size;
		word = addr[--idx];
	}
}
