// SPDX-License-Identifier: MIT
/*
 * test_gpio_sifive.c - Linux 6.12's drivers/gpio/gpio-sifive.c, built
 * unchanged and strictly, probes a SiFive GPIO block on a simulated board.
 * Each of its lines has an interrupt of the PLIC, and its interrupt chip
 * is a domain stacked on the PLIC's (gpiolib's hierarchy: parent_domain,
 * child_to_parent_hwirq): a consumer's gpiod_to_irq() allocates the line
 * in both domains under one number; the block's model raising the PLIC
 * line on an edge of the pin reaches the consumer's handler (the PLIC's
 * fasteoi flow, the driver's eoi clearing the edge and passing it to the
 * PLIC); disabling the interrupt reaches the PLIC (the driver's
 * irq_disable calls irq_chip_disable_parent()), as do the trigger type's
 * edges in the block's enable registers, and a wake request.
 *
 * The PLIC here is the test's own small driver: Linux's needs the RISC-V
 * per-hart controller and CPU hotplug. It is a hierarchical domain
 * (ops->alloc) whose chip records, per source, whether it is enabled,
 * and counts completions and wake requests.
 */
#include <linux/gpio/consumer.h>
#include <linux/gpio/driver.h>
#include <linux/interrupt.h>
#include <linux/irqdomain.h>
#include <linux/of.h>
#include <linux/platform_device.h>
#include <platdev/sim.h>

#include "../testutil.h"
#include "sim_board.h"

#define NR_PINS 4
#define FIRST_SOURCE 7 /* the block's pins are PLIC sources 7.. */

#define INPUT_VAL 0x00
#define RISE_IE 0x18
#define RISE_IP 0x1c
#define FALL_IE 0x20
#define FALL_IP 0x24
#define HIGH_IE 0x28
#define HIGH_IP 0x2c
#define LOW_IE 0x30
#define LOW_IP 0x34

/* --- the PLIC: a hierarchical domain of the test's own --- */

struct plic {
	struct irq_domain *domain;
	bool enabled[64];
	int completed[64];
	int wake[64];
};

static struct plic plic;

static void plic_mask(struct irq_data *d)
{
	plic.enabled[d->hwirq] = false;
}

static void plic_unmask(struct irq_data *d)
{
	plic.enabled[d->hwirq] = true;
}

static void plic_eoi(struct irq_data *d)
{
	plic.completed[d->hwirq]++;
}

static int plic_set_wake(struct irq_data *d, unsigned int on)
{
	plic.wake[d->hwirq] = (int)on;
	return 0;
}

static const struct irq_chip plic_chip = {
	.name = "test-plic",
	.irq_mask = plic_mask,
	.irq_unmask = plic_unmask,
	.irq_eoi = plic_eoi,
	.irq_set_wake = plic_set_wake,
};

static int plic_alloc(struct irq_domain *d, unsigned int virq,
		      unsigned int nr_irqs, void *arg)
{
	unsigned long hwirq;
	unsigned int type, i;
	int ret = irq_domain_translate_onecell(d, arg, &hwirq, &type);

	if (ret)
		return ret;
	for (i = 0; i < nr_irqs; i++)
		irq_domain_set_info(d, virq + i, hwirq + i, &plic_chip, &plic,
				    handle_fasteoi_irq, NULL, NULL);
	return 0;
}

static const struct irq_domain_ops plic_ops = {
	.translate = irq_domain_translate_onecell,
	.alloc = plic_alloc,
	.free = irq_domain_free_irqs_top,
};

static int plic_probe(struct platform_device *pdev)
{
	plic.domain = irq_domain_create_linear(dev_fwnode(&pdev->dev), 64,
					       &plic_ops, &plic);
	return plic.domain ? 0 : -ENOMEM;
}

static void plic_remove(struct platform_device *pdev)
{
	(void)pdev;
	irq_domain_remove(plic.domain);
}

static const struct of_device_id plic_match[] = {
	{ .compatible = "sifive,plic-1.0.0" },
	{}
};

static struct platform_driver plic_driver = {
	.probe = plic_probe,
	.remove = plic_remove,
	.driver = { .name = "test-plic", .of_match_table = plic_match },
};

/* --- the GPIO block's model: edges latch, each pin its PLIC line --- */

static struct platdev_sim_instance *block;

