/* SPDX-License-Identifier: MIT */
/*
 * linux/pfn.h - page frame numbers: a physical address shifted by
 * PAGE_SHIFT (linux/mm.h's 4 KiB pages). Include linux/mm.h (or define
 * PAGE_SHIFT and PAGE_SIZE) before using them, as in Linux.
 */
#ifndef _PLATDEV_LINUX_PFN_H
#define _PLATDEV_LINUX_PFN_H

#include <linux/types.h>

#define PFN_ALIGN(x) (((unsigned long)(x) + (PAGE_SIZE - 1)) & PAGE_MASK)
#define PFN_UP(x) (((x) + PAGE_SIZE - 1) >> PAGE_SHIFT)
#define PFN_DOWN(x) ((x) >> PAGE_SHIFT)
#define PFN_PHYS(x) ((phys_addr_t)(x) << PAGE_SHIFT)
#define PHYS_PFN(x) ((unsigned long)((x) >> PAGE_SHIFT))

#endif /* _PLATDEV_LINUX_PFN_H */
