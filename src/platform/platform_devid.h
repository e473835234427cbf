/* SPDX-License-Identifier: MIT */
/*
 * platform_devid.h - instance numbers for PLATFORM_DEVID_AUTO devices.
 */
#ifndef _PLATDEV_PLATFORM_DEVID_H
#define _PLATDEV_PLATFORM_DEVID_H

#include <linux/errno.h>

/* The smallest unused number, or -ENOMEM / -ENOSPC. */
int platform_devid_alloc(void);

/* Return a number from platform_devid_alloc(). */
void platform_devid_free(int id);

#endif /* _PLATDEV_PLATFORM_DEVID_H */
