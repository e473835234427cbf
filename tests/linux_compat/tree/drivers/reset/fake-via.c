// SPDX-License-Identifier: MIT
/*
 * A fixture of tools/linux-compat: a driver that compiles and calls its
 * folder's library (fake-lib.c), which does not compile.
 */
#include <linux/platform_device.h>

int fake_lib_call(struct platform_device *pdev);

static struct platform_driver fake_via_driver = {
	.probe = fake_lib_call,
	.driver = { .name = "fake-via" },
};
builtin_platform_driver(fake_via_driver);
