// SPDX-License-Identifier: MIT
/*
 * genalloc.c - the general-purpose special-memory allocator
 * (linux/genalloc.h). Each chunk is one kmalloc() with its bitmap at the
 * end; the pool's lock covers the bitmaps and the chunk list.
 */
#include <linux/bitmap.h>
#include <linux/bug.h>
#include <linux/device.h>
#include <linux/err.h>
#include <linux/genalloc.h>
#include <linux/log2.h>
#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <platdev/features.h>

static size_t chunk_size(const struct gen_pool_chunk *chunk)
{
	return chunk->end_addr - chunk->start_addr + 1;
}

struct gen_pool *gen_pool_create(int min_alloc_order, int nid)
{
	struct gen_pool *pool = kzalloc(sizeof(*pool), GFP_KERNEL);

	(void)nid;
	if (!pool)
		return NULL;
	spin_lock_init(&pool->lock);
	INIT_LIST_HEAD(&pool->chunks);
	pool->min_alloc_order = min_alloc_order;
	pool->algo = gen_pool_first_fit;
	return pool;
}

int gen_pool_add_owner(struct gen_pool *pool, unsigned long addr,
		       phys_addr_t phys, size_t size, int nid, void *owner)
{
	unsigned long nbits = size >> pool->min_alloc_order;
	struct gen_pool_chunk *chunk;

	(void)nid;
	chunk = kzalloc(struct_size(chunk, bits, BITS_TO_LONGS(nbits)),
			GFP_KERNEL);
	if (!chunk)
		return -ENOMEM;
	chunk->phys_addr = phys;
	chunk->start_addr = addr;
	chunk->end_addr = addr + size - 1;
	chunk->owner = owner;
	atomic_long_set(&chunk->avail, (long)size);
	spin_lock(&pool->lock);
	list_add(&chunk->next_chunk, &pool->chunks);
	spin_unlock(&pool->lock);
	return 0;
}

void gen_pool_destroy(struct gen_pool *pool)
{
	struct gen_pool_chunk *chunk, *next;
	unsigned long end_bit;

	list_for_each_entry_safe(chunk, next, &pool->chunks, next_chunk) {
		end_bit = chunk_size(chunk) >> pool->min_alloc_order;
		/* Memory still allocated from the pool is a bug, as in Linux. */
		BUG_ON(find_first_bit(chunk->bits, end_bit) < end_bit);
		list_del(&chunk->next_chunk);
		kfree(chunk);
	}
	kfree(pool->name);
	kfree(pool);
}

unsigned long gen_pool_alloc_algo_owner(struct gen_pool *pool, size_t size,
					genpool_algo_t algo, void *data,
					void **owner)
{
	int order = pool->min_alloc_order;
	struct gen_pool_chunk *chunk;
	unsigned long nbits, start_bit, end_bit, addr = 0;
	unsigned long flags;

	if (owner)
		*owner = NULL;
	if (size == 0)
		return 0;
	nbits = (size + (1UL << order) - 1) >> order;
	spin_lock_irqsave(&pool->lock, flags);
	list_for_each_entry(chunk, &pool->chunks, next_chunk) {
		if (size > (size_t)atomic_long_read(&chunk->avail))
			continue;
		end_bit = chunk_size(chunk) >> order;
		start_bit = algo(chunk->bits, end_bit, 0, (unsigned int)nbits,
				 data, pool, chunk->start_addr);
		if (start_bit >= end_bit)
			continue;
		bitmap_set(chunk->bits, (unsigned int)start_bit,
			   (unsigned int)nbits);
		addr = chunk->start_addr + (start_bit << order);
		atomic_long_sub((long)(nbits << order), &chunk->avail);
		if (owner)
			*owner = chunk->owner;
		break;
	}
	spin_unlock_irqrestore(&pool->lock, flags);
	return addr;
}

/* gen_pool_dma_alloc_algo(), zero-filled when @zero. */
static void *dma_alloc(struct gen_pool *pool, size_t size, dma_addr_t *dma,
		       genpool_algo_t algo, void *data, bool zero)
{
	unsigned long vaddr;

	if (!pool)
		return NULL;
	vaddr = gen_pool_alloc_algo(pool, size, algo, data);
	if (!vaddr)
		return NULL;
	if (dma)
		*dma = (dma_addr_t)gen_pool_virt_to_phys(pool, vaddr);
	if (zero)
		memset((void *)vaddr, 0, size);
	return (void *)vaddr;
}

void *gen_pool_dma_alloc_algo(struct gen_pool *pool, size_t size,
			      dma_addr_t *dma, genpool_algo_t algo, void *data)
{
	return dma_alloc(pool, size, dma, algo, data, false);
}

void *gen_pool_dma_zalloc_algo(struct gen_pool *pool, size_t size,
			       dma_addr_t *dma, genpool_algo_t algo, void *data)
{
	return dma_alloc(pool, size, dma, algo, data, true);
}

void *gen_pool_dma_alloc(struct gen_pool *pool, size_t size, dma_addr_t *dma)
{
	return pool ? dma_alloc(pool, size, dma, pool->algo, pool->data,
				false) :
		      NULL;
}

