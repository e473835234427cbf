// SPDX-License-Identifier: MIT
/*
 * test_irq_generic_chip.c - generic interrupt chips: the irq_gc_*
 * callbacks on a register block in memory, chips over reserved numbers
 * and the generic chips of a domain.
 */
#include <stdio.h>

#include <linux/interrupt.h>
#include <linux/irq.h>
#include <linux/irqdomain.h>
#include <linux/platform_device.h>
#include <linux/syscore_ops.h>

#include "testutil.h"

enum { R_MASK, R_ACK, R_EN, R_DIS, R_EOI, R_NREGS };

static u32 regs[R_NREGS];

#define OFF(r) ((r)*4)

static int handled;

static irqreturn_t handler(int irq, void *dev_id)
{
	(void)irq;
	(void)dev_id;
	handled++;
	return IRQ_HANDLED;
}

static int gc_set_type(struct irq_data *d, unsigned int type)
{
	return irq_setup_alt_chip(d, type);
}

static struct irq_chip_generic *two_types(unsigned int base)
{
	struct irq_chip_generic *gc = irq_alloc_generic_chip(
		"gc", 2, base, (void __iomem *)regs, handle_level_irq);
	struct irq_chip_type *ct;

	assert_non_null(gc);
	ct = &gc->chip_types[0];
	ct->type = IRQ_TYPE_LEVEL_MASK;
	ct->chip.irq_mask = irq_gc_mask_clr_bit;
	ct->chip.irq_unmask = irq_gc_mask_set_bit;
	ct->chip.irq_ack = irq_gc_ack_set_bit;
	ct->chip.irq_set_type = gc_set_type;
	ct->regs.mask = OFF(R_MASK);
	ct->regs.ack = OFF(R_ACK);
	ct = &gc->chip_types[1];
	ct->type = IRQ_TYPE_EDGE_BOTH;
	ct->chip.irq_mask = irq_gc_mask_disable_reg;
	ct->chip.irq_unmask = irq_gc_unmask_enable_reg;
	ct->chip.irq_ack = irq_gc_ack_clr_bit;
	ct->chip.irq_eoi = irq_gc_eoi;
	ct->chip.irq_set_type = gc_set_type;
	ct->regs.enable = OFF(R_EN);
	ct->regs.disable = OFF(R_DIS);
	ct->regs.ack = OFF(R_ACK);
	ct->regs.eoi = OFF(R_EOI);
	ct->handler = handle_edge_irq;
	return gc;
}

