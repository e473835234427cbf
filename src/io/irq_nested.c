// SPDX-License-Identifier: MIT
/*
 * irq_nested.c - delivery of an interrupt nested in another's thread: a
 * controller behind a slow bus (I2C, SPI) reads its status from its own
 * threaded handler and delivers each child line with handle_nested_irq(),
 * whose thread functions then run right there, in that thread.
 */
#include <platdev/port.h>

#include "io/irq_internal.h"

/*
 * Run the thread functions of @desc's handlers once; the core lock is
 * dropped around them. Core lock held. Return: what they returned, or'ed.
 */
static irqreturn_t run_nested_locked(struct irq_desc *desc)
{
	irqreturn_t ret = IRQ_NONE;
	struct irqaction *a;

	desc->pending = false;
	desc->running = 1;
	desc->count++;
	a = desc->action;
	platdev_port_core_unlock();
	/* free_irq() waits for running to drop before freeing an action. */
	for (; a; a = __atomic_load_n(&a->next, __ATOMIC_ACQUIRE))
		if (a->thread_fn)
			ret |= a->thread_fn((int)desc->irq, a->dev_id);
	platdev_port_core_lock();
	if (ret == IRQ_NONE)
		desc->unhandled++;
	desc->running = 0;
	platdev_port_core_wake_all();
	return ret;
}

void handle_nested_irq(unsigned int irq)
{
	struct irq_desc *desc;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	if (!desc) {
		platdev_port_core_unlock();
		return;
	}
	/* As Linux: no handler or disabled, the delivery waits. */
	if (!desc->action || desc->depth || desc->running) {
		desc->pending = true;
		platdev_port_core_unlock();
		return;
	}
	do
		run_nested_locked(desc);
	while (desc->pending && desc->action && !desc->depth);
	platdev_port_core_unlock();
}
