// SPDX-License-Identifier: MIT
/*
 * dd.c - binding devices to drivers: matching, probe, remove.
 *
 * A device is bound by at most one thread at a time: the thread that
 * claimed it (claim_device_locked()). Probe and remove run with the claim held and
 * the core lock released, so they may add and delete other devices,
 * including their own children.
 *
 * Candidate drivers for a device come from the bus's key index once the bus
 * has enough drivers to have one (driver.c): only the drivers indexed under
 * one of the device's keys are asked to match, so the cost of binding does
 * not grow with the number of drivers registered. Before that, every driver
 * is asked, as Linux does.
 * Among those that match, drivers are tried in registration order, as Linux
 * tries them; when a probe fails, the next matching driver gets its turn.
 */
#include <string.h>

#include <linux/slab.h>

#include "base/base.h"

void claim_device_locked(struct device *dev)
{
	while (dev->p.busy)
		platdev_port_core_wait();
	dev->p.busy = 1;
}

void unclaim_device_locked(struct device *dev)
{
	dev->p.busy = 0;
	platdev_port_core_wake_all();
}

bool driver_matches_locked(struct driver_private *dp, struct device *dev)
{
	if (dp->dead || dp->no_new_binds)
		return false;
	return !dev->bus->match || dev->bus->match(dev, driver_of(dp)) > 0;
}

struct candidate_search {
	struct subsys_private *sp;
	struct device *dev;
	u64 after;
	struct driver_private *best;
};

static void consider_key(void *ctx, const char *key)
{
	struct candidate_search *cs = ctx;
	struct platdev_hash_node *n;

	if (!key)
		return;
	for (n = strhash_first(&cs->sp->drv_keys, key); n;
	     n = strhash_next(&cs->sp->drv_keys, n, key)) {
		struct driver_private *dp =
			container_of(n, struct driver_key, node)->dp;

		if (dp->seq <= cs->after ||
		    (cs->best && dp->seq >= cs->best->seq))
			continue;
		if (driver_matches_locked(dp, cs->dev))
			cs->best = dp;
	}
}

/*
 * The earliest-registered driver after sequence @after that matches @dev,
 * or NULL. Core lock held.
 */
static struct driver_private *
next_candidate_locked(struct subsys_private *sp, struct device *dev, u64 after)
{
	struct candidate_search cs = { .sp = sp, .dev = dev, .after = after };
	const struct bus_type *bus = dev->bus;
	struct list_head *pos = &sp->drivers;

	if (platdev_has(PLATDEV_FEAT_INDEX) && sp->indexed &&
	    bus->platdev_device_keys && bus->platdev_driver_keys) {
		bus->platdev_device_keys(dev, consider_key, &cs);
		return cs.best;
	}
	/* Few drivers, or a bus without keys: ask each, as Linux does. */
	while ((pos = walk_next_locked(&sp->drivers, pos))) {
		struct driver_private *dp =
			container_of(pos, struct driver_private, node);

		if (dp->seq > after && driver_matches_locked(dp, dev))
			return dp;
	}
	return NULL;
}

static int call_probe(struct device *dev, struct device_driver *drv)
{
	int ret;

	if (dev->bus->probe)
		ret = dev->bus->probe(dev);
	else if (drv->probe)
		ret = drv->probe(dev);
	else
		ret = 0;

	if (ret > 0) {
		dev_err(dev,
			"probe with driver %s returned %d; a probe returns 0 or a negative errno\n",
			drv->name, ret);
		return -EINVAL;
	}
	switch (ret) {
	case 0:
		break;
	case -EPROBE_DEFER:
		dev_dbg(dev, "driver %s requests probe deferral\n", drv->name);
		break;
	case -ENODEV:
	case -ENXIO:
		dev_dbg(dev, "probe with driver %s rejects match %d\n",
			drv->name, ret);
		break;
	default:
		dev_err(dev, "probe with driver %s failed with error %d\n",
			drv->name, ret);
		break;
	}
	return ret;
}

/*
 * Pin control (src/pinctrl, linux/pinctrl/devinfo.h): as Linux's
 * really_probe(), a device's pin states are bound before its probe
 * ("init", else "default"; -EPROBE_DEFER while a controller they name is
 * not registered) and "default" follows "init" after a successful probe.
 * Weak references: without the PINCTRL bit, or in a program that links no
 * pin controller, nothing is linked and nothing happens.
 */
extern int pinctrl_bind_pins(struct device *dev) __attribute__((weak));
extern int pinctrl_init_done(struct device *dev) __attribute__((weak));

