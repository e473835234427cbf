// SPDX-License-Identifier: MIT
/*
 * bench_overlay.c - what applying and removing a device-tree overlay of
 * 50 devices (10 clock providers, 40 consumers linked to them, all bound
 * to a driver) costs on the largest board of ../shared/dtbs, next to the
 * populate of that board measured in the same run.
 *
 * Populate: of_platform_default_populate() of the freshly loaded board
 * (its depopulate and unload untimed), TRIALS times. Overlay: apply then
 * remove on the populated board, CYCLES times, each timed on its own.
 * Medians, microseconds.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/log.h>
#include <platdev/of.h>

#include "bench_util.h"

#define TRIALS 21
#define CYCLES 201
#define BOARD "x1e80100-crd.dtb"

static int bench_probe(struct platform_device *pdev)
{
	(void)pdev;
	return 0;
}

static const struct of_device_id bench_ids[] = {
	{ .compatible = "test,ovl-clk" },
	{ .compatible = "test,ovl-dev" },
	{}
};

static struct platform_driver bench_drv = {
	.probe = bench_probe,
	.driver = { .name = "bench-overlay", .of_match_table = bench_ids },
};

static void *read_file(const char *path, size_t *size)
{
	FILE *f = fopen(path, "rb");
	void *buf = NULL;
	long len;

	if (f && !fseek(f, 0, SEEK_END) && (len = ftell(f)) > 0 &&
	    !fseek(f, 0, SEEK_SET)) {
		buf = aligned_alloc(8, ((size_t)len + 7) & ~(size_t)7);
		if (buf && fread(buf, 1, (size_t)len, f) != (size_t)len) {
			free(buf);
			buf = NULL;
		}
		*size = (size_t)len;
	}
	if (f)
		fclose(f);
	return buf;
}

static int count_dev(struct device *dev, void *data)
{
	(void)dev;
	(*(int *)data)++;
	return 0;
}

static int device_count(void)
{
	int n = 0;

	bus_for_each_dev(&platform_bus_type, NULL, &n, count_dev);
	return n;
}

int main(int argc, char **argv)
{
	const char *dir = argc > 1 ? argv[1] : "../shared/dtbs";
	const char *ovl_path = argc > 2 ? argv[2] : PLATDEV_BENCH_OVERLAY;
	double pop[TRIALS], apply[CYCLES], rem[CYCLES], t0;
	size_t board_size, ovl_size;
	void *board, *ovl;
	char path[512];
	int base_devices = 0, t, id;

	platdev_set_log_level(PLATDEV_LOG_EMERG);
	snprintf(path, sizeof(path), "%s/%s", dir, BOARD);
	board = read_file(path, &board_size);
	ovl = read_file(ovl_path, &ovl_size);
	if (!board || !ovl)
		bench_die("reading the board or the overlay");
	if (platform_driver_register(&bench_drv))
		bench_die("registering the driver");

	for (t = 0; t < TRIALS; t++) {
		if (platdev_of_load(board, board_size))
			bench_die("platdev_of_load");
		t0 = bench_now_ns();
		if (of_platform_default_populate(NULL, NULL, NULL))
			bench_die("populate");
		pop[t] = (bench_now_ns() - t0) / 1e3;
		base_devices = device_count();
		of_platform_depopulate(NULL);
		if (platdev_of_unload())
			bench_die("platdev_of_unload");
	}

	if (platdev_of_load(board, board_size) ||
	    of_platform_default_populate(NULL, NULL, NULL))
		bench_die("setting up the board");
	for (t = 0; t < CYCLES; t++) {
		t0 = bench_now_ns();
		if (of_overlay_fdt_apply(ovl, (u32)ovl_size, &id, NULL))
			bench_die("of_overlay_fdt_apply");
		apply[t] = (bench_now_ns() - t0) / 1e3;
		bench_check(device_count() == base_devices + 50,
			    "the overlay adds 50 devices");
		t0 = bench_now_ns();
		if (of_overlay_remove(&id))
			bench_die("of_overlay_remove");
		rem[t] = (bench_now_ns() - t0) / 1e3;
		bench_check(device_count() == base_devices,
			    "removing it deletes them");
	}
	of_platform_depopulate(NULL);
	platform_driver_unregister(&bench_drv);
	if (platdev_of_unload())
		bench_die("platdev_of_unload");

	printf("# bench_overlay: a 50-device overlay vs populating its board (%s build)\n\n",
	       PLATDEV_BUILD_TYPE);
	printf("%s, %d platform devices; overlay: 10 clock providers + 40 linked consumers, bound\n",
	       BOARD, base_devices);
	printf("medians, microseconds (populate: %d trials; overlay: %d cycles)\n\n",
	       TRIALS, CYCLES);
	printf("| populate board | apply overlay | remove overlay | apply / populate |\n");
	printf("|---:|---:|---:|---:|\n");
	{
		double p = bench_median(pop, TRIALS);
		double a = bench_median(apply, CYCLES);

		printf("| %.0f | %.0f | %.0f | %.2f |\n", p, a,
		       bench_median(rem, CYCLES), a / p);
	}
	free(board);
	free(ovl);
	return bench_failures ? 1 : 0;
}
