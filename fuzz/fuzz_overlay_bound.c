// SPDX-License-Identifier: MIT
/*
 * fuzz_overlay_bound.c - libFuzzer target: any bytes applied as an overlay
 * to a populated board whose devices are all bound, then removed. The
 * board (fuzz/dts/overlay_bound_base.dts, compiled with dtc -@) has a
 * clock controller, a reset controller and a GPIO chip with a hog, bound
 * to a driver that serves them, and consumers that take them; the same
 * driver binds every device an overlay adds (driver_override), so an
 * overlay's nodes that reference the base's providers are consumers, and
 * its nodes with "#clock-cells", "#reset-cells" or "gpio-controller" are
 * providers in turn (fuzz_providers.c).
 *
 * The input is applied twice (the second may be refused), the topmost
 * overlay removed, then every overlay. Then the board must be as before:
 * the same tree, the same devices bound, the same allocations but the
 * properties kept for readers (platdev_of_overlay_dead_props()); and once
 * unbound, depopulated and unloaded, nothing left.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/device.h>
#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/bind.h>
#include <platdev/log.h>
#include <platdev/of.h>
#include <platdev/port.h>

#include "fuzz_providers.h"
#include "fuzz_tree.h"

#define DRV_NAME "platdev-fuzz"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void *base;
static size_t base_size;
static int trace;

/* --- the driver ----------------------------------------------------------- */

static int fuzz_probe(struct platform_device *pdev)
{
	if (!pdev->dev.of_node)
		return 0;
	/* Resets exclusive for one consumer in two, by its address. */
	return fuzz_consume_and_provide(
		&pdev->dev, pdev->dev.of_node,
		pdev->resource && (pdev->resource[0].start & 0x1000));
}

static struct platform_driver fuzz_driver = {
	.probe = fuzz_probe,
	.driver = { .name = DRV_NAME },
};

/* Every device that is added is for our driver (driver_override). */
static int device_added(struct notifier_block *nb, unsigned long action,
			void *data)
{
	struct device *dev = data;

	(void)nb;
	if (action == BUS_NOTIFY_ADD_DEVICE)
		driver_set_override(dev,
				    &to_platform_device(dev)->driver_override,
				    DRV_NAME, strlen(DRV_NAME));
	return 0;
}

static struct notifier_block platform_nb = { .notifier_call = device_added };

/*
 * Which devices are bound: each device's path and state hashed, the
 * hashes summed (a device made again by an overlay's removal is added
 * last).
 */
static int hash_bound(struct device *dev, void *data)
{
	unsigned long *sum = data, h = 14695981039346656037ul;
	char path[512];
	size_t i;

	if (!dev->of_node)
		return 0;
	platdev_of_format_path(dev->of_node, path, sizeof(path));
	for (i = 0; path[i]; i++)
		h = (h ^ (unsigned char)path[i]) * 1099511628211ul;
	*sum += (h ^ (dev->driver ? 2u : 1u)) * 1099511628211ul;
	if (trace)
		fprintf(stderr, "%s: %s\n", path,
			dev->driver ? "bound" : "not bound");
	return 0;
}

static unsigned long bound_hash(void)
{
	unsigned long sum = 0;

	bus_for_each_dev(&platform_bus_type, NULL, &sum, hash_bound);
	return sum;
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	trace = getenv("PLATDEV_FUZZ_TRACE") != NULL;
	platdev_set_log_level(trace ? PLATDEV_LOG_DEBUG : PLATDEV_LOG_EMERG);
	base = fuzz_read_board("PLATDEV_FUZZ_OVERLAY_BOUND_BASE",
			       PLATDEV_FUZZ_DEFAULT_OVERLAY_BOUND_BASE,
			       &base_size);
	if (platform_driver_register(&fuzz_driver) ||
	    bus_register_notifier(&platform_bus_type, &platform_nb))
		exit(1);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct platdev_alloc_stats before, bound, after;
	unsigned long hash, devices;
	int first, second;

	if (size > UINT32_MAX)
		return 0;
	platdev_port_alloc_stats(&before);
	if (platdev_of_load(base, base_size) ||
	    of_platform_default_populate(NULL, NULL, NULL))
		abort();
	fw_devlink_drivers_done();
	hash = fuzz_tree_hash();
	devices = bound_hash();
	platdev_port_alloc_stats(&bound);

	if (of_overlay_fdt_apply(data, (u32)size, &first, NULL) == 0 &&
	    of_overlay_fdt_apply(data, (u32)size, &second, NULL) == 0 &&
	    of_overlay_remove(&second))
		abort(); /* the topmost overlay must come off */
	if (of_overlay_remove_all())
		abort(); /* an overlay could not be removed */
	if (fuzz_tree_hash() != hash)
		abort(); /* the tree was not restored */
	if (bound_hash() != devices)
		abort(); /* a device is not bound as it was */
	platdev_port_alloc_stats(&after);
	if (after.live - platdev_of_overlay_dead_props() != bound.live) {
		fprintf(stderr,
			"fuzz_overlay_bound: %ld allocations more, %lu dead properties\n",
			(long)(after.live - bound.live),
			platdev_of_overlay_dead_props());
		abort(); /* the overlays left something behind */
	}

	fuzz_board_down(before.live);
	return 0;
}
