// SPDX-License-Identifier: MIT
/*
 * cmdline.c - reading numbers out of option strings, as Linux's
 * lib/cmdline.c: get_option(), get_options(), memparse().
 */
#include <linux/kernel.h>
#include <linux/kstrtox.h>
#include <linux/string.h>

/* One number at *@str (a leading '-' negates it), *@str moved past it. */
static bool read_int(char **str, int *val)
{
	char *start = *str;
	bool neg = *start == '-';
	unsigned long long v;

	v = simple_strtoull(start + neg, str, 0);
	if (*str == start + neg) {
		*str = start;
		return false;
	}
	*val = neg ? -(int)v : (int)v;
	return true;
}

int get_option(char **str, int *pint)
{
	int val;

	if (!str || !*str || !**str || !read_int(str, &val))
		return 0;
	if (pint)
		*pint = val;
	if (**str == ',') {
		(*str)++;
		return 2;
	}
	return **str == '-' ? 3 : 1;
}

char *get_options(const char *str, int nints, int *ints)
{
	char *cur = (char *)str;
	bool count_only = nints == 0;
	int n = 0; /* numbers read; stored in ints[1..nints-1] */

	while (count_only || n + 1 < nints) {
		int val, res = get_option(&cur, &val);

		if (!res)
			break;
		if (!count_only)
			ints[n + 1] = val;
		n++;
		if (res == 3) {
			/* "a-b": a was stored; a+1 .. b follow. */
			long hi;
			int x;

			cur++;
			hi = simple_strtol(cur, &cur, 0);
			if (hi < val) {
				/* A reversed range ends the list, unread. */
				n--;
				break;
			}
			for (x = val + 1; x <= hi; x++) {
				if (!count_only && n + 1 >= nints)
					break;
				if (!count_only)
					ints[n + 1] = x;
				n++;
			}
			if (*cur == ',') {
				cur++;
				continue;
			}
			break;
		}
		if (res == 1)
			break;
	}
	ints[0] = n;
	return cur;
}

unsigned long long memparse(const char *ptr, char **retptr)
{
	char *end;
	unsigned long long v = simple_strtoull(ptr, &end, 0);
	unsigned int shift = 0;

	switch (*end) {
	case 'E':
	case 'e':
		shift = 60;
		break;
	case 'P':
	case 'p':
		shift = 50;
		break;
	case 'T':
	case 't':
		shift = 40;
		break;
	case 'G':
	case 'g':
		shift = 30;
		break;
	case 'M':
	case 'm':
		shift = 20;
		break;
	case 'K':
	case 'k':
		shift = 10;
		break;
	}
	if (shift) {
		v <<= shift;
		end++;
	}
	if (retptr)
		*retptr = end;
	return v;
}
