/* SPDX-License-Identifier: MIT */
/*
 * linux/device/driver.h - the generic driver structure.
 */
#ifndef _PLATDEV_LINUX_DEVICE_DRIVER_H
#define _PLATDEV_LINUX_DEVICE_DRIVER_H

#include <linux/device/bus.h>
#include <linux/init.h>
#include <linux/mod_devicetable.h>
#include <linux/module.h>
#include <linux/pm.h>
#include <linux/sysfs.h>

#include <linux/list.h>
#include <linux/types.h>

struct acpi_device_id;
struct device;
struct driver_key;
struct subsys_private;

/*
 * A bus is searched by walking its drivers until it has this many; from
 * then on it keeps an index of their names and match keys, which costs one
 * allocation per driver (src/base/driver.c).
 */
#define PLATDEV_DRIVER_INDEX_MIN 16

#if PLATDEV_TINY
#include <platdev/tiny_device.h>
#else
/**
 * struct driver_private - the core's bookkeeping inside every driver
 *
 * Embedded rather than allocated, so a static driver registers without the
 * heap. Only the driver core reads or writes these fields; all zero means
 * "not registered". The list node is followed by the byte the core's list
 * walkers use to tell drivers from walk cursors.
 */
struct driver_private {
	struct list_head node; /* on the bus's driver list */
	u8 node_kind;
	u8 registered; /* between driver_register() and the end of unregister */
	u8 dead; /* being unregistered: matches nothing */
	u8 no_new_binds; /* platform_driver_probe(): binds nothing more */
	unsigned int pins; /* walkers that hold it; unregister waits for 0 */
	unsigned int probing; /* probes with this driver in progress */
	unsigned int nkeys; /* entries in @keys */
	u64 seq; /* registration order on the bus */
	struct subsys_private *bus;
	unsigned int nbound; /* devices bound to it (found on the bus's list) */
	struct driver_key *keys; /* match-index entries, NULL while scanned */
};

/**
 * enum probe_type - whether a driver's probe may run asynchronously
 * @PROBE_DEFAULT_STRATEGY: as the system decides
 * @PROBE_PREFER_ASYNCHRONOUS: may run on a worker
 * @PROBE_FORCE_SYNCHRONOUS: always in the registering thread
 */
enum probe_type {
	PROBE_DEFAULT_STRATEGY,
	PROBE_PREFER_ASYNCHRONOUS,
	PROBE_FORCE_SYNCHRONOUS,
};

/**
 * struct device_driver - a driver, as the core sees it
 * @name: the driver's name; also a match key on buses that match by name
 * @bus: the bus it drives devices on
 * @owner: THIS_MODULE
 * @mod_name: unused, for source compatibility
 * @acpi_match_table: accepted for source compatibility and never matched
 *                    (no ACPI: linux/acpi.h's !CONFIG_ACPI face); it shares
 *                    the storage of @mod_name, which nothing reads either,
 *                    so a driver costs no more bytes for it
 * @suppress_bind_attrs: unused, for source compatibility
 * @probe_type: see enum probe_type
 * @of_match_table: device-tree compatibles the driver handles
 * @probe: binds a device (when the bus has no probe of its own)
 * @sync_state: called once all consumers of a bound supplier are bound
 * @remove: unbinds a device (when the bus has no remove of its own)
 * @shutdown: quiesces a device at shutdown
 * @suspend: legacy suspend
 * @resume: legacy resume
 * @pm: power-management callbacks
 * @groups: attributes of the driver itself, added at driver_register()
 * @dev_groups: attributes each device it binds gets after a successful
 *              probe, removed before its remove (a failure to add them
 *              fails the probe, after the driver's remove)
 * @p: the core's bookkeeping; leave it zero
 */
struct device_driver {
	const char *name;
	const struct bus_type *bus;
	struct module *owner;
	union {
		const char *mod_name;
		const struct acpi_device_id *acpi_match_table;
	};
	bool suppress_bind_attrs;
	enum probe_type probe_type;
	const struct of_device_id *of_match_table;
	int (*probe)(struct device *dev);
	void (*sync_state)(struct device *dev);
	int (*remove)(struct device *dev);
	void (*shutdown)(struct device *dev);
	int (*suspend)(struct device *dev, pm_message_t state);
	int (*resume)(struct device *dev);
	const struct dev_pm_ops *pm;
	const struct attribute_group **groups;
	const struct attribute_group **dev_groups;
	struct driver_private p;
};
#endif /* PLATDEV_TINY */

