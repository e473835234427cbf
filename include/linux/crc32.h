/* SPDX-License-Identifier: MIT */
/*
 * linux/crc32.h - the CRC-32 checksums, bit for bit as Linux's:
 *
 * crc32_le() is the reflected CRC-32 of IEEE 802.3 (polynomial 0x04c11db7
 * taken LSB first, 0xedb88320), crc32_be() the same polynomial MSB first,
 * __crc32c_le() the reflected Castagnoli CRC (0x82f63b78). None inverts its
 * seed or result: the caller does, as Linux's callers do (the standard
 * check values: ~crc32_le(~0, "123456789", 9) == 0xcbf43926,
 * ~crc32_be(~0, ...) == 0xfc891918, ~__crc32c_le(~0, ...) == 0xe3069283).
 * They are computed bit by bit (small, slow; the _base forms are the
 * same functions).
 */
#ifndef _PLATDEV_LINUX_CRC32_H
#define _PLATDEV_LINUX_CRC32_H

#include <linux/bitrev.h>
#include <linux/compiler.h>
#include <linux/types.h>

/** crc32_le() - continue the reflected CRC-32 @crc over @len bytes at @p */
u32 __pure crc32_le(u32 crc, unsigned char const *p, size_t len);

/** crc32_be() - continue the MSB-first CRC-32 @crc over @len bytes at @p */
u32 __pure crc32_be(u32 crc, unsigned char const *p, size_t len);

/** __crc32c_le() - continue the reflected CRC-32C @crc over @len bytes */
u32 __pure __crc32c_le(u32 crc, unsigned char const *p, size_t len);

#define crc32_le_base(crc, p, len) crc32_le(crc, p, len)
#define crc32_be_base(crc, p, len) crc32_be(crc, p, len)
#define __crc32c_le_base(crc, p, len) __crc32c_le(crc, p, len)

#define crc32(seed, data, length) \
	crc32_le(seed, (unsigned char const *)(data), length)

/* The Ethernet CRCs of a frame: MSB-first and reflected. */
#define ether_crc(length, data) bitrev32(crc32_le(~0, data, length))
#define ether_crc_le(length, data) crc32_le(~0, data, length)

#endif /* _PLATDEV_LINUX_CRC32_H */
