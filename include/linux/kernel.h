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
#include <linux/array_size.h>
#include <linux/bitops.h>
#include <linux/build_bug.h>
#include <linux/compiler.h>
#include <linux/container_of.h>
#include <linux/kstrtox.h>
#include <linux/limits.h>
#include <linux/linkage.h>
#include <linux/log2.h>
#include <linux/math.h>
#include <linux/minmax.h>
#include <linux/panic.h>
#include <linux/printk.h>
#include <linux/sprintf.h>
#include <linux/stddef.h>
#include <linux/string.h>
#include <linux/typecheck.h>
#include <linux/types.h>
#include <linux/wordpart.h>

/* Sleeping is allowed wherever a driver runs here: nothing to check. */
#ifndef might_sleep
#define might_sleep() do { } while (0)
#define might_sleep_if(cond) do { (void)(cond); } while (0)
#endif

/* @ptr when @cond holds, else NULL (a table entry present by configuration). */
#define PTR_IF(cond, ptr) ((cond) ? (ptr) : NULL)

#endif /* _PLATDEV_LINUX_KERNEL_H */
