/* SPDX-License-Identifier: MIT */
/*
 * linux/stddef.h - offsetof() from the compiler's <stddef.h>, and the
 * kernel's member helpers: sizeof_field(), offsetofend(), struct_group()
 * (named and anonymous views of the same members) and
 * DECLARE_FLEX_ARRAY().
 */
#ifndef _PLATDEV_LINUX_STDDEF_H
#define _PLATDEV_LINUX_STDDEF_H

#include <stddef.h>

#ifndef sizeof_field
#define sizeof_field(TYPE, MEMBER) sizeof((((TYPE *)0)->MEMBER))
#endif

/* The offset just past @MEMBER of @TYPE. */
#define offsetofend(TYPE, MEMBER) \
	(offsetof(TYPE, MEMBER) + sizeof_field(TYPE, MEMBER))

/*
 * The members of a struct_group() are reachable directly and as one
 * struct @NAME (for memcpy() and sizeof of the group).
 */
#define __struct_group(TAG, NAME, ATTRS, MEMBERS...) \
	union {                                      \
		struct {                             \
			MEMBERS                      \
		} ATTRS;                             \
		struct TAG {                         \
			MEMBERS                      \
		} ATTRS NAME;                        \
	}
#define struct_group(NAME, MEMBERS...) __struct_group(, NAME, , MEMBERS)
#define struct_group_attr(NAME, ATTRS, MEMBERS...) \
	__struct_group(, NAME, ATTRS, MEMBERS)
#define struct_group_tagged(TAG, NAME, MEMBERS...) \
	__struct_group(TAG, NAME, , MEMBERS)

/* A flexible array member where C allows none (alone or in a union). */
#define DECLARE_FLEX_ARRAY(TYPE, NAME) \
	struct {                       \
		struct {               \
		} __empty_##NAME;      \
		TYPE NAME[];           \
	}

#endif /* _PLATDEV_LINUX_STDDEF_H */
