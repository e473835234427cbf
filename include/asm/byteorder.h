/* SPDX-License-Identifier: MIT */
/*
 * asm/byteorder.h - the byte order of the CPU the code is built for, and
 * with it every conversion of linux/byteorder/generic.h.
 */
#ifndef _PLATDEV_ASM_BYTEORDER_H
#define _PLATDEV_ASM_BYTEORDER_H

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#include <linux/byteorder/big_endian.h>
#else
#include <linux/byteorder/little_endian.h>
#endif
#include <linux/byteorder/generic.h>

#endif /* _PLATDEV_ASM_BYTEORDER_H */
