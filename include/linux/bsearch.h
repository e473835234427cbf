/* SPDX-License-Identifier: MIT */
/*
 * linux/bsearch.h - binary search of a sorted array, as Linux 6.12 has it:
 * bsearch() (the C library's, whose contract is the same) and the inline
 * form __inline_bsearch() that a hot path inlines with its comparison.
 */
#ifndef _PLATDEV_LINUX_BSEARCH_H
#define _PLATDEV_LINUX_BSEARCH_H

#include <linux/compiler.h>
#include <linux/types.h>

#include <stddef.h>

/**
 * __inline_bsearch() - find @key in @base, sorted as @cmp orders it
 * @key: what to find
 * @base: the array's first element
 * @num: its number of elements
 * @size: the size of one
 * @cmp: compares @key (first argument) with an element
 *
 * Return: an element @cmp finds equal to @key (any of them, if several
 * are), or NULL.
 */
static __always_inline void *__inline_bsearch(const void *key, const void *base,
					      size_t num, size_t size,
					      cmp_func_t cmp)
{
	const char *lo = base;

	while (num) {
		const char *mid = lo + (num / 2) * size;
		int order = cmp(key, mid);

		if (!order)
			return (void *)mid;
		if (order > 0) {
			/* above the middle: the upper part, past it */
			lo = mid + size;
			num -= num / 2 + 1;
		} else {
			num /= 2;
		}
	}
	return NULL;
}

/**
 * bsearch() - __inline_bsearch() as a function call
 *
 * The C library's (hosted) or newlib's and picolibc's (bare): the same
 * arguments, the same answer.
 */
void *bsearch(const void *key, const void *base, size_t num, size_t size,
	      cmp_func_t cmp);

#endif /* _PLATDEV_LINUX_BSEARCH_H */
