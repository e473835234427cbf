// SPDX-License-Identifier: MIT
/* A fixture of tools/linux-compat: a library of its folder's drivers. */
#include <linux/platform_device.h>
#include <linux/platdev-fixture-missing.h>

int fake_lib_call(struct platform_device *pdev)
{
	return 0;
}
