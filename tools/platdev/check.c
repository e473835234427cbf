// SPDX-License-Identifier: MIT
/*
 * check.c - "platdev check BOARD.dtb": lint a device tree from the driver
 * model's point of view. Each finding has a kind and names the node's
 * path; the exit status is 1 when there is any (of the kinds asked for).
 *
 *   - overlap: devices' MEM resources overlapping, with both ranges; the
 *     devices sharing one same range are one finding;
 *   - reg: a device's reg entry (index and cells) that does not translate
 *     to a CPU address, or reg that cannot be read;
 *   - interrupts: without an interrupt parent, or whose length is not a
 *     multiple of the parent's #interrupt-cells;
 *   - phandle: phandles that point nowhere, in interrupt-parent and in
 *     every property that names suppliers (the library's table,
 *     platdev_of_supplier_property(), which device links read too);
 *   - duplicate-name: two nodes that would get the same device name.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/of_address.h>
#include <linux/of_irq.h>
#include <linux/of_platform.h>
#include <platdev/log.h>
#include <platdev/of.h>

#include "array.h"
#include "board.h"
#include "inspect.h"
#include "json_writer.h"

struct mem_range {
	u64 start, end;
	const struct device_node *np;
};

struct finding {
	enum check_kind kind;
	char *node; /* the node's path, or NULL */
	char *message;
};

struct check_ctx {
	struct mem_range *ranges;
	size_t nr, cap;
	struct finding *findings;
	size_t nr_findings, cap_findings;
	unsigned int kinds; /* the kinds asked for, bit per enum check_kind */
	int err;
};

static const char *const check_kind_names[] = {
	[CHECK_OVERLAP] = "overlap",
	[CHECK_REG] = "reg",
	[CHECK_INTERRUPTS] = "interrupts",
	[CHECK_PHANDLE] = "phandle",
	[CHECK_DUPLICATE_NAME] = "duplicate-name",
};

int check_kind_mask(const char *list, unsigned int *mask)
{
	const char *p = list;
	size_t i, n;

	*mask = 0;
	while (*p) {
		n = strcspn(p, ",");
		for (i = 0; i < CHECK_KINDS; i++)
			if (strlen(check_kind_names[i]) == n &&
			    !strncmp(p, check_kind_names[i], n))
				break;
		if (i == CHECK_KINDS)
			return -EINVAL;
		*mask |= 1u << i;
		p += n;
		if (*p)
			p++;
	}
	return *mask ? 0 : -EINVAL;
}

/* Record a finding of @kind on @np (NULL: none), if that kind is asked for. */
static void __printf(4, 5)
	finding(struct check_ctx *c, enum check_kind kind,
		const struct device_node *np, const char *fmt, ...)
{
	struct finding f = { .kind = kind };
	char path[256], text[1024];
	va_list ap;

	if (!(c->kinds & (1u << kind)) || c->err)
		return;
	va_start(ap, fmt);
	vsnprintf(text, sizeof(text), fmt, ap);
	va_end(ap);
	f.message = strdup(text);
	f.node = np ? strdup(platdev_of_format_path(np, path, sizeof(path))) :
		      NULL;
	if (!f.message || (np && !f.node) ||
	    ARRAY_PUSH(c->findings, c->nr_findings, c->cap_findings, f)) {
		free(f.message);
		free(f.node);
		c->err = -ENOMEM;
	}
}

/*
 * Check that every entry of @np's "reg" translates to a CPU address, and
 * that "reg" can be read at all with the cell counts of its bus.
 */
static void check_reg(struct check_ctx *c, struct device_node *np)
{
	const __be32 *addr;
	char cells[128];
	int i, k, na = of_n_addr_cells(np);
	size_t n;

	if (!of_get_property(np, "reg", NULL))
		return;
	for (i = 0; (addr = of_get_address(np, i, NULL, NULL)); i++) {
		if (of_translate_address(np, addr) != OF_BAD_ADDR)
			continue;
		n = 0;
		for (k = 0; k < na && n < sizeof(cells); k++)
			n += (size_t)snprintf(
				cells + n, sizeof(cells) - n,
				k ? " %#x" : "%#x",
				(unsigned int)of_read_number(addr + k, 1));
		finding(c, CHECK_REG, np,
			"reg entry #%d <%s> does not translate to a CPU address",
			i, cells);
		return;
	}
	if (!i)
		finding(c, CHECK_REG, np, "%s",
			"reg cannot be read: bad #address-cells or #size-cells, or too short");
}

static int collect_device(struct device *dev, void *data)
{
	struct check_ctx *c = data;
	struct device_node *np = dev->of_node;
	const struct resource *res;
	u32 i, nres = inspect_device_resources(dev, &res);

	if (!np)
		return 0;
	check_reg(c, np);
	for (i = 0; i < nres; i++) {
		struct mem_range r = { res[i].start, res[i].end, np };

		if (resource_type(&res[i]) != IORESOURCE_MEM)
			continue;
		if (ARRAY_PUSH(c->ranges, c->nr, c->cap, r))
			return -ENOMEM;
	}
	return 0;
}

