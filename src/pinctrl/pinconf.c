// SPDX-License-Identifier: MIT
/*
 * pinconf.c - configuring pins: a map's configurations of a pin or group
 * handed to the driver's pin_config_set()/pin_config_group_set(); and the
 * generic configurations of the device tree ("bias-pull-up",
 * "drive-strength", ...) parsed into packed values and maps
 * (linux/pinctrl/pinconf-generic.h).
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/of.h>
#include <linux/pinctrl/pinconf-generic.h>
#include <linux/pinctrl/pinconf.h>
#include <linux/pinctrl/pinctrl.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <platdev/features.h>

#include "pinctrl/core.h"

/** pinconf_check_ops() - a configuring driver can set pins or groups */
int pinconf_check_ops(struct pinctrl_dev *pctldev)
{
	const struct pinconf_ops *ops = pctldev->desc->confops;

	if (!ops->pin_config_set && !ops->pin_config_group_set)
		return -EINVAL;
	return 0;
}

/**
 * pinconf_map_to_setting() - the pin or group of a configuration map
 * Return: 0, -EINVAL for no such pin or group.
 */
int pinconf_map_to_setting(const struct pinctrl_map *map,
			   struct pinctrl_setting *setting)
{
	struct pinctrl_dev *pctldev = setting->pctldev;
	int sel;

	if (map->type == PIN_MAP_TYPE_CONFIGS_PIN) {
		sel = pin_get_from_name(pctldev,
					map->data.configs.group_or_pin);
		if (sel < 0)
			dev_err(pctldev->dev,
				"could not map pin config for %s\n",
				map->data.configs.group_or_pin);
	} else if (map->type == PIN_MAP_TYPE_CONFIGS_GROUP) {
		sel = pinctrl_get_group_selector(
			pctldev, map->data.configs.group_or_pin);
	} else {
		sel = -EINVAL;
	}
	if (sel < 0)
		return sel;
	setting->data.configs.group_or_pin = (unsigned int)sel;
	setting->data.configs.configs = map->data.configs.configs;
	setting->data.configs.num_configs = map->data.configs.num_configs;
	return 0;
}

/**
 * pinconf_apply_setting() - hand the configurations to the driver
 * Return: 0, -ENOTSUPP for a driver without the call, or its error.
 */
int pinconf_apply_setting(const struct pinctrl_setting *setting)
{
	struct pinctrl_dev *pctldev = setting->pctldev;
	const struct pinconf_ops *ops = pctldev->desc->confops;
	const struct pinctrl_setting_configs *c = &setting->data.configs;

	if (!ops) {
		dev_err(pctldev->dev, "missing confops\n");
		return -EINVAL;
	}
	if (setting->type == PIN_MAP_TYPE_CONFIGS_PIN) {
		if (!ops->pin_config_set)
			return -ENOTSUPP;
		return ops->pin_config_set(pctldev, c->group_or_pin, c->configs,
					   c->num_configs);
	}
	if (!ops->pin_config_group_set)
		return -ENOTSUPP;
	return ops->pin_config_group_set(pctldev, c->group_or_pin, c->configs,
					 c->num_configs);
}

/** pinconf_set_config() - configurations of one pin (a GPIO line's) */
int pinconf_set_config(struct pinctrl_dev *pctldev, unsigned int pin,
		       unsigned long *configs, size_t nconfigs)
{
	const struct pinconf_ops *ops = pctldev->desc->confops;

	if (!ops || !ops->pin_config_set)
		return -ENOTSUPP;
	return ops->pin_config_set(pctldev, pin, configs,
				   (unsigned int)nconfigs);
}

/* --- the device tree's generic properties -------------------------------- */

