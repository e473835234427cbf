// SPDX-License-Identifier: MIT
/*
 * gen.c - "platdev gen": a board's device tree as one static C board file
 * (platdev/gen.h). The board is populated as for "platdev devices"; every
 * device it lists becomes a static platform device with the same name,
 * in the same order, with its memory resources as populate made them and
 * its interrupts decoded for their controller (platdev_of_irq_parse()),
 * and every node the devices need (their own, their subtrees, their
 * ancestors and what their references name) a constant software node.
 *
 * A property's type is not in the blob: a list of phandles with arguments
 * (clocks, resets, *-gpios, interrupt-parent, ...) whose every entry
 * resolves becomes references; an empty one a boolean; a list of printable
 * strings strings; a multiple of four bytes u32 cells; anything else bytes.
 * Nodes keep their "phandle", so that a reference reads back as the blob's
 * cells (tests/gen compares both boards that way).
 *
 * What cannot be expressed is refused in one line, exit 1: an AMBA device
 * (its ID is read from the hardware), a device without a node, an
 * interrupt the decoder cannot read. The output depends on the blob and the
 * options only: the same input gives the same bytes.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <linux/amba/bus.h>
#include <linux/irq.h>
#include <linux/of.h>
#include <linux/of_irq.h>
#include <linux/platform_device.h>
#include <platdev/log.h>
#include <platdev/of.h>

#include "array.h"
#include "board.h"
#include "gen.h"
#include "gen_pdata.h"
#include "inspect.h"

/* A node of the tree, in preorder, and what the output does with it. */
struct gen_node {
	struct device_node *np;
	int parent; /* index, or -1 for the root */
	bool keep;
	bool done; /* its references were followed */
};

struct node_slot {
	const struct device_node *np;
	int index;
};

struct gen_state {
	const struct gen_options *opts;
	FILE *out;
	struct gen_node *node;
	size_t nr_nodes, cap_nodes;
	struct node_slot *sorted; /* the nodes by address, for node_index() */
	struct platform_device **dev;
	int *dev_parent; /* index into @dev, or -1 */
	size_t nr_devs, cap_devs;
	int nr_kept;
	struct gen_types types; /* --types */
	struct gen_pdata pdata; /* --pdata */
	char pdata_compat[GEN_MAX_PDATA][GEN_COMPAT_MAX];
};

/* The reference properties and the provider cells that size their entries. */
static const struct {
	const char *name;
	const char *cells; /* NULL: no arguments */
} gen_refs[] = {
	{ "clocks", "#clock-cells" },
	{ "assigned-clocks", "#clock-cells" },
	{ "assigned-clock-parents", "#clock-cells" },
	{ "resets", "#reset-cells" },
	{ "power-domains", "#power-domain-cells" },
	{ "dmas", "#dma-cells" },
	{ "phys", "#phy-cells" },
	{ "mboxes", "#mbox-cells" },
	{ "iommus", "#iommu-cells" },
	{ "pwms", "#pwm-cells" },
	{ "io-channels", "#io-channel-cells" },
	{ "interconnects", "#interconnect-cells" },
	{ "interrupts-extended", "#interrupt-cells" },
	{ "thermal-sensors", "#thermal-sensor-cells" },
	{ "sound-dai", "#sound-dai-cells" },
	{ "nvmem-cells", NULL },
	{ "interrupt-parent", NULL },
	{ "memory-region", NULL },
	{ "operating-points-v2", NULL },
	{ "remote-endpoint", NULL },
};

static bool ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);

	return n >= k && !strcmp(s + n - k, suffix);
}

/*
 * Whether @name is a reference property: true with its cells property in
 * @cells (NULL: none).
 */
static bool ref_property(const char *name, const char **cells)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(gen_refs); i++)
		if (!strcmp(name, gen_refs[i].name)) {
			*cells = gen_refs[i].cells;
			return true;
		}
	if (!strcmp(name, "gpios") || ends_with(name, "-gpios") ||
	    (ends_with(name, "-gpio") && strcmp(name, "nr-gpio"))) {
		*cells = "#gpio-cells";
		return true;
	}
	*cells = NULL;
	if (ends_with(name, "-supply"))
		return true;
	if (!strncmp(name, "pinctrl-", 8) && name[8] >= '0' && name[8] <= '9')
		return true;
	return false;
}

/* How many entries @prop of @np has as references, or -1 if it has none. */
static int ref_count(struct device_node *np, const struct property *prop)
{
	struct of_phandle_args args;
	const char *cells;
	int i, n;

	if (!ref_property(prop->name, &cells) || prop->length <= 0 ||
	    prop->length % 4)
		return -1;
	n = cells ? of_count_phandle_with_args(np, prop->name, cells) :
		    prop->length / 4;
	if (n <= 0)
		return -1;
	/* Every entry must resolve, and together cover the whole value. */
	for (i = 0; i < n; i++) {
		int ret = cells ? of_parse_phandle_with_args(np, prop->name,
							     cells, i, &args) :
				  of_parse_phandle_with_fixed_args(
					  np, prop->name, 0, i, &args);
		if (ret)
			return -1;
		of_node_put(args.np);
	}
	return n;
}

