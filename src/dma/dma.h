/* SPDX-License-Identifier: MIT */
/*
 * dma.h - what mapping.c and dmaengine.c share.
 */
#ifndef _PLATDEV_SRC_DMA_H
#define _PLATDEV_SRC_DMA_H

#include <linux/device.h>

/*
 * Watch @bus's binds and unbinds: an unbinding driver's leftover mappings
 * are reported, and a DMA controller's bind retries the consumers that
 * deferred for it. Idempotent; NULL is ignored.
 */
void dma_watch_bus(const struct bus_type *bus);

/* A device bound on a watched bus (dmaengine.c). */
void dmaengine_device_bound(struct device *dev);

struct dma_chan;
struct of_phandle_args;

/*
 * The provider side (provider.c), which dmaengine.c references weakly: a
 * program that registers no DMA provider does not link it.
 *
 * dma_of_translate(): the channel the controller @spec names gives, into
 * *@chan (NULL for none). Return: 0, or -ENOENT when @spec's node has no
 * registered translation.
 * dma_chan_release(): drop @chan's client (dma_release_channel()).
 */
int dma_of_translate(struct of_phandle_args *spec, struct dma_chan **chan)
	__attribute__((weak));
void dma_chan_release(struct dma_chan *chan) __attribute__((weak));

#endif /* _PLATDEV_SRC_DMA_H */
