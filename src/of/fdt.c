// SPDX-License-Identifier: MIT
/*
 * fdt.c - turning a flattened device tree into a tree of device_nodes.
 *
 * libfdt checks and walks the blob; we only lay the result out. One
 * allocation holds every node and property, the property values (each
 * 4-byte aligned), a copy of the blob's strings block (the property names)
 * and the node names; the blob itself is not kept, so its tags, padding
 * and each property's 12-byte header cost the tree nothing. A node name
 * without a unit address is its own short name, and a short name the node
 * before had too is shared, so a board's thousand "serial@..." nodes keep
 * one "serial". A hash table indexes nodes by phandle.
 */
#include <stdint.h>
#include <string.h>

#include <libfdt.h>

#include <linux/device.h>
#include <linux/kernel.h>
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
	unsigned int nodes, props, phandles, max_depth;
	/* Node names (full and short) with their '\0'; property values. */
	size_t name_bytes, value_bytes;
	uint32_t first_tag;
	/* The previous node's short name, to count a shared one once. */
	const char *last_name;
	size_t last_len;
};

/*
 * Whether the node named @name (with unit address) needs a short name of
 * its own, @len bytes before the '\0': not if it has no unit address (the
 * full name is the short one), nor if the node before it, whose short name
 * is the @last_len bytes at @last (NULL for none), has the same one.
 */
static bool short_name_stored(const char *name, size_t len, const char *last,
			      size_t last_len)
{
	if (name[len] == '\0')
		return false;
	return !last || last_len != len || memcmp(last, name, len) != 0;
}

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
 * Whether the property whose header is @hdr is one the build pass takes a
 * phandle from: a 4-byte "phandle" or "linux,phandle". The blob is not
 * checked yet, so only bound-checking accessors touch it.
 */
static bool is_phandle_prop(const void *fdt, const struct fdt_property *hdr)
{
	const char *name;
	int len;

	if (fdt32_to_cpu(hdr->len) != 4)
		return false;
	name = fdt_get_string(fdt, (int)fdt32_to_cpu(hdr->nameoff), &len);
	return name && is_phandle_name(name, len);
}

/*
 * Whether @size bytes at @fdt hold a whole blob with a header libfdt can
 * read: 0 or a libfdt error.
 */
static int check_header(const void *fdt, size_t size)
{
	int err;

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
	return 0;
}

/*
 * Count the bytes the names of the node whose tag is at @offset (the next
 * tag at @next) will take into @c, as node_alloc() stores them, for a blob
 * of version 16 or later. An older blob's names are paths that node_name()
 * shortens, so for those count the whole name with its terminator and
 * padding twice, which bounds what its full and short names can take.
 * fdt_next_tag() has found the name's terminator before @next.
 */
static void count_names(const void *fdt, int offset, int next,
			struct fdt_counts *c)
{
	unsigned int room = (unsigned int)(next - offset) - FDT_TAGSIZE;
	const char *name;
	size_t len;

	if (fdt_version(fdt) < 0x10) {
		c->name_bytes += 2 * (size_t)room;
		return;
	}
	/*
	 * Only the name's first byte is asked for: its padding may run past
	 * the end of an unchecked structure block.
	 */
	name = (const char *)fdt_offset_ptr(fdt, offset + FDT_TAGSIZE, 1);
	len = strcspn(name, "@");
	c->name_bytes += len + strlen(name + len) + 1;
	if (short_name_stored(name, len, c->last_name, c->last_len))
		c->name_bytes += len + 1;
	c->last_name = name;
	c->last_len = len;
}

/*
 * Before version 16 a node's name is its path, and libfdt 1.6.1's
 * fdt_get_name() fails on one without a '/'. fdt_check_full() then reads
 * the name it did not get, for the root node, through a NULL pointer.
 * Refuse such a name first, with the error fdt_get_name() gives.
 */
static int legacy_name_check(const void *fdt, int offset)
{
	int err;

	return fdt_get_name(fdt, offset, &err) ? 0 : err;
}

/*
 * Whether the value of the property with header @hdr lies inside the
 * @step bytes fdt_next_tag() took over it. libfdt adds the length to the
 * offset modulo 2^32, so a length such as 0xffffffff moves the walk
 * forward by a few bytes while the value it claims runs backwards, and
 * libfdt's readers hand that length on as a negative int.
 */
