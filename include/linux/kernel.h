/* SPDX-License-Identifier: MIT */
/*
 * linux/kernel.h - small helpers every driver expects: ARRAY_SIZE, and
 * (as in Linux 6.12) through their own headers container_of, alignment,
 * the bit operations, min/max, math.h's rounding, kstrto*(), sprintf.h,
 * printk, panic(), BUILD_BUG_ON and upper/lower_32_bits; also the
 * kernel's string functions (and through linux/slab.h, linux/bug.h).
 */
#ifndef _PLATDEV_LINUX_KERNEL_H
#define _PLATDEV_LINUX_KERNEL_H

#if defined(__has_include_next)
#if __has_include_next(<linux/kernel.h>)
#include_next <linux/kernel.h>
#endif
#endif

#include <linux/align.h>
#include <linux/bitops.h>
#include <linux/build_bug.h>
#include <linux/compiler.h>
#include <linux/container_of.h>
#include <linux/kstrtox.h>
#include <linux/limits.h>
#include <linux/log2.h>
#include <linux/math.h>
#include <linux/minmax.h>
#include <linux/panic.h>
#include <linux/printk.h>
#include <linux/sprintf.h>
#include <linux/string.h>
#include <linux/typecheck.h>
#include <linux/types.h>
#include <linux/wordpart.h>

/* Fails to compile when handed a pointer instead of an array. */
#define __platdev_must_be_array(a)                                          \
	(0 * sizeof(struct {                                                \
		 int _not_an_array : 1 -                                    \
			 2 * __builtin_types_compatible_p(typeof(a),        \
							  typeof(&(a)[0])); \
	 }))
#define ARRAY_SIZE(arr) \
	(sizeof(arr) / sizeof((arr)[0]) + __platdev_must_be_array(arr))

#endif /* _PLATDEV_LINUX_KERNEL_H */
