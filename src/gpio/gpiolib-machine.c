// SPDX-License-Identifier: MIT
/*
 * gpiolib-machine.c - board code's lookup tables: the lines a device
 * gets, by its name, when its firmware node names none. A table entry
 * names its chip by label (or, with chip_hwnum U16_MAX, the line by its
 * name); an entry whose chip is not added yet defers the consumer, which
 * the deferred-probe pass tries again once something binds.
 */
#include <string.h>

#include <linux/device.h>
#include <linux/err.h>
#include <linux/limits.h>
#include <linux/printk.h>
#include <platdev/port.h>

#include "gpio/gpiolib.h"

/* The added tables, oldest first. Core lock. */
static LIST_HEAD(lookup_tables);

void gpiod_add_lookup_table(struct gpiod_lookup_table *table)
{
	gpiod_add_lookup_tables(&table, 1);
}

void gpiod_add_lookup_tables(struct gpiod_lookup_table **tables, size_t n)
{
	platdev_port_core_lock();
	for (size_t i = 0; i < n; i++)
		list_add_tail(&tables[i]->list, &lookup_tables);
	platdev_port_core_unlock();
}

void gpiod_remove_lookup_table(struct gpiod_lookup_table *table)
{
	if (!table)
		return;
	platdev_port_core_lock();
	list_del(&table->list);
	platdev_port_core_unlock();
}

/*
 * The first table for @dev: its dev_id equals the device's name, or both
 * are absent (a get without a device). Core lock.
 */
static struct gpiod_lookup_table *find_table_locked(struct device *dev)
{
	const char *dev_id = dev ? dev_name(dev) : NULL;
	struct gpiod_lookup_table *table;

	list_for_each_entry(table, &lookup_tables, list) {
		if (table->dev_id && dev_id ? !strcmp(table->dev_id, dev_id) :
					      table->dev_id == dev_id)
			return table;
	}
	return NULL;
}

/* Whether entry @p gives index @idx of @con_id: a NULL con_id in the
 * entry matches any name. */
static bool entry_matches(const struct gpiod_lookup *p, const char *con_id,
			  unsigned int idx)
{
	if (p->idx != idx)
		return false;
	return !p->con_id || (con_id && !strcmp(p->con_id, con_id));
}

/* The line named @name at any added chip, or NULL. Core lock. */
static struct gpio_desc *find_line_by_name_locked(const char *name)
{
	struct gpio_device *gdev;

	list_for_each_entry(gdev, &gpio_devices, list) {
		for (unsigned int i = 0; i < gdev->ngpio; i++) {
			const char *n = gdev->descs[i].name;

			if (n && !strcmp(n, name))
				return &gdev->descs[i];
		}
	}
	return NULL;
}

/*
 * The line entry @p names, or why there is none; *@ngpio is the chip's
 * line count when it is found. Core lock.
 */
static struct gpio_desc *entry_desc_locked(const struct gpiod_lookup *p,
					   unsigned int *ngpio)
{
	struct gpio_device *gdev;
	struct gpio_desc *desc;

	if (p->chip_hwnum == U16_MAX) {
		desc = find_line_by_name_locked(p->key);
		return desc ? desc : ERR_PTR(-EPROBE_DEFER);
	}
	gdev = gpio_device_find_by_label_locked(p->key);
	if (!gdev)
		return ERR_PTR(-EPROBE_DEFER);
	*ngpio = gdev->ngpio;
	if (p->chip_hwnum >= gdev->ngpio)
		return ERR_PTR(-EINVAL);
	return &gdev->descs[p->chip_hwnum];
}

struct gpio_desc *gpio_machine_find(struct device *dev, const char *con_id,
				    unsigned int idx, unsigned long *lflags)
{
	const char *who = dev ? dev_name(dev) : "(no device)";
	struct gpio_desc *desc = ERR_PTR(-ENOENT);
	struct gpiod_lookup_table *table;
	const struct gpiod_lookup *p, *found = NULL;
	unsigned int ngpio = 0;

	platdev_port_core_lock();
	table = find_table_locked(dev);
	for (p = table ? table->table : NULL; p && p->key; p++) {
		if (entry_matches(p, con_id, idx)) {
			found = p;
			desc = entry_desc_locked(p, &ngpio);
			break;
		}
	}
	platdev_port_core_unlock();
	if (desc == ERR_PTR(-EPROBE_DEFER))
		pr_warn("gpio: %s: no GPIO %s %s yet, deferring\n", who,
			found->chip_hwnum == U16_MAX ? "line" : "chip",
			found->key);
	else if (desc == ERR_PTR(-EINVAL))
		pr_err("gpio: %s: GPIO %u of chip %s is beyond its %u lines\n",
		       who, found->chip_hwnum, found->key, ngpio);
	else if (!IS_ERR(desc))
		*lflags = found->flags;
	return desc;
}

unsigned int gpio_machine_count(struct device *dev, const char *con_id)
{
	struct gpiod_lookup_table *table;
	struct gpiod_lookup *p;
	unsigned int count = 0;

	platdev_port_core_lock();
	table = find_table_locked(dev);
	for (p = table ? table->table : NULL; p && p->key; p++) {
		/* As Linux: an entry with a con_id counts only for that name;
		 * one without counts for a get without a name. */
		if ((con_id && p->con_id && !strcmp(con_id, p->con_id)) ||
		    (!con_id && !p->con_id))
			count++;
	}
	platdev_port_core_unlock();
	return count;
}