static void test_generic_chip_lines(void **state)
{
	unsigned long live = live_allocs();
	struct irq_chip_generic *gc;
	struct irq_data *d;
	unsigned int irq;
	int base;

	(void)state;
	assert_null(irq_alloc_generic_chip("gc", 0, 1, NULL, NULL));
	base = irq_alloc_descs(-1, 5000, 8, 0);
	assert_true(base > 0);
	memset(regs, 0, sizeof(regs));
	regs[R_MASK] = 0x80; /* read into the cache */
	gc = two_types((unsigned int)base);
	irq_setup_generic_chip(gc, IRQ_MSK(8) & ~BIT(1), IRQ_GC_INIT_MASK_CACHE,
			       0, IRQ_NOPROBE);
	assert_int_equal(gc->mask_cache, 0x80);
	assert_int_equal(gc->irq_cnt, 8);
	assert_int_equal(gc->installed, 0xfd);
	irq = (unsigned int)base + 2;
	d = irq_get_irq_data(irq);
	assert_int_equal(d->mask, BIT(2));
	assert_ptr_equal(irq_data_get_chip_type(d), &gc->chip_types[0]);
	assert_ptr_equal(irq_get_chip_data(irq), gc);
	assert_true(platdev_irq_status(irq) & IRQ_NOPROBE);
	assert_null(irq_get_chip((unsigned int)base + 1)); /* not in msk */

	/* Level: mask-cache bit set at startup, cleared while handled. */
	assert_int_equal(
		request_irq(irq, handler, IRQF_TRIGGER_HIGH, "l", &handled), 0);
	assert_int_equal(regs[R_MASK], 0x84);
	regs[R_ACK] = 0;
	handled = 0;
	assert_int_equal(generic_handle_irq(irq), 0);
	assert_int_equal(handled, 1);
	assert_int_equal(regs[R_ACK], BIT(2));
	assert_int_equal(regs[R_MASK], 0x84);
	disable_irq(irq);
	assert_int_equal(regs[R_MASK], 0x80);
	enable_irq(irq);
	free_irq(irq, &handled);

	/* Edge: the second type, by ->irq_set_type; enable/disable regs. */
	assert_int_equal(irq_set_irq_type(irq, IRQ_TYPE_EDGE_RISING), 0);
	assert_ptr_equal(irq_get_chip(irq), &gc->chip_types[1].chip);
	assert_int_equal(request_irq(irq, handler, 0, "e", &handled), 0);
	assert_int_equal(regs[R_EN], BIT(2));
	assert_int_equal(gc->mask_cache & BIT(2), BIT(2));
	assert_int_equal(generic_handle_irq(irq), 0);
	assert_int_equal(regs[R_ACK], (u32)~BIT(2)); /* ack_clr_bit */
	disable_irq(irq);
	assert_int_equal(regs[R_DIS], BIT(2));
	assert_int_equal(gc->mask_cache & BIT(2), 0);
	enable_irq(irq);
	free_irq(irq, &handled);
	/* No type serves it. */
	assert_int_equal(irq_set_irq_type(irq, IRQ_TYPE_NONE), -EINVAL);

	/* Wake: only lines in wake_enabled. */
	d = irq_get_irq_data(irq);
	assert_int_equal(irq_gc_set_wake(d, 1), -EINVAL);
	gc->wake_enabled = BIT(2);
	assert_int_equal(irq_gc_set_wake(d, 1), 0);
	assert_int_equal(gc->wake_active, BIT(2));
	assert_int_equal(irq_gc_set_wake(d, 0), 0);
	assert_int_equal(gc->wake_active, 0);

	/* The other callbacks on a copy of the line's data. */
	{
		struct irq_data copy = *d;

		copy.chip = &gc->chip_types[1].chip;
		irq_gc_eoi(&copy);
		assert_int_equal(regs[R_EOI], BIT(2));
		regs[R_ACK] = 0;
		irq_gc_mask_disable_and_ack_set(&copy);
		assert_int_equal(regs[R_ACK], BIT(2));
		irq_gc_noop(&copy);
	}

	irq_remove_generic_chip(gc, IRQ_MSK(8), IRQ_NOPROBE, 0);
	assert_ptr_equal(irq_get_chip(irq), &no_irq_chip);
	assert_null(irq_get_chip_data(irq));
	assert_false(platdev_irq_status(irq) & IRQ_NOPROBE);
	assert_int_equal(gc->installed, 0);
	irq_free_generic_chip(gc);
	irq_free_descs((unsigned int)base, 8);
	assert_int_equal(live_allocs(), live);
}

static u32 be_read_seen;

static u32 own_readl(void __iomem *addr)
{
	be_read_seen = (u32)((u32 *)addr - regs);
	return 0x5a;
}

static void test_mask_cache_per_type(void **state)
{
	unsigned long live = live_allocs();
	struct irq_chip_generic *gc;
	int base = irq_alloc_descs(-1, 5100, 2, 0);

	(void)state;
	assert_true(base > 0);
	gc = two_types((unsigned int)base);
	gc->chip_types[1].regs.mask = OFF(R_EOI);
	gc->reg_readl = own_readl;
	irq_setup_generic_chip(gc, 0x3,
			       IRQ_GC_INIT_MASK_CACHE |
				       IRQ_GC_MASK_CACHE_PER_TYPE |
				       IRQ_GC_NO_MASK,
			       0, 0);
	assert_ptr_equal(gc->chip_types[1].mask_cache,
			 &gc->chip_types[1].mask_cache_priv);
	assert_int_equal(gc->chip_types[1].mask_cache_priv, 0x5a);
	assert_int_equal(be_read_seen, R_EOI);
	assert_int_equal(irq_get_irq_data((unsigned int)base + 1)->mask, 0);
	irq_remove_generic_chip(gc, 0x3, 0, 0);
	irq_free_generic_chip(gc);
	irq_free_descs((unsigned int)base, 2);
	assert_int_equal(live_allocs(), live);
}

