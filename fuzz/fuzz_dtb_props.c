// SPDX-License-Identifier: MIT
/*
 * fuzz_dtb_props.c - libFuzzer target, structure-aware: a real board with
 * the properties that drive arithmetic and walks rewritten through libfdt,
 * then the whole life of a board: load, early init, irq domains, populate,
 * a driver that binds every device and asks for everything a driver asks
 * for (its clocks, resets and GPIO lines through the consumer APIs too),
 * and serves what its node offers (a clock provider for "#clock-cells", a
 * reset controller for "#reset-cells", a GPIO chip, with its hogs, for
 * "gpio-controller"), the inspector's printing, unbind, depopulate,
 * unload. Nothing may be left: no device-tree node referenced, no
 * allocation, no region.
 *
 * The boards are loaded once, at start-up, from the directories listed in
 * PLATDEV_FUZZ_BOARDS (separated by ':'; every *.dtb there, in name order),
 * else from the test blobs of the build tree. An input is
 *
 *   [board][flags][fail][op]...
 *
 *   board  the board's index, modulo the number of boards
 *   flags  FL_* below: which irq domains exist before populate, whether
 *          probes populate children, "platdev check" on the result, fault
 *          injection, and whether resets are taken exclusive
 *   fail   with FL_FAIL: the allocation of populate that fails (once)
 *   op     [action][property][node lo][node hi][arguments...] (struct op)
 *
 * An op's property is an index into props[]; its node an index among all
 * nodes, or with bit 15 among the nodes that have that property already.
 * Values are cells, each one byte that picks an interesting value (0, 1,
 * ..., 0x7fffffff, 0xffffffff), a phandle of the board, a small literal, or
 * four raw bytes; or strings from strs[]; or raw bytes (unterminated
 * strings, odd lengths).
 *
 * Besides libFuzzer's byte mutations (a quarter of the time),
 * LLVMFuzzerCustomMutator() edits inputs op by op: mostly it adds one to
 * four ops, each setting a property of a node that has it in use (for
 * #address-cells and #size-cells: a node with a child that can become a
 * device and has an address) to a value of the property's kind, biased to
 * the limits Linux checks counts against and the values that break
 * arithmetic; or it drops or replaces an op, or changes the board, the
 * flags or the failing allocation.
 *
 * PLATDEV_FUZZ_TRACE=1 prints the boards, each op as it is applied, the
 * library's log and the iomem tree, and on a leak exits rather than aborts
 * so that LeakSanitizer lists the blocks (to read a crash);
 * PLATDEV_FUZZ_DUMP=FILE writes the board as the ops left it to FILE (to
 * hand it to platdev).
 */
#define _GNU_SOURCE

#include <dirent.h>
#include <errno.h>
#include <libfdt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include <linux/amba/bus.h>
#include <linux/device.h>
#include <linux/ioport.h>
#include <linux/irqdomain.h>
#include <linux/of.h>
#include <linux/of_address.h>
#include <linux/of_irq.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <platdev/bind.h>
#include <platdev/log.h>
#include <platdev/of.h>
#include <platdev/port.h>

#include "fuzz_providers.h"
#include "platdev/board.h"
#include "platdev/inspect.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size);
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size,
			       unsigned int seed);

#ifndef PLATDEV_FUZZ_DEFAULT_BOARDS
#define PLATDEV_FUZZ_DEFAULT_BOARDS "tests/dts"
#endif

#define DRV_NAME "platdev-fuzz"
#define HEADER 3 /* board, flags, fail */
#define MAX_OPS 256
#define MAX_CELLS 64 /* cells one op writes */
#define MAX_IRQS 64 /* interrupts a probe asks for */
#define MAX_DOMAINS 4096
#define ROOM 65536 /* bytes the ops may add to a board */
#define OP_ROOM (5 * 4 * MAX_CELLS + 64) /* the most bytes put_op() writes */

enum {
	FL_DOMAINS_FIRST = 1 << 0, /* every controller gets a domain at once */
	FL_CHECK = 1 << 1, /* "platdev check" on the result too */
	FL_POPULATE_CHILDREN = 1 << 2, /* probes populate their children */
	FL_ONECELL = 1 << 3, /* domains translate one cell, else the first */
	FL_FAIL = 1 << 4, /* one allocation of populate fails */
	FL_EXCLUSIVE = 1 << 5, /* probes take their resets exclusive */
};

enum {
	OP_CELLS, /* set: [n] then n cells */
	OP_U32, /* set: one cell */
	OP_DELETE,
	OP_STRINGS, /* set: [n] then n indexes into strs[] */
	OP_RAW, /* set: [len] then len bytes */
	OP_EMPTY, /* set: no value */
	OP_COPY, /* set: the value the same property has on [node lo][node hi] */
	OP_APPEND, /* append: [n] then n cells */
	NR_OPS,
};

/* What a property holds: the values the custom mutator writes into it. */
enum kind {
	K_ADDR_COUNT, /* #address-cells, #size-cells, #interrupt-cells */
	K_COUNT, /* another count or number: one cell */
	K_CELLS, /* addresses, ranges, interrupt specifiers and maps */
	K_PHANDLES, /* phandles with their arguments */
	K_STRINGS,
	K_FLAG, /* present or not */
	NR_KINDS,
};

