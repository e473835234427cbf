// SPDX-License-Identifier: MIT
/*
 * dmaengine.c - the consumer side of DMA engine channels
 * (linux/dmaengine.h, linux/of_dma.h): a "dmas" entry's channel from its
 * controller's registered translation (provider.c); without one, "no
 * channel", -EPROBE_DEFER while the controller has no bound device, so
 * that a driver with optional DMA binds in PIO mode as soon as it can.
 */
#include <string.h>

#include <linux/amba/bus.h>
#include <linux/dmaengine.h>
#include <linux/of.h>
#include <linux/of_dma.h>
#include <linux/platform_device.h>
#include <platdev/bind.h>
#include <platdev/features.h>

#include "dma/dma.h"

/* Whether @np's device exists and a driver is bound to it. */
static bool controller_bound(struct device_node *np)
{
	struct platdev_bind_status st;
	struct device *dev = np->fwnode.dev;

	return dev && !platdev_device_bind_status(dev, &st) &&
	       st.state == PLATDEV_BIND_BOUND;
}

/*
 * Retry consumers when a controller's device binds: watch the buses its
 * device can be on.
 */
static void watch_controllers(void)
{
	dma_watch_bus(&platform_bus_type);
	if (platdev_has(PLATDEV_FEAT_AMBA))
		dma_watch_bus(&amba_bustype);
}

void dmaengine_device_bound(struct device *dev)
{
	if (platdev_has(PLATDEV_FEAT_OF) && dev->of_node &&
	    of_property_present(dev->of_node, "#dma-cells"))
		platdev_node_ready(dev->of_node);
}

/*
 * The channel entry @name of @np for consumer @dev (NULL: none to tell the
 * core about).
 */
static struct dma_chan *request_of(struct device *dev, struct device_node *np,
				   const char *name)
{
	struct of_phandle_args spec;
	int ret = -ENODEV;
	int count, i;

	/* Without the device tree, no "dmas": and no calls into it at -O0. */
	if (!platdev_has(PLATDEV_FEAT_OF))
		return ERR_PTR(-ENODEV);
	if (!np || !name) {
		pr_err("of_dma_request_slave_channel: no node or name\n");
		return ERR_PTR(-ENODEV);
	}
	if (!of_property_present(np, "dmas"))
		return ERR_PTR(-ENODEV);
	count = of_property_count_strings(np, "dma-names");
	if (count < 0) {
		pr_err("of_dma_request_slave_channel: %s has \"dmas\" but no \"dma-names\"\n",
		       of_node_full_name(np));
		return ERR_PTR(-ENODEV);
	}
	for (i = 0; i < count; i++) {
		const char *s;

		struct dma_chan *chan = NULL;

		if (of_property_read_string_index(np, "dma-names", i, &s) ||
		    strcmp(s, name) ||
		    of_parse_phandle_with_args(np, "dmas", "#dma-cells", i,
					       &spec))
			continue;
		if (dma_of_translate && !dma_of_translate(&spec, &chan)) {
			of_node_put(spec.np);
			if (!chan)
				continue;
			chan->slave = dev;
			chan->name = name;
			return chan;
		}
		/* No translation registered: see the header. */
		if (!controller_bound(spec.np)) {
			ret = -EPROBE_DEFER;
			watch_controllers();
			if (dev)
				platdev_device_waits_for_node(
					dev, spec.np, PLATDEV_DEP_PROVIDER);
		}
		of_node_put(spec.np);
		if (ret == -EPROBE_DEFER)
			break;
	}
	return ERR_PTR(ret);
}

struct dma_chan *of_dma_request_slave_channel(struct device_node *np,
					      const char *name)
{
	if (!platdev_has(PLATDEV_FEAT_OF))
		return ERR_PTR(-ENODEV);
	return request_of(NULL, np, name);
}

struct dma_chan *dma_request_chan(struct device *dev, const char *name)
{
	if (!dev)
		return ERR_PTR(-ENODEV);
	if (platdev_has(PLATDEV_FEAT_OF) && dev->of_node)
		return request_of(dev, dev->of_node, name);
	return ERR_PTR(-ENODEV);
}

static void devm_dma_release(void *res)
{
	dma_release_channel(res);
}

struct dma_chan *devm_dma_request_chan(struct device *dev, const char *name)
{
	struct dma_chan *chan = dma_request_chan(dev, name);
	int ret;

	if (IS_ERR(chan))
		return chan;
	ret = devm_add_action_or_reset(dev, devm_dma_release, chan);
	return ret ? ERR_PTR(ret) : chan;
}

struct dma_chan *dma_request_chan_by_mask(const dma_cap_mask_t *mask)
{
	(void)mask;
	return ERR_PTR(-ENODEV);
}

struct dma_chan *__dma_request_channel(const dma_cap_mask_t *mask,
				       dma_filter_fn fn, void *fn_param,
				       struct device_node *np)
{
	(void)mask;
	(void)fn;
	(void)fn_param;
	(void)np;
	return NULL;
}

void dma_release_channel(struct dma_chan *chan)
{
	/* Without provider.c no channel was ever handed out. */
	if (chan && dma_chan_release)
		dma_chan_release(chan);
}

int dma_get_slave_caps(struct dma_chan *chan, struct dma_slave_caps *caps)
{
	struct dma_device *device;

	if (!chan || !caps)
		return -EINVAL;
	device = chan->device;
	if (!test_bit(DMA_SLAVE, device->cap_mask.bits))
		return -ENXIO;
	memset(caps, 0, sizeof(*caps));
	caps->src_addr_widths = device->src_addr_widths;
	caps->dst_addr_widths = device->dst_addr_widths;
	caps->directions = device->directions;
	caps->min_burst = device->min_burst;
	caps->max_burst = device->max_burst;
	caps->max_sg_burst = device->max_sg_burst;
	caps->residue_granularity = device->residue_granularity;
	caps->descriptor_reuse = device->descriptor_reuse;
	caps->cmd_pause = !!device->device_pause;
	caps->cmd_resume = !!device->device_resume;
	caps->cmd_terminate = !!device->device_terminate_all;
	/* the engine may refine them per channel */
	if (device->device_caps)
		device->device_caps(chan, caps);
	return 0;
}
