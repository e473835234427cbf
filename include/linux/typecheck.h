/* SPDX-License-Identifier: MIT */
/*
 * linux/typecheck.h - compile-time checks that an expression has a type.
 */
#ifndef _PLATDEV_LINUX_TYPECHECK_H
#define _PLATDEV_LINUX_TYPECHECK_H

/*
 * typecheck() - 1, with a compiler warning when @x is not of @type
 *
 * Comparing pointers to two distinct types is what draws the warning.
 */
#define typecheck(type, x)                                      \
	({                                                      \
		type __typecheck_want;                          \
		typeof(x) __typecheck_have;                     \
		(void)(&__typecheck_want == &__typecheck_have); \
		1;                                              \
	})

/* typecheck_fn() - warn when @function is not a pointer of type @type */
#define typecheck_fn(type, function)                    \
	({                                              \
		typeof(type) __typecheck_fn = function; \
		(void)__typecheck_fn;                   \
	})

#endif /* _PLATDEV_LINUX_TYPECHECK_H */
