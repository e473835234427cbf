// SPDX-License-Identifier: MIT
/*
 * test_sim_board.c - simulated boards from a device tree: plain registers,
 * overlapping windows, accesses outside every window, register tables,
 * device models and their interrupts, virtual time, injected faults, the
 * fault trap for unowned register addresses, and a PL011 driver bound on
 * QEMU's virt board against the PL011 model.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <linux/delay.h>
#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/iopoll.h>
#include <linux/irqdomain.h>
#include <linux/ktime.h>
#include <linux/module.h>
#include <linux/of.h>
#include <linux/of_address.h>
#include <linux/of_irq.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/of.h>
#include <platdev/port.h>
#include <platdev/sim.h>

#include "sim/pl011_example.h"
#include "testutil.h"
#include "testutil_sim.h"

#define SIM_DTB PLATDEV_TEST_DTB_DIR "/sim_board.dtb"
#define VIRT_DTB PLATDEV_SHARED_DTB_DIR "/qemu-virt-aarch64.dtb"

/* ---- a test model: "test,regs" ---- */

struct tmodel {
	struct platdev_sim_timer timer;
	unsigned int fifo_reads;
	u32 last_old, last_written;
	unsigned int ctrl_writes, timer_fired;
	u64 w1_offset, w1_value;
};

static int creates, destroys, resets, fail_create;

static u32 fifo_read(struct platdev_sim_instance *inst,
		     const struct platdev_sim_reg *reg, u32 value)
{
	struct tmodel *m = platdev_sim_priv(inst);

	(void)reg;
	return value + ++m->fifo_reads;
}

static void ctrl_write(struct platdev_sim_instance *inst,
		       const struct platdev_sim_reg *reg, u32 old, u32 written)
{
	struct tmodel *m = platdev_sim_priv(inst);

	(void)reg;
	m->last_old = old;
	m->last_written = written;
	m->ctrl_writes++;
}

static void kick_write(struct platdev_sim_instance *inst,
		       const struct platdev_sim_reg *reg, u32 old, u32 written)
{
	(void)reg;
	(void)old;
	platdev_sim_irq_set(inst, 0, written & 1);
}

static const struct platdev_sim_reg tmodel_regs[] = {
	{ .name = "ID", .offset = 0x00, .reset = 0xabcd0001 },
	{ .name = "CTRL",
	  .offset = 0x04,
	  .reset = 0x10,
	  .rw = 0xff,
	  .on_write = ctrl_write },
	{ .name = "STATUS", .offset = 0x08, .reset = 0x10f, .w1c = 0x0f },
	{ .name = "SET", .offset = 0x0c, .rw = 0x0f, .w1s = 0xf0 },
	{ .name = "FIFO", .offset = 0x10, .reset = 0x100, .on_read = fifo_read },
	{ .name = "KICK", .offset = 0x14, .on_write = kick_write },
	{}
};

static void tmodel_timer(struct platdev_sim_timer *t)
{
	struct tmodel *m = platdev_sim_priv(t->inst);

	m->timer_fired++;
	ev("fired@%llu ", (unsigned long long)platdev_sim_time_now());
}

static int tmodel_create(struct platdev_sim_instance *inst)
{
	struct tmodel *m = platdev_sim_priv(inst);

	if (fail_create)
		return -EIO;
	creates++;
	platdev_sim_timer_init(&m->timer, inst, tmodel_timer);
	return 0;
}

static void tmodel_reset(struct platdev_sim_instance *inst)
{
	(void)inst;
	resets++;
}

static void tmodel_destroy(struct platdev_sim_instance *inst)
{
	(void)inst;
	destroys++;
}

static u64 tmodel_read(struct platdev_sim_instance *inst, unsigned int window,
		       u64 offset, unsigned int size)
{
	(void)inst;
	(void)size;
	return window == 1 ? 0x55000000 | offset : 0;
}

static void tmodel_write(struct platdev_sim_instance *inst, unsigned int window,
			 u64 offset, u64 value, unsigned int size)
{
	struct tmodel *m = platdev_sim_priv(inst);

	(void)size;
	if (window == 1) {
		m->w1_offset = offset;
		m->w1_value = value;
	}
}

static const struct of_device_id tmodel_ids[] = { { .compatible = "test,regs" },
						  {} };

static struct platdev_sim_model tmodel = {
	.name = "test-regs",
	.of_match_table = tmodel_ids,
	.regs = tmodel_regs,
	.priv_size = sizeof(struct tmodel),
	.create = tmodel_create,
	.reset = tmodel_reset,
	.destroy = tmodel_destroy,
	.read = tmodel_read,
	.write = tmodel_write,
};
module_platdev_sim_model(tmodel);

/* ---- the board: testutil_sim.c ---- */

static void board_up(void)
{
	sim_test_board_up(SIM_DTB);
}

