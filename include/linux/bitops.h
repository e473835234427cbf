/* SPDX-License-Identifier: MIT */
/*
 * linux/bitops.h - bit operations on arrays of unsigned long, and bit
 * searches in single words.
 *
 * As in Linux: set_bit(), clear_bit() and change_bit() are atomic but do
 * not order other memory; the test_and_ forms are atomic and fully
 * ordered; test_and_set_bit_lock() acquires and clear_bit_unlock()
 * releases; the __ forms are plain read-modify-writes for bitmaps nobody
 * else touches. Bit @nr lives in word BIT_WORD(@nr) at BIT_MASK(@nr).
 *
 * ffs() is the C library's (<strings.h>: 1-based, 0 for no bit); fls()
 * counts the same way from the top. __ffs(), __fls() and ffz() are
 * 0-based and undefined for a word with no such bit, as in Linux.
 */
#ifndef _PLATDEV_LINUX_BITOPS_H
#define _PLATDEV_LINUX_BITOPS_H

#if defined(__has_include)
#if __has_include(<strings.h>)
#include <strings.h>
#endif
#endif

#include <linux/bits.h>
#include <linux/types.h>

#define BITS_TO_LONGS(nr) (((nr) + BITS_PER_LONG - 1) / BITS_PER_LONG)
#define BITS_TO_U64(nr) (((nr) + 63) / 64)
#define BITS_TO_U32(nr) (((nr) + 31) / 32)
#define BITS_TO_BYTES(nr) (((nr) + BITS_PER_BYTE - 1) / BITS_PER_BYTE)

/* --- atomic ------------------------------------------------------------ */

static inline void set_bit(unsigned long nr, volatile unsigned long *addr)
{
	__atomic_fetch_or(addr + BIT_WORD(nr), BIT_MASK(nr), __ATOMIC_RELAXED);
}

static inline void clear_bit(unsigned long nr, volatile unsigned long *addr)
{
	__atomic_fetch_and(addr + BIT_WORD(nr), ~BIT_MASK(nr),
			   __ATOMIC_RELAXED);
}

static inline void change_bit(unsigned long nr, volatile unsigned long *addr)
{
	__atomic_fetch_xor(addr + BIT_WORD(nr), BIT_MASK(nr), __ATOMIC_RELAXED);
}

/* Apply @fetch (an __atomic_fetch_ builtin) to bit @nr; was the bit set? */
#define __platdev_test_and(fetch, nr, addr, mask, order) \
	((fetch((addr) + BIT_WORD(nr), (mask), (order)) & BIT_MASK(nr)) != 0)

/** test_and_set_bit() - set bit @nr; Return: whether it was set before */
static inline bool test_and_set_bit(unsigned long nr,
				    volatile unsigned long *addr)
{
	return __platdev_test_and(__atomic_fetch_or, nr, addr, BIT_MASK(nr),
				  __ATOMIC_SEQ_CST);
}

/** test_and_clear_bit() - clear bit @nr; Return: whether it was set */
static inline bool test_and_clear_bit(unsigned long nr,
				      volatile unsigned long *addr)
{
	return __platdev_test_and(__atomic_fetch_and, nr, addr, ~BIT_MASK(nr),
				  __ATOMIC_SEQ_CST);
}

/** test_and_change_bit() - flip bit @nr; Return: whether it was set */
static inline bool test_and_change_bit(unsigned long nr,
				       volatile unsigned long *addr)
{
	return __platdev_test_and(__atomic_fetch_xor, nr, addr, BIT_MASK(nr),
				  __ATOMIC_SEQ_CST);
}

/** test_and_set_bit_lock() - test_and_set_bit() with acquire ordering only */
static inline bool test_and_set_bit_lock(unsigned long nr,
					 volatile unsigned long *addr)
{
	return __platdev_test_and(__atomic_fetch_or, nr, addr, BIT_MASK(nr),
				  __ATOMIC_ACQUIRE);
}

