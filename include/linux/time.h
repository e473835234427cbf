/* SPDX-License-Identifier: MIT */
/*
 * linux/time.h - the kernel's time header: units and 64-bit times
 * (linux/time64.h).
 *
 * Unlike linux/types.h this header does not pull in the UAPI <linux/time.h>
 * of a Linux host: its struct timeval and struct timespec would collide
 * with the C library's. Use <time.h> for those.
 */
#ifndef _PLATDEV_LINUX_TIME_H
#define _PLATDEV_LINUX_TIME_H

#include <linux/time64.h>

#endif /* _PLATDEV_LINUX_TIME_H */
