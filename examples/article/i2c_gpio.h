/* SPDX-License-Identifier: MIT */
/*
 * i2c_gpio.h - board description of an I2C bus bit-banged on two GPIO
 * lines, as the LWN article's example passes it to the "i2c-gpio" driver.
 *
 * A trimmed stand-in for Linux's platform data of the same name: the two
 * pin numbers the article sets, plus the timing and line-driving knobs a
 * bit-banging driver needs.
 */
#ifndef _PLATDEV_EXAMPLES_I2C_GPIO_H
#define _PLATDEV_EXAMPLES_I2C_GPIO_H

/**
 * struct i2c_gpio_platform_data - how an I2C bus is wired to GPIO lines
 * @sda_pin: GPIO number of the data line
 * @scl_pin: GPIO number of the clock line
 * @udelay: half a clock period in microseconds; 0 picks the driver default
 * @timeout: clock-stretching timeout in jiffies; 0 picks the driver default
 * @sda_is_open_drain: the SDA line is open drain, so the driver need not
 *                     emulate it by switching the pin to an input
 * @scl_is_open_drain: likewise for SCL
 * @scl_is_output_only: SCL cannot be read back, so clock stretching by a
 *                      slave cannot be detected
 */
struct i2c_gpio_platform_data {
	unsigned int sda_pin;
	unsigned int scl_pin;
	int udelay;
	int timeout;
	unsigned int sda_is_open_drain : 1;
	unsigned int scl_is_open_drain : 1;
	unsigned int scl_is_output_only : 1;
};

#endif /* _PLATDEV_EXAMPLES_I2C_GPIO_H */
