// SPDX-License-Identifier: MIT
/*
 * test_irq.c - requesting, sharing, masking, threaded handlers, irq domains.
 */
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <linux/interrupt.h>
#include <linux/irq.h>
#include <linux/irqdomain.h>
#include <linux/of.h>
#include <linux/platform_device.h>

#include "testutil.h"

/* A number no test maps or requests. */
#define PLATDEV_TEST_FREE_IRQ 60000

struct counter {
	int hits;
	irqreturn_t ret;
	int last_irq;
};

static irqreturn_t count_handler(int irq, void *dev_id)
{
	struct counter *c = dev_id;

	c->hits++;
	c->last_irq = irq;
	return c->ret;
}

static void test_request_deliver_free(void **state)
{
	unsigned long live = live_allocs();
	struct counter c = { .ret = IRQ_HANDLED };

	(void)state;
	assert_int_equal(generic_handle_irq(20), -EINVAL); /* nobody there */
	assert_int_equal(request_irq(20, count_handler, 0, "foomatic", &c), 0);
	assert_int_equal(generic_handle_irq(20), 0);
	assert_int_equal(c.hits, 1);
	assert_int_equal(c.last_irq, 20);
	assert_int_equal(platdev_irq_count(20), 1);
	assert_string_equal(free_irq(20, &c), "foomatic");
	assert_int_equal(generic_handle_irq(20), -EINVAL);
	log_capture_start();
	assert_null(free_irq(20, &c));
	assert_true(log_has(PLATDEV_LOG_ERR, "free_irq", "IRQ 20", NULL));
	log_capture_stop();
	assert_int_equal(live_allocs(), live);
}

static void test_request_errors(void **state)
{
	struct counter a = { .ret = IRQ_HANDLED }, b = { .ret = IRQ_HANDLED };

	(void)state;
	log_capture_start();
	assert_int_equal(request_irq(0, count_handler, 0, "zero", &a), -EINVAL);
	assert_int_equal(request_threaded_irq(5, NULL, NULL, 0, "none", &a),
			 -EINVAL);
	assert_int_equal(request_threaded_irq(5, NULL, count_handler, 0,
					      "no-oneshot", &a),
			 -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "IRQF_ONESHOT", NULL));
	assert_int_equal(request_irq(5, count_handler, IRQF_SHARED, "no-devid",
				     NULL),
			 -EINVAL);

	assert_int_equal(request_irq(5, count_handler, 0, "first", &a), 0);
	assert_int_equal(request_irq(5, count_handler, IRQF_SHARED, "second",
				     &b),
			 -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "IRQ 5 is busy", "first", NULL));
	free_irq(5, &a);
	assert_int_equal(request_irq(5, count_handler,
				     IRQF_SHARED | IRQF_TRIGGER_RISING, "a",
				     &a),
			 0);
	assert_int_equal(request_irq(5, count_handler,
				     IRQF_SHARED | IRQF_TRIGGER_HIGH, "b", &b),
			 -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "trigger type mismatch", NULL));
	assert_int_equal(irq_get_trigger_type(5), IRQ_TYPE_EDGE_RISING);
	free_irq(5, &a);
	log_capture_stop();
}

static void test_shared_line(void **state)
{
	struct counter a = { .ret = IRQ_NONE }, b = { .ret = IRQ_HANDLED };

	(void)state;
	assert_int_equal(request_irq(7, count_handler, IRQF_SHARED, "a", &a),
			 0);
	assert_int_equal(request_irq(7, count_handler, IRQF_SHARED, "b", &b),
			 0);
	assert_int_equal(generic_handle_irq(7), 0);
	assert_int_equal(a.hits, 1); /* every handler on the line is asked */
	assert_int_equal(b.hits, 1);
	free_irq(7, &a);
	assert_int_equal(generic_handle_irq(7), 0);
	assert_int_equal(a.hits, 1);
	assert_int_equal(b.hits, 2);
	free_irq(7, &b);
}

static void test_disable_enable_replays(void **state)
{
	struct counter c = { .ret = IRQ_HANDLED };

	(void)state;
	assert_int_equal(request_irq(9, count_handler, 0, "masked", &c), 0);
	disable_irq(9);
	disable_irq_nosync(9);
	assert_int_equal(generic_handle_irq(9), 0);
	assert_int_equal(c.hits, 0);
	enable_irq(9);
	assert_int_equal(c.hits, 0); /* still masked once */
	enable_irq(9);
	assert_int_equal(c.hits, 1); /* the pending delivery is replayed */
	log_capture_start();
	enable_irq(9);
	assert_true(log_has(PLATDEV_LOG_WARNING, "unbalanced enable", NULL));
	log_capture_stop();
	free_irq(9, &c);

	/* IRQF_NO_AUTOEN: requested disabled. */
	c.hits = 0;
	assert_int_equal(
		request_irq(9, count_handler, IRQF_NO_AUTOEN, "noauto", &c), 0);
	generic_handle_irq(9);
	assert_int_equal(c.hits, 0);
	enable_irq(9);
	assert_int_equal(c.hits, 1);
	free_irq(9, &c);
}

struct threaded {
	pthread_t primary_thread, thread_thread;
	int primary, thread;
	bool line_masked_in_thread;
	unsigned int irq;
};

static irqreturn_t primary(int irq, void *dev_id)
{
	struct threaded *t = dev_id;

	(void)irq;
	t->primary++;
	t->primary_thread = pthread_self();
	return IRQ_WAKE_THREAD;
}

