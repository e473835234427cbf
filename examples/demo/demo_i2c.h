/* SPDX-License-Identifier: MIT */
/*
 * demo_i2c.h - the demo board's I2C bus: the LWN article's i2c-gpio device
 * on two lines of a simulated GPIO bank, with a 24c02 EEPROM on the wires.
 */
#ifndef _PLATDEV_EXAMPLES_DEMO_I2C_H
#define _PLATDEV_EXAMPLES_DEMO_I2C_H

#include <linux/types.h>

struct platform_device;

/**
 * struct demo_i2c_gpio_legacy - the article's i2c-gpio platform data (the
 * Linux 2.6 layout, with pin numbers), read out field by field
 * @sda_pin: GPIO number of the data line
 * @scl_pin: GPIO number of the clock line
 * @udelay: half a clock period in microseconds, 0 for the default
 * @timeout: clock-stretching timeout in jiffies, 0 for the default
 * @sda_is_open_drain: the board made SDA open drain itself
 * @scl_is_open_drain: likewise SCL
 * @scl_is_output_only: SCL cannot be read back
 */
struct demo_i2c_gpio_legacy {
	unsigned int sda_pin, scl_pin;
	int udelay, timeout;
	bool sda_is_open_drain, scl_is_open_drain, scl_is_output_only;
};

/**
 * article_i2c_gpio_legacy() - whether @pdev is the article's i2c-gpio
 * device, and if so its platform data (article_glue.c, which sees the
 * article's board file)
 * @pdev: a platform device
 * @out: filled in when it is
 *
 * Return: true for the article's device.
 */
bool article_i2c_gpio_legacy(const struct platform_device *pdev,
			     struct demo_i2c_gpio_legacy *out);

struct device_driver;

/**
 * article_i2c_gpio_standin() - whether @drv is the article's stand-in
 * i2c-gpio driver (article_drivers.c)
 */
bool article_i2c_gpio_standin(const struct device_driver *drv);

/**
 * article_register_drivers_beside() - article_register_drivers(), but
 * beside a Linux i2c-gpio driver already registered (a module): then only
 * the foomatic driver, since two drivers cannot share a name
 *
 * Return: 0, or the error of the registration that failed.
 */
int article_register_drivers_beside(void);

/**
 * article_unregister_drivers_beside() - undo
 * article_register_drivers_beside()
 */
void article_unregister_drivers_beside(void);

/**
 * demo_i2c_create() - the GPIO bank the article's pins are on, and the
 * bridge that hands the article's device to Linux 6.12's i2c-gpio
 *
 * Return: 0, or a negative error; nothing is left behind then.
 */
int demo_i2c_create(void);

/** demo_i2c_destroy() - undo demo_i2c_create(), once the devices are gone */
void demo_i2c_destroy(void);

/**
 * demo_i2c_describe() - what the demo's I2C bus carried: the adapter, the
 * EEPROM's first bytes read through its nvmem device (Linux's at24 driver)
 * and the decoder's trace of the wires
 * @buf: where to write the text
 * @len: size of @buf
 *
 * Return: @buf, or NULL when Linux's i2c-gpio did not take the article's
 * device (its modules were not loaded: the article's stand-in driver
 * bound it instead).
 */
const char *demo_i2c_describe(char *buf, size_t len);

/**
 * demo_i2c_board_platdata() - the article's own platform data of @pdev
 * while the bridge has given it Linux 6.12's instead
 *
 * Return: the data its board file gave it, or NULL if @pdev is not
 * converted.
 */
const void *demo_i2c_board_platdata(const struct platform_device *pdev);

/**
 * demo_i2c_describe_conversion() - what the converted device carries now,
 * for the line of its platform data ("; for Linux 6.12: ...")
 * @buf: where to write the text
 * @len: size of @buf
 */
void demo_i2c_describe_conversion(char *buf, size_t len);

#endif /* _PLATDEV_EXAMPLES_DEMO_I2C_H */
