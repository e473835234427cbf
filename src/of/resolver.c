// SPDX-License-Identifier: MIT
/*
 * resolver.c - making an overlay's phandles fit the live tree before it is
 * applied. An overlay compiled with `dtc -@` numbers its own phandles from
 * 1, lists where it uses them in "__local_fixups__" (a tree mirroring the
 * overlay's, each property a list of byte offsets into the property of the
 * same name) and lists its references to labels of the base tree in
 * "__fixups__" (each property a label, its value "path:property:offset"
 * strings). Its phandles move above the live tree's highest, their uses
 * with them; each label is looked up in the live "__symbols__" and its
 * node's phandle written where the overlay uses it.
 *
 * The overlay tree is ours alone until it is applied: its values (in our
 * copy of the blob) are written in place. Values need not be 4-byte
 * aligned, so cells are copied in and out.
 */
#include <stdlib.h>
#include <string.h>

#include <linux/kernel.h>
#include <linux/of.h>
#include <linux/printk.h>

#include "of/of_private.h"

static u32 cell_get(const void *p)
{
	const u8 *b = p;

	return (u32)b[0] << 24 | (u32)b[1] << 16 | (u32)b[2] << 8 | b[3];
}

static void cell_put(void *p, u32 v)
{
	u8 *b = p;

	b[0] = (u8)(v >> 24);
	b[1] = (u8)(v >> 16);
	b[2] = (u8)(v >> 8);
	b[3] = (u8)v;
}

/* The properties a fixup node holds that are not fixups. */
static bool is_bookkeeping(const struct property *pp)
{
	return !strcmp(pp->name, "name") || !strcmp(pp->name, "phandle") ||
	       !strcmp(pp->name, "linux,phandle");
}

static bool is_phandle_prop(const struct property *pp)
{
	return pp->length == 4 && (!strcmp(pp->name, "phandle") ||
				   !strcmp(pp->name, "linux,phandle"));
}

/* The highest phandle of the live tree (overlays applied included). */
static phandle live_max_phandle(void)
{
	struct device_node *np;
	phandle max = 0;

	for_each_of_allnodes(np)
		if (np->phandle != 0xffffffff && np->phandle > max)
			max = np->phandle;
	return max;
}

/* Move every phandle of the overlay up by @delta. */
static int shift_phandles(struct device_node *overlay, phandle delta)
{
	struct device_node *np;
	struct property *pp;
	char path[256];

	for (np = overlay; np; np = of_subtree_next(overlay, np)) {
		if (!np->phandle || np->phandle == 0xffffffff)
			continue;
		if (np->phandle > 0xfffffffe - delta) {
			pr_err("overlay: %s: phandle %#x does not fit above the live tree's %#x\n",
			       platdev_of_format_path(np, path, sizeof(path)),
			       np->phandle, delta);
			return -EINVAL;
		}
		np->phandle += delta;
		for (pp = np->properties; pp; pp = pp->next)
			if (is_phandle_prop(pp))
				cell_put(pp->value, np->phandle);
	}
	return 0;
}

/* Add @delta to the cells the local fixup @fix lists in @np's property. */
static int fix_local_prop(struct device_node *np, const struct property *fix,
			  phandle delta)
{
	struct property *pp = of_find_property(np, fix->name, NULL);
	char path[256];
	int i;

	if (!pp || fix->length % 4) {
		pr_err("overlay: __local_fixups__ of %s: %s\n",
		       platdev_of_format_path(np, path, sizeof(path)),
		       pp ? "a property whose length is not whole cells" :
			    "names a property the node does not have");
		return -EINVAL;
	}
	for (i = 0; i < fix->length; i += 4) {
		u32 off = cell_get((const u8 *)fix->value + i);

		if (off > (u32)pp->length || pp->length - off < 4) {
			pr_err("overlay: __local_fixups__ of %s/%s: offset %u outside its %d bytes\n",
			       platdev_of_format_path(np, path, sizeof(path)),
			       pp->name, off, pp->length);
			return -EINVAL;
		}
		cell_put((u8 *)pp->value + off,
			 cell_get((u8 *)pp->value + off) + delta);
	}
	return 0;
}

/*
 * The child of overlay node @parent that fixup node @fix mirrors. dtc
 * writes the fixups in the overlay's order, so the sibling after @prev
 * (the node the fixup before @fix mirrored, NULL for the first) is tried
 * first: a node with many children costs one step per fixup, not a
 * search through them.
 */
static struct device_node *mirrored_child(struct device_node *parent,
					  struct device_node *prev,
					  const struct device_node *fix)
{
	struct device_node *next = prev ? prev->sibling : parent->child;

	if (next && !strcmp(next->full_name, fix->full_name))
		return next;
	return of_child_by_full_name(parent, fix->full_name,
				     strlen(fix->full_name));
}

/*
 * Walk the local fixup node @fix alongside the overlay node @np it
 * mirrors; iterative, so a deep hostile tree cannot exhaust the stack.
 */