static irqreturn_t thread_fn(int irq, void *dev_id)
{
	struct threaded *t = dev_id;

	(void)irq;
	t->thread++;
	t->thread_thread = pthread_self();
	/* ONESHOT: a delivery now is held until this function returns. */
	if (t->thread == 1) {
		generic_handle_irq(t->irq);
		t->line_masked_in_thread = t->primary == 1;
	}
	return IRQ_HANDLED;
}

static void test_threaded_oneshot(void **state)
{
	struct threaded t = { .irq = 11 };

	(void)state;
	assert_int_equal(request_threaded_irq(11, primary, thread_fn,
					      IRQF_ONESHOT, "thr", &t),
			 0);
	assert_int_equal(generic_handle_irq(11), 0);
	synchronize_irq(11); /* waits for the thread function too */
	assert_true(t.thread >= 1);
	assert_true(t.line_masked_in_thread);
	assert_false(pthread_equal(t.thread_thread, pthread_self()));
	/* The delivery held during the thread function was replayed afterwards. */
	synchronize_irq(11);
	assert_int_equal(t.primary, 2);
	assert_int_equal(t.thread, 2);
	free_irq(11, &t);
}

static irqreturn_t thread_only(int irq, void *dev_id)
{
	(void)irq;
	((struct threaded *)dev_id)->thread++;
	return IRQ_HANDLED;
}

static void test_threaded_without_primary(void **state)
{
	struct threaded t = { .irq = 12 };

	(void)state;
	assert_int_equal(request_threaded_irq(12, NULL, thread_only,
					      IRQF_ONESHOT, "t", &t),
			 0);
	generic_handle_irq(12);
	free_irq(12, &t); /* waits for the queued thread function */
	assert_int_equal(t.thread, 1);
}

/* A hard handler where the line allows, the thread of a nested line. */
static void test_request_any_context(void **state)
{
	struct counter c = { .ret = IRQ_HANDLED };
	struct threaded t = { 0 };
	int irq = irq_alloc_desc(0);

	(void)state;
	assert_true(irq > 0);
	t.irq = (unsigned int)irq;
	assert_int_equal(request_any_context_irq(14, count_handler, 0, "any",
						 &c),
			 IRQC_IS_HARDIRQ);
	generic_handle_irq(14);
	assert_int_equal(c.hits, 1);
	/* the line is taken: the request's error */
	log_capture_start();
	assert_int_equal(request_any_context_irq(14, count_handler, 0, "any",
						 &t),
			 -EBUSY);
	log_capture_stop();
	free_irq(14, &c);

	irq_set_nested_thread(t.irq, true);
	assert_int_equal(request_any_context_irq(t.irq, thread_only,
						 IRQF_ONESHOT, "nested", &t),
			 IRQC_IS_NESTED);
	generic_handle_irq(t.irq);
	free_irq(t.irq, &t);
	assert_int_equal(t.thread, 1);
	irq_free_desc(t.irq);
}

/*
 * free_irq() while the primary handler runs and is about to wake its
 * thread: the wake is not lost, the thread function runs before free_irq()
 * returns (Linux runs an irq thread "one last time" when it is stopped).
 */
struct racing_wake {
	unsigned int irq;
	int entered, thread;
};

static irqreturn_t slow_waking_handler(int irq, void *dev_id)
{
	struct racing_wake *w = dev_id;
	struct timespec twenty_ms = { 0, 20000000 };

	(void)irq;
	__atomic_store_n(&w->entered, 1, __ATOMIC_RELEASE);
	nanosleep(&twenty_ms, NULL); /* for free_irq() to unlink us */
	return IRQ_WAKE_THREAD;
}

static irqreturn_t count_thread_fn(int irq, void *dev_id)
{
	struct racing_wake *w = dev_id;

	(void)irq;
	__atomic_add_fetch(&w->thread, 1, __ATOMIC_RELEASE);
	return IRQ_HANDLED;
}

static void *deliver_once(void *arg)
{
	struct racing_wake *w = arg;

	generic_handle_irq(w->irq);
	return NULL;
}

static void test_free_irq_serves_a_racing_wake(void **state)
{
	struct racing_wake w = { .irq = 13 };
	const char *name;
	pthread_t thread;
	int served;

	(void)state;
	assert_int_equal(request_threaded_irq(13, slow_waking_handler,
					      count_thread_fn, 0, "racing", &w),
			 0);
	assert_int_equal(pthread_create(&thread, NULL, deliver_once, &w), 0);
	while (!__atomic_load_n(&w.entered, __ATOMIC_ACQUIRE))
		sched_yield();
	name = free_irq(13, &w);
	served = __atomic_load_n(&w.thread, __ATOMIC_ACQUIRE);
	pthread_join(thread, NULL);
	assert_string_equal(name, "racing");
	assert_int_equal(served, 1);
	/* and not again afterwards */
	assert_int_equal(__atomic_load_n(&w.thread, __ATOMIC_ACQUIRE), 1);
}

/* --- domains --- */

static int mapped, unmapped;

static int ctl_map(struct irq_domain *d, unsigned int virq, irq_hw_number_t hw)
{
	(void)d;
	(void)virq;
	if (hw == 13)
		return -EINVAL; /* the controller refuses this one */
	mapped++;
	return 0;
}

static void ctl_unmap(struct irq_domain *d, unsigned int virq)
{
	(void)d;
	(void)virq;
	unmapped++;
}

static const struct irq_domain_ops ctl_ops = {
	.map = ctl_map,
	.unmap = ctl_unmap,
	.xlate = irq_domain_xlate_twocell,
};

