// SPDX-License-Identifier: MIT
/*
 * dmapool.c - DMA pools (linux/dmapool.h).
 *
 * A pool page is one coherent allocation, aligned (CPU and bus address) to
 * its size rounded up to a power of two, so the blocks laid out in it keep
 * their alignment and boundaries in bus addresses. Free blocks of a page
 * are chained through their first bytes; the pool's mutex covers its
 * pages.
 */
#include <linux/device.h>
#include <linux/dma-mapping.h>
#include <linux/dmapool.h>
#include <linux/list.h>
#include <linux/log2.h>
#include <linux/mm.h>
#include <linux/mutex.h>
#include <linux/printk.h>
#include <linux/slab.h>
#include <linux/string.h>

#define NO_BLOCK ((unsigned int)-1)

struct dma_pool {
	struct device *dev;
	const char *name;
	size_t size; /* of a block, a multiple of the alignment */
	size_t allocation; /* of a page */
	size_t boundary;
	struct mutex lock;
	struct list_head pages;
};

struct dma_pool_page {
	struct list_head node;
	void *vaddr;
	dma_addr_t dma;
	unsigned int first_free; /* offset, or NO_BLOCK */
	unsigned int in_use;
};

struct dma_pool *dma_pool_create(const char *name, struct device *dev,
				 size_t size, size_t align, size_t boundary)
{
	struct dma_pool *pool;

	if (!align)
		align = 1;
	if (!size || !is_power_of_2(align))
		return NULL;
	if (size < sizeof(unsigned int))
		size = sizeof(unsigned int);
	size = (size + align - 1) & ~(align - 1);
	if (boundary && (boundary < size || !is_power_of_2(boundary)))
		return NULL;
	pool = kzalloc(sizeof(*pool), GFP_KERNEL);
	if (!pool)
		return NULL;
	pool->name = kstrdup(name ? name : "dma_pool", GFP_KERNEL);
	if (!pool->name) {
		kfree(pool);
		return NULL;
	}
	pool->dev = dev;
	pool->size = size;
	pool->allocation = max_t(size_t, size, PAGE_SIZE);
	pool->boundary = boundary ? min(boundary, pool->allocation) :
				    pool->allocation;
	mutex_init(&pool->lock);
	INIT_LIST_HEAD(&pool->pages);
	return pool;
}

/* Chain every block of @page that crosses no boundary, lowest first. */
static void page_lay_out(struct dma_pool *pool, struct dma_pool_page *page)
{
	unsigned int *link = &page->first_free;
	size_t off = 0;

	while (off + pool->size <= pool->allocation) {
		size_t next_boundary =
			(off / pool->boundary + 1) * pool->boundary;

		if (off + pool->size > next_boundary) {
			off = next_boundary;
			continue;
		}
		*link = (unsigned int)off;
		link = (unsigned int *)((char *)page->vaddr + off);
		off += pool->size;
	}
	*link = NO_BLOCK;
}

static struct dma_pool_page *page_new(struct dma_pool *pool, gfp_t flags)
{
	struct dma_pool_page *page = kzalloc(sizeof(*page), GFP_KERNEL);

	if (!page)
		return NULL;
	page->vaddr = dma_alloc_coherent(pool->dev, pool->allocation,
					 &page->dma, flags & ~__GFP_ZERO);
	if (!page->vaddr) {
		kfree(page);
		return NULL;
	}
	page_lay_out(pool, page);
	list_add(&page->node, &pool->pages);
	return page;
}

void *dma_pool_alloc(struct dma_pool *pool, gfp_t mem_flags, dma_addr_t *handle)
{
	struct dma_pool_page *page, *found = NULL;
	unsigned int off;
	void *block;

	mutex_lock(&pool->lock);
	list_for_each_entry(page, &pool->pages, node) {
		if (page->first_free != NO_BLOCK) {
			found = page;
			break;
		}
	}
	if (!found)
		found = page_new(pool, mem_flags);
	if (!found) {
		mutex_unlock(&pool->lock);
		return NULL;
	}
	off = found->first_free;
	block = (char *)found->vaddr + off;
	found->first_free = *(unsigned int *)block;
	found->in_use++;
	*handle = found->dma + off;
	mutex_unlock(&pool->lock);
	if (mem_flags & __GFP_ZERO)
		memset(block, 0, pool->size);
	return block;
}

void dma_pool_free(struct dma_pool *pool, void *vaddr, dma_addr_t dma)
{
	struct dma_pool_page *page;
	uintptr_t at = (uintptr_t)vaddr;

	mutex_lock(&pool->lock);
	list_for_each_entry(page, &pool->pages, node) {
		uintptr_t start = (uintptr_t)page->vaddr;
		unsigned int off;

		if (at < start || at >= start + pool->allocation)
			continue;
		off = (unsigned int)(at - start);
		if (page->dma + off != dma) {
			mutex_unlock(&pool->lock);
			dev_err(pool->dev,
				"dma_pool_free %s: block %p is not at bus address %#llx\n",
				pool->name, vaddr, (unsigned long long)dma);
			return;
		}
		*(unsigned int *)vaddr = page->first_free;
		page->first_free = off;
		page->in_use--;
		mutex_unlock(&pool->lock);
		return;
	}
	mutex_unlock(&pool->lock);
	dev_err(pool->dev, "dma_pool_free %s: %p is not a block of the pool\n",
		pool->name, vaddr);
}

void dma_pool_destroy(struct dma_pool *pool)
{
	struct dma_pool_page *page, *tmp;

	if (!pool)
		return;
	list_for_each_entry_safe(page, tmp, &pool->pages, node) {
		list_del(&page->node);
		if (page->in_use) {
			dev_err(pool->dev,
				"dma_pool_destroy %s: %u blocks still in use, their page is kept\n",
				pool->name, page->in_use);
			continue;
		}
		dma_free_coherent(pool->dev, pool->allocation, page->vaddr,
				  page->dma);
		kfree(page);
	}
	mutex_destroy(&pool->lock);
	kfree(pool->name);
	kfree(pool);
}

static void dmam_pool_release(struct device *dev, void *res)
{
	(void)dev;
	dma_pool_destroy(*(struct dma_pool **)res);
}

static int dmam_pool_match(struct device *dev, void *res, void *pool)
{
	(void)dev;
	return *(struct dma_pool **)res == pool;
}

struct dma_pool *dmam_pool_create(const char *name, struct device *dev,
				  size_t size, size_t align, size_t allocation)
{
	struct dma_pool **res, *pool;

	res = devres_alloc(dmam_pool_release, sizeof(*res), GFP_KERNEL);
	if (!res)
		return NULL;
	pool = dma_pool_create(name, dev, size, align, allocation);
	if (!pool) {
		devres_free(res);
		return NULL;
	}
	*res = pool;
	devres_add(dev, res);
	return pool;
}

void dmam_pool_destroy(struct dma_pool *pool)
{
	if (pool)
		devres_release(pool->dev, dmam_pool_release, dmam_pool_match,
			       pool);
}