static const struct {
	const char *name;
	enum kind kind;
} props[] = {
	{ "#address-cells", K_ADDR_COUNT },
	{ "#size-cells", K_ADDR_COUNT },
	{ "#interrupt-cells", K_ADDR_COUNT },
	{ "reg", K_CELLS },
	{ "ranges", K_CELLS },
	{ "dma-ranges", K_CELLS },
	{ "interrupts", K_CELLS },
	{ "interrupts-extended", K_PHANDLES },
	{ "interrupt-parent", K_PHANDLES },
	{ "interrupt-map", K_PHANDLES },
	{ "interrupt-map-mask", K_CELLS },
	{ "interrupt-controller", K_FLAG },
	{ "phandle", K_PHANDLES },
	{ "compatible", K_STRINGS },
	{ "status", K_STRINGS },
	{ "device_type", K_STRINGS },
	{ "reg-names", K_STRINGS },
	{ "interrupt-names", K_STRINGS },
	{ "clocks", K_PHANDLES },
	{ "#clock-cells", K_COUNT },
	{ "clock-names", K_STRINGS },
	{ "resets", K_PHANDLES },
	{ "#reset-cells", K_COUNT },
	{ "gpios", K_PHANDLES },
	{ "reset-gpios", K_PHANDLES },
	{ "#gpio-cells", K_COUNT },
	{ "vdd-supply", K_PHANDLES },
	{ "pinctrl-0", K_PHANDLES },
	{ "pinctrl-1", K_PHANDLES },
	{ "power-domains", K_PHANDLES },
	{ "#power-domain-cells", K_COUNT },
	{ "dmas", K_PHANDLES },
	{ "#dma-cells", K_COUNT },
	{ "phys", K_PHANDLES },
	{ "#phy-cells", K_COUNT },
	{ "iommus", K_PHANDLES },
	{ "#iommu-cells", K_COUNT },
	{ "mboxes", K_PHANDLES },
	{ "#mbox-cells", K_COUNT },
	{ "io-channels", K_PHANDLES },
	{ "#io-channel-cells", K_COUNT },
	{ "thermal-sensors", K_PHANDLES },
	{ "#thermal-sensor-cells", K_COUNT },
	{ "nvmem-cells", K_PHANDLES },
	{ "arm,primecell-periphid", K_COUNT },
	{ "platdev-fuzz,probe",
	  K_COUNT }, /* the probe's return: probe_result() */
	{ "simple-audio-card,cpu", K_FLAG }, /* a property no code reads */
	/* What the providers and consumers of probe_common() read. */
	{ "gpio-controller", K_FLAG },
	{ "ngpios", K_COUNT },
	{ "gpio-line-names", K_STRINGS },
	{ "gpio-hog", K_FLAG },
	{ "input", K_FLAG },
	{ "output-high", K_FLAG },
	{ "output-low", K_FLAG },
	{ "line-name", K_STRINGS },
	{ "clock-output-names", K_STRINGS },
	{ "assigned-clocks", K_PHANDLES },
	{ "assigned-clock-rates", K_CELLS },
	{ "assigned-clock-parents", K_PHANDLES },
	{ "reset-names", K_STRINGS },
};

static const char *const strs[] = {
	"simple-bus",
	"simple-mfd",
	"arm,primecell",
	"arm,amba-bus",
	"arm,gic-400",
	"arm,cortex-a15-gic",
	"fixed-clock",
	"fixed-factor-clock",
	"okay",
	"disabled",
	"fail",
	"isa",
	"pci",
	"",
	"syscon",
	"platdev,fuzz",
	"tx",
	"rx",
	"riscv,cpu-intc",
	"arm,armv7m-nvic",
	"reset",
	"osc",
	"apb",
	"gpio-controller",
	"fuzz-clk",
};

/*
 * Cell values that break arithmetic. The first eight are the limits Linux
 * checks cell counts against and the extremes of an int: 0 and 1 (none,
 * the least), 2, 4 and 5 (around OF_MAX_ADDR_CELLS), 0x7fffffff (a sum
 * with it overflows an int), 0xffffffff and 0x80000000 (negative as an
 * int); then 3, around MAX_PHANDLE_ARGS (16, 17), a count that wraps a
 * u32 when multiplied by 4, and addresses near their ends.
 */
static const uint32_t interesting[] = {
	0x7fffffff, 0xffffffff, 0,	    1,		2,  4,
	5,	    0x80000000, 3,	    16,		17, 0x40000000,
	0x7ffffffe, 0xfffffffe, 0x10000000, 0xfffff000,
};

#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

struct board {
	char *name;
	void *blob;
	size_t size;
	uint32_t *phandles;
	size_t nr_phandles;
};

static struct board *boards;
static size_t nr_boards;
static FILE *devnull;
static int trace;
static int check_fd = -1;
static char check_path[64];

/* --- reading an input ---------------------------------------------------- */

struct input {
	const uint8_t *p, *end;
};

static unsigned int in_u8(struct input *in)
{
	return in->p < in->end ? *in->p++ : 0;
}

/*
 * One cell: a byte 0x00-0x3f picks interesting[], 0x40-0x7f with the next
 * byte a phandle of the board, 0x80-0xbf is a literal 0-63, and 0xc0-0xff
 * takes the next four bytes as they are.
 */
