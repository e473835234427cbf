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
#include <linux/bug.h>
#include <linux/container_of.h>
#include <linux/cpumask.h>
#include <linux/io.h>
#include <linux/irqreturn.h>
#include <linux/limits.h>
#include <linux/list.h>
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
	IRQ_TYPE_DEFAULT = IRQ_TYPE_SENSE_MASK,
	IRQ_TYPE_PROBE = 0x00000010,

	/* Line settings (irq_modify_status()), with Linux 6.12's values. */
	IRQ_LEVEL = (1 << 8),
	IRQ_PER_CPU = (1 << 9),
	IRQ_NOPROBE = (1 << 10),
	IRQ_NOREQUEST = (1 << 11),
	IRQ_NOAUTOEN = (1 << 12),
	IRQ_NO_BALANCING = (1 << 13),
	IRQ_MOVE_PCNTXT = (1 << 14),
	IRQ_NESTED_THREAD = (1 << 15),
	IRQ_NOTHREAD = (1 << 16),
	IRQ_PER_CPU_DEVID = (1 << 17),
	IRQ_IS_POLLED = (1 << 18),
	IRQ_DISABLE_UNLAZY = (1 << 19),
	IRQ_HIDDEN = (1 << 20),
	IRQ_NO_DEBUG = (1 << 21),
};

/* The settings irq_modify_status() may change. */
#define IRQF_MODIFY_MASK                                                    \
	(IRQ_TYPE_SENSE_MASK | IRQ_NOPROBE | IRQ_NOREQUEST | IRQ_NOAUTOEN | \
	 IRQ_MOVE_PCNTXT | IRQ_LEVEL | IRQ_NO_BALANCING | IRQ_PER_CPU |     \
	 IRQ_NESTED_THREAD | IRQ_NOTHREAD | IRQ_PER_CPU_DEVID |             \
	 IRQ_IS_POLLED | IRQ_DISABLE_UNLAZY | IRQ_HIDDEN)

/*
 * What an irq_chip's ->irq_set_type may return besides an error:
 * IRQ_SET_MASK_OK (0) records the type asked for, IRQ_SET_MASK_OK_NOCOPY
 * leaves the type the callback recorded (irqd_set_trigger_type()).
 */
enum {
	IRQ_SET_MASK_OK = 0,
	IRQ_SET_MASK_OK_NOCOPY,
	IRQ_SET_MASK_OK_DONE,
};

/**
 * enum irqchip_irq_state - a line's state in its chip, as
 * irq_get_irqchip_state() and irq_set_irqchip_state() (linux/interrupt.h)
 * reach it
 */
