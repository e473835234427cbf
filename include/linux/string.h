/* SPDX-License-Identifier: MIT */
/*
 * linux/string.h - the kernel's string helpers, next to the C library's
 * (which this header includes, as Linux's provides the same names).
 *
 * strscpy(dst, src) copies into an array (its size taken from its type);
 * strscpy(dst, src, size) into any buffer. The destination is always
 * terminated unless its size is 0; a string that does not fit is cut and
 * the call returns -E2BIG. kstrdup(), kstrndup() and kmemdup() are
 * declared in linux/slab.h (included here), devm_kstrdup() in
 * linux/device/devres.h.
 */
#ifndef _PLATDEV_LINUX_STRING_H
#define _PLATDEV_LINUX_STRING_H

#include <string.h>
#include <sys/types.h>

#include <linux/compiler.h>
#include <linux/slab.h>
#include <linux/types.h>

/**
 * sized_strscpy() - copy the string @src into the @size-byte buffer @dst
 *
 * Copies at most @size - 1 characters and always terminates @dst (for a
 * non-zero @size). Call it through strscpy().
 *
 * Return: the length of the string in @dst, or -E2BIG when @src did not fit
 * (it was cut) or @size is 0 or above INT_MAX (nothing written).
 */
ssize_t sized_strscpy(char *dst, const char *src, size_t size);

/** sized_strscpy_pad() - sized_strscpy(), then zero the rest of @dst */
ssize_t sized_strscpy_pad(char *dst, const char *src, size_t size);

/* Zero when @a is an array; a compile error for a pointer. */
#define __platdev_array_or_fail(a)                                          \
	(0 * sizeof(struct {                                                \
		 int _not_an_array : 1 -                                    \
			 2 * __builtin_types_compatible_p(typeof(a),        \
							  typeof(&(a)[0])); \
	 }))

/* The explicit size when given, else the array's own. */
#define __platdev_strscpy_size(dst, ...)           \
	__platdev_strscpy_pick(dst, ##__VA_ARGS__, \
			       sizeof(dst) + __platdev_array_or_fail(dst))
#define __platdev_strscpy_pick(dst, size, ...) (size)

#define strscpy(dst, src, ...) \
	sized_strscpy(dst, src, __platdev_strscpy_size(dst, ##__VA_ARGS__))
#define strscpy_pad(dst, src, ...) \
	sized_strscpy_pad(dst, src, __platdev_strscpy_size(dst, ##__VA_ARGS__))

/** strstarts() - Return: whether @str begins with @prefix */
static inline bool strstarts(const char *str, const char *prefix)
{
	return strncmp(str, prefix, strlen(prefix)) == 0;
}

/**
 * str_has_prefix() - Return: the length of @prefix when @str begins with
 * it, else 0
 */
static inline size_t str_has_prefix(const char *str, const char *prefix)
{
	size_t len = strlen(prefix);

	return strncmp(str, prefix, len) == 0 ? len : 0;
}

/**
 * sysfs_streq() - Return: whether @a and @b are equal, ignoring one
 * trailing newline on either (as text written to a sysfs file has)
 */
bool sysfs_streq(const char *a, const char *b);

/* str_yes_no() and friends: linux/string_choices.h, kept reachable here. */
#include <linux/string_choices.h>

#endif /* _PLATDEV_LINUX_STRING_H */