static uint32_t in_cell(struct input *in, const struct board *b)
{
	unsigned int c = in_u8(in), i;
	uint32_t v = 0;

	switch (c >> 6) {
	case 0:
		return interesting[c % ARRAY_LEN(interesting)];
	case 1:
		i = (c & 0x3f) << 8 | in_u8(in);
		return b && b->nr_phandles ? b->phandles[i % b->nr_phandles] :
					     i;
	case 2:
		return c & 0x3f;
	default:
		for (i = 0; i < 4; i++)
			v = v << 8 | in_u8(in);
		return v;
	}
}

/* One op, decoded. */
struct op {
	unsigned int action;
	const char *prop;
	unsigned int node; /* node selector */
	unsigned int from; /* OP_COPY's source node selector */
	uint8_t val[4 * MAX_CELLS + 64];
	int len;
};

/*
 * Decode the op at @in (the phandles of @b, when given, resolve phandle
 * cells). Return: false when the input has no whole op header left.
 */
static bool parse_op(struct input *in, struct op *op, const struct board *b)
{
	unsigned int n, i;

	if (in->end - in->p < 4)
		return false;
	op->action = in_u8(in) % NR_OPS;
	op->prop = props[in_u8(in) % ARRAY_LEN(props)].name;
	op->node = in_u8(in);
	op->node |= in_u8(in) << 8;
	op->len = 0;
	switch (op->action) {
	case OP_CELLS:
	case OP_APPEND:
	case OP_U32:
		n = op->action == OP_U32 ? 1 : in_u8(in) % (MAX_CELLS + 1);
		for (i = 0; i < n; i++) {
			fdt32_t v = cpu_to_fdt32(in_cell(in, b));

			memcpy(op->val + op->len, &v, 4);
			op->len += 4;
		}
		break;
	case OP_STRINGS:
		n = in_u8(in) % 9;
		for (i = 0; i < n; i++) {
			const char *s = strs[in_u8(in) % ARRAY_LEN(strs)];
			size_t l = strlen(s) + 1;

			memcpy(op->val + op->len, s, l);
			op->len += (int)l;
		}
		break;
	case OP_RAW:
		n = in_u8(in) % 65;
		for (i = 0; i < n; i++)
			op->val[op->len++] = (uint8_t)in_u8(in);
		break;
	case OP_COPY:
		op->from = in_u8(in);
		op->from |= in_u8(in) << 8;
		break;
	}
	return true;
}

/* --- applying an op ---------------------------------------------------------- */

/*
 * Whether the node at @off has @prop where it is read: #address-cells and
 * #size-cells describe the addresses of a node's children, so a node has
 * them in use when a child that can become a device (it has a compatible)
 * has a "reg" or "ranges".
 */
static bool has_prop(const void *fdt, int off, const char *prop,
		     bool for_children)
{
	int child;

	if (!fdt_getprop(fdt, off, prop, NULL))
		return false;
	if (!for_children)
		return true;
	fdt_for_each_subnode(child, fdt, off)
		if (fdt_getprop(fdt, child, "compatible", NULL) &&
		    (fdt_getprop(fdt, child, "reg", NULL) ||
		     fdt_getprop(fdt, child, "ranges", NULL)))
			return true;
	return false;
}

/*
 * The offset of the @sel'th node (modulo their number); with bit 15 of
 * @sel, among the nodes that have @prop in use, when any has.
 */
static int pick_node(const void *fdt, unsigned int sel, const char *prop)
{
	bool for_children = !strcmp(prop, "#address-cells") ||
			    !strcmp(prop, "#size-cells");
	unsigned int want = sel & 0x7fff, n = 0, pass;
	int off;

	for (pass = (sel & 0x8000) ? 0 : 1; pass < 2; pass++) {
		n = 0;
		for (off = 0; off >= 0; off = fdt_next_node(fdt, off, NULL))
			if (pass || has_prop(fdt, off, prop, for_children))
				n++;
		if (!n)
			continue;
		want %= n;
		for (off = 0; off >= 0; off = fdt_next_node(fdt, off, NULL))
			if ((pass || has_prop(fdt, off, prop, for_children)) &&
			    !want--)
				return off;
	}
	return 0;
}

static void trace_op(const void *fdt, int node, const struct op *op)
{
	static const char *const names[] = { "set", "set", "delete", "set",
					     "set", "set", "copy",   "append" };
	char path[512];
	int i;

	if (!trace)
		return;
	if (fdt_get_path(fdt, node, path, sizeof(path)))
		strcpy(path, "?");
	fprintf(stderr, "op: %s %s:%s", names[op->action], path, op->prop);
	for (i = 0; i < op->len; i++)
		fprintf(stderr, "%s%02x", i % 4 ? "" : " ", op->val[i]);
	fputc('\n', stderr);
}

/*
 * The nodes the ops edited. A probe reads every property of its node with
 * the OF API's readers; for a node no op edited, they read the board's own
 * values, the same in every input of that board (and read by the board's
 * seed, which has no ops). So an input with ops reads the properties of
 * the nodes it edited only, and costs what its edits do rather than what
 * its board's size does. Paths, as offsets move with every edit.
 */
