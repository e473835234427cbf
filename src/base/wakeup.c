// SPDX-License-Identifier: MIT
/*
 * wakeup.c - devices that may wake the system and their wakeup sources
 * (linux/pm_wakeup.h).
 *
 * A device's wakeup state (capable, its source, the wakeup-path mark)
 * lives in its deps (base.h), made on demand, and changes under the core
 * lock. Registered sources are on one list under ws_list_lock (a mutex: a
 * walk may sleep); their counters and timers change under ws_lock, a raw
 * spinlock, as events come from interrupt handlers too. Until a device
 * first gets wakeup state the core does not call in here (wakeup_core_ops
 * is NULL), so firmware without wakeup links none of this.
 *
 * Without PLATDEV_FEAT_PM there is no system sleep to wake from: as Linux
 * without CONFIG_PM_SLEEP, no wakeup source is made (creating one gives
 * NULL) and enabling wakeup sets a flag that device_may_wakeup() reads.
 */
#include <linux/device.h>
#include <linux/errno.h>
#include <linux/mutex.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/timekeeping.h>

#include "base/base.h"

static DEFINE_MUTEX(ws_list_lock);
static DEFINE_RAW_SPINLOCK(ws_lock);
static LIST_HEAD(ws_list);
static int ws_next_id;

static void wakeup_core_remove(struct device *dev);
static void wakeup_core_free(struct device_deps *d);

static const struct wakeup_core_ops core_ops = {
	.remove = wakeup_core_remove,
	.free = wakeup_core_free,
};

/* ---- sources ---- */

static void ws_timer_fn(struct timer_list *t);

struct wakeup_source *wakeup_source_create(const char *name)
{
	struct wakeup_source *ws;

	if (!platdev_has(PLATDEV_FEAT_PM))
		return NULL;
	ws = kzalloc(sizeof(*ws), GFP_KERNEL);
	if (!ws)
		return NULL;
	ws->name = kstrdup(name ? name : "", GFP_KERNEL);
	if (!ws->name) {
		kfree(ws);
		return NULL;
	}
	INIT_LIST_HEAD(&ws->entry);
	spin_lock_init(&ws->lock);
	timer_setup(&ws->timer, ws_timer_fn, 0);
	return ws;
}

void wakeup_source_destroy(struct wakeup_source *ws)
{
	if (!ws)
		return;
	__pm_relax(ws);
	kfree(ws->name);
	kfree(ws);
}

void wakeup_source_add(struct wakeup_source *ws)
{
	if (!ws)
		return;
	mutex_lock(&ws_list_lock);
	ws->id = ws_next_id++;
	ws->last_time = ktime_get();
	list_add_tail(&ws->entry, &ws_list);
	mutex_unlock(&ws_list_lock);
}

void wakeup_source_remove(struct wakeup_source *ws)
{
	if (!ws)
		return;
	mutex_lock(&ws_list_lock);
	list_del_init(&ws->entry);
	mutex_unlock(&ws_list_lock);
	del_timer_sync(&ws->timer);
	raw_spin_lock(&ws_lock);
	ws->timer_expires = 0;
	raw_spin_unlock(&ws_lock);
}

struct wakeup_source *wakeup_source_register(struct device *dev,
					     const char *name)
{
	struct wakeup_source *ws = wakeup_source_create(name);

	(void)dev;
	wakeup_source_add(ws);
	return ws;
}

void wakeup_source_unregister(struct wakeup_source *ws)
{
	if (!ws)
		return;
	wakeup_source_remove(ws);
	wakeup_source_destroy(ws);
}

int wakeup_sources_read_lock(void)
{
	mutex_lock(&ws_list_lock);
	return 0;
}

void wakeup_sources_read_unlock(int idx)
{
	(void)idx;
	mutex_unlock(&ws_list_lock);
}

struct wakeup_source *wakeup_sources_walk_start(void)
{
	return list_first_entry_or_null(&ws_list, struct wakeup_source, entry);
}

struct wakeup_source *wakeup_sources_walk_next(struct wakeup_source *ws)
{
	if (list_is_last(&ws->entry, &ws_list))
		return NULL;
	return list_next_entry(ws, entry);
}

/* ---- events ---- */

