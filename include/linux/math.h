/* SPDX-License-Identifier: MIT */
/*
 * linux/math.h - integer rounding and division helpers drivers use, with
 * Linux 6.12's semantics: each argument is evaluated once (but
 * DIV_ROUND_UP(), as in Linux), signed values round half away from zero,
 * and abs() gives the signed type of its argument's width (int at least,
 * as C promotes).
 */
#ifndef _PLATDEV_LINUX_MATH_H
#define _PLATDEV_LINUX_MATH_H

/*
 * In hosted code (tests, tools: no KBUILD_MODNAME) the C library's abs() is
 * declared first, so that the macro below does not rewrite its declaration
 * when <stdlib.h> comes later. Linux files (Kbuild defines KBUILD_MODNAME)
 * never include <stdlib.h>, and must not see its names: many have their
 * own div, rand or free.
 */
#if !defined(KBUILD_MODNAME) && defined(__has_include)
#if __has_include(<stdlib.h>)
#include <stdlib.h>
#endif
#endif

#include <asm/div64.h>
#include <linux/types.h>

/*
 * @n / @d rounded up; @d is evaluated twice. The same tokens as
 * linux/kernel.h's, which defines it too.
 */
#define DIV_ROUND_UP(n, d) (((n) + (d)-1) / (d))

/* An unsigned long long @ll / @d (at most 32 bits), rounded down / up. */
#define DIV_ROUND_DOWN_ULL(ll, d)                 \
	({                                        \
		unsigned long long __pd_q = (ll); \
		do_div(__pd_q, (d));              \
		__pd_q;                           \
	})
#define DIV_ROUND_UP_ULL(ll, d) \
	DIV_ROUND_DOWN_ULL((unsigned long long)(ll) + (d)-1, (d))

/*
 * @x / @divisor to the nearest integer, a half away from zero. When both
 * are signed and of opposite signs, the half is taken off, not added.
 */
#define DIV_ROUND_CLOSEST(x, divisor)                                \
	({                                                           \
		typeof(x) __pd_x = (x);                              \
		typeof(divisor) __pd_d = (divisor);                  \
		(((typeof(x))-1) > 0 || ((typeof(divisor))-1) > 0 || \
		 ((__pd_x > 0) == (__pd_d > 0))) ?                   \
			((__pd_x + (__pd_d / 2)) / __pd_d) :         \
			((__pd_x - (__pd_d / 2)) / __pd_d);          \
	})

/* An unsigned long long @x / @divisor (at most 32 bits), to the nearest. */
#define DIV_ROUND_CLOSEST_ULL(x, divisor)                       \
	({                                                      \
		typeof(divisor) __pd_d = (divisor);             \
		unsigned long long __pd_q = (x) + (__pd_d / 2); \
		do_div(__pd_q, __pd_d);                         \
		__pd_q;                                         \
	})

/* @x rounded up / down to a multiple of @y, a power of two. */
#define __platdev_round_mask(x, y) ((typeof(x))((y)-1))
#define round_up(x, y) ((((x)-1) | __platdev_round_mask(x, y)) + 1)
#define round_down(x, y) ((x) & ~__platdev_round_mask(x, y))

/* @x rounded up / down to a multiple of @y, any non-zero number. */
#define roundup(x, y)                                     \
	({                                                \
		typeof(y) __pd_y = (y);                   \
		(((x) + (__pd_y - 1)) / __pd_y) * __pd_y; \
	})
#define rounddown(x, y)                  \
	({                               \
		typeof(x) __pd_x = (x);  \
		__pd_x - (__pd_x % (y)); \
	})

/*
 * @x * @n / @d without the overflow of @x * @n when @x is large: the
 * quotient and the remainder of @x / @d are scaled apart.
 */
#define mult_frac(x, n, d)                                \
	({                                                \
		typeof(x) __pd_x = (x);                   \
		typeof(n) __pd_n = (n);                   \
		typeof(d) __pd_d = (d);                   \
		typeof(__pd_x) __pd_q = __pd_x / __pd_d;  \
		typeof(__pd_x) __pd_r = __pd_x % __pd_d;  \
		__pd_q *__pd_n + __pd_r *__pd_n / __pd_d; \
	})

/*
 * The absolute value of @x, in the signed type of its width, int at least
 * (as Linux: abs() of an unsigned int is an int, of a long long a long
 * long).
 */
#define __platdev_abs_as(x, type, other)                                \
	__builtin_choose_expr(                                          \
		__builtin_types_compatible_p(typeof(x), signed type) || \
			__builtin_types_compatible_p(typeof(x),         \
						     unsigned type),    \
		({                                                      \
			signed type __pd_a = (x);                       \
			__pd_a < 0 ? -__pd_a : __pd_a;                  \
		}),                                                     \
		other)
/* Plain char, a type of its own (neither signed nor unsigned char). */
#define __platdev_abs_plain_char(x)                                          \
	__builtin_choose_expr(__builtin_types_compatible_p(typeof(x), char), \
			      (char)({                                       \
				      signed char __pd_c = (x);              \
				      __pd_c < 0 ? -__pd_c : __pd_c;         \
			      }),                                            \
			      ((void)0))
#define __platdev_abs_small(x)                     \
	__platdev_abs_as(x, short,                 \
			 __platdev_abs_as(x, char, \
					  __platdev_abs_plain_char(x)))
#undef abs
#define abs(x)                                            \
	__platdev_abs_as(                                 \
		x, long long,                             \
		__platdev_abs_as(x, long,                 \
				 __platdev_abs_as(x, int, \
						  __platdev_abs_small(x))))

/**
 * abs_diff() - the distance between @a and @b, never negative
 *
 * Evaluates each argument once, in the type their difference has; for
 * unsigned arguments the larger minus the smaller, so it cannot wrap.
 */
#define abs_diff(a, b)                                     \
	({                                                 \
		typeof(a) __platdev_ad_a = (a);            \
		typeof(b) __platdev_ad_b = (b);            \
		__platdev_ad_a > __platdev_ad_b ?          \
			__platdev_ad_a - __platdev_ad_b :  \
			__platdev_ad_b - __platdev_ad_a;   \
	})

#endif /* _PLATDEV_LINUX_MATH_H */
