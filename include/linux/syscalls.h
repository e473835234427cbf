/* SPDX-License-Identifier: MIT */
/*
 * linux/syscalls.h - the kernel's system call entry points (sys_*() and
 * ksys_*()). There is no user space and no system call here, so none is
 * declared; drivers that include this header without calling one (a
 * leftover include) compile as in Linux. It reaches the basic types, as
 * Linux's does.
 */
#ifndef _PLATDEV_LINUX_SYSCALLS_H
#define _PLATDEV_LINUX_SYSCALLS_H

#include <linux/linkage.h>
#include <linux/types.h>

#endif /* _PLATDEV_LINUX_SYSCALLS_H */
