// SPDX-License-Identifier: MIT
/*
 * bench_hostile.c - how long the library and each inspector command take
 * on hostile trees (tests/hostile): bus chains 1,000, 5,000 and 20,000
 * levels deep with nothing to translate, and 50,000 and 200,000 sibling
 * devices; against a bare libfdt walk of the same blob (fdt_next_node()
 * over every node), measured in the same run.
 *
 *   bench_hostile [NAME...]
 *
 * runs the trees NAME (hostile_by_name()), by default those below. The
 * first table gives each column's median over the runs in milliseconds
 * of the process's CPU time, the second the same per node in
 * microseconds, so that near-linear steps show as flat rows down a
 * column:
 *   walk      fdt_next_node() over every node: the baseline
 *   load      platdev_of_load(): check the blob, build the node tree
 *   populate  platdev_of_mark_early_init() and of_platform_default_populate()
 *   teardown  of_platform_depopulate() and platdev_of_unload(), after a
 *             strlen() of every device's name (the "names" column)
 *   show ... check  the inspector's command on the blob as a file, as
 *             `platdev COMMAND FILE` runs it but for the process start:
 *             read, load, populate, print (to /dev/null), take down
 *
 * A chain's device names list the whole path above them (Linux's naming,
 * when no reg translates), so their bytes grow with the square of the
 * depth: 20,000 levels make about 1.3 GB of names, and every command that
 * prints them prints that much. The column "names" gives those bytes, and
 * the second table for a chain also the time per KiB of names, the unit
 * its work is linear in.
 *
 * Trees whose work must be linear in their size (issue 26): node-chain-N,
 * N nested nodes with no property (no device, no name: every walk of the
 * tree goes N deep), and supplier-props-N, one device with N "-supply"
 * properties (fw_devlink reads each once). And link-chain-N, not a tree:
 * N platform devices, each the consumer of the next through a device
 * link, bound by one driver and unbound by its unregistration (each
 * supplier's consumers first, N deep), against the same N devices bound
 * and unbound without links, the baseline; its own table gives
 * microseconds per device.
 */
#define _GNU_SOURCE

#include <fcntl.h>
#include <libfdt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/log.h>
#include <platdev/of.h>

#include "bench_util.h"
#include "hostile/hostile_fdt.h"
#include "platdev/board.h"
#include "platdev/inspect.h"

#define MAX_RUNS 5

struct bench_case {
	const char *name; /* for hostile_by_name() */
	const char *why; /* the node "why" asks about */
	unsigned int runs;
};

static const struct bench_case cases[] = {
	{ "chain-1000", "/b0/b1", 5 },
	{ "chain-5000", "/b0/b1", 3 },
	{ "chain-20000", "/b0/b1", 1 },
	{ "siblings-50000", "/d0", 5 },
	{ "siblings-200000", "/d0", 3 },
	{ "node-chain-1000", "/n", 5 },
	{ "node-chain-10000", "/n", 3 },
	{ "node-chain-100000", "/n", 3 },
	{ "supplier-props-1000", "/dev@0", 5 },
	{ "supplier-props-10000", "/dev@0", 3 },
	{ "supplier-props-100000", "/dev@0", 3 },
};

enum {
	C_WALK,
	C_LOAD,
	C_POPULATE,
	C_TEARDOWN,
	C_SHOW,
	C_DEVICES,
	C_JSON,
	C_WHY,
	C_TIMELINE,
	C_IOMEM,
	C_DOT,
	C_CHECK,
	NR_COLUMNS,
};

static const char *const headings[NR_COLUMNS] = {
	"walk", "load", "populate", "teardown", "show", "devices",
	"json", "why",	"timeline", "iomem",	"dot",	"check",
};

/*
 * The process's CPU time (every thread, user and system): the machines
 * this runs on are shared, and wall time there measures the neighbours.
 */
#define cpu_now_ns bench_process_cpu_now_ns

/* --- link-chain-N: unbinding a chain of consumers ----------------------- */

static const struct platform_device_id link_ids[] = { { "link", 0 }, {} };

static int link_probe(struct platform_device *pdev)
{
	(void)pdev;
	return 0;
}

static struct platform_driver link_drv = {
	.probe = link_probe,
	.id_table = link_ids,
	.driver = { .name = "bench-link" },
};

/*
 * Register @n devices (linked, each the consumer of the next, if
 * @linked), bind them by registering the driver, unbind them by
 * unregistering it, unregister them: the CPU time in ms, or -1.
 */
static double time_link_chain(unsigned int n, bool linked)
{
	struct platform_device *d = calloc(n, sizeof(*d));
	double t0 = cpu_now_ns(), t;
	unsigned int i;

	if (!d)
		return -1;
	for (i = 0; i < n; i++) {
		d[i].name = "link";
		d[i].id = (int)i;
		if (platform_device_register(&d[i]))
			return -1;
	}
	for (i = 0; linked && i + 1 < n; i++)
		if (!device_link_add(&d[i].dev, &d[i + 1].dev, 0))
			return -1;
	if (platform_driver_register(&link_drv) || !d[0].dev.driver)
		return -1;
	platform_driver_unregister(&link_drv);
	for (i = n; i--;)
		platform_device_unregister(&d[i]);
	t = (cpu_now_ns() - t0) / 1e6;
	free(d);
	return t;
}

