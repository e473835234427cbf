/* SPDX-License-Identifier: MIT */
/*
 * linux/of.h - the device tree as a tree of nodes and properties.
 *
 * A tree is built from a flattened blob by platdev_of_load() (see
 * <platdev/of.h>), which also makes it the tree these functions search
 * (of_root). Nodes live until the tree is unloaded; of_node_get() and
 * of_node_put() count references so that unloading can report leaks.
 */
#ifndef _PLATDEV_LINUX_OF_H
#define _PLATDEV_LINUX_OF_H

#include <linux/errno.h>
#include <linux/kref.h>
#include <linux/mod_devicetable.h>
#include <linux/types.h>

typedef u32 phandle;

struct fwnode_handle {
	const void *ops;
};

/**
 * struct property - one property of a node
 * @name: its name
 * @length: bytes of @value
 * @value: the raw value (big-endian cells, strings, bytes)
 * @next: the node's next property
 */
struct property {
	char *name;
	int length;
	void *value;
	struct property *next;
};

/**
 * struct device_node - one node of the device tree
 * @name: the node name without unit address ("serial" for "serial@1000")
 * @full_name: the name with unit address ("serial@1000"; "/" for the root)
 * @phandle: its phandle, 0 if none
 * @fwnode: the firmware-node handle drivers pass around
 * @properties: first property
 * @parent: parent node (NULL for the root)
 * @child: first child
 * @sibling: next sibling
 * @data: for the user
 * @_flags: OF_POPULATED, OF_POPULATED_BUS
 */
struct device_node {
	const char *name;
	const char *full_name;
	phandle phandle;
	struct fwnode_handle fwnode;
	struct property *properties;
	struct device_node *parent;
	struct device_node *child;
	struct device_node *sibling;
	void *data;
	unsigned long _flags;
	/* private */
	int refs;
};

#define OF_POPULATED 3 /* a device was created for the node */
#define OF_POPULATED_BUS 4 /* its children were populated */

static inline bool of_node_check_flag(const struct device_node *n,
				      unsigned long flag)
{
	return __atomic_load_n(&n->_flags, __ATOMIC_ACQUIRE) & (1UL << flag);
}

static inline bool of_node_test_and_set_flag(struct device_node *n,
					     unsigned long flag)
{
	return __atomic_fetch_or(&n->_flags, 1UL << flag, __ATOMIC_ACQ_REL) &
	       (1UL << flag);
}

static inline void of_node_set_flag(struct device_node *n, unsigned long flag)
{
	__atomic_fetch_or(&n->_flags, 1UL << flag, __ATOMIC_ACQ_REL);
}

static inline void of_node_clear_flag(struct device_node *n, unsigned long flag)
{
	__atomic_fetch_and(&n->_flags, ~(1UL << flag), __ATOMIC_ACQ_REL);
}

/**
 * of_match_node() - the entry of @matches that best matches @node: the
 * earliest of its compatible strings wins, then type and name
 * Return: the entry, or NULL.
 */
const struct of_device_id *of_match_node(const struct of_device_id *matches,
					 const struct device_node *node);

#define MAX_PHANDLE_ARGS 16

/**
 * struct of_phandle_args - a phandle and the argument cells after it
 * @np: the node the phandle points to (referenced)
 * @args_count: cells in @args
 * @args: the cells
 */
struct of_phandle_args {
	struct device_node *np;
	int args_count;
	u32 args[MAX_PHANDLE_ARGS];
};

/**
 * of_parse_phandle_with_args() - the @index'th phandle-plus-arguments entry
 * of list @list_name, each target's @cells_name giving its argument count
 * Return: 0 (@out_args->np referenced), -ENOENT when there is no such entry
 * (or the entry is an empty phandle), -EINVAL when the list is malformed.
 */
int of_parse_phandle_with_args(const struct device_node *np,
			       const char *list_name, const char *cells_name,
			       int index, struct of_phandle_args *out_args);

/** of_count_phandle_with_args() - entries in such a list, or a negative errno */
int of_count_phandle_with_args(const struct device_node *np,
			       const char *list_name, const char *cells_name);

/** of_parse_phandle() - the node of the @index'th phandle of @phandle_name, referenced */
struct device_node *of_parse_phandle(const struct device_node *np,
				     const char *phandle_name, int index);

/* The loaded tree's root, or NULL. */
extern struct device_node *of_root;

/** of_node_get() - take a reference (NULL passes through) */
struct device_node *of_node_get(struct device_node *node);

/** of_node_put() - drop a reference (NULL is a no-op) */
void of_node_put(struct device_node *node);

/** of_node_full_name() - the node's name with unit address, or "<no-node>" */
const char *of_node_full_name(const struct device_node *np);

/**
 * platdev_of_format_path() - the node's full path (what Linux prints with %pOF)
 * @np: the node
 * @buf: where to write; truncated to fit
 * @len: size of @buf
 *
 * Return: @buf.
 */
char *platdev_of_format_path(const struct device_node *np, char *buf,
			     size_t len);

