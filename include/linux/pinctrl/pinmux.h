/* SPDX-License-Identifier: MIT */
/*
 * linux/pinctrl/pinmux.h - what a pin controller's driver gives for
 * muxing: its functions, the groups each can take, and setting a group to
 * a function; a GPIO line's pin taken for GPIO and given back.
 */
#ifndef _PLATDEV_LINUX_PINCTRL_PINMUX_H
#define _PLATDEV_LINUX_PINCTRL_PINMUX_H

#include <linux/types.h>

struct pinctrl_dev;
struct pinctrl_gpio_range;

/**
 * struct pinmux_ops - a driver's muxing calls
 * @request: may the pin @offset be muxed (0) or not (error); optional
 * @free: undo @request; optional
 * @get_functions_count: how many functions
 * @get_function_name: function @selector's name
 * @get_function_groups: the groups function @selector can take
 * @set_mux: mux group @group_selector to function @func_selector
 * @gpio_request_enable: mux the pin @offset of @range to GPIO; optional
 * @gpio_disable_free: undo @gpio_request_enable; optional
 * @gpio_set_direction: a GPIO pin's direction for the controller; optional
 * @strict: a pin muxed to a device may not be taken for GPIO, nor the
 *          other way round (-EINVAL, as Linux)
 */
struct pinmux_ops {
	int (*request)(struct pinctrl_dev *pctldev, unsigned int offset);
	int (*free)(struct pinctrl_dev *pctldev, unsigned int offset);
	int (*get_functions_count)(struct pinctrl_dev *pctldev);
	const char *(*get_function_name)(struct pinctrl_dev *pctldev,
					 unsigned int selector);
	int (*get_function_groups)(struct pinctrl_dev *pctldev,
				   unsigned int selector,
				   const char *const **groups,
				   unsigned int *num_groups);
	int (*set_mux)(struct pinctrl_dev *pctldev, unsigned int func_selector,
		       unsigned int group_selector);
	int (*gpio_request_enable)(struct pinctrl_dev *pctldev,
				   struct pinctrl_gpio_range *range,
				   unsigned int offset);
	void (*gpio_disable_free)(struct pinctrl_dev *pctldev,
				  struct pinctrl_gpio_range *range,
				  unsigned int offset);
	int (*gpio_set_direction)(struct pinctrl_dev *pctldev,
				  struct pinctrl_gpio_range *range,
				  unsigned int offset, bool input);
	bool strict;
};

#endif /* _PLATDEV_LINUX_PINCTRL_PINMUX_H */
