// SPDX-License-Identifier: MIT
/*
 * provider.c - the provider side of DMA engine channels
 * (linux/dmaengine.h, linux/of_dma.h): engines and their channels, the
 * device tree's translations of "dmas" entries, and handing a channel to
 * one client at a time. dmaengine.c's consumer calls reach it only once a
 * provider has registered, so a program without one does not link it.
 */
#include <linux/bug.h>
#include <linux/device.h>
#include <linux/dmaengine.h>
#include <linux/idr.h>
#include <linux/mutex.h>
#include <linux/of.h>
#include <linux/of_dma.h>
#include <linux/printk.h>
#include <platdev/bind.h>
#include <platdev/features.h>
#include <platdev/port.h>

#include "dma/dma.h"

/* Engines and channels' clients; the translations under their own lock. */
static DEFINE_MUTEX(dma_list_mutex);
static LIST_HEAD(dma_device_list);
static DEFINE_MUTEX(of_dma_lock);
static LIST_HEAD(of_dma_list);
static DEFINE_IDA(dma_ida);

/* ---- channels ---- */

/* Give @chan a client: its resources on the first. dma_list_mutex held. */
static int chan_get_locked(struct dma_chan *chan)
{
	struct dma_device *device = chan->device;
	int ret;

	if (chan->client_count) {
		chan->client_count++;
		return 0;
	}
	if (device->device_alloc_chan_resources) {
		ret = device->device_alloc_chan_resources(chan);
		if (ret < 0)
			return ret;
	}
	chan->client_count = 1;
	return 0;
}

struct dma_chan *dma_get_slave_channel(struct dma_chan *chan)
{
	if (!chan)
		return NULL;
	mutex_lock(&dma_list_mutex);
	if (chan->client_count || chan_get_locked(chan)) {
		chan = NULL;
	} else {
		dma_cap_set(DMA_PRIVATE, chan->device->cap_mask);
		chan->device->privatecnt++;
	}
	mutex_unlock(&dma_list_mutex);
	return chan;
}

struct dma_chan *dma_get_any_slave_channel(struct dma_device *device)
{
	struct dma_chan *chan;

	if (!device)
		return NULL;
	list_for_each_entry(chan, &device->channels, device_node) {
		struct dma_chan *got = dma_get_slave_channel(chan);

		if (got)
			return got;
	}
	return NULL;
}

void dma_chan_release(struct dma_chan *chan)
{
	struct dma_device *device = chan->device;

	mutex_lock(&dma_list_mutex);
	if (WARN_ONCE(chan->client_count != 1,
		      "dma_release_channel: %d clients\n",
		      chan->client_count)) {
		mutex_unlock(&dma_list_mutex);
		return;
	}
	chan->client_count = 0;
	if (device->device_free_chan_resources)
		device->device_free_chan_resources(chan);
	if (test_bit(DMA_PRIVATE, device->cap_mask.bits) &&
	    --device->privatecnt == 0)
		dma_cap_clear(DMA_PRIVATE, device->cap_mask);
	chan->slave = NULL;
	chan->name = NULL;
	mutex_unlock(&dma_list_mutex);
}

/* ---- engines ---- */

static void free_chan_devs(struct dma_device *device)
{
	struct dma_chan *chan;

	list_for_each_entry(chan, &device->channels, device_node) {
		platdev_port_free(chan->dev);
		chan->dev = NULL;
	}
}

int dma_async_device_register(struct dma_device *device)
{
	struct dma_chan *chan;
	int id, n = 0;

	if (!device || !device->dev) {
		pr_err("dma_async_device_register: no device\n");
		return -EINVAL;
	}
	if (list_empty(&device->channels)) {
		dev_err(device->dev, "no channels to register\n");
		return -EINVAL;
	}
	id = ida_alloc(&dma_ida, GFP_KERNEL);
	if (id < 0)
		return id;
	list_for_each_entry(chan, &device->channels, device_node) {
		chan->dev = platdev_port_alloc(sizeof(*chan->dev));
		if (!chan->dev) {
			free_chan_devs(device);
			ida_free(&dma_ida, id);
			return -ENOMEM;
		}
		chan->device = device;
		chan->chan_id = n++;
		chan->client_count = 0;
		chan->dev->chan = chan;
		chan->dev->dev_id = id;
	}
	device->dev_id = id;
	device->chancnt = (unsigned int)n;
	device->privatecnt = 0;
	mutex_lock(&dma_list_mutex);
	list_add_tail(&device->global_node, &dma_device_list);
	mutex_unlock(&dma_list_mutex);
	return 0;
}