enum irqchip_irq_state {
	IRQCHIP_STATE_PENDING,
	IRQCHIP_STATE_ACTIVE,
	IRQCHIP_STATE_MASKED,
	IRQCHIP_STATE_LINE_LEVEL,
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
 * @mask: the line's bit in its generic chip's registers (set up by
 *        irq_setup_generic_chip() and the domain generic chips)
 * @parent_data: in a hierarchy of domains, the same line's data in the
 *               parent domain (its hwirq, chip and chip data there), or
 *               NULL at the root; the irq_chip_*_parent() helpers call
 *               its chip
 *
 * A chip callback gets a copy made when the call started: read it, do
 * not keep it. Change the line with the irq_set_*() functions. The
 * parent levels are not copied: @parent_data is the line's own.
 */
struct irq_data {
	unsigned int irq;
	unsigned long hwirq;
	struct irq_domain *domain;
	const struct irq_chip *chip;
	void *chip_data;
	u32 mask;
	struct irq_data *parent_data;
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
 * @irq_get_irqchip_state: read a line's state (enum irqchip_irq_state)
 *                         for irq_get_irqchip_state()
 * @irq_set_irqchip_state: set it, for irq_set_irqchip_state()
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
	int (*irq_get_irqchip_state)(struct irq_data *data,
				     enum irqchip_irq_state which, bool *state);
	int (*irq_set_irqchip_state)(struct irq_data *data,
				     enum irqchip_irq_state which, bool state);
	void (*irq_suspend)(struct irq_data *data);
	void (*irq_resume)(struct irq_data *data);
	void (*irq_pm_shutdown)(struct irq_data *data);
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
 * handle_nested_irq() - deliver @irq from the thread of the interrupt it
 * is nested in (a slow-bus controller's demultiplexer): its handlers'
 * thread functions run now, in the caller's thread
 * @irq: a line whose handlers were requested with a thread function
 *       (request_any_context_irq() on a line marked
 *       irq_set_nested_thread())
 *
 * A line without handlers, or disabled, only records the delivery, which
 * enable_irq() then makes.
 */
void handle_nested_irq(unsigned int irq);

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

/* --- more of a line's settings --- */

/** irq_data_get_irq_chip() - the chip of a line */
static inline struct irq_chip *irq_data_get_irq_chip(struct irq_data *d)
{
	return (struct irq_chip *)d->chip;
}

/**
 * no_irq_chip - a chip that does nothing, for lines that need none
 * dummy_irq_chip - the same, named "dummy" (demultiplexed lines whose
 * masking is their parent's)
 */
extern struct irq_chip no_irq_chip;
extern struct irq_chip dummy_irq_chip;

/**
 * __irq_set_handler() - set the flow of @irq to @handle (NULL: the line
 * goes back to handle_simple_irq); @is_chained makes it a chained handler
 * that keeps its handler data; @name is for logs only
 */
void __irq_set_handler(unsigned int irq, irq_flow_handler_t handle,
		       int is_chained, const char *name);

/** irq_set_handler() - set the flow of @irq */
static inline void irq_set_handler(unsigned int irq, irq_flow_handler_t handle)
{
	__irq_set_handler(irq, handle, 0, NULL);
}

/**
 * irq_set_chained_handler() - make @irq's deliveries call the
 * demultiplexer @handle, keeping its handler data (NULL: undo)
 */
static inline void irq_set_chained_handler(unsigned int irq,
					   irq_flow_handler_t handle)
{
	__irq_set_handler(irq, handle, 1, NULL);
}

/** irq_set_chip_and_handler_name() - irq_set_chip_and_handler(); @name ignored */
void irq_set_chip_and_handler_name(unsigned int irq,
				   const struct irq_chip *chip,
				   irq_flow_handler_t handle, const char *name);

/**
 * irq_set_handler_data() - the data irq_data_get_irq_handler_data() and
 * irq_desc_get_handler_data() give for @irq
 * Return: 0, or -EINVAL when @irq has no descriptor.
 */
int irq_set_handler_data(unsigned int irq, void *data);

/**
 * irq_set_parent() - record @parent_irq as the interrupt @irq is
 * delivered through (a GPIO chip's line and its controller's output:
 * gpio_irq_chip.parents or .map); read back as irq_desc.parent_irq
 * Return: 0, or -EINVAL when @irq has no descriptor.
 */
int irq_set_parent(int irq, int parent_irq);
/** irq_get_handler_data() - @irq's handler data, or NULL */
void *irq_get_handler_data(unsigned int irq);
/** irq_data_get_irq_handler_data() - the handler data of a line */
void *irq_data_get_irq_handler_data(struct irq_data *d);
/** irq_get_chip_data() - @irq's chip data, or NULL */
void *irq_get_chip_data(unsigned int irq);
/** irq_get_chip() - @irq's chip, or NULL */
struct irq_chip *irq_get_chip(unsigned int irq);

/**
 * irq_modify_status() - clear the settings @clr, then set @set, of @irq
 * (IRQ_NOREQUEST, IRQ_NOAUTOEN, IRQ_NOPROBE, ... within IRQF_MODIFY_MASK);
 * trigger bits in @set record that trigger type without a chip call.
 * IRQ_NOREQUEST makes request_irq() fail with -EINVAL; IRQ_NOAUTOEN
 * leaves the line disabled at its first request as IRQF_NO_AUTOEN; the
 * others are recorded (platdev_irq_status()).
 */
void irq_modify_status(unsigned int irq, unsigned long clr, unsigned long set);

/** platdev_irq_status() - @irq's IRQ_* settings (platdev extension) */
unsigned long platdev_irq_status(unsigned int irq);

static inline void irq_set_status_flags(unsigned int irq, unsigned long set)
{
	irq_modify_status(irq, 0, set);
}

static inline void irq_clear_status_flags(unsigned int irq, unsigned long clr)
{
	irq_modify_status(irq, clr, 0);
}

static inline void irq_set_noprobe(unsigned int irq)
{
	irq_modify_status(irq, 0, IRQ_NOPROBE);
}

static inline void irq_set_probe(unsigned int irq)
{
	irq_modify_status(irq, IRQ_NOPROBE, 0);
}

static inline void irq_set_nothread(unsigned int irq)
{
	irq_modify_status(irq, 0, IRQ_NOTHREAD);
}

static inline void irq_set_thread(unsigned int irq)
{
	irq_modify_status(irq, IRQ_NOTHREAD, 0);
}

static inline void irq_set_nested_thread(unsigned int irq, bool nest)
{
	if (nest)
		irq_set_status_flags(irq, IRQ_NESTED_THREAD);
	else
		irq_clear_status_flags(irq, IRQ_NESTED_THREAD);
}

/** irqd_get_trigger_type() - the trigger type recorded for a line */
static inline u32 irqd_get_trigger_type(struct irq_data *d)
{
	return irq_get_trigger_type(d->irq);
}

/**
 * irqd_set_trigger_type() - record @type as the line's trigger type, from
 * its chip's ->irq_set_type (which then returns IRQ_SET_MASK_OK_NOCOPY to
 * keep it)
 */
void irqd_set_trigger_type(struct irq_data *d, u32 type);

/** irqd_is_level_type() - whether the line's recorded type is a level */
static inline bool irqd_is_level_type(struct irq_data *d)
{
	return irqd_get_trigger_type(d) & IRQ_TYPE_LEVEL_MASK;
}

/**
 * irqd_irq_disabled() - whether the line is disabled: no handler
 * requested yet, or disable_irq() not undone
 */
bool irqd_irq_disabled(struct irq_data *d);

/** irqd_is_wakeup_set() - whether irq_set_irq_wake() enabled the line's wake */
bool irqd_is_wakeup_set(struct irq_data *d);

/* --- descriptors allocated ahead of their mapping --- */

struct module;
struct irq_affinity_desc;
struct device;

/**
 * __irq_alloc_descs() - reserve @cnt consecutive interrupt numbers
 * @irq: the number wanted, or -1 for any
 * @from: the least number acceptable when @irq is -1
 * @cnt: how many
 * @node: ignored (one memory node)
 * @owner: ignored
 * @affinity: ignored
 *
 * The descriptors stay until irq_free_descs(), whatever mappings
 * (irq_domain_add_legacy()) and handlers come and go on them.
 *
 * Return: the first number; -EINVAL for @cnt 0 or @irq beyond the
 * numbers; -EEXIST when @irq is taken; -ENOMEM.
 */
int __irq_alloc_descs(int irq, unsigned int from, unsigned int cnt, int node,
		      struct module *owner,
		      const struct irq_affinity_desc *affinity);

#define irq_alloc_descs(irq, from, cnt, node) \
	__irq_alloc_descs(irq, from, cnt, node, THIS_MODULE, NULL)
#define irq_alloc_desc(node) irq_alloc_descs(-1, 1, 1, node)
#define irq_alloc_desc_at(at, node) irq_alloc_descs(at, at, 1, node)
#define irq_alloc_desc_from(from, node) irq_alloc_descs(-1, from, 1, node)
#define irq_alloc_descs_from(from, cnt, node) \
	irq_alloc_descs(-1, from, cnt, node)

/**
 * irq_free_descs() - give back numbers of __irq_alloc_descs(); a line
 * with handlers still requested or still mapped is kept (and logged)
 */
void irq_free_descs(unsigned int irq, unsigned int cnt);

static inline void irq_free_desc(unsigned int irq)
{
	irq_free_descs(irq, 1);
}

/** __devm_irq_alloc_descs() - __irq_alloc_descs() freed with @dev's unbinding */
int __devm_irq_alloc_descs(struct device *dev, int irq, unsigned int from,
			   unsigned int cnt, int node, struct module *owner,
			   const struct irq_affinity_desc *affinity);

#define devm_irq_alloc_descs(dev, irq, from, cnt, node) \
	__devm_irq_alloc_descs(dev, irq, from, cnt, node, THIS_MODULE, NULL)
#define devm_irq_alloc_desc(dev, node) devm_irq_alloc_descs(dev, -1, 1, 1, node)
#define devm_irq_alloc_desc_at(dev, at, node) \
	devm_irq_alloc_descs(dev, at, at, 1, node)
#define devm_irq_alloc_desc_from(dev, from, node) \
	devm_irq_alloc_descs(dev, -1, from, 1, node)
#define devm_irq_alloc_descs_from(dev, from, cnt, node) \
	devm_irq_alloc_descs(dev, -1, from, cnt, node)

/* --- generic interrupt chips --- */

/**
 * struct irq_chip_regs - a generic chip's register offsets from reg_base
 * @enable: write the line's bit to enable it
 * @disable: write the line's bit to disable it
 * @mask: the mask register (bit set: enabled, with irq_gc_mask_set_bit())
 * @ack: write the line's bit (or all others) to acknowledge it
 * @eoi: write the line's bit to end the interrupt
 * @type: the trigger type register (for the driver's own callbacks)
 */
struct irq_chip_regs {
	unsigned long enable;
	unsigned long disable;
	unsigned long mask;
	unsigned long ack;
	unsigned long eoi;
	unsigned long type;
};

/**
 * struct irq_chip_type - one face of a generic chip, for some flow types
 * @chip: its callbacks (the irq_gc_*() helpers or the driver's)
 * @regs: its register offsets
 * @handler: its flow
 * @type: the IRQ_TYPE_* it serves (irq_setup_alt_chip())
 * @mask_cache_priv: its own mask cache (IRQ_GC_MASK_CACHE_PER_TYPE)
 * @mask_cache: the mask cache its helpers use (the chip's or its own)
 */
struct irq_chip_type {
	struct irq_chip chip;
	struct irq_chip_regs regs;
	irq_flow_handler_t handler;
	u32 type;
	u32 mask_cache_priv;
	u32 *mask_cache;
};

/**
 * struct irq_chip_generic - up to 32 lines of one register block
 * @lock: guards the registers and caches (irq_gc_lock())
 * @reg_base: the registers
 * @reg_readl: read a register (NULL: readl())
 * @reg_writel: write one (NULL: writel())
 * @suspend: called once for the chip as the system suspends
 * @resume: ... and resumes
 * @irq_base: the interrupt number of its first line
 * @irq_cnt: how many lines irq_setup_generic_chip() set up
 * @mask_cache: the mask register's cached value, shared by its types
 * @wake_enabled: the lines that may wake (irq_gc_set_wake() accepts)
 * @wake_active: the lines asked to wake
 * @num_ct: entries in @chip_types
 * @private: the driver's data
 * @installed: the lines set up
 * @unused: the lines a domain generic chip leaves alone
 * @domain: its domain (domain generic chips)
 * @list: private
 * @chip_types: its faces
 */
struct irq_chip_generic {
	raw_spinlock_t lock;
	void __iomem *reg_base;
	u32 (*reg_readl)(void __iomem *addr);
	void (*reg_writel)(u32 val, void __iomem *addr);
	void (*suspend)(struct irq_chip_generic *gc);
	void (*resume)(struct irq_chip_generic *gc);
	unsigned int irq_base;
	unsigned int irq_cnt;
	u32 mask_cache;
	u32 wake_enabled;
	u32 wake_active;
	unsigned int num_ct;
	void *private;
	unsigned long installed;
	unsigned long unused;
	struct irq_domain *domain;
	struct list_head list;
	struct irq_chip_type chip_types[];
};

/**
 * enum irq_gc_flags - how irq_setup_generic_chip() sets a chip up
 * @IRQ_GC_INIT_MASK_CACHE: read the mask register into the cache
 * @IRQ_GC_INIT_NESTED_LOCK: accepted (lockdep classes)
 * @IRQ_GC_MASK_CACHE_PER_TYPE: each type keeps its own mask cache
 * @IRQ_GC_NO_MASK: leave irq_data.mask alone
 * @IRQ_GC_BE_IO: big-endian registers
 */
enum irq_gc_flags {
	IRQ_GC_INIT_MASK_CACHE = 1 << 0,
	IRQ_GC_INIT_NESTED_LOCK = 1 << 1,
	IRQ_GC_MASK_CACHE_PER_TYPE = 1 << 2,
	IRQ_GC_NO_MASK = 1 << 3,
	IRQ_GC_BE_IO = 1 << 4,
};

/**
 * struct irq_domain_chip_generic - the generic chips of a domain
 * @irqs_per_chip: lines per chip
 * @num_chips: chips
 * @irq_flags_to_clear: IRQ_* settings cleared as a line is mapped
 * @irq_flags_to_set: ... and set
 * @gc_flags: the chips' irq_gc_flags
 * @exit: called for each chip as they are removed
 * @gc: the chips
 */
struct irq_domain_chip_generic {
	unsigned int irqs_per_chip;
	unsigned int num_chips;
	unsigned int irq_flags_to_clear;
	unsigned int irq_flags_to_set;
	enum irq_gc_flags gc_flags;
	void (*exit)(struct irq_chip_generic *gc);
	struct irq_chip_generic *gc[];
};

/**
 * struct irq_domain_chip_generic_info - what irq_domain_alloc_generic_chips()
 * makes
 * @name: the chips' name
 * @handler: their flow
 * @irqs_per_chip: lines per chip (at most 32)
 * @num_ct: types per chip
 * @irq_flags_to_clear: IRQ_* settings cleared as a line is mapped
 * @irq_flags_to_set: ... and set
 * @gc_flags: the chips' irq_gc_flags
 * @init: called for each chip made; an error undoes them all
 * @exit: called for each chip as they are removed
 */
struct irq_domain_chip_generic_info {
	const char *name;
	irq_flow_handler_t handler;
	unsigned int irqs_per_chip;
	unsigned int num_ct;
	unsigned int irq_flags_to_clear;
	unsigned int irq_flags_to_set;
	enum irq_gc_flags gc_flags;
	int (*init)(struct irq_chip_generic *gc);
	void (*exit)(struct irq_chip_generic *gc);
};

/* The chip callbacks: each works on the line's bit (irq_data.mask). */
void irq_gc_noop(struct irq_data *d);
/** irq_gc_mask_disable_reg() - write the bit to regs.disable; cache it cleared */
void irq_gc_mask_disable_reg(struct irq_data *d);
/** irq_gc_mask_set_bit() - set the bit in the mask cache, write it to regs.mask */
void irq_gc_mask_set_bit(struct irq_data *d);
/** irq_gc_mask_clr_bit() - clear the bit in the mask cache, write it */
void irq_gc_mask_clr_bit(struct irq_data *d);
/** irq_gc_unmask_enable_reg() - write the bit to regs.enable; cache it set */
void irq_gc_unmask_enable_reg(struct irq_data *d);
/** irq_gc_ack_set_bit() - write the bit to regs.ack */
void irq_gc_ack_set_bit(struct irq_data *d);
/** irq_gc_ack_clr_bit() - write every other bit to regs.ack */
void irq_gc_ack_clr_bit(struct irq_data *d);
/** irq_gc_mask_disable_and_ack_set() - irq_gc_mask_disable_reg(), then ack */
void irq_gc_mask_disable_and_ack_set(struct irq_data *d);
/** irq_gc_eoi() - write the bit to regs.eoi */
void irq_gc_eoi(struct irq_data *d);
/**
 * irq_gc_set_wake() - record the line in wake_active (@on) or not
 * Return: 0, or -EINVAL when the line is not in wake_enabled.
 */
int irq_gc_set_wake(struct irq_data *d, unsigned int on);

/**
 * irq_alloc_generic_chip() - a generic chip of @nr_ct types for lines from
 * @irq_base, registers at @reg_base, flow @handler
 * Return: it (kfree() or irq_free_generic_chip() frees it), or NULL.
 */
struct irq_chip_generic *irq_alloc_generic_chip(const char *name, int nr_ct,
						unsigned int irq_base,
						void __iomem *reg_base,
						irq_flow_handler_t handler);

/**
 * irq_setup_generic_chip() - give the lines of @gc whose bits are in @msk
 * its first type's chip and flow, @gc as chip data, their bit as
 * irq_data.mask (unless IRQ_GC_NO_MASK); clear @clr and set @set of their
 * settings
 */
void irq_setup_generic_chip(struct irq_chip_generic *gc, u32 msk,
			    enum irq_gc_flags flags, unsigned int clr,
			    unsigned int set);

/**
 * irq_setup_alt_chip() - move the line to the type of @gc serving @type
 * (its chip and flow), from ->irq_set_type
 * Return: 0, or -EINVAL when no type serves it.
 */
int irq_setup_alt_chip(struct irq_data *d, unsigned int type);

/** irq_remove_generic_chip() - undo irq_setup_generic_chip() for @msk */
void irq_remove_generic_chip(struct irq_chip_generic *gc, u32 msk,
			     unsigned int clr, unsigned int set);

/** devm_irq_alloc_generic_chip() - irq_alloc_generic_chip() freed with @dev */
struct irq_chip_generic *
devm_irq_alloc_generic_chip(struct device *dev, const char *name, int num_ct,
			    unsigned int irq_base, void __iomem *reg_base,
			    irq_flow_handler_t handler);

/**
 * devm_irq_setup_generic_chip() - irq_setup_generic_chip() removed with @dev
 * Return: 0, or -ENOMEM.
 */
int devm_irq_setup_generic_chip(struct device *dev, struct irq_chip_generic *gc,
				u32 msk, enum irq_gc_flags flags,
				unsigned int clr, unsigned int set);

/** irq_get_domain_generic_chip() - the chip of @d serving @hw_irq, or NULL */
struct irq_chip_generic *irq_get_domain_generic_chip(struct irq_domain *d,
						     unsigned int hw_irq);

/**
 * irq_map_generic_chip() - the ->map of a domain with generic chips: the
 * line gets its chip's first type, flow and bit
 * Return: 0; -ENODEV without generic chips; -EINVAL beyond them; -EBUSY
 * when the line is mapped already or left unused.
 */
int irq_map_generic_chip(struct irq_domain *d, unsigned int virq,
			 irq_hw_number_t hw_irq);
/** irq_unmap_generic_chip() - the ->unmap of such a domain */
void irq_unmap_generic_chip(struct irq_domain *d, unsigned int virq);

/**
 * irq_domain_alloc_generic_chips() - the generic chips serving all of @d
 * Return: 0; -EINVAL when @d has them already or @info asks for more than
 * 32 lines per chip; -ENOMEM; @info->init's error.
 */
int irq_domain_alloc_generic_chips(
	struct irq_domain *d, const struct irq_domain_chip_generic_info *info);
/** irq_domain_remove_generic_chips() - undo irq_domain_alloc_generic_chips() */
void irq_domain_remove_generic_chips(struct irq_domain *d);

/** __irq_alloc_domain_generic_chips() - irq_domain_alloc_generic_chips() */
int __irq_alloc_domain_generic_chips(struct irq_domain *d, int irqs_per_chip,
				     int num_ct, const char *name,
				     irq_flow_handler_t handler,
				     unsigned int clr, unsigned int set,
				     enum irq_gc_flags flags);

#define irq_alloc_domain_generic_chips(d, irqs_per_chip, num_ct, name,     \
				       handler, clr, set, flags)           \
	({                                                                 \
		MAYBE_BUILD_BUG_ON(irqs_per_chip > 32);                    \
		__irq_alloc_domain_generic_chips(d, irqs_per_chip, num_ct, \
						 name, handler, clr, set,  \
						 flags);                   \
	})

static inline void irq_free_generic_chip(struct irq_chip_generic *gc)
{
	kfree(gc);
}

static inline void irq_destroy_generic_chip(struct irq_chip_generic *gc,
					    u32 msk, unsigned int clr,
					    unsigned int set)
{
	irq_remove_generic_chip(gc, msk, clr, set);
	irq_free_generic_chip(gc);
}

/** irq_data_get_chip_type() - the generic chip type a line's chip belongs to */
static inline struct irq_chip_type *irq_data_get_chip_type(struct irq_data *d)
{
	return container_of(d->chip, struct irq_chip_type, chip);
}

#define IRQ_MSK(n) (u32)((n) < 32 ? ((1 << (n)) - 1) : UINT_MAX)

static inline void irq_gc_lock(struct irq_chip_generic *gc)
{
	raw_spin_lock(&gc->lock);
}

static inline void irq_gc_unlock(struct irq_chip_generic *gc)
{
	raw_spin_unlock(&gc->lock);
}

#define irq_gc_lock_irqsave(gc, flags) raw_spin_lock_irqsave(&(gc)->lock, flags)
#define irq_gc_unlock_irqrestore(gc, flags) \
	raw_spin_unlock_irqrestore(&(gc)->lock, flags)

static inline void irq_reg_writel(struct irq_chip_generic *gc, u32 val,
				  int reg_offset)
{
	if (gc->reg_writel)
		gc->reg_writel(val, gc->reg_base + reg_offset);
	else
		writel(val, gc->reg_base + reg_offset);
}

static inline u32 irq_reg_readl(struct irq_chip_generic *gc, int reg_offset)
{
	if (gc->reg_readl)
		return gc->reg_readl(gc->reg_base + reg_offset);
	return readl(gc->reg_base + reg_offset);
}
/* --- hierarchies of domains: a line's chip calls its parent's --- */

/*
 * The chip callbacks of a domain stacked on another (irq_chip.irq_mask =
 * irq_chip_mask_parent, or called from the driver's own callbacks): each
 * calls the same callback of @data's parent level (@data->parent_data),
 * if that chip has it.
 */
/** irq_chip_mask_parent() - mask the line at the parent level */
void irq_chip_mask_parent(struct irq_data *data);
/** irq_chip_unmask_parent() - unmask it there */
void irq_chip_unmask_parent(struct irq_data *data);
/** irq_chip_mask_ack_parent() - mask and acknowledge it there */
void irq_chip_mask_ack_parent(struct irq_data *data);
/** irq_chip_ack_parent() - acknowledge it there */
void irq_chip_ack_parent(struct irq_data *data);
/** irq_chip_eoi_parent() - end the interrupt there */
void irq_chip_eoi_parent(struct irq_data *data);
/**
 * irq_chip_enable_parent() - enable it there (the parent's irq_enable,
 * else its irq_unmask)
 */
void irq_chip_enable_parent(struct irq_data *data);
/** irq_chip_disable_parent() - irq_disable there, else irq_mask */
void irq_chip_disable_parent(struct irq_data *data);
/**
 * irq_chip_set_type_parent() - program the trigger @type there
 * Return: the parent's answer; -ENOSYS when it has no irq_set_type (or
 * there is no parent).
 */
int irq_chip_set_type_parent(struct irq_data *data, unsigned int type);
/**
 * irq_chip_set_affinity_parent() - route the line to @dest there
 * Return: the parent's answer; -ENOSYS without one.
 */
int irq_chip_set_affinity_parent(struct irq_data *data,
				 const struct cpumask *dest, bool force);
/**
 * irq_chip_set_wake_parent() - make the line wake the system there;
 * Return: 0 when the parent's chip has IRQCHIP_SKIP_SET_WAKE, its
 * irq_set_wake's answer, -ENOSYS without one.
 */
int irq_chip_set_wake_parent(struct irq_data *data, unsigned int on);
/**
 * irq_chip_retrigger_hierarchy() - replay the interrupt through the
 * first parent level of @data whose chip can
 * Return: 1 when a chip replayed it, 0 when none can.
 */
int irq_chip_retrigger_hierarchy(struct irq_data *data);
/**
 * irq_chip_request_resources_parent() - the parent's
 * irq_request_resources
 * Return: its answer, -ENOSYS without one.
 */
int irq_chip_request_resources_parent(struct irq_data *data);
/** irq_chip_release_resources_parent() - the parent's irq_release_resources */
void irq_chip_release_resources_parent(struct irq_data *data);

/**
 * irq_data_update_effective_affinity() - record the CPUs a line's
 * interrupt really goes to: one CPU here, nothing to record (as Linux
 * without CONFIG_GENERIC_IRQ_EFFECTIVE_AFF_MASK)
 */
static inline void irq_data_update_effective_affinity(struct irq_data *d,
						      const struct cpumask *m)
{
	(void)d;
	(void)m;
}

#include <linux/irqdesc.h>

#endif /* _PLATDEV_LINUX_IRQ_H */
