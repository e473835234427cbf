/* SPDX-License-Identifier: MIT */
/*
 * inspect.h - the inspector's view of the device model: print what is on
 * the platform bus, using only the public driver-core API.
 */
#ifndef _PLATDEV_TOOLS_INSPECT_H
#define _PLATDEV_TOOLS_INSPECT_H

#include <stddef.h>
#include <stdio.h>

struct platform_device;
struct resource;

/**
 * typedef inspect_platdata_fn - render a device's platform data
 * @pdev: the device
 * @buf: where to write
 * @len: size of @buf
 *
 * Return: the text (usually @buf), or NULL if the device has none.
 */
typedef const char *(*inspect_platdata_fn)(struct platform_device *pdev,
					   char *buf, size_t len);

/**
 * inspect_format_resource() - render one resource's type and range
 * @res: the resource
 * @buf: where to write "[mem 0x10000000-0x10001000]", "[io  0x0070-0x0071]",
 *       "irq 20", "dma 3", ...
 * @len: size of @buf
 *
 * Return: the type label: "MEM", "IO", "IRQ", "DMA", "REG", "BUS" or "?".
 */
const char *inspect_format_resource(const struct resource *res, char *buf,
				    size_t len);

/**
 * inspect_print_platform_devices() - print every platform device, one
 * block each, in registration order
 * @out: where to print
 * @describe: renders platform data, or NULL to print only whether there is any
 * @hardware: renders what a driver learned from its hardware, or NULL
 *
 * Each block gives the device name, the bound driver (or "(none)"), the
 * parent when it is not the platform bus, the device-tree node's path when
 * it has one, one line per resource, the
 * platform data, and a "hardware" line when @hardware has something to say.
 * A summary line ends the listing.
 *
 * Return: the number of devices printed, or a negative errno if the
 * platform bus could not be walked.
 */
int inspect_print_platform_devices(FILE *out, inspect_platdata_fn describe,
				   inspect_platdata_fn hardware);

/**
 * inspect_print_resource_tree() - print a resource tree as /proc/iomem does,
 * under a heading, if it has any entries
 * @out: where to print
 * @title: the heading ("iomem", "ioports")
 * @root: the tree's root
 */
void inspect_print_resource_tree(FILE *out, const char *title,
				 const struct resource *root);

/**
 * inspect_print_json() - print every platform device as one JSON document:
 * {"devices": [{"name", "bus", "of_node", "parent", "compatible", "driver",
 * "state" ("bound" or "unbound"), "resources": [{"type", "start", "end",
 * "name"}]}]}
 * Return: the number of devices, or a negative errno.
 */
int inspect_print_json(FILE *out);

struct device;
struct device_node;
struct of_phandle_args;

/**
 * struct inspect_devices - the devices the inspector lists, in order
 * @dev: the devices (not referenced; the board must not change meanwhile)
 * @nr: how many
 * @cap: allocated entries
 */
struct inspect_devices {
	struct device **dev;
	size_t nr, cap;
};

/**
 * inspect_for_each_device() - call @fn for every device the inspector
 * lists: each bus the inspector knows, every device in registration order
 * @data: passed to @fn
 * @fn: the callback; a non-zero return stops the walk
 *
 * Return: what the last @fn call returned, or a negative errno.
 */
int inspect_for_each_device(void *data, int (*fn)(struct device *, void *));

/**
 * inspect_collect_devices() - the devices of inspect_for_each_device() as
 * an array; release it with inspect_free_devices()
 * @list: filled in
 *
 * Return: 0, or a negative errno.
 */
int inspect_collect_devices(struct inspect_devices *list);

/** inspect_free_devices() - release what inspect_collect_devices() allocated */
void inspect_free_devices(struct inspect_devices *list);

/**
 * inspect_parent_index() - the index in @list of the parent of device @i
 * Return: the index, or -1 when the parent is not listed.
 */
int inspect_parent_index(const struct inspect_devices *list, size_t i);

/**
 * inspect_device_resources() - a listed device's resource table
 * @dev: the device
 * @res: set to the table, or NULL
 *
 * Return: its number of entries.
 */
unsigned int inspect_device_resources(struct device *dev,
				      const struct resource **res);

/**
 * inspect_irq_parent_cells() - #interrupt-cells of @np's interrupt parent
 * Return: the cell count, or 0 when @np has no usable interrupt parent.
 */
unsigned int inspect_irq_parent_cells(const struct device_node *np);

/**
 * inspect_irq_described() - how many interrupts @np describes, resolvable
 * or not
 * Return: the count, or -1 when it has interrupts that cannot be counted.
 */
int inspect_irq_described(struct device_node *np);

/**
 * inspect_format_irq() - render a parsed interrupt: the controller's path,
 * the specifier cells in hex and, for "arm,gic*" three-cell and for
 * two-cell controllers, the decoded trigger type
 * @irq: the specifier, from of_irq_parse_one()
 * @buf: where to write
 * @len: size of @buf
 *
 * Return: @buf.
 */
char *inspect_format_irq(const struct of_phandle_args *irq, char *buf,
			 size_t len);

/**
 * inspect_print_tree() - print the listed devices as a tree, each under its
 * parent, with compatibles, driver, memory resources and interrupts
 * Return: the number of devices, or a negative errno.
 */
int inspect_print_tree(FILE *out);

/**
 * inspect_print_dot() - print the listed devices as a Graphviz digraph
 * Return: the number of devices, or a negative errno.
 */
int inspect_print_dot(FILE *out);

/**
 * inspect_print_iomem() - print the resource tree under @root in
 * /proc/iomem format, without a heading
 */
void inspect_print_iomem(FILE *out, const struct resource *root);

/**
 * inspect_explain() - print where @dev stands with drivers (why.c)
 * @out: where to print
 * @dev: the device
 */
void inspect_explain(FILE *out, struct device *dev);

/**
 * inspect_print_timeline() - the probes by start time (timeline.c)
 * @out: where to print
 *
 * Return: the number of devices printed, or a negative errno.
 */
int inspect_print_timeline(FILE *out);

#endif /* _PLATDEV_TOOLS_INSPECT_H */
