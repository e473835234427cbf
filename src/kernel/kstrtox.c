// SPDX-License-Identifier: MIT
/*
 * kstrtox.c - string to integer conversions with Linux's rules
 * (linux/kstrtox.h): the strict kstrto*() and the lenient simple_strto*().
 *
 * Written without the C library's strto*(), whose rules differ (leading
 * space, locale, errno) and which a small C library may lack.
 */
#include <limits.h>
#include <stdint.h>

#include <linux/errno.h>
#include <linux/kstrtox.h>

/* The value of the digit @c (0-15), or 16 when it is none. */
static unsigned int digit_value(char c)
{
	char lower = (char)(c | 0x20);

	if (c >= '0' && c <= '9')
		return (unsigned int)(c - '0');
	if (lower >= 'a' && lower <= 'f')
		return (unsigned int)(lower - 'a' + 10);
	return 16;
}

/*
 * Settle the base of @s: base 0 becomes 16 for "0x" and a hex digit, 8 for
 * another leading 0, else 10. Return: @s past a "0x" prefix in base 16.
 */
static const char *settle_base(const char *s, unsigned int *base)
{
	bool hex_prefix = s[0] == '0' && (s[1] | 0x20) == 'x';

	if (*base == 0) {
		if (s[0] != '0')
			*base = 10;
		else if (hex_prefix && digit_value(s[2]) < 16)
			*base = 16;
		else
			*base = 8;
	}
	if (*base == 16 && hex_prefix)
		s += 2;
	return s;
}

/*
 * Read the digits of @base at @s into *@res (wrapping past ULLONG_MAX, with
 * *@overflow set). Return: how many digits were read.
 */
static size_t read_digits(const char *s, unsigned int base,
			  unsigned long long *res, bool *overflow)
{
	unsigned long long v = 0;
	size_t n;

	*overflow = false;
	for (n = 0;; n++) {
		unsigned int d = digit_value(s[n]);

		if (d >= base)
			break;
		if (v > (ULLONG_MAX - d) / base)
			*overflow = true;
		v = v * base + d;
	}
	*res = v;
	return n;
}

/* An unsigned number with nothing around it but one trailing newline. */
static int parse_unsigned(const char *s, unsigned int base,
			  unsigned long long *res)
{
	unsigned long long v;
	bool overflow;
	size_t n;

	s = settle_base(s, &base);
	n = read_digits(s, base, &v, &overflow);
	if (overflow)
		return -ERANGE;
	if (!n)
		return -EINVAL;
	s += n;
	if (*s == '\n')
		s++;
	if (*s)
		return -EINVAL;
	*res = v;
	return 0;
}

int kstrtoull(const char *s, unsigned int base, unsigned long long *res)
{
	if (s[0] == '+')
		s++;
	return parse_unsigned(s, base, res);
}

int kstrtoll(const char *s, unsigned int base, long long *res)
{
	unsigned long long v;
	int ret;

	if (s[0] != '-') {
		ret = kstrtoull(s, base, &v);
		if (ret)
			return ret;
		if (v > LLONG_MAX)
			return -ERANGE;
		*res = (long long)v;
		return 0;
	}
	ret = parse_unsigned(s + 1, base, &v);
	if (ret)
		return ret;
	if (v > (unsigned long long)LLONG_MAX + 1)
		return -ERANGE;
	*res = v ? -(long long)(v - 1) - 1 : 0;
	return 0;
}

/* kstrtoull() into a type whose largest value is @max. */
static int kstrto_unsigned(const char *s, unsigned int base,
			   unsigned long long max, unsigned long long *res)
{
	int ret = kstrtoull(s, base, res);

	if (!ret && *res > max)
		return -ERANGE;
	return ret;
}

/* kstrtoll() into a type holding [@min, @max]. */
static int kstrto_signed(const char *s, unsigned int base, long long min,
			 long long max, long long *res)
{
	int ret = kstrtoll(s, base, res);

	if (!ret && (*res < min || *res > max))
		return -ERANGE;
	return ret;
}

/* The result is stored only when the conversion succeeded. */
#define DEFINE_KSTRTO_UNSIGNED(name, type, max)               \
	int name(const char *s, unsigned int base, type *res) \
	{                                                     \
		unsigned long long v;                         \
		int ret = kstrto_unsigned(s, base, max, &v);  \
                                                              \
		if (!ret)                                     \
			*res = (type)v;                       \
		return ret;                                   \
	}

#define DEFINE_KSTRTO_SIGNED(name, type, min, max)              \
	int name(const char *s, unsigned int base, type *res)   \
	{                                                       \
		long long v;                                    \
		int ret = kstrto_signed(s, base, min, max, &v); \
                                                                \
		if (!ret)                                       \
			*res = (type)v;                         \
		return ret;                                     \
	}

DEFINE_KSTRTO_UNSIGNED(kstrtoul, unsigned long, ULONG_MAX)
DEFINE_KSTRTO_UNSIGNED(kstrtouint, unsigned int, UINT_MAX)
DEFINE_KSTRTO_UNSIGNED(kstrtou16, u16, UINT16_MAX)
DEFINE_KSTRTO_UNSIGNED(kstrtou8, u8, UINT8_MAX)
DEFINE_KSTRTO_SIGNED(kstrtol, long, LONG_MIN, LONG_MAX)
DEFINE_KSTRTO_SIGNED(kstrtoint, int, INT_MIN, INT_MAX)
DEFINE_KSTRTO_SIGNED(kstrtos16, s16, INT16_MIN, INT16_MAX)
DEFINE_KSTRTO_SIGNED(kstrtos8, s8, INT8_MIN, INT8_MAX)

int kstrtobool(const char *s, bool *res)
{
	if (!s)
		return -EINVAL;
	switch (s[0]) {
	case 'y':
	case 'Y':
	case 't':
	case 'T':
	case '1':
		*res = true;
		return 0;
	case 'n':
	case 'N':
	case 'f':
	case 'F':
	case '0':
		*res = false;
		return 0;
	case 'o':
	case 'O':
		if (s[1] == 'n' || s[1] == 'N') {
			*res = true;
			return 0;
		}
		if (s[1] == 'f' || s[1] == 'F') {
			*res = false;
			return 0;
		}
		return -EINVAL;
	default:
		return -EINVAL;
	}
}

unsigned long long simple_strtoull(const char *cp, char **endp,
				   unsigned int base)
{
	unsigned long long v;
	bool overflow;

	cp = settle_base(cp, &base);
	cp += read_digits(cp, base, &v, &overflow);
	if (endp)
		*endp = (char *)cp;
	return v;
}

unsigned long simple_strtoul(const char *cp, char **endp, unsigned int base)
{
	return (unsigned long)simple_strtoull(cp, endp, base);
}

long long simple_strtoll(const char *cp, char **endp, unsigned int base)
{
	if (cp[0] == '-')
		return (long long)-simple_strtoull(cp + 1, endp, base);
	return (long long)simple_strtoull(cp, endp, base);
}

long simple_strtol(const char *cp, char **endp, unsigned int base)
{
	return (long)simple_strtoll(cp, endp, base);
}
