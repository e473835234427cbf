/* SPDX-License-Identifier: MIT */
/*
 * array.h - growable arrays for the inspector's lists.
 */
#ifndef _PLATDEV_TOOLS_ARRAY_H
#define _PLATDEV_TOOLS_ARRAY_H

#include <errno.h>
#include <stdlib.h>

/*
 * Make room for element @nr of the array at *@arrayp, whose elements are
 * @size bytes and of which *@cap are allocated; capacity doubles from 16.
 * Return: 0, or -ENOMEM with the array unchanged.
 */
static inline int array_reserve(void **arrayp, size_t *cap, size_t nr,
				size_t size)
{
	size_t want = *cap ? *cap * 2 : 16;
	void *grown;

	if (nr < *cap)
		return 0;
	grown = realloc(*arrayp, want * size);
	if (!grown)
		return -ENOMEM;
	*arrayp = grown;
	*cap = want;
	return 0;
}

/* Append @item to @arr (with counters @nr and @cap). Return: 0 or -ENOMEM. */
#define ARRAY_PUSH(arr, nr, cap, item)                                  \
	(array_reserve((void **)&(arr), &(cap), (nr), sizeof(*(arr))) ? \
		 -ENOMEM :                                              \
		 ((arr)[(nr)++] = (item), 0))

#endif /* _PLATDEV_TOOLS_ARRAY_H */
