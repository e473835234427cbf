// SPDX-License-Identifier: MIT
/*
 * test_sim_observe.c - watching a simulated board: the per-window counts
 * of what answered each access (model, plain registers, a fault), and the
 * observer that is told of every access and of every interrupt a model
 * raises, lowers and gets delivered (platdev sim's report and trace).
 */
#include <stdlib.h>
#include <string.h>

#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/irq.h>
#include <linux/irqdomain.h>
#include <linux/module.h>
#include <linux/of.h>
#include <platdev/of.h>
#include <platdev/sim.h>

#include "testutil.h"
#include "testutil_sim.h"

#define SIM_DTB PLATDEV_TEST_DTB_DIR "/sim_board.dtb"

/* ---- a model with a table only: "test,regs" ---- */

static void kick_write(struct platdev_sim_instance *inst,
		       const struct platdev_sim_reg *reg, u32 old, u32 written)
{
	(void)reg;
	(void)old;
	platdev_sim_irq_set(inst, 0, written & 1);
}

/* Reading ACK lowers the line, reading POKE raises it. */
static u32 ack_read(struct platdev_sim_instance *inst,
		    const struct platdev_sim_reg *reg, u32 value)
{
	platdev_sim_irq_set(inst, 0, reg->offset == 0x0c);
	return value;
}

static const struct platdev_sim_reg table[] = {
	{ .name = "ID", .offset = 0x00, .reset = 0x0b5e0001 },
	{ .name = "KICK", .offset = 0x04, .rw = 1, .on_write = kick_write },
	{ .name = "ACK", .offset = 0x08, .reset = 0xac, .on_read = ack_read },
	{ .name = "POKE", .offset = 0x0c, .reset = 0x90, .on_read = ack_read },
	{}
};

static const struct of_device_id table_ids[] = { { .compatible = "test,regs" },
						 {} };

static struct platdev_sim_model table_model = {
	.name = "table-only",
	.of_match_table = table_ids,
	.regs = table,
};
module_platdev_sim_model(table_model);

static struct device_node *node(const char *path)
{
	struct device_node *np = of_find_node_by_path(path);

	of_node_put(np); /* the tree holds it until it is unloaded */
	return np;
}

/* ---- the observer records what it is told ---- */

static struct platdev_sim_event seen[32];
static unsigned int nr_seen;

static void record(void *ctx, const struct platdev_sim_event *e)
{
	(void)ctx;
	if (nr_seen < ARRAY_SIZE(seen))
		seen[nr_seen] = *e;
	nr_seen++;
}

static const struct platdev_sim_observer recorder = { .event = record };

static void assert_access(const struct platdev_sim_event *e,
			  enum platdev_sim_event_kind kind,
			  const struct device_node *np, unsigned int window,
			  u64 offset, phys_addr_t addr, u64 value,
			  enum platdev_sim_via via)
{
	assert_int_equal(e->kind, kind);
	assert_ptr_equal(e->node, np);
	assert_int_equal(e->window, window);
	assert_int_equal(e->offset, offset);
	assert_int_equal(e->addr, addr);
	assert_int_equal(e->size, 4);
	assert_int_equal(e->value, value);
	assert_int_equal(e->via, via);
}

static void assert_irq(const struct platdev_sim_event *e,
		       enum platdev_sim_event_kind kind,
		       const struct device_node *np, int irq)
{
	assert_int_equal(e->kind, kind);
	assert_ptr_equal(e->node, np);
	assert_int_equal(e->line, 0);
	assert_int_equal(e->irq, irq);
}

/* ---- per-window counts ---- */

static const struct platdev_sim_window_stats *
window_of(const struct platdev_sim_window_stats *w, int n, const char *name,
	  unsigned int index)
{
	int i;

	for (i = 0; i < n; i++)
		if (!strcmp(of_node_full_name(w[i].node), name) &&
		    w[i].window == index)
			return &w[i];
	return NULL;
}

