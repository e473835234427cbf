// SPDX-License-Identifier: MIT
/*
 * overlay.c - applying device-tree overlays to the live tree at runtime,
 * and removing them again, with the devices following the tree.
 *
 * An overlay blob is checked with libfdt and laid out as a detached tree
 * of its own (one allocation holds its nodes, properties and short names;
 * values point into our copy of the blob). Its phandles are resolved
 * (resolver.c). Then a changeset is planned without touching the live
 * tree: a list of entries (node attached, property added or updated), each
 * checked, every allocation made. Only then is the live tree changed, by
 * pointer moves that cannot fail, and the notices go out, which make and
 * delete devices. A device that cannot be made undoes the whole apply.
 *
 * A new node is the overlay's own node, linked under its target: it lives
 * in the overlay's memory until the overlay is removed. A property added
 * to or replacing one of a live node is a copy of the overlay's, allocated
 * on its own; the replaced one is kept and put back on removal. Lists are
 * relinked with the tree lock held (base.c), which every lookup holds
 * while it walks one. A property taken out of a live node is not freed:
 * a reader may hold it (Linux's rule is that a property stays valid as
 * long as its node), so it is kept, as Linux's "deadprops" are, until the
 * tree is unloaded (of_overlay_free_dead_props()).
 */
#include <string.h>

#include <libfdt.h>

#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/notifier.h>
#include <linux/of.h>
#include <linux/printk.h>
#include <linux/slab.h>
#include <platdev/bind.h>
#include <platdev/of.h>
#include <platdev/port.h>

#include "base/base.h"
#include "base/strhash.h"
#include "of/of_private.h"

/* One change of the live tree, with what is needed to undo it. */
struct ovl_entry {
	unsigned long action; /* OF_RECONFIG_ATTACH_NODE, _ADD_PROPERTY, ... */
	struct device_node *np; /* the node attached or changed */
	struct device_node *parent; /* ATTACH: where it goes */
	struct property *prop, *old_prop;
	bool live; /* the change links into the live tree (not notice only) */
	bool owned; /* @prop is a copy of its own, linked into a live node */
	bool made_device; /* the apply's notice made a device for @np */
	/*
	 * The new node (ATTACH) or added property (ADD_PROPERTY) this one
	 * follows in its list, planned just before it for the same parent
	 * or node; NULL for the first, which goes at the list's end. Linking
	 * after it, and unlinking, costs one step however long the list is.
	 */
	union {
		struct device_node *after_node;
		struct property *after_prop;
	};
};

struct ovl_fragment {
	struct device_node *overlay; /* "__overlay__" (or "__symbols__") */
	struct device_node *target; /* live, referenced */
};

struct overlay_changeset {
	struct list_head node; /* on ovcs_list, oldest first */
	int id;
	void *fdt; /* our copy of the blob */
	struct device_node *root; /* the overlay's tree */
	struct ovl_fragment *fragments;
	unsigned int nr_fragments;
	struct ovl_entry *entries;
	unsigned int nr_entries, cap_entries;
	/* New nodes with a phandle, for the overlay phandle index. */
	struct device_node **phandle_nodes;
	unsigned int nr_phandle_nodes;
	/* Its changes were linked into the live tree (readers may hold them). */
	bool linked;
	/* The removal made a device again for a node it put back. */
	bool remade;
};

/*
 * Properties taken out of live nodes by removals (and failed applies),
 * chained through ->next: kept until the tree is unloaded. Guarded by
 * of_mutex (of_overlay_free_dead_props() runs with no overlay left).
 */
static struct property *dead_props;
static unsigned long nr_dead_props;

static LIST_HEAD(ovcs_list);
/*
 * Removed overlays a node of which was still referenced when its devices
 * had gone (a reader took it while the removal ran): their memory is kept
 * until the last reference is put, and freed by the next apply, removal
 * or unload that finds them unreferenced (reap_kept()).
 */
static LIST_HEAD(kept_list);
static void reap_kept(void);
static bool overlay_prop_in_use(const struct property *prop);
static RAW_NOTIFIER_HEAD(overlay_chain);

int of_overlay_notifier_register(struct notifier_block *nb)
{
	return raw_notifier_chain_register(&overlay_chain, nb);
}

int of_overlay_notifier_unregister(struct notifier_block *nb)
{
	return raw_notifier_chain_unregister(&overlay_chain, nb);
}

/* --- the overlay's own tree ----------------------------------------------- */

struct ovl_counts {
	unsigned int nodes, props, max_depth;
	size_t name_bytes;
};

static void count_nodes(const void *fdt, struct ovl_counts *c)
{
	int offset, prop, depth = 0;

	memset(c, 0, sizeof(*c));
	for (offset = 0; offset >= 0 && depth >= 0;
	     offset = fdt_next_node(fdt, offset, &depth)) {
		const char *name = fdt_get_name(fdt, offset, NULL);

		c->nodes++;
		c->name_bytes += strlen(name ? name : "") + 1;
		if ((unsigned int)depth > c->max_depth)
			c->max_depth = (unsigned int)depth;
		fdt_for_each_property_offset(prop, fdt, offset)
			c->props++;
	}
}

static void overlay_free(struct overlay_changeset *ovcs);

/*
 * Lay the checked blob @fdt out as a tree: @ovcs and, after it, the nodes,
 * properties, the per-depth stacks (the node open at each depth, and the
 * link its next child goes into, so that a node with many children costs
 * no more per child than one with few) and the short names, in one block.
 * Return: the changeset (its root set), or NULL without memory.
 */
static struct overlay_changeset *unflatten(void *fdt)
{
	struct overlay_changeset *ovcs;
	struct device_node *nodes, **stack, ***tail;
	struct property *props;
	struct ovl_counts c;
	int offset, prop, depth = 0;
	char *names;

	count_nodes(fdt, &c);
	ovcs = platdev_port_alloc(sizeof(*ovcs) + c.nodes * sizeof(*nodes) +
				  c.props * sizeof(*props) +
				  (c.max_depth + 1) *
					  (sizeof(*stack) + sizeof(*tail)) +
				  c.name_bytes);
	if (!ovcs)
		return NULL;
	memset(ovcs, 0, sizeof(*ovcs));
	nodes = (struct device_node *)(ovcs + 1);
	props = (struct property *)(nodes + c.nodes);
	stack = (struct device_node **)(props + c.props);
	tail = (struct device_node ***)(stack + c.max_depth + 1);
	names = (char *)(tail + c.max_depth + 1);
	memset(nodes, 0, c.nodes * sizeof(*nodes));
	ovcs->fdt = fdt;
	ovcs->root = nodes;
	for (offset = 0; offset >= 0 && depth >= 0;
	     offset = fdt_next_node(fdt, offset, &depth)) {
		struct device_node *np = nodes++;
		struct property **plink = &np->properties;
		const char *name = fdt_get_name(fdt, offset, NULL);
		size_t len = strcspn(name, "@");

		of_node_init(np);
		np->full_name = depth ? name : "/";
		memcpy(names, name, len);
		names[len] = '\0';
		np->name = names;
		names += strlen(name) + 1;
		stack[depth] = np;
		tail[depth] = &np->child;
		if (depth) {
			np->parent = stack[depth - 1];
			*tail[depth - 1] = np;
			tail[depth - 1] = &np->sibling;
		}
		fdt_for_each_property_offset(prop, fdt, offset) {
			struct property *pp = props++;
			const char *pname;
			int plen;

			pp->value = (void *)fdt_getprop_by_offset(
				fdt, prop, &pname, &plen);
			pp->name = (char *)pname;
			pp->length = plen;
			*plink = pp;
			plink = &pp->next;
			if (plen == 4 && (!strcmp(pname, "phandle") ||
					  !strcmp(pname, "linux,phandle")))
				np->phandle = fdt32_ld(pp->value);
		}
	}
	return ovcs;
}

