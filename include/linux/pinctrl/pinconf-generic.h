/* SPDX-License-Identifier: MIT */
/*
 * linux/pinctrl/pinconf-generic.h - the generic pin configurations: a
 * parameter (enum pin_config_param) and a 24-bit argument packed in an
 * unsigned long, the device tree's "bias-pull-up", "drive-strength", ...
 * properties that give them, and the dt_node_to_map() of a driver that
 * uses them.
 */
#ifndef _PLATDEV_LINUX_PINCTRL_PINCONF_GENERIC_H
#define _PLATDEV_LINUX_PINCTRL_PINCONF_GENERIC_H

#include <linux/pinctrl/machine.h>
#include <linux/types.h>

struct device_node;
struct pinctrl_dev;
struct pinctrl_map;

/*
 * The generic parameters, in Linux's order (their values are ABI of the
 * packed configurations). The argument of each, as Linux documents it:
 * ohms for the pulls (1: "on, the pin's default"), mA for drive strength,
 * uA for DRIVE_STRENGTH_UA, usecs for debounce, 0/1 for the enables, the
 * level for OUTPUT, a driver-defined value for the rest. PIN_CONFIG_END
 * and above are a driver's own.
 */
enum pin_config_param {
	PIN_CONFIG_BIAS_BUS_HOLD,
	PIN_CONFIG_BIAS_DISABLE,
	PIN_CONFIG_BIAS_HIGH_IMPEDANCE,
	PIN_CONFIG_BIAS_PULL_DOWN,
	PIN_CONFIG_BIAS_PULL_PIN_DEFAULT,
	PIN_CONFIG_BIAS_PULL_UP,
	PIN_CONFIG_DRIVE_OPEN_DRAIN,
	PIN_CONFIG_DRIVE_OPEN_SOURCE,
	PIN_CONFIG_DRIVE_PUSH_PULL,
	PIN_CONFIG_DRIVE_STRENGTH,
	PIN_CONFIG_DRIVE_STRENGTH_UA,
	PIN_CONFIG_INPUT_DEBOUNCE,
	PIN_CONFIG_INPUT_ENABLE,
	PIN_CONFIG_INPUT_SCHMITT,
	PIN_CONFIG_INPUT_SCHMITT_ENABLE,
	PIN_CONFIG_INPUT_SCHMITT_UV,
	PIN_CONFIG_MODE_LOW_POWER,
	PIN_CONFIG_MODE_PWM,
	PIN_CONFIG_OUTPUT,
	PIN_CONFIG_OUTPUT_ENABLE,
	PIN_CONFIG_OUTPUT_IMPEDANCE_OHMS,
	PIN_CONFIG_PERSIST_STATE,
	PIN_CONFIG_POWER_SOURCE,
	PIN_CONFIG_SKEW_DELAY,
	PIN_CONFIG_SLEEP_HARDWARE_STATE,
	PIN_CONFIG_SLEW_RATE,
	PIN_CONFIG_END = 0x7F,
	PIN_CONFIG_MAX = 0xFF,
};

/* The parameter in the low 8 bits, the argument in the 24 above. */
#define PIN_CONF_PACKED(p, a) ((a << 8) | ((unsigned long)p & 0xffUL))

/** pinconf_to_config_param() - the parameter of a packed configuration */
static inline enum pin_config_param
pinconf_to_config_param(unsigned long config)
{
	return (enum pin_config_param)(config & 0xffUL);
}

/** pinconf_to_config_argument() - the argument of a packed configuration */
static inline u32 pinconf_to_config_argument(unsigned long config)
{
	return (u32)((config >> 8) & 0xffffffUL);
}

/** pinconf_to_config_packed() - pack @param with @argument */
static inline unsigned long
pinconf_to_config_packed(enum pin_config_param param, u32 argument)
{
	return PIN_CONF_PACKED(param, argument);
}

#define PCONFDUMP(a, b, c, d)                                       \
	{                                                           \
		.param = a, .display = b, .format = c, .has_arg = d \
	}

