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
 *
 * Then how that grows with the board (tests/hostile's trees: 1,000 to
 * 50,000 sibling devices, bus chains 500 to 5,000 deep): the one-node
 * overlay tests/dts/overlay/root.dts (a fragment on "/") applied and
 * removed by the library, and `platdev overlay --remove BOARD OVERLAY`
 * as the inspector runs it (read, load, populate, simulate, apply,
 * compare the devices, remove, compare again, take down), against the
 * load and populate of the same board, the baseline, in the same run.
 * And how it grows with the overlay: hostile_overlay_siblings()'s 1,000
 * to 20,000 linked devices applied to a 1,000-device board and removed,
 * against the load and populate of a board of as many devices. Medians of
 * the process's CPU time (the machines are shared), milliseconds.
 *
 * Last, stacked overlays: two overlays of N plain children of "/" each
 * (no devices), the second applied on top of the first, then the first,
 * older and not overlapping, removed under the second: the cost of each
 * per child, from 1,000 to 40,000 children, and its ratio to the cost at
 * 1,000 (linear stays near 1). Medians of 3 runs, process CPU time.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libfdt.h>

#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/log.h>
#include <platdev/of.h>

#include "bench_util.h"
#include "hostile/hostile_fdt.h"
#include "platdev/board.h"

#define TRIALS 21
#define CYCLES 201
#define BOARD "x1e80100-crd.dtb"
#define MAX_RUNS 5

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

/* The 50-device overlay on the largest real board. */
static void bench_real_board(const char *dir, const char *ovl_path)
{
	double pop[TRIALS], apply[CYCLES], rem[CYCLES], t0;
	size_t board_size, ovl_size;
	void *board, *ovl;
	char path[512];
	int base_devices = 0, t, id;

	snprintf(path, sizeof(path), "%s/%s", dir, BOARD);
	board = read_file(path, &board_size);
	ovl = read_file(ovl_path, &ovl_size);
	if (!board || !ovl)
		bench_die("reading the board or the overlay");

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
}

/* A hostile board, or an overlay of hostile_overlay_siblings(), and how. */
struct scale_case {
	const char *board; /* hostile_by_name() */
	const char *overlay; /* hostile_by_name(), or NULL for root.dts */
	const char *baseline; /* the board whose populate is the baseline */
	unsigned int runs;
};

static const struct scale_case scale_cases[] = {
	{ "siblings-1000", NULL, "siblings-1000", 5 },
	{ "siblings-10000", NULL, "siblings-10000", 5 },
	{ "siblings-50000", NULL, "siblings-50000", 5 },
	{ "chain-500", NULL, "chain-500", 5 },
	{ "chain-1000", NULL, "chain-1000", 5 },
	{ "chain-5000", NULL, "chain-5000", 3 },
	{ "siblings-1000", "overlay-siblings-1000", "siblings-1000", 5 },
	{ "siblings-1000", "overlay-siblings-5000", "siblings-5000", 3 },
	{ "siblings-1000", "overlay-siblings-20000", "siblings-20000", 3 },
};

/* What one case gave: medians, ms of process CPU time. */
struct scale_result {
	double populate, apply, remove, command;
	int devices, added;
};

static void *hostile_blob(const char *name, size_t *size)
{
	void *blob = hostile_by_name(name, size);

	if (!blob)
		bench_die(name);
	return blob;
}

/* Load and populate @blob as the inspector does; its CPU time in ms. */
static double load_and_populate(const void *blob, size_t size)
{
	double t0 = bench_process_cpu_now_ns();

	if (platdev_of_load(blob, size))
		bench_die("platdev_of_load");
	platdev_of_mark_early_init();
	if (of_platform_default_populate(NULL, NULL, NULL))
		bench_die("populate");
	return (bench_process_cpu_now_ns() - t0) / 1e6;
}

static void take_down(void)
{
	of_platform_depopulate(NULL);
	if (platdev_of_unload())
		bench_die("platdev_of_unload");
}

/* Write @blob to a new file in /tmp, its name into @path. */
static void write_blob(const void *blob, size_t size, char *path)
{
	int fd = mkstemp(path);
	FILE *f = fd >= 0 ? fdopen(fd, "wb") : NULL;

	if (!f || fwrite(blob, 1, size, f) != size || fclose(f))
		bench_die("writing a board to /tmp");
}

