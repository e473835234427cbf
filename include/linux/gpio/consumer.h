/* SPDX-License-Identifier: MIT */
/*
 * linux/gpio/consumer.h - GPIO descriptors: a device gets its lines from
 * its node's "<name>-gpios" (or "gpios") property, or a software node's
 * reference of that name, and reads or drives them.
 *
 * Values are logical: a line flagged active-low in the property
 * (GPIO_ACTIVE_LOW) reads 1 and is driven 1 when its wire is low; the
 * _raw calls see the wire. A NULL descriptor (an optional line the device
 * lacks) is accepted by every call and does nothing. Error codes are
 * Linux 6.12's.
 */
#ifndef _PLATDEV_LINUX_GPIO_CONSUMER_H
#define _PLATDEV_LINUX_GPIO_CONSUMER_H

#include <asm/bug.h>
#include <linux/bits.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/types.h>

struct device;
struct fwnode_handle;
struct gpio_desc;

#define GPIOD_FLAGS_BIT_DIR_SET BIT(0)
#define GPIOD_FLAGS_BIT_DIR_OUT BIT(1)
#define GPIOD_FLAGS_BIT_DIR_VAL BIT(2)
#define GPIOD_FLAGS_BIT_OPEN_DRAIN BIT(3)
#define GPIOD_FLAGS_BIT_NONEXCLUSIVE BIT(4)

/**
 * enum gpiod_flags - what a get does to the line's direction
 * @GPIOD_ASIS: nothing
 * @GPIOD_IN: make it an input
 * @GPIOD_OUT_LOW: an output, logical 0
 * @GPIOD_OUT_HIGH: an output, logical 1
 * @GPIOD_OUT_LOW_OPEN_DRAIN: the same, open drain
 * @GPIOD_OUT_HIGH_OPEN_DRAIN: the same, open drain
 */
enum gpiod_flags {
	GPIOD_ASIS = 0,
	GPIOD_IN = GPIOD_FLAGS_BIT_DIR_SET,
	GPIOD_OUT_LOW = GPIOD_FLAGS_BIT_DIR_SET | GPIOD_FLAGS_BIT_DIR_OUT,
	GPIOD_OUT_HIGH = GPIOD_FLAGS_BIT_DIR_SET | GPIOD_FLAGS_BIT_DIR_OUT |
			 GPIOD_FLAGS_BIT_DIR_VAL,
	GPIOD_OUT_LOW_OPEN_DRAIN = GPIOD_OUT_LOW | GPIOD_FLAGS_BIT_OPEN_DRAIN,
	GPIOD_OUT_HIGH_OPEN_DRAIN = GPIOD_OUT_HIGH | GPIOD_FLAGS_BIT_OPEN_DRAIN,
};

struct gpio_array;

/**
 * struct gpio_descs - the lines of gpiod_get_array()
 * @info: Linux's fast-path description of the array; always NULL here
 * @ndescs: how many
 * @desc: the lines, in the order the property lists them
 */
struct gpio_descs {
	struct gpio_array *info;
	unsigned int ndescs;
	struct gpio_desc *desc[];
};

/**
 * gpiod_count() - how many lines @dev's "<con_id>-gpios" lists
 * Return: the count, or -ENOENT.
 */
int gpiod_count(struct device *dev, const char *con_id);

/**
 * gpiod_get_index() - request line @idx of @dev's @con_id list
 * @dev: the consumer; a missing chip is recorded as what its probe waits
 *       for, so it is retried when the chip is added
 * @con_id: the function: "<con_id>-gpios" (or "-gpio"); NULL for "gpios"
 * @idx: the entry
 * @flags: the direction to set
 *
 * Return: the descriptor (gpiod_put() it); ERR_PTR(-ENOENT) when the
 * property or the entry is not there; ERR_PTR(-EPROBE_DEFER) while the
 * chip is not added; ERR_PTR(-EINVAL) for a malformed specifier or a line
 * the chip lacks; ERR_PTR(-EBUSY) when the line is requested already; the
 * chip's request or direction error.
 */
struct gpio_desc *__must_check gpiod_get_index(struct device *dev,
					       const char *con_id,
					       unsigned int idx,
					       enum gpiod_flags flags);
struct gpio_desc *__must_check gpiod_get(struct device *dev, const char *con_id,
					 enum gpiod_flags flags);
/* The _optional forms return NULL where the plain ones return -ENOENT. */
struct gpio_desc *__must_check gpiod_get_optional(struct device *dev,
						  const char *con_id,
						  enum gpiod_flags flags);
