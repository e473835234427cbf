/* SPDX-License-Identifier: MIT */
/*
 * linux/pinctrl/consumer.h - the pin controller's consumer calls. Without
 * CONFIG_PINCTRL (a profile without PLATDEV_FEAT_PINCTRL) there is no pin
 * control: a GPIO line's pin needs no muxing and takes no
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

#include <linux/kconfig.h>

#ifdef CONFIG_PINCTRL

/*
 * With pin control (src/pinctrl): a GPIO line of a chip whose pins a pin
 * controller maps (its "gpio-ranges", or pinctrl_add_gpio_range()) is
 * muxed to GPIO when requested and given back when freed; a device's
 * handle holds the states of its "pinctrl-N"/"pinctrl-names" and of the
 * machine's mapping tables.
 */

/** pinctrl_gpio_can_use_line() - whether the line's pin is free for GPIO */
bool pinctrl_gpio_can_use_line(struct gpio_chip *gc, unsigned int offset);
/**
 * pinctrl_gpio_request() - claim the pin of a GPIO line for GPIO
 * Return: 0 (also for a line no controller maps), -EPROBE_DEFER while the
 * controller of its "gpio-ranges" is not registered, -EINVAL when the pin
 * is muxed to a device and the controller is strict (Linux's code for a
 * conflict), or the driver's error.
 */
int pinctrl_gpio_request(struct gpio_chip *gc, unsigned int offset);
/** pinctrl_gpio_free() - give back what pinctrl_gpio_request() claimed */
void pinctrl_gpio_free(struct gpio_chip *gc, unsigned int offset);
/** pinctrl_gpio_direction_input() - tell the controller: input */
int pinctrl_gpio_direction_input(struct gpio_chip *gc, unsigned int offset);
/** pinctrl_gpio_direction_output() - tell the controller: output */
int pinctrl_gpio_direction_output(struct gpio_chip *gc, unsigned int offset);
/**
 * pinctrl_gpio_set_config() - configure a GPIO line's pin
 * Return: 0, -ENOTSUPP without a pinconf, or the driver's error.
 */
int pinctrl_gpio_set_config(struct gpio_chip *gc, unsigned int offset,
			    unsigned long config);

/**
 * pinctrl_get() - @dev's pin-control handle, made on first use
 * Return: the handle (counted; pinctrl_put() it), -ENODEV for a device
 * without any state, -EPROBE_DEFER while a controller its states name is
 * not registered, -EINVAL for a state naming an unknown group, function or
 * pin, -ENOMEM.
 */
struct pinctrl *__must_check pinctrl_get(struct device *dev);
/** pinctrl_put() - drop a reference from pinctrl_get() */
void pinctrl_put(struct pinctrl *p);
/**
 * pinctrl_lookup_state() - the state @name of @p
 * Return: it, or ERR_PTR(-ENODEV).
 */
struct pinctrl_state *__must_check pinctrl_lookup_state(struct pinctrl *p,
							const char *name);
/**
 * pinctrl_select_state() - mux and configure the pins of @s
 * Return: 0 (also when @s is selected already); -EINVAL when a pin is
 * muxed by another owner (Linux's code for a conflict); the driver's
 * error (the previous state is then selected again).
 */
int pinctrl_select_state(struct pinctrl *p, struct pinctrl_state *s);
/** devm_pinctrl_get() - pinctrl_get(), put when @dev unbinds */
struct pinctrl *__must_check devm_pinctrl_get(struct device *dev);
/** devm_pinctrl_put() - put a devm_pinctrl_get() handle early */
void devm_pinctrl_put(struct pinctrl *p);
/** pinctrl_select_default_state() - select the "default" of pinctrl_bind_pins() */
int pinctrl_select_default_state(struct device *dev);
/** pinctrl_pm_select_default_state() - select the bound "default" state */
int pinctrl_pm_select_default_state(struct device *dev);
/** pinctrl_pm_select_sleep_state() - select the bound "sleep" state, if any */
int pinctrl_pm_select_sleep_state(struct device *dev);
/** pinctrl_pm_select_idle_state() - select the bound "idle" state, if any */
int pinctrl_pm_select_idle_state(struct device *dev);

#else /* !CONFIG_PINCTRL */

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

#endif /* CONFIG_PINCTRL */

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
