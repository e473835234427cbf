// SPDX-License-Identifier: MIT
/*
 * bench_scale.c - how the device-tree path scales: N = 1,000 to 100,000
 * sibling nodes, each with one compatible and one `reg`, under the root.
 *
 * The blobs are written here with libfdt's sequential-write API (dtc is
 * quadratic on that many siblings). Per N and trial, timed stage by stage:
 *
 *   walk       a bare libfdt walk of every node and property (the baseline)
 *   load       platdev_of_load()
 *   populate   of_platform_default_populate()
 *   bind       platform_driver_register() of the one matching driver, which
 *              binds and probes every device; the probe calls
 *              platform_get_resource()
 *   depopulate of_platform_depopulate(), which unbinds (remove) and
 *              unregisters every device
 *   unload     platform_driver_unregister() and platdev_of_unload()
 *
 * Memory, from glibc's mallinfo2() (bytes in use, malloc's own overhead
 * included) in the first trial: the loaded tree per node, and what populate
 * plus binding add per device. Medians over TRIALS trials. Arguments, if
 * any, replace the node counts (`bench_scale 50000` to profile one size).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libfdt.h>

#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/log.h>
#include <platdev/of.h>
#include <platdev/port.h>

#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "bench_fdt.h"
#include "bench_util.h"

#ifndef PLATDEV_BUILD_TYPE
#define PLATDEV_BUILD_TYPE "unknown"
#endif

#define TRIALS 7
#define BASE_ADDR 0x10000000u
#define STRIDE 0x100u

static const unsigned int node_counts[] = { 1000, 10000, 50000, 100000 };

enum stage { WALK, LOAD, POPULATE, BIND, DEPOPULATE, UNLOAD, NR_STAGES };

static unsigned long nr_probes, nr_removes;
static volatile unsigned long sink;

static int scale_probe(struct platform_device *pdev)
{
	struct resource *res = platform_get_resource(pdev, IORESOURCE_MEM, 0);

	if (!res || resource_size(res) != STRIDE)
		return -EINVAL;
	nr_probes++;
	return 0;
}

static int scale_remove(struct platform_device *pdev)
{
	(void)pdev;
	nr_removes++;
	return 0;
}

static const struct of_device_id scale_ids[] = { { .compatible =
							   "bench,scale-dev" },
						 {} };

static struct platform_driver scale_driver = {
	.probe = scale_probe,
	.remove = scale_remove,
	.driver = { .name = "bench-scale", .of_match_table = scale_ids },
};

/* Stop on a libfdt error while writing the blob. */
static void fdt_ok(int err, const char *what)
{
	if (err) {
		fprintf(stderr, "%s: %s: %s\n", BENCH_NAME, what,
			fdt_strerror(err));
		exit(1);
	}
}

/*
 * A blob with @n nodes "dev@<addr>" under the root, each with
 * compatible = "bench,scale-dev" and reg = <addr STRIDE> (one address and
 * one size cell). The caller frees it.
 */
static void *make_blob(unsigned int n)
{
	size_t size = (size_t)n * 96 + 4096;
	void *fdt = malloc(size);
	unsigned int i;

	if (!fdt)
		bench_die("malloc");
	fdt_ok(fdt_create(fdt, (int)size), "fdt_create");
	fdt_ok(fdt_finish_reservemap(fdt), "fdt_finish_reservemap");
	fdt_ok(fdt_begin_node(fdt, ""), "root");
	fdt_ok(fdt_property_u32(fdt, "#address-cells", 1), "#address-cells");
	fdt_ok(fdt_property_u32(fdt, "#size-cells", 1), "#size-cells");
	fdt_ok(fdt_property_string(fdt, "compatible", "bench,scale-board"),
	       "board compatible");
	for (i = 0; i < n; i++) {
		uint32_t addr = BASE_ADDR + i * STRIDE;
		fdt32_t reg[2] = { cpu_to_fdt32(addr), cpu_to_fdt32(STRIDE) };
		char name[32];

		snprintf(name, sizeof(name), "dev@%x", addr);
		fdt_ok(fdt_begin_node(fdt, name), "node");
		fdt_ok(fdt_property_string(fdt, "compatible",
					   "bench,scale-dev"),
		       "compatible");
		fdt_ok(fdt_property(fdt, "reg", reg, sizeof(reg)), "reg");
		fdt_ok(fdt_end_node(fdt), "end node");
	}
	fdt_ok(fdt_end_node(fdt), "end root");
	fdt_ok(fdt_finish(fdt), "fdt_finish");
	return fdt;
}

/* What the first trial measured of memory. */
struct memory {
	long tree, devices; /* heap bytes added by load; by populate+bind */
	unsigned long tree_allocs, device_allocs; /* port allocations, same */
};

/*
 * One trial on @fdt with @n device nodes: the stages' times in @ns; memory
 * into @mem when it is not NULL.
 */
static void trial(const void *fdt, unsigned int n, double ns[NR_STAGES],
		  struct memory *mem)
{
	unsigned long probes = nr_probes, removes = nr_removes;
	long h0, h1, h2;
	unsigned long a0, a1, a2;
	double t0;

	t0 = bench_cpu_now_ns();
	sink = libfdt_walk(fdt);
	ns[WALK] = bench_cpu_now_ns() - t0;

