// SPDX-License-Identifier: MIT
/*
 * irq.c - interrupt descriptors, handler registration, masking and
 * delivery, and the worker that runs threaded handlers.
 *
 * A descriptor exists for every requested board-file interrupt number and
 * every domain mapping. Handlers run without the core lock. One delivery of
 * a line runs at a time: a delivery that finds the line busy or masked
 * marks it pending, and the pending delivery is made when the line is free
 * and unmasked again.
 */
#include <string.h>

#include <linux/device.h>
#include <linux/slab.h>
#include <platdev/port.h>

#include "io/irq_internal.h"

static struct irq_desc **descs;
static unsigned int descs_cap;

/* Threaded handlers waiting for the worker, oldest first. */
static struct irqaction *queue_head, *queue_tail;
static bool worker_started;
static bool worker_inline; /* the port has no threads */

struct irq_desc *irq_to_desc_locked(unsigned int irq)
{
	return irq < descs_cap ? descs[irq] : NULL;
}

/* Give the table back once it holds no descriptor. */
static void descs_free_if_empty_locked(void)
{
	unsigned int i;

	for (i = 0; i < descs_cap; i++)
		if (descs[i])
			return;
	platdev_port_free(descs);
	descs = NULL;
	descs_cap = 0;
}

struct irq_desc *irq_alloc_desc_locked(unsigned int irq)
{
	struct irq_desc *desc;

	if (irq == 0 || irq >= PLATDEV_NR_IRQS)
		return NULL;
	if (irq >= descs_cap) {
		unsigned int cap = descs_cap ? descs_cap : 64;
		struct irq_desc **grown;

		while (cap <= irq)
			cap *= 2;
		grown = platdev_port_alloc(cap * sizeof(*grown));
		if (!grown)
			return NULL;
		if (descs_cap)
			memcpy(grown, descs, descs_cap * sizeof(*grown));
		platdev_port_free(descs);
		descs = grown;
		descs_cap = cap;
	}
	desc = platdev_port_alloc(sizeof(*desc));
	if (!desc) {
		/* The table may have been made for this one alone. */
		descs_free_if_empty_locked();
		return NULL;
	}
	desc->irq = irq;
	desc->irq_data.irq = irq;
	descs[irq] = desc;
	return desc;
}

unsigned int irq_domain_line_locked(const struct irq_domain *d, bool *busy)
{
	struct irq_data *data;
	unsigned int irq;

	*busy = false;
	for (irq = 1; irq < descs_cap; irq++) {
		if (!descs[irq] || !descs[irq]->domain)
			continue;
		for (data = &descs[irq]->irq_data; data;
		     data = data->parent_data)
			if (data->domain == d)
				break;
		if (!data)
			continue;
		/*
		 * A plain mapping goes even with handlers (they keep its
		 * number, cut off from the chip); a line of a hierarchy is
		 * freed only once its handlers are.
		 */
		if (!descs[irq]->action || !descs[irq]->allocated)
			return irq;
		*busy = true;
	}
	return 0;
}

unsigned int irq_find_free_locked(void)
{
	unsigned int irq;

	for (irq = 1; irq < PLATDEV_NR_IRQS; irq++)
		if (irq >= descs_cap || !descs[irq])
			return irq;
	return 0;
}

void irq_free_desc_locked(unsigned int irq)
{
	platdev_port_free(descs[irq]);
	descs[irq] = NULL;
	descs_free_if_empty_locked();
}

void irq_put_desc_locked(struct irq_desc *desc)
{
	if (!desc->action && !desc->domain && !desc->reserved)
		irq_free_desc_locked(desc->irq);
}

/* --- the worker --- */

static void run_thread_fn_locked(struct irqaction *a);
static void deliver_locked(struct irq_desc *desc);

static void worker(void *arg)
{
	(void)arg;
	platdev_port_core_lock();
	for (;;) {
		struct irqaction *a;

		while (!queue_head)
			platdev_port_core_wait();
		a = queue_head;
		queue_head = a->queue_next;
		if (!queue_head)
			queue_tail = NULL;
		run_thread_fn_locked(a);
	}
}

