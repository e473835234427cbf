/* SPDX-License-Identifier: MIT */
/*
 * linux/compiler_types.h - the attributes and annotations a driver may ask
 * for by this name; here they all live in linux/compiler.h.
 */
#ifndef _PLATDEV_LINUX_COMPILER_TYPES_H
#define _PLATDEV_LINUX_COMPILER_TYPES_H

#include <linux/compiler.h>

#endif /* _PLATDEV_LINUX_COMPILER_TYPES_H */
