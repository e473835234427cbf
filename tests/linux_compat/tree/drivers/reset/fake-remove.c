// SPDX-License-Identifier: MIT
/*
 * A fixture of tools/linux-compat: a .remove of the 6.10 generation (int),
 * which Linux 6.12's void .remove refuses.
 */
#include <linux/module.h>
#include <linux/platform_device.h>

static int fake_remove_remove(struct platform_device *pdev)
{
	return 0;
}

static struct platform_driver fake_remove_driver = {
	.remove = fake_remove_remove,
	.driver = { .name = "fake-remove" },
};
module_platform_driver(fake_remove_driver);
