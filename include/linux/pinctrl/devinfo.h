/* SPDX-License-Identifier: MIT */
/*
 * linux/pinctrl/devinfo.h - the pin states the driver core gives a device
 * at probe (pinctrl_bind_pins()): "default" (or "init" first, then
 * "default" after probe), "sleep" and "idle" for power management. Linux
 * keeps them in dev->pins; here struct device does not grow, and
 * dev_pinctrl() looks them up in the pin control core's table.
 */
#ifndef _PLATDEV_LINUX_PINCTRL_DEVINFO_H
#define _PLATDEV_LINUX_PINCTRL_DEVINFO_H

#include <linux/kconfig.h>
#include <linux/pinctrl/consumer.h>

struct device;

/**
 * struct dev_pin_info - a device's pin states from pinctrl_bind_pins()
 * @p: its handle
 * @default_state: "default"
 * @init_state: "init", or NULL
 * @sleep_state: "sleep", or NULL
 * @idle_state: "idle", or NULL
 */
struct dev_pin_info {
	struct pinctrl *p;
	struct pinctrl_state *default_state;
	struct pinctrl_state *init_state;
	struct pinctrl_state *sleep_state;
	struct pinctrl_state *idle_state;
};

#ifdef CONFIG_PINCTRL
/**
 * pinctrl_bind_pins() - what the driver core calls before a probe
 * Return: 0 (also for a device with no pin states), -EPROBE_DEFER while
 * one of its controllers is not registered, or the error of selecting its
 * "init" or "default" state.
 */
int pinctrl_bind_pins(struct device *dev);
/** pinctrl_init_done() - after a probe: "default" if "init" was selected */
int pinctrl_init_done(struct device *dev);
/** dev_pinctrl() - @dev's handle from pinctrl_bind_pins(), or NULL */
struct pinctrl *dev_pinctrl(struct device *dev);
#else
static inline int pinctrl_bind_pins(struct device *dev)
{
	(void)dev;
	return 0;
}

static inline int pinctrl_init_done(struct device *dev)
{
	(void)dev;
	return 0;
}

static inline struct pinctrl *dev_pinctrl(struct device *dev)
{
	(void)dev;
	return NULL;
}
#endif

#endif /* _PLATDEV_LINUX_PINCTRL_DEVINFO_H */
