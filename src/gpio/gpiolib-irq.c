// SPDX-License-Identifier: MIT
/*
 * gpiolib-irq.c - the interrupt controller of a GPIO chip's lines: an irq
 * domain of ngpio lines, each mapped line given the chip's irq_chip, flow
 * and default trigger; chained handlers on the parent interrupts; and
 * gpio_chip.to_irq through the domain.
 */
#include <linux/of.h>
#include <linux/printk.h>

#include "gpio/gpiolib.h"

int gpiochip_irq_map(struct irq_domain *d, unsigned int irq,
		     irq_hw_number_t hwirq)
{
	struct gpio_chip *gc = d->host_data;

	(void)hwirq;
	irq_set_chip_data(irq, gc);
	irq_set_chip_and_handler(irq, gc->irq.chip, gc->irq.handler);
	if (gc->irq.default_type != IRQ_TYPE_NONE)
		irq_set_irq_type(irq, gc->irq.default_type);
	return 0;
}

void gpiochip_irq_unmap(struct irq_domain *d, unsigned int irq)
{
	(void)d;
	irq_set_chip_and_handler(irq, NULL, NULL);
	irq_set_chip_data(irq, NULL);
}

static const struct irq_domain_ops gpiochip_domain_ops = {
	.map = gpiochip_irq_map,
	.unmap = gpiochip_irq_unmap,
	.xlate = irq_domain_xlate_twocell,
};

static int gpiochip_to_irq(struct gpio_chip *gc, unsigned int offset)
{
	struct irq_domain *domain = gc->irq.domain;

	if (!domain)
		return -ENXIO;
	if (!gpiochip_line_is_valid(gc, offset))
		return -ENXIO;
	return (int)irq_create_mapping(domain, offset);
}

/* Install (or, with @handler NULL, remove) the chained parent handlers. */
static void chain_parents(struct gpio_chip *gc, irq_flow_handler_t handler)
{
	void *data = gc->irq.parent_handler_data ? gc->irq.parent_handler_data :
						   gc;

	for (unsigned int i = 0; i < gc->irq.num_parents; i++)
		irq_set_chained_handler_and_data(gc->irq.parents[i], handler,
						 handler ? data : NULL);
}

int gpiochip_irqchip_add(struct gpio_chip *gc)
{
	struct device_node *np;
	int ret;

	if (!gc->irq.chip)
		return 0;
	if (gc->to_irq)
		pr_warn("gpio: %s: to_irq is replaced by the irq chip's\n",
			gc->label);
	if (gc->irq.init_hw) {
		ret = gc->irq.init_hw(gc);
		if (ret)
			return ret;
	}
	np = to_of_node(gc->irq.fwnode ? gc->irq.fwnode : gc->gpiodev->fwnode);
	gc->irq.domain =
		irq_domain_add_linear(np, gc->ngpio, &gpiochip_domain_ops, gc);
	if (!gc->irq.domain)
		return -ENOMEM;
	if (gc->irq.parent_handler)
		chain_parents(gc, gc->irq.parent_handler);
	gc->to_irq = gpiochip_to_irq;
	return 0;
}

void gpiochip_irqchip_remove(struct gpio_chip *gc)
{
	struct irq_domain *domain = gc->irq.domain;
	unsigned int irq;

	if (!domain || !gc->irq.chip)
		return;
	if (gc->irq.parent_handler)
		chain_parents(gc, NULL);
	for (unsigned int i = 0; i < gc->ngpio; i++) {
		irq = irq_find_mapping(domain, i);
		if (irq)
			irq_dispose_mapping(irq);
	}
	irq_domain_remove(domain);
	gc->irq.domain = NULL;
	gc->to_irq = NULL;
}

int gpiochip_irqchip_add_domain(struct gpio_chip *gc, struct irq_domain *domain)
{
	if (!domain)
		return -EINVAL;
	gc->to_irq = gpiochip_to_irq;
	gc->irq.domain = domain;
	return 0;
}

int gpiochip_lock_as_irq(struct gpio_chip *gc, unsigned int offset)
{
	struct gpio_desc *desc = gpiochip_get_desc(gc, offset);
	int dir;

	if (IS_ERR(desc))
		return (int)PTR_ERR(desc);
	/* A fast chip is asked, in case the line changed behind our back. */
	if (!gc->can_sleep && gc->get_direction) {
		dir = gpiod_get_direction(desc);
		if (dir < 0) {
			pr_err("gpio: %s: line %u: direction unknown (%d)\n",
			       gc->label, offset, dir);
			return dir;
		}
	}
	/* An interrupt line is an input, or an output that only pulls low. */
	if (test_bit(FLAG_IS_OUT, &desc->flags) &&
	    !test_bit(FLAG_OPEN_DRAIN, &desc->flags)) {
		pr_err("gpio: %s: line %u is an output; it cannot be an interrupt\n",
		       gc->label, offset);
		return -EIO;
	}
	set_bit(FLAG_USED_AS_IRQ, &desc->flags);
	set_bit(FLAG_IRQ_IS_ENABLED, &desc->flags);
	return 0;
}

void gpiochip_unlock_as_irq(struct gpio_chip *gc, unsigned int offset)
{
	struct gpio_desc *desc = gpiochip_get_desc(gc, offset);

	if (IS_ERR(desc))
		return;
	clear_bit(FLAG_USED_AS_IRQ, &desc->flags);
	clear_bit(FLAG_IRQ_IS_ENABLED, &desc->flags);
}

int gpiochip_irq_reqres(struct irq_data *data)
{
	struct gpio_chip *gc = irq_data_get_irq_chip_data(data);

	return gpiochip_lock_as_irq(gc, (unsigned int)irqd_to_hwirq(data));
}

void gpiochip_irq_relres(struct irq_data *data)
{
	struct gpio_chip *gc = irq_data_get_irq_chip_data(data);

	gpiochip_unlock_as_irq(gc, (unsigned int)irqd_to_hwirq(data));
}

void gpiochip_enable_irq(struct gpio_chip *gc, irq_hw_number_t offset)
{
	struct gpio_desc *desc = gpiochip_get_desc(gc, (unsigned int)offset);

	if (IS_ERR(desc))
		return;
	if (!test_bit(FLAG_USED_AS_IRQ, &desc->flags)) {
		pr_warn("gpio: %s: line %lu enabled as an interrupt it was not requested as\n",
			gc->label, (unsigned long)offset);
		return;
	}
	set_bit(FLAG_IRQ_IS_ENABLED, &desc->flags);
}

void gpiochip_disable_irq(struct gpio_chip *gc, irq_hw_number_t offset)
{
	struct gpio_desc *desc = gpiochip_get_desc(gc, (unsigned int)offset);

	if (!IS_ERR(desc))
		clear_bit(FLAG_IRQ_IS_ENABLED, &desc->flags);
}

int gpiochip_reqres_irq(struct gpio_chip *gc, unsigned int offset)
{
	int ret = gpiochip_lock_as_irq(gc, offset);

	if (ret)
		pr_err("gpio: %s: line %u cannot be an interrupt (%d)\n",
		       gc->label, offset, ret);
	return ret;
}

void gpiochip_relres_irq(struct gpio_chip *gc, unsigned int offset)
{
	gpiochip_unlock_as_irq(gc, offset);
}
