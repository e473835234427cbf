// SPDX-License-Identifier: MIT
/*
 * clk-notifier.c - rate-change notifiers (clk_notifier_register()).
 *
 * One entry per handle with notifiers, on a list the clock lock guards.
 * A rate change records every entry's rate first (clk_notify_begin_locked),
 * tells the changed clock's notifiers (clk_notify_pre_locked), and then
 * either tells those it told of the abort or tells every entry whose rate
 * moved (clk_notify_post_locked). Clocks have no cached rates here, so
 * this comparison is what finds the clocks a change reached.
 */
#include <linux/clk.h>
#include <linux/device.h>
#include <linux/slab.h>

#include "clk/clk.h"

struct clk_notifier_entry {
	struct clk *clk;
	struct raw_notifier_head chain;
	unsigned long old_rate;
	unsigned long new_rate; /* asked for, when told PRE */
	bool told;
	struct clk_notifier_entry *next;
};

static struct clk_notifier_entry *entries;

static struct clk_notifier_entry **find_locked(struct clk *clk)
{
	struct clk_notifier_entry **link;

	for (link = &entries; *link; link = &(*link)->next)
		if ((*link)->clk == clk)
			return link;
	return link;
}

int clk_notifier_register(struct clk *clk, struct notifier_block *nb)
{
	struct clk_notifier_entry **link, *fresh;
	int ret;

	if (IS_ERR_OR_NULL(clk) || !nb)
		return -EINVAL;
	fresh = kzalloc(sizeof(*fresh), GFP_KERNEL);
	if (!fresh)
		return -ENOMEM;
	clk_lock();
	link = find_locked(clk);
	if (!*link) {
		fresh->clk = clk;
		*link = fresh;
		fresh = NULL;
	}
	ret = raw_notifier_chain_register(&(*link)->chain, nb);
	if (!(*link)->chain.head) { /* a new entry that took nothing */
		struct clk_notifier_entry *e = *link;

		*link = e->next;
		kfree(e);
	}
	clk_unlock();
	kfree(fresh);
	return ret;
}

int clk_notifier_unregister(struct clk *clk, struct notifier_block *nb)
{
	struct clk_notifier_entry **link, *e;
	int ret = -ENOENT;

	if (IS_ERR_OR_NULL(clk) || !nb)
		return -EINVAL;
	clk_lock();
	link = find_locked(clk);
	e = *link;
	if (e) {
		ret = raw_notifier_chain_unregister(&e->chain, nb);
		if (!e->chain.head) {
			*link = e->next;
			kfree(e);
		}
	}
	clk_unlock();
	return ret;
}

struct clk_notifier_devres {
	struct clk *clk;
	struct notifier_block *nb;
};

static void devm_clk_notifier_release(struct device *dev, void *res)
{
	struct clk_notifier_devres *d = res;

	(void)dev;
	clk_notifier_unregister(d->clk, d->nb);
}

int devm_clk_notifier_register(struct device *dev, struct clk *clk,
			       struct notifier_block *nb)
{
	struct clk_notifier_devres *d;
	int ret;

	d = devres_alloc(devm_clk_notifier_release, sizeof(*d), GFP_KERNEL);
	if (!d)
		return -ENOMEM;
	ret = clk_notifier_register(clk, nb);
	if (ret) {
		devres_free(d);
		return ret;
	}
	d->clk = clk;
	d->nb = nb;
	devres_add(dev, d);
	return 0;
}

static int tell(struct clk_notifier_entry *e, unsigned long event,
		unsigned long old_rate, unsigned long new_rate)
{
	struct clk_notifier_data data = {
		.clk = e->clk,
		.old_rate = old_rate,
		.new_rate = new_rate,
	};

	return raw_notifier_call_chain(&e->chain, event, &data);
}

void clk_notify_begin_locked(void)
{
	struct clk_notifier_entry *e;

	for (e = entries; e; e = e->next) {
		e->old_rate = clk_core_rate_locked(e->clk->core, 0);
		e->told = false;
	}
}

int clk_notify_pre_locked(struct clk_core *core, unsigned long new_rate)
{
	struct clk_notifier_entry *e;

	for (e = entries; e; e = e->next) {
		if (e->clk->core != core)
			continue;
		e->told = true;
		e->new_rate = new_rate;
		if (tell(e, PRE_RATE_CHANGE, e->old_rate, new_rate) &
		    NOTIFY_STOP_MASK)
			return -EBUSY;
	}
	return 0;
}

void clk_notify_abort_locked(void)
{
	struct clk_notifier_entry *e;

	for (e = entries; e; e = e->next)
		if (e->told)
			tell(e, ABORT_RATE_CHANGE, e->old_rate, e->new_rate);
}

void clk_notify_post_locked(void)
{
	struct clk_notifier_entry *e;

	for (e = entries; e; e = e->next) {
		unsigned long now = clk_core_rate_locked(e->clk->core, 0);

		if (now != e->old_rate)
			tell(e, POST_RATE_CHANGE, e->old_rate, now);
	}
}