static int by_address(const void *a, const void *b)
{
	const struct node_slot *x = a, *y = b;

	return x->np < y->np ? -1 : x->np > y->np;
}

/* The index of @np in the preorder list, or -1. */
static int node_index(const struct gen_state *st, const struct device_node *np)
{
	struct node_slot key = { .np = np };
	const struct node_slot *hit;

	if (!np || !st->nr_nodes)
		return -1;
	hit = bsearch(&key, st->sorted, st->nr_nodes, sizeof(*st->sorted),
		      by_address);
	return hit ? hit->index : -1;
}

/* Every node of the tree in preorder, without recursion; then the index. */
static int collect_nodes(struct gen_state *st)
{
	struct device_node *np = of_root;
	int parent = -1;
	size_t i;

	while (np) {
		struct gen_node n = { .np = np, .parent = parent };

		if (ARRAY_PUSH(st->node, st->nr_nodes, st->cap_nodes, n))
			return -ENOMEM;
		if (np->child) {
			parent = (int)st->nr_nodes - 1;
			np = np->child;
			continue;
		}
		while (np && !np->sibling) {
			np = np->parent;
			parent = parent >= 0 ? st->node[parent].parent : -1;
		}
		if (np)
			np = np->sibling;
	}
	st->sorted =
		malloc((st->nr_nodes ? st->nr_nodes : 1) * sizeof(*st->sorted));
	if (!st->sorted)
		return -ENOMEM;
	for (i = 0; i < st->nr_nodes; i++) {
		st->sorted[i].np = st->node[i].np;
		st->sorted[i].index = (int)i;
	}
	qsort(st->sorted, st->nr_nodes, sizeof(*st->sorted), by_address);
	return 0;
}

/* Whether @np has one of the compatibles --only names (or --only is absent). */
static bool wanted(const struct gen_options *opts, struct device_node *np)
{
	int i;

	if (!opts->nr_only)
		return true;
	for (i = 0; i < opts->nr_only; i++)
		if (of_device_is_compatible(np, opts->only[i]))
			return true;
	return false;
}

struct collect_ctx {
	struct gen_state *st;
	const char *refusal; /* static text */
	struct device *refused;
};

static int collect_device(struct device *dev, void *data)
{
	struct collect_ctx *ctx = data;
	struct gen_state *st = ctx->st;

	if (!dev->of_node || !wanted(st->opts, dev->of_node)) {
		if (!dev->of_node && !st->opts->nr_only) {
			ctx->refusal = "has no device-tree node";
			ctx->refused = dev;
			return 1;
		}
		return 0;
	}
	if (dev->bus != &platform_bus_type) {
		ctx->refusal =
			"is an AMBA device (its ID is read from the hardware): leave it out with --only";
		ctx->refused = dev;
		return 1;
	}
	return ARRAY_PUSH(st->dev, st->nr_devs, st->cap_devs,
			  to_platform_device(dev));
}

/* Keep @i and its ancestors. */
static void keep_with_ancestors(struct gen_state *st, int i)
{
	for (; i >= 0 && !st->node[i].keep; i = st->node[i].parent)
		st->node[i].keep = true;
}

/*
 * Mark what the file holds: each device's node with its subtree and
 * ancestors, then, until nothing changes, what kept nodes refer to (tiny:
 * only the devices' own nodes, as nothing there reads another).
 */
static void mark_nodes(struct gen_state *st)
{
	bool changed = true;
	size_t d, i;

	for (d = 0; d < st->nr_devs; d++) {
		int k = node_index(st, st->dev[d]->dev.of_node);

		if (st->opts->profile == GEN_TINY) {
			st->node[k].keep = true;
			continue;
		}
		keep_with_ancestors(st, k);
		/* the subtree: the nodes after k whose chain reaches k */
		for (i = (size_t)k + 1; i < st->nr_nodes; i++) {
			int p = st->node[i].parent;

			while (p > k)
				p = st->node[p].parent;
			if (p != k)
				break;
			st->node[i].keep = true;
		}
	}
	if (st->opts->profile == GEN_TINY)
		return;
	while (changed) {
		changed = false;
		for (i = 0; i < st->nr_nodes; i++) {
			struct device_node *np = st->node[i].np;
			const struct property *prop;

			if (!st->node[i].keep || st->node[i].done)
				continue;
			st->node[i].done = true;
			for_each_property_of_node(np, prop) {
				const char *cells;
				int n = ref_count(np, prop), j;

				ref_property(prop->name, &cells);
				for (j = 0; j < n; j++) {
					struct of_phandle_args args;
					int t;

					if (cells)
						of_parse_phandle_with_args(
							np, prop->name, cells,
							j, &args);
					else
						of_parse_phandle_with_fixed_args(
							np, prop->name, 0, j,
							&args);
					t = node_index(st, args.np);
					of_node_put(args.np);
					if (t >= 0 && !st->node[t].keep) {
						keep_with_ancestors(st, t);
						changed = true;
					}
				}
			}
		}
	}
}

