// SPDX-License-Identifier: MIT
/*
 * amba_module.c - a driver module for `platdev --module` whose driver is
 * on the AMBA bus: module_amba_driver() registers it when the module
 * loads; the inspector must unregister it before it unloads the module,
 * whose memory holds the driver. The module checks that as it is unloaded
 * and says which happened.
 */
#include <stdio.h>

#include <linux/amba/bus.h>
#include <linux/io.h>
#include <linux/module.h>

static int amba_module_probe(struct amba_device *adev, const struct amba_id *id)
{
	void __iomem *regs = devm_ioremap_resource(&adev->dev, &adev->res);

	(void)id;
	if (IS_ERR(regs))
		return PTR_ERR(regs);
	dev_info(&adev->dev, "RTC at %u s\n", readl(regs));
	return 0;
}

static const struct amba_id amba_module_ids[] = {
	{ .id = 0x00041031, .mask = 0x000fffff }, /* PL031 */
	{},
};

static struct amba_driver amba_module_driver = {
	.drv = { .name = "amba-module" },
	.probe = amba_module_probe,
	.id_table = amba_module_ids,
};
module_amba_driver(amba_module_driver);
MODULE_LICENSE("MIT");

static void __attribute__((destructor)) amba_module_unloaded(void)
{
	bool still = driver_find(amba_module_driver.drv.name, &amba_bustype);

	/* On stdout, after the listing the inspector printed there. */
	printf("amba-module: unloaded with its driver %s\n",
	       still ? "still registered" : "unregistered");
}
