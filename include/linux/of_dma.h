/* SPDX-License-Identifier: MIT */
/*
 * linux/of_dma.h - DMA channels named in the device tree ("dmas",
 * "dma-names"), the consumer side. Registering a controller
 * (of_dma_controller_register() and the xlate helpers) is not provided
 * yet: see linux/dmaengine.h.
 */
#ifndef _PLATDEV_LINUX_OF_DMA_H
#define _PLATDEV_LINUX_OF_DMA_H

#include <linux/dmaengine.h>
#include <linux/of.h>

/**
 * of_dma_request_slave_channel() - the channel @name of node @np
 * Return: ERR_PTR(-ENODEV) (no "dmas", no "dma-names", no entry @name, or
 * its controller's device is bound yet registered nothing) or
 * ERR_PTR(-EPROBE_DEFER) (the controller's device is not bound).
 */
struct dma_chan *of_dma_request_slave_channel(struct device_node *np,
					      const char *name);

#endif /* _PLATDEV_LINUX_OF_DMA_H */
