/* SPDX-License-Identifier: MIT */
/*
 * linux/array_size.h - ARRAY_SIZE(), which refuses to compile for a
 * pointer (the classic mistake of sizeof(ptr) / sizeof(*ptr)).
 */
#ifndef _PLATDEV_LINUX_ARRAY_SIZE_H
#define _PLATDEV_LINUX_ARRAY_SIZE_H

#include <linux/compiler.h>

/* Fails to compile when handed a pointer instead of an array. */
#define __platdev_must_be_array(a)                                          \
	(0 * sizeof(struct {                                                \
		 int _not_an_array : 1 -                                    \
			 2 * __builtin_types_compatible_p(typeof(a),        \
							  typeof(&(a)[0])); \
	 }))
#define ARRAY_SIZE(arr) \
	(sizeof(arr) / sizeof((arr)[0]) + __platdev_must_be_array(arr))

#endif /* _PLATDEV_LINUX_ARRAY_SIZE_H */
