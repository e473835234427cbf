// SPDX-License-Identifier: MIT
/*
 * era_613.c - drivers written for one generation only, with no version
 * tests: a 6.13 driver (void .remove, no .remove_new any more) and a 6.11
 * driver that still says .remove_new.
 */
#define PLATDEV_LINUX_API KERNEL_VERSION(6, 13, 0)
#include <linux/platform_device.h>
#include <linux/version.h>

#include "era_driver.h"

struct era_record era_613_record;

static int era_613_probe(struct platform_device *pdev)
{
	(void)pdev;
	era_613_record.probes++;
	era_613_record.version = LINUX_VERSION_CODE;
	return 0;
}

static void era_613_remove(struct platform_device *pdev)
{
	(void)pdev;
	era_613_record.removes++;
}

struct platform_driver era_613_driver = {
	.probe = era_613_probe,
	.remove = era_613_remove,
	.driver = { .name = "era-613" },
};