void *gen_pool_dma_zalloc(struct gen_pool *pool, size_t size, dma_addr_t *dma)
{
	return pool ? dma_alloc(pool, size, dma, pool->algo, pool->data, true) :
		      NULL;
}

/* The aligned forms: first fit at a multiple of @align bytes. */
static void *dma_alloc_align(struct gen_pool *pool, size_t size,
			     dma_addr_t *dma, int align, bool zero)
{
	struct genpool_data_align data = { .align = align };

	return dma_alloc(pool, size, dma, gen_pool_first_fit_align, &data,
			 zero);
}

void *gen_pool_dma_alloc_align(struct gen_pool *pool, size_t size,
			       dma_addr_t *dma, int align)
{
	return dma_alloc_align(pool, size, dma, align, false);
}

void *gen_pool_dma_zalloc_align(struct gen_pool *pool, size_t size,
				dma_addr_t *dma, int align)
{
	return dma_alloc_align(pool, size, dma, align, true);
}

/* The chunk of @pool holding @addr, or NULL. Under the pool's lock. */
static struct gen_pool_chunk *chunk_of(struct gen_pool *pool,
				       unsigned long addr)
{
	struct gen_pool_chunk *chunk;

	list_for_each_entry(chunk, &pool->chunks, next_chunk)
		if (addr >= chunk->start_addr && addr <= chunk->end_addr)
			return chunk;
	return NULL;
}

void gen_pool_free_owner(struct gen_pool *pool, unsigned long addr, size_t size,
			 void **owner)
{
	int order = pool->min_alloc_order;
	struct gen_pool_chunk *chunk;
	unsigned long start_bit, nbits, flags;

	if (owner)
		*owner = NULL;
	nbits = (size + (1UL << order) - 1) >> order;
	spin_lock_irqsave(&pool->lock, flags);
	chunk = chunk_of(pool, addr);
	if (chunk && addr + size - 1 <= chunk->end_addr) {
		start_bit = (addr - chunk->start_addr) >> order;
		bitmap_clear(chunk->bits, (unsigned int)start_bit,
			     (unsigned int)nbits);
		atomic_long_add((long)(nbits << order), &chunk->avail);
		if (owner)
			*owner = chunk->owner;
		spin_unlock_irqrestore(&pool->lock, flags);
		return;
	}
	spin_unlock_irqrestore(&pool->lock, flags);
	/* Memory that is not the pool's: a bug, as in Linux. */
	BUG();
}

void gen_pool_for_each_chunk(struct gen_pool *pool,
			     void (*func)(struct gen_pool *pool,
					  struct gen_pool_chunk *chunk,
					  void *data),
			     void *data)
{
	struct gen_pool_chunk *chunk;

	list_for_each_entry(chunk, &pool->chunks, next_chunk)
		func(pool, chunk, data);
}

size_t gen_pool_avail(struct gen_pool *pool)
{
	struct gen_pool_chunk *chunk;
	size_t avail = 0;

	list_for_each_entry(chunk, &pool->chunks, next_chunk)
		avail += (size_t)atomic_long_read(&chunk->avail);
	return avail;
}

size_t gen_pool_size(struct gen_pool *pool)
{
	struct gen_pool_chunk *chunk;
	size_t size = 0;

	list_for_each_entry(chunk, &pool->chunks, next_chunk)
		size += chunk_size(chunk);
	return size;
}

phys_addr_t gen_pool_virt_to_phys(struct gen_pool *pool, unsigned long addr)
{
	struct gen_pool_chunk *chunk;
	phys_addr_t paddr = (phys_addr_t)-1;
	unsigned long flags;

	spin_lock_irqsave(&pool->lock, flags);
	chunk = chunk_of(pool, addr);
	if (chunk)
		paddr = chunk->phys_addr + (addr - chunk->start_addr);
	spin_unlock_irqrestore(&pool->lock, flags);
	return paddr;
}

bool gen_pool_has_addr(struct gen_pool *pool, unsigned long start, size_t size)
{
	unsigned long end = start + size - 1, flags;
	struct gen_pool_chunk *chunk;
	bool found = false;

	spin_lock_irqsave(&pool->lock, flags);
	chunk = chunk_of(pool, start);
	if (chunk && end <= chunk->end_addr)
		found = true;
	spin_unlock_irqrestore(&pool->lock, flags);
	return found;
}

void gen_pool_set_algo(struct gen_pool *pool, genpool_algo_t algo, void *data)
{
	pool->algo = algo ? algo : gen_pool_first_fit;
	pool->data = algo ? data : NULL;
}

unsigned long gen_pool_first_fit(unsigned long *map, unsigned long size,
				 unsigned long start, unsigned int nr,
				 void *data, struct gen_pool *pool,
				 unsigned long start_addr)
{
	(void)data;
	(void)pool;
	(void)start_addr;
	return bitmap_find_next_zero_area(map, size, start, nr, 0);
}