/*
 * Whether the flow of @desc masks the chip while a oneshot thread runs:
 * the level flow always, fasteoi with an IRQF_ONESHOT handler.
 */
static bool chip_masked_by_flow(struct irq_desc *desc)
{
	return desc->handle_irq == handle_level_irq ||
	       desc->handle_irq == handle_fasteoi_irq;
}

/* Run a queued thread function; drops the core lock around it. */
static void run_thread_fn_locked(struct irqaction *a)
{
	struct irq_desc *desc = a->desc;

	a->thread_pending = 0;
	a->thread_running = 1;
	platdev_port_core_unlock();
	a->thread_fn((int)desc->irq, a->dev_id);
	platdev_port_core_lock();
	if (a->oneshot_masked) {
		/* Unmask; a delivery held meanwhile is made now, still locked. */
		a->oneshot_masked = 0;
		if (--desc->depth == 0 && chip_masked_by_flow(desc)) {
			struct irq_chip_call chip;

			/* The level or fasteoi flow left the chip masked. */
			irq_chip_call_prepare_locked(desc, &chip);
			platdev_port_core_unlock();
			irq_chip_call_unmask(&chip);
			platdev_port_core_lock();
		}
		if (!desc->depth && desc->pending)
			deliver_locked(desc);
	}
	/*
	 * Only now, as Linux after irq_finalize_oneshot(): synchronize_irq()
	 * returns once the line is unmasked again, not before.
	 */
	a->thread_running = 0;
	platdev_port_core_wake_all();
}

/* Hand @a's thread function to the worker. Core lock held. */
static void queue_thread_locked(struct irqaction *a)
{
	if (a->thread_pending)
		return;
	a->thread_pending = 1;
	a->queue_next = NULL;
	if (queue_tail)
		queue_tail->queue_next = a;
	else
		queue_head = a;
	queue_tail = a;
	platdev_port_core_wake_all();
}

/* Run the queue in this thread (ports without threads). Core lock held. */
static void drain_queue_inline_locked(void)
{
	while (queue_head) {
		struct irqaction *a = queue_head;

		queue_head = a->queue_next;
		if (!queue_head)
			queue_tail = NULL;
		run_thread_fn_locked(a);
	}
}

/* --- delivery --- */

/*
 * Deliver an interrupt on @desc: run its handlers, queue thread functions,
 * and repeat while deliveries arrived meanwhile. Core lock held; dropped
 * around the handlers. A masked or busy line only records the delivery.
 */
/* Whether a handler of @desc keeps the line masked for its thread. */
static bool oneshot_locked(struct irq_desc *desc)
{
	struct irqaction *a;

	for (a = desc->action; a; a = a->next)
		if (a->flags & IRQF_ONESHOT)
			return true;
	return false;
}

