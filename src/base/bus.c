// SPDX-License-Identifier: MIT
/*
 * bus.c - buses: registration, their device and driver lists, lookups.
 */
#include <string.h>

#include "base/base.h"

static LIST_HEAD(buses);

static const char *device_key_of(const struct platdev_hash_node *node)
{
	return dev_name(container_of(node, struct device, p.name_node));
}

static const char *driver_key_of(const struct platdev_hash_node *node)
{
	return container_of(node, struct driver_key, node)->key;
}

static u32 driver_key_hash(const struct platdev_hash_node *node)
{
	return container_of(node, struct driver_key, node)->hash;
}

int bus_register_locked(struct bus_type *bus)
{
	struct subsys_private *sp;

	if (!bus || !bus->name || !*bus->name) {
		pr_err("bus_register: bus without a name\n");
		return -EINVAL;
	}
	if (bus_private_locked(bus)) {
		pr_err("bus_register: bus %s already registered\n", bus->name);
		return -EBUSY;
	}
	list_for_each_entry(sp, &buses, buses_node) {
		if (strcmp(sp->bus->name, bus->name) == 0) {
			pr_err("bus_register: a bus named %s is already registered\n",
			       bus->name);
			return -EBUSY;
		}
	}

	/* A bus may bring static private storage; otherwise allocate it. */
	sp = bus->p;
	if (!sp) {
		sp = platdev_port_alloc(sizeof(*sp));
		if (!sp)
			return -ENOMEM;
		sp->allocated = true;
	}
	sp->bus = bus;
	INIT_LIST_HEAD(&sp->devices);
	INIT_LIST_HEAD(&sp->drivers);
	if (platdev_has(PLATDEV_FEAT_INDEX)) {
		strhash_init(&sp->dev_names, device_key_of);
		strhash_init_hashed(&sp->drv_keys, driver_key_of,
				    driver_key_hash);
	}
	sp->next_seq = 0;
	sp->ndrivers = 0;
	sp->indexed = false;
	sp->registered = true;
	list_add_tail(&sp->buses_node, &buses);
	bus->p = sp;
	return 0;
}

int bus_register(struct bus_type *bus)
{
	int ret;

	platdev_port_core_lock();
	ret = bus_register_locked(bus);
	platdev_port_core_unlock();
	return ret;
}

void bus_unregister(struct bus_type *bus)
{
	struct subsys_private *sp;

	platdev_port_core_lock();
	sp = bus_private_locked(bus);
	if (!sp) {
		platdev_port_core_unlock();
		pr_err("bus_unregister: bus %s is not registered\n",
		       bus && bus->name ? bus->name : "(null)");
		return;
	}
	if (!list_empty(&sp->devices) || !list_empty(&sp->drivers)) {
		platdev_port_core_unlock();
		pr_err("bus_unregister: bus %s still has devices or drivers\n",
		       bus->name);
		return;
	}
	list_del(&sp->buses_node);
	sp->registered = false;
	if (sp->allocated) {
		bus->p = NULL;
		platdev_port_free(sp);
	}
	platdev_port_core_unlock();
}

/* --- walking devices --- */

static struct device *bus_node_device(struct list_head *node)
{
	return container_of(node, struct device, p.bus_node);
}

static void walk_get_dev(struct list_head *node)
{
	get_device(bus_node_device(node));
}

static void walk_put_dev(struct list_head *node)
{
	put_device(bus_node_device(node));
}

static bool walk_dev_added(struct list_head *node, void *ctx)
{
	(void)ctx;
	return bus_node_device(node)->p.state == DEV_STATE_ADDED;
}

struct dev_walk {
	void *data;
	const void *cdata;
	int (*fn)(struct device *dev, void *data);
	int (*match)(struct device *dev, const void *data);
	struct device *found;
};

static int walk_dev_fn(struct list_head *node, void *ctx)
{
	struct dev_walk *w = ctx;

	return w->fn(bus_node_device(node), w->data);
}

static const struct walk_ops dev_walk_ops = {
	.accept = walk_dev_added,
	.get = walk_get_dev,
	.put = walk_put_dev,
	.fn = walk_dev_fn,
};

/* The bus's device list, or NULL for an unregistered bus (logged). */
static struct list_head *bus_devices(const struct bus_type *bus,
				     const char *caller)
{
	struct subsys_private *sp;

	platdev_port_core_lock();
	sp = bus_private_locked(bus);
	platdev_port_core_unlock();
	if (!sp) {
		pr_err("%s: bus %s is not registered\n", caller,
		       bus && bus->name ? bus->name : "(null)");
		return NULL;
	}
	return &sp->devices;
}