static bool prop_fits_step(const struct fdt_property *hdr, unsigned int step)
{
	return step >= sizeof(*hdr) &&
	       fdt32_to_cpu(hdr->len) <= step - sizeof(*hdr);
}

/*
 * Check the tag @tag at @offset (the next one is at @next) as the build
 * pass needs it, and count it into @c; @depth is the walk's nesting depth
 * before the tag. Return: 0 or a libfdt error.
 */
static int count_tag(const void *fdt, uint32_t tag, int offset, int next,
		     int *depth, struct fdt_counts *c)
{
	struct fdt_property hdr;
	int err;

	switch (tag) {
	case FDT_BEGIN_NODE:
		if (fdt_version(fdt) < 0x10) {
			err = legacy_name_check(fdt, offset);
			if (err)
				return err;
		}
		count_names(fdt, offset, next, c);
		c->nodes++;
		if (*depth >= 0 && (unsigned int)*depth > c->max_depth)
			c->max_depth = (unsigned int)*depth;
		++*depth;
		break;
	case FDT_END_NODE:
		--*depth;
		break;
	case FDT_PROP:
		if (!prop_header(fdt, offset, &hdr) ||
		    !prop_fits_step(&hdr, (unsigned int)(next - offset)))
			return -FDT_ERR_BADSTRUCTURE;
		/* The tag's span bounds its value padded to 4 bytes. */
		c->value_bytes +=
			(size_t)(next - offset) - sizeof(struct fdt_property);
		c->props++;
		if (is_phandle_prop(fdt, &hdr))
			c->phandles++;
		break;
	default:
		break;
	}
	return 0;
}

/*
 * libfdt 1.6.1, the version Debian 12 ships, adds a property's length to
 * the walk offset without an overflow check: a length such as 0xfffffff4
 * sends fdt_next_tag() back to the tag it started from, and
 * fdt_check_full() loops for ever. Walk the tags once before it and insist
 * that every step moves forward and holds its property's value; libfdt
 * itself bounds each step by the structure block.
 *
 * The same walk counts what the build pass will need, so that no second
 * pass over the blob is spent on sizing the allocation.
 */
static int walk_tags(const void *fdt, size_t size, struct fdt_counts *c)
{
	int offset, next = 0, depth = 0;
	int err = check_header(fdt, size);
	uint32_t tag;

	memset(c, 0, sizeof(*c));
	if (err)
		return err;
	do {
		offset = next;
		tag = fdt_next_tag(fdt, offset, &next);
		if (next < 0)
			return next;
		if (next <= offset)
			return -FDT_ERR_BADSTRUCTURE;
		if (offset == 0)
			c->first_tag = tag;
		err = count_tag(fdt, tag, offset, next, &depth, c);
		if (err)
			return err;
	} while (tag != FDT_END);
	return 0;
}

/*
 * The build pass's state: where the next node, property, value and name
 * go in the loader's allocation, the open nodes from the root down, and
 * the node whose properties are being read.
 */
struct builder {
	const void *fdt;
	/* Before version 16 names are paths and values may be realigned. */
	bool legacy;
	unsigned int nr_nodes;
	struct property *next_prop;
	char *next_value;
	char *next_name;
	/* The blob's strings block and its copy in the allocation. */
	const char *strings;
	char *strings_copy;
	/* The short name of the node made last, and its length. */
	const char *last_name;
	size_t last_len;
	/* The open nodes, root first, and each one's newest child. */
	struct device_node **stack, **last_child;
	int depth;
	/*
	 * The node being read, and where its next property goes (NULL once
	 * its first subnode has begun).
	 */
	struct device_node *np;
	struct property **plink;
};

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
 * A node's property list ends at its first subnode or at its end; its
 * phandle, if it has one, is known by then and goes into the index.
 */
static void props_end(struct builder *b)
{
	if (!b->plink)
		return;
	b->plink = NULL;
	if (b->np->phandle)
		index_phandle(b->np);
}

/*
 * The value of the property at @offset, with its name in *name and its
 * length in *len.
 */
