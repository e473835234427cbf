/* SPDX-License-Identifier: MIT */
/*
 * linux/of.h - the device tree as a tree of nodes and properties.
 *
 * A tree is built from a flattened blob by platdev_of_load() (see
 * <platdev/of.h>), which also makes it the tree these functions search
 * (of_root). Nodes live until the tree is unloaded (a node an overlay
 * added, until the overlay is removed); of_node_get() and of_node_put()
 * count references, and unloading (or removing the overlay) is refused
 * while any is held (a reference taken while the removal runs keeps the
 * overlay's memory until it is put). A property stays valid as long as
 * its node, also after an overlay took it out. The lookups may run while
 * an overlay is applied or removed on another thread (docs/design.md,
 * "Locking").
 */
#ifndef _PLATDEV_LINUX_OF_H
#define _PLATDEV_LINUX_OF_H

#include <linux/bitops.h>
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/fwnode.h>
#include <linux/kernel.h>
#include <linux/kobject.h> /* as Linux's of.h */
#include <linux/kref.h>
#include <linux/list.h>
#include <linux/mod_devicetable.h>
/*
 * As Linux 6.12's: drivers that include only linux/of.h call
 * device_get_match_data() and the device_property_*() readers.
 */
#include <linux/property.h>
#include <linux/types.h>
#include <asm/byteorder.h> /* be32_to_cpup() for property cells, as Linux's */

typedef u32 phandle;

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
 * @_flags: OF_POPULATED, OF_POPULATED_BUS (and platdev's
 *          PLATDEV_OF_EARLY_INIT, platdev/of.h)
 */
struct device_node {
	const char *name;
	const char *full_name;
	phandle phandle;
	int refs; /* private: fills the padding after @phandle */
	struct fwnode_handle fwnode;
	struct property *properties;
	struct device_node *parent;
	struct device_node *child;
	struct device_node *sibling;
	void *data;
	unsigned long _flags;
};

/* The operations of a device-tree node's fwnode_handle. */
extern const struct fwnode_operations of_fwnode_ops;

/** of_node_init() - make @node's handle a device-tree node's */
static inline void of_node_init(struct device_node *node)
{
	fwnode_init(&node->fwnode, &of_fwnode_ops);
}

/** is_of_node() - whether @fwnode is a device-tree node's handle */
static inline bool is_of_node(const struct fwnode_handle *fwnode)
{
	return !IS_ERR_OR_NULL(fwnode) && fwnode->ops == &of_fwnode_ops;
}

/* to_of_node(fwnode) - the device_node of a handle, or NULL for another kind. */
#define to_of_node(__fwnode)                                                  \
	({                                                                    \
		typeof(__fwnode) __to_of_node_fwnode = (__fwnode);            \
		is_of_node(__to_of_node_fwnode) ?                             \
			container_of(__to_of_node_fwnode, struct device_node, \
				     fwnode) :                                \
			NULL;                                                 \
	})

/* of_fwnode_handle(node) - a node's handle; NULL for NULL. */
#define of_fwnode_handle(node)                                               \
	({                                                                   \
		typeof(node) __of_fwnode_handle_node = (node);               \
		__of_fwnode_handle_node ? &__of_fwnode_handle_node->fwnode : \
					  NULL;                              \
	})

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

/*
 * of_match_ptr() - a driver's of_match_table, as Linux builds it with
 * CONFIG_OF (which the device tree layer is): the table itself.
 */
#define of_match_ptr(ptr) (ptr)

/**
 * of_match_node() - the entry of @matches that best matches @node: the
 * earliest of its compatible strings wins, then type and name
 * @matches: the table, ended by an all-empty entry
 * @node: the node
 *
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

/**
 * of_parse_phandle_with_optional_args() - of_parse_phandle_with_args() where
 * a target without @cells_name takes no arguments
 * Return: as of_parse_phandle_with_args().
 */
int of_parse_phandle_with_optional_args(const struct device_node *np,
					const char *list_name,
					const char *cells_name, int index,
					struct of_phandle_args *out_args);

/**
 * of_parse_phandle_with_fixed_args() - the @index'th entry of a list whose
 * entries are a phandle and @cell_count argument cells each
 * @np: the node holding the list
 * @list_name: the list property
 * @cell_count: argument cells after each phandle
 * @index: which entry, from 0
 * @out_args: the node (referenced) and its arguments
 *
 * Return: as of_parse_phandle_with_args().
 */
int of_parse_phandle_with_fixed_args(const struct device_node *np,
				     const char *list_name, int cell_count,
				     int index,
				     struct of_phandle_args *out_args);

/**
 * of_count_phandle_with_args() - how many entries a phandle-plus-arguments
 * list holds
 * @np: the node holding the list
 * @list_name: the list property
 * @cells_name: the property of each target giving its argument count
 *
 * Return: the count, -ENOENT if the list is absent, -EINVAL if malformed.
 */
int of_count_phandle_with_args(const struct device_node *np,
			       const char *list_name, const char *cells_name);

/**
 * of_parse_phandle() - the node the @index'th phandle of a phandle list
 * points to
 * @np: the node holding the list
 * @phandle_name: the list property (phandles without arguments)
 * @index: which entry, from 0
 *
 * Return: the node with a reference taken, or NULL.
 */
struct device_node *of_parse_phandle(const struct device_node *np,
				     const char *phandle_name, int index);

