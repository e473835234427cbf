/* SPDX-License-Identifier: MIT */
/*
 * linux/pinctrl/pinctrl.h - registering a pin controller: its pins, its
 * groups of pins (struct pinctrl_ops), with struct pinmux_ops and struct
 * pinconf_ops for muxing and configuring them, and the GPIO ranges that
 * say which GPIO lines sit on which pins.
 */
#ifndef _PLATDEV_LINUX_PINCTRL_PINCTRL_H
#define _PLATDEV_LINUX_PINCTRL_PINCTRL_H

#include <linux/kconfig.h>
#include <linux/list.h>
#include <linux/types.h>

struct device;
struct device_node;
struct gpio_chip;
struct module;
struct pin_config_item;
struct pinconf_generic_params;
struct pinconf_ops;
struct pinctrl_dev;
struct pinctrl_map;
struct pinmux_ops;
struct seq_file;

/**
 * struct pingroup - a named group of pins
 * @name: its name
 * @pins: the pin numbers
 * @npins: entries of @pins
 */
struct pingroup {
	const char *name;
	const unsigned int *pins;
	size_t npins;
};

#define PINCTRL_PINGROUP(_name, _pins, _npins) \
	((struct pingroup){ .name = _name, .pins = _pins, .npins = _npins })

/**
 * struct pinctrl_pin_desc - a pin the controller has
 * @number: its number in the controller's pin space
 * @name: its name (NULL: "PIN<number>" is made)
 * @drv_data: the driver's
 */
struct pinctrl_pin_desc {
	unsigned int number;
	const char *name;
	void *drv_data;
};

#define PINCTRL_PIN(a, b)              \
	{                              \
		.number = a, .name = b \
	}
#define PINCTRL_PIN_ANON(a) \
	{                   \
		.number = a \
	}

/**
 * struct pinctrl_gpio_range - GPIO lines on pins of a controller
 * @node: on the controller's list
 * @name: its name
 * @id: the chip's id
 * @base: the first GPIO number (global numbering)
 * @pin_base: the first pin, when @pins is NULL
 * @npins: how many lines
 * @pins: the pin of each line, or NULL for consecutive pins from @pin_base
 * @gc: the chip whose lines these are (its offsets from 0), or NULL
 */
struct pinctrl_gpio_range {
	struct list_head node;
	const char *name;
	unsigned int id;
	unsigned int base;
	unsigned int pin_base;
	unsigned int npins;
	unsigned int const *pins;
	struct gpio_chip *gc;
};

/**
 * struct pinctrl_ops - a driver's groups and device-tree parsing
 * @get_groups_count: how many groups
 * @get_group_name: group @selector's name
 * @get_group_pins: group @selector's pins
 * @pin_dbg_show: debugfs (never called here)
 * @dt_node_to_map: the maps of a pin configuration node
 * @dt_free_map: free what @dt_node_to_map made
 */
struct pinctrl_ops {
	int (*get_groups_count)(struct pinctrl_dev *pctldev);
	const char *(*get_group_name)(struct pinctrl_dev *pctldev,
				      unsigned int selector);
	int (*get_group_pins)(struct pinctrl_dev *pctldev,
			      unsigned int selector, const unsigned int **pins,
			      unsigned int *num_pins);
	void (*pin_dbg_show)(struct pinctrl_dev *pctldev, struct seq_file *s,
			     unsigned int offset);
	int (*dt_node_to_map)(struct pinctrl_dev *pctldev,
			      struct device_node *np_config,
			      struct pinctrl_map **map, unsigned int *num_maps);
	void (*dt_free_map)(struct pinctrl_dev *pctldev,
			    struct pinctrl_map *map, unsigned int num_maps);
};

/**
 * struct pinctrl_desc - a pin controller, as its driver describes it
 * @name: its name
 * @pins: its pins
 * @npins: entries of @pins
 * @pctlops: group calls
 * @pmxops: muxing calls, or NULL
 * @confops: configuration calls, or NULL
 * @owner: the module
 * @num_custom_params: entries of @custom_params
 * @custom_params: the driver's own device-tree configuration properties
 * @custom_conf_items: their debugfs names (unused here)
 * @link_consumers: link each consumer to the controller (device links)
 */
struct pinctrl_desc {
	const char *name;
	const struct pinctrl_pin_desc *pins;
	unsigned int npins;
	const struct pinctrl_ops *pctlops;
	const struct pinmux_ops *pmxops;
	const struct pinconf_ops *confops;
	struct module *owner;
#ifdef CONFIG_GENERIC_PINCONF
	unsigned int num_custom_params;
	const struct pinconf_generic_params *custom_params;
	const struct pin_config_item *custom_conf_items;
#endif
	bool link_consumers;
};