static void test_linear_domain(void **state)
{
	unsigned long live = live_allocs();
	struct device_node ctl_node = { .name = "intc", .full_name = "intc" };
	struct irq_domain *d;
	struct counter c = { .ret = IRQ_HANDLED };
	struct irq_fwspec spec = { .fwnode = &ctl_node.fwnode };
	unsigned int v3, v5, again;

	(void)state;
	mapped = unmapped = 0;
	d = irq_domain_add_linear(&ctl_node, 32, &ctl_ops, NULL);
	assert_non_null(d);
	assert_ptr_equal(irq_find_host(&ctl_node), d);
	v3 = irq_create_mapping(d, 3);
	assert_true(v3 > 0);
	assert_int_equal(irq_create_mapping(d, 3), v3); /* idempotent */
	v5 = irq_create_mapping(d, 5);
	assert_true(v5 > 0 && v5 != v3);
	assert_int_equal(irq_find_mapping(d, 5), v5);
	assert_int_equal(irq_find_mapping(d, 6), 0);
	assert_int_equal(platdev_irq_hwirq(v5), 5);
	assert_int_equal(mapped, 2);
	log_capture_start();
	assert_int_equal(irq_create_mapping(d, 32), 0); /* beyond the domain */
	assert_int_equal(irq_create_mapping(d, 13), 0); /* refused by ->map */
	log_capture_stop();

	/* A controller delivers by hwirq. */
	assert_int_equal(request_irq(v5, count_handler, 0, "dev", &c), 0);
	assert_int_equal(generic_handle_domain_irq(d, 5), 0);
	assert_int_equal(c.last_irq, (int)v5);
	assert_int_equal(generic_handle_domain_irq(d, 6), -EINVAL);

	/* fwspec: two cells, the type is applied. */
	spec.param_count = 2;
	spec.param[0] = 7;
	spec.param[1] = IRQ_TYPE_LEVEL_HIGH;
	again = irq_create_fwspec_mapping(&spec);
	assert_int_equal(again, irq_find_mapping(d, 7));
	assert_int_equal(irq_get_trigger_type(again), IRQ_TYPE_LEVEL_HIGH);
	spec.fwnode = NULL;
	log_capture_start();
	assert_int_equal(irq_create_fwspec_mapping(&spec), 0);
	log_capture_stop();

	/*
	 * A mapping with handlers is detached from its chip, as Linux's
	 * disassociation: gone from the domain, its chip no longer called
	 * (its controller's driver may be gone), its number kept until
	 * free_irq().
	 */
	irq_dispose_mapping(v3);
	assert_int_equal(irq_find_mapping(d, 3), 0);
	log_capture_start();
	irq_dispose_mapping(v5);
	assert_true(
		log_has(PLATDEV_LOG_WARNING, "detached from its chip", NULL));
	log_capture_stop();
	assert_int_equal(irq_find_mapping(d, 5), 0);
	assert_null(irq_get_chip(v5));
	assert_string_equal(free_irq(v5, &c), "dev");
	irq_domain_remove(d); /* disposes of 7 */
	assert_int_equal(unmapped, 3);
	assert_int_equal(live_allocs(), live);
}

/*
 * Every allocation of a first mapping fails in turn (the descriptor table,
 * the descriptor, the domain's reverse map): each failure leaves nothing
 * behind, then the mapping is made.
 */
static void test_mapping_allocation_failures(void **state)
{
	struct irq_domain *d = irq_domain_add_tree(NULL, &ctl_ops, NULL);
	unsigned long live = live_allocs();
	unsigned int virq = 0;
	long n;

	(void)state;
	assert_non_null(d);
	for (n = 0; !virq; n++) {
		assert_true(n < 16);
		platdev_port_fail_alloc_after(n, 0);
		virq = irq_create_mapping(d, 9);
		platdev_port_fail_alloc_after(-1, 0);
		if (!virq) {
			assert_int_equal(live_allocs(), live);
			assert_int_equal(irq_find_mapping(d, 9), 0);
		}
	}
	assert_true(n > 2); /* at least the table and the descriptor failed */
	assert_int_equal(irq_find_mapping(d, 9), virq);
	irq_dispose_mapping(virq);
	assert_int_equal(live_allocs(), live);
	irq_domain_remove(d);
}

static void test_tree_domain(void **state)
{
	unsigned long live = live_allocs();
	struct irq_domain *d = irq_domain_add_tree(NULL, &ctl_ops, NULL);
	unsigned int big, small;

	(void)state;
	assert_non_null(d);
	big = irq_create_mapping(d, 100000);
	small = irq_create_mapping(d, 2);
	assert_true(big && small && big != small);
	assert_int_equal(irq_find_mapping(d, 100000), big);
	assert_int_equal(irq_find_mapping(d, 2), small);
	assert_int_equal(irq_find_mapping(d, 50), 0);
	irq_dispose_mapping(big);
	assert_int_equal(irq_find_mapping(d, 100000), 0);
	assert_int_equal(irq_find_mapping(d, 2), small);
	irq_domain_remove(d);
	assert_int_equal(live_allocs(), live);
}

static int devm_irq_probe(struct platform_device *pdev)
{
	static struct counter c = { .ret = IRQ_HANDLED };
	int irq = platform_get_irq(pdev, 0);

	if (irq < 0)
		return irq;
	return devm_request_irq(&pdev->dev, (unsigned int)irq, count_handler, 0,
				NULL, &c);
}

