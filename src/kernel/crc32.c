// SPDX-License-Identifier: MIT
/*
 * crc32.c - the CRC-32 checksums of linux/crc32.h, bit by bit.
 */
#include <linux/crc32.h>

/* A reflected CRC: the low bit of the register meets each data bit. */
static u32 crc_reflected(u32 crc, const unsigned char *p, size_t len, u32 poly)
{
	while (len--) {
		int bit;

		crc ^= *p++;
		for (bit = 0; bit < 8; bit++)
			crc = (crc >> 1) ^ ((crc & 1) ? poly : 0);
	}
	return crc;
}

u32 crc32_le(u32 crc, unsigned char const *p, size_t len)
{
	return crc_reflected(crc, p, len, 0xedb88320);
}

u32 __crc32c_le(u32 crc, unsigned char const *p, size_t len)
{
	return crc_reflected(crc, p, len, 0x82f63b78);
}

u32 crc32_be(u32 crc, unsigned char const *p, size_t len)
{
	while (len--) {
		int bit;

		crc ^= (u32)*p++ << 24;
		for (bit = 0; bit < 8; bit++)
			crc = (crc << 1) ^
			      ((crc & 0x80000000u) ? 0x04c11db7 : 0);
	}
	return crc;
}
