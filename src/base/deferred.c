// SPDX-License-Identifier: MIT
/*
 * deferred.c - devices that cannot bind yet, and when to try them again.
 *
 * A device waits in one of three ways (enum park_kind in base.h):
 *   - for a supplier of a managed device link (PARK_LINK): it is on no
 *     list; when the supplier binds, the supplier's consumer links lead
 *     straight to it, and it is queued once all its suppliers are bound;
 *   - after its probe returned -EPROBE_DEFER (PARK_DEFERRED): it is on
 *     deferred_list, oldest first. If the probe named what it waits for
 *     (an interrupt controller's node), only that node getting ready
 *     queues it; every device on the list is also retried by a pass that
 *     runs after something bound;
 *   - for probing to be unblocked (PARK_BLOCKED).
 * Queued devices (PARK_READY) are attached by one runner at a time.
 *
 * The retry pass walks deferred_list newest first. In a chain registered
 * consumers first, where each device needs the next one bound, the newest
 * waiter is the one whose supplier just bound, so one pass binds the whole
 * chain: 2N probes for N devices, where retrying oldest first (as Linux
 * does) costs N^2/2.
 */
#include <stdio.h>
#include <string.h>

#include <linux/slab.h>
#include <linux/async.h>
#include <platdev/bind.h>

#include "base/base.h"

static LIST_HEAD(deferred_list);
static LIST_HEAD(ready_list);
static LIST_HEAD(blocked_list);
static unsigned int block_depth;
static bool runner_active;
static bool pass_wanted; /* something bound since the last pass began */
static unsigned int node_waiters; /* deferred devices that named a node */
static bool drivers_done; /* fw_devlink_drivers_done() was called */
/*
 * Devices on deferred_list or ready_list: written under the lock, read
 * without it by deferred_run()'s fast path, so that a bind with nothing
 * waiting costs no lock round trip.
 */
static unsigned int nr_waiting;

static void count_waiting(int delta)
{
	__atomic_store_n(&nr_waiting, nr_waiting + (unsigned int)delta,
			 __ATOMIC_RELEASE);
}

/* Dependency timeouts by kind, in ns; 0 waits for ever. */
static u64 dep_timeout_ns[PLATDEV_DEP_KINDS] = {
	[PLATDEV_DEP_UNKNOWN] = 10000000000ull,
	[PLATDEV_DEP_LINK] = 0,
	[PLATDEV_DEP_FW_LINK] = 10000000000ull,
	[PLATDEV_DEP_IRQ_PARENT] = 10000000000ull,
	[PLATDEV_DEP_CLOCK] = 10000000000ull,
	[PLATDEV_DEP_RESET] = 10000000000ull,
	[PLATDEV_DEP_GPIO] = 10000000000ull,
	[PLATDEV_DEP_SUPPLY] = 10000000000ull,
	[PLATDEV_DEP_PROVIDER] = 10000000000ull,
};

int platdev_set_dependency_timeout(enum platdev_dep_kind kind, unsigned int ms)
{
	if (!platdev_has(PLATDEV_FEAT_DEPS)) {
		not_in_profile(NULL, __func__, "deferred probe");
		return -EOPNOTSUPP;
	}
	if (kind <= PLATDEV_DEP_NONE || kind >= PLATDEV_DEP_KINDS)
		return -EINVAL;
	platdev_port_core_lock();
	dep_timeout_ns[kind] = (u64)ms * 1000000u;
	platdev_port_core_unlock();
	return 0;
}

struct device_deps *device_deps_locked(struct device *dev, bool create)
{
	struct device_deps *d = dev->p.deps;

	if (d || !create)
		return d;
	d = kzalloc(sizeof(*d), GFP_KERNEL);
	if (!d)
		return NULL;
	INIT_LIST_HEAD(&d->suppliers);
	INIT_LIST_HEAD(&d->consumers);
	INIT_LIST_HEAD(&d->park_node);
	d->park_node_kind = WALK_ENTRY;
	d->dev = dev;
	/* atomic: has_deps() looks without the lock */
	__atomic_store_n(&dev->p.deps, d, __ATOMIC_RELEASE);
	return d;
}

const struct rpm_core_ops *rpm_core_ops;
const struct wakeup_core_ops *wakeup_core_ops;
void (*wakeirq_free)(struct device_deps *d);
void (*wakeirq_arm)(bool arm);

void device_deps_free(struct device *dev)
{
	struct device_deps *d = dev->p.deps;

	if (!d)
		return;
	__atomic_store_n(&dev->p.deps, NULL, __ATOMIC_RELEASE);
	if (d->rpm && rpm_core())
		rpm_core()->state_free(d);
	if (d->wakeup && wakeup_core_ops)
		wakeup_core_ops->free(d);
	if (d->wakeirq && wakeirq_free)
		wakeirq_free(d);
	kfree(d->reason);
	kfree(d);
}

