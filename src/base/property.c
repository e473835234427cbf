// SPDX-License-Identifier: MIT
/*
 * property.c - the unified device property API: each reader finds the
 * device's firmware node and calls its kind's operation (src/of/fwnode.c
 * for a device-tree node, swnode.c for a software node), then, where the
 * primary node lacks the property, its secondary node's.
 */
#include <string.h>

#include <linux/device.h>
#include <linux/of.h>
#include <linux/property.h>
#include <platdev/features.h>
#include <platdev/port.h>

struct fwnode_handle *__dev_fwnode(struct device *dev)
{
	if (platdev_has(PLATDEV_FEAT_OF) && dev->of_node)
		return &dev->of_node->fwnode;
	return dev->fwnode;
}

const struct fwnode_handle *__dev_fwnode_const(const struct device *dev)
{
	return __dev_fwnode((struct device *)dev);
}

bool fwnode_property_present(const struct fwnode_handle *fwnode,
			     const char *propname)
{
	if (IS_ERR_OR_NULL(fwnode))
		return false;
	return fwnode_call_bool_op(fwnode, property_present, propname) ||
	       fwnode_call_bool_op(fwnode->secondary, property_present,
				   propname);
}

static int fwnode_property_read_int_array(const struct fwnode_handle *fwnode,
					  const char *propname,
					  unsigned int elem_size, void *val,
					  size_t nval)
{
	int ret;

	if (IS_ERR_OR_NULL(fwnode) || !propname)
		return -EINVAL;
	ret = fwnode_call_int_op(fwnode, property_read_int_array, propname,
				 elem_size, val, nval);
	if (ret != -EINVAL)
		return ret;
	return fwnode_call_int_op(fwnode->secondary, property_read_int_array,
				  propname, elem_size, val, nval);
}

int fwnode_property_read_u8_array(const struct fwnode_handle *fwnode,
				  const char *propname, u8 *val, size_t nval)
{
	return fwnode_property_read_int_array(fwnode, propname, sizeof(u8), val,
					      nval);
}

int fwnode_property_read_u16_array(const struct fwnode_handle *fwnode,
				   const char *propname, u16 *val, size_t nval)
{
	return fwnode_property_read_int_array(fwnode, propname, sizeof(u16),
					      val, nval);
}

int fwnode_property_read_u32_array(const struct fwnode_handle *fwnode,
				   const char *propname, u32 *val, size_t nval)
{
	return fwnode_property_read_int_array(fwnode, propname, sizeof(u32),
					      val, nval);
}

int fwnode_property_read_u64_array(const struct fwnode_handle *fwnode,
				   const char *propname, u64 *val, size_t nval)
{
	return fwnode_property_read_int_array(fwnode, propname, sizeof(u64),
					      val, nval);
}

int fwnode_property_read_string_array(const struct fwnode_handle *fwnode,
				      const char *propname, const char **val,
				      size_t nval)
{
	int ret;

	if (IS_ERR_OR_NULL(fwnode) || !propname)
		return -EINVAL;
	ret = fwnode_call_int_op(fwnode, property_read_string_array, propname,
				 val, nval);
	if (ret != -EINVAL)
		return ret;
	return fwnode_call_int_op(fwnode->secondary, property_read_string_array,
				  propname, val, nval);
}

int fwnode_property_read_string(const struct fwnode_handle *fwnode,
				const char *propname, const char **val)
{
	int ret = fwnode_property_read_string_array(fwnode, propname, val, 1);

	return ret < 0 ? ret : 0;
}

/* Strings fwnode_property_match_string() compares without allocating. */
#define MATCH_STRINGS_ON_STACK 8

int fwnode_property_match_string(const struct fwnode_handle *fwnode,
				 const char *propname, const char *string)
{
	const char *on_stack[MATCH_STRINGS_ON_STACK], **values = on_stack;
	int nval, ret, i;

	nval = fwnode_property_string_array_count(fwnode, propname);
	if (nval <= 0)
		return nval ? nval : -ENODATA;
	if (nval > MATCH_STRINGS_ON_STACK) {
		values = platdev_port_alloc((size_t)nval * sizeof(*values));
		if (!values)
			return -ENOMEM;
	}
	ret = fwnode_property_read_string_array(fwnode, propname, values,
						(size_t)nval);
	if (ret >= 0) {
		ret = -ENODATA;
		/* A NULL (a software node's) ends the list, as match_string(). */
		for (i = 0; i < nval && values[i]; i++) {
			if (string && !strcmp(values[i], string)) {
				ret = i;
				break;
			}
		}
	}
	if (values != on_stack)
		platdev_port_free(values);
	return ret;
}

int fwnode_property_get_reference_args(const struct fwnode_handle *fwnode,
				       const char *prop, const char *nargs_prop,
				       unsigned int nargs, unsigned int index,
				       struct fwnode_reference_args *args)
{
	int ret;

	if (IS_ERR_OR_NULL(fwnode) || !prop)
		return -ENOENT;
	ret = fwnode_call_int_op(fwnode, get_reference_args, prop, nargs_prop,
				 nargs, index, args);
	if (ret == 0 || IS_ERR_OR_NULL(fwnode->secondary))
		return ret;
	return fwnode_call_int_op(fwnode->secondary, get_reference_args, prop,
				  nargs_prop, nargs, index, args);
}

