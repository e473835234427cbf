/* SPDX-License-Identifier: MIT */
/*
 * linux/platform_data/i2c-gpio.h - board code's description of an I2C
 * bus bit-banged on two GPIO lines (the lines themselves are the "sda"
 * and "scl" GPIOs of the i2c-gpio device, from the tree or a lookup).
 */
#ifndef _LINUX_I2C_GPIO_H
#define _LINUX_I2C_GPIO_H

/**
 * struct i2c_gpio_platform_data - how an i2c-gpio bus is wired and timed
 * @udelay: half a clock period in microseconds; 0 picks the driver default
 * @timeout: clock-stretching timeout in jiffies; 0 picks the default
 * @sda_is_open_drain: SDA is open drain in hardware (no emulation needed)
 * @sda_is_output_only: SDA cannot be read back
 * @sda_has_no_pullup: SDA has no pull-up: drive it push-pull
 * @scl_is_open_drain: SCL is open drain in hardware
 * @scl_is_output_only: SCL cannot be read back (no clock stretching)
 * @scl_has_no_pullup: SCL has no pull-up: drive it push-pull
 */
struct i2c_gpio_platform_data {
	int udelay;
	int timeout;
	unsigned int sda_is_open_drain : 1;
	unsigned int sda_is_output_only : 1;
	unsigned int sda_has_no_pullup : 1;
	unsigned int scl_is_open_drain : 1;
	unsigned int scl_is_output_only : 1;
	unsigned int scl_has_no_pullup : 1;
};

#endif /* _LINUX_I2C_GPIO_H */
