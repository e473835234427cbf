// SPDX-License-Identifier: MIT
/*
 * era_driver.c - a driver as out-of-tree drivers are written: it follows
 * the generation it is built for with LINUX_VERSION_CODE tests. Included
 * by era_old.c and era_new.c, which choose the generation and the names.
 */
#include <linux/platform_device.h>
#include <linux/version.h>

#include "era_driver.h"

static int era_probe(struct platform_device *pdev)
{
	(void)pdev;
	ERA_RECORD.probes++;
	ERA_RECORD.version = LINUX_VERSION_CODE;
	return 0;
}

#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 11, 0)
static void era_remove(struct platform_device *pdev)
{
	(void)pdev;
	ERA_RECORD.removes++;
}
#else
static int era_remove(struct platform_device *pdev)
{
	(void)pdev;
	ERA_RECORD.removes++;
	return 0;
}
#endif

struct platform_driver ERA_DRIVER = {
	.probe = era_probe,
	.remove = era_remove,
	.driver = { .name = ERA_NAME },
};