static void test_window_counts(void **state)
{
	unsigned long live = live_allocs();
	struct platdev_sim_window_stats w[16];
	const struct platdev_sim_window_stats *s;
	struct platdev_sim_node_stats node_stats[8];
	struct platdev_sim_fault value = { .kind = PLATDEV_SIM_FAULT_VALUE,
					   .value = 7 };
	struct platdev_sim_fault fail = { .kind = PLATDEV_SIM_FAULT_FAIL };
	void __iomem *w0, *w1;
	int n, i;

	(void)state;
	assert_int_equal(platdev_sim_board_windows(w, ARRAY_SIZE(w)), -ENODEV);
	sim_test_board_up(SIM_DTB);
	w0 = ioremap(0x20000, 0x100);
	w1 = ioremap(0x21000, 0x10);
	assert_non_null(w0);
	assert_non_null(w1);
	assert_int_equal(readl(w0), 0x0b5e0001); /* the table */
	writel(0, w0 + 4);
	assert_int_equal(readl(w0 + 0x40), 0); /* no table entry: plain */
	writel(3, w0 + 0x40);
	writel(5, w1 + 8); /* window 1: no callbacks, plain */
	assert_true(platdev_sim_fault_add(0x21000, 4, &value) > 0);
	assert_true(platdev_sim_fault_add(0x21004, 4, &fail) > 0);
	assert_int_equal(readl(w1), 7);
	log_capture_start();
	writel(1, w1 + 4);
	assert_int_equal(readl(w1 + 4), 0xffffffff);
	log_capture_stop();

	/* Every window, node by node in tree order, by reg entry. */
	n = platdev_sim_board_windows(w, ARRAY_SIZE(w));
	assert_int_equal(n, 8);
	assert_string_equal(of_node_full_name(w[0].node), "intc@1000");
	for (i = 1; i < n; i++)
		assert_true(w[i - 1].node != w[i].node ||
			    w[i - 1].window < w[i].window);
	s = window_of(w, n, "regs@20000", 0);
	assert_non_null(s);
	assert_ptr_equal(s + 1, window_of(w, n, "regs@20000", 1));
	assert_string_equal(s->model, "table-only");
	assert_int_equal(s->base, 0x20000);
	assert_int_equal(s->size, 0x100);
	assert_int_equal(s->reads[PLATDEV_SIM_VIA_MODEL], 1);
	assert_int_equal(s->writes[PLATDEV_SIM_VIA_MODEL], 1);
	assert_int_equal(s->reads[PLATDEV_SIM_VIA_PLAIN], 1);
	assert_int_equal(s->writes[PLATDEV_SIM_VIA_PLAIN], 1);
	assert_int_equal(s->reads[PLATDEV_SIM_VIA_FAULT], 0);
	s++;
	assert_int_equal(s->base, 0x21000);
	assert_int_equal(s->reads[PLATDEV_SIM_VIA_MODEL], 0);
	assert_int_equal(s->writes[PLATDEV_SIM_VIA_PLAIN], 1);
	assert_int_equal(s->reads[PLATDEV_SIM_VIA_FAULT], 2);
	assert_int_equal(s->writes[PLATDEV_SIM_VIA_FAULT], 1);
	s = window_of(w, n, "plain@10000", 0);
	assert_non_null(s);
	assert_null(s->model);
	assert_int_equal(s->reads[PLATDEV_SIM_VIA_PLAIN], 0);

	/* The node summary is the windows' plain accesses. */
	assert_int_equal(platdev_sim_board_stats(node_stats, 8), 1);
	assert_int_equal(node_stats[0].reads, 1);
	assert_int_equal(node_stats[0].writes, 2);
	assert_int_equal(node_stats[0].faults, 3); /* the value read too */

	/* Too little room: as many as fit, and how many there are. */
	memset(w, 0, sizeof(w));
	assert_int_equal(platdev_sim_board_windows(w, 2), 8);
	assert_non_null(w[1].node);
	assert_null(w[2].node);
	assert_int_equal(platdev_sim_board_windows(NULL, 0), 8);

	iounmap(w1);
	iounmap(w0);
	sim_test_board_down();
	assert_int_equal(live_allocs(), live);
}

/* ---- the observer: accesses ---- */

