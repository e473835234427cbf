/* SPDX-License-Identifier: MIT */
/*
 * linux/kstrtox.h - strict string to integer conversions, as Linux's.
 *
 * kstrto*(s, base, &res) accept an optional '+' (and '-' for the signed
 * ones), then digits in @base. @base 0 picks the base from the prefix:
 * "0x" or "0X" followed by a hex digit means 16, another leading "0" means
 * 8, else 10; base 16 also skips a "0x" prefix. One trailing newline is
 * allowed, nothing else: no leading or other trailing space.
 *
 * Return: 0 with the value in *@res; -EINVAL when @s has no digits or
 * anything after them (other than that newline); -ERANGE when the value
 * does not fit the result's type. *@res is written only on success.
 *
 * kstrtobool() reads the first character(s): y Y t T 1 "on" mean true, n N
 * f F 0 "off" false; anything else is -EINVAL.
 *
 * simple_strto*() are the old lenient forms: they stop at the first
 * character that is not a digit (storing where in *@endp), never fail, and
 * do not check the range (the value wraps).
 */
#ifndef _PLATDEV_LINUX_KSTRTOX_H
#define _PLATDEV_LINUX_KSTRTOX_H

#include <linux/compiler.h>
#include <linux/types.h>

int __must_check kstrtoull(const char *s, unsigned int base,
			   unsigned long long *res);
int __must_check kstrtoll(const char *s, unsigned int base, long long *res);
int __must_check kstrtoul(const char *s, unsigned int base, unsigned long *res);
int __must_check kstrtol(const char *s, unsigned int base, long *res);
int __must_check kstrtouint(const char *s, unsigned int base,
			    unsigned int *res);
int __must_check kstrtoint(const char *s, unsigned int base, int *res);
int __must_check kstrtou16(const char *s, unsigned int base, u16 *res);
int __must_check kstrtos16(const char *s, unsigned int base, s16 *res);
int __must_check kstrtou8(const char *s, unsigned int base, u8 *res);
int __must_check kstrtos8(const char *s, unsigned int base, s8 *res);
int __must_check kstrtobool(const char *s, bool *res);

/* u64 is uint64_t here (unsigned long on LP64): converted, not cast. */
static inline int __must_check kstrtou64(const char *s, unsigned int base,
					 u64 *res)
{
	unsigned long long v;
	int ret = kstrtoull(s, base, &v);

	if (!ret)
		*res = v;
	return ret;
}

static inline int __must_check kstrtos64(const char *s, unsigned int base,
					 s64 *res)
{
	long long v;
	int ret = kstrtoll(s, base, &v);

	if (!ret)
		*res = v;
	return ret;
}

static inline int __must_check kstrtou32(const char *s, unsigned int base,
					 u32 *res)
{
	return kstrtouint(s, base, res);
}

static inline int __must_check kstrtos32(const char *s, unsigned int base,
					 s32 *res)
{
	return kstrtoint(s, base, res);
}

unsigned long simple_strtoul(const char *cp, char **endp, unsigned int base);
long simple_strtol(const char *cp, char **endp, unsigned int base);
unsigned long long simple_strtoull(const char *cp, char **endp,
				   unsigned int base);
long long simple_strtoll(const char *cp, char **endp, unsigned int base);

#endif /* _PLATDEV_LINUX_KSTRTOX_H */
