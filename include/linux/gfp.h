/* SPDX-License-Identifier: MIT */
/*
 * linux/gfp.h - the allocation flags (linux/gfp_types.h). Page allocation
 * is not provided: drivers allocate with kmalloc() (linux/slab.h) and
 * devm_kmalloc().
 */
#ifndef _PLATDEV_LINUX_GFP_H
#define _PLATDEV_LINUX_GFP_H

#include <linux/gfp_types.h>
#include <linux/topology.h> /* numa_node_id(), as Linux's gfp.h */

/** gfpflags_allow_blocking() - Return: whether @flags let the call sleep */
static inline bool gfpflags_allow_blocking(gfp_t flags)
{
	return !(flags & (GFP_ATOMIC | GFP_NOWAIT));
}

struct page;

/* The largest order __get_free_pages() serves, as Linux's default. */
#ifndef MAX_PAGE_ORDER
#define MAX_PAGE_ORDER 10
#endif

/**
 * __get_free_pages() - 2^@order pages, contiguous and aligned to
 * PAGE_SIZE (linux/mm.h), from the port allocator
 * Return: the address of the first, zero-filled here, or 0 when out of
 * memory or @order is above MAX_PAGE_ORDER.
 */
unsigned long __get_free_pages(gfp_t gfp_mask, unsigned int order);

/** get_zeroed_page() - one zero-filled page, as __get_free_pages() */
unsigned long get_zeroed_page(gfp_t gfp_mask);

/**
 * free_pages() - give back pages from __get_free_pages() with the same
 * @order; an address of 0 is ignored
 */
void free_pages(unsigned long addr, unsigned int order);

#define __get_free_page(gfp_mask) __get_free_pages((gfp_mask), 0)
#define free_page(addr) free_pages((addr), 0)

/**
 * alloc_pages() - __get_free_pages() as a struct page pointer (see
 * linux/mm.h: page_address() gives the address back); NULL on failure
 */
struct page *alloc_pages(gfp_t gfp_mask, unsigned int order);

/** __free_pages() - give back pages from alloc_pages(); NULL is ignored */
void __free_pages(struct page *page, unsigned int order);

#define alloc_page(gfp_mask) alloc_pages((gfp_mask), 0)
#define __free_page(page) __free_pages((page), 0)

#endif /* _PLATDEV_LINUX_GFP_H */
