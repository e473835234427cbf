/* SPDX-License-Identifier: MIT */
/*
 * linux/math64.h - 64-bit division and multiplication helpers.
 *
 * The kernel has them because 32-bit CPUs have no 64-bit divide and it
 * links no compiler runtime for one. Here the compiler's runtime does the
 * work (libgcc on Cortex-M and RISC-V), so the helpers are plain C with
 * Linux's names, argument types and rounding: division truncates towards
 * zero and a remainder takes the dividend's sign. Dividing by zero is
 * undefined, as in Linux.
 */
#ifndef _PLATDEV_LINUX_MATH64_H
#define _PLATDEV_LINUX_MATH64_H

#include <asm/div64.h>
#include <linux/types.h>

/**
 * div_u64_rem() - unsigned 64-by-32-bit division with remainder
 * @dividend: the dividend
 * @divisor: the divisor
 * @remainder: receives @dividend % @divisor
 *
 * Return: @dividend / @divisor.
 */
static inline u64 div_u64_rem(u64 dividend, u32 divisor, u32 *remainder)
{
	*remainder = (u32)(dividend % divisor);
	return dividend / divisor;
}

/**
 * div_s64_rem() - signed 64-by-32-bit division with remainder
 * @dividend: the dividend
 * @divisor: the divisor
 * @remainder: receives the remainder, with the sign of @dividend
 *
 * Return: @dividend / @divisor, truncated towards zero.
 */
static inline s64 div_s64_rem(s64 dividend, s32 divisor, s32 *remainder)
{
	*remainder = (s32)(dividend % divisor);
	return dividend / divisor;
}

/**
 * div64_u64_rem() - unsigned 64-by-64-bit division with remainder
 * @dividend: the dividend
 * @divisor: the divisor
 * @remainder: receives @dividend % @divisor
 *
 * Return: @dividend / @divisor.
 */
static inline u64 div64_u64_rem(u64 dividend, u64 divisor, u64 *remainder)
{
	*remainder = dividend % divisor;
	return dividend / divisor;
}

/** div_u64() - unsigned 64-by-32-bit division; Return: the quotient */
static inline u64 div_u64(u64 dividend, u32 divisor)
{
	return dividend / divisor;
}

/** div_s64() - signed 64-by-32-bit division; Return: the quotient */
static inline s64 div_s64(s64 dividend, s32 divisor)
{
	return dividend / divisor;
}

/** div64_u64() - unsigned 64-by-64-bit division; Return: the quotient */
static inline u64 div64_u64(u64 dividend, u64 divisor)
{
	return dividend / divisor;
}

/** div64_s64() - signed 64-by-64-bit division; Return: the quotient */
static inline s64 div64_s64(s64 dividend, s64 divisor)
{
	return dividend / divisor;
}

/* A u64 divided by an unsigned long, and an s64 by a long. */
#define div64_ul(x, y) div64_u64((x), (u64)(unsigned long)(y))
#define div64_long(x, y) div64_s64((x), (s64)(long)(y))

/** mul_u32_u32() - the full 64-bit product of two u32; Return: @a * @b */
static inline u64 mul_u32_u32(u32 a, u32 b)
{
	return (u64)a * b;
}

/**
 * mul_u64_u32_shr() - (@a * @mul) >> @shift without losing the high bits
 * @a: the 64-bit factor
 * @mul: the 32-bit factor
 * @shift: 0 to 32
 *
 * Return: the low 64 bits of the 96-bit product shifted right by @shift.
 */
static inline u64 mul_u64_u32_shr(u64 a, u32 mul, unsigned int shift)
{
#ifdef __SIZEOF_INT128__
	return (u64)(((unsigned __int128)a * mul) >> shift);
#else
	u64 low = mul_u32_u32((u32)a, mul) >> shift;
	u32 high = (u32)(a >> 32);

	if (!high)
		return low;
	return low + (mul_u32_u32(high, mul) << (32 - shift));
#endif
}

/**
 * mul_u64_u32_div() - (@a * @mul) / @divisor with a 96-bit product
 * @a: the 64-bit factor
 * @mul: the 32-bit factor
 * @divisor: the divisor
 *
 * Return: the quotient, truncated; only its low 64 bits when it is wider.
 */
static inline u64 mul_u64_u32_div(u64 a, u32 mul, u32 divisor)
{
#ifdef __SIZEOF_INT128__
	return (u64)(((unsigned __int128)a * mul) / divisor);
#else
	/*
	 * Long division in two 32-bit digits: the upper part of the product
	 * (at most 64 bits) first, then its remainder joined to the lower
	 * 32 bits.
	 */
	u64 low = mul_u32_u32((u32)a, mul);
	u64 high = mul_u32_u32((u32)(a >> 32), mul) + (low >> 32);
	u64 q_high = high / divisor;
	u64 rest = ((high % divisor) << 32) | (u32)low;

	return (q_high << 32) + rest / divisor;
#endif
}

/* Unsigned 64-by-64-bit division rounded up, and rounded to nearest. */
#define DIV64_U64_ROUND_UP(ll, d)                   \
	({                                          \
		u64 __r_d = (d);                    \
		div64_u64((ll) + __r_d - 1, __r_d); \
	})
#define DIV64_U64_ROUND_CLOSEST(dividend, divisor)              \
	({                                                      \
		u64 __r_div = (divisor);                        \
		div64_u64((dividend) + (__r_div / 2), __r_div); \
	})
/* Unsigned 64-by-32-bit division rounded to nearest. */
#define DIV_U64_ROUND_CLOSEST(dividend, divisor)                   \
	({                                                         \
		u32 __r_div = (divisor);                           \
		div_u64((u64)(dividend) + (__r_div / 2), __r_div); \
	})
/* Signed 64-by-32-bit division rounded to nearest, halves away from 0. */
#define DIV_S64_ROUND_CLOSEST(dividend, divisor)              \
	({                                                    \
		s64 __r_n = (dividend);                       \
		s32 __r_d = (divisor);                        \
		((__r_n > 0) == (__r_d > 0)) ?                \
			div_s64(__r_n + (__r_d / 2), __r_d) : \
			div_s64(__r_n - (__r_d / 2), __r_d);  \
	})

/**
 * mul_u64_u64_div_u64() - (@a * @mul) / @div with a 128-bit product
 * @a: a factor
 * @mul: the other factor
 * @div: the divisor, not 0
 *
 * Return: the quotient, truncated; U64_MAX when it does not fit in 64 bits
 * (an overflow Linux 6.12 leaves undefined).
 */
u64 mul_u64_u64_div_u64(u64 a, u64 mul, u64 div);

#endif /* _PLATDEV_LINUX_MATH64_H */
