/* SPDX-License-Identifier: MIT */
/*
 * linux/hash.h - multiplicative hashing: the top @bits bits of the value
 * times the golden ratio (Linux's constants, so a value lands in the same
 * bucket as there). @bits must be 1 to 32 (64 for hash_64()).
 */
#ifndef _PLATDEV_LINUX_HASH_H
#define _PLATDEV_LINUX_HASH_H

#include <linux/compiler.h>
#include <linux/types.h>

#define GOLDEN_RATIO_32 0x61C88647
#define GOLDEN_RATIO_64 0x61C8864680B583EBull

#if __SIZEOF_LONG__ == 4
#define GOLDEN_RATIO_PRIME GOLDEN_RATIO_32
#define hash_long(val, bits) hash_32(val, bits)
#else
#define GOLDEN_RATIO_PRIME GOLDEN_RATIO_64
#define hash_long(val, bits) hash_64(val, bits)
#endif

/** __hash_32() - @val times the 32-bit golden ratio, all 32 bits */
static inline u32 __hash_32(u32 val)
{
	return val * GOLDEN_RATIO_32;
}

/** hash_32() - a @bits-bit hash of @val */
static inline u32 hash_32(u32 val, unsigned int bits)
{
	return __hash_32(val) >> (32 - bits);
}

/** hash_64() - a @bits-bit hash of @val */
static __always_inline u32 hash_64(u64 val, unsigned int bits)
{
	return (u32)((val * GOLDEN_RATIO_64) >> (64 - bits));
}

/** hash_ptr() - a @bits-bit hash of the address @ptr */
static inline u32 hash_ptr(const void *ptr, unsigned int bits)
{
	return hash_long((unsigned long)ptr, bits);
}

/** hash32_ptr() - a 32-bit value of @ptr for hashing */
static inline u32 hash32_ptr(const void *ptr)
{
	unsigned long val = (unsigned long)ptr;

#if __SIZEOF_LONG__ == 8
	val ^= (val >> 32);
#endif
	return (u32)val;
}

#endif /* _PLATDEV_LINUX_HASH_H */
