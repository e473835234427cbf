/* SPDX-License-Identifier: MIT */
/*
 * of_private.h - the loaded tree's bookkeeping, shared by src/of files.
 */
#ifndef _PLATDEV_OF_PRIVATE_H
#define _PLATDEV_OF_PRIVATE_H

#include <string.h>

#include <linux/mutex.h>
#include <linux/of.h>

#include "kernel/lock_word.h"

/*
 * The loaded tree's phandle index: open addressing over @nr_slots (a power
 * of two) slots, filled by the loader (fdt.c), read by base.c.
 */
struct of_phandle_index {
	struct device_node **slots;
	unsigned int nr_slots;
};

extern struct of_phandle_index of_phandles;

/* The slot a phandle starts probing at. */
static inline unsigned int of_phandle_slot(phandle handle,
					   unsigned int nr_slots)
{
	return (handle * 2654435761u) & (nr_slots - 1);
}

/* The node of @index with @handle, or NULL (base.c). */
struct device_node *
of_phandle_index_lookup(const struct of_phandle_index *index, phandle handle);

/*
 * The tree lock, Linux's devtree_lock: held by whoever relinks a property
 * or child list or swaps a phandle index (overlays), and by the lookups
 * while they walk one (base.c). A leaf: hold it only around a walk, which
 * raises no interrupt and calls nothing but of_node_get(). A lock word,
 * not a spinlock_t: the lookups are the hot path of populate, and the
 * interrupt masking of a spinlock_t doubled their cost.
 *
 * of_tree_lock() returns what of_tree_unlock() needs: 1 when the lock
 * was not taken because this port cannot wait for its holder (the bare
 * port: the holder is the code an interrupt handler interrupted); the
 * walk then reads lists whose every change is one pointer store.
 */
extern u32 of_devtree_lock;

static inline unsigned long of_tree_lock(void)
{
	return lock_word_lock(&of_devtree_lock) ? 1 : 0;
}

static inline void of_tree_unlock(unsigned long not_taken)
{
	if (!not_taken)
		lock_word_unlock(&of_devtree_lock);
}

/* of_find_property() for a caller holding the tree lock. */
struct property *__of_find_property(const struct device_node *np,
				    const char *name, int *lenp);

/*
 * The child of @parent whose full name (with unit address) is the first
 * @len bytes of @name, unreferenced; NULL if none (base.c). The caller
 * holds the tree lock or the overlay mutex (no list changes under it).
 */
struct device_node *of_child_by_full_name(struct device_node *parent,
					  const char *name, size_t len);

/*
 * Free the syscon regmaps made for the tree's nodes (src/mfd/syscon.c):
 * the tree is being unloaded, or the registers they map (a simulated
 * board) go away.
 */
void of_syscon_release_all(void);

/*
 * Whether property or node names @a and @b are the same. Most names that
 * differ do so in their first byte, which is compared inline: a lookup
 * that passes over a node's other properties then calls no strcmp().
 */
static inline bool of_names_equal(const char *a, const char *b)
{
	return a[0] == b[0] && strcmp(a, b) == 0;
}

struct of_bus;
struct resource;

/*
 * How the "reg" entries of @parent's children are read and translated:
 * the rules of their bus and its cell counts, looked up once for all the
 * children (populate). A zeroed one is empty.
 */
struct of_child_addr {
	const struct device_node *parent;
	const struct of_bus *bus;
	int na, ns;
};

/*
 * of_address_to_resource() of each entry of @dev's "reg" in turn, from
 * the first, until one does not translate (address.c): the first @max
 * into @res, the first's CPU address, not truncated to a resource_size_t,
 * into *@first. @rules caches the rules of @dev's bus for its siblings:
 * looked up again when @dev has another parent; it must not outlive a
 * change to that parent's cell counts or device_type.
 * Return: how many entries translate (0 without a parent), even beyond @max.
 */
int of_child_resources(struct of_child_addr *rules, struct device_node *dev,
		       struct resource *res, int max, u64 *first);

