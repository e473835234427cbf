// SPDX-License-Identifier: MIT
/* A fixture of tools/linux-compat: a driver of a subsystem we lack. */
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/watchdog.h>

static struct platform_driver fake_wdt_driver = {
	.driver = { .name = "fake-wdt" },
};
module_platform_driver(fake_wdt_driver);
