// SPDX-License-Identifier: MIT
/*
 * iomem_ram.c - the RAM regions Linux puts in /proc/iomem before any
 * driver runs, from the device tree as an arm64 kernel reads it:
 *
 *   - each /memory node's reg is "System RAM";
 *   - a /reserved-memory region marked no-map is cut out of the RAM
 *     around it and shown beside it as "reserved";
 *   - any other /reserved-memory region is "reserved" inside the System
 *     RAM that holds it, widened to whole pages.
 *
 * Regions the kernel reserves for itself (its image, the initrd, the DTB)
 * are not in the tree and so not shown.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <linux/ioport.h>
#include <linux/of.h>
#include <linux/of_address.h>

#include "array.h"
#include "inspect.h"

#define IOMEM_PAGE_SIZE 4096ULL

/* A range of the tree: [start, end], inclusive. */
struct ram_range {
	u64 start, end;
};

/* A list of ranges. */
struct ram_ranges {
	struct ram_range *r;
	size_t nr, cap;
};

struct ram_ctx {
	struct inspect_iomem_ram *ram;
	struct ram_ranges memory, nomap;
};

static int add_region(struct inspect_iomem_ram *ram, u64 start, u64 end,
		      const char *name, unsigned long flags)
{
	struct resource *r = calloc(1, sizeof(*r));

	if (!r || ARRAY_PUSH(ram->res, ram->nr, ram->cap, r)) {
		free(r);
		return -ENOMEM;
	}
	r->start = (resource_size_t)start;
	r->end = (resource_size_t)end;
	r->name = name;
	r->flags = flags;
	if (insert_resource(&iomem_resource, r)) {
		/* overlapping what is there already: left out */
		ram->nr--;
		free(r);
	}
	return 0;
}

/*
 * System RAM for [start, end] of a /memory node, with the no-map regions
 * cut out and shown as top-level "reserved". merge() sorted them and set
 * them apart, so they are cut from the left in one pass.
 */
static int add_ram(struct ram_ctx *c, u64 start, u64 end)
{
	size_t i;
	int ret = 0;

	for (i = 0; i < c->nomap.nr && !ret; i++) {
		const struct ram_range *n = &c->nomap.r[i];

		if (n->end < start || n->start > end)
			continue;
		if (n->start > start)
			ret = add_region(c->ram, start, n->start - 1,
					 "System RAM",
					 IORESOURCE_MEM | IORESOURCE_BUSY);
		if (!ret)
			ret = add_region(c->ram,
					 n->start > start ? n->start : start,
					 n->end < end ? n->end : end,
					 "reserved", IORESOURCE_MEM);
		if (ret || n->end >= end)
			return ret;
		start = n->end + 1;
	}
	return ret ? ret :
		     add_region(c->ram, start, end, "System RAM",
				IORESOURCE_MEM | IORESOURCE_BUSY);
}

static bool is_memory(const struct device_node *np)
{
	const char *type;

	return !of_property_read_string(np, "device_type", &type) &&
	       !strcmp(type, "memory") && of_device_is_available(np);
}

/*
 * Append each reg entry of @np to @list as a translated range; an entry of
 * size 0 (firmware fills it in at boot) is none.
 */
static int add_regs(struct ram_ranges *list, struct device_node *np)
{
	struct resource r;
	int i, ret = 0;

	for (i = 0; !ret && !of_address_to_resource(np, i, &r); i++) {
		struct ram_range range = { r.start, r.end };

		if (r.end >= r.start && r.end + 1 != r.start)
			ret = ARRAY_PUSH(list->r, list->nr, list->cap, range);
	}
	return ret;
}

static int by_start(const void *a, const void *b)
{
	const struct ram_range *x = a, *y = b;

	return x->start < y->start ? -1 : x->start > y->start;
}

/* Sort @list and merge ranges that touch or overlap, as memblock does. */
static void merge(struct ram_ranges *list)
{
	size_t i, n = 0;

	if (!list->nr)
		return;
	qsort(list->r, list->nr, sizeof(*list->r), by_start);
	for (i = 1; i < list->nr; i++) {
		struct ram_range *last = &list->r[n];

		if (list->r[i].start <= last->end + 1 && last->end + 1 != 0) {
			if (list->r[i].end > last->end)
				last->end = list->r[i].end;
		} else {
			list->r[++n] = list->r[i];
		}
	}
	list->nr = n + 1;
}

/* The regs of each available child of /reserved-memory, no-map or not. */
static int add_reserved_regs(struct ram_ranges *list, bool nomap)
{
	struct device_node *rmem = of_find_node_by_path("/reserved-memory");
	struct device_node *child;
	int ret = 0;

	for (child = rmem ? rmem->child : NULL; child && !ret;
	     child = child->sibling)
		if (of_device_is_available(child) &&
		    of_property_read_bool(child, "no-map") == nomap)
			ret = add_regs(list, child);
	of_node_put(rmem);
	return ret;
}

/* The reserved regions inside System RAM, widened to whole pages. */
static int add_reserved(struct ram_ctx *c)
{
	struct ram_ranges list = { 0 };
	size_t i;
	int ret = add_reserved_regs(&list, false);

	for (i = 0; i < list.nr && !ret; i++)
		ret = add_region(c->ram,
				 list.r[i].start & ~(IOMEM_PAGE_SIZE - 1),
				 list.r[i].end | (IOMEM_PAGE_SIZE - 1),
				 "reserved", IORESOURCE_MEM);
	free(list.r);
	return ret;
}

int inspect_iomem_add_ram(struct inspect_iomem_ram *ram)
{
	struct ram_ctx c = { .ram = ram };
	struct device_node *np;
	size_t i;
	int ret;

	memset(ram, 0, sizeof(*ram));
	if (!of_root)
		return 0;
	ret = add_reserved_regs(&c.nomap, true);
	for (np = of_root->child; np && !ret; np = np->sibling)
		if (is_memory(np))
			ret = add_regs(&c.memory, np);
	merge(&c.nomap);
	merge(&c.memory);
	for (i = 0; i < c.memory.nr && !ret; i++)
		ret = add_ram(&c, c.memory.r[i].start, c.memory.r[i].end);
	if (!ret)
		ret = add_reserved(&c);
	free(c.nomap.r);
	free(c.memory.r);
	if (ret)
		inspect_iomem_remove_ram(ram);
	return ret;
}

void inspect_iomem_remove_ram(struct inspect_iomem_ram *ram)
{
	while (ram->nr) {
		struct resource *r = ram->res[--ram->nr];

		remove_resource(r);
		free(r);
	}
	free(ram->res);
	memset(ram, 0, sizeof(*ram));
}
