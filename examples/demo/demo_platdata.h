/* SPDX-License-Identifier: MIT */
/*
 * demo_platdata.h - the platform data the demo board hands its drivers.
 *
 * As in Linux, the structure a driver expects lives in a header the board
 * file and the driver both include; the board fills it, the driver reads it.
 * Here the types are also described (platdev/typed.h): the board declares
 * its devices' data with its type, the typed drivers decline data of
 * another type, and the inspector prints any of it field by field. The
 * descriptions are defined once, in demo_board.c.
 */
#ifndef _PLATDEV_EXAMPLES_DEMO_PLATDATA_H
#define _PLATDEV_EXAMPLES_DEMO_PLATDATA_H

#include <linux/types.h>
#include <platdev/typed.h>

#define DEMO_SENSOR_LABEL_LEN 16

/**
 * struct demo_uart_platdata - how a demo UART is clocked and configured
 * @uartclk: input clock in Hz
 * @baud: initial baud rate
 * @fifo_depth: FIFO depth in bytes; 0 takes the variant's own
 * @hw_flow: RTS/CTS lines are wired
 */
struct demo_uart_platdata {
	unsigned int uartclk;
	unsigned int baud;
	unsigned int fifo_depth;
	bool hw_flow;
};

/**
 * struct demo_sensor_platdata - where a temperature sensor sits and when it alarms
 * @label: what the board calls the sensor
 * @poll_ms: sampling period in milliseconds
 * @alarm_mc: alarm threshold in milli-degrees Celsius
 */
struct demo_sensor_platdata {
	char label[DEMO_SENSOR_LABEL_LEN];
	unsigned int poll_ms;
	int alarm_mc;
};

/**
 * struct demo_gpio_platdata - which GPIO numbers a controller provides
 * @base: number of its first line
 * @ngpio: lines wired on this board; 0 means the controller is unused
 */
struct demo_gpio_platdata {
	unsigned int base;
	unsigned int ngpio;
};

PLATDEV_TYPE_DECLARE(demo_uart_platdata);
PLATDEV_TYPE_DECLARE(demo_sensor_platdata);
PLATDEV_TYPE_DECLARE(demo_gpio_platdata);
/* The article's type (examples/article/i2c_gpio.h), described by the demo. */
PLATDEV_TYPE_DECLARE(i2c_gpio_platform_data);

#endif /* _PLATDEV_EXAMPLES_DEMO_PLATDATA_H */
