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

/**
 * struct of_dma - a DMA controller node's translation of "dmas" entries
 * @of_dma_controllers: in the core's list
 * @of_node: the controller's node
 * @of_dma_xlate: specifier to channel (taken), or NULL for none
 * @of_dma_route_allocate: routers' (not supported: always NULL)
 * @dma_router: routers' (NULL)
 * @of_dma_data: the provider's, for @of_dma_xlate
 */
struct of_dma {
	struct list_head of_dma_controllers;
	struct device_node *of_node;
	struct dma_chan *(*of_dma_xlate)(struct of_phandle_args *,
					 struct of_dma *);
	void *(*of_dma_route_allocate)(struct of_phandle_args *,
				       struct of_dma *);
	struct dma_router *dma_router;
	void *of_dma_data;
};

/**
 * of_dma_controller_register() - translate "dmas" entries naming @np
 * @np: the controller's node
 * @of_dma_xlate: the translation
 * @data: its data
 *
 * Return: 0; -EINVAL for a NULL @np or @of_dma_xlate; -ENOMEM.
 */
int of_dma_controller_register(struct device_node *np,
			       struct dma_chan *(*of_dma_xlate)(
				       struct of_phandle_args *,
				       struct of_dma *),
			       void *data);

/** of_dma_controller_free() - stop translating for @np */
void of_dma_controller_free(struct device_node *np);

/**
 * of_dma_xlate_by_chan_id() - the free channel of the struct dma_device
 * in @ofdma->of_dma_data whose chan_id is the specifier's first cell
 * Return: it, taken; NULL when there is none or it is taken.
 */
struct dma_chan *of_dma_xlate_by_chan_id(struct of_phandle_args *dma_spec,
					 struct of_dma *ofdma);

#endif /* _PLATDEV_LINUX_OF_DMA_H */
