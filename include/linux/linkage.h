/* SPDX-License-Identifier: MIT */
/*
 * linux/linkage.h - calling-convention markers (none apply outside the
 * kernel's assembly entry points) and, as in Linux, EXPORT_SYMBOL().
 */
#ifndef _PLATDEV_LINUX_LINKAGE_H
#define _PLATDEV_LINUX_LINKAGE_H

#include <linux/compiler.h>
#include <linux/export.h>

#ifndef asmlinkage
#define asmlinkage
#endif
#ifndef __visible
#define __visible __attribute__((externally_visible))
#endif

#endif /* _PLATDEV_LINUX_LINKAGE_H */
