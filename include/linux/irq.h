/* SPDX-License-Identifier: MIT */
/*
 * linux/irq.h - interrupt lines: trigger types and delivery, and the
 * interrupt chips of controllers that are drivers (irq_chip, irq_data,
 * flow handlers).
 */
#ifndef _PLATDEV_LINUX_IRQ_H
#define _PLATDEV_LINUX_IRQ_H

/* What Linux 6.12's linux/irq.h reaches and irq chip drivers rely on. */
#include <linux/bitmap.h> /* as Linux's, through linux/cpumask.h */
#include <linux/io.h>
#include <linux/irqreturn.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/types.h>

enum {
	IRQ_TYPE_NONE = 0x00000000,
	IRQ_TYPE_EDGE_RISING = 0x00000001,
	IRQ_TYPE_EDGE_FALLING = 0x00000002,
	IRQ_TYPE_EDGE_BOTH = (IRQ_TYPE_EDGE_FALLING | IRQ_TYPE_EDGE_RISING),
	IRQ_TYPE_LEVEL_HIGH = 0x00000004,
	IRQ_TYPE_LEVEL_LOW = 0x00000008,
	IRQ_TYPE_LEVEL_MASK = (IRQ_TYPE_LEVEL_LOW | IRQ_TYPE_LEVEL_HIGH),
	IRQ_TYPE_SENSE_MASK = 0x0000000f,
};

struct irq_desc;
struct seq_file;
struct cpumask;
struct irq_domain;
struct irq_chip;

/**
 * struct irq_data - what an interrupt chip's callbacks get about a line
 * @irq: the interrupt number (virq)
 * @hwirq: its number in its controller (its domain's), 0 without a domain
 * @domain: the domain that mapped it, or NULL
 * @chip: its chip, or NULL
 * @chip_data: the chip driver's data for the line (irq_set_chip_data())
 *
 * A chip callback gets a copy made when the call started: read it, do
 * not keep it. Change the line with the irq_set_*() functions.
 */
struct irq_data {
	unsigned int irq;
	unsigned long hwirq;
	struct irq_domain *domain;
	const struct irq_chip *chip;
	void *chip_data;
};

/**
 * struct irq_chip - the hardware operations of an interrupt controller
 * @name: for logs
 * @irq_ack: acknowledge a latched interrupt (edge flow: before the
 *           handlers; level flow: after masking)
 * @irq_mask: stop the line from interrupting (disable_irq(), the last
 *            free_irq(), the level flow while its handlers run)
 * @irq_unmask: let it interrupt again (the first request_irq() unless
 *              IRQF_NO_AUTOEN, enable_irq(), the level flow after)
 * @irq_set_type: program the trigger type (IRQ_TYPE_*); a non-zero
 *                return refuses it
 * @irq_set_wake: make the line wake the system, or stop (irq_set_irq_wake())
 * @irq_request_resources: claim what the line needs as its first handler
 *                         is requested; an error fails request_irq()
 * @irq_release_resources: give it back as the last handler is freed
 * @irq_print_chip: name the chip in a listing (kept for drivers; nothing
 *                  here prints interrupt listings)
 * @irq_startup: start the line as its first handler is requested (unless
 *               IRQF_NO_AUTOEN); without it, @irq_enable
 * @irq_shutdown: stop it as the last handler is freed; without it,
 *                @irq_disable
 * @irq_enable: enable_irq() undoing the last disable; without it,
 *              @irq_unmask
 * @irq_disable: disable_irq(); without it, @irq_mask
 * @irq_eoi: end of interrupt, after the handlers of the fasteoi flow (and
 *           for a delivery that finds the line disabled)
 * @irq_bus_lock: taken around the configuration calls of a chip on a
 *                slow bus (request, free, enable, disable, type, wake),
 *                which may then only queue register writes...
 * @irq_bus_sync_unlock: ...that this writes out, and unlocks
 * @irq_set_affinity: accepted; one CPU here, never called
 * @flags: IRQCHIP_*: IRQCHIP_SKIP_SET_WAKE, IRQCHIP_SET_TYPE_MASKED (the
 *         line is masked around @irq_set_type) and IRQCHIP_EOI_IF_HANDLED
 *         (no @irq_eoi when no handler claimed the interrupt) are
 *         honoured; the others are accepted for Linux's drivers
 *
 * Every callback is optional and runs without any platdev lock held, so
 * it may access registers (on a simulated board too). Unlike Linux, a
 * line without @irq_disable is masked at once rather than lazily.
 */
