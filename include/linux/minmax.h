/* SPDX-License-Identifier: MIT */
/*
 * linux/minmax.h - min(), max(), clamp() and friends.
 *
 * Each argument is evaluated exactly once, and the result has the type
 * the usual arithmetic conversions give both. As in Linux, min(), max() and
 * clamp() refuse to compile when they would compare a signed with an
 * unsigned value (after the usual promotions, so an unsigned char against
 * an int is fine), unless one side is a non-negative constant; the _t
 * forms cast both sides to the named type first. MIN() and MAX() are
 * for constant expressions (array sizes, initialisers).
 */
#ifndef _PLATDEV_LINUX_MINMAX_H
#define _PLATDEV_LINUX_MINMAX_H

#include <linux/build_bug.h>
#include <linux/compiler.h>

#define __platdev_is_signed(x) ((typeof((x) + 0))-1 < (typeof((x) + 0))1)
/* The sign bit, read without a comparison the compiler would call useless. */
#define __platdev_const_nonneg(x)                \
	__builtin_choose_expr(__is_constexpr(x), \
			      !((unsigned long long)(long long)(x) >> 63), 0)
#define __platdev_minmax_ok(x, y)                            \
	(__platdev_is_signed(x) == __platdev_is_signed(y) || \
	 __platdev_const_nonneg(x) || __platdev_const_nonneg(y))

#define __platdev_cmp_once(op, x, y, ux, uy)                                 \
	({                                                                   \
		typeof(x) ux = (x);                                          \
		typeof(y) uy = (y);                                          \
		_Static_assert(__platdev_minmax_ok(x, y),                    \
			       "min/max of a signed and an unsigned value"); \
		(typeof(ux + uy))ux op(typeof(ux + uy)) uy ?                 \
			(typeof(ux + uy))ux :                                \
			(typeof(ux + uy))uy;                                 \
	})
#define __platdev_cmp(op, x, y) \
	__platdev_cmp_once(op, x, y, __UNIQUE_ID(x_), __UNIQUE_ID(y_))

#define min(x, y) __platdev_cmp(<, x, y)
#define max(x, y) __platdev_cmp(>, x, y)
/* Unsigned comparisons of values of any (integer) types. */
#define umin(x, y) min((x) + 0u + 0ul + 0ull, (y) + 0u + 0ul + 0ull)
#define umax(x, y) max((x) + 0u + 0ul + 0ull, (y) + 0u + 0ul + 0ull)
#define min3(x, y, z) min((typeof(x))min(x, y), z)
#define max3(x, y, z) max((typeof(x))max(x, y), z)

#define min_t(type, x, y) __platdev_cmp(<, (type)(x), (type)(y))
#define max_t(type, x, y) __platdev_cmp(>, (type)(x), (type)(y))

#define __platdev_clamp_once(val, lo, hi, uv, ul, uh)                       \
	({                                                                  \
		typeof(val) uv = (val);                                     \
		typeof(lo) ul = (lo);                                       \
		typeof(hi) uh = (hi);                                       \
		_Static_assert(__platdev_minmax_ok(val, lo) &&              \
				       __platdev_minmax_ok(val, hi),        \
			       "clamp of a signed and an unsigned value");  \
		(typeof(uv + ul + uh))uv<(typeof(uv + ul + uh))ul ?         \
						 (typeof(uv + ul + uh))ul : \
						 (typeof(uv + ul + uh))uv>( \
			typeof(uv + ul + uh)) uh ?                          \
			(typeof(uv + ul + uh))uh :                          \
			(typeof(uv + ul + uh))uv;                           \
	})
/** min_not_zero() - the smaller of @x and @y that is not 0 (0 if both are) */
#define min_not_zero(x, y)                                              \
	({                                                              \
		typeof(x) __mnz_x = (x);                                \
		typeof(y) __mnz_y = (y);                                \
		__mnz_x == 0 ? __mnz_y :                                \
			       (__mnz_y == 0 ? __mnz_x : min(__mnz_x, __mnz_y)); \
	})

/**
 * clamp() - @val limited to [@lo, @hi]; @lo must not be above @hi
 * (refused at compile time when both are constants)
 */
#define clamp(val, lo, hi)                                                   \
	((void)BUILD_BUG_ON_ZERO(__platdev_const_or_zero((lo) > (hi))),      \
	 __platdev_clamp_once(val, lo, hi, __UNIQUE_ID(v_), __UNIQUE_ID(l_), \
			      __UNIQUE_ID(h_)))
#define clamp_t(type, val, lo, hi) clamp((type)(val), (type)(lo), (type)(hi))
#define clamp_val(val, lo, hi) clamp_t(typeof(val), val, lo, hi)

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

/* swap() - exchange the values of @a and @b (lvalues of one type) */
#define swap(a, b) __platdev_swap(a, b, __UNIQUE_ID(tmp_))
#define __platdev_swap(a, b, t)    \
	do {                       \
		typeof(a) t = (a); \
		(a) = (b);         \
		(b) = t;           \
	} while (0)

#endif /* _PLATDEV_LINUX_MINMAX_H */