/* ---- writing C ---- */

void gen_put_string(FILE *out, const char *s, size_t len)
{
	size_t i;

	fputc('"', out);
	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '"' || c == '\\')
			fprintf(out, "\\%c", c);
		else if (c >= 0x20 && c < 0x7f && c != '?')
			fputc(c, out);
		else
			fprintf(out, "\\%03o", c);
	}
	fputc('"', out);
}

/* The C identifier of node @i: "n<i>_" and its name, sanitized. */
static void put_node_id(FILE *out, size_t i, const struct device_node *np)
{
	const char *s = np->full_name ? np->full_name : "";
	int n = 0;

	fprintf(out, "n%zu", i);
	if (!np->parent)
		s = "root";
	fputc('_', out);
	for (; *s && n < 32; s++, n++)
		fputc((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
				      (*s >= '0' && *s <= '9') ?
			      *s :
			      '_',
		      out);
}

/* @np's path, "/" for the root. */
static void put_path(FILE *out, const struct device_node *np)
{
	const struct device_node *chain[64];
	int n = 0;

	for (; np && np->parent && n < 64; np = np->parent)
		chain[n++] = np;
	if (!n)
		fputc('/', out);
	while (n--)
		fprintf(out, "/%s", chain[n]->full_name);
}

/* Whether @prop is a list of printable, non-empty strings. */
static bool is_strings(const struct property *prop)
{
	const unsigned char *v = prop->value;
	int i;

	if (prop->length <= 0 || v[prop->length - 1] || !v[0])
		return false;
	for (i = 0; i < prop->length; i++) {
		if (!v[i]) {
			if (i + 1 < prop->length && !v[i + 1])
				return false;
			continue;
		}
		if (v[i] < 0x20 || v[i] >= 0x7f)
			return false;
	}
	return true;
}

/* Cells properties and a few well-known ones are numbers whatever bytes they hold. */
static bool is_numeric_name(const char *name)
{
	static const char *const numeric[] = {
		"reg",	      "ranges",	       "dma-ranges",
		"interrupts", "interrupt-map", "interrupt-map-mask",
		"phandle",    "linux,phandle", "clock-frequency",
		"bus-range",  "msi-map",
	};
	size_t i;

	if (name[0] == '#')
		return true;
	for (i = 0; i < ARRAY_SIZE(numeric); i++)
		if (!strcmp(name, numeric[i]))
			return true;
	return false;
}

/* The kind of value a property is written as. */
enum gen_kind { K_BOOL, K_REF, K_STRING, K_U32, K_U8, K_U16, K_U64 };

/*
 * A property a --pdata description types (a field's integers) is written
 * at the field's width; any other by its bytes.
 */
static enum gen_kind kind_of(struct gen_state *st, struct device_node *np,
			     const struct property *prop, int *nrefs)
{
	*nrefs = ref_count(np, prop);
	if (!prop->length)
		return K_BOOL;
	switch (gen_pdata_width(&st->pdata, np, prop)) {
	case 1:
		return K_U8;
	case 2:
		return K_U16;
	case 8:
		return K_U64;
	}
	if (*nrefs > 0)
		return K_REF;
	if (!is_numeric_name(prop->name) && is_strings(prop))
		return K_STRING;
	if (prop->length % 4 == 0)
		return K_U32;
	return K_U8;
}

/*
 * A property the file leaves out: "name" (derived, not held) and, in
 * tiny, what its readers cannot use or the resources hold.
 */
static bool skipped(const struct gen_state *st, const struct property *prop)
{
	const char *cells;

	static const char *const in_resources[] = {
		"reg",	   "interrupts",     "interrupt-names", "status",
		"phandle", "#address-cells", "#size-cells",
	};
	size_t i;

	if (!strcmp(prop->name, "name"))
		return true;
	if (st->opts->profile != GEN_TINY)
		return false;
	/*
	 * Tiny reads no references (they would cost 144 bytes each) and
	 * keeps only what the resources do not already say: a tiny node is
	 * a device's own, registered because it is available.
	 */
	for (i = 0; i < ARRAY_SIZE(in_resources); i++)
		if (!strcmp(prop->name, in_resources[i]))
			return true;
	return ref_property(prop->name, &cells) && prop->length;
}

/* The arrays @prop's entry points at, before the node's entry table. */
static void put_prop_values(struct gen_state *st, size_t i,
			    const struct property *prop, int pi)
{
	struct device_node *np = st->node[i].np;
	FILE *out = st->out;
	int nrefs, j, k;
	enum gen_kind kind = kind_of(st, np, prop, &nrefs);

	switch (kind) {
	case K_REF: {
		const char *cells;

		ref_property(prop->name, &cells);
		fprintf(out, "static const struct software_node_ref_args ");
		put_node_id(out, i, np);
		fprintf(out, "_p%d[] = {\n", pi);
		for (j = 0; j < nrefs; j++) {
			struct of_phandle_args args;

			if (cells)
				of_parse_phandle_with_args(np, prop->name,
							   cells, j, &args);
			else
				of_parse_phandle_with_fixed_args(np, prop->name,
								 0, j, &args);
			fprintf(out, "\t{ .node = &");
			put_node_id(out, (size_t)node_index(st, args.np),
				    args.np);
			fprintf(out, ", .nargs = %d", args.args_count);
			if (args.args_count) {
				fprintf(out, ", .args = {");
				for (k = 0; k < args.args_count; k++)
					fprintf(out, "%s 0x%x", k ? "," : "",
						args.args[k]);
				fprintf(out, " }");
			}
			fprintf(out, " },\n");
			of_node_put(args.np);
		}
		fprintf(out, "};\n");
		break;
	}
	case K_STRING: {
		const char *s = prop->value, *end = s + prop->length;

		if (strlen(s) + 1 == (size_t)prop->length)
			break; /* one string: inline */
		fprintf(out, "static const char *const ");
		put_node_id(out, i, np);
		fprintf(out, "_p%d[] = {", pi);
		for (; s < end; s += strlen(s) + 1) {
			fprintf(out, " ");
			gen_put_string(out, s, strlen(s));
			fprintf(out, ",");
		}
		fprintf(out, " };\n");
		break;
	}
	case K_U32:
		if (prop->length == 4)
			break;
		fprintf(out, "static const u32 ");
		put_node_id(out, i, np);
		fprintf(out, "_p%d[] = {", pi);
		for (j = 0; j < prop->length / 4; j++)
			fprintf(out, "%s0x%x,", j % 6 ? " " : "\n\t",
				(u32)gen_prop_value(prop, j, 4, false));
		fprintf(out, "\n};\n");
		break;
	case K_U16:
	case K_U64: {
		int w = kind == K_U16 ? 2 : 8;

		if (prop->length == w)
			break;
		fprintf(out, "static const u%d ", 8 * w);
		put_node_id(out, i, np);
		fprintf(out, "_p%d[] = {", pi);
		for (j = 0; j < prop->length / w; j++)
			fprintf(out, "%s0x%llx%s,", j % 4 ? " " : "\n\t",
				(unsigned long long)gen_prop_value(prop, j, w,
								   false),
				w == 8 ? "ULL" : "");
		fprintf(out, "\n};\n");
		break;
	}
	case K_U8:
		fprintf(out, "static const u8 ");
		put_node_id(out, i, np);
		fprintf(out, "_p%d[] = {", pi);
		for (j = 0; j < prop->length; j++)
			fprintf(out, "%s0x%02x,", j % 8 ? " " : "\n\t",
				((const unsigned char *)prop->value)[j]);
		fprintf(out, "\n};\n");
		break;
	case K_BOOL:
		break;
	}
}

/* @prop's entry in the node's table. */
static void put_prop_entry(struct gen_state *st, size_t i,
			   const struct property *prop, int pi)
{
	struct device_node *np = st->node[i].np;
	FILE *out = st->out;
	const char *macro;
	int nrefs;
	enum gen_kind kind = kind_of(st, np, prop, &nrefs);

	switch (kind) {
	case K_BOOL:
		fprintf(out, "\tPROPERTY_ENTRY_BOOL(");
		gen_put_string(out, prop->name, strlen(prop->name));
		fprintf(out, "),\n");
		return;
	case K_STRING:
		if (strlen(prop->value) + 1 == (size_t)prop->length) {
			fprintf(out, "\tPROPERTY_ENTRY_STRING(");
			gen_put_string(out, prop->name, strlen(prop->name));
			fprintf(out, ", ");
			gen_put_string(out, prop->value, strlen(prop->value));
			fprintf(out, "),\n");
			return;
		}
		macro = "STRING_ARRAY";
		break;
	case K_U32:
		if (prop->length == 4) {
			fprintf(out, "\tPROPERTY_ENTRY_U32(");
			gen_put_string(out, prop->name, strlen(prop->name));
			fprintf(out, ", 0x%x),\n",
				(u32)gen_prop_value(prop, 0, 4, false));
			return;
		}
		macro = "U32_ARRAY";
		break;
	case K_U16:
	case K_U64: {
		int w = kind == K_U16 ? 2 : 8;

		if (prop->length == w) {
			fprintf(out, "\tPROPERTY_ENTRY_U%d(", 8 * w);
			gen_put_string(out, prop->name, strlen(prop->name));
			fprintf(out, ", 0x%llx%s),\n",
				(unsigned long long)gen_prop_value(prop, 0, w,
								   false),
				w == 8 ? "ULL" : "");
			return;
		}
		macro = w == 2 ? "U16_ARRAY" : "U64_ARRAY";
		break;
	}
	case K_U8:
		macro = "U8_ARRAY";
		break;
	default:
		macro = "REF_ARRAY";
		break;
	}
	fprintf(out, "\tPROPERTY_ENTRY_%s(", macro);
	gen_put_string(out, prop->name, strlen(prop->name));
	fprintf(out, ", ");
	put_node_id(out, i, np);
	fprintf(out, "_p%d),\n", pi);
}

static void put_node(struct gen_state *st, size_t i)
{
	struct device_node *np = st->node[i].np;
	const struct property *prop;
	FILE *out = st->out;
	int pi = 0, parent = st->node[i].parent;

	fprintf(out, "\n/* ");
	put_path(out, np);
	fprintf(out, " */\n");
	for_each_property_of_node(np, prop)
		if (!skipped(st, prop))
			put_prop_values(st, i, prop, pi++);
	fprintf(out, "static const struct property_entry ");
	put_node_id(out, i, np);
	fprintf(out, "_props[] = {\n");
	pi = 0;
	for_each_property_of_node(np, prop)
		if (!skipped(st, prop))
			put_prop_entry(st, i, prop, pi++);
	fprintf(out, "\t{}\n};\n");
	fprintf(out, "static const struct software_node ");
	put_node_id(out, i, np);
	fprintf(out, " = {\n\t.name = ");
	gen_put_string(out, np->full_name ? np->full_name : "",
		       strlen(np->full_name ? np->full_name : ""));
	fprintf(out, ",\n");
	if (parent >= 0 && st->opts->profile != GEN_TINY) {
		fprintf(out, "\t.parent = &");
		put_node_id(out, (size_t)parent, st->node[parent].np);
		fprintf(out, ",\n");
	}
	fprintf(out, "\t.properties = ");
	put_node_id(out, i, np);
	fprintf(out, "_props,\n};\n");
}

/* IORESOURCE_* flags as C: the type's name and the rest's. */
static void put_flags(FILE *out, unsigned long flags)
{
	static const struct {
		unsigned long bit;
		const char *name;
	} names[] = {
		{ IORESOURCE_IO, "IORESOURCE_IO" },
		{ IORESOURCE_MEM, "IORESOURCE_MEM" },
		{ IORESOURCE_IRQ, "IORESOURCE_IRQ" },
		{ IORESOURCE_DMA, "IORESOURCE_DMA" },
		{ IORESOURCE_IRQ_HIGHEDGE, "IORESOURCE_IRQ_HIGHEDGE" },
		{ IORESOURCE_IRQ_LOWEDGE, "IORESOURCE_IRQ_LOWEDGE" },
		{ IORESOURCE_IRQ_HIGHLEVEL, "IORESOURCE_IRQ_HIGHLEVEL" },
		{ IORESOURCE_IRQ_LOWLEVEL, "IORESOURCE_IRQ_LOWLEVEL" },
	};
	bool irq = flags & IORESOURCE_IRQ;
	const char *sep = "";
	size_t i;

	for (i = 0; i < ARRAY_SIZE(names); i++) {
		/* the trigger bits mean that only on an interrupt */
		if (i >= 4 && !irq)
			break;
		if (flags & names[i].bit) {
			fprintf(out, "%s%s", sep, names[i].name);
			sep = " | ";
			flags &= ~names[i].bit;
		}
	}
	if (flags || !*sep)
		fprintf(out, "%s0x%lx", sep, flags);
}

static void put_resource(FILE *out, u64 start, u64 end, const char *name,
			 unsigned long flags)
{
	fprintf(out, "\t{\n\t\t.start = 0x%llx,\n\t\t.end = 0x%llx,\n",
		(unsigned long long)start, (unsigned long long)end);
	if (name) {
		fprintf(out, "\t\t.name = ");
		gen_put_string(out, name, strlen(name));
		fprintf(out, ",\n");
	}
	fprintf(out, "\t\t.flags = ");
	put_flags(out, flags);
	fprintf(out, ",\n\t},\n");
}

/*
 * Device @d's resources: populate's (memory), then each interrupt decoded
 * for its controller. Return: how many, or -1 after the one line saying
 * which interrupt could not be decoded; @wide set when an address needs
 * more than 32 bits.
 */
static int put_resources(struct gen_state *st, size_t d, bool *wide)
{
	struct platform_device *pdev = st->dev[d];
	struct device_node *np = pdev->dev.of_node;
	int nirq = inspect_irq_described(np), i, n = 0;
	FILE *out = st->out;
	char errbuf[24];
	u32 k;

	if (nirq < 0) {
		fprintf(stderr,
			"platdev: gen: %s: the interrupts of %s cannot be counted (no usable interrupt parent)\n",
			st->opts->board, dev_name(&pdev->dev));
		return -1;
	}
	if (!pdev->num_resources && !nirq)
		return 0;
	fprintf(out, "\nstatic %sstruct resource d%zu_res[] = {\n",
		st->opts->profile == GEN_TINY ? "const " : "", d);
	for (k = 0; k < pdev->num_resources; k++) {
		const struct resource *r = &pdev->resource[k];

		if (r->end > 0xffffffffULL)
			*wide = true;
		put_resource(out, r->start, r->end, r->name, r->flags);
		n++;
	}
	for (i = 0; i < nirq; i++) {
		struct platdev_of_irq irq;
		const char *name = NULL;
		int ret = platdev_of_irq_parse(np, i, &irq);

		if (ret || !irq.decoded) {
			fprintf(stderr,
				"platdev: gen: %s: interrupt %d of %s cannot be decoded (%s)\n",
				st->opts->board, i, dev_name(&pdev->dev),
				ret ? inspect_errname(ret, errbuf,
						      sizeof(errbuf)) :
				      "its controller's binding is not known");
			platdev_of_irq_put(&irq);
			return -1;
		}
		of_property_read_string_index(np, "interrupt-names", i, &name);
		fprintf(out, "\t/* ");
		put_path(out, irq.spec.np);
		if (irq.kind)
			fprintf(out, " %s %u", irq.kind, irq.number);
		fprintf(out, " */\n");
		put_resource(out, irq.hwirq, irq.hwirq, name,
			     IORESOURCE_IRQ | (irq.type & IRQ_TYPE_SENSE_MASK));
		platdev_of_irq_put(&irq);
		n++;
	}
	fprintf(out, "};\n");
	return n;
}

/* Index of node @np in the list of kept nodes (the handles' array). */
static int kept_index(const struct gen_state *st, const struct device_node *np)
{
	int i = node_index(st, np), k = 0, j;

	for (j = 0; j < i; j++)
		k += st->node[j].keep;
	return k;
}

static void gen_put_device(struct gen_state *st, size_t d, int nres)
{
	struct platform_device *pdev = st->dev[d];
	struct device_node *np = pdev->dev.of_node;
	const struct gen_type *type = gen_pdata_type(&st->pdata, np);
	bool tiny = st->opts->profile == GEN_TINY;
	FILE *out = st->out;
	int parent = st->dev_parent[d];

	fprintf(out, "\nstatic struct %s d%zu = {\n",
		tiny ? "platdev_gen_device" : "platform_device", d);
	fprintf(out, "%s\t.name = ", tiny ? "\t.pdev = {\n\t" : "");
	gen_put_string(out, pdev->name, strlen(pdev->name));
	fprintf(out, ",\n%s\t.id = PLATFORM_DEVID_NONE,\n", tiny ? "\t" : "");
	if (nres)
		fprintf(out,
			"%s\t.resource = %sd%zu_res,\n%s\t.num_resources = ARRAY_SIZE(d%zu_res),\n",
			tiny ? "\t" : "", tiny ? "(struct resource *)" : "", d,
			tiny ? "\t" : "", d);
	if (type)
		fprintf(out, "%s\t.platdev_typed_pdata = true,\n",
			tiny ? "\t" : "");
	if (tiny) {
		if (type)
			fprintf(out,
				"\t\t.dev.platform_data = PLATDEV_GEN_PDATA_REF(%s, d%zu_pdata),\n",
				type->tag, d);
		fprintf(out,
			"\t\t.platdev_gen_node = true,\n\t},\n\t.node = &");
		put_node_id(out, (size_t)node_index(st, np), np);
		fprintf(out, ",\n};\n");
		return;
	}
	fprintf(out, "\t.dev = {\n\t\t.fwnode = &board_nodes[%d].fwnode,\n",
		kept_index(st, np));
	if (parent >= 0)
		fprintf(out, "\t\t.parent = &d%d.dev,\n", parent);
	if (type)
		fprintf(out,
			"\t\t.platform_data = PLATDEV_GEN_PDATA_REF(%s, d%zu_pdata),\n",
			type->tag, d);
	fprintf(out, "\t},\n};\n");
}

/* "NAME_unregister" for "NAME_register", else NAME with "_unregister". */
static void put_unregister_name(FILE *out, const char *reg)
{
	size_t n = strlen(reg);

	if (ends_with(reg, "_register"))
		fprintf(out, "%.*s_unregister", (int)(n - 9), reg);
	else
		fprintf(out, "%s_unregister", reg);
}

static const char *const gen_profile_names[] = {
	[GEN_FULL] = "full",
	[GEN_MINIMAL] = "minimal",
	[GEN_TINY] = "tiny",
};

int gen_profile_parse(const char *name, enum gen_profile *profile)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(gen_profile_names); i++)
		if (!strcmp(name, gen_profile_names[i])) {
			*profile = (enum gen_profile)i;
			return 0;
		}
	return -EINVAL;
}