static int by_range(const void *a, const void *b)
{
	const struct mem_range *x = a, *y = b;

	if (x->start != y->start)
		return x->start < y->start ? -1 : 1;
	return x->end < y->end ? -1 : x->end > y->end;
}

static bool is_ancestor(const struct device_node *a,
			const struct device_node *b)
{
	for (; b; b = b->parent)
		if (b == a)
			return true;
	return false;
}

static bool nested(const struct mem_range *a, const struct mem_range *b)
{
	/* a bus's window holding its children's registers is nesting */
	return is_ancestor(a->np, b->np) || is_ancestor(b->np, a->np);
}

static bool same_range(const struct mem_range *a, const struct mem_range *b)
{
	return a->start == b->start && a->end == b->end;
}

/*
 * One finding for the devices whose ranges equal ranges[i] (sorted, so they
 * follow it): "[mem a-b] shared by /x, /y". Return: the index past them.
 */
static size_t check_shared(struct check_ctx *c, size_t i)
{
	char list[768];
	size_t j, n = 0, end = i + 1;
	int others = 0;

	while (end < c->nr && same_range(&c->ranges[i], &c->ranges[end]))
		end++;
	list[0] = '\0';
	for (j = i + 1; j < end; j++) {
		char path[256];

		if (nested(&c->ranges[i], &c->ranges[j]) ||
		    c->ranges[j].np == c->ranges[i].np || n >= sizeof(list))
			continue;
		n += (size_t)snprintf(list + n, sizeof(list) - n, "%s%s",
				      others++ ? ", " : "",
				      platdev_of_format_path(c->ranges[j].np,
							     path,
							     sizeof(path)));
	}
	if (others)
		finding(c, CHECK_OVERLAP, c->ranges[i].np,
			"[mem %#llx-%#llx] shared with %s",
			(unsigned long long)c->ranges[i].start,
			(unsigned long long)c->ranges[i].end, list);
	return end;
}

static void check_overlaps(struct check_ctx *c)
{
	size_t i, j;

	if (c->nr < 2)
		return; /* (qsort must not be given a NULL array) */
	qsort(c->ranges, c->nr, sizeof(*c->ranges), by_range);
	for (i = 0; i < c->nr; i = check_shared(c, i))
		;
	for (i = 0; i < c->nr; i++) {
		const struct mem_range *a = &c->ranges[i];

		/* the first of devices sharing a range speaks for them all */
		if (i && same_range(&c->ranges[i - 1], a))
			continue;
		for (j = i + 1; j < c->nr && c->ranges[j].start <= a->end;
		     j++) {
			const struct mem_range *b = &c->ranges[j];
			char other[256];

			if (same_range(a, b) || nested(a, b))
				continue;
			finding(c, CHECK_OVERLAP, a->np,
				"[mem %#llx-%#llx] overlaps %s [mem %#llx-%#llx]",
				(unsigned long long)a->start,
				(unsigned long long)a->end,
				platdev_of_format_path(b->np, other,
						       sizeof(other)),
				(unsigned long long)b->start,
				(unsigned long long)b->end);
		}
	}
}

/* The first plain phandle of @pp that names no node (0 when all do). */
static u32 dangling_plain_phandle(const struct property *pp)
{
	const __be32 *cell = pp->value;
	struct device_node *target;
	int i;

	for (i = 0; i < pp->length / 4; i++) {
		u32 handle = (u32)of_read_number(cell + i, 1);

		if (!handle)
			continue;
		target = of_find_node_by_phandle(handle);
		if (!target)
			return handle;
		of_node_put(target);
	}
	return 0;
}

/* Dangling phandles in the properties that name @np's suppliers. */
static void check_supplier_phandles(struct check_ctx *c, struct device_node *np)
{
	const struct property *pp;
	const char *cells;
	u32 handle;

	for (pp = np->properties; pp; pp = pp->next) {
		switch (platdev_of_supplier_property(np, pp->name, pp->length,
						     &cells)) {
		case PLATDEV_OF_SUPPLIER_LIST:
			if (platdev_of_count_phandles(np, pp, cells) == -EINVAL)
				finding(c, CHECK_PHANDLE, np,
					"%s: a phandle points nowhere or its %s is missing",
					pp->name, cells);
			break;
		case PLATDEV_OF_SUPPLIER_PHANDLES:
			handle = dangling_plain_phandle(pp);
			if (handle)
				/* Phandles in hex, as dtc and Linux print them. */
				finding(c, CHECK_PHANDLE, np,
					"%s: phandle <%#x> points to no node",
					pp->name, handle);
			break;
		default:
			break;
		}
	}
}

