/* SPDX-License-Identifier: MIT */
/*
 * linux/vmalloc.h - large allocations that need only be contiguous in
 * virtual memory. There is no separate virtual area here: they come from
 * kmalloc() (linux/slab.h), zero-filled like it, and vfree() is kfree().
 * is_vmalloc_addr() (linux/mm.h) is therefore always false, so a driver
 * takes its kmalloc() path for such a buffer, which is right for it.
 * vmalloc_to_page() is virt_to_page() for the same reason.
 */
#ifndef _PLATDEV_LINUX_VMALLOC_H
#define _PLATDEV_LINUX_VMALLOC_H

#include <linux/mm.h>
#include <linux/overflow.h>
#include <linux/slab.h>

/** vmalloc() - @size bytes; NULL when out of memory */
static inline void *vmalloc(unsigned long size)
{
	return kmalloc(size, GFP_KERNEL);
}

/** vzalloc() - vmalloc(), zero-filled */
static inline void *vzalloc(unsigned long size)
{
	return kzalloc(size, GFP_KERNEL);
}

/** vmalloc_array() - @n elements of @size bytes; NULL on overflow */
static inline void *vmalloc_array(size_t n, size_t size)
{
	return kmalloc_array(n, size, GFP_KERNEL);
}

/** vcalloc() - vmalloc_array(), zero-filled */
static inline void *vcalloc(size_t n, size_t size)
{
	return kcalloc(n, size, GFP_KERNEL);
}

/** vfree() - free memory from vmalloc() and friends; NULL is a no-op */
static inline void vfree(const void *addr)
{
	kfree(addr);
}

#define __vmalloc(size, gfp_mask) kmalloc((size), (gfp_mask))
#define vmalloc_node(size, node) vmalloc(size)
#define vzalloc_node(size, node) vzalloc(size)
#define vmalloc_to_page(addr) virt_to_page(addr)

#endif /* _PLATDEV_LINUX_VMALLOC_H */
