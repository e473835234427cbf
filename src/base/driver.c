// SPDX-License-Identifier: MIT
/*
 * driver.c - drivers: registration, the per-bus match index, lookup.
 *
 * A driver's bookkeeping is embedded in it (struct driver_private), and a
 * bus with few drivers is searched by walking its driver list, so a static
 * driver registers and binds without allocating anything.
 *
 * With PLATDEV_FEAT_INDEX, once a bus has PLATDEV_DRIVER_INDEX_MIN
 * drivers, every driver on it is also indexed under its name and under
 * each key its bus's platdev_driver_keys() reports (id_table names,
 * compatibles): binding a device then asks only the drivers sharing a key
 * with it (see dd.c), so its cost does not grow with the number of
 * drivers. Each indexed driver
 * owns one allocated array of keys. If the index cannot be built for lack
 * of memory the bus stays walked, which is slower but complete; once built,
 * a driver that cannot get its keys is refused with -ENOMEM.
 */
#include <string.h>

#include "base/base.h"

void driver_pin_locked(struct driver_private *dp)
{
	dp->pins++;
}

void driver_unpin(struct driver_private *dp)
{
	platdev_port_core_lock();
	if (--dp->pins == 0 && dp->dead)
		platdev_port_core_wake_all();
	platdev_port_core_unlock();
}

struct key_fill {
	struct driver_private *dp;
	struct driver_key *keys; /* NULL while counting */
	unsigned int n;
};

static void collect_key(void *ctx, const char *key)
{
	struct key_fill *f = ctx;

	if (!key || !*key)
		return;
	if (f->keys) {
		f->keys[f->n].key = key;
		f->keys[f->n].hash = strhash_hash(key);
		f->keys[f->n].dp = f->dp;
	}
	f->n++;
}

static void enumerate_keys(struct device_driver *drv, struct key_fill *f)
{
	collect_key(f, drv->name);
	if (drv->bus->platdev_driver_keys)
		drv->bus->platdev_driver_keys(drv, collect_key, f);
}

/* Give @dp its keys and put them into @sp's index. Core lock held. */
static int index_driver_locked(struct subsys_private *sp,
			       struct driver_private *dp)
{
	struct key_fill fill = { .dp = dp };
	unsigned int i;

	enumerate_keys(driver_of(dp), &fill);
	fill.keys = platdev_port_alloc(fill.n * sizeof(*fill.keys));
	if (!fill.keys)
		return -ENOMEM;
	fill.n = 0;
	enumerate_keys(driver_of(dp), &fill);
	dp->keys = fill.keys;
	dp->nkeys = fill.n;
	for (i = 0; i < dp->nkeys; i++)
		strhash_insert(&sp->drv_keys, &dp->keys[i].node);
	return 0;
}

/* Take @dp's keys out of @sp's index and free them. Core lock held. */
static void unindex_driver_locked(struct subsys_private *sp,
				  struct driver_private *dp)
{
	unsigned int i;

	for (i = 0; i < dp->nkeys; i++)
		strhash_remove(&sp->drv_keys, &dp->keys[i].node);
	platdev_port_free(dp->keys);
	dp->keys = NULL;
	dp->nkeys = 0;
}

/*
 * Index every driver of @sp; on failure undo it and leave the bus walked.
 * Core lock held.
 */
static void index_bus_locked(struct subsys_private *sp)
{
	struct list_head *pos = &sp->drivers;
	struct driver_private *dp;

	while ((pos = walk_next_locked(&sp->drivers, pos))) {
		dp = container_of(pos, struct driver_private, node);
		if (index_driver_locked(sp, dp))
			goto undo;
	}
	sp->indexed = true;
	return;
undo:
	pr_debug("bus %s: no memory for a driver index; drivers stay walked\n",
		 sp->bus->name);
	for (pos = &sp->drivers; (pos = walk_next_locked(&sp->drivers, pos));) {
		dp = container_of(pos, struct driver_private, node);
		if (dp->keys)
			unindex_driver_locked(sp, dp);
	}
}

/* The live driver named @name on @sp. Core lock held. */
static struct driver_private *find_by_name_locked(struct subsys_private *sp,
						  const char *name)
{
	struct platdev_hash_node *n;
	struct list_head *pos = &sp->drivers;

	if (!platdev_has(PLATDEV_FEAT_INDEX) || !sp->indexed) {
		while ((pos = walk_next_locked(&sp->drivers, pos))) {
			struct driver_private *dp =
				container_of(pos, struct driver_private, node);

			if (strcmp(driver_of(dp)->name, name) == 0)
				return dp;
		}
		return NULL;
	}
	for (n = strhash_first(&sp->drv_keys, name); n;
	     n = strhash_next(&sp->drv_keys, n, name)) {
		struct driver_private *dp =
			container_of(n, struct driver_key, node)->dp;

		if (strcmp(driver_of(dp)->name, name) == 0)
			return dp;
	}
	return NULL;
}

