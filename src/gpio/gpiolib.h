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
#include <linux/gpio/machine.h>
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
	FLAG_IS_HOGGED,
	FLAG_USED_AS_IRQ,
	FLAG_IRQ_IS_ENABLED,
};

/*
 * A device-tree specifier's flags cell (the bits of
 * <dt-bindings/gpio/gpio.h>, which cannot be included beside
 * <linux/gpio/machine.h>: the two name different values alike).
 */
enum of_gpio_flags {
	OF_GPIO_ACTIVE_LOW = 0x1,
	OF_GPIO_SINGLE_ENDED = 0x2,
	OF_GPIO_OPEN_DRAIN = 0x4,
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

/*
 * gpiochip_set_line() - drive line @offset of @gc through set_rv(), else
 * set(). Return: 0; set_rv()'s error (-EBADE for a positive return);
 * -EOPNOTSUPP when the chip has neither.
 */
int gpiochip_set_line(struct gpio_chip *gc, unsigned int offset, int value);

/*
 * gpiod_set_lines() - the array setters: bit i of @bitmap to @descs[i],
 * consecutive lines of one chip in one set_multiple_rv() or
 * set_multiple() call, logical values unless @raw. Return: 0, -EINVAL
 * for a NULL list, -ENOMEM, the first error of a line or a chip.
 */
int gpiod_set_lines(unsigned int n, struct gpio_desc **descs,
		    unsigned long *bitmap, bool raw, bool cansleep);
void gpiod_free(struct gpio_desc *desc);

/* Set lookup flags and the direction @dflags asks for. */
int gpiod_configure_flags(struct gpio_desc *desc, unsigned long lflags,
			  enum gpiod_flags dflags);

/*
 * The line the device-tree specifier @spec names at @gdev (its chip's
 * of_xlate), with its lookup flags. Return: the descriptor, or
 * ERR_PTR(the xlate's error, or -EINVAL for a specifier not of_gpio_n_cells
 * long or a line the chip lacks).
 */
struct gpio_desc *gpio_of_xlate(struct gpio_device *gdev,
				const struct of_phandle_args *spec,
				unsigned long *lflags);

/* The added chip labelled @label, or NULL. Core lock. */
struct gpio_device *gpio_device_find_by_label_locked(const char *label);

/*
 * The line board code's lookup tables give @dev as entry @idx of @con_id,
 * with its lookup flags in *@lflags. Return: the descriptor;
 * ERR_PTR(-ENOENT) when no table names it, -EPROBE_DEFER when its chip
 * is not added yet, -EINVAL when the chip has no such line.
 */
struct gpio_desc *gpio_machine_find(struct device *dev, const char *con_id,
				    unsigned int idx, unsigned long *lflags);

/* How many lines of @con_id the lookup tables give @dev (0 for none). */
unsigned int gpio_machine_count(struct device *dev, const char *con_id);

/*
 * Hog what the chip's device-tree node (its "gpio-hog" children) and
 * board code's hogs ask for, on @gc being added. Return: 0, or the error
 * of a device-tree hog that could not be requested (the chip's add
 * fails; the hogs taken so far are freed).
 */
int gpiochip_hogs_add(struct gpio_chip *gc);

/* Free every line of @gc that is hogged, as its removal begins. */
void gpiochip_hogs_free(struct gpio_chip *gc);

/* The interrupt domain of @gc when it has an irq chip; undone by remove. */
int gpiochip_irqchip_add(struct gpio_chip *gc);
void gpiochip_irqchip_remove(struct gpio_chip *gc);

#endif /* _PLATDEV_SRC_GPIOLIB_H */
