/* SPDX-License-Identifier: MIT */
/*
 * linux/param.h - HZ, the rate of the jiffies counter (linux/jiffies.h,
 * 1000 here), and USER_HZ, the rate of the clock ticks user space sees.
 */
#ifndef _PLATDEV_LINUX_PARAM_H
#define _PLATDEV_LINUX_PARAM_H

#ifndef HZ
#define HZ 1000
#endif
#ifndef USER_HZ
#define USER_HZ 100
#endif

#endif /* _PLATDEV_LINUX_PARAM_H */