static void block_lines(struct platdev_sim_instance *inst)
{
	u32 pending = (platdev_sim_reg_get(inst, RISE_IP) &
		       platdev_sim_reg_get(inst, RISE_IE)) |
		      (platdev_sim_reg_get(inst, FALL_IP) &
		       platdev_sim_reg_get(inst, FALL_IE)) |
		      (platdev_sim_reg_get(inst, HIGH_IP) &
		       platdev_sim_reg_get(inst, HIGH_IE)) |
		      (platdev_sim_reg_get(inst, LOW_IP) &
		       platdev_sim_reg_get(inst, LOW_IE));

	for (unsigned int pin = 0; pin < NR_PINS; pin++)
		platdev_sim_irq_set(inst, pin, !!(pending & BIT(pin)));
}

static void block_write(struct platdev_sim_instance *inst,
			const struct platdev_sim_reg *reg, u32 old, u32 written)
{
	(void)reg;
	(void)old;
	(void)written;
	block_lines(inst);
}

static const struct platdev_sim_reg block_regs[] = {
	{ .name = "input_val", .offset = INPUT_VAL },
	{ .name = "input_en", .offset = 0x04, .rw = ~0u },
	{ .name = "output_en", .offset = 0x08, .rw = ~0u },
	{ .name = "output_val", .offset = 0x0c, .rw = ~0u },
	{ .name = "rise_ie",
	  .offset = RISE_IE,
	  .rw = ~0u,
	  .on_write = block_write },
	{ .name = "rise_ip",
	  .offset = RISE_IP,
	  .w1c = ~0u,
	  .on_write = block_write },
	{ .name = "fall_ie",
	  .offset = FALL_IE,
	  .rw = ~0u,
	  .on_write = block_write },
	{ .name = "fall_ip",
	  .offset = FALL_IP,
	  .w1c = ~0u,
	  .on_write = block_write },
	{ .name = "high_ie",
	  .offset = HIGH_IE,
	  .rw = ~0u,
	  .on_write = block_write },
	{ .name = "high_ip",
	  .offset = HIGH_IP,
	  .w1c = ~0u,
	  .on_write = block_write },
	{ .name = "low_ie",
	  .offset = LOW_IE,
	  .rw = ~0u,
	  .on_write = block_write },
	{ .name = "low_ip",
	  .offset = LOW_IP,
	  .w1c = ~0u,
	  .on_write = block_write },
	{ .name = "output_xor", .offset = 0x40, .rw = ~0u },
	{}
};

static int block_create(struct platdev_sim_instance *inst)
{
	block = inst;
	return 0;
}

static const struct of_device_id block_match[] = { { .compatible =
							     "sifive,gpio0" },
						   {} };

static struct platdev_sim_model block_model = {
	.name = "sifive-gpio",
	.of_match_table = block_match,
	.regs = block_regs,
	.create = block_create,
};

/* Drive pin @pin to @level from outside: its edge latches. */
static void set_pin(unsigned int pin, int level)
{
	u32 in = platdev_sim_reg_get(block, INPUT_VAL), bit = BIT(pin);
	u32 now = level ? in | bit : in & ~bit;

	platdev_sim_reg_set(block, INPUT_VAL, now);
	if (now & ~in)
		platdev_sim_reg_set(block, RISE_IP,
				    platdev_sim_reg_get(block, RISE_IP) | bit);
	if (in & ~now)
		platdev_sim_reg_set(block, FALL_IP,
				    platdev_sim_reg_get(block, FALL_IP) | bit);
	block_lines(block);
}

/* --- the consumer --- */

static struct gpio_desc *button;
static int button_irq;
static unsigned int presses;

static irqreturn_t button_isr(int irq, void *dev_id)
{
	(void)irq;
	(void)dev_id;
	presses++;
	return IRQ_HANDLED;
}

static int user_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;

	button = devm_gpiod_get(dev, "button", GPIOD_IN);
	if (IS_ERR(button))
		return (int)PTR_ERR(button);
	button_irq = gpiod_to_irq(button);
	if (button_irq < 0)
		return button_irq;
	return devm_request_irq(dev, (unsigned int)button_irq, button_isr,
				IRQF_TRIGGER_RISING, "button", NULL);
}

static const struct of_device_id user_match[] = {
	{ .compatible = "test,sifive-gpio-user" },
	{}
};

