// SPDX-License-Identifier: MIT
/*
 * clk.c - the clock framework's core: registered clocks, their parents,
 * counted prepare and enable, rates computed along the parent chain.
 *
 * A clock's parent is found when first needed (a rate, a prepare), so
 * providers may register in any order. All state is under the core lock;
 * the providers' callbacks run with it held.
 */
#include <string.h>

#include <linux/clk-provider.h>
#include <linux/device.h>
#include <linux/limits.h>
#include <linux/printk.h>
#include <linux/slab.h>
#include <platdev/port.h>

#include "clk/clk.h"

/* Parent chains longer than this are taken for loops. */
#define CLK_MAX_DEPTH 32

static struct clk_core *clocks;

static struct clk_core *lookup_locked(const char *name)
{
	struct clk_core *core;

	for (core = clocks; core; core = core->next)
		if (!strcmp(core->name, name))
			return core;
	return NULL;
}

static void core_free(struct clk_core *core)
{
	of_node_put(core->parent_spec.np);
	kfree(core->parent_name);
	kfree(core->name);
	platdev_port_free(core);
}

/* Drop a reference; the last frees the core and drops its parent's. */
static void core_put(struct clk_core *core)
{
	struct clk_core *parent;

	while (core) {
		platdev_port_core_lock();
		if (--core->refs) {
			platdev_port_core_unlock();
			return;
		}
		parent = core->parent;
		platdev_port_core_unlock();
		core_free(core);
		core = parent;
	}
}

/* The parent of @core, found now if it was not yet. Core lock held. */
static struct clk_core *parent_locked(struct clk_core *core)
{
	const struct clk_hw *hw = core->parent_hw;
	struct clk_core *parent = NULL;

	if (core->parent)
		return core->parent;
	if (!hw && core->parent_spec.np) {
		hw = of_clk_hw_from_spec_locked(&core->parent_spec);
		if (IS_ERR(hw))
			hw = NULL;
	}
	if (hw)
		parent = hw->core;
	else if (core->parent_name)
		parent = lookup_locked(core->parent_name);
	if (!parent || parent == core || !parent->hw)
		return NULL;
	parent->refs++;
	core->parent = parent;
	return parent;
}

static unsigned long rate_locked(struct clk_core *core, unsigned int depth)
{
	struct clk_core *parent;
	unsigned long parent_rate = 0;

	if (!core->hw || depth > CLK_MAX_DEPTH)
		return 0;
	parent = parent_locked(core);
	if (parent)
		parent_rate = rate_locked(parent, depth + 1);
	if (core->ops && core->ops->recalc_rate)
		return core->ops->recalc_rate(core->hw, parent_rate);
	return parent_rate;
}

static void unprepare_locked(struct clk_core *core)
{
	while (core) {
		if (!core->prepare_count) {
			pr_warn("clk: %s unprepared more often than prepared\n",
				core->name);
			return;
		}
		if (core->prepare_count == 1 && core->enable_count)
			pr_warn("clk: %s unprepared while enabled\n",
				core->name);
		if (--core->prepare_count)
			return;
		if (core->hw && core->ops && core->ops->unprepare)
			core->ops->unprepare(core->hw);
		core = core->prepared_parent;
	}
}

static int prepare_locked(struct clk_core *core, unsigned int depth)
{
	struct clk_core *parent;
	int ret;

	if (!core->hw)
		return -ENODEV;
	if (depth > CLK_MAX_DEPTH)
		return -ELOOP;
	if (!core->prepare_count) {
		parent = parent_locked(core);
		if (parent) {
			ret = prepare_locked(parent, depth + 1);
			if (ret)
				return ret;
		}
		if (core->ops && core->ops->prepare) {
			ret = core->ops->prepare(core->hw);
			if (ret) {
				if (parent)
					unprepare_locked(parent);
				return ret;
			}
		}
		core->prepared_parent = parent;
	}
	core->prepare_count++;
	return 0;
}

