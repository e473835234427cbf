// SPDX-License-Identifier: MIT
/*
 * clk-of.c - clocks and the device tree: providers registered for nodes,
 * consumers' "clocks"/"clock-names" looked up through them, and the fixed
 * clocks of the tree set up as Linux's of_clk_init() does.
 */
#include <linux/clk-provider.h>
#include <linux/clk/clk-conf.h>
#include <linux/device.h>
#include <linux/printk.h>
#include <platdev/bind.h>
#include <platdev/clk.h>
#include <platdev/port.h>

#include "clk/clk.h"

struct of_clk_provider {
	struct device_node *node;
	struct clk_hw *(*get)(struct of_phandle_args *clkspec, void *data);
	void *data;
	struct of_clk_provider *next;
};

static struct of_clk_provider *providers;

struct clk_hw *of_clk_hw_simple_get(struct of_phandle_args *clkspec, void *data)
{
	(void)clkspec;
	return data;
}

struct clk_hw *of_clk_hw_onecell_get(struct of_phandle_args *clkspec,
				     void *data)
{
	struct clk_hw_onecell_data *onecell = data;
	unsigned int idx;

	if (clkspec->args_count < 1)
		return ERR_PTR(-EINVAL);
	idx = clkspec->args[0];
	if (idx >= onecell->num) {
		pr_err("clk: %s has no clock %u\n", clkspec->np->full_name,
		       idx);
		return ERR_PTR(-EINVAL);
	}
	return onecell->hws[idx];
}

static struct of_clk_provider *find_provider_locked(struct device_node *np)
{
	struct of_clk_provider *p;

	for (p = providers; p; p = p->next)
		if (p->node == np)
			return p;
	return NULL;
}

int of_clk_add_hw_provider(
	struct device_node *np,
	struct clk_hw *(*get)(struct of_phandle_args *clkspec, void *data),
	void *data)
{
	struct of_clk_provider *p;
	int ret;

	if (!np || !get)
		return -EINVAL;
	p = platdev_port_alloc(sizeof(*p));
	if (!p)
		return -ENOMEM;
	p->node = of_node_get(np);
	p->get = get;
	p->data = data;
	clk_lock();
	if (find_provider_locked(np)) {
		clk_unlock();
		of_node_put(np);
		platdev_port_free(p);
		return -EEXIST;
	}
	p->next = providers;
	providers = p;
	/* Clocks whose parent it provides have it now. */
	clk_core_adopt_orphans_locked();
	clk_unlock();
	/* The node's own assigned-clocks, as Linux applies them here. */
	ret = of_clk_set_defaults(np, true);
	if (ret < 0) {
		of_clk_del_provider(np);
		return ret;
	}
	/* Consumers that deferred for want of this provider try again. */
	platdev_node_ready(np);
	return 0;
}

void of_clk_del_provider(struct device_node *np)
{
	struct of_clk_provider **link, *p = NULL;

	clk_lock();
	for (link = &providers; *link; link = &(*link)->next) {
		if ((*link)->node == np) {
			p = *link;
			*link = p->next;
			break;
		}
	}
	clk_unlock();
	if (p) {
		of_node_put(p->node);
		platdev_port_free(p);
	}
}

struct clk_hw *of_clk_hw_from_spec_locked(struct of_phandle_args *spec)
{
	struct of_clk_provider *p = find_provider_locked(spec->np);

	return p ? p->get(spec, p->data) : ERR_PTR(-EPROBE_DEFER);
}

struct clk *clk_from_spec(struct device *dev, struct of_phandle_args *spec,
			  const char *con_id)
{
	struct clk_hw *hw;

	clk_lock();
	hw = of_clk_hw_from_spec_locked(spec);
	clk_unlock();
	if (hw == ERR_PTR(-EPROBE_DEFER) && dev)
		platdev_device_waits_for_node(dev, spec->np, PLATDEV_DEP_CLOCK);
	if (IS_ERR(hw))
		return ERR_CAST(hw);
	/* The provider may go between its get and here: then -ENOENT. */
	return clk_hw_create_clk(dev, hw, con_id);
}

struct clk *of_clk_get_from_provider(struct of_phandle_args *clkspec)
{
	if (!clkspec || !clkspec->np)
		return ERR_PTR(-EINVAL);
	return clk_from_spec(NULL, clkspec, NULL);
}

/*
 * The clock of entry @index (or, with @name, the entry "clock-names"
 * gives) of @np's "clocks"; @dev, when given, is the consumer, and a
 * missing provider is recorded as what it waits for.
 */
