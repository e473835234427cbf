/* SPDX-License-Identifier: MIT */
/*
 * linux/string_helpers.h - arrays of numbered names, case conversion and
 * other string helpers. Not provided: string_get_size() and the escaping
 * and unescaping functions (string_escape_mem(), string_unescape(), ...).
 */
#ifndef _PLATDEV_LINUX_STRING_HELPERS_H
#define _PLATDEV_LINUX_STRING_HELPERS_H

#include <linux/bits.h>
#include <linux/ctype.h>
#include <linux/gfp.h>
#include <linux/string.h>
#include <linux/string_choices.h>
#include <linux/types.h>

struct device;

/** string_is_terminated() - whether the @len bytes at @s hold a '\0' */
static inline bool string_is_terminated(const char *s, int len)
{
	return memchr(s, '\0', len) ? true : false;
}

/** string_upper() - copy @src to @dst in upper case */
static inline void string_upper(char *dst, const char *src)
{
	do {
		*dst++ = (char)toupper((unsigned char)*src);
	} while (*src++);
}

/** string_lower() - copy @src to @dst in lower case */
static inline void string_lower(char *dst, const char *src)
{
	do {
		*dst++ = (char)tolower((unsigned char)*src);
	} while (*src++);
}

/**
 * kstrdup_and_replace() - kstrdup() @src with every @old replaced by @new
 * Return: the copy, or NULL when out of memory.
 */
char *kstrdup_and_replace(const char *src, char old, char new, gfp_t gfp);

/**
 * kasprintf_strarray() - @n names "@prefix-0" to "@prefix-(n-1)"
 * Return: the array (with a NULL after the last name), or NULL when out
 * of memory; free it with kfree_strarray().
 */
char **kasprintf_strarray(gfp_t gfp, const char *prefix, size_t n);

/** kfree_strarray() - free @n strings of @array, then @array; NULL is a no-op */
void kfree_strarray(char **array, size_t n);

/**
 * devm_kasprintf_strarray() - kasprintf_strarray() freed when @dev is
 * unbound
 * Return: the array, or ERR_PTR(-ENOMEM).
 */
char **devm_kasprintf_strarray(struct device *dev, const char *prefix,
			       size_t n);

#endif /* _PLATDEV_LINUX_STRING_HELPERS_H */