static struct platform_driver devm_irq_driver = {
	.probe = devm_irq_probe,
	.driver = { .name = "devm-irq" },
};

static void test_devm_request_irq_freed_on_unbind(void **state)
{
	unsigned long live = live_allocs();
	struct resource res[] = { DEFINE_RES_IRQ(30) };
	struct platform_device *pdev;

	(void)state;
	assert_int_equal(platform_driver_register(&devm_irq_driver), 0);
	pdev = platform_device_register_simple("devm-irq", PLATFORM_DEVID_NONE,
					       res, 1);
	assert_false(IS_ERR(pdev));
	assert_non_null(pdev->dev.driver);
	assert_int_equal(generic_handle_irq(30), 0);
	platform_driver_unregister(&devm_irq_driver);
	assert_int_equal(generic_handle_irq(30),
			 -EINVAL); /* freed with the binding */
	platform_device_unregister(pdev);
	assert_int_equal(live_allocs(), live);
}

struct storm {
	unsigned int irq;
	int stop;
};

static void *storm_thread(void *arg)
{
	struct storm *s = arg;

	while (!__atomic_load_n(&s->stop, __ATOMIC_ACQUIRE))
		generic_handle_irq(s->irq);
	return NULL;
}

/* What one handler's calls were; @unserved: woken, thread not run since. */
struct storm_calls {
	int primary, thread, unserved;
};

static irqreturn_t storm_handler(int irq, void *dev_id)
{
	struct storm_calls *c = dev_id;

	(void)irq;
	__atomic_add_fetch(&c->primary, 1, __ATOMIC_RELAXED);
	return IRQ_HANDLED;
}

static irqreturn_t storm_waking_handler(int irq, void *dev_id)
{
	struct storm_calls *c = dev_id;

	(void)irq;
	__atomic_add_fetch(&c->primary, 1, __ATOMIC_RELAXED);
	__atomic_store_n(&c->unserved, 1, __ATOMIC_RELEASE);
	sched_yield(); /* a free_irq() may come meanwhile */
	return IRQ_WAKE_THREAD;
}

static irqreturn_t storm_thread_fn(int irq, void *dev_id)
{
	struct storm_calls *c = dev_id;

	(void)irq;
	__atomic_store_n(&c->unserved, 0, __ATOMIC_RELEASE);
	__atomic_add_fetch(&c->thread, 1, __ATOMIC_RELAXED);
	return IRQ_HANDLED;
}

static int load(const int *v)
{
	return __atomic_load_n(v, __ATOMIC_ACQUIRE);
}

/*
 * Handlers come and go while another thread keeps delivering: at least
 * 2000 rounds, and until b's thread function has run (10 s at most).
 */
static void test_request_free_during_deliveries(void **state)
{
	unsigned long live = live_allocs();
	struct storm s = { .irq = 40 };
	struct storm_calls a = { 0 }, b = { 0 };
	struct timespec now, until;
	pthread_t thread;
	int i, lost = 0;

	(void)state;
	clock_gettime(CLOCK_MONOTONIC, &until);
	until.tv_sec += 10;
	assert_int_equal(pthread_create(&thread, NULL, storm_thread, &s), 0);
	for (i = 0;; i++) {
		clock_gettime(CLOCK_MONOTONIC, &now);
		if (i >= 2000 && (load(&b.thread) || now.tv_sec > until.tv_sec))
			break;
		assert_int_equal(request_irq(40, storm_handler, IRQF_SHARED,
					     "a", &a),
				 0);
		assert_int_equal(request_threaded_irq(40, storm_waking_handler,
						      storm_thread_fn,
						      IRQF_SHARED, "b", &b),
				 0);
		if (i % 3 == 0)
			disable_irq(40);
		if (i % 3 == 0)
			enable_irq(40);
		free_irq(40, &a);
		free_irq(40, &b);
		/* Every wake of b's thread function was served before free_irq()
		 * returned. */
		lost += load(&b.unserved);
	}
	__atomic_store_n(&s.stop, 1, __ATOMIC_RELEASE);
	pthread_join(thread, NULL);
	assert_int_equal(lost, 0);
	assert_true(load(&b.thread) > 0);
	/* Wakes that arrive while one is pending are served by one run. */
	assert_true(load(&b.thread) <= load(&b.primary));
	assert_int_equal(generic_handle_irq(40), -EINVAL);
	assert_int_equal(live_allocs(), live);
}

/* ---- interrupt chips ---- */

static char chip_log[256];
static int chip_type_ret;

static void chip_note(const char *what, struct irq_data *d)
{
	char buf[32];

	snprintf(buf, sizeof(buf), "%s%s:%lu", chip_log[0] ? " " : "", what,
		 irqd_to_hwirq(d));
	strncat(chip_log, buf, sizeof(chip_log) - strlen(chip_log) - 1);
	assert_ptr_equal(irq_data_get_irq_chip_data(d), chip_log);
}

static void chip_ack(struct irq_data *d)
{
	chip_note("ack", d);
}

static void chip_mask(struct irq_data *d)
{
	chip_note("mask", d);
}

static void chip_unmask(struct irq_data *d)
{
	chip_note("unmask", d);
}

static int chip_set_type(struct irq_data *d, unsigned int type)
{
	char what[16];

	snprintf(what, sizeof(what), "type%u", type);
	chip_note(what, d);
	if (chip_type_ret)
		return chip_type_ret;
	/* As GPIO controllers do: a level type takes the level flow. */
	irq_set_handler_locked(d, type & IRQ_TYPE_LEVEL_MASK ?
					  handle_level_irq :
					  handle_edge_irq);
	return 0;
}

