/* SPDX-License-Identifier: MIT */
/*
 * standin_specs.h - what the stand-in kinds of PHYs, power domains, DMA
 * channels and mailboxes share: the distinct specifiers the board's
 * consumers give a provider node, so that a stand-in makes one object per
 * specifier the tree uses.
 */
#ifndef _PLATDEV_SIM_STANDIN_SPECS_H
#define _PLATDEV_SIM_STANDIN_SPECS_H

#include <linux/device.h>
#include <linux/of.h>

/**
 * struct standin_spec - one specifier of a provider node
 * @args: its cells
 * @count: how many
 */
struct standin_spec {
	u32 args[MAX_PHANDLE_ARGS];
	int count;
};

/**
 * standin_specs_collect() - the distinct specifiers of @np in every
 * node's @list property (@cells names the provider's cell count)
 * @dev: the stand-in's device: the array is device-managed
 * @np: the provider node
 * @list: "phys", "power-domains", "dmas", "mboxes"...
 * @cells: "#phy-cells"...
 * @specs: set to the array (NULL when there is none)
 *
 * Return: how many, or -ENOMEM.
 */
int standin_specs_collect(struct device *dev, struct device_node *np,
			  const char *list, const char *cells,
			  struct standin_spec **specs);

/**
 * standin_spec_find() - the index in @specs of @args's cells, or -ENOENT
 */
int standin_spec_find(const struct standin_spec *specs, int n,
		      const struct of_phandle_args *args);

/**
 * standin_spec_name() - "3", "1 2", "" (no cells): @spec's cells, for
 * names and records, device-managed; NULL without memory
 */
char *standin_spec_name(struct device *dev, const struct standin_spec *spec);

#endif /* _PLATDEV_SIM_STANDIN_SPECS_H */
