// SPDX-License-Identifier: MIT
/*
 * devices.c - which devices the inspector lists, and in what order: every
 * device of each bus in inspect_buses[], in registration order. Listings
 * get their devices here only, so another bus is one more table entry (and
 * a case in inspect_device_resources()).
 */
#include <errno.h>
#include <stdlib.h>

#include <linux/amba/bus.h>
#include <linux/device.h>
#include <linux/platform_device.h>

#include "array.h"
#include "inspect.h"

static const struct bus_type *const inspect_buses[] = {
	&platform_bus_type,
	&amba_bustype,
};

int inspect_for_each_device(void *data, int (*fn)(struct device *, void *))
{
	size_t i;
	int ret = 0;

	for (i = 0; i < sizeof(inspect_buses) / sizeof(inspect_buses[0]); i++) {
		ret = bus_for_each_dev(inspect_buses[i], NULL, data, fn);
		if (ret)
			break;
	}
	return ret;
}

static int collect_one(struct device *dev, void *data)
{
	struct inspect_devices *list = data;

	return ARRAY_PUSH(list->dev, list->nr, list->cap, dev);
}

/* A device and where the list holds it, for finding parents by address. */
struct dev_slot {
	const struct device *dev;
	size_t index;
};

static int by_address(const void *a, const void *b)
{
	const struct dev_slot *x = a, *y = b;

	return x->dev < y->dev ? -1 : x->dev > y->dev;
}

/*
 * Fill @list->parent: each device's parent looked up in a copy of the list
 * sorted by address, so a board of N devices costs N log N, not N^2.
 */
static int index_parents(struct inspect_devices *list)
{
	struct dev_slot *sorted;
	size_t i;

	list->parent =
		malloc((list->nr ? list->nr : 1) * sizeof(*list->parent));
	sorted = malloc((list->nr ? list->nr : 1) * sizeof(*sorted));
	if (!list->parent || !sorted) {
		free(sorted);
		return -ENOMEM;
	}
	for (i = 0; i < list->nr; i++) {
		sorted[i].dev = list->dev[i];
		sorted[i].index = i;
	}
	if (list->nr > 1)
		qsort(sorted, list->nr, sizeof(*sorted), by_address);
	for (i = 0; i < list->nr; i++) {
		struct dev_slot key = { .dev = list->dev[i]->parent };
		const struct dev_slot *found =
			key.dev && list->nr ?
				bsearch(&key, sorted, list->nr, sizeof(*sorted),
					by_address) :
				NULL;

		list->parent[i] = found ? (int)found->index : -1;
	}
	free(sorted);
	return 0;
}

int inspect_collect_devices(struct inspect_devices *list)
{
	int ret;

	list->dev = NULL;
	list->parent = NULL;
	list->nr = list->cap = 0;
	ret = inspect_for_each_device(list, collect_one);
	if (ret >= 0)
		ret = index_parents(list);
	if (ret < 0)
		inspect_free_devices(list);
	return ret < 0 ? ret : 0;
}

/**
 * inspect_free_devices() - release what inspect_collect_devices() allocated
 * @list: the list, left empty
 */
void inspect_free_devices(struct inspect_devices *list)
{
	free(list->dev);
	free(list->parent);
	list->dev = NULL;
	list->parent = NULL;
	list->nr = list->cap = 0;
}

int inspect_parent_index(const struct inspect_devices *list, size_t i)
{
	return list->parent[i];
}

/*
 * Visit the subtree under @root, depth first, children in list order,
 * without recursion (a chain of buses can be deeper than the stack):
 * @first and @next are each device's first child and next sibling, or -1.
 */
static void walk_subtree(const struct inspect_devices *list, int root,
			 const int *first, const int *next,
			 inspect_visit_fn visit, void *ctx)
{
	int idx = root, depth = 0;

	for (;;) {
		visit(ctx, (size_t)idx, depth);
		if (first[idx] >= 0) {
			idx = first[idx];
			depth++;
			continue;
		}
		while (idx != root && next[idx] < 0) {
			idx = list->parent[idx];
			depth--;
		}
		if (idx == root)
			return;
		idx = next[idx];
	}
}

int inspect_walk_hierarchy(const struct inspect_devices *list,
			   inspect_visit_fn visit, void *ctx)
{
	size_t n = list->nr ? list->nr : 1, i;
	int *first = malloc(n * sizeof(*first));
	int *next = malloc(n * sizeof(*next));

	if (!first || !next) {
		free(first);
		free(next);
		return -ENOMEM;
	}
	/* Children lists in list order: link from the last device back. */
	for (i = 0; i < list->nr; i++)
		first[i] = next[i] = -1;
	for (i = list->nr; i-- > 0;) {
		int p = list->parent[i];

		if (p >= 0) {
			next[i] = first[p];
			first[p] = (int)i;
		}
	}
	for (i = 0; i < list->nr; i++)
		if (list->parent[i] < 0)
			walk_subtree(list, (int)i, first, next, visit, ctx);
	free(first);
	free(next);
	return 0;
}

unsigned int inspect_device_resources(struct device *dev,
				      const struct resource **res)
{
	if (dev->bus == &platform_bus_type) {
		struct platform_device *pdev = to_platform_device(dev);

		*res = pdev->resource;
		return pdev->resource ? pdev->num_resources : 0;
	}
	if (dev->bus == &amba_bustype) {
		*res = &to_amba_device(dev)->res;
		return 1;
	}
	*res = NULL;
	return 0;
}