static void test_observer_sees_accesses(void **state)
{
	struct platdev_sim_window_stats w[8];
	struct device_node *regs, *plain;
	void __iomem *r, *p;

	(void)state;
	sim_test_board_up(SIM_DTB);
	regs = node("/soc/regs@20000");
	plain = node("/soc/plain@10000");
	r = ioremap(0x20000, 0x100);
	p = ioremap(0x10000, 0x100);
	assert_non_null(r);
	assert_non_null(p);
	nr_seen = 0;
	platdev_sim_observe(&recorder);
	platdev_sim_time_advance(1500);
	readl(r);
	writel(0x1234, p + 0x20);
	assert_int_equal(readl(p + 0x20), 0x1234);
	log_capture_start();
	readl(p + 0x100); /* past the mapping: no window answers */
	log_capture_stop();
	assert_int_equal(nr_seen, 4);
	assert_access(&seen[0], PLATDEV_SIM_EV_READ, regs, 0, 0, 0x20000,
		      0x0b5e0001, PLATDEV_SIM_VIA_MODEL);
	assert_int_equal(seen[0].time_ns, 1500);
	assert_access(&seen[1], PLATDEV_SIM_EV_WRITE, plain, 0, 0x20, 0x10020,
		      0x1234, PLATDEV_SIM_VIA_PLAIN);
	assert_access(&seen[2], PLATDEV_SIM_EV_READ, plain, 0, 0x20, 0x10020,
		      0x1234, PLATDEV_SIM_VIA_PLAIN);
	assert_access(&seen[3], PLATDEV_SIM_EV_READ, plain, 0, 0x100, 0x10100,
		      0xffffffff, PLATDEV_SIM_VIA_FAULT);

	/* Nobody observing: nothing told, still counted. */
	platdev_sim_observe(NULL);
	readl(r);
	assert_int_equal(nr_seen, 4);
	assert_int_equal(platdev_sim_board_windows(w, ARRAY_SIZE(w)), 8);
	assert_int_equal(w[2].reads[PLATDEV_SIM_VIA_MODEL], 2);
	iounmap(p);
	iounmap(r);
	sim_test_board_down();
}

/* ---- the observer: interrupts ---- */

/* How many events the observer had been told when the handler ran. */
static unsigned int seen_by_handler;

static irqreturn_t claim(int irq, void *dev_id)
{
	(void)irq;
	seen_by_handler = nr_seen;
	return *(bool *)dev_id ? IRQ_HANDLED : IRQ_NONE;
}

/*
 * In causal order: a read that lowers a line is told before the lowering,
 * and one that raises it before the raise, whose delivery waits for the
 * read's end, as the CPU takes an interrupt after the load it is doing.
 */
static void test_read_before_what_it_causes(void **state)
{
	struct device_node *regs;
	bool mine = true;
	void __iomem *r;
	int virq;

	(void)state;
	sim_test_board_up(SIM_DTB);
	regs = node("/soc/regs@20000");
	virq = irq_create_mapping(sim_test_domain, 5);
	assert_true(virq > 0);
	assert_int_equal(request_irq(virq, claim, 0, "test", &mine), 0);
	r = ioremap(0x20000, 0x100);
	platdev_sim_observe(&recorder);

	writel(1, r + 4);
	nr_seen = 0;
	assert_int_equal(readl(r + 8), 0xac);
	assert_int_equal(nr_seen, 2);
	assert_access(&seen[0], PLATDEV_SIM_EV_READ, regs, 0, 8, 0x20008, 0xac,
		      PLATDEV_SIM_VIA_MODEL);
	assert_irq(&seen[1], PLATDEV_SIM_EV_IRQ_LOWER, regs, virq);

	nr_seen = 0;
	seen_by_handler = 0;
	assert_int_equal(readl(r + 0x0c), 0x90);
	assert_int_equal(nr_seen, 3);
	assert_access(&seen[0], PLATDEV_SIM_EV_READ, regs, 0, 0x0c, 0x2000c,
		      0x90, PLATDEV_SIM_VIA_MODEL);
	assert_irq(&seen[1], PLATDEV_SIM_EV_IRQ_RAISE, regs, virq);
	assert_int_equal(seen_by_handler, 2); /* after the read and the raise */
	assert_irq(&seen[2], PLATDEV_SIM_EV_IRQ_HANDLED, regs, virq);

	/* Under a spinlock the delivery waits for the unlock, not the read. */
	readl(r + 8);
	nr_seen = 0;
	seen_by_handler = 0;
	{
		unsigned long flags;

		local_irq_save(flags);
		readl(r + 0x0c);
		assert_int_equal(seen_by_handler, 0);
		assert_int_equal(nr_seen, 2);
		local_irq_restore(flags);
	}
	assert_int_equal(seen_by_handler, 2);
	assert_int_equal(nr_seen, 3);

	platdev_sim_observe(NULL);
	iounmap(r);
	free_irq(virq, &mine);
	sim_test_board_down();
}

