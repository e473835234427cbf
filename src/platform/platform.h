/* SPDX-License-Identifier: MIT */
/*
 * platform.h - private declarations shared by the platform bus's files.
 */
#ifndef _PLATDEV_PLATFORM_H
#define _PLATDEV_PLATFORM_H

#include <linux/platform_device.h>

/* The id_table entry matching @pdev's name, or NULL. */
const struct platform_device_id *
platform_match_id(const struct platform_device_id *id,
		  const struct platform_device *pdev);

#endif /* _PLATDEV_PLATFORM_H */