/**
 * struct pin_config_item - how debugfs shows a parameter (kept for the
 * drivers that fill it; nothing shows it here)
 * @param: the parameter
 * @display: its name
 * @format: its argument's unit
 * @has_arg: whether it has an argument
 */
struct pin_config_item {
	const enum pin_config_param param;
	const char *const display;
	const char *const format;
	bool has_arg;
};

/**
 * struct pinconf_generic_params - a device-tree property of a parameter
 * @property: its name
 * @param: the parameter it sets
 * @default_value: the argument when the property has no value
 */
struct pinconf_generic_params {
	const char *const property;
	enum pin_config_param param;
	u32 default_value;
};

/**
 * pinconf_generic_dt_subnode_to_map() - the maps of one configuration node
 * @pctldev: the controller
 * @np: the node: "pins" or "groups" (or "pinmux"), "function", and generic
 *      configuration properties
 * @map: the map array, grown as needed (krealloc)
 * @reserved_maps: its allocated entries
 * @num_maps: its used entries
 * @type: PIN_MAP_TYPE_CONFIGS_PIN or _GROUP; PIN_MAP_TYPE_INVALID: "pins"
 *        names pins, "groups" groups
 *
 * Return: 0, -EINVAL for a node naming neither pins nor groups (with
 * configurations), -ENOMEM.
 */
int pinconf_generic_dt_subnode_to_map(struct pinctrl_dev *pctldev,
				      struct device_node *np,
				      struct pinctrl_map **map,
				      unsigned int *reserved_maps,
				      unsigned int *num_maps,
				      enum pinctrl_map_type type);
/**
 * pinconf_generic_dt_node_to_map() - the maps of a node and its children,
 * a pinctrl_ops.dt_node_to_map() for generic drivers
 * Return: 0 or an error of pinconf_generic_dt_subnode_to_map() (nothing
 * is left allocated then).
 */
int pinconf_generic_dt_node_to_map(struct pinctrl_dev *pctldev,
				   struct device_node *np_config,
				   struct pinctrl_map **map,
				   unsigned int *num_maps,
				   enum pinctrl_map_type type);
/** pinconf_generic_dt_free_map() - free what the above made */
void pinconf_generic_dt_free_map(struct pinctrl_dev *pctldev,
				 struct pinctrl_map *map,
				 unsigned int num_maps);

static inline int pinconf_generic_dt_node_to_map_group(
	struct pinctrl_dev *pctldev, struct device_node *np_config,
	struct pinctrl_map **map, unsigned int *num_maps)
{
	return pinconf_generic_dt_node_to_map(pctldev, np_config, map, num_maps,
					      PIN_MAP_TYPE_CONFIGS_GROUP);
}

static inline int pinconf_generic_dt_node_to_map_pin(
	struct pinctrl_dev *pctldev, struct device_node *np_config,
	struct pinctrl_map **map, unsigned int *num_maps)
{
	return pinconf_generic_dt_node_to_map(pctldev, np_config, map, num_maps,
					      PIN_MAP_TYPE_CONFIGS_PIN);
}

/* "pins" are pins and "groups" groups, in one node. */
static inline int pinconf_generic_dt_node_to_map_all(
	struct pinctrl_dev *pctldev, struct device_node *np_config,
	struct pinctrl_map **map, unsigned int *num_maps)
{
	return pinconf_generic_dt_node_to_map(pctldev, np_config, map, num_maps,
					      PIN_MAP_TYPE_INVALID);
}

/**
 * pinconf_generic_parse_dt_config() - the generic configurations of a node
 * (Linux declares it in drivers/pinctrl/pinconf.h; here too)
 * @np: the node
 * @pctldev: its controller, for the driver's custom parameters (or NULL)
 * @configs: receives a kmalloc'ed array (NULL when there are none)
 * @nconfigs: receives its entries
 * Return: 0, -ENOMEM.
 */
int pinconf_generic_parse_dt_config(struct device_node *np,
				    struct pinctrl_dev *pctldev,
				    unsigned long **configs,
				    unsigned int *nconfigs);

#endif /* _PLATDEV_LINUX_PINCTRL_PINCONF_GENERIC_H */
