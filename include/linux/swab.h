/* SPDX-License-Identifier: MIT */
/*
 * linux/swab.h - reverse the bytes of a 16, 32 or 64-bit value.
 *
 * swabN(x) is the value reversed (a constant expression for a constant),
 * swabNp(p) the value at @p reversed, swabNs(p) reverses it in place.
 * swahw32() swaps the two 16-bit halves of a word, swahb32() the bytes
 * within each half. The __-prefixed names are the same operations.
 */
#ifndef _PLATDEV_LINUX_SWAB_H
#define _PLATDEV_LINUX_SWAB_H

#include <linux/compiler.h>
#include <linux/types.h>

#define ___constant_swab16(x) ((__u16)__builtin_bswap16((__u16)(x)))
#define ___constant_swab32(x) ((__u32)__builtin_bswap32((__u32)(x)))
#define ___constant_swab64(x) ((__u64)__builtin_bswap64((__u64)(x)))
#define ___constant_swahw32(x) \
	((__u32)((((__u32)(x)) << 16) | (((__u32)(x)) >> 16)))
#define ___constant_swahb32(x)                      \
	((__u32)((((__u32)(x)&0x00ff00ffUL) << 8) | \
		 (((__u32)(x)&0xff00ff00UL) >> 8)))

#define __swab16(x) ___constant_swab16(x)
#define __swab32(x) ___constant_swab32(x)
#define __swab64(x) ___constant_swab64(x)
#define __swahw32(x) ___constant_swahw32(x)
#define __swahb32(x) ___constant_swahb32(x)

/** __swab() - reverse the bytes of an unsigned long */
static __always_inline unsigned long __swab(const unsigned long y)
{
#if __SIZEOF_LONG__ == 8
	return __swab64(y);
#else
	return __swab32(y);
#endif
}

#define __PLATDEV_SWAB_P(name, type)                       \
	static __always_inline type name##p(const type *p) \
	{                                                  \
		return name(*p);                           \
	}                                                  \
	static __always_inline void name##s(type *p)       \
	{                                                  \
		*p = name(*p);                             \
	}
__PLATDEV_SWAB_P(__swab16, u16)
__PLATDEV_SWAB_P(__swab32, u32)
__PLATDEV_SWAB_P(__swab64, u64)
__PLATDEV_SWAB_P(__swahw32, u32)
__PLATDEV_SWAB_P(__swahb32, u32)
#undef __PLATDEV_SWAB_P

#define swab16 __swab16
#define swab32 __swab32
#define swab64 __swab64
#define swab __swab
#define swahw32 __swahw32
#define swahb32 __swahb32
#define swab16p __swab16p
#define swab32p __swab32p
#define swab64p __swab64p
#define swahw32p __swahw32p
#define swahb32p __swahb32p
#define swab16s __swab16s
#define swab32s __swab32s
#define swab64s __swab64s
#define swahw32s __swahw32s
#define swahb32s __swahb32s

/** swab16_array() - reverse the bytes of each of @words 16-bit values */
static inline void swab16_array(u16 *buf, unsigned int words)
{
	while (words--)
		__swab16s(buf++);
}

/** swab32_array() - reverse the bytes of each of @words 32-bit values */
static inline void swab32_array(u32 *buf, unsigned int words)
{
	while (words--)
		__swab32s(buf++);
}

#endif /* _PLATDEV_LINUX_SWAB_H */