/**
 * of_parse_phandle_with_args_map() - of_parse_phandle_with_args() for a
 * specifier that nexus nodes may remap on its way to the provider
 * @np: the consumer node
 * @list_name: the list property ("gpios")
 * @stem_name: the specifier's stem ("gpio"): arguments are counted by
 *             "#<stem>-cells", remapped by "<stem>-map"
 * @index: the entry of the list
 * @out_args: the final provider (referenced) and its specifier
 *
 * While the node the specifier points to has a "<stem>-map" property (a
 * nexus), the specifier is looked up in the map: each entry is a child
 * specifier, a phandle and that node's specifier. Cells are compared under
 * "<stem>-map-mask" (all bits when absent); entries whose node is disabled
 * never match. The matching entry's specifier replaces the current one,
 * except for the bits set in "<stem>-map-pass-thru", which are carried over
 * from the child specifier; the walk then repeats at the entry's node.
 *
 * Where Linux matches the next nexus's map against the entry's specifier as
 * the map writes it, this matches the specifier after pass-thru, as the
 * devicetree specification describes nexus nodes.
 *
 * Return: 0, -EINVAL if @index is negative, -ENOENT if there is no such
 * entry (or it is an empty phandle), -EINVAL if the list or a map is
 * malformed (a map entry's node without a valid "#<stem>-cells" gives that
 * read's error), a map has no matching entry, or maps lead more than 32
 * nexus nodes deep (a loop).
 */
int of_parse_phandle_with_args_map(const struct device_node *np,
				   const char *list_name, const char *stem_name,
				   int index, struct of_phandle_args *out_args);

/* The loaded tree's root, or NULL. */
extern struct device_node *of_root;

/**
 * of_node_get() - take a reference on a node
 * @node: the node; NULL passes through
 *
 * Return: @node.
 */
struct device_node *of_node_get(struct device_node *node);

/**
 * of_node_put() - drop a reference taken on a node
 * @node: the node; NULL is a no-op
 *
 * A put on a node that holds no reference (a put without its get) is
 * logged as an underflow and ignored; the count stays at zero.
 */
void of_node_put(struct device_node *node);

/**
 * of_node_full_name() - a node's name with unit address
 * @np: the node
 *
 * Return: the name ("serial@1000", "/" for the root), or "<no-node>" for
 * NULL.
 */
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
 * @path: the path
 *
 * Return: the node with a reference taken, or NULL.
 */
struct device_node *of_find_node_by_path(const char *path);

/**
 * platdev_of_chosen() - the tree's /chosen node, or NULL; not referenced
 * (the tree holds it until it is unloaded)
 */
struct device_node *platdev_of_chosen(void);

/**
 * platdev_of_stdout() - the node /chosen's "stdout-path" (or
 * "linux,stdout-path") names, its ":options" ignored, or NULL; not
 * referenced (the tree holds it until it is unloaded)
 */
struct device_node *platdev_of_stdout(void);

/*
 * Linux's globals, found anew at each read here since the tree may be
 * loaded, unloaded and changed by overlays: read them, do not assign.
 */
#define of_chosen (platdev_of_chosen())
#define of_stdout (platdev_of_stdout())

/**
 * of_find_node_by_phandle() - the node with @handle (a hash lookup)
 * @handle: the phandle (0 and 0xffffffff never match)
 *
 * Return: the node with a reference taken, or NULL.
 */
struct device_node *of_find_node_by_phandle(phandle handle);

/**
 * of_get_parent() - a node's parent
 * @node: the node
 *
 * Return: the parent with a reference taken, or NULL for the root or NULL.
 */
struct device_node *of_get_parent(const struct device_node *node);

/**
 * of_get_next_child() - the child after @prev (NULL: the first); drops the
 * reference on @prev and takes one on the result
 * @node: the parent
 * @prev: the child returned last time, or NULL
 *
 * Return: the next child with a reference taken, or NULL.
 */
struct device_node *of_get_next_child(const struct device_node *node,
				      struct device_node *prev);

/**
 * of_get_next_available_child() - of_get_next_child(), skipping children
 * that are not available (see of_device_is_available())
 * @node: the parent
 * @prev: the child returned last time (its reference is dropped), or NULL
 *
 * Return: the next available child with a reference taken, or NULL.
 */
struct device_node *of_get_next_available_child(const struct device_node *node,
						struct device_node *prev);

/* Walk @dn's properties in their order; the node must stay unchanged. */
#define for_each_property_of_node(dn, pp) \
	for (pp = (dn)->properties; pp != NULL; pp = pp->next)
#define for_each_child_of_node(parent, child)                        \
	for (child = of_get_next_child(parent, NULL); child != NULL; \
	     child = of_get_next_child(parent, child))
#define for_each_available_child_of_node(parent, child)                        \
	for (child = of_get_next_available_child(parent, NULL); child != NULL; \
	     child = of_get_next_available_child(parent, child))

/**
 * of_get_child_by_name() - the first child of @node named @name (without
 * unit address)
 * @node: the parent
 * @name: the name
 *
 * Return: the child with a reference taken, or NULL.
 */
struct device_node *of_get_child_by_name(const struct device_node *node,
					 const char *name);

/**
 * of_get_compatible_child() - the first child of @parent compatible with
 * @compatible
 * @parent: the node whose children are searched
 * @compatible: a compatible string (compared without regard to case)
 *
 * Return: the child with a reference taken, or NULL.
 */
struct device_node *of_get_compatible_child(const struct device_node *parent,
					    const char *compatible);

/**
 * __of_find_all_nodes() - the node after @prev in a depth-first pre-order
 * walk of the whole tree, taking and dropping no references
 * @prev: the node to start after, or NULL for the root
 *
 * Return: the next node, or NULL after the last.
 */
struct device_node *__of_find_all_nodes(struct device_node *prev);

/**
 * of_find_all_nodes() - the node after @prev in a depth-first pre-order
 * walk of the whole tree (the root first, then each node before its
 * children, children in order)
 * @prev: the node to start after, or NULL for the root; its reference is
 *        dropped
 *
 * Return: the next node with a reference taken, or NULL after the last.
 */
struct device_node *of_find_all_nodes(struct device_node *prev);

/*
 * for_each_of_allnodes_from(from, dn) - every node after @from (or all of
 * them, from NULL) in of_find_all_nodes() order, without references: only
 * for code that holds the tree still.
 */
