/* SPDX-License-Identifier: MIT */
/*
 * linux/highmem.h - temporary mappings of a page. All memory is mapped
 * here (there is no high memory), so kmap() and its local and atomic
 * forms give page_address(), and unmapping does nothing; the copy helpers
 * copy.
 */
#ifndef _PLATDEV_LINUX_HIGHMEM_H
#define _PLATDEV_LINUX_HIGHMEM_H

#include <string.h>

#include <linux/bug.h>
#include <linux/mm.h>
#include <linux/types.h>

static inline void *kmap(struct page *page)
{
	return page_address(page);
}

static inline void kunmap(struct page *page)
{
	(void)page;
}

static inline void *kmap_local_page(struct page *page)
{
	return page_address(page);
}

static inline void *kmap_atomic(struct page *page)
{
	return page_address(page);
}

#define kunmap_local(addr) ((void)(addr))
#define kunmap_atomic(addr) ((void)(addr))

/* Nothing to flush: the CPU's caches are coherent with itself. */
static inline void flush_dcache_page(struct page *page)
{
	(void)page;
}

/** memcpy_from_page() - copy @len bytes at @offset in @page to @to */
static inline void memcpy_from_page(char *to, struct page *page, size_t offset,
				    size_t len)
{
	memcpy(to, (char *)page_address(page) + offset, len);
}

/** memcpy_to_page() - copy @len bytes from @from to @offset in @page */
static inline void memcpy_to_page(struct page *page, size_t offset,
				  const char *from, size_t len)
{
	memcpy((char *)page_address(page) + offset, from, len);
}

/** memzero_page() - zero @len bytes at @offset in @page */
static inline void memzero_page(struct page *page, size_t offset, size_t len)
{
	memset((char *)page_address(page) + offset, 0, len);
}

#endif /* _PLATDEV_LINUX_HIGHMEM_H */
