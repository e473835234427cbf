// SPDX-License-Identifier: MIT
/*
 * clk-conf.c - the "assigned-clocks" of a node, applied as Linux's
 * of_clk_set_defaults() does: entry i of "assigned-clock-parents" becomes
 * the parent of entry i of "assigned-clocks", then entry i of
 * "assigned-clock-rates" its rate. The platform bus applies a device's
 * before its probe, a clock provider its own when it registers.
 */
#include <linux/clk.h>
#include <linux/clk/clk-conf.h>
#include <linux/device.h>
#include <linux/of.h>
#include <linux/printk.h>
#include <platdev/clk.h>

#include "clk/clk.h"

/* What to do with entry @index of @list. */
enum entry_use {
	ENTRY_GOT, /* *@clk is the clock */
	ENTRY_EMPTY, /* phandle 0: nothing to do */
	ENTRY_OWN, /* the node's own clock, left to it as provider */
};

/*
 * The clock of entry @index of @node's property @list, for consumer @dev
 * (NULL: none). Return: an enum entry_use, or a negative error.
 */
static int assigned_entry(struct device *dev, struct device_node *node,
			  const char *list, int index, bool clk_supplier,
			  struct clk **clk)
{
	struct of_phandle_args spec;
	int ret;

	ret = of_parse_phandle_with_args(node, list, "#clock-cells", index,
					 &spec);
	if (ret == -ENOENT)
		return ENTRY_EMPTY;
	if (ret < 0)
		return ret;
	if (spec.np == node && !clk_supplier) {
		of_node_put(spec.np);
		return ENTRY_OWN;
	}
	*clk = clk_from_spec(dev, &spec, NULL);
	of_node_put(spec.np);
	if (!IS_ERR(*clk))
		return ENTRY_GOT;
	if (PTR_ERR(*clk) != -EPROBE_DEFER)
		pr_warn("clk: %s: no clock for entry %d of %s\n",
			node->full_name, index, list);
	return (int)PTR_ERR(*clk);
}

/* Entry @index of "assigned-clock-parents" and of "assigned-clocks". */
static int assign_parent(struct device *dev, struct device_node *node,
			 int index, bool clk_supplier)
{
	struct clk *clk = NULL, *parent = NULL;
	int ret;

	ret = assigned_entry(dev, node, "assigned-clock-parents", index,
			     clk_supplier, &parent);
	if (ret != ENTRY_GOT)
		return ret;
	ret = assigned_entry(dev, node, "assigned-clocks", index, clk_supplier,
			     &clk);
	if (ret == ENTRY_EMPTY)
		ret = -ENOENT; /* a parent for no clock: Linux's error */
	if (ret == ENTRY_GOT) {
		ret = clk_set_parent(clk, parent);
		if (ret < 0)
			pr_err("clk: %s: cannot make %s the parent of %s: %d\n",
			       node->full_name, parent->core->name,
			       clk->core->name, ret);
		clk_put(clk);
		ret = ENTRY_GOT;
	}
	clk_put(parent);
	return ret;
}

/* Entry @index of "assigned-clock-rates" and of "assigned-clocks". */
static int assign_rate(struct device *dev, struct device_node *node, int index,
		       bool clk_supplier)
{
	struct clk *clk = NULL;
	u32 rate = 0;
	int ret;

	of_property_read_u32_index(node, "assigned-clock-rates", (u32)index,
				   &rate);
	if (!rate)
		return ENTRY_EMPTY;
	ret = assigned_entry(dev, node, "assigned-clocks", index, clk_supplier,
			     &clk);
	if (ret != ENTRY_GOT)
		return ret;
	ret = clk_set_rate(clk, rate);
	if (ret < 0)
		pr_err("clk: %s: cannot set %s to %u Hz: %d (it runs at %lu)\n",
		       node->full_name, clk->core->name, rate, ret,
		       clk_get_rate(clk));
	clk_put(clk);
	return ENTRY_GOT;
}

/*
 * Apply @node's settings, @dev (or NULL) the consumer. Each walk stops at
 * its first error or at the node's own clock.
 */
static int set_defaults(struct device *dev, struct device_node *node,
			bool clk_supplier)
{
	int count, index, ret;

	if (!node)
		return 0;
	count = of_count_phandle_with_args(node, "assigned-clock-parents",
					   "#clock-cells");
	if (count == -EINVAL)
		pr_err("clk: %s: malformed assigned-clock-parents\n",
		       node->full_name);
	for (index = 0; index < count; index++) {
		ret = assign_parent(dev, node, index, clk_supplier);
		if (ret < 0)
			return ret;
		if (ret == ENTRY_OWN)
			break;
	}
	count = of_property_count_u32_elems(node, "assigned-clock-rates");
	for (index = 0; index < count; index++) {
		ret = assign_rate(dev, node, index, clk_supplier);
		if (ret < 0)
			return ret;
		if (ret == ENTRY_OWN)
			return 0;
	}
	return 0;
}

int of_clk_set_defaults(struct device_node *node, bool clk_supplier)
{
	return set_defaults(NULL, node, clk_supplier);
}

int platdev_clk_set_defaults(struct device *dev)
{
	return set_defaults(dev, dev->of_node, false);
}
