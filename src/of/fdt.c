// SPDX-License-Identifier: MIT
/*
 * fdt.c - turning a flattened device tree into a tree of device_nodes.
 *
 * libfdt checks and walks the blob; we only lay the result out. One
 * allocation holds the blob's copy, every node, every property and the
 * node names without unit address; the property names and values point into
 * the copy. A hash table indexes nodes by phandle.
 */
#include <stdint.h>
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

/*
 * What the loader's single allocation must hold, gathered by the guard's
 * tag walk before the blob is known to be valid: upper bounds for the build
 * pass (which stops at the end of the root node and skips properties that
 * libfdt would not list), to be thrown away if the blob then fails
 * fdt_check_full().
 */
struct fdt_counts {
	unsigned int nodes, props, phandles, name_bytes, max_depth;
	uint32_t first_tag;
};

static bool is_phandle_name(const char *name, int len)
{
	return (len == 7 && !memcmp(name, "phandle", 7)) ||
	       (len == 13 && !memcmp(name, "linux,phandle", 13));
}

/*
 * The header of the property at @offset, copied into @hdr; returns where
 * the property starts (its value follows the header), or NULL if the
 * header is not inside the structure block. The copy is because the
 * structure block need not be 4-byte aligned within the blob, so the
 * header's fields cannot be read in place.
 */
static const char *prop_header(const void *fdt, int offset,
			       struct fdt_property *hdr)
{
	const char *p = fdt_offset_ptr(fdt, offset, sizeof(*hdr));

	if (p)
		memcpy(hdr, p, sizeof(*hdr));
	return p;
}

/*
 * Whether the property at @offset is one the build pass takes a phandle
 * from: a 4-byte "phandle" or "linux,phandle". The blob is not checked yet,
 * so only bound-checking accessors touch it.
 */
static bool is_phandle_prop_at(const void *fdt, int offset)
{
	struct fdt_property hdr;
	const char *name;
	int len;

	if (!prop_header(fdt, offset, &hdr) || fdt32_to_cpu(hdr.len) != 4)
		return false;
	name = fdt_get_string(fdt, (int)fdt32_to_cpu(hdr.nameoff), &len);
	return name && is_phandle_name(name, len);
}

/*
 * libfdt 1.6.1, the version Debian 12 ships, adds a property's length to
 * the walk offset without an overflow check: a length such as 0xfffffff4
 * sends fdt_next_tag() back to the tag it started from, and
 * fdt_check_full() loops for ever. Walk the tags once before it and insist
 * that every step moves forward; libfdt itself bounds each step by the
 * structure block.
 *
 * The same walk counts what the build pass will need, so that no second
 * pass over the blob is spent on sizing the allocation.
 */
static int walk_tags(const void *fdt, size_t size, struct fdt_counts *c)
{
	int offset, next = 0, depth = 0, err;
	uint32_t tag;

	memset(c, 0, sizeof(*c));
	if (size < FDT_V1_SIZE)
		return -FDT_ERR_TRUNCATED;
	/*
	 * libfdt refuses a blob that is not 8-byte aligned on its first
	 * read-only access anyway; refusing it here also keeps the header
	 * and property accessors below from reading misaligned fields.
	 */
	if ((uintptr_t)fdt & 7)
		return -FDT_ERR_ALIGNMENT;
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
		if (offset == 0)
			c->first_tag = tag;
		switch (tag) {
		case FDT_BEGIN_NODE:
			/*
			 * The name with its terminator and padding: at least
			 * what the short name and its '\0' take, without
			 * reading the name a second time.
			 */
			c->name_bytes +=
				(unsigned int)(next - offset) - FDT_TAGSIZE;
			c->nodes++;
			if (depth >= 0 && (unsigned int)depth > c->max_depth)
				c->max_depth = (unsigned int)depth;
			depth++;
			break;
		case FDT_END_NODE:
			depth--;
			break;
		case FDT_PROP:
			c->props++;
			if (is_phandle_prop_at(fdt, offset))
				c->phandles++;
			break;
		default:
			break;
		}
	} while (tag != FDT_END);
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

/*
 * Lay out the nodes and properties of @fdt, which fdt_check_full() has
 * passed; @names receives the short names. One fdt_next_tag() walk: the
 * blob is known to be well formed, so the per-node and per-property
 * lookups (fdt_next_node, fdt_getprop_by_offset, ...) that would each
 * re-parse the tag are not needed. The walk keeps libfdt's view of the
 * tree: it ends with the root node, and a node's properties are the ones
 * before its first subnode. Returns the number of nodes, or a libfdt error.
 */
