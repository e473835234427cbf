/* SPDX-License-Identifier: MIT */
/*
 * linux/limits.h - the kernel's names for the ranges of its integer types
 * (U8_MAX ... S64_MIN, PHYS_ADDR_MAX), next to the C library's <limits.h>
 * and <stdint.h>, whose names (INT_MAX, SIZE_MAX, ...) are kept as they are.
 *
 * On a Linux host the UAPI <linux/limits.h> (PATH_MAX, NAME_MAX, ...) is
 * included first, as the kernel's own header does.
 */
#ifndef _PLATDEV_LINUX_LIMITS_H
#define _PLATDEV_LINUX_LIMITS_H

#if defined(__has_include_next)
#if __has_include_next(<linux/limits.h>)
#include_next <linux/limits.h>
#endif
#endif

#include <limits.h>
#include <stdint.h>

#include <linux/types.h>

#ifndef SSIZE_MAX
#define SSIZE_MAX ((long)(SIZE_MAX >> 1))
#endif
#define PHYS_ADDR_MAX (~(phys_addr_t)0)
#define RESOURCE_SIZE_MAX ((resource_size_t)~0)

#define U8_MAX ((u8)~0U)
#define S8_MAX ((s8)(U8_MAX >> 1))
#define S8_MIN ((s8)(-S8_MAX - 1))
#define U16_MAX ((u16)~0U)
#define S16_MAX ((s16)(U16_MAX >> 1))
#define S16_MIN ((s16)(-S16_MAX - 1))
#define U32_MAX ((u32)~0U)
#define U32_MIN ((u32)0)
#define S32_MAX ((s32)(U32_MAX >> 1))
#define S32_MIN ((s32)(-S32_MAX - 1))
#define U64_MAX ((u64)~0ULL)
#define S64_MAX ((s64)(U64_MAX >> 1))
#define S64_MIN ((s64)(-S64_MAX - 1))

#endif /* _PLATDEV_LINUX_LIMITS_H */