static void board_down(void)
{
	sim_test_board_down();
}

static struct platdev_sim_instance *inst_of(const char *path)
{
	struct device_node *np = of_find_node_by_path(path);
	struct platdev_sim_instance *inst = platdev_sim_board_find(np);

	of_node_put(np);
	return inst;
}

static const struct platdev_sim_node_stats *
stats_of(const char *name, struct platdev_sim_node_stats *s, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (!strcmp(of_node_full_name(s[i].node), name))
			return &s[i];
	return NULL;
}

/* ---- plain registers and windows ---- */

static void test_plain_registers(void **state)
{
	unsigned long live = live_allocs();
	struct platdev_sim_node_stats stats[8];
	const struct platdev_sim_node_stats *s;
	void __iomem *base;
	int n, i;

	(void)state;
	board_up();
	base = ioremap(0x10000, 0x100);
	assert_non_null(base);
	assert_true(platdev_io_is_sim(base));
	assert_int_equal(readl(base + 0x10), 0); /* reset value */
	writel(0x12345678, base + 0x10);
	assert_int_equal(readl(base + 0x10), 0x12345678);
	writeb(0xab, base + 0x11);
	assert_int_equal(readl(base + 0x10), 0x1234ab78);
	assert_int_equal(readw(base + 0x12), 0x1234);
	writeq(0x1122334455667788ULL, base + 0x1c); /* crosses a cell */
	assert_true(readq(base + 0x1c) == 0x1122334455667788ULL);
	assert_int_equal(readl(base + 0x20), 0x11223344);
	assert_int_equal(readl(base + 0x40), 0);

	n = platdev_sim_board_stats(stats, ARRAY_SIZE(stats));
	assert_int_equal(n, 1);
	s = stats_of("plain@10000", stats, n);
	assert_non_null(s);
	assert_null(s->model);
	assert_int_equal(s->reads, 7);
	assert_int_equal(s->writes, 3);
	assert_int_equal(s->faults, 0);
	assert_int_equal(platdev_sim_board_stats(NULL, 0), 1);
	log_capture_start();
	platdev_sim_board_log_summary();
	assert_true(log_has(
		PLATDEV_LOG_INFO,
		"sim: plain@10000: 7 reads and 3 writes hit no model", NULL));
	assert_true(log_has(PLATDEV_LOG_INFO, "sim: 1 nodes", NULL));
	log_capture_stop();

	/* Memory is not simulated, nor is anything between windows. */
	log_capture_start();
	assert_null(ioremap(0x80000000, 0x1000));
	assert_null(ioremap(0x11000, 4));
	log_capture_stop();

	/* A write the plain registers have no memory to keep: logged. */
	log_capture_start();
	for (i = 0; i < 40 && !test_log.count; i++) {
		platdev_port_fail_alloc_after(0, 0);
		writel(1, base + 0x40 + 8 * i);
		platdev_port_fail_alloc_after(-1, 0);
	}
	assert_true(log_has(PLATDEV_LOG_ERR, "out of memory keeping a write at",
			    NULL));
	log_capture_stop();
	assert_int_equal(readl(base + 0x40 + 8 * (i - 1)), 0);
	assert_int_equal(readl(base + 0x40), 1);

	iounmap(base);
	/* A stale pointer past the window, no mapping left to blame. */
	log_capture_start();
	writel(1, base + 0x100);
	assert_true(log_has(
		PLATDEV_LOG_ERR,
		"4-byte write at 0x10100 is outside every register window: dropped",
		NULL));
	log_capture_stop();
	board_down();
	assert_int_equal(platdev_sim_board_stats(NULL, 0), -ENODEV);
	assert_int_equal(platdev_io_mappings(), 0);
	assert_int_equal(live_allocs(), live);
}

static void test_overlapping_windows_share_registers(void **state)
{
	unsigned long live = live_allocs();
	void __iomem *outer, *inner;

	(void)state;
	board_up();
	outer = ioremap(0x30000, 0x1000);
	inner = ioremap(0x30100, 0x100);
	assert_non_null(outer);
	assert_non_null(inner);
	writel(0xfeed, inner + 4);
	assert_int_equal(readl(outer + 0x104), 0xfeed);
	writel(0xbeef, outer + 0x108);
	assert_int_equal(readl(inner + 8), 0xbeef);
	iounmap(inner);
	iounmap(outer);

	/* A PrimeCell without a model answers its IDs from its node. */
	outer = ioremap(0x40000, 0x1000);
	assert_int_equal(readl(outer + 0xfe0), 0x22);
	assert_int_equal(readl(outer + 0xfe8), 0x04);
	assert_int_equal(readl(outer + 0xff0), 0x0d);
	assert_int_equal(readl(outer + 0xffc), 0xb1);
	iounmap(outer);
	board_down();
	assert_int_equal(live_allocs(), live);
}