int driver_register(struct device_driver *drv)
{
	struct driver_private *dp;
	struct subsys_private *sp;
	int ret = 0;

	if (!drv || !drv->name || !*drv->name) {
		pr_err("driver_register: driver without a name\n");
		return -EINVAL;
	}
	if (!drv->bus) {
		pr_err("driver_register: driver %s has no bus\n", drv->name);
		return -EINVAL;
	}
	dp = &drv->p;

	platdev_port_core_lock();
	sp = bus_private_locked(drv->bus);
	if (!sp) {
		pr_err("driver_register: driver %s: bus %s is not registered\n",
		       drv->name,
		       drv->bus->name ? drv->bus->name : "(unnamed)");
		ret = -EINVAL;
	} else if (dp->registered) {
		pr_err("driver_register: driver %s is already registered\n",
		       drv->name);
		ret = -EBUSY;
	} else if (find_by_name_locked(sp, drv->name)) {
		pr_err("driver_register: a driver named %s is already registered on bus %s\n",
		       drv->name, sp->bus->name);
		ret = -EBUSY;
	}
	if (!ret) {
		*dp = (struct driver_private){ .node_kind = WALK_ENTRY };
		if (platdev_has(PLATDEV_FEAT_INDEX) && sp->indexed)
			ret = index_driver_locked(sp, dp);
	}
	if (ret) {
		platdev_port_core_unlock();
		return ret;
	}
	dp->bus = sp;
	dp->seq = ++sp->next_seq;
	dp->registered = 1;
	list_add_tail(&dp->node, &sp->drivers);
	if (++sp->ndrivers >= PLATDEV_DRIVER_INDEX_MIN && !sp->indexed &&
	    platdev_has(PLATDEV_FEAT_INDEX))
		index_bus_locked(sp);
	if (platdev_has(PLATDEV_FEAT_ASYNC))
		async_driver_count_locked(drv, 1);
	platdev_port_core_unlock();

	if (platdev_has(PLATDEV_FEAT_SYSFS) && drv->groups &&
	    platdev_sysfs_driver_groups) {
		ret = platdev_sysfs_driver_groups(drv, true);
		if (ret) {
			pr_err("driver %s: cannot add its attribute groups: %d\n",
			       drv->name, ret);
			driver_unregister(drv);
			return ret;
		}
	}
	driver_attach(drv);
	/* (stand-ins serve device-tree nodes: nothing without OF) */
	if (platdev_has(PLATDEV_FEAT_OF) && platdev_standin_driver_registered)
		platdev_standin_driver_registered(drv);
	return 0;
}

/* Unbind @dev from @dp's driver if it still is bound to it. Core lock held. */
static void detach_locked(struct driver_private *dp, struct device *dev)
{
	get_device(dev);
	claim_device_locked(dev);
	if (dev->driver == driver_of(dp)) {
		platdev_port_core_unlock();
		device_release_driver_claimed(dev);
		platdev_port_core_lock();
	}
	unclaim_device_locked(dev);
	platdev_port_core_unlock();
	put_device(dev);
	platdev_port_core_lock();
}

/*
 * bus_for_each_dev_reverse() callback of driver_unregister(): unbind @dev if it is
 * bound to the driver whose private part is @ctx; stop once none is left.
 */
static int detach_if_bound(struct device *dev, void *ctx)
{
	struct driver_private *dp = ctx;
	int done;

	platdev_port_core_lock();
	if (dev->driver == driver_of(dp))
		detach_locked(dp, dev);
	done = dp->nbound == 0;
	platdev_port_core_unlock();
	return done;
}

void driver_unregister(struct device_driver *drv)
{
	struct driver_private *dp;
	struct subsys_private *sp;

	if (!drv) {
		pr_err("driver_unregister: NULL driver\n");
		return;
	}
	if (refuse_self_wait(__func__, NULL, drv))
		return;
	dp = &drv->p;
	platdev_port_core_lock();
	if (!dp->registered || dp->dead) {
		platdev_port_core_unlock();
		pr_err("driver_unregister: driver %s is not registered\n",
		       drv->name ? drv->name : "(null)");
		return;
	}
	/* From here on it matches nothing, so no new bind can start. */
	dp->dead = 1;
	sp = dp->bus;
	if (platdev_has(PLATDEV_FEAT_INDEX) && dp->keys)
		unindex_driver_locked(sp, dp);
	list_del(&dp->node);
	if (--sp->ndrivers == 0)
		sp->indexed = false;
	while (dp->probing)
		platdev_port_core_wait();
	if (dp->nbound) {
		platdev_port_core_unlock();
		bus_for_each_dev_reverse(drv->bus, dp, detach_if_bound);
		platdev_port_core_lock();
	}
	/* Devices being deleted meanwhile are unbound by their deletion. */
	while (dp->nbound)
		platdev_port_core_wait();
	/* Walkers still visiting it; then the caller may free it. */
	while (dp->pins)
		platdev_port_core_wait();
	if (platdev_has(PLATDEV_FEAT_ASYNC))
		async_driver_count_locked(drv, -1);
	dp->registered = 0;
	dp->bus = NULL;
	platdev_port_core_unlock();
	if (platdev_has(PLATDEV_FEAT_SYSFS) && drv->groups &&
	    platdev_sysfs_driver_groups)
		platdev_sysfs_driver_groups(drv, false);
}

struct device_driver *driver_find(const char *name, const struct bus_type *bus)
{
	struct subsys_private *sp;
	struct driver_private *dp = NULL;

	if (!name)
		return NULL;
	platdev_port_core_lock();
	sp = bus_private_locked(bus);
	if (sp)
		dp = find_by_name_locked(sp, name);
	platdev_port_core_unlock();
	return dp ? driver_of(dp) : NULL;
}

int driver_seal(struct device_driver *drv)
{
	int n;

	platdev_port_core_lock();
	if (!drv->p.registered || drv->p.dead) {
		platdev_port_core_unlock();
		return -EINVAL;
	}
	drv->p.no_new_binds = 1;
	n = (int)drv->p.nbound;
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
	if (!drv || !fn || !drv->p.registered) {
		pr_err("driver_for_each_device: driver not registered\n");
		return -EINVAL;
	}
	return bus_for_each_dev(drv->bus, NULL, &w, visit_if_bound);
}
