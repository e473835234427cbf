/* SPDX-License-Identifier: MIT */
/*
 * linux/pinctrl/machine.h - the mapping tables of board code: which
 * device, in which state, gets which group muxed to which function or
 * which configuration on a pin or group, of which pin controller. The
 * device tree's "pinctrl-N" give the same maps through the controller's
 * dt_node_to_map().
 */
#ifndef _PLATDEV_LINUX_PINCTRL_MACHINE_H
#define _PLATDEV_LINUX_PINCTRL_MACHINE_H

#include <linux/array_size.h>
#include <linux/kconfig.h>
#include <linux/pinctrl/pinctrl-state.h>

/* What an entry of a mapping table sets. */
enum pinctrl_map_type {
	PIN_MAP_TYPE_INVALID,
	PIN_MAP_TYPE_DUMMY_STATE,
	PIN_MAP_TYPE_MUX_GROUP,
	PIN_MAP_TYPE_CONFIGS_PIN,
	PIN_MAP_TYPE_CONFIGS_GROUP,
};

/**
 * struct pinctrl_map_mux - a group muxed to a function
 * @group: the group's name; NULL: the function's first group
 * @function: the function's name
 */
struct pinctrl_map_mux {
	const char *group;
	const char *function;
};

/**
 * struct pinctrl_map_configs - configurations of a pin or group
 * @group_or_pin: its name
 * @configs: the packed configurations (pinconf_to_config_packed())
 * @num_configs: entries of @configs
 */
struct pinctrl_map_configs {
	const char *group_or_pin;
	unsigned long *configs;
	unsigned int num_configs;
};

/**
 * struct pinctrl_map - one entry of a mapping table
 * @dev_name: the device (dev_name()) whose state this is
 * @name: the state's name ("default", ...)
 * @type: what the entry sets
 * @ctrl_dev_name: the pin controller's device name
 * @data: the mux or the configurations
 */
struct pinctrl_map {
	const char *dev_name;
	const char *name;
	enum pinctrl_map_type type;
	const char *ctrl_dev_name;
	union {
		struct pinctrl_map_mux mux;
		struct pinctrl_map_configs configs;
	} data;
};

#define PIN_MAP_DUMMY_STATE(dev, state)          \
	{                                        \
		.dev_name = dev, .name = state,  \
		.type = PIN_MAP_TYPE_DUMMY_STATE \
	}

#define PIN_MAP_MUX_GROUP(dev, state, pinctrl, grp, func)                 \
	{                                                                 \
		.dev_name = dev, .name = state,                           \
		.type = PIN_MAP_TYPE_MUX_GROUP, .ctrl_dev_name = pinctrl, \
		.data.mux = {                                             \
			.group = grp,                                     \
			.function = func                                  \
		}                                                         \
	}
#define PIN_MAP_MUX_GROUP_DEFAULT(dev, pinctrl, grp, func) \
	PIN_MAP_MUX_GROUP(dev, PINCTRL_STATE_DEFAULT, pinctrl, grp, func)
#define PIN_MAP_MUX_GROUP_HOG(dev, state, grp, func) \
	PIN_MAP_MUX_GROUP(dev, state, dev, grp, func)
#define PIN_MAP_MUX_GROUP_HOG_DEFAULT(dev, grp, func) \
	PIN_MAP_MUX_GROUP(dev, PINCTRL_STATE_DEFAULT, dev, grp, func)

#define __PIN_MAP_CONFIGS(dev, state, pinctrl, type_, what, cfgs) \
	{                                                         \
		.dev_name = dev, .name = state, .type = type_,    \
		.ctrl_dev_name = pinctrl, .data.configs = {       \
			.group_or_pin = what,                     \
			.configs = cfgs,                          \
			.num_configs = ARRAY_SIZE(cfgs)           \
		}                                                 \
	}
#define PIN_MAP_CONFIGS_PIN(dev, state, pinctrl, pin, cfgs)                   \
	__PIN_MAP_CONFIGS(dev, state, pinctrl, PIN_MAP_TYPE_CONFIGS_PIN, pin, \
			  cfgs)
#define PIN_MAP_CONFIGS_PIN_DEFAULT(dev, pinctrl, pin, cfgs) \
	PIN_MAP_CONFIGS_PIN(dev, PINCTRL_STATE_DEFAULT, pinctrl, pin, cfgs)
#define PIN_MAP_CONFIGS_PIN_HOG(dev, state, pin, cfgs) \
	PIN_MAP_CONFIGS_PIN(dev, state, dev, pin, cfgs)
#define PIN_MAP_CONFIGS_PIN_HOG_DEFAULT(dev, pin, cfgs) \
	PIN_MAP_CONFIGS_PIN(dev, PINCTRL_STATE_DEFAULT, dev, pin, cfgs)
#define PIN_MAP_CONFIGS_GROUP(dev, state, pinctrl, grp, cfgs)              \
	__PIN_MAP_CONFIGS(dev, state, pinctrl, PIN_MAP_TYPE_CONFIGS_GROUP, \
			  grp, cfgs)
#define PIN_MAP_CONFIGS_GROUP_DEFAULT(dev, pinctrl, grp, cfgs) \
	PIN_MAP_CONFIGS_GROUP(dev, PINCTRL_STATE_DEFAULT, pinctrl, grp, cfgs)
#define PIN_MAP_CONFIGS_GROUP_HOG(dev, state, grp, cfgs) \
	PIN_MAP_CONFIGS_GROUP(dev, state, dev, grp, cfgs)
#define PIN_MAP_CONFIGS_GROUP_HOG_DEFAULT(dev, grp, cfgs) \
	PIN_MAP_CONFIGS_GROUP(dev, PINCTRL_STATE_DEFAULT, dev, grp, cfgs)

#ifdef CONFIG_PINCTRL
/**
 * pinctrl_register_mappings() - add a mapping table (kept, not copied)
 * Return: 0, -EINVAL for an entry without device, state or controller
 * name, or of an unknown type, -ENOMEM.
 */
int pinctrl_register_mappings(const struct pinctrl_map *map,
			      unsigned int num_maps);
/** pinctrl_unregister_mappings() - remove a table added before */
void pinctrl_unregister_mappings(const struct pinctrl_map *map);
/** pinctrl_provide_dummies() - a device without states gets empty ones */
void pinctrl_provide_dummies(void);
#else
static inline int pinctrl_register_mappings(const struct pinctrl_map *map,
					    unsigned int num_maps)
{
	(void)map;
	(void)num_maps;
	return 0;
}

static inline void pinctrl_unregister_mappings(const struct pinctrl_map *map)
{
	(void)map;
}

static inline void pinctrl_provide_dummies(void)
{
}
#endif

#endif /* _PLATDEV_LINUX_PINCTRL_MACHINE_H */
