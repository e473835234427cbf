// SPDX-License-Identifier: MIT
/*
 * test_irq_nested.c - interrupts nested in another's thread, against
 * Linux 6.12: handle_nested_irq() runs the line's thread functions in the
 * caller's thread and counts the delivery (unhandled when they all say
 * IRQ_NONE); a disabled line or one without handlers keeps the delivery
 * for enable_irq(); request_any_context_irq() on a nested line installs
 * the thread function. Also IRQF_COND_ONESHOT on a shared line.
 */
#include <linux/interrupt.h>
#include <linux/irq.h>
#include <linux/irqdomain.h>
#include <platdev/port.h>

#include "testutil.h"

static const struct irq_domain_ops nested_ops;
static struct irq_domain *domain;
static unsigned int virq;
static int runs;
static irqreturn_t answer = IRQ_HANDLED;

static irqreturn_t child_thread(int irq, void *dev_id)
{
	assert_int_equal(irq, (int)virq);
	assert_ptr_equal(dev_id, &runs);
	runs++;
	return answer;
}

static int setup(void **state)
{
	(void)state;
	domain = irq_domain_add_linear(NULL, 4, &nested_ops, NULL);
	virq = domain ? irq_create_mapping(domain, 1) : 0;
	if (!virq)
		return -1;
	irq_set_nested_thread(virq, true);
	runs = 0;
	answer = IRQ_HANDLED;
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	irq_dispose_mapping(virq);
	irq_domain_remove(domain);
	return 0;
}

static void test_nested_delivery(void **state)
{
	(void)state;
	/* No handler yet: nothing runs. */
	handle_nested_irq(virq);
	assert_int_equal(runs, 0);
	/* A line that does not exist is ignored. */
	handle_nested_irq(60000);

	assert_int_equal(request_any_context_irq(virq, child_thread, 0, "child",
						 &runs),
			 IRQC_IS_NESTED);
	handle_nested_irq(virq);
	/* Run before it returns, not queued for the threaded-handler worker. */
	assert_int_equal(runs, 1);
	assert_int_equal(platdev_irq_count(virq), 1);
	assert_int_equal(platdev_irq_unhandled_count(virq), 0);

	answer = IRQ_NONE;
	handle_nested_irq(virq);
	assert_int_equal(runs, 2);
	assert_int_equal(platdev_irq_unhandled_count(virq), 1);
	answer = IRQ_HANDLED;

	/* Disabled: kept, and made by enable_irq(). */
	disable_irq(virq);
	handle_nested_irq(virq);
	assert_int_equal(runs, 2);
	enable_irq(virq);
	synchronize_irq(virq);
	assert_int_equal(runs, 3);
	free_irq(virq, &runs);
	handle_nested_irq(virq);
	assert_int_equal(runs, 3);
}

static irqreturn_t primary(int irq, void *dev_id)
{
	(void)irq;
	(void)dev_id;
	return IRQ_WAKE_THREAD;
}

static irqreturn_t second(int irq, void *dev_id)
{
	(void)irq;
	(void)dev_id;
	return IRQ_HANDLED;
}

static void test_cond_oneshot(void **state)
{
	int a, b, c;

	(void)state;
	irq_set_nested_thread(virq, false);
	assert_int_equal(request_threaded_irq(virq, primary, child_thread,
					      IRQF_SHARED | IRQF_ONESHOT, "a",
					      &a),
			 0);
	/* Without IRQF_ONESHOT the shared line refuses it... */
	assert_int_equal(request_irq(virq, second, IRQF_SHARED, "b", &b),
			 -EBUSY);
	/* ...with IRQF_COND_ONESHOT it takes the line's IRQF_ONESHOT. */
	assert_int_equal(request_irq(virq, second,
				     IRQF_SHARED | IRQF_COND_ONESHOT, "b", &b),
			 0);
	assert_ptr_equal(free_irq(virq, &b), "b");
	assert_ptr_equal(free_irq(virq, &a), "a");

	/* On a line without IRQF_ONESHOT it asks for nothing. */
	assert_int_equal(request_irq(virq, second, IRQF_SHARED, "a", &a), 0);
	assert_int_equal(request_irq(virq, second,
				     IRQF_SHARED | IRQF_COND_ONESHOT, "c", &c),
			 0);
	assert_int_equal(request_threaded_irq(virq, primary, child_thread,
					      IRQF_SHARED | IRQF_ONESHOT, "b",
					      &b),
			 -EBUSY);
	free_irq(virq, &c);
	free_irq(virq, &a);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_nested_delivery, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_cond_oneshot, setup,
						teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
