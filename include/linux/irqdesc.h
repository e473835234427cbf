/* SPDX-License-Identifier: MIT */
/*
 * linux/irqdesc.h - interrupt descriptors as flow and chained handlers see
 * them: the line's number, chip and data, and delivery by number.
 * A descriptor's fields beyond its line data and flow are the IRQ core's;
 * these accessors are the way in.
 */
#ifndef _PLATDEV_LINUX_IRQDESC_H
#define _PLATDEV_LINUX_IRQDESC_H

#include <linux/irq.h>
#include <linux/lockdep.h>
#include <linux/mutex.h>

struct irq_domain;
struct irqaction;

/**
 * struct irq_desc - an interrupt line's descriptor
 * @irq_data: the line's data at its top level (its chip, chip data,
 *            number, hwirq, domain and parent levels): a chained handler
 *            may call its chip with it, as Linux's do
 * @handle_irq: its flow (NULL: handle_simple_irq)
 * @action: its handlers
 * @depth: disable_irq() nesting, 0 when enabled
 * @parent_irq: the interrupt it is delivered through (irq_set_parent()),
 *              0 if none
 *
 * The other fields are the IRQ core's, guarded by its lock: use the
 * accessors below.
 */
struct irq_desc {
	struct irq_data irq_data;
	irq_flow_handler_t handle_irq;
	struct irqaction *action;
	unsigned int depth;
	int parent_irq;
	/* private: */
	unsigned int irq;
	unsigned int type; /* IRQ_TYPE_* */
	unsigned int running; /* a delivery is in progress */
	bool pending; /* delivered while masked or busy */
	unsigned long count;
	unsigned long unhandled;
	struct irq_domain *domain; /* set while mapped by a domain */
	irq_hw_number_t hwirq;
	void *handler_data; /* a chained handler's data */
	unsigned int wake_depth; /* irq_set_irq_wake() enables, nested */
	bool resources; /* the chip's irq_request_resources() succeeded */
	bool reserved; /* __irq_alloc_descs(): kept until irq_free_descs() */
	bool allocated; /* by a hierarchical domain's ops->alloc */
	bool activated; /* irq_domain_activate_irq() done */
	unsigned long status; /* IRQ_* settings (irq_modify_status()) */
};

/** irq_to_desc() - the descriptor of @irq, or NULL */
struct irq_desc *irq_to_desc(unsigned int irq);
/** irq_desc_get_irq() - the interrupt number of a descriptor */
unsigned int irq_desc_get_irq(struct irq_desc *desc);
/** irq_desc_get_irq_data() - the line data of a descriptor */
struct irq_data *irq_desc_get_irq_data(struct irq_desc *desc);
/** irq_desc_get_chip() - the chip of a line, from its handler */
struct irq_chip *irq_desc_get_chip(struct irq_desc *desc);
/** irq_desc_get_chip_data() - the chip data of a line */
void *irq_desc_get_chip_data(struct irq_desc *desc);
/** irq_desc_get_handler_data() - a chained handler's data */
void *irq_desc_get_handler_data(struct irq_desc *desc);
/** irq_desc_has_action() - whether a handler is requested on the line */
int irq_desc_has_action(struct irq_desc *desc);

/** irq_has_action() - whether a handler is requested on @irq */
bool irq_has_action(unsigned int irq);

/**
 * generic_handle_irq() - deliver interrupt @irq: run its handlers now
 *
 * Called by interrupt-controller code (or the simulated backend). A masked
 * line remembers the delivery for enable_irq().
 *
 * Return: 0, or -EINVAL when @irq has no descriptor (never requested or mapped).
 */
int generic_handle_irq(unsigned int irq);

/** generic_handle_irq_safe() - generic_handle_irq() from any context */
static inline int generic_handle_irq_safe(unsigned int irq)
{
	return generic_handle_irq(irq);
}

/** generic_handle_irq_desc() - deliver the line of @desc */
static inline void generic_handle_irq_desc(struct irq_desc *desc)
{
	generic_handle_irq(irq_desc_get_irq(desc));
}

/**
 * generic_handle_domain_irq() - deliver the interrupt @hwirq of @domain
 * Return: 0, or -EINVAL when @hwirq is not mapped.
 */
int generic_handle_domain_irq(struct irq_domain *domain, unsigned int hwirq);

/** generic_handle_domain_irq_safe() - the same, from any context */
static inline int generic_handle_domain_irq_safe(struct irq_domain *domain,
						 unsigned int hwirq)
{
	return generic_handle_domain_irq(domain, hwirq);
}

/**
 * irq_set_chip_handler_name_locked() - change the chip and flow of the line
 * @data describes, from its chip's callbacks (->irq_set_type moving a line
 * to the chip of its new trigger type); @name is ignored
 */
void irq_set_chip_handler_name_locked(struct irq_data *data,
				      const struct irq_chip *chip,
				      irq_flow_handler_t handler,
				      const char *name);

/** irq_balancing_disabled() - whether @irq may not move between CPUs */
static inline bool irq_balancing_disabled(unsigned int irq)
{
	return platdev_irq_status(irq) & (IRQ_PER_CPU | IRQ_NO_BALANCING);
}

/** irq_is_percpu() - whether @irq is a per-CPU line */
static inline bool irq_is_percpu(unsigned int irq)
{
	return platdev_irq_status(irq) & IRQ_PER_CPU;
}

/** irq_is_percpu_devid() - whether @irq's dev_id is per CPU */
static inline bool irq_is_percpu_devid(unsigned int irq)
{
	return platdev_irq_status(irq) & IRQ_PER_CPU_DEVID;
}

/**
 * irq_set_lockdep_class() - accepted: lockdep classes of a line's locks
 * (no lockdep here)
 */
static inline void irq_set_lockdep_class(unsigned int irq,
					 struct lock_class_key *lock_class,
					 struct lock_class_key *request_class)
{
	(void)irq;
	(void)lock_class;
	(void)request_class;
}

#endif /* _PLATDEV_LINUX_IRQDESC_H */
