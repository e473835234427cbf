/* SPDX-License-Identifier: MIT */
/*
 * platdev/tiny_device.h - struct device and struct device_driver in the
 * tiny profile (PLATDEV_TINY), included by <linux/device.h> and
 * <linux/device/driver.h> in place of the other profiles' definitions.
 *
 * They carry only what the tiny core (src/tiny) reads: no parent, bus,
 * firmware node, reference count, release or core bookkeeping beyond one
 * list link. Code that uses a field left out does not compile, rather than
 * compile and find it ignored.
 */
#ifndef _PLATDEV_TINY_DEVICE_H
#define _PLATDEV_TINY_DEVICE_H

#include <linux/types.h>

struct module;
struct of_device_id;

/*
 * Bytes, with the terminating NUL, of a numbered device's "name.id" kept
 * in the device: the 20 of Linux's old BUS_ID_SIZE. An unnumbered device
 * (PLATFORM_DEVID_NONE) uses its platform_device's name and has no limit.
 */
#define PLATDEV_TINY_NAME_LEN 20

/**
 * struct device - a device, in the tiny profile
 * @driver: the driver bound to it; set while probe runs, cleared if it fails
 * @platform_data: board-specific data for the driver
 * @driver_data: the driver's own state; see dev_set_drvdata()
 * @platdev_next: the next device on the platform bus, in registration order
 * @platdev_name: "name.id" of a numbered device, else ""
 */
struct device {
	struct device_driver *driver;
	void *platform_data;
	void *driver_data;
	struct device *platdev_next;
	char platdev_name[PLATDEV_TINY_NAME_LEN];
};

/**
 * struct device_driver - a driver's generic part, in the tiny profile
 * @name: the name a device without an id_table match binds by
 * @owner: THIS_MODULE; accepted and not read
 * @of_match_table: the compatibles it binds a generated board's device by
 *                  (platdev/gen.h), before its id_table and its name
 * @platdev_next: the next driver on the platform bus, in registration order
 * @platdev_state: the core's flags (src/tiny/tiny.h)
 */
struct device_driver {
	const char *name;
	struct module *owner;
	const struct of_device_id *of_match_table;
	struct device_driver *platdev_next;
	u8 platdev_state;
};

#endif /* _PLATDEV_TINY_DEVICE_H */