/* --- planning the changeset ----------------------------------------------- */

static struct ovl_entry *entry_add(struct overlay_changeset *ovcs,
				   unsigned long action, struct device_node *np,
				   struct property *prop, bool live)
{
	struct ovl_entry *e;

	if (ovcs->nr_entries == ovcs->cap_entries) {
		unsigned int cap = ovcs->cap_entries ? 2 * ovcs->cap_entries :
						       16;

		e = krealloc(ovcs->entries, cap * sizeof(*e), GFP_KERNEL);
		if (!e)
			return NULL;
		ovcs->entries = e;
		ovcs->cap_entries = cap;
	}
	e = &ovcs->entries[ovcs->nr_entries++];
	memset(e, 0, sizeof(*e));
	e->action = action;
	e->np = np;
	e->prop = prop;
	e->live = live;
	return e;
}

static bool is_name_or_phandle(const char *name)
{
	return !strcmp(name, "name") || !strcmp(name, "phandle") ||
	       !strcmp(name, "linux,phandle");
}

static bool same_value(const struct property *a, const struct property *b)
{
	return a->length == b->length &&
	       !memcmp(a->value, b->value, (size_t)a->length);
}

/*
 * A property named @name of @len bytes, standing alone in one allocation
 * with its name (a live node's property must not point into the
 * overlay's memory, which goes with the overlay); the value is the
 * caller's to fill. NULL without memory.
 */
static struct property *prop_alloc(const char *name, int len)
{
	size_t name_len = strlen(name) + 1;
	struct property *pp;

	pp = kmalloc(sizeof(*pp) + name_len + (size_t)len, GFP_KERNEL);
	if (!pp)
		return NULL;
	pp->name = (char *)(pp + 1);
	memcpy(pp->name, name, name_len);
	pp->value = len ? pp->name + name_len : NULL;
	pp->length = len;
	pp->next = NULL;
	return pp;
}

/*
 * An entry for the change @action of live node @target by @pp, a property
 * of the changeset's own (@pp is freed with the changeset if the entry
 * cannot be made). NULL without memory.
 */
static struct ovl_entry *entry_add_owned(struct overlay_changeset *ovcs,
					 unsigned long action,
					 struct device_node *target,
					 struct property *pp)
{
	struct ovl_entry *e = entry_add(ovcs, action, target, pp, true);

	if (!e) {
		kfree(pp);
		return NULL;
	}
	e->owned = true;
	return e;
}

/* Plan the properties of overlay node @ov onto live node @target. */
static int plan_props(struct overlay_changeset *ovcs,
		      struct device_node *target, struct device_node *ov)
{
	struct property *pp, *live, *copy, *added = NULL;
	struct ovl_entry *e;
	char path[256];

	for (pp = ov->properties; pp; pp = pp->next) {
		if (is_name_or_phandle(pp->name))
			continue;
		live = of_find_property(target, pp->name, NULL);
		if (live && (!strcmp(pp->name, "#address-cells") ||
			     !strcmp(pp->name, "#size-cells"))) {
			if (same_value(live, pp))
				continue;
			pr_err("overlay: %s: changing %s is not allowed\n",
			       platdev_of_format_path(target, path,
						      sizeof(path)),
			       pp->name);
			return -EINVAL;
		}
		copy = prop_alloc(pp->name, pp->length);
		if (!copy)
			return -ENOMEM;
		if (pp->length)
			memcpy(copy->value, pp->value, (size_t)pp->length);
		e = entry_add_owned(ovcs,
				    live ? OF_RECONFIG_UPDATE_PROPERTY :
					   OF_RECONFIG_ADD_PROPERTY,
				    target, copy);
		if (!e)
			return -ENOMEM;
		e->old_prop = live;
		if (!live) {
			e->after_prop = added;
			added = copy;
		}
	}
	return 0;
}

/*
 * Plan a new subtree: @top and every node below it are attached (only
 * @top is linked; the rest come with it) and their properties added.
 */
static int plan_new_subtree(struct overlay_changeset *ovcs,
			    struct device_node *top, struct device_node *parent)
{
	struct device_node *np = top;
	struct ovl_entry *e;
	struct property *pp;

	while (np) {
		e = entry_add(ovcs, OF_RECONFIG_ATTACH_NODE, np, NULL,
			      np == top);
		if (!e)
			return -ENOMEM;
		e->parent = np == top ? parent : np->parent;
		for (pp = np->properties; pp; pp = pp->next)
			if (!entry_add(ovcs, OF_RECONFIG_ADD_PROPERTY, np, pp,
				       false))
				return -ENOMEM;
		if (np->child) {
			np = np->child;
			continue;
		}
		while (np != top && !np->sibling)
			np = np->parent;
		np = np == top ? NULL : np->sibling;
	}
	return 0;
}

/* The child of @parent named @full_name (with unit address), or NULL. */
static struct device_node *live_child(struct device_node *parent,
				      const char *full_name)
{
	return of_child_by_full_name(parent, full_name, strlen(full_name));
}

/*
 * The children of a live node by full name, built once for a merge of
 * many children into it, so that finding each costs one step however
 * many children the live node has (an open-addressing table, at most half
 * full; without memory, lookups walk the list).
 */
struct child_index {
	struct device_node *parent;
	struct device_node **slots;
	unsigned int mask;
};

/* An overlay node with more children than this indexes its target's. */
#define CHILD_INDEX_MIN 8

static void child_index_build(struct child_index *ix,
			      struct device_node *parent,
			      const struct device_node *ov)
{
	const struct device_node *c;
	struct device_node *child;
	unsigned int n = 0, at, slots = 16;

	ix->parent = parent;
	ix->slots = NULL;
	for (c = ov->child; c && n <= CHILD_INDEX_MIN; c = c->sibling)
		n++;
	if (n <= CHILD_INDEX_MIN)
		return;
	n = 0;
	for (child = parent->child; child; child = child->sibling)
		n++;
	while (slots < 2 * n)
		slots *= 2;
	ix->slots = kcalloc(slots, sizeof(*ix->slots), GFP_KERNEL);
	if (!ix->slots)
		return;
	ix->mask = slots - 1;
	for (child = parent->child; child; child = child->sibling) {
		at = strhash_hash(child->full_name) & ix->mask;
		while (ix->slots[at])
			at = (at + 1) & ix->mask;
		ix->slots[at] = child;
	}
}

static struct device_node *child_index_find(const struct child_index *ix,
					    const char *full_name)
{
	unsigned int at;

	if (!ix->slots)
		return live_child(ix->parent, full_name);
	for (at = strhash_hash(full_name) & ix->mask; ix->slots[at];
	     at = (at + 1) & ix->mask)
		if (!strcmp(ix->slots[at]->full_name, full_name))
			return ix->slots[at];
	return NULL;
}

