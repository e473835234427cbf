// SPDX-License-Identifier: MIT
/*
 * article_board.c - the board file of the LWN article "The platform device
 * API": devices that cannot be discovered, declared in static tables.
 *
 * The foomatic device describes itself with resources: a window of memory
 * and an interrupt line. The i2c-gpio device has no resources of its own;
 * what the driver needs to know (which GPIO lines carry the bus) travels
 * as platform data.
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/platform_device.h>

#include "article.h"
#include "i2c_gpio.h"

/* The article's tables, laid out as the article has them. */
/* clang-format off */
static struct resource foomatic_resources[] = {
	{
		.start	= 0x10000000,
		.end	= 0x10001000,
		.flags	= IORESOURCE_MEM,
		.name	= "io-memory"
	},
	{
		.start	= 20,
		.end	= 20,
		.flags	= IORESOURCE_IRQ,
		.name	= "irq",
	}
};

static struct platform_device foomatic_device = {
	.name		= "foomatic",
	.id		= -1,
	.num_resources	= ARRAY_SIZE(foomatic_resources),
	.resource	= foomatic_resources,
};

static struct i2c_gpio_platform_data my_i2c_plat_data = {
	.scl_pin	= 100,
	.sda_pin	= 101,
};

static struct platform_device my_gpio_i2c = {
	.name		= "i2c-gpio",
	.id		= 0,
	.dev = {
		.platform_data = &my_i2c_plat_data,
	}
};
/* clang-format on */

/* Everything besides foomatic goes in one platform_add_devices() call. */
static struct platform_device *article_devices[] __initdata = {
	&my_gpio_i2c,
};

/**
 * article_register_devices() - register the board's devices
 *
 * The foomatic device is registered on its own, the way the article shows
 * it; the rest of the board goes in with platform_add_devices(), which
 * registers a whole array or nothing.
 *
 * Return: 0, or the first error; nothing is left registered then.
 */
int __init article_register_devices(void)
{
	int ret;

	ret = platform_device_register(&foomatic_device);
	if (ret)
		return ret;

	ret = platform_add_devices(article_devices,
				   ARRAY_SIZE(article_devices));
	if (ret)
		goto err_foomatic;

	return 0;

err_foomatic:
	platform_device_unregister(&foomatic_device);
	return ret;
}

/**
 * article_unregister_devices() - unregister the board's devices, newest first
 *
 * A bound driver sees its remove function called for each device.
 */
void article_unregister_devices(void)
{
	int i;

	for (i = ARRAY_SIZE(article_devices) - 1; i >= 0; i--)
		platform_device_unregister(article_devices[i]);
	platform_device_unregister(&foomatic_device);
}
