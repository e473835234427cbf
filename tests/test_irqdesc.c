// SPDX-License-Identifier: MIT
/*
 * test_irqdesc.c - a line's settings and data (status flags, handler data,
 * trigger type from chip callbacks), numbers reserved ahead of their
 * mapping (irq_alloc_descs()) and legacy domains over them.
 */
#include <linux/interrupt.h>
#include <linux/irq.h>
#include <linux/irqdesc.h>
#include <linux/irqdomain.h>
#include <linux/platform_device.h>

#include "testutil.h"

/* A number no test reserves or maps. */
#define PLATDEV_NR_TEST_FREE 60000

struct hits {
	int startup, unmask, mask, set_type, handled;
	unsigned int seen_type; /* irqd_get_trigger_type() inside set_type */
};

static struct hits hits;

static void chip_unmask(struct irq_data *d)
{
	(void)d;
	hits.unmask++;
}

static void chip_mask(struct irq_data *d)
{
	(void)d;
	hits.mask++;
}

static struct irq_chip other_chip = { .name = "other" };

/* Records a type of its own for rising edges and moves to other_chip. */
static int chip_set_type(struct irq_data *d, unsigned int type)
{
	hits.set_type++;
	hits.seen_type = irqd_get_trigger_type(d);
	if (type == IRQ_TYPE_EDGE_RISING) {
		irqd_set_trigger_type(d, IRQ_TYPE_EDGE_BOTH);
		irq_set_chip_handler_name_locked(d, &other_chip,
						 handle_edge_irq, "edge");
		assert_ptr_equal(d->chip, &other_chip);
		return IRQ_SET_MASK_OK_NOCOPY;
	}
	if (type == IRQ_TYPE_EDGE_FALLING)
		return IRQ_SET_MASK_OK_DONE;
	if (type == IRQ_TYPE_LEVEL_LOW)
		return -EINVAL;
	return IRQ_SET_MASK_OK;
}

static struct irq_chip test_chip = {
	.name = "test",
	.irq_unmask = chip_unmask,
	.irq_mask = chip_mask,
	.irq_set_type = chip_set_type,
};

static struct irq_chip wake_chip = {
	.name = "wake",
	.flags = IRQCHIP_SKIP_SET_WAKE,
};

static irqreturn_t handler(int irq, void *dev_id)
{
	(void)irq;
	(void)dev_id;
	hits.handled++;
	return IRQ_HANDLED;
}

static void test_alloc_descs(void **state)
{
	unsigned long live = live_allocs();
	int base, at;

	(void)state;
	assert_int_equal(irq_alloc_descs(-1, 1000, 0, 0), -EINVAL);
	assert_int_equal(irq_alloc_descs(70000, 0, 1, 0), -EINVAL);
	assert_int_equal(irq_alloc_descs(500, 600, 1, 0), -EINVAL);
	base = irq_alloc_descs(-1, 1000, 4, 0);
	assert_true(base >= 1000);
	/* Taken: a fixed number fails, a search goes past. */
	assert_int_equal(irq_alloc_desc_at(base + 2, 0), -EEXIST);
	at = irq_alloc_descs_from(base, 2, 0);
	assert_true(at >= base + 4);
	irq_free_descs((unsigned int)at, 2);
	/* Reserved numbers live through a request and its free. */
	assert_int_equal(generic_handle_irq((unsigned int)base), 0);
	assert_int_equal(
		request_irq((unsigned int)base + 1, handler, 0, "r", &hits), 0);
	free_irq((unsigned int)base + 1, &hits);
	assert_int_equal(generic_handle_irq((unsigned int)base + 1), 0);
	/* A requested one is kept until freed. */
	assert_int_equal(
		request_irq((unsigned int)base + 3, handler, 0, "r", &hits), 0);
	log_capture_start();
	irq_free_descs((unsigned int)base, 4);
	assert_true(
		log_has(PLATDEV_LOG_ERR, "irq_free_descs", "requested", NULL));
	log_capture_stop();
	assert_int_equal(generic_handle_irq((unsigned int)base), -EINVAL);
	assert_int_equal(generic_handle_irq((unsigned int)base + 3), 0);
	free_irq((unsigned int)base + 3, &hits);
	assert_int_equal(generic_handle_irq((unsigned int)base + 3), -EINVAL);
	assert_int_equal(live_allocs(), live);
}

