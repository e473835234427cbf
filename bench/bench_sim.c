// SPDX-License-Identifier: MIT
/*
 * bench_sim.c - what a simulated board costs a driver.
 *
 * Part 1, on QEMU's virt board (qemu-virt-aarch64.dtb) simulated, ns per
 * operation, against a direct call through a function pointer measured in
 * the same run:
 *   readl()/writel() of a register-table register: a model registered here
 *   for "virtio,mmio" with an eight-register table (the read-write
 *   register at 0x10, the fifth entry);
 *   the same read with an observer set (one that counts, as platdev sim's
 *   report does before it writes a trace line);
 *   readl()/writel() of plain registers: /fw-cfg@9020000, which no model
 *   serves (checked);
 *   one interrupt delivery: the model raises its line (the handler runs)
 *   and lowers it, through the GIC's irq domain.
 *
 * Part 2, bringing up the largest DTB of the directory (argv[1], default
 * ../shared/dtbs), microseconds: load + early controllers + populate,
 * plain (no simulated board) next to simulated (board created between load
 * and populate), and the board creation alone.
 *
 * Medians over TRIALS trials; each trial interleaves every kind, so a
 * noisy moment hits them all. Read the ratios.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/of.h>
#include <linux/of_address.h>
#include <linux/of_irq.h>
#include <linux/of_platform.h>
#include <platdev/log.h>
#include <platdev/of.h>
#include <platdev/sim.h>

#include "bench_util.h"

#define TRIALS 21
#define ACCESSES 200000 /* per trial and kind */
#define IRQS 100000
#define BRINGUPS 11

static void *read_blob(const char *path, size_t *size)
{
	FILE *f = fopen(path, "rb");
	void *blob = NULL;
	long n;

	if (f && !fseek(f, 0, SEEK_END) && (n = ftell(f)) > 0 &&
	    !fseek(f, 0, SEEK_SET) && (blob = malloc((size_t)n)) &&
	    fread(blob, 1, (size_t)n, f) == (size_t)n) {
		*size = (size_t)n;
	} else {
		free(blob);
		blob = NULL;
	}
	if (f)
		fclose(f);
	return blob;
}

/* ---- the model and the baseline ---- */

#define TABLE_REG 0x10

static const struct platdev_sim_reg bench_regs[] = {
	{ .name = "MAGIC", .offset = 0x00, .reset = 0x74726976 },
	{ .name = "VERSION", .offset = 0x04, .reset = 2 },
	{ .name = "DEVICE", .offset = 0x08 },
	{ .name = "VENDOR", .offset = 0x0c },
	{ .name = "DATA", .offset = TABLE_REG, .rw = ~0u },
	{ .name = "STATUS", .offset = 0x14, .w1c = 0xff },
	{ .name = "SET", .offset = 0x18, .w1s = 0xff },
	{ .name = "CTRL", .offset = 0x1c, .rw = 0xff },
	{}
};

static const struct of_device_id bench_ids[] = { { .compatible =
							   "virtio,mmio" },
						 {} };

static struct platdev_sim_model bench_model = {
	.name = "bench",
	.of_match_table = bench_ids,
	.regs = bench_regs,
};

static u32 fake_regs[8];

/* The baseline: what a register read costs as a call to a function. */
static noinline u32 call_read(unsigned int idx)
{
	return fake_regs[idx & 7];
}

static u32 (*volatile read_ptr)(unsigned int) = call_read;

static noinline double time_call(unsigned int n)
{
	double t0 = bench_now_ns();
	unsigned int i;
	u32 acc = 0;

	for (i = 0; i < n; i++)
		acc += read_ptr(i);
	bench_check(acc == n / 8 * 36, "direct call total");
	return (bench_now_ns() - t0) / n;
}

static noinline double time_read(const void __iomem *reg, u32 want,
				 unsigned int n)
{
	double t0 = bench_now_ns();
	unsigned int i;
	u32 acc = 0;

	for (i = 0; i < n; i++)
		acc += readl(reg) == want;
	bench_check(acc == n, "simulated reads");
	return (bench_now_ns() - t0) / n;
}

static noinline double time_write(void __iomem *reg, unsigned int n)
{
	double t0 = bench_now_ns();
	unsigned int i;

	for (i = 0; i < n; i++)
		writel(i, reg);
	bench_check(readl(reg) == n - 1, "simulated writes landed");
	return (bench_now_ns() - t0) / n;
}