/* A driver that maps its window and reads past its end. */
static u32 past_end_value;

static int past_end_probe(struct platform_device *pdev)
{
	void __iomem *regs = devm_platform_ioremap_resource(pdev, 0);

	if (IS_ERR(regs))
		return PTR_ERR(regs);
	past_end_value = readl(regs + 0x200);
	writel(1, regs + 0x204);
	return 0;
}

static const struct of_device_id past_end_ids[] = { { .compatible =
							      "test,alone" },
						    {} };

static struct platform_driver past_end_driver = {
	.probe = past_end_probe,
	.driver = { .name = "past-end", .of_match_table = past_end_ids },
};

static void test_access_outside_every_window(void **state)
{
	unsigned long live = live_allocs();
	struct platdev_sim_node_stats stats[8];
	const struct platdev_sim_node_stats *s;
	struct platform_device *pdev;
	struct device_node *np;
	int n;

	(void)state;
	board_up();
	assert_int_equal(platform_driver_register(&past_end_driver), 0);
	log_capture_start();
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	assert_true(log_has(
		PLATDEV_LOG_ERR,
		"sim: 4-byte read at 0x10200 by 10000.plain is outside its mapping [0x10000-0x100ff]",
		"reads all ones", NULL));
	assert_true(log_has(PLATDEV_LOG_ERR,
			    "sim: 4-byte write at 0x10204 by 10000.plain",
			    "dropped", NULL));
	log_capture_stop();
	assert_int_equal(past_end_value, 0xffffffff);
	/* Far from any window and any mapping of it. */
	log_capture_start();
	assert_int_equal(
		readl((void __iomem *)(platdev_sim_range_base +
				       platdev_sim_range_size - 0x100000)),
		0xffffffff);
	assert_true(log_has(PLATDEV_LOG_ERR, "4-byte read at simulated address",
			    "hits no register window: reads all ones", NULL));
	log_capture_stop();

	np = of_find_node_by_path("/soc/plain@10000");
	pdev = of_find_device_by_node(np);
	of_node_put(np);
	assert_non_null(pdev);
	assert_ptr_equal(pdev->dev.driver, &past_end_driver.driver);
	put_device(&pdev->dev);

	n = platdev_sim_board_stats(stats, ARRAY_SIZE(stats));
	s = stats_of("plain@10000", stats, n);
	assert_non_null(s);
	assert_int_equal(s->faults, 2);
	{
		struct platdev_io_mapping_info info;
		int x;

		/* Below every mapping there is nothing to blame. */
		assert_int_equal(platdev_io_mapping_find(&x, &info), -ENOENT);
	}

	platform_driver_unregister(&past_end_driver);
	of_platform_depopulate(NULL);
	assert_int_equal(platdev_io_mappings(), 0);
	board_down();
	assert_int_equal(live_allocs(), live);
}

/*
 * A driver that strays around its window: just below it (regs - 1: the
 * first window of the range, whose byte below used to be a plain load
 * outside the simulated range, a crash), 1 MiB past its end and 2 MiB
 * from its start (where the next window, plain@10000, used to begin: the
 * read was answered there and counted on that node).
 */
static u32 stray_values[3];

static int stray_probe(struct platform_device *pdev)
{
	void __iomem *regs = devm_platform_ioremap_resource(pdev, 0);

	if (IS_ERR(regs))
		return PTR_ERR(regs);
	stray_values[0] = readb(regs - 1);
	stray_values[1] = readl(regs + 0x100 + 0x100000);
	stray_values[2] = readl(regs + 0x200000);
	return 0;
}

static const struct of_device_id stray_ids[] = { { .compatible = "test,intc" },
						 {} };

static struct platform_driver stray_driver = {
	.probe = stray_probe,
	.driver = { .name = "stray", .of_match_table = stray_ids },
};

static void test_access_around_a_window(void **state)
{
	unsigned long live = live_allocs();
	struct platdev_sim_node_stats stats[8];
	const struct platdev_sim_node_stats *s;
	int n;

	(void)state;
	board_up();
	assert_int_equal(platform_driver_register(&stray_driver), 0);
	log_capture_start();
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	assert_true(log_has(
		PLATDEV_LOG_ERR,
		"sim: 1-byte read at 0xfff by 1000.intc is outside its mapping [0x1000-0x10ff]",
		"reads all ones", NULL));
	assert_true(log_has(PLATDEV_LOG_ERR,
			    "sim: 4-byte read at 0x101100 by 1000.intc",
			    "reads all ones", NULL));
	assert_true(log_has(PLATDEV_LOG_ERR,
			    "sim: 4-byte read at 0x201000 by 1000.intc",
			    "reads all ones", NULL));
	log_capture_stop();
	assert_int_equal(stray_values[0], 0xff);
	assert_int_equal(stray_values[1], 0xffffffff);
	assert_int_equal(stray_values[2], 0xffffffff);

	/* All three on the straying node; none on its neighbour. */
	n = platdev_sim_board_stats(stats, ARRAY_SIZE(stats));
	s = stats_of("intc@1000", stats, n);
	assert_non_null(s);
	assert_int_equal(s->faults, 3);
	assert_null(stats_of("plain@10000", stats, n));

	platform_driver_unregister(&stray_driver);
	of_platform_depopulate(NULL);
	assert_int_equal(platdev_io_mappings(), 0);
	board_down();
	assert_int_equal(live_allocs(), live);
}