/* Merges nest no deeper than this (the recursion's bound). */
#define OVERLAY_MAX_MERGE_DEPTH 64

/*
 * Plan overlay node @ov merging into live node @target, @depth levels
 * below its fragment: its properties, then each child, merged into the
 * live child of its name or attached new.
 */
static int plan_merge(struct overlay_changeset *ovcs,
		      struct device_node *target, struct device_node *ov,
		      unsigned int depth)
{
	struct device_node *child, *live, *added = NULL;
	struct child_index ix;
	unsigned int top;
	char path[256];
	int err = plan_props(ovcs, target, ov);

	child_index_build(&ix, target, ov);
	for (child = ov->child; child && !err; child = child->sibling) {
		live = child_index_find(&ix, child->full_name);
		if (!live) {
			top = ovcs->nr_entries;
			err = plan_new_subtree(ovcs, child, target);
			if (!err)
				ovcs->entries[top].after_node = added;
			added = child;
			continue;
		}
		if (child->phandle && live->phandle) {
			pr_err("overlay: %s: the overlay gives a phandle to a node that has one\n",
			       platdev_of_format_path(live, path,
						      sizeof(path)));
			err = -EINVAL;
		} else if (depth >= OVERLAY_MAX_MERGE_DEPTH) {
			pr_err("overlay: %s: merges nest deeper than %d levels\n",
			       platdev_of_format_path(live, path, sizeof(path)),
			       OVERLAY_MAX_MERGE_DEPTH);
			err = -EINVAL;
		} else {
			err = plan_merge(ovcs, live, child, depth + 1);
		}
	}
	kfree(ix.slots);
	return err;
}

/* --- fragments and their targets ------------------------------------------ */

/*
 * The live node fragment @frag applies to, referenced: its "target"
 * phandle, else its "target-path" (below @base if given); NULL, logged,
 * with *@err set.
 */
static struct device_node *find_target(struct device_node *frag,
				       struct device_node *base, int *err)
{
	struct property *pp = of_find_property(frag, "target", NULL);
	char where[256], path[512];
	struct device_node *np;
	const char *tpath;

	platdev_of_format_path(frag, where, sizeof(where));
	*err = -EINVAL;
	if (pp && pp->length == 4) {
		phandle ph = fdt32_ld(pp->value);

		np = of_find_node_by_phandle(ph);
		if (!np)
			pr_err("overlay: %s: target phandle %#x not found in the live tree\n",
			       where, ph);
		return np;
	}
	if (of_property_read_string(frag, "target-path", &tpath)) {
		pr_err("overlay: %s: no target or target-path property\n",
		       where);
		return NULL;
	}
	if (base) {
		size_t n;

		platdev_of_format_path(base, path, sizeof(path));
		n = strlen(path);
		/* The base's path and the target path, one '/' between. */
		if (n == 1)
			n = 0;
		if (n + strlen(tpath) + 1 > sizeof(path)) {
			pr_err("overlay: %s: target path too long\n", where);
			return NULL;
		}
		strcpy(path + n, tpath);
		tpath = path;
	}
	np = of_find_node_by_path(tpath);
	if (!np)
		pr_err("overlay: %s: target-path '%s' not found in the live tree\n",
		       where, tpath);
	return np;
}

/*
 * Collect the fragments: the root's children with an "__overlay__" node,
 * then the overlay's "__symbols__", which targets the live "/__symbols__".
 */
static int find_fragments(struct overlay_changeset *ovcs,
			  struct device_node *base)
{
	struct device_node *np, *ov, *symbols = NULL;
	struct ovl_fragment *f;
	unsigned int n = 0;
	int err;

	for (np = ovcs->root->child; np; np = np->sibling) {
		if (!strcmp(np->full_name, "__symbols__"))
			symbols = np;
		else if (live_child(np, "__overlay__"))
			n++;
	}
	if (!n && !symbols) {
		pr_err("overlay: no fragments or symbols in the overlay\n");
		return -EINVAL;
	}
	ovcs->fragments = kcalloc(n + 1, sizeof(*f), GFP_KERNEL);
	if (!ovcs->fragments)
		return -ENOMEM;
	for (np = ovcs->root->child; np; np = np->sibling) {
		ov = live_child(np, "__overlay__");
		if (!ov || np == symbols)
			continue;
		f = &ovcs->fragments[ovcs->nr_fragments];
		f->overlay = ov;
		f->target = find_target(np, base, &err);
		if (!f->target)
			return err;
		ovcs->nr_fragments++;
	}
	if (!symbols)
		return 0;
	f = &ovcs->fragments[ovcs->nr_fragments];
	f->overlay = symbols;
	f->target = of_find_node_by_path("/__symbols__");
	if (!f->target) {
		pr_err("overlay: symbols in the overlay, but no __symbols__ in the live tree\n");
		return -EINVAL;
	}
	ovcs->nr_fragments++;
	return 0;
}

/*
 * A label of the overlay's "__symbols__", its path ("/fragment@0/
 * __overlay__/x") rewritten to where the node is in the live tree.
 */
static struct property *symbol_prop(struct overlay_changeset *ovcs,
				    const struct property *pp, int *err)
{
	const char *val = pp->value;
	char tpath[256];
	unsigned int i;

	*err = -EINVAL;
	if (pp->length <= 0 ||
	    strnlen(val, (size_t)pp->length) >= (size_t)pp->length)
		goto bad;
	for (i = 0; i < ovcs->nr_fragments; i++) {
		const struct ovl_fragment *f = &ovcs->fragments[i];
		const char *frag = f->overlay->parent->full_name, *rest;
		size_t flen = strlen(frag), tlen;
		struct property *np;

		if (f->overlay->parent == ovcs->root || val[0] != '/' ||
		    strncmp(val + 1, frag, flen) ||
		    strncmp(val + 1 + flen, "/__overlay__", 12))
			continue;
		rest = val + 1 + flen + 12;
		if (*rest && *rest != '/')
			continue;
		platdev_of_format_path(f->target, tpath, sizeof(tpath));
		if (!strcmp(tpath, "/") && *rest)
			tpath[0] = '\0';
		tlen = strlen(tpath);
		np = prop_alloc(pp->name, (int)(tlen + strlen(rest) + 1));
		if (!np) {
			*err = -ENOMEM;
			return NULL;
		}
		memcpy(np->value, tpath, tlen);
		strcpy((char *)np->value + tlen, rest);
		return np;
	}
bad:
	pr_err("overlay: __symbols__: label '%s' is not a path into a fragment\n",
	       pp->name);
	return NULL;
}

/* Plan the overlay's labels into the live "__symbols__" @target. */
static int plan_symbols(struct overlay_changeset *ovcs,
			struct device_node *target, struct device_node *ov)
{
	struct property *pp, *np, *added = NULL;
	struct ovl_entry *e;
	int err;

	for (pp = ov->properties; pp; pp = pp->next) {
		if (is_name_or_phandle(pp->name))
			continue;
		if (of_find_property(target, pp->name, NULL)) {
			pr_err("overlay: __symbols__: label '%s' is in the live tree already\n",
			       pp->name);
			return -EINVAL;
		}
		np = symbol_prop(ovcs, pp, &err);
		if (!np)
			return err;
		e = entry_add_owned(ovcs, OF_RECONFIG_ADD_PROPERTY, target, np);
		if (!e)
			return -ENOMEM;
		e->after_prop = added;
		added = np;
	}
	return 0;
}