/*
 * The node after @np in a depth-first pre-order walk of the subtree of
 * @root (NULL: the whole tree), from parent and sibling pointers, without
 * recursion or references: NULL after the last. A walk that starts at
 * @root visits it first.
 */
struct device_node *of_subtree_next(const struct device_node *root,
				    struct device_node *np);

/*
 * A walk over the entries of a phandle list property, found once: each
 * of_phandle_walk_next() reads the next entry where the last ended, so
 * reading all of them is linear (of_parse_phandle_with_args() looks the
 * property up by name and skips the entries before @index each time).
 */
struct of_phandle_walk {
	const struct device_node *np;
	const char *name;
	const __be32 *pos, *end;
	const char *cells_name;
	int cell_count;
};

/*
 * Start a walk over @pp of @np (NULL: no entries); @cells_name names each
 * target's argument count, or without it each entry has @cell_count. With
 * both, @cell_count OF_PHANDLE_CELLS_OPTIONAL: a target without
 * @cells_name has no arguments.
 */
#define OF_PHANDLE_CELLS_OPTIONAL (-1)
void of_phandle_walk_init(struct of_phandle_walk *w,
			  const struct device_node *np,
			  const struct property *pp, const char *cells_name,
			  int cell_count);

/*
 * The next entry into @out, its node referenced (NULL for an empty entry,
 * a phandle of 0). Return: 0; -ENOENT after the last; -EINVAL, logged,
 * for a phandle that points nowhere, a target without @cells_name, or
 * arguments past the end.
 */
int of_phandle_walk_next(struct of_phandle_walk *w,
			 struct of_phandle_args *out);

struct device;

/* Device links from @dev's node to the devices owning its suppliers. */
void of_fwnode_links_add(struct device *dev);

/* of_fwnode_links_add() for every populated device under @root. */
void of_fwnode_links_add_subtree(struct device_node *root);

/*
 * of_fwnode_links_add() for every populated device of the tree, in one
 * pass without recursion: a supplier's device made again (an overlay
 * turned its node off and on) gets the links its consumers had, which
 * went with its old device (Linux keeps them as fwnode links).
 */
void of_fwnode_links_add_all(void);

struct of_dev_auxdata;

/*
 * Devices for the children of @root and, below each that matches @matches,
 * for theirs (of_platform_populate() without holding probes back and
 * without device links); @root is then flagged OF_POPULATED_BUS.
 * Return: 0, or -ENOMEM before anything was created.
 */
int of_populate_children(struct device_node *root,
			 const struct of_device_id *matches,
			 const struct of_dev_auxdata *lookup,
			 struct device *parent);

/*
 * Check @blob of @size bytes (8-byte aligned) as platdev_of_load() does:
 * our guard walk, then fdt_check_full(), and a root node first (fdt.c).
 * Return: 0 or a libfdt error.
 */
int of_fdt_check(const void *blob, size_t size);

/*
 * Renumber the phandles of the detached overlay tree at @overlay above the
 * live tree's and resolve its "__local_fixups__" and "__fixups__"
 * (resolver.c). Return: 0, -EINVAL, -ENOENT (a label the live
 * "__symbols__" lacks); the reason is logged.
 */
int of_resolve_phandles(struct device_node *overlay);

/*
 * Linux's of_mutex (dynamic.c): held by whoever plans and makes a change
 * of the live tree, an overlay's apply or removal and the property edits
 * (of_add_property() and its kind), so that one never plans on a list
 * the other is changing. It is taken before the tree lock.
 */
extern struct mutex of_mutex;

/*
 * Whether an applied overlay added or replaced @prop (of_mutex held): its
 * removal relinks it, so no one else may move it. Set by overlay.c when it
 * links its first overlay (NULL until then, and in a build without it).
 */
extern bool (*of_overlay_prop_in_use_locked)(const struct property *prop);