struct irq_chip {
	const char *name;
	unsigned int (*irq_startup)(struct irq_data *data);
	void (*irq_shutdown)(struct irq_data *data);
	void (*irq_enable)(struct irq_data *data);
	void (*irq_disable)(struct irq_data *data);
	void (*irq_ack)(struct irq_data *data);
	void (*irq_mask)(struct irq_data *data);
	void (*irq_mask_ack)(struct irq_data *data);
	void (*irq_unmask)(struct irq_data *data);
	void (*irq_eoi)(struct irq_data *data);
	int (*irq_set_affinity)(struct irq_data *data,
				const struct cpumask *dest, bool force);
	int (*irq_retrigger)(struct irq_data *data);
	int (*irq_set_type)(struct irq_data *data, unsigned int flow_type);
	int (*irq_set_wake)(struct irq_data *data, unsigned int on);
	void (*irq_bus_lock)(struct irq_data *data);
	void (*irq_bus_sync_unlock)(struct irq_data *data);
	int (*irq_request_resources)(struct irq_data *data);
	void (*irq_release_resources)(struct irq_data *data);
	void (*irq_print_chip)(struct irq_data *data, struct seq_file *p);
	unsigned long flags;
};

/* irq_chip.flags, with Linux 6.12's values. */
enum {
	IRQCHIP_SET_TYPE_MASKED = (1 << 0),
	IRQCHIP_EOI_IF_HANDLED = (1 << 1),
	IRQCHIP_MASK_ON_SUSPEND = (1 << 2),
	IRQCHIP_ONOFFLINE_ENABLED = (1 << 3),
	IRQCHIP_SKIP_SET_WAKE = (1 << 4),
	IRQCHIP_ONESHOT_SAFE = (1 << 5),
	IRQCHIP_EOI_THREADED = (1 << 6),
	IRQCHIP_SUPPORTS_LEVEL_MSI = (1 << 7),
	IRQCHIP_SUPPORTS_NMI = (1 << 8),
	IRQCHIP_ENABLE_WAKEUP_ON_SUSPEND = (1 << 9),
	IRQCHIP_AFFINITY_PRE_STARTUP = (1 << 10),
	IRQCHIP_IMMUTABLE = (1 << 11),
};

/**
 * typedef irq_flow_handler_t - how a line's deliveries talk to its chip:
 * handle_simple_irq (no chip calls), handle_edge_irq (ack, then the
 * handlers), handle_level_irq (mask and ack, the handlers, then unmask
 * unless disabled meanwhile)
 */
typedef void (*irq_flow_handler_t)(struct irq_desc *desc);

/** handle_simple_irq() - deliver, with no chip call (the default flow) */
void handle_simple_irq(struct irq_desc *desc);
/** handle_edge_irq() - acknowledge, then deliver */
void handle_edge_irq(struct irq_desc *desc);
/** handle_level_irq() - mask and acknowledge, deliver, unmask */
void handle_level_irq(struct irq_desc *desc);
/**
 * handle_fasteoi_irq() - deliver, then end the interrupt with the chip's
 * irq_eoi (a line with an IRQF_ONESHOT handler is masked meanwhile)
 */
void handle_fasteoi_irq(struct irq_desc *desc);
/**
 * handle_bad_irq() - the flow of a line not set up yet (a trigger type
 * not programmed): a delivery runs no handler and counts as unhandled
 */
void handle_bad_irq(struct irq_desc *desc);

/**
 * irq_get_irq_data() - the chip data of @irq (valid while @irq is mapped
 * or requested)
 * Return: it, or NULL when @irq has no descriptor.
 */
struct irq_data *irq_get_irq_data(unsigned int irq);

