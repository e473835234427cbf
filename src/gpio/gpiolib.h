/* SPDX-License-Identifier: MIT */
/*
 * gpiolib.h - the GPIO core's private records, shared by src/gpio/.
 *
 * The list of chips, each chip's record and each line's REQUESTED flag
 * are guarded by the core lock; the other line flags are atomic bits.
 */
#ifndef _PLATDEV_SRC_GPIOLIB_H
#define _PLATDEV_SRC_GPIOLIB_H

#include <linux/gpio/consumer.h>
#include <linux/gpio/driver.h>
#include <linux/list.h>

/**
 * struct gpio_device - the core's record of an added chip
 * @chip: the chip; NULL once removed
 * @data: gpiochip_add_data()'s @data
 * @fwnode: the node consumers' references point at, or NULL
 * @descs: one descriptor per line
 * @ngpio: how many
 * @base: the first global number
 * @refs: one for the chip while added, one per requested line
 * @list: the list of chips, by @base
 */
struct gpio_device {
	struct gpio_chip *chip;
	void *data;
	struct fwnode_handle *fwnode;
	struct gpio_desc *descs;
	u16 ngpio;
	int base;
	unsigned int refs;
	struct list_head list;
};

/* Line flags (bit numbers in gpio_desc.flags). */
enum {
	FLAG_REQUESTED,
	FLAG_IS_OUT,
	FLAG_ACTIVE_LOW,
	FLAG_OPEN_DRAIN,
	FLAG_OPEN_SOURCE,
};

/* Lookup flags: what a specifier's flags cell says of a line. */
enum gpio_lookup_flags {
	GPIO_LOOKUP_ACTIVE_LOW = BIT(0),
	GPIO_LOOKUP_OPEN_DRAIN = BIT(1),
	GPIO_LOOKUP_OPEN_SOURCE = BIT(2),
};

/**
 * struct gpio_desc - one line
 * @gdev: its chip's record
 * @flags: FLAG_* bits
 * @label: its consumer's name while requested
 * @name: the line's name (gpio_chip.names), or NULL
 */
struct gpio_desc {
	struct gpio_device *gdev;
	unsigned long flags;
	const char *label;
	const char *name;
};

/* The added chips, by base. Core lock. */
extern struct list_head gpio_devices;

/* The line's offset at its chip. */
static inline unsigned int gpio_chip_hwgpio(const struct gpio_desc *desc)
{
	return (unsigned int)(desc - desc->gdev->descs);
}

/* Drop one reference of @gdev; the caller has the core lock. Return:
 * true when the record is to be freed (with free_gdev(), unlocked). */
bool gpio_device_put_locked(struct gpio_device *gdev);
void gpio_device_free(struct gpio_device *gdev);

/**
 * gpiod_request() - request @desc for @label
 * Return: 0; -EBUSY when requested already; -ENODEV once the chip is
 * gone; the chip's request error.
 */
int gpiod_request(struct gpio_desc *desc, const char *label);
void gpiod_free(struct gpio_desc *desc);

/* Set lookup flags and the direction @dflags asks for. */
int gpiod_configure_flags(struct gpio_desc *desc, unsigned long lflags,
			  enum gpiod_flags dflags);

/* The interrupt domain of @gc when it has an irq chip; undone by remove. */
int gpiochip_irqchip_add(struct gpio_chip *gc);
void gpiochip_irqchip_remove(struct gpio_chip *gc);

#endif /* _PLATDEV_SRC_GPIOLIB_H */
