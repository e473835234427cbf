// SPDX-License-Identifier: MIT
/*
 * gen.c - the devices of a board written by `platdev gen`, in the tiny
 * core (platdev/gen.h): matching a driver's of_match_table against the
 * "compatible" property of their constant software node, and the device
 * property readers on that node.
 *
 * The tiny core has no firmware nodes: a generated device is a struct
 * platdev_gen_device, found from its platform device by container_of()
 * when platform_device.platdev_gen_node says it is one. What the readers
 * of the other profiles also do and this one does not: references
 * (fwnode_property_get_reference_args()), child nodes and the fwnode_*()
 * forms, which need a firmware-node handle (docs/tiny.md).
 *
 * bus.c calls the matcher through a weak reference, so an image without a
 * generated board (nothing references platdev_gen_add_devices()) links
 * none of this file.
 */
#include <string.h>

#include <linux/of.h>
#include <platdev/gen.h>

#include "../platform/swnode_entries.h"
#include "tiny.h"

const struct software_node *platdev_gen_node(const struct device *dev)
{
	const struct platform_device *pdev;

	if (!dev)
		return NULL;
	pdev = container_of(dev, const struct platform_device, dev);
	if (!pdev->platdev_gen_node)
		return NULL;
	return container_of(pdev, const struct platdev_gen_device, pdev)->node;
}

const struct of_device_id *platdev_gen_match(const struct of_device_id *matches,
					     const struct software_node *node)
{
	return node ? platdev_entries_match(matches, node->properties) : NULL;
}

const struct of_device_id *tiny_gen_match(struct platform_driver *drv,
					  struct platform_device *pdev)
{
	return platdev_gen_match(drv->driver.of_match_table,
				 platdev_gen_node(&pdev->dev));
}

int platdev_gen_add_devices(struct platform_device *const *devs, int num)
{
	return platform_add_devices((struct platform_device **)devs, num);
}

const void *device_get_match_data(const struct device *dev)
{
	const struct of_device_id *m;

	if (!dev || !dev->driver)
		return NULL;
	m = platdev_gen_match(dev->driver->of_match_table,
			      platdev_gen_node(dev));
	return m ? m->data : NULL;
}

const void *of_device_get_match_data(const struct device *dev)
{
	return device_get_match_data(dev);
}

/* The properties of @dev's node; NULL (none) for any other device. */
static const struct property_entry *props_of(const struct device *dev)
{
	const struct software_node *node = platdev_gen_node(dev);

	return node ? node->properties : NULL;
}

bool device_property_present(const struct device *dev, const char *propname)
{
	return platdev_entry_get(props_of(dev), propname) != NULL;
}

#define TINY_READ_INT_ARRAY(bits)                                             \
	int device_property_read_u##bits##_array(const struct device *dev,    \
						 const char *propname,        \
						 u##bits *val, size_t nval)   \
	{                                                                     \
		return platdev_entries_read_int_array(                        \
			props_of(dev), propname, sizeof(u##bits), val, nval); \
	}

TINY_READ_INT_ARRAY(8)
TINY_READ_INT_ARRAY(16)
TINY_READ_INT_ARRAY(32)
TINY_READ_INT_ARRAY(64)

int device_property_read_string_array(const struct device *dev,
				      const char *propname, const char **val,
				      size_t nval)
{
	return platdev_entries_read_string_array(props_of(dev), propname, val,
						 nval);
}

int device_property_read_string(const struct device *dev, const char *propname,
				const char **val)
{
	int ret = device_property_read_string_array(dev, propname, val, 1);

	return ret < 0 ? ret : 0;
}

int device_property_match_string(const struct device *dev, const char *propname,
				 const char *string)
{
	const struct property_entry *prop =
		platdev_entry_get(props_of(dev), propname);
	const char *const *s;
	size_t i;

	if (!prop)
		return -EINVAL;
	if (!prop->length)
		return -ENODATA;
	if (prop->type != DEV_PROP_STRING)
		return -EPROTO;
	s = prop->is_inline ? prop->value.str : prop->pointer;
	for (i = 0; i < prop->length / sizeof(*s); i++)
		if (!strcmp(s[i], string))
			return (int)i;
	return -ENODATA;
}