static void deliver_locked(struct irq_desc *desc)
{
	struct irq_chip_call chip;
	struct irqaction *a;
	bool level, mask, unmask, eoi;

	if (desc->handle_irq == handle_bad_irq) {
		platdev_port_core_unlock();
		handle_bad_irq(desc);
		platdev_port_core_lock();
		return;
	}
	if (irq_flow_is_chained(desc->handle_irq)) {
		/* A demultiplexer: it reads its controller and delivers. */
		irq_flow_handler_t chained = desc->handle_irq;

		desc->count++;
		platdev_port_core_unlock();
		chained(desc);
		platdev_port_core_lock();
		return;
	}
	eoi = desc->handle_irq == handle_fasteoi_irq;
	if (desc->depth || desc->running) {
		desc->pending = true;
		if (eoi && desc->depth) {
			/* Disabled: ended, to be replayed by enable_irq(). */
			irq_chip_call_prepare_locked(desc, &chip);
			platdev_port_core_unlock();
			irq_chip_call_eoi(&chip, false);
			platdev_port_core_lock();
		}
		return;
	}
	do {
		unsigned int handled = 0;

		desc->pending = false;
		desc->running = 1;
		desc->count++;
		a = desc->action;
		level = desc->handle_irq == handle_level_irq;
		/* fasteoi masks a line whose handler is IRQF_ONESHOT. */
		mask = level || (eoi && oneshot_locked(desc));
		irq_chip_call_prepare_locked(desc, &chip);
		platdev_port_core_unlock();

		/* The flow: a level line is masked while its handlers run. */
		if (mask)
			irq_chip_call_mask(&chip);
		if (level || desc->handle_irq == handle_edge_irq)
			irq_chip_call_ack(&chip);
		/* free_irq() waits for running to drop before freeing an action. */
		for (; a; a = __atomic_load_n(&a->next, __ATOMIC_ACQUIRE)) {
			irqreturn_t ret = a->handler((int)desc->irq, a->dev_id);

			a->woken = (ret & IRQ_WAKE_THREAD) && a->thread_fn;
			handled |= ret;
		}

		if (eoi)
			irq_chip_call_eoi(&chip,
					  handled & IRQ_HANDLED ||
						  handled & IRQ_WAKE_THREAD);
		platdev_port_core_lock();
		for (a = desc->action; a; a = a->next) {
			if (!a->woken)
				continue;
			a->woken = 0;
			if ((a->flags & IRQF_ONESHOT) && !a->oneshot_masked) {
				a->oneshot_masked = 1;
				desc->depth++;
			}
			queue_thread_locked(a);
		}
		if (!handled)
			desc->unhandled++;
		unmask = mask && !desc->depth;
		if (unmask) {
			platdev_port_core_unlock();
			irq_chip_call_unmask(&chip);
			platdev_port_core_lock();
		}
		desc->running = 0;
		platdev_port_core_wake_all();
		if (worker_inline)
			drain_queue_inline_locked();
	} while (desc->pending && !desc->depth);
}

/* The flows differ only in the chip calls deliver_locked() makes. */
static void handle_flow(struct irq_desc *desc)
{
	platdev_port_core_lock();
	deliver_locked(desc);
	platdev_port_core_unlock();
}

void handle_simple_irq(struct irq_desc *desc)
{
	handle_flow(desc);
}

void handle_edge_irq(struct irq_desc *desc)
{
	handle_flow(desc);
}

void handle_level_irq(struct irq_desc *desc)
{
	handle_flow(desc);
}

void handle_fasteoi_irq(struct irq_desc *desc)
{
	handle_flow(desc);
}

void handle_bad_irq(struct irq_desc *desc)
{
	platdev_port_core_lock();
	desc->count++;
	desc->unhandled++;
	platdev_port_core_unlock();
	pr_warn("irq: IRQ %u (hwirq %lu) delivered before its flow was set up; ignored\n",
		desc->irq, desc->hwirq);
}

int generic_handle_irq(unsigned int irq)
{
	struct irq_desc *desc;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	if (desc)
		deliver_locked(desc);
	platdev_port_core_unlock();
	return desc ? 0 : -EINVAL;
}

/* A counter of @irq's descriptor (0 without one). */
static unsigned long desc_counter(unsigned int irq, bool unhandled)
{
	struct irq_desc *desc;
	unsigned long n = 0;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	if (desc)
		n = unhandled ? desc->unhandled : desc->count;
	platdev_port_core_unlock();
	return n;
}

unsigned long platdev_irq_count(unsigned int irq)
{
	return desc_counter(irq, false);
}

unsigned long platdev_irq_unhandled_count(unsigned int irq)
{
	return desc_counter(irq, true);
}

/* --- requesting --- */

static irqreturn_t wake_thread_handler(int irq, void *dev_id)
{
	(void)irq;
	(void)dev_id;
	return IRQ_WAKE_THREAD;
}

