/* SPDX-License-Identifier: MIT */
/*
 * linux/gfp_types.h - the allocation flags. They are accepted for source
 * compatibility and carry no meaning here: every allocation may be made
 * from any context the port allows, and memory comes back zero-filled.
 */
#ifndef _PLATDEV_LINUX_GFP_TYPES_H
#define _PLATDEV_LINUX_GFP_TYPES_H

#include <linux/types.h>

#define GFP_KERNEL 0x0u
#define GFP_ATOMIC 0x1u
#define GFP_NOWAIT 0x2u
#define GFP_DMA 0x4u
#define GFP_DMA32 0x8u
#define GFP_NOIO 0x10u
#define GFP_NOFS 0x20u
#define GFP_USER 0x40u
#define __GFP_ZERO 0x100u
#define __GFP_NOWARN 0x200u
#define __GFP_RETRY_MAYFAIL 0x400u
#define __GFP_NOFAIL 0x800u

#endif /* _PLATDEV_LINUX_GFP_TYPES_H */
