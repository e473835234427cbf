/* SPDX-License-Identifier: MIT */
/*
 * gpiolib.h - what GPIO drivers of Linux find in their subsystem's
 * private header (drivers/gpio/gpiolib.h, included as "gpiolib.h"):
 * gpiochip_get_ngpios() and the descriptor calls. Put this folder on the
 * include path to build such a driver unchanged.
 */
#ifndef _PLATDEV_DRIVER_PRIVATE_GPIOLIB_H
#define _PLATDEV_DRIVER_PRIVATE_GPIOLIB_H

#include <linux/gpio/consumer.h>
#include <linux/gpio/driver.h>

#endif /* _PLATDEV_DRIVER_PRIVATE_GPIOLIB_H */
