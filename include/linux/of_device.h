/* SPDX-License-Identifier: MIT */
/*
 * linux/of_device.h - the device-tree side of struct device: matching a
 * device against a driver's of_device_id table, its match data and its
 * modalias. They are declared in linux/of_platform.h here; drivers that
 * include this header, as Linux's do, find them.
 */
#ifndef _PLATDEV_LINUX_OF_DEVICE_H
#define _PLATDEV_LINUX_OF_DEVICE_H

#include <linux/device.h>
#include <linux/of.h>
#include <linux/of_platform.h>

#endif /* _PLATDEV_LINUX_OF_DEVICE_H */
