// SPDX-License-Identifier: MIT
/*
 * gpiolib-irq.c - the interrupt controller of a GPIO chip's lines: an irq
 * domain of ngpio lines, each mapped line given the chip's irq_chip, flow
 * and default trigger; chained handlers on the parent interrupts; or,
 * with a parent domain, a domain stacked on it whose lines are allocated
 * in the parent too; and gpio_chip.to_irq through the domain.
 */
#include <linux/of.h>
#include <linux/printk.h>

#include "gpio/gpiolib.h"

int gpiochip_irq_map(struct irq_domain *d, unsigned int irq,
		     irq_hw_number_t hwirq)
{
	struct gpio_chip *gc = d->host_data;
	int ret = 0;

	irq_set_chip_data(irq, gc);
	irq_set_chip_and_handler(irq, gc->irq.chip, gc->irq.handler);
	if (gc->irq.num_parents == 1)
		ret = irq_set_parent((int)irq, (int)gc->irq.parents[0]);
	else if (gc->irq.map)
		ret = irq_set_parent((int)irq, (int)gc->irq.map[hwirq]);
	if (ret < 0)
		return ret;
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

/* --- a domain stacked on the parent controller's --- */

/* The child's cells: (hwirq, type) from a tree, or hwirq alone. */
static int gpiochip_hierarchy_translate(struct irq_domain *d,
					struct irq_fwspec *fwspec,
					unsigned long *hwirq,
					unsigned int *type)
{
	if (fwspec->param_count >= 2)
		return irq_domain_translate_twocell(d, fwspec, hwirq, type);
	return irq_domain_translate_onecell(d, fwspec, hwirq, type);
}

static int gpiochip_hierarchy_alloc(struct irq_domain *d, unsigned int irq,
				    unsigned int nr_irqs, void *data)
{
	struct gpio_chip *gc = d->host_data;
	struct gpio_irq_chip *girq = &gc->irq;
	union gpio_irq_fwspec parent = {};
	unsigned int parent_hwirq, parent_type;
	unsigned long hwirq;
	unsigned int type;
	int ret;

	if (nr_irqs != 1)
		return -EINVAL;
	ret = girq->child_irq_domain_ops.translate(d, data, &hwirq, &type);
	if (ret)
		return ret;
	ret = girq->child_to_parent_hwirq(gc, (unsigned int)hwirq, type,
					  &parent_hwirq, &parent_type);
	if (ret) {
		pr_err("gpio: %s: line %lu has no parent interrupt (%d)\n",
		       gc->label, hwirq, ret);
		return ret;
	}
	irq_domain_set_info(d, irq, hwirq, girq->chip, gc, girq->handler, NULL,
			    NULL);
	ret = girq->populate_parent_alloc_arg(gc, &parent, parent_hwirq,
					      parent_type);
	if (ret)
		return ret;
	ret = irq_domain_alloc_irqs_parent(d, irq, 1, &parent);
	if (ret)
		pr_err("gpio: %s: parent hwirq %u of line %lu not allocated (%d)\n",
		       gc->label, parent_hwirq, hwirq, ret);
	return ret;
}

/* Activated as its first handler is requested: the line is an interrupt. */
static int gpiochip_hierarchy_activate(struct irq_domain *d,
				       struct irq_data *data, bool reserve)
{
	(void)reserve;
	return gpiochip_lock_as_irq(d->host_data, (unsigned int)data->hwirq);
}

static void gpiochip_hierarchy_deactivate(struct irq_domain *d,
					  struct irq_data *data)
{
	gpiochip_unlock_as_irq(d->host_data, (unsigned int)data->hwirq);
}

static unsigned int gpiochip_child_offset_noop(struct gpio_chip *gc,
					       unsigned int offset)
{
	(void)gc;
	return offset;
}

static struct irq_domain *
gpiochip_hierarchy_domain(struct gpio_chip *gc, struct fwnode_handle *fwnode)
{
	struct gpio_irq_chip *girq = &gc->irq;
	struct irq_domain_ops *ops = &girq->child_irq_domain_ops;

	if (!girq->child_to_parent_hwirq || !fwnode) {
		pr_err("gpio: %s: a hierarchical irq chip needs child_to_parent_hwirq and a fwnode\n",
		       gc->label);
		return NULL;
	}
	if (!girq->child_offset_to_irq)
		girq->child_offset_to_irq = gpiochip_child_offset_noop;
	if (!girq->populate_parent_alloc_arg)
		girq->populate_parent_alloc_arg =
			gpiochip_populate_parent_fwspec_twocell;
	ops->alloc = gpiochip_hierarchy_alloc;
	ops->free = irq_domain_free_irqs_common;
	ops->activate = gpiochip_hierarchy_activate;
	ops->deactivate = gpiochip_hierarchy_deactivate;
	/* A driver may have its own; it may be needed beyond this call. */
	if (!ops->translate)
		ops->translate = gpiochip_hierarchy_translate;
	return irq_domain_create_hierarchy(girq->parent_domain, 0, gc->ngpio,
					   fwnode, ops, gc);
}

/* Fill @gfwspec for the parent's node: the cells @cells, the rest 0. */
static void populate_parent(struct gpio_chip *gc,
			    union gpio_irq_fwspec *gfwspec, unsigned int n,
			    const u32 *cells)
{
	struct irq_fwspec *fwspec = &gfwspec->fwspec;

	fwspec->fwnode = gc->irq.parent_domain->fwnode;
	fwspec->param_count = (int)n;
	for (unsigned int i = 0; i < n; i++)
		fwspec->param[i] = cells[i];
}

int gpiochip_populate_parent_fwspec_twocell(struct gpio_chip *gc,
					    union gpio_irq_fwspec *gfwspec,
					    unsigned int parent_hwirq,
					    unsigned int parent_type)
{
	const u32 cells[] = { parent_hwirq, parent_type };

	populate_parent(gc, gfwspec, 2, cells);
	return 0;
}

int gpiochip_populate_parent_fwspec_fourcell(struct gpio_chip *gc,
					     union gpio_irq_fwspec *gfwspec,
					     unsigned int parent_hwirq,
					     unsigned int parent_type)
{
	const u32 cells[] = { 0, parent_hwirq, parent_type, 0 };

	populate_parent(gc, gfwspec, 4, cells);
	return 0;
}

static int gpiochip_to_irq(struct gpio_chip *gc, unsigned int offset)
{
	struct irq_domain *domain = gc->irq.domain;

	if (!domain)
		return -ENXIO;
	if (!gpiochip_line_is_valid(gc, offset))
		return -ENXIO;
	if (irq_domain_is_hierarchy(domain)) {
		/* Allocated through the domain, in its parent too. */
		struct irq_fwspec spec = {
			.fwnode = domain->fwnode,
			.param_count = 2,
			.param = { gc->irq.child_offset_to_irq(gc, offset),
				   IRQ_TYPE_NONE },
		};
		unsigned int irq = irq_create_fwspec_mapping(&spec);

		return irq ? (int)irq : -ENXIO;
	}
	return (int)irq_create_mapping(domain, offset);
}

/* Install (or, with @handler NULL, remove) the chained parent handlers. */
static void chain_parents(struct gpio_chip *gc, irq_flow_handler_t handler)
{
	void *data = gc->irq.parent_handler_data ? gc->irq.parent_handler_data :
						   gc;

	for (unsigned int i = 0; i < gc->irq.num_parents; i++) {
		if (gc->irq.per_parent_data)
			data = gc->irq.parent_handler_data_array[i];
		irq_set_chained_handler_and_data(gc->irq.parents[i], handler,
						 handler ? data : NULL);
	}
}

int gpiochip_irqchip_add(struct gpio_chip *gc)
{
	struct fwnode_handle *fwnode;
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
	fwnode = gc->irq.fwnode ? gc->irq.fwnode : gc->gpiodev->fwnode;
	if (gc->irq.parent_domain)
		gc->irq.domain = gpiochip_hierarchy_domain(gc, fwnode);
	else
		gc->irq.domain =
			irq_domain_add_linear(to_of_node(fwnode), gc->ngpio,
					      &gpiochip_domain_ops, gc);
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

bool gpiochip_line_is_irq(struct gpio_chip *gc, unsigned int offset)
{
	struct gpio_desc *desc = gpiochip_get_desc(gc, offset);

	return !IS_ERR(desc) && test_bit(FLAG_USED_AS_IRQ, &desc->flags);
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
