/* SPDX-License-Identifier: MIT */
/*
 * linux/pm_wakeup.h - devices that may wake the system, and wakeup sources
 * (the CONFIG_PM_SLEEP form of Linux 6.12).
 *
 * A device is "wakeup capable" once its driver says the hardware can wake
 * the system (device_set_wakeup_capable()); it "may wake up" while wakeup
 * is also enabled for it (device_wakeup_enable()), which gives it a
 * wakeup source: a record of wakeup events (pm_wakeup_event(),
 * pm_stay_awake()/pm_relax()) with Linux's counters. The state is kept
 * with the driver core's per-device bookkeeping, since struct device has
 * no dev->power here: device_del() disables wakeup as Linux's does, and
 * the device's release frees what is left.
 *
 * Reached from linux/device.h, as in Linux.
 */
#ifndef _PLATDEV_LINUX_PM_WAKEUP_H
#define _PLATDEV_LINUX_PM_WAKEUP_H

#include <linux/ktime.h>
#include <linux/list.h>
#include <linux/spinlock.h>
#include <linux/timer.h>
#include <linux/types.h>

struct device;
struct wake_irq;

/**
 * struct wakeup_source - a source of wakeup events
 * @name: its name (the device's, for a device's source)
 * @id: a number unique among the registered sources
 * @entry: on the list of registered sources
 * @lock: kept for Linux's layout (the counters have their own lock here)
 * @wakeirq: the wake IRQ of its device (linux/pm_wakeirq.h), or NULL
 * @timer: ends a timed event (pm_wakeup_event() with a time)
 * @timer_expires: when, in jiffies (0: no timed event)
 * @total_time: time spent active
 * @max_time: the longest active period
 * @last_time: when it last changed state
 * @start_prevent_time: kept for Linux's layout (no autosleep here)
 * @prevent_sleep_time: kept for Linux's layout
 * @event_count: events signalled
 * @active_count: times it became active
 * @relax_count: times it stopped being active
 * @expire_count: timed events that ended by their time
 * @wakeup_count: hard events (pm_wakeup_hard_event()), those that would
 *                abort a system suspend
 * @dev: kept for Linux's layout (no sysfs device here): NULL
 * @active: an event is in progress
 * @autosleep_enabled: kept for Linux's layout
 */
struct wakeup_source {
	const char *name;
	int id;
	struct list_head entry;
	spinlock_t lock;
	struct wake_irq *wakeirq;
	struct timer_list timer;
	unsigned long timer_expires;
	ktime_t total_time;
	ktime_t max_time;
	ktime_t last_time;
	ktime_t start_prevent_time;
	ktime_t prevent_sleep_time;
	unsigned long event_count;
	unsigned long active_count;
	unsigned long relax_count;
	unsigned long expire_count;
	unsigned long wakeup_count;
	struct device *dev;
	bool active : 1;
	bool autosleep_enabled : 1;
};

/**
 * wakeup_source_create() - a source named @name (copied), not registered
 * Return: it, or NULL when out of memory.
 */
struct wakeup_source *wakeup_source_create(const char *name);
/** wakeup_source_destroy() - free a source made by wakeup_source_create() */
void wakeup_source_destroy(struct wakeup_source *ws);
/** wakeup_source_add() - put @ws on the list of registered sources */
void wakeup_source_add(struct wakeup_source *ws);
/** wakeup_source_remove() - take @ws off the list, ending its timed event */
void wakeup_source_remove(struct wakeup_source *ws);
/**
 * wakeup_source_register() - create and add a source
 * @dev: kept for Linux's signature (the source has no sysfs device)
 * @name: its name
 * Return: the source, or NULL when out of memory.
 */
struct wakeup_source *wakeup_source_register(struct device *dev,
					     const char *name);
/** wakeup_source_unregister() - remove and destroy @ws (NULL: nothing) */
void wakeup_source_unregister(struct wakeup_source *ws);

/**
 * wakeup_sources_read_lock() - hold the list of sources still, for a walk
 * with wakeup_sources_walk_start()/_next() or for_each_wakeup_source()
 * Return: a cookie for wakeup_sources_read_unlock().
 */
int wakeup_sources_read_lock(void);
/** wakeup_sources_read_unlock() - end the walk begun with @idx */
void wakeup_sources_read_unlock(int idx);
/** wakeup_sources_walk_start() - the first registered source, or NULL */
struct wakeup_source *wakeup_sources_walk_start(void);
/** wakeup_sources_walk_next() - the source after @ws, or NULL */
struct wakeup_source *wakeup_sources_walk_next(struct wakeup_source *ws);