static const char *const link_chains[] = { "link-chain-1000",
					   "link-chain-10000",
					   "link-chain-100000" };

/* Time link-chain-N (@name) and its baseline, print a row; 0 or 1. */
static int run_link_chain(const char *name)
{
	double with[3], without[3];
	unsigned int n = (unsigned int)strtoul(name + strlen("link-chain-"),
					       NULL, 10),
		     r;

	if (!n)
		return 1;
	for (r = 0; r < 3; r++) {
		without[r] = time_link_chain(n, false);
		with[r] = time_link_chain(n, true);
		if (with[r] < 0 || without[r] < 0) {
			fprintf(stderr, "bench_hostile: %s failed\n", name);
			return 1;
		}
	}
	printf("%-20s %8u %10.2f %10.2f %10.3f %10.3f\n", name, n,
	       bench_median(without, 3), bench_median(with, 3),
	       bench_median(without, 3) * 1e3 / n,
	       bench_median(with, 3) * 1e3 / n);
	return 0;
}

static void print_link_heading(void)
{
	printf("\nlink chains: register, bind, unbind (driver unregistered), "
	       "unregister; ms of CPU time, medians of 3 runs; us per device\n");
	printf("%-20s %8s %10s %10s %10s %10s\n", "chain", "devices",
	       "no links", "linked", "us/dev", "us/dev");
}

static unsigned int walk(const void *fdt)
{
	unsigned int n = 0;
	int off;

	for (off = 0; off >= 0; off = fdt_next_node(fdt, off, NULL))
		n++;
	return n;
}

static int add_name_bytes(struct device *dev, void *data)
{
	*(size_t *)data += strlen(dev_name(dev));
	return 0;
}

/*
 * Time the library's own steps once, and count the bytes of the populated
 * devices' names into @names; -1 when the blob does not load.
 */
static int time_library(const void *blob, size_t size, double *t, size_t *names)
{
	double t0 = cpu_now_ns(), t1, t2, t3;

	if (platdev_of_load(blob, size))
		return -1;
	t1 = cpu_now_ns();
	platdev_of_mark_early_init();
	of_platform_default_populate(NULL, NULL, NULL);
	t2 = cpu_now_ns();
	*names = 0;
	bus_for_each_dev(&platform_bus_type, NULL, names, add_name_bytes);
	of_platform_depopulate(NULL);
	if (platdev_of_unload())
		return -1;
	t3 = cpu_now_ns();
	t[C_LOAD] = (t1 - t0) / 1e6;
	t[C_POPULATE] = (t2 - t1) / 1e6;
	t[C_TEARDOWN] = (t3 - t2) / 1e6;
	return 0;
}

/* What a command prints, on the board board_run() sets up. */
struct printer {
	int (*print)(FILE *out); /* a count of devices, or a negative errno */
};

static int listing(FILE *out, const void *ctx)
{
	const struct printer *p = ctx;
	int ret = p->print(out);

	return ret < 0 ? ret : 0;
}

static int print_devices(FILE *out)
{
	return inspect_print_platform_devices(out, NULL, NULL);
}

static int print_iomem(FILE *out)
{
	return inspect_print_claimed_iomem(out);
}

static int print_why(FILE *out, const void *ctx)
{
	return inspect_why(out, ctx);
}

/* Run one inspector command on the board in @path; its time in ms. */
static double time_command(int column, const char *path, const char *why)
{
	static const struct printer printers[] = {
		[C_SHOW] = { inspect_print_tree },
		[C_DEVICES] = { print_devices },
		[C_JSON] = { inspect_print_json },
		[C_TIMELINE] = { inspect_print_timeline },
		[C_IOMEM] = { print_iomem },
		[C_DOT] = { inspect_print_dot },
	};
	static const struct check_options all_kinds = {
		.kinds = CHECK_ALL_KINDS
	};
	double t0;

	bench_quiet(true);
	t0 = cpu_now_ns();
	if (column == C_WHY)
		board_run(path, print_why, why);
	else if (column == C_CHECK)
		board_check(path, &all_kinds);
	else
		board_run(path, listing, &printers[column]);
	t0 = (cpu_now_ns() - t0) / 1e6;
	bench_quiet(false);
	return t0;
}

/* What one tree gave: its size and each column's median in ms. */
struct result {
	const char *name;
	unsigned int nodes;
	size_t names; /* bytes of the devices' names */
	double ms[NR_COLUMNS];
};

