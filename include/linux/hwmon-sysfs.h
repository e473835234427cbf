/* SPDX-License-Identifier: MIT */
/*
 * linux/hwmon-sysfs.h - the hwmon attributes; empty, as linux/hwmon.h
 * says: CONFIG_HWMON is never set.
 */
#ifndef _LINUX_HWMON_SYSFS_H
#define _LINUX_HWMON_SYSFS_H

#include <linux/device.h>

#endif /* _LINUX_HWMON_SYSFS_H */
