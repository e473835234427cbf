/* SPDX-License-Identifier: MIT */
/*
 * linux/overflow.h - arithmetic that says when it overflowed, and sizes
 * that saturate instead of wrapping, as Linux 6.12 gives them: a size
 * computed from a count read from a device or a blob either fits or is
 * SIZE_MAX, which every allocator refuses.
 */
#ifndef _PLATDEV_LINUX_OVERFLOW_H
#define _PLATDEV_LINUX_OVERFLOW_H

#include <stddef.h>
#include <stdint.h>

#include <linux/compiler.h>
#include <linux/types.h>

/*
 * *@d = @a + @b (- @b, * @b) in *@d's type; true when the exact result
 * does not fit it (*@d then holds the wrapped value). The operands may be
 * of any integer types.
 */
#define check_add_overflow(a, b, d) __builtin_add_overflow(a, b, d)
#define check_sub_overflow(a, b, d) __builtin_sub_overflow(a, b, d)
#define check_mul_overflow(a, b, d) __builtin_mul_overflow(a, b, d)

/*
 * Whether @type is a signed type; its largest and smallest values (the
 * largest built as (2^(bits-2) - 1) * 2 + 1, so that no step overflows).
 */
#define is_signed_type(type) (((type)(-1)) < (type)1)
#define type_max(type)                                                        \
	((type)((((type)1 << (8 * sizeof(type) - 1 - is_signed_type(type))) - \
		 1) * 2 +                                                     \
		1))
#define type_min(type) ((type)(is_signed_type(type) ? -type_max(type) - 1 : 0))

/* @a * @b, or SIZE_MAX when the product does not fit a size_t. */
static inline size_t __must_check size_mul(size_t a, size_t b)
{
	size_t bytes;

	if (check_mul_overflow(a, b, &bytes))
		return SIZE_MAX;
	return bytes;
}

/* @a + @b, or SIZE_MAX when the sum does not fit a size_t. */
static inline size_t __must_check size_add(size_t a, size_t b)
{
	size_t bytes;

	if (check_add_overflow(a, b, &bytes))
		return SIZE_MAX;
	return bytes;
}

/*
 * @a - @b, or SIZE_MAX when it would go below zero or either operand is
 * SIZE_MAX already (a saturated size stays saturated).
 */
static inline size_t __must_check size_sub(size_t a, size_t b)
{
	size_t bytes;

	if (a == SIZE_MAX || b == SIZE_MAX || check_sub_overflow(a, b, &bytes))
		return SIZE_MAX;
	return bytes;
}

/* The bytes of @a elements of @b bytes (of @a * @b * @c), saturating. */
#define array_size(a, b) size_mul(a, b)
#define array3_size(a, b, c) size_mul(size_mul(a, b), c)

/* Fails to compile when @a is a pointer rather than an array. */
#define __platdev_overflow_must_be_array(a)                                 \
	(0 * sizeof(struct {                                                \
		 int _not_an_array : 1 -                                    \
			 2 * __builtin_types_compatible_p(typeof(a),        \
							  typeof(&(a)[0])); \
	 }))

/*
 * The bytes of @count elements of the flexible array @member of the
 * structure @p points to, saturating (@p is not dereferenced).
 */
#define flex_array_size(p, member, count)      \
	size_mul(count, sizeof(*(p)->member) + \
				__platdev_overflow_must_be_array((p)->member))

/*
 * The bytes of the structure @p points to with @count elements in its
 * flexible array @member, saturating: what to allocate for it.
 */
#define struct_size(p, member, count) \
	size_add(sizeof(*(p)), flex_array_size(p, member, count))

/* struct_size() for the structure type @type. */
#define struct_size_t(type, member, count) \
	struct_size((type *)NULL, member, count)

#endif /* _PLATDEV_LINUX_OVERFLOW_H */
