// SPDX-License-Identifier: MIT
/*
 * gen_node.c - the firmware nodes of a board written by `platdev gen`, in
 * the full and minimal profiles (platdev/gen.h): constant software nodes
 * read in place through fwnode operations of their own, without the
 * software-node registry (which the minimal profile leaves out), and the
 * platform bus's matching of a driver's of_match_table against their
 * "compatible" property.
 *
 * The nodes never go away, so getting and putting a handle does nothing.
 * A board's handles are one array, parents before children: a node's
 * parent, children and reference targets are found in it by a walk (a
 * firmware's boards are small, and these lookups happen at probe).
 *
 * platform_bus.c calls the matcher through a weak reference: a program
 * that registers no generated board (nothing references
 * platdev_gen_add_devices() or the ops) links none of this file.
 */
#include <string.h>

#include <linux/of_platform.h>
#include <platdev/gen.h>

#include "platform/platform.h"
#include "platform/swnode_entries.h"

static const struct platdev_gen_fwnode *to_gen(const struct fwnode_handle *fw)
{
	if (IS_ERR_OR_NULL(fw) || fw->ops != &platdev_gen_fwnode_ops)
		return NULL;
	return container_of(fw, const struct platdev_gen_fwnode, fwnode);
}

const struct software_node *platdev_gen_node(const struct device *dev)
{
	const struct platdev_gen_fwnode *gen;

	if (!dev)
		return NULL;
	gen = to_gen(dev_fwnode(dev));
	return gen ? gen->node : NULL;
}

/* The handle of @node on @board, or NULL. */
static struct fwnode_handle *handle_of(const struct platdev_gen_board *board,
				       const struct software_node *node)
{
	unsigned int i;

	for (i = 0; node && i < board->nr_nodes; i++)
		if (board->nodes[i].node == node)
			return &board->nodes[i].fwnode;
	return NULL;
}

static struct fwnode_handle *gen_get(struct fwnode_handle *fwnode)
{
	return fwnode;
}

static void gen_put(struct fwnode_handle *fwnode)
{
	(void)fwnode;
}

static bool gen_available(const struct fwnode_handle *fwnode)
{
	const char *status = NULL;

	platdev_entries_read_string_array(to_gen(fwnode)->node->properties,
					  "status", &status, 1);
	return !status || !strcmp(status, "okay") || !strcmp(status, "ok");
}

static const void *gen_match_data(const struct fwnode_handle *fwnode,
				  const struct device *dev)
{
	const struct device_driver *drv =
		__atomic_load_n(&dev->driver, __ATOMIC_ACQUIRE);
	const struct of_device_id *m;

	if (!drv)
		return NULL;
	m = platdev_gen_match(drv->of_match_table, to_gen(fwnode)->node);
	return m ? m->data : NULL;
}

static bool gen_present(const struct fwnode_handle *fwnode, const char *name)
{
	return platdev_entry_get(to_gen(fwnode)->node->properties, name);
}

static int gen_read_int_array(const struct fwnode_handle *fwnode,
			      const char *name, unsigned int elem_size,
			      void *val, size_t nval)
{
	return platdev_entries_read_int_array(to_gen(fwnode)->node->properties,
					      name, elem_size, val, nval);
}

static int gen_read_string_array(const struct fwnode_handle *fwnode,
				 const char *name, const char **val,
				 size_t nval)
{
	return platdev_entries_read_string_array(
		to_gen(fwnode)->node->properties, name, val, nval);
}

static const char *gen_name(const struct fwnode_handle *fwnode)
{
	return to_gen(fwnode)->node->name;
}

static struct fwnode_handle *gen_parent(const struct fwnode_handle *fwnode)
{
	const struct platdev_gen_fwnode *gen = to_gen(fwnode);

	return handle_of(gen->board, gen->node->parent);
}

static struct fwnode_handle *gen_next_child(const struct fwnode_handle *fwnode,
					    struct fwnode_handle *child)
{
	const struct platdev_gen_fwnode *gen = to_gen(fwnode);
	const struct platdev_gen_board *board = gen->board;
	unsigned int i = 0;

	if (child)
		i = (unsigned int)(to_gen(child) - board->nodes) + 1;
	/* as of_fwnode_ops, the available children only */
	for (; i < board->nr_nodes; i++)
		if (board->nodes[i].node->parent == gen->node &&
		    gen_available(&board->nodes[i].fwnode))
			return &board->nodes[i].fwnode;
	return NULL;
}

static struct fwnode_handle *gen_named_child(const struct fwnode_handle *fwnode,
					     const char *name)
{
	struct fwnode_handle *child = NULL;

	while ((child = gen_next_child(fwnode, child)))
		if (!strcmp(to_gen(child)->node->name, name))
			return child;
	return NULL;
}

static int gen_reference_args(const struct fwnode_handle *fwnode,
			      const char *name, const char *nargs_prop,
			      unsigned int nargs, unsigned int index,
			      struct fwnode_reference_args *args)
{
	const struct platdev_gen_fwnode *gen = to_gen(fwnode);
	const struct software_node_ref_args *ref;
	struct fwnode_handle *target;
	unsigned int i;
	int ret;

	ret = platdev_entries_read_reference(gen->node->properties, name,
					     nargs_prop, nargs, index, &ref);
	if (ret < 0)
		return ret;
	nargs = (unsigned int)ret;
	target = handle_of(gen->board, ref->node);
	if (!target)
		return -ENOENT;
	if (!args)
		return 0;
	args->fwnode = target;
	args->nargs = nargs;
	for (i = 0; i < nargs; i++)
		args->args[i] = ref->args[i];
	return 0;
}

const struct fwnode_operations platdev_gen_fwnode_ops = {
	.get = gen_get,
	.put = gen_put,
	.device_is_available = gen_available,
	.device_get_match_data = gen_match_data,
	.property_present = gen_present,
	.property_read_int_array = gen_read_int_array,
	.property_read_string_array = gen_read_string_array,
	.get_name = gen_name,
	.get_parent = gen_parent,
	.get_next_child_node = gen_next_child,
	.get_named_child_node = gen_named_child,
	.get_reference_args = gen_reference_args,
};

const struct of_device_id *platdev_gen_match(const struct of_device_id *matches,
					     const struct software_node *node)
{
	return node ? platdev_entries_match(matches, node->properties) : NULL;
}

/* Called by platform_match() (weakly referenced there). */
const struct of_device_id *platdev_gen_match_device(struct device *dev,
						    struct device_driver *drv)
{
	return platdev_gen_match(drv->of_match_table, platdev_gen_node(dev));
}

/* Called by platform_device_keys() (weakly referenced there). */
void platdev_gen_device_keys(struct device *dev, platdev_key_fn fn, void *ctx)
{
	const struct software_node *node = platdev_gen_node(dev);
	const char *compat[16];
	int i, n;

	if (!node)
		return;
	n = platdev_entries_read_string_array(node->properties, "compatible",
					      compat, ARRAY_SIZE(compat));
	for (i = 0; i < n; i++)
		fn(ctx, compat[i]);
}

int platdev_gen_add_devices(struct platform_device *const *devs, int num)
{
	return platform_add_devices((struct platform_device **)devs, num);
}

#if !(PLATDEV_FEATURES & PLATDEV_FEAT_OF)
/* Without the device tree, the generated node is the only one matched. */
const void *of_device_get_match_data(const struct device *dev)
{
	return device_get_match_data(dev);
}
#endif
