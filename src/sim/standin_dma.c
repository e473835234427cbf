// SPDX-License-Identifier: MIT
/*
 * standin_dma.c - the stand-in kind for DMA controllers (#dma-cells): a
 * channel per "dmas" specifier the board's consumers use, or no channel
 * at all (platdev_sim_standin_dma_channels(false)), when consumers get
 * -ENODEV and drivers with optional DMA take their PIO path.
 *
 * A stand-in channel moves no data: requesting, releasing, configuring
 * and terminating it are recorded and succeed; a prep call is recorded
 * and refused (NULL), as a controller out of descriptors would, so that a
 * driver falls back to PIO or reports the error instead of waiting for a
 * transfer that never happens.
 */
#include <linux/device.h>
#include <linux/dmaengine.h>
#include <linux/of.h>
#include <linux/of_dma.h>
#include <linux/slab.h>
#include <platdev/sim.h>

#include "sim/standin.h"
#include "sim/standin_specs.h"

static bool give_channels = true;

void platdev_sim_standin_dma_channels(bool give)
{
	__atomic_store_n(&give_channels, give, __ATOMIC_RELAXED);
}

/**
 * struct sdma_chan - one stand-in channel
 * @chan: the channel
 * @si: its stand-in
 * @spec: the specifier consumers name it by
 * @name: "node cells", for the records
 */
struct sdma_chan {
	struct dma_chan chan;
	struct platdev_standin *si;
	struct standin_spec spec;
	const char *name;
};

/**
 * struct sdma - a stand-in controller
 * @dma: the engine
 * @chans: its channels
 * @n: how many
 */
struct sdma {
	struct dma_device dma;
	struct sdma_chan *chans;
	int n;
};

static struct sdma_chan *to_schan(struct dma_chan *chan)
{
	return container_of(chan, struct sdma_chan, chan);
}

static void record(struct dma_chan *chan, const char *what)
{
	struct sdma_chan *c = to_schan(chan);

	standin_record(c->si, "%s dma channel %s", what, c->name);
}

static int sdma_alloc(struct dma_chan *chan)
{
	record(chan, "request");
	return 0;
}

static void sdma_free(struct dma_chan *chan)
{
	record(chan, "release");
}

static int sdma_config(struct dma_chan *chan, struct dma_slave_config *cfg)
{
	(void)cfg;
	record(chan, "configure");
	return 0;
}

static struct dma_async_tx_descriptor *
sdma_prep_slave_sg(struct dma_chan *chan, struct scatterlist *sgl,
		   unsigned int sg_len, enum dma_transfer_direction dir,
		   unsigned long flags, void *context)
{
	(void)sgl;
	(void)sg_len;
	(void)dir;
	(void)flags;
	(void)context;
	record(chan, "refuse a transfer (prep_slave_sg) on");
	return NULL;
}

static struct dma_async_tx_descriptor *
sdma_prep_cyclic(struct dma_chan *chan, dma_addr_t buf, size_t len,
		 size_t period, enum dma_transfer_direction dir,
		 unsigned long flags)
{
	(void)buf;
	(void)len;
	(void)period;
	(void)dir;
	(void)flags;
	record(chan, "refuse a transfer (prep_dma_cyclic) on");
	return NULL;
}

static struct dma_async_tx_descriptor *
sdma_prep_memcpy(struct dma_chan *chan, dma_addr_t dst, dma_addr_t src,
		 size_t len, unsigned long flags)
{
	(void)dst;
	(void)src;
	(void)len;
	(void)flags;
	record(chan, "refuse a transfer (prep_dma_memcpy) on");
	return NULL;
}

static int sdma_terminate_all(struct dma_chan *chan)
{
	record(chan, "terminate");
	return 0;
}

static enum dma_status sdma_tx_status(struct dma_chan *chan,
				      dma_cookie_t cookie,
				      struct dma_tx_state *state)
{
	(void)chan;
	(void)cookie;
	(void)state;
	return DMA_COMPLETE;
}