/*
 * What two entries changing the same thing share: a node attached has its
 * parent and name, a property changed its node and name, and the action.
 */
static const struct device_node *entry_where(const struct ovl_entry *e)
{
	return e->action == OF_RECONFIG_ATTACH_NODE ? e->parent : e->np;
}

static const char *entry_what(const struct ovl_entry *e)
{
	return e->action == OF_RECONFIG_ATTACH_NODE ? e->np->full_name :
						      e->prop->name;
}

static bool same_change(const struct ovl_entry *a, const struct ovl_entry *b)
{
	return a->action == b->action && entry_where(a) == entry_where(b) &&
	       !strcmp(entry_what(a), entry_what(b));
}

/* FNV-1a of what @e changes, for an open-addressing table. */
static u32 change_hash(const struct ovl_entry *e)
{
	uintptr_t where = (uintptr_t)entry_where(e);
	const char *s = entry_what(e);
	u32 h = 2166136261u ^ (u32)e->action;
	size_t i;

	for (i = 0; i < sizeof(where); i++, where >>= 8)
		h = (h ^ (u8)where) * 16777619u;
	while (*s)
		h = (h ^ (u8)*s++) * 16777619u;
	return h;
}

/*
 * The first live entry (by position) that a later one changes again, or
 * NULL; one pass through a table of the live entries, however many.
 * Return: 0, or -ENOMEM.
 */
static int first_changed_twice(const struct overlay_changeset *ovcs,
			       const struct ovl_entry **first)
{
	unsigned int i, at, n = 0, slots = 16, *table;
	const struct ovl_entry *e, *seen;

	*first = NULL;
	for (i = 0; i < ovcs->nr_entries; i++)
		n += ovcs->entries[i].live;
	if (!n)
		return 0;
	while (slots < 2 * n)
		slots *= 2;
	table = kcalloc(slots, sizeof(*table), GFP_KERNEL);
	if (!table)
		return -ENOMEM;
	for (i = 0; i < ovcs->nr_entries; i++) {
		e = &ovcs->entries[i];
		if (!e->live)
			continue;
		for (at = change_hash(e) & (slots - 1); table[at];
		     at = (at + 1) & (slots - 1)) {
			seen = &ovcs->entries[table[at] - 1];
			if (same_change(seen, e))
				break;
		}
		if (!table[at])
			table[at] = i + 1;
		else if (!*first || seen < *first)
			*first = seen;
	}
	kfree(table);
	return 0;
}

/*
 * Refuse what two fragments both change: a node attached twice under the
 * same parent, a property of a live node changed twice.
 */
static int check_duplicates(const struct overlay_changeset *ovcs)
{
	const struct ovl_entry *a;
	char path[256];
	int err = first_changed_twice(ovcs, &a);

	if (err || !a)
		return err;
	if (a->action == OF_RECONFIG_ATTACH_NODE)
		pr_err("overlay: %s: more than one fragment adds node %s\n",
		       platdev_of_format_path(a->parent, path, sizeof(path)),
		       a->np->full_name);
	else
		pr_err("overlay: %s: more than one fragment changes property %s\n",
		       platdev_of_format_path(a->np, path, sizeof(path)),
		       a->prop->name);
	return -EINVAL;
}

static void index_insert(struct of_phandle_index *index, struct device_node *np)
{
	unsigned int i = of_phandle_slot(np->phandle, index->nr_slots);

	while (index->slots[i])
		i = (i + 1) & (index->nr_slots - 1);
	index->slots[i] = np;
}

/*
 * Collect the new nodes with a phandle and refuse a phandle the live tree
 * or another new node has (those found through an index of their own).
 */
static int plan_phandles(struct overlay_changeset *ovcs)
{
	struct of_phandle_index seen = { .nr_slots = 16 };
	unsigned int i, n = 0;
	struct device_node *np, *clash;
	char path[256];
	int err = 0;

	for (i = 0; i < ovcs->nr_entries; i++)
		if (ovcs->entries[i].action == OF_RECONFIG_ATTACH_NODE &&
		    ovcs->entries[i].np->phandle)
			n++;
	if (!n)
		return 0;
	while (seen.nr_slots < 2 * n)
		seen.nr_slots *= 2;
	ovcs->phandle_nodes = kcalloc(n, sizeof(np), GFP_KERNEL);
	seen.slots = kcalloc(seen.nr_slots, sizeof(*seen.slots), GFP_KERNEL);
	if (!ovcs->phandle_nodes || !seen.slots) {
		kfree(seen.slots);
		return -ENOMEM;
	}
	for (i = 0; i < ovcs->nr_entries && !err; i++) {
		np = ovcs->entries[i].np;
		if (ovcs->entries[i].action != OF_RECONFIG_ATTACH_NODE ||
		    !np->phandle)
			continue;
		clash = of_find_node_by_phandle(np->phandle);
		of_node_put(clash);
		if (!clash)
			clash = of_phandle_index_lookup(&seen, np->phandle);
		if (clash) {
			pr_err("overlay: %s: phandle %#x is taken\n",
			       platdev_of_format_path(np, path, sizeof(path)),
			       np->phandle);
			err = -EINVAL;
			break;
		}
		index_insert(&seen, np);
		ovcs->phandle_nodes[ovcs->nr_phandle_nodes++] = np;
	}
	kfree(seen.slots);
	return err;
}

/* --- the overlay phandle index -------------------------------------------- */

/* Fill @index with the phandle nodes of every applied overlay. */
static void index_fill(struct of_phandle_index *index)
{
	struct overlay_changeset *ovcs;
	unsigned int i;

	memset(index->slots, 0, index->nr_slots * sizeof(*index->slots));
	list_for_each_entry(ovcs, &ovcs_list, node)
		for (i = 0; i < ovcs->nr_phandle_nodes; i++)
			index_insert(index, ovcs->phandle_nodes[i]);
}

/*
 * Slots enough for the applied overlays' phandle nodes and @ovcs's, at
 * most half full; NULL in @index->slots when the current ones will do.
 * Return: 0 or -ENOMEM.
 */
static int index_prepare(const struct overlay_changeset *ovcs,
			 struct of_phandle_index *index)
{
	const struct overlay_changeset *o;
	unsigned int n = ovcs->nr_phandle_nodes, slots = 16;

	index->slots = NULL;
	index->nr_slots = 0;
	if (!n)
		return 0;
	list_for_each_entry(o, &ovcs_list, node)
		n += o->nr_phandle_nodes;
	while (slots < 2 * n)
		slots *= 2;
	if (slots <= of_overlay_phandles.nr_slots)
		return 0;
	index->slots = kcalloc(slots, sizeof(*index->slots), GFP_KERNEL);
	index->nr_slots = slots;
	return index->slots ? 0 : -ENOMEM;
}

/*
 * Index the applied overlays' phandle nodes again, in @fresh's slots if
 * it has any; with none left, drop the index. The tree lock is held.
 * Return: the slots no longer used, for the caller to free once it has
 * let the lock go.
 */
static struct device_node **index_update_locked(struct of_phandle_index *fresh)
{
	struct device_node **unused = NULL;
	struct overlay_changeset *ovcs;
	bool any = false;

