/* SPDX-License-Identifier: MIT */
/*
 * linux/wordpart.h - halves of words. upper_32_bits() shifts in two steps,
 * so that it is 0, not undefined, for a 32-bit argument.
 */
#ifndef _PLATDEV_LINUX_WORDPART_H
#define _PLATDEV_LINUX_WORDPART_H

#include <linux/types.h>

#define upper_32_bits(n) ((u32)(((n) >> 16) >> 16))
#define lower_32_bits(n) ((u32)((n)&0xffffffffu))
#define upper_16_bits(n) ((u16)((n) >> 16))
#define lower_16_bits(n) ((u16)((n)&0xffffu))

/* The byte @x in every byte of an unsigned long. */
#define REPEAT_BYTE(x) ((~0ul / 0xff) * (x))
#define REPEAT_BYTE_U32(x) lower_32_bits(REPEAT_BYTE(x))

#endif /* _PLATDEV_LINUX_WORDPART_H */
