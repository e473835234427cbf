// SPDX-License-Identifier: MIT
/*
 * test_irq_nmi.c - NMIs, which no chip here delivers: request_nmi() gets
 * Linux's argument checks and then Linux's answer for a chip without NMI
 * support, so a driver falls back to request_irq() (as a64fx-diag does);
 * enable_nmi()/disable_nmi_nosync() are enable/disable of the line; the
 * per-CPU calls refuse; IRQ_NOTCONNECTED gives -ENOTCONN everywhere.
 */
#include <linux/interrupt.h>
#include <linux/irq.h>
#include <linux/module.h>

#include "testutil.h"

static int unmasks, masks;

static void nmi_mask(struct irq_data *d)
{
	(void)d;
	masks++;
}

static void nmi_unmask(struct irq_data *d)
{
	(void)d;
	unmasks++;
}

/* Says it supports NMIs, but has no way to set one up here. */
static struct irq_chip claims_nmi = {
	.name = "claims-nmi",
	.irq_mask = nmi_mask,
	.irq_unmask = nmi_unmask,
	.flags = IRQCHIP_SUPPORTS_NMI,
};

static irqreturn_t handler(int irq, void *dev_id)
{
	(void)irq;
	(void)dev_id;
	return IRQ_HANDLED;
}

#define NMI_FLAGS (IRQF_PERCPU | IRQF_NOBALANCING | IRQF_NO_AUTOEN)

static void test_request_nmi(void **state)
{
	unsigned long live = live_allocs();
	int irq = irq_alloc_desc(0);

	(void)state;
	assert_true(irq > 0);
	irq_set_chip((unsigned int)irq, &claims_nmi);
	assert_int_equal(request_nmi(IRQ_NOTCONNECTED, handler, NMI_FLAGS, "n",
				     NULL),
			 -ENOTCONN);
	assert_int_equal(request_nmi((unsigned int)irq, handler,
				     NMI_FLAGS | IRQF_SHARED, "n", NULL),
			 -EINVAL);
	assert_int_equal(request_nmi((unsigned int)irq, handler,
				     NMI_FLAGS | IRQF_COND_SUSPEND, "n", NULL),
			 -EINVAL);
	assert_int_equal(request_nmi((unsigned int)irq, handler,
				     NMI_FLAGS | IRQF_IRQPOLL, "n", NULL),
			 -EINVAL);
	assert_int_equal(request_nmi((unsigned int)irq, handler,
				     NMI_FLAGS & ~IRQF_PERCPU, "n", NULL),
			 -EINVAL);
	assert_int_equal(request_nmi((unsigned int)irq, NULL, NMI_FLAGS, "n",
				     NULL),
			 -EINVAL);
	assert_int_equal(request_nmi(60001, handler, NMI_FLAGS, "n", NULL),
			 -EINVAL);
	assert_int_equal(request_nmi((unsigned int)irq, handler,
				     NMI_FLAGS & ~IRQF_NO_AUTOEN, "n", NULL),
			 -EINVAL);
	/* Well formed: refused all the same, and nothing requested. */
	assert_int_equal(request_nmi((unsigned int)irq, handler, NMI_FLAGS, "n",
				     NULL),
			 -EINVAL);
	assert_false(irq_has_action((unsigned int)irq));

	/* The fallback a driver takes; enable_nmi()/disable_nmi_nosync(). */
	assert_int_equal(request_irq((unsigned int)irq, handler, NMI_FLAGS,
				     "fallback", NULL),
			 0);
	assert_int_equal(unmasks, 0);
	enable_nmi((unsigned int)irq);
	assert_int_equal(unmasks, 1);
	disable_nmi_nosync((unsigned int)irq);
	assert_int_equal(masks, 1);
	free_irq((unsigned int)irq, NULL);

	/* free_nmi() of a line that is no NMI: warned of, NULL. */
	log_capture_start();
	assert_null(free_nmi((unsigned int)irq, NULL));
	assert_true(log_has(PLATDEV_LOG_WARNING, "free_nmi", NULL));
	log_capture_stop();
	irq_free_desc((unsigned int)irq);
	assert_int_equal(live_allocs(), live);
}

static void test_percpu_nmi(void **state)
{
	(void)state;
	assert_int_equal(request_percpu_nmi(IRQ_NOTCONNECTED, handler, "n",
					    NULL),
			 -ENOTCONN);
	assert_int_equal(request_percpu_nmi(5, handler, "n", NULL), -EINVAL);
	assert_int_equal(prepare_percpu_nmi(5), -EINVAL);
	teardown_percpu_nmi(5);
	/* request_irq() of a line not wired. */
	assert_int_equal(request_irq(IRQ_NOTCONNECTED, handler, 0, "n", NULL),
			 -ENOTCONN);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_request_nmi),
		cmocka_unit_test(test_percpu_nmi),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