unsigned long gen_pool_first_fit_align(unsigned long *map, unsigned long size,
				       unsigned long start, unsigned int nr,
				       void *data, struct gen_pool *pool,
				       unsigned long start_addr)
{
	struct genpool_data_align *alignment = data;
	int order = pool->min_alloc_order;
	unsigned long align = (unsigned long)alignment->align;
	/* The alignment in units, and where the chunk's start is in it. */
	unsigned long mask = ((align + (1UL << order) - 1) >> order) - 1;
	unsigned long off = (start_addr & (align - 1)) >> order;

	return bitmap_find_next_zero_area_off(map, size, start, nr, mask, off);
}

unsigned long gen_pool_fixed_alloc(unsigned long *map, unsigned long size,
				   unsigned long start, unsigned int nr,
				   void *data, struct gen_pool *pool,
				   unsigned long start_addr)
{
	struct genpool_data_fixed *fixed = data;
	int order = pool->min_alloc_order;
	unsigned long want = fixed->offset >> order, found;

	(void)start_addr;
	if (WARN_ON(fixed->offset & ((1UL << order) - 1)))
		return size;
	found = bitmap_find_next_zero_area(map, size, start + want, nr, 0);
	return found == want ? found : size;
}

unsigned long
gen_pool_first_fit_order_align(unsigned long *map, unsigned long size,
			       unsigned long start, unsigned int nr, void *data,
			       struct gen_pool *pool, unsigned long start_addr)
{
	(void)data;
	(void)pool;
	(void)start_addr;
	return bitmap_find_next_zero_area(map, size, start, nr,
					  roundup_pow_of_two(nr) - 1);
}

unsigned long gen_pool_best_fit(unsigned long *map, unsigned long size,
				unsigned long start, unsigned int nr,
				void *data, struct gen_pool *pool,
				unsigned long start_addr)
{
	unsigned long best = size, best_len = size + 1, at, next;

	(void)data;
	(void)pool;
	(void)start_addr;
	at = bitmap_find_next_zero_area(map, size, start, nr, 0);
	while (at < size) {
		/* The free run at @at ends where the next set bit is. */
		next = find_next_bit(map, size, at + nr);
		if (next - at < best_len) {
			best_len = next - at;
			best = at;
			if (best_len == nr)
				break;
		}
		at = bitmap_find_next_zero_area(map, size, next + 1, nr, 0);
	}
	return best;
}

/* --- device-managed pools ------------------------------------------------ */

static void devm_gen_pool_release(struct device *dev, void *res)
{
	(void)dev;
	gen_pool_destroy(*(struct gen_pool **)res);
}

static int devm_gen_pool_match(struct device *dev, void *res, void *data)
{
	struct gen_pool **p = res;
	const char *name = data;

	(void)dev;
	if (!name || !(*p)->name)
		return !name && !(*p)->name;
	return !strcmp((*p)->name, name);
}

struct gen_pool *gen_pool_get(struct device *dev, const char *name)
{
	struct gen_pool **p;

	p = devres_find(dev, devm_gen_pool_release, devm_gen_pool_match,
			(void *)name);
	return p ? *p : NULL;
}

struct gen_pool *devm_gen_pool_create(struct device *dev, int min_alloc_order,
				      int nid, const char *name)
{
	struct gen_pool **ptr, *pool;
	const char *pool_name = NULL;

	if (gen_pool_get(dev, name))
		return ERR_PTR(-EINVAL);
	if (name) {
		pool_name = kstrdup(name, GFP_KERNEL);
		if (!pool_name)
			return ERR_PTR(-ENOMEM);
	}
	ptr = devres_alloc(devm_gen_pool_release, sizeof(*ptr), GFP_KERNEL);
	if (!ptr)
		goto free_name;
	pool = gen_pool_create(min_alloc_order, nid);
	if (!pool)
		goto free_devres;
	pool->name = pool_name;
	*ptr = pool;
	devres_add(dev, ptr);
	return pool;

free_devres:
	devres_free(ptr);
free_name:
	kfree(pool_name);
	return ERR_PTR(-ENOMEM);
}

struct gen_pool *of_gen_pool_get(struct device_node *np, const char *propname,
				 int index)
{
	struct device_node *np_pool, *parent;
	struct platform_device *pdev;
	struct gen_pool *pool = NULL;
	const char *name = NULL;

	/* Without the device tree, no phandles: and no calls into it at -O0. */
	if (!platdev_has(PLATDEV_FEAT_OF))
		return NULL;
	np_pool = of_parse_phandle(np, propname, index);
	if (!np_pool)
		return NULL;
	pdev = of_find_device_by_node(np_pool);
	if (!pdev) {
		/* A pool its parent (an SRAM) made for this child node. */
		parent = of_get_parent(np_pool);
		pdev = parent ? of_find_device_by_node(parent) : NULL;
		of_node_put(parent);
		if (of_property_read_string(np_pool, "label", &name))
			name = of_node_full_name(np_pool);
	}
	if (pdev) {
		pool = gen_pool_get(&pdev->dev, name);
		put_device(&pdev->dev);
	}
	of_node_put(np_pool);
	return pool;
}