static int bind_pins(struct device *dev)
{
	if (!platdev_has(PLATDEV_FEAT_PINCTRL) || !pinctrl_bind_pins)
		return 0;
	return pinctrl_bind_pins(dev);
}

static void pins_init_done(struct device *dev)
{
	if (platdev_has(PLATDEV_FEAT_PINCTRL) && pinctrl_init_done)
		pinctrl_init_done(dev);
}

/*
 * Run @drv's probe for @dev, claimed by the caller, unless @dev holds
 * managed resources from before (@leftovers). No lock held. A failed probe
 * gives back everything it acquired.
 */
static int run_probe(struct device *dev, struct device_driver *drv,
		     bool leftovers)
{
	struct driver_call call;
	bool parent_held = false;
	int ret;

	bus_notify(dev, BUS_NOTIFY_BIND_DRIVER);
	if (leftovers) {
		/* Not ours to release: someone else's resources would go. */
		dev_crit(dev, "managed resources present before probing\n");
		return -EBUSY;
	}
	if (rpm_core())
		parent_held = rpm_core()->probe_begin(dev);
	ret = bind_pins(dev);
	if (ret)
		goto out;
	driver_call_enter(&call, dev, drv, "probe");
	ret = call_probe(dev, drv);
	if (!ret && platdev_has(PLATDEV_FEAT_SYSFS) && drv->dev_groups &&
	    device_add_groups) {
		/* As Linux: attributes after probe; failing them undoes it. */
		ret = device_add_groups(dev, drv->dev_groups);
		if (ret) {
			dev_err(dev, "device_add_groups() failed\n");
			if (dev->bus->remove)
				dev->bus->remove(dev);
			else if (drv->remove)
				drv->remove(dev);
		}
	}
	driver_call_leave(&call);
	if (!ret)
		pins_init_done(dev);
out:
	if (ret) {
		devres_release_all(dev);
		dev_set_drvdata(dev, NULL);
	}
	if (rpm_core())
		rpm_core()->probe_end(dev, ret, parent_held);
	return ret;
}

/* Record the outcome @ret of probing @dev with @dp. Core lock held. */
static void record_probe_locked(struct device *dev, struct driver_private *dp,
				int ret)
{
	/* errno values fit; anything stranger is recorded as -EINVAL */
	dev->p.last_probe_err = (s16)(ret >= -32768 ? ret : -EINVAL);
	if (ret) {
		__atomic_store_n(&dev->driver, NULL, __ATOMIC_RELEASE);
	} else {
		dp->nbound++;
		dev->p.bound = 1;
	}
	if (--dp->probing == 0)
		platdev_port_core_wake_all();
}

/*
 * Tell the bus notifiers how probing @dev ended, and on success let its
 * suppliers (and itself) sync their state. Core lock held; dropped only if
 * there is someone to tell.
 */
static void notify_probe_locked(struct device *dev, int ret)
{
	if (!bus_has_notifiers(dev->bus) &&
	    (ret || (!dev->p.deps && !dev->driver->sync_state)))
		return;
	platdev_port_core_unlock();
	bus_notify(dev,
		   ret ? BUS_NOTIFY_DRIVER_NOT_BOUND : BUS_NOTIFY_BOUND_DRIVER);
	if (!ret && platdev_has(PLATDEV_FEAT_DEPS))
		device_links_sync_state(dev);
	else if (!ret && dev->driver->sync_state)
		/* Without links nothing consumes it: its state is final. */
		dev->driver->sync_state(dev);
	platdev_port_core_lock();
}

/*
 * Probe @dev with @dp. Called with the core lock and @dev's claim held;
 * drops the lock around the probe.
 * Return: 0 if bound, else the probe's error.
 */
static int probe_with_locked(struct device *dev, struct driver_private *dp)
{
	bool leftovers = dev->p.devres != NULL;
	u64 start = timeline_probe_start();
	int ret;

	dp->probing++;
	dev->p.bind_attempts++;
	__atomic_store_n(&dev->driver, driver_of(dp), __ATOMIC_RELEASE);
	platdev_port_core_unlock();
	ret = run_probe(dev, driver_of(dp), leftovers);
	platdev_port_core_lock();
	timeline_probe_end_locked(dev, start);
	record_probe_locked(dev, dp, ret);
	notify_probe_locked(dev, ret);
	return ret;
}

bool device_has_candidate_locked(struct device *dev)
{
	struct subsys_private *sp = bus_private_locked(dev->bus);

	return sp && next_candidate_locked(sp, dev, 0);
}

/*
 * Whether @dev must wait before any probe: probing is blocked, or a
 * managed supplier is not bound. Parks it if so. Core lock held.
 */
