/* SPDX-License-Identifier: MIT */
/*
 * linux/stringify.h - a macro argument as a string literal, after the
 * macros in it are expanded; FILE_LINE is "file.c:123".
 */
#ifndef _PLATDEV_LINUX_STRINGIFY_H
#define _PLATDEV_LINUX_STRINGIFY_H

#ifndef __stringify
#define __stringify_1(x...) #x
#define __stringify(x...) __stringify_1(x)
#endif

#define FILE_LINE __FILE__ ":" __stringify(__LINE__)

#endif /* _PLATDEV_LINUX_STRINGIFY_H */
