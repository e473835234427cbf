/* SPDX-License-Identifier: MIT */
/*
 * linux/irq_sim.h - a simulated interrupt controller: an irq domain whose
 * lines are raised in software with irq_set_irqchip_state(virq,
 * IRQCHIP_STATE_PENDING, true), for testing drivers and for mock devices
 * (gpio-mockup). Its lines mask and unmask in the chip's state, accept the
 * edge trigger types, and deliver at once when raised unmasked (Linux
 * delivers from an irq_work: soon, in interrupt context); a line raised
 * while masked is dropped, as Linux's.
 */
#ifndef _PLATDEV_LINUX_IRQ_SIM_H
#define _PLATDEV_LINUX_IRQ_SIM_H

#include <linux/device.h>
#include <linux/fwnode.h>
#include <linux/irqdomain.h>

/**
 * struct irq_sim_ops - calls a simulated controller's user gets
 * @irq_sim_irq_requested: a line's first handler is being requested; an
 *                         error refuses the request
 * @irq_sim_irq_released: its last handler was freed
 */
struct irq_sim_ops {
	int (*irq_sim_irq_requested)(struct irq_domain *domain,
				     irq_hw_number_t hwirq, void *data);
	void (*irq_sim_irq_released)(struct irq_domain *domain,
				     irq_hw_number_t hwirq, void *data);
};

/**
 * irq_domain_create_sim() - a simulated controller of @num_irqs lines
 * @fwnode: the node it serves, or NULL
 * Return: its domain, or ERR_PTR(-ENOMEM).
 */
struct irq_domain *irq_domain_create_sim(struct fwnode_handle *fwnode,
					 unsigned int num_irqs);

/** devm_irq_domain_create_sim() - irq_domain_create_sim() removed with @dev */
struct irq_domain *devm_irq_domain_create_sim(struct device *dev,
					      struct fwnode_handle *fwnode,
					      unsigned int num_irqs);

/**
 * irq_domain_create_sim_full() - irq_domain_create_sim() whose user gets
 * @ops with @data
 */
struct irq_domain *irq_domain_create_sim_full(struct fwnode_handle *fwnode,
					      unsigned int num_irqs,
					      const struct irq_sim_ops *ops,
					      void *data);

/** devm_irq_domain_create_sim_full() - the same, removed with @dev */
struct irq_domain *devm_irq_domain_create_sim_full(
	struct device *dev, struct fwnode_handle *fwnode, unsigned int num_irqs,
	const struct irq_sim_ops *ops, void *data);

/**
 * irq_domain_remove_sim() - remove a simulated controller (its mappings
 * are disposed of first)
 */
void irq_domain_remove_sim(struct irq_domain *domain);

#endif /* _PLATDEV_LINUX_IRQ_SIM_H */