static int build(const void *fdt, struct device_node **stack,
		 struct device_node **last_child, struct property *props,
		 char *names)
{
	/* Before version 16 names are paths and values may be realigned. */
	bool legacy = fdt_version(fdt) < 0x10;
	struct device_node *np = NULL;
	struct property **plink = NULL;
	unsigned int n = 0;
	int offset, next = 0, depth = -1;
	uint32_t tag;

	do {
		const char *name;
		const void *val;
		size_t base_len;
		int len;

		offset = next;
		tag = fdt_next_tag(fdt, offset, &next);
		switch (tag) {
		case FDT_BEGIN_NODE:
		case FDT_END_NODE:
			/* Either ends the property list of the node before. */
			if (plink) {
				plink = NULL;
				if (np->phandle)
					index_phandle(np);
			}
			if (tag == FDT_END_NODE) {
				depth--;
				break;
			}
			depth++;
			np = &tree.nodes[n++];
			if (legacy) {
				name = fdt_get_name(fdt, offset, &len);
				if (!name)
					return len;
			} else {
				/*
				 * The name follows the tag; libfdt's walk has
				 * found its terminator inside the block.
				 */
				name = fdt_offset_ptr(fdt, offset,
						      FDT_TAGSIZE + 1);
				name += FDT_TAGSIZE;
			}
			np->full_name = depth == 0 ? "/" : name;
			base_len = strcspn(name, "@");
			memcpy(names, name, base_len);
			names[base_len] = '\0';
			np->name = names;
			names += base_len + 1;
			plink = &np->properties;

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
			break;
		case FDT_PROP:
			/* libfdt lists no property after a node's subnodes. */
			if (!plink)
				break;
			if (legacy) {
				val = fdt_getprop_by_offset(fdt, offset, &name,
							    &len);
			} else {
				struct fdt_property hdr;

				val = prop_header(fdt, offset, &hdr) +
				      sizeof(hdr);
				len = (int)fdt32_to_cpu(hdr.len);
				name = fdt_string(
					fdt, (int)fdt32_to_cpu(hdr.nameoff));
			}
			props->name = (char *)name;
			props->length = len;
			props->value = (void *)val;
			*plink = props;
			plink = &props->next;
			if (len == 4 &&
			    is_phandle_name(name, (int)strlen(name)))
				np->phandle = fdt32_ld(val);
			props++;
			break;
		default:
			break;
		}
	} while (depth >= 0 && tag != FDT_END);
	return (int)n;
}

int platdev_of_load(const void *blob, size_t size)
{
	struct device_node **stack, **last_child;
	size_t total, bytes, copy_bytes;
	struct property *props;
	struct fdt_counts c;
	char *mem, *copy;
	int err, nr_nodes;

	if (size > PLATDEV_OF_MAX_BLOB) {
		pr_err("of: blob of %zu bytes is larger than the %u-byte limit\n",
		       size, PLATDEV_OF_MAX_BLOB);
		return -EFBIG;
	}
	err = walk_tags(blob, size, &c);
	if (!err)
		err = fdt_check_full(blob, size);
	/* The tree is read from the root node, which must come first. */
	if (!err && c.first_tag != FDT_BEGIN_NODE)
		err = -FDT_ERR_BADOFFSET;
	if (err) {
		pr_err("of: invalid device tree blob: %s\n", fdt_strerror(err));
		return -EINVAL;
	}
	if (of_root) {
		pr_err("of: a device tree is already loaded\n");
		return -EBUSY;
	}
	total = fdt_totalsize(blob);

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
	mem += c.nodes * sizeof(struct device_node);
	props = (struct property *)mem;
	mem += c.props * sizeof(struct property);
	of_phandles.slots = (struct device_node **)mem;
	mem += of_phandles.nr_slots * sizeof(struct device_node *);
	stack = (struct device_node **)mem;
	mem += (c.max_depth + 1) * sizeof(struct device_node *);
	last_child = (struct device_node **)mem;
	mem += (c.max_depth + 1) * sizeof(struct device_node *);
	nr_nodes = build(copy, stack, last_child, props, mem);
	if (nr_nodes < 0) {
		pr_err("of: invalid device tree blob: %s\n",
		       fdt_strerror(nr_nodes));
		platdev_port_free(tree.mem);
		memset(&tree, 0, sizeof(tree));
		memset(&of_phandles, 0, sizeof(of_phandles));
		return -EINVAL;
	}
	tree.nr_nodes = (unsigned int)nr_nodes;
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
