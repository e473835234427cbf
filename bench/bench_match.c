// SPDX-License-Identifier: MIT
/*
 * bench_match.c - what binding one platform device costs when N platform
 * drivers are registered, N = 10, 100, 1000, 10000.
 *
 * Drivers are named "drv-%05d" in registration order; each has a probe that
 * returns 0 and a remove. The device is named after exactly one of them:
 * the driver registered in the middle, or the one registered last. We time
 *
 *   - platdev bind+unbind: platform_device_register() (which finds the
 *     driver and probes) then platform_device_unregister() (which removes),
 *     on one static device, BINDS_PER_TRIAL times in a row;
 *   - platdev bind and unbind separately: BINDS_PER_TRIAL devices
 *     (same name, ids 0..BINDS_PER_TRIAL-1) registered in one timed block,
 *     then unregistered, newest first, in another;
 *   - cold binding: COLD_DEVICES fresh devices registered in one timed
 *     block, device i named after driver i mod N, so that with N = 10,000
 *     each device binds to a driver no device has touched lately (its
 *     bookkeeping and keys not in the cache); then unregistered, untimed.
 *     Timed in the thread's CPU time. The aim is a cost flat in N: the
 *     figure at 10,000 drivers over the one at 10;
 *   - linear scan (Linux's model): a plain loop over the N struct
 *     platform_driver comparing names as platform_match() does, which is
 *     how Linux finds a driver for a new device (bus_for_each_drv() calling
 *     the bus's match on every driver in registration order). It is a
 *     lower bound of Linux's cost: the kernel's walk also takes and drops a
 *     reference on every driver it visits. Only the scan is timed, not a
 *     probe, so compare how the two columns grow, not their values.
 *
 * Every figure is the median over TRIALS trials of the mean per-operation
 * time in one trial. Machines are shared and noisy: read medians and ratios,
 * nothing else. Measurements of the different kinds are interleaved within a
 * trial so that a noisy moment hits all of them.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <linux/platform_device.h>
#include <platdev/log.h>
#include <platdev/port.h>

#include "bench_util.h"

#ifndef PLATDEV_BUILD_TYPE
#define PLATDEV_BUILD_TYPE "unknown"
#endif

#define MAX_DRIVERS 10000
#define BINDS_PER_TRIAL 2000
#define TRIALS 15
#define COLD_DEVICES 20000
#define COLD_TRIALS 11

static const unsigned int driver_counts[] = { 10, 100, 1000, 10000 };
#define NR_COUNTS (sizeof(driver_counts) / sizeof(driver_counts[0]))

enum position { POS_MIDDLE, POS_LAST, NR_POS };
static const char *const position_name[NR_POS] = { "middle", "last" };

static struct platform_driver drivers[MAX_DRIVERS];
static char driver_names[MAX_DRIVERS][16];

/* The bind+unbind device, and the devices of the separate bind/unbind runs. */
static struct platform_device one_dev;
static struct platform_device many_devs[BINDS_PER_TRIAL];
static struct platform_device cold_devs[COLD_DEVICES];

static unsigned long nr_probes, nr_removes;
static volatile uintptr_t sink;

struct result {
	double bind_unbind, bind, unbind, scan; /* ns per operation, medians */
};

static int bench_probe(struct platform_device *pdev)
{
	(void)pdev;
	nr_probes++;
	return 0;
}

static int bench_remove(struct platform_device *pdev)
{
	(void)pdev;
	nr_removes++;
	return 0;
}

static void die(const char *what, int err)
{
	fprintf(stderr, "bench_match: %s failed (%d)\n", what, err);
	exit(1);
}

static uint64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

