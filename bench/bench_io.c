// SPDX-License-Identifier: MIT
/*
 * bench_io.c - what a register access and an interrupt cost.
 *
 *   readl/writel: a plain volatile load/store written in this file (the
 *   baseline), the same through readl()/writel() on the direct backend,
 *   and through the simulated backend (a window whose callbacks read and
 *   write an array);
 *   interrupts: a direct call of the handler (the baseline),
 *   generic_handle_irq() on a board-file number, delivery through an irq
 *   domain (generic_handle_domain_irq()), through a simulated device's IRQ
 *   line (raise, handler acknowledges, lower), and request_irq()+free_irq().
 *
 * Every figure is the median over TRIALS trials of the mean per-operation
 * time in one trial; read medians and ratios, the machine is shared.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/irqdomain.h>
#include <platdev/log.h>

#include "bench_util.h"
#include <platdev/port.h>

#define TRIALS 15
#define ACCESSES 1000000
#define SIM_ACCESSES 200000
#define IRQS 200000
#define REQUESTS 20000

static volatile u32 sink;
static u32 regs[64];

/* --- accessors --- */

static double time_plain(volatile u32 *p, unsigned int n)
{
	double t = bench_now_ns();
	u32 acc = 0;
	unsigned int i;

	for (i = 0; i < n; i++) {
		p[i & 7] = i;
		acc += p[(i + 3) & 7];
	}
	sink = acc;
	return (bench_now_ns() - t) / n;
}

static double time_accessors(void __iomem *base, unsigned int n)
{
	double t = bench_now_ns();
	u32 acc = 0;
	unsigned int i;

	for (i = 0; i < n; i++) {
		writel(i, base + 4 * (i & 7));
		acc += readl(base + 4 * ((i + 3) & 7));
	}
	sink = acc;
	return (bench_now_ns() - t) / n;
}

static u64 sim_read(void *opaque, u64 offset, unsigned int size)
{
	(void)size;
	return ((u32 *)opaque)[offset / 4];
}

static void sim_write(void *opaque, u64 offset, u64 value, unsigned int size)
{
	(void)size;
	((u32 *)opaque)[offset / 4] = (u32)value;
}

static const struct platdev_sim_ops sim_ops = { .read = sim_read,
						.write = sim_write };

/* --- interrupts --- */

struct tick {
	struct platdev_sim_device *sim;
	unsigned long count;
};

static irqreturn_t on_irq(int irq, void *dev_id)
{
	(void)irq;
	((struct tick *)dev_id)->count++;
	return IRQ_HANDLED;
}

static irqreturn_t (*volatile direct_handler)(int, void *) = on_irq;

static double time_direct_call(struct tick *t, unsigned int n)
{
	double start = bench_now_ns();
	unsigned int i;

	for (i = 0; i < n; i++)
		direct_handler(20, t);
	return (bench_now_ns() - start) / n;
}

static double time_generic(unsigned int irq, unsigned int n)
{
	double start = bench_now_ns();
	unsigned int i;

	for (i = 0; i < n; i++)
		generic_handle_irq(irq);
	return (bench_now_ns() - start) / n;
}

static double time_domain(struct irq_domain *d, unsigned int hwirq,
			  unsigned int n)
{
	double start = bench_now_ns();
	unsigned int i;

	for (i = 0; i < n; i++)
		generic_handle_domain_irq(d, hwirq);
	return (bench_now_ns() - start) / n;
}

static double time_sim_line(struct platdev_sim_device *sim, unsigned int n)
{
	double start = bench_now_ns();
	unsigned int i;

	for (i = 0; i < n; i++) {
		platdev_sim_set_irq(sim, 0, 1);
		platdev_sim_set_irq(sim, 0, 0);
	}
	return (bench_now_ns() - start) / n;
}

static double time_request_free(unsigned int irq, struct tick *t,
				unsigned int n)
{
	double start = bench_now_ns();
	unsigned int i;

	for (i = 0; i < n; i++) {
		if (request_irq(irq, on_irq, 0, "bench", t))
			abort();
		free_irq(irq, t);
	}
	return (bench_now_ns() - start) / n;
}

static const struct irq_domain_ops domain_ops = {
	.xlate = irq_domain_xlate_onecell
};

