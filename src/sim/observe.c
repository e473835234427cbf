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
#include <platdev/port.h>

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

/* The reads being answered, innermost first per thread (core lock). */
static struct sim_read_scope *open_reads;

void sim_read_begin(struct sim_read_scope *scope)
{
	scope->thread = platdev_port_thread_task();
	scope->nr = 0;
	scope->raised = false;
	platdev_port_core_lock();
	scope->next = open_reads;
	open_reads = scope;
	platdev_port_core_unlock();
}

/* The calling thread's innermost read, or NULL. Core lock held. */
static struct sim_read_scope *thread_read_locked(void)
{
	const void *thread = platdev_port_thread_task();
	struct sim_read_scope *scope;

	for (scope = open_reads; scope; scope = scope->next)
		if (scope->thread == thread)
			return scope;
	return NULL;
}

void sim_read_end(struct sim_read_scope *scope)
{
	const struct platdev_sim_observer *obs = sim_observer();
	struct sim_read_scope **link;
	unsigned int i;

	platdev_port_core_lock();
	for (link = &open_reads; *link; link = &(*link)->next) {
		if (*link == scope) {
			*link = scope->next;
			break;
		}
	}
	platdev_port_core_unlock();
	for (i = 0; obs && i < scope->nr; i++)
		obs->event(obs->ctx, &scope->held[i]);
	if (scope->raised && !platdev_port_irqs_masked())
		sim_irq_replay_deferred();
}

bool sim_read_defers_raise(void)
{
	struct sim_read_scope *scope;

	platdev_port_core_lock();
	scope = thread_read_locked();
	if (scope)
		scope->raised = true;
	platdev_port_core_unlock();
	return scope;
}

/* Hold @ev until the calling thread's read is told, if it is in one. */
static bool hold_for_read(const struct platdev_sim_event *ev)
{
	struct sim_read_scope *scope;
	bool held = false;

	platdev_port_core_lock();
	scope = thread_read_locked();
	if (scope && scope->nr < SIM_READ_HELD_EVENTS) {
		scope->held[scope->nr++] = *ev;
		held = true;
	}
	platdev_port_core_unlock();
	return held;
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
		.time_ns = platdev_sim_time_now(),
	};

	/* More events than a read holds are told at once (none do). */
	if (!hold_for_read(&ev))
		obs->event(obs->ctx, &ev);
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