static void disable_locked(struct clk_core *core)
{
	while (core) {
		if (!core->enable_count) {
			pr_warn("clk: %s disabled more often than enabled\n",
				core->name);
			return;
		}
		if (--core->enable_count)
			return;
		if (core->hw && core->ops && core->ops->disable)
			core->ops->disable(core->hw);
		core = core->enabled_parent;
	}
}

static int enable_locked(struct clk_core *core, unsigned int depth)
{
	struct clk_core *parent;
	int ret;

	if (!core->hw)
		return -ENODEV;
	if (depth > CLK_MAX_DEPTH)
		return -ELOOP;
	if (!core->prepare_count) {
		pr_warn("clk: %s enabled before it was prepared\n", core->name);
		return -ESHUTDOWN;
	}
	if (!core->enable_count) {
		/* The parent prepared with this clock is enabled with it. */
		parent = core->prepared_parent;
		if (parent) {
			ret = enable_locked(parent, depth + 1);
			if (ret)
				return ret;
		}
		if (core->ops && core->ops->enable) {
			ret = core->ops->enable(core->hw);
			if (ret) {
				if (parent)
					disable_locked(parent);
				return ret;
			}
		}
		core->enabled_parent = parent;
	}
	core->enable_count++;
	return 0;
}

int clk_prepare(struct clk *clk)
{
	int ret;

	if (IS_ERR_OR_NULL(clk))
		return 0;
	platdev_port_core_lock();
	ret = prepare_locked(clk->core, 0);
	platdev_port_core_unlock();
	return ret;
}

void clk_unprepare(struct clk *clk)
{
	if (IS_ERR_OR_NULL(clk))
		return;
	platdev_port_core_lock();
	unprepare_locked(clk->core);
	platdev_port_core_unlock();
}

int clk_enable(struct clk *clk)
{
	int ret;

	if (IS_ERR_OR_NULL(clk))
		return 0;
	platdev_port_core_lock();
	ret = enable_locked(clk->core, 0);
	platdev_port_core_unlock();
	return ret;
}

void clk_disable(struct clk *clk)
{
	if (IS_ERR_OR_NULL(clk))
		return;
	platdev_port_core_lock();
	disable_locked(clk->core);
	platdev_port_core_unlock();
}

int clk_prepare_enable(struct clk *clk)
{
	int ret = clk_prepare(clk);

	if (ret)
		return ret;
	ret = clk_enable(clk);
	if (ret)
		clk_unprepare(clk);
	return ret;
}

void clk_disable_unprepare(struct clk *clk)
{
	clk_disable(clk);
	clk_unprepare(clk);
}

unsigned long clk_get_rate(struct clk *clk)
{
	unsigned long rate;

	if (IS_ERR_OR_NULL(clk))
		return 0;
	platdev_port_core_lock();
	rate = rate_locked(clk->core, 0);
	platdev_port_core_unlock();
	return rate;
}

/* ---- rates that can change ---- */

/*
 * The rate @core can run at nearest @rate (as its determine_rate or
 * round_rate says; through the parent for a pass-through clock with
 * CLK_SET_RATE_PARENT; else its current rate), and in *@parent_rate the
 * parent rate that needs. Core lock held. Return: the rate or an error.
 */
static long round_locked(struct clk_core *core, unsigned long rate,
			 unsigned long *parent_rate, unsigned int depth)
{
	struct clk_core *parent;
	unsigned long prate;

	if (!core->hw)
		return -ENODEV;
	if (depth > CLK_MAX_DEPTH)
		return -ELOOP;
	parent = parent_locked(core);
	prate = parent ? rate_locked(parent, depth + 1) : 0;
	*parent_rate = prate;
	if (core->ops && core->ops->determine_rate) {
		struct clk_rate_request req = {
			.rate = rate,
			.max_rate = ULONG_MAX,
			.best_parent_rate = prate,
			.best_parent_hw = parent ? parent->hw : NULL,
		};
		int ret = core->ops->determine_rate(core->hw, &req);

		if (ret)
			return ret;
		*parent_rate = req.best_parent_rate;
		return req.rate;
	}
	if (core->ops && core->ops->round_rate)
		return core->ops->round_rate(core->hw, rate, parent_rate);
	if ((core->flags & CLK_SET_RATE_PARENT) && parent &&
	    !(core->ops && core->ops->recalc_rate)) {
		unsigned long unused;
		long r = round_locked(parent, rate, &unused, depth + 1);

		if (r >= 0)
			*parent_rate = r;
		return r;
	}
	return rate_locked(core, depth);
}