/* `platdev overlay --remove @board_path @ovl_path`; its CPU time in ms. */
static double time_command(const char *board_path, const char *ovl_path)
{
	const char *files[] = { ovl_path };
	const struct overlay_request req = {
		.board = board_path,
		.files = files,
		.nr_files = 1,
		.remove = true,
	};
	double t0;
	int ret;

	bench_quiet(true);
	t0 = bench_process_cpu_now_ns();
	ret = board_overlay(&req);
	t0 = (bench_process_cpu_now_ns() - t0) / 1e6;
	bench_quiet(false);
	bench_check(ret == 0, "platdev overlay --remove restores the board");
	return t0;
}

static void run_scale_case(const struct scale_case *c, const void *root_ovl,
			   size_t root_size, struct scale_result *res)
{
	double pop[MAX_RUNS], apply[MAX_RUNS], rem[MAX_RUNS], cmd[MAX_RUNS];
	char board_path[] = "/tmp/bench_overlay_board_XXXXXX";
	char ovl_path[] = "/tmp/bench_overlay_ovl_XXXXXX";
	size_t size, base_size, ovl_size = root_size;
	void *board = hostile_blob(c->board, &size);
	void *base = hostile_blob(c->baseline, &base_size);
	void *ovl = c->overlay ? hostile_blob(c->overlay, &ovl_size) :
				 (void *)root_ovl;
	unsigned int r;
	double t0;
	int id;

	if (!c->overlay) {
		write_blob(board, size, board_path);
		write_blob(ovl, ovl_size, ovl_path);
	}
	for (r = 0; r < c->runs; r++) {
		pop[r] = load_and_populate(base, base_size);
		res->devices = device_count();
		take_down();

		load_and_populate(board, size);
		t0 = bench_process_cpu_now_ns();
		if (of_overlay_fdt_apply(ovl, (u32)ovl_size, &id, NULL))
			bench_die("of_overlay_fdt_apply");
		apply[r] = (bench_process_cpu_now_ns() - t0) / 1e6;
		res->added = device_count();
		t0 = bench_process_cpu_now_ns();
		if (of_overlay_remove(&id))
			bench_die("of_overlay_remove");
		rem[r] = (bench_process_cpu_now_ns() - t0) / 1e6;
		res->added -= device_count();
		take_down();

		cmd[r] = c->overlay ? 0 : time_command(board_path, ovl_path);
	}
	res->populate = bench_median(pop, c->runs);
	res->apply = bench_median(apply, c->runs);
	res->remove = bench_median(rem, c->runs);
	res->command = bench_median(cmd, c->runs);
	if (!c->overlay) {
		unlink(board_path);
		unlink(ovl_path);
	} else {
		free(ovl);
	}
	free(board);
	free(base);
}

/* The one-node overlay on growing boards, then growing overlays. */
static void bench_scaling(const char *root_path)
{
	struct scale_result res[ARRAY_SIZE(scale_cases)];
	size_t root_size, i;
	void *root_ovl = read_file(root_path, &root_size);

	if (!root_ovl)
		bench_die("reading the one-node overlay");
	for (i = 0; i < ARRAY_SIZE(scale_cases); i++) {
		fprintf(stderr, "bench_overlay: %s %s ...\n",
			scale_cases[i].board,
			scale_cases[i].overlay ? scale_cases[i].overlay :
						 "root.dtb");
		run_scale_case(&scale_cases[i], root_ovl, root_size, &res[i]);
	}
	printf("\none-node overlay (root.dts) on growing boards; medians of 3-5 runs, ms of process CPU time\n");
	printf("populate = load + populate of the board (the baseline); command = `platdev overlay --remove`\n\n");
	printf("| board | devices | populate | apply | remove | command | command / populate |\n");
	printf("|---|---:|---:|---:|---:|---:|---:|\n");
	for (i = 0; i < ARRAY_SIZE(scale_cases); i++) {
		if (scale_cases[i].overlay)
			continue;
		printf("| %s | %d | %.1f | %.3f | %.3f | %.0f | %.1f |\n",
		       scale_cases[i].board, res[i].devices, res[i].populate,
		       res[i].apply, res[i].remove, res[i].command,
		       res[i].command / res[i].populate);
	}
	printf("\ngrowing overlays (hostile_overlay_siblings(): linked devices) on siblings-1000\n");
	printf("populate = load + populate of a board of as many devices as the overlay adds\n\n");
	printf("| overlay | added | populate | apply | remove | (apply + remove) / populate |\n");
	printf("|---|---:|---:|---:|---:|---:|\n");
	for (i = 0; i < ARRAY_SIZE(scale_cases); i++) {
		if (!scale_cases[i].overlay)
			continue;
		printf("| %s | %d | %.1f | %.1f | %.1f | %.1f |\n",
		       scale_cases[i].overlay, res[i].added, res[i].populate,
		       res[i].apply, res[i].remove,
		       (res[i].apply + res[i].remove) / res[i].populate);
	}
	free(root_ovl);
}

