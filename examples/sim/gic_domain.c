// SPDX-License-Identifier: MIT
/*
 * gic_domain.c - an irq domain for a GIC node with Linux's three-cell
 * specifiers, for the simulated-board example and its test until the
 * early interrupt setup creates the GIC's domain itself.
 */
#include <linux/irq.h>
#include <linux/irqdomain.h>

#include "pl011_example.h"

/* SPI (0) or PPI (1), the number, the trigger flags. */
static int gic_xlate(struct irq_domain *d, struct device_node *node,
		     const u32 *spec, unsigned int size, unsigned long *hwirq,
		     unsigned int *type)
{
	(void)d;
	(void)node;
	if (size < 3)
		return -EINVAL;
	*hwirq = spec[1] + (spec[0] ? 16 : 32);
	*type = spec[2] & IRQ_TYPE_SENSE_MASK;
	return 0;
}

static const struct irq_domain_ops gic_ops = { .xlate = gic_xlate };

struct irq_domain *sim_example_gic_domain(struct device_node *np)
{
	return irq_domain_add_linear(np, 288, &gic_ops, NULL);
}

int sim_example_match_node(struct device *dev, const void *np)
{
	return dev->of_node == np;
}