static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}

/* Which --pdata types the file holds, under its opening comment. */
static void put_pdata_summary(struct gen_state *st)
{
	const char *sep = " *\n * Typed platform data from the properties of ";
	size_t d;
	int i;

	for (i = 0; i < st->pdata.nr_map; i++) {
		for (d = 0; d < st->nr_devs; d++)
			if (gen_pdata_type(&st->pdata,
					   st->dev[d]->dev.of_node) ==
			    st->pdata.map[i].type)
				break;
		if (d == st->nr_devs)
			continue;
		fprintf(st->out, "%s%s\n * devices: struct %s", sep,
			st->pdata.map[i].compat, st->pdata.map[i].type->tag);
		sep = ";\n * ";
	}
	if (*sep == ';')
		fprintf(st->out, ".\n");
}

/* The whole file; 0, or 1 after one line on stderr. */
static int put_file(struct gen_state *st)
{
	const struct gen_options *opts = st->opts;
	bool tiny = opts->profile == GEN_TINY, wide = false;
	FILE *out = st->out;
	size_t i, d;
	int *nres;

	nres = calloc(st->nr_devs, sizeof(*nres));
	if (!nres)
		return -ENOMEM;
	fprintf(out,
		"// SPDX-License-Identifier: MIT\n"
		"/*\n"
		" * Written by `platdev gen --profile %s` from %s:\n"
		" * %zu devices, %d nodes. Do not edit: generate it again.\n"
		" *\n"
		" * The devices populate would create from the blob, in its order,\n"
		" * with their resources and their nodes as constant software\n"
		" * nodes (platdev/gen.h). %s() registers them.\n",
		gen_profile_names[opts->profile], base_name(opts->board),
		st->nr_devs, st->nr_kept, opts->reg_name);
	put_pdata_summary(st);
	fprintf(out, " */\n");
	fprintf(out, "#include <linux/ioport.h>\n"
		     "#include <linux/platform_device.h>\n"
		     "#include <linux/property.h>\n"
		     "#include <platdev/gen.h>\n");
	for (i = 0; i < (size_t)opts->nr_types; i++) {
		fprintf(out, "#include ");
		gen_put_string(out, opts->types[i], strlen(opts->types[i]));
		fputc('\n', out);
	}
	fputc('\n', out);
	fprintf(out, "int %s(void);\nvoid ", opts->reg_name);
	put_unregister_name(out, opts->reg_name);
	fprintf(out, "(void);\n\n/* The nodes, parents first. */\n");
	for (i = 0; i < st->nr_nodes; i++) {
		if (!st->node[i].keep)
			continue;
		fprintf(out, "static const struct software_node ");
		put_node_id(out, i, st->node[i].np);
		fprintf(out, ";\n");
	}
	if (!tiny)
		fprintf(out,
			"\nstatic const struct platdev_gen_board board;\n"
			"static struct platdev_gen_fwnode board_nodes[%d];\n",
			st->nr_kept);
	for (i = 0; i < st->nr_nodes; i++)
		if (st->node[i].keep)
			put_node(st, i);
	if (!tiny) {
		fprintf(out,
			"\n/* Their firmware-node handles. */\n"
			"static struct platdev_gen_fwnode board_nodes[%d] = {\n",
			st->nr_kept);
		for (i = 0; i < st->nr_nodes; i++) {
			if (!st->node[i].keep)
				continue;
			fprintf(out, "\tPLATDEV_GEN_FWNODE(&");
			put_node_id(out, i, st->node[i].np);
			fprintf(out, ", &board),\n");
		}
		fprintf(out,
			"};\n\nstatic const struct platdev_gen_board board = {\n"
			"\t.nodes = board_nodes,\n"
			"\t.nr_nodes = ARRAY_SIZE(board_nodes),\n};\n");
	}
	for (d = 0; d < st->nr_devs; d++) {
		fprintf(out, "\n/* %s */", dev_name(&st->dev[d]->dev));
		nres[d] = put_resources(st, d, &wide);
		if (nres[d] >= 0) {
			struct device_node *np = st->dev[d]->dev.of_node;
			const struct gen_type *type =
				gen_pdata_type(&st->pdata, np);
			int ret = type ? gen_pdata_put(&st->pdata, out, np,
						       type, d) :
					 0;

			if (ret)
				nres[d] = ret < 0 ? ret : -1;
		}
		if (nres[d] < 0) {
			int ret = nres[d] == -1 ? 1 : nres[d];

			free(nres);
			return ret;
		}
		gen_put_device(st, d, nres[d]);
	}
	free(nres);
	fprintf(out,
		"\nstatic struct platform_device *const board_devices[] = {\n");
	for (d = 0; d < st->nr_devs; d++)
		fprintf(out, "\t&d%zu%s,\n", d, tiny ? ".pdev" : "");
	fprintf(out, "};\n");
	if (wide)
		fprintf(out,
			"\n_Static_assert(sizeof(resource_size_t) >= 8,\n"
			"\t       \"this board's addresses need a 64-bit resource_size_t\");\n");
	fprintf(out,
		"\n/* Register the devices, parents first: 0, or the first error. */\n"
		"int %s(void)\n{\n"
		"\treturn platdev_gen_add_devices(board_devices,\n"
		"\t\t\t\t       ARRAY_SIZE(board_devices));\n}\n",
		opts->reg_name);
	fprintf(out, "\n/* Unregister them, children first. */\nvoid ");
	put_unregister_name(out, opts->reg_name);
	fprintf(out, "(void)\n{\n"
		     "\tunsigned int i = ARRAY_SIZE(board_devices);\n\n"
		     "\twhile (i--)\n"
		     "\t\tplatform_device_unregister(board_devices[i]);\n}\n");
	return 0;
}

