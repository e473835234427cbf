/* SPDX-License-Identifier: MIT */
/*
 * linux/err.h - an error code carried inside a pointer.
 *
 * The top MAX_ERRNO addresses are never valid objects, so a pointer in that
 * range encodes a negative errno.
 */
#ifndef _PLATDEV_LINUX_ERR_H
#define _PLATDEV_LINUX_ERR_H

#include <linux/compiler.h>
#include <linux/types.h>

#define MAX_ERRNO 4095

#define IS_ERR_VALUE(x) \
	unlikely((uintptr_t)(void *)(x) >= (uintptr_t)-MAX_ERRNO)

static inline void *__must_check ERR_PTR(long error)
{
	return (void *)(intptr_t)error;
}

static inline long __must_check PTR_ERR(const void *ptr)
{
	return (long)(intptr_t)ptr;
}

static inline bool __must_check IS_ERR(const void *ptr)
{
	return IS_ERR_VALUE((uintptr_t)ptr);
}

static inline bool __must_check IS_ERR_OR_NULL(const void *ptr)
{
	return unlikely(!ptr) || IS_ERR_VALUE((uintptr_t)ptr);
}

static inline void *__must_check ERR_CAST(const void *ptr)
{
	return (void *)(uintptr_t)ptr;
}

static inline int __must_check PTR_ERR_OR_ZERO(const void *ptr)
{
	return IS_ERR(ptr) ? (int)PTR_ERR(ptr) : 0;
}

#endif /* _PLATDEV_LINUX_ERR_H */