static char edited_path[MAX_OPS][256];
static unsigned int nr_edited;
static bool edited_all; /* no ops, or a path too long: every node */
static struct device_node *edited[MAX_OPS];
static unsigned int nr_edited_nodes;

static void note_edited(const void *fdt, int node)
{
	if (nr_edited == MAX_OPS ||
	    fdt_get_path(fdt, node, edited_path[nr_edited],
			 sizeof(edited_path[0])))
		edited_all = true;
	else
		nr_edited++;
}

/* Once the board is loaded: the edited nodes, by path. */
static void find_edited(void)
{
	struct device_node *np;
	unsigned int i;

	nr_edited_nodes = 0;
	for (i = 0; i < nr_edited; i++) {
		np = of_find_node_by_path(edited_path[i]);
		/* The tree holds it until it is unloaded. */
		of_node_put(np);
		if (np)
			edited[nr_edited_nodes++] = np;
	}
}

static bool was_edited(const struct device_node *np)
{
	unsigned int i;

	for (i = 0; i < nr_edited_nodes && !edited_all; i++)
		if (edited[i] == np)
			return true;
	return edited_all;
}

/* Apply one op; a negative return stops the ops (no room left). */
static int apply_op(void *fdt, struct op *op)
{
	int node = pick_node(fdt, op->node, op->prop), err;

	if (op->action == OP_COPY) {
		int from = pick_node(fdt, op->from | 0x8000, op->prop);
		const void *val = fdt_getprop(fdt, from, op->prop, &op->len);

		if (!val || op->len > (int)sizeof(op->val))
			return 0;
		memcpy(op->val, val, (size_t)op->len);
	}
	trace_op(fdt, node, op);
	note_edited(fdt, node);
	if (op->action == OP_DELETE)
		err = fdt_delprop(fdt, node, op->prop);
	else if (op->action == OP_APPEND)
		err = fdt_appendprop(fdt, node, op->prop, op->val, op->len);
	else
		err = fdt_setprop(fdt, node, op->prop, op->val, op->len);
	return err == -FDT_ERR_NOSPACE ? -1 : 0;
}

/* --- the custom mutator ------------------------------------------------------- */

struct rng {
	uint32_t s;
};

static uint32_t rnd(struct rng *r, uint32_t n)
{
	/* xorshift32: enough to pick mutations */
	r->s ^= r->s << 13;
	r->s ^= r->s >> 17;
	r->s ^= r->s << 5;
	return n ? r->s % n : 0;
}

struct out {
	uint8_t *p;
	size_t len, max;
};

static void put(struct out *o, unsigned int byte)
{
	if (o->len < o->max)
		o->p[o->len++] = (uint8_t)byte;
}

/* A cell of @kind, biased: mostly interesting values, or phandles. */
static void put_cell(struct out *o, struct rng *r, enum kind kind)
{
	unsigned int i;

	if (kind == K_PHANDLES && rnd(r, 2)) {
		put(o, 0x40 | rnd(r, 64));
		put(o, rnd(r, 256));
	} else if (kind == K_ADDR_COUNT && rnd(r, 2)) {
		/* a count the sums of cells overflow on: 0x7fffffff, -1 */
		put(o, rnd(r, 2));
	} else if (rnd(r, 4)) {
		/* the first eight, Linux's limits, mostly for counts */
		put(o,
		    rnd(r, kind <= K_COUNT ? 4 : 2) ? rnd(r, 8) : rnd(r, 64));
	} else if (rnd(r, 2)) {
		put(o, 0x80 | rnd(r, 64));
	} else {
		put(o, 0xc0);
		for (i = 0; i < 4; i++)
			put(o, rnd(r, 256));
	}
}

/* Write a new op: a property of a node that has it, a value of its kind. */
static void put_op(struct out *o, struct rng *r)
{
	/* The cell counts of addresses drive the arithmetic: picked most. */
	static const unsigned int kind_weight[NR_KINDS] = { 4, 1, 3, 3, 1, 1 };
	unsigned int w = rnd(r, 13), k, p, i, n, action;
	enum kind kind = K_ADDR_COUNT;

	for (k = 0; k < NR_KINDS; k++) {
		if (w < kind_weight[k]) {
			kind = (enum kind)k;
			break;
		}
		w -= kind_weight[k];
	}
	do
		p = rnd(r, ARRAY_LEN(props));
	while (props[p].kind != kind);

	n = rnd(r, 10);
	if (n == 0)
		action = OP_DELETE;
	else if (kind == K_FLAG)
		action = OP_EMPTY;
	else if (kind <= K_COUNT)
		action = OP_U32;
	else if (kind == K_STRINGS)
		action = n == 1 ? OP_RAW : OP_STRINGS;
	else
		action = n == 1 ? OP_RAW :
			 n == 2 ? OP_COPY :
			 n == 3 ? OP_APPEND :
				  OP_CELLS;
	put(o, action);
	put(o, p);
	put(o, rnd(r, 256)); /* node, among those with the property (7 in 8) */
	put(o, (rnd(r, 8) ? 0x80 : 0) | rnd(r, 128));
	switch (action) {
	case OP_U32:
		put_cell(o, r, kind);
		break;
	case OP_CELLS:
	case OP_APPEND:
		n = rnd(r, 4) ? rnd(r, 9) : rnd(r, MAX_CELLS + 1);
		put(o, n);
		for (i = 0; i < n; i++)
			put_cell(o, r, kind);
		break;
	case OP_STRINGS:
		n = 1 + rnd(r, 3);
		put(o, n);
		for (i = 0; i < n; i++)
			put(o, rnd(r, ARRAY_LEN(strs)));
		break;
	case OP_RAW:
		n = rnd(r, 17);
		put(o, n);
		for (i = 0; i < n; i++)
			put(o, rnd(r, 3) ? 'a' + rnd(r, 26) : rnd(r, 256));
		break;
	case OP_COPY:
		put(o, rnd(r, 256));
		put(o, rnd(r, 256));
		break;
	}
}