static void check_interrupts(struct check_ctx *c, struct device_node *np)
{
	struct of_phandle_args irq;
	u32 handle, cells;
	int len;

	if (!of_property_read_u32(np, "interrupt-parent", &handle)) {
		struct device_node *p = of_find_node_by_phandle(handle);

		if (!p)
			finding(c, CHECK_PHANDLE, np,
				"interrupt-parent <%#x> points to no node",
				handle);
		of_node_put(p);
	}
	if (!of_get_property(np, "interrupts", &len) ||
	    of_find_property(np, "interrupts-extended", NULL))
		return;
	cells = inspect_irq_parent_cells(np);
	/* a multiple of 4 * cells, without the product (it overflows) */
	if (cells && (len % 4 || (u32)len / 4 % cells))
		finding(c, CHECK_INTERRUPTS, np, "%s",
			"interrupts is not a multiple of #interrupt-cells");
	if (of_irq_parse_one(np, 0, &irq) == 0)
		of_node_put(irq.np);
	else
		finding(c, CHECK_INTERRUPTS, np, "%s",
			"interrupts: no interrupt parent, or not the cells it expects");
}

/* Overlay bookkeeping holds paths and fixups, not phandles. */
static bool bookkeeping(const struct device_node *np)
{
	return !strcmp(np->full_name, "__symbols__") ||
	       !strcmp(np->full_name, "__fixups__") ||
	       !strcmp(np->full_name, "__local_fixups__") ||
	       !strcmp(np->full_name, "aliases");
}

/* The node after @np and all below it, in of_find_all_nodes() order. */
static struct device_node *after_subtree(struct device_node *np)
{
	for (; np; np = np->parent)
		if (np->sibling)
			return np->sibling;
	return NULL;
}

/* Every node but the bookkeeping subtrees, without recursion. */
static void check_nodes(struct check_ctx *c)
{
	struct device_node *np = of_root;

	while (np) {
		if (bookkeeping(np)) {
			np = after_subtree(np);
			continue;
		}
		check_interrupts(c, np);
		check_supplier_phandles(c, np);
		np = __of_find_all_nodes(np);
	}
}

static struct check_ctx *log_ctx;

static void note_duplicate(void *ctx, int level, const char *line)
{
	(void)ctx;
	(void)level;
	/* A PrimeCell whose window another claimed never becomes a device. */
	if (strstr(line, "name already in use") ||
	    strstr(line, "adding the AMBA device failed"))
		finding(log_ctx, CHECK_DUPLICATE_NAME, NULL, "%s", line);
}

static void print_text(const struct check_ctx *c)
{
	size_t i;

	for (i = 0; i < c->nr_findings; i++) {
		if (c->findings[i].node)
			printf("%s: ", c->findings[i].node);
		printf("%s\n", c->findings[i].message);
	}
	printf("%zu finding%s\n", c->nr_findings,
	       c->nr_findings == 1 ? "" : "s");
}

/*
 * The document "check": "findings": [{"kind", "node", "message"}] and
 * "count", the kinds in check_kind_names[].
 */
static void print_json(const struct check_ctx *c)
{
	struct json_writer w;
	size_t i;

	json_begin_document(&w, stdout, "check");
	json_key(&w, "findings");
	json_begin_list(&w);
	for (i = 0; i < c->nr_findings; i++) {
		json_begin_object(&w);
		json_key_string(&w, "kind",
				check_kind_names[c->findings[i].kind]);
		json_key_string(&w, "node", c->findings[i].node);
		json_key_string(&w, "message", c->findings[i].message);
		json_end_object(&w);
	}
	json_end_array(&w);
	json_key_uint(&w, "count", c->nr_findings);
	json_end_document(&w);
}

/**
 * board_check() - lint the board in @path; print its findings
 * @path: a DTB or device-tree source file
 * @opts: which kinds of finding to report, and whether as JSON
 *
 * Return: 0 when clean, 1 when something was found or the board cannot be
 * read or the findings cannot be kept.
 */
int board_check(const char *path, const struct check_options *opts)
{
	struct check_ctx c = { .kinds = opts->kinds };
	size_t i;
	int ret = board_load(path);

	if (ret)
		return 1;
	log_ctx = &c;
	/* The library's own log lines are the findings' raw material, not output. */
	platdev_set_log_hook(note_duplicate, NULL);
	platdev_of_mark_early_init();
	platdev_of_populate_boot();
	if (inspect_for_each_device(&c, collect_device) < 0)
		c.err = -ENOMEM;
	check_overlaps(&c);
	check_nodes(&c);
	platdev_set_log_hook(NULL, NULL);
	of_platform_depopulate(NULL);
	platdev_of_unload();
	if (c.err)
		fprintf(stderr, "platdev: check: out of memory\n");
	else if (opts->json)
		print_json(&c);
	else
		print_text(&c);
	ret = c.err || c.nr_findings ? 1 : 0;
	for (i = 0; i < c.nr_findings; i++) {
		free(c.findings[i].node);
		free(c.findings[i].message);
	}
	free(c.findings);
	free(c.ranges);
	return ret;
}
