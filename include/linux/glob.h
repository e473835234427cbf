/* SPDX-License-Identifier: MIT */
/*
 * linux/glob.h - shell-style pattern matching for quirk and match tables.
 */
#ifndef _PLATDEV_LINUX_GLOB_H
#define _PLATDEV_LINUX_GLOB_H

#include <linux/types.h>

/**
 * glob_match() - whether @str matches the whole of @pat
 * @pat: the pattern: '?' is any one character, '*' any run (also empty),
 *       '[...]' one character of a class ("a-z" ranges; a leading '!'
 *       takes the complement; a ']' first in the class is a member; a '['
 *       without its ']' is itself; '\' is an ordinary member), '\' outside
 *       a class takes the next character as it is (a '\' ending the pattern
 *       matches nothing)
 * @str: the string
 *
 * As !fnmatch(@pat, @str, 0) but for '\' in a class: '/' and a leading '.'
 * are ordinary characters. Time is at most proportional to strlen(@pat) * strlen(@str),
 * without recursion.
 *
 * Return: true on a match.
 */
bool glob_match(const char *pat, const char *str);

#endif /* _PLATDEV_LINUX_GLOB_H */
