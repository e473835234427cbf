// SPDX-License-Identifier: MIT
/*
 * rational.c - rational_best_approximation(): the convergents p/q of the
 * continued fraction of num/den, each p(k) = a(k) p(k-1) + p(k-2) (and q
 * the same), until one exceeds a limit; then the previous convergent or
 * the largest semi-convergent (p(k-2) + t p(k-1)) / (q(k-2) + t q(k-1))
 * that fits, whichever is closer.
 */
#include <linux/limits.h>
#include <linux/rational.h>

void rational_best_approximation(unsigned long given_numerator,
				 unsigned long given_denominator,
				 unsigned long max_numerator,
				 unsigned long max_denominator,
				 unsigned long *best_numerator,
				 unsigned long *best_denominator)
{
	/* p/q the last convergent, pp/qq the one before */
	unsigned long p = 1, q = 0, pp = 0, qq = 1;
	unsigned long num = given_numerator, den = given_denominator;

	while (den) {
		unsigned long a = num / den, rem = num % den;
		unsigned long np = pp + a * p, nq = qq + a * q;

		if (np > max_numerator || nq > max_denominator) {
			unsigned long t = ULONG_MAX, tn;

			if (q)
				t = (max_denominator - qq) / q;
			if (p) {
				tn = (max_numerator - pp) / p;
				if (tn < t)
					t = tn;
			}
			/*
			 * The semi-convergent with term t beats the last
			 * convergent when t > a / 2; at exactly a / 2 it
			 * does when qq * den > q * rem (the remainder of the
			 * step before compared through the current one).
			 * Before any convergent (q == 0) take it anyway.
			 */
			if (!q || 2 * t > a ||
			    (2 * t == a && qq * den > q * rem)) {
				p = pp + t * p;
				q = qq + t * q;
			}
			break;
		}
		pp = p;
		qq = q;
		p = np;
		q = nq;
		num = den;
		den = rem;
	}
	*best_numerator = p;
	*best_denominator = q;
}
