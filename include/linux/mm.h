/* SPDX-License-Identifier: MIT */
/*
 * linux/mm.h - the little of Linux's memory management that DMA and
 * scatterlist users need: the page size and struct page.
 *
 * There is no memory map here. A struct page pointer is the page-aligned
 * address of the page's first byte, cast: virt_to_page() rounds an address
 * down, page_address() gives it back. Nothing may dereference a struct
 * page (Linux drivers do not); it only travels from virt_to_page() or a
 * scatterlist to page_address() or dma_map_page(). Whole pages come
 * from __get_free_pages() and alloc_pages() (linux/gfp.h, included).
 *
 * A page frame number is that address shifted by PAGE_SHIFT: virtual and
 * physical addresses are one space here. Drivers that make a scatterlist
 * entry of a bus address (sg_set_page(sg, pfn_to_page(PFN_DOWN(addr)),
 * ...) and then set sg_dma_address()) only carry the page along, which
 * is all this model allows.
 */
#ifndef _PLATDEV_LINUX_MM_H
#define _PLATDEV_LINUX_MM_H

#include <stdint.h>

#include <linux/gfp.h>
#include <linux/types.h>

/*
 * As Linux's asm/page.h, which linux/mm.h reaches: 4 KiB pages. Some C
 * libraries' limits.h define PAGE_SIZE (the same 4096) already.
 */
#ifndef PAGE_SHIFT
#define PAGE_SHIFT 12
#endif
#ifndef PAGE_SIZE
#define PAGE_SIZE (1UL << PAGE_SHIFT)
#endif
#ifndef PAGE_MASK
#define PAGE_MASK (~(PAGE_SIZE - 1))
#endif

/* PFN_DOWN() and friends, as Linux's mm.h reaches them. */
#include <linux/pfn.h>

/** PAGE_ALIGN() - @addr rounded up to the next page boundary */
#define PAGE_ALIGN(addr) \
	((typeof(addr))(((uintptr_t)(addr) + PAGE_SIZE - 1) & PAGE_MASK))

/** offset_in_page() - the offset of address @p within its page */
#define offset_in_page(p) ((unsigned long)(uintptr_t)(p) & ~PAGE_MASK)

/* A page of memory; never defined, see above. */
struct page;

/** virt_to_page() - the page holding the byte at address @kaddr */
#define virt_to_page(kaddr) \
	((struct page *)((uintptr_t)(const void *)(kaddr)&PAGE_MASK))

/** page_address() - the address of the first byte of @page */
static inline void *page_address(const struct page *page)
{
	return (void *)(uintptr_t)page;
}

#define lowmem_page_address(page) page_address(page)
#define page_to_virt(page) page_address(page)

/** is_vmalloc_addr() - Return: false; there is no vmalloc area here */
static inline bool is_vmalloc_addr(const void *x)
{
	(void)x;
	return false;
}

/** get_order() - the smallest order whose pages hold @size bytes */
static inline int get_order(unsigned long size)
{
	int order = 0;

	size = size ? (size - 1) >> PAGE_SHIFT : 0;
	while (size) {
		order++;
		size >>= 1;
	}
	return order;
}

/** pfn_to_page() - the page of frame @pfn */
#define pfn_to_page(pfn) \
	((struct page *)((uintptr_t)(pfn) << PAGE_SHIFT))

/** page_to_pfn() - the frame number of @page */
#define page_to_pfn(page) ((unsigned long)((uintptr_t)(page) >> PAGE_SHIFT))

#define virt_to_pfn(kaddr) page_to_pfn(virt_to_page(kaddr))
#define pfn_to_virt(pfn) page_address(pfn_to_page(pfn))

/* One page of zeros, never written; for mappings that read as zero. */
extern unsigned char platdev_zero_page[PAGE_SIZE];

/** ZERO_PAGE() - the page of zeros (for any @vaddr) */
#define ZERO_PAGE(vaddr) ((void)(vaddr), virt_to_page(platdev_zero_page))

#endif /* _PLATDEV_LINUX_MM_H */