/* An overlay of @count children "@tag-<i>" of "/", with no compatible. */
static void *plain_children(const char *tag, unsigned int count, size_t *size)
{
	size_t room = 4096 + 64 * (size_t)count;
	void *fdt = malloc(room);
	char name[32];
	unsigned int i;
	int err;

	if (!fdt)
		bench_die("no memory for an overlay");
	err = fdt_create(fdt, (int)room);
	err = err ? err : fdt_finish_reservemap(fdt);
	err = err ? err : fdt_begin_node(fdt, "");
	err = err ? err : fdt_begin_node(fdt, "fragment@0");
	err = err ? err : fdt_property_string(fdt, "target-path", "/");
	err = err ? err : fdt_begin_node(fdt, "__overlay__");
	for (i = 0; i < count && !err; i++) {
		snprintf(name, sizeof(name), "%s-%u", tag, i);
		err = fdt_begin_node(fdt, name);
		err = err ? err : fdt_property_u32(fdt, "value", i);
		err = err ? err : fdt_end_node(fdt);
	}
	for (i = 0; i < 3 && !err; i++)
		err = fdt_end_node(fdt);
	err = err ? err : fdt_finish(fdt);
	if (err)
		bench_die(fdt_strerror(err));
	*size = fdt_totalsize(fdt);
	return fdt;
}

#define STACK_RUNS 5

/* Stacked overlays of growing size: the second's apply, the first's removal. */
static void bench_stacked(void)
{
	static const unsigned int counts[] = { 1000, 5000, 20000, 40000 };
	double apply[STACK_RUNS], rem[STACK_RUNS], t0;
	double per_apply[ARRAY_SIZE(counts)], per_remove[ARRAY_SIZE(counts)];
	size_t board_size, a_size, b_size, i;
	void *board = hostile_blob("siblings-1000", &board_size);
	unsigned int r;
	int a, b;

	for (i = 0; i < ARRAY_SIZE(counts); i++) {
		void *ova = plain_children("a", counts[i], &a_size);
		void *ovb = plain_children("b", counts[i], &b_size);

		fprintf(stderr, "bench_overlay: stacked %u ...\n", counts[i]);
		for (r = 0; r < STACK_RUNS; r++) {
			load_and_populate(board, board_size);
			if (of_overlay_fdt_apply(ova, (u32)a_size, &a, NULL))
				bench_die("applying the first overlay");
			t0 = bench_process_cpu_now_ns();
			if (of_overlay_fdt_apply(ovb, (u32)b_size, &b, NULL))
				bench_die("applying the second overlay");
			apply[r] = (bench_process_cpu_now_ns() - t0) / 1e3;
			t0 = bench_process_cpu_now_ns();
			if (of_overlay_remove(&a))
				bench_die("removing the first overlay");
			rem[r] = (bench_process_cpu_now_ns() - t0) / 1e3;
			if (of_overlay_remove(&b))
				bench_die("removing the second overlay");
			take_down();
		}
		per_apply[i] = bench_median(apply, STACK_RUNS) / counts[i];
		per_remove[i] = bench_median(rem, STACK_RUNS) / counts[i];
		free(ova);
		free(ovb);
	}
	printf("\nstacked overlays of N plain children of / each on siblings-1000: the second applied over the first,\n");
	printf("then the first (older, not overlapping) removed; medians of %d runs, us of process CPU time per child\n\n",
	       STACK_RUNS);
	printf("| children | second apply | / at 1,000 | first removed | / at 1,000 |\n");
	printf("|---:|---:|---:|---:|---:|\n");
	for (i = 0; i < ARRAY_SIZE(counts); i++)
		printf("| %u | %.3f | %.2f | %.3f | %.2f |\n", counts[i],
		       per_apply[i], per_apply[i] / per_apply[0], per_remove[i],
		       per_remove[i] / per_remove[0]);
	free(board);
}

int main(int argc, char **argv)
{
	const char *dir = argc > 1 ? argv[1] : "../shared/dtbs";
	const char *ovl_path = argc > 2 ? argv[2] : PLATDEV_BENCH_OVERLAY;

	platdev_set_log_level(PLATDEV_LOG_EMERG);
	if (platform_driver_register(&bench_drv))
		bench_die("registering the driver");
	if (!getenv("BENCH_OVERLAY_STACKED_ONLY")) {
		bench_real_board(dir, ovl_path);
		bench_scaling(PLATDEV_BENCH_ROOT_OVERLAY);
	}
	bench_stacked();
	platform_driver_unregister(&bench_drv);
	return bench_failures ? 1 : 0;
}