static const void *prop_read(const struct builder *b, int offset,
			     const char **name, int *len)
{
	struct fdt_property hdr;
	const char *p;

	if (b->legacy)
		return fdt_getprop_by_offset(b->fdt, offset, name, len);
	p = prop_header(b->fdt, offset, &hdr);
	*len = (int)fdt32_to_cpu(hdr.len);
	*name = fdt_string(b->fdt, (int)fdt32_to_cpu(hdr.nameoff));
	return p + sizeof(hdr);
}

/* Append the property at @offset to the current node's list. */
static void prop_add(struct builder *b, int offset)
{
	struct property *pp = b->next_prop++;
	const char *name;
	const void *val;
	int len;

	val = prop_read(b, offset, &name, &len);
	pp->name = b->strings_copy + (name - b->strings);
	pp->length = len;
	pp->value = b->next_value;
	memcpy(b->next_value, val, (size_t)len);
	b->next_value += ALIGN((size_t)len, 4);
	*b->plink = pp;
	b->plink = &pp->next;
	if (len == 4 && is_phandle_name(name, (int)strlen(name)))
		b->np->phandle = fdt32_ld(val);
}

/*
 * The name of the node whose tag is at @offset; NULL with a libfdt error
 * in *err if it cannot be read.
 */
static const char *node_name(const struct builder *b, int offset, int *err)
{
	const char *name;

	if (b->legacy) {
		name = fdt_get_name(b->fdt, offset, err);
		return name;
	}
	/* The name follows the tag; libfdt's walk found its terminator. */
	name = fdt_offset_ptr(b->fdt, offset, FDT_TAGSIZE + 1);
	return name + FDT_TAGSIZE;
}

/*
 * The next free node, named @name (its full name is @name, "/" for the
 * root; its short name, without unit address, is @name itself when it has
 * none, else the previous node's if the same, else copied).
 */
static struct device_node *node_alloc(struct builder *b, const char *name)
{
	struct device_node *np = &tree.nodes[b->nr_nodes++];
	size_t base_len = strcspn(name, "@");
	size_t len = base_len + strlen(name + base_len);

	name = memcpy(b->next_name, name, len + 1);
	b->next_name += len + 1;
	of_node_init(np);
	np->full_name = b->depth == 0 ? "/" : name;
	if (!name[base_len]) {
		np->name = name;
	} else if (!short_name_stored(name, base_len, b->last_name,
				      b->last_len)) {
		np->name = b->last_name;
	} else {
		memcpy(b->next_name, name, base_len);
		b->next_name[base_len] = '\0';
		np->name = b->next_name;
		b->next_name += base_len + 1;
	}
	b->last_name = np->name;
	b->last_len = base_len;
	return np;
}

/* Make @np, at the current depth, the newest child of the open parent. */
static void link_parent(struct builder *b, struct device_node *np)
{
	struct device_node *parent;
	int d = b->depth;

	b->stack[d] = np;
	b->last_child[d] = NULL;
	if (d == 0)
		return;
	parent = b->stack[d - 1];
	np->parent = parent;
	if (b->last_child[d - 1])
		b->last_child[d - 1]->sibling = np;
	else
		parent->child = np;
	b->last_child[d - 1] = np;
}

/* A node begins at @offset: it becomes the node being read. */
static int node_begin(struct builder *b, int offset)
{
	const char *name;
	int err;

	b->depth++;
	name = node_name(b, offset, &err);
	if (!name)
		return err;
	b->np = node_alloc(b, name);
	link_parent(b, b->np);
	b->plink = &b->np->properties;
	return 0;
}

/*
 * Lay out the nodes and properties of the blob, which fdt_check_full() has
 * passed. One fdt_next_tag() walk: the blob is known to be well formed, so
 * the per-node and per-property lookups (fdt_next_node,
 * fdt_getprop_by_offset, ...) that would each re-parse the tag are not
 * needed. The walk keeps libfdt's view of the tree: it ends with the root
 * node, and a node's properties are the ones before its first subnode.
 * Returns the number of nodes, or a libfdt error.
 */
