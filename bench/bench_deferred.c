// SPDX-License-Identifier: MIT
/*
 * bench_deferred.c - a chain of N devices where each needs the next one
 * bound first, registered in the worst order (consumers first): how many
 * probes it takes to bind them all, and how long, with device links and
 * without. The baseline is the probe count of Linux's policy (every
 * deferred device retried, oldest first, after each bind), computed: at
 * N = 100,000 it would take 5e9 probes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/async.h>
#include <linux/platform_device.h>
#include <platdev/bind.h>

#include "bench_util.h"

#define TRIALS 5

static struct platform_device *chain;
static unsigned int chain_len;
static unsigned long probes;

static int chain_probe(struct platform_device *pdev)
{
	unsigned int i = (unsigned int)pdev->id;

	probes++;
	if (i + 1 < chain_len && !chain[i + 1].dev.driver)
		return -EPROBE_DEFER;
	return 0;
}

static struct platform_driver chain_driver = {
	.probe = chain_probe,
	.driver = { .name = "chain" },
};

static void register_chain(void)
{
	unsigned int i;

	memset(chain, 0, chain_len * sizeof(*chain));
	for (i = 0; i < chain_len; i++) {
		chain[i].name = "chain";
		chain[i].id = (int)i;
		if (platform_device_register(&chain[i])) {
			fprintf(stderr, "bench_deferred: register failed\n");
			exit(1);
		}
	}
}

static void unregister_chain(void)
{
	unsigned int i = chain_len;

	while (i--)
		platform_device_unregister(&chain[i]);
}

static void check_all_bound(const char *what)
{
	unsigned int i;

	for (i = 0; i < chain_len; i++) {
		if (!chain[i].dev.driver) {
			fprintf(stderr,
				"bench_deferred: %s: chain.%u unbound\n", what,
				i);
			exit(1);
		}
	}
}

/* Driver first, then the devices, consumers first: every one defers. */
static double run_without_links(void)
{
	double t0, t1;

	probes = 0;
	t0 = bench_now_ns();
	platform_driver_register(&chain_driver);
	register_chain();
	t1 = bench_now_ns();
	check_all_bound("without links");
	unregister_chain();
	platform_driver_unregister(&chain_driver);
	return t1 - t0;
}

/* The devices and their links first, then the driver. */
static double run_with_links(void)
{
	double t0, t1;
	unsigned int i;

	probes = 0;
	t0 = bench_now_ns();
	register_chain();
	for (i = 0; i + 1 < chain_len; i++)
		if (!device_link_add(&chain[i].dev, &chain[i + 1].dev, 0)) {
			fprintf(stderr, "bench_deferred: link failed\n");
			exit(1);
		}
	platform_driver_register(&chain_driver);
	t1 = bench_now_ns();
	check_all_bound("with links");
	unregister_chain();
	platform_driver_unregister(&chain_driver);
	return t1 - t0;
}

/* --- asynchronous probe: drivers whose probe waits on hardware --------- */

#define SLOW_DEVICES 16
#define SLOW_PROBE_MS 5

static int slow_probe(struct platform_device *pdev)
{
	struct timespec t = { 0, SLOW_PROBE_MS * 1000000L };

	(void)pdev;
	nanosleep(&t, NULL); /* a reset line held for 5 ms */
	return 0;
}

static struct platform_driver slow_driver = {
	.probe = slow_probe,
	.driver = { .name = "slow" },
};

static double run_slow(bool async)
{
	static struct platform_device devs[SLOW_DEVICES];
	double t0, t1;
	int i;

	platdev_set_async_probe_all(async);
	memset(devs, 0, sizeof(devs));
	t0 = bench_now_ns();
	platform_driver_register(&slow_driver);
	for (i = 0; i < SLOW_DEVICES; i++) {
		devs[i].name = "slow";
		devs[i].id = i;
		platform_device_register(&devs[i]);
	}
	wait_for_device_probe();
	t1 = bench_now_ns();
	for (i = 0; i < SLOW_DEVICES; i++) {
		if (!devs[i].dev.driver) {
			fprintf(stderr, "bench_deferred: slow.%d unbound\n", i);
			exit(1);
		}
		platform_device_unregister(&devs[i]);
	}
	platform_driver_unregister(&slow_driver);
	platdev_set_async_probe_all(false);
	return t1 - t0;
}

static void bench_async(void)
{
	double sync_ms[TRIALS], async_ms[TRIALS], s, a;
	int k;

	for (k = 0; k < TRIALS; k++) {
		sync_ms[k] = run_slow(false) / 1e6;
		async_ms[k] = run_slow(true) / 1e6;
	}
	s = bench_median(sync_ms, TRIALS);
	a = bench_median(async_ms, TRIALS);
	printf("\n%d devices whose probe sleeps %d ms, all registered, until all bound:\n",
	       SLOW_DEVICES, SLOW_PROBE_MS);
	printf("  synchronous %.1f ms, asynchronous (4 workers) %.1f ms: %.2fx faster\n",
	       s, a, s / a);
}

int main(void)
{
	static const unsigned int sizes[] = { 10, 1000, 100000 };
	double t_plain[TRIALS], t_links[TRIALS];
	unsigned long p_plain = 0, p_links = 0;
	unsigned int s, k;

	printf("chain of N devices, each needing the next bound; registered consumers first\n");
	printf("%8s | %14s %12s | %14s %12s | %16s\n", "N", "probes no link",
	       "ms no link", "probes links", "ms links", "Linux probes*");
	for (s = 0; s < sizeof(sizes) / sizeof(sizes[0]); s++) {
		chain_len = sizes[s];
		chain = calloc(chain_len, sizeof(*chain));
		if (!chain)
			return 1;
		for (k = 0; k < TRIALS; k++) {
			t_plain[k] = run_without_links();
			p_plain = probes;
			t_links[k] = run_with_links();
			p_links = probes;
		}
		printf("%8u | %14lu %12.3f | %14lu %12.3f | %16.0f\n",
		       chain_len, p_plain, bench_median(t_plain, TRIALS) / 1e6,
		       p_links, bench_median(t_links, TRIALS) / 1e6,
		       (double)chain_len * (chain_len + 1) / 2);
		free(chain);
	}
	printf("ms: median of %d trials, registration to all bound (links included)\n",
	       TRIALS);
	printf("* Linux's policy, computed: each bind retries every deferred device\n"
	       "  oldest first, N(N+1)/2 probes\n");
	bench_async();
	return 0;
}