static void test_alloc_descs_allocation_failures(void **state)
{
	unsigned long live = live_allocs();
	int base = -ENOMEM;
	long n;

	(void)state;
	for (n = 0; base == -ENOMEM; n++) {
		assert_true(n < 16);
		platdev_port_fail_alloc_after(n, 0);
		base = irq_alloc_descs(-1, 2000, 3, 0);
		platdev_port_fail_alloc_after(-1, 0);
		if (base < 0)
			assert_int_equal(live_allocs(), live);
	}
	assert_true(n > 1);
	assert_true(base >= 2000);
	irq_free_descs((unsigned int)base, 3);
	assert_int_equal(live_allocs(), live);
}

static void test_devm_alloc_descs(void **state)
{
	unsigned long live = live_allocs();
	struct platform_device *pdev =
		platform_device_alloc("descs", PLATFORM_DEVID_NONE);
	int base;

	(void)state;
	assert_non_null(pdev);
	base = devm_irq_alloc_descs(&pdev->dev, -1, 3000, 2, 0);
	assert_true(base >= 3000);
	assert_int_equal(generic_handle_irq((unsigned int)base + 1), 0);
	assert_int_equal(devres_release_all(&pdev->dev), 1);
	assert_int_equal(generic_handle_irq((unsigned int)base + 1), -EINVAL);
	/* No memory for the record: nothing reserved. */
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(devm_irq_alloc_descs(&pdev->dev, -1, 3000, 2, 0),
			 -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(generic_handle_irq(3000), -EINVAL);
	platform_device_put(pdev);
	assert_int_equal(live_allocs(), live);
}

static int maps, unmaps;

static int legacy_map(struct irq_domain *d, unsigned int virq,
		      irq_hw_number_t hw)
{
	(void)d;
	maps++;
	irq_set_chip_and_handler(virq, &test_chip, handle_level_irq);
	irq_set_chip_data(virq, (void *)(uintptr_t)hw);
	return 0;
}

static void legacy_unmap(struct irq_domain *d, unsigned int virq)
{
	(void)d;
	(void)virq;
	unmaps++;
}

static const struct irq_domain_ops legacy_ops = {
	.map = legacy_map,
	.unmap = legacy_unmap,
};

static void test_legacy_domain(void **state)
{
	unsigned long live = live_allocs();
	struct irq_domain *d;
	int base;
	unsigned int i;

	(void)state;
	maps = unmaps = 0;
	assert_null(irq_domain_add_legacy(NULL, 0, 1, 0, &legacy_ops, NULL));
	base = irq_alloc_descs(-1, 4000, 4, 0);
	assert_true(base > 0);
	d = irq_domain_add_legacy(NULL, 4, (unsigned int)base, 2, &legacy_ops,
				  NULL);
	assert_non_null(d);
	assert_int_equal(maps, 4);
	for (i = 0; i < 4; i++) {
		assert_int_equal(irq_find_mapping(d, 2 + i),
				 (unsigned int)base + i);
		assert_int_equal(irq_linear_revmap(d, 2 + i),
				 (unsigned int)base + i);
		assert_ptr_equal(irq_get_chip_data((unsigned int)base + i),
				 (void *)(uintptr_t)(2 + i));
	}
	/* Beyond the domain, mapped already, or no number. */
	assert_int_equal(irq_domain_associate(d, (unsigned int)base, 6),
			 -EINVAL);
	assert_int_equal(irq_domain_associate(d, 4100, 3), -EBUSY);
	assert_int_equal(irq_domain_associate(d, (unsigned int)base, 1),
			 -EBUSY);
	assert_int_equal(irq_domain_associate(d, 0, 1), -EINVAL);
	/* A free number becomes the mapping's own. */
	assert_int_equal(irq_domain_associate(d, 4100, 0), 0);
	assert_int_equal(irq_find_mapping(d, 0), 4100);
	irq_dispose_mapping(4100);
	assert_int_equal(generic_handle_irq(4100), -EINVAL);

	/* The simple ops: one or two cells, no ->map. */
	assert_null(irq_domain_simple_ops.map);
	assert_ptr_equal(irq_domain_simple_ops.xlate,
			 irq_domain_xlate_onetwocell);
	irq_domain_set_pm_device(d, (struct device *)&hits);
	assert_ptr_equal(d->pm_dev, &hits);
	irq_domain_remove(d);
	assert_int_equal(unmaps, 5);
	/* The reserved numbers outlive the domain, blank. */
	assert_null(irq_get_chip((unsigned int)base));
	assert_null(irq_get_chip_data((unsigned int)base));
	assert_int_equal(generic_handle_irq((unsigned int)base), 0);
	irq_free_descs((unsigned int)base, 4);
	assert_int_equal(live_allocs(), live);
}

static void test_status_flags(void **state)
{
	unsigned long live = live_allocs();
	int irq = irq_alloc_desc(0);

	(void)state;
	assert_true(irq > 0);
	irq_set_chip_and_handler((unsigned int)irq, &test_chip,
				 handle_level_irq);
	irq_set_status_flags((unsigned int)irq, IRQ_NOREQUEST | IRQ_NOPROBE);
	assert_int_equal(platdev_irq_status((unsigned int)irq),
			 IRQ_NOREQUEST | IRQ_NOPROBE);
	log_capture_start();
	assert_int_equal(request_irq((unsigned int)irq, handler, 0, "n", &hits),
			 -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "IRQ_NOREQUEST", NULL));
	log_capture_stop();
	irq_clear_status_flags((unsigned int)irq, IRQ_NOREQUEST);
	irq_set_probe((unsigned int)irq);
	assert_int_equal(platdev_irq_status((unsigned int)irq), 0);
	irq_set_noprobe((unsigned int)irq);
	assert_int_equal(platdev_irq_status((unsigned int)irq), IRQ_NOPROBE);
	/* Outside IRQF_MODIFY_MASK: ignored. */
	irq_set_status_flags((unsigned int)irq, IRQ_NO_DEBUG);
	assert_int_equal(platdev_irq_status((unsigned int)irq), IRQ_NOPROBE);
	/* Trigger bits record the type with no chip call. */
	hits = (struct hits){ 0 };
	irq_set_status_flags((unsigned int)irq, IRQ_TYPE_LEVEL_HIGH);
	assert_int_equal(irq_get_trigger_type((unsigned int)irq),
			 IRQ_TYPE_LEVEL_HIGH);
	assert_int_equal(hits.set_type, 0);
	assert_int_equal(platdev_irq_status((unsigned int)irq), IRQ_NOPROBE);

	/* IRQ_NOAUTOEN: requested disabled, started by enable_irq(). */
	irq_set_status_flags((unsigned int)irq, IRQ_NOAUTOEN);
	assert_int_equal(request_irq((unsigned int)irq, handler, 0, "n", &hits),
			 0);
	assert_int_equal(hits.unmask, 0);
	assert_true(irqd_irq_disabled(irq_get_irq_data((unsigned int)irq)));
	generic_handle_irq((unsigned int)irq);
	assert_int_equal(hits.handled, 0);
	enable_irq((unsigned int)irq);
	assert_int_equal(hits.handled, 1); /* the held delivery */
	/* enable_irq()'s, then the level flow's after that delivery */
	assert_int_equal(hits.unmask, 2);
	assert_false(irqd_irq_disabled(irq_get_irq_data((unsigned int)irq)));
	free_irq((unsigned int)irq, &hits);
	assert_true(irqd_irq_disabled(irq_get_irq_data((unsigned int)irq)));

	log_capture_start();
	irq_set_status_flags(PLATDEV_NR_TEST_FREE, IRQ_NOPROBE);
	assert_true(log_has(PLATDEV_LOG_ERR, "irq_modify_status", NULL));
	log_capture_stop();
	assert_int_equal(platdev_irq_status(PLATDEV_NR_TEST_FREE), 0);
	irq_free_desc((unsigned int)irq);
	assert_int_equal(live_allocs(), live);
}

