// SPDX-License-Identifier: MIT
/*
 * clk-composite.c - one clock made of up to three basic ones: a mux that
 * picks the parent, a rate part (a divider) and a gate, each with its own
 * clk_hw and ops, as Linux's composite clock. The composite's ops call the
 * part's after giving its clk_hw the composite's core, so the parts' own
 * clk_hw_*() calls (the mux's parent count, a divider's flags) see the
 * composite. With a settable mux and a rate part that determines rates,
 * rounding tries the rate part on each parent and keeps the nearest.
 * The callbacks run with the clock core's lock held.
 */
#include <linux/clk-provider.h>
#include <linux/device.h>
#include <linux/slab.h>

#include "clk/clk.h"

/* Let @part act as the composite @hw (Linux's __clk_hw_set_clk()). */
static struct clk_hw *part(struct clk_hw *hw, struct clk_hw *part_hw)
{
	part_hw->core = hw->core;
	part_hw->clk = hw->clk;
	return part_hw;
}

static u8 composite_get_parent(struct clk_hw *hw)
{
	struct clk_composite *c = to_clk_composite(hw);

	return c->mux_ops->get_parent(part(hw, c->mux_hw));
}

static int composite_set_parent(struct clk_hw *hw, u8 index)
{
	struct clk_composite *c = to_clk_composite(hw);

	return c->mux_ops->set_parent(part(hw, c->mux_hw), index);
}

static unsigned long composite_recalc_rate(struct clk_hw *hw,
					   unsigned long parent_rate)
{
	struct clk_composite *c = to_clk_composite(hw);

	return c->rate_ops->recalc_rate(part(hw, c->rate_hw), parent_rate);
}

static long composite_round_rate(struct clk_hw *hw, unsigned long rate,
				 unsigned long *prate)
{
	struct clk_composite *c = to_clk_composite(hw);

	return c->rate_ops->round_rate(part(hw, c->rate_hw), rate, prate);
}

static int composite_set_rate(struct clk_hw *hw, unsigned long rate,
			      unsigned long parent_rate)
{
	struct clk_composite *c = to_clk_composite(hw);

	return c->rate_ops->set_rate(part(hw, c->rate_hw), rate, parent_rate);
}

/* The rate part's answer for @req with @parent as the parent. */
static int rate_for_parent(struct clk_composite *c, struct clk_hw *hw,
			   struct clk_rate_request *req, struct clk_hw *parent)
{
	req->best_parent_hw = parent;
	req->best_parent_rate = clk_hw_get_rate(parent);
	return c->rate_ops->determine_rate(part(hw, c->rate_hw), req);
}

/*
 * Each parent the mux may pick (only the current one with
 * CLK_SET_RATE_NO_REPARENT) through the rate part; the nearest rate wins,
 * an exact one at once.
 */
static int determine_through_mux(struct clk_composite *c, struct clk_hw *hw,
				 struct clk_rate_request *req)
{
	unsigned int i, n = clk_hw_get_num_parents(hw);
	bool fixed = clk_hw_get_flags(hw) & CLK_SET_RATE_NO_REPARENT;
	unsigned long diff, best_diff = 0, best_rate = 0;
	struct clk_rate_request tmp;
	struct clk_hw *parent, *best = NULL;

	for (i = 0; i < n; i++) {
		parent = fixed ? clk_hw_get_parent(hw) :
				 clk_hw_get_parent_by_index(hw, i);
		if (!parent)
			continue;
		tmp = *req;
		if (rate_for_parent(c, hw, &tmp, parent))
			continue;
		diff = tmp.rate > req->rate ? tmp.rate - req->rate :
					      req->rate - tmp.rate;
		if (!best || diff < best_diff) {
			best = parent;
			best_diff = diff;
			best_rate = tmp.rate;
			req->best_parent_rate = tmp.best_parent_rate;
		}
		if (!diff || fixed)
			break;
	}
	if (!best)
		return -EINVAL;
	req->best_parent_hw = best;
	req->rate = best_rate;
	return 0;
}

static int composite_determine_rate(struct clk_hw *hw,
				    struct clk_rate_request *req)
{
	struct clk_composite *c = to_clk_composite(hw);
	bool rate_det = c->rate_ops && c->rate_ops->determine_rate;

