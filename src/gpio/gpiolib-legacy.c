// SPDX-License-Identifier: MIT
/*
 * gpiolib-legacy.c - lines requested by their global number (linux/gpio.h)
 */
#include <linux/device.h>
#include <linux/gpio.h>

#include "gpio/gpiolib.h"

int gpio_request(unsigned int gpio, const char *label)
{
	struct gpio_desc *desc = gpio_to_desc(gpio);

	/* As Linux: a number no chip has yet may come with a later chip. */
	if (!desc)
		return -EPROBE_DEFER;
	return gpiod_request(desc, label);
}

void gpio_free(unsigned int gpio)
{
	struct gpio_desc *desc = gpio_to_desc(gpio);

	if (!desc || !test_bit(FLAG_REQUESTED, &desc->flags)) {
		pr_warn("gpio_free: GPIO %u is not requested\n", gpio);
		return;
	}
	gpiod_put(desc); /* the chip's ->free too */
}

int gpio_request_one(unsigned int gpio, unsigned long flags, const char *label)
{
	struct gpio_desc *desc = gpio_to_desc(gpio);
	int ret;

	if (!desc)
		return -EPROBE_DEFER;
	ret = gpiod_request(desc, label);
	if (ret)
		return ret;
	if (flags & GPIOF_ACTIVE_LOW)
		set_bit(FLAG_ACTIVE_LOW, &desc->flags);
	if (flags & GPIOF_IN)
		ret = gpiod_direction_input(desc);
	else
		ret = gpiod_direction_output_raw(desc, !!(flags &
							  GPIOF_OUT_INIT_HIGH));
	if (ret)
		gpiod_put(desc);
	return ret;
}

static void devm_gpio_release(struct device *dev, void *res)
{
	(void)dev;
	gpio_free(*(unsigned int *)res);
}

/* gpio_request_one() (@one) or gpio_request(), managed. */
static int devm_request(struct device *dev, unsigned int gpio, bool one,
			unsigned long flags, const char *label)
{
	unsigned int *dr;
	int ret;

	dr = devres_alloc(devm_gpio_release, sizeof(*dr), GFP_KERNEL);
	if (!dr)
		return -ENOMEM;
	ret = one ? gpio_request_one(gpio, flags, label) :
		    gpio_request(gpio, label);
	if (ret) {
		devres_free(dr);
		return ret;
	}
	*dr = gpio;
	devres_add(dev, dr);
	return 0;
}

int devm_gpio_request(struct device *dev, unsigned int gpio, const char *label)
{
	return devm_request(dev, gpio, false, 0, label);
}

int devm_gpio_request_one(struct device *dev, unsigned int gpio,
			  unsigned long flags, const char *label)
{
	return devm_request(dev, gpio, true, flags, label);
}
