/* SPDX-License-Identifier: MIT */
/*
 * article.h - the code of Jonathan Corbet's LWN article "The platform
 * device API" (2011), compiled unchanged against platdev.
 *
 * article_board.c is the board file: it declares the "foomatic" device
 * with a memory window and an interrupt, and an "i2c-gpio" bus described by
 * platform data. article_drivers.c holds the two drivers. Their probe and
 * remove functions record what they saw in article_observed, so a test can
 * check that the device model handed the driver what the board declared.
 */
#ifndef _PLATDEV_EXAMPLES_ARTICLE_H
#define _PLATDEV_EXAMPLES_ARTICLE_H

#include <linux/types.h>

#define ARTICLE_NAME_LEN 32

/**
 * struct article_observed - what the article's drivers saw
 * @foomatic_probes: successful probes of the foomatic driver
 * @foomatic_removes: calls of the foomatic driver's remove
 * @foomatic_name: dev_name() of the device the foomatic driver last probed
 * @mem_start: start of platform_get_resource(pdev, IORESOURCE_MEM, 0)
 * @mem_end: end (inclusive) of that resource
 * @byname_mem_start: start of the MEM resource named "io-memory"
 * @byname_mem_end: end of the MEM resource named "io-memory"
 * @byname_irq: start of the IRQ resource named "irq"
 * @irq: what platform_get_irq(pdev, 0) returned
 * @i2c_gpio_probes: successful probes of the i2c-gpio driver
 * @i2c_gpio_removes: calls of the i2c-gpio driver's remove
 * @i2c_gpio_name: dev_name() of the device the i2c-gpio driver last probed
 * @i2c_gpio_bus: the device's id, which the driver uses as its bus number
 * @scl_pin: the clock pin from the platform data
 * @sda_pin: the data pin from the platform data
 * @i2c_gpio_udelay: the half period the driver settled on (pdata or default)
 */
struct article_observed {
	int foomatic_probes;
	int foomatic_removes;
	char foomatic_name[ARTICLE_NAME_LEN];
	resource_size_t mem_start;
	resource_size_t mem_end;
	resource_size_t byname_mem_start;
	resource_size_t byname_mem_end;
	resource_size_t byname_irq;
	int irq;

	int i2c_gpio_probes;
	int i2c_gpio_removes;
	char i2c_gpio_name[ARTICLE_NAME_LEN];
	int i2c_gpio_bus;
	unsigned int scl_pin;
	unsigned int sda_pin;
	int i2c_gpio_udelay;
};

extern struct article_observed article_observed;

/**
 * article_observed_reset() - forget everything the drivers recorded
 */
void article_observed_reset(void);

/**
 * article_register_devices() - register the board's foomatic and i2c-gpio
 * devices
 *
 * Return: 0, or the error of the registration that failed; then neither
 * device is left registered.
 */
int article_register_devices(void);

/**
 * article_unregister_devices() - unregister both devices, newest first
 */
void article_unregister_devices(void);

/**
 * article_register_drivers() - register the foomatic and i2c-gpio drivers
 *
 * Return: 0, or the error of the registration that failed; then neither
 * driver is left registered.
 */
int article_register_drivers(void);

/**
 * article_unregister_drivers() - unregister both drivers, newest first
 */
void article_unregister_drivers(void);

#endif /* _PLATDEV_EXAMPLES_ARTICLE_H */
