/* SPDX-License-Identifier: MIT */
/*
 * linux/prefetch.h - hints that memory is about to be read or written,
 * the compiler's prefetch instruction (none where the CPU has none).
 * They change no value and never fault.
 */
#ifndef _PLATDEV_LINUX_PREFETCH_H
#define _PLATDEV_LINUX_PREFETCH_H

#include <linux/types.h>

#define PREFETCH_STRIDE (4 * 64)

/** prefetch() - @x is about to be read */
#define prefetch(x) __builtin_prefetch(x)
/** prefetchw() - @x is about to be written */
#define prefetchw(x) __builtin_prefetch(x, 1)
#define spin_lock_prefetch(x) prefetchw(x)

/** prefetch_range() - the @len bytes at @addr are about to be read */
static inline void prefetch_range(void *addr, size_t len)
{
	char *cp, *end = (char *)addr + len;

	for (cp = addr; cp < end; cp += PREFETCH_STRIDE)
		prefetch(cp);
}

#endif /* _PLATDEV_LINUX_PREFETCH_H */