/* Set @core to @rate (rounded), its parent first if it must change. */
static int set_rate_locked(struct clk_core *core, unsigned long rate,
			   unsigned int depth)
{
	struct clk_core *parent;
	unsigned long prate;
	long r = round_locked(core, rate, &prate, depth);
	int ret;

	if (r < 0)
		return r;
	parent = parent_locked(core);
	if (parent && (core->flags & CLK_SET_RATE_PARENT) &&
	    prate != rate_locked(parent, depth + 1)) {
		ret = set_rate_locked(parent, prate, depth + 1);
		if (ret)
			return ret;
	}
	if (core->ops && core->ops->set_rate)
		return core->ops->set_rate(
			core->hw, r,
			parent ? rate_locked(parent, depth + 1) : 0);
	if (parent && (core->flags & CLK_SET_RATE_PARENT))
		return 0;
	return -EINVAL; /* nothing here can change the rate */
}

long clk_round_rate(struct clk *clk, unsigned long rate)
{
	unsigned long prate;
	long r;

	if (IS_ERR_OR_NULL(clk))
		return 0;
	platdev_port_core_lock();
	r = round_locked(clk->core, rate, &prate, 0);
	platdev_port_core_unlock();
	return r;
}

int clk_set_rate(struct clk *clk, unsigned long rate)
{
	int ret;

	if (IS_ERR_OR_NULL(clk))
		return 0;
	platdev_port_core_lock();
	if (!clk->core->hw)
		ret = -ENODEV;
	else if (rate == rate_locked(clk->core, 0))
		ret = 0;
	else
		ret = set_rate_locked(clk->core, rate, 0);
	platdev_port_core_unlock();
	return ret;
}

struct clk *clk_hw_create_clk(struct device *dev, struct clk_hw *hw,
			      const char *con_id)
{
	struct clk *clk;

	if (IS_ERR_OR_NULL(hw))
		return hw ? ERR_CAST(hw) : ERR_PTR(-ENOENT);
	clk = platdev_port_alloc(sizeof(*clk));
	if (!clk)
		return ERR_PTR(-ENOMEM);
	platdev_port_core_lock();
	if (!hw->core) {
		platdev_port_core_unlock();
		platdev_port_free(clk);
		return ERR_PTR(-ENOENT);
	}
	hw->core->refs++;
	clk->core = hw->core;
	platdev_port_core_unlock();
	clk->dev = dev;
	clk->con_id = con_id;
	return clk;
}

struct clk *clk_hw_get_clk(struct clk_hw *hw, const char *con_id)
{
	return clk_hw_create_clk(NULL, hw, con_id);
}

void clk_put(struct clk *clk)
{
	if (IS_ERR_OR_NULL(clk))
		return;
	core_put(clk->core);
	platdev_port_free(clk);
}

/* Record where @core's parent is to be found. */
static int set_parent_source(struct clk_core *core, struct device_node *np,
			     const struct clk_init_data *init)
{
	const struct clk_parent_data *pd = init->parent_data;
	int index;

	if (init->parent_hws) {
		core->parent_hw = init->parent_hws[0];
		return 0;
	}
	if (init->parent_names) {
		core->parent_name = kstrdup(init->parent_names[0], GFP_KERNEL);
		return init->parent_names[0] && !core->parent_name ? -ENOMEM :
								     0;
	}
	if (!pd)
		return 0;
	if (pd->hw) {
		core->parent_hw = pd->hw;
		return 0;
	}
	index = pd->index;
	if (index < 0 && pd->fw_name && np)
		index = of_property_match_string(np, "clock-names",
						 pd->fw_name);
	if (np && index >= 0 &&
	    !of_parse_phandle_with_args(np, "clocks", "#clock-cells", index,
					&core->parent_spec))
		return 0;
	if (pd->name) {
		core->parent_name = kstrdup(pd->name, GFP_KERNEL);
		if (!core->parent_name)
			return -ENOMEM;
	}
	return 0;
}