#define for_each_of_allnodes_from(from, dn) \
	for (dn = __of_find_all_nodes(from); dn; dn = __of_find_all_nodes(dn))
#define for_each_of_allnodes(dn) for_each_of_allnodes_from(NULL, dn)

/**
 * of_find_node_by_name() - the next node after @from, in of_find_all_nodes()
 * order, whose name (without unit address) is @name
 * @from: the node to start after, or NULL for the whole tree; its reference
 *        is dropped
 * @name: the name
 *
 * Return: the node with a reference taken, or NULL.
 */
struct device_node *of_find_node_by_name(struct device_node *from,
					 const char *name);

/**
 * of_find_node_by_type() - the next node after @from whose "device_type"
 * is @type
 * @from: the node to start after, or NULL for the whole tree; its reference
 *        is dropped
 * @type: the device type
 *
 * Return: the node with a reference taken, or NULL.
 */
struct device_node *of_find_node_by_type(struct device_node *from,
					 const char *type);

/**
 * of_find_node_with_property() - the next node after @from, in
 * of_find_all_nodes() order, that has a property named @prop_name
 * @from: the node to start after, or NULL for the whole tree; its reference
 *        is dropped
 * @prop_name: the property's name (compared exactly; its value may be empty)
 *
 * Return: the node with a reference taken, or NULL.
 */
struct device_node *of_find_node_with_property(struct device_node *from,
					       const char *prop_name);

/**
 * of_find_compatible_node() - the next node after @from compatible with
 * @compat and, if @type is not NULL or empty, of device type @type
 * @from: the node to start after, or NULL for the whole tree; its reference
 *        is dropped
 * @type: the "device_type" to require, or NULL
 * @compat: a compatible string (compared without regard to case)
 *
 * Return: the node with a reference taken, or NULL.
 */
struct device_node *of_find_compatible_node(struct device_node *from,
					    const char *type,
					    const char *compat);

/**
 * of_find_matching_node_and_match() - the next node after @from that an
 * entry of @matches matches (as of_match_node() scores it)
 * @from: the node to start after, or NULL for the whole tree; its reference
 *        is dropped
 * @matches: the table, ended by an all-empty entry
 * @match: if not NULL, where the best entry for the node goes
 *
 * Return: the node with a reference taken, or NULL.
 */
struct device_node *
of_find_matching_node_and_match(struct device_node *from,
				const struct of_device_id *matches,
				const struct of_device_id **match);

/**
 * of_find_matching_node() - of_find_matching_node_and_match() without
 * the entry
 * @from: the node to start after, or NULL; its reference is dropped
 * @matches: the table
 *
 * Return: the node with a reference taken, or NULL.
 */
static inline struct device_node *
of_find_matching_node(struct device_node *from,
		      const struct of_device_id *matches)
{
	return of_find_matching_node_and_match(from, matches, NULL);
}

/*
 * The whole-tree iterators: each step holds a reference on @dn and drops
 * the previous one, so leaving the loop early (break) keeps a reference the
 * caller must drop with of_node_put().
 */
#define for_each_node_by_name(dn, name)                         \
	for (dn = of_find_node_by_name(NULL, name); dn != NULL; \
	     dn = of_find_node_by_name(dn, name))
#define for_each_node_by_type(dn, type)                         \
	for (dn = of_find_node_by_type(NULL, type); dn != NULL; \
	     dn = of_find_node_by_type(dn, type))
#define for_each_node_with_property(dn, prop_name)                         \
	for (dn = of_find_node_with_property(NULL, prop_name); dn != NULL; \
	     dn = of_find_node_with_property(dn, prop_name))
#define for_each_compatible_node(dn, type, compatible)                         \
	for (dn = of_find_compatible_node(NULL, type, compatible); dn != NULL; \
	     dn = of_find_compatible_node(dn, type, compatible))
#define for_each_matching_node(dn, matches)                         \
	for (dn = of_find_matching_node(NULL, matches); dn != NULL; \
	     dn = of_find_matching_node(dn, matches))
#define for_each_matching_node_and_match(dn, matches, match)             \
	for (dn = of_find_matching_node_and_match(NULL, matches, match); \
	     dn != NULL;                                                 \
	     dn = of_find_matching_node_and_match(dn, matches, match))

/**
 * of_alias_get_id() - the number of @np's alias with stem @stem: N for an
 * /aliases property "<stem>N" whose path leads to @np
 * @np: the node
 * @stem: the alias name without its number ("serial" for "serial0")
 *
 * Aliases without a number are never counted.
 *
 * Return: N, or -ENODEV if no such alias leads to @np.
 */
int of_alias_get_id(const struct device_node *np, const char *stem);

/**
 * of_alias_get_highest_id() - the highest number of any alias "<stem>N"
 * that leads to a node
 * @stem: the alias name without its number
 *
 * Return: the highest N, or -ENODEV if there is no such alias.
 */
int of_alias_get_highest_id(const char *stem);

/**
 * of_node_name_eq() - whether a node's name, without unit address, is @name
 * @np: the node (NULL: false)
 * @name: the name (NULL: false)
 */
bool of_node_name_eq(const struct device_node *np, const char *name);

/**
 * of_find_property() - a property of a node
 * @np: the node (NULL: none)
 * @name: the property's name
 * @lenp: if not NULL, where its length goes when it is found
 *
 * Return: the property, or NULL.
 */
struct property *of_find_property(const struct device_node *np,
				  const char *name, int *lenp);

/**
 * of_get_property() - the value of a property of a node
 * @node: the node (NULL: none)
 * @name: the property's name
 * @lenp: if not NULL, where its length goes when it is found
 *
 * Return: the raw value, or NULL if the property is absent.
 */
const void *of_get_property(const struct device_node *node, const char *name,
			    int *lenp);

/**
 * of_property_present() - whether @np has property @propname
 * @np: the node (NULL: none)
 * @propname: the property's name
 */
