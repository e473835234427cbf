// SPDX-License-Identifier: MIT
/*
 * fwnode_irq.c - fwnode_irq_get() of linux/property.h: a firmware node's
 * interrupt, through the device tree's interrupt parsing and mapping.
 */
#include <linux/of.h>
#include <linux/of_irq.h>
#include <linux/property.h>
#include <platdev/features.h>

int fwnode_irq_get(const struct fwnode_handle *fwnode, unsigned int index)
{
	int ret = -EINVAL;

	if (platdev_has(PLATDEV_FEAT_IO) && is_of_node(fwnode))
		ret = of_irq_get(to_of_node(fwnode), (int)index);
	/* A mapping that fails is no interrupt, as Linux treats it. */
	return ret == 0 ? -EINVAL : ret;
}
EXPORT_SYMBOL_GPL(fwnode_irq_get);
