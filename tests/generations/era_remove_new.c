// SPDX-License-Identifier: MIT
/* era_remove_new.c - a Linux 6.11 driver that still sets .remove_new. */
#define PLATDEV_LINUX_API KERNEL_VERSION(6, 11, 0)
#include <linux/platform_device.h>
#include <linux/version.h>

#include "era_driver.h"

struct era_record era_remove_new_record;

static int era_rn_probe(struct platform_device *pdev)
{
	(void)pdev;
	era_remove_new_record.probes++;
	era_remove_new_record.version = LINUX_VERSION_CODE;
	return 0;
}

static void era_rn_remove(struct platform_device *pdev)
{
	(void)pdev;
	era_remove_new_record.removes++;
}

struct platform_driver era_remove_new_driver = {
	.probe = era_rn_probe,
	.remove_new = era_rn_remove,
	.driver = { .name = "era-remove-new" },
};