#define for_each_wakeup_source(ws)                     \
	for ((ws) = wakeup_sources_walk_start(); (ws); \
	     (ws) = wakeup_sources_walk_next((ws)))

/**
 * device_wakeup_enable() - let @dev wake the system: give it a wakeup
 * source named after it
 * Return: 0; -EINVAL for NULL or a device that is not wakeup capable;
 * -EEXIST when it is enabled already; -ENOMEM.
 */
int device_wakeup_enable(struct device *dev);

/**
 * device_wakeup_disable() - stop @dev waking the system: its wakeup
 * source is unregistered (nothing for a device that is not wakeup capable)
 */
void device_wakeup_disable(struct device *dev);

/**
 * device_set_wakeup_capable() - say whether @dev's hardware can wake the
 * system; enabling is separate (device_wakeup_enable())
 */
void device_set_wakeup_capable(struct device *dev, bool capable);

/**
 * device_set_wakeup_enable() - device_wakeup_enable() or
 * device_wakeup_disable()
 * Return: as device_wakeup_enable(); 0 when disabling.
 */
int device_set_wakeup_enable(struct device *dev, bool enable);

/** device_can_wakeup() - whether @dev is wakeup capable */
bool device_can_wakeup(struct device *dev);

/** device_may_wakeup() - whether @dev is wakeup capable and enabled */
bool device_may_wakeup(struct device *dev);

/** device_wakeup_path() - whether device_set_wakeup_path() marked @dev */
bool device_wakeup_path(struct device *dev);

/**
 * device_set_wakeup_path() - mark @dev as on the path of a wakeup (a
 * suspend callback of a device whose children may wake the system)
 */
void device_set_wakeup_path(struct device *dev);

/** __pm_stay_awake() - an event of @ws begins (NULL: nothing) */
void __pm_stay_awake(struct wakeup_source *ws);
/** pm_stay_awake() - __pm_stay_awake() of @dev's source, if it has one */
void pm_stay_awake(struct device *dev);
/** __pm_relax() - the event of @ws ends (NULL or inactive: nothing) */
void __pm_relax(struct wakeup_source *ws);
/** pm_relax() - __pm_relax() of @dev's source, if it has one */
void pm_relax(struct device *dev);

/**
 * pm_wakeup_ws_event() - an event of @ws (NULL: nothing) that lasts
 * @msec milliseconds (0: ends at once)
 * @hard: whether it would abort a system suspend (counted in
 *        @ws->wakeup_count; the suspend itself is not aborted here)
 */
void pm_wakeup_ws_event(struct wakeup_source *ws, unsigned int msec, bool hard);
/** pm_wakeup_dev_event() - pm_wakeup_ws_event() of @dev's source, if any */
void pm_wakeup_dev_event(struct device *dev, unsigned int msec, bool hard);

/**
 * platdev_device_wakeup_source() - the wakeup source of @dev (Linux's
 * dev->power.wakeup), or NULL when wakeup is not enabled for it; platdev
 * extension
 */
struct wakeup_source *platdev_device_wakeup_source(struct device *dev);

static inline bool device_awake_path(struct device *dev)
{
	return device_wakeup_path(dev);
}

static inline void device_set_awake_path(struct device *dev)
{
	device_set_wakeup_path(dev);
}

static inline void __pm_wakeup_event(struct wakeup_source *ws,
				     unsigned int msec)
{
	pm_wakeup_ws_event(ws, msec, false);
}

/** pm_wakeup_event() - a wakeup event of @dev lasting @msec milliseconds */
static inline void pm_wakeup_event(struct device *dev, unsigned int msec)
{
	pm_wakeup_dev_event(dev, msec, false);
}

/** pm_wakeup_hard_event() - a wakeup event of @dev that aborts a suspend */
static inline void pm_wakeup_hard_event(struct device *dev)
{
	pm_wakeup_dev_event(dev, 0, true);
}

/**
 * device_init_wakeup() - make @dev wakeup capable and enabled (@enable),
 * or neither
 * Return: 0, or device_wakeup_enable()'s error.
 */
static inline int device_init_wakeup(struct device *dev, bool enable)
{
	if (enable) {
		device_set_wakeup_capable(dev, true);
		return device_wakeup_enable(dev);
	}
	device_wakeup_disable(dev);
	device_set_wakeup_capable(dev, false);
	return 0;
}

#endif /* _PLATDEV_LINUX_PM_WAKEUP_H */