static void test_trigger_type_from_chip(void **state)
{
	unsigned long live = live_allocs();
	int irq = irq_alloc_desc(0);
	struct irq_data *d;

	(void)state;
	assert_true(irq > 0);
	hits = (struct hits){ 0 };
	irq_set_chip_and_handler((unsigned int)irq, &test_chip,
				 handle_level_irq);
	assert_int_equal(
		irq_set_irq_type((unsigned int)irq, IRQ_TYPE_LEVEL_HIGH), 0);
	assert_int_equal(irq_get_trigger_type((unsigned int)irq),
			 IRQ_TYPE_LEVEL_HIGH);
	assert_true(platdev_irq_status((unsigned int)irq) & IRQ_LEVEL);
	d = irq_get_irq_data((unsigned int)irq);
	assert_true(irqd_is_level_type(d));
	/* An error leaves the type; IRQ_SET_MASK_OK_DONE records it. */
	assert_int_equal(irq_set_irq_type((unsigned int)irq,
					  IRQ_TYPE_LEVEL_LOW),
			 -EINVAL);
	assert_int_equal(irqd_get_trigger_type(d), IRQ_TYPE_LEVEL_HIGH);
	assert_int_equal(
		irq_set_irq_type((unsigned int)irq, IRQ_TYPE_EDGE_FALLING), 0);
	assert_int_equal(irqd_get_trigger_type(d), IRQ_TYPE_EDGE_FALLING);
	assert_false(platdev_irq_status((unsigned int)irq) & IRQ_LEVEL);
	/* NOCOPY keeps what the callback recorded, which saw the old type. */
	assert_int_equal(
		irq_set_irq_type((unsigned int)irq, IRQ_TYPE_EDGE_RISING), 0);
	assert_int_equal(hits.seen_type, IRQ_TYPE_EDGE_FALLING);
	assert_int_equal(irqd_get_trigger_type(d), IRQ_TYPE_EDGE_BOTH);
	assert_ptr_equal(irq_get_chip((unsigned int)irq), &other_chip);
	assert_ptr_equal(irq_data_get_irq_chip(d), &other_chip);
	/* Wake: a chip that cannot wake refuses; one that skips it accepts. */
	assert_false(irqd_is_wakeup_set(d));
	assert_int_equal(irq_set_irq_wake((unsigned int)irq, 1), -ENXIO);
	assert_false(irqd_is_wakeup_set(d));
	irq_set_chip((unsigned int)irq, &wake_chip);
	assert_int_equal(irq_set_irq_wake((unsigned int)irq, 1), 0);
	assert_true(irqd_is_wakeup_set(d));
	assert_int_equal(irq_set_irq_wake((unsigned int)irq, 0), 0);
	assert_false(irqd_is_wakeup_set(d));
	irq_free_desc((unsigned int)irq);
	assert_int_equal(live_allocs(), live);
}