	if (rate_det && c->mux_ops && c->mux_ops->set_parent)
		return determine_through_mux(c, hw, req);
	if (rate_det)
		return c->rate_ops->determine_rate(part(hw, c->rate_hw), req);
	return c->mux_ops->determine_rate(part(hw, c->mux_hw), req);
}

static int composite_is_enabled(struct clk_hw *hw)
{
	struct clk_composite *c = to_clk_composite(hw);

	return c->gate_ops->is_enabled(part(hw, c->gate_hw));
}

static int composite_enable(struct clk_hw *hw)
{
	struct clk_composite *c = to_clk_composite(hw);

	return c->gate_ops->enable(part(hw, c->gate_hw));
}

static void composite_disable(struct clk_hw *hw)
{
	struct clk_composite *c = to_clk_composite(hw);

	c->gate_ops->disable(part(hw, c->gate_hw));
}

/* Build @c's ops from its parts'. Return: 0, or -EINVAL as Linux refuses. */
static int composite_ops(struct clk_composite *c, const char *name)
{
	struct clk_ops *ops = &c->ops;

	if (c->mux_hw && c->mux_ops) {
		if (!c->mux_ops->get_parent)
			goto refused;
		ops->get_parent = composite_get_parent;
		if (c->mux_ops->set_parent)
			ops->set_parent = composite_set_parent;
		if (c->mux_ops->determine_rate)
			ops->determine_rate = composite_determine_rate;
	} else {
		c->mux_hw = NULL;
		c->mux_ops = NULL;
	}
	if (c->rate_hw && c->rate_ops) {
		if (!c->rate_ops->recalc_rate)
			goto refused;
		ops->recalc_rate = composite_recalc_rate;
		if (c->rate_ops->determine_rate)
			ops->determine_rate = composite_determine_rate;
		else if (c->rate_ops->round_rate)
			ops->round_rate = composite_round_rate;
		if (c->rate_ops->set_rate) {
			if (!c->rate_ops->determine_rate &&
			    !c->rate_ops->round_rate)
				goto refused;
			ops->set_rate = composite_set_rate;
		}
	} else {
		c->rate_hw = NULL;
		c->rate_ops = NULL;
	}
	if (c->gate_hw && c->gate_ops) {
		if (!c->gate_ops->is_enabled || !c->gate_ops->enable ||
		    !c->gate_ops->disable)
			goto refused;
		ops->is_enabled = composite_is_enabled;
		ops->enable = composite_enable;
		ops->disable = composite_disable;
	} else {
		c->gate_hw = NULL;
		c->gate_ops = NULL;
	}
	return 0;
refused:
	pr_err("clk: %s: a part of the composite lacks a needed op\n", name);
	return -EINVAL;
}

/* The registration the clk_*register_composite*() functions share. */
static struct clk_hw *
register_composite(struct device *dev, const char *name,
		   const char *const *parent_names,
		   const struct clk_parent_data *pdata, int num_parents,
		   struct clk_hw *mux_hw, const struct clk_ops *mux_ops,
		   struct clk_hw *rate_hw, const struct clk_ops *rate_ops,
		   struct clk_hw *gate_hw, const struct clk_ops *gate_ops,
		   unsigned long flags)
{
	struct clk_init_data init = {
		.name = name,
		.parent_names = parent_names,
		.parent_data = parent_names ? NULL : pdata,
		.num_parents = (u8)num_parents,
		.flags = flags,
	};
	struct clk_composite *c;
	int ret;

	if (num_parents < 0 || num_parents > 255)
		return ERR_PTR(-EINVAL);
	c = kzalloc(sizeof(*c), GFP_KERNEL);
	if (!c)
		return ERR_PTR(-ENOMEM);
	c->mux_hw = mux_hw;
	c->mux_ops = mux_ops;
	c->rate_hw = rate_hw;
	c->rate_ops = rate_ops;
	c->gate_hw = gate_hw;
	c->gate_ops = gate_ops;
	ret = composite_ops(c, name);
	if (!ret) {
		init.ops = &c->ops;
		c->hw.init = &init;
		ret = clk_hw_register(dev, &c->hw);
	}
	if (ret) {
		kfree(c);
		return ERR_PTR(ret);
	}
	/* The parts act as the composite from now on. */
	if (c->mux_hw)
		part(&c->hw, c->mux_hw);
	if (c->rate_hw)
		part(&c->hw, c->rate_hw);
	if (c->gate_hw)
		part(&c->hw, c->gate_hw);
	return &c->hw;
}

