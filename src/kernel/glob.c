// SPDX-License-Identifier: MIT
/*
 * glob.c - glob_match() (linux/glob.h).
 *
 * One pass over the pattern; on a mismatch after a '*', the '*' takes one
 * more character of the string and the pass resumes just after it. Only
 * the last '*' needs remembering: whatever an earlier one could absorb,
 * the later one can too.
 */
#include <linux/glob.h>

/*
 * Match @c against the class that starts just after a '[' at *@pp.
 * Return: 1 or 0, with *@pp moved past the closing ']'; -1 when the class
 * has no ']' (the '[' is then an ordinary character).
 */
static int match_class(const char **pp, unsigned char c)
{
	const char *p = *pp;
	bool negate = false, hit = false;

	if (*p == '!') {
		negate = true;
		p++;
	}
	do {
		unsigned char lo = (unsigned char)*p, hi;

		if (!lo)
			return -1;
		p++;
		hi = lo;
		if (p[0] == '-' && p[1] && p[1] != ']') {
			hi = (unsigned char)p[1];
			p += 2;
		}
		if (lo <= c && c <= hi)
			hit = true;
	} while (*p != ']');
	*pp = p + 1;
	return hit != negate;
}

bool glob_match(const char *pat, const char *str)
{
	const char *star_pat = NULL, *star_str = NULL;

	for (;;) {
		unsigned char c = (unsigned char)*str;
		unsigned char d = (unsigned char)*pat;

		if (d == '*') {
			star_pat = ++pat;
			star_str = str;
			continue;
		}
		if (!c)
			return !d;
		if (d == '?') {
			pat++;
			str++;
			continue;
		}
		if (d == '[') {
			const char *after = pat + 1;
			int r = match_class(&after, c);

			if (r == 1) {
				pat = after;
				str++;
				continue;
			}
			if (r == 0)
				goto retry;
		} else if (d == '\\') {
			/* A '\' that ends the pattern matches nothing. */
			d = (unsigned char)*++pat;
		}
		if (c == d) {
			pat++;
			str++;
			continue;
		}
retry:
		if (!star_pat || !*star_str)
			return false;
		pat = star_pat;
		str = ++star_str;
	}
}