static void test_observer_sees_interrupts(void **state)
{
	struct device_node *regs, *noirq;
	bool mine = true;
	void __iomem *r, *q;
	int virq;

	(void)state;
	sim_test_board_up(SIM_DTB);
	regs = node("/soc/regs@20000");
	noirq = node("/soc/noirq@22000");
	virq = irq_create_mapping(sim_test_domain, 5);
	assert_true(virq > 0);
	assert_int_equal(request_irq(virq, claim, 0, "test", &mine), 0);
	r = ioremap(0x20000, 0x100);
	q = ioremap(0x22000, 0x100);
	platdev_sim_observe(&recorder);

	/* A rise delivered and claimed; the fall. */
	nr_seen = 0;
	writel(1, r + 4);
	writel(0, r + 4);
	assert_int_equal(nr_seen, 5);
	assert_int_equal(seen[0].kind, PLATDEV_SIM_EV_WRITE);
	assert_irq(&seen[1], PLATDEV_SIM_EV_IRQ_RAISE, regs, virq);
	assert_irq(&seen[2], PLATDEV_SIM_EV_IRQ_HANDLED, regs, virq);
	assert_int_equal(seen[3].kind, PLATDEV_SIM_EV_WRITE);
	assert_irq(&seen[4], PLATDEV_SIM_EV_IRQ_LOWER, regs, virq);

	/* Held high: no second delivery; the handler says not mine. */
	nr_seen = 0;
	mine = false;
	writel(1, r + 4);
	writel(1, r + 4);
	assert_int_equal(nr_seen, 4);
	assert_irq(&seen[1], PLATDEV_SIM_EV_IRQ_RAISE, regs, virq);
	assert_irq(&seen[2], PLATDEV_SIM_EV_IRQ_UNHANDLED, regs, virq);
	assert_int_equal(platdev_irq_unhandled_count(virq), 1);
	assert_int_equal(platdev_irq_count(virq), 2);
	writel(0, r + 4);

	/* Masked: the delivery waits, so nothing handled it yet. */
	mine = true;
	disable_irq(virq);
	nr_seen = 0;
	writel(1, r + 4);
	assert_int_equal(nr_seen, 3);
	assert_irq(&seen[2], PLATDEV_SIM_EV_IRQ_UNHANDLED, regs, virq);
	enable_irq(virq);
	writel(0, r + 4);

	/* A line that resolves to nothing: the raise, no delivery. */
	nr_seen = 0;
	log_capture_start();
	writel(1, q + 4);
	log_capture_stop();
	assert_int_equal(nr_seen, 2);
	assert_int_equal(seen[1].kind, PLATDEV_SIM_EV_IRQ_RAISE);
	assert_ptr_equal(seen[1].node, noirq);
	assert_true(seen[1].irq < 0);

	platdev_sim_observe(NULL);
	iounmap(q);
	iounmap(r);
	free_irq(virq, &mine);
	sim_test_board_down();
	assert_int_equal(platdev_irq_unhandled_count(virq), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_window_counts),
		cmocka_unit_test(test_observer_sees_accesses),
		cmocka_unit_test(test_observer_sees_interrupts),
		cmocka_unit_test(test_read_before_what_it_causes),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
