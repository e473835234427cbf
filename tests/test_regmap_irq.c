// SPDX-License-Identifier: MIT
/*
 * test_regmap_irq.c - an interrupt controller in registers, as Linux
 * 6.12's regmap-irq drives it: every line masked when the chip is added
 * (mask bits set, unmask bits cleared), a line's enable written through
 * the slow-bus unlock, the parent's thread reading the status,
 * acknowledging the pending unmasked bits and running the child's
 * handler nested in it; regmap_irq_get_virq(), regmap_irq_get_domain(),
 * regmap_irq_chip_get_base(); -EINVAL for a chip without lines or with a
 * line beyond its registers, the parent request's error, -ENOMEM.
 */
#include <linux/interrupt.h>
#include <linux/irqdomain.h>
#include <linux/regmap.h>
#include <platdev/port.h>

#include "testutil.h"

/* At 0 a base means none, as in Linux: the registers start at 4. */
enum { REG_IP = 4, REG_IE = 5, REG_MASK = 6, NREGS = 8 };

/* The controller: IP is write-one-to-clear, the others plain. */
struct cpld {
	unsigned int r[NREGS];
	int fail_read; /* the status read fails */
};

static int cpld_read(void *context, unsigned int reg, unsigned int *val)
{
	struct cpld *c = context;

	if (reg == REG_IP && c->fail_read)
		return -EIO;
	*val = c->r[reg];
	return 0;
}

static int cpld_write(void *context, unsigned int reg, unsigned int val)
{
	struct cpld *c = context;

	if (reg == REG_IP)
		c->r[reg] &= ~val;
	else
		c->r[reg] = val;
	return 0;
}

static const struct regmap_config cpld_cfg = {
	.reg_bits = 8,
	.val_bits = 8,
	.max_register = NREGS - 1,
	.reg_read = cpld_read,
	.reg_write = cpld_write,
};

static const struct regmap_irq cpld_irqs[] = {
	REGMAP_IRQ_REG_LINE(0, 8), REGMAP_IRQ_REG_LINE(1, 8),
	REGMAP_IRQ_REG_LINE(2, 8), REGMAP_IRQ_REG_LINE(3, 8),
	REGMAP_IRQ_REG_LINE(4, 8), REGMAP_IRQ_REG_LINE(5, 8),
};

static struct regmap_irq_chip chip_ie = {
	.name = "cpld-irq",
	.irqs = cpld_irqs,
	.num_irqs = ARRAY_SIZE(cpld_irqs),
	.num_regs = 1,
	.status_base = REG_IP,
	.unmask_base = REG_IE,
	.ack_base = REG_IP,
};

static const struct irq_domain_ops parent_ops;
static struct irq_domain *parent_domain;
static unsigned int parent;
static struct cpld hw;
static struct regmap *map;
static int runs;

static irqreturn_t child(int irq, void *dev_id)
{
	(void)irq;
	(void)dev_id;
	runs++;
	return IRQ_HANDLED;
}

static int setup(void **state)
{
	(void)state;
	memset(&hw, 0, sizeof(hw));
	runs = 0;
	map = regmap_init(NULL, NULL, &hw, &cpld_cfg);
	parent_domain = irq_domain_add_linear(NULL, 1, &parent_ops, NULL);
	parent = parent_domain ? irq_create_mapping(parent_domain, 0) : 0;
	return IS_ERR(map) || !parent ? -1 : 0;
}

static int teardown(void **state)
{
	(void)state;
	irq_dispose_mapping(parent);
	irq_domain_remove(parent_domain);
	regmap_exit(map);
	return 0;
}

/* The parent fires; its thread has run when this returns. */
static void fire(void)
{
	assert_int_equal(generic_handle_irq(parent), 0);
	synchronize_irq(parent);
}

