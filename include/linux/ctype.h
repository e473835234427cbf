/* SPDX-License-Identifier: MIT */
/*
 * linux/ctype.h - character classes: the C library's (in the "C" locale a
 * library uses unless told otherwise, the same as Linux's for ASCII), and
 * Linux's own isodigit() and _tolower().
 */
#ifndef _PLATDEV_LINUX_CTYPE_H
#define _PLATDEV_LINUX_CTYPE_H

#include <ctype.h>

/* Whether @c is an octal digit. */
static inline int isodigit(const char c)
{
	return c >= '0' && c <= '7';
}

/*
 * @c in lower case, for a letter only (any other character is changed).
 * The C library may declare a _tolower() of its own: this macro is Linux's.
 */
#undef _tolower
#define _tolower(c) ((char)((c) | 0x20))

#endif /* _PLATDEV_LINUX_CTYPE_H */
