/* SPDX-License-Identifier: MIT */
/*
 * linux/gpio.h - the legacy GPIO interface: lines by their global number
 * (gpio_chip.base + offset), raw values (no active-low inversion), for
 * drivers not yet moved to descriptors (linux/gpio/consumer.h).
 */
#ifndef _PLATDEV_LINUX_GPIO_H
#define _PLATDEV_LINUX_GPIO_H

#include <linux/gpio/consumer.h>
#include <linux/types.h>

struct device;

/* gpio_request_one() flags, with Linux 6.12's values. */
#define GPIOF_IN ((1 << 0))
#define GPIOF_OUT_INIT_LOW ((0 << 0) | (0 << 1))
#define GPIOF_OUT_INIT_HIGH ((0 << 0) | (1 << 1))
#define GPIOF_ACTIVE_LOW (1 << 2)

/**
 * struct gpio - a line by number, as board code lists them
 * @gpio: its global number
 * @flags: GPIOF_*
 * @label: its consumer's name
 */
struct gpio {
	unsigned int gpio;
	unsigned long flags;
	const char *label;
};

/* Where Linux starts numbering chips that ask for any base. */
#define GPIO_DYNAMIC_BASE 512
#define GPIO_DYNAMIC_MAX INT_MAX

/** gpio_is_valid() - whether @number may name a line (not negative) */
static inline bool gpio_is_valid(int number)
{
	return number >= 0;
}

/**
 * gpio_request() - request the line numbered @gpio for @label
 * Return: 0; -EPROBE_DEFER when no chip has that number (yet); -EBUSY
 * when it is requested already; the chip's request error.
 */
int gpio_request(unsigned int gpio, const char *label);

/** gpio_free() - give back a line of gpio_request() */
void gpio_free(unsigned int gpio);

/**
 * gpio_request_one() - gpio_request() and set the direction @flags ask
 * for (GPIOF_IN, or output at GPIOF_OUT_INIT_*; GPIOF_ACTIVE_LOW marks the
 * line active-low for descriptor users)
 * Return: as gpio_request(), or the direction's error (the line is then
 * freed).
 */
int gpio_request_one(unsigned int gpio, unsigned long flags, const char *label);

/** devm_gpio_request() - gpio_request() freed with @dev's unbinding */
int devm_gpio_request(struct device *dev, unsigned int gpio, const char *label);

/** devm_gpio_request_one() - gpio_request_one() freed with @dev's unbinding */
int devm_gpio_request_one(struct device *dev, unsigned int gpio,
			  unsigned long flags, const char *label);

/** gpio_direction_input() - make line @gpio an input; 0 or an error */
static inline int gpio_direction_input(unsigned int gpio)
{
	return gpiod_direction_input(gpio_to_desc(gpio));
}

/** gpio_direction_output() - drive line @gpio at raw @value */
static inline int gpio_direction_output(unsigned int gpio, int value)
{
	return gpiod_direction_output_raw(gpio_to_desc(gpio), value);
}

/** gpio_get_value() - the raw value of line @gpio */
static inline int gpio_get_value(unsigned int gpio)
{
	return gpiod_get_raw_value(gpio_to_desc(gpio));
}

/** gpio_set_value() - set line @gpio to raw @value */
static inline void gpio_set_value(unsigned int gpio, int value)
{
	gpiod_set_raw_value(gpio_to_desc(gpio), value);
}

static inline int gpio_get_value_cansleep(unsigned int gpio)
{
	return gpiod_get_raw_value_cansleep(gpio_to_desc(gpio));
}

static inline void gpio_set_value_cansleep(unsigned int gpio, int value)
{
	gpiod_set_raw_value_cansleep(gpio_to_desc(gpio), value);
}

/** gpio_to_irq() - the interrupt of line @gpio, or a negative errno */
static inline int gpio_to_irq(unsigned int gpio)
{
	return gpiod_to_irq(gpio_to_desc(gpio));
}

#endif /* _PLATDEV_LINUX_GPIO_H */