/* The properties of Linux's bindings, with the argument of a bare one. */
static const struct pinconf_generic_params dt_params[] = {
	{ "bias-bus-hold", PIN_CONFIG_BIAS_BUS_HOLD, 0 },
	{ "bias-disable", PIN_CONFIG_BIAS_DISABLE, 0 },
	{ "bias-high-impedance", PIN_CONFIG_BIAS_HIGH_IMPEDANCE, 0 },
	{ "bias-pull-up", PIN_CONFIG_BIAS_PULL_UP, 1 },
	{ "bias-pull-pin-default", PIN_CONFIG_BIAS_PULL_PIN_DEFAULT, 1 },
	{ "bias-pull-down", PIN_CONFIG_BIAS_PULL_DOWN, 1 },
	{ "drive-open-drain", PIN_CONFIG_DRIVE_OPEN_DRAIN, 0 },
	{ "drive-open-source", PIN_CONFIG_DRIVE_OPEN_SOURCE, 0 },
	{ "drive-push-pull", PIN_CONFIG_DRIVE_PUSH_PULL, 0 },
	{ "drive-strength", PIN_CONFIG_DRIVE_STRENGTH, 0 },
	{ "drive-strength-microamp", PIN_CONFIG_DRIVE_STRENGTH_UA, 0 },
	{ "input-debounce", PIN_CONFIG_INPUT_DEBOUNCE, 0 },
	{ "input-disable", PIN_CONFIG_INPUT_ENABLE, 0 },
	{ "input-enable", PIN_CONFIG_INPUT_ENABLE, 1 },
	{ "input-schmitt", PIN_CONFIG_INPUT_SCHMITT, 0 },
	{ "input-schmitt-disable", PIN_CONFIG_INPUT_SCHMITT_ENABLE, 0 },
	{ "input-schmitt-enable", PIN_CONFIG_INPUT_SCHMITT_ENABLE, 1 },
	{ "input-schmitt-microvolt", PIN_CONFIG_INPUT_SCHMITT_UV, 0 },
	{ "low-power-disable", PIN_CONFIG_MODE_LOW_POWER, 0 },
	{ "low-power-enable", PIN_CONFIG_MODE_LOW_POWER, 1 },
	{ "output-disable", PIN_CONFIG_OUTPUT_ENABLE, 0 },
	{ "output-enable", PIN_CONFIG_OUTPUT_ENABLE, 1 },
	{ "output-high", PIN_CONFIG_OUTPUT, 1 },
	{ "output-impedance-ohms", PIN_CONFIG_OUTPUT_IMPEDANCE_OHMS, 0 },
	{ "output-low", PIN_CONFIG_OUTPUT, 0 },
	{ "power-source", PIN_CONFIG_POWER_SOURCE, 0 },
	{ "sleep-hardware-state", PIN_CONFIG_SLEEP_HARDWARE_STATE, 0 },
	{ "slew-rate", PIN_CONFIG_SLEW_RATE, 0 },
	{ "skew-delay", PIN_CONFIG_SKEW_DELAY, 0 },
};

/*
 * Append to @cfg (room for @max, @n used) the configurations of the
 * properties of @params that @np has. Return: how many @cfg holds now.
 */
static unsigned int parse_params(const struct device_node *np,
				 const struct pinconf_generic_params *params,
				 unsigned int count, unsigned long *cfg,
				 unsigned int n)
{
	unsigned int i;

	for (i = 0; i < count; i++) {
		u32 val;
		int ret = of_property_read_u32(np, params[i].property, &val);

		if (ret == -EINVAL)
			continue; /* absent */
		if (ret)
			val = params[i].default_value; /* present, no value */
		cfg[n++] = pinconf_to_config_packed(params[i].param, val);
	}
	return n;
}

