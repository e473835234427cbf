/* SPDX-License-Identifier: MIT */
/*
 * linux/byteorder/little_endian.h - the byte-order conversions of a
 * little-endian CPU: __cpu_to_leN() and back are plain casts,
 * __cpu_to_beN() and back reverse the bytes (linux/swab.h). Included by
 * asm/byteorder.h for the CPU the code is built for; drivers use the names
 * without underscores (linux/byteorder/generic.h).
 *
 * As in Linux only __LITTLE_ENDIAN is defined (and __LITTLE_ENDIAN_BITFIELD),
 * not the other order's name. Note that a C library's <endian.h> defines
 * both __LITTLE_ENDIAN and __BIG_ENDIAN (as the numbers 1234 and 4321): in
 * code that includes it test __BYTE_ORDER__ instead.
 */
#ifndef _PLATDEV_LINUX_BYTEORDER_LITTLE_ENDIAN_H
#define _PLATDEV_LINUX_BYTEORDER_LITTLE_ENDIAN_H

#ifndef __LITTLE_ENDIAN
#define __LITTLE_ENDIAN 1234
#endif
#ifndef __LITTLE_ENDIAN_BITFIELD
#define __LITTLE_ENDIAN_BITFIELD
#endif

#define __platdev_le_order(bits, x) (x)
#define __platdev_be_order(bits, x) __swab##bits(x)
#include <platdev/byteorder.h>

#endif /* _PLATDEV_LINUX_BYTEORDER_LITTLE_ENDIAN_H */