static void test_devm_generic_chip(void **state)
{
	unsigned long live = live_allocs();
	struct platform_device *pdev =
		platform_device_alloc("gc", PLATFORM_DEVID_NONE);
	struct irq_chip_generic *gc;
	int base = irq_alloc_descs(-1, 5200, 4, 0);

	(void)state;
	assert_non_null(pdev);
	platdev_port_fail_alloc_after(0, 0);
	assert_null(devm_irq_alloc_generic_chip(&pdev->dev, "gc", 1,
						(unsigned int)base, regs,
						handle_level_irq));
	platdev_port_fail_alloc_after(1, 0);
	assert_null(devm_irq_alloc_generic_chip(&pdev->dev, "gc", 1,
						(unsigned int)base, regs,
						handle_level_irq));
	platdev_port_fail_alloc_after(-1, 0);
	gc = devm_irq_alloc_generic_chip(&pdev->dev, "gc", 1,
					 (unsigned int)base, regs,
					 handle_level_irq);
	assert_non_null(gc);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(devm_irq_setup_generic_chip(&pdev->dev, gc, 0xf, 0, 0,
						     0),
			 -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_null(irq_get_chip((unsigned int)base));
	/* As gpio-mxc: the lines become requestable. */
	irq_set_status_flags((unsigned int)base, IRQ_NOREQUEST);
	assert_int_equal(devm_irq_setup_generic_chip(&pdev->dev, gc, 0xf, 0,
						     IRQ_NOREQUEST, 0),
			 0);
	assert_ptr_equal(irq_get_chip((unsigned int)base),
			 &gc->chip_types[0].chip);
	assert_int_equal(platdev_irq_status((unsigned int)base), 0);
	assert_int_equal(devres_release_all(&pdev->dev), 2);
	assert_ptr_equal(irq_get_chip((unsigned int)base), &no_irq_chip);
	irq_free_descs((unsigned int)base, 4);
	platform_device_put(pdev);
	assert_int_equal(live_allocs(), live);
}

static int inits, exits, fail_init_at;

static int dgc_init(struct irq_chip_generic *gc)
{
	if (inits++ == fail_init_at)
		return -EIO;
	gc->reg_base = regs;
	gc->chip_types[0].regs.mask = OFF(R_MASK);
	gc->chip_types[0].chip.irq_mask = irq_gc_mask_clr_bit;
	gc->chip_types[0].chip.irq_unmask = irq_gc_mask_set_bit;
	return 0;
}

static void dgc_exit(struct irq_chip_generic *gc)
{
	(void)gc;
	exits++;
}

static void test_domain_generic_chips(void **state)
{
	unsigned long live = live_allocs();
	struct irq_domain *d;
	struct irq_chip_generic *gc;
	struct irq_domain_chip_generic_info info = {
		.name = "dgc",
		.handler = handle_level_irq,
		.irqs_per_chip = 32,
		.num_ct = 1,
		.irq_flags_to_clear = IRQ_NOREQUEST,
		.irq_flags_to_set = IRQ_NOPROBE,
		.gc_flags = IRQ_GC_INIT_MASK_CACHE,
		.init = dgc_init,
		.exit = dgc_exit,
	};
	unsigned int virq;

	(void)state;
	d = irq_domain_add_linear(NULL, 40, &irq_generic_chip_ops, NULL);
	assert_non_null(d);
	/* Without chips the domain maps nothing. */
	assert_int_equal(irq_create_mapping(d, 1), 0);
	assert_null(irq_get_domain_generic_chip(d, 1));

	/* ->init failing for the second chip: the first is undone. */
	inits = exits = 0;
	fail_init_at = 1;
	assert_int_equal(irq_domain_alloc_generic_chips(d, &info), -EIO);
	assert_int_equal(exits, 1);
	assert_null(d->gc);
	assert_int_equal(live_allocs() - live, 1 + 1); /* domain + revmap */

	fail_init_at = -1;
	regs[R_MASK] = 0x1;
	assert_int_equal(irq_alloc_domain_generic_chips(
				 d, 32, 1, "dgc", handle_level_irq,
				 IRQ_NOREQUEST, IRQ_NOPROBE,
				 IRQ_GC_INIT_MASK_CACHE),
			 0);
	assert_int_equal(irq_domain_alloc_generic_chips(d, &info), -EINVAL);
	assert_int_equal(d->gc->num_chips, 2);
	gc = irq_get_domain_generic_chip(d, 33);
	assert_ptr_equal(gc, d->gc->gc[1]);
	assert_int_equal(gc->irq_base, 32);
	assert_null(irq_get_domain_generic_chip(d, 64));
	gc->reg_base = regs;
	gc->chip_types[0].regs.mask = OFF(R_MASK);
	gc->chip_types[0].chip.irq_unmask = irq_gc_mask_set_bit;
	gc->unused = BIT(2);

	virq = irq_create_mapping(d, 33);
	assert_true(virq);
	assert_int_equal(gc->mask_cache, 0x1);
	assert_int_equal(gc->installed, BIT(1));
	assert_int_equal(irq_get_irq_data(virq)->mask, BIT(1));
	assert_ptr_equal(irq_get_chip_data(virq), gc);
	assert_int_equal(platdev_irq_status(virq), IRQ_NOPROBE);
	assert_int_equal(irq_create_mapping(d, 34), 0); /* unused */
	assert_int_equal(irq_map_generic_chip(d, virq, 33), -EBUSY);
	assert_int_equal(request_irq(virq, handler, 0, "d", &handled), 0);
	assert_int_equal(regs[R_MASK], 0x3);
	free_irq(virq, &handled);
	irq_dispose_mapping(virq);
	assert_int_equal(gc->installed, 0);

	exits = 0;
	irq_domain_remove_generic_chips(d);
	assert_int_equal(exits, 0); /* the short form has no ->exit */
	assert_null(d->gc);
	irq_domain_remove_generic_chips(d);

	/* Allocation failures leave nothing behind. */
	info.init = NULL;
	for (long n = 0;; n++) {
		int ret;

		assert_true(n < 8);
		platdev_port_fail_alloc_after(n, 0);
		ret = irq_domain_alloc_generic_chips(d, &info);
		platdev_port_fail_alloc_after(-1, 0);
		if (!ret)
			break;
		assert_int_equal(ret, -ENOMEM);
		assert_int_equal(live_allocs() - live, 2);
	}
	exits = 0;
	irq_domain_remove_generic_chips(d);
	assert_int_equal(exits, 2);
	info.irqs_per_chip = 33;
	assert_int_equal(irq_domain_alloc_generic_chips(d, &info), -EINVAL);
	irq_domain_remove(d);
	assert_int_equal(live_allocs(), live);
}

static char pm_events[64];

static void pm_event(const char *what, struct irq_data *d)
{
	char one[16];

	snprintf(one, sizeof(one), "%s%u ", what, d ? d->irq : 0);
	strncat(pm_events, one, sizeof(pm_events) - strlen(pm_events) - 1);
}

static void pm_irq_suspend(struct irq_data *d)
{
	pm_event("s", d);
}

static void pm_irq_resume(struct irq_data *d)
{
	pm_event("r", d);
}

static void pm_irq_shutdown(struct irq_data *d)
{
	pm_event("x", d);
}

static void pm_gc_suspend(struct irq_chip_generic *gc)
{
	(void)gc;
	pm_event("S", NULL);
}

static void pm_gc_resume(struct irq_chip_generic *gc)
{
	(void)gc;
	pm_event("R", NULL);
}

/*
 * As Linux's generic chip: the system core's suspend calls each chip set
 * up with the data of its first line, irq_suspend then gc->suspend;
 * resume gc->resume then irq_resume; shutdown irq_pm_shutdown. A chip
 * removed is no longer called.
 */
static void test_pm_callbacks(void **state)
{
	unsigned long live = live_allocs();
	struct irq_chip_generic *gc;
	int base = irq_alloc_descs(-1, 5300, 4, 0);
	char want[64];

	(void)state;
	assert_true(base > 0);
	gc = irq_alloc_generic_chip("gc", 1, (unsigned int)base,
				    (void __iomem *)regs, handle_level_irq);
	assert_non_null(gc);
	gc->chip_types[0].chip.irq_suspend = pm_irq_suspend;
	gc->chip_types[0].chip.irq_resume = pm_irq_resume;
	gc->chip_types[0].chip.irq_pm_shutdown = pm_irq_shutdown;
	gc->suspend = pm_gc_suspend;
	gc->resume = pm_gc_resume;
	irq_setup_generic_chip(gc, BIT(1) | BIT(2), 0, 0, 0);
	pm_events[0] = 0;
	assert_int_equal(syscore_suspend(), 0);
	syscore_resume();
	syscore_shutdown();
	snprintf(want, sizeof(want), "s%d S0 R0 r%d x%d ", base + 1, base + 1,
		 base + 1);
	assert_string_equal(pm_events, want);

	irq_remove_generic_chip(gc, BIT(1) | BIT(2), 0, 0);
	pm_events[0] = 0;
	assert_int_equal(syscore_suspend(), 0);
	syscore_resume();
	assert_string_equal(pm_events, "");
	irq_free_generic_chip(gc);
	irq_free_descs((unsigned int)base, 4);
	assert_int_equal(live_allocs(), live);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_generic_chip_lines),
		cmocka_unit_test(test_mask_cache_per_type),
		cmocka_unit_test(test_devm_generic_chip),
		cmocka_unit_test(test_domain_generic_chips),
		cmocka_unit_test(test_pm_callbacks),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
