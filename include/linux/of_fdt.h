/* SPDX-License-Identifier: MIT */
/*
 * linux/of_fdt.h - the flattened device tree the system booted with.
 *
 * Linux reads it before unflattening; here the loaded tree (platdev_of_*
 * in platdev/of.h) is the same content, so the machine's name comes from
 * the live root node.
 */
#ifndef _PLATDEV_LINUX_OF_FDT_H
#define _PLATDEV_LINUX_OF_FDT_H

#include <linux/init.h>
#include <linux/of.h>
#include <linux/types.h>

/**
 * of_flat_dt_get_machine_name() - the root node's "model", else the first
 * string of its "compatible"
 * Return: the name (valid while the tree is loaded), or NULL without a
 * tree or either property.
 */
static inline const char *of_flat_dt_get_machine_name(void)
{
	const char *name;

	if (!of_root)
		return NULL;
	name = of_get_property(of_root, "model", NULL);
	return name ? name : of_get_property(of_root, "compatible", NULL);
}

#endif /* _PLATDEV_LINUX_OF_FDT_H */
