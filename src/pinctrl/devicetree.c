// SPDX-License-Identifier: MIT
/*
 * devicetree.c - the pin lists of drivers such as pinctrl-single: a
 * configuration node's property of entries, each a pin index followed by
 * the "#pinctrl-cells" of its controller (the node's parent) - the calls
 * Linux's drivers/pinctrl/devicetree.h declares.
 */
#include <linux/errno.h>
#include <linux/of.h>
#include <platdev/features.h>

#include "pinctrl/core.h"

/*
 * @np's @list_name with its controller's cells per entry (besides the
 * index). Return: 0, -ENOENT for no list or no "#pinctrl-cells".
 */
static int pin_list(const struct device_node *np, const char *list_name,
		    const __be32 **list, u32 *cells, int *entries)
{
	int size;

	if (!platdev_has(PLATDEV_FEAT_OF) || !np)
		return -ENOENT;
	*list = of_get_property(np, list_name, &size);
	if (!*list)
		return -ENOENT;
	if (!np->parent ||
	    of_property_read_u32(np->parent, "#pinctrl-cells", cells))
		return -ENOENT;
	*entries = (int)((u32)size / sizeof(**list) / (*cells + 1));
	return 0;
}

/**
 * pinctrl_count_index_with_args() - how many entries @list_name holds
 * Return: the count, or -ENOENT.
 */
int pinctrl_count_index_with_args(const struct device_node *np,
				  const char *list_name)
{
	const __be32 *list;
	int entries, ret;
	u32 cells;

	ret = pin_list(np, list_name, &list, &cells, &entries);
	return ret ? ret : entries;
}

/**
 * pinctrl_parse_index_with_args() - entry @index of @list_name: its pin
 * index in args[0], its cells after
 * Return: 0, -ENOENT, -EINVAL for an index past the end or more cells than
 * struct of_phandle_args holds.
 */
int pinctrl_parse_index_with_args(const struct device_node *np,
				  const char *list_name, int index,
				  struct of_phandle_args *out_args)
{
	const __be32 *list;
	int entries, ret;
	u32 cells, i;

	ret = pin_list(np, list_name, &list, &cells, &entries);
	if (ret)
		return ret;
	if (index < 0 || index >= entries || cells + 1 > MAX_PHANDLE_ARGS)
		return -EINVAL;
	list += (u32)index * (cells + 1);
	for (i = 0; i <= cells; i++)
		out_args->args[i] = be32_to_cpup(list + i);
	out_args->args_count = (int)cells + 1;
	out_args->np = (struct device_node *)np;
	return 0;
}