/**
 * irq_set_chip() - give @irq the chip @chip (NULL: none)
 * Return: 0, or -EINVAL when @irq has no descriptor.
 */
int irq_set_chip(unsigned int irq, const struct irq_chip *chip);

/**
 * irq_set_chip_data() - the chip driver's @data for @irq
 * Return: 0, or -EINVAL when @irq has no descriptor.
 */
int irq_set_chip_data(unsigned int irq, void *data);

/**
 * irq_set_chip_and_handler() - give @irq the chip @chip and the flow
 * @handle (NULL: handle_simple_irq); typically from a domain's ->map
 */
void irq_set_chip_and_handler(unsigned int irq, const struct irq_chip *chip,
			      irq_flow_handler_t handle);

/**
 * irq_set_handler_locked() - change the flow of the line @data describes,
 * from its chip's callbacks (->irq_set_type choosing edge or level)
 */
void irq_set_handler_locked(struct irq_data *data, irq_flow_handler_t handler);

/**
 * irq_set_chained_handler_and_data() - make @irq's deliveries call
 * @handle (a demultiplexer: it reads its controller and calls
 * generic_handle_domain_irq() for each pending line) with @data
 * (irq_desc_get_handler_data()); NULL @handle gives the line back to
 * handle_simple_irq
 */
void irq_set_chained_handler_and_data(unsigned int irq,
				      irq_flow_handler_t handle, void *data);
/** irq_desc_get_handler_data() - a chained handler's data */
void *irq_desc_get_handler_data(struct irq_desc *desc);
/** irq_desc_get_chip() - the chip of a line, from its handler */
struct irq_chip *irq_desc_get_chip(struct irq_desc *desc);
/** irq_desc_get_irq_data() - the line data of a descriptor */
struct irq_data *irq_desc_get_irq_data(struct irq_desc *desc);

/** irq_data_get_irq_chip_data() - the chip driver's data of a line */
static inline void *irq_data_get_irq_chip_data(struct irq_data *d)
{
	return d->chip_data;
}

/** irqd_to_hwirq() - a line's number in its controller */
static inline unsigned long irqd_to_hwirq(struct irq_data *d)
{
	return d->hwirq;
}

/**
 * irq_set_irq_type() - set the trigger type of @irq: the chip's
 * ->irq_set_type programs it (a chip without one accepts any type), then
 * it is recorded
 * Return: 0, -EINVAL for IRQ 0 or a type outside IRQ_TYPE_SENSE_MASK, or
 * the chip's error (the type is then unchanged).
 */
int irq_set_irq_type(unsigned int irq, unsigned int type);

/**
 * irq_set_irq_wake() - make @irq wake the system (@on), or stop
 * @irq: the line
 * @on: non-zero to enable
 *
 * Enables nest: the chip's irq_set_wake() runs for the first enable and
 * the last disable (not at all with IRQCHIP_SKIP_SET_WAKE). An unbalanced
 * disable is warned of.
 * Return: 0; -EINVAL when @irq has no descriptor; -ENXIO when its chip
 * cannot wake; the chip's error.
 */
int irq_set_irq_wake(unsigned int irq, unsigned int on);

/** irq_get_trigger_type() - the trigger type of @irq (IRQ_TYPE_NONE if unknown) */
unsigned int irq_get_trigger_type(unsigned int irq);

/**
 * generic_handle_irq() - deliver interrupt @irq: run its handlers now
 *
 * Called by interrupt-controller code (or the simulated backend). A masked
 * line remembers the delivery for enable_irq().
 *
 * Return: 0, or -EINVAL when @irq has no descriptor (never requested or mapped).
 */
int generic_handle_irq(unsigned int irq);

/**
 * platdev_irq_count() - deliveries of @irq that reached its handlers
 * (platdev extension, like a /proc/interrupts column)
 */
unsigned long platdev_irq_count(unsigned int irq);

/**
 * platdev_irq_unhandled_count() - deliveries of @irq that no handler
 * claimed (every handler returned IRQ_NONE, or there was none); platdev
 * extension
 */
unsigned long platdev_irq_unhandled_count(unsigned int irq);

#endif /* _PLATDEV_LINUX_IRQ_H */