struct clk_hw *clk_hw_register_composite(
	struct device *dev, const char *name, const char *const *parent_names,
	int num_parents, struct clk_hw *mux_hw, const struct clk_ops *mux_ops,
	struct clk_hw *rate_hw, const struct clk_ops *rate_ops,
	struct clk_hw *gate_hw, const struct clk_ops *gate_ops,
	unsigned long flags)
{
	return register_composite(dev, name, parent_names, NULL, num_parents,
				  mux_hw, mux_ops, rate_hw, rate_ops, gate_hw,
				  gate_ops, flags);
}

struct clk_hw *clk_hw_register_composite_pdata(
	struct device *dev, const char *name,
	const struct clk_parent_data *parent_data, int num_parents,
	struct clk_hw *mux_hw, const struct clk_ops *mux_ops,
	struct clk_hw *rate_hw, const struct clk_ops *rate_ops,
	struct clk_hw *gate_hw, const struct clk_ops *gate_ops,
	unsigned long flags)
{
	return register_composite(dev, name, NULL, parent_data, num_parents,
				  mux_hw, mux_ops, rate_hw, rate_ops, gate_hw,
				  gate_ops, flags);
}

struct clk *
clk_register_composite(struct device *dev, const char *name,
		       const char *const *parent_names, int num_parents,
		       struct clk_hw *mux_hw, const struct clk_ops *mux_ops,
		       struct clk_hw *rate_hw, const struct clk_ops *rate_ops,
		       struct clk_hw *gate_hw, const struct clk_ops *gate_ops,
		       unsigned long flags)
{
	struct clk_hw *hw = register_composite(dev, name, parent_names, NULL,
					       num_parents, mux_hw, mux_ops,
					       rate_hw, rate_ops, gate_hw,
					       gate_ops, flags);

	return clk_hw_handle(hw);
}

struct clk *clk_register_composite_pdata(
	struct device *dev, const char *name,
	const struct clk_parent_data *parent_data, int num_parents,
	struct clk_hw *mux_hw, const struct clk_ops *mux_ops,
	struct clk_hw *rate_hw, const struct clk_ops *rate_ops,
	struct clk_hw *gate_hw, const struct clk_ops *gate_ops,
	unsigned long flags)
{
	struct clk_hw *hw = register_composite(dev, name, NULL, parent_data,
					       num_parents, mux_hw, mux_ops,
					       rate_hw, rate_ops, gate_hw,
					       gate_ops, flags);

	return clk_hw_handle(hw);
}

void clk_hw_unregister_composite(struct clk_hw *hw)
{
	if (IS_ERR_OR_NULL(hw))
		return;
	clk_hw_unregister(hw);
	kfree(to_clk_composite(hw));
}

void clk_unregister_composite(struct clk *clk)
{
	clk_hw_unregister_composite(__clk_get_hw(clk));
}

static void devm_composite_release(void *hw)
{
	clk_hw_unregister_composite(hw);
}

struct clk_hw *devm_clk_hw_register_composite_pdata(
	struct device *dev, const char *name,
	const struct clk_parent_data *parent_data, int num_parents,
	struct clk_hw *mux_hw, const struct clk_ops *mux_ops,
	struct clk_hw *rate_hw, const struct clk_ops *rate_ops,
	struct clk_hw *gate_hw, const struct clk_ops *gate_ops,
	unsigned long flags)
{
	struct clk_hw *hw = register_composite(dev, name, NULL, parent_data,
					       num_parents, mux_hw, mux_ops,
					       rate_hw, rate_ops, gate_hw,
					       gate_ops, flags);

	return clk_hw_devm_keep(dev, hw, devm_composite_release);
}
