/* SPDX-License-Identifier: MIT */
/*
 * asm/div64.h - do_div(), the in-place 64-by-32-bit division.
 */
#ifndef _PLATDEV_ASM_DIV64_H
#define _PLATDEV_ASM_DIV64_H

#include <linux/types.h>

/*
 * do_div() - divide @n by @base in place and return the remainder
 * @n: an lvalue of a 64-bit unsigned type; it receives the quotient
 * @base: the divisor, taken as u32
 *
 * As in Linux: @n is evaluated more than once, @base once. An @n that is not
 * 64 bits wide fails to compile (Linux warns only on some architectures).
 *
 * Return: the remainder, a u32.
 */
#define do_div(n, base)                                                \
	({                                                             \
		u32 __do_div_base = (base);                            \
		u32 __do_div_rem;                                      \
		(void)sizeof(char[sizeof(n) == sizeof(u64) ? 1 : -1]); \
		__do_div_rem = (u32)((u64)(n) % __do_div_base);        \
		(n) = (u64)(n) / __do_div_base;                        \
		__do_div_rem;                                          \
	})

#endif /* _PLATDEV_ASM_DIV64_H */
