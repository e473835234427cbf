/* SPDX-License-Identifier: MIT */
/*
 * linux/device/bus.h - buses: the kind of connection a device sits on and
 * the rules by which its drivers are matched.
 */
#ifndef _PLATDEV_LINUX_DEVICE_BUS_H
#define _PLATDEV_LINUX_DEVICE_BUS_H

#include <linux/kref.h>
#include <linux/list.h>
#include <linux/notifier.h>
#include <linux/pm.h>
#include <linux/string.h>
#include <linux/types.h>

struct device;
struct device_driver;
struct device_node;
struct subsys_private;

/**
 * typedef platdev_key_fn - receives one match key (platdev extension)
 * @ctx: the enumerator's context
 * @key: a string the device offers, or a driver answers to
 */
typedef void (*platdev_key_fn)(void *ctx, const char *key);

/**
 * struct bus_type - a bus
 * @name: the bus name ("platform")
 * @dev_name: unused, for source compatibility
 * @match: does @drv handle @dev? positive for yes, 0 for no, negative errno
 *         for an error; called with the core lock held, so it must not call
 *         back into the driver core
 * @probe: binds @dev to dev->driver; if NULL the driver's own probe runs
 * @remove: unbinds @dev from dev->driver; if NULL the driver's remove runs
 * @shutdown: quiesces a bound device at system shutdown
 * @pm: bus power-management callbacks
 * @platdev_driver_keys: (platdev extension) enumerate the strings a driver
 *         can match, besides its name (the core always indexes a driver under
 *         its name), calling @fn once for each. With @platdev_device_keys
 *         set as well, the core indexes drivers by these keys and binding a
 *         device looks up only the drivers sharing a key with it, instead of
 *         calling @match on every driver. @match still decides; keys only
 *         narrow the candidates, so they must include every string that can
 *         make @match succeed.
 * @platdev_device_keys: (platdev extension) enumerate the strings a device
 *         offers; see @platdev_driver_keys
 * @p: core-private state, set by bus_register()
 */
struct bus_type {
	const char *name;
	const char *dev_name;
	int (*match)(struct device *dev, struct device_driver *drv);
	int (*probe)(struct device *dev);
	void (*remove)(struct device *dev);
	void (*shutdown)(struct device *dev);
	const struct dev_pm_ops *pm;

	void (*platdev_driver_keys)(struct device_driver *drv,
				    platdev_key_fn fn, void *ctx);
	void (*platdev_device_keys)(struct device *dev, platdev_key_fn fn,
				    void *ctx);

	struct subsys_private *p;
};

/**
 * bus_register() - make a bus available for devices and drivers
 * @bus: the bus; its @p must be NULL (the core allocates it)
 *
 * Return: 0, -EINVAL for a bus without a name, -EBUSY if @bus or another
 * bus with its name is registered, -ENOMEM.
 */
int bus_register(struct bus_type *bus);

/**
 * bus_unregister() - remove a bus that has no devices and no drivers left
 * @bus: the bus
 *
 * A bus that still has devices or drivers is left registered and an error is
 * logged.
 */
void bus_unregister(struct bus_type *bus);

/**
 * bus_for_each_dev() - call @fn for each device on @bus, in registration order
 * @bus: the bus
 * @start: start after this device, or NULL for the first
 * @data: passed to @fn
 * @fn: the callback; a non-zero return stops the walk
 *
 * @fn runs without any lock held, holding a reference on its device; it may
 * register and unregister devices, including the one it was given.
 *
 * Return: what the last @fn call returned, 0 if it was never called,
 * -EINVAL for an unregistered bus.
 */
int bus_for_each_dev(const struct bus_type *bus, struct device *start,
		     void *data, int (*fn)(struct device *dev, void *data));

/* A device lookup's test: non-zero for the device sought. */
typedef int (*device_match_t)(struct device *dev, const void *data);

/**
 * bus_find_device() - first device on @bus, after @start, that @match accepts
 * @bus: the bus
 * @start: start after this device, or NULL
 * @data: passed to @match
 * @match: returns non-zero for the device sought; runs without locks held
 *
 * Return: the device with a reference taken (put_device() it), or NULL.
 */