bool probing_blocked_locked(void)
{
	return block_depth > 0;
}

static void leave_list_locked(struct device_deps *d)
{
	if (d->park == PARK_DEFERRED && platdev_dep_kind_is_node(d->wait_kind))
		node_waiters--;
	if (d->park == PARK_DEFERRED || d->park == PARK_READY)
		count_waiting(-1);
	if (d->park == PARK_DEFERRED || d->park == PARK_READY ||
	    d->park == PARK_BLOCKED)
		list_del_init(&d->park_node);
}

void deferred_park_locked(struct device *dev, enum park_kind kind,
			  enum platdev_dep_kind why, const void *what)
{
	struct device_deps *d = device_deps_locked(dev, true);
	bool keep_place;

	if (!d) {
		dev_err(dev, "out of memory: cannot wait for a retry\n");
		return;
	}
	/* A device deferring again keeps its place, so passes keep order. */
	keep_place = d->park == PARK_DEFERRED && kind == PARK_DEFERRED;
	if (keep_place) {
		if (platdev_dep_kind_is_node(d->wait_kind))
			node_waiters--;
	} else {
		leave_list_locked(d);
	}
	if (d->wait_kind != why || d->wait_for != what) {
		d->wait_kind = (u8)why;
		d->wait_for = what;
		d->wait_since = platdev_port_now_ns();
		d->timed_out = 0;
	}
	d->park = (u8)kind;
	if (kind == PARK_DEFERRED && platdev_dep_kind_is_node(why))
		node_waiters++;
	if (keep_place)
		return;
	if (kind == PARK_DEFERRED || kind == PARK_READY)
		count_waiting(1);
	if (kind == PARK_DEFERRED)
		list_add_tail(&d->park_node, &deferred_list);
	else if (kind == PARK_READY)
		list_add_tail(&d->park_node, &ready_list);
	else if (kind == PARK_BLOCKED)
		list_add_tail(&d->park_node, &blocked_list);
}

void deferred_unpark_locked(struct device *dev)
{
	struct device_deps *d = dev->p.deps;

	if (!d)
		return;
	leave_list_locked(d);
	d->park = PARK_NONE;
	d->wait_kind = PLATDEV_DEP_NONE;
	d->wait_for = NULL;
	d->timed_out = 0;
}

/* Queue @dev for the runner, unless it is already queued. */
void deferred_queue_locked(struct device *dev)
{
	struct device_deps *d = dev->p.deps;

	if (d && d->park == PARK_READY)
		return;
	deferred_park_locked(dev, PARK_READY,
			     d ? (enum platdev_dep_kind)d->wait_kind :
				 PLATDEV_DEP_NONE,
			     d ? d->wait_for : NULL);
}

void deferred_device_bound_locked(struct device *dev)
{
	struct device_link *link;

	/* A bind may be what a deferred device waited for. */
	if (!list_empty(&deferred_list))
		pass_wanted = true;
	if (dev->p.deps) {
		list_for_each_entry(link, &dev->p.deps->suppliers, c_node)
			if (link->status != DL_STATE_NONE)
				link->status = DL_STATE_ACTIVE;
		list_for_each_entry(link, &dev->p.deps->consumers, s_node) {
			struct device *c = link->consumer;
			struct device_deps *cd = c->p.deps;
			bool waiting =
				cd->park == PARK_LINK ||
				(cd->park == PARK_NONE &&
				 (link->flags & DL_FLAG_AUTOPROBE_CONSUMER));

			if (link->status == DL_STATE_NONE)
				continue;
			link->status = c->p.bound ? DL_STATE_ACTIVE :
						    DL_STATE_AVAILABLE;
			if (waiting && !c->driver &&
			    c->p.state == DEV_STATE_ADDED &&
			    !first_unbound_supplier_locked(c))
				deferred_queue_locked(c);
		}
	}
}

void deferred_node_ready_locked(const void *node)
{
	struct list_head *pos, *n;

	if (!node_waiters)
		return;
	list_for_each_safe(pos, n, &deferred_list) {
		struct device_deps *d;

		if (((struct walk_cursor *)(void *)pos)->kind != WALK_ENTRY)
			continue;
		d = container_of(pos, struct device_deps, park_node);
		if (platdev_dep_kind_is_node(d->wait_kind) &&
		    d->wait_for == node)
			deferred_queue_locked(d->dev);
	}
}

