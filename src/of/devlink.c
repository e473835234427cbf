// SPDX-License-Identifier: MIT
/*
 * devlink.c - device links from the device tree (what Linux calls
 * fw_devlink): a node that points at a clock, reset, regulator, GPIO,
 * interrupt controller... with a phandle makes its device a consumer of
 * the device that owns the node pointed at, so it is probed after it
 * rather than deferring until it happens to be bound.
 *
 * The owner of a supplier node is the device made for it, else for its
 * nearest ancestor that has one (a pin configuration node belongs to its
 * pin controller). No link is made to an ancestor or a descendant of the
 * consumer (the hierarchy orders those already, or the consumer makes
 * them), nor to a node nobody made a device for (a GIC that Linux sets up
 * before populating). A link that would close a cycle is left out: real
 * trees have cycles (a GPIO controller that needs a pin controller that
 * uses one of its GPIOs), and neither side could ever probe.
 */
#include <string.h>

#include <linux/device.h>
#include <linux/of.h>
#include <linux/of_irq.h>
#include <linux/printk.h>
#include <platdev/of.h>

#include "of/of_private.h"

/* The device owning @np: its own, or its nearest ancestor's. */
static struct device *owner_of(struct device_node *np)
{
	for (; np; np = np->parent)
		if (np->fwnode.dev && of_node_check_flag(np, OF_POPULATED))
			return np->fwnode.dev;
	return NULL;
}

static bool is_ancestor(const struct device *up, const struct device *dev)
{
	for (dev = dev->parent; dev; dev = dev->parent)
		if (dev == up)
			return true;
	return false;
}

/* Make @consumer depend on the owner of @supplier_np, if that makes sense. */
static void link_to(struct device *consumer, struct device_node *supplier_np)
{
	struct device *supplier = owner_of(supplier_np);

	if (!supplier || supplier == consumer ||
	    is_ancestor(supplier, consumer) || is_ancestor(consumer, supplier))
		return;
	device_link_add(consumer, supplier,
			DL_FLAG_INFERRED | DL_FLAG_AUTOPROBE_CONSUMER);
}

/*
 * Link @consumer to each target of phandle list @pp of @np, up to the
 * first empty or bad entry (as of_parse_phandle_with_args() by index
 * would stop): one walk over the property, which is not looked up again.
 */
static void link_phandle_list(struct device *consumer, struct device_node *np,
			      const struct property *pp, const char *cells)
{
	struct of_phandle_walk w;
	struct of_phandle_args args;

	of_phandle_walk_init(&w, np, pp, cells, 0);
	while (!of_phandle_walk_next(&w, &args) && args.np) {
		link_to(consumer, args.np);
		of_node_put(args.np);
	}
}

/* Link @consumer to the suppliers named by one property of its node. */
static void link_property(struct device *consumer, struct device_node *np,
			  const struct property *pp)
{
	struct device_node *parent;
	const char *cells;

	switch (platdev_of_supplier_property(np, pp->name, pp->length,
					     &cells)) {
	case PLATDEV_OF_SUPPLIER_LIST:
	case PLATDEV_OF_SUPPLIER_PHANDLES:
		/* (plain phandles: @cells is NULL, no arguments) */
		link_phandle_list(consumer, np, pp, cells);
		break;
	case PLATDEV_OF_SUPPLIER_INTERRUPT_PARENT:
		parent = of_irq_find_parent(np);
		if (parent) {
			link_to(consumer, parent);
			of_node_put(parent);
		}
		break;
	case PLATDEV_OF_SUPPLIER_NONE:
		break;
	}
}

void of_fwnode_links_add(struct device *dev)
{
	struct device_node *np = dev ? dev->of_node : NULL;
	struct property *pp;

	if (!np)
		return;
	for (pp = np->properties; pp; pp = pp->next)
		link_property(dev, np, pp);
}

void of_fwnode_links_add_subtree(struct device_node *root)
{
	struct device_node *np;

	for (np = root; np; np = of_subtree_next(root, np))
		if (np->fwnode.dev && of_node_check_flag(np, OF_POPULATED))
			of_fwnode_links_add(np->fwnode.dev);
}

void of_fwnode_links_add_all(void)
{
	struct device_node *np;

	for_each_of_allnodes(np)
		if (np->fwnode.dev && of_node_check_flag(np, OF_POPULATED))
			of_fwnode_links_add(np->fwnode.dev);
}
