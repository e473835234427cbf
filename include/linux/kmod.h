/* SPDX-License-Identifier: MIT */
/*
 * linux/kmod.h - asking user space for a module or to run a program.
 *
 * As a kernel without CONFIG_MODULES: request_module() returns -ENOSYS
 * (platdev's loadable modules are loaded by the application, not on
 * demand). There are no user-space helpers to run: call_usermodehelper()
 * returns -ENOENT, as Linux for a program that does not exist.
 */
#ifndef _PLATDEV_LINUX_KMOD_H
#define _PLATDEV_LINUX_KMOD_H

#include <linux/errno.h>
#include <linux/gfp.h>
#include <linux/stddef.h>
#include <linux/umh.h>

#define KMOD_PATH_LEN 256

static inline __printf(2, 3) int __request_module(bool wait, const char *fmt,
						  ...)
{
	(void)wait;
	(void)fmt;
	return -ENOSYS;
}

#define request_module(mod...) __request_module(true, mod)
#define request_module_nowait(mod...) __request_module(false, mod)

#endif /* _PLATDEV_LINUX_KMOD_H */