	if (fresh->slots) {
		unused = of_overlay_phandles.slots;
		of_overlay_phandles = *fresh;
		fresh->slots = NULL; /* the index's now */
	}
	list_for_each_entry(ovcs, &ovcs_list, node)
		any |= ovcs->nr_phandle_nodes != 0;
	if (!any) {
		/* @fresh has slots only for an overlay with phandle nodes. */
		unused = of_overlay_phandles.slots;
		memset(&of_overlay_phandles, 0, sizeof(of_overlay_phandles));
		return unused;
	}
	index_fill(&of_overlay_phandles);
	return unused;
}

/* --- changing the live tree ----------------------------------------------- */

/* The link that points to @prop in @np's property list (the end for NULL). */
static struct property **prop_link(struct device_node *np,
				   const struct property *prop)
{
	struct property **pp = &np->properties;

	while (*pp != prop)
		pp = &(*pp)->next;
	return pp;
}

/* The link that points to @child among @parent's children (the end for NULL). */
static struct device_node **child_link(struct device_node *parent,
				       const struct device_node *child)
{
	struct device_node **link = &parent->child;

	while (*link != child)
		link = &(*link)->sibling;
	return link;
}

/* Where @e's node or property goes: after the one it follows, or last. */
static void *entry_end_link(struct ovl_entry *e)
{
	if (e->action == OF_RECONFIG_ATTACH_NODE)
		return e->after_node && !e->after_node->sibling ?
			       &e->after_node->sibling :
			       child_link(e->parent, NULL);
	return e->after_prop && !e->after_prop->next ? &e->after_prop->next :
						       prop_link(e->np, NULL);
}

static void entry_apply(struct ovl_entry *e)
{
	struct device_node **child_end;
	struct property **prop_end;

	if (!e->live)
		return;
	switch (e->action) {
	case OF_RECONFIG_ATTACH_NODE:
		child_end = entry_end_link(e);
		e->np->parent = e->parent;
		e->np->sibling = NULL;
		*child_end = e->np;
		break;
	case OF_RECONFIG_ADD_PROPERTY:
		prop_end = entry_end_link(e);
		e->prop->next = NULL;
		*prop_end = e->prop;
		break;
	default: /* OF_RECONFIG_UPDATE_PROPERTY */
		e->prop->next = e->old_prop->next;
		*prop_link(e->np, e->old_prop) = e->prop;
		break;
	}
}

static void entry_revert(struct ovl_entry *e)
{
	struct device_node **child;
	struct property **prop;

	if (!e->live)
		return;
	switch (e->action) {
	case OF_RECONFIG_ATTACH_NODE:
		child = e->after_node && e->after_node->sibling == e->np ?
				&e->after_node->sibling :
				child_link(e->parent, e->np);
		*child = e->np->sibling;
		e->np->sibling = NULL;
		break;
	case OF_RECONFIG_ADD_PROPERTY:
		prop = e->after_prop && e->after_prop->next == e->prop ?
			       &e->after_prop->next :
			       prop_link(e->np, e->prop);
		*prop = e->prop->next;
		break;
	default:
		e->old_prop->next = e->prop->next;
		*prop_link(e->np, e->prop) = e->old_prop;
		break;
	}
}

/* --- notices and devices -------------------------------------------------- */

/* The notice of entry @e, inverted for a removal when @revert. */
static unsigned long entry_notice(const struct ovl_entry *e, bool revert,
				  struct of_reconfig_data *rd)
{
	memset(rd, 0, sizeof(*rd));
	rd->dn = e->np;
	rd->prop = e->prop;
	rd->old_prop = e->old_prop;
	if (!revert)
		return e->action;
	switch (e->action) {
	case OF_RECONFIG_ATTACH_NODE:
		return OF_RECONFIG_DETACH_NODE;
	case OF_RECONFIG_ADD_PROPERTY:
		return OF_RECONFIG_REMOVE_PROPERTY;
	default:
		rd->prop = e->old_prop;
		rd->old_prop = e->prop;
		return OF_RECONFIG_UPDATE_PROPERTY;
	}
}

/*
 * Make devices follow a notice (what Linux's platform notifier does):
 * a node attached or turned available gets its device, one detached or
 * turned unavailable loses it. Return: 0, or why a device was not made.
 */
static int follow_devices(unsigned long action, struct of_reconfig_data *rd,
			  bool *made)
{
	struct device_node *np = rd->dn;
	int err;

	switch (of_reconfig_get_state_change(action, rd)) {
	case OF_RECONFIG_CHANGE_ADD:
		if (of_node_check_flag(np, OF_POPULATED))
			return 0;
		err = of_platform_node_attached(np);
		*made = of_node_check_flag(np, OF_POPULATED) &&
			!of_node_check_flag(np, PLATDEV_OF_EARLY_INIT);
		return err;
	case OF_RECONFIG_CHANGE_REMOVE:
		of_platform_node_destroy(np);
		return 0;
	default:
		return 0;
	}
}

/* Send the notices of entries [@from, @to) (backwards when @revert). */
static int send_notices(struct overlay_changeset *ovcs, unsigned int from,
			unsigned int to, bool revert, unsigned int *done)
{
	struct of_reconfig_data rd;
	unsigned int i, k;
	char path[256];
	int err;

	for (k = from; k < to; k++) {
		struct ovl_entry *e;
		unsigned long action;
		bool made = false;

		i = revert ? to - 1 - (k - from) : k;
		e = &ovcs->entries[i];
		action = entry_notice(e, revert, &rd);
		/* A new node's own properties came and go with it. */
		err = e->live || e->action == OF_RECONFIG_ATTACH_NODE ?
			      follow_devices(action, &rd, &made) :
			      0;
		if (!revert)
			e->made_device = made;
		if (err) {
			pr_err("overlay: %s: its device could not be made%s (%d)\n",
			       platdev_of_format_path(e->np, path,
						      sizeof(path)),
			       revert ? " again" : "", err);
			if (!revert)
				return err;
		}
		if (made && revert) {
			of_fwnode_links_add_subtree(e->np);
			ovcs->remade = true;
		}
		err = of_reconfig_notify(action, &rd);
		if (err)
			pr_err("overlay: %s: a reconfiguration notifier failed (%d); going on\n",
			       platdev_of_format_path(e->np, path,
						      sizeof(path)),
			       err);
		if (done)
			*done = k + 1;
	}
	return 0;
}

/*
 * Link the devices as populate would have (what Linux's fw_devlink does
 * with the links it keeps on the nodes): after an apply (or a refused
 * removal, which makes the devices again), each device made for a new
 * node to its suppliers; after an apply or a removal, each device whose
 * node's properties changed to what they name now; and when a device was
 * made for a node that was in the tree before (its status changed), every
 * consumer that names it, whose links went with its old device.
 */
static void link_devices(struct overlay_changeset *ovcs, bool removed)
{
	struct device_node *last = NULL;
	bool all = removed && ovcs->remade;
	unsigned int i;

	for (i = 0; i < ovcs->nr_entries && !all; i++) {
		struct ovl_entry *e = &ovcs->entries[i];

		if (e->action == OF_RECONFIG_ATTACH_NODE) {
			if (!removed && e->made_device &&
			    of_platform_node_has_device(e->np))
				of_fwnode_links_add_subtree(e->np);
			continue;
		}
		all = !removed && e->made_device;
		/* A node's property entries come together: link it once. */
		if (!all && e->live && e->np != last &&
		    of_platform_node_has_device(e->np))
			of_fwnode_links_add(e->np->fwnode.dev);
		last = e->np;
	}
	if (all)
		of_fwnode_links_add_all();
}

