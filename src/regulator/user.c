// SPDX-License-Identifier: MIT
/*
 * user.c - platdev/regulator.h: a regulator's sysfs attributes for a
 * program, by its class device's name.
 */
#include <linux/err.h>
#include <platdev/class.h>
#include <platdev/regulator.h>

#include "regulator.h"

int platdev_regulator_info(const char *name,
			   struct platdev_regulator_info *info)
{
	struct regulator_dev *rdev =
		platdev_class_device_data("regulator", name);
	const struct regulator_ops *ops;

	if (!rdev)
		return -ENODEV;
	mutex_lock(&regulator_core_lock);
	ops = rdev->desc->ops;
	if (rdev->ena_pin)
		info->enabled = rdev->ena_gpio_state;
	else if (ops->is_enabled)
		info->enabled = ops->is_enabled(rdev);
	else
		info->enabled = 1;
	info->uV = regulator_get_voltage_rdev(rdev);
	info->use_count = rdev->use_count;
	info->open_count = rdev->open_count;
	info->min_uV = rdev->constraints->min_uV;
	info->max_uV = rdev->constraints->max_uV;
	mutex_unlock(&regulator_core_lock);
	return 0;
}