struct gpio_desc *__must_check gpiod_get_index_optional(struct device *dev,
							const char *con_id,
							unsigned int index,
							enum gpiod_flags flags);
/** gpiod_put() - free a requested line (NULL and errors are ignored) */
void gpiod_put(struct gpio_desc *desc);

/* Managed: freed when @dev's driver unbinds. */
struct gpio_desc *__must_check devm_gpiod_get(struct device *dev,
					      const char *con_id,
					      enum gpiod_flags flags);
struct gpio_desc *__must_check devm_gpiod_get_index(struct device *dev,
						    const char *con_id,
						    unsigned int idx,
						    enum gpiod_flags flags);
struct gpio_desc *__must_check devm_gpiod_get_optional(struct device *dev,
						       const char *con_id,
						       enum gpiod_flags flags);
struct gpio_desc *__must_check
devm_gpiod_get_index_optional(struct device *dev, const char *con_id,
			      unsigned int index, enum gpiod_flags flags);
/** devm_gpiod_put() - free a managed line before the unbind */
void devm_gpiod_put(struct device *dev, struct gpio_desc *desc);

/**
 * gpiod_get_array() - request every line of @dev's @con_id list
 * Return: the lines (gpiod_put_array() them); ERR_PTR(-ENOENT) when the
 * list is not there; ERR_PTR(-ENOMEM); else the first line's error, as
 * gpiod_get_index() (the lines requested before it are freed).
 */
struct gpio_descs *__must_check gpiod_get_array(struct device *dev,
						const char *con_id,
						enum gpiod_flags flags);
/** gpiod_get_array_optional() - gpiod_get_array(); NULL for no list */
struct gpio_descs *__must_check gpiod_get_array_optional(
	struct device *dev, const char *con_id, enum gpiod_flags flags);
/** gpiod_put_array() - free the lines of gpiod_get_array() */
void gpiod_put_array(struct gpio_descs *descs);
/** devm_gpiod_get_array() - gpiod_get_array() freed with @dev's unbinding */
struct gpio_descs *__must_check devm_gpiod_get_array(struct device *dev,
						     const char *con_id,
						     enum gpiod_flags flags);
/** devm_gpiod_get_array_optional() - the same; NULL for no list */
struct gpio_descs *__must_check devm_gpiod_get_array_optional(
	struct device *dev, const char *con_id, enum gpiod_flags flags);
/** devm_gpiod_put_array() - free a managed array before the unbind */
void devm_gpiod_put_array(struct device *dev, struct gpio_descs *descs);

/*
 * The values of @array_size lines at once, bit i of @value_bitmap for
 * @desc_array[i] (logical, or raw for the _raw_ forms); @array_info may
 * be NULL. Return: 0, or the first line's error (-EINVAL for a NULL
 * @desc_array with lines).
 */
int gpiod_get_array_value(unsigned int array_size,
			  struct gpio_desc **desc_array,
			  struct gpio_array *array_info,
			  unsigned long *value_bitmap);
int gpiod_set_array_value(unsigned int array_size,
			  struct gpio_desc **desc_array,
			  struct gpio_array *array_info,
			  unsigned long *value_bitmap);
int gpiod_get_raw_array_value(unsigned int array_size,
			      struct gpio_desc **desc_array,
			      struct gpio_array *array_info,
			      unsigned long *value_bitmap);
int gpiod_set_raw_array_value(unsigned int array_size,
			      struct gpio_desc **desc_array,
			      struct gpio_array *array_info,
			      unsigned long *value_bitmap);
int gpiod_get_array_value_cansleep(unsigned int array_size,
				   struct gpio_desc **desc_array,
				   struct gpio_array *array_info,
				   unsigned long *value_bitmap);
int gpiod_set_array_value_cansleep(unsigned int array_size,
				   struct gpio_desc **desc_array,
				   struct gpio_array *array_info,
				   unsigned long *value_bitmap);
int gpiod_get_raw_array_value_cansleep(unsigned int array_size,
				       struct gpio_desc **desc_array,
				       struct gpio_array *array_info,
				       unsigned long *value_bitmap);
int gpiod_set_raw_array_value_cansleep(unsigned int array_size,
				       struct gpio_desc **desc_array,
				       struct gpio_array *array_info,
				       unsigned long *value_bitmap);

/**
 * fwnode_gpiod_get_index() - a line of @fwnode's "<con_id>-gpios"
 * @label: the consumer's name for it
 * Return: as gpiod_get_index().
 */