/* @ws becomes active; ws_lock held. */
static void ws_activate_locked(struct wakeup_source *ws)
{
	ws->active = true;
	ws->active_count++;
	ws->last_time = ktime_get();
}

/* @ws stops being active; ws_lock held. */
static void ws_deactivate_locked(struct wakeup_source *ws)
{
	ktime_t now = ktime_get(), held = now - ws->last_time;

	ws->relax_count++;
	ws->active = false;
	ws->total_time += held;
	if (held > ws->max_time)
		ws->max_time = held;
	ws->last_time = now;
	ws->timer_expires = 0;
}

/* An event of @ws; ws_lock held. */
static void ws_event_locked(struct wakeup_source *ws, bool hard)
{
	ws->event_count++;
	if (hard)
		ws->wakeup_count++;
	if (!ws->active)
		ws_activate_locked(ws);
}

void __pm_stay_awake(struct wakeup_source *ws)
{
	if (!ws)
		return;
	raw_spin_lock(&ws_lock);
	ws_event_locked(ws, false);
	ws->timer_expires = 0; /* held until __pm_relax(), whatever was timed */
	raw_spin_unlock(&ws_lock);
	del_timer(&ws->timer);
}

void __pm_relax(struct wakeup_source *ws)
{
	if (!ws)
		return;
	raw_spin_lock(&ws_lock);
	if (ws->active)
		ws_deactivate_locked(ws);
	raw_spin_unlock(&ws_lock);
}

static void ws_timer_fn(struct timer_list *t)
{
	struct wakeup_source *ws = from_timer(ws, t, timer);

	raw_spin_lock(&ws_lock);
	/* A later __pm_stay_awake() or a longer event moved the end. */
	if (ws->active && ws->timer_expires &&
	    time_after_eq(jiffies, ws->timer_expires)) {
		ws_deactivate_locked(ws);
		ws->expire_count++;
	}
	raw_spin_unlock(&ws_lock);
}

void pm_wakeup_ws_event(struct wakeup_source *ws, unsigned int msec, bool hard)
{
	unsigned long expires;
	bool arm = false;

	if (!ws)
		return;
	raw_spin_lock(&ws_lock);
	ws_event_locked(ws, hard);
	if (!msec) {
		ws_deactivate_locked(ws);
	} else {
		expires = jiffies + msecs_to_jiffies(msec);
		if (!expires)
			expires = 1;
		/* An event that ends later extends the active period. */
		if (!ws->timer_expires ||
		    time_after(expires, ws->timer_expires)) {
			ws->timer_expires = expires;
			arm = true;
		}
	}
	raw_spin_unlock(&ws_lock);
	if (arm)
		mod_timer(&ws->timer, expires);
}

/* ---- devices ---- */

/* @dev's deps, made if missing, with the core calling in from now on. */
static struct device_deps *wakeup_deps_locked(struct device *dev)
{
	struct device_deps *d = device_deps_locked(dev, true);

	if (d && platdev_has(PLATDEV_FEAT_PM))
		__atomic_store_n(&wakeup_core_ops, &core_ops, __ATOMIC_RELEASE);
	return d;
}

static struct device_deps *deps_peek(struct device *dev)
{
	return __atomic_load_n(&dev->p.deps, __ATOMIC_ACQUIRE);
}

void device_set_wakeup_capable(struct device *dev, bool capable)
{
	struct device_deps *d;

	if (!dev)
		return;
	platdev_port_core_lock();
	d = capable ? wakeup_deps_locked(dev) : dev->p.deps;
	if (d)
		d->can_wakeup = capable;
	platdev_port_core_unlock();
	if (capable && !d)
		dev_err(dev, "wakeup: out of memory for its state\n");
}

bool device_can_wakeup(struct device *dev)
{
	struct device_deps *d = dev ? deps_peek(dev) : NULL;

	return d && __atomic_load_n(&d->can_wakeup, __ATOMIC_RELAXED);
}

bool device_may_wakeup(struct device *dev)
{
	struct device_deps *d = dev ? deps_peek(dev) : NULL;

	if (!d || !__atomic_load_n(&d->can_wakeup, __ATOMIC_RELAXED))
		return false;
	if (!platdev_has(PLATDEV_FEAT_PM))
		return __atomic_load_n(&d->should_wakeup, __ATOMIC_RELAXED);
	return __atomic_load_n(&d->wakeup, __ATOMIC_ACQUIRE);
}