static struct platform_driver user_driver = {
	.probe = user_probe,
	.driver = { .name = "sifive-gpio-user", .of_match_table = user_match },
};

static void test_gpio_sifive(void **state)
{
	const unsigned int source = FIRST_SOURCE + 2; /* the button's */
	struct gpio_chip *gc;
	struct irq_data *d;
	struct device *dev;

	(void)state;
	assert_int_equal(platdev_sim_model_register(&block_model), 0);
	assert_int_equal(platform_driver_register(&plic_driver), 0);
	linux_sim_board_up(PLATDEV_LINUX_DTB, &user_driver);
	dev = test_device_of("/gpio@10060000");
	assert_non_null(dev->driver);
	assert_string_equal(dev->driver->name, "sifive_gpio");
	assert_non_null(test_device_of("/device@10070000")->driver);
	gc = gpiod_to_chip(button);
	assert_int_equal(gc->ngpio, NR_PINS);

	/* One number in both domains: the block's line 2, PLIC source 9. */
	assert_true(button_irq > 0);
	d = irq_get_irq_data((unsigned int)button_irq);
	assert_int_equal(irqd_to_hwirq(d), 2);
	assert_true(irq_domain_is_hierarchy(d->domain));
	assert_ptr_equal(d->domain->parent, plic.domain);
	assert_non_null(d->parent_data);
	assert_ptr_equal(d->parent_data->domain, plic.domain);
	assert_int_equal(d->parent_data->hwirq, source);
	assert_int_equal(irq_find_mapping(plic.domain, source),
			 (unsigned int)button_irq);
	/* Requested: enabled at the PLIC, rising edges enabled in the block. */
	assert_true(plic.enabled[source]);
	assert_false(plic.enabled[source - 1]);
	assert_int_equal(platdev_sim_reg_get(block, RISE_IE), BIT(2));
	assert_int_equal(platdev_sim_reg_get(block, FALL_IE), 0);

	/* A rising edge: the PLIC's line, the handler, the completion. */
	set_pin(2, 1);
	assert_int_equal(presses, 1);
	assert_int_equal(plic.completed[source], 1);
	assert_int_equal(platdev_sim_reg_get(block, RISE_IP), 0);
	set_pin(2, 0);
	assert_int_equal(presses, 1);
	set_pin(2, 1);
	assert_int_equal(presses, 2);
	set_pin(2, 0);

	/* Disabled: off at the block and at the PLIC; no delivery. */
	disable_irq((unsigned int)button_irq);
	assert_false(plic.enabled[source]);
	assert_int_equal(platdev_sim_reg_get(block, RISE_IE), 0);
	set_pin(2, 1);
	assert_int_equal(presses, 2);
	set_pin(2, 0);
	enable_irq((unsigned int)button_irq);
	assert_true(plic.enabled[source]);
	assert_int_equal(platdev_sim_reg_get(block, RISE_IE), BIT(2));

	/* Both edges now, and a wake request passed to the PLIC. */
	assert_int_equal(irq_set_irq_type((unsigned int)button_irq,
					  IRQ_TYPE_EDGE_BOTH),
			 0);
	assert_int_equal(platdev_sim_reg_get(block, FALL_IE), BIT(2));
	set_pin(2, 1);
	set_pin(2, 0);
	assert_int_equal(presses, 4);
	assert_int_equal(enable_irq_wake((unsigned int)button_irq), 0);
	assert_int_equal(plic.wake[source], 1);
	assert_int_equal(disable_irq_wake((unsigned int)button_irq), 0);
	assert_int_equal(plic.wake[source], 0);

	/* The line is an interrupt: it cannot be an output meanwhile. */
	assert_int_equal(gpiod_direction_output(button, 1), -EIO);

	/* Unbound, the consumer's interrupt is freed: off at the PLIC. */
	platform_driver_unregister(&user_driver);
	assert_false(plic.enabled[source]);
	/*
	 * The driver has no remove (its chip stays for the system's life);
	 * removed as a remove would, the line goes from both domains.
	 */
	gpiochip_remove(gc);
	assert_int_equal(irq_find_mapping(plic.domain, source), 0);
	linux_sim_board_down(NULL);
	platform_driver_unregister(&plic_driver);
	platdev_sim_model_unregister(&block_model);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_gpio_sifive),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
