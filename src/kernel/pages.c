// SPDX-License-Identifier: MIT
/*
 * pages.c - whole pages (linux/gfp.h): a port allocation large enough to
 * hold 2^order pages at a page boundary, the allocation's own address kept
 * in the word before the first page.
 */
#include <stdint.h>

#include <linux/gfp.h>
#include <linux/mm.h>
#include <platdev/port.h>

/* ZERO_PAGE()'s; in its own section, so only an image that uses it has it. */
unsigned char platdev_zero_page[PAGE_SIZE] __attribute__((aligned(PAGE_SIZE)));

unsigned long __get_free_pages(gfp_t gfp_mask, unsigned int order)
{
	size_t size;
	uintptr_t raw, first;

	(void)gfp_mask;
	if (order > MAX_PAGE_ORDER)
		return 0;
	size = PAGE_SIZE << order;
	raw = (uintptr_t)platdev_port_alloc(size + PAGE_SIZE + sizeof(void *));
	if (!raw)
		return 0;
	/* At least one word before the first page for @raw. */
	first = (raw + sizeof(void *) + PAGE_SIZE - 1) & PAGE_MASK;
	((uintptr_t *)first)[-1] = raw;
	return first;
}

unsigned long get_zeroed_page(gfp_t gfp_mask)
{
	return __get_free_pages(gfp_mask, 0);
}

void free_pages(unsigned long addr, unsigned int order)
{
	(void)order;
	if (addr)
		platdev_port_free((void *)((uintptr_t *)addr)[-1]);
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
