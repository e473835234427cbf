/* SPDX-License-Identifier: MIT */
/*
 * linux/gfp.h - the allocation flags (linux/gfp_types.h). Page allocation
 * is not provided: drivers allocate with kmalloc() (linux/slab.h) and
 * devm_kmalloc().
 */
#ifndef _PLATDEV_LINUX_GFP_H
#define _PLATDEV_LINUX_GFP_H

#include <linux/gfp_types.h>

/** gfpflags_allow_blocking() - Return: whether @flags let the call sleep */
static inline bool gfpflags_allow_blocking(gfp_t flags)
{
	return !(flags & (GFP_ATOMIC | GFP_NOWAIT));
}

#endif /* _PLATDEV_LINUX_GFP_H */
