// SPDX-License-Identifier: MIT
/*
 * bench_tree.c - what the inspector's two hierarchy views cost as a board
 * grows: "platdev tree" (one line a device) and "platdev show" (one block
 * a device), printed to /dev/null, on N platform devices that are all
 * children of one parent. Time per device should stay flat from 2,000 to
 * 200,000 siblings: the walk is linear and finds each device's parent in
 * constant time. The last columns, what registering one of the siblings
 * and unregistering it (last first) cost, are the setup, for scale.
 */
#include <stdio.h>
#include <stdlib.h>

#include <linux/ioport.h>
#include <linux/platform_device.h>
#include <platdev/log.h>

#include "bench_util.h"
#include "inspect.h"

#define TRIALS 5

static const unsigned int sizes[] = { 2000, 20000, 200000 };

static struct platform_device **add_siblings(struct platform_device *parent,
					     unsigned int n)
{
	struct platform_device **devs = calloc(n, sizeof(*devs));
	unsigned int i;

	if (!devs)
		bench_die("out of memory");
	for (i = 0; i < n; i++) {
		struct resource res = DEFINE_RES_MEM(0x10000000 + 16 * i, 16);

		devs[i] = platform_device_alloc("sibling", (int)i);
		if (!devs[i])
			bench_die("platform_device_alloc");
		devs[i]->dev.parent = &parent->dev;
		if (platform_device_add_resources(devs[i], &res, 1) ||
		    platform_device_add(devs[i]))
			bench_die("platform_device_add");
	}
	return devs;
}

/* Median ns per device of @print over TRIALS runs into @out. */
static double time_view(int (*print)(FILE *out), FILE *out, unsigned int n)
{
	double t[TRIALS];
	unsigned int i;

	for (i = 0; i < TRIALS; i++) {
		double start = bench_now_ns();
		int ret = print(out);

		t[i] = (bench_now_ns() - start) / (n + 1);
		bench_check(ret == (int)n + 1, "every device printed");
	}
	return bench_median(t, TRIALS);
}

int main(void)
{
	FILE *out = fopen("/dev/null", "w");
	unsigned int s, i;

	if (!out)
		bench_die("cannot open /dev/null");
	platdev_set_log_level(PLATDEV_LOG_WARNING);
	printf("%s (%s build): ns per device, median of %d, printed to /dev/null\n",
	       BENCH_NAME, PLATDEV_BUILD_TYPE, TRIALS);
	printf("%10s  %12s  %12s  %12s  %14s\n", "siblings", "tree", "show",
	       "(adding one)", "(removing one)");
	for (s = 0; s < sizeof(sizes) / sizeof(sizes[0]); s++) {
		unsigned int n = sizes[s];
		struct platform_device *parent =
			platform_device_register_simple("parent", -1, NULL, 0);
		struct platform_device **devs;
		double tree, show, remove, add = bench_now_ns();

		if (IS_ERR(parent))
			bench_die("platform_device_register_simple");
		devs = add_siblings(parent, n);
		add = (bench_now_ns() - add) / n;
		tree = time_view(inspect_print_compact_tree, out, n);
		show = time_view(inspect_print_tree, out, n);
		remove = bench_now_ns();
		for (i = n; i-- > 0;)
			platform_device_unregister(devs[i]);
		remove = (bench_now_ns() - remove) / n;
		platform_device_unregister(parent);
		printf("%10u  %12.0f  %12.0f  %12.0f  %14.0f\n", n, tree, show,
		       add, remove);
		free(devs);
	}
	fclose(out);
	return bench_failures ? 1 : 0;
}