/* ---- register tables and models ---- */

static void test_register_table(void **state)
{
	unsigned long live = live_allocs();
	struct platdev_sim_instance *inst;
	void __iomem *r, *w1;
	struct tmodel *m;

	(void)state;
	creates = destroys = resets = 0;
	board_up();
	assert_int_equal(creates, 2); /* regs@20000 and noirq@22000 */
	assert_int_equal(resets, 2);
	inst = inst_of("/soc/regs@20000");
	assert_non_null(inst);
	assert_null(inst_of("/soc/plain@10000")); /* no model */
	m = platdev_sim_priv(inst);
	r = ioremap(0x20000, 0x100);
	w1 = ioremap(0x21000, 0x10);
	assert_non_null(r);
	assert_non_null(w1);

	/* Read-only */
	assert_int_equal(readl(r + 0x00), 0xabcd0001);
	writel(0, r + 0x00);
	assert_int_equal(readl(r + 0x00), 0xabcd0001);
	assert_int_equal(readb(r + 0x02), 0xcd);
	/* Read-write bits only, with the side effect seeing old and new */
	writel(0xffffffff, r + 0x04);
	assert_int_equal(readl(r + 0x04), 0xff);
	assert_int_equal(m->last_old, 0x10);
	assert_int_equal(m->last_written, 0xffffffff);
	writeb(0x5a, r + 0x04);
	assert_int_equal(readl(r + 0x04), 0x5a);
	assert_int_equal(m->ctrl_writes, 2);
	/* Write-1-to-clear; bit 8 is read-only */
	writel(0x105, r + 0x08);
	assert_int_equal(readl(r + 0x08), 0x10a);
	/* Write-1-to-set next to read-write bits */
	writel(0x31, r + 0x0c);
	assert_int_equal(readl(r + 0x0c), 0x31);
	writel(0x42, r + 0x0c);
	assert_int_equal(readl(r + 0x0c), 0x72);
	/* A read side effect */
	assert_int_equal(readl(r + 0x10), 0x101);
	assert_int_equal(readl(r + 0x10), 0x102);
	/* Offsets the table does not hold go to the model's callbacks */
	assert_int_equal(readl(w1 + 8), 0x55000008);
	writel(7, w1 + 4);
	assert_int_equal(m->w1_offset, 4);
	assert_int_equal(m->w1_value, 7);
	/* Model helpers */
	assert_int_equal(platdev_sim_reg_get(inst, 0x04), 0x5a);
	assert_int_equal(platdev_sim_reg_set(inst, 0x04, 0x1234), 0);
	assert_int_equal(readl(r + 0x04), 0x1234);
	assert_int_equal(platdev_sim_reg_set(inst, 0x80, 1), -ENOENT);
	assert_int_equal(platdev_sim_reg_get(inst, 0x80), 0);
	platdev_sim_reset(inst);
	assert_int_equal(resets, 3);
	assert_int_equal(readl(r + 0x04), 0x10);
	assert_int_equal(readl(r + 0x08), 0x10f);
	assert_int_equal(platdev_sim_board_stats(NULL, 0),
			 0); /* all modelled */

	iounmap(w1);
	iounmap(r);
	board_down();
	assert_int_equal(destroys, 2);
	assert_int_equal(live_allocs(), live);
}

static void test_model_registration(void **state)
{
	static struct platdev_sim_model bare = { .name = "no-table" };
	static struct platdev_sim_model newer = {
		.name = "newer",
		.of_match_table = tmodel_ids,
	};
	struct platdev_sim_instance *inst;
	unsigned long live = live_allocs();

	(void)state;
	/* module_platdev_sim_model() registered tmodel at start-up. */
	assert_int_equal(platdev_sim_model_register(&tmodel), -EBUSY);
	assert_int_equal(platdev_sim_model_register(&bare), -EINVAL);
	assert_int_equal(platdev_sim_model_register(NULL), -EINVAL);

	/* The newest registration wins for a compatible. */
	assert_int_equal(platdev_sim_model_register(&newer), 0);
	board_up();
	inst = inst_of("/soc/regs@20000");
	assert_non_null(inst);
	assert_int_equal(platdev_sim_board_create(), -EBUSY);
	board_down();
	platdev_sim_model_unregister(&newer);

	/* A model that fails to start leaves plain registers, logged. */
	fail_create = 1;
	log_capture_start();
	board_up();
	assert_true(log_has(PLATDEV_LOG_ERR, "regs@20000", "test-regs",
			    "failed to start: -5", NULL));
	log_capture_stop();
	assert_null(inst_of("/soc/regs@20000"));
	board_down();
	fail_create = 0;

	/* No tree, no board. */
	assert_int_equal(platdev_sim_board_create(), -ENODEV);
	platdev_sim_board_destroy(); /* no board: nothing to do */
	assert_int_equal(live_allocs(), live);
}