static const struct irq_chip test_chip = {
	.name = "test-chip",
	.irq_ack = chip_ack,
	.irq_mask = chip_mask,
	.irq_unmask = chip_unmask,
	.irq_set_type = chip_set_type,
};

static int chip_map(struct irq_domain *d, unsigned int virq, irq_hw_number_t hw)
{
	(void)d;
	(void)hw;
	irq_set_chip_and_handler(virq, &test_chip, handle_simple_irq);
	return irq_set_chip_data(virq, chip_log);
}

static const struct irq_domain_ops chip_domain_ops = {
	.map = chip_map,
	.xlate = irq_domain_xlate_twocell,
};

static irqreturn_t chip_handler(int irq, void *dev_id)
{
	(void)irq;
	(void)dev_id;
	strncat(chip_log, " handler", sizeof(chip_log) - strlen(chip_log) - 1);
	return IRQ_HANDLED;
}

#define CHIP_LOG(expect)                               \
	do {                                           \
		assert_string_equal(chip_log, expect); \
		chip_log[0] = '\0';                    \
	} while (0)

static void test_irq_chip(void **state)
{
	unsigned long live = live_allocs();
	struct irq_domain *d;
	struct irq_data *data;
	unsigned int virq;

	(void)state;
	chip_log[0] = '\0';
	chip_type_ret = 0;
	d = irq_domain_add_linear(NULL, 8, &chip_domain_ops, NULL);
	assert_non_null(d);
	virq = irq_create_mapping(d, 5);
	assert_true(virq > 0);
	data = irq_get_irq_data(virq);
	assert_non_null(data);
	assert_ptr_equal(data->chip, &test_chip);
	assert_int_equal(irqd_to_hwirq(data), 5);
	assert_ptr_equal(data->domain, d);
	assert_int_equal(data->irq, virq);
	CHIP_LOG("");

	/* The first handler programs the trigger, then unmasks the line. */
	assert_int_equal(request_irq(virq, chip_handler, IRQF_TRIGGER_FALLING,
				     "chip", NULL),
			 0);
	CHIP_LOG("type2:5 unmask:5");
	assert_int_equal(irq_get_trigger_type(virq), IRQ_TYPE_EDGE_FALLING);
	/* Edge flow: acknowledged before the handler runs. */
	assert_int_equal(generic_handle_irq(virq), 0);
	CHIP_LOG("ack:5 handler");

	/* Disabled: masked at once, the delivery held until enabled. */
	disable_irq(virq);
	CHIP_LOG("mask:5");
	disable_irq(virq);
	assert_int_equal(generic_handle_irq(virq), 0);
	enable_irq(virq);
	CHIP_LOG("");
	enable_irq(virq);
	CHIP_LOG("unmask:5 ack:5 handler");

	/* Level flow: masked and acknowledged around the handler. */
	assert_int_equal(irq_set_irq_type(virq, IRQ_TYPE_LEVEL_HIGH), 0);
	CHIP_LOG("type4:5");
	assert_int_equal(generic_handle_irq(virq), 0);
	CHIP_LOG("mask:5 ack:5 handler unmask:5");

	/* A type the chip refuses is not recorded. */
	chip_type_ret = -EINVAL;
	log_capture_start();
	assert_int_equal(irq_set_irq_type(virq, IRQ_TYPE_EDGE_RISING), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "chip test-chip refused type 0x1",
			    NULL));
	log_capture_stop();
	assert_int_equal(irq_get_trigger_type(virq), IRQ_TYPE_LEVEL_HIGH);
	CHIP_LOG("type1:5");

	/* The last handler freed: the line is masked. */
	free_irq(virq, NULL);
	CHIP_LOG("mask:5");

	/* ...and a request whose trigger the chip refuses fails, undone. */
	log_capture_start();
	assert_int_equal(request_irq(virq, chip_handler, IRQF_TRIGGER_RISING,
				     "chip", NULL),
			 -EINVAL);
	log_capture_stop();
	CHIP_LOG("type1:5 mask:5");
	assert_int_equal(generic_handle_irq(virq), 0);
	CHIP_LOG("mask:5 ack:5 unmask:5"); /* the level flow, no handler */
	chip_type_ret = 0;

	/* IRQF_NO_AUTOEN: not unmasked until enabled. */
	assert_int_equal(request_irq(virq, chip_handler, IRQF_NO_AUTOEN, "chip",
				     NULL),
			 0);
	CHIP_LOG("");
	enable_irq(virq);
	CHIP_LOG("unmask:5");
	free_irq(virq, NULL);
	CHIP_LOG("mask:5");

	/* Lines without a descriptor. */
	assert_null(irq_get_irq_data(PLATDEV_TEST_FREE_IRQ));
	assert_int_equal(irq_set_chip(PLATDEV_TEST_FREE_IRQ, &test_chip),
			 -EINVAL);
	assert_int_equal(irq_set_chip_data(PLATDEV_TEST_FREE_IRQ, NULL),
			 -EINVAL);
	log_capture_start();
	irq_set_chip_and_handler(PLATDEV_TEST_FREE_IRQ, &test_chip, NULL);
	assert_true(log_has(PLATDEV_LOG_ERR, "does not exist", NULL));
	log_capture_stop();
	/* A chip taken off: no more calls. */
	assert_int_equal(irq_set_chip(virq, NULL), 0);
	assert_int_equal(request_irq(virq, chip_handler, IRQF_TRIGGER_RISING,
				     "chip", NULL),
			 0);
	free_irq(virq, NULL);
	CHIP_LOG("");

	irq_dispose_mapping(virq);
	irq_domain_remove(d);
	assert_int_equal(live_allocs(), live);
}

