/* SPDX-License-Identifier: MIT */
/*
 * linux/kernel.h - small helpers every driver expects: ARRAY_SIZE,
 * container_of, and (as in Linux) the bit operations, min/max and the
 * kernel's string functions through their own headers.
 */
#ifndef _PLATDEV_LINUX_KERNEL_H
#define _PLATDEV_LINUX_KERNEL_H

#if defined(__has_include_next)
#if __has_include_next(<linux/kernel.h>)
#include_next <linux/kernel.h>
#endif
#endif

#include <linux/bitops.h>
#include <linux/compiler.h>
#include <linux/minmax.h>
#include <linux/string.h>
#include <linux/limits.h>
#include <linux/container_of.h>
#include <linux/types.h>
#include <linux/typecheck.h>
#include <linux/printk.h>

/* Fails to compile when handed a pointer instead of an array. */
#define __platdev_must_be_array(a)                                          \
	(0 * sizeof(struct {                                                \
		 int _not_an_array : 1 -                                    \
			 2 * __builtin_types_compatible_p(typeof(a),        \
							  typeof(&(a)[0])); \
	 }))
#define ARRAY_SIZE(arr) \
	(sizeof(arr) / sizeof((arr)[0]) + __platdev_must_be_array(arr))


#define DIV_ROUND_UP(n, d) (((n) + (d)-1) / (d))
#define ALIGN(x, a) (((x) + ((typeof(x))(a)-1)) & ~((typeof(x))(a)-1))
#define IS_ALIGNED(x, a) (((x) & ((typeof(x))(a)-1)) == 0)

#endif /* _PLATDEV_LINUX_KERNEL_H */