static noinline double time_irq(struct platdev_sim_instance *inst,
				unsigned int n)
{
	double t0 = bench_now_ns();
	unsigned int i;
	int err = 0;

	for (i = 0; i < n; i++) {
		err |= platdev_sim_irq_set(inst, 0, 1);
		err |= platdev_sim_irq_set(inst, 0, 0);
	}
	bench_check(!err, "platdev_sim_irq_set");
	return (bench_now_ns() - t0) / n;
}

static irqreturn_t count_irq(int irq, void *dev_id)
{
	(void)irq;
	++*(unsigned long *)dev_id;
	return IRQ_HANDLED;
}

static unsigned long observed;

static void count_event(void *ctx, const struct platdev_sim_event *ev)
{
	(void)ctx;
	(void)ev;
	observed++;
}

static const struct platdev_sim_observer counter = { .event = count_event };

/* ---- part 1 ---- */

struct access_result {
	double call, table_read, table_write, observed_read, plain_read,
		plain_write, irq;
};

static void bench_accesses(const char *dir, struct access_result *res)
{
	double call[TRIALS], tr[TRIALS], tw[TRIALS], obs[TRIALS], pr[TRIALS],
		pw[TRIALS], irq[TRIALS];
	struct device_node *virtio, *unmodelled;
	struct platdev_sim_instance *inst;
	void __iomem *table, *plain;
	unsigned long handled = 0;
	char path[512];
	size_t size;
	void *blob;
	int virq;
	unsigned int i, t;

	for (i = 0; i < 8; i++)
		fake_regs[i] = i + 1;
	snprintf(path, sizeof(path), "%s/qemu-virt-aarch64.dtb", dir);
	blob = read_blob(path, &size);
	if (!blob || platdev_of_load(blob, size))
		bench_die("loading qemu-virt-aarch64.dtb");
	free(blob);
	if (platdev_sim_model_register(&bench_model) ||
	    platdev_sim_board_create() || platdev_of_init_early() < 0)
		bench_die("simulating the board");
	virtio = of_find_node_by_path("/virtio_mmio@a000000");
	unmodelled = of_find_node_by_path("/fw-cfg@9020000");
	inst = platdev_sim_board_find(virtio);
	if (!inst || platdev_sim_board_find(unmodelled))
		bench_die(
			"finding the model on /virtio_mmio@a000000 and none on /fw-cfg@9020000");
	table = of_iomap(virtio, 0);
	plain = of_iomap(unmodelled, 0);
	virq = of_irq_get(virtio, 0);
	if (!table || !plain || virq <= 0 ||
	    request_irq((unsigned int)virq, count_irq, 0, "bench", &handled))
		bench_die("mapping the registers or requesting the interrupt");
	writel(0x5a5a5a5a, table + TABLE_REG);
	writel(0xa5a5a5a5, plain + 0x10);

	time_call(ACCESSES / 10);
	time_read(table + TABLE_REG, 0x5a5a5a5a, ACCESSES / 10);
	time_read(plain + 0x10, 0xa5a5a5a5, ACCESSES / 10);
	time_irq(inst, IRQS / 10);
	handled = 0;
	for (t = 0; t < TRIALS; t++) {
		call[t] = time_call(ACCESSES);
		tr[t] = time_read(table + TABLE_REG, 0x5a5a5a5a, ACCESSES);
		platdev_sim_observe(&counter);
		obs[t] = time_read(table + TABLE_REG, 0x5a5a5a5a, ACCESSES);
		platdev_sim_observe(NULL);
		pr[t] = time_read(plain + 0x10, 0xa5a5a5a5, ACCESSES);
		irq[t] = time_irq(inst, IRQS);
		tw[t] = time_write(table + TABLE_REG, ACCESSES);
		pw[t] = time_write(plain + 0x10, ACCESSES);
		writel(0x5a5a5a5a, table + TABLE_REG);
		writel(0xa5a5a5a5, plain + 0x10);
	}
	bench_check(observed == (unsigned long)TRIALS * ACCESSES,
		    "observed reads");
	bench_check(handled == (unsigned long)TRIALS * IRQS,
		    "interrupts handled");

	free_irq((unsigned int)virq, &handled);
	iounmap(plain);
	iounmap(table);
	of_node_put(unmodelled);
	of_node_put(virtio);
	platdev_sim_board_destroy();
	platdev_of_exit_early();
	if (platdev_of_unload())
		bench_die("unloading the board");
	platdev_sim_model_unregister(&bench_model);

	res->call = bench_median(call, TRIALS);
	res->table_read = bench_median(tr, TRIALS);
	res->table_write = bench_median(tw, TRIALS);
	res->observed_read = bench_median(obs, TRIALS);
	res->plain_read = bench_median(pr, TRIALS);
	res->plain_write = bench_median(pw, TRIALS);
	res->irq = bench_median(irq, TRIALS);
}