static struct clk *get_clk(struct device *dev, struct device_node *np,
			   int index, const char *name)
{
	struct of_phandle_args spec;
	struct clk *clk;
	int ret;

	if (!np)
		return ERR_PTR(-ENOENT);
	if (name) {
		index = of_property_match_string(np, "clock-names", name);
		if (index < 0)
			return ERR_PTR(-ENOENT);
	}
	ret = of_parse_phandle_with_args(np, "clocks", "#clock-cells", index,
					 &spec);
	if (ret)
		return ERR_PTR(ret);
	clk = clk_from_spec(dev, &spec, name);
	of_node_put(spec.np);
	return clk;
}

struct clk *clk_get(struct device *dev, const char *id)
{
	return get_clk(dev, dev ? dev->of_node : NULL, 0, id);
}

struct clk *of_clk_get(struct device_node *np, int index)
{
	if (index < 0)
		return ERR_PTR(-EINVAL);
	return get_clk(NULL, np, index, NULL);
}

struct clk *of_clk_get_by_name(struct device_node *np, const char *name)
{
	return get_clk(NULL, np, 0, name);
}

unsigned int of_clk_get_parent_count(const struct device_node *np)
{
	int count = of_count_phandle_with_args(np, "clocks", "#clock-cells");

	return count < 0 ? 0 : (unsigned int)count;
}

/* The clocks platdev_of_clk_init() registered, newest first. */
struct of_clk_early {
	struct clk_hw *hw;
	bool factor;
	struct device_node *node;
	struct of_clk_early *next;
};

static struct of_clk_early *early_clocks;
static bool early_clocks_done;

static const char *clock_name(struct device_node *np)
{
	const char *name = NULL;

	if (of_property_read_string_index(np, "clock-output-names", 0, &name))
		name = np->name;
	return name;
}

/* Register the clock of @np. Return: 1, 0 when skipped, -ENOMEM. */
static int setup_clock(struct device_node *np, bool factor)
{
	const char *name = clock_name(np);
	struct of_clk_early *e;
	u32 rate, mult, div;
	int ret;

	if (factor ? of_property_read_u32(np, "clock-div", &div) ||
			     of_property_read_u32(np, "clock-mult", &mult) :
		     of_property_read_u32(np, "clock-frequency", &rate)) {
		/* Linux complains only of the fixed factor's. */
		if (factor)
			pr_err("clk: %s: clock-div or clock-mult missing\n",
			       np->full_name);
		else
			pr_debug("clk: %s: no clock-frequency\n",
				 np->full_name);
		return 0;
	}
	e = platdev_port_alloc(sizeof(*e));
	if (!e)
		return -ENOMEM;
	e->factor = factor;
	e->hw = factor ? platdev_clk_register_fixed_factor_of(np, name, mult,
							      div) :
			 clk_hw_register_fixed_rate(NULL, name, NULL, 0, rate);
	ret = IS_ERR(e->hw) ? (int)PTR_ERR(e->hw) : 0;
	if (!ret) {
		ret = of_clk_add_hw_provider(np, of_clk_hw_simple_get, e->hw);
		if (ret) {
			if (factor)
				clk_hw_unregister_fixed_factor(e->hw);
			else
				clk_hw_unregister_fixed_rate(e->hw);
		}
	}
	if (ret) {
		platdev_port_free(e);
		if (ret == -ENOMEM)
			return ret;
		pr_err("clk: %s: not registered (error %d)\n", np->full_name,
		       ret);
		return 0;
	}
	e->node = np;
	e->next = early_clocks;
	early_clocks = e;
	return 1;
}

int platdev_of_clk_init(void)
{
	struct device_node *np;
	int ret, count = 0;

	if (early_clocks_done)
		return -EBUSY;
	for_each_of_allnodes(np) {
		bool factor = of_device_is_compatible(np, "fixed-factor-clock");

		if (!factor && !of_device_is_compatible(np, "fixed-clock"))
			continue;
		if (!of_device_is_available(np))
			continue;
		ret = setup_clock(np, factor);
		if (ret < 0) {
			platdev_of_clk_exit();
			return ret;
		}
		count += ret;
	}
	early_clocks_done = true;
	return count;
}

void platdev_of_clk_exit(void)
{
	struct of_clk_early *e;

	while ((e = early_clocks)) {
		early_clocks = e->next;
		of_clk_del_provider(e->node);
		if (e->factor)
			clk_hw_unregister_fixed_factor(e->hw);
		else
			clk_hw_unregister_fixed_rate(e->hw);
		platdev_port_free(e);
	}
	early_clocks_done = false;
}