struct attribute_group;

/**
 * struct driver_attribute - an attribute of a driver (linux/sysfs.h)
 * @attr: the attribute
 * @show: formats the value (sysfs_emit())
 * @store: takes a new value; returns the bytes used or an error
 */
struct driver_attribute {
	struct attribute attr;
	ssize_t (*show)(struct device_driver *driver, char *buf);
	ssize_t (*store)(struct device_driver *driver, const char *buf,
			 size_t count);
};

#define DRIVER_ATTR_RW(_name) \
	struct driver_attribute driver_attr_##_name = __ATTR_RW(_name)
#define DRIVER_ATTR_RO(_name) \
	struct driver_attribute driver_attr_##_name = __ATTR_RO(_name)
#define DRIVER_ATTR_WO(_name) \
	struct driver_attribute driver_attr_##_name = __ATTR_WO(_name)

/**
 * driver_create_file() - give @driver the attribute @attr
 * Return: 0; -EINVAL for no @driver; as sysfs_create_file().
 */
int driver_create_file(const struct device_driver *driver,
		       const struct driver_attribute *attr);

/** driver_remove_file() - undo driver_create_file(); absent: no-op */
void driver_remove_file(const struct device_driver *driver,
			const struct driver_attribute *attr);

/**
 * driver_register() - add a driver to its bus and bind it to every matching
 * unbound device
 * @drv: the driver; @drv->bus must be registered
 *
 * Return: 0 (even if no device matched), -EINVAL for a missing or empty
 * name or an unregistered bus, -EBUSY if @drv or a driver with the same name
 * on the bus is registered, -ENOMEM.
 */
int driver_register(struct device_driver *drv);

/**
 * driver_unregister() - unbind @drv from every device and remove it
 * @drv: a registered driver
 *
 * Devices are unbound newest registered first: Linux takes the most
 * recently bound first, which is the same device unless devices bound out
 * of their registration order (a deferred probe). A device that another
 * thread is deleting meanwhile is unbound by that deletion, which this
 * call waits for. Waits for probes with @drv in progress on other threads
 * to finish, and for walks (bus_for_each_drv(), driver_attach()) visiting
 * @drv to move on; when it returns the core no longer touches @drv, which
 * may be freed or registered again.
 */
void driver_unregister(struct device_driver *drv);

/**
 * driver_attach() - try to bind @drv to every unbound device on its bus
 * Return: 0, or -EINVAL if @drv is not registered.
 */
int driver_attach(const struct device_driver *drv);

/**
 * driver_find() - look up a registered driver by name
 * Return: the driver, or NULL.
 */
struct device_driver *driver_find(const char *name, const struct bus_type *bus);

/**
 * driver_for_each_device() - call @fn for each device bound to @drv
 * @drv: the driver
 * @start: unused, must be NULL (kept for Linux's signature)
 * @data: passed to @fn
 * @fn: a non-zero return stops the walk; runs without locks held
 *
 * Return: what the last @fn returned, 0 if never called, -EINVAL if @drv is
 * not registered.
 */
int driver_for_each_device(struct device_driver *drv, struct device *start,
			   void *data,
			   int (*fn)(struct device *dev, void *data));

/*
 * module_driver() - register @__driver at program start with @__register
 * and unregister it with @__unregister from the exit calls; the bus
 * helpers (module_platform_driver(), module_amba_driver()) wrap it.
 * builtin_driver() only registers. Both end in a complete declaration, so
 * a use with or without a following semicolon compiles, as in Linux.
 */
#define module_driver(__driver, __register, __unregister, ...) \
	static int __driver##_init(void)                       \
	{                                                      \
		return __register(&(__driver), ##__VA_ARGS__); \
	}                                                      \
	module_init(__driver##_init);                          \
	static void __driver##_exit(void)                      \
	{                                                      \
		__unregister(&(__driver), ##__VA_ARGS__);      \
	}                                                      \
	module_exit(__driver##_exit);

#define builtin_driver(__driver, __register, ...)              \
	static int __driver##_init(void)                       \
	{                                                      \
		return __register(&(__driver), ##__VA_ARGS__); \
	}                                                      \
	device_initcall(__driver##_init);

#endif /* _PLATDEV_LINUX_DEVICE_DRIVER_H */