int pinconf_generic_parse_dt_config(struct device_node *np,
				    struct pinctrl_dev *pctldev,
				    unsigned long **configs,
				    unsigned int *nconfigs)
{
	const struct pinctrl_desc *desc = pctldev ? pctldev->desc : NULL;
	unsigned int max = ARRAY_SIZE(dt_params), n;
	unsigned long *cfg;

	*configs = NULL;
	*nconfigs = 0;
	if (!platdev_has(PLATDEV_FEAT_OF) || !np)
		return -EINVAL;
	if (desc && desc->num_custom_params && desc->custom_params)
		max += desc->num_custom_params;
	cfg = kcalloc(max, sizeof(*cfg), GFP_KERNEL);
	if (!cfg)
		return -ENOMEM;
	n = parse_params(np, dt_params, ARRAY_SIZE(dt_params), cfg, 0);
	if (desc && desc->num_custom_params && desc->custom_params)
		n = parse_params(np, desc->custom_params,
				 desc->num_custom_params, cfg, n);
	if (!n) {
		kfree(cfg);
		return 0;
	}
	*configs = kmemdup(cfg, n * sizeof(*cfg), GFP_KERNEL);
	kfree(cfg);
	if (!*configs)
		return -ENOMEM;
	*nconfigs = n;
	return 0;
}

void pinconf_generic_dt_free_map(struct pinctrl_dev *pctldev,
				 struct pinctrl_map *map, unsigned int num_maps)
{
	pinctrl_utils_free_map(pctldev, map, num_maps);
}

int pinconf_generic_dt_subnode_to_map(struct pinctrl_dev *pctldev,
				      struct device_node *np,
				      struct pinctrl_map **map,
				      unsigned int *reserved_maps,
				      unsigned int *num_maps,
				      enum pinctrl_map_type type)
{
	const char *target = "pins", *function = NULL, *name;
	unsigned long *configs = NULL;
	unsigned int nconfigs = 0, reserve;
	int count, ret, i;

	count = of_property_count_strings(np, "pins");
	if (count < 0) {
		count = of_property_count_strings(np, "groups");
		if (count < 0)
			return 0; /* neither: nothing of ours here */
		target = "groups";
		if (type == PIN_MAP_TYPE_INVALID)
			type = PIN_MAP_TYPE_CONFIGS_GROUP;
	} else if (type == PIN_MAP_TYPE_INVALID) {
		type = PIN_MAP_TYPE_CONFIGS_PIN;
	}
	ret = of_property_read_string(np, "function", &function);
	if (ret < 0 && ret != -EINVAL)
		return ret;
	if (ret < 0)
		function = NULL;
	ret = pinconf_generic_parse_dt_config(np, pctldev, &configs, &nconfigs);
	if (ret < 0)
		return ret;
	reserve = (function ? 1 : 0) + (nconfigs ? 1 : 0);
	reserve *= (unsigned int)count;
	ret = pinctrl_utils_reserve_map(pctldev, map, reserved_maps, num_maps,
					reserve);
	for (i = 0; !ret && i < count; i++) {
		ret = of_property_read_string_index(np, target, i, &name);
		if (!ret && function)
			ret = pinctrl_utils_add_map_mux(pctldev, map,
							reserved_maps, num_maps,
							name, function);
		if (!ret && nconfigs)
			ret = pinctrl_utils_add_map_configs(
				pctldev, map, reserved_maps, num_maps, name,
				configs, nconfigs, type);
	}
	kfree(configs);
	return ret < 0 ? ret : 0;
}

int pinconf_generic_dt_node_to_map(struct pinctrl_dev *pctldev,
				   struct device_node *np_config,
				   struct pinctrl_map **map,
				   unsigned int *num_maps,
				   enum pinctrl_map_type type)
{
	unsigned int reserved = 0;
	struct device_node *child;
	int ret;

	*map = NULL;
	*num_maps = 0;
	ret = pinconf_generic_dt_subnode_to_map(pctldev, np_config, map,
						&reserved, num_maps, type);
	if (ret)
		goto fail;
	for_each_available_child_of_node(np_config, child) {
		ret = pinconf_generic_dt_subnode_to_map(
			pctldev, child, map, &reserved, num_maps, type);
		if (ret) {
			of_node_put(child);
			goto fail;
		}
	}
	return 0;
fail:
	pinconf_generic_dt_free_map(pctldev, *map, *num_maps);
	*map = NULL;
	*num_maps = 0;
	return ret;
}