/* Tell the overlay notifiers of @action, fragment by fragment. */
static int overlay_notify(struct overlay_changeset *ovcs,
			  enum of_overlay_notify_action action)
{
	static const char *const names[] = { "init", "pre-apply", "post-apply",
					     "pre-remove", "post-remove" };
	struct of_overlay_notify_data nd;
	char path[256];
	unsigned int i;
	int err;

	for (i = 0; i < ovcs->nr_fragments; i++) {
		nd.overlay = ovcs->fragments[i].overlay;
		nd.target = ovcs->fragments[i].target;
		err = notifier_to_errno(
			raw_notifier_call_chain(&overlay_chain, action, &nd));
		if (err) {
			pr_err("overlay #%d: %s notifier error %d, target %s\n",
			       ovcs->id, names[action], err,
			       platdev_of_format_path(nd.target, path,
						      sizeof(path)));
			return err;
		}
	}
	return 0;
}

/* Whether @dev is @up or below it. */
static bool is_at_or_below(const struct device *dev, const struct device *up)
{
	for (; dev; dev = dev->parent)
		if (dev == up)
			return true;
	return false;
}

/*
 * Whether another device of @devs[0..@n) still needs @dev gone last: it is
 * a consumer of @dev or below it.
 */
static bool still_needed(struct device *dev, struct device **devs,
			 unsigned int n)
{
	struct device_link *link;
	unsigned int i;
	bool needed = false;

	for (i = 0; i < n && !needed; i++)
		needed = devs[i] != dev && is_at_or_below(devs[i]->parent, dev);
	if (needed || !dev->p.deps)
		return needed;
	platdev_port_core_lock();
	list_for_each_entry(link, &dev->p.deps->consumers, s_node)
		for (i = 0; i < n && !needed; i++)
			needed = devs[i] == link->consumer;
	platdev_port_core_unlock();
	return needed;
}

/*
 * Delete the devices that the removal of @ovcs takes away (those of its
 * new nodes, and those its status changes made), consumers before their
 * suppliers and children before their parents; newest first otherwise.
 * Without memory for the list, one by one, newest first.
 */
static void destroy_devices(struct overlay_changeset *ovcs)
{
	struct device **devs;
	unsigned int i, n = 0, k;

	devs = kcalloc(ovcs->nr_entries + 1, sizeof(*devs), GFP_KERNEL);
	for (i = ovcs->nr_entries; i--;) {
		struct ovl_entry *e = &ovcs->entries[i];
		struct device_node *np = e->np;

		if (!(e->made_device || e->action == OF_RECONFIG_ATTACH_NODE) ||
		    !of_platform_node_has_device(np) ||
		    of_node_check_flag(np, PLATDEV_OF_EARLY_INIT))
			continue;
		if (!devs) {
			of_platform_node_destroy(np);
			continue;
		}
		devs[n++] = get_device(np->fwnode.dev);
	}
	while (n) {
		for (k = 0; k < n - 1 && still_needed(devs[k], devs, n); k++)
			;
		/* Gone already if it was below one deleted before it. */
		of_platform_node_destroy(devs[k]->of_node);
		put_device(devs[k]);
		memmove(&devs[k], &devs[k + 1], (n - k - 1) * sizeof(*devs));
		n--;
	}
	kfree(devs);
}

/*
 * After a refused removal, make again the devices that destroy_devices()
 * deleted (the apply's, as it made them), and link them.
 */
static void remake_devices(struct overlay_changeset *ovcs)
{
	char path[256];
	unsigned int i;
	int err;

	for (i = 0; i < ovcs->nr_entries; i++) {
		struct device_node *np = ovcs->entries[i].np;

		if (!ovcs->entries[i].made_device ||
		    of_node_check_flag(np, OF_POPULATED))
			continue;
		err = of_platform_node_attached(np);
		if (err)
			pr_err("overlay: %s: its device could not be made again (%d)\n",
			       platdev_of_format_path(np, path, sizeof(path)),
			       err);
	}
	link_devices(ovcs, false);
}

/*
 * Let the probes held back during a change run, then relax the links to
 * suppliers no driver will take, as at boot (fw_devlink_drivers_done()),
 * so that the devices made probe as they would have there.
 */
static void devices_settle(void)
{
	device_unblock_probing();
	fw_devlink_relax_again();
}

/* --- apply ---------------------------------------------------------------- */

/* The lowest id no applied overlay has, from 1 (as Linux's idr gives). */
static int free_id(void)
{
	struct overlay_changeset *ovcs;
	int id = 1;
	bool taken;

	do {
		taken = false;
		list_for_each_entry(ovcs, &ovcs_list, node) {
			if (ovcs->id == id) {
				taken = true;
				id++;
				break;
			}
		}
	} while (taken);
	return id;
}

static void overlay_free(struct overlay_changeset *ovcs)
{
	unsigned int i;

	if (!ovcs)
		return;
	for (i = 0; i < ovcs->nr_fragments; i++)
		of_node_put(ovcs->fragments[i].target);
	for (i = 0; i < ovcs->nr_entries; i++) {
		struct property *pp = ovcs->entries[i].prop;

		if (!ovcs->entries[i].owned)
			continue;
		if (!ovcs->linked) {
			kfree(pp);
			continue;
		}
		/* Unlinked now, under the tree lock: ->next is ours. */
		pp->next = dead_props;
		dead_props = pp;
		nr_dead_props++;
	}
	kfree(ovcs->fragments);
	kfree(ovcs->entries);
	kfree(ovcs->phandle_nodes);
	platdev_port_free(ovcs->fdt);
	platdev_port_free(ovcs);
}

/* Copy and check the blob, and lay it out. Return: 0, -EINVAL, -ENOMEM. */
static int overlay_read(const void *blob, u32 size,
			struct overlay_changeset **out)
{
	u32 total;
	void *fdt;
	int err;

	*out = NULL;
	if (!blob || size < sizeof(struct fdt_header)) {
		pr_err("overlay: invalid overlay blob header (%s)\n",
		       blob ? "shorter than a header" : "NULL");
		return -EINVAL;
	}
	total = fdt32_ld(&((const struct fdt_header *)blob)->totalsize);
	if (total > size || total < sizeof(struct fdt_header) ||
	    total > PLATDEV_OF_MAX_BLOB) {
		pr_err("overlay: invalid overlay blob header (size %u, %u bytes given)\n",
		       total, size);
		return -EINVAL;
	}
	fdt = platdev_port_alloc(total);
	if (!fdt)
		return -ENOMEM;
	memcpy(fdt, blob, total);
	err = of_fdt_check(fdt, total);
	if (err) {
		pr_err("overlay: invalid overlay blob: %s\n",
		       fdt_strerror(err));
		platdev_port_free(fdt);
		return -EINVAL;
	}
	*out = unflatten(fdt);
	if (!*out) {
		platdev_port_free(fdt);
		return -ENOMEM;
	}
	return 0;
}

/* Plan every change of @ovcs; nothing live changes. */
static int overlay_plan(struct overlay_changeset *ovcs,
			struct device_node *base)
{
	unsigned int i;
	int err;