static struct irq_desc *chained_desc;
static void *chained_data;
static unsigned int chained_irq;

static void chained(struct irq_desc *desc)
{
	chained_desc = desc;
	chained_data = irq_desc_get_handler_data(desc);
	chained_irq = irq_desc_get_irq(desc);
}

static void test_handler_data(void **state)
{
	unsigned long live = live_allocs();
	int irq = irq_alloc_desc(0);
	struct irq_data *d;

	(void)state;
	assert_true(irq > 0);
	assert_int_equal(irq_set_handler_data(PLATDEV_NR_TEST_FREE, &hits),
			 -EINVAL);
	assert_null(irq_get_handler_data(PLATDEV_NR_TEST_FREE));
	assert_int_equal(irq_set_handler_data((unsigned int)irq, &hits), 0);
	d = irq_get_irq_data((unsigned int)irq);
	assert_ptr_equal(irq_data_get_irq_handler_data(d), &hits);
	/* A chained handler keeps the data set before. */
	irq_set_chained_handler((unsigned int)irq, chained);
	assert_int_equal(generic_handle_irq((unsigned int)irq), 0);
	assert_ptr_equal(chained_data, &hits);
	assert_int_equal(chained_irq, (unsigned int)irq);
	assert_ptr_equal(irq_to_desc((unsigned int)irq), chained_desc);
	assert_false(irq_desc_has_action(chained_desc));
	irq_set_chip_data((unsigned int)irq, &chained_irq);
	assert_ptr_equal(irq_desc_get_chip_data(chained_desc), &chained_irq);
	irq_set_chained_handler((unsigned int)irq, NULL);
	assert_int_equal(request_irq((unsigned int)irq, handler, 0, "h", &hits),
			 0);
	assert_true(irq_has_action((unsigned int)irq));
	free_irq((unsigned int)irq, &hits);
	assert_false(irq_has_action((unsigned int)irq));
	assert_null(irq_to_desc(PLATDEV_NR_TEST_FREE));
	irq_free_desc((unsigned int)irq);
	assert_int_equal(live_allocs(), live);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_alloc_descs),
		cmocka_unit_test(test_alloc_descs_allocation_failures),
		cmocka_unit_test(test_devm_alloc_descs),
		cmocka_unit_test(test_legacy_domain),
		cmocka_unit_test(test_status_flags),
		cmocka_unit_test(test_trigger_type_from_chip),
		cmocka_unit_test(test_handler_data),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
