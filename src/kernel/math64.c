// SPDX-License-Identifier: MIT
/*
 * math64.c - the 64-bit arithmetic of linux/math64.h that is too large to
 * be inline: a 64 by 64-bit product divided by a 64-bit divisor, exact
 * through a 128-bit intermediate on every target (32-bit ones included).
 */
#include <linux/limits.h>
#include <linux/math64.h>

/* @a * @b as the 128-bit value *@hi:*@lo, from 32-bit halves. */
static void mul_u64_u64_wide(u64 a, u64 b, u64 *hi, u64 *lo)
{
	u64 a0 = (u32)a, a1 = a >> 32, b0 = (u32)b, b1 = b >> 32;
	u64 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
	u64 mid = (p00 >> 32) + (u32)p01 + (u32)p10;

	*lo = (mid << 32) | (u32)p00;
	*hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}

u64 mul_u64_u64_div_u64(u64 a, u64 mul, u64 div)
{
	u64 hi, lo, rem, quot = 0;
	int bit;

	mul_u64_u64_wide(a, mul, &hi, &lo);
	/* A quotient of 64 bits or more: the widest one. */
	if (hi >= div)
		return U64_MAX;
	/* Long division, a bit of the low half at a time; rem < div. */
	rem = hi;
	for (bit = 63; bit >= 0; bit--) {
		bool carry = rem >> 63;

		rem = (rem << 1) | ((lo >> bit) & 1);
		quot <<= 1;
		if (carry || rem >= div) {
			rem -= div;
			quot |= 1;
		}
	}
	return quot;
}