static int build(struct builder *b)
{
	int offset, next = 0, err;
	uint32_t tag;

	b->depth = -1;
	do {
		offset = next;
		tag = fdt_next_tag(b->fdt, offset, &next);
		switch (tag) {
		case FDT_BEGIN_NODE:
			props_end(b);
			err = node_begin(b, offset);
			if (err)
				return err;
			break;
		case FDT_END_NODE:
			props_end(b);
			b->depth--;
			break;
		case FDT_PROP:
			/* libfdt lists no property after a node's subnodes. */
			if (b->plink)
				prop_add(b, offset);
			break;
		default:
			break;
		}
	} while (b->depth >= 0 && tag != FDT_END);
	return (int)b->nr_nodes;
}

/*
 * Check @blob of @size bytes with libfdt (after our own tag walk) and
 * count what its tree needs into @c. Return: 0 or a libfdt error.
 */
static int check_blob(const void *blob, size_t size, struct fdt_counts *c)
{
	int err = walk_tags(blob, size, c);

	if (!err)
		err = fdt_check_full(blob, size);
	/* The tree is read from the root node, which must come first. */
	if (!err && c->first_tag != FDT_BEGIN_NODE)
		err = -FDT_ERR_BADOFFSET;
	return err;
}

/*
 * The blob's strings block: where it starts, and its size in *size (up to
 * the end of the blob before version 17, whose header does not give it).
 */
static const char *strings_block(const void *blob, size_t *size)
{
	*size = fdt_version(blob) >= 17 ?
			fdt_size_dt_strings(blob) :
			fdt_totalsize(blob) - fdt_off_dt_strings(blob);
	return (const char *)blob + fdt_off_dt_strings(blob);
}

/*
 * Allocate the one block the tree lives in, for what @c counted in
 * @blob. It holds, in this order: the nodes, the properties, the phandle
 * index, the builder's two per-depth stacks, the property values, the
 * copy of the strings block and the node names. Sets up @b to build
 * into it from @blob. Return: 0 or -ENOMEM.
 */
static int tree_alloc(const void *blob, const struct fdt_counts *c,
		      struct builder *b)
{
	size_t depth_bytes = (c->max_depth + 1) * sizeof(struct device_node *);
	unsigned int nr_slots = 16;
	size_t strings_size;
	const char *strings = strings_block(blob, &strings_size);
	char *mem;

	while (nr_slots < 2 * c->phandles)
		nr_slots *= 2;
	mem = platdev_port_alloc(c->nodes * sizeof(struct device_node) +
				 c->props * sizeof(struct property) +
				 nr_slots * sizeof(struct device_node *) +
				 2 * depth_bytes + c->value_bytes +
				 strings_size + c->name_bytes);
	if (!mem)
		return -ENOMEM;

	memset(b, 0, sizeof(*b));
	tree.mem = mem;
	b->fdt = blob;
	b->legacy = fdt_version(blob) < 0x10;
	tree.nodes = (struct device_node *)mem;
	mem += c->nodes * sizeof(struct device_node);
	b->next_prop = (struct property *)mem;
	mem += c->props * sizeof(struct property);
	of_phandles.slots = (struct device_node **)mem;
	of_phandles.nr_slots = nr_slots;
	mem += nr_slots * sizeof(struct device_node *);
	b->stack = (struct device_node **)mem;
	mem += depth_bytes;
	b->last_child = (struct device_node **)mem;
	mem += depth_bytes;
	b->next_value = mem;
	mem += c->value_bytes;
	b->strings = strings;
	b->strings_copy = memcpy(mem, strings, strings_size);
	mem += strings_size;
	b->next_name = mem;
	return 0;
}

/* Free the loaded tree's block and forget it. */
static void tree_free(void)
{
	platdev_port_free(tree.mem);
	memset(&tree, 0, sizeof(tree));
	memset(&of_phandles, 0, sizeof(of_phandles));
}

/*
 * What platdev_of_load() returns for each class of libfdt error, and what
 * it logs besides libfdt's name for it (libfdt 1.6.1 has no name for
 * FDT_ERR_ALIGNMENT). <platdev/of.h> documents the mapping.
 */