/* --- a chip with resources and wake-up ------------------------------------ */

static int res_ret, wake_ret;

static int res_request(struct irq_data *d)
{
	chip_note("request", d);
	return res_ret;
}

static void res_release(struct irq_data *d)
{
	chip_note("release", d);
}

static int res_set_wake(struct irq_data *d, unsigned int on)
{
	chip_note(on ? "wake-on" : "wake-off", d);
	return wake_ret;
}

static const struct irq_chip res_chip = {
	.name = "res-chip",
	.irq_set_wake = res_set_wake,
	.irq_request_resources = res_request,
	.irq_release_resources = res_release,
};

static const struct irq_chip skip_wake_chip = {
	.name = "skip-wake",
	.irq_set_wake = res_set_wake,
	.flags = IRQCHIP_SKIP_SET_WAKE,
};

static const struct irq_chip bare_chip = { .name = "bare" };

static int res_map(struct irq_domain *d, unsigned int virq, irq_hw_number_t hw)
{
	(void)d;
	irq_set_chip_and_handler(virq,
				 hw == 0 ? &res_chip :
				 hw == 1 ? &skip_wake_chip :
					   &bare_chip,
				 hw == 3 ? handle_bad_irq : NULL);
	return irq_set_chip_data(virq, chip_log);
}

static const struct irq_domain_ops res_domain_ops = { .map = res_map };

static void test_chip_resources_and_wake(void **state)
{
	unsigned long live = live_allocs();
	struct irq_domain *d;
	unsigned int virq, skip, bare, bad;
	int dummy;

	(void)state;
	chip_log[0] = '\0';
	res_ret = wake_ret = 0;
	d = irq_domain_add_linear(NULL, 4, &res_domain_ops, NULL);
	assert_non_null(d);
	virq = irq_create_mapping(d, 0);
	skip = irq_create_mapping(d, 1);
	bare = irq_create_mapping(d, 2);
	bad = irq_create_mapping(d, 3);

	/* Resources: claimed by the first handler, given back by the last. */
	assert_int_equal(
		request_irq(virq, chip_handler, IRQF_SHARED, "a", &dummy), 0);
	CHIP_LOG("request:0");
	assert_int_equal(
		request_irq(virq, chip_handler, IRQF_SHARED, "b", state), 0);
	CHIP_LOG("");
	free_irq(virq, &dummy);
	CHIP_LOG("");
	free_irq(virq, state);
	CHIP_LOG("release:0");
	/* Refused: the request fails with the chip's error, nothing to give
	 * back, and the line has no handler. */
	res_ret = -EBUSY;
	log_capture_start();
	assert_int_equal(request_irq(virq, chip_handler, 0, "c", NULL), -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "refused its resources", NULL));
	log_capture_stop();
	CHIP_LOG("request:0");
	res_ret = 0;
	assert_int_equal(generic_handle_irq(virq), 0);
	assert_int_equal(platdev_irq_unhandled_count(virq), 1);
	chip_log[0] = '\0';

	/* Wake: the first enable and the last disable reach the chip. */
	assert_int_equal(irq_set_irq_wake(virq, 1), 0);
	assert_int_equal(enable_irq_wake(virq), 0);
	CHIP_LOG("wake-on:0");
	assert_int_equal(disable_irq_wake(virq), 0);
	CHIP_LOG("");
	assert_int_equal(disable_irq_wake(virq), 0);
	CHIP_LOG("wake-off:0");
	log_capture_start();
	assert_int_equal(disable_irq_wake(virq), 0);
	assert_true(
		log_has(PLATDEV_LOG_WARNING, "unbalanced wake disable", NULL));
	log_capture_stop();
	CHIP_LOG("");
	/* A refused enable leaves the depth as it was: the next tries again. */
	wake_ret = -EIO;
	assert_int_equal(enable_irq_wake(virq), -EIO);
	wake_ret = 0;
	assert_int_equal(enable_irq_wake(virq), 0);
	CHIP_LOG("wake-on:0 wake-on:0");
	assert_int_equal(disable_irq_wake(virq), 0);
	chip_log[0] = '\0';
	/* Skipped by the flag; -ENXIO from a chip that cannot wake; -EINVAL
	 * for a line without a descriptor. */
	assert_int_equal(enable_irq_wake(skip), 0);
	CHIP_LOG("");
	assert_int_equal(disable_irq_wake(skip), 0);
	assert_int_equal(enable_irq_wake(bare), -ENXIO);
	assert_int_equal(enable_irq_wake(PLATDEV_TEST_FREE_IRQ), -EINVAL);

	/* handle_bad_irq: a delivery runs no handler and is unhandled. */
	assert_int_equal(request_irq(bad, chip_handler, 0, "bad", NULL), 0);
	log_capture_start();
	assert_int_equal(generic_handle_irq(bad), 0);
	assert_true(log_has(PLATDEV_LOG_WARNING, "before its flow was set up",
			    NULL));
	log_capture_stop();
	assert_int_equal(platdev_irq_unhandled_count(bad), 1);
	assert_int_equal(platdev_irq_count(bad), 1);
	CHIP_LOG("");
	free_irq(bad, NULL);

	irq_dispose_mapping(virq);
	irq_dispose_mapping(skip);
	irq_dispose_mapping(bare);
	irq_dispose_mapping(bad);
	irq_domain_remove(d);
	assert_int_equal(live_allocs(), live);
}

