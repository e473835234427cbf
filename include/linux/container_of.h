/* SPDX-License-Identifier: MIT */
/*
 * linux/container_of.h - from a pointer to a member back to the structure
 * that holds it.
 */
#ifndef _PLATDEV_LINUX_CONTAINER_OF_H
#define _PLATDEV_LINUX_CONTAINER_OF_H

#include <stddef.h>

/*
 * The conditional checks that @ptr points to the member's type, and keeps
 * the macro free of locals, so nested uses do not shadow each other.
 */
#define container_of(ptr, type, member)                        \
	((type *)((char *)(1 ? (ptr) : &((type *)0)->member) - \
		  offsetof(type, member)))

/*
 * container_of_const() - container_of() that keeps @ptr's const: a const
 * member gives a const container.
 */
#define container_of_const(ptr, type, member) \
	_Generic(ptr,                                                       \
		const typeof(*(ptr)) *: ((const type *)container_of(ptr, type, \
								      member)), \
		default: ((type *)container_of(ptr, type, member)))

/* The type of @member of struct @type. */
#define typeof_member(type, member) typeof(((type *)0)->member)

#endif /* _PLATDEV_LINUX_CONTAINER_OF_H */
