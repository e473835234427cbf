/* SPDX-License-Identifier: MIT */
/*
 * of_private.h - the loaded tree's bookkeeping, shared by src/of files.
 */
#ifndef _PLATDEV_OF_PRIVATE_H
#define _PLATDEV_OF_PRIVATE_H

#include <linux/of.h>

/*
 * The loaded tree's phandle index: open addressing over @nr_slots (a power
 * of two) slots, filled by the loader (fdt.c), read by base.c.
 */
struct of_phandle_index {
	struct device_node **slots;
	unsigned int nr_slots;
};

extern struct of_phandle_index of_phandles;

/* The slot a phandle starts probing at. */
static inline unsigned int of_phandle_slot(phandle handle,
					   unsigned int nr_slots)
{
	return (handle * 2654435761u) & (nr_slots - 1);
}

struct device;

/* Device links from @dev's node to the devices owning its suppliers. */
void of_fwnode_links_add(struct device *dev);

/* of_fwnode_links_add() for every populated device under @root. */
void of_fwnode_links_add_subtree(struct device_node *root);

struct of_dev_auxdata;

/*
 * Devices for the children of @root and, below each that matches @matches,
 * for theirs (of_platform_populate() without holding probes back and
 * without device links); @root is then flagged OF_POPULATED_BUS.
 * Return: 0, or -ENOMEM before anything was created.
 */
int of_populate_children(struct device_node *root,
			 const struct of_device_id *matches,
			 const struct of_dev_auxdata *lookup,
			 struct device *parent);

/*
 * The hwirq and IRQ_TYPE_* trigger @count cells name at controller @ctrl,
 * as platdev_of_irq_decode() reads them, without following stacked
 * controllers (for the domains of controllers set up early). Return: 0 or
 * -EINVAL.
 */
int of_irq_translate_cells(struct device_node *ctrl, const u32 *cells,
			   int count, unsigned long *hwirq, unsigned int *type);

#endif /* _PLATDEV_OF_PRIVATE_H */