void dma_async_device_unregister(struct dma_device *device)
{
	struct dma_chan *chan;

	if (!device)
		return;
	mutex_lock(&dma_list_mutex);
	list_del(&device->global_node);
	list_for_each_entry(chan, &device->channels, device_node)
		WARN_ONCE(chan->client_count,
			  "%s called while %d clients hold a channel\n",
			  __func__, chan->client_count);
	mutex_unlock(&dma_list_mutex);
	free_chan_devs(device);
	ida_free(&dma_ida, device->dev_id);
}

static void devm_unregister(void *device)
{
	dma_async_device_unregister(device);
}

int dmaenginem_async_device_register(struct dma_device *device)
{
	int ret = dma_async_device_register(device);

	if (ret)
		return ret;
	return devm_add_action_or_reset(device->dev, devm_unregister, device);
}

/* ---- device-tree translations ---- */

int of_dma_controller_register(
	struct device_node *np,
	struct dma_chan *(*of_dma_xlate)(struct of_phandle_args *,
					 struct of_dma *),
	void *data)
{
	struct of_dma *ofdma;

	/* Without the device tree no node names a controller. */
	if (!platdev_has(PLATDEV_FEAT_OF))
		return -EINVAL;
	if (!np || !of_dma_xlate) {
		pr_err("of_dma_controller_register: not enough information\n");
		return -EINVAL;
	}
	ofdma = platdev_port_alloc(sizeof(*ofdma));
	if (!ofdma)
		return -ENOMEM;
	ofdma->of_node = of_node_get(np);
	ofdma->of_dma_xlate = of_dma_xlate;
	ofdma->of_dma_data = data;
	mutex_lock(&of_dma_lock);
	list_add_tail(&ofdma->of_dma_controllers, &of_dma_list);
	mutex_unlock(&of_dma_lock);
	platdev_node_ready(np);
	return 0;
}

void of_dma_controller_free(struct device_node *np)
{
	struct of_dma *ofdma;

	if (!platdev_has(PLATDEV_FEAT_OF))
		return;
	mutex_lock(&of_dma_lock);
	list_for_each_entry(ofdma, &of_dma_list, of_dma_controllers) {
		if (ofdma->of_node != np)
			continue;
		list_del(&ofdma->of_dma_controllers);
		of_node_put(ofdma->of_node);
		platdev_port_free(ofdma);
		break;
	}
	mutex_unlock(&of_dma_lock);
}

struct dma_chan *of_dma_xlate_by_chan_id(struct of_phandle_args *dma_spec,
					 struct of_dma *ofdma)
{
	struct dma_device *device = ofdma->of_dma_data;
	struct dma_chan *chan;

	if (!device || dma_spec->args_count < 1)
		return NULL;
	list_for_each_entry(chan, &device->channels, device_node)
		if (chan->chan_id == (int)dma_spec->args[0])
			return dma_get_slave_channel(chan);
	return NULL;
}

int dma_of_translate(struct of_phandle_args *spec, struct dma_chan **chan)
{
	struct of_dma *ofdma;
	int ret = -ENOENT;

	mutex_lock(&of_dma_lock);
	list_for_each_entry(ofdma, &of_dma_list, of_dma_controllers)
		if (ofdma->of_node == spec->np) {
			*chan = ofdma->of_dma_xlate(spec, ofdma);
			ret = 0;
			break;
		}
	mutex_unlock(&of_dma_lock);
	return ret;
}
