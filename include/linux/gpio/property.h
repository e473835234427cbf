/* SPDX-License-Identifier: MIT */
/*
 * linux/gpio/property.h - GPIO references in software-node properties:
 * a "<name>-gpios" entry naming a chip's node, a line and its flags.
 */
#ifndef _PLATDEV_LINUX_GPIO_PROPERTY_H
#define _PLATDEV_LINUX_GPIO_PROPERTY_H

#include <dt-bindings/gpio/gpio.h> /* the GPIO_* flags of the entry */
#include <linux/property.h>

/** PROPERTY_ENTRY_GPIO() - line @_idx_ of chip @_chip_node_, @_flags_ */
#define PROPERTY_ENTRY_GPIO(_name_, _chip_node_, _idx_, _flags_) \
	PROPERTY_ENTRY_REF(_name_, _chip_node_, _idx_, _flags_)

#endif /* _PLATDEV_LINUX_GPIO_PROPERTY_H */
