// SPDX-License-Identifier: MIT
/*
 * class_device_module.c - a driver module for `platdev --module` that
 * registers a class device (platdev/class.h) for the gpio-keys node of QEMU's virt
 * board and records two events on it, so that `platdev sim` and
 * `devices --json` show what a subsystem core's class device looks like
 * without depending on one core's driver.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/of.h>
#include <linux/platform_device.h>
#include <platdev/class.h>
#include <stdio.h>

static void class_device_remove_action(void *data)
{
	platdev_class_device_del(data);
}

static int class_device_probe(struct platform_device *pdev)
{
	struct platdev_class_device *cdev;
	int err;

	cdev = devm_kzalloc(&pdev->dev, sizeof(*cdev), GFP_KERNEL);
	if (!cdev)
		return -ENOMEM;
	cdev->class = "example";
	cdev->parent = &pdev->dev;
	snprintf(cdev->name, sizeof(cdev->name), "example0");
	err = platdev_class_device_add(cdev);
	if (err)
		return err;
	platdev_class_device_event(cdev, "registered by %s",
				   dev_name(&pdev->dev));
	platdev_class_device_event(cdev, "value %d", 42);
	return devm_add_action_or_reset(&pdev->dev, class_device_remove_action,
					cdev);
}

static const struct of_device_id class_device_ids[] = { { .compatible =
								  "gpio-keys" },
							{} };

static struct platform_driver class_device_driver = {
	.probe = class_device_probe,
	.driver = { .name = "class-example",
		    .of_match_table = class_device_ids },
};
module_platform_driver(class_device_driver);
MODULE_LICENSE("MIT");
