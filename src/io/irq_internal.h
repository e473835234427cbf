/* SPDX-License-Identifier: MIT */
/*
 * irq_internal.h - interrupt descriptors, shared by the IRQ core (irq.c)
 * and irq domains (irqdomain.c). All fields are guarded by the core lock.
 */
#ifndef _PLATDEV_IRQ_INTERNAL_H
#define _PLATDEV_IRQ_INTERNAL_H

#include <linux/interrupt.h>
#include <linux/irqdomain.h>

#define PLATDEV_NR_IRQS 65536u

struct irqaction {
	irq_handler_t handler;
	irq_handler_t thread_fn;
	void *dev_id;
	const char *name;
	unsigned long flags;
	struct irqaction *next;
	struct irq_desc *desc;
	struct irqaction *queue_next; /* on the worker's queue */
	u8 woken; /* handler returned IRQ_WAKE_THREAD */
	u8 thread_pending;
	u8 thread_running;
	u8 oneshot_masked; /* the line stays masked until thread_fn returns */
};

/* Whether @flow is a chained handler rather than one of the three flows. */
static inline bool irq_flow_is_chained(irq_flow_handler_t flow)
{
	return flow && flow != handle_simple_irq && flow != handle_edge_irq &&
	       flow != handle_level_irq && flow != handle_fasteoi_irq &&
	       flow != handle_bad_irq;
}

/*
 * A descriptor's chip and line data, copied under the core lock for chip
 * calls made without it (irqchip.c).
 */
struct irq_chip_call {
	struct irq_data data;
};

/* Copy @desc's chip and line data. Core lock held. */
void irq_chip_call_prepare_locked(struct irq_desc *desc,
				  struct irq_chip_call *call);
/* The chip's callbacks, if it has them; core lock not held. */
void irq_chip_call_ack(struct irq_chip_call *call);
void irq_chip_call_mask(struct irq_chip_call *call);
void irq_chip_call_unmask(struct irq_chip_call *call);
/*
 * irq_set_type(), the line masked around it with IRQCHIP_SET_TYPE_MASKED
 * (and unmasked after unless @masked: disabled or not started).
 */
int irq_chip_call_set_type(struct irq_chip_call *call, unsigned int type,
			   bool masked);
/* Linux's defaults: startup, else enable; enable, else unmask. */
void irq_chip_call_startup(struct irq_chip_call *call);
void irq_chip_call_enable(struct irq_chip_call *call);
/* disable, else mask; shutdown, else disable (else mask). */
void irq_chip_call_disable(struct irq_chip_call *call);
void irq_chip_call_shutdown(struct irq_chip_call *call);
/* irq_eoi, unless IRQCHIP_EOI_IF_HANDLED and not @handled. */
void irq_chip_call_eoi(struct irq_chip_call *call, bool handled);
/* The slow-bus chip's irq_bus_lock() and irq_bus_sync_unlock(). */
void irq_chip_call_bus_lock(struct irq_chip_call *call);
void irq_chip_call_bus_sync_unlock(struct irq_chip_call *call);
/* The chip's irq_request_resources() (0 without one) and its release. */
int irq_chip_call_request_resources(struct irq_chip_call *call);
void irq_chip_call_release_resources(struct irq_chip_call *call);
/* The chip's irq_set_wake(): 0 with IRQCHIP_SKIP_SET_WAKE, -ENXIO without. */
int irq_chip_call_set_wake(struct irq_chip_call *call, unsigned int on);

/* The descriptor of @irq, or NULL. Core lock held. */
struct irq_desc *irq_to_desc_locked(unsigned int irq);

/* Create the descriptor of @irq. Core lock held. Return: it, or NULL. */
struct irq_desc *irq_alloc_desc_locked(unsigned int irq);

/*
 * A line with a level in domain @d and no handler, or 0 (*@busy: there
 * are lines of @d with handlers). Core lock held.
 */
unsigned int irq_domain_line_locked(const struct irq_domain *d, bool *busy);

/* The lowest number from 1 up with no descriptor, or 0. Core lock held. */
unsigned int irq_find_free_locked(void);

/* Free @irq's descriptor (it has no actions). Core lock held. */
void irq_free_desc_locked(unsigned int irq);

/*
 * Free @desc if nothing holds it any more: no handler, no mapping, not
 * reserved. Core lock held.
 */
void irq_put_desc_locked(struct irq_desc *desc);

/*
 * Record hwirq -> virq in @d (a later virq takes over a hwirq mapped
 * already, as Linux's revmap). Core lock held. Return: 0 or -ENOMEM.
 */
int irq_domain_revmap_add_locked(struct irq_domain *d, irq_hw_number_t hwirq,
				 unsigned int virq);
/* Forget hwirq -> @virq in @d, if it is still @virq's. Core lock held. */
void irq_domain_revmap_del_locked(struct irq_domain *d, irq_hw_number_t hwirq,
				  unsigned int virq);

/*
 * Activate the domains of line @irq for its first handler, or
 * deactivate them after its last (nothing for a line of no hierarchy).
 * Core lock not held. Return: 0 or ops->activate's error.
 */
int irq_line_activate(unsigned int irq);
void irq_line_deactivate(unsigned int irq);

/* The interrupt number of line @bit of generic chip @gc, or 0. */
unsigned int irq_gc_line_virq(struct irq_chip_generic *gc, unsigned int bit);

/*
 * Put generic chip @gc on the list the system core's suspend, resume and
 * shutdown walk (irq_generic_chip_pm.c), or take it off.
 */
void irq_gc_pm_add(struct irq_chip_generic *gc);
void irq_gc_pm_del(struct irq_chip_generic *gc);

#endif /* _PLATDEV_IRQ_INTERNAL_H */