static void test_board_create_out_of_memory(void **state)
{
	unsigned long live;
	long n;
	int ret;

	(void)state;
	assert_int_equal(test_load_dtb(SIM_DTB), 0);
	live = live_allocs();
	for (n = 0;; n++) {
		log_capture_start();
		platdev_port_fail_alloc_after(n, 0);
		ret = platdev_sim_board_create();
		platdev_port_fail_alloc_after(-1, 0);
		log_capture_stop();
		if (!ret)
			break;
		assert_int_equal(ret, -ENOMEM);
		assert_int_equal(live_allocs(), live);
		assert_true(platdev_io_use(&platdev_io_direct) ==
			    &platdev_io_direct);
	}
	assert_true(n > 3);
	platdev_sim_board_destroy();
	assert_int_equal(live_allocs(), live);
	assert_int_equal(platdev_of_unload(), 0);
}

static void test_board_refused_over_a_taken_window(void **state)
{
	static const struct platdev_sim_ops none = { 0 };
	struct platdev_sim_device *sim = platdev_sim_device_create("x", NULL);
	unsigned long live;

	(void)state;
	assert_non_null(sim);
	assert_int_equal(platdev_sim_add_mmio(sim, 0x20080, 0x10, &none), 0);
	assert_int_equal(test_load_dtb(SIM_DTB), 0);
	live = live_allocs();
	log_capture_start();
	assert_int_equal(platdev_sim_board_create(), -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "cannot simulate the board: -16",
			    NULL));
	log_capture_stop();
	assert_int_equal(live_allocs(), live);
	platdev_sim_device_destroy(sim);
	assert_int_equal(platdev_of_unload(), 0);
}

/* ---- interrupts ---- */

static int handled;

static irqreturn_t on_irq(int irq, void *data)
{
	(void)irq;
	(void)data;
	handled++;
	return IRQ_HANDLED;
}

static void test_model_interrupts(void **state)
{
	unsigned long live = live_allocs();
	struct platdev_sim_instance *inst, *noirq;
	struct device_node *np;
	void __iomem *r;
	int virq;

	(void)state;
	board_up();
	np = of_find_node_by_path("/soc/regs@20000");
	virq = of_irq_get(np, 0);
	of_node_put(np);
	assert_true(virq > 0);
	assert_int_equal(request_irq((unsigned int)virq, on_irq, 0, "t", NULL),
			 0);
	handled = 0;
	inst = inst_of("/soc/regs@20000");
	r = ioremap(0x20000, 0x100);
	writel(1, r + 0x14); /* the model raises its line */
	assert_int_equal(handled, 1);
	writel(1, r + 0x14); /* held: not delivered again */
	assert_int_equal(handled, 1);
	writel(0, r + 0x14);
	writel(1, r + 0x14);
	assert_int_equal(handled, 2);
	assert_int_equal(platdev_sim_irq_set(inst, 0, 0), 0);
	assert_int_equal(platdev_sim_irq_set(inst, 8, 1), -EINVAL);
	assert_int_equal(platdev_sim_irq_set(NULL, 0, 1), -EINVAL);

	/* A line the node does not have: logged once. */
	noirq = inst_of("/soc/noirq@22000");
	assert_non_null(noirq);
	log_capture_start();
	assert_int_equal(platdev_sim_irq_set(noirq, 0, 1), -ENOENT);
	assert_int_equal(platdev_sim_irq_set(noirq, 0, 0), -ENOENT);
	assert_int_equal(test_log.count, 1);
	assert_true(log_has(PLATDEV_LOG_WARNING, "noirq@22000",
			    "interrupt 0 does not resolve", NULL));
	log_capture_stop();

	free_irq((unsigned int)virq, NULL);
	iounmap(r);
	board_down();
	assert_int_equal(live_allocs(), live);
}

/* ---- virtual time ---- */

