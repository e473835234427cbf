// SPDX-License-Identifier: MIT
/*
 * fuzz_tree.c - the base board and the tree hash of the overlay fuzz
 * targets (fuzz_tree.h).
 */
#include <stdio.h>
#include <stdlib.h>

#include <linux/of.h>
#include <linux/of_platform.h>
#include <platdev/of.h>
#include <platdev/port.h>

#include "fuzz_tree.h"

void *fuzz_read_board(const char *env, const char *path, size_t *size)
{
	const char *set = getenv(env);
	void *blob;
	FILE *f;
	long len;

	f = fopen(set ? set : path, "rb");
	if (!f || fseek(f, 0, SEEK_END) || (len = ftell(f)) <= 0 ||
	    fseek(f, 0, SEEK_SET))
		abort();
	*size = (size_t)len;
	blob = aligned_alloc(8, (*size + 7) & ~(size_t)7);
	if (!blob || fread(blob, 1, *size, f) != *size)
		abort();
	fclose(f);
	return blob;
}

static unsigned long fnv(unsigned long h, const void *p, size_t len)
{
	const unsigned char *b = p;
	size_t i;

	for (i = 0; i < len; i++)
		h = (h ^ b[i]) * 1099511628211ul;
	return h;
}

unsigned long fuzz_tree_hash(void)
{
	unsigned long h = 14695981039346656037ul;
	struct device_node *np;
	struct property *pp;
	char path[512];
	size_t n;

	for_each_of_allnodes(np) {
		platdev_of_format_path(np, path, sizeof(path));
		for (n = 0; path[n]; n++)
			;
		h = fnv(h, path, n);
		h = (h ^ np->phandle) * 1099511628211ul;
		for (pp = np->properties; pp; pp = pp->next) {
			for (n = 0; pp->name[n]; n++)
				;
			h = fnv(h, pp->name, n);
			h = fnv(h, pp->value, (size_t)pp->length);
		}
	}
	return h;
}

void fuzz_board_down(unsigned long live_before)
{
	struct platdev_alloc_stats after;

	of_platform_depopulate(NULL);
	if (platdev_of_unload())
		abort(); /* a node reference was leaked */
	platdev_port_alloc_stats(&after);
	if (after.live != live_before)
		abort(); /* something was not freed */
}
