// SPDX-License-Identifier: MIT
/*
 * fdt.c - turning a flattened device tree into a tree of device_nodes.
 *
 * libfdt checks and walks the blob; we only lay the result out. One
 * allocation holds the blob's copy, every node, every property and the
 * node names without unit address; the property names and values point into
 * the copy. A hash table indexes nodes by phandle.
 */
#include <string.h>

#include <libfdt.h>

#include <linux/of.h>
#include <linux/printk.h>
#include <platdev/of.h>
#include <platdev/port.h>

#include "of/of_private.h"

struct of_tree {
	void *mem;
	struct device_node *nodes;
	unsigned int nr_nodes;
};

static struct of_tree tree;

struct fdt_counts {
	unsigned int nodes, props, phandles, name_bytes, max_depth;
};

static bool is_phandle_prop(const char *name)
{
	return !strcmp(name, "phandle") || !strcmp(name, "linux,phandle");
}

static int count_blob(const void *fdt, struct fdt_counts *c)
{
	int offset = 0, depth = 0;

	memset(c, 0, sizeof(*c));
	for (offset = 0; offset >= 0;
	     offset = fdt_next_node(fdt, offset, &depth)) {
		int prop, len;
		const char *name;

		if (depth < 0)
			break;
		c->nodes++;
		if ((unsigned int)depth > c->max_depth)
			c->max_depth = (unsigned int)depth;
		name = fdt_get_name(fdt, offset, &len);
		if (!name)
			return len;
		c->name_bytes += (unsigned int)len + 2;
		fdt_for_each_property_offset(prop, fdt, offset) {
			const char *pname;

			if (!fdt_getprop_by_offset(fdt, prop, &pname, &len))
				return len;
			c->props++;
			if (is_phandle_prop(pname))
				c->phandles++;
		}
	}
	return 0;
}

static void index_phandle(struct device_node *np)
{
	unsigned int mask = of_phandles.nr_slots - 1;
	unsigned int i = of_phandle_slot(np->phandle, of_phandles.nr_slots);

	while (of_phandles.slots[i]) {
		if (of_phandles.slots[i]->phandle == np->phandle) {
			pr_warn("of: duplicate phandle %#x (%s); the first node keeps it\n",
				np->phandle, np->full_name);
			return;
		}
		i = (i + 1) & mask;
	}
	of_phandles.slots[i] = np;
}

/* Lay out the nodes and properties of @fdt; @names receives the short names. */
static void build(const void *fdt, struct device_node **stack,
		  struct device_node **last_child, struct property *props,
		  char *names)
{
	struct device_node *np = tree.nodes;
	int offset, depth = 0;

	for (offset = 0; offset >= 0 && depth >= 0;
	     offset = fdt_next_node(fdt, offset, &depth)) {
		struct property **plink = &np->properties;
		const char *name;
		int prop, len;
		size_t base_len;

		name = fdt_get_name(fdt, offset, &len);
		np->full_name = depth == 0 ? "/" : name;
		base_len = strcspn(name, "@");
		memcpy(names, name, base_len);
		names[base_len] = '\0';
		np->name = names;
		names += base_len + 1;

		fdt_for_each_property_offset(prop, fdt, offset) {
			const char *pname;
			const void *val =
				fdt_getprop_by_offset(fdt, prop, &pname, &len);

			props->name = (char *)pname;
			props->length = len;
			props->value = (void *)val;
			*plink = props;
			plink = &props->next;
			if (is_phandle_prop(pname) && len == 4)
				np->phandle = fdt32_ld(val);
			props++;
		}

		stack[depth] = np;
		last_child[depth] = NULL;
		if (depth > 0) {
			struct device_node *parent = stack[depth - 1];

			np->parent = parent;
			if (last_child[depth - 1])
				last_child[depth - 1]->sibling = np;
			else
				parent->child = np;
			last_child[depth - 1] = np;
		}
		if (np->phandle)
			index_phandle(np);
		np++;
	}
}

/*
 * libfdt 1.6.1, the version Debian 12 ships, adds a property's length to
 * the walk offset without an overflow check: a length such as 0xfffffff4
 * sends fdt_next_tag() back to the tag it started from, and
 * fdt_check_full() loops for ever. Walk the tags once before it and insist
 * that every step moves forward; libfdt itself bounds each step by the
 * structure block.
 */
