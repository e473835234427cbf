/* SPDX-License-Identifier: MIT */
/*
 * linux/umh.h - running user-space helper programs: there are none here,
 * so call_usermodehelper() answers -ENOENT, as Linux for a missing file.
 */
#ifndef _PLATDEV_LINUX_UMH_H
#define _PLATDEV_LINUX_UMH_H

#include <linux/compiler.h>
#include <linux/errno.h>

#define UMH_NO_WAIT 0x00
#define UMH_WAIT_EXEC 0x01
#define UMH_WAIT_PROC 0x02
#define UMH_KILLABLE 0x04
#define UMH_FREEZABLE 0x08

static inline int call_usermodehelper(const char *path, char **argv,
				      char **envp, int wait)
{
	(void)path;
	(void)argv;
	(void)envp;
	(void)wait;
	return -ENOENT;
}

#endif /* _PLATDEV_LINUX_UMH_H */