/**
 * of_find_node_by_path() - the node at @path: absolute ("/soc/serial@1000"),
 * or starting with an alias ("serial0", "serial0/child"); anything after a
 * ':' is ignored
 * Return: the node with a reference taken, or NULL.
 */
struct device_node *of_find_node_by_path(const char *path);

/**
 * of_find_node_by_phandle() - the node with @handle (a hash lookup)
 * Return: the node with a reference taken, or NULL.
 */
struct device_node *of_find_node_by_phandle(phandle handle);

/** of_get_parent() - the parent with a reference taken, or NULL */
struct device_node *of_get_parent(const struct device_node *node);

/**
 * of_get_next_child() - the child after @prev (NULL: the first); drops the
 * reference on @prev and takes one on the result
 */
struct device_node *of_get_next_child(const struct device_node *node,
				      struct device_node *prev);

/** of_get_next_available_child() - of_get_next_child(), skipping disabled nodes */
struct device_node *of_get_next_available_child(const struct device_node *node,
						struct device_node *prev);

#define for_each_child_of_node(parent, child)                        \
	for (child = of_get_next_child(parent, NULL); child != NULL; \
	     child = of_get_next_child(parent, child))
#define for_each_available_child_of_node(parent, child)                        \
	for (child = of_get_next_available_child(parent, NULL); child != NULL; \
	     child = of_get_next_available_child(parent, child))

/** of_get_child_by_name() - the first child whose name is @name, referenced */
struct device_node *of_get_child_by_name(const struct device_node *node,
					 const char *name);

/** of_node_name_eq() - whether @np's name (without unit address) is @name */
bool of_node_name_eq(const struct device_node *np, const char *name);

/** of_find_property() - the property @name of @np; *@lenp gets its length */
struct property *of_find_property(const struct device_node *np,
				  const char *name, int *lenp);

/** of_get_property() - the value of property @name, or NULL */
const void *of_get_property(const struct device_node *node, const char *name,
			    int *lenp);

/** of_property_read_bool() - whether @np has property @propname */
static inline bool of_property_read_bool(const struct device_node *np,
					 const char *propname)
{
	return of_find_property(np, propname, NULL) != NULL;
}

/**
 * of_property_read_u32_index() - the @index'th 32-bit cell of a property
 * Return: 0, -EINVAL if there is no such property, -ENODATA if it has no
 * value (not for a loaded blob: an empty property is too short instead),
 * -EOVERFLOW if it is too short.
 */
int of_property_read_u32_index(const struct device_node *np,
			       const char *propname, u32 index, u32 *out_value);

/**
 * of_property_read_u32_array() - @sz cells into @out_values
 * Return: as of_property_read_u32_index().
 */
int of_property_read_u32_array(const struct device_node *np,
			       const char *propname, u32 *out_values,
			       size_t sz);

static inline int of_property_read_u32(const struct device_node *np,
				       const char *propname, u32 *out_value)
{
	return of_property_read_u32_array(np, propname, out_value, 1);
}

/**
 * of_property_read_u64() - a 64-bit value from two cells
 * Return: as of_property_read_u32_index().
 */
int of_property_read_u64(const struct device_node *np, const char *propname,
			 u64 *out_value);

/**
 * of_property_read_string() - a string property
 * Return: 0, -EINVAL if absent, -ENODATA if empty, -EILSEQ if not
 * NUL-terminated within its length.
 */
int of_property_read_string(const struct device_node *np, const char *propname,
			    const char **out_string);

/**
 * of_property_read_string_index() - the @index'th string of a string list
 * Return: 0, -EINVAL if absent, -ENODATA if there is no such string,
 * -EILSEQ if the list is malformed.
 */
int of_property_read_string_index(const struct device_node *np,
				  const char *propname, int index,
				  const char **output);

/**
 * of_property_count_strings() - how many strings a string list holds
 * Return: the count, -EINVAL if absent, -ENODATA if empty, -EILSEQ if malformed.
 */
int of_property_count_strings(const struct device_node *np,
			      const char *propname);

/**
 * of_property_match_string() - the index of @string in a string list
 * Return: the index, -EINVAL if absent, -ENODATA if not in the list,
 * -EILSEQ if malformed.
 */
int of_property_match_string(const struct device_node *np, const char *propname,
			     const char *string);

/**
 * of_device_is_compatible() - how well @np matches @compat: a score that is
 * higher the earlier @compat appears in its "compatible" list; 0 if not at all
 */
int of_device_is_compatible(const struct device_node *np, const char *compat);

/**
 * of_device_is_available() - whether @np's status is absent, "okay" or "ok"
 */
bool of_device_is_available(const struct device_node *np);

/**
 * of_n_addr_cells() - #address-cells that applies to @np's reg: the nearest
 * ancestor's, as Linux walks it; 1 if none says
 */
int of_n_addr_cells(const struct device_node *np);

/** of_n_size_cells() - #size-cells likewise; 1 if none says */
int of_n_size_cells(const struct device_node *np);

#endif /* _PLATDEV_LINUX_OF_H */
