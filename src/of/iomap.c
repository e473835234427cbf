// SPDX-License-Identifier: MIT
/*
 * iomap.c - claiming and mapping a node's "reg" entries:
 * of_io_request_and_map(), devm_of_iomap() and, for a firmware node,
 * fwnode_iomap(). In a file of their own, so a program that uses none
 * links none.
 */
#include <linux/device.h>
#include <linux/io.h>
#include <linux/of_address.h>
#include <linux/property.h>

void __iomem *of_io_request_and_map(struct device_node *np, int index,
				    const char *name)
{
	struct resource res;
	void __iomem *mem;

	if (of_address_to_resource(np, index, &res))
		return IOMEM_ERR_PTR(-EINVAL);
	if (!name)
		name = res.name;
	if (!request_mem_region(res.start, resource_size(&res), name))
		return IOMEM_ERR_PTR(-EBUSY);
	mem = ioremap(res.start, (size_t)resource_size(&res));
	if (!mem) {
		release_mem_region(res.start, resource_size(&res));
		return IOMEM_ERR_PTR(-ENOMEM);
	}
	return mem;
}

void __iomem *devm_of_iomap(struct device *dev, struct device_node *node,
			    int index, resource_size_t *size)
{
	struct resource res;

	if (of_address_to_resource(node, index, &res))
		return IOMEM_ERR_PTR(-EINVAL);
	if (size)
		*size = resource_size(&res);
	return devm_ioremap_resource(dev, &res);
}

void __iomem *fwnode_iomap(struct fwnode_handle *fwnode, int index)
{
	/* Linux's software nodes have no registers: NULL, as theirs. */
	return is_of_node(fwnode) ? of_iomap(to_of_node(fwnode), index) : NULL;
}