int bus_for_each_dev(const struct bus_type *bus, struct device *start,
		     void *data, int (*fn)(struct device *dev, void *data))
{
	struct list_head *head = bus_devices(bus, "bus_for_each_dev");
	struct dev_walk w = { .data = data, .fn = fn };

	if (!head || !fn)
		return -EINVAL;
	return platdev_walk(head, start ? &start->p.bus_node : NULL,
			    &dev_walk_ops, &w);
}

int bus_for_each_dev_reverse(const struct bus_type *bus, void *data,
			     int (*fn)(struct device *dev, void *data))
{
	struct list_head *head = bus_devices(bus, "bus_for_each_dev_reverse");
	struct dev_walk w = { .data = data, .fn = fn };

	if (!head || !fn)
		return -EINVAL;
	return platdev_walk_reverse(head, &dev_walk_ops, &w);
}

static int find_dev_fn(struct list_head *node, void *ctx)
{
	struct dev_walk *w = ctx;
	struct device *dev = bus_node_device(node);

	if (!w->match(dev, w->cdata))
		return 0;
	w->found = get_device(dev);
	return 1;
}

static const struct walk_ops find_dev_ops = {
	.accept = walk_dev_added,
	.get = walk_get_dev,
	.put = walk_put_dev,
	.fn = find_dev_fn,
};

struct device *bus_find_device(const struct bus_type *bus, struct device *start,
			       const void *data,
			       int (*match)(struct device *dev,
					    const void *data))
{
	struct list_head *head = bus_devices(bus, "bus_find_device");
	struct dev_walk w = { .cdata = data, .match = match };

	if (!head || !match)
		return NULL;
	platdev_walk(head, start ? &start->p.bus_node : NULL, &find_dev_ops,
		     &w);
	return w.found;
}

static int dev_name_is(struct device *dev, const void *name)
{
	return strcmp(dev_name(dev), name) == 0;
}

struct device *bus_device_named_locked(struct subsys_private *sp,
				       const char *name, bool added)
{
	struct platdev_hash_node *n;
	struct list_head *pos = &sp->devices;
	struct device *d;

	if (platdev_has(PLATDEV_FEAT_INDEX)) {
		for (n = strhash_first(&sp->dev_names, name); n;
		     n = strhash_next(&sp->dev_names, n, name)) {
			d = container_of(n, struct device, p.name_node);
			if (!added || d->p.state == DEV_STATE_ADDED)
				return d;
		}
		return NULL;
	}
	while ((pos = walk_next_locked(&sp->devices, pos))) {
		d = container_of(pos, struct device, p.bus_node);
		if ((!added || d->p.state == DEV_STATE_ADDED) &&
		    strcmp(dev_name(d), name) == 0)
			return d;
	}
	return NULL;
}

void bus_expect_devices(const struct bus_type *bus, unsigned int more)
{
	struct subsys_private *sp;

	if (!platdev_has(PLATDEV_FEAT_INDEX))
		return;
	platdev_port_core_lock();
	sp = bus_private_locked(bus);
	if (sp && more)
		strhash_reserve(&sp->dev_names, more);
	else if (sp)
		strhash_trim(&sp->dev_names);
	platdev_port_core_unlock();
}

struct device *bus_find_device_by_name(const struct bus_type *bus,
				       struct device *start, const char *name)
{
	struct subsys_private *sp;
	struct device *dev = NULL;

	if (!name)
		return NULL;
	if (start)
		return bus_find_device(bus, start, name, dev_name_is);

	platdev_port_core_lock();
	sp = bus_private_locked(bus);
	if (sp)
		dev = get_device(bus_device_named_locked(sp, name, true));
	platdev_port_core_unlock();
	return dev;
}

int device_match_of_node(struct device *dev, const void *np)
{
	return np && dev->of_node == np;
}

static int rescan_one(struct device *dev, void *data)
{
	(void)data;
	device_attach(dev);
	return 0;
}

int bus_rescan_devices(const struct bus_type *bus)
{
	return bus_for_each_dev(bus, NULL, NULL, rescan_one) < 0 ? -EINVAL : 0;
}

/* --- walking drivers --- */

static struct driver_private *node_driver(struct list_head *node)
{
	return container_of(node, struct driver_private, node);
}

static void walk_get_drv(struct list_head *node)
{
	driver_pin_locked(node_driver(node));
}

static void walk_put_drv(struct list_head *node)
{
	driver_unpin(node_driver(node));
}

