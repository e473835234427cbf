// SPDX-License-Identifier: MIT
/*
 * generation_mismatch.c - a driver must match the generation of Linux's
 * API it declares (linux/version.h). Built once per CASE: with
 * GENERATION_OK the generation is the driver's and it must compile
 * warning-free; without it the compiler must stop.
 */
#if CASE == 1 /* an int .remove (up to 6.10) declared as a 6.12 driver */
#ifndef GENERATION_OK
#define PLATDEV_LINUX_API KERNEL_VERSION(6, 12, 0)
#endif
#include <linux/platform_device.h>

static int old_remove(struct platform_device *pdev)
{
	(void)pdev;
	return 0;
}

struct platform_driver drv = {
	.remove = old_remove,
	.driver = { .name = "x" },
};
#elif CASE == 2 /* .remove_new, gone in 6.13, declared as a 6.13 driver */
#ifdef GENERATION_OK
#define PLATDEV_LINUX_API KERNEL_VERSION(6, 12, 0)
#else
#define PLATDEV_LINUX_API KERNEL_VERSION(6, 13, 0)
#endif
#include <linux/platform_device.h>

static void new_remove(struct platform_device *pdev)
{
	(void)pdev;
}

struct platform_driver drv = {
	.remove_new = new_remove,
	.driver = { .name = "x" },
};
#else
#error "CASE must be 1 or 2"
#endif
