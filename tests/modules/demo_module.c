// SPDX-License-Identifier: MIT
/*
 * demo_module.c - a driver module for "platdev --module": a shared object,
 * not linked against the library, whose module_platform_driver() registers
 * its driver when it is loaded. It binds the "vendor,uart-v2" UART of
 * tests/dts/of_populate.dts and claims the UART's registers, as a driver
 * that maps them would. Two more drivers show the other outcomes: the GPIO
 * controller's probe defers, the MFD's fails.
 */
#include <linux/module.h>
#include <linux/of.h>
#include <linux/platform_device.h>

static int demo_module_probe(struct platform_device *pdev)
{
	struct resource *mem = platform_get_resource(pdev, IORESOURCE_MEM, 0);

	if (!mem)
		return -ENODEV;
	if (!devm_request_mem_region(&pdev->dev, mem->start, resource_size(mem),
				     dev_name(&pdev->dev)))
		return -EBUSY;
	return 0;
}

static const struct of_device_id demo_module_of_match[] = {
	{ .compatible = "vendor,uart-v2" },
	{}
};
MODULE_DEVICE_TABLE(of, demo_module_of_match);

static struct platform_driver demo_module_driver = {
	.probe = demo_module_probe,
	.driver = {
		.name = "demo-module-uart",
		.of_match_table = demo_module_of_match,
	},
};

static int demo_module_defer(struct platform_device *pdev)
{
	return dev_err_probe(&pdev->dev, -EPROBE_DEFER,
			     "waiting for a clock that never comes\n");
}

static const struct of_device_id demo_defer_of_match[] = {
	{ .compatible = "vendor,gpio" },
	{}
};

static struct platform_driver demo_defer_driver = {
	.probe = demo_module_defer,
	.driver = {
		.name = "demo-module-defer",
		.of_match_table = demo_defer_of_match,
	},
};

static int demo_module_fail(struct platform_device *pdev)
{
	(void)pdev;
	return -EIO;
}

static const struct of_device_id demo_fail_of_match[] = {
	{ .compatible = "vendor,mfd" },
	{}
};

static struct platform_driver demo_fail_driver = {
	.probe = demo_module_fail,
	.driver = {
		.name = "demo-module-fail",
		.of_match_table = demo_fail_of_match,
	},
};

module_platform_driver(demo_module_driver);
module_platform_driver(demo_defer_driver);
module_platform_driver(demo_fail_driver);

MODULE_LICENSE("MIT");
MODULE_DESCRIPTION("platdev --module test driver");
