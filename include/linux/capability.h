/* SPDX-License-Identifier: MIT */
/*
 * linux/capability.h - capable(): whether the caller may do a privileged
 * thing. A driver asks it before showing what only the administrator may
 * read (at24 hides the EEPROM from others than root). The library runs its
 * drivers on behalf of the program that links it, which owns the
 * hardware: every capability is granted.
 */
#ifndef _PLATDEV_LINUX_CAPABILITY_H
#define _PLATDEV_LINUX_CAPABILITY_H

#include <linux/types.h>

/* The capabilities drivers ask for, numbered as Linux's user ABI. */
#define CAP_NET_ADMIN 12
#define CAP_NET_RAW 13
#define CAP_SYS_RAWIO 17
#define CAP_SYS_ADMIN 21
#define CAP_SYS_BOOT 22
#define CAP_SYS_NICE 23
#define CAP_SYS_RESOURCE 24
#define CAP_SYS_TIME 25
#define CAP_SYS_TTY_CONFIG 26
#define CAP_WAKE_ALARM 35
#define CAP_BLOCK_SUSPEND 36

/**
 * capable() - whether the current task has capability @cap
 * @cap: a CAP_* number
 *
 * Return: true: the program running the drivers holds every capability.
 */
static inline bool capable(int cap)
{
	(void)cap;
	return true;
}

#endif /* _PLATDEV_LINUX_CAPABILITY_H */
