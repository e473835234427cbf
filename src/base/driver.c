// SPDX-License-Identifier: MIT
/*
 * driver.c - drivers: registration, the per-bus key index, lookup.
 *
 * Each driver is indexed under its name and under every key its bus's
 * platdev_driver_keys() reports (id_table names, compatibles). Binding a
 * device looks up only the drivers sharing a key with it (see dd.c).
 */
#include <string.h>

#include "base/base.h"

void driver_private_get(struct driver_private *dp)
{
	kref_get(&dp->kref);
}

static void driver_private_free(struct kref *kref)
{
	platdev_port_free(container_of(kref, struct driver_private, kref));
}

void driver_private_put(struct driver_private *dp)
{
	kref_put(&dp->kref, driver_private_free);
}

struct key_fill {
	struct driver_private *dp; /* NULL while counting */
	unsigned int n;
};

static void collect_key(void *ctx, const char *key)
{
	struct key_fill *f = ctx;

	if (!key || !*key)
		return;
	if (f->dp) {
		f->dp->keys[f->n].key = key;
		f->dp->keys[f->n].dp = f->dp;
	}
	f->n++;
}

static void enumerate_keys(struct device_driver *drv, struct key_fill *f)
{
	collect_key(f, drv->name);
	if (drv->bus->platdev_driver_keys)
		drv->bus->platdev_driver_keys(drv, collect_key, f);
}

/* The live driver named @name on @sp. Core lock held. */
static struct driver_private *find_by_name_locked(struct subsys_private *sp,
						  const char *name)
{
	struct platdev_hash_node *n;

	for (n = strhash_first(&sp->drv_keys, name); n;
	     n = strhash_next(&sp->drv_keys, n, name)) {
		struct driver_private *dp =
			container_of(n, struct driver_key, node)->dp;

		if (!dp->dead && strcmp(dp->drv->name, name) == 0)
			return dp;
	}
	return NULL;
}

int driver_register(struct device_driver *drv)
{
	struct key_fill fill = { 0 };
	struct driver_private *dp;
	struct subsys_private *sp;
	unsigned int i;
	int ret = 0;

	if (!drv || !drv->name || !*drv->name) {
		pr_err("driver_register: driver without a name\n");
		return -EINVAL;
	}
	if (!drv->bus) {
		pr_err("driver_register: driver %s has no bus\n", drv->name);
		return -EINVAL;
	}

	enumerate_keys(drv, &fill);
	dp = platdev_port_alloc(sizeof(*dp) + fill.n * sizeof(dp->keys[0]));
	if (!dp)
		return -ENOMEM;
	fill = (struct key_fill){ .dp = dp };
	enumerate_keys(drv, &fill);
	dp->nkeys = fill.n;
	dp->drv = drv;
	dp->node_kind = WALK_ENTRY;
	kref_init(&dp->kref);
	INIT_LIST_HEAD(&dp->devices);

	platdev_port_core_lock();
	sp = bus_private(drv->bus);
	if (!sp) {
		pr_err("driver_register: driver %s: bus %s is not registered\n",
		       drv->name,
		       drv->bus->name ? drv->bus->name : "(unnamed)");
		ret = -EINVAL;
	} else if (drv->p) {
		pr_err("driver_register: driver %s is already registered\n",
		       drv->name);
		ret = -EBUSY;
	} else if (find_by_name_locked(sp, drv->name)) {
		pr_err("driver_register: a driver named %s is already registered on bus %s\n",
		       drv->name, sp->bus->name);
		ret = -EBUSY;
	}
	if (ret) {
		platdev_port_core_unlock();
		platdev_port_free(dp);
		return ret;
	}
	dp->bus = sp;
	dp->seq = ++sp->next_seq;
	list_add_tail(&dp->node, &sp->drivers);
	for (i = 0; i < dp->nkeys; i++)
		strhash_insert(&sp->drv_keys, &dp->keys[i].node);
	drv->p = dp;
	async_driver_count_locked(drv, 1);
	platdev_port_core_unlock();

	driver_attach(drv);
	return 0;
}

/* Unbind @dev from @dp's driver if it still is bound to it. Core lock held. */
static void detach_locked(struct driver_private *dp, struct device *dev)
{
	get_device(dev);
	claim_device(dev);
	if (dev->driver == dp->drv) {
		platdev_port_core_unlock();
		device_release_driver_claimed(dev);
		platdev_port_core_lock();
	}
	unclaim_device(dev);
	platdev_port_core_unlock();
	put_device(dev);
	platdev_port_core_lock();
}

void driver_unregister(struct device_driver *drv)
{
	struct driver_private *dp;
	unsigned int i;

	if (!drv) {
		pr_err("driver_unregister: NULL driver\n");
		return;
	}
	platdev_port_core_lock();
	dp = drv->p;
	if (!dp || dp->dead) {
		platdev_port_core_unlock();
		pr_err("driver_unregister: driver %s is not registered\n",
		       drv->name ? drv->name : "(null)");
		return;
	}
	/* From here on it matches nothing, so no new bind can start. */
	dp->dead = 1;
	for (i = 0; i < dp->nkeys; i++)
		strhash_remove(&dp->bus->drv_keys, &dp->keys[i].node);
	list_del(&dp->node);
	while (dp->probing)
		platdev_port_core_wait();
	while (!list_empty(&dp->devices)) {
		struct device_private *p = list_first_entry(
			&dp->devices, struct device_private, driver_node);

		detach_locked(dp, container_of(p, struct device, p));
	}
	drv->p = NULL;
	async_driver_count_locked(drv, -1);
	platdev_port_core_unlock();
	driver_private_put(dp);
}

struct device_driver *driver_find(const char *name, const struct bus_type *bus)
{
	struct subsys_private *sp;
	struct driver_private *dp = NULL;

	if (!name)
		return NULL;
	struct device_driver *drv = NULL;

	platdev_port_core_lock();
	sp = bus_private(bus);
	if (sp)
		dp = find_by_name_locked(sp, name);
	if (dp)
		drv = dp->drv; /* dp may be freed once the lock is dropped */
	platdev_port_core_unlock();
	return drv;
}

int driver_seal(struct device_driver *drv)
{
	struct list_head *pos;
	int n = 0;

	platdev_port_core_lock();
	if (!drv->p || drv->p->dead) {
		platdev_port_core_unlock();
		return -EINVAL;
	}
	drv->p->no_new_binds = 1;
	list_for_each(pos, &drv->p->devices)
		n++;
	platdev_port_core_unlock();
	return n;
}

struct bound_walk {
	struct device_driver *drv;
	void *data;
	int (*fn)(struct device *dev, void *data);
};

static int visit_if_bound(struct device *dev, void *ctx)
{
	struct bound_walk *w = ctx;

	if (__atomic_load_n(&dev->driver, __ATOMIC_ACQUIRE) != w->drv)
		return 0;
	return w->fn(dev, w->data);
}

int driver_for_each_device(struct device_driver *drv, struct device *start,
			   void *data,
			   int (*fn)(struct device *dev, void *data))
{
	struct bound_walk w = { .drv = drv, .data = data, .fn = fn };

	(void)start;
	if (!drv || !fn || !drv->p) {
		pr_err("driver_for_each_device: driver not registered\n");
		return -EINVAL;
	}
	return bus_for_each_dev(drv->bus, NULL, &w, visit_if_bound);
}
