/* SPDX-License-Identifier: MIT */
/*
 * tiny.h - the tiny core's private state (src/tiny, the tiny profile).
 *
 * One execution context: nothing here is locked, and nothing waits. The
 * lists are singly linked, in registration order, and walked from the head.
 */
#ifndef _PLATDEV_TINY_TINY_H
#define _PLATDEV_TINY_TINY_H

#include <linux/platform_device.h>
#include <platdev/event.h>

/* platform_device.platdev_state and device_driver.platdev_state bits */
#define TINY_REGISTERED 0x01u
#define TINY_IN_CALLBACK 0x02u /* its probe, remove or shutdown runs */

/**
 * struct tiny_bus - the platform bus: every registered device and driver
 * @devices: the oldest device, linked through device.platdev_next
 * @drivers: the oldest driver, linked through device_driver.platdev_next
 * @walks: bus_for_each_dev() calls in progress
 */
struct tiny_bus {
	struct device *devices;
	struct device_driver *drivers;
	unsigned int walks;
};

extern struct tiny_bus tiny_bus;

/**
 * tiny_event() - deliver one event to the hook, if its level is wanted
 * @code: an enum platdev_event_code other than PLATDEV_EV_MESSAGE
 * @dev: the device it concerns, or NULL
 * @arg: the code's argument
 *
 * Return: @arg, so that a refusal reads `return tiny_event(..., -EINVAL);`.
 */
long tiny_event(int code, const struct device *dev, long arg);

/*
 * tiny_gen_match() - the of_match_table entry of @drv that @pdev's
 * generated node selects, or NULL (gen.c); referenced weakly, so that an
 * image without a generated board links none of gen.c
 */
const struct of_device_id *tiny_gen_match(struct platform_driver *drv,
					  struct platform_device *pdev)
	__attribute__((weak));

#endif /* _PLATDEV_TINY_TINY_H */
