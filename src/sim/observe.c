// SPDX-License-Identifier: MIT
/*
 * observe.c - who is told of a simulated board's register accesses and of
 * the interrupts its models drive (platdev sim's report and trace).
 *
 * The observer is read on every access without the lock: one pointer,
 * published with release order, so an access sees the old observer or the
 * new one, whole.
 */
#include <linux/irq.h>

#include "sim_private.h"

static const struct platdev_sim_observer *observer;

void platdev_sim_observe(const struct platdev_sim_observer *obs)
{
	__atomic_store_n(&observer, obs, __ATOMIC_RELEASE);
}

const struct platdev_sim_observer *sim_observer(void)
{
	return __atomic_load_n(&observer, __ATOMIC_ACQUIRE);
}

void sim_observe(const struct platdev_sim_observer *obs,
		 struct platdev_sim_event *ev)
{
	ev->time_ns = platdev_sim_time_now();
	obs->event(obs->ctx, ev);
}

void sim_observe_irq(const struct platdev_sim_observer *obs,
		     const struct device_node *np, unsigned int line, int irq,
		     enum platdev_sim_event_kind kind)
{
	struct platdev_sim_event ev = {
		.kind = kind,
		.node = np,
		.line = line,
		.irq = irq,
	};

	sim_observe(obs, &ev);
}

int sim_deliver_observed(const struct platdev_sim_observer *obs,
			 const struct device_node *np, unsigned int line,
			 unsigned int irq)
{
	unsigned long delivered = platdev_irq_count(irq);
	unsigned long unclaimed = platdev_irq_unhandled_count(irq);
	bool handled;
	int ret;

	ret = generic_handle_irq(irq);
	/* Deliveries that reached a handler, less those none claimed. */
	handled = platdev_irq_count(irq) - delivered >
		  platdev_irq_unhandled_count(irq) - unclaimed;
	sim_observe_irq(obs, np, line, (int)irq,
			handled ? PLATDEV_SIM_EV_IRQ_HANDLED :
				  PLATDEV_SIM_EV_IRQ_UNHANDLED);
	return ret;
}
