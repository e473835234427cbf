// SPDX-License-Identifier: MIT
/*
 * device.c - matching drivers to devices by their device-tree node: the
 * best compatible of a driver's of_match_table, its match data, and the
 * modalias a node gives. Buses (platform, AMBA) call these; nothing here
 * knows about any bus.
 */
#include <stdio.h>

#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/property.h>

#include "of/of_private.h"

const struct of_device_id *of_match_device(const struct of_device_id *matches,
					   const struct device *dev)
{
	return matches && dev && dev->of_node ?
		       of_match_node(matches, dev->of_node) :
		       NULL;
}

const void *of_device_get_match_data(const struct device *dev)
{
	const struct device_driver *drv =
		dev ? __atomic_load_n(&dev->driver, __ATOMIC_ACQUIRE) : NULL;
	const struct of_device_id *match;

	if (!drv)
		return NULL;
	/* A generated board's node answers through its fwnode operations. */
	if (!dev->of_node && dev->fwnode)
		return device_get_match_data(dev);
	match = of_match_device(drv->of_match_table, dev);
	return match ? match->data : NULL;
}

int of_device_modalias(const struct device *dev, char *str, size_t len)
{
	const struct device_node *np = dev ? dev->of_node : NULL;
	const struct property *prop;
	const char *type, *compat;
	size_t total;
	int n;

	if (!np)
		return -ENODEV;
	type = of_get_property(np, "device_type", NULL);
	n = snprintf(str, len, "of:N%sT%s", np->name, type ? type : "(null)");
	total = n > 0 ? (size_t)n : 0;
	of_property_for_each_string(np, "compatible", prop, compat)
	{
		size_t start = total + 1, k;

		n = snprintf(total < len ? str + total : NULL,
			     total < len ? len - total : 0, "C%s", compat);
		total += n > 0 ? (size_t)n : 0;
		/* white space becomes '_', in what fitted */
		for (k = start; k < total && k + 1 < len; k++)
			if (str[k] == ' ' || str[k] == '\t' || str[k] == '\n')
				str[k] = '_';
	}
	return (int)total;
}

int of_driver_match_device(struct device *dev, const struct device_driver *drv)
{
	return of_match_device(drv->of_match_table, dev) != NULL;
}
