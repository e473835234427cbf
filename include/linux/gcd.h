/* SPDX-License-Identifier: MIT */
/*
 * linux/gcd.h - the greatest common divisor of two unsigned longs.
 * gcd(a, 0) and gcd(0, a) are a; gcd(0, 0) is 0.
 */
#ifndef _PLATDEV_LINUX_GCD_H
#define _PLATDEV_LINUX_GCD_H

#include <linux/compiler.h>

/** gcd() - Return: the greatest common divisor of @a and @b */
static inline __attribute_const__ unsigned long gcd(unsigned long a,
						    unsigned long b)
{
	while (b) {
		unsigned long r = a % b;

		a = b;
		b = r;
	}
	return a;
}

#endif /* _PLATDEV_LINUX_GCD_H */
