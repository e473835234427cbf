// SPDX-License-Identifier: MIT
/*
 * standin_mbox.c - the stand-in kind for mailbox controllers (#mbox-cells):
 * a channel per "mboxes" specifier the board's consumers use. A message
 * sent is recorded and taken at once (the core polls last_tx_done, which
 * says yes), so blocking sends return; nothing ever answers, so a client
 * waiting for a reply times out as with a remote processor that is not
 * running.
 */
#include <linux/device.h>
#include <linux/mailbox_controller.h>
#include <linux/of.h>
#include <linux/slab.h>

#include "sim/standin.h"
#include "sim/standin_specs.h"

/**
 * struct smbox_chan - what a stand-in channel knows of itself
 * @si: its stand-in
 * @spec: the specifier consumers name it by
 * @name: "node cells", for the records
 */
struct smbox_chan {
	struct platdev_standin *si;
	struct standin_spec spec;
	const char *name;
};

/**
 * struct smbox - a stand-in controller
 * @mbox: the controller
 * @priv: each channel's (con_priv)
 */
struct smbox {
	struct mbox_controller mbox;
	struct smbox_chan *priv;
};

static void record(struct mbox_chan *chan, const char *what)
{
	struct smbox_chan *c = chan->con_priv;

	standin_record(c->si, "%s mailbox channel %s", what, c->name);
}

static int smbox_send(struct mbox_chan *chan, void *data)
{
	(void)data;
	record(chan, "send on");
	return 0;
}

static int smbox_startup(struct mbox_chan *chan)
{
	record(chan, "start");
	return 0;
}

static void smbox_shutdown(struct mbox_chan *chan)
{
	record(chan, "shut down");
}

static bool smbox_last_tx_done(struct mbox_chan *chan)
{
	(void)chan;
	return true;
}

static const struct mbox_chan_ops smbox_ops = {
	.send_data = smbox_send,
	.startup = smbox_startup,
	.shutdown = smbox_shutdown,
	.last_tx_done = smbox_last_tx_done,
};

static struct mbox_chan *smbox_xlate(struct mbox_controller *mbox,
				     const struct of_phandle_args *sp)
{
	int i;

	for (i = 0; i < mbox->num_chans; i++) {
		struct smbox_chan *c = mbox->chans[i].con_priv;

		if (!standin_spec_find(&c->spec, 1, sp))
			return &mbox->chans[i];
	}
	return ERR_PTR(-EINVAL);
}

static bool smbox_wants(struct device_node *np)
{
	return of_property_present(np, "#mbox-cells");
}

static int smbox_start(struct platdev_standin *si, void **data)
{
	struct device *dev = si->dev;
	struct standin_spec *specs;
	struct smbox *s;
	int n, i;

	n = standin_specs_collect(dev, si->np, "mboxes", "#mbox-cells", &specs);
	if (n < 0)
		return n;
	standin_record(si, "mailbox controller %s: %d channels",
		       of_node_full_name(si->np), n);
	if (!n)
		return 0;
	s = devm_kzalloc(dev, sizeof(*s), GFP_KERNEL);
	if (!s)
		return -ENOMEM;
	s->mbox.chans = devm_kcalloc(dev, (size_t)n, sizeof(*s->mbox.chans),
				     GFP_KERNEL);
	s->priv = devm_kcalloc(dev, (size_t)n, sizeof(*s->priv), GFP_KERNEL);
	if (!s->mbox.chans || !s->priv)
		return -ENOMEM;
	for (i = 0; i < n; i++) {
		char *cells = standin_spec_name(dev, &specs[i]);

		if (!cells)
			return -ENOMEM;
		s->priv[i].si = si;
		s->priv[i].spec = specs[i];
		s->priv[i].name = devm_kasprintf(dev, GFP_KERNEL, "%s%s%s",
						 of_node_full_name(si->np),
						 *cells ? " " : "", cells);
		if (!s->priv[i].name)
			return -ENOMEM;
		s->mbox.chans[i].con_priv = &s->priv[i];
	}
	s->mbox.dev = dev;
	s->mbox.ops = &smbox_ops;
	s->mbox.num_chans = n;
	s->mbox.txdone_poll = true;
	s->mbox.txpoll_period = 1;
	s->mbox.of_xlate = smbox_xlate;
	*data = s;
	return devm_mbox_controller_register(dev, &s->mbox);
}

const struct standin_kind standin_kind_mbox = {
	.name = "mailbox",
	.wants = smbox_wants,
	.start = smbox_start,
};