static bool must_wait_locked(struct device *dev)
{
	struct device *supplier;

	if (!platdev_has(PLATDEV_FEAT_DEPS))
		return false;
	if (probing_blocked_locked()) {
		deferred_park_locked(dev, PARK_BLOCKED, PLATDEV_DEP_NONE, NULL);
		return true;
	}
	supplier = first_unbound_supplier_locked(dev);
	if (supplier) {
		deferred_park_locked(dev, PARK_LINK,
				     supplier_link_kind_locked(dev, supplier),
				     supplier);
		return true;
	}
	return false;
}

/* Probe @dev with @dp and record what came of it. Core lock held. */
static int try_driver_locked(struct device *dev, struct driver_private *dp)
{
	struct device_deps *d = dev->p.deps;
	int ret;

	if (d)
		d->hint = NULL;
	ret = probe_with_locked(dev, dp);
	if (!ret && platdev_has(PLATDEV_FEAT_DEPS)) {
		deferred_unpark_locked(dev);
		deferred_device_bound_locked(dev);
	}
	return ret;
}

/* After every candidate failed with @last: park or forget @dev. */
static void not_bound_locked(struct device *dev, int last)
{
	struct device_deps *d;

	if (!platdev_has(PLATDEV_FEAT_DEPS)) {
		if (last == -EPROBE_DEFER)
			dev_err(dev,
				"probe deferred, but deferred probe is not in this profile: not retried\n");
		return;
	}
	if (last != -EPROBE_DEFER) {
		deferred_unpark_locked(dev);
		return;
	}
	d = device_deps_locked(dev, true);
	if (d)
		d->defers++;
	deferred_park_locked(dev, PARK_DEFERRED,
			     d && d->hint ?
				     (enum platdev_dep_kind)d->hint_kind :
				     PLATDEV_DEP_UNKNOWN,
			     d ? d->hint : NULL);
}

int bind_claimed_device_locked(struct device *dev)
{
	struct subsys_private *sp = bus_private_locked(dev->bus);
	struct driver_private *dp;
	u64 after = 0;
	int last = 0;

	if (dev->driver)
		return 1;
	if (!sp || dev->p.state != DEV_STATE_ADDED)
		return 0;
	dp = next_candidate_locked(sp, dev, 0);
	if (!dp) {
		/* No driver: nothing to wait for. */
		if (platdev_has(PLATDEV_FEAT_DEPS))
			deferred_unpark_locked(dev);
		return 0;
	}
	if (must_wait_locked(dev))
		return 0;
	do {
		after = dp->seq;
		last = try_driver_locked(dev, dp);
		if (!last)
			return 1;
	} while (dev->p.state == DEV_STATE_ADDED &&
		 (dp = next_candidate_locked(sp, dev, after)));
	not_bound_locked(dev, last);
	return 0;
}

int device_try_bind(struct device *dev)
{
	int ret;

	platdev_port_core_lock();
	if (dev->p.state != DEV_STATE_ADDED || !dev->bus) {
		platdev_port_core_unlock();
		return 0;
	}
	claim_device_locked(dev);
	ret = bind_claimed_device_locked(dev);
	unclaim_device_locked(dev);
	platdev_port_core_unlock();
	return ret;
}

int device_attach(struct device *dev)
{
	int ret;

	if (!dev)
		return -EINVAL;
	platdev_port_core_lock();
	if (dev->p.state != DEV_STATE_ADDED || !dev->bus) {
		platdev_port_core_unlock();
		return -ENODEV;
	}
	platdev_port_core_unlock();
	ret = device_try_bind(dev);
	deferred_run();
	/* A queued retry may have bound it meanwhile. */
	return ret || __atomic_load_n(&dev->driver, __ATOMIC_ACQUIRE) ? 1 : 0;
}

/* Whether @dev's first candidate driver wants it probed in the pool. */
static bool wants_async(struct device *dev)
{
	struct subsys_private *sp;
	struct driver_private *dp;
	bool ret = false;

	if (!platdev_has(PLATDEV_FEAT_ASYNC) || !async_probing_possible())
		return false;
	platdev_port_core_lock();
	sp = bus_private_locked(dev->bus);
	dp = sp && !probing_blocked_locked() ?
		     next_candidate_locked(sp, dev, 0) :
		     NULL;
	if (dp)
		ret = driver_allows_async_probing(driver_of(dp));
	platdev_port_core_unlock();
	return ret;
}

void bus_probe_device(struct device *dev)
{
	if (wants_async(dev) && async_queue_bind(dev))
		return;
	device_try_bind(dev);
	deferred_run();
}

