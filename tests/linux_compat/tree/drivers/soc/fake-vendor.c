// SPDX-License-Identifier: MIT
/* A fixture of tools/linux-compat: a driver needing a vendor header. */
#include <linux/platform_device.h>
#include <soc/platdev-fixture/vendor.h>

static struct platform_driver fake_vendor_driver = {
	.driver = { .name = "fake-vendor" },
};
module_platform_driver(fake_vendor_driver);
