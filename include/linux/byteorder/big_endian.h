/* SPDX-License-Identifier: MIT */
/*
 * linux/byteorder/big_endian.h - the byte-order conversions of a
 * big-endian CPU: __cpu_to_beN() and back are plain casts,
 * __cpu_to_leN() and back reverse the bytes (linux/swab.h). Included by
 * asm/byteorder.h for the CPU the code is built for; drivers use the names
 * without underscores (linux/byteorder/generic.h).
 *
 * As in Linux only __BIG_ENDIAN is defined (and __BIG_ENDIAN_BITFIELD),
 * not the other order's name. Note that a C library's <endian.h> defines
 * both __LITTLE_ENDIAN and __BIG_ENDIAN (as the numbers 1234 and 4321): in
 * code that includes it test __BYTE_ORDER__ instead.
 */
#ifndef _PLATDEV_LINUX_BYTEORDER_BIG_ENDIAN_H
#define _PLATDEV_LINUX_BYTEORDER_BIG_ENDIAN_H

#ifndef __BIG_ENDIAN
#define __BIG_ENDIAN 4321
#endif
#ifndef __BIG_ENDIAN_BITFIELD
#define __BIG_ENDIAN_BITFIELD
#endif

#define __platdev_be_order(bits, x) (x)
#define __platdev_le_order(bits, x) __swab##bits(x)
#include <platdev/byteorder.h>

#endif /* _PLATDEV_LINUX_BYTEORDER_BIG_ENDIAN_H */
