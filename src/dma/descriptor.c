// SPDX-License-Identifier: MIT
/*
 * descriptor.c - what a DMA engine provider does with its descriptors
 * (linux/dmaengine.h): tying one to its channel, the reuse flag, and the
 * buffers a memory-to-memory descriptor unmaps when it completes
 * (struct dmaengine_unmap_data).
 *
 * There is no channel switching (Linux's async_tx chains): a descriptor
 * has no dependencies to run, and dma_run_dependencies() is empty.
 */
#include <linux/dma-mapping.h>
#include <linux/dmaengine.h>
#include <linux/kref.h>
#include <linux/slab.h>

/* The most buffers one unmap record holds, as Linux's largest pool. */
#define UNMAP_MAX 128

void dma_async_tx_descriptor_init(struct dma_async_tx_descriptor *tx,
				  struct dma_chan *chan)
{
	tx->chan = chan;
}

int dmaengine_desc_set_reuse(struct dma_async_tx_descriptor *tx)
{
	struct dma_slave_caps caps;
	int ret = dma_get_slave_caps(tx->chan, &caps);

	if (ret)
		return ret;
	if (!caps.descriptor_reuse)
		return -EPERM;
	tx->flags |= DMA_CTRL_REUSE;
	return 0;
}

int dmaengine_desc_free(struct dma_async_tx_descriptor *tx)
{
	if (!dmaengine_desc_test_reuse(tx) || !tx->desc_free)
		return -EPERM;
	return tx->desc_free(tx);
}

struct dmaengine_unmap_data *dmaengine_get_unmap_data(struct device *dev,
						      int nr, gfp_t flags)
{
	struct dmaengine_unmap_data *unmap;

	if (nr <= 0 || nr > UNMAP_MAX)
		return NULL;
	unmap = kzalloc(struct_size(unmap, addr, nr), flags);
	if (!unmap)
		return NULL;
	kref_init(&unmap->kref);
	unmap->dev = dev;
	unmap->map_cnt = (u16)nr;
	return unmap;
}

/* Unmap each run of buffers in the direction it was mapped, and free. */
static void unmap_release(struct kref *kref)
{
	struct dmaengine_unmap_data *unmap =
		container_of(kref, struct dmaengine_unmap_data, kref);
	static const enum dma_data_direction dirs[] = { DMA_TO_DEVICE,
							DMA_FROM_DEVICE,
							DMA_BIDIRECTIONAL };
	unsigned int counts[] = { unmap->to_cnt, unmap->from_cnt,
				  unmap->bidi_cnt };
	unsigned int i = 0, run, k;

	for (run = 0; run < ARRAY_SIZE(dirs); run++)
		for (k = 0; k < counts[run] && i < unmap->map_cnt; k++, i++)
			/* a bidirectional slot may be left empty */
			if (unmap->addr[i] || dirs[run] != DMA_BIDIRECTIONAL)
				dma_unmap_page(unmap->dev, unmap->addr[i],
					       unmap->len, dirs[run]);
	kfree(unmap);
}

void dmaengine_unmap_put(struct dmaengine_unmap_data *unmap)
{
	if (unmap)
		kref_put(&unmap->kref, unmap_release);
}
