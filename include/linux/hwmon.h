/* SPDX-License-Identifier: MIT */
/*
 * linux/hwmon.h - the hardware-monitoring core is not modelled:
 * CONFIG_HWMON is never set, so a driver's IS_REACHABLE(CONFIG_HWMON)
 * part is left out, as in a Linux kernel built without it. A driver that
 * registers a hwmon device unconditionally does not compile (its calls
 * are undeclared), rather than linking against nothing.
 */
#ifndef _LINUX_HWMON_H
#define _LINUX_HWMON_H

#include <linux/bitops.h>
#include <linux/device.h>

#endif /* _LINUX_HWMON_H */