static void test_virtual_timers(void **state)
{
	struct platdev_sim_timer extra;
	struct platdev_sim_instance *inst;
	struct tmodel *m;
	u64 t0;

	(void)state;
	board_up();
	inst = inst_of("/soc/regs@20000");
	m = platdev_sim_priv(inst);
	t0 = platdev_sim_time_now();
	test_events[0] = '\0';
	platdev_sim_timer_start(&m->timer, 1000);
	platdev_sim_timer_init(&extra, NULL, tmodel_timer);
	extra.inst = inst; /* same callback, the model's state */
	platdev_sim_timer_start(&extra, 500);
	platdev_sim_time_advance(499);
	assert_int_equal(m->timer_fired, 0);
	platdev_sim_time_advance(1);
	assert_int_equal(m->timer_fired, 1);
	/* Through the time interface: sleeping and delaying move the clock. */
	assert_true(platdev_sim_time_ops.now_ns(NULL) == t0 + 500);
	platdev_sim_time_ops.sleep_ns(NULL, 400);
	assert_int_equal(m->timer_fired, 1);
	platdev_sim_time_ops.delay_ns(NULL, 200);
	assert_int_equal(m->timer_fired, 2);
	assert_true(platdev_sim_time_now() == t0 + 1100);
	{
		char want[64];

		snprintf(want, sizeof(want), "fired@%llu fired@%llu ",
			 (unsigned long long)(t0 + 500),
			 (unsigned long long)(t0 + 1000));
		assert_string_equal(test_events, want);
	}
	/* Cancel and restart */
	platdev_sim_timer_start(&m->timer, 10);
	assert_true(platdev_sim_timer_cancel(&m->timer));
	assert_false(platdev_sim_timer_cancel(&m->timer));
	platdev_sim_time_advance(100);
	assert_int_equal(m->timer_fired, 2);
	/* A driver's sleeps and polls run on the virtual clock. */
	platdev_time_use(&platdev_sim_time_ops, NULL);
	{
		void __iomem *r = ioremap(0x20000, 0x100);
		u64 start = ktime_get_ns();
		u32 v;

		platdev_sim_timer_start(&m->timer, 3000000);
		msleep(5);
		assert_int_equal(m->timer_fired, 3);
		assert_true(ktime_get_ns() - start >= 5000000);
		/* A bit that never comes: the poll times out on virtual time. */
		start = ktime_get_ns();
		assert_int_equal(readl_poll_timeout(r + 0x08, v, v & 0x80000000,
						    10, 100000),
				 -ETIMEDOUT);
		assert_true(ktime_get_ns() - start >= 100000);
		iounmap(r);
	}
	platdev_time_use(NULL, NULL);

	/* Destroying the board stops its instances' timers. */
	platdev_sim_timer_start(&m->timer, 10);
	board_down();
	platdev_sim_time_advance(100);
}

/* ---- faults on purpose ---- */