struct device *bus_find_device(const struct bus_type *bus, struct device *start,
			       const void *data,
			       int (*match)(struct device *dev,
					    const void *data));

/**
 * bus_find_device_by_name() - find the device on @bus named @name
 * @bus: the bus
 * @start: start after this device, or NULL; with NULL the lookup is a hash
 *         lookup rather than a walk (with PLATDEV_FEAT_INDEX)
 * @name: the device name
 *
 * Return: the device with a reference taken (put_device() it), or NULL.
 */
struct device *bus_find_device_by_name(const struct bus_type *bus,
				       struct device *start, const char *name);

const char *dev_name(const struct device *dev);

/**
 * device_match_name() - bus_find_device() match: the device named @name
 * (a trailing newline of either name is ignored, as sysfs_streq())
 */
static inline int device_match_name(struct device *dev, const void *name)
{
	return sysfs_streq(dev_name(dev), (const char *)name);
}

/**
 * device_match_of_node() - bus_find_device() match: the device whose
 * device-tree node is @np (a NULL @np matches nothing)
 */
int device_match_of_node(struct device *dev, const void *np);

/**
 * bus_find_device_by_of_node() - find the device on @bus created for
 * device-tree node @np
 *
 * Return: the device with a reference taken (put_device() it), or NULL.
 */
static inline struct device *
bus_find_device_by_of_node(const struct bus_type *bus,
			   const struct device_node *np)
{
	return bus_find_device(bus, NULL, np, device_match_of_node);
}

/**
 * bus_for_each_drv() - call @fn for each driver on @bus, in registration order
 * @bus: the bus
 * @start: start after this driver, or NULL
 * @data: passed to @fn
 * @fn: the callback; a non-zero return stops the walk; runs without locks
 *      held; it may unregister any driver but the one it visits (whose
 *      driver_unregister() would wait for the walk to let go of it, as
 *      Linux's waits for its klist iterator)
 *
 * Return: what the last @fn call returned, 0 if never called, -EINVAL for an
 * unregistered bus.
 */
int bus_for_each_drv(const struct bus_type *bus, struct device_driver *start,
		     void *data,
		     int (*fn)(struct device_driver *drv, void *data));

/**
 * bus_rescan_devices() - try to bind every unbound device on @bus
 * Return: 0, or -EINVAL for an unregistered bus.
 */
int bus_rescan_devices(const struct bus_type *bus);

/* Events of bus_register_notifier(); @data is the struct device. */
#define BUS_NOTIFY_ADD_DEVICE 0x00000001 /* added, before probing */
#define BUS_NOTIFY_DEL_DEVICE 0x00000002 /* about to be removed */
#define BUS_NOTIFY_REMOVED_DEVICE 0x00000003 /* removed from the bus */
#define BUS_NOTIFY_BIND_DRIVER 0x00000004 /* a driver is about to probe */
#define BUS_NOTIFY_BOUND_DRIVER 0x00000005 /* the probe succeeded */
#define BUS_NOTIFY_UNBIND_DRIVER 0x00000006 /* about to unbind */
#define BUS_NOTIFY_UNBOUND_DRIVER 0x00000007 /* unbound */
#define BUS_NOTIFY_DRIVER_NOT_BOUND 0x00000008 /* the probe failed */

/**
 * bus_register_notifier() - be told about @bus's devices coming, going,
 * binding and unbinding
 * @bus: a registered bus
 * @nb: the callback block; higher @nb->priority is called first
 *
 * Callbacks run without the core's lock, in the thread where the event
 * happens; they must not register or unregister notifiers of @bus.
 *
 * Return: 0, -EINVAL for a NULL argument or an unregistered bus, -EEXIST
 * if @nb is already on the chain.
 */
int bus_register_notifier(const struct bus_type *bus,
			  struct notifier_block *nb);

/**
 * bus_unregister_notifier() - take @nb off @bus's chain, waiting for calls
 * in progress to end
 * @bus: the bus
 * @nb: a registered block
 *
 * Return: 0, or -ENOENT if @nb is not on the chain.
 */
int bus_unregister_notifier(const struct bus_type *bus,
			    struct notifier_block *nb);

#endif /* _PLATDEV_LINUX_DEVICE_BUS_H */