struct fwnode_handle *fwnode_find_reference(const struct fwnode_handle *fwnode,
					    const char *name,
					    unsigned int index)
{
	struct fwnode_reference_args args;
	int ret;

	ret = fwnode_property_get_reference_args(fwnode, name, NULL, 0, index,
						 &args);
	return ret ? ERR_PTR(ret) : args.fwnode;
}

bool device_property_present(const struct device *dev, const char *propname)
{
	return fwnode_property_present(dev_fwnode(dev), propname);
}

int device_property_read_u8_array(const struct device *dev,
				  const char *propname, u8 *val, size_t nval)
{
	return fwnode_property_read_u8_array(dev_fwnode(dev), propname, val,
					     nval);
}

int device_property_read_u16_array(const struct device *dev,
				   const char *propname, u16 *val, size_t nval)
{
	return fwnode_property_read_u16_array(dev_fwnode(dev), propname, val,
					      nval);
}

int device_property_read_u32_array(const struct device *dev,
				   const char *propname, u32 *val, size_t nval)
{
	return fwnode_property_read_u32_array(dev_fwnode(dev), propname, val,
					      nval);
}

int device_property_read_u64_array(const struct device *dev,
				   const char *propname, u64 *val, size_t nval)
{
	return fwnode_property_read_u64_array(dev_fwnode(dev), propname, val,
					      nval);
}

int device_property_read_string_array(const struct device *dev,
				      const char *propname, const char **val,
				      size_t nval)
{
	return fwnode_property_read_string_array(dev_fwnode(dev), propname, val,
						 nval);
}

int device_property_read_string(const struct device *dev, const char *propname,
				const char **val)
{
	return fwnode_property_read_string(dev_fwnode(dev), propname, val);
}

int device_property_match_string(const struct device *dev, const char *propname,
				 const char *string)
{
	return fwnode_property_match_string(dev_fwnode(dev), propname, string);
}

/* --- nodes --- */

struct fwnode_handle *fwnode_handle_get(struct fwnode_handle *fwnode)
{
	if (!fwnode_has_op(fwnode, get))
		return fwnode;
	return fwnode->ops->get(fwnode);
}

const char *fwnode_get_name(const struct fwnode_handle *fwnode)
{
	return fwnode_call_ptr_op(fwnode, get_name);
}

struct fwnode_handle *fwnode_get_parent(const struct fwnode_handle *fwnode)
{
	return fwnode_call_ptr_op(fwnode, get_parent);
}

bool fwnode_device_is_available(const struct fwnode_handle *fwnode)
{
	if (IS_ERR_OR_NULL(fwnode))
		return false;
	if (!fwnode_has_op(fwnode, device_is_available))
		return true;
	return fwnode->ops->device_is_available(fwnode);
}

struct fwnode_handle *
fwnode_get_next_child_node(const struct fwnode_handle *fwnode,
			   struct fwnode_handle *child)
{
	struct fwnode_handle *child_parent = NULL, *next;
	const struct fwnode_handle *parent = fwnode;

	/*
	 * After the primary's children come the secondary's: the child
	 * returned last time tells which of the two the walk is in.
	 */
	if (child) {
		child_parent = fwnode_get_parent(child);
		parent = child_parent;
	}
	if (IS_ERR_OR_NULL(parent)) {
		fwnode_handle_put(child);
		return NULL;
	}
	next = fwnode_call_ptr_op(parent, get_next_child_node, child);
	if (!next)
		next = fwnode_get_next_child_node(parent->secondary, NULL);
	fwnode_handle_put(child_parent);
	return next;
}

struct fwnode_handle *device_get_next_child_node(const struct device *dev,
						 struct fwnode_handle *child)
{
	return fwnode_get_next_child_node(dev_fwnode(dev), child);
}

struct fwnode_handle *
fwnode_get_named_child_node(const struct fwnode_handle *fwnode,
			    const char *childname)
{
	if (!childname)
		return NULL;
	return fwnode_call_ptr_op(fwnode, get_named_child_node, childname);
}

struct fwnode_handle *device_get_named_child_node(const struct device *dev,
						  const char *childname)
{
	return fwnode_get_named_child_node(dev_fwnode(dev), childname);
}

unsigned int device_get_child_node_count(const struct device *dev)
{
	struct fwnode_handle *child;
	unsigned int count = 0;

	device_for_each_child_node(dev, child)
		count++;
	return count;
}

const void *device_get_match_data(const struct device *dev)
{
	const struct fwnode_handle *fwnode = dev ? dev_fwnode(dev) : NULL;

	return fwnode_call_ptr_op(fwnode, device_get_match_data, dev);
}

void device_set_node(struct device *dev, struct fwnode_handle *fwnode)
{
	dev->fwnode = fwnode;
	dev->of_node = platdev_has(PLATDEV_FEAT_OF) ? to_of_node(fwnode) : NULL;
}

void device_set_of_node_from_dev(struct device *dev, const struct device *dev2)
{
	if (!platdev_has(PLATDEV_FEAT_OF))
		return;
	of_node_put(dev->of_node);
	dev->of_node = of_node_get(dev2->of_node);
}