	err = of_resolve_phandles(ovcs->root);
	if (!err)
		err = find_fragments(ovcs, base);
	for (i = 0; !err && i < ovcs->nr_fragments; i++) {
		struct ovl_fragment *f = &ovcs->fragments[i];

		if (f->overlay->parent == ovcs->root)
			err = plan_symbols(ovcs, f->target, f->overlay);
		else
			err = plan_merge(ovcs, f->target, f->overlay, 0);
	}
	if (!err)
		err = check_duplicates(ovcs);
	if (!err)
		err = plan_phandles(ovcs);
	return err;
}

/* Make the changes of @ovcs live, and its phandle nodes found. */
static void overlay_link(struct overlay_changeset *ovcs,
			 struct of_phandle_index *index)
{
	struct device_node **unused;
	unsigned long flags;
	unsigned int i;

	list_add_tail(&ovcs->node, &ovcs_list);
	of_overlay_prop_in_use_locked = overlay_prop_in_use;
	flags = of_tree_lock();
	for (i = 0; i < ovcs->nr_entries; i++)
		entry_apply(&ovcs->entries[i]);
	unused = index_update_locked(index);
	of_tree_unlock(flags);
	ovcs->linked = true;
	kfree(unused);
}

/* Undo the live changes of @ovcs (its notices already undone). */
static void overlay_unlink(struct overlay_changeset *ovcs)
{
	struct of_phandle_index none = { 0 };
	struct device_node **unused;
	unsigned long flags;
	unsigned int i;

	list_del(&ovcs->node);
	flags = of_tree_lock();
	for (i = ovcs->nr_entries; i--;)
		entry_revert(&ovcs->entries[i]);
	unused = index_update_locked(&none);
	of_tree_unlock(flags);
	kfree(unused);
}

/* Change the live tree, send the notices, make the devices. */
static int overlay_commit(struct overlay_changeset *ovcs,
			  struct of_phandle_index *index)
{
	unsigned int done = 0;
	int err;

	overlay_link(ovcs, index);
	device_block_probing();
	err = send_notices(ovcs, 0, ovcs->nr_entries, false, &done);
	if (err) {
		/* As a removal: the devices made, the tree, the notices sent. */
		destroy_devices(ovcs);
		overlay_unlink(ovcs);
		send_notices(ovcs, 0, done, true, NULL);
		link_devices(ovcs, true);
	} else {
		link_devices(ovcs, false);
	}
	devices_settle();
	return err;
}

int of_overlay_fdt_apply(const void *overlay_fdt, u32 overlay_fdt_size,
			 int *ovcs_id, struct device_node *base)
{
	struct overlay_changeset *ovcs;
	struct of_phandle_index index = { 0 };
	int err;

	if (ovcs_id)
		*ovcs_id = 0;
	if (!ovcs_id || !of_root) {
		pr_err("overlay: %s\n", ovcs_id ?
						"no live tree loaded" :
						"no place for the overlay id");
		return -EINVAL;
	}
	err = overlay_read(overlay_fdt, overlay_fdt_size, &ovcs);
	if (err)
		return err;

	mutex_lock(&of_mutex);
	reap_kept();
	ovcs->id = free_id();
	err = overlay_plan(ovcs, base);
	if (!err)
		err = index_prepare(ovcs, &index);
	if (!err)
		err = overlay_notify(ovcs, OF_OVERLAY_PRE_APPLY);
	if (!err)
		err = overlay_commit(ovcs, &index);
	if (err) {
		kfree(index.slots);
		overlay_free(ovcs);
		mutex_unlock(&of_mutex);
		return err;
	}
	*ovcs_id = ovcs->id;
	err = overlay_notify(ovcs, OF_OVERLAY_POST_APPLY);
	mutex_unlock(&of_mutex);
	return err;
}

/* --- remove --------------------------------------------------------------- */

/*
 * Nodes marked with an overlay id (a node an overlay changes) or as clear
 * (neither it nor an ancestor is marked with an id): an open-addressing
 * table by address, at most half full, grown as needed.
 */
struct node_marks {
	const struct device_node **nodes;
	int *marks; /* an overlay id, or MARK_CLEAR */
	unsigned int nr, mask;
};

#define MARK_CLEAR (-1)

static unsigned int mark_slot(const struct node_marks *m,
			      const struct device_node *np)
{
	unsigned int at = (unsigned int)(((uintptr_t)np >> 4) * 2654435761u) &
			  m->mask;

	while (m->nodes[at] && m->nodes[at] != np)
		at = (at + 1) & m->mask;
	return at;
}

static int mark_of(const struct node_marks *m, const struct device_node *np)
{
	unsigned int at = mark_slot(m, np);

	return m->nodes[at] ? m->marks[at] : 0;
}

/* Mark @np (a mark it has is kept). Return: 0 or -ENOMEM. */
static int mark_node(struct node_marks *m, const struct device_node *np,
		     int mark)
{
	unsigned int at, i, size = m->nodes ? m->mask + 1 : 0;

	if (2 * (m->nr + 1) > size) {
		struct node_marks bigger = {
			.nr = 0, .mask = (size ? 2 * size : 64) - 1
		};

		bigger.nodes = kcalloc(bigger.mask + 1, sizeof(*bigger.nodes),
				       GFP_KERNEL);
		bigger.marks = kcalloc(bigger.mask + 1, sizeof(*bigger.marks),
				       GFP_KERNEL);
		if (!bigger.nodes || !bigger.marks) {
			kfree(bigger.nodes);
			kfree(bigger.marks);
			return -ENOMEM;
		}
		for (i = 0; i < size; i++)
			if (m->nodes[i])
				mark_node(&bigger, m->nodes[i], m->marks[i]);
		kfree(m->nodes);
		kfree(m->marks);
		*m = bigger;
	}
	at = mark_slot(m, np);
	if (!m->nodes[at]) {
		m->nodes[at] = np;
		m->marks[at] = mark;
		m->nr++;
	}
	return 0;
}

/*
 * The id @np or its nearest marked ancestor is marked with, or 0 (the
 * ancestors walked then marked clear, so that none is walked twice);
 * -ENOMEM.
 */
static int marked_at_or_above(struct node_marks *m,
			      const struct device_node *np)
{
	const struct device_node *p;
	int mark = 0;

	for (p = np; p; p = p->parent) {
		mark = mark_of(m, p);
		if (mark)
			break;
	}
	if (mark > 0)
		return mark;
	for (np = np->parent; np && np != p; np = np->parent)
		if (mark_node(m, np, MARK_CLEAR))
			return -ENOMEM;
	return 0;
}

/*
 * The first node of @ovcs's entries at or below a node that @m marks
 * with an overlay id, with that id; 0 when none, or -ENOMEM.
 */
static int first_below(struct node_marks *m,
		       const struct overlay_changeset *ovcs,
		       const struct device_node **at)
{
	unsigned int i;
	int id;

	for (i = 0; i < ovcs->nr_entries; i++) {
		/* A node's entries (attached, its properties) come together. */
		if (i && ovcs->entries[i].np == ovcs->entries[i - 1].np)
			continue;
		id = marked_at_or_above(m, ovcs->entries[i].np);
		if (id) {
			*at = ovcs->entries[i].np;
			return id;
		}
	}
	return 0;
}

