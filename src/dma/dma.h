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

#endif /* _PLATDEV_SRC_DMA_H */