/* Each device's parent among the kept ones. */
static int index_parents(struct gen_state *st)
{
	size_t d, p;

	st->dev_parent = malloc((st->nr_devs ? st->nr_devs : 1) *
				sizeof(*st->dev_parent));
	if (!st->dev_parent)
		return -ENOMEM;
	for (d = 0; d < st->nr_devs; d++) {
		st->dev_parent[d] = -1;
		for (p = 0; p < d; p++)
			if (st->dev[d]->dev.parent == &st->dev[p]->dev)
				st->dev_parent[d] = (int)p;
	}
	return 0;
}

/*
 * The --types descriptions and each --pdata's type. Return: 0, 1 after
 * one line, -ENOMEM.
 */
static int load_pdata(struct gen_state *st)
{
	const struct gen_options *opts = st->opts;
	int ret, i;

	st->pdata.board = opts->board;
	st->pdata.types = &st->types;
	ret = gen_types_load(&st->types, opts->types, opts->nr_types);
	if (ret)
		return ret;
	for (i = 0; i < opts->nr_pdata; i++) {
		const char *eq = strchr(opts->pdata[i], '=');
		const struct gen_type *type =
			gen_types_find(&st->types, eq + 1);

		if (!type) {
			fprintf(stderr,
				"platdev: gen: --pdata %s: no PLATDEV_TYPE_DEFINE(%s, ...) in the --types files%s\n",
				opts->pdata[i], eq + 1,
				opts->nr_types ? "" : " (none given)");
			return 1;
		}
		st->pdata.map[i].compat = st->pdata_compat[i];
		memcpy(st->pdata_compat[i], opts->pdata[i],
		       (size_t)(eq - opts->pdata[i]));
		st->pdata_compat[i][eq - opts->pdata[i]] = '\0';
		st->pdata.map[i].type = type;
	}
	st->pdata.nr_map = opts->nr_pdata;
	return 0;
}