/*
 * Free the properties that overlay removals took out of live nodes
 * (overlay.c): the tree they belonged to is being unloaded.
 */
void of_overlay_free_dead_props(void);

/*
 * Free the removed overlays whose nodes a reader still held when they
 * were removed, if nothing holds them now (overlay.c); one still held
 * keeps its fragments' targets referenced, which refuses the unload.
 */
void of_overlay_reap(void);

struct notifier_block;
struct of_reconfig_data;

/* Tell the reconfiguration notifiers; return the first error reported. */
int of_reconfig_notify(unsigned long action, struct of_reconfig_data *rd);

/*
 * The phandle index of the nodes that overlays attached (overlay.c fills
 * it, base.c reads it after of_phandles): the loaded tree's index is
 * sized for the blob and never grows.
 */
extern struct of_phandle_index of_overlay_phandles;

/*
 * Devices following the tree (platform.c), for overlays: make the devices
 * of @np, just attached or turned available, and (for a bus) its
 * children, as populate would, if its parent is a populated bus; probes
 * are the caller's to hold back. Return: 0, or the error that kept a
 * device from being made (those made stay).
 */
int of_platform_node_attached(struct device_node *np);

/*
 * Whether @np has a registered device that populate made for it: not
 * only the OF_POPULATED flag (a GPIO chip flags the hogs it took), nor a
 * device other code deleted.
 */
bool of_platform_node_has_device(struct device_node *np);

/* Delete the device of @np (and those of its children) if it has one. */
void of_platform_node_destroy(struct device_node *np);

/*
 * The hwirq and IRQ_TYPE_* trigger @count cells name at controller @ctrl,
 * as platdev_of_irq_decode() reads them, without following stacked
 * controllers (for the domains of controllers set up early). Return: 0 or
 * -EINVAL.
 */
int of_irq_translate_cells(struct device_node *ctrl, const u32 *cells,
			   int count, unsigned long *hwirq, unsigned int *type);

/*
 * of_irq_parse_one(), also giving in *@nexus the first interrupt-map
 * nexus the specifier was translated through (referenced; NULL if none or
 * on error). *@nexus must be NULL on entry.
 */
int of_irq_parse_one_nexus(struct device_node *device, int index,
			   struct of_phandle_args *out_irq,
			   struct device_node **nexus);

struct irq_binding;
struct platdev_of_irq;

/*
 * Read @spec, the cells given to controller spec->np, into @out: hwirq,
 * type, and where the binding has them kind, number and a note. Return 0,
 * or -EINVAL for cells the binding refuses.
 */
typedef int (*irq_translate_fn)(const struct irq_binding *b,
				const struct of_phandle_args *spec,
				struct platdev_of_irq *out);

/*
 * For a stacked controller: the specifier its parent is given for the
 * interrupt @here decoded (spec->np is the stacked controller). Return 1
 * with @parent filled (np not yet set), 0 when the interrupt stops here,
 * or -EINVAL.
 */
typedef int (*irq_pass_on_fn)(const struct of_phandle_args *spec,
			      const struct platdev_of_irq *here,
			      struct of_phandle_args *parent);

/*
 * How one interrupt controller binding reads its specifiers
 * (irq_bindings.c): @limit holds the binding's bounds (a GIC's number of
 * kinds, a PRUSS's events and channels), @ports the pins of each port of
 * a Tegra GPIO controller, @generic marks a common convention applied to
 * a controller whose own binding is not known.
 */
struct irq_binding {
	irq_translate_fn translate;
	irq_pass_on_fn pass_on;
	u32 limit[2];
	const u8 *ports;
	unsigned int nr_ports;
	bool generic;
};

/*
 * The binding of controller @np, by its compatible, or for a bank without
 * one by its parent's; else the generic one-cell or two-cell convention
 * for an @args_count of 1 or 2. NULL when none applies.
 */
const struct irq_binding *of_irq_binding_of(const struct device_node *np,
					    int args_count);

#endif /* _PLATDEV_OF_PRIVATE_H */
