// SPDX-License-Identifier: MIT
/*
 * app.c - a program built against an installed platdev, as a user builds
 * one (tests/install/install.sh, with pkg-config and with CMake): a board
 * device and its driver, bound when the device registers. It prints the
 * feature mask it was compiled with, which must be the library's.
 */
#include <stdio.h>

#include <linux/platform_device.h>

static struct resource app_resources[] = {
	DEFINE_RES_MEM_NAMED(0x10000000, 0x100, "regs"),
};

static struct platform_device app_device = {
	.name = "install-app",
	.id = PLATFORM_DEVID_NONE,
	.resource = app_resources,
	.num_resources = ARRAY_SIZE(app_resources),
};

static int probed;

static int app_probe(struct platform_device *pdev)
{
	if (!platform_get_resource_byname(pdev, IORESOURCE_MEM, "regs"))
		return -ENODEV;
	probed++;
	return 0;
}

static struct platform_driver app_driver = {
	.probe = app_probe,
	.driver = { .name = "install-app" },
};

int main(void)
{
	int ret = platform_driver_register(&app_driver);

	if (!ret)
		ret = platform_device_register(&app_device);
	if (ret || probed != 1) {
		fprintf(stderr, "app: not bound (%d, %d probes)\n", ret,
			probed);
		return 1;
	}
	printf("app: %s bound, features 0x%x\n", dev_name(&app_device.dev),
	       (unsigned int)PLATDEV_FEATURES);
	platform_device_unregister(&app_device);
	platform_driver_unregister(&app_driver);
	return 0;
}