int main(void)
{
	double plain[TRIALS], direct[TRIALS], sim[TRIALS];
	double call[TRIALS], generic[TRIALS], domain[TRIALS], line[TRIALS],
		reqfree[TRIALS];
	struct platdev_alloc_stats before, after;
	struct platdev_sim_device *simdev;
	void __iomem *dbase, *sbase;
	struct irq_domain *d;
	struct tick t = { 0 };
	unsigned int virq, trial;
	double start = bench_now_ns();

	platdev_set_log_level(PLATDEV_LOG_WARNING);
	platdev_port_alloc_stats(&before);

	/* accessors */
	platdev_io_use(&platdev_io_direct);
	dbase = ioremap((phys_addr_t)(uintptr_t)regs, sizeof(regs));
	simdev = platdev_sim_device_create("bench", regs);
	if (!dbase || !simdev ||
	    platdev_sim_add_mmio(simdev, 0x50000000, 0x100, &sim_ops) < 0)
		return 1;
	platdev_io_use(&platdev_io_sim);
	sbase = ioremap(0x50000000, 0x100);
	if (!sbase)
		return 1;
	for (trial = 0; trial < TRIALS; trial++) {
		plain[trial] = time_plain((volatile u32 *)regs, ACCESSES);
		direct[trial] = time_accessors(dbase, ACCESSES);
		sim[trial] = time_accessors(sbase, SIM_ACCESSES);
	}
	iounmap(sbase);
	iounmap(dbase);
	platdev_io_use(&platdev_io_direct);

	/* interrupts */
	d = irq_domain_add_linear(NULL, 32, &domain_ops, NULL);
	virq = d ? irq_create_mapping(d, 3) : 0;
	if (!virq || request_irq(20, on_irq, 0, "bench-board", &t) ||
	    request_irq(virq, on_irq, 0, "bench-domain", &t) ||
	    platdev_sim_add_irq(simdev, 21) != 0 ||
	    request_irq(21, on_irq, 0, "bench-sim", &t))
		return 1;
	for (trial = 0; trial < TRIALS; trial++) {
		call[trial] = time_direct_call(&t, IRQS);
		generic[trial] = time_generic(20, IRQS);
		domain[trial] = time_domain(d, 3, IRQS);
		line[trial] = time_sim_line(simdev, IRQS);
		reqfree[trial] = time_request_free(22, &t, REQUESTS);
	}
	free_irq(20, &t);
	free_irq(virq, &t);
	free_irq(21, &t);
	irq_dispose_mapping(virq);
	irq_domain_remove(d);
	platdev_sim_device_destroy(simdev);
	platdev_port_alloc_stats(&after);

	printf("# bench_io: register accesses and interrupts\n\n");
	printf("%d trials; times are medians, ns per operation\n\n", TRIALS);
	printf("| access (writel + readl pair) | ns |\n|---|---:|\n");
	printf("| plain volatile store + load (baseline) | %.2f |\n",
	       bench_median(plain, TRIALS));
	printf("| writel + readl, direct backend | %.2f |\n",
	       bench_median(direct, TRIALS));
	printf("| writel + readl, simulated backend | %.2f |\n\n",
	       bench_median(sim, TRIALS));
	printf("| interrupt | ns |\n|---|---:|\n");
	printf("| direct call of the handler (baseline) | %.1f |\n",
	       bench_median(call, TRIALS));
	printf("| generic_handle_irq, board-file number | %.1f |\n",
	       bench_median(generic, TRIALS));
	printf("| generic_handle_domain_irq, linear domain | %.1f |\n",
	       bench_median(domain, TRIALS));
	printf("| simulated line raise + lower | %.1f |\n",
	       bench_median(line, TRIALS));
	printf("| request_irq + free_irq | %.1f |\n\n",
	       bench_median(reqfree, TRIALS));
	printf("ratio direct/plain %.2fx, simulated/direct %.1fx, generic_handle_irq/direct call %.1fx\n",
	       bench_median(direct, TRIALS) / bench_median(plain, TRIALS),
	       bench_median(sim, TRIALS) / bench_median(direct, TRIALS),
	       bench_median(generic, TRIALS) / bench_median(call, TRIALS));
	printf("handler calls %lu; live allocations before %lu, after %lu; mappings %u\n",
	       t.count, before.live, after.live, platdev_io_mappings());
	printf("total runtime %.1f s\n", (bench_now_ns() - start) / 1e9);
	return after.live == before.live && platdev_io_mappings() == 0 ? 0 : 1;
}