size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size,
			       unsigned int seed)
{
	size_t starts[MAX_OPS + 1], nr = 0, at, end, i, added;
	struct rng r = { seed | 1 };
	struct input in;
	struct op op;
	uint8_t *copy;
	struct out o;

	/*
	 * A quarter of the time, libFuzzer's own byte mutations; otherwise
	 * mostly a new op, as edits are what reach the arithmetic.
	 */
	if (!rnd(&r, 4) || max_size < HEADER + 32)
		return LLVMFuzzerMutate(data, size, max_size);
	while (size < HEADER)
		data[size++] = 0;
	in.p = data + HEADER;
	in.end = data + size;
	while (nr < MAX_OPS) {
		starts[nr] = (size_t)(in.p - data);
		if (!parse_op(&in, &op, NULL))
			break;
		nr++;
	}
	end = (size_t)(in.p - data); /* past the last whole op */
	if (end > size)
		end = size;

	switch (rnd(&r, 16)) {
	case 0:
		data[0] = (uint8_t)rnd(&r, 256);
		return size;
	case 1:
		data[1] ^= (uint8_t)(1u << rnd(&r, 6));
		return size;
	case 2:
		data[2] = (uint8_t)rnd(&r, 256);
		return size;
	case 3:
		if (nr) { /* drop an op */
			at = rnd(&r, (uint32_t)nr);
			i = at + 1 < nr ? starts[at + 1] : end;
			memmove(data + starts[at], data + i, size - i);
			return size - (i - starts[at]);
		}
		break;
	}
	/*
	 * Add one to four ops (or, one time in four, replace one with them),
	 * anywhere: edits of different nodes seldom hide each other, so an
	 * input that carries several tries several values in one execution,
	 * which costs about what one does.
	 */
	added = 1 + rnd(&r, 4);
	if (max_size > size + added * OP_ROOM)
		max_size = size + added * OP_ROOM;
	copy = malloc(max_size);
	if (!copy)
		return size;
	at = nr ? rnd(&r, (uint32_t)nr + 1) : 0;
	i = at < nr ? starts[at] : end;
	memcpy(copy, data, i);
	o.p = copy;
	o.len = i;
	o.max = max_size;
	while (added--)
		put_op(&o, &r);
	if (at < nr && !rnd(&r, 4))
		i = at + 1 < nr ? starts[at + 1] : end; /* (replaces it) */
	if (o.len + (size - i) <= max_size) {
		memcpy(copy + o.len, data + i, size - i);
		size = o.len + (size - i);
		memcpy(data, copy, size);
	}
	free(copy);
	return size;
}

/* --- irq domains ---------------------------------------------------------- */

static const struct irq_domain_ops first_cell_ops = { 0 };
static const struct irq_domain_ops onecell_ops = {
	.xlate = irq_domain_xlate_onecell,
};

static struct irq_domain *domains[MAX_DOMAINS];
static unsigned int nr_domains;
static unsigned int flags;

static struct irq_domain *add_domain(struct device_node *np)
{
	return irq_domain_add_tree(
		np, (flags & FL_ONECELL) ? &onecell_ops : &first_cell_ops,
		NULL);
}

/*
 * Domains for the controllers that have none: those Linux initialises
 * before populating (marked OF_POPULATED by platdev_of_mark_early_init()),
 * or with FL_DOMAINS_FIRST every one. The others get theirs when their
 * device probes.
 */
static void add_early_domains(void)
{
	struct device_node *np;

	for_each_of_allnodes(np) {
		if (!of_property_read_bool(np, "interrupt-controller") ||
		    irq_find_host(np) || nr_domains == MAX_DOMAINS)
			continue;
		if (!(flags & FL_DOMAINS_FIRST) &&
		    !of_node_check_flag(np, OF_POPULATED))
			continue;
		domains[nr_domains] = add_domain(np);
		if (domains[nr_domains])
			nr_domains++;
	}
}

static void remove_domains(void)
{
	while (nr_domains)
		irq_domain_remove(domains[--nr_domains]);
}

/* --- the driver that binds everything --------------------------------------- */

/* What the probe of @np returns, from its "platdev-fuzz,probe". */
static int probe_result(struct device_node *np)
{
	static const int results[] = { 0,	-EPROBE_DEFER, -ENODEV,
				       -ENOMEM, -EIO,	       -EINVAL };
	u32 v;

	if (of_property_read_u32(np, "platdev-fuzz,probe", &v))
		return 0;
	return results[v % ARRAY_LEN(results)];
}

