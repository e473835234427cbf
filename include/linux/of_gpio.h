/* SPDX-License-Identifier: MIT */
/*
 * linux/of_gpio.h - the legacy device-tree GPIO call: a line of a node's
 * GPIO list as its global number (see linux/gpio.h).
 */
#ifndef _PLATDEV_LINUX_OF_GPIO_H
#define _PLATDEV_LINUX_OF_GPIO_H

#include <linux/err.h>
#include <linux/errno.h>
#include <linux/gpio/driver.h>
#include <linux/of.h>

struct device_node;

/**
 * of_get_named_gpio() - the global number of entry @index of @np's GPIO
 * list @list_name (a full property name, "reset-gpios")
 * Return: the number; -ENOENT without the property or the entry;
 * -EPROBE_DEFER while the chip is not added; -EINVAL for a specifier the
 * chip refuses; the property parser's error.
 */
int of_get_named_gpio(const struct device_node *np, const char *list_name,
		      int index);

#endif /* _PLATDEV_LINUX_OF_GPIO_H */
