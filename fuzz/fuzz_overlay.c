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

#include "fuzz_tree.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void *base;
static size_t base_size;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct platdev_alloc_stats before;
	unsigned long hash;
	int first, second;

	platdev_set_log_level(PLATDEV_LOG_EMERG);
	if (!base)
		base = fuzz_read_board("PLATDEV_FUZZ_OVERLAY_BASE",
				       PLATDEV_FUZZ_DEFAULT_OVERLAY_BASE,
				       &base_size);
	if (size > UINT32_MAX)
		return 0;
	platdev_port_alloc_stats(&before);
	if (platdev_of_load(base, base_size) ||
	    of_platform_default_populate(NULL, NULL, NULL))
		abort();
	hash = fuzz_tree_hash();

	if (of_overlay_fdt_apply(data, (u32)size, &first, NULL) == 0 &&
	    of_overlay_fdt_apply(data, (u32)size, &second, NULL) == 0 &&
	    of_overlay_remove(&second))
		abort(); /* the topmost overlay must come off */
	if (of_overlay_remove_all())
		abort();
	if (fuzz_tree_hash() != hash)
		abort(); /* the tree was not restored */

	fuzz_board_down(before.live);
	return 0;
}
