// SPDX-License-Identifier: MIT
/* A fixture of tools/linux-compat: a driver that compiles and links. */
#include <linux/mod_devicetable.h>
#include <linux/module.h>
#include <linux/platform_device.h>

static int fake_ok_probe(struct platform_device *pdev)
{
	return 0;
}

static const struct of_device_id fake_ok_of_match[] = {
	{ .compatible = "platdev,fake-ok" },
	{}
};

static struct platform_driver fake_ok_driver = {
	.probe = fake_ok_probe,
	.driver = {
		.name = "fake-ok",
		.of_match_table = fake_ok_of_match,
	},
};
module_platform_driver(fake_ok_driver);
MODULE_LICENSE("GPL");