static int check_request(unsigned int irq, irq_handler_t handler,
			 irq_handler_t thread_fn, unsigned long flags,
			 const char *name, void *dev_id)
{
	const char *who = name ? name : "(unnamed)";

	if (irq == IRQ_NOTCONNECTED)
		return -ENOTCONN;
	if (irq == 0 || irq >= PLATDEV_NR_IRQS) {
		pr_err("request_irq: %s: invalid IRQ %u\n", who, irq);
		return -EINVAL;
	}
	if (!handler && !thread_fn) {
		pr_err("request_irq: %s: IRQ %u without a handler\n", who, irq);
		return -EINVAL;
	}
	/* As Linux: a line nested in another's thread has no hard handler. */
	if (!handler && !(flags & IRQF_ONESHOT) &&
	    !(platdev_irq_status(irq) & IRQ_NESTED_THREAD)) {
		pr_err("request_irq: %s: threaded IRQ %u with handler=NULL needs IRQF_ONESHOT\n",
		       who, irq);
		return -EINVAL;
	}
	if ((flags & IRQF_SHARED) && !dev_id) {
		pr_err("request_irq: %s: shared IRQ %u needs a dev_id\n", who,
		       irq);
		return -EINVAL;
	}
	if ((flags & IRQF_SHARED) && (flags & IRQF_NO_AUTOEN)) {
		pr_err("request_irq: %s: shared IRQ %u cannot be IRQF_NO_AUTOEN\n",
		       who, irq);
		return -EINVAL;
	}
	return 0;
}

/*
 * Whether a handler with @a's flags may join the line's handlers: shared
 * by all, the same trigger and IRQF_ONESHOT setting (IRQF_COND_ONESHOT
 * takes the line's IRQF_ONESHOT into @a->flags). Core lock held.
 */
static int check_sharing_locked(struct irq_desc *desc, struct irqaction *a)
{
	struct irqaction *old = desc->action;
	const char *name = a->name;
	unsigned long flags;

	if (!old)
		return 0;
	if ((old->flags & IRQF_ONESHOT) && (a->flags & IRQF_COND_ONESHOT))
		a->flags |= IRQF_ONESHOT;
	flags = a->flags;
	if (!(old->flags & IRQF_SHARED) || !(flags & IRQF_SHARED)) {
		pr_err("request_irq: IRQ %u is busy (%s has it%s); %s not added\n",
		       desc->irq, old->name ? old->name : "(unnamed)",
		       old->flags & IRQF_SHARED ? "" : " unshared",
		       name ? name : "(unnamed)");
		return -EBUSY;
	}
	if ((flags & IRQF_TRIGGER_MASK) && (old->flags & IRQF_TRIGGER_MASK) &&
	    (flags & IRQF_TRIGGER_MASK) != (old->flags & IRQF_TRIGGER_MASK)) {
		pr_err("request_irq: IRQ %u: trigger type mismatch with %s\n",
		       desc->irq, old->name ? old->name : "(unnamed)");
		return -EBUSY;
	}
	if ((flags ^ old->flags) & IRQF_ONESHOT) {
		pr_err("request_irq: IRQ %u: IRQF_ONESHOT mismatch with %s\n",
		       desc->irq, old->name ? old->name : "(unnamed)");
		return -EBUSY;
	}
	return 0;
}

/* The type recorded for a line of a hierarchy, or 0 for other lines. */
static unsigned long recorded_type(unsigned int irq)
{
	struct irq_desc *desc;
	unsigned long type = 0;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	if (desc && desc->allocated)
		type = desc->type;
	platdev_port_core_unlock();
	return type;
}