static inline bool of_property_present(const struct device_node *np,
				       const char *propname)
{
	return of_find_property(np, propname, NULL) != NULL;
}

/**
 * of_property_read_bool() - whether @np has property @propname
 * @np: the node (NULL: none)
 * @propname: the property's name
 *
 * A boolean property is true by being there, whatever its value.
 */
static inline bool of_property_read_bool(const struct device_node *np,
					 const char *propname)
{
	return of_property_present(np, propname);
}

/**
 * of_device_is_system_power_controller() - whether @np is marked as the
 * device that powers the system off ("system-power-controller")
 */
static inline bool
of_device_is_system_power_controller(const struct device_node *np)
{
	return of_property_read_bool(np, "system-power-controller");
}

/**
 * of_property_count_elems_of_size() - how many @elem_size-byte elements a
 * property holds
 * @np: the node
 * @propname: the property's name
 * @elem_size: bytes per element
 *
 * Return: the count (0 for an empty property), -EINVAL if the property is
 * absent, if @elem_size is not positive or if the length is not a multiple
 * of it (logged), -ENODATA if it has no value.
 */
int of_property_count_elems_of_size(const struct device_node *np,
				    const char *propname, int elem_size);

/**
 * of_property_count_u8_elems() - bytes in a property
 * @np: the node
 * @propname: the property's name
 *
 * Return: as of_property_count_elems_of_size().
 */
static inline int of_property_count_u8_elems(const struct device_node *np,
					     const char *propname)
{
	return of_property_count_elems_of_size(np, propname, sizeof(u8));
}

/**
 * of_property_count_u16_elems() - 16-bit values in a property
 * @np: the node
 * @propname: the property's name
 *
 * Return: as of_property_count_elems_of_size().
 */
static inline int of_property_count_u16_elems(const struct device_node *np,
					      const char *propname)
{
	return of_property_count_elems_of_size(np, propname, sizeof(u16));
}

/**
 * of_property_count_u32_elems() - 32-bit cells in a property
 * @np: the node
 * @propname: the property's name
 *
 * Return: as of_property_count_elems_of_size().
 */
static inline int of_property_count_u32_elems(const struct device_node *np,
					      const char *propname)
{
	return of_property_count_elems_of_size(np, propname, sizeof(u32));
}

/**
 * of_property_count_u64_elems() - 64-bit values in a property
 * @np: the node
 * @propname: the property's name
 *
 * Return: as of_property_count_elems_of_size().
 */
static inline int of_property_count_u64_elems(const struct device_node *np,
					      const char *propname)
{
	return of_property_count_elems_of_size(np, propname, sizeof(u64));
}

/**
 * of_property_read_u32_index() - the @index'th 32-bit cell of a property
 * @np: the node
 * @propname: the property's name
 * @index: which cell, from 0
 * @out_value: where the value goes; untouched on error
 *
 * Return: 0, -EINVAL if there is no such property, -ENODATA if it has no
 * value (not for a loaded blob: an empty property is too short instead),
 * -EOVERFLOW if it is too short.
 */
int of_property_read_u32_index(const struct device_node *np,
			       const char *propname, u32 index, u32 *out_value);

/**
 * of_property_read_u64_index() - the @index'th 64-bit value (two cells) of
 * a property
 * @np: the node
 * @propname: the property's name
 * @index: which value, from 0
 * @out_value: where the value goes; untouched on error
 *
 * Return: as of_property_read_u32_index().
 */
int of_property_read_u64_index(const struct device_node *np,
			       const char *propname, u32 index, u64 *out_value);

/**
 * of_property_read_variable_u8_array() - between @sz_min and @sz_max bytes
 * of a property into @out_values
 * @np: the node
 * @propname: the property's name
 * @out_values: where the values go; untouched on error
 * @sz_min: fewest elements the property may hold
 * @sz_max: most elements it may hold; 0 for no limit, and then exactly
 *          @sz_min are read
 *
 * A trailing partial element is ignored.
 *
 * Return: the number of elements read, -EINVAL if the property is absent,
 * -ENODATA if it has no value, -EOVERFLOW if it is shorter than @sz_min or
 * longer than @sz_max elements.
 */
int of_property_read_variable_u8_array(const struct device_node *np,
				       const char *propname, u8 *out_values,
				       size_t sz_min, size_t sz_max);

/**
 * of_property_read_variable_u16_array() - the same for big-endian 16-bit
 * values
 * @np: the node
 * @propname: the property's name
 * @out_values: where the values go; untouched on error
 * @sz_min: fewest elements the property may hold
 * @sz_max: most elements it may hold; 0 for no limit (reads @sz_min)
 *
 * Return: as of_property_read_variable_u8_array().
 */
int of_property_read_variable_u16_array(const struct device_node *np,
					const char *propname, u16 *out_values,
					size_t sz_min, size_t sz_max);

/**
 * of_property_read_variable_u32_array() - the same for 32-bit cells
 * @np: the node
 * @propname: the property's name
 * @out_values: where the values go; untouched on error
 * @sz_min: fewest elements the property may hold
 * @sz_max: most elements it may hold; 0 for no limit (reads @sz_min)
 *
 * Return: as of_property_read_variable_u8_array().
 */
int of_property_read_variable_u32_array(const struct device_node *np,
					const char *propname, u32 *out_values,
					size_t sz_min, size_t sz_max);

/**
 * of_property_read_variable_u64_array() - the same for 64-bit values (two
 * cells each)
 * @np: the node
 * @propname: the property's name
 * @out_values: where the values go; untouched on error
 * @sz_min: fewest elements the property may hold
 * @sz_max: most elements it may hold; 0 for no limit (reads @sz_min)
 *
 * Return: as of_property_read_variable_u8_array().
 */
int of_property_read_variable_u64_array(const struct device_node *np,
					const char *propname, u64 *out_values,
					size_t sz_min, size_t sz_max);