static int fix_local(struct device_node *fix_root, struct device_node *np,
		     phandle delta)
{
	struct device_node *fix = fix_root, *prev = NULL;
	struct property *pp;
	char path[256];
	int err;

	while (fix) {
		for (pp = fix->properties; pp; pp = pp->next) {
			if (is_bookkeeping(pp))
				continue;
			err = fix_local_prop(np, pp, delta);
			if (err)
				return err;
		}
		if (fix->child) {
			fix = fix->child;
			prev = NULL;
		} else {
			while (fix != fix_root && !fix->sibling) {
				fix = fix->parent;
				np = np->parent;
			}
			if (fix == fix_root)
				return 0;
			fix = fix->sibling;
			prev = np;
			np = np->parent;
		}
		np = mirrored_child(np, prev, fix);
		if (!np) {
			pr_err("overlay: __local_fixups__ names a node %s the overlay does not have\n",
			       platdev_of_format_path(fix, path, sizeof(path)));
			return -EINVAL;
		}
	}
	return 0;
}

/* The overlay node at absolute @path (of @len bytes), or NULL. */
static struct device_node *overlay_node_at(struct device_node *overlay,
					   const char *path, size_t len)
{
	struct device_node *np = overlay;
	const char *end = path + len;

	while (np && path < end) {
		const char *seg;

		while (path < end && *path == '/')
			path++;
		if (path == end)
			break;
		seg = path;
		while (path < end && *path != '/')
			path++;
		np = of_child_by_full_name(np, seg, (size_t)(path - seg));
	}
	return np;
}

/*
 * Write @value at each place the fixup @fix lists: its value is strings
 * "path:property:offset", paths within @overlay.
 */
static int fix_label_uses(struct device_node *overlay,
			  const struct property *fix, phandle value)
{
	const char *s = fix->value, *end = s + fix->length;

	if (fix->length <= 0 || end[-1] != '\0')
		goto bad;
	for (; s < end; s += strlen(s) + 1) {
		const char *c1 = strchr(s, ':'), *c2;
		struct device_node *np;
		struct property *pp;
		char *num_end;
		unsigned long off;

		c2 = c1 ? strchr(c1 + 1, ':') : NULL;
		if (!c2 || c2[1] < '0' || c2[1] > '9')
			goto bad;
		off = strtoul(c2 + 1, &num_end, 10);
		np = overlay_node_at(overlay, s, (size_t)(c1 - s));
		if (*num_end || !np)
			goto bad;
		for (pp = np->properties; pp; pp = pp->next)
			if (strlen(pp->name) == (size_t)(c2 - c1 - 1) &&
			    !strncmp(pp->name, c1 + 1, (size_t)(c2 - c1 - 1)))
				break;
		if (!pp || off > (unsigned long)pp->length ||
		    (unsigned long)pp->length - off < 4)
			goto bad;
		cell_put((u8 *)pp->value + off, value);
	}
	return 0;
bad:
	pr_err("overlay: __fixups__ of label '%s': malformed or pointing outside the overlay\n",
	       fix->name);
	return -EINVAL;
}

/* Resolve each "__fixups__" label against the live "__symbols__". */
static int fix_labels(struct device_node *overlay, struct device_node *fixups)
{
	struct device_node *symbols, *target;
	struct property *pp;
	const char *path;
	int err = 0;

	symbols = of_find_node_by_path("/__symbols__");
	if (!symbols) {
		pr_err("overlay: it refers to labels of the live tree, which has no __symbols__ (compile the base with dtc -@)\n");
		return -EINVAL;
	}
	for (pp = fixups->properties; pp && !err; pp = pp->next) {
		if (is_bookkeeping(pp))
			continue;
		if (of_property_read_string(symbols, pp->name, &path)) {
			pr_err("overlay: label '%s' not found in the live tree's __symbols__\n",
			       pp->name);
			err = -ENOENT;
			break;
		}
		target = of_find_node_by_path(path);
		if (!target || !target->phandle) {
			pr_err("overlay: label '%s' leads to %s %s\n", pp->name,
			       path,
			       target ? "which has no phandle" :
					"which is not in the live tree");
			err = target ? -EINVAL : -ENOENT;
		} else {
			err = fix_label_uses(overlay, pp, target->phandle);
		}
		of_node_put(target);
	}
	of_node_put(symbols);
	return err;
}

int of_resolve_phandles(struct device_node *overlay)
{
	struct device_node *local, *fixups;
	phandle delta = live_max_phandle();
	int err;

	err = shift_phandles(overlay, delta);
	if (err)
		return err;
	local = of_child_by_full_name(overlay, "__local_fixups__",
				      strlen("__local_fixups__"));
	if (local) {
		err = fix_local(local, overlay, delta);
		if (err)
			return err;
	}
	fixups = of_child_by_full_name(overlay, "__fixups__",
				       strlen("__fixups__"));
	return fixups ? fix_labels(overlay, fixups) : 0;
}
