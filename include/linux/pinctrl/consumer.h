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

#include <linux/err.h>
#include <linux/errno.h>
#include <linux/pinctrl/pinctrl-state.h>
#include <linux/types.h>

struct device;
struct gpio_chip;
struct pinctrl;
struct pinctrl_state;

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

/** pinctrl_pm_select_idle_state() - no states to select: 0 */
static inline int pinctrl_pm_select_idle_state(struct device *dev)
{
	(void)dev;
	return 0;
}

/** pinctrl_select_default_state() - no states to select: 0 */
static inline int pinctrl_select_default_state(struct device *dev)
{
	(void)dev;
	return 0;
}

/*
 * A device's pin-control handle and its states: without pin control, as
 * Linux without CONFIG_PINCTRL, there is none (NULL, which is no error)
 * and selecting a state does nothing.
 */

/** pinctrl_get() - no handle: NULL */
static inline struct pinctrl *__must_check pinctrl_get(struct device *dev)
{
	(void)dev;
	return NULL;
}

/** pinctrl_put() - nothing to give back */
static inline void pinctrl_put(struct pinctrl *p)
{
	(void)p;
}

/** devm_pinctrl_get() - no handle: NULL */
static inline struct pinctrl *__must_check devm_pinctrl_get(struct device *dev)
{
	(void)dev;
	return NULL;
}

/** devm_pinctrl_put() - nothing to give back */
static inline void devm_pinctrl_put(struct pinctrl *p)
{
	(void)p;
}

/** pinctrl_lookup_state() - no state: NULL */
static inline struct pinctrl_state *__must_check
pinctrl_lookup_state(struct pinctrl *p, const char *name)
{
	(void)p;
	(void)name;
	return NULL;
}

/** pinctrl_select_state() - nothing to select: 0 */
static inline int pinctrl_select_state(struct pinctrl *p,
				       struct pinctrl_state *s)
{
	(void)p;
	(void)s;
	return 0;
}

/*
 * Get @p's state @name and select it; @put undoes the get on failure.
 * Return: @p, or an error pointer.
 */
static inline struct pinctrl *
__pinctrl_select_or_put(struct pinctrl *p, const char *name,
			void (*put)(struct pinctrl *p))
{
	struct pinctrl_state *s;
	int ret;

	if (IS_ERR(p))
		return p;
	s = pinctrl_lookup_state(p, name);
	ret = IS_ERR(s) ? (int)PTR_ERR(s) : pinctrl_select_state(p, s);
	if (ret < 0) {
		put(p);
		return ERR_PTR(ret);
	}
	return p;
}

/** pinctrl_get_select() - @dev's handle with its state @name selected */
static inline struct pinctrl *__must_check
pinctrl_get_select(struct device *dev, const char *name)
{
	return __pinctrl_select_or_put(pinctrl_get(dev), name, pinctrl_put);
}

/** pinctrl_get_select_default() - pinctrl_get_select() of "default" */
static inline struct pinctrl *__must_check
pinctrl_get_select_default(struct device *dev)
{
	return pinctrl_get_select(dev, PINCTRL_STATE_DEFAULT);
}

/** devm_pinctrl_get_select() - pinctrl_get_select(), managed */
static inline struct pinctrl *__must_check
devm_pinctrl_get_select(struct device *dev, const char *name)
{
	return __pinctrl_select_or_put(devm_pinctrl_get(dev), name,
				       devm_pinctrl_put);
}

/** devm_pinctrl_get_select_default() - managed, of "default" */
static inline struct pinctrl *__must_check
devm_pinctrl_get_select_default(struct device *dev)
{
	return devm_pinctrl_get_select(dev, PINCTRL_STATE_DEFAULT);
}

#endif /* _PLATDEV_LINUX_PINCTRL_CONSUMER_H */
