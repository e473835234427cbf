// SPDX-License-Identifier: MIT
/*
 * fwnode.c - device-tree nodes as firmware nodes: the operations behind
 * device_property_*() and fwnode_*() for a device with an of_node. Each one
 * is the OF API call Linux makes for it, so the two report the same codes
 * (an untyped property read as any element size, -EILSEQ for a string
 * that is not terminated).
 */
#include <linux/device.h>
#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/property.h>

static struct fwnode_handle *of_fwnode_get(struct fwnode_handle *fwnode)
{
	return of_fwnode_handle(of_node_get(to_of_node(fwnode)));
}

static void of_fwnode_put(struct fwnode_handle *fwnode)
{
	of_node_put(to_of_node(fwnode));
}

static bool of_fwnode_device_is_available(const struct fwnode_handle *fwnode)
{
	return of_device_is_available(to_of_node(fwnode));
}

static const void *
of_fwnode_device_get_match_data(const struct fwnode_handle *fwnode,
				const struct device *dev)
{
	(void)fwnode;
	return of_device_get_match_data(dev);
}

static bool of_fwnode_property_present(const struct fwnode_handle *fwnode,
				       const char *propname)
{
	return of_property_present(to_of_node(fwnode), propname);
}

static int of_fwnode_property_read_int_array(const struct fwnode_handle *fwnode,
					     const char *propname,
					     unsigned int elem_size, void *val,
					     size_t nval)
{
	const struct device_node *np = to_of_node(fwnode);

	if (!val)
		return of_property_count_elems_of_size(np, propname,
						       (int)elem_size);
	switch (elem_size) {
	case sizeof(u8):
		return of_property_read_u8_array(np, propname, val, nval);
	case sizeof(u16):
		return of_property_read_u16_array(np, propname, val, nval);
	case sizeof(u32):
		return of_property_read_u32_array(np, propname, val, nval);
	case sizeof(u64):
		return of_property_read_u64_array(np, propname, val, nval);
	}
	return -ENXIO;
}

static int
of_fwnode_property_read_string_array(const struct fwnode_handle *fwnode,
				     const char *propname, const char **val,
				     size_t nval)
{
	const struct device_node *np = to_of_node(fwnode);

	if (!val)
		return of_property_count_strings(np, propname);
	return of_property_read_string_array(np, propname, val, nval);
}

static const char *of_fwnode_get_name(const struct fwnode_handle *fwnode)
{
	const struct device_node *np = to_of_node(fwnode);

	/* Linux gives the last component of the path: "" for the root. */
	return np->parent ? np->full_name : "";
}

static struct fwnode_handle *
of_fwnode_get_parent(const struct fwnode_handle *fwnode)
{
	return of_fwnode_handle(of_get_parent(to_of_node(fwnode)));
}

static struct fwnode_handle *
of_fwnode_get_next_child_node(const struct fwnode_handle *fwnode,
			      struct fwnode_handle *child)
{
	return of_fwnode_handle(of_get_next_available_child(to_of_node(fwnode),
							    to_of_node(child)));
}

static struct fwnode_handle *
of_fwnode_get_named_child_node(const struct fwnode_handle *fwnode,
			       const char *childname)
{
	struct device_node *child;

	for_each_available_child_of_node(to_of_node(fwnode), child)
		if (of_node_name_eq(child, childname))
			return of_fwnode_handle(child);
	return NULL;
}

static int of_fwnode_get_reference_args(const struct fwnode_handle *fwnode,
					const char *prop,
					const char *nargs_prop,
					unsigned int nargs, unsigned int index,
					struct fwnode_reference_args *args)
{
	const struct device_node *np = to_of_node(fwnode);
	struct of_phandle_args of_args;
	unsigned int i;
	int ret;

	if (index > INT_MAX || nargs > INT_MAX)
		return -EINVAL;
	if (nargs_prop)
		ret = of_parse_phandle_with_args(np, prop, nargs_prop,
						 (int)index, &of_args);
	else
		ret = of_parse_phandle_with_fixed_args(np, prop, (int)nargs,
						       (int)index, &of_args);
	if (ret)
		return ret;
	if (!args) {
		of_node_put(of_args.np);
		return 0;
	}
	args->fwnode = of_fwnode_handle(of_args.np);
	args->nargs = (unsigned int)of_args.args_count;
	for (i = 0; i < NR_FWNODE_REFERENCE_ARGS; i++)
		args->args[i] = i < args->nargs ? of_args.args[i] : 0;
	return 0;
}

const struct fwnode_operations of_fwnode_ops = {
	.get = of_fwnode_get,
	.put = of_fwnode_put,
	.device_is_available = of_fwnode_device_is_available,
	.device_get_match_data = of_fwnode_device_get_match_data,
	.property_present = of_fwnode_property_present,
	.property_read_int_array = of_fwnode_property_read_int_array,
	.property_read_string_array = of_fwnode_property_read_string_array,
	.get_name = of_fwnode_get_name,
	.get_parent = of_fwnode_get_parent,
	.get_next_child_node = of_fwnode_get_next_child_node,
	.get_named_child_node = of_fwnode_get_named_child_node,
	.get_reference_args = of_fwnode_get_reference_args,
};