/*
 * Whether an overlay applied after @ovcs touches a node @ovcs touches, or
 * one above or below it (logged): one pass over each overlay's entries
 * and the nodes above them, each node looked at once. Return: 1 if so, 0
 * if not, -ENOMEM.
 */
static int overlapped(struct overlay_changeset *ovcs)
{
	struct node_marks mine = { 0 }, theirs = { 0 };
	const struct overlay_changeset *later;
	const struct device_node *at = NULL;
	unsigned int i;
	char path[256];
	int id = 0;

	if (list_is_last(&ovcs->node, &ovcs_list))
		return 0;
	/* A later node at or below one of @ovcs's... */
	for (i = 0; i < ovcs->nr_entries && !id; i++)
		if (!i || ovcs->entries[i].np != ovcs->entries[i - 1].np)
			id = mark_node(&mine, ovcs->entries[i].np, ovcs->id);
	for (later = list_next_entry(ovcs, node);
	     !id && &later->node != &ovcs_list;
	     later = list_next_entry(later, node))
		if (first_below(&mine, later, &at) > 0)
			id = later->id;
	/* ...or one of @ovcs's at or below a later node. */
	for (later = list_next_entry(ovcs, node);
	     !id && &later->node != &ovcs_list;
	     later = list_next_entry(later, node))
		for (i = 0; i < later->nr_entries && !id; i++)
			if (!i ||
			    later->entries[i].np != later->entries[i - 1].np)
				id = mark_node(&theirs, later->entries[i].np,
					       later->id);
	if (!id)
		id = first_below(&theirs, ovcs, &at);
	kfree(mine.nodes);
	kfree(mine.marks);
	kfree(theirs.nodes);
	kfree(theirs.marks);
	if (id <= 0)
		return id;
	pr_err("overlay #%d is not topmost: #%d overlaps it at %s\n", ovcs->id,
	       id, platdev_of_format_path(at, path, sizeof(path)));
	return 1;
}

/*
 * Whether a new node of @ovcs is still referenced once its devices went
 * (logged with the count): by someone else, as its devices' own went with
 * them (a provider's driver holds its node until it unbinds).
 */
static bool still_referenced(struct overlay_changeset *ovcs)
{
	unsigned int i;
	bool held = false;
	char path[256];
	int refs;

	for (i = 0; i < ovcs->nr_entries; i++) {
		struct device_node *np = ovcs->entries[i].np;

		if (ovcs->entries[i].action != OF_RECONFIG_ATTACH_NODE)
			continue;
		refs = __atomic_load_n(&np->refs, __ATOMIC_RELAXED);
		if (!refs)
			continue;
		held = true;
		pr_err("overlay #%d: %s is still referenced: %d reference%s once its devices went; not removed, its devices made again\n",
		       ovcs->id, platdev_of_format_path(np, path, sizeof(path)),
		       refs, refs == 1 ? "" : "s");
	}
	return held;
}

/* Whether a node of @ovcs is still referenced after its devices went. */
static bool referenced_at_all(const struct overlay_changeset *ovcs)
{
	unsigned int i;

	for (i = 0; i < ovcs->nr_entries; i++)
		if (ovcs->entries[i].action == OF_RECONFIG_ATTACH_NODE &&
		    __atomic_load_n(&ovcs->entries[i].np->refs,
				    __ATOMIC_ACQUIRE))
			return true;
	return false;
}

/* Free the kept overlays that nothing references any more. */
static void reap_kept(void)
{
	struct overlay_changeset *ovcs, *tmp;

	list_for_each_entry_safe(ovcs, tmp, &kept_list, node) {
		if (referenced_at_all(ovcs))
			continue;
		list_del(&ovcs->node);
		overlay_free(ovcs);
	}
}

void of_overlay_reap(void)
{
	mutex_lock(&of_mutex);
	reap_kept();
	mutex_unlock(&of_mutex);
}

static struct overlay_changeset *find_overlay(int id)
{
	struct overlay_changeset *ovcs;

	list_for_each_entry(ovcs, &ovcs_list, node)
		if (ovcs->id == id)
			return ovcs;
	return NULL;
}

/* of_overlay_remove() with the overlay mutex held. */
static int overlay_remove_locked(int *ovcs_id)
{
	struct overlay_changeset *ovcs = find_overlay(*ovcs_id);
	int err;

	reap_kept();
	if (!ovcs) {
		pr_err("overlay: remove: no overlay #%d\n", *ovcs_id);
		return -ENODEV;
	}
	err = overlapped(ovcs);
	if (err)
		return err < 0 ? err : -EBUSY;
	err = overlay_notify(ovcs, OF_OVERLAY_PRE_REMOVE);
	if (err)
		return err;

	/*
	 * The devices go first: their drivers' own references (a provider
	 * holds its node) go with them. What is left is someone else's:
	 * then the devices are made again and nothing else changes.
	 */
	device_block_probing();
	destroy_devices(ovcs);
	if (still_referenced(ovcs)) {
		remake_devices(ovcs);
		devices_settle();
		return -EBUSY;
	}
	overlay_unlink(ovcs);
	ovcs->remade = false;
	send_notices(ovcs, 0, ovcs->nr_entries, true, NULL);
	link_devices(ovcs, true);
	devices_settle();
	*ovcs_id = 0;

	err = overlay_notify(ovcs, OF_OVERLAY_POST_REMOVE);
	if (referenced_at_all(ovcs)) {
		/* A reader or a late device release holds a node: keep it. */
		pr_info("overlay #%d: a node is still referenced after its device went; its memory is kept until the reference is put\n",
			ovcs->id);
		list_add_tail(&ovcs->node, &kept_list);
	} else {
		overlay_free(ovcs);
	}
	return err;
}

int of_overlay_remove(int *ovcs_id)
{
	int err;

	if (!ovcs_id)
		return -EINVAL;
	mutex_lock(&of_mutex);
	err = overlay_remove_locked(ovcs_id);
	mutex_unlock(&of_mutex);
	return err;
}

int of_overlay_remove_all(void)
{
	struct overlay_changeset *ovcs;
	int err = 0, id;

	mutex_lock(&of_mutex);
	while (!err && !list_empty(&ovcs_list)) {
		ovcs = list_last_entry(&ovcs_list, struct overlay_changeset,
				       node);
		id = ovcs->id;
		err = overlay_remove_locked(&id);
	}
	mutex_unlock(&of_mutex);
	return err;
}

/* of_overlay_prop_in_use_locked(), once an overlay was linked. */
static bool overlay_prop_in_use(const struct property *prop)
{
	struct overlay_changeset *ovcs;
	unsigned int i;

	list_for_each_entry(ovcs, &ovcs_list, node) {
		for (i = 0; i < ovcs->nr_entries; i++) {
			const struct ovl_entry *e = &ovcs->entries[i];

			if (e->live && (e->prop == prop || e->old_prop == prop))
				return true;
		}
	}
	return false;
}

unsigned long platdev_of_overlay_dead_props(void)
{
	unsigned long n;

	mutex_lock(&of_mutex);
	n = nr_dead_props;
	mutex_unlock(&of_mutex);
	return n;
}

void of_overlay_free_dead_props(void)
{
	struct property *pp;

	mutex_lock(&of_mutex);
	while (dead_props) {
		pp = dead_props;
		dead_props = pp->next;
		kfree(pp);
	}
	nr_dead_props = 0;
	mutex_unlock(&of_mutex);
}