/**
 * of_property_read_u8_array() - the first @sz bytes of a property
 * @np: the node
 * @propname: the property's name
 * @out_values: where the values go; untouched on error
 * @sz: how many; the property may hold more
 *
 * Return: 0, -EINVAL if absent, -ENODATA if it has no value, -EOVERFLOW if
 * it holds fewer than @sz.
 */
static inline int of_property_read_u8_array(const struct device_node *np,
					    const char *propname,
					    u8 *out_values, size_t sz)
{
	int ret = of_property_read_variable_u8_array(np, propname, out_values,
						     sz, 0);

	return ret < 0 ? ret : 0;
}

/**
 * of_property_read_u16_array() - the first @sz 16-bit values of a property
 * @np: the node
 * @propname: the property's name
 * @out_values: where the values go; untouched on error
 * @sz: how many; the property may hold more
 *
 * Return: as of_property_read_u8_array().
 */
static inline int of_property_read_u16_array(const struct device_node *np,
					     const char *propname,
					     u16 *out_values, size_t sz)
{
	int ret = of_property_read_variable_u16_array(np, propname, out_values,
						      sz, 0);

	return ret < 0 ? ret : 0;
}

/**
 * of_property_read_u32_array() - the first @sz 32-bit cells of a property
 * @np: the node
 * @propname: the property's name
 * @out_values: where the values go; untouched on error
 * @sz: how many; the property may hold more
 *
 * Return: as of_property_read_u8_array().
 */
static inline int of_property_read_u32_array(const struct device_node *np,
					     const char *propname,
					     u32 *out_values, size_t sz)
{
	int ret = of_property_read_variable_u32_array(np, propname, out_values,
						      sz, 0);

	return ret < 0 ? ret : 0;
}

/**
 * of_property_read_u64_array() - the first @sz 64-bit values of a property
 * @np: the node
 * @propname: the property's name
 * @out_values: where the values go; untouched on error
 * @sz: how many; the property may hold more
 *
 * Return: as of_property_read_u8_array().
 */
static inline int of_property_read_u64_array(const struct device_node *np,
					     const char *propname,
					     u64 *out_values, size_t sz)
{
	int ret = of_property_read_variable_u64_array(np, propname, out_values,
						      sz, 0);

	return ret < 0 ? ret : 0;
}

/**
 * of_property_read_u8() - the first byte of a property
 * @np: the node
 * @propname: the property's name
 * @out_value: where the value goes; untouched on error
 *
 * Return: as of_property_read_u8_array().
 */
static inline int of_property_read_u8(const struct device_node *np,
				      const char *propname, u8 *out_value)
{
	return of_property_read_u8_array(np, propname, out_value, 1);
}

/**
 * of_property_read_u16() - the first 16-bit value of a property
 * @np: the node
 * @propname: the property's name
 * @out_value: where the value goes; untouched on error
 *
 * Return: as of_property_read_u8_array().
 */
static inline int of_property_read_u16(const struct device_node *np,
				       const char *propname, u16 *out_value)
{
	return of_property_read_u16_array(np, propname, out_value, 1);
}

/**
 * of_property_read_u32() - the first 32-bit cell of a property
 * @np: the node
 * @propname: the property's name
 * @out_value: where the value goes; untouched on error
 *
 * Return: as of_property_read_u8_array().
 */
static inline int of_property_read_u32(const struct device_node *np,
				       const char *propname, u32 *out_value)
{
	return of_property_read_u32_array(np, propname, out_value, 1);
}

/**
 * of_property_read_s32() - the first cell of a property, as a signed value
 * Return: as of_property_read_u32().
 */
static inline int of_property_read_s32(const struct device_node *np,
				       const char *propname, s32 *out_value)
{
	return of_property_read_u32(np, propname, (u32 *)out_value);
}

/**
 * of_property_read_u64() - a 64-bit value from the first two cells
 * @np: the node
 * @propname: the property's name
 * @out_value: where the value goes; untouched on error
 *
 * Return: as of_property_read_u32_index().
 */
int of_property_read_u64(const struct device_node *np, const char *propname,
			 u64 *out_value);

/**
 * of_property_read_string() - a string property
 * @np: the node
 * @propname: the property's name
 * @out_string: where a pointer to the string goes; untouched on error
 *
 * Return: 0, -EINVAL if absent, -ENODATA if empty, -EILSEQ if not
 * NUL-terminated within its length.
 */
int of_property_read_string(const struct device_node *np, const char *propname,
			    const char **out_string);

/**
 * of_property_read_string_helper() - walk a string list (what the string
 * list readers are made of)
 * @np: the node
 * @propname: the property's name
 * @out_strs: where pointers to strings @skip.. go, or NULL to count them
 * @sz: most pointers to store (ignored when @out_strs is NULL)
 * @skip: strings to pass over first
 *
 * Return: how many strings were stored (or, with @out_strs NULL, how many
 * follow the first @skip), -EINVAL if absent, -ENODATA if there are none
 * or the property has no value, -EILSEQ if a string before the last one
 * wanted is not NUL-terminated within the property.
 */
int of_property_read_string_helper(const struct device_node *np,
				   const char *propname, const char **out_strs,
				   size_t sz, int skip);

/**
 * of_property_read_string_array() - pointers to the first strings of a
 * string list
 * @np: the node
 * @propname: the property's name
 * @out_strs: where up to @sz pointers go, or NULL to count the strings
 * @sz: room in @out_strs
 *
 * Return: as of_property_read_string_helper() with no skip.
 */
static inline int of_property_read_string_array(const struct device_node *np,
						const char *propname,
						const char **out_strs,
						size_t sz)
{
	return of_property_read_string_helper(np, propname, out_strs, sz, 0);
}

/**
 * of_property_read_string_index() - the @index'th string of a string list
 * @np: the node
 * @propname: the property's name
 * @index: which string, from 0
 * @output: where a pointer to it goes; untouched on error
 *
 * Return: 0, -EINVAL if absent or @index is negative, -ENODATA if there is
 * no such string, -EILSEQ if the list is malformed.
 */