static void test_injected_faults(void **state)
{
	static const struct platdev_sim_fault value = {
		.kind = PLATDEV_SIM_FAULT_VALUE, .value = 0xdead
	};
	static const struct platdev_sim_fault fail = {
		.kind = PLATDEV_SIM_FAULT_FAIL
	};
	static const struct platdev_sim_fault hold = {
		.kind = PLATDEV_SIM_FAULT_HOLD, .set = 0x1, .clear = 0x100
	};
	static const struct platdev_sim_fault bad = { .kind = 7 };
	static const struct platdev_sim_fault counted = {
		.kind = PLATDEV_SIM_FAULT_VALUE, .value = 0xbeef, .count = 2
	};
	struct platdev_sim_fault later = { .kind = PLATDEV_SIM_FAULT_FAIL };
	unsigned long live = live_allocs();
	struct platdev_sim_node_stats stats[8];
	struct device_node *np;
	void __iomem *p, *r;
	int a, b, c;

	(void)state;
	board_up();
	p = ioremap(0x10000, 0x100);
	r = ioremap(0x20000, 0x100);

	/* A chosen value; writes still land. */
	a = platdev_sim_fault_add(0x10008, 4, &value);
	assert_true(a > 0);
	writel(5, p + 8);
	assert_int_equal(readl(p + 8), 0xdead);
	assert_int_equal(platdev_sim_fault_remove(a), 0);
	assert_int_equal(readl(p + 8), 5);
	assert_int_equal(platdev_sim_fault_remove(a), -ENOENT);

	/* A failing access: reported, poison, write dropped. */
	np = of_find_node_by_path("/soc/plain@10000");
	b = platdev_sim_fault_add_node(np, 0, 0x20, 8, &fail);
	assert_true(b > 0);
	log_capture_start();
	assert_int_equal(readl(p + 0x24), 0xffffffff);
	writel(9, p + 0x20);
	assert_true(log_has(
		PLATDEV_LOG_ERR,
		"4-byte read at 0x10024 (plain@10000) failed on purpose",
		NULL));
	assert_true(log_has(PLATDEV_LOG_ERR, "4-byte write at 0x10020", NULL));
	log_capture_stop();
	assert_int_equal(platdev_sim_fault_remove(b), 0);
	assert_int_equal(readl(p + 0x20), 0);
	/* Every access a fault acted on: the value read and the two failed. */
	assert_int_equal(platdev_sim_board_stats(stats, ARRAY_SIZE(stats)), 1);
	assert_int_equal(stats[0].faults, 3);

	/* A held status bit, over a model's register: a fault too. */
	c = platdev_sim_fault_add(0x20008, 4, &hold);
	assert_true(c > 0);
	writel(0xf, r + 8); /* clears the w1c bits... */
	assert_int_equal(readl(r + 8), 0x001); /* ...but bit 0 is held */
	assert_int_equal(platdev_sim_board_stats(stats, ARRAY_SIZE(stats)), 2);
	assert_int_equal(stats[1].faults, 1);
	platdev_sim_fault_remove_all();
	assert_int_equal(readl(r + 8), 0x100);

	/* For a count: the first two reads, then spent. */
	assert_true(platdev_sim_fault_add(0x10008, 4, &counted) > 0);
	writel(5, p + 8);
	assert_int_equal(readl(p + 8), 0xbeef);
	assert_int_equal(readl(p + 8), 0xbeef);
	assert_int_equal(readl(p + 8), 5);
	platdev_sim_fault_remove_all();

	/* From a virtual time: not before it, then on every access. */
	later.from_ns = platdev_sim_time_now() + 1000;
	assert_true(platdev_sim_fault_add(0x10008, 4, &later) > 0);
	assert_int_equal(readl(p + 8), 5);
	platdev_sim_time_advance(999);
	assert_int_equal(readl(p + 8), 5);
	platdev_sim_time_advance(1);
	log_capture_start();
	assert_int_equal(readl(p + 8), 0xffffffff);
	assert_int_equal(readl(p + 8), 0xffffffff);
	log_capture_stop();
	platdev_sim_fault_remove_all();

	/* Errors */
	assert_int_equal(platdev_sim_fault_add(0x10000, 0, &fail), -EINVAL);
	assert_int_equal(platdev_sim_fault_add(0x10000, 4, NULL), -EINVAL);
	assert_int_equal(platdev_sim_fault_add(0x10000, 4, &bad), -EINVAL);
	assert_int_equal(platdev_sim_fault_add_node(np, 1, 0, 4, &fail),
			 -ENOENT);
	assert_int_equal(platdev_sim_fault_add_node(np, 0, 0xfe, 4, &fail),
			 -ENOENT);
	assert_int_equal(platdev_sim_fault_add_node(NULL, 0, 0, 4, &fail),
			 -ENOENT);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(platdev_sim_fault_add(0x10000, 4, &fail), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	of_node_put(np);

	/* The board forgets its faults. */
	assert_true(platdev_sim_fault_add(0x10000, 4, &fail) > 0);
	iounmap(r);
	iounmap(p);
	board_down();
	assert_int_equal(live_allocs(), live);
}

/* ---- the fault trap ---- */

/* Run @fn in a child with default signal handling; its stderr and status. */
static int run_child(void (*fn)(void), char *out, size_t len)
{
	int fds[2], status;
	ssize_t n, got = 0;
	pid_t pid;

	assert_int_equal(pipe(fds), 0);
	pid = fork();
	assert_true(pid >= 0);
	if (!pid) {
		dup2(fds[1], 2);
		close(fds[0]);
		signal(SIGSEGV, SIG_DFL);
		signal(SIGBUS, SIG_DFL);
		fn();
		_exit(0);
	}
	close(fds[1]);
	while ((n = read(fds[0], out + got, len - 1 - (size_t)got)) > 0)
		got += n;
	out[got] = '\0';
	close(fds[0]);
	assert_int_equal(waitpid(pid, &status, 0), pid);
	return status;
}

static void forgot_sim_backend(void)
{
	void __iomem *regs;

	if (platdev_io_trap_faults())
		_exit(3);
	platdev_io_use(&platdev_io_direct);
	regs = ioremap(0x1000, 0x100); /* a board address, not host memory */
	(void)readl(regs + 4);
}

static void plain_pointer_into_sim(void)
{
	static const struct platdev_sim_ops none = { 0 };
	struct platdev_sim_device *sim = platdev_sim_device_create("y", NULL);
	void __iomem *regs;

	if (platdev_io_trap_faults())
		_exit(3);
	platdev_sim_add_mmio(sim, 0x7000000, 0x100, &none);
	platdev_io_use(&platdev_io_sim);
	regs = ioremap(0x7000000, 0x100);
	(void)*(volatile u32 *)regs;
}

static void test_unowned_register_access_message(void **state)
{
	char out[512];
	int status;

	(void)state;
	status = run_child(forgot_sim_backend, out, sizeof(out));
	assert_true(WIFEXITED(status));
	assert_int_equal(WEXITSTATUS(status), 128 + SIGSEGV);
	assert_string_equal(
		out,
		"platdev: register access at 0x1004 that no I/O backend owns (forgot platdev_io_use(&platdev_io_sim)?)\n");

	status = run_child(plain_pointer_into_sim, out, sizeof(out));
	assert_true(WIFEXITED(status));
	assert_true(WEXITSTATUS(status) == 128 + SIGSEGV ||
		    WEXITSTATUS(status) == 128 + SIGBUS);
	assert_non_null(strstr(
		out, "in the simulated range, not through readl()/writel()"));

	/* A handler already there (cmocka's) is left alone. */
	assert_int_equal(platdev_io_trap_faults(), -EBUSY);
}

/* ---- the PL011 on QEMU's virt board ---- */

static void test_pl011_on_qemu_virt(void **state)
{
	unsigned long live = live_allocs();
	struct amba_device *adev = NULL;
	struct pl011_example *uart;
	struct device_node *np, *np2;
	struct device *dev;
	char out[8];
	size_t size;
	void *blob;

	(void)state;
	blob = test_read_file(VIRT_DTB, &size);
	if (!blob)
		skip();
	assert_int_equal(platdev_of_load(blob, size), 0);
	free(blob);
	live = live_allocs();
	/* As Linux: the GIC and the fixed clock are set up before populate. */
	assert_true(platdev_of_init_early() > 0);

	assert_int_equal(platdev_sim_board_create(), 0);
	assert_int_equal(amba_driver_register(&pl011_example_driver), 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);

	np = of_find_node_by_path("/pl011@9000000");
	dev = bus_find_device_by_of_node(&amba_bustype, np);
	assert_non_null(dev);
	adev = to_amba_device(dev);
	/* The bus read the ID registers from the model, and so did the driver. */
	assert_int_equal(adev->periphid, 0x00341011);
	assert_int_equal(adev->cid, 0xb105f00d);
	assert_ptr_equal(dev->driver, &pl011_example_driver.drv);
	uart = amba_get_drvdata(adev);
	assert_int_equal(uart->periphid, 0x00341011);
	assert_int_equal(uart->clk_rate, 24000000); /* apb-pclk, 24 MHz */

	/* One byte out: 87 us later the model raises its TX interrupt once. */
	assert_int_equal(pl011_example_send(uart, 'A'), 0);
	assert_int_equal(pl011_example_send(uart, 'B'), -EBUSY); /* no FIFO */
	platdev_sim_time_advance(50000);
	assert_int_equal(uart->tx_irqs, 0);
	platdev_sim_time_advance(50000);
	assert_int_equal(uart->tx_irqs, 1);
	platdev_sim_time_advance(1000000);
	assert_int_equal(uart->tx_irqs, 1);
	assert_int_equal(platdev_sim_pl011_output(np, out, sizeof(out)), 1);
	assert_int_equal(out[0], 'A');

	/* A byte in: the RX interrupt, the driver reads it. */
	assert_int_equal(platdev_sim_pl011_input(np, "z", 1), 1);
	assert_int_equal(uart->nr_rx, 1);
	assert_int_equal(uart->rx[0], 'z');
	assert_int_equal(platdev_sim_pl011_input(NULL, "z", 1), -ENOENT);
	assert_int_equal(platdev_sim_pl011_output(NULL, out, 1), -ENOENT);
	put_device(dev);

	/* The other PrimeCells answer from their models. */
	np2 = of_find_node_by_path("/pl061@9030000");
	dev = bus_find_device_by_of_node(&amba_bustype, np2);
	of_node_put(np2);
	assert_non_null(dev);
	assert_int_equal(to_amba_device(dev)->cid, 0xb105f00d);
	assert_int_equal(to_amba_device(dev)->periphid, 0x00041061);
	assert_null(dev->driver);
	put_device(dev);

	amba_driver_unregister(&pl011_example_driver);
	of_platform_depopulate(NULL);
	assert_int_equal(platdev_io_mappings(), 0);
	platdev_sim_board_destroy();
	platdev_of_exit_early();
	of_node_put(np);
	assert_int_equal(live_allocs(), live);
	assert_int_equal(platdev_of_unload(), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_plain_registers),
		cmocka_unit_test(test_overlapping_windows_share_registers),
		cmocka_unit_test(test_access_outside_every_window),
		cmocka_unit_test(test_access_around_a_window),
		cmocka_unit_test(test_register_table),
		cmocka_unit_test(test_model_registration),
		cmocka_unit_test(test_board_create_out_of_memory),
		cmocka_unit_test(test_board_refused_over_a_taken_window),
		cmocka_unit_test(test_model_interrupts),
		cmocka_unit_test(test_virtual_timers),
		cmocka_unit_test(test_injected_faults),
		cmocka_unit_test(test_unowned_register_access_message),
		cmocka_unit_test(test_pl011_on_qemu_virt),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