/**
 * pinctrl_register_and_init() - register a pin controller, not enabled yet
 * @pctldesc: its description (kept)
 * @dev: the controller's device
 * @driver_data: for pinctrl_dev_get_drvdata()
 * @pctldev: receives the controller
 *
 * The driver adds its groups and functions, then calls pinctrl_enable().
 * Return: 0, -EINVAL for a description without name, ops or with a pin
 * twice, or missing a mandatory op, -ENOMEM.
 */
int pinctrl_register_and_init(struct pinctrl_desc *pctldesc, struct device *dev,
			      void *driver_data, struct pinctrl_dev **pctldev);
/**
 * pinctrl_enable() - make a registered controller available: its hogs are
 * selected and its consumers waiting for it probe again
 * Return: 0, or the error of selecting its hogs.
 */
int pinctrl_enable(struct pinctrl_dev *pctldev);
/** pinctrl_register() - register and enable; an error pointer on failure */
struct pinctrl_dev *pinctrl_register(struct pinctrl_desc *pctldesc,
				     struct device *dev, void *driver_data);
/** pinctrl_unregister() - remove a controller (NULL: nothing) */
void pinctrl_unregister(struct pinctrl_dev *pctldev);
/** devm_pinctrl_register_and_init() - managed pinctrl_register_and_init() */
int devm_pinctrl_register_and_init(struct device *dev,
				   struct pinctrl_desc *pctldesc,
				   void *driver_data,
				   struct pinctrl_dev **pctldev);
/** devm_pinctrl_register() - managed pinctrl_register() */
struct pinctrl_dev *devm_pinctrl_register(struct device *dev,
					  struct pinctrl_desc *pctldesc,
					  void *driver_data);
/** devm_pinctrl_unregister() - unregister a managed controller early */
void devm_pinctrl_unregister(struct device *dev, struct pinctrl_dev *pctldev);

/** pinctrl_add_gpio_range() - add @range (kept) to the controller */
void pinctrl_add_gpio_range(struct pinctrl_dev *pctldev,
			    struct pinctrl_gpio_range *range);
/** pinctrl_add_gpio_ranges() - add each of @ranges */
void pinctrl_add_gpio_ranges(struct pinctrl_dev *pctldev,
			     struct pinctrl_gpio_range *ranges,
			     unsigned int nranges);
/** pinctrl_remove_gpio_range() - remove a range added before */
void pinctrl_remove_gpio_range(struct pinctrl_dev *pctldev,
			       struct pinctrl_gpio_range *range);
/**
 * pinctrl_find_and_add_gpio_range() - add @range to the controller named
 * @devname
 * Return: the controller, or ERR_PTR(-EPROBE_DEFER) while none has that
 * name.
 */
struct pinctrl_dev *
pinctrl_find_and_add_gpio_range(const char *devname,
				struct pinctrl_gpio_range *range);
/** pinctrl_find_gpio_range_from_pin() - the range of @pin, or NULL */
struct pinctrl_gpio_range *
pinctrl_find_gpio_range_from_pin(struct pinctrl_dev *pctldev, unsigned int pin);
/**
 * pinctrl_get_group_pins() - the pins of the group @pin_group
 * Return: 0, -EINVAL for no such group.
 */
int pinctrl_get_group_pins(struct pinctrl_dev *pctldev, const char *pin_group,
			   const unsigned int **pins, unsigned int *num_pins);

/**
 * struct pinfunction - a named function with the groups it can take
 * @name: its name
 * @groups: the groups' names
 * @ngroups: entries of @groups
 */
struct pinfunction {
	const char *name;
	const char *const *groups;
	size_t ngroups;
};

#define PINCTRL_PINFUNCTION(_name, _groups, _ngroups) \
	((struct pinfunction){                        \
		.name = (_name), .groups = (_groups), .ngroups = (_ngroups) })

#if IS_ENABLED(CONFIG_OF) && IS_ENABLED(CONFIG_PINCTRL)
/** of_pinctrl_get() - the registered controller of node @np, or NULL */
struct pinctrl_dev *of_pinctrl_get(struct device_node *np);
#else
static inline struct pinctrl_dev *of_pinctrl_get(struct device_node *np)
{
	(void)np;
	return NULL;
}
#endif

/** pinctrl_dev_get_name() - the description's name */
const char *pinctrl_dev_get_name(struct pinctrl_dev *pctldev);
/** pinctrl_dev_get_devname() - the controller's device's name */
const char *pinctrl_dev_get_devname(struct pinctrl_dev *pctldev);
/** pinctrl_dev_get_drvdata() - the driver data given at registration */
void *pinctrl_dev_get_drvdata(struct pinctrl_dev *pctldev);

#endif /* _PLATDEV_LINUX_PINCTRL_PINCTRL_H */
