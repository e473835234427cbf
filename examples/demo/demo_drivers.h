/* SPDX-License-Identifier: MIT */
/*
 * demo_drivers.h - the demo board's own drivers: demo-uart (two device
 * names through an id_table), demo-sensor and demo-gpio.
 */
#ifndef _PLATDEV_EXAMPLES_DEMO_DRIVERS_H
#define _PLATDEV_EXAMPLES_DEMO_DRIVERS_H

/**
 * demo_drivers_register() - register the demo-uart, demo-sensor and
 * demo-gpio drivers
 *
 * Return: 0, or the first error; none is left registered then.
 */
int demo_drivers_register(void);

/**
 * demo_drivers_unregister() - unregister the three drivers, newest first
 */
void demo_drivers_unregister(void);

#endif /* _PLATDEV_EXAMPLES_DEMO_DRIVERS_H */
