/* SPDX-License-Identifier: MIT */
/*
 * platdev/byteorder.h - the __cpu_to_le32() family for both byte orders,
 * included by linux/byteorder/little_endian.h or big_endian.h after they
 * define __platdev_le_order(bits, x) and __platdev_be_order(bits, x): @x
 * as is, or with its bytes reversed.
 */
#ifndef _PLATDEV_BYTEORDER_H
#define _PLATDEV_BYTEORDER_H

#include <linux/swab.h>
#include <linux/types.h>

#define __cpu_to_le16(x) ((__force __le16)__platdev_le_order(16, (__u16)(x)))
#define __le16_to_cpu(x) \
	((__force __u16)__platdev_le_order(16, (__force __u16)(__le16)(x)))
#define __constant_cpu_to_le16(x) __cpu_to_le16(x)
#define __constant_le16_to_cpu(x) __le16_to_cpu(x)
#define __cpu_to_be16(x) ((__force __be16)__platdev_be_order(16, (__u16)(x)))
#define __be16_to_cpu(x) \
	((__force __u16)__platdev_be_order(16, (__force __u16)(__be16)(x)))
#define __constant_cpu_to_be16(x) __cpu_to_be16(x)
#define __constant_be16_to_cpu(x) __be16_to_cpu(x)
#define __cpu_to_le32(x) ((__force __le32)__platdev_le_order(32, (__u32)(x)))
#define __le32_to_cpu(x) \
	((__force __u32)__platdev_le_order(32, (__force __u32)(__le32)(x)))
#define __constant_cpu_to_le32(x) __cpu_to_le32(x)
#define __constant_le32_to_cpu(x) __le32_to_cpu(x)
#define __cpu_to_be32(x) ((__force __be32)__platdev_be_order(32, (__u32)(x)))
#define __be32_to_cpu(x) \
	((__force __u32)__platdev_be_order(32, (__force __u32)(__be32)(x)))
#define __constant_cpu_to_be32(x) __cpu_to_be32(x)
#define __constant_be32_to_cpu(x) __be32_to_cpu(x)
#define __cpu_to_le64(x) ((__force __le64)__platdev_le_order(64, (__u64)(x)))
#define __le64_to_cpu(x) \
	((__force __u64)__platdev_le_order(64, (__force __u64)(__le64)(x)))
#define __constant_cpu_to_le64(x) __cpu_to_le64(x)
#define __constant_le64_to_cpu(x) __le64_to_cpu(x)
#define __cpu_to_be64(x) ((__force __be64)__platdev_be_order(64, (__u64)(x)))
#define __be64_to_cpu(x) \
	((__force __u64)__platdev_be_order(64, (__force __u64)(__be64)(x)))
#define __constant_cpu_to_be64(x) __cpu_to_be64(x)
#define __constant_be64_to_cpu(x) __be64_to_cpu(x)

#define __PLATDEV_BYTEORDER_P(k, bits)                            \
	static __always_inline __##k##bits __cpu_to_##k##bits##p( \
		const u##bits *p)                               \
	{                                                         \
		return __cpu_to_##k##bits(*p);                    \
	}                                                         \
	static __always_inline u##bits __##k##bits##_to_cpup(   \
		const __##k##bits *p)                             \
	{                                                         \
		return __##k##bits##_to_cpu(*p);                  \
	}
__PLATDEV_BYTEORDER_P(le, 16)
__PLATDEV_BYTEORDER_P(be, 16)
__PLATDEV_BYTEORDER_P(le, 32)
__PLATDEV_BYTEORDER_P(be, 32)
__PLATDEV_BYTEORDER_P(le, 64)
__PLATDEV_BYTEORDER_P(be, 64)
#undef __PLATDEV_BYTEORDER_P

#define __cpu_to_le16s(x) ((void)(*(x) = __cpu_to_le16(*(x))))
#define __le16_to_cpus(x) ((void)(*(x) = __le16_to_cpu(*(x))))
#define __cpu_to_be16s(x) ((void)(*(x) = __cpu_to_be16(*(x))))
#define __be16_to_cpus(x) ((void)(*(x) = __be16_to_cpu(*(x))))
#define __cpu_to_le32s(x) ((void)(*(x) = __cpu_to_le32(*(x))))
#define __le32_to_cpus(x) ((void)(*(x) = __le32_to_cpu(*(x))))
#define __cpu_to_be32s(x) ((void)(*(x) = __cpu_to_be32(*(x))))
#define __be32_to_cpus(x) ((void)(*(x) = __be32_to_cpu(*(x))))
#define __cpu_to_le64s(x) ((void)(*(x) = __cpu_to_le64(*(x))))
#define __le64_to_cpus(x) ((void)(*(x) = __le64_to_cpu(*(x))))
#define __cpu_to_be64s(x) ((void)(*(x) = __cpu_to_be64(*(x))))
#define __be64_to_cpus(x) ((void)(*(x) = __be64_to_cpu(*(x))))

#endif /* _PLATDEV_BYTEORDER_H */
