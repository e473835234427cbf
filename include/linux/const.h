/* SPDX-License-Identifier: MIT */
/*
 * linux/const.h - constants usable in C and assembly: _AC(1, UL) is 1UL
 * in C; UL() and ULL() give unsigned long and unsigned long long constants.
 * It stands in for the host's uapi <linux/const.h> too, so it gives all
 * that one gives.
 */
#ifndef _PLATDEV_LINUX_CONST_H
#define _PLATDEV_LINUX_CONST_H

#define __AC(x, y) (x##y)
#define _AC(x, y) __AC(x, y)
#define _AT(t, x) ((t)(x))
#define _UL(x) (_AC(x, UL))
#define _ULL(x) (_AC(x, ULL))
#define _BITUL(x) (_UL(1) << (x))
#define _BITULL(x) (_ULL(1) << (x))

#define UL(x) (_UL(x))
#define ULL(x) (_ULL(x))

/* The same definitions as linux/align.h's, whichever comes first. */
#ifndef __ALIGN_KERNEL
#define __ALIGN_KERNEL(x, a) __ALIGN_KERNEL_MASK(x, (typeof(x))(a)-1)
#define __ALIGN_KERNEL_MASK(x, mask) (((x) + (mask)) & ~(mask))
#endif

#define __KERNEL_DIV_ROUND_UP(n, d) (((n) + (d)-1) / (d))

#endif /* _PLATDEV_LINUX_CONST_H */
