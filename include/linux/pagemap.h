/* SPDX-License-Identifier: MIT */
/*
 * linux/pagemap.h - the page cache. There is none here: this header gives
 * what Linux's reaches that drivers use, linux/mm.h and linux/highmem.h.
 */
#ifndef _PLATDEV_LINUX_PAGEMAP_H
#define _PLATDEV_LINUX_PAGEMAP_H

#include <linux/highmem.h>
#include <linux/mm.h>

#endif /* _PLATDEV_LINUX_PAGEMAP_H */
