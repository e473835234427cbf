// SPDX-License-Identifier: MIT
/* A fixture of tools/linux-compat: a helper file, no driver (not scanned). */
#include <linux/platform_device.h>

int fake_helper(struct platform_device *pdev)
{
	return 0;
}
