// SPDX-License-Identifier: MIT
/*
 * sizeof.c - the model's struct sizes for the target, read from the object
 * without running it: each array below is as long as the struct it names,
 * and `nm -S` prints the lengths (cross.sh size does). Compiled, never
 * linked.
 */
#include <linux/platform_device.h>

char platdev_sizeof_device[sizeof(struct device)];
char platdev_sizeof_platform_device[sizeof(struct platform_device)];
char platdev_sizeof_platform_driver[sizeof(struct platform_driver)];
char platdev_sizeof_device_driver[sizeof(struct device_driver)];
char platdev_sizeof_resource[sizeof(struct resource)];
