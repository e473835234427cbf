/* SPDX-License-Identifier: MIT */
/*
 * linux/genalloc.h - a general-purpose allocator for special memory (an
 * on-chip SRAM, a device's buffer area): a pool of chunks, each with a
 * bitmap of units of 2^min_alloc_order bytes, carved by a pluggable
 * algorithm (first fit by default).
 *
 * As Linux's: sizes are rounded up to whole units; gen_pool_alloc() gives
 * 0 when nothing fits (or for size 0); chunks are searched newest first;
 * freeing an address no chunk holds, and destroying a pool with memory
 * still allocated, are bugs (BUG()). The pool and its chunks come from
 * kmalloc(); allocations and frees take the pool's lock.
 */
#ifndef _PLATDEV_LINUX_GENALLOC_H
#define _PLATDEV_LINUX_GENALLOC_H

#include <linux/atomic.h>
#include <linux/list.h>
#include <linux/spinlock.h>
#include <linux/types.h>

struct device;
struct device_node;
struct gen_pool;

/**
 * genpool_algo_t - find @nr clear bits in @map (of @size bits) from
 * @start; Return: the first, or a value >= @size when there is no room
 * @start_addr: the address of the chunk's first byte
 */
typedef unsigned long (*genpool_algo_t)(unsigned long *map, unsigned long size,
					unsigned long start, unsigned int nr,
					void *data, struct gen_pool *pool,
					unsigned long start_addr);

/**
 * struct gen_pool - a pool
 * @lock: taken by allocations and frees
 * @chunks: its chunks, newest first
 * @min_alloc_order: log2 of the unit
 * @algo: the allocation algorithm
 * @data: its data
 * @name: the name devm_gen_pool_create() gave, or NULL
 */
struct gen_pool {
	spinlock_t lock;
	struct list_head chunks;
	int min_alloc_order;
	genpool_algo_t algo;
	void *data;
	const char *name;
};

/**
 * struct gen_pool_chunk - one range of memory of a pool
 * @next_chunk: in the pool's list
 * @avail: bytes not allocated
 * @phys_addr: the physical address of its first byte
 * @owner: what gen_pool_add_owner() was given
 * @start_addr: the address of its first byte
 * @end_addr: the address of its last byte
 * @bits: one bit per unit, set when allocated
 */
struct gen_pool_chunk {
	struct list_head next_chunk;
	atomic_long_t avail;
	phys_addr_t phys_addr;
	void *owner;
	unsigned long start_addr;
	unsigned long end_addr;
	unsigned long bits[];
};

/** struct genpool_data_align - data of gen_pool_first_fit_align() */
struct genpool_data_align {
	int align;
};

/** struct genpool_data_fixed - data of gen_pool_fixed_alloc() */
struct genpool_data_fixed {
	unsigned long offset;
};

/**
 * gen_pool_create() - an empty pool whose unit is 2^@min_alloc_order
 * bytes (@nid is ignored)
 * Return: the pool, or NULL when out of memory.
 */
struct gen_pool *gen_pool_create(int min_alloc_order, int nid);

/**
 * gen_pool_add_owner() - add the @size bytes at @addr (physical address
 * @phys) to @pool, remembering @owner
 * Return: 0, or -ENOMEM.
 */
int gen_pool_add_owner(struct gen_pool *pool, unsigned long addr,
		       phys_addr_t phys, size_t size, int nid, void *owner);

static inline int gen_pool_add_virt(struct gen_pool *pool, unsigned long addr,
				    phys_addr_t phys, size_t size, int nid)
{
	return gen_pool_add_owner(pool, addr, phys, size, nid, NULL);
}

/** gen_pool_add() - add memory whose physical address is unknown (-1) */
static inline int gen_pool_add(struct gen_pool *pool, unsigned long addr,
			       size_t size, int nid)
{
	return gen_pool_add_virt(pool, addr, (phys_addr_t)-1, size, nid);
}

/** gen_pool_destroy() - free @pool and its chunks (all memory given back) */
void gen_pool_destroy(struct gen_pool *pool);

/**
 * gen_pool_alloc_algo_owner() - @size bytes with @algo and @data
 * @owner: where the chunk's owner goes (NULL when nothing is found)
 * Return: the address, or 0.
 */
unsigned long gen_pool_alloc_algo_owner(struct gen_pool *pool, size_t size,
					genpool_algo_t algo, void *data,
					void **owner);

static inline unsigned long gen_pool_alloc_owner(struct gen_pool *pool,
						 size_t size, void **owner)
{
	return gen_pool_alloc_algo_owner(pool, size, pool->algo, pool->data,
					 owner);
}

static inline unsigned long gen_pool_alloc_algo(struct gen_pool *pool,
						size_t size,
						genpool_algo_t algo, void *data)
{
	return gen_pool_alloc_algo_owner(pool, size, algo, data, NULL);
}

