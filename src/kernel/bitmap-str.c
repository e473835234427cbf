// SPDX-License-Identifier: MIT
/*
 * bitmap-str.c - bitmaps from text (linux/bitmap.h): bitmap_parselist(),
 * in a file of its own so that a build that does not parse lists does not
 * carry it.
 */
#include <linux/bitmap.h>
#include <linux/errno.h>

/* A number or "N" (the last bit); *end after it. */
static int parse_bit(const char **p, unsigned int last, unsigned int *out)
{
	const char *s = *p;
	unsigned long v = 0;

	if (*s == 'N') {
		*out = last;
		*p = s + 1;
		return 0;
	}
	if (*s < '0' || *s > '9')
		return -EINVAL;
	while (*s >= '0' && *s <= '9') {
		v = v * 10 + (unsigned long)(*s - '0');
		if (v > 0xffffffffUL)
			return -ERANGE;
		s++;
	}
	*out = (unsigned int)v;
	*p = s;
	return 0;
}

int bitmap_parselist(const char *buf, unsigned long *maskp, int nmaskbits)
{
	unsigned int start, end, used, size, bit, last;
	const char *p = buf;
	int err;

	if (nmaskbits <= 0)
		return -EINVAL;
	last = (unsigned int)nmaskbits - 1;
	bitmap_zero(maskp, (unsigned int)nmaskbits);
	if (!*p || *p == '\n')
		return 0;
	for (;;) {
		err = parse_bit(&p, last, &start);
		if (err)
			return err;
		end = start;
		used = size = 1;
		if (*p == '-') {
			p++;
			err = parse_bit(&p, last, &end);
			if (err)
				return err;
			if (*p == ':') {
				p++;
				err = parse_bit(&p, last, &used);
				if (err || *p++ != '/')
					return -EINVAL;
				err = parse_bit(&p, last, &size);
				if (err)
					return err;
				if (!used || !size || used > size)
					return -EINVAL;
			}
		}
		if (start > end)
			return -EINVAL;
		if (end > last)
			return -ERANGE;
		for (bit = start; bit <= end; bit++)
			if ((bit - start) % size < used)
				__set_bit(bit, maskp);
		if (*p == ',') {
			p++;
			continue;
		}
		if (*p == '\n')
			p++;
		return *p ? -EINVAL : 0;
	}
}
