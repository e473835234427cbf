/* SPDX-License-Identifier: MIT */
/*
 * platdev/regulator.h - what Linux user space reads in
 * /sys/class/regulator/regulator.N/: a regulator's state, voltage, use
 * count and number of consumers, found by its name (the tree's
 * regulator-name, as the class registry of platdev/class.h lists it).
 *
 *   struct platdev_regulator_info info;
 *   platdev_regulator_info("vcc-sd", &info);   info.enabled, info.uV, ...
 */
#ifndef _PLATDEV_REGULATOR_H
#define _PLATDEV_REGULATOR_H

/**
 * struct platdev_regulator_info - a regulator's sysfs attributes
 * @enabled: the "state" file: 1 on, 0 off, or a negative errno
 * @uV: the "microvolts" file, or a negative errno (-EINVAL: no voltage)
 * @use_count: the "num_users" file: consumers with an enable
 * @open_count: the consumers holding it
 * @min_uV: the constraints' lowest voltage (0: none)
 * @max_uV: the constraints' highest voltage
 */
struct platdev_regulator_info {
	int enabled;
	int uV;
	unsigned int use_count;
	unsigned int open_count;
	int min_uV;
	int max_uV;
};

/**
 * platdev_regulator_info() - read a regulator's attributes
 * @name: its name in the "regulator" class
 * @info: receives them
 * Return: 0, or -ENODEV for no regulator of that name.
 */
int platdev_regulator_info(const char *name,
			   struct platdev_regulator_info *info);

#endif /* _PLATDEV_REGULATOR_H */