static const struct load_error {
	int fdt_err, err;
	const char *what;
} load_errors[] = {
	{ -FDT_ERR_BADMAGIC, -ENOEXEC, "not a device tree blob" },
	{ -FDT_ERR_TRUNCATED, -ENODATA, "shorter than its header says" },
	{ -FDT_ERR_BADVERSION, -EPROTONOSUPPORT,
	  "a format version libfdt cannot read" },
	{ -FDT_ERR_ALIGNMENT, -EFAULT, "not 8-byte aligned" },
	{ -FDT_ERR_BADSTRUCTURE, -EBADMSG, "malformed structure block" },
	{ -FDT_ERR_BADLAYOUT, -EBADMSG, "malformed block layout" },
	{ -FDT_ERR_BADOFFSET, -EBADMSG, "offsets out of place" },
	{ -FDT_ERR_BADNCELLS, -EBADMSG, "malformed cell counts" },
	{ -FDT_ERR_BADVALUE, -EBADMSG, "malformed value" },
};

/* Log why a blob was refused; return the error for libfdt's @fdt_err. */
static int load_failed(int fdt_err)
{
	const char *what = "refused by libfdt";
	int err = -EINVAL;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(load_errors); i++) {
		if (load_errors[i].fdt_err == fdt_err) {
			err = load_errors[i].err;
			what = load_errors[i].what;
			break;
		}
	}
	pr_err("of: invalid device tree blob: %s (%s, error %d)\n",
	       fdt_strerror(fdt_err), what, err);
	return err;
}

int platdev_of_load(const void *blob, size_t size)
{
	struct fdt_counts c;
	struct builder b;
	int err, nr_nodes;

	if (!blob) {
		pr_err("of: no device tree blob (NULL)\n");
		return -EINVAL;
	}
	if (size > PLATDEV_OF_MAX_BLOB) {
		pr_err("of: blob of %zu bytes is larger than the %u-byte limit\n",
		       size, PLATDEV_OF_MAX_BLOB);
		return -EFBIG;
	}
	err = check_blob(blob, size, &c);
	if (err)
		return load_failed(err);
	if (of_root) {
		pr_err("of: a device tree is already loaded\n");
		return -EBUSY;
	}
	err = tree_alloc(blob, &c, &b);
	if (err)
		return err;
	nr_nodes = build(&b);
	if (nr_nodes < 0) {
		tree_free();
		return load_failed(nr_nodes);
	}
	tree.nr_nodes = (unsigned int)nr_nodes;
	of_root = tree.nodes;
	return 0;
}

/* Holders listed one by one at unload; the rest are counted. */
#define UNLOAD_HOLDERS_LOGGED 16

/*
 * Log the nodes of the tree that are still referenced, with their count
 * and the device made for the node if there is one (a populated device
 * holds its node). Return: how many nodes are referenced.
 */
static unsigned int log_holders(void)
{
	unsigned int i, held = 0;
	char path[256];

	for (i = 0; i < tree.nr_nodes; i++) {
		struct device_node *np = &tree.nodes[i];
		int refs = __atomic_load_n(&np->refs, __ATOMIC_RELAXED);
		struct device *dev = np->fwnode.dev;

		if (!refs || ++held > UNLOAD_HOLDERS_LOGGED)
			continue;
		pr_err("of: %s: %d reference%s held%s%s%s\n",
		       platdev_of_format_path(np, path, sizeof(path)), refs,
		       refs == 1 ? "" : "s", dev ? " (its device: " : "",
		       dev ? dev_name(dev) : "", dev ? ")" : "");
	}
	if (held > UNLOAD_HOLDERS_LOGGED)
		pr_err("of: ... and %u more referenced node%s\n",
		       held - UNLOAD_HOLDERS_LOGGED,
		       held - UNLOAD_HOLDERS_LOGGED == 1 ? "" : "s");
	return held;
}

int platdev_of_unload(void)
{
	unsigned int held;

	if (!of_root)
		return 0;
	of_overlay_reap();
	held = log_holders();
	if (held) {
		pr_err("of: unload refused: %u node%s still referenced; depopulate the devices and put the references first\n",
		       held, held == 1 ? " is" : "s are");
		return -EBUSY;
	}
	of_syscon_release_all();
	of_root = NULL;
	tree_free();
	of_overlay_free_dead_props();
	return 0;
}

unsigned int platdev_of_node_count(void)
{
	return of_root ? tree.nr_nodes : 0;
}

int of_fdt_check(const void *blob, size_t size)
{
	struct fdt_counts c;

	return check_blob(blob, size, &c);
}