/* ---- chips with Linux's other callbacks ---- */

static irqreturn_t full_ret = IRQ_HANDLED;

static void full_startup_note(struct irq_data *d)
{
	chip_note("startup", d);
}

static unsigned int full_startup(struct irq_data *d)
{
	full_startup_note(d);
	return 0;
}

static void full_shutdown(struct irq_data *d)
{
	chip_note("shutdown", d);
}

static void full_enable(struct irq_data *d)
{
	chip_note("enable", d);
}

static void full_disable(struct irq_data *d)
{
	chip_note("disable", d);
}

static void full_eoi(struct irq_data *d)
{
	chip_note("eoi", d);
}

static void full_bus_lock(struct irq_data *d)
{
	chip_note("lock", d);
}

static void full_bus_sync_unlock(struct irq_data *d)
{
	chip_note("sync", d);
}

static int full_set_type(struct irq_data *d, unsigned int type)
{
	char what[16];

	snprintf(what, sizeof(what), "type%u", type);
	chip_note(what, d);
	return 0;
}

static int full_set_wake(struct irq_data *d, unsigned int on)
{
	chip_note(on ? "wake1" : "wake0", d);
	return 0;
}

/* A fasteoi chip on a slow bus, with enable/disable of its own. */
static const struct irq_chip eoi_chip = {
	.name = "eoi-chip",
	.irq_enable = full_enable,
	.irq_disable = full_disable,
	.irq_mask = chip_mask,
	.irq_unmask = chip_unmask,
	.irq_eoi = full_eoi,
	.irq_set_type = full_set_type,
	.irq_set_wake = full_set_wake,
	.irq_bus_lock = full_bus_lock,
	.irq_bus_sync_unlock = full_bus_sync_unlock,
	.flags = IRQCHIP_SET_TYPE_MASKED | IRQCHIP_EOI_IF_HANDLED,
};

/* startup/shutdown, no bus lock, eoi whatever the handlers said. */
static const struct irq_chip startup_chip = {
	.name = "startup-chip",
	.irq_startup = full_startup,
	.irq_shutdown = full_shutdown,
	.irq_mask = chip_mask,
	.irq_unmask = chip_unmask,
	.irq_eoi = full_eoi,
};

static int eoi_map(struct irq_domain *d, unsigned int virq, irq_hw_number_t hw)
{
	(void)d;
	irq_set_chip_and_handler(virq, hw < 4 ? &eoi_chip : &startup_chip,
				 handle_fasteoi_irq);
	return irq_set_chip_data(virq, chip_log);
}

static const struct irq_domain_ops eoi_domain_ops = {
	.map = eoi_map,
	.xlate = irq_domain_xlate_onetwocell,
};

/* Append @what to chip_log, a space apart. */
static void log_word(const char *what)
{
	if (chip_log[0])
		strncat(chip_log, " ", sizeof(chip_log) - strlen(chip_log) - 1);
	strncat(chip_log, what, sizeof(chip_log) - strlen(chip_log) - 1);
}

static irqreturn_t full_handler(int irq, void *dev_id)
{
	(void)irq;
	(void)dev_id;
	log_word("handler");
	return full_ret;
}

static irqreturn_t full_thread(int irq, void *dev_id)
{
	(void)irq;
	(void)dev_id;
	log_word("thread");
	return IRQ_HANDLED;
}

