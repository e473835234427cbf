// SPDX-License-Identifier: MIT
/*
 * pages.c - whole pages (linux/gfp.h): 2^order pages at a page boundary,
 * from kmalloc_aligned() (src/base/kmalloc_aligned.h).
 */
#include <stdint.h>

#include <linux/gfp.h>
#include <linux/mm.h>

#include "base/kmalloc_aligned.h"

/* ZERO_PAGE()'s; in its own section, so only an image that uses it has it. */
unsigned char platdev_zero_page[PAGE_SIZE] __attribute__((aligned(PAGE_SIZE)));

unsigned long __get_free_pages(gfp_t gfp_mask, unsigned int order)
{
	if (order > MAX_PAGE_ORDER)
		return 0;
	return (unsigned long)kmalloc_aligned(PAGE_SIZE << order, PAGE_SIZE,
					      gfp_mask);
}

unsigned long get_zeroed_page(gfp_t gfp_mask)
{
	return __get_free_pages(gfp_mask, 0);
}

void free_pages(unsigned long addr, unsigned int order)
{
	(void)order;
	kfree_aligned((const void *)addr);
}

struct page *alloc_pages(gfp_t gfp_mask, unsigned int order)
{
	unsigned long addr = __get_free_pages(gfp_mask, order);

	return addr ? virt_to_page(addr) : NULL;
}

void __free_pages(struct page *page, unsigned int order)
{
	if (page)
		free_pages((unsigned long)page_address(page), order);
}
