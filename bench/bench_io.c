// SPDX-License-Identifier: MIT
/*
 * bench_io.c - what one register access and one interrupt cost.
 *
 * Part 1, register accesses, ns per access, readl and writel timed apart:
 *   (a) readl()/writel() through the direct backend on ordinary memory
 *       (ioremap() of a malloc'd buffer's address): the baseline;
 *   (a') readl_relaxed()/writel_relaxed() on the same mapping: the same
 *       access without the architecture's I/O barriers (on x86 those are
 *       compiler barriers, so (a')/(a) shows what they cost in lost
 *       compiler freedom; on arm64 and RISC-V they are instructions);
 *   (b) a plain volatile u32 load/store written here, which is what the
 *       accessors compile to with PLATDEV_IO_SIM off (bare metal);
 *   (c) readl()/writel() through the simulated backend: a window whose
 *       callbacks read and write a register array.
 *   With PLATDEV_IO_SIM on (the hosted default), (a) pays for the
 *   "is this a simulated address?" comparison; (a)/(b) is that price.
 *   Eight accesses per loop iteration at constant offsets; loads are
 *   volatile and summed into a checked total, so none can be hoisted out
 *   of a loop or dropped, and stores are checked to have landed.
 *
 * Part 2, interrupts, ns per operation:
 *   a direct call of the handler through a function pointer (the baseline);
 *   generic_handle_irq() on a board-file interrupt number;
 *   generic_handle_domain_irq() on a linear irq domain's hwirq;
 *   a simulated device's IRQ line raised then lowered (one delivery);
 *   request_irq() + free_irq() on a free board-file number (the pair
 *   allocates and frees the line's descriptor and the action).
 *   Every handler counts its calls; the counts are checked.
 *
 * Every figure is the median over TRIALS trials of the mean per-operation
 * time in one trial. The kinds are interleaved within a trial so that a
 * noisy moment hits all of them. Machines are shared: read medians and
 * ratios.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/irqdomain.h>
#include <platdev/io.h>
#include <platdev/log.h>
#include <platdev/port.h>

#include "bench_util.h"

#ifndef PLATDEV_BUILD_TYPE
#define PLATDEV_BUILD_TYPE "unknown"
#endif

#define TRIALS 21
#define ACCESSES 4000000 /* per trial, plain and direct; multiples of 8 */
#define SIM_ACCESSES 500000 /* per trial, simulated */
#define IRQS 500000 /* deliveries per trial, each path */
#define REQUESTS 50000 /* request_irq + free_irq pairs per trial */

/*
 * Registers 0..7 are read (they hold 1..8), 8..15 are written, so the read
 * total is known whatever the writes did.
 */
#define NR_REGS 16
#define WRITE_FIRST 8
#define READ_SUM_PER_8 36u /* 1 + 2 + ... + 8 */

#define SIM_BASE 0x50000000
#define BOARD_IRQ 20
#define SIM_IRQ 21
#define REQUEST_IRQ 22
#define DOMAIN_HWIRQ 3

static volatile u32 sink;
static u32 sim_regs[NR_REGS];
static int failures;

static void check(int ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "bench_io: check failed: %s\n", what);
		failures++;
	}
}

static void die(const char *what)
{
	fprintf(stderr, "bench_io: %s failed\n", what);
	exit(1);
}

/* --- part 1: register accesses -------------------------------------------- */

/*
 * Eight accesses per iteration at constant offsets, as driver code reads
 * named registers; this also keeps the loop's own cost small next to the
 * accesses and less sensitive to where the loop lands in the code.
 */
/* The plain accesses the accessors are measured against. */
#define plain_read(p) (*(p))
#define plain_write(v, p) (*(p) = (v))

/*
 * time_<read>(): @n reads with @read of registers 0..7 (holding 1..8),
 * summed and checked; time_<write>(): @n writes with @write to registers
 * 8..15, the last one read back with @check_read.
 */