struct gpio_desc *fwnode_gpiod_get_index(struct fwnode_handle *fwnode,
					 const char *con_id, int index,
					 enum gpiod_flags flags,
					 const char *label);

/**
 * devm_fwnode_gpiod_get_index() - fwnode_gpiod_get_index(), put when
 * @dev's driver unbinds
 */
struct gpio_desc *devm_fwnode_gpiod_get_index(struct device *dev,
					      struct fwnode_handle *fwnode,
					      const char *con_id, int index,
					      enum gpiod_flags flags,
					      const char *label);

/** devm_fwnode_gpiod_get() - devm_fwnode_gpiod_get_index() of line 0 */
static inline struct gpio_desc *
devm_fwnode_gpiod_get(struct device *dev, struct fwnode_handle *fwnode,
		      const char *con_id, enum gpiod_flags flags,
		      const char *label)
{
	return devm_fwnode_gpiod_get_index(dev, fwnode, con_id, 0, flags,
					   label);
}

/**
 * gpiod_get_direction() - GPIO_LINE_DIRECTION_IN (1) or _OUT (0)
 * Return: the direction; -ENOTSUPP when the chip cannot tell; the code
 * of an error pointer (all calls but gpiod_to_irq() return it, with a
 * warning); -ENODEV once the chip is gone.
 */
int gpiod_get_direction(struct gpio_desc *desc);

/**
 * gpiod_direction_input() - make the line an input
 * Return: 0; -EIO when the chip has neither direction_input nor get (or
 * only get and the line is an output); -ENODEV; the chip's error.
 */
int gpiod_direction_input(struct gpio_desc *desc);

/**
 * gpiod_direction_output() - make the line an output at logical @value
 * Return: 0; -EIO when the chip cannot drive it (no set or
 * direction_output, and the line is an input); -ENODEV; the chip's error.
 */
int gpiod_direction_output(struct gpio_desc *desc, int value);
/** gpiod_direction_output_raw() - the same, @value on the wire */
int gpiod_direction_output_raw(struct gpio_desc *desc, int value);

/**
 * gpiod_get_value() - the logical value of a line of a chip that does
 * not sleep (a sleeping chip's line is read too, with a warning)
 * Return: 0 or 1; -EIO when the chip has no get; the chip's error;
 * -ENODEV once the chip is gone.
 */
int gpiod_get_value(const struct gpio_desc *desc);
int gpiod_get_raw_value(const struct gpio_desc *desc);
int gpiod_get_value_cansleep(const struct gpio_desc *desc);
int gpiod_get_raw_value_cansleep(const struct gpio_desc *desc);

/**
 * gpiod_set_value() - drive logical @value (an open-drain line is let
 * float for 1, an open-source one for 0)
 * Return: 0 (also for a NULL descriptor); the code of an error pointer;
 * -ENODEV once the chip is gone; the chip's direction error for an
 * open-drain or open-source line.
 */
int gpiod_set_value(struct gpio_desc *desc, int value);
int gpiod_set_raw_value(struct gpio_desc *desc, int value);
int gpiod_set_value_cansleep(struct gpio_desc *desc, int value);
int gpiod_set_raw_value_cansleep(struct gpio_desc *desc, int value);

/** gpiod_is_active_low() - 1 when the line's logic is inverted */
int gpiod_is_active_low(const struct gpio_desc *desc);
/** gpiod_toggle_active_low() - invert the line's logic */
void gpiod_toggle_active_low(struct gpio_desc *desc);
/** gpiod_cansleep() - 1 when the chip's callbacks may sleep */
int gpiod_cansleep(const struct gpio_desc *desc);

/**
 * gpiod_to_irq() - the interrupt of the line
 * Return: its number (> 0); -EINVAL for NULL or an error pointer; -ENXIO
 * when the chip has no interrupts; the chip's error.
 */
int gpiod_to_irq(const struct gpio_desc *desc);

/** gpiod_set_consumer_name() - rename the line's user (0 or -EINVAL) */
int gpiod_set_consumer_name(struct gpio_desc *desc, const char *name);

/** desc_to_gpio() - the global number of the line, or -1 */
int desc_to_gpio(const struct gpio_desc *desc);
/** gpio_to_desc() - the descriptor of a global number, or NULL */
struct gpio_desc *gpio_to_desc(unsigned int gpio);

#endif /* _PLATDEV_LINUX_GPIO_CONSUMER_H */