/* Forget @node in the records of the devices on @list. Core lock held. */
static void forget_node_locked(struct list_head *list, const void *node)
{
	struct list_head *pos, *n;

	list_for_each_safe(pos, n, list) {
		struct device_deps *d;

		if (((struct walk_cursor *)(void *)pos)->kind != WALK_ENTRY)
			continue;
		d = container_of(pos, struct device_deps, park_node);
		if (d->hint == node)
			d->hint = NULL;
		if (!platdev_dep_kind_is_node(d->wait_kind) ||
		    d->wait_for != node)
			continue;
		if (d->park == PARK_DEFERRED)
			node_waiters--;
		d->wait_kind = PLATDEV_DEP_UNKNOWN;
		d->wait_for = NULL;
		if (d->park == PARK_DEFERRED)
			deferred_queue_locked(d->dev);
	}
}

void deferred_node_gone(const void *node)
{
	/* Only a parked device keeps a node in its record. */
	if (!node || !platdev_has(PLATDEV_FEAT_DEPS) ||
	    !__atomic_load_n(&nr_waiting, __ATOMIC_ACQUIRE))
		return;
	platdev_port_core_lock();
	forget_node_locked(&deferred_list, node);
	forget_node_locked(&ready_list, node);
	platdev_port_core_unlock();
}

void device_set_probe_reason(struct device *dev, const char *msg)
{
	size_t len = strlen(msg);
	struct device_deps *d;
	char *copy = kmalloc(len + 1, GFP_KERNEL);

	if (!copy)
		return;
	memcpy(copy, msg, len + 1);
	/* Without the trailing newline, for one-line reports. */
	while (len && copy[len - 1] == '\n')
		copy[--len] = '\0';
	platdev_port_core_lock();
	d = device_deps_locked(dev, true);
	if (d) {
		kfree(d->reason);
		d->reason = copy;
		copy = NULL;
	}
	platdev_port_core_unlock();
	kfree(copy);
}

void platdev_device_waits_for_node(struct device *dev, const void *node,
				   enum platdev_dep_kind kind)
{
	struct device_deps *d;

	if (!dev || !node)
		return;
	if (!platdev_dep_kind_is_node(kind))
		kind = PLATDEV_DEP_PROVIDER;
	platdev_port_core_lock();
	d = device_deps_locked(dev, true);
	if (d) {
		d->hint = node;
		d->hint_kind = (u8)kind;
	}
	platdev_port_core_unlock();
}

void platdev_node_ready(const void *node)
{
	if (!node)
		return;
	platdev_port_core_lock();
	deferred_node_ready_locked(node);
	platdev_port_core_unlock();
	deferred_run();
}

/* Attach @dev (referenced by the caller) with the lock dropped. */
static void retry_bind_locked(struct device *dev)
{
	platdev_port_core_unlock();
	device_try_bind(dev);
	put_device(dev);
	platdev_port_core_lock();
}

/*
 * One pass over deferred_list, newest first. A cursor before the device
 * being retried keeps the place while the lock is dropped. Core lock held.
 */
static void retry_pass_locked(void)
{
	struct walk_cursor cursor = { .kind = WALK_CURSOR };
	struct list_head *pos = deferred_list.prev;

	for (;;) {
		struct device_deps *d;

		while (pos != &deferred_list &&
		       ((struct walk_cursor *)(void *)pos)->kind != WALK_ENTRY)
			pos = pos->prev;
		if (pos == &deferred_list)
			return;
		d = container_of(pos, struct device_deps, park_node);
		list_add_tail(&cursor.node, pos);
		get_device(d->dev);
		retry_bind_locked(d->dev);
		pos = cursor.node.prev;
		list_del(&cursor.node);
	}
}

void deferred_run(void)
{
	/*
	 * Nothing waits: nothing to retry. A device parked meanwhile by
	 * another thread is that thread's to run. (Without DEPS nothing ever
	 * waits; the test folds the rest away.)
	 */
	if (!platdev_has(PLATDEV_FEAT_DEPS) ||
	    !__atomic_load_n(&nr_waiting, __ATOMIC_ACQUIRE))
		return;
	platdev_port_core_lock();
	if (runner_active || block_depth) {
		platdev_port_core_unlock();
		return;
	}
	runner_active = true;
	for (;;) {
		if (!list_empty(&ready_list)) {
			struct device_deps *d = list_first_entry(
				&ready_list, struct device_deps, park_node);

			list_del_init(&d->park_node);
			count_waiting(-1);
			d->park = PARK_NONE;
			get_device(d->dev);
			retry_bind_locked(d->dev);
		} else if (pass_wanted && !list_empty(&deferred_list)) {
			pass_wanted = false;
			retry_pass_locked();
		} else {
			break;
		}
	}
	pass_wanted = false;
	runner_active = false;
	platdev_port_core_wake_all();
	platdev_port_core_unlock();
}

