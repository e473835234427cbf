/* SPDX-License-Identifier: MIT */
/*
 * linux/compiler_attributes.h - the attributes Linux names, each as the
 * compiler's own attribute when the compiler has it and as nothing when it
 * does not (an attribute that only helps checking or optimising).
 *
 * __counted_by(member) tells the compiler that a flexible array member
 * holds as many elements as @member says, for the bounds sanitizer and
 * __builtin_dynamic_object_size(); __counted_by_le() and
 * __counted_by_be() apply it only when the counter is in CPU byte order.
 * linux/compiler.h (which every header reaches) includes this header, as
 * Linux's build puts compiler_types.h in front of every file.
 */
#ifndef _PLATDEV_LINUX_COMPILER_ATTRIBUTES_H
#define _PLATDEV_LINUX_COMPILER_ATTRIBUTES_H

#ifndef __has_attribute
#define __has_attribute(x) 0
#endif

#ifndef __attribute_const__
#define __attribute_const__ __attribute__((__const__))
#endif
#ifndef __pure
#define __pure __attribute__((__pure__))
#endif
#ifndef __alias
#define __alias(symbol) __attribute__((__alias__(#symbol)))
#endif
#ifndef __aligned_largest
#define __aligned_largest __attribute__((__aligned__))
#endif
#ifndef __cleanup
#define __cleanup(func) __attribute__((__cleanup__(func)))
#endif
#ifndef __gnu_inline
#define __gnu_inline __attribute__((__gnu_inline__))
#endif
#ifndef __malloc
#define __malloc __attribute__((__malloc__))
#endif
#ifndef __mode
#define __mode(x) __attribute__((__mode__(x)))
#endif
#ifndef __scanf
#define __scanf(a, b) __attribute__((__format__(scanf, a, b)))
#endif
#ifndef __always_used
#define __always_used __attribute__((__used__))
#endif
#ifndef __deprecated
#define __deprecated
#endif
#ifndef __visible
#if __has_attribute(__externally_visible__)
#define __visible __attribute__((__externally_visible__))
#else
#define __visible
#endif
#endif
#ifndef __nonstring
#if __has_attribute(__nonstring__)
#define __nonstring __attribute__((__nonstring__))
#else
#define __nonstring
#endif
#endif
#ifndef __noclone
#if __has_attribute(__noclone__)
#define __noclone __attribute__((__noclone__))
#else
#define __noclone
#endif
#endif
#ifndef __flatten
#define __flatten __attribute__((__flatten__))
#endif
#ifndef __designated_init
#if __has_attribute(__designated_init__)
#define __designated_init __attribute__((__designated_init__))
#else
#define __designated_init
#endif
#endif
#ifndef __compiletime_error
#if __has_attribute(__error__)
#define __compiletime_error(msg) __attribute__((__error__(msg)))
#else
#define __compiletime_error(msg)
#endif
#endif
#ifndef __uninitialized
#define __uninitialized
#endif

/* The counter of a flexible array member (see above). */
#ifndef __counted_by
#if __has_attribute(__counted_by__)
#define __counted_by(member) __attribute__((__counted_by__(member)))
#else
#define __counted_by(member)
#endif
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define __counted_by_le(member)
#define __counted_by_be(member) __counted_by(member)
#else
#define __counted_by_le(member) __counted_by(member)
#define __counted_by_be(member)
#endif
#endif

#endif /* _PLATDEV_LINUX_COMPILER_ATTRIBUTES_H */
