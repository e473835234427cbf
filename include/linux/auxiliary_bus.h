/* SPDX-License-Identifier: MIT */
/*
 * linux/auxiliary_bus.h - the auxiliary bus: a driver splits its hardware
 * into parts (a reset controller inside a clock block, say) by adding
 * auxiliary devices under its own device; other modules' drivers bind to
 * them by "modname.devname".
 */
#ifndef _PLATDEV_LINUX_AUXILIARY_BUS_H
#define _PLATDEV_LINUX_AUXILIARY_BUS_H

#include <linux/device.h>
#include <linux/mod_devicetable.h>

/**
 * struct auxiliary_device - a part of a device, on the auxiliary bus
 * @dev: the generic device; its parent must be set (the device the part
 *       belongs to) and so must its release
 * @name: the part's name; with the module adding it and @id it makes the
 *        device's name "modname.name.id"
 * @id: the instance number, unique among the module's devices of @name
 */
struct auxiliary_device {
	struct device dev;
	const char *name;
	u32 id;
};

/**
 * struct auxiliary_driver - a driver of auxiliary devices
 * @probe: binds a device; @id is the entry of @id_table that matched
 * @remove: unbinds
 * @shutdown: quiesces a device at system shutdown
 * @suspend: legacy suspend
 * @resume: legacy resume
 * @name: the driver's name within its module ("modname.name"); NULL takes
 *        the module's name
 * @driver: the generic driver (the core sets its name and bus)
 * @id_table: the devices it binds, "modname.devname", ended by an empty
 *            entry
 */
struct auxiliary_driver {
	int (*probe)(struct auxiliary_device *auxdev,
		     const struct auxiliary_device_id *id);
	void (*remove)(struct auxiliary_device *auxdev);
	void (*shutdown)(struct auxiliary_device *auxdev);
	int (*suspend)(struct auxiliary_device *auxdev, pm_message_t state);
	int (*resume)(struct auxiliary_device *auxdev);
	const char *name;
	struct device_driver driver;
	const struct auxiliary_device_id *id_table;
};

extern struct bus_type auxiliary_bus_type;

static inline void *auxiliary_get_drvdata(struct auxiliary_device *auxdev)
{
	return dev_get_drvdata(&auxdev->dev);
}

static inline void auxiliary_set_drvdata(struct auxiliary_device *auxdev,
					 void *data)
{
	dev_set_drvdata(&auxdev->dev, data);
}

static inline struct auxiliary_device *to_auxiliary_dev(struct device *dev)
{
	return container_of(dev, struct auxiliary_device, dev);
}

static inline const struct auxiliary_driver *
to_auxiliary_drv(const struct device_driver *drv)
{
	return container_of(drv, struct auxiliary_driver, driver);
}

/**
 * auxiliary_device_init() - prepare an auxiliary device (one reference, on
 * the auxiliary bus), before auxiliary_device_add()
 * @auxdev: the device, with @dev.parent, @dev.release and @name set
 *
 * Return: 0; -EINVAL (logged) without a parent or a name, and nothing is
 * initialized then (the caller frees @auxdev itself); -ENOMEM if the bus
 * could not be set up.
 */
int auxiliary_device_init(struct auxiliary_device *auxdev);

/**
 * __auxiliary_device_add() - name an initialized auxiliary device
 * "@modname.name.id" and add it (a matching driver binds)
 * @auxdev: the device, after auxiliary_device_init()
 * @modname: the adding module's name (auxiliary_device_add() gives
 *           KBUILD_MODNAME)
 *
 * Return: 0; -EINVAL without @modname; -EEXIST if the name is taken;
 * -ENOMEM; else as device_add(). On error (logged) the caller still holds
 * the reference and drops it with auxiliary_device_uninit().
 */
int __auxiliary_device_add(struct auxiliary_device *auxdev,
			   const char *modname);
#define auxiliary_device_add(auxdev) \
	__auxiliary_device_add(auxdev, KBUILD_MODNAME)

/** auxiliary_device_uninit() - drop the reference auxiliary_device_init() gave */
static inline void auxiliary_device_uninit(struct auxiliary_device *auxdev)
{
	put_device(&auxdev->dev);
}

/** auxiliary_device_delete() - remove an added device (its driver unbinds) */
static inline void auxiliary_device_delete(struct auxiliary_device *auxdev)
{
	device_del(&auxdev->dev);
}

/**
 * __auxiliary_driver_register() - register an auxiliary driver named
 * "@modname.name" (or "@modname" when it has no @name)
 * @auxdrv: the driver; @probe and @id_table must be set
 * @owner: THIS_MODULE
 * @modname: the module's name (auxiliary_driver_register() gives
 *           KBUILD_MODNAME)
 *
 * Return: 0; -EINVAL (logged) without @probe or @id_table; -ENOMEM; else
 * as driver_register().
 */
int __auxiliary_driver_register(struct auxiliary_driver *auxdrv,
				struct module *owner, const char *modname);
#define auxiliary_driver_register(auxdrv) \
	__auxiliary_driver_register(auxdrv, THIS_MODULE, KBUILD_MODNAME)

/** auxiliary_driver_unregister() - unbind from every device and remove */
void auxiliary_driver_unregister(struct auxiliary_driver *auxdrv);

/**
 * auxiliary_find_device() - the first auxiliary device after @start that
 * @match accepts
 * Return: the device with a reference taken (put_device() it), or NULL.
 */
struct auxiliary_device *auxiliary_find_device(struct device *start,
					       const void *data,
					       device_match_t match);

#define module_auxiliary_driver(__auxiliary_driver)                  \
	module_driver(__auxiliary_driver, auxiliary_driver_register, \
		      auxiliary_driver_unregister)

#endif /* _PLATDEV_LINUX_AUXILIARY_BUS_H */
