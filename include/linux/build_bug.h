/* SPDX-License-Identifier: MIT */
/*
 * linux/build_bug.h - compile-time assertions.
 *
 * BUILD_BUG_ON_ZERO() is an expression (0 when the condition is false, a
 * compile error when it is true), so it can sit inside other macros;
 * BUILD_BUG_ON() is a statement. Both need a constant condition.
 */
#ifndef _PLATDEV_LINUX_BUILD_BUG_H
#define _PLATDEV_LINUX_BUILD_BUG_H

#include <linux/compiler.h>

/*
 * Whether @x is an integer constant expression: only then is the null
 * pointer constant `(void *)0` chosen over an int pointer, which makes
 * the conditional's type `int *` instead of `void *`.
 */
#ifndef __is_constexpr
#define __is_constexpr(x) \
	(sizeof(int) == sizeof(*(8 ? ((void *)((long)(x)*0l)) : (int *)8)))
#endif

/* 0 when @e is false; a negative bit-field width, refused, when true. */
#define BUILD_BUG_ON_ZERO(e) ((int)(sizeof(struct { int : (-!!(e)); })))

/* @e when it is a constant expression, else 0 (no check at all). */
#define __platdev_const_or_zero(e) \
	__builtin_choose_expr(__is_constexpr(e), (e), 0)

#define BUILD_BUG_ON_MSG(cond, msg) _Static_assert(!(cond), msg)
#define BUILD_BUG_ON(cond) BUILD_BUG_ON_MSG(cond, "BUILD_BUG_ON failed: " #cond)
#define BUILD_BUG() BUILD_BUG_ON_MSG(1, "BUILD_BUG failed")

#ifndef static_assert
#define static_assert(expr, ...) \
	__platdev_static_assert(expr, ##__VA_ARGS__, #expr)
#define __platdev_static_assert(expr, msg, ...) _Static_assert(expr, msg)
#endif

#endif /* _PLATDEV_LINUX_BUILD_BUG_H */
