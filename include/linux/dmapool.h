/* SPDX-License-Identifier: MIT */
/*
 * linux/dmapool.h - pools of small, equal DMA-coherent blocks, carved from
 * coherent pages (dma_alloc_coherent()) so that many descriptors do not
 * each take a page.
 *
 * As in Linux: blocks are aligned to the pool's @align and never cross a
 * multiple of its @boundary in bus addresses; pages stay in the pool until
 * it is destroyed; destroying a pool with blocks in use logs them and
 * keeps their pages (whoever holds a block may still use it).
 */
#ifndef _PLATDEV_LINUX_DMAPOOL_H
#define _PLATDEV_LINUX_DMAPOOL_H

#include <linux/gfp.h>
#include <linux/types.h>

struct device;
struct dma_pool;

/**
 * dma_pool_create() - a pool of @size-byte blocks for @dev
 * @name: for messages
 * @dev: the device doing DMA
 * @size: bytes per block (rounded up to @align)
 * @align: alignment of each block, a power of two (0: none)
 * @boundary: a power of two no block may cross (0: a pool page)
 * Return: the pool, or NULL for a size of 0, a bad @align or @boundary
 * (smaller than a block), or no memory.
 */
struct dma_pool *dma_pool_create(const char *name, struct device *dev,
				 size_t size, size_t align, size_t boundary);

/** dma_pool_destroy() - free @pool and its pages (NULL is a no-op) */
void dma_pool_destroy(struct dma_pool *pool);

/**
 * dma_pool_alloc() - a block of @pool
 * @pool: the pool
 * @mem_flags: GFP flags; __GFP_ZERO clears the block
 * @handle: its bus address
 * Return: the block's CPU address, or NULL without memory.
 */
void *dma_pool_alloc(struct dma_pool *pool, gfp_t mem_flags,
		     dma_addr_t *handle);

/**
 * dma_pool_free() - give back a block; one that is not @pool's, or whose
 * @addr is not its bus address, is logged and left alone
 */
void dma_pool_free(struct dma_pool *pool, void *vaddr, dma_addr_t addr);

/** dmam_pool_create() - dma_pool_create(), destroyed when @dev unbinds */
struct dma_pool *dmam_pool_create(const char *name, struct device *dev,
				  size_t size, size_t align, size_t allocation);

/** dmam_pool_destroy() - destroy a dmam_pool_create() pool now */
void dmam_pool_destroy(struct dma_pool *pool);

/** dma_pool_zalloc() - dma_pool_alloc() of a cleared block */
static inline void *dma_pool_zalloc(struct dma_pool *pool, gfp_t mem_flags,
				    dma_addr_t *handle)
{
	return dma_pool_alloc(pool, mem_flags | __GFP_ZERO, handle);
}

#endif /* _PLATDEV_LINUX_DMAPOOL_H */