/** clear_bit_unlock() - clear_bit() with release ordering */
static inline void clear_bit_unlock(unsigned long nr,
				    volatile unsigned long *addr)
{
	__atomic_fetch_and(addr + BIT_WORD(nr), ~BIT_MASK(nr),
			   __ATOMIC_RELEASE);
}

/** test_bit() - Return: whether bit @nr is set (an ordinary load) */
static inline bool test_bit(unsigned long nr,
			    const volatile unsigned long *addr)
{
	return __atomic_load_n(addr + BIT_WORD(nr), __ATOMIC_RELAXED) &
	       BIT_MASK(nr);
}

/** test_bit_acquire() - test_bit() with acquire ordering */
static inline bool test_bit_acquire(unsigned long nr,
				    const volatile unsigned long *addr)
{
	return __atomic_load_n(addr + BIT_WORD(nr), __ATOMIC_ACQUIRE) &
	       BIT_MASK(nr);
}

/* --- non-atomic -------------------------------------------------------- */

static inline void __set_bit(unsigned long nr, volatile unsigned long *addr)
{
	addr[BIT_WORD(nr)] |= BIT_MASK(nr);
}

static inline void __clear_bit(unsigned long nr, volatile unsigned long *addr)
{
	addr[BIT_WORD(nr)] &= ~BIT_MASK(nr);
}

static inline void __change_bit(unsigned long nr, volatile unsigned long *addr)
{
	addr[BIT_WORD(nr)] ^= BIT_MASK(nr);
}

static inline bool __test_and_set_bit(unsigned long nr,
				      volatile unsigned long *addr)
{
	bool old = addr[BIT_WORD(nr)] & BIT_MASK(nr);

	addr[BIT_WORD(nr)] |= BIT_MASK(nr);
	return old;
}

static inline bool __test_and_clear_bit(unsigned long nr,
					volatile unsigned long *addr)
{
	bool old = addr[BIT_WORD(nr)] & BIT_MASK(nr);

	addr[BIT_WORD(nr)] &= ~BIT_MASK(nr);
	return old;
}

static inline void __assign_bit(unsigned long nr, volatile unsigned long *addr,
				bool value)
{
	if (value)
		__set_bit(nr, addr);
	else
		__clear_bit(nr, addr);
}

static inline void assign_bit(unsigned long nr, volatile unsigned long *addr,
			      bool value)
{
	if (value)
		set_bit(nr, addr);
	else
		clear_bit(nr, addr);
}

/* --- single words ------------------------------------------------------ */

/** __ffs() - the lowest set bit of @word, 0-based; @word must not be 0 */
static inline unsigned int __ffs(unsigned long word)
{
	return (unsigned int)__builtin_ctzl(word);
}

/** __fls() - the highest set bit of @word, 0-based; @word must not be 0 */
static inline unsigned int __fls(unsigned long word)
{
	return BITS_PER_LONG - 1 - (unsigned int)__builtin_clzl(word);
}

/**
 * fns() - the set bit of @word that has @n set bits below it (the first
 * for 0), 0-based
 * @word: the word
 * @n: how many set bits to pass over
 *
 * Return: the bit's number; BITS_PER_LONG when @word has @n or fewer set
 * bits.
 */
static inline unsigned long fns(unsigned long word, unsigned int n)
{
	for (; word && n; n--)
		word &= word - 1; /* drop the lowest set bit */
	return word ? __ffs(word) : BITS_PER_LONG;
}

/** ffz() - the lowest clear bit of @word, 0-based; @word must not be ~0 */
#define ffz(word) __ffs(~(unsigned long)(word))

/** fls() - the highest set bit of @x, 1-based; 0 when @x is 0 */
static inline int __platdev_fls(unsigned int x)
{
	return x ? 32 - __builtin_clz(x) : 0;
}
#define fls(x) __platdev_fls(x)

/** fls64() - fls() of a 64-bit value: 1-based, 0 when @x is 0 */
static inline int fls64(u64 x)
{
	return x ? 64 - __builtin_clzll(x) : 0;
}

