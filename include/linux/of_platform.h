/* SPDX-License-Identifier: MIT */
/*
 * linux/of_platform.h - platform devices created from the device tree.
 */
#ifndef _PLATDEV_LINUX_OF_PLATFORM_H
#define _PLATDEV_LINUX_OF_PLATFORM_H

#include <linux/of.h>
#include <linux/platform_device.h>
#include <linux/property.h>

/**
 * struct of_dev_auxdata - board data for a node populate creates
 * @compatible: the node must be compatible with this
 * @phys_addr: and its first reg entry must translate to this
 * @name: the device name to use instead of the generated one
 * @platform_data: platform data to attach
 */
struct of_dev_auxdata {
	char *compatible;
	resource_size_t phys_addr;
	char *name;
	void *platform_data;
};

#define OF_DEV_AUXDATA(_compat, _phys, _name, _pdata)                     \
	{                                                                 \
		.compatible = _compat, .phys_addr = _phys, .name = _name, \
		.platform_data = _pdata                                   \
	}

extern const struct of_device_id of_default_bus_match_table[];

/**
 * of_platform_populate() - create platform devices for the children of
 * @root (NULL: the tree's root) and, recursively, of those matching @matches
 * @root: where to start
 * @matches: bus nodes whose children are populated too
 * @lookup: board data by compatible and address, or NULL
 * @parent: parent device, or NULL for the platform bus root
 *
 * A node becomes a device only if it has "compatible" and is available; a
 * disabled bus hides its subtree; nodes already populated are skipped.
 * Devices are named as Linux's of_device_make_bus_id() names them. Nodes
 * compatible with "arm,primecell" become devices on the AMBA bus
 * (linux/amba/bus.h), their window claimed in the iomem tree (a conflict
 * is logged and the node left out); their children are not populated.
 *
 * Return: 0, or the first error (what was created stays).
 */
int of_platform_populate(struct device_node *root,
			 const struct of_device_id *matches,
			 const struct of_dev_auxdata *lookup,
			 struct device *parent);

/** of_platform_default_populate() - of_platform_populate() with the default bus table */
int of_platform_default_populate(struct device_node *root,
				 const struct of_dev_auxdata *lookup,
				 struct device *parent);

/**
 * of_platform_device_create() - create one platform device for @np
 * Return: the device, or NULL (unavailable, already populated, or error).
 */
struct platform_device *of_platform_device_create(struct device_node *np,
						  const char *bus_id,
						  struct device *parent);

/**
 * of_platform_depopulate() - unregister every device populate created under
 * @parent (NULL: the platform bus root), children first
 *
 * With NULL (where Linux has no equivalent), the nodes whose children were
 * populated straight under the bus root (the root, and /firmware after
 * platdev_of_populate_boot()) are no longer flagged OF_POPULATED_BUS once
 * none of their children has a device, so populating again starts afresh.
 */
void of_platform_depopulate(struct device *parent);

/**
 * devm_of_platform_populate() - of_platform_populate() of @dev's node's
 * children under @dev, depopulated with @dev's managed resources
 * Return: 0; -EINVAL for NULL @dev; -ENOMEM; of_platform_populate()'s error.
 */
int devm_of_platform_populate(struct device *dev);

/**
 * devm_of_platform_depopulate() - depopulate now what
 * devm_of_platform_populate() made (a warning when it made nothing)
 */
void devm_of_platform_depopulate(struct device *dev);

/** of_find_device_by_node() - the platform device of @np, referenced, or NULL */
struct platform_device *of_find_device_by_node(struct device_node *np);

/**
 * of_driver_match_device() - whether @drv's of_match_table matches @dev's node
 */
int of_driver_match_device(struct device *dev, const struct device_driver *drv);

/** of_match_device() - the entry of @matches matching @dev's node, or NULL */
const struct of_device_id *of_match_device(const struct of_device_id *matches,
					   const struct device *dev);

/**
 * of_device_get_match_data() - the data of the bound driver's
 * of_match_table entry that matches @dev, or NULL
 */
const void *of_device_get_match_data(const struct device *dev);

/* device_get_match_data() is in <linux/property.h>, included here. */

/**
 * of_device_modalias() - @dev's modalias as Linux writes it:
 * "of:N<name>T<device_type or (null)>" then "C<compatible>" for each
 * compatible string, with white space replaced by '_'
 * @dev: a device with an of_node
 * @str: where to write; truncated to fit
 * @len: size of @str
 *
 * Return: the length of the whole modalias (as snprintf counts), or -ENODEV
 * for a device without a node.
 */
int of_device_modalias(const struct device *dev, char *str, size_t len);

#endif /* _PLATDEV_LINUX_OF_PLATFORM_H */