/* Read every property a driver might, with the OF API's readers. */
static void read_properties(struct device_node *np)
{
	static const char *const lists[][2] = {
		{ "clocks", "#clock-cells" },
		{ "resets", "#reset-cells" },
		{ "gpios", "#gpio-cells" },
		{ "reset-gpios", "#gpio-cells" },
		{ "dmas", "#dma-cells" },
		{ "phys", "#phy-cells" },
		{ "iommus", "#iommu-cells" },
		{ "mboxes", "#mbox-cells" },
		{ "power-domains", "#power-domain-cells" },
		{ "interrupts-extended", "#interrupt-cells" },
		{ "assigned-clocks", "#clock-cells" },
		{ "assigned-clock-parents", "#clock-cells" },
	};
	struct of_phandle_args args;
	struct device_node *target;
	struct property *pp;
	const char *s;
	u32 vals[8], v;
	u64 v64;
	int i, n;
	size_t k;

	/* The node's own values; references below depend on their targets. */
	for (pp = np->properties; pp && was_edited(np); pp = pp->next) {
		of_property_read_u32(np, pp->name, &v);
		of_property_read_u64(np, pp->name, &v64);
		of_property_read_string(np, pp->name, &s);
		of_property_count_strings(np, pp->name);
		of_property_count_u32_elems(np, pp->name);
		of_property_count_u64_elems(np, pp->name);
		of_property_read_variable_u32_array(np, pp->name, vals, 1, 8);
		of_property_match_string(np, pp->name, "okay");
	}
	n = was_edited(np) ? of_property_count_strings(np, "compatible") : 0;
	for (i = 0; i < n && i < 64; i++)
		of_property_read_string_index(np, "compatible", i, &s);
	for (k = 0; k < ARRAY_LEN(lists); k++) {
		n = of_count_phandle_with_args(np, lists[k][0], lists[k][1]);
		for (i = 0; i < 16 &&
			    !of_parse_phandle_with_args(np, lists[k][0],
							lists[k][1], i, &args);
		     i++)
			of_node_put(args.np);
	}
	for (i = 0; i < 4 && (target = of_parse_phandle(np, "pinctrl-0", i));
	     i++)
		of_node_put(target);
	target = of_parse_phandle(np, "vdd-supply", 0);
	of_node_put(target);
	of_device_is_available(np);
	of_n_addr_cells(np);
	of_n_size_cells(np);
}

/* Addresses and interrupts, as of_address and of_irq give them. */
static void read_addresses(struct device_node *np)
{
	struct of_phandle_args irq;
	struct resource r;
	const __be32 *addr;
	u64 size;
	unsigned int flg;
	int i;

	for (i = 0; i < 64 && (addr = of_get_address(np, i, &size, &flg));
	     i++) {
		of_translate_address(np, addr);
		of_address_to_resource(np, i, &r);
	}
	for (i = 0; i < MAX_IRQS && !of_irq_parse_one(np, i, &irq); i++)
		of_node_put(irq.np);
	of_irq_count(np);
}

static void remove_domain_action(void *d)
{
	irq_domain_remove(d);
}

static int probe_common(struct device *dev)
{
	struct device_node *np = dev->of_node;
	struct irq_domain *d;
	int ret;

	if (!np)
		return 0;
	read_properties(np);
	read_addresses(np);
	/* An interrupt controller brings its domain (waking its waiters). */
	if (of_property_read_bool(np, "interrupt-controller") &&
	    !irq_find_host(np)) {
		d = add_domain(np);
		if (d && devm_add_action_or_reset(dev, remove_domain_action, d))
			return -ENOMEM;
	}
	ret = fuzz_consume_and_provide(dev, np, flags & FL_EXCLUSIVE);
	if (ret)
		return ret;
	ret = probe_result(np);
	/*
	 * A parent's driver may create its children (as an MFD does), and
	 * takes them down again when its probe fails.
	 */
	if ((flags & FL_POPULATE_CHILDREN) &&
	    !of_node_check_flag(np, OF_POPULATED_BUS)) {
		of_platform_populate(np, NULL, NULL, dev);
		if (ret)
			of_platform_depopulate(dev);
	}
	return ret;
}

static int fuzz_probe(struct platform_device *pdev)
{
	struct device_node *np = pdev->dev.of_node;
	struct resource *res;
	const char *name;
	unsigned int i;
	int n, irq;

	for (i = 0; i < pdev->num_resources + 1; i++) {
		platform_get_resource(pdev, IORESOURCE_IRQ, i);
		platform_get_mem_or_io(pdev, i);
		res = platform_get_resource(pdev, IORESOURCE_MEM, i);
		/* Claimed as drivers do: the iomem tree gets hostile ranges. */
		if (res)
			devm_request_mem_region(&pdev->dev, res->start,
						resource_size(res),
						dev_name(&pdev->dev));
	}
	n = platform_irq_count(pdev);
	if (n == -EPROBE_DEFER)
		return n;
	for (i = 0; (int)i < n && i < MAX_IRQS; i++) {
		irq = platform_get_irq_optional(pdev, i);
		if (irq == -EPROBE_DEFER)
			return irq;
	}
	for (i = 0; np && i < 16 &&
		    !of_property_read_string_index(np, "interrupt-names",
						   (int)i, &name);
	     i++)
		platform_get_irq_byname_optional(pdev, name);
	for (i = 0;
	     np && i < 16 &&
	     !of_property_read_string_index(np, "reg-names", (int)i, &name);
	     i++)
		platform_get_resource_byname(pdev, IORESOURCE_MEM, name);
	return probe_common(&pdev->dev);
}

