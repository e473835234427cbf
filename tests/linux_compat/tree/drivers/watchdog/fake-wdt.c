// SPDX-License-Identifier: MIT
/* A fixture of tools/linux-compat: a watchdog on a subsystem we lack (SPI). */
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/spi/spi.h>

static struct platform_driver fake_wdt_driver = {
	.driver = { .name = "fake-wdt" },
};
module_platform_driver(fake_wdt_driver);