/* Write @blob to a new file in /tmp, its name into @path; 0 on success. */
static int write_blob(const void *blob, size_t size, char *path)
{
	int fd = mkstemp(path);
	FILE *f = fd >= 0 ? fdopen(fd, "wb") : NULL;

	if (!f) {
		if (fd >= 0)
			close(fd);
		return -1;
	}
	if (fwrite(blob, 1, size, f) != size) {
		fclose(f);
		return -1;
	}
	return fclose(f);
}

static int run_case(const struct bench_case *c, struct result *res)
{
	double samples[NR_COLUMNS][MAX_RUNS], once[NR_COLUMNS];
	char path[] = "/tmp/bench_hostile_XXXXXX";
	unsigned int r, col;
	size_t size;
	void *blob = hostile_by_name(c->name, &size);
	int ret = 0;

	if (!blob || write_blob(blob, size, path)) {
		fprintf(stderr, "bench_hostile: cannot make %s\n", c->name);
		free(blob);
		return 1;
	}
	res->name = c->name;
	for (r = 0; r < c->runs; r++) {
		double t0 = cpu_now_ns();

		res->nodes = walk(blob);
		samples[C_WALK][r] = (cpu_now_ns() - t0) / 1e6;
		if (time_library(blob, size, once, &res->names)) {
			fprintf(stderr, "bench_hostile: %s does not load\n",
				c->name);
			ret = 1;
			goto out;
		}
		for (col = C_LOAD; col <= C_TEARDOWN; col++)
			samples[col][r] = once[col];
		for (col = C_SHOW; col < NR_COLUMNS; col++)
			samples[col][r] = time_command((int)col, path, c->why);
	}
	for (col = 0; col < NR_COLUMNS; col++)
		res->ms[col] = bench_median(samples[col], c->runs);
out:
	free(blob);
	unlink(path);
	return ret;
}

static void print_heading(const char *first)
{
	unsigned int col;

	printf("%-16s %7s %9s", first, "nodes", "names");
	for (col = 0; col < NR_COLUMNS; col++)
		printf(" %8s", headings[col]);
	printf("\n");
}

/* A row of @res's columns divided by @per, times @scale. */
static void print_row(const struct result *res, const char *unit, double per,
		      double scale)
{
	unsigned int col;

	printf("%-16s %7u %9zu", unit ? unit : res->name, res->nodes,
	       res->names);
	for (col = 0; col < NR_COLUMNS; col++)
		printf(" %8.2f", res->ms[col] * scale / per);
	printf("\n");
}

/* The case @name names: one of cases[], else @c made up with 3 runs. */
static const struct bench_case *case_named(const char *name,
					   struct bench_case *c)
{
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		if (!strcmp(cases[i].name, name))
			return &cases[i];
	c->name = name;
	c->why = "/";
	c->runs = 3;
	return c;
}

int main(int argc, char **argv)
{
	size_t nr = argc > 1 ? (size_t)argc - 1 :
			       sizeof(cases) / sizeof(cases[0]);
	struct result *res = calloc(nr, sizeof(*res));
	struct bench_case named;
	size_t i, done = 0;
	int ret = 0;

	if (!res)
		return 1;
	platdev_set_log_level(PLATDEV_LOG_WARNING); /* as the inspector */
	printf("bench_hostile (%s build): milliseconds of CPU time, medians "
	       "of 1-5 runs; walk = fdt_next_node() over the blob, the "
	       "baseline\n",
	       PLATDEV_BUILD_TYPE);
	print_heading("tree");
	for (i = 0; i < nr; i++) {
		const struct bench_case *c =
			argc > 1 ? case_named(argv[i + 1], &named) : &cases[i];

		if (!strncmp(c->name, "link-chain-", 11))
			continue; /* their own table, below */

		fprintf(stderr, "bench_hostile: %s ...\n", c->name);
		if (run_case(c, &res[done])) {
			ret = 1;
			continue;
		}
		/* each row as it comes: the deep chains take minutes */
		print_row(&res[done], NULL, 1, 1);
		fflush(stdout);
		done++;
	}
	printf("\nper element: microseconds per node; for a chain also per "
	       "KiB of device names, for supplier-props per property\n");
	print_heading("tree");
	for (i = 0; i < done; i++) {
		print_row(&res[i], NULL, res[i].nodes, 1e3);
		if (!strncmp(res[i].name, "chain-", 6) && res[i].names)
			print_row(&res[i], "  per KiB names",
				  (double)res[i].names / 1024, 1e3);
		/* one node: the unit of its work is a property */
		if (!strncmp(res[i].name, "supplier-props-", 15))
			print_row(&res[i], "  per property",
				  strtod(res[i].name + 15, NULL), 1e3);
	}
	free(res);
	print_link_heading();
	if (argc > 1) {
		for (i = 1; i < (size_t)argc; i++)
			if (!strncmp(argv[i], "link-chain-", 11))
				ret |= run_link_chain(argv[i]);
	} else {
		for (i = 0; i < sizeof(link_chains) / sizeof(link_chains[0]);
		     i++)
			ret |= run_link_chain(link_chains[i]);
	}
	return ret;
}