/* ---- part 2 ---- */

/* The largest .dtb in @dir, into @path. */
static int largest_dtb(const char *dir, char *path, size_t len)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	off_t best = -1;
	char p[512];
	struct stat st;

	if (!d)
		return -1;
	while ((e = readdir(d))) {
		size_t n = strlen(e->d_name);

		if (n < 5 || strcmp(e->d_name + n - 4, ".dtb"))
			continue;
		snprintf(p, sizeof(p), "%s/%s", dir, e->d_name);
		if (!stat(p, &st) && st.st_size > best) {
			best = st.st_size;
			snprintf(path, len, "%s", p);
		}
	}
	closedir(d);
	return best < 0 ? -1 : 0;
}

/* Load, set up early controllers, [simulate,] populate; microseconds. */
static double bring_up(const void *blob, size_t size, bool simulate,
		       double *create_us)
{
	double t0 = bench_now_ns(), t1, t2, t3;

	if (platdev_of_load(blob, size))
		bench_die("loading the largest DTB");
	t1 = bench_now_ns();
	if (simulate && platdev_sim_board_create())
		bench_die("simulating the largest DTB");
	t2 = bench_now_ns();
	if (platdev_of_init_early() < 0)
		bench_die("setting up its early controllers");
	of_platform_default_populate(NULL, NULL, NULL);
	t3 = bench_now_ns();
	of_platform_depopulate(NULL);
	platdev_sim_board_destroy();
	platdev_of_exit_early();
	if (platdev_of_unload())
		bench_die("unloading the largest DTB");
	if (create_us)
		*create_us = (t2 - t1) / 1e3;
	return (t3 - t0) / 1e3;
}

int main(int argc, char **argv)
{
	const char *dir = argc > 1 ? argv[1] : "../shared/dtbs";
	double plain[BRINGUPS], sim[BRINGUPS], create[BRINGUPS], p, s, c;
	struct access_result r;
	char path[512];
	size_t size;
	void *blob;
	int i;

	platdev_set_log_level(PLATDEV_LOG_EMERG);
	bench_accesses(dir, &r);
	if (largest_dtb(dir, path, sizeof(path)))
		bench_die("finding a .dtb in the directory");
	blob = read_blob(path, &size);
	if (!blob)
		bench_die("reading the largest DTB");
	bring_up(blob, size, false, NULL);
	bring_up(blob, size, true, NULL);
	for (i = 0; i < BRINGUPS; i++) {
		plain[i] = bring_up(blob, size, false, NULL);
		sim[i] = bring_up(blob, size, true, &create[i]);
	}
	free(blob);
	p = bench_median(plain, BRINGUPS);
	s = bench_median(sim, BRINGUPS);
	c = bench_median(create, BRINGUPS);

	printf("# bench_sim: simulated registers and interrupts vs a direct call (build %s)\n\n",
	       PLATDEV_BUILD_TYPE);
	printf("%d trials, medians, ns per operation\n\n", TRIALS);
	printf("| operation | ns | vs a direct call |\n|---|---:|---:|\n");
	printf("| direct call through a function pointer (baseline) | %.2f | 1.0x |\n",
	       r.call);
#define ROW(label, v) printf("| %s | %.2f | %.1fx |\n", label, v, (v) / r.call)
	ROW("`readl`, register table", r.table_read);
	ROW("`writel`, register table", r.table_write);
	ROW("`readl`, register table, observer set", r.observed_read);
	ROW("`readl`, plain registers", r.plain_read);
	ROW("`writel`, plain registers", r.plain_write);
	ROW("interrupt: model raises (handler runs) and lowers", r.irq);
#undef ROW
	printf("\n%d bring-ups of %s (%zu bytes), medians, microseconds\n\n",
	       BRINGUPS, strrchr(path, '/') ? strrchr(path, '/') + 1 : path,
	       size);
	printf("| load + early + populate | us | vs plain |\n|---|---:|---:|\n");
	printf("| plain | %.0f | 1.00x |\n", p);
	printf("| simulated board | %.0f | %.2fx |\n", s, s / p);
	printf("| of which `platdev_sim_board_create()` | %.0f | %.2fx |\n", c,
	       c / p);
	return bench_failures ? 1 : 0;
}
