// SPDX-License-Identifier: MIT
/*
 * check.c - "platdev check BOARD.dtb": lint a device tree from the driver
 * model's point of view. Each finding names the node's path; the exit
 * status is 1 when there is any.
 *
 *   - two devices' MEM resources overlapping;
 *   - a device's reg entry that does not translate to a CPU address;
 *   - interrupts without an interrupt parent, or whose length is not a
 *     multiple of the parent's #interrupt-cells;
 *   - phandles that point nowhere (interrupt-parent, clocks, resets,
 *     power-domains, dmas, phys, interrupts-extended);
 *   - two nodes that would get the same device name.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/of_address.h>
#include <linux/of_irq.h>
#include <linux/of_platform.h>
#include <platdev/log.h>
#include <platdev/of.h>

#include "board.h"
#include "inspect.h"

struct mem_range {
	u64 start, end;
	const struct device_node *np;
};

struct check_ctx {
	struct mem_range *ranges;
	size_t nr, cap;
	unsigned int findings;
};

static void finding(struct check_ctx *c, const struct device_node *np,
		    const char *fmt, const char *a, const char *b)
{
	char path[256];

	printf("%s: ",
	       np ? platdev_of_format_path(np, path, sizeof(path)) : "/");
	printf(fmt, a ? a : "", b ? b : "");
	putchar('\n');
	c->findings++;
}

/*
 * Check that every entry of @np's "reg" translates to a CPU address, and
 * that "reg" can be read at all with the cell counts of its bus.
 */
static void check_reg(struct check_ctx *c, struct device_node *np)
{
	const __be32 *addr;
	int i;

	if (!of_get_property(np, "reg", NULL))
		return;
	for (i = 0; (addr = of_get_address(np, i, NULL, NULL)); i++) {
		if (of_translate_address(np, addr) == OF_BAD_ADDR) {
			finding(c, np, "%s",
				"a reg entry does not translate to a CPU address",
				NULL);
			return;
		}
	}
	if (!i)
		finding(c, np, "%s",
			"reg cannot be read: bad #address-cells or #size-cells, or too short",
			NULL);
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
		if (resource_type(&res[i]) != IORESOURCE_MEM)
			continue;
		if (c->nr == c->cap) {
			size_t cap = c->cap ? c->cap * 2 : 64;
			struct mem_range *r =
				realloc(c->ranges, cap * sizeof(*r));

			if (!r)
				return -1;
			c->ranges = r;
			c->cap = cap;
		}
		c->ranges[c->nr].start = res[i].start;
		c->ranges[c->nr].end = res[i].end;
		c->ranges[c->nr].np = np;
		c->nr++;
	}
	return 0;
}

static int by_start(const void *a, const void *b)
{
	const struct mem_range *x = a, *y = b;

	return x->start < y->start ? -1 : x->start > y->start;
}

static bool is_ancestor(const struct device_node *a,
			const struct device_node *b)
{
	for (; b; b = b->parent)
		if (b == a)
			return true;
	return false;
}

static void check_overlaps(struct check_ctx *c)
{
	size_t i, j;

	if (c->nr < 2)
		return; /* (qsort must not be given a NULL array) */
	qsort(c->ranges, c->nr, sizeof(*c->ranges), by_start);
	for (i = 0; i < c->nr; i++) {
		for (j = i + 1;
		     j < c->nr && c->ranges[j].start <= c->ranges[i].end; j++) {
			char other[256];

			/* a bus's window holding its children's registers is nesting */
			if (is_ancestor(c->ranges[i].np, c->ranges[j].np) ||
			    is_ancestor(c->ranges[j].np, c->ranges[i].np))
				continue;
			platdev_of_format_path(c->ranges[j].np, other,
					       sizeof(other));
			finding(c, c->ranges[i].np,
				"MEM resource overlaps one of %s%s", other,
				NULL);
		}
	}
}

static const struct {
	const char *list, *cells;
} phandle_lists[] = {
	{ "clocks", "#clock-cells" },
	{ "resets", "#reset-cells" },
	{ "power-domains", "#power-domain-cells" },
	{ "dmas", "#dma-cells" },
	{ "phys", "#phy-cells" },
	{ "interrupts-extended", "#interrupt-cells" },
};

static void check_node(struct check_ctx *c, struct device_node *np)
{
	struct device_node *child;
	size_t i;
	u32 handle;
	int len;

	/* Overlay bookkeeping holds paths and fixups, not phandles. */
	if (!strcmp(np->full_name, "__symbols__") ||
	    !strcmp(np->full_name, "__fixups__") ||
	    !strcmp(np->full_name, "__local_fixups__") ||
	    !strcmp(np->full_name, "aliases"))
		return;

	if (!of_property_read_u32(np, "interrupt-parent", &handle)) {
		struct device_node *p = of_find_node_by_phandle(handle);

		if (!p) {
			char text[48];

			/* Phandles in hex, as dtc and Linux print them. */
			snprintf(text, sizeof(text), "<%#x>", handle);
			finding(c, np, "interrupt-parent %s points to no node",
				text, NULL);
		}
		of_node_put(p);
	}
	for (i = 0; i < sizeof(phandle_lists) / sizeof(phandle_lists[0]); i++) {
		if (of_find_property(np, phandle_lists[i].list, NULL) &&
		    of_count_phandle_with_args(np, phandle_lists[i].list,
					       phandle_lists[i].cells) ==
			    -EINVAL)
			finding(c, np,
				"%s: a phandle points nowhere or its %s is missing",
				phandle_lists[i].list, phandle_lists[i].cells);
	}
	if (of_get_property(np, "interrupts", &len) &&
	    !of_find_property(np, "interrupts-extended", NULL)) {
		struct of_phandle_args irq;
		u32 cells = inspect_irq_parent_cells(np);

		/* a multiple of 4 * cells, without the product (it overflows) */
		if (cells && (len % 4 || (u32)len / 4 % cells))
			finding(c, np, "%s",
				"interrupts is not a multiple of #interrupt-cells",
				NULL);
		if (of_irq_parse_one(np, 0, &irq) == 0)
			of_node_put(irq.np);
		else
			finding(c, np, "%s",
				"interrupts: no interrupt parent, or not the cells it expects",
				NULL);
	}
	for (child = np->child; child; child = child->sibling)
		check_node(c, child);
}

static unsigned int duplicates;

static void count_duplicates(void *ctx, int level, const char *line)
{
	(void)ctx;
	(void)level;
	/* A PrimeCell whose window another claimed never becomes a device. */
	if (strstr(line, "name already in use") ||
	    strstr(line, "adding the AMBA device failed")) {
		printf("%s\n", line);
		duplicates++;
	}
}

/**
 * board_check() - lint the board in @path; print one line per finding
 * @path: a DTB or device-tree source file
 *
 * Return: 0 when clean, 1 when something was found or the board cannot be read.
 */
int board_check(const char *path)
{
	struct check_ctx c = { 0 };
	int ret = board_load(path);

	if (ret)
		return 1;
	duplicates = 0;
	/* The library's own log lines are the findings' raw material, not output. */
	platdev_set_log_hook(count_duplicates, NULL);
	platdev_of_mark_early_init();
	platdev_of_populate_boot();
	inspect_for_each_device(&c, collect_device);
	check_overlaps(&c);
	check_node(&c, of_root);
	platdev_set_log_hook(NULL, NULL);
	c.findings += duplicates;
	of_platform_depopulate(NULL);
	platdev_of_unload();
	free(c.ranges);
	printf("%u finding%s\n", c.findings, c.findings == 1 ? "" : "s");
	return c.findings ? 1 : 0;
}