int of_property_read_string_index(const struct device_node *np,
				  const char *propname, int index,
				  const char **output);

/**
 * of_property_count_strings() - how many strings a string list holds
 * @np: the node
 * @propname: the property's name
 *
 * Return: the count, -EINVAL if absent, -ENODATA if empty, -EILSEQ if
 * malformed.
 */
int of_property_count_strings(const struct device_node *np,
			      const char *propname);

/**
 * of_property_match_string() - the index of @string in a string list
 * @np: the node
 * @propname: the property's name
 * @string: the string to look for (compared exactly)
 *
 * Return: the index, -EINVAL if absent, -ENODATA if not in the list,
 * -EILSEQ if malformed.
 */
int of_property_match_string(const struct device_node *np, const char *propname,
			     const char *string);

/**
 * of_prop_next_u32() - step through the 32-bit cells of a property
 * @prop: the property (NULL: none)
 * @cur: the cell returned last time, or NULL for the first
 * @pu: where the cell's value goes
 *
 * Return: the next cell, or NULL after the last whole cell.
 */
const __be32 *of_prop_next_u32(const struct property *prop, const __be32 *cur,
			       u32 *pu);

/**
 * of_prop_next_string() - step through the strings of a string list
 * @prop: the property (NULL: none)
 * @cur: the string returned last time, or NULL for the first
 *
 * Return: the next string, or NULL after the last one or at one that is not
 * NUL-terminated within the property.
 */
const char *of_prop_next_string(const struct property *prop, const char *cur);

/* Where of_property_for_each_u32() is in a property; not for direct use. */
struct of_prop_u32_iter {
	const struct property *prop;
	const __be32 *item;
};

/* The first step of of_property_for_each_u32(); not for direct use. */
static inline struct of_prop_u32_iter
of_prop_u32_iter_first(const struct device_node *np, const char *propname,
		       u32 *pu)
{
	struct of_prop_u32_iter it;

	it.prop = of_find_property(np, propname, NULL);
	it.item = of_prop_next_u32(it.prop, NULL, pu);
	return it;
}

/*
 * of_property_for_each_u32(np, propname, u) - run the body once for each
 * 32-bit cell of the property, with the cell's value in u32 @u.
 */
#define of_property_for_each_u32(np, propname, u)                \
	for (struct of_prop_u32_iter _of_u32_it =                \
		     of_prop_u32_iter_first(np, propname, &(u)); \
	     _of_u32_it.item;                                    \
	     _of_u32_it.item =                                   \
		     of_prop_next_u32(_of_u32_it.prop, _of_u32_it.item, &(u)))

/*
 * of_property_for_each_string(np, propname, prop, s) - run the body once
 * for each string of a string list, @prop pointing to the property and
 * const char *@s to the string.
 */
#define of_property_for_each_string(np, propname, prop, s) \
	for (prop = of_find_property(np, propname, NULL),  \
	    s = of_prop_next_string(prop, NULL);           \
	     s; s = of_prop_next_string(prop, s))

/**
 * of_device_is_compatible() - how well @np matches @compat: a score that is
 * higher the earlier @compat appears in its "compatible" list
 * @np: the node
 * @compat: the compatible string (compared without regard to case)
 *
 * Return: the score; 0 if not compatible at all.
 */
int of_device_is_compatible(const struct device_node *np, const char *compat);

/**
 * of_device_compatible_match() - the best of_device_is_compatible() score
 * of @device for the NULL-terminated @compat
 * Return: it, 0 when none matches (or for NULL).
 */
int of_device_compatible_match(const struct device_node *device,
			       const char *const *compat);

/**
 * of_device_is_available() - whether @np's status is absent, "okay" or "ok"
 * @np: the node (NULL: false)
 */
bool of_device_is_available(const struct device_node *np);

/**
 * of_n_addr_cells() - #address-cells that applies to @np's reg: the nearest
 * ancestor's, as Linux walks it
 * @np: the node
 *
 * Return: the count; 1 if no ancestor says.
 */
int of_n_addr_cells(const struct device_node *np);

/**
 * of_n_size_cells() - #size-cells that applies to @np's reg, found as
 * of_n_addr_cells() finds #address-cells
 * @np: the node
 *
 * Return: the count; 1 if no ancestor says.
 */
int of_n_size_cells(const struct device_node *np);

struct device;

/*
 * Declared here as in Linux 6.12 (drivers include linux/of.h for it);
 * documented with its definition in linux/of_platform.h.
 */
const void *of_device_get_match_data(const struct device *dev);

/* --- dynamic changes: reconfiguration notices and overlays ------------- */

struct notifier_block;

/* What changed, as told to of_reconfig_notifier_register() callbacks. */
enum of_reconfig_change {
	OF_RECONFIG_NO_CHANGE = 0,
	OF_RECONFIG_CHANGE_ADD,
	OF_RECONFIG_CHANGE_REMOVE,
};

#define OF_RECONFIG_ATTACH_NODE 0x0001
#define OF_RECONFIG_DETACH_NODE 0x0002
#define OF_RECONFIG_ADD_PROPERTY 0x0003
#define OF_RECONFIG_REMOVE_PROPERTY 0x0004
#define OF_RECONFIG_UPDATE_PROPERTY 0x0005

/**
 * struct of_reconfig_data - what a reconfiguration notice is about
 * @dn: the node attached, detached or whose property changed
 * @prop: the property added, removed or the new value (property notices)
 * @old_prop: the value replaced (OF_RECONFIG_UPDATE_PROPERTY)
 */
struct of_reconfig_data {
	struct device_node *dn;
	struct property *prop;
	struct property *old_prop;
};

