/* SPDX-License-Identifier: MIT */
/* linux/spinlock_types.h - spinlock_t and raw_spinlock_t (linux/spinlock.h). */
#ifndef _PLATDEV_LINUX_SPINLOCK_TYPES_H
#define _PLATDEV_LINUX_SPINLOCK_TYPES_H

#include <linux/spinlock.h>

#endif /* _PLATDEV_LINUX_SPINLOCK_TYPES_H */
