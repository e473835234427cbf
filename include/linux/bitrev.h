/* SPDX-License-Identifier: MIT */
/*
 * linux/bitrev.h - reversing the bit order of a byte, 16-bit or 32-bit
 * value (bit 0 becomes the top bit).
 */
#ifndef _PLATDEV_LINUX_BITREV_H
#define _PLATDEV_LINUX_BITREV_H

#include <linux/types.h>

static inline u8 bitrev8(u8 x)
{
	x = (u8)(((x & 0x0f) << 4) | ((x & 0xf0) >> 4));
	x = (u8)(((x & 0x33) << 2) | ((x & 0xcc) >> 2));
	return (u8)(((x & 0x55) << 1) | ((x & 0xaa) >> 1));
}

static inline u16 bitrev16(u16 x)
{
	return (u16)((bitrev8((u8)x) << 8) | bitrev8((u8)(x >> 8)));
}

static inline u32 bitrev32(u32 x)
{
	return ((u32)bitrev16((u16)x) << 16) | bitrev16((u16)(x >> 16));
}

#endif /* _PLATDEV_LINUX_BITREV_H */