static void fuzz_remove(struct platform_device *pdev)
{
	if (flags & FL_POPULATE_CHILDREN)
		of_platform_depopulate(&pdev->dev);
}

static struct platform_driver fuzz_driver = {
	.probe = fuzz_probe,
	.remove_new = fuzz_remove,
	.driver = { .name = DRV_NAME },
};

static int fuzz_amba_probe(struct amba_device *adev, const struct amba_id *id)
{
	(void)id;
	return probe_common(&adev->dev);
}

static void fuzz_amba_remove(struct amba_device *adev)
{
	if (flags & FL_POPULATE_CHILDREN)
		of_platform_depopulate(&adev->dev);
}

static struct amba_driver fuzz_amba_driver = {
	.drv = { .name = DRV_NAME },
	.probe = fuzz_amba_probe,
	.remove = fuzz_amba_remove,
};

/* Every device that is added is for our driver (driver_override). */
static int device_added(struct notifier_block *nb, unsigned long action,
			void *data)
{
	struct device *dev = data;

	(void)nb;
	if (action != BUS_NOTIFY_ADD_DEVICE)
		return 0;
	if (dev->bus == &platform_bus_type)
		driver_set_override(dev,
				    &to_platform_device(dev)->driver_override,
				    DRV_NAME, strlen(DRV_NAME));
	else if (dev->bus == &amba_bustype)
		driver_set_override(dev, &to_amba_device(dev)->driver_override,
				    DRV_NAME, strlen(DRV_NAME));
	return 0;
}

static struct notifier_block platform_nb = { .notifier_call = device_added };
static struct notifier_block amba_nb = { .notifier_call = device_added };

/* --- the inspector ---------------------------------------------------------- */

static int explain_one(struct device *dev, void *data)
{
	inspect_explain(data, dev);
	return 0;
}

static void inspect_all(void)
{
	inspect_print_tree(devnull);
	inspect_print_platform_devices(devnull, NULL, NULL);
	inspect_print_json(devnull);
	inspect_print_dot(devnull);
	inspect_print_timeline(devnull);
	inspect_for_each_device(devnull, explain_one);
	inspect_print_iomem(trace ? stderr : devnull, &iomem_resource);
	fflush(devnull);
}

/* "platdev check" reads a file: the blob goes to a memory file. */
static void run_check(const void *fdt, size_t size)
{
	/* Every kind of finding, as text (check --json shares the checks). */
	static const struct check_options all_kinds = {
		.kinds = CHECK_ALL_KINDS,
	};

	if (check_fd < 0 || ftruncate(check_fd, 0) ||
	    pwrite(check_fd, fdt, size, 0) != (ssize_t)size)
		return;
	/* As the command runs: no driver binds (no --module). */
	bus_unregister_notifier(&platform_bus_type, &platform_nb);
	bus_unregister_notifier(&amba_bustype, &amba_nb);
	board_check(check_path, &all_kinds);
	if (platdev_of_node_count())
		abort(); /* platdev check left the tree loaded */
	if (bus_register_notifier(&platform_bus_type, &platform_nb) ||
	    bus_register_notifier(&amba_bustype, &amba_nb))
		abort();
}

/* --- start-up: the boards ------------------------------------------------- */

static int by_name(const void *a, const void *b)
{
	return strcmp(((const struct board *)a)->name,
		      ((const struct board *)b)->name);
}

static void collect_phandles(struct board *b)
{
	int off;

	for (off = 0; off >= 0; off = fdt_next_node(b->blob, off, NULL)) {
		uint32_t ph = fdt_get_phandle(b->blob, off);
		uint32_t *p;

		if (!ph)
			continue;
		p = realloc(b->phandles, (b->nr_phandles + 1) * sizeof(*p));
		if (!p)
			return;
		b->phandles = p;
		b->phandles[b->nr_phandles++] = ph;
	}
}

static void add_board(const char *dir, const char *file)
{
	struct board *nb, b = { 0 };
	size_t len = strlen(dir) + strlen(file) + 2;
	char *path = malloc(len);

	if (!path)
		return;
	snprintf(path, len, "%s/%s", dir, file);
	b.blob = board_read_blob(path, &b.size);
	if (!b.blob || b.size > (4u << 20) || fdt_check_header(b.blob) ||
	    fdt_totalsize(b.blob) > b.size) {
		free(b.blob);
		free(path);
		return;
	}
	b.name = path;
	collect_phandles(&b);
	nb = realloc(boards, (nr_boards + 1) * sizeof(*nb));
	if (!nb) {
		free(b.blob);
		free(b.phandles);
		free(path);
		return;
	}
	boards = nb;
	boards[nr_boards++] = b;
}

