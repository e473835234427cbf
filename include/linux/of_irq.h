/* SPDX-License-Identifier: MIT */
/*
 * linux/of_irq.h - interrupts described by the device tree.
 */
#ifndef _PLATDEV_LINUX_OF_IRQ_H
#define _PLATDEV_LINUX_OF_IRQ_H

#include <linux/ioport.h>
#include <linux/irqdomain.h>
#include <linux/of.h>

/**
 * of_irq_parse_one() - the @index'th interrupt of @device as a specifier of
 * its controller: from "interrupts-extended", else "interrupts" with the
 * "interrupt-parent" found up the tree, then through every "interrupt-map"
 * (with "interrupt-map-mask" and the unit address from "reg") on the way
 * Return: 0 (@out_irq->np holds a reference), -EINVAL when there is no such
 * interrupt or the description is inconsistent, -ENOENT when no controller
 * is reached.
 */
int of_irq_parse_one(struct device_node *device, int index,
		     struct of_phandle_args *out_irq);

/**
 * of_irq_find_parent() - the interrupt controller @child's interrupts go
 * to: its "interrupt-parent", else its nearest ancestor's, stopping at the
 * first node with "#interrupt-cells"
 * @child: the node
 *
 * Return: the controller with a reference taken, or NULL.
 */
struct device_node *of_irq_find_parent(struct device_node *child);

/**
 * of_irq_get() - the Linux interrupt number of @dev's @index'th interrupt
 * Return: the number, -EPROBE_DEFER when its controller has no irq domain
 * yet, or a negative errno from of_irq_parse_one() or a refused mapping.
 */
int of_irq_get(struct device_node *dev, int index);

/** of_irq_get_byname() - of_irq_get() of the interrupt named in "interrupt-names" */
int of_irq_get_byname(struct device_node *dev, const char *name);

/** of_irq_count() - how many interrupts @dev describes */
int of_irq_count(struct device_node *dev);

/**
 * of_irq_to_resource() - the @index'th interrupt as an IRQ resource
 * Return: the interrupt number (> 0), or a negative errno.
 */
int of_irq_to_resource(struct device_node *dev, int index, struct resource *r);

/**
 * of_irq_to_resource_table() - fill @res with up to @nr_irqs interrupts
 * Return: how many were filled (stops at the first that does not map).
 */
int of_irq_to_resource_table(struct device_node *dev, struct resource *res,
			     int nr_irqs);

/**
 * irq_of_parse_and_map() - of_irq_parse_one() then irq_create_of_mapping():
 * the Linux interrupt number of @node's @index'th interrupt, mapped in its
 * controller's domain (undo with irq_dispose_mapping())
 * Return: the number, or 0 when there is no such interrupt, its
 * controller has no domain yet, or the domain refuses it.
 */
unsigned int irq_of_parse_and_map(struct device_node *node, int index);

/** irq_create_of_mapping() - map a parsed specifier through its controller's domain; 0 on failure */
unsigned int irq_create_of_mapping(struct of_phandle_args *irq_data);

#endif /* _PLATDEV_LINUX_OF_IRQ_H */