static void test_delivery(void **state)
{
	struct regmap_irq_chip_data *d;
	unsigned long before = live_allocs();
	int virq;

	(void)state;
	hw.r[REG_IE] = 0xff;
	assert_int_equal(
		regmap_add_irq_chip(map, (int)parent, 0, 0, &chip_ie, &d), 0);
	/* Every line masked: their enable bits cleared. */
	assert_int_equal(hw.r[REG_IE], 0xc0);
	assert_non_null(regmap_irq_get_domain(d));
	assert_null(regmap_irq_get_domain(NULL));
	assert_int_equal(regmap_irq_chip_get_base(d), -EINVAL);

	virq = regmap_irq_get_virq(d, 3);
	assert_true(virq > 0);
	assert_int_equal(irq_find_mapping(regmap_irq_get_domain(d), 3),
			 (unsigned int)virq);
	assert_int_equal(regmap_irq_get_virq(d, 6), -EINVAL);
	assert_int_equal(regmap_irq_get_virq(d, -1), -EINVAL);
	/* A nested line: the handler is its thread function. */
	assert_int_equal(request_any_context_irq((unsigned int)virq, child, 0,
						 "child", &runs),
			 IRQC_IS_NESTED);
	assert_int_equal(hw.r[REG_IE], 0xc0 | BIT(3));

	/* Lines 3 and 5 pending: 3 runs and is acknowledged, 5 is masked. */
	hw.r[REG_IP] = BIT(3) | BIT(5);
	fire();
	assert_int_equal(runs, 1);
	assert_int_equal(hw.r[REG_IP], BIT(5));

	/* Disabled: its enable bit is cleared, a delivery does not run it. */
	disable_irq((unsigned int)virq);
	assert_int_equal(hw.r[REG_IE], 0xc0);
	hw.r[REG_IP] = BIT(3);
	fire();
	assert_int_equal(runs, 1);
	enable_irq((unsigned int)virq);
	fire();
	assert_int_equal(runs, 2);
	assert_int_equal(hw.r[REG_IP], 0);

	/* A status that cannot be read delivers nothing. */
	hw.r[REG_IP] = BIT(3);
	hw.fail_read = 1;
	fire();
	assert_int_equal(runs, 2);
	hw.fail_read = 0;

	free_irq((unsigned int)virq, &runs);
	regmap_del_irq_chip((int)parent, d);
	regmap_del_irq_chip((int)parent, NULL);
	assert_false(irq_has_action(parent));
	assert_int_equal(live_allocs(), before);
}

static void test_mask_register(void **state)
{
	struct regmap_irq_chip chip = chip_ie;
	struct regmap_irq_chip_data *d;
	int virq;

	(void)state;
	/* A mask register: bit set is masked; pending bits acked at add. */
	chip.unmask_base = 0;
	chip.mask_base = REG_MASK;
	chip.init_ack_masked = 1;
	hw.r[REG_IP] = BIT(0) | BIT(7);
	assert_int_equal(
		regmap_add_irq_chip(map, (int)parent, 0, 100, &chip, &d), 0);
	assert_int_equal(hw.r[REG_MASK], 0x3f);
	assert_int_equal(hw.r[REG_IP], BIT(7)); /* no line of ours */
	assert_int_equal(regmap_irq_chip_get_base(d), 100);
	virq = regmap_irq_get_virq(d, 0);
	assert_int_equal(request_any_context_irq((unsigned int)virq, child, 0,
						 "child", &runs),
			 IRQC_IS_NESTED);
	assert_int_equal(hw.r[REG_MASK], 0x3e);
	hw.r[REG_IP] = BIT(0);
	fire();
	assert_int_equal(runs, 1);
	free_irq((unsigned int)virq, &runs);
	assert_int_equal(hw.r[REG_MASK], 0x3f);
	regmap_del_irq_chip((int)parent, d);
}

static void test_errors(void **state)
{
	struct regmap_irq_chip chip = chip_ie;
	static const struct regmap_irq beyond[] = { REGMAP_IRQ_REG(0, 1,
								   BIT(0)) };
	struct regmap_irq_chip_data *d = NULL;
	unsigned long before = live_allocs();
	int ret;

	(void)state;
	chip.num_irqs = 0;
	assert_int_equal(regmap_add_irq_chip(map, (int)parent, 0, 0, &chip, &d),
			 -EINVAL);
	chip = chip_ie;
	chip.irqs = beyond;
	chip.num_irqs = 1;
	assert_int_equal(regmap_add_irq_chip(map, (int)parent, 0, 0, &chip, &d),
			 -EINVAL);
	/* The parent cannot be requested: its error, nothing left behind. */
	assert_int_equal(regmap_add_irq_chip(map, 0, 0, 0, &chip_ie, &d),
			 -EINVAL);
	assert_null(d);
	assert_int_equal(live_allocs(), before);
	for (long n = 0;; n++) {
		platdev_port_fail_alloc_after(n, 0);
		ret = regmap_add_irq_chip(map, (int)parent, 0, 0, &chip_ie, &d);
		platdev_port_fail_alloc_after(-1, 0);
		if (!ret)
			break;
		assert_int_equal(ret, -ENOMEM);
		assert_int_equal(live_allocs(), before);
	}
	regmap_del_irq_chip((int)parent, d);
	assert_int_equal(live_allocs(), before);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_delivery, setup, teardown),
		cmocka_unit_test_setup_teardown(test_mask_register, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_errors, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