/**
 * of_reconfig_notifier_register() - be told of every node attached or
 * detached and every property added, removed or updated in the live tree
 * @nb: the callback; its action is an OF_RECONFIG_* code and its data a
 *      struct of_reconfig_data. The tree has already changed when it runs.
 *
 * Return: 0.
 */
int of_reconfig_notifier_register(struct notifier_block *nb);

/**
 * of_reconfig_notifier_unregister() - stop telling @nb
 * @nb: a registered callback
 *
 * Return: 0, or -ENOENT if @nb was not registered.
 */
int of_reconfig_notifier_unregister(struct notifier_block *nb);

/**
 * of_reconfig_get_state_change() - whether a notice makes a device appear
 * or go: its node's "status" turning "okay"/"ok" (or a node attached with
 * such a status, or none) or turning anything else
 * @action: the OF_RECONFIG_* code
 * @pr: the notice's data
 *
 * Return: OF_RECONFIG_CHANGE_ADD, OF_RECONFIG_CHANGE_REMOVE or
 * OF_RECONFIG_NO_CHANGE.
 */
int of_reconfig_get_state_change(unsigned long action,
				 struct of_reconfig_data *pr);

/**
 * of_add_property() - link @prop into @np's properties, as the last
 * @np: a node of the live tree
 * @prop: the caller's property (name, length, value set); its memory stays
 *        the caller's and must outlive its time in the tree. A property
 *        of_remove_property() took out may be added again.
 *
 * Reconfiguration notifiers are told (OF_RECONFIG_ADD_PROPERTY), and a
 * "status" that turns the node unavailable deletes its device.
 *
 * Return: 0; -EEXIST if @np has a property of that name; -EINVAL for a
 * NULL @np, @prop or name; -EBUSY if an applied overlay added or replaced
 * @prop (its removal puts it back itself).
 */
int of_add_property(struct device_node *np, struct property *prop);

/**
 * of_remove_property() - take @prop out of @np's properties
 * @np: the node
 * @prop: one of its properties, the pointer of_find_property() gave
 *
 * of_find_property() no longer finds it, but its memory is not freed: a
 * reader may still hold it or its value (a property from the loaded blob
 * stays until the tree is unloaded; one a caller added is the caller's).
 * Notifiers are told (OF_RECONFIG_REMOVE_PROPERTY); a "status" removed
 * makes a disabled node available and its device is made.
 *
 * Return: 0; -ENODEV for a NULL @prop or one that is not in @np's list;
 * -EBUSY for a property an applied overlay added (its removal takes it).
 */
int of_remove_property(struct device_node *np, struct property *prop);

/**
 * of_update_property() - put @newprop in the place of @np's property of
 * the same name, or add it if there is none
 * @np: the node
 * @newprop: the caller's new property, kept as of_add_property() keeps it
 *
 * The property replaced is kept as of_remove_property() keeps it. Notifiers
 * are told (OF_RECONFIG_UPDATE_PROPERTY, with the old one) and devices
 * follow a "status" change.
 *
 * Return: 0; -EINVAL for a @newprop without a name (or NULL arguments);
 * -EBUSY if an applied overlay added or replaced the one it would replace.
 */
int of_update_property(struct device_node *np, struct property *newprop);

/* When an overlay notifier is called (Linux's values). */
enum of_overlay_notify_action {
	OF_OVERLAY_INIT = 0, /* never sent; kept for Linux's numbering */
	OF_OVERLAY_PRE_APPLY,
	OF_OVERLAY_POST_APPLY,
	OF_OVERLAY_PRE_REMOVE,
	OF_OVERLAY_POST_REMOVE,
};

/**
 * struct of_overlay_notify_data - one fragment of an overlay, as overlay
 * notifiers are told of it
 * @overlay: the fragment's "__overlay__" node (in the overlay's own tree)
 * @target: the live node it applies to
 */
struct of_overlay_notify_data {
	struct device_node *overlay;
	struct device_node *target;
};

/**
 * of_overlay_fdt_apply() - apply a device-tree overlay (a blob made with
 * `dtc -@`) to the live tree, and make and remove the devices that follow
 * @overlay_fdt: the blob (copied; the caller may free it afterwards)
 * @overlay_fdt_size: bytes available at @overlay_fdt
 * @ovcs_id: where the overlay's id goes (0 on error)
 * @base: if not NULL, "target-path" is taken relative to this node
 *
 * Each child of the overlay's root with an "__overlay__" subnode is a
 * fragment. Its target is the live node with the phandle in its "target"
 * property, else the node at its "target-path". The overlay's own phandles
 * are renumbered above the highest in the live tree (and the references
 * "__local_fixups__" lists follow them); the references "__fixups__" lists
 * get the phandles of the live tree's "__symbols__" labels. Then each
 * fragment's properties are added to its target or replace the target's
 * (except "name" and the phandles; "#address-cells" and "#size-cells" may
 * not change), and its subnodes merge with the target's children of the
 * same name or are attached as new nodes. The overlay's "__symbols__" are
 * added to the live "__symbols__", their paths rewritten to the live tree.
 *
 * OF_OVERLAY_PRE_APPLY notifiers run first, once per fragment; any error
 * from one cancels the apply. After the tree changed, reconfiguration
 * notices go out in order, devices follow the tree (a new node under a
 * populated bus becomes a device, named and linked as populate makes them;
 * a "status" turning "disabled" deletes the device, turning "okay" makes
 * it; probes wait until all are made), then OF_OVERLAY_POST_APPLY runs.
 *
 * All or nothing: on any error before POST_APPLY the live tree, its
 * devices and the allocations are as they were, and the reason is logged
 * with the fragment it concerns.
 *
 * Return: 0; -EINVAL for a blob libfdt refuses (fdt_check_full()), a
 * fragment without target or whose target is not found, a reference that
 * cannot be fixed up, a phandle clash, a change of "#address-cells" or
 * "#size-cells", two fragments changing the same node or property, or no
 * fragment at all; -ENOENT for a "__fixups__" label the live
 * "__symbols__" lacks; -EEXIST when a new device's name is taken; a PRE
 * notifier's error; -ENOMEM. A POST_APPLY notifier's error is returned
 * with the overlay applied (*@ovcs_id set), as in Linux.
 */
