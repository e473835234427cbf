/* SPDX-License-Identifier: MIT */
/*
 * linux/rational.h - the fraction closest to a given one whose numerator
 * and denominator fit given limits (register fields of a PLL or divider).
 */
#ifndef _PLATDEV_LINUX_RATIONAL_H
#define _PLATDEV_LINUX_RATIONAL_H

/**
 * rational_best_approximation() - approximate a fraction within limits
 * @given_numerator: numerator of the fraction to approximate
 * @given_denominator: its denominator
 * @max_numerator: the largest numerator allowed
 * @max_denominator: the largest denominator allowed
 * @best_numerator: where the numerator found goes
 * @best_denominator: where the denominator found goes
 *
 * Walks the continued fraction of @given_numerator / @given_denominator
 * and stops at the last convergent within both limits, or at the largest
 * semi-convergent after it when that one is closer, as Linux's does (its
 * results, ties included, are the same). The result may be 0/1 when the
 * fraction is closer to 0 than to 1/@max_denominator; a zero
 * @given_denominator gives 1/0.
 */
void rational_best_approximation(unsigned long given_numerator,
				 unsigned long given_denominator,
				 unsigned long max_numerator,
				 unsigned long max_denominator,
				 unsigned long *best_numerator,
				 unsigned long *best_denominator);

#endif /* _PLATDEV_LINUX_RATIONAL_H */