static void load_boards(const char *dirs)
{
	char *list = strdup(dirs), *save = NULL, *dir;

	for (dir = strtok_r(list, ":", &save); dir;
	     dir = strtok_r(NULL, ":", &save)) {
		DIR *d = opendir(dir);
		struct dirent *e;

		if (!d)
			continue;
		while ((e = readdir(d))) {
			size_t n = strlen(e->d_name);

			if (n > 4 && !strcmp(e->d_name + n - 4, ".dtb"))
				add_board(dir, e->d_name);
		}
		closedir(d);
	}
	free(list);
	qsort(boards, nr_boards, sizeof(*boards), by_name);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	const char *dirs = getenv("PLATDEV_FUZZ_BOARDS");
	size_t i;

	(void)argc;
	(void)argv;
	load_boards(dirs && *dirs ? dirs : PLATDEV_FUZZ_DEFAULT_BOARDS);
	if (!nr_boards) {
		fprintf(stderr,
			"fuzz_dtb_props: no *.dtb in %s (set PLATDEV_FUZZ_BOARDS)\n",
			dirs && *dirs ? dirs : PLATDEV_FUZZ_DEFAULT_BOARDS);
		exit(1);
	}
	trace = getenv("PLATDEV_FUZZ_TRACE") != NULL;
	if (trace)
		for (i = 0; i < nr_boards; i++)
			fprintf(stderr, "board %zu: %s\n", i, boards[i].name);

	devnull = fopen("/dev/null", "w");
	/* platdev check prints its findings on stdout. */
	if (!devnull || !freopen("/dev/null", "w", stdout))
		exit(1);
	check_fd = memfd_create("fuzz-board", 0);
	snprintf(check_path, sizeof(check_path), "/proc/self/fd/%d", check_fd);

	platdev_set_log_level(trace ? PLATDEV_LOG_DEBUG : PLATDEV_LOG_EMERG);
	platdev_timeline_enable(true);
	if (platform_driver_register(&fuzz_driver) ||
	    amba_driver_register(&fuzz_amba_driver) ||
	    bus_register_notifier(&platform_bus_type, &platform_nb) ||
	    bus_register_notifier(&amba_bustype, &amba_nb))
		exit(1);
	return 0;
}

/* --- one input --------------------------------------------------------------- */

/* With PLATDEV_FUZZ_DUMP=FILE, the board as the ops left it goes to FILE. */
static void dump(const void *fdt)
{
	const char *path = getenv("PLATDEV_FUZZ_DUMP");
	FILE *f;

	if (!path || !*path)
		return;
	f = fopen(path, "wb");
	if (f) {
		fwrite(fdt, 1, fdt_totalsize(fdt), f);
		fclose(f);
	}
}

/*
 * Unbind every device, newest first (children before the parents that may
 * take them down), so that each driver releases what it claimed while the
 * board is whole; depopulate then removes unbound devices.
 */
static void unbind_all(void)
{
	struct inspect_devices list;
	size_t i;

	if (inspect_collect_devices(&list))
		return;
	for (i = 0; i < list.nr; i++)
		get_device(list.dev[i]);
	for (i = list.nr; i--;) {
		device_release_driver(list.dev[i]);
		put_device(list.dev[i]);
	}
	inspect_free_devices(&list);
}

static void run_board(void *fdt, unsigned int fail_after)
{
	if (platdev_of_load(fdt, fdt_totalsize(fdt)))
		return;
	find_edited();
	platdev_of_mark_early_init();
	add_early_domains();
	if (flags & FL_FAIL)
		platdev_port_fail_alloc_after((long)fail_after, 0);
	of_platform_default_populate(NULL, NULL, NULL);
	fw_devlink_drivers_done();
	platdev_port_fail_alloc_after(-1, 0);
	inspect_all();

	unbind_all();
	of_platform_depopulate(NULL);
	remove_domains();
	if (iomem_resource.child || ioport_resource.child)
		abort(); /* a region outlived its device */
	if (platdev_of_unload())
		abort(); /* a node is still referenced */
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct platdev_alloc_stats before, after;
	struct input in = { data, data + size };
	const struct board *b;
	unsigned int fail_after, nr_ops;
	static struct op op;
	void *fdt;
	size_t room;

	b = &boards[in_u8(&in) % nr_boards];
	flags = in_u8(&in);
	fail_after = in_u8(&in);
	if (trace)
		fprintf(stderr, "board %s, flags %#x, fail %u\n", b->name,
			flags, fail_after);

	room = fdt_totalsize(b->blob) + ROOM;
	fdt = malloc(room);
	if (!fdt)
		return 0;
	if (fdt_open_into(b->blob, fdt, (int)room)) {
		free(fdt);
		return 0;
	}
	nr_edited = 0;
	edited_all = false;
	for (nr_ops = 0; nr_ops < MAX_OPS && parse_op(&in, &op, b); nr_ops++)
		if (apply_op(fdt, &op) < 0)
			break;
	if (!nr_ops)
		edited_all = true; /* the board as it is: read it all */

	dump(fdt);
	platdev_port_alloc_stats(&before);
	run_board(fdt, fail_after);
	platdev_port_alloc_stats(&after);
	if (after.live != before.live) {
		fprintf(stderr, "fuzz_dtb_props: %ld allocations left\n",
			(long)(after.live - before.live));
		/* Tracing, exit: LeakSanitizer then lists what is unreachable. */
		if (trace)
			exit(1);
		abort(); /* something was not freed */
	}
	if (flags & FL_CHECK)
		run_check(fdt, fdt_totalsize(fdt));
	free(fdt);
	return 0;
}
