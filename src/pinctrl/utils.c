// SPDX-License-Identifier: MIT
/*
 * utils.c - building the map arrays of a dt_node_to_map(): the calls
 * Linux's drivers/pinctrl/pinctrl-utils.h declares (reserve room, add a
 * mux or a configuration map, grow a configuration array, free it all),
 * and pin_get_name().
 */
#include <linux/errno.h>
#include <linux/pinctrl/machine.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "pinctrl/core.h"

/** pin_get_name() - the name of pin @pin, or NULL for no such pin */
const char *pin_get_name(struct pinctrl_dev *pctldev, const unsigned int pin)
{
	const struct pin_desc *desc = pin_desc_get(pctldev, pin);

	return desc ? desc->name : NULL;
}

/**
 * pinctrl_utils_reserve_map() - room for @reserve more maps after
 * *@num_maps in *@map (krealloc'ed, new entries zeroed)
 * Return: 0, -ENOMEM (*@map unchanged).
 */
int pinctrl_utils_reserve_map(struct pinctrl_dev *pctldev,
			      struct pinctrl_map **map,
			      unsigned int *reserved_maps,
			      unsigned int *num_maps, unsigned int reserve)
{
	unsigned int want = *num_maps + reserve;
	struct pinctrl_map *m;

	(void)pctldev;
	if (*reserved_maps >= want)
		return 0;
	m = krealloc(*map, want * sizeof(*m), GFP_KERNEL);
	if (!m)
		return -ENOMEM;
	memset(m + *reserved_maps, 0, (want - *reserved_maps) * sizeof(*m));
	*map = m;
	*reserved_maps = want;
	return 0;
}

/**
 * pinctrl_utils_add_map_mux() - append a mux map of @group to @function
 * Return: 0, -ENOSPC when no room was reserved.
 */
int pinctrl_utils_add_map_mux(struct pinctrl_dev *pctldev,
			      struct pinctrl_map **map,
			      unsigned int *reserved_maps,
			      unsigned int *num_maps, const char *group,
			      const char *function)
{
	struct pinctrl_map *m;

	(void)pctldev;
	if (*num_maps == *reserved_maps)
		return -ENOSPC;
	m = &(*map)[(*num_maps)++];
	m->type = PIN_MAP_TYPE_MUX_GROUP;
	m->data.mux.group = group;
	m->data.mux.function = function;
	return 0;
}

/**
 * pinctrl_utils_add_map_configs() - append a map of a copy of @configs
 * for @group (a pin or group name, by @type)
 * Return: 0, -ENOSPC when no room was reserved, -ENOMEM.
 */
int pinctrl_utils_add_map_configs(struct pinctrl_dev *pctldev,
				  struct pinctrl_map **map,
				  unsigned int *reserved_maps,
				  unsigned int *num_maps, const char *group,
				  unsigned long *configs,
				  unsigned int num_configs,
				  enum pinctrl_map_type type)
{
	unsigned long *dup;
	struct pinctrl_map *m;

	(void)pctldev;
	if (*num_maps == *reserved_maps)
		return -ENOSPC;
	dup = kmemdup(configs, num_configs * sizeof(*dup), GFP_KERNEL);
	if (!dup)
		return -ENOMEM;
	m = &(*map)[(*num_maps)++];
	m->type = type;
	m->data.configs.group_or_pin = group;
	m->data.configs.configs = dup;
	m->data.configs.num_configs = num_configs;
	return 0;
}

/**
 * pinctrl_utils_add_config() - append @config to the krealloc'ed array
 * *@configs of *@num_configs
 * Return: 0, -ENOMEM (the array unchanged).
 */
int pinctrl_utils_add_config(struct pinctrl_dev *pctldev,
			     unsigned long **configs, unsigned int *num_configs,
			     unsigned long config)
{
	unsigned long *c;

	(void)pctldev;
	c = krealloc(*configs, (*num_configs + 1) * sizeof(*c), GFP_KERNEL);
	if (!c)
		return -ENOMEM;
	c[(*num_configs)++] = config;
	*configs = c;
	return 0;
}

/** pinctrl_utils_free_map() - free the maps and their configurations */
void pinctrl_utils_free_map(struct pinctrl_dev *pctldev,
			    struct pinctrl_map *map, unsigned int num_maps)
{
	unsigned int i;

	(void)pctldev;
	for (i = 0; i < num_maps; i++)
		if (map[i].type == PIN_MAP_TYPE_CONFIGS_PIN ||
		    map[i].type == PIN_MAP_TYPE_CONFIGS_GROUP)
			kfree(map[i].data.configs.configs);
	kfree(map);
}