int of_overlay_fdt_apply(const void *overlay_fdt, u32 overlay_fdt_size,
			 int *ovcs_id, struct device_node *base);

/**
 * of_overlay_remove() - undo an applied overlay
 * @ovcs_id: the id of_overlay_fdt_apply() gave; set to 0 once removed
 *
 * Only the topmost overlay touching a node may be removed: one applied
 * later that changes the same node, an ancestor or a descendant of it
 * makes this -EBUSY. So does a node of the overlay that something still
 * references (of_node_get() without its put; the holder's node path and
 * device, if any, are logged). Otherwise OF_OVERLAY_PRE_REMOVE notifiers
 * run (an error cancels), the overlay's devices are unbound and deleted,
 * consumers before suppliers and children before parents, the tree is
 * restored, reconfiguration notices go out (the reverse of the apply's),
 * devices whose "status" comes back are made again, OF_OVERLAY_POST_REMOVE
 * runs and the overlay's memory is freed.
 *
 * Return: 0; -ENODEV for an unknown id; -EBUSY as above; a PRE_REMOVE
 * notifier's error. A POST_REMOVE notifier's error is returned after the
 * overlay was removed.
 */
int of_overlay_remove(int *ovcs_id);

/**
 * of_overlay_remove_all() - remove every applied overlay, newest first
 *
 * Return: 0, or the first error of of_overlay_remove(); the overlays
 * before the failing one (newer ones) are removed.
 */
int of_overlay_remove_all(void);

/**
 * of_overlay_notifier_register() - be told of overlays applied and removed
 * @nb: the callback: action an enum of_overlay_notify_action, data a
 *      struct of_overlay_notify_data; returning notifier_from_errno(err)
 *      at a PRE stage cancels the apply or remove with @err
 *
 * Return: 0.
 */
int of_overlay_notifier_register(struct notifier_block *nb);

/**
 * of_overlay_notifier_unregister() - stop telling @nb
 * @nb: a registered callback
 *
 * Return: 0, or -ENOENT if @nb was not registered.
 */
int of_overlay_notifier_unregister(struct notifier_block *nb);

/* --- scoped iteration, the machine ------------------------------------- */

/* __free(device_node): of_node_put() at the end of the variable's scope. */
DEFINE_FREE(device_node, struct device_node *, if (_T) of_node_put(_T))

/**
 * for_each_child_of_node_scoped(parent, child) - for_each_child_of_node()
 * with @child declared by the loop and its reference dropped however the
 * loop ends (a break or a return included)
 */
#define for_each_child_of_node_scoped(parent, child)          \
	for (struct device_node * child __free(device_node) = \
		     of_get_next_child(parent, NULL);         \
	     child != NULL; child = of_get_next_child(parent, child))

/** for_each_available_child_of_node_scoped(parent, child) - the same, "okay" children */
#define for_each_available_child_of_node_scoped(parent, child)  \
	for (struct device_node * child __free(device_node) =   \
		     of_get_next_available_child(parent, NULL); \
	     child != NULL;                                     \
	     child = of_get_next_available_child(parent, child))

/**
 * of_machine_compatible_match() - whether the root node is compatible with
 * one of the NULL-terminated @compats
 * Return: false too when no tree is loaded.
 */
bool of_machine_compatible_match(const char *const *compats);

/** of_machine_is_compatible() - whether the root node is compatible with @compat */
static inline bool of_machine_is_compatible(const char *compat)
{
	const char *compats[] = { compat, NULL };

	return of_machine_compatible_match(compats);
}

/**
 * of_machine_device_match() - whether the root node matches an entry of
 * @matches (as of_match_node() matches)
 */
bool of_machine_device_match(const struct of_device_id *matches);

/** of_get_child_count() - how many children @np has */
static inline int of_get_child_count(const struct device_node *np)
{
	struct device_node *child;
	int n = 0;

	for_each_child_of_node(np, child)
		n++;
	return n;
}

/** of_get_available_child_count() - how many children of @np are "okay" */
static inline int of_get_available_child_count(const struct device_node *np)
{
	struct device_node *child;
	int n = 0;

	for_each_available_child_of_node(np, child)
		n++;
	return n;
}

/**
 * of_device_is_big_endian() - whether @np's registers are big-endian: it
 * says "big-endian", or "native-endian" on a big-endian CPU
 */
static inline bool of_device_is_big_endian(const struct device_node *np)
{
	if (of_property_read_bool(np, "big-endian"))
		return true;
	return __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__ &&
	       of_property_read_bool(np, "native-endian");
}

/**
 * of_get_next_cpu_node() - the CPU node under /cpus after @prev
 * @prev: the node returned last time (its reference is dropped), or NULL
 *        for the first
 *
 * A CPU node is a child of /cpus named "cpu" or of device_type "cpu";
 * nodes whose status says "fail" are skipped, as in Linux (a disabled CPU
 * is still listed).
 *
 * Return: the node with a reference taken, or NULL after the last.
 */
struct device_node *of_get_next_cpu_node(struct device_node *prev);

#define for_each_of_cpu_node(cpu)                           \
	for (cpu = of_get_next_cpu_node(NULL); cpu != NULL; \
	     cpu = of_get_next_cpu_node(cpu))

/**
 * of_get_cpu_hwid() - the hardware id of thread @thread of CPU node @cpun:
 * its "reg" entry number @thread, of #address-cells cells
 * Return: the id, or ~0ULL if "reg" has no such entry.
 */
u64 of_get_cpu_hwid(struct device_node *cpun, unsigned int thread);

#endif /* _PLATDEV_LINUX_OF_H */
