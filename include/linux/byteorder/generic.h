/* SPDX-License-Identifier: MIT */
/*
 * linux/byteorder/generic.h - conversions between the CPU's byte order
 * and a fixed one, under the names drivers use:
 *
 *   cpu_to_le32(x), le32_to_cpu(x)    a value (a constant expression for a
 *                                     constant), 16, 32 and 64 bits, le
 *                                     and be;
 *   cpu_to_le32p(p), le32_to_cpup(p)  the value at @p;
 *   cpu_to_le32s(p), le32_to_cpus(p)  in place;
 *   le32_add_cpu(p, v)                add to a fixed-order value;
 *   cpu_to_le32_array(), ...          whole arrays.
 *
 * Reach it through asm/byteorder.h, which picks the CPU's order first (or
 * through linux/io.h, linux/bitfield.h or linux/unaligned.h, as in Linux).
 * htonl() and friends are the C library's in hosted code; in a driver
 * (KBUILD_MODNAME defined) they are defined here, as Linux does.
 */
#ifndef _PLATDEV_LINUX_BYTEORDER_GENERIC_H
#define _PLATDEV_LINUX_BYTEORDER_GENERIC_H

#include <asm/byteorder.h>

#define cpu_to_le64 __cpu_to_le64
#define le64_to_cpu __le64_to_cpu
#define cpu_to_be64 __cpu_to_be64
#define be64_to_cpu __be64_to_cpu
#define cpu_to_le32 __cpu_to_le32
#define le32_to_cpu __le32_to_cpu
#define cpu_to_be32 __cpu_to_be32
#define be32_to_cpu __be32_to_cpu
#define cpu_to_le16 __cpu_to_le16
#define le16_to_cpu __le16_to_cpu
#define cpu_to_be16 __cpu_to_be16
#define be16_to_cpu __be16_to_cpu
#define cpu_to_le64p __cpu_to_le64p
#define le64_to_cpup __le64_to_cpup
#define cpu_to_be64p __cpu_to_be64p
#define be64_to_cpup __be64_to_cpup
#define cpu_to_le32p __cpu_to_le32p
#define le32_to_cpup __le32_to_cpup
#define cpu_to_be32p __cpu_to_be32p
#define be32_to_cpup __be32_to_cpup
#define cpu_to_le16p __cpu_to_le16p
#define le16_to_cpup __le16_to_cpup
#define cpu_to_be16p __cpu_to_be16p
#define be16_to_cpup __be16_to_cpup
#define cpu_to_le64s __cpu_to_le64s
#define le64_to_cpus __le64_to_cpus
#define cpu_to_be64s __cpu_to_be64s
#define be64_to_cpus __be64_to_cpus
#define cpu_to_le32s __cpu_to_le32s
#define le32_to_cpus __le32_to_cpus
#define cpu_to_be32s __cpu_to_be32s
#define be32_to_cpus __be32_to_cpus
#define cpu_to_le16s __cpu_to_le16s
#define le16_to_cpus __le16_to_cpus
#define cpu_to_be16s __cpu_to_be16s
#define be16_to_cpus __be16_to_cpus

#if defined(KBUILD_MODNAME) && !defined(htonl)
#define ___htonl(x) __cpu_to_be32(x)
#define ___htons(x) __cpu_to_be16(x)
#define ___ntohl(x) __be32_to_cpu(x)
#define ___ntohs(x) __be16_to_cpu(x)
#define htonl(x) ___htonl(x)
#define ntohl(x) ___ntohl(x)
#define htons(x) ___htons(x)
#define ntohs(x) ___ntohs(x)
#endif

/** le16_add_cpu() - add @val to the le16 value at @var */
static inline void le16_add_cpu(__le16 *var, u16 val)
{
	*var = cpu_to_le16(le16_to_cpu(*var) + val);
}

/** le32_add_cpu() - add @val to the le32 value at @var */
static inline void le32_add_cpu(__le32 *var, u32 val)
{
	*var = cpu_to_le32(le32_to_cpu(*var) + val);
}

/** le64_add_cpu() - add @val to the le64 value at @var */
static inline void le64_add_cpu(__le64 *var, u64 val)
{
	*var = cpu_to_le64(le64_to_cpu(*var) + val);
}

/** be16_add_cpu() - add @val to the be16 value at @var */
static inline void be16_add_cpu(__be16 *var, u16 val)
{
	*var = cpu_to_be16(be16_to_cpu(*var) + val);
}

/** be32_add_cpu() - add @val to the be32 value at @var */
static inline void be32_add_cpu(__be32 *var, u32 val)
{
	*var = cpu_to_be32(be32_to_cpu(*var) + val);
}

/** be64_add_cpu() - add @val to the be64 value at @var */
static inline void be64_add_cpu(__be64 *var, u64 val)
{
	*var = cpu_to_be64(be64_to_cpu(*var) + val);
}

/** le32_to_cpu_array() - convert @words little-endian values in place */
static inline void le32_to_cpu_array(u32 *buf, unsigned int words)
{
	for (; words; words--, buf++)
		*buf = le32_to_cpu((__force __le32)*buf);
}

/** cpu_to_le32_array() - convert @words values to little-endian in place */
static inline void cpu_to_le32_array(u32 *buf, unsigned int words)
{
	for (; words; words--, buf++)
		*buf = (__force u32)cpu_to_le32(*buf);
}

/** cpu_to_be32_array() - copy @len values to @dst, big-endian */
static inline void cpu_to_be32_array(__be32 *dst, const u32 *src, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		dst[i] = cpu_to_be32(src[i]);
}

/** be32_to_cpu_array() - copy @len big-endian values to @dst */
static inline void be32_to_cpu_array(u32 *dst, const __be32 *src, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		dst[i] = be32_to_cpu(src[i]);
}

#endif /* _PLATDEV_LINUX_BYTEORDER_GENERIC_H */
