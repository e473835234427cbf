/* SPDX-License-Identifier: MIT */
/*
 * linux/proc_fs.h - /proc entries' type, for drivers that include it
 * without creating one: there is no /proc here.
 */
#ifndef _PLATDEV_LINUX_PROC_FS_H
#define _PLATDEV_LINUX_PROC_FS_H

#include <linux/fs.h>

struct proc_dir_entry;

#endif /* _PLATDEV_LINUX_PROC_FS_H */
