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

#endif /* _PLATDEV_TOOLS_INSPECT_H */
