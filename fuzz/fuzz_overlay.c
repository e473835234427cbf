// SPDX-License-Identifier: MIT
/*
 * fuzz_overlay.c - libFuzzer target: any bytes handed to
 * of_overlay_fdt_apply() on a real, populated base board (the overlay
 * tests' base, compiled with dtc -@, so that labels resolve). The input is
 * applied twice (the second may be refused: labels and nodes it adds are
 * there already), then every overlay is removed. Whatever happened, the
 * board must be back as it was: the same tree, every device gone with the
 * board, every allocation given back.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/of.h>
#include <linux/of_platform.h>
#include <platdev/log.h>
#include <platdev/of.h>
#include <platdev/port.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void *base;
static size_t base_size;

/* The base board, read once (PLATDEV_FUZZ_OVERLAY_BASE overrides it). */
static void read_base(void)
{
	const char *path = getenv("PLATDEV_FUZZ_OVERLAY_BASE");
	FILE *f;
	long len;

	if (!path)
		path = PLATDEV_FUZZ_DEFAULT_OVERLAY_BASE;
	f = fopen(path, "rb");
	if (!f || fseek(f, 0, SEEK_END) || (len = ftell(f)) <= 0 ||
	    fseek(f, 0, SEEK_SET))
		abort();
	base_size = (size_t)len;
	base = aligned_alloc(8, (base_size + 7) & ~(size_t)7);
	if (!base || fread(base, 1, base_size, f) != base_size)
		abort();
	fclose(f);
}

/* FNV-1a over every node's path and phandle and every property. */
static unsigned long tree_hash(void)
{
	unsigned long h = 14695981039346656037ul;
	struct device_node *np;
	struct property *pp;
	const unsigned char *b;
	char path[512];
	size_t i;

	for_each_of_allnodes(np) {
		platdev_of_format_path(np, path, sizeof(path));
		for (i = 0; path[i]; i++)
			h = (h ^ (unsigned char)path[i]) * 1099511628211ul;
		h = (h ^ np->phandle) * 1099511628211ul;
		for (pp = np->properties; pp; pp = pp->next) {
			for (i = 0; pp->name[i]; i++)
				h = (h ^ (unsigned char)pp->name[i]) *
				    1099511628211ul;
			b = pp->value;
			for (i = 0; i < (size_t)pp->length; i++)
				h = (h ^ b[i]) * 1099511628211ul;
		}
	}
	return h;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct platdev_alloc_stats before, after;
	unsigned long hash;
	int first, second;

	platdev_set_log_level(PLATDEV_LOG_EMERG);
	if (!base)
		read_base();
	if (size > UINT32_MAX)
		return 0;
	platdev_port_alloc_stats(&before);
	if (platdev_of_load(base, base_size) ||
	    of_platform_default_populate(NULL, NULL, NULL))
		abort();
	hash = tree_hash();

	if (of_overlay_fdt_apply(data, (u32)size, &first, NULL) == 0 &&
	    of_overlay_fdt_apply(data, (u32)size, &second, NULL) == 0 &&
	    of_overlay_remove(&second))
		abort(); /* the topmost overlay must come off */
	if (of_overlay_remove_all())
		abort();
	if (tree_hash() != hash)
		abort(); /* the tree was not restored */

	of_platform_depopulate(NULL);
	if (platdev_of_unload())
		abort(); /* a node reference was leaked */
	platdev_port_alloc_stats(&after);
	if (after.live != before.live)
		abort(); /* something was not freed */
	return 0;
}
