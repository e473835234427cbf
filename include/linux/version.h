/* SPDX-License-Identifier: MIT */
/*
 * linux/version.h - which generation of Linux's driver API a translation
 * unit was written for.
 *
 * Linux changed some driver-facing signatures over the years; this library
 * keeps one binary layout and lets each source file choose the spelling it
 * expects. Define PLATDEV_LINUX_API before including any header of ours
 * (or pass -DPLATDEV_LINUX_API=...) to the version a driver was written
 * for, for example
 *
 *	#define PLATDEV_LINUX_API KERNEL_VERSION(6, 12, 0)
 *
 * Without it the generation is 6.10, the last whose platform_driver
 * .remove returns int, so that drivers of the article's era and every
 * later one up to 6.10 compile unchanged. docs/compat.md lists what each
 * generation changes. LINUX_VERSION_CODE answers with the chosen version,
 * so a driver's own #if LINUX_VERSION_CODE >= KERNEL_VERSION(...) tests
 * take the branch that matches the declarations it sees.
 */
#ifndef _PLATDEV_LINUX_VERSION_H
#define _PLATDEV_LINUX_VERSION_H

/* One byte per part; a sublevel past 255 saturates. */
#define KERNEL_VERSION(a, b, c) \
	((a) << 16 | (b) << 8 | ((c) < 255 ? (c) : 255))

/* The Linux API generation a driver is built for (docs/compat.md). */
#ifndef PLATDEV_LINUX_API
#define PLATDEV_LINUX_API KERNEL_VERSION(6, 10, 0)
#endif

#define LINUX_VERSION_CODE (PLATDEV_LINUX_API)
#define LINUX_VERSION_MAJOR ((LINUX_VERSION_CODE) >> 16)
#define LINUX_VERSION_PATCHLEVEL (((LINUX_VERSION_CODE) >> 8) & 0xff)
#define LINUX_VERSION_SUBLEVEL ((LINUX_VERSION_CODE) & 0xff)

#endif /* _PLATDEV_LINUX_VERSION_H */