int request_threaded_irq(unsigned int irq, irq_handler_t handler,
			 irq_handler_t thread_fn, unsigned long flags,
			 const char *name, void *dev_id)
{
	struct irqaction *a, **link;
	struct irq_desc *desc;
	struct irq_chip_call chip;
	bool start_worker = false, first;
	int ret;

	ret = check_request(irq, handler, thread_fn, flags, name, dev_id);
	if (ret)
		return ret;
	a = platdev_port_alloc(sizeof(*a));
	if (!a)
		return -ENOMEM;
	a->handler = handler ? handler : wake_thread_handler;
	a->thread_fn = thread_fn;
	a->flags = flags;
	a->name = name;
	a->dev_id = dev_id;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	if (!desc)
		desc = irq_alloc_desc_locked(irq);
	if (!desc) {
		ret = -ENOMEM;
		goto fail;
	}
	if (desc->status & IRQ_NOREQUEST) {
		pr_err("request_irq: %s: IRQ %u cannot be requested (IRQ_NOREQUEST)\n",
		       name ? name : "(unnamed)", irq);
		ret = -EINVAL;
	} else {
		ret = check_sharing_locked(desc, a);
	}
	if (ret) {
		irq_put_desc_locked(desc);
		goto fail;
	}
	first = !desc->action;
	/* IRQ_NOAUTOEN: the line waits for enable_irq() as IRQF_NO_AUTOEN. */
	if (desc->status & IRQ_NOAUTOEN)
		flags |= IRQF_NO_AUTOEN;
	if (first)
		desc->depth = (flags & IRQF_NO_AUTOEN) ? 1 : 0;
	irq_chip_call_prepare_locked(desc, &chip);
	a->desc = desc;
	for (link = &desc->action; *link; link = &(*link)->next)
		;
	/* A delivery may be walking the list without the lock. */
	__atomic_store_n(link, a, __ATOMIC_RELEASE);
	if (thread_fn && !worker_started) {
		worker_started = true;
		start_worker = true;
	}
	platdev_port_core_unlock();

	if (start_worker && platdev_port_thread_start(worker, NULL)) {
		platdev_port_core_lock();
		worker_inline = true;
		platdev_port_core_unlock();
	}
	if (!first)
		return 0;
	/*
	 * The first handler claims the chip's resources for the line (a GPIO
	 * line locked as an interrupt), programs the trigger and starts it.
	 */
	ret = irq_chip_call_request_resources(&chip);
	if (ret) {
		pr_err("request_irq: IRQ %u: the chip refused its resources (%d)\n",
		       irq, ret);
		free_irq(irq, dev_id);
		return ret;
	}
	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	if (desc)
		desc->resources = true;
	platdev_port_core_unlock();
	/* A line of a hierarchy: each domain programs its routing. */
	ret = irq_line_activate(irq);
	if (ret) {
		pr_err("request_irq: IRQ %u: its domain refused to activate it (%d)\n",
		       irq, ret);
		free_irq(irq, dev_id);
		return ret;
	}
	/* A line of a hierarchy: the type its mapping recorded (Linux's). */
	if (!(flags & IRQF_TRIGGER_MASK))
		flags |= recorded_type(irq);
	if (flags & IRQF_TRIGGER_MASK) {
		ret = irq_set_irq_type(irq, flags & IRQF_TRIGGER_MASK);
		if (ret) {
			free_irq(irq, dev_id);
			return ret;
		}
	}
	if (!(flags & IRQF_NO_AUTOEN)) {
		irq_chip_call_bus_lock(&chip);
		irq_chip_call_startup(&chip);
		irq_chip_call_bus_sync_unlock(&chip);
	}
	return 0;

fail:
	platdev_port_core_unlock();
	platdev_port_free(a);
	return ret;
}

/* Nothing of @desc (or of @a alone) is running or queued. Core lock held. */
static bool quiet_locked(struct irq_desc *desc, struct irqaction *only)
{
	struct irqaction *a;

	if (desc->running)
		return false;
	if (only)
		return !only->thread_pending && !only->thread_running;
	for (a = desc->action; a; a = a->next)
		if (a->thread_pending || a->thread_running)
			return false;
	return true;
}

