/* SPDX-License-Identifier: MIT */
/*
 * demo_board.h - the built-in demo board of the platdev inspector.
 *
 * The board carries the LWN article's foomatic and i2c-gpio devices and
 * drivers, plus devices that show the rest of the model: one driver for two
 * device names (an id_table), an automatically numbered device, a device
 * whose resources and platform data were copied by
 * platform_device_register_full(), a device whose driver declines one of
 * its two instances with -ENODEV, and a device no driver claims.
 */
#ifndef _PLATDEV_EXAMPLES_DEMO_BOARD_H
#define _PLATDEV_EXAMPLES_DEMO_BOARD_H

#include <stddef.h>
#include <stdio.h>

struct platform_device;

/**
 * demo_board_register() - register the demo board's devices, then its drivers
 *
 * Devices go first, as a board file's would at start-up; each driver then
 * binds to the devices it matches as it registers.
 *
 * Return: 0, or the first error; nothing is left registered then.
 */
int demo_board_register(void);

/**
 * demo_board_unregister() - unregister the drivers, then the devices
 */
void demo_board_unregister(void);

struct platdev_type;

/**
 * demo_board_platdata_type() - the type of a device's platform data
 * @pdev: a platform device
 *
 * The type the data carries (platdev/typed.h), or for the article's
 * untyped data the type its device name implies.
 *
 * Return: the type, or NULL when there is no data or its type is unknown.
 */
const struct platdev_type *
demo_board_platdata_type(struct platform_device *pdev);

/**
 * demo_board_describe_platdata() - render a device's platform data, field
 * by field, from its type's description (demo_board_platdata_type())
 * @pdev: a platform device
 * @buf: where to write the text
 * @len: size of @buf; the text is truncated to fit
 *
 * Return: @buf, or NULL if the type is unknown (or there is no data) or
 * @len is 0.
 */
const char *demo_board_describe_platdata(struct platform_device *pdev,
					 char *buf, size_t len);

/**
 * demo_board_fire_interrupts() - make each simulated UART raise its
 * interrupt once; the driver's handler acknowledges it
 */
void demo_board_fire_interrupts(void);

/**
 * demo_board_describe_hardware() - what a demo device's driver learned
 * from its simulated hardware
 *
 * Return: @buf for a bound demo UART, else NULL.
 */
const char *demo_board_describe_hardware(struct platform_device *pdev,
					 char *buf, size_t len);

/**
 * demo_board_print_i2c() - print the article's I2C bus: its EEPROM's first
 * bytes read through Linux's i2c-gpio and at24 (loaded as modules) and
 * the last transaction on the wires, or a line saying they were not loaded
 * @out: where to print
 */
void demo_board_print_i2c(FILE *out);

#endif /* _PLATDEV_EXAMPLES_DEMO_BOARD_H */