/* Whether @dp may bind @dev now: added, unbound, and matching. Core lock. */
static bool can_bind_locked(struct device *dev, struct driver_private *dp)
{
	return dev->p.state == DEV_STATE_ADDED && !dev->driver &&
	       driver_matches_locked(dp, dev);
}

/* driver_attach()'s visit: bind @dev to the driver @data if it can. */
static int driver_attach_dev(struct device *dev, void *data)
{
	struct driver_private *dp = data;

	platdev_port_core_lock();
	if (platdev_has(PLATDEV_FEAT_ASYNC) && can_bind_locked(dev, dp) &&
	    driver_allows_async_probing(driver_of(dp)) &&
	    !probing_blocked_locked()) {
		platdev_port_core_unlock();
		if (async_queue_bind(dev))
			return 0;
		platdev_port_core_lock();
	}
	if (can_bind_locked(dev, dp)) {
		claim_device_locked(dev);
		/* Re-check: the device may have changed while we waited. */
		if (can_bind_locked(dev, dp) && !must_wait_locked(dev)) {
			int ret = try_driver_locked(dev, dp);

			if (ret)
				not_bound_locked(dev, ret);
		}
		unclaim_device_locked(dev);
	}
	platdev_port_core_unlock();
	return 0;
}

int driver_attach(const struct device_driver *drv)
{
	struct driver_private *dp;
	int ret;

	if (!drv)
		return -EINVAL;
	platdev_port_core_lock();
	dp = (struct driver_private *)&drv->p;
	if (!dp->registered || dp->dead) {
		platdev_port_core_unlock();
		return -EINVAL;
	}
	driver_pin_locked(dp);
	platdev_port_core_unlock();
	ret = bus_for_each_dev(drv->bus, NULL, dp, driver_attach_dev);
	driver_unpin(dp);
	deferred_run();
	return ret < 0 ? ret : 0;
}

/* No consumer of @dev may start binding against it now. */
static void stop_consumers_binding(struct device *dev)
{
	if (platdev_has(PLATDEV_FEAT_DEPS) &&
	    __atomic_load_n(&dev->p.deps, __ATOMIC_ACQUIRE)) {
		platdev_port_core_lock();
		dev->p.bound = 0;
		platdev_port_core_unlock();
	}
}

/* Unbind @drv from @dev, whose consumers are unbound already. */
static void release_own_driver(struct device *dev, struct device_driver *drv)
{
	struct driver_call call;

	bus_notify(dev, BUS_NOTIFY_UNBIND_DRIVER);
	if (rpm_core())
		rpm_core()->unbind_begin(dev);
	driver_call_enter(&call, dev, drv, "remove");
	if (platdev_has(PLATDEV_FEAT_SYSFS) && drv->dev_groups &&
	    device_remove_groups)
		device_remove_groups(dev, drv->dev_groups);
	if (dev->bus && dev->bus->remove) {
		dev->bus->remove(dev);
	} else if (drv->remove) {
		int ret = drv->remove(dev);

		if (ret)
			dev_warn(
				dev,
				"remove callback returned %d; the value is ignored\n",
				ret);
	}
	driver_call_leave(&call);
	devres_release_all(dev);
	dev_set_drvdata(dev, NULL);
	if (rpm_core())
		rpm_core()->reinit(dev);

	platdev_port_core_lock();
	/* driver_unregister() may be waiting for its last device. */
	if (--drv->p.nbound == 0 && drv->p.dead)
		platdev_port_core_wake_all();
	__atomic_store_n(&dev->driver, NULL, __ATOMIC_RELEASE);
	dev->p.bound = 0; /* (already 0 if it had links) */
	if (dev->p.deps)
		dev->p.deps->state_synced = 0;
	platdev_port_core_unlock();
	if (platdev_has(PLATDEV_FEAT_DEPS))
		device_links_driver_unbound(dev);
	bus_notify(dev, BUS_NOTIFY_UNBOUND_DRIVER);
}

/*
 * Claim consumer @c of @sup, as device_release_driver() would, to unbind
 * it before @sup. Return: 1 when it is claimed with a driver (and
 * remembers @sup); 0 when it has none any more (not claimed); -1 when
 * this thread cannot wait for it (refused and logged).
 */
static int claim_consumer(struct device *c, struct device *sup)
{
	if (refuse_self_wait("device_release_driver", c, NULL))
		return -1;
	platdev_port_core_lock();
	claim_device_locked(c);
	if (!c->driver) {
		unclaim_device_locked(c);
		platdev_port_core_unlock();
		return 0;
	}
	c->p.deps->unbinding_for = sup;
	platdev_port_core_unlock();
	stop_consumers_binding(c);
	return 1;
}

