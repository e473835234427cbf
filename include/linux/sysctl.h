/* SPDX-License-Identifier: MIT */
/*
 * linux/sysctl.h - /proc/sys tables' type, for drivers that include it
 * without registering one: there is no /proc/sys here. Its own header, so
 * that the host's uapi <linux/sysctl.h> is never taken for it.
 */
#ifndef _PLATDEV_LINUX_SYSCTL_H
#define _PLATDEV_LINUX_SYSCTL_H

#include <linux/types.h>

struct ctl_table;
struct ctl_table_header;

#endif /* _PLATDEV_LINUX_SYSCTL_H */