#define DEFINE_TIME_READ(name, read)                                          \
	static noinline double name(const volatile u32 *regs, unsigned int n) \
	{                                                                     \
		double t0 = bench_now_ns(), t;                                \
		u32 acc = 0;                                                  \
		unsigned int i;                                               \
                                                                              \
		for (i = 0; i < n; i += 8) {                                  \
			acc += read(regs + 0);                                \
			acc += read(regs + 1);                                \
			acc += read(regs + 2);                                \
			acc += read(regs + 3);                                \
			acc += read(regs + 4);                                \
			acc += read(regs + 5);                                \
			acc += read(regs + 6);                                \
			acc += read(regs + 7);                                \
		}                                                             \
		t = bench_now_ns() - t0;                                      \
		check(acc == n / 8 * READ_SUM_PER_8, #read " total");         \
		sink = acc;                                                   \
		return t / n;                                                 \
	}

#define DEFINE_TIME_WRITE(name, write, check_read)                      \
	static noinline double name(volatile u32 *regs, unsigned int n) \
	{                                                               \
		volatile u32 *w = regs + WRITE_FIRST;                   \
		double t0 = bench_now_ns(), t;                          \
		unsigned int i;                                         \
                                                                        \
		for (i = 0; i < n; i += 8) {                            \
			write(i, w + 0);                                \
			write(i + 1, w + 1);                            \
			write(i + 2, w + 2);                            \
			write(i + 3, w + 3);                            \
			write(i + 4, w + 4);                            \
			write(i + 5, w + 5);                            \
			write(i + 6, w + 6);                            \
			write(i + 7, w + 7);                            \
		}                                                       \
		t = bench_now_ns() - t0;                                \
		check(check_read(w + 7) == n - 1, #write " landed");    \
		return t / n;                                           \
	}

DEFINE_TIME_READ(time_plain_read, plain_read)
DEFINE_TIME_READ(time_readl, readl)
DEFINE_TIME_READ(time_readl_relaxed, readl_relaxed)
DEFINE_TIME_WRITE(time_plain_write, plain_write, plain_read)
DEFINE_TIME_WRITE(time_writel, writel, readl)
DEFINE_TIME_WRITE(time_writel_relaxed, writel_relaxed, readl)

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

static const struct platdev_sim_ops sim_ops = {
	.read = sim_read,
	.write = sim_write,
};

struct access_result {
	double plain_read, plain_write, direct_read, direct_write, relaxed_read,
		relaxed_write, sim_read, sim_write;
};

static void bench_accesses(struct platdev_sim_device *sim,
			   struct access_result *res)
{
	double pr[TRIALS], pw[TRIALS], dr[TRIALS], dw[TRIALS], rr[TRIALS],
		rw[TRIALS], sr[TRIALS], sw[TRIALS];
	unsigned long reads0, writes0, reads1, writes1;
	void __iomem *direct, *simulated;
	u32 *ram;
	unsigned int i, trial;

	ram = malloc(NR_REGS * sizeof(*ram));
	if (!ram)
		die("malloc");
	for (i = 0; i < NR_REGS; i++)
		ram[i] = sim_regs[i] = i < WRITE_FIRST ? i + 1 : 0;

	platdev_io_use(&platdev_io_direct);
	direct = ioremap((phys_addr_t)(uintptr_t)ram, NR_REGS * sizeof(*ram));
	if (!direct || platdev_io_is_sim(direct))
		die("ioremap (direct)");
	platdev_io_use(&platdev_io_sim);
	simulated = ioremap(SIM_BASE, NR_REGS * sizeof(u32));
	if (!simulated || !platdev_io_is_sim(simulated))
		die("ioremap (simulated)");
	platdev_io_use(&platdev_io_direct);

	/* Warm up caches, branch predictors and the clock. */
	time_plain_read(ram, ACCESSES / 10);
	time_readl(direct, ACCESSES / 10);
	time_readl_relaxed(direct, ACCESSES / 10);
	time_readl(simulated, SIM_ACCESSES / 10);
	time_plain_write(ram, ACCESSES / 10);
	time_writel(direct, ACCESSES / 10);
	time_writel_relaxed(direct, ACCESSES / 10);
	time_writel(simulated, SIM_ACCESSES / 10);

	if (platdev_sim_window_counts(sim, 0, &reads0, &writes0))
		die("platdev_sim_window_counts");
	for (trial = 0; trial < TRIALS; trial++) {
		pr[trial] = time_plain_read(ram, ACCESSES);
		dr[trial] = time_readl(direct, ACCESSES);
		rr[trial] = time_readl_relaxed(direct, ACCESSES);
		sr[trial] = time_readl(simulated, SIM_ACCESSES);
		pw[trial] = time_plain_write(ram, ACCESSES);
		dw[trial] = time_writel(direct, ACCESSES);
		rw[trial] = time_writel_relaxed(direct, ACCESSES);
		sw[trial] = time_writel(simulated, SIM_ACCESSES);
	}
	platdev_sim_window_counts(sim, 0, &reads1, &writes1);
	/* Each time_writel() reads one register back to check the last write. */
	check(reads1 - reads0 == TRIALS * (SIM_ACCESSES + 1UL),
	      "simulated window read count");
	check(writes1 - writes0 == (unsigned long)TRIALS * SIM_ACCESSES,
	      "simulated window write count");

	iounmap(simulated);
	iounmap(direct);
	free(ram);

	res->plain_read = bench_median(pr, TRIALS);
	res->plain_write = bench_median(pw, TRIALS);
	res->direct_read = bench_median(dr, TRIALS);
	res->direct_write = bench_median(dw, TRIALS);
	res->relaxed_read = bench_median(rr, TRIALS);
	res->relaxed_write = bench_median(rw, TRIALS);
	res->sim_read = bench_median(sr, TRIALS);
	res->sim_write = bench_median(sw, TRIALS);
}

/* --- part 2: interrupts ---------------------------------------------------- */

struct counter {
	unsigned long calls;
};

static irqreturn_t count_irq(int irq, void *dev_id)
{
	(void)irq;
	((struct counter *)dev_id)->calls++;
	return IRQ_HANDLED;
}

/* volatile: the compiler must load it and call through it every time */
static irq_handler_t volatile handler_ptr = count_irq;

static noinline double time_direct_call(struct counter *c, unsigned int n)
{
	double t0 = bench_now_ns();
	unsigned int i, handled = 0;

	for (i = 0; i < n; i++)
		handled += handler_ptr(BOARD_IRQ, c) == IRQ_HANDLED;
	check(handled == n, "direct call returned IRQ_HANDLED");
	return (bench_now_ns() - t0) / n;
}

static noinline double time_generic(unsigned int irq, unsigned int n)
{
	double t0 = bench_now_ns();
	unsigned int i;
	int err = 0;

	for (i = 0; i < n; i++)
		err |= generic_handle_irq(irq);
	check(err == 0, "generic_handle_irq returned 0");
	return (bench_now_ns() - t0) / n;
}

static noinline double time_domain(struct irq_domain *d, unsigned int hwirq,
				   unsigned int n)
{
	double t0 = bench_now_ns();
	unsigned int i;
	int err = 0;

	for (i = 0; i < n; i++)
		err |= generic_handle_domain_irq(d, hwirq);
	check(err == 0, "generic_handle_domain_irq returned 0");
	return (bench_now_ns() - t0) / n;
}

static noinline double time_sim_line(struct platdev_sim_device *sim,
				     unsigned int line, unsigned int n)
{
	double t0 = bench_now_ns();
	unsigned int i;

	for (i = 0; i < n; i++) {
		platdev_sim_set_irq(sim, line, 1);
		platdev_sim_set_irq(sim, line, 0);
	}
	return (bench_now_ns() - t0) / n;
}

static noinline double time_request_free(unsigned int irq, struct counter *c,
					 unsigned int n)
{
	double t0 = bench_now_ns();
	unsigned int i;
	int err = 0;

	for (i = 0; i < n; i++) {
		err |= request_irq(irq, count_irq, 0, "bench-request", c);
		if (!free_irq(irq, c))
			err = 1;
	}
	check(err == 0, "request_irq + free_irq succeeded");
	return (bench_now_ns() - t0) / n;
}

static const struct irq_domain_ops domain_ops = {
	.xlate = irq_domain_xlate_onecell,
};

struct irq_result {
	double call, generic, domain, sim_line, request_free;
};

static void bench_irqs(struct platdev_sim_device *sim, struct irq_result *res)
{
	double call[TRIALS], generic[TRIALS], domain[TRIALS], line[TRIALS],
		reqfree[TRIALS];
	struct counter c_call = { 0 }, c_board = { 0 }, c_domain = { 0 },
		       c_sim = { 0 }, c_request = { 0 };
	unsigned long board0, domain0, sim0;
	struct irq_domain *d;
	unsigned int virq, trial;
	int sim_line;

	d = irq_domain_add_linear(NULL, 32, &domain_ops, NULL);
	if (!d)
		die("irq_domain_add_linear");
	virq = irq_create_mapping(d, DOMAIN_HWIRQ);
	sim_line = platdev_sim_add_irq(sim, SIM_IRQ);
	if (!virq || sim_line < 0)
		die("irq_create_mapping or platdev_sim_add_irq");
	if (request_irq(BOARD_IRQ, count_irq, 0, "bench-board", &c_board) ||
	    request_irq(virq, count_irq, 0, "bench-domain", &c_domain) ||
	    request_irq(SIM_IRQ, count_irq, 0, "bench-sim", &c_sim))
		die("request_irq");

	/* Warm up. */
	time_direct_call(&c_call, IRQS / 10);
	time_generic(BOARD_IRQ, IRQS / 10);
	time_domain(d, DOMAIN_HWIRQ, IRQS / 10);
	time_sim_line(sim, (unsigned int)sim_line, IRQS / 10);
	time_request_free(REQUEST_IRQ, &c_request, REQUESTS / 10);

	c_call.calls = 0;
	board0 = c_board.calls;
	domain0 = c_domain.calls;
	sim0 = c_sim.calls;
	for (trial = 0; trial < TRIALS; trial++) {
		call[trial] = time_direct_call(&c_call, IRQS);
		generic[trial] = time_generic(BOARD_IRQ, IRQS);
		domain[trial] = time_domain(d, DOMAIN_HWIRQ, IRQS);
		line[trial] = time_sim_line(sim, (unsigned int)sim_line, IRQS);
		reqfree[trial] =
			time_request_free(REQUEST_IRQ, &c_request, REQUESTS);
	}
	check(c_call.calls == (unsigned long)TRIALS * IRQS,
	      "direct-call handler count");
	check(c_board.calls - board0 == (unsigned long)TRIALS * IRQS,
	      "board-file handler count");
	check(c_domain.calls - domain0 == (unsigned long)TRIALS * IRQS,
	      "domain handler count");
	check(c_sim.calls - sim0 == (unsigned long)TRIALS * IRQS,
	      "simulated-line handler count");
	check(c_request.calls == 0, "requested-then-freed handler never ran");
	check(platdev_irq_count(BOARD_IRQ) == c_board.calls,
	      "platdev_irq_count(board)");
	check(platdev_irq_count(virq) == c_domain.calls,
	      "platdev_irq_count(domain)");
	check(platdev_irq_count(SIM_IRQ) == c_sim.calls,
	      "platdev_irq_count(simulated line)");

	free_irq(SIM_IRQ, &c_sim);
	free_irq(virq, &c_domain);
	free_irq(BOARD_IRQ, &c_board);
	irq_dispose_mapping(virq);
	irq_domain_remove(d);

	res->call = bench_median(call, TRIALS);
	res->generic = bench_median(generic, TRIALS);
	res->domain = bench_median(domain, TRIALS);
	res->sim_line = bench_median(line, TRIALS);
	res->request_free = bench_median(reqfree, TRIALS);
}

int main(void)
{
	struct platdev_alloc_stats before, after;
	struct platdev_sim_device *sim;
	struct access_result a;
	struct irq_result r;
	double start = bench_now_ns();

	platdev_set_log_level(PLATDEV_LOG_WARNING);
	platdev_port_alloc_stats(&before);

	sim = platdev_sim_device_create("bench-io", sim_regs);
	if (!sim || platdev_sim_add_mmio(sim, SIM_BASE, NR_REGS * sizeof(u32),
					 &sim_ops) != 0)
		die("simulated device");
	bench_accesses(sim, &a);
	bench_irqs(sim, &r);
	platdev_sim_device_destroy(sim);
	platdev_port_alloc_stats(&after);

	printf("# bench_io: register accesses and interrupts\n\n");
	printf("build type %s (the library); PLATDEV_IO_SIM=%d; %d trials; times are medians\n\n",
	       PLATDEV_BUILD_TYPE, PLATDEV_IO_SIM, TRIALS);

	printf("## Register accesses (ns per access; %d accesses per trial, %d for the simulated backend)\n\n",
	       ACCESSES, SIM_ACCESSES);
	printf("| access | readl (ns) | writel (ns) | readl vs (a) | writel vs (a) |\n");
	printf("|---|---:|---:|---:|---:|\n");
	printf("| (a) readl/writel, direct backend (baseline) | %.3f | %.3f | 1.00x | 1.00x |\n",
	       a.direct_read, a.direct_write);
	printf("| (a') readl_relaxed/writel_relaxed, direct backend | %.3f | %.3f | %.2fx | %.2fx |\n",
	       a.relaxed_read, a.relaxed_write, a.relaxed_read / a.direct_read,
	       a.relaxed_write / a.direct_write);
	printf("| (b) plain volatile u32 load/store | %.3f | %.3f | %.2fx | %.2fx |\n",
	       a.plain_read, a.plain_write, a.plain_read / a.direct_read,
	       a.plain_write / a.direct_write);
	printf("| (c) readl/writel, simulated backend | %.3f | %.3f | %.1fx | %.1fx |\n\n",
	       a.sim_read, a.sim_write, a.sim_read / a.direct_read,
	       a.sim_write / a.direct_write);

	printf("## Interrupts (ns per operation; %d deliveries per trial, %d request+free pairs)\n\n",
	       IRQS, REQUESTS);
	printf("| operation | ns | vs direct call |\n|---|---:|---:|\n");
	printf("| direct call of the handler through a pointer (baseline) | %.2f | 1.0x |\n",
	       r.call);
	printf("| generic_handle_irq(), board-file number | %.2f | %.1fx |\n",
	       r.generic, r.generic / r.call);
	printf("| generic_handle_domain_irq(), linear domain | %.2f | %.1fx |\n",
	       r.domain, r.domain / r.call);
	printf("| simulated IRQ line: platdev_sim_set_irq() raise + lower | %.2f | %.1fx |\n",
	       r.sim_line, r.sim_line / r.call);
	printf("| request_irq() + free_irq(), board-file number | %.2f | %.1fx |\n\n",
	       r.request_free, r.request_free / r.call);

	printf("live allocations before %lu, after %lu; live mappings %u\n",
	       before.live, after.live, platdev_io_mappings());
	check(after.live == before.live, "live allocations back to start");
	check(platdev_io_mappings() == 0, "no mapping left");
	printf("checks: %s\n", failures ? "FAILED" : "ok");
	printf("total runtime %.1f s\n\n", (bench_now_ns() - start) / 1e9);

	printf("ratio direct/plain: readl %.2fx (%+.2f ns), writel %.2fx (%+.2f ns)\n",
	       a.direct_read / a.plain_read, a.direct_read - a.plain_read,
	       a.direct_write / a.plain_write, a.direct_write - a.plain_write);
	printf("ratio relaxed/ordered (direct): readl %.2fx (%+.2f ns), writel %.2fx (%+.2f ns)\n",
	       a.relaxed_read / a.direct_read, a.relaxed_read - a.direct_read,
	       a.relaxed_write / a.direct_write,
	       a.relaxed_write - a.direct_write);
	printf("ratio simulated/direct: readl %.1fx, writel %.1fx\n",
	       a.sim_read / a.direct_read, a.sim_write / a.direct_write);
	printf("ratio generic_handle_irq/direct call %.1fx, domain/generic %.2fx, simulated line/generic %.2fx, request+free/generic %.1fx\n",
	       r.generic / r.call, r.domain / r.generic, r.sim_line / r.generic,
	       r.request_free / r.generic);
	return failures ? 1 : 0;
}