	h0 = bench_heap_in_use();
	a0 = bench_live_allocs();
	t0 = bench_cpu_now_ns();
	if (platdev_of_load(fdt, fdt_totalsize(fdt)))
		bench_die("platdev_of_load");
	ns[LOAD] = bench_cpu_now_ns() - t0;
	h1 = bench_heap_in_use();
	a1 = bench_live_allocs();

	t0 = bench_cpu_now_ns();
	if (of_platform_default_populate(NULL, NULL, NULL))
		bench_die("of_platform_default_populate");
	ns[POPULATE] = bench_cpu_now_ns() - t0;

	t0 = bench_cpu_now_ns();
	if (platform_driver_register(&scale_driver))
		bench_die("platform_driver_register");
	ns[BIND] = bench_cpu_now_ns() - t0;
	h2 = bench_heap_in_use();
	a2 = bench_live_allocs();

	t0 = bench_cpu_now_ns();
	of_platform_depopulate(NULL);
	ns[DEPOPULATE] = bench_cpu_now_ns() - t0;

	t0 = bench_cpu_now_ns();
	platform_driver_unregister(&scale_driver);
	if (platdev_of_unload())
		bench_die("platdev_of_unload");
	ns[UNLOAD] = bench_cpu_now_ns() - t0;

	bench_check(nr_probes - probes == n, "every device probed");
	bench_check(nr_removes - removes == n, "every device removed");
	bench_check(bench_live_allocs() == a0, "nothing left allocated");
	if (mem) {
		mem->tree = h1 - h0;
		mem->devices = h2 - h1;
		mem->tree_allocs = a1 - a0;
		mem->device_allocs = a2 - a1;
	}
}

#define MAX_SIZES 8

/* One node count: its blob, its times per stage and trial, its memory. */
struct size_run {
	unsigned int n;
	void *fdt;
	double ns[NR_STAGES][TRIALS];
	struct memory mem;
};

static void print_row(struct size_run *r)
{
	double med[NR_STAGES];
	unsigned int n = r->n;
	int s;

	for (s = 0; s < NR_STAGES; s++)
		med[s] = bench_median(r->ns[s], TRIALS) / 1e6;
	printf("| %u | %u | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.0f | %.0f | %.2f | %.2f |\n",
	       n, fdt_totalsize(r->fdt), med[WALK], med[LOAD], med[POPULATE],
	       med[BIND], med[LOAD] + med[POPULATE] + med[BIND],
	       med[DEPOPULATE], med[UNLOAD],
	       (med[LOAD] + med[POPULATE] + med[BIND]) * 1e6 / n,
	       (double)r->mem.tree / (n + 1), (double)r->mem.devices / n,
	       (double)r->mem.device_allocs / n);
}

/*
 * Every size in each trial, so that a busy moment of the machine falls on
 * all of them rather than on one size's trials.
 */
static void run(struct size_run *runs, unsigned int nr)
{
	double one[NR_STAGES];
	unsigned int i;
	int t, s;

	for (i = 0; i < nr; i++) {
		runs[i].fdt = make_blob(runs[i].n);
		trial(runs[i].fdt, runs[i].n, one, NULL); /* warm-up */
	}
	for (t = 0; t < TRIALS; t++) {
		for (i = 0; i < nr; i++) {
			trial(runs[i].fdt, runs[i].n, one,
			      t == 0 ? &runs[i].mem : NULL);
			for (s = 0; s < NR_STAGES; s++)
				runs[i].ns[s][t] = one[s];
		}
	}
	for (i = 0; i < nr; i++) {
		print_row(&runs[i]);
		free(runs[i].fdt);
	}
}

int main(int argc, char **argv)
{
	static struct size_run runs[MAX_SIZES];
	unsigned int i, nr = 0;

	platdev_set_log_level(PLATDEV_LOG_EMERG);
#ifdef __GLIBC__
	/*
	 * Keep freed memory in the heap from trial to trial: otherwise every
	 * trial maps fresh pages for the tree and pays the kernel (a VM's
	 * page faults, which vary with the host's load) for touching them.
	 */
	mallopt(M_MMAP_THRESHOLD, 256 << 20);
	mallopt(M_TRIM_THRESHOLD, 1 << 30);
#endif
	printf("# bench_scale: N sibling nodes (compatible + reg), load to unload\n\n");
	printf("build type %s (the library); %d trials, medians; times in ms of the thread's CPU time\n\n",
	       PLATDEV_BUILD_TYPE, TRIALS);
	printf("sizeof(struct platform_device) = %zu, sizeof(struct device) = %zu, sizeof(struct device_node) = %zu, sizeof(struct property) = %zu\n\n",
	       sizeof(struct platform_device), sizeof(struct device),
	       sizeof(struct device_node), sizeof(struct property));
	printf("| nodes | blob bytes | libfdt walk | load | populate | bind+probe | load+populate+bind | depopulate | unload | ns per device (load..bind) | heap B per node (tree) | heap B per device (populate+bind) | allocations per device |\n");
	printf("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
	/* bench_scale N...: only those node counts (for profiling) */
	for (i = 1; i < (unsigned int)argc && nr < MAX_SIZES; i++)
		runs[nr++].n = (unsigned int)strtoul(argv[i], NULL, 0);
	for (i = 0; argc == 1 && i < ARRAY_SIZE(node_counts); i++)
		runs[nr++].n = node_counts[i];
	run(runs, nr);
	return bench_failures ? 1 : 0;
}
