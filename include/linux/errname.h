/* SPDX-License-Identifier: MIT */
/*
 * linux/errname.h - the symbolic name of an error code, as Linux's %pe
 * prints it.
 */
#ifndef _PLATDEV_LINUX_ERRNAME_H
#define _PLATDEV_LINUX_ERRNAME_H

/**
 * errname() - the name of an error code
 * @err: an errno, negative (as drivers return them) or positive
 *
 * Return: "-ENODEV" for -ENODEV, "ENODEV" for ENODEV (the kernel-only codes
 * such as EPROBE_DEFER included), or NULL for a code without a name.
 */
const char *errname(int err);

#endif /* _PLATDEV_LINUX_ERRNAME_H */