void device_block_probing(void)
{
	if (!platdev_has(PLATDEV_FEAT_DEPS)) {
		not_in_profile(NULL, __func__, "probe blocking");
		return;
	}
	platdev_port_core_lock();
	block_depth++;
	platdev_port_core_unlock();
}

void device_unblock_probing(void)
{
	if (!platdev_has(PLATDEV_FEAT_DEPS)) {
		not_in_profile(NULL, __func__, "probe blocking");
		return;
	}
	platdev_port_core_lock();
	if (!block_depth) {
		platdev_port_core_unlock();
		pr_err("device_unblock_probing: probing is not blocked\n");
		return;
	}
	block_depth--;
	/* Devices added meanwhile are attached in the order they came. */
	while (!block_depth && !list_empty(&blocked_list)) {
		struct device_deps *d = list_first_entry(
			&blocked_list, struct device_deps, park_node);

		deferred_queue_locked(d->dev);
	}
	platdev_port_core_unlock();
	deferred_run();
}

void wait_for_device_probe(void)
{
	/* Without deferral or a pool every probe has finished already. */
	if (!platdev_has(PLATDEV_FEAT_DEPS | PLATDEV_FEAT_ASYNC))
		return;
	async_synchronize_full();
	platdev_port_core_lock();
	while (runner_active)
		platdev_port_core_wait();
	platdev_port_core_unlock();
	/* Work queued but not started (the runner's owner returned) runs here. */
	deferred_run();
	async_synchronize_full(); /* and what that queued in the pool */
}

bool deferred_timed_out_locked(const struct device_deps *d, u64 now)
{
	u64 limit;

	if (!d || d->wait_kind == PLATDEV_DEP_NONE ||
	    d->wait_kind >= PLATDEV_DEP_KINDS)
		return false;
	limit = dep_timeout_ns[d->wait_kind];
	return limit && now - d->wait_since > limit;
}

int driver_deferred_probe_check_state(struct device *dev)
{
	u64 now = platdev_port_now_ns();
	bool late;

	if (!dev)
		return -EINVAL;
	if (!platdev_has(PLATDEV_FEAT_DEPS)) {
		not_in_profile(dev, __func__, "deferred probe");
		return -EOPNOTSUPP;
	}
	platdev_port_core_lock();
	late = deferred_timed_out_locked(dev->p.deps, now);
	platdev_port_core_unlock();
	return late ? -ETIMEDOUT : -EPROBE_DEFER;
}

/* One device's overdue wait: log it once; give up device-tree links. */
static void expire_one(struct device *dev, void *ctx)
{
	struct device_deps *d = dev->p.deps;
	u64 now = *(const u64 *)ctx;

	if (!d || d->park == PARK_NONE || d->timed_out ||
	    !deferred_timed_out_locked(d, now))
		return;
	d->timed_out = 1;
	if (d->wait_kind == PLATDEV_DEP_LINK ||
	    d->wait_kind == PLATDEV_DEP_FW_LINK)
		dev_warn(
			dev, "still waiting for %s (%s) after %llu ms\n",
			dev_name(d->wait_for),
			platdev_dep_kind_name(
				(enum platdev_dep_kind)d->wait_kind),
			(unsigned long long)((now - d->wait_since) / 1000000u));
	else
		dev_warn(
			dev, "probe still deferred (%s) after %llu ms\n",
			platdev_dep_kind_name(
				(enum platdev_dep_kind)d->wait_kind),
			(unsigned long long)((now - d->wait_since) / 1000000u));
	/* A guess from the tree may be wrong; an explicit link is not. */
	if (d->wait_kind == PLATDEV_DEP_FW_LINK)
		relax_inferred_links_locked(dev, false);
}

void platdev_check_dependency_timeouts(void)
{
	u64 now = platdev_port_now_ns();

	if (!platdev_has(PLATDEV_FEAT_DEPS)) {
		not_in_profile(NULL, __func__, "deferred probe");
		return;
	}
	platdev_port_core_lock();
	for_each_bus_device_locked(expire_one, &now);
	platdev_port_core_unlock();
	deferred_run();
}

static void relax_driverless(struct device *dev, void *ctx)
{
	(void)ctx;
	if (dev->p.deps && !list_empty(&dev->p.deps->suppliers))
		relax_inferred_links_locked(dev, true);
}

void fw_devlink_drivers_done(void)
{
	platdev_port_core_lock();
	drivers_done = true;
	for_each_bus_device_locked(relax_driverless, NULL);
	platdev_port_core_unlock();
	deferred_run();
}

void fw_devlink_relax_again(void)
{
	bool done;

	platdev_port_core_lock();
	done = drivers_done;
	platdev_port_core_unlock();
	if (done)
		fw_devlink_drivers_done();
}