/*
 * Consumers go first: they may still use what the driver provides, and
 * their own consumers before them, through chains of any length. No
 * recursion: the walk goes from a device to its newest bound consumer
 * until one has none, unbinds that one and goes back to the supplier it
 * came from (deps->unbinding_for), each device on the way claimed and
 * referenced.
 */
void device_release_driver_claimed(struct device *dev)
{
	struct device *cur = dev, *c, *sup;
	int ret;

	if (!dev->driver)
		return;
	stop_consumers_binding(dev);
	for (;;) {
		c = platdev_has(PLATDEV_FEAT_DEPS) ?
			    device_links_bound_consumer(cur) :
			    NULL;
		if (c) {
			ret = claim_consumer(c, cur);
			if (ret > 0) {
				cur = c;
				continue;
			}
			put_device(c);
			if (!ret)
				continue;
		}
		release_own_driver(cur, cur->driver);
		if (cur == dev)
			return;
		platdev_port_core_lock();
		sup = cur->p.deps->unbinding_for;
		cur->p.deps->unbinding_for = NULL;
		unclaim_device_locked(cur);
		platdev_port_core_unlock();
		put_device(cur);
		cur = sup;
	}
}

void device_release_driver(struct device *dev)
{
	if (!dev || refuse_self_wait(__func__, dev, NULL))
		return;
	platdev_port_core_lock();
	claim_device_locked(dev);
	platdev_port_core_unlock();
	device_release_driver_claimed(dev);
	platdev_port_core_lock();
	unclaim_device_locked(dev);
	platdev_port_core_unlock();
}

int device_reprobe(struct device *dev)
{
	int ret;

	if (!dev)
		return -EINVAL;
	if (!device_is_registered(dev))
		return -ENODEV;
	device_release_driver(dev);
	ret = device_attach(dev);
	return ret < 0 ? ret : 0;
}

int device_driver_attach(const struct device_driver *drv, struct device *dev)
{
	struct driver_private *dp;
	int ret;

	if (!drv || !dev)
		return -EINVAL;
	platdev_port_core_lock();
	dp = (struct driver_private *)&drv->p;
	if (!dp->registered || dp->dead || dev->p.state != DEV_STATE_ADDED ||
	    dev->bus != drv->bus) {
		platdev_port_core_unlock();
		return -EINVAL;
	}
	claim_device_locked(dev);
	if (dev->driver)
		ret = -EBUSY;
	else if (!driver_matches_locked(dp, dev))
		ret = -ENODEV;
	else if (must_wait_locked(dev))
		ret = -EPROBE_DEFER;
	else
		ret = try_driver_locked(dev, dp);
	if (ret && ret != -EBUSY && ret != -ENODEV)
		not_bound_locked(dev, ret);
	unclaim_device_locked(dev);
	platdev_port_core_unlock();
	deferred_run();
	return ret;
}

int platdev_bind_by_name(const struct bus_type *bus, const char *driver,
			 const char *device)
{
	struct device_driver *drv = driver ? driver_find(driver, bus) : NULL;
	struct device *dev =
		device ? bus_find_device_by_name(bus, NULL, device) : NULL;
	int ret = drv && dev ? device_driver_attach(drv, dev) : -ENODEV;

	put_device(dev);
	return ret;
}

int platdev_unbind_by_name(const struct bus_type *bus, const char *device)
{
	struct device *dev =
		device ? bus_find_device_by_name(bus, NULL, device) : NULL;

	if (!dev)
		return -ENODEV;
	device_release_driver(dev);
	put_device(dev);
	return 0;
}

int driver_set_override(struct device *dev, const char **override,
			const char *s, size_t len)
{
	const char *old;
	char *copy = NULL;

	if (!dev || !override || !s)
		return -EINVAL;
	if (len && s[len - 1] == '\n')
		len--;
	if (len >= 4096)
		return -EINVAL;
	if (len) {
		copy = kmalloc(len + 1, GFP_KERNEL);
		if (!copy)
			return -ENOMEM;
		memcpy(copy, s, len);
		copy[len] = '\0';
	}
	platdev_port_core_lock();
	old = *override;
	*override = copy;
	platdev_port_core_unlock();
	kfree(old);
	return 0;
}

const char *dev_driver_string(const struct device *dev)
{
	const struct device_driver *drv =
		__atomic_load_n(&dev->driver, __ATOMIC_ACQUIRE);

	if (drv)
		return drv->name;
	return dev->bus && dev->bus->name ? dev->bus->name : "";
}