static void test_irq_chip_linux_callbacks(void **state)
{
	unsigned long live = live_allocs();
	struct irq_domain *d;
	unsigned int virq, v5;

	(void)state;
	chip_log[0] = '\0';
	full_ret = IRQ_HANDLED;
	d = irq_domain_add_linear(NULL, 8, &eoi_domain_ops, NULL);
	assert_non_null(d);
	virq = irq_create_mapping(d, 1);
	v5 = irq_create_mapping(d, 5);
	assert_true(virq > 0 && v5 > 0);

	/* Started with irq_enable under the bus lock; type set masked. */
	assert_int_equal(request_irq(virq, full_handler, 0, "eoi", NULL), 0);
	CHIP_LOG("lock:1 enable:1 sync:1");
	assert_int_equal(irq_set_irq_type(virq, IRQ_TYPE_LEVEL_HIGH), 0);
	CHIP_LOG("lock:1 mask:1 type4:1 unmask:1 sync:1");

	/* fasteoi: the handler, then the end of interrupt. */
	assert_int_equal(generic_handle_irq(virq), 0);
	CHIP_LOG("handler eoi:1");
	/* IRQCHIP_EOI_IF_HANDLED: none for an unclaimed interrupt. */
	full_ret = IRQ_NONE;
	assert_int_equal(generic_handle_irq(virq), 0);
	CHIP_LOG("handler");
	full_ret = IRQ_HANDLED;

	/* irq_disable/irq_enable instead of mask/unmask. */
	disable_irq(virq);
	CHIP_LOG("lock:1 disable:1 sync:1");
	assert_int_equal(irq_set_irq_type(virq, IRQ_TYPE_EDGE_RISING), 0);
	CHIP_LOG("lock:1 type1:1 sync:1"); /* disabled: not masked around */
	assert_int_equal(generic_handle_irq(virq), 0);
	CHIP_LOG(""); /* held; no eoi with EOI_IF_HANDLED */
	enable_irq(virq);
	CHIP_LOG("lock:1 enable:1 sync:1 handler eoi:1");

	assert_int_equal(irq_set_irq_wake(virq, 1), 0);
	CHIP_LOG("lock:1 wake1:1 sync:1");
	assert_int_equal(irq_set_irq_wake(virq, 0), 0);
	CHIP_LOG("lock:1 wake0:1 sync:1");

	/* The last handler freed: disabled (no irq_shutdown). */
	free_irq(virq, NULL);
	CHIP_LOG("lock:1 disable:1 sync:1");

	/* irq_startup and irq_shutdown; eoi also for unclaimed ones. */
	assert_int_equal(request_irq(v5, full_handler, 0, "eoi5", NULL), 0);
	CHIP_LOG("startup:5");
	full_ret = IRQ_NONE;
	assert_int_equal(generic_handle_irq(v5), 0);
	CHIP_LOG("handler eoi:5");
	full_ret = IRQ_HANDLED;
	disable_irq(v5);
	CHIP_LOG("mask:5");
	assert_int_equal(generic_handle_irq(v5), 0);
	CHIP_LOG("eoi:5"); /* disabled: ended, held */
	enable_irq(v5);
	CHIP_LOG("unmask:5 handler eoi:5");
	free_irq(v5, NULL);
	CHIP_LOG("shutdown:5");

	/* A oneshot thread: the fasteoi line masked until it returns. */
	assert_int_equal(request_threaded_irq(v5, NULL, full_thread,
					      IRQF_ONESHOT, "eoi5", NULL),
			 0);
	CHIP_LOG("startup:5");
	assert_int_equal(generic_handle_irq(v5), 0);
	synchronize_irq(v5);
	CHIP_LOG("mask:5 eoi:5 thread unmask:5");
	free_irq(v5, NULL);
	CHIP_LOG("shutdown:5");

	irq_dispose_mapping(virq);
	irq_dispose_mapping(v5);
	irq_domain_remove(d);
	assert_int_equal(live_allocs(), live);
}

static void test_xlate_and_domain_helpers(void **state)
{
	struct device_node node = { .name = "ctl", .full_name = "ctl" };
	static const u32 spec[2] = { 9, IRQ_TYPE_EDGE_FALLING | 0x100 };
	struct irq_fwspec fw = { .param_count = 2, .param = { 9, 4 } };
	unsigned long hwirq;
	unsigned int type;
	struct irq_domain *d;

	(void)state;
	of_node_init(&node);
	assert_int_equal(irq_domain_xlate_onetwocell(NULL, NULL, spec, 1,
						     &hwirq, &type),
			 0);
	assert_int_equal(hwirq, 9);
	assert_int_equal(type, IRQ_TYPE_NONE);
	assert_int_equal(irq_domain_xlate_onetwocell(NULL, NULL, spec, 2,
						     &hwirq, &type),
			 0);
	assert_int_equal(type, IRQ_TYPE_EDGE_FALLING);
	assert_int_equal(irq_domain_xlate_onetwocell(NULL, NULL, spec, 0,
						     &hwirq, &type),
			 -EINVAL);
	assert_int_equal(irq_domain_translate_twocell(NULL, &fw, &hwirq, &type),
			 0);
	assert_int_equal(type, IRQ_TYPE_LEVEL_HIGH);
	fw.param_count = 1;
	assert_int_equal(irq_domain_translate_twocell(NULL, &fw, &hwirq, &type),
			 -EINVAL);
	assert_int_equal(irq_domain_translate_onecell(NULL, &fw, &hwirq, &type),
			 0);
	assert_int_equal(hwirq, 9);

	d = irq_domain_create_linear(&node.fwnode, 4, &chip_domain_ops, NULL);
	assert_non_null(d);
	assert_ptr_equal(irq_domain_get_of_node(d), &node);
	assert_ptr_equal(irq_find_host(&node), d);
	irq_domain_remove(d);
	assert_null(irq_domain_create_linear(&node.fwnode, 0, &chip_domain_ops,
					     NULL));
	d = irq_domain_create_tree(&node.fwnode, &chip_domain_ops, NULL);
	assert_non_null(d);
	irq_domain_remove(d);
	log_capture_start();
	d = irq_domain_add_simple(&node, 4, 100, &chip_domain_ops, NULL);
	log_capture_stop();
	assert_non_null(d);
	assert_true(log_has(PLATDEV_LOG_INFO, "first_irq 100 ignored", NULL));
	irq_domain_remove(d);
	assert_null(irq_domain_get_of_node(NULL));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_request_deliver_free),
		cmocka_unit_test(test_request_errors),
		cmocka_unit_test(test_shared_line),
		cmocka_unit_test(test_disable_enable_replays),
		cmocka_unit_test(test_threaded_oneshot),
		cmocka_unit_test(test_threaded_without_primary),
		cmocka_unit_test(test_request_any_context),
		cmocka_unit_test(test_free_irq_serves_a_racing_wake),
		cmocka_unit_test(test_linear_domain),
		cmocka_unit_test(test_tree_domain),
		cmocka_unit_test(test_mapping_allocation_failures),
		cmocka_unit_test(test_devm_request_irq_freed_on_unbind),
		cmocka_unit_test(test_chip_resources_and_wake),
		cmocka_unit_test(test_request_free_during_deliveries),
		cmocka_unit_test(test_irq_chip),
		cmocka_unit_test(test_irq_chip_linux_callbacks),
		cmocka_unit_test(test_xlate_and_domain_helpers),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