static double median(double *v, unsigned int n)
{
	qsort(v, n, sizeof(*v), cmp_double);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* --- the baseline: Linux's cost model ------------------------------------ */

/* platform_match() for a device without firmware node: override, id_table, name. */
static int linear_match(const struct platform_device *pdev,
			const struct platform_driver *pdrv)
{
	const struct platform_device_id *id;

	if (pdev->driver_override)
		return strcmp(pdev->driver_override, pdrv->driver.name) == 0;
	if (pdrv->id_table) {
		for (id = pdrv->id_table; id->name[0]; id++)
			if (strcmp(pdev->name, id->name) == 0)
				return 1;
		return 0;
	}
	return strcmp(pdev->name, pdrv->driver.name) == 0;
}

/* The first of @n drivers, in registration order, that matches @pdev. */
static noinline struct platform_driver *
linear_scan(struct platform_driver *drvs, unsigned int n,
	    const struct platform_device *pdev)
{
	unsigned int i;

	for (i = 0; i < n; i++)
		if (linear_match(pdev, &drvs[i]))
			return &drvs[i];
	return NULL;
}

/* --- one trial of each measurement ---------------------------------------- */

static double trial_bind_unbind(void)
{
	unsigned long probes = nr_probes, removes = nr_removes;
	uint64_t t0, t1;
	int i, ret;

	t0 = now_ns();
	for (i = 0; i < BINDS_PER_TRIAL; i++) {
		ret = platform_device_register(&one_dev);
		if (ret)
			die("platform_device_register", ret);
		platform_device_unregister(&one_dev);
	}
	t1 = now_ns();
	if (nr_probes - probes != BINDS_PER_TRIAL ||
	    nr_removes - removes != BINDS_PER_TRIAL)
		die("binding (probe/remove count)", (int)(nr_probes - probes));
	return (double)(t1 - t0) / BINDS_PER_TRIAL;
}

static void trial_separate(const char *name, double *bind, double *unbind)
{
	unsigned long probes = nr_probes, removes = nr_removes;
	uint64_t t0, t1, t2;
	int i, ret;

	for (i = 0; i < BINDS_PER_TRIAL; i++)
		many_devs[i] =
			(struct platform_device){ .name = name, .id = i };

	t0 = now_ns();
	for (i = 0; i < BINDS_PER_TRIAL; i++) {
		ret = platform_device_register(&many_devs[i]);
		if (ret)
			die("platform_device_register", ret);
	}
	t1 = now_ns();
	for (i = BINDS_PER_TRIAL - 1; i >= 0; i--)
		platform_device_unregister(&many_devs[i]);
	t2 = now_ns();

	if (nr_probes - probes != BINDS_PER_TRIAL ||
	    nr_removes - removes != BINDS_PER_TRIAL)
		die("binding (probe/remove count)", (int)(nr_probes - probes));
	*bind = (double)(t1 - t0) / BINDS_PER_TRIAL;
	*unbind = (double)(t2 - t1) / BINDS_PER_TRIAL;
}

static double trial_scan(unsigned int n, const struct platform_driver *want)
{
	uint64_t t0, t1;
	int i;

	t0 = now_ns();
	for (i = 0; i < BINDS_PER_TRIAL; i++) {
		struct platform_driver *found =
			linear_scan(drivers, n, &one_dev);

		if (found != want)
			die("linear scan", i);
		sink ^= (uintptr_t)found;
		/* Every scan reads memory again: no hoisting across iterations. */
		__asm__ volatile("" ::: "memory");
	}
	t1 = now_ns();
	return (double)(t1 - t0) / BINDS_PER_TRIAL;
}

/* --- one driver count ----------------------------------------------------- */

static void register_drivers(unsigned int n)
{
	unsigned int i;
	int ret;

	for (i = 0; i < n; i++) {
		ret = platform_driver_register(&drivers[i]);
		if (ret)
			die("platform_driver_register", ret);
	}
}

static void unregister_drivers(unsigned int n)
{
	while (n--)
		platform_driver_unregister(&drivers[n]);
}

/* Check once, untimed, that the device binds to @want and unbinds. */
static void check_binding(const struct platform_driver *want)
{
	int ret = platform_device_register(&one_dev);

	if (ret)
		die("platform_device_register", ret);
	if (one_dev.dev.driver != &want->driver)
		die("binding to the expected driver", -1);
	platform_device_unregister(&one_dev);
	if (one_dev.dev.driver)
		die("unbinding", -1);
}

/*
 * One trial of cold binding with @n drivers registered: COLD_DEVICES fresh
 * devices, device i named after driver i mod @n, registered (and so bound)
 * in one timed block. Returns ns per device.
 */
static double trial_cold(unsigned int n)
{
	unsigned long probes = nr_probes;
	double t0, t1;
	int i, ret;

	register_drivers(n);
	for (i = 0; i < COLD_DEVICES; i++)
		cold_devs[i] = (struct platform_device){
			.name = driver_names[(unsigned int)i % n],
			.id = i,
		};
	t0 = bench_cpu_now_ns();
	for (i = 0; i < COLD_DEVICES; i++) {
		ret = platform_device_register(&cold_devs[i]);
		if (ret)
			die("platform_device_register", ret);
	}
	t1 = bench_cpu_now_ns();
	if (nr_probes - probes != COLD_DEVICES)
		die("cold binding (probe count)", (int)(nr_probes - probes));
	for (i = COLD_DEVICES - 1; i >= 0; i--)
		platform_device_unregister(&cold_devs[i]);
	unregister_drivers(n);
	return (t1 - t0) / COLD_DEVICES;
}

/*
 * Cold binding for every driver count, medians over COLD_TRIALS into
 * @cold; each trial takes every count in turn, so that a busy moment of
 * the machine falls on all of them.
 */
static void measure_cold(double cold[NR_COUNTS])
{
	static double per_dev[NR_COUNTS][COLD_TRIALS];
	unsigned int c;
	int t;

	for (t = -1; t < COLD_TRIALS; t++) /* trial -1 warms up */
		for (c = 0; c < NR_COUNTS; c++)
			if (t < 0)
				trial_cold(driver_counts[c]);
			else
				per_dev[c][t] = trial_cold(driver_counts[c]);
	for (c = 0; c < NR_COUNTS; c++)
		cold[c] = median(per_dev[c], COLD_TRIALS);
}

static void measure(unsigned int n, struct result res[NR_POS])
{
	static double bu[NR_POS][TRIALS], b[NR_POS][TRIALS], u[NR_POS][TRIALS],
		s[NR_POS][TRIALS];
	const unsigned int match[NR_POS] = { n / 2, n - 1 };
	double dummy1, dummy2;
	int t, p;

	register_drivers(n);
	for (t = -1; t < TRIALS; t++) { /* trial -1 warms up, unrecorded */
		for (p = 0; p < NR_POS; p++) {
			const struct platform_driver *want = &drivers[match[p]];
			const char *name = want->driver.name;

			one_dev = (struct platform_device){
				.name = name, .id = PLATFORM_DEVID_NONE
			};
			if (t < 0) {
				check_binding(want);
				trial_bind_unbind();
				trial_separate(name, &dummy1, &dummy2);
				trial_scan(n, want);
				continue;
			}
			bu[p][t] = trial_bind_unbind();
			trial_separate(name, &b[p][t], &u[p][t]);
			s[p][t] = trial_scan(n, want);
		}
	}
	unregister_drivers(n);

	for (p = 0; p < NR_POS; p++) {
		res[p].bind_unbind = median(bu[p], TRIALS);
		res[p].bind = median(b[p], TRIALS);
		res[p].unbind = median(u[p], TRIALS);
		res[p].scan = median(s[p], TRIALS);
	}
}

/* --- memory --------------------------------------------------------------- */

static void print_memory(void)
{
	unsigned int c;

	printf("| drivers | live allocations added | per driver | heap bytes added (glibc, incl. malloc overhead and index growth) | per driver |\n");
	printf("|---:|---:|---:|---:|---:|\n");
	for (c = 0; c < NR_COUNTS; c++) {
		unsigned int n = driver_counts[c];
		unsigned long a0, a1;
		long h0, h1;

		a0 = bench_live_allocs();
		h0 = bench_heap_in_use();
		register_drivers(n);
		a1 = bench_live_allocs();
		h1 = bench_heap_in_use();
		unregister_drivers(n);

		if (h0 < 0)
			printf("| %u | %lu | %.3f | n/a | n/a |\n", n, a1 - a0,
			       (double)(a1 - a0) / n);
		else
			printf("| %u | %lu | %.3f | %ld | %.1f |\n", n, a1 - a0,
			       (double)(a1 - a0) / n, h1 - h0,
			       (double)(h1 - h0) / n);
	}
}

int main(void)
{
	struct result res[NR_COUNTS][NR_POS];
	double cold[NR_COUNTS];
	unsigned long live0;
	unsigned int c, i;
	int p;
	uint64_t start = now_ns();

	platdev_set_log_level(PLATDEV_LOG_WARNING);

	for (i = 0; i < MAX_DRIVERS; i++) {
		snprintf(driver_names[i], sizeof(driver_names[i]), "drv-%05u",
			 i);
		drivers[i].probe = bench_probe;
		drivers[i].remove = bench_remove;
		drivers[i].driver.name = driver_names[i];
	}

	/*
	 * The platform bus registers itself on first use: do that now, so it
	 * is counted neither as a driver's memory nor in any timing.
	 */
	register_drivers(1);
	unregister_drivers(1);
	live0 = bench_live_allocs();

	printf("# bench_match: binding one platform device with N platform drivers registered\n\n");
	printf("build type %s (the library); %d trials of %d binds each; times are medians\n\n",
	       PLATDEV_BUILD_TYPE, TRIALS, BINDS_PER_TRIAL);

	printf("sizeof(struct platform_device) = %zu\n",
	       sizeof(struct platform_device));
	printf("sizeof(struct device)          = %zu\n", sizeof(struct device));
	printf("sizeof(struct platform_driver) = %zu\n",
	       sizeof(struct platform_driver));
	printf("sizeof(struct device_driver)   = %zu\n\n",
	       sizeof(struct device_driver));

	print_memory();
	printf("\n");

	for (c = 0; c < NR_COUNTS; c++)
		measure(driver_counts[c], res[c]);

	printf("| drivers | matching driver | platdev bind+unbind (ns, median) | platdev bind (ns, median) | platdev unbind (ns, median) | linear scan (Linux's model) (ns, median) |\n");
	printf("|---:|---|---:|---:|---:|---:|\n");
	for (c = 0; c < NR_COUNTS; c++)
		for (p = 0; p < NR_POS; p++)
			printf("| %u | %s (drv-%05u) | %.0f | %.0f | %.0f | %.0f |\n",
			       driver_counts[c], position_name[p],
			       p == POS_MIDDLE ? driver_counts[c] / 2 :
						 driver_counts[c] - 1,
			       res[c][p].bind_unbind, res[c][p].bind,
			       res[c][p].unbind, res[c][p].scan);
	printf("\n| drivers | cold binding: %d fresh devices, each to driver i mod N (ns per device, median) |\n",
	       COLD_DEVICES);
	printf("|---:|---:|\n");
	measure_cold(cold);
	for (c = 0; c < NR_COUNTS; c++)
		printf("| %u | %.0f |\n", driver_counts[c], cold[c]);
	printf("\nlinear scan: the name comparisons alone (no probe), a lower bound of Linux's walk.\n");
	printf("ratio lines: bind+unbind and linear scan, median at 10000 drivers / median at 10;\n"
	       "the last line is for the matching driver registered in the middle.\n\n");

	if (bench_live_allocs() != live0)
		printf("warning: %ld allocations still live after the run\n",
		       (long)(bench_live_allocs() - live0));
	printf("total runtime %.1f s\n\n", (double)(now_ns() - start) / 1e9);

	printf("ratio 10000/10 (matching driver registered last): platdev %.2fx, linear scan %.2fx\n",
	       res[NR_COUNTS - 1][POS_LAST].bind_unbind /
		       res[0][POS_LAST].bind_unbind,
	       res[NR_COUNTS - 1][POS_LAST].scan / res[0][POS_LAST].scan);
	printf("ratio 10000/10: platdev %.2fx, linear scan %.2fx\n",
	       res[NR_COUNTS - 1][POS_MIDDLE].bind_unbind /
		       res[0][POS_MIDDLE].bind_unbind,
	       res[NR_COUNTS - 1][POS_MIDDLE].scan / res[0][POS_MIDDLE].scan);
	printf("ratio 10000/10, cold binding of %d fresh devices: platdev %.2fx\n",
	       COLD_DEVICES, cold[NR_COUNTS - 1] / cold[0]);
	return 0;
}
