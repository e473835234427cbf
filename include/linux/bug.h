/* SPDX-License-Identifier: MIT */
/*
 * linux/bug.h - run-time assertions (BUG(), BUG_ON(), the WARN() family,
 * from asm/bug.h) and the compile-time ones (linux/build_bug.h), as Linux's.
 */
#ifndef _PLATDEV_LINUX_BUG_H
#define _PLATDEV_LINUX_BUG_H

#include <asm/bug.h>
#include <linux/build_bug.h>
#include <linux/compiler.h>

/* BUILD_BUG_ON() when @cond is a constant, else nothing. */
#define MAYBE_BUILD_BUG_ON(cond)                                        \
	do {                                                            \
		(void)BUILD_BUG_ON_ZERO(__platdev_const_or_zero(cond)); \
	} while (0)

/**
 * check_data_corruption() - Return: @v (the hook Linux's hardened builds
 * use to stop on corruption; here it only passes the verdict on)
 */
static inline __must_check bool check_data_corruption(bool v)
{
	return v;
}

/*
 * CHECK_DATA_CORRUPTION() - WARN(@condition, ...) and its value: a caller
 * refuses to go on with the corrupted structure when it is true.
 */
#define CHECK_DATA_CORRUPTION(condition, ...)           \
	check_data_corruption(({                        \
		bool __platdev_corrupt = !!(condition); \
		WARN(__platdev_corrupt, __VA_ARGS__);   \
		__platdev_corrupt;                      \
	}))

#endif /* _PLATDEV_LINUX_BUG_H */
