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

#include <linux/array_size.h>
#include <linux/compiler.h>
#include <linux/errno.h>
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

/**
 * strlcat() - append @src to the string in the @count-byte buffer @dest,
 * cut to fit (the result always terminated)
 * Return: the length the whole result would have had; @dest's string
 * filling the buffer already is a bug (BUG_ON, as Linux).
 */
size_t strlcat(char *dest, const char *src, size_t count);

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

/*
 * strchrnul() - the first @c in @s, or the address of @s's terminating
 * '\0' when there is none (never NULL). The C library may have its own
 * (GNU): ours is an inline under another name, so neither gets in the
 * other's way.
 */
static inline char *__platdev_strchrnul(const char *s, int c)
{
	while (*s && *s != (char)c)
		s++;
	return (char *)s;
}
#define strchrnul __platdev_strchrnul

/** strnchr() - the first @c in the first @count bytes of @s, or NULL */
static inline char *strnchr(const char *s, size_t count, int c)
{
	for (; count-- && *s; s++)
		if (*s == (char)c)
			return (char *)s;
	return NULL;
}

/** memset16() - set @n 16-bit words at @s to @v */
static inline u16 *memset16(u16 *s, u16 v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		s[i] = v;
	return s;
}

/** memset32() - set @n 32-bit words at @s to @v */
static inline u32 *memset32(u32 *s, u32 v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		s[i] = v;
	return s;
}

/** memset64() - set @n 64-bit words at @s to @v */
static inline u64 *memset64(u64 *s, u64 v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		s[i] = v;
	return s;
}

/** memset_p() - set @n pointers at @p to @v */
static inline void *memset_p(void **p, void *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		p[i] = v;
	return p;
}

/**
 * memchr_inv() - the first of @bytes bytes at @start that is not @c
 * Return: its address, or NULL when all are @c.
 */
static inline void *memchr_inv(const void *start, int c, size_t bytes)
{
	const u8 *p = start;

	for (; bytes; bytes--, p++)
		if (*p != (u8)c)
			return (void *)p;
	return NULL;
}

/** skip_spaces() - @str past its leading white space */
static inline char *skip_spaces(const char *str)
{
	while (*str == ' ' || (*str >= '\t' && *str <= '\r'))
		str++;
	return (char *)str;
}

/**
 * strim() - cut the white space off the end of @s (in place) and return
 * @s past its leading white space
 */
static inline char *strim(char *s)
{
	size_t size = strlen(s);
	char *end;

	if (!size)
		return s;
	end = s + size - 1;
	while (end >= s && (*end == ' ' || (*end >= '\t' && *end <= '\r')))
		end--;
	end[1] = '\0';
	return skip_spaces(s);
}
#define strstrip strim

/**
 * strreplace() - replace every @old in @str by @new
 * Return: the address of @str's terminating '\0'.
 */
static inline char *strreplace(char *str, char old, char new)
{
	for (; *str; str++)
		if (*str == old)
			*str = new;
	return str;
}

/* The index of the first of @n strings (a NULL ends them) @eq to @str. */
static inline int __platdev_match(const char *const *array, size_t n,
				  const char *str,
				  bool (*eq)(const char *, const char *))
{
	size_t i;

	for (i = 0; i < n && array[i]; i++)
		if (eq(array[i], str))
			return (int)i;
	return -EINVAL;
}

static inline bool __platdev_streq(const char *a, const char *b)
{
	return !strcmp(a, b);
}

/**
 * match_string() - the index of @string in the @n strings of @array
 * @n: the count; a NULL entry ends the array earlier
 * Return: the index, or -EINVAL when it is not there.
 */
static inline int match_string(const char *const *array, size_t n,
			       const char *string)
{
	return __platdev_match(array, n, string, __platdev_streq);
}

/** __sysfs_match_string() - match_string() with sysfs_streq() */
static inline int __sysfs_match_string(const char *const *array, size_t n,
				       const char *str)
{
	return __platdev_match(array, n, str, sysfs_streq);
}
#define sysfs_match_string(_a, _s) __sysfs_match_string(_a, ARRAY_SIZE(_a), _s)

/**
 * next_arg() - split the first argument off a command line
 * @args: the line, written to: the argument is terminated in place
 * @param: where the argument (or its part before '=') goes
 * @val: where its value after the first '=' goes, NULL without one
 *
 * An argument ends at white space outside double quotes; quotes around
 * the whole argument or around the value are dropped.
 *
 * Return: the rest of the line, past the white space after the argument.
 */
char *next_arg(char *args, char **param, char **val);

/**
 * get_option() - read one integer (a leading '-' negates it) at *@str
 * @str: the string; moved past the number (and a ',' after it)
 * @pint: where the number goes (may be NULL)
 *
 * Return: 0 when no number is there, 1 after the last number, 2 when a
 * ',' follows (skipped), 3 when a '-' follows (a range's start).
 */
int get_option(char **str, int *pint);

/**
 * get_options() - read a list of integers and ranges ("1,3-5,9")
 * @str: the string
 * @nints: the size of @ints; 0 only counts the numbers
 * @ints: @ints[0] gets how many numbers were read, @ints[1..] the numbers
 *        (at most @nints - 1, a range counting each of its numbers)
 *
 * Return: where reading stopped (the end of @str when it was all numbers).
 */
char *get_options(const char *str, int nints, int *ints);

/**
 * memparse() - a number with an optional K, M, G, T, P or E suffix (powers
 * of 1024), as a memory size option
 * @ptr: the string
 * @retptr: where reading stopped goes (may be NULL)
 *
 * Return: the value.
 */
unsigned long long memparse(const char *ptr, char **retptr);

/* str_yes_no() and friends: linux/string_choices.h, kept reachable here. */
#include <linux/string_choices.h>

/*
 * loff_t: the C library's where it has one (glibc with its default
 * features), else Linux's long long (as linux/sysfs.h).
 */
#if !(defined(__GLIBC__) && defined(__USE_MISC)) && !defined(_PLATDEV_LOFF_T)
#define _PLATDEV_LOFF_T
typedef long long loff_t;
#endif

/**
 * memory_read_from_buffer() - copy to @to up to @count bytes of the
 * @available bytes at @from, from offset *@ppos on, and advance *@ppos
 * Return: the bytes copied (0 at or past the end); -EINVAL for a negative
 * offset.
 */
static inline ssize_t memory_read_from_buffer(void *to, size_t count,
					      loff_t *ppos, const void *from,
					      size_t available)
{
	loff_t pos = *ppos;

	if (pos < 0)
		return -EINVAL;
	if ((u64)pos >= available || !count)
		return 0;
	if (count > available - (size_t)pos)
		count = available - (size_t)pos;
	memcpy(to, (const char *)from + pos, count);
	*ppos = pos + (loff_t)count;
	return (ssize_t)count;
}

#endif /* _PLATDEV_LINUX_STRING_H */
