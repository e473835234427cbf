// SPDX-License-Identifier: MIT
/*
 * fuzz_dtb.c - libFuzzer target: any bytes handed to the device-tree
 * loader; whatever loads is populated, depopulated and unloaded, and must
 * leave nothing behind.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <linux/of_platform.h>
#include <platdev/log.h>
#include <platdev/of.h>
#include <platdev/port.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct platdev_alloc_stats before, after;

	platdev_set_log_level(PLATDEV_LOG_EMERG);
	platdev_port_alloc_stats(&before);
	if (platdev_of_load(data, size) == 0) {
		of_platform_default_populate(NULL, NULL, NULL);
		of_platform_depopulate(NULL);
		if (platdev_of_unload())
			abort(); /* the library leaked a node reference */
	}
	platdev_port_alloc_stats(&after);
	if (after.live != before.live)
		abort(); /* something was not freed */
	return 0;
}
