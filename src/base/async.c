// SPDX-License-Identifier: MIT
/*
 * async.c - asynchronous probing: a small pool of worker threads attaches
 * the devices whose driver allows it, so that slow probes (a PHY that
 * needs 100 ms to come out of reset) overlap.
 *
 * A driver allows it with probe_type = PROBE_PREFER_ASYNCHRONOUS, or, with
 * PROBE_DEFAULT_STRATEGY, when the process-wide switch says so;
 * PROBE_FORCE_SYNCHRONOUS never. Ordering still holds: a worker attaches
 * through the same path as everyone (device links and deferral apply),
 * and it waits while the device's parent is mid-probe. On a port without
 * threads everything probes synchronously.
 */
#include <linux/async.h>
#include <linux/slab.h>
#include <platdev/bind.h>

#include "base/base.h"

#define ASYNC_WORKERS 4

struct async_entry {
	struct list_head node;
	struct device *dev;
};

static LIST_HEAD(async_queue);
static unsigned int async_busy; /* entries queued or being attached */
static unsigned int workers; /* started */
static bool no_threads; /* the port has none */
static bool async_all;
static unsigned int async_drivers; /* registered, PROBE_PREFER_ASYNCHRONOUS */

void async_driver_count_locked(const struct device_driver *drv, int delta)
{
	if (drv->probe_type == PROBE_PREFER_ASYNCHRONOUS)
		__atomic_store_n(&async_drivers,
				 async_drivers + (unsigned int)delta,
				 __ATOMIC_RELEASE);
}

bool async_probing_possible(void)
{
	return __atomic_load_n(&async_all, __ATOMIC_ACQUIRE) ||
	       __atomic_load_n(&async_drivers, __ATOMIC_ACQUIRE);
}

void platdev_set_async_probe_all(bool all)
{
	if (!platdev_has(PLATDEV_FEAT_ASYNC) && all) {
		not_in_profile(NULL, __func__, "asynchronous probing");
		return;
	}
	__atomic_store_n(&async_all, all, __ATOMIC_RELEASE);
}

bool driver_allows_async_probing(const struct device_driver *drv)
{
	switch (drv->probe_type) {
	case PROBE_PREFER_ASYNCHRONOUS:
		return true;
	case PROBE_FORCE_SYNCHRONOUS:
		return false;
	default:
		return __atomic_load_n(&async_all, __ATOMIC_ACQUIRE);
	}
}

static void async_worker(void *arg)
{
	(void)arg;
	platdev_port_core_lock();
	for (;;) {
		struct async_entry *e;
		struct device *dev, *parent;

		while (list_empty(&async_queue))
			platdev_port_core_wait();
		e = list_first_entry(&async_queue, struct async_entry, node);
		list_del(&e->node);
		dev = e->dev;
		/* A parent's probe may still be adding its children. */
		parent = dev->parent;
		while (parent && parent->p.busy)
			platdev_port_core_wait();
		platdev_port_core_unlock();
		kfree(e);
		device_try_bind(dev);
		deferred_run();
		put_device(dev);
		platdev_port_core_lock();
		if (!--async_busy)
			platdev_port_core_wake_all();
	}
}

/* Start the pool once. Core lock held. Return: whether threads exist. */
static bool have_workers_locked(void)
{
	while (!no_threads && workers < ASYNC_WORKERS) {
		if (platdev_port_thread_start(async_worker, NULL)) {
			no_threads = !workers;
			break;
		}
		workers++;
	}
	return workers > 0;
}

bool async_queue_bind(struct device *dev)
{
	struct async_entry *e = kmalloc(sizeof(*e), GFP_KERNEL);

	if (!e)
		return false;
	platdev_port_core_lock();
	if (!have_workers_locked()) {
		platdev_port_core_unlock();
		kfree(e);
		return false;
	}
	e->dev = get_device(dev);
	list_add_tail(&e->node, &async_queue);
	async_busy++;
	platdev_port_core_wake_all();
	platdev_port_core_unlock();
	return true;
}

void async_synchronize_full(void)
{
	platdev_port_core_lock();
	while (async_busy)
		platdev_port_core_wait();
	platdev_port_core_unlock();
}