/** fls_long() - fls() of an unsigned long */
static inline unsigned int fls_long(unsigned long x)
{
	return x ? BITS_PER_LONG - (unsigned int)__builtin_clzl(x) : 0;
}

static inline unsigned int hweight8(unsigned int w)
{
	return (unsigned int)__builtin_popcount(w & 0xffu);
}

static inline unsigned int hweight16(unsigned int w)
{
	return (unsigned int)__builtin_popcount(w & 0xffffu);
}

static inline unsigned int hweight32(unsigned int w)
{
	return (unsigned int)__builtin_popcount(w);
}

static inline unsigned long hweight64(u64 w)
{
	return (unsigned long)__builtin_popcountll(w);
}

static inline unsigned long hweight_long(unsigned long w)
{
	return (unsigned long)__builtin_popcountl(w);
}

static inline u32 rol32(u32 word, unsigned int shift)
{
	return (word << (shift & 31)) | (word >> ((-shift) & 31));
}

static inline u32 ror32(u32 word, unsigned int shift)
{
	return (word >> (shift & 31)) | (word << ((-shift) & 31));
}

/** sign_extend32() - @value with bit @index as its sign bit (0-based) */
static inline s32 sign_extend32(u32 value, int index)
{
	u8 shift = 31 - index;

	return (s32)(value << shift) >> shift;
}

/* --- searches (src/kernel/find_bit.c) ----------------------------------- */

/**
 * find_next_bit() - the first set bit at or after @offset
 * @addr: the bitmap
 * @size: its size in bits
 * @offset: where to start
 *
 * Return: the bit's number, or @size when there is none (also when
 * @offset >= @size).
 */
unsigned long find_next_bit(const unsigned long *addr, unsigned long size,
			    unsigned long offset);

/** find_next_zero_bit() - find_next_bit() for a clear bit */
unsigned long find_next_zero_bit(const unsigned long *addr, unsigned long size,
				 unsigned long offset);

/** find_first_bit() - Return: the first set bit of @addr, or @size */
static inline unsigned long find_first_bit(const unsigned long *addr,
					   unsigned long size)
{
	return find_next_bit(addr, size, 0);
}

/** find_first_zero_bit() - Return: the first clear bit of @addr, or @size */
static inline unsigned long find_first_zero_bit(const unsigned long *addr,
						unsigned long size)
{
	return find_next_zero_bit(addr, size, 0);
}

/**
 * find_last_bit() - Return: the last set bit of @addr's first @size bits,
 * or @size when none is set
 */
unsigned long find_last_bit(const unsigned long *addr, unsigned long size);

#define for_each_set_bit(bit, addr, size) \
	for ((bit) = 0;                   \
	     ((bit) = find_next_bit((addr), (size), (bit))) < (size); (bit)++)
#define for_each_set_bit_from(bit, addr, size) \
	for (; ((bit) = find_next_bit((addr), (size), (bit))) < (size); (bit)++)
#define for_each_clear_bit(bit, addr, size)                                \
	for ((bit) = 0;                                                    \
	     ((bit) = find_next_zero_bit((addr), (size), (bit))) < (size); \
	     (bit)++)
/* The clear bits from @bit (included) on. */
#define for_each_clear_bit_from(bit, addr, size)                            \
	for (; ((bit) = find_next_zero_bit((addr), (size), (bit))) < (size); \
	     (bit)++)

/** get_count_order() - the order of @count rounded up: -1 for 0, 1 -> 0 */
static inline int get_count_order(unsigned int count)
{
	if (count == 0)
		return -1;
	return fls(--count);
}

/** get_count_order_long() - get_count_order() of an unsigned long */
static inline int get_count_order_long(unsigned long l)
{
	if (l == 0UL)
		return -1;
	return (int)fls_long(--l);
}

#endif /* _PLATDEV_LINUX_BITOPS_H */