static bool walk_drv_live(struct list_head *node, void *ctx)
{
	(void)ctx;
	return !node_driver(node)->dead;
}

struct drv_walk {
	void *data;
	int (*fn)(struct device_driver *drv, void *data);
};

static int walk_drv_fn(struct list_head *node, void *ctx)
{
	struct drv_walk *w = ctx;

	return w->fn(driver_of(node_driver(node)), w->data);
}

static const struct walk_ops drv_walk_ops = {
	.accept = walk_drv_live,
	.get = walk_get_drv,
	.put = walk_put_drv,
	.fn = walk_drv_fn,
};

int bus_for_each_drv(const struct bus_type *bus, struct device_driver *start,
		     void *data,
		     int (*fn)(struct device_driver *drv, void *data))
{
	struct drv_walk w = { .data = data, .fn = fn };
	struct subsys_private *sp;
	struct list_head *from = NULL;

	platdev_port_core_lock();
	sp = bus_private_locked(bus);
	if (sp && start) {
		if (start->p.registered && start->p.bus == sp && !start->p.dead)
			from = &start->p.node;
		else
			sp = NULL;
	}
	platdev_port_core_unlock();
	if (!sp || !fn) {
		pr_err("bus_for_each_drv: bus %s or start driver not registered\n",
		       bus && bus->name ? bus->name : "(null)");
		return -EINVAL;
	}
	return platdev_walk(&sp->drivers, from, &drv_walk_ops, &w);
}

void for_each_bus_device_locked(void (*fn)(struct device *dev, void *ctx),
				void *ctx)
{
	struct subsys_private *sp;
	struct list_head *pos;

	list_for_each_entry(sp, &buses, buses_node)
		for (pos = &sp->devices;
		     (pos = walk_next_locked(&sp->devices, pos));)
			fn(container_of(pos, struct device, p.bus_node), ctx);
}

int bus_register_notifier(const struct bus_type *bus, struct notifier_block *nb)
{
	struct subsys_private *sp;
	struct notifier_block **link;
	int ret = 0;

	if (!bus || !nb)
		return -EINVAL;
	platdev_port_core_lock();
	sp = bus_private_locked(bus);
	while (sp && sp->notifying)
		platdev_port_core_wait();
	if (!sp) {
		ret = -EINVAL;
		goto out;
	}
	for (link = &sp->notifiers; *link; link = &(*link)->next) {
		if (*link == nb) {
			ret = -EEXIST;
			goto out;
		}
	}
	/* after the blocks of the same or higher priority */
	for (link = &sp->notifiers; *link && (*link)->priority >= nb->priority;
	     link = &(*link)->next)
		;
	nb->next = *link;
	/* atomic: bus_notify() peeks at the chain's head without the lock */
	__atomic_store_n(link, nb, __ATOMIC_RELEASE);
out:
	platdev_port_core_unlock();
	return ret;
}

int bus_unregister_notifier(const struct bus_type *bus,
			    struct notifier_block *nb)
{
	struct subsys_private *sp;
	struct notifier_block **link;
	int ret = -ENOENT;

	platdev_port_core_lock();
	sp = bus_private_locked(bus);
	while (sp && sp->notifying)
		platdev_port_core_wait();
	for (link = sp ? &sp->notifiers : NULL; link && *link;
	     link = &(*link)->next) {
		if (*link == nb) {
			__atomic_store_n(link, nb->next, __ATOMIC_RELEASE);
			ret = 0;
			break;
		}
	}
	platdev_port_core_unlock();
	return ret;
}

bool bus_has_notifiers(const struct bus_type *bus)
{
	return bus->p && __atomic_load_n(&bus->p->notifiers, __ATOMIC_ACQUIRE);
}

void bus_notify(struct device *dev, unsigned long event)
{
	struct subsys_private *sp;
	struct notifier_block *nb;

	/* The common case, nobody listening, costs no lock. */
	if (!bus_has_notifiers(dev->bus))
		return;
	platdev_port_core_lock();
	sp = bus_private_locked(dev->bus);
	if (!sp || !sp->notifiers) {
		platdev_port_core_unlock();
		return;
	}
	/* The chain cannot change while notifying is non-zero. */
	sp->notifying++;
	nb = sp->notifiers;
	platdev_port_core_unlock();
	for (; nb; nb = nb->next)
		if (nb->notifier_call(nb, event, dev) & NOTIFY_STOP_MASK)
			break;
	platdev_port_core_lock();
	if (!--sp->notifying)
		platdev_port_core_wake_all();
	platdev_port_core_unlock();
}