/* Without system sleep: wakeup enabled is a flag of @dev's. */
static int set_should_wakeup(struct device *dev, bool enable)
{
	struct device_deps *d;

	platdev_port_core_lock();
	d = enable ? wakeup_deps_locked(dev) : dev->p.deps;
	if (d)
		__atomic_store_n(&d->should_wakeup, enable, __ATOMIC_RELAXED);
	platdev_port_core_unlock();
	return d || !enable ? 0 : -ENOMEM;
}

struct wakeup_source *platdev_device_wakeup_source(struct device *dev)
{
	struct device_deps *d = dev ? deps_peek(dev) : NULL;

	return d ? __atomic_load_n(&d->wakeup, __ATOMIC_ACQUIRE) : NULL;
}

int device_wakeup_enable(struct device *dev)
{
	struct wakeup_source *ws;
	struct device_deps *d;
	int ret = 0;

	if (!platdev_has(PLATDEV_FEAT_PM))
		return dev ? set_should_wakeup(dev, true) : -EINVAL;
	if (!dev || !device_can_wakeup(dev))
		return -EINVAL;
	ws = wakeup_source_register(dev, dev_name(dev));
	if (!ws)
		return -ENOMEM;
	platdev_port_core_lock();
	d = dev->p.deps;
	if (!d || !d->can_wakeup)
		ret = -EINVAL; /* made incapable meanwhile */
	else if (d->wakeup)
		ret = -EEXIST;
	else
		__atomic_store_n(&d->wakeup, ws, __ATOMIC_RELEASE);
	platdev_port_core_unlock();
	if (ret)
		wakeup_source_unregister(ws);
	return ret;
}

/* Take @dev's source away. Return: it, or NULL. */
static struct wakeup_source *wakeup_detach(struct device *dev)
{
	struct wakeup_source *ws = NULL;
	struct device_deps *d;

	platdev_port_core_lock();
	d = dev->p.deps;
	if (d && d->wakeup) {
		ws = d->wakeup;
		__atomic_store_n(&d->wakeup, NULL, __ATOMIC_RELEASE);
	}
	platdev_port_core_unlock();
	return ws;
}

void device_wakeup_disable(struct device *dev)
{
	if (dev && !platdev_has(PLATDEV_FEAT_PM)) {
		set_should_wakeup(dev, false);
		return;
	}
	if (!dev || !device_can_wakeup(dev))
		return;
	wakeup_source_unregister(wakeup_detach(dev));
}

int device_set_wakeup_enable(struct device *dev, bool enable)
{
	if (enable)
		return device_wakeup_enable(dev);
	device_wakeup_disable(dev);
	return 0;
}

bool device_wakeup_path(struct device *dev)
{
	struct device_deps *d = dev ? deps_peek(dev) : NULL;

	return d && __atomic_load_n(&d->wakeup_path, __ATOMIC_RELAXED);
}

void device_set_wakeup_path(struct device *dev)
{
	struct device_deps *d;

	/* No system sleep, no path to keep powered through it. */
	if (!dev || !platdev_has(PLATDEV_FEAT_PM))
		return;
	platdev_port_core_lock();
	d = wakeup_deps_locked(dev);
	if (d)
		__atomic_store_n(&d->wakeup_path, 1, __ATOMIC_RELAXED);
	platdev_port_core_unlock();
}

void pm_stay_awake(struct device *dev)
{
	if (dev)
		__pm_stay_awake(platdev_device_wakeup_source(dev));
}

void pm_relax(struct device *dev)
{
	if (dev)
		__pm_relax(platdev_device_wakeup_source(dev));
}

void pm_wakeup_dev_event(struct device *dev, unsigned int msec, bool hard)
{
	if (dev)
		pm_wakeup_ws_event(platdev_device_wakeup_source(dev), msec,
				   hard);
}

/* device_del(): wakeup is disabled, as Linux's device_pm_remove() does. */
static void wakeup_core_remove(struct device *dev)
{
	wakeup_source_unregister(wakeup_detach(dev));
}

/* The device's release: what device_del() did not take (never added). */
static void wakeup_core_free(struct device_deps *d)
{
	struct wakeup_source *ws = d->wakeup;

	d->wakeup = NULL;
	wakeup_source_unregister(ws);
}