const void *free_irq(unsigned int irq, void *dev_id)
{
	struct irqaction **link, *a = NULL;
	struct irq_desc *desc;
	struct irq_chip_call chip;
	const char *name;
	bool last, release;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	for (link = desc ? &desc->action : NULL; link && *link;
	     link = &(*link)->next) {
		if ((*link)->dev_id == dev_id) {
			a = *link;
			*link = a->next;
			break;
		}
	}
	if (!a) {
		platdev_port_core_unlock();
		pr_err("free_irq: IRQ %u has no handler with dev_id %p\n", irq,
		       dev_id);
		return NULL;
	}
	/* Not on the list any more: let a delivery running it finish. */
	while (desc->running)
		platdev_port_core_wait();
	/*
	 * Its handler woke the thread function just before it was unlinked,
	 * so the delivery no longer found it to queue: run it one last time,
	 * as Linux does, rather than lose the wake.
	 */
	if (a->woken) {
		a->woken = 0;
		queue_thread_locked(a);
		if (worker_inline)
			drain_queue_inline_locked();
	}
	while (!quiet_locked(desc, a))
		platdev_port_core_wait();
	if (a->oneshot_masked)
		desc->depth--;
	last = !desc->action;
	irq_chip_call_prepare_locked(desc, &chip);
	release = last && desc->resources;
	if (last)
		desc->resources = false;
	if (last)
		irq_put_desc_locked(desc);
	platdev_port_core_unlock();
	/* The last handler gone, the line is shut down and released. */
	if (last) {
		irq_chip_call_bus_lock(&chip);
		irq_chip_call_shutdown(&chip);
		irq_chip_call_bus_sync_unlock(&chip);
		irq_line_deactivate(irq);
	}
	if (release)
		irq_chip_call_release_resources(&chip);
	name = a->name;
	platdev_port_free(a);
	return name;
}

/* --- masking --- */

void disable_irq_nosync(unsigned int irq)
{
	struct irq_desc *desc;
	struct irq_chip_call chip;
	bool mask = false;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	if (desc && desc->depth++ == 0) {
		irq_chip_call_prepare_locked(desc, &chip);
		mask = true;
	}
	platdev_port_core_unlock();
	if (!desc)
		pr_err("disable_irq: IRQ %u does not exist\n", irq);
	else if (mask) {
		irq_chip_call_bus_lock(&chip);
		irq_chip_call_disable(&chip);
		irq_chip_call_bus_sync_unlock(&chip);
	}
}

void synchronize_irq(unsigned int irq)
{
	struct irq_desc *desc;

	platdev_port_core_lock();
	while ((desc = irq_to_desc_locked(irq)) && !quiet_locked(desc, NULL))
		platdev_port_core_wait();
	platdev_port_core_unlock();
}

void disable_irq(unsigned int irq)
{
	disable_irq_nosync(irq);
	synchronize_irq(irq);
}

void enable_irq(unsigned int irq)
{
	struct irq_desc *desc;
	struct irq_chip_call chip;
	bool unbalanced = false;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	if (desc && desc->depth == 1) {
		/* Unmasked before a delivery held meanwhile is made. */
		irq_chip_call_prepare_locked(desc, &chip);
		platdev_port_core_unlock();
		irq_chip_call_bus_lock(&chip);
		irq_chip_call_enable(&chip);
		irq_chip_call_bus_sync_unlock(&chip);
		platdev_port_core_lock();
		desc = irq_to_desc_locked(irq);
	}
	if (desc && !desc->depth)
		unbalanced = true;
	else if (desc && --desc->depth == 0 && desc->pending)
		deliver_locked(desc);
	platdev_port_core_unlock();
	if (!desc)
		pr_err("enable_irq: IRQ %u does not exist\n", irq);
	else if (unbalanced)
		pr_warn("enable_irq: unbalanced enable for IRQ %u\n", irq);
}

