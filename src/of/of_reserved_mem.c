// SPDX-License-Identifier: MIT
/*
 * of_reserved_mem.c - the static regions of /reserved-memory, looked up
 * by node (linux/of_reserved_mem.h). Linux fills its table once at boot;
 * here the tree may be loaded and changed later, so a region enters the
 * table at its first lookup and each lookup reads its "reg" again.
 */
#include <linux/ioport.h>
#include <linux/of_address.h>
#include <linux/of_reserved_mem.h>
#include <linux/printk.h>
#include <linux/spinlock.h>
#include <linux/string.h>
#include <platdev/features.h>

#define RMEM_MAX 64
#define RMEM_NAME_MAX 64

static struct reserved_mem rmem_table[RMEM_MAX];
static char rmem_names[RMEM_MAX][RMEM_NAME_MAX];
static DEFINE_SPINLOCK(rmem_lock);

/* Whether @np is a direct child of the root's "reserved-memory". */
static bool in_reserved_memory(struct device_node *np)
{
	struct device_node *parent = of_get_parent(np), *grand;
	bool ret = false;

	if (parent && of_node_name_eq(parent, "reserved-memory")) {
		grand = of_get_parent(parent);
		ret = grand && !grand->parent;
		of_node_put(grand);
	}
	of_node_put(parent);
	return ret;
}

struct reserved_mem *of_reserved_mem_lookup(struct device_node *np)
{
	struct reserved_mem *rmem = NULL;
	struct resource res;
	unsigned long flags;
	const char *name;
	int i;

	if (!platdev_has(PLATDEV_FEAT_OF) || !np || !np->full_name)
		return NULL;
	name = strrchr(np->full_name, '/');
	name = name ? name + 1 : np->full_name;
	if (strlen(name) >= RMEM_NAME_MAX || !in_reserved_memory(np) ||
	    !of_device_is_available(np) || of_address_to_resource(np, 0, &res))
		return NULL;
	spin_lock_irqsave(&rmem_lock, flags);
	for (i = 0; i < RMEM_MAX && rmem_table[i].name; i++)
		if (!strcmp(rmem_table[i].name, name))
			break;
	if (i < RMEM_MAX) {
		rmem = &rmem_table[i];
		if (!rmem->name) {
			strcpy(rmem_names[i], name);
			rmem->name = rmem_names[i];
		}
		rmem->base = res.start;
		rmem->size = resource_size(&res);
	}
	spin_unlock_irqrestore(&rmem_lock, flags);
	if (!rmem)
		pr_err("of_reserved_mem: more than %d regions; %s not added\n",
		       RMEM_MAX, name);
	return rmem;
}

int of_reserved_mem_device_init_by_idx(struct device *dev,
				       struct device_node *np, int idx)
{
	struct reserved_mem *rmem;
	struct device_node *target;

	if (!dev || !np)
		return -EINVAL;
	target = of_parse_phandle(np, "memory-region", idx);
	if (!target)
		return -ENODEV;
	if (!of_device_is_available(target)) {
		of_node_put(target);
		return 0;
	}
	rmem = of_reserved_mem_lookup(target);
	of_node_put(target);
	if (!rmem || !rmem->ops || !rmem->ops->device_init)
		return -EINVAL;
	return rmem->ops->device_init(rmem, dev);
}

int of_reserved_mem_device_init_by_name(struct device *dev,
					struct device_node *np,
					const char *name)
{
	int idx;

	if (!dev || !np)
		return -EINVAL;
	idx = of_property_match_string(np, "memory-region-names", name);
	return idx < 0 ? -ENODEV :
			 of_reserved_mem_device_init_by_idx(dev, np, idx);
}

void of_reserved_mem_device_release(struct device *dev)
{
	(void)dev; /* no region has a handler: nothing was assigned */
}