static void sdma_issue_pending(struct dma_chan *chan)
{
	(void)chan;
}

static struct dma_chan *sdma_xlate(struct of_phandle_args *args,
				   struct of_dma *ofdma)
{
	struct sdma *s = ofdma->of_dma_data;
	int i;

	for (i = 0; i < s->n; i++)
		if (!standin_spec_find(&s->chans[i].spec, 1, args))
			return dma_get_slave_channel(&s->chans[i].chan);
	return NULL;
}

static bool sdma_wants(struct device_node *np)
{
	return of_property_present(np, "#dma-cells");
}

static void sdma_free_controller(void *np)
{
	of_dma_controller_free(np);
}

/* Fill @s's engine and channels, one per specifier in @specs. */
static int sdma_fill(struct platdev_standin *si, struct sdma *s,
		     struct standin_spec *specs)
{
	struct dma_device *dma = &s->dma;
	int i;

	dma->dev = si->dev;
	dma_cap_set(DMA_SLAVE, dma->cap_mask);
	dma_cap_set(DMA_CYCLIC, dma->cap_mask);
	dma_cap_set(DMA_MEMCPY, dma->cap_mask);
	dma->directions = BIT(DMA_DEV_TO_MEM) | BIT(DMA_MEM_TO_DEV);
	dma->device_alloc_chan_resources = sdma_alloc;
	dma->device_free_chan_resources = sdma_free;
	dma->device_config = sdma_config;
	dma->device_prep_slave_sg = sdma_prep_slave_sg;
	dma->device_prep_dma_cyclic = sdma_prep_cyclic;
	dma->device_prep_dma_memcpy = sdma_prep_memcpy;
	dma->device_terminate_all = sdma_terminate_all;
	dma->device_tx_status = sdma_tx_status;
	dma->device_issue_pending = sdma_issue_pending;
	INIT_LIST_HEAD(&dma->channels);
	for (i = 0; i < s->n; i++) {
		struct sdma_chan *c = &s->chans[i];
		char *cells = standin_spec_name(si->dev, &specs[i]);

		if (!cells)
			return -ENOMEM;
		c->si = si;
		c->spec = specs[i];
		c->name = devm_kasprintf(si->dev, GFP_KERNEL, "%s%s%s",
					 of_node_full_name(si->np),
					 *cells ? " " : "", cells);
		if (!c->name)
			return -ENOMEM;
		list_add_tail(&c->chan.device_node, &dma->channels);
	}
	return 0;
}

static int sdma_start(struct platdev_standin *si, void **data)
{
	struct device *dev = si->dev;
	struct standin_spec *specs;
	struct sdma *s;
	int n, ret;

	if (!__atomic_load_n(&give_channels, __ATOMIC_RELAXED)) {
		standin_record(si, "dma controller %s: no channels (by option)",
			       of_node_full_name(si->np));
		return 0;
	}
	n = standin_specs_collect(dev, si->np, "dmas", "#dma-cells", &specs);
	if (n < 0)
		return n;
	standin_record(si, "dma controller %s: %d channels",
		       of_node_full_name(si->np), n);
	if (!n)
		return 0;
	s = devm_kzalloc(dev, sizeof(*s), GFP_KERNEL);
	if (!s)
		return -ENOMEM;
	s->chans = devm_kcalloc(dev, (size_t)n, sizeof(*s->chans), GFP_KERNEL);
	if (!s->chans)
		return -ENOMEM;
	s->n = n;
	ret = sdma_fill(si, s, specs);
	if (!ret)
		ret = dmaenginem_async_device_register(&s->dma);
	if (!ret)
		ret = of_dma_controller_register(si->np, sdma_xlate, s);
	if (!ret)
		ret = devm_add_action_or_reset(dev, sdma_free_controller,
					       si->np);
	if (ret)
		return ret;
	*data = s;
	return 0;
}

const struct standin_kind standin_kind_dma = {
	.name = "dma controller",
	.wants = sdma_wants,
	.start = sdma_start,
};
