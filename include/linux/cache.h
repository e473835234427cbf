/* SPDX-License-Identifier: MIT */
/*
 * linux/cache.h - cache line size and the alignment attributes built on it.
 *
 * The line size is the architecture's in Linux (asm/cache.h); here it is
 * one value for every target, 64 bytes (arm64, x86-64 and most Cortex-A),
 * which a build may lower with -DL1_CACHE_SHIFT=5 for 32-byte lines. The
 * alignments only place data: nothing here flushes or invalidates.
 */
#ifndef _PLATDEV_LINUX_CACHE_H
#define _PLATDEV_LINUX_CACHE_H

#include <linux/align.h>
#include <linux/init.h> /* __ro_after_init, as Linux's reaches it */

#ifndef L1_CACHE_SHIFT
#define L1_CACHE_SHIFT 6
#endif
#define L1_CACHE_BYTES (1 << L1_CACHE_SHIFT)
#define L1_CACHE_ALIGN(x) __ALIGN_KERNEL(x, L1_CACHE_BYTES)

#define SMP_CACHE_BYTES L1_CACHE_BYTES
#define SMP_CACHE_ALIGN(x) ALIGN(x, SMP_CACHE_BYTES)

/** cache_line_size() - Return: the cache line size in bytes */
#define cache_line_size() L1_CACHE_BYTES

/* Data read far more often than written: placed with the rest here. */
#define __read_mostly

/* A type or object starting on a cache line of its own. */
#define ____cacheline_aligned __attribute__((__aligned__(SMP_CACHE_BYTES)))
#define ____cacheline_aligned_in_smp ____cacheline_aligned
#define ____cacheline_internodealigned_in_smp ____cacheline_aligned
#define __cacheline_aligned ____cacheline_aligned
#define __cacheline_aligned_in_smp ____cacheline_aligned

#endif /* _PLATDEV_LINUX_CACHE_H */
