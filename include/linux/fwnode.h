/* SPDX-License-Identifier: MIT */
/*
 * linux/fwnode.h - the firmware node handle: one type for a device-tree
 * node and a software node, with a table of operations per kind.
 *
 * A device's firmware node is reached with dev_fwnode() (<linux/property.h>).
 * A node may have a secondary node: a software node that adds properties
 * to a device-tree node (device_add_software_node()); the property readers
 * look in the primary node first and then in the secondary.
 */
#ifndef _PLATDEV_LINUX_FWNODE_H
#define _PLATDEV_LINUX_FWNODE_H

#include <linux/err.h>
#include <linux/errno.h>
#include <linux/types.h>

struct device;
struct fwnode_operations;

/**
 * struct fwnode_handle - a firmware node, embedded in the node of its kind
 * @secondary: a node whose properties complement this one's, or NULL;
 *             ERR_PTR(-ENODEV) in a node that is itself a secondary
 * @ops: what this kind of node can do; NULL for a node nothing reads
 * @dev: the device made for the node, or NULL (device-tree nodes)
 */
struct fwnode_handle {
	struct fwnode_handle *secondary;
	const struct fwnode_operations *ops;
	struct device *dev;
};

/* Most arguments a reference carries (as MAX_PHANDLE_ARGS). */
#define NR_FWNODE_REFERENCE_ARGS 16

/**
 * struct fwnode_reference_args - a node referred to, with integer arguments
 * @fwnode: the node (referenced: drop it with fwnode_handle_put())
 * @nargs: entries of @args used
 * @args: the arguments
 */
struct fwnode_reference_args {
	struct fwnode_handle *fwnode;
	unsigned int nargs;
	u64 args[NR_FWNODE_REFERENCE_ARGS];
};

/**
 * struct fwnode_operations - what a kind of firmware node implements
 * @get: take a reference; returns the node
 * @put: drop a reference
 * @device_is_available: whether the device the node describes is enabled
 * @device_get_match_data: the bound driver's match data for @dev
 * @property_present: whether the node has the property
 * @property_read_int_array: read @nval elements of @elem_size bytes, or
 *                           with @val NULL count them
 * @property_read_string_array: read up to @nval strings, or with @val NULL
 *                              count them
 * @get_name: the node's name (with unit address for a device-tree node)
 * @get_parent: the parent, referenced, or NULL
 * @get_next_child_node: the child after @child (whose reference is
 *                       dropped), referenced, or NULL
 * @get_named_child_node: the child called @name, referenced, or NULL
 * @get_reference_args: the @index'th reference of a reference property
 *
 * The readers return the codes of fwnode_property_read_u32_array() and
 * fwnode_property_read_string_array().
 */
struct fwnode_operations {
	struct fwnode_handle *(*get)(struct fwnode_handle *fwnode);
	void (*put)(struct fwnode_handle *fwnode);
	bool (*device_is_available)(const struct fwnode_handle *fwnode);
	const void *(*device_get_match_data)(const struct fwnode_handle *fwnode,
					     const struct device *dev);
	bool (*property_present)(const struct fwnode_handle *fwnode,
				 const char *propname);
	int (*property_read_int_array)(const struct fwnode_handle *fwnode,
				       const char *propname,
				       unsigned int elem_size, void *val,
				       size_t nval);
	int (*property_read_string_array)(const struct fwnode_handle *fwnode,
					  const char *propname,
					  const char **val, size_t nval);
	const char *(*get_name)(const struct fwnode_handle *fwnode);
	struct fwnode_handle *(*get_parent)(const struct fwnode_handle *fwnode);
	struct fwnode_handle *(*get_next_child_node)(
		const struct fwnode_handle *fwnode,
		struct fwnode_handle *child);
	struct fwnode_handle *(*get_named_child_node)(
		const struct fwnode_handle *fwnode, const char *name);
	int (*get_reference_args)(const struct fwnode_handle *fwnode,
				  const char *prop, const char *nargs_prop,
				  unsigned int nargs, unsigned int index,
				  struct fwnode_reference_args *args);
};

/* Whether @fwnode is a node whose kind implements @op. */
#define fwnode_has_op(fwnode, op) \
	(!IS_ERR_OR_NULL(fwnode) && (fwnode)->ops && (fwnode)->ops->op)

/*
 * Call @op of @fwnode. The int form answers -EINVAL for no node and -ENXIO
 * for a node whose kind lacks @op; the others false, NULL, nothing.
 */
#define fwnode_call_int_op(fwnode, op, ...)                 \
	(fwnode_has_op(fwnode, op) ?                        \
		 (fwnode)->ops->op(fwnode, ##__VA_ARGS__) : \
		 (IS_ERR_OR_NULL(fwnode) ? -EINVAL : -ENXIO))
#define fwnode_call_bool_op(fwnode, op, ...)                \
	(fwnode_has_op(fwnode, op) ?                        \
		 (fwnode)->ops->op(fwnode, ##__VA_ARGS__) : \
		 false)
#define fwnode_call_ptr_op(fwnode, op, ...)                 \
	(fwnode_has_op(fwnode, op) ?                        \
		 (fwnode)->ops->op(fwnode, ##__VA_ARGS__) : \
		 NULL)
#define fwnode_call_void_op(fwnode, op, ...)                      \
	do {                                                      \
		if (fwnode_has_op(fwnode, op))                    \
			(fwnode)->ops->op(fwnode, ##__VA_ARGS__); \
	} while (0)

/**
 * fwnode_init() - make @fwnode a node of the kind @ops implements
 * @fwnode: the handle
 * @ops: the kind's operations
 */
static inline void fwnode_init(struct fwnode_handle *fwnode,
			       const struct fwnode_operations *ops)
{
	fwnode->secondary = NULL;
	fwnode->ops = ops;
	fwnode->dev = NULL;
}

#endif /* _PLATDEV_LINUX_FWNODE_H */