static int check_tags_advance(const void *fdt, size_t size)
{
	int offset, next = 0, err;
	uint32_t tag;

	if (size < FDT_V1_SIZE)
		return -FDT_ERR_TRUNCATED;
	err = fdt_check_header(fdt);
	if (err)
		return err;
	if (fdt_totalsize(fdt) > size)
		return -FDT_ERR_TRUNCATED;
	do {
		offset = next;
		tag = fdt_next_tag(fdt, offset, &next);
		if (next < 0)
			return next;
		if (next <= offset)
			return -FDT_ERR_BADSTRUCTURE;
	} while (tag != FDT_END);
	return 0;
}

int platdev_of_load(const void *blob, size_t size)
{
	struct device_node **stack, **last_child;
	size_t total, bytes, copy_bytes;
	struct property *props;
	struct fdt_counts c;
	char *mem, *copy;
	int err;

	if (size > PLATDEV_OF_MAX_BLOB) {
		pr_err("of: blob of %zu bytes is larger than the %u-byte limit\n",
		       size, PLATDEV_OF_MAX_BLOB);
		return -EFBIG;
	}
	err = check_tags_advance(blob, size);
	if (!err)
		err = fdt_check_full(blob, size);
	if (err) {
		pr_err("of: invalid device tree blob: %s\n", fdt_strerror(err));
		return -EINVAL;
	}
	if (of_root) {
		pr_err("of: a device tree is already loaded\n");
		return -EBUSY;
	}
	total = fdt_totalsize(blob);
	err = count_blob(blob, &c);
	if (err) {
		pr_err("of: invalid device tree blob: %s\n", fdt_strerror(err));
		return -EINVAL;
	}

	memset(&tree, 0, sizeof(tree));
	of_phandles.nr_slots = 16;
	while (of_phandles.nr_slots < 2 * c.phandles)
		of_phandles.nr_slots *= 2;
	/* The copy comes first: libfdt wants the blob 8-byte aligned. */
	copy_bytes = (total + 15) & ~(size_t)15;
	bytes = copy_bytes + c.nodes * sizeof(struct device_node) +
		c.props * sizeof(struct property) +
		of_phandles.nr_slots * sizeof(struct device_node *) +
		2 * (c.max_depth + 1) * sizeof(struct device_node *) +
		c.name_bytes;
	mem = platdev_port_alloc(bytes);
	if (!mem) {
		memset(&of_phandles, 0, sizeof(of_phandles));
		return -ENOMEM;
	}

	tree.mem = mem;
	copy = mem;
	memcpy(copy, blob, total);
	mem += copy_bytes;
	tree.nodes = (struct device_node *)mem;
	tree.nr_nodes = c.nodes;
	mem += c.nodes * sizeof(struct device_node);
	props = (struct property *)mem;
	mem += c.props * sizeof(struct property);
	of_phandles.slots = (struct device_node **)mem;
	mem += of_phandles.nr_slots * sizeof(struct device_node *);
	stack = (struct device_node **)mem;
	mem += (c.max_depth + 1) * sizeof(struct device_node *);
	last_child = (struct device_node **)mem;
	mem += (c.max_depth + 1) * sizeof(struct device_node *);
	build(copy, stack, last_child, props, mem);
	of_root = tree.nodes;
	return 0;
}

int platdev_of_unload(void)
{
	unsigned int i;
	int leaked = 0;

	if (!of_root)
		return 0;
	for (i = 0; i < tree.nr_nodes; i++) {
		if (tree.nodes[i].refs) {
			pr_warn("of: %s still has %d reference(s) at unload\n",
				tree.nodes[i].full_name, tree.nodes[i].refs);
			leaked += tree.nodes[i].refs;
		}
	}
	of_root = NULL;
	platdev_port_free(tree.mem);
	memset(&tree, 0, sizeof(tree));
	memset(&of_phandles, 0, sizeof(of_phandles));
	return leaked;
}

unsigned int platdev_of_node_count(void)
{
	return of_root ? tree.nr_nodes : 0;
}
