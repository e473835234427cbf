/* SPDX-License-Identifier: MIT */
/*
 * linux/types.h - the kernel's fixed-width and address types.
 *
 * On a Linux host the C library's own headers may include the UAPI
 * <linux/types.h>; we pull it in first so that __u32 and friends keep
 * their usual definitions, then add the in-kernel names on top.
 */
#ifndef _PLATDEV_LINUX_TYPES_H
#define _PLATDEV_LINUX_TYPES_H

#if defined(__has_include_next)
#if __has_include_next(<linux/types.h>)
#include_next <linux/types.h>
#define _PLATDEV_HAVE_UAPI_TYPES 1
#endif
#endif

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef uint8_t u8;
typedef uint16_t u16;
typedef unsigned int u32; /* as in Linux, on every target */
typedef unsigned long long u64; /* as in Linux, on every target */
typedef int8_t s8;
typedef int16_t s16;
typedef int s32;
typedef long long s64;

#ifndef _PLATDEV_HAVE_UAPI_TYPES
typedef uint8_t __u8;
typedef uint16_t __u16;
typedef unsigned int __u32;
typedef unsigned long long __u64;
typedef int8_t __s8;
typedef int16_t __s16;
typedef int __s32;
typedef long long __s64;
typedef uint16_t __le16;
typedef uint16_t __be16;
typedef uint32_t __le32;
typedef uint32_t __be32;
typedef unsigned long long __le64;
typedef unsigned long long __be64;
#endif

/* Physical addresses and resource bounds are as wide as the CPU's pointers. */
typedef uintptr_t phys_addr_t;
typedef phys_addr_t resource_size_t;
typedef uintptr_t dma_addr_t;

/* Allocation flags: accepted for source compatibility, they carry no meaning here. */
typedef unsigned int gfp_t;
typedef unsigned short umode_t; /* file mode bits */
typedef int pid_t; /* a task's number, as the C library's */

typedef long long loff_t_kernel_unused;
typedef unsigned long irq_hw_number_t;

/* The comparison of sort() and bsearch(): <0, 0, >0 as @a is below, equal
 * to or above @b; and sort()'s swap of two elements of @size bytes. */
typedef int (*cmp_func_t)(const void *a, const void *b);
typedef void (*swap_func_t)(void *a, void *b, int size);

/* A bitmap of @bits bits, as linux/bitops.h and linux/bitmap.h use them. */
#define DECLARE_BITMAP(name, bits)                              \
	unsigned long name[((bits) + __SIZEOF_LONG__ * 8 - 1) / \
			   (__SIZEOF_LONG__ * 8)]

_Static_assert(sizeof(u32) == 4, "u32 must be 32 bits");

#endif /* _PLATDEV_LINUX_TYPES_H */
