// SPDX-License-Identifier: MIT
/*
 * bench_populate.c - what loading and populating a real board's device
 * tree costs, next to a bare libfdt walk of the same blob (every node and
 * every property) measured in the same run.
 *
 * Per blob: the libfdt walk (the baseline); platdev_of_load() (check with
 * fdt_check_full and build the node tree); of_platform_default_populate();
 * depopulate and unload. Medians over TRIALS trials; read the ratios.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <libfdt.h>

#include <linux/of_platform.h>
#include <platdev/log.h>

#include "bench_fdt.h"
#include "bench_util.h"
#include <platdev/of.h>

#define TRIALS 21

static const char *const boards[] = {
	"x1e80100-crd.dtb", "sa8775p-ride.dtb",	  "sm8650-hdk.dtb",
	"sdm845-mtp.dtb",   "rk3588-rock-5b.dtb", "qemu-virt-arm.dtb",
};

static volatile unsigned long sink;

static int count_dev(struct device *dev, void *data)
{
	(void)dev;
	(*(int *)data)++;
	return 0;
}

int main(int argc, char **argv)
{
	const char *dir = argc > 1 ? argv[1] : "../shared/dtbs";
	unsigned int b;

	platdev_set_log_level(PLATDEV_LOG_EMERG);
	printf("# bench_populate: device tree load + populate vs a bare libfdt walk\n\n");
	printf("%d trials, medians, microseconds\n\n", TRIALS);
	printf("| blob | bytes | devices | libfdt walk | load | populate | depopulate+unload | load+populate / walk |\n");
	printf("|---|---:|---:|---:|---:|---:|---:|---:|\n");
	for (b = 0; b < sizeof(boards) / sizeof(boards[0]); b++) {
		double walk[TRIALS], load[TRIALS], pop[TRIALS],
			teardown[TRIALS];
		char path[512];
		FILE *f;
		void *blob;
		long size;
		int devices = 0, t;

		snprintf(path, sizeof(path), "%s/%s", dir, boards[b]);
		f = fopen(path, "rb");
		if (!f) {
			fprintf(stderr, "bench_populate: cannot open %s\n",
				path);
			return 1;
		}
		fseek(f, 0, SEEK_END);
		size = ftell(f);
		fseek(f, 0, SEEK_SET);
		blob = malloc((size_t)size);
		if (!blob || fread(blob, 1, (size_t)size, f) != (size_t)size)
			return 1;
		fclose(f);

		for (t = 0; t < TRIALS; t++) {
			double t0 = bench_now_ns(), t1, t2, t3, t4;

			sink = libfdt_walk(blob);
			t1 = bench_now_ns();
			if (platdev_of_load(blob, (size_t)size))
				return 1;
			t2 = bench_now_ns();
			of_platform_default_populate(NULL, NULL, NULL);
			t3 = bench_now_ns();
			if (t == 0)
				bus_for_each_dev(&platform_bus_type, NULL,
						 &devices, count_dev);
			of_platform_depopulate(NULL);
			platdev_of_unload();
			t4 = bench_now_ns();
			walk[t] = (t1 - t0) / 1e3;
			load[t] = (t2 - t1) / 1e3;
			pop[t] = (t3 - t2) / 1e3;
			teardown[t] = (t4 - t3) / 1e3;
		}
		{
			double w = bench_median(walk, TRIALS),
			       l = bench_median(load, TRIALS);
			double p = bench_median(pop, TRIALS),
			       d = bench_median(teardown, TRIALS);

			printf("| %s | %ld | %d | %.1f | %.1f | %.1f | %.1f | %.2fx |\n",
			       boards[b], size, devices, w, l, p, d,
			       (l + p) / w);
		}
		free(blob);
	}
	return 0;
}