int irq_set_irq_type(unsigned int irq, unsigned int type)
{
	struct irq_desc *desc;
	struct irq_chip_call chip;
	bool masked = false;
	int ret;

	if (type & ~IRQ_TYPE_SENSE_MASK)
		return -EINVAL;
	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	if (desc) {
		irq_chip_call_prepare_locked(desc, &chip);
		masked = desc->depth || !desc->action;
	}
	platdev_port_core_unlock();
	if (!desc)
		return -EINVAL;
	irq_chip_call_bus_lock(&chip);
	ret = irq_chip_call_set_type(&chip, type, masked);
	irq_chip_call_bus_sync_unlock(&chip);
	if (ret < 0)
		return ret;
	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	/* NOCOPY: the chip recorded the type itself (irqd_set_trigger_type). */
	if (desc && ret != IRQ_SET_MASK_OK_NOCOPY)
		desc->type = type;
	if (desc && (desc->type & IRQ_TYPE_LEVEL_MASK))
		desc->status |= IRQ_LEVEL;
	else if (desc)
		desc->status &= ~IRQ_LEVEL;
	platdev_port_core_unlock();
	return desc ? 0 : -EINVAL;
}

int irq_set_irq_wake(unsigned int irq, unsigned int on)
{
	struct irq_desc *desc;
	struct irq_chip_call chip;
	bool call = false, unbalanced = false;
	int ret = 0;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	if (desc && on)
		call = desc->wake_depth++ == 0;
	else if (desc && !desc->wake_depth)
		unbalanced = true;
	else if (desc)
		call = --desc->wake_depth == 0;
	if (call)
		irq_chip_call_prepare_locked(desc, &chip);
	platdev_port_core_unlock();
	if (!desc)
		return -EINVAL;
	if (unbalanced)
		pr_warn("irq: unbalanced wake disable for IRQ %u\n", irq);
	if (call) {
		irq_chip_call_bus_lock(&chip);
		ret = irq_chip_call_set_wake(&chip, on);
		irq_chip_call_bus_sync_unlock(&chip);
	}
	if (ret) {
		/* Not changed: the depth goes back to what it was. */
		platdev_port_core_lock();
		desc = irq_to_desc_locked(irq);
		if (desc)
			desc->wake_depth = on ? 0 : 1;
		platdev_port_core_unlock();
	}
	return ret;
}

unsigned int irq_get_trigger_type(unsigned int irq)
{
	struct irq_desc *desc;
	unsigned int type;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	type = desc ? desc->type : IRQ_TYPE_NONE;
	platdev_port_core_unlock();
	return type;
}

/* --- managed --- */

struct irq_devres {
	unsigned int irq;
	void *dev_id;
};

static void devm_irq_release(struct device *dev, void *res)
{
	struct irq_devres *r = res;

	(void)dev;
	free_irq(r->irq, r->dev_id);
}

static int devm_irq_match(struct device *dev, void *res, void *data)
{
	struct irq_devres *r = res, *want = data;

	(void)dev;
	return r->irq == want->irq && r->dev_id == want->dev_id;
}

int devm_request_threaded_irq(struct device *dev, unsigned int irq,
			      irq_handler_t handler, irq_handler_t thread_fn,
			      unsigned long irqflags, const char *devname,
			      void *dev_id)
{
	struct irq_devres *r =
		devres_alloc(devm_irq_release, sizeof(*r), GFP_KERNEL);
	int ret;

	if (!r)
		return -ENOMEM;
	ret = request_threaded_irq(irq, handler, thread_fn, irqflags,
				   devname ? devname : dev_name(dev), dev_id);
	if (ret) {
		devres_free(r);
		dev_err(dev, "failed to request IRQ %u: %d\n", irq, ret);
		return ret;
	}
	r->irq = irq;
	r->dev_id = dev_id;
	devres_add(dev, r);
	return 0;
}

void devm_free_irq(struct device *dev, unsigned int irq, void *dev_id)
{
	struct irq_devres want = { .irq = irq, .dev_id = dev_id };

	if (devres_release(dev, devm_irq_release, devm_irq_match, &want))
		dev_warn(
			dev,
			"devm_free_irq: IRQ %u with dev_id %p is not managed\n",
			irq, dev_id);
}
