/* SPDX-License-Identifier: MIT */
/*
 * linux/unaligned.h - loads and stores at addresses that may not be
 * aligned for their type (a field inside a byte buffer or a packed
 * structure).
 *
 *   get_unaligned(p), put_unaligned(v, p)   the value of *p's type, CPU order;
 *   get_unaligned_le16/32/64(p), get_unaligned_be16/32/64(p)
 *   put_unaligned_le16/32/64(v, p), put_unaligned_be16/32/64(v, p)
 *                                           a value in a fixed byte order;
 *   get_unaligned_le24/be24(), put_unaligned_le24/be24(),
 *   get_unaligned_be48(), put_unaligned_be48()
 *                                           3 and 6-byte fields.
 *
 * Each is one access through a packed structure, which the compiler turns
 * into what the CPU allows (one load where unaligned loads are legal,
 * bytes elsewhere, Cortex-M0 included).
 */
#ifndef _PLATDEV_LINUX_UNALIGNED_H
#define _PLATDEV_LINUX_UNALIGNED_H

#include <asm/byteorder.h>
#include <linux/compiler.h>
#include <linux/types.h>

#define __get_unaligned_t(type, ptr)                                        \
	({                                                                  \
		const struct {                                              \
			type x;                                             \
		} __packed *__platdev_pptr = (typeof(__platdev_pptr))(ptr); \
		__platdev_pptr->x;                                          \
	})

#define __put_unaligned_t(type, val, ptr)                                   \
	do {                                                                \
		struct {                                                    \
			type x;                                             \
		} __packed *__platdev_pptr = (typeof(__platdev_pptr))(ptr); \
		__platdev_pptr->x = (val);                                  \
	} while (0)

/** get_unaligned() - the value at @ptr, of *@ptr's type */
#define get_unaligned(ptr) __get_unaligned_t(typeof(*(ptr)), (ptr))
/** put_unaligned() - store @val at @ptr, as *@ptr's type */
#define put_unaligned(val, ptr) __put_unaligned_t(typeof(*(ptr)), (val), (ptr))

#define __PLATDEV_UNALIGNED(order, bits)                                      \
	static inline u##bits get_unaligned_##order##bits(const void *p)      \
	{                                                                     \
		return order##bits##_to_cpu(                                  \
			__get_unaligned_t(__##order##bits, p));               \
	}                                                                     \
	static inline void put_unaligned_##order##bits(u##bits val, void *p)  \
	{                                                                     \
		__put_unaligned_t(__##order##bits, cpu_to_##order##bits(val), \
				  p);                                         \
	}
__PLATDEV_UNALIGNED(le, 16)
__PLATDEV_UNALIGNED(le, 32)
__PLATDEV_UNALIGNED(le, 64)
__PLATDEV_UNALIGNED(be, 16)
__PLATDEV_UNALIGNED(be, 32)
__PLATDEV_UNALIGNED(be, 64)
#undef __PLATDEV_UNALIGNED

/** get_unaligned_le24() - the 3-byte little-endian value at @p */
static inline u32 get_unaligned_le24(const void *p)
{
	const u8 *b = p;

	return b[0] | (u32)b[1] << 8 | (u32)b[2] << 16;
}

/** get_unaligned_be24() - the 3-byte big-endian value at @p */
static inline u32 get_unaligned_be24(const void *p)
{
	const u8 *b = p;

	return (u32)b[0] << 16 | (u32)b[1] << 8 | b[2];
}

/** put_unaligned_le24() - store the low 24 bits of @val at @p, little-endian */
static inline void put_unaligned_le24(const u32 val, void *p)
{
	u8 *b = p;

	b[0] = (u8)val;
	b[1] = (u8)(val >> 8);
	b[2] = (u8)(val >> 16);
}

/** put_unaligned_be24() - store the low 24 bits of @val at @p, big-endian */
static inline void put_unaligned_be24(const u32 val, void *p)
{
	u8 *b = p;

	b[0] = (u8)(val >> 16);
	b[1] = (u8)(val >> 8);
	b[2] = (u8)val;
}

/** get_unaligned_be48() - the 6-byte big-endian value at @p */
static inline u64 get_unaligned_be48(const void *p)
{
	const u8 *b = p;

	return (u64)get_unaligned_be16(b) << 32 | get_unaligned_be32(b + 2);
}

/** put_unaligned_be48() - store the low 48 bits of @val at @p, big-endian */
static inline void put_unaligned_be48(const u64 val, void *p)
{
	u8 *b = p;

	put_unaligned_be16((u16)(val >> 32), b);
	put_unaligned_be32((u32)val, b + 2);
}

#endif /* _PLATDEV_LINUX_UNALIGNED_H */