static bool is_regular_file(const char *path)
{
	struct stat st;

	return !stat(path, &st) && S_ISREG(st.st_mode);
}

static int generate(FILE *out, const void *data)
{
	const struct gen_options *opts = data;
	struct gen_state st = { .opts = opts };
	struct collect_ctx ctx = { .st = &st };
	FILE *file = NULL;
	char *text = NULL;
	size_t len = 0;
	int ret, level;
	size_t i;

	ret = load_pdata(&st);
	if (ret)
		goto out;
	ret = collect_nodes(&st);
	if (!ret)
		ret = inspect_for_each_device(&ctx, collect_device);
	if (ret > 0 && ctx.refused) {
		fprintf(stderr, "platdev: gen: %s: device %s %s\n", opts->board,
			dev_name(ctx.refused), ctx.refusal);
		ret = 1;
		goto out;
	}
	if (!ret)
		ret = index_parents(&st);
	if (ret < 0)
		goto out;
	if (!st.nr_devs) {
		fprintf(stderr, "platdev: gen: %s: no device to write%s\n",
			opts->board,
			opts->nr_only ? " (--only kept none)" : "");
		ret = 1;
		goto out;
	}
	/*
	 * Telling references from cells asks the library to parse lists that
	 * are none: its error lines are no news here.
	 */
	level = platdev_set_log_level(PLATDEV_LOG_EMERG);
	mark_nodes(&st);
	for (i = 0; i < st.nr_nodes; i++)
		st.nr_kept += st.node[i].keep;
	/* The whole file is written in memory: a refusal leaves none of it. */
	st.out = open_memstream(&text, &len);
	if (!st.out) {
		platdev_set_log_level(level);
		ret = -ENOMEM;
		goto out;
	}
	ret = put_file(&st);
	platdev_set_log_level(level);
	if (fclose(st.out) && !ret)
		ret = -ENOMEM;
	if (ret)
		goto out;
	file = opts->out ? fopen(opts->out, "w") : out;
	if (file) {
		bool written = fwrite(text, 1, len, file) == len;

		if (opts->out ? fclose(file) : fflush(file))
			written = false;
		file = written ? file : NULL;
	}
	if (!file) {
		fprintf(stderr, "platdev: gen: cannot write %s: %s\n",
			opts->out ? opts->out : "the standard output",
			strerror(errno));
		if (opts->out && is_regular_file(opts->out))
			remove(opts->out); /* not /dev/full's node */
		ret = 1;
	}
out:
	free(text);
	gen_types_free(&st.types);
	free(st.node);
	free(st.sorted);
	free(st.dev);
	free(st.dev_parent);
	return ret;
}

int board_gen(const struct gen_options *opts)
{
	return board_run(opts->board, generate, opts);
}