int of_clk_hw_register(struct device_node *node, struct clk_hw *hw)
{
	const struct clk_init_data *init = hw ? hw->init : NULL;
	struct clk_core *core;
	int ret;

	if (!init || !init->name || init->num_parents > 1) {
		pr_err("clk: cannot register %s: %s\n",
		       init && init->name ? init->name : "(no name)",
		       init ? "more than one parent" : "no init data");
		return -EINVAL;
	}
	core = platdev_port_alloc(sizeof(*core));
	if (!core)
		return -ENOMEM;
	core->name = kstrdup(init->name, GFP_KERNEL);
	ret = core->name ? 0 : -ENOMEM;
	if (!ret && init->num_parents)
		ret = set_parent_source(core, node, init);
	if (ret)
		goto fail;
	core->ops = init->ops;
	core->flags = init->flags;
	core->hw = hw;
	core->refs = 1;
	platdev_port_core_lock();
	if (lookup_locked(core->name)) {
		platdev_port_core_unlock();
		pr_err("clk: a clock named %s is already registered\n",
		       core->name);
		ret = -EEXIST;
		goto fail;
	}
	core->next = clocks;
	clocks = core;
	hw->core = core;
	hw->init = NULL;
	platdev_port_core_unlock();
	return 0;
fail:
	core_free(core);
	return ret;
}

int clk_hw_register(struct device *dev, struct clk_hw *hw)
{
	return of_clk_hw_register(dev ? dev->of_node : NULL, hw);
}

void clk_hw_unregister(struct clk_hw *hw)
{
	struct clk_core **link, *core;

	if (IS_ERR_OR_NULL(hw))
		return;
	platdev_port_core_lock();
	core = hw->core;
	if (!core) {
		platdev_port_core_unlock();
		return;
	}
	for (link = &clocks; *link; link = &(*link)->next) {
		if (*link == core) {
			*link = core->next;
			break;
		}
	}
	if (core->prepare_count)
		pr_warn("clk: %s unregistered while prepared\n", core->name);
	core->hw = NULL;
	hw->core = NULL;
	platdev_port_core_unlock();
	core_put(core);
}

const char *clk_hw_get_name(const struct clk_hw *hw)
{
	return hw && hw->core ? hw->core->name : NULL;
}

unsigned long clk_hw_get_rate(const struct clk_hw *hw)
{
	unsigned long rate = 0;

	if (!hw)
		return 0;
	platdev_port_core_lock();
	if (hw->core)
		rate = rate_locked(hw->core, 0);
	platdev_port_core_unlock();
	return rate;
}

struct clk_hw *clk_hw_get_parent(const struct clk_hw *hw)
{
	struct clk_core *parent = NULL;

	if (!hw)
		return NULL;
	platdev_port_core_lock();
	if (hw->core)
		parent = parent_locked(hw->core);
	platdev_port_core_unlock();
	return parent ? parent->hw : NULL;
}

void platdev_clk_hw_counts(const struct clk_hw *hw, unsigned int *prepare,
			   unsigned int *enable)
{
	unsigned int p = 0, e = 0;

	platdev_port_core_lock();
	if (hw && hw->core) {
		p = hw->core->prepare_count;
		e = hw->core->enable_count;
	}
	platdev_port_core_unlock();
	if (prepare)
		*prepare = p;
	if (enable)
		*enable = e;
}

bool clk_hw_is_prepared(const struct clk_hw *hw)
{
	unsigned int p;

	platdev_clk_hw_counts(hw, &p, NULL);
	return p != 0;
}

bool clk_hw_is_enabled(const struct clk_hw *hw)
{
	unsigned int e;

	platdev_clk_hw_counts(hw, NULL, &e);
	return e != 0;
}
