// SPDX-License-Identifier: MIT
/*
 * bitmap_str.c - bitmap_parselist(): a bitmap from a list of bits and
 * ranges, as Linux's.
 */
#include <linux/bitmap.h>
#include <linux/ctype.h>
#include <linux/errno.h>
#include <linux/limits.h>
#include <linux/string.h>

static bool region_gap(char c)
{
	return c == ',' || isspace((unsigned char)c);
}

static bool line_end(char c)
{
	return c == '\0' || c == '\n';
}

/* A decimal number, or "N" for @last. Return: 0 or -EINVAL/-EOVERFLOW. */
static int read_num(const char **p, unsigned int last, unsigned int *val)
{
	unsigned long long v = 0;
	const char *s = *p;

	if (*s == 'N') {
		*val = last;
		*p = s + 1;
		return 0;
	}
	if (!isdigit((unsigned char)*s))
		return -EINVAL;
	for (; isdigit((unsigned char)*s); s++) {
		v = v * 10 + (unsigned int)(*s - '0');
		if (v > UINT_MAX)
			return -EOVERFLOW;
	}
	*val = (unsigned int)v;
	*p = s;
	return 0;
}

struct region {
	unsigned int start, end, used, group;
};

static int read_region(const char **p, unsigned int last, struct region *r)
{
	int ret;

	if (!strncmp(*p, "all", 3)) {
		r->start = 0;
		r->end = last;
		*p += 3;
	} else {
		ret = read_num(p, last, &r->start);
		if (ret)
			return ret;
		r->end = r->start;
		if (**p == '-') {
			(*p)++;
			ret = read_num(p, last, &r->end);
			if (ret)
				return ret;
		}
	}
	r->used = r->group = r->end - r->start + 1;
	if (**p == ':') {
		(*p)++;
		ret = read_num(p, last, &r->used);
		if (ret)
			return ret;
		if (**p != '/')
			return -EINVAL;
		(*p)++;
		ret = read_num(p, last, &r->group);
		if (ret)
			return ret;
	}
	if (!line_end(**p) && !region_gap(**p))
		return -EINVAL;
	if (r->start > r->end || !r->group || r->used > r->group)
		return -EINVAL;
	return 0;
}

int bitmap_parselist(const char *buf, unsigned long *maskp, int nmaskbits)
{
	unsigned int last = nmaskbits > 0 ? (unsigned int)nmaskbits - 1 : 0;
	const char *p = buf;

	bitmap_zero(maskp, nmaskbits > 0 ? (unsigned int)nmaskbits : 0);
	for (;;) {
		struct region r;
		unsigned int bit;
		int ret;

		while (region_gap(*p))
			p++;
		if (line_end(*p))
			return 0;
		ret = read_region(&p, last, &r);
		if (ret)
			return ret;
		if (nmaskbits <= 0 || r.end > last)
			return -ERANGE;
		for (bit = r.start; bit <= r.end; bit++) {
			if ((bit - r.start) % r.group < r.used)
				__set_bit(bit, maskp);
			if (bit == r.end)
				break; /* r.end may be UINT_MAX */
		}
	}
}