/** gen_pool_alloc() - @size bytes with the pool's algorithm; 0 if none */
static inline unsigned long gen_pool_alloc(struct gen_pool *pool, size_t size)
{
	return gen_pool_alloc_algo(pool, size, pool->algo, pool->data);
}

/**
 * gen_pool_dma_alloc() - gen_pool_alloc() as a pointer, its physical
 * address in *@dma (when @dma is not NULL)
 * Return: the memory, or NULL (also for a NULL @pool).
 */
void *gen_pool_dma_alloc(struct gen_pool *pool, size_t size, dma_addr_t *dma);
void *gen_pool_dma_alloc_algo(struct gen_pool *pool, size_t size,
			      dma_addr_t *dma, genpool_algo_t algo, void *data);
void *gen_pool_dma_alloc_align(struct gen_pool *pool, size_t size,
			       dma_addr_t *dma, int align);
/** gen_pool_dma_zalloc() - gen_pool_dma_alloc(), zero-filled */
void *gen_pool_dma_zalloc(struct gen_pool *pool, size_t size, dma_addr_t *dma);
void *gen_pool_dma_zalloc_algo(struct gen_pool *pool, size_t size,
			       dma_addr_t *dma, genpool_algo_t algo,
			       void *data);
void *gen_pool_dma_zalloc_align(struct gen_pool *pool, size_t size,
				dma_addr_t *dma, int align);

/**
 * gen_pool_free_owner() - give back @size bytes at @addr
 * @owner: where the chunk's owner goes
 */
void gen_pool_free_owner(struct gen_pool *pool, unsigned long addr, size_t size,
			 void **owner);

static inline void gen_pool_free(struct gen_pool *pool, unsigned long addr,
				 size_t size)
{
	gen_pool_free_owner(pool, addr, size, NULL);
}

/** gen_pool_for_each_chunk() - call @func on each chunk, newest first */
void gen_pool_for_each_chunk(struct gen_pool *pool,
			     void (*func)(struct gen_pool *pool,
					  struct gen_pool_chunk *chunk,
					  void *data),
			     void *data);

/** gen_pool_avail() - the bytes of @pool not allocated */
size_t gen_pool_avail(struct gen_pool *pool);

/** gen_pool_size() - the bytes of @pool */
size_t gen_pool_size(struct gen_pool *pool);

/**
 * gen_pool_virt_to_phys() - the physical address of @addr in @pool
 * Return: it, or -1 when no chunk holds @addr.
 */
phys_addr_t gen_pool_virt_to_phys(struct gen_pool *pool, unsigned long addr);

/** gen_pool_has_addr() - whether @pool holds all @size bytes at @start */
bool gen_pool_has_addr(struct gen_pool *pool, unsigned long start, size_t size);

/** gen_pool_set_algo() - use @algo (NULL: first fit) with @data */
void gen_pool_set_algo(struct gen_pool *pool, genpool_algo_t algo, void *data);

/* The algorithms. */
unsigned long gen_pool_first_fit(unsigned long *map, unsigned long size,
				 unsigned long start, unsigned int nr,
				 void *data, struct gen_pool *pool,
				 unsigned long start_addr);
unsigned long gen_pool_fixed_alloc(unsigned long *map, unsigned long size,
				   unsigned long start, unsigned int nr,
				   void *data, struct gen_pool *pool,
				   unsigned long start_addr);
unsigned long gen_pool_first_fit_align(unsigned long *map, unsigned long size,
				       unsigned long start, unsigned int nr,
				       void *data, struct gen_pool *pool,
				       unsigned long start_addr);
unsigned long
gen_pool_first_fit_order_align(unsigned long *map, unsigned long size,
			       unsigned long start, unsigned int nr, void *data,
			       struct gen_pool *pool, unsigned long start_addr);
unsigned long gen_pool_best_fit(unsigned long *map, unsigned long size,
				unsigned long start, unsigned int nr,
				void *data, struct gen_pool *pool,
				unsigned long start_addr);

/**
 * devm_gen_pool_create() - gen_pool_create() destroyed when @dev is
 * unbound, found again by gen_pool_get(@dev, @name)
 * Return: the pool, ERR_PTR(-EINVAL) when @dev has a pool of that name,
 * ERR_PTR(-ENOMEM).
 */
struct gen_pool *devm_gen_pool_create(struct device *dev, int min_alloc_order,
				      int nid, const char *name);

/** gen_pool_get() - the pool of @dev named @name (NULL: unnamed), or NULL */
struct gen_pool *gen_pool_get(struct device *dev, const char *name);

/**
 * of_gen_pool_get() - the pool of the device that phandle @index of
 * property @propname of @np points at, or NULL
 */
struct gen_pool *of_gen_pool_get(struct device_node *np, const char *propname,
				 int index);

#endif /* _PLATDEV_LINUX_GENALLOC_H */
