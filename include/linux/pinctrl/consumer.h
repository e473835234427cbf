/* SPDX-License-Identifier: MIT */
/*
 * linux/pinctrl/consumer.h - the pin controller's consumer calls. There
 * is no pin control here: a GPIO line's pin needs no muxing and takes no
 * configuration, so the calls GPIO drivers make succeed and do nothing,
 * as Linux's do without CONFIG_PINCTRL (pinctrl_gpio_set_config() says
 * -ENOTSUPP, as there).
 */
#ifndef _PLATDEV_LINUX_PINCTRL_CONSUMER_H
#define _PLATDEV_LINUX_PINCTRL_CONSUMER_H

#include <linux/errno.h>
#include <linux/types.h>

struct device;
struct gpio_chip;

/** pinctrl_gpio_can_use_line() - always: no pin is muxed away */
static inline bool pinctrl_gpio_can_use_line(struct gpio_chip *gc,
					     unsigned int offset)
{
	(void)gc;
	(void)offset;
	return true;
}

/** pinctrl_gpio_request() - nothing to claim: 0 */
static inline int pinctrl_gpio_request(struct gpio_chip *gc,
				       unsigned int offset)
{
	(void)gc;
	(void)offset;
	return 0;
}

/** pinctrl_gpio_free() - nothing to give back */
static inline void pinctrl_gpio_free(struct gpio_chip *gc, unsigned int offset)
{
	(void)gc;
	(void)offset;
}

/** pinctrl_gpio_direction_input() - nothing to switch: 0 */
static inline int pinctrl_gpio_direction_input(struct gpio_chip *gc,
					       unsigned int offset)
{
	(void)gc;
	(void)offset;
	return 0;
}

/** pinctrl_gpio_direction_output() - nothing to switch: 0 */
static inline int pinctrl_gpio_direction_output(struct gpio_chip *gc,
						unsigned int offset)
{
	(void)gc;
	(void)offset;
	return 0;
}

/** pinctrl_gpio_set_config() - no pin configuration: -ENOTSUPP */
static inline int pinctrl_gpio_set_config(struct gpio_chip *gc,
					  unsigned int offset,
					  unsigned long config)
{
	(void)gc;
	(void)offset;
	(void)config;
	return -ENOTSUPP;
}

/** pinctrl_pm_select_default_state() - no states to select: 0 */
static inline int pinctrl_pm_select_default_state(struct device *dev)
{
	(void)dev;
	return 0;
}

/** pinctrl_pm_select_sleep_state() - no states to select: 0 */
static inline int pinctrl_pm_select_sleep_state(struct device *dev)
{
	(void)dev;
	return 0;
}

#endif /* _PLATDEV_LINUX_PINCTRL_CONSUMER_H */
