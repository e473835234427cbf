/* SPDX-License-Identifier: MIT */
/*
 * linux/align.h - rounding to a power-of-two alignment @a (in the type of
 * @x), and testing for it.
 */
#ifndef _PLATDEV_LINUX_ALIGN_H
#define _PLATDEV_LINUX_ALIGN_H

/* The host's <linux/const.h> (uapi) may have defined these two already. */
#ifndef __ALIGN_KERNEL
#define __ALIGN_KERNEL_MASK(x, mask) (((x) + (mask)) & ~(mask))
#define __ALIGN_KERNEL(x, a) __ALIGN_KERNEL_MASK(x, (typeof(x))(a)-1)
#endif
#define __ALIGN_MASK(x, mask) __ALIGN_KERNEL_MASK((x), (mask))

#define ALIGN(x, a) __ALIGN_KERNEL((x), (a))
#define ALIGN_DOWN(x, a) __ALIGN_KERNEL((x) - ((a)-1), (a))
#define PTR_ALIGN(p, a) ((typeof(p))ALIGN((unsigned long)(p), (a)))
#define PTR_ALIGN_DOWN(p, a) ((typeof(p))ALIGN_DOWN((unsigned long)(p), (a)))
#define IS_ALIGNED(x, a) (((x) & ((typeof(x))(a)-1)) == 0)

#endif /* _PLATDEV_LINUX_ALIGN_H */
