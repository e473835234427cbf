/* SPDX-License-Identifier: MIT */
/*
 * linux/memory.h - memory hotplug notifications. Memory never comes or
 * goes here: a notifier can be registered and is never called.
 */
#ifndef _PLATDEV_LINUX_MEMORY_H
#define _PLATDEV_LINUX_MEMORY_H

#include <linux/notifier.h>

#define MEM_ONLINE (1 << 0)
#define MEM_GOING_OFFLINE (1 << 1)
#define MEM_OFFLINE (1 << 2)
#define MEM_GOING_ONLINE (1 << 3)
#define MEM_CANCEL_ONLINE (1 << 4)
#define MEM_CANCEL_OFFLINE (1 << 5)

/** register_memory_notifier() - Return: 0; @nb is never called */
static inline int register_memory_notifier(struct notifier_block *nb)
{
	(void)nb;
	return 0;
}

static inline void unregister_memory_notifier(struct notifier_block *nb)
{
	(void)nb;
}

#endif /* _PLATDEV_LINUX_MEMORY_H */
