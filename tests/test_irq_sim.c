// SPDX-License-Identifier: MIT
/*
 * test_irq_sim.c - the simulated interrupt controller of linux/irq_sim.h
 * (gpio-mockup's): lines raised with irq_set_irqchip_state() reach their
 * handlers while unmasked and are dropped while masked, only edge types
 * are accepted, the user's ops see requests and releases, and creation
 * fails cleanly without memory.
 */
#include <linux/err.h>
#include <linux/interrupt.h>
#include <linux/irq_sim.h>

#include "testutil.h"

static unsigned int handled, requested, released;
static int refuse_hwirq = -1;

static irqreturn_t handler(int irq, void *dev_id)
{
	(void)irq;
	(void)dev_id;
	handled++;
	return IRQ_HANDLED;
}

static int sim_requested(struct irq_domain *domain, irq_hw_number_t hwirq,
			 void *data)
{
	(void)domain;
	assert_ptr_equal(data, &handled);
	if ((int)hwirq == refuse_hwirq)
		return -EBUSY;
	requested++;
	return 0;
}

static void sim_released(struct irq_domain *domain, irq_hw_number_t hwirq,
			 void *data)
{
	(void)domain;
	(void)hwirq;
	(void)data;
	released++;
}

static const struct irq_sim_ops sim_ops = {
	.irq_sim_irq_requested = sim_requested,
	.irq_sim_irq_released = sim_released,
};

static void test_raise(void **state)
{
	unsigned long live = live_allocs();
	struct irq_domain *sim;
	unsigned int virq;
	bool pending = true;

	(void)state;
	handled = requested = released = 0;
	sim = irq_domain_create_sim_full(NULL, 4, &sim_ops, &handled);
	assert_false(IS_ERR_OR_NULL(sim));
	virq = irq_create_mapping(sim, 1);
	assert_true(virq > 0);
	assert_int_equal(irq_set_irq_type(virq, IRQ_TYPE_LEVEL_HIGH), -EINVAL);
	assert_int_equal(request_irq(virq, handler, IRQF_TRIGGER_RISING, "sim",
				     NULL),
			 0);
	assert_int_equal(requested, 1);
	assert_int_equal(
		irq_set_irqchip_state(virq, IRQCHIP_STATE_PENDING, true), 0);
	assert_int_equal(handled, 1);
	assert_int_equal(irq_get_irqchip_state(virq, IRQCHIP_STATE_PENDING,
					       &pending),
			 0);
	assert_false(pending);
	/* Masked: the raise is dropped, and not replayed by the enable. */
	disable_irq(virq);
	assert_int_equal(
		irq_set_irqchip_state(virq, IRQCHIP_STATE_PENDING, true), 0);
	enable_irq(virq);
	assert_int_equal(handled, 1);
	assert_int_equal(
		irq_set_irqchip_state(virq, IRQCHIP_STATE_PENDING, true), 0);
	assert_int_equal(handled, 2);
	/* Only the pending state; no such line. */
	assert_int_equal(irq_set_irqchip_state(virq, IRQCHIP_STATE_ACTIVE,
					       true),
			 -EINVAL);
	assert_int_equal(irq_get_irqchip_state(virq, IRQCHIP_STATE_MASKED,
					       &pending),
			 -EINVAL);
	assert_int_equal(irq_set_irqchip_state(60002, IRQCHIP_STATE_PENDING,
					       true),
			 -EINVAL);
	free_irq(virq, NULL);
	assert_int_equal(released, 1);
	/* The user refuses a line: so does request_irq(). */
	refuse_hwirq = 2;
	virq = irq_create_mapping(sim, 2);
	assert_int_equal(request_irq(virq, handler, 0, "sim", NULL), -EBUSY);
	refuse_hwirq = -1;
	/* Removed with its mappings. */
	irq_domain_remove_sim(sim);
	assert_int_equal(live_allocs(), live);
}

static void test_create_allocation_failures(void **state)
{
	unsigned long live = live_allocs();
	struct irq_domain *sim = ERR_PTR(-ENOMEM);
	long n;

	(void)state;
	for (n = 0; IS_ERR(sim); n++) {
		assert_true(n < 8);
		platdev_port_fail_alloc_after(n, 0);
		sim = irq_domain_create_sim(NULL, 8);
		platdev_port_fail_alloc_after(-1, 0);
		if (IS_ERR(sim)) {
			assert_int_equal(PTR_ERR(sim), -ENOMEM);
			assert_int_equal(live_allocs(), live);
		}
	}
	assert_true(n > 1);
	irq_domain_remove_sim(sim);
	assert_int_equal(live_allocs(), live);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_raise),
		cmocka_unit_test(test_create_allocation_failures),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
