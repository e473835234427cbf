// SPDX-License-Identifier: MIT
/*
 * auxiliary.c - the auxiliary bus. A device is named
 * "modname.devname.id"; a driver's id_table entry "modname.devname"
 * matches it (the name up to its last dot). The bus registers itself with
 * its first device or driver, so a program that never uses it links none
 * of this file.
 */
#include <string.h>

#include <linux/auxiliary_bus.h>
#include <linux/slab.h>
#include <linux/sprintf.h>

#include "base/base.h"

static const struct auxiliary_device_id *
auxiliary_match_id(const struct auxiliary_device_id *id,
		   const struct auxiliary_device *auxdev)
{
	const char *name = dev_name(&auxdev->dev);
	const char *dot = strrchr(name, '.');
	size_t len;

	if (!id || !dot)
		return NULL;
	len = (size_t)(dot - name);
	for (; id->name[0]; id++)
		if (strlen(id->name) == len && !strncmp(name, id->name, len))
			return id;
	return NULL;
}

static int auxiliary_match(struct device *dev, struct device_driver *drv)
{
	return auxiliary_match_id(to_auxiliary_drv(drv)->id_table,
				  to_auxiliary_dev(dev)) != NULL;
}

static int auxiliary_bus_probe(struct device *dev)
{
	const struct auxiliary_driver *auxdrv = to_auxiliary_drv(dev->driver);
	struct auxiliary_device *auxdev = to_auxiliary_dev(dev);

	return auxdrv->probe(auxdev,
			     auxiliary_match_id(auxdrv->id_table, auxdev));
}

static void auxiliary_bus_remove(struct device *dev)
{
	const struct auxiliary_driver *auxdrv = to_auxiliary_drv(dev->driver);

	if (auxdrv->remove)
		auxdrv->remove(to_auxiliary_dev(dev));
}

static void auxiliary_bus_shutdown(struct device *dev)
{
	const struct auxiliary_driver *auxdrv;

	if (!dev->driver)
		return;
	auxdrv = to_auxiliary_drv(dev->driver);
	if (auxdrv->shutdown)
		auxdrv->shutdown(to_auxiliary_dev(dev));
}

struct bus_type auxiliary_bus_type = {
	.name = "auxiliary",
	.match = auxiliary_match,
	.probe = auxiliary_bus_probe,
	.remove = auxiliary_bus_remove,
	.shutdown = auxiliary_bus_shutdown,
};

/* Register the bus on first use; 0 or -ENOMEM. */
static int auxiliary_bus_init(void)
{
	int ret = 0;

	platdev_port_core_lock();
	if (!bus_private_locked(&auxiliary_bus_type))
		ret = bus_register_locked(&auxiliary_bus_type);
	platdev_port_core_unlock();
	return ret;
}

int auxiliary_device_init(struct auxiliary_device *auxdev)
{
	struct device *dev = &auxdev->dev;
	int ret;

	if (!dev->parent) {
		pr_err("auxiliary_device has a NULL dev->parent\n");
		return -EINVAL;
	}
	if (!auxdev->name) {
		pr_err("auxiliary_device has a NULL name\n");
		return -EINVAL;
	}
	ret = auxiliary_bus_init();
	if (ret)
		return ret;
	dev->bus = &auxiliary_bus_type;
	device_initialize(dev);
	return 0;
}

int __auxiliary_device_add(struct auxiliary_device *auxdev, const char *modname)
{
	struct device *dev = &auxdev->dev;
	int ret;

	if (!modname) {
		dev_err(dev, "auxiliary device modname is NULL\n");
		return -EINVAL;
	}
	ret = dev_set_name(dev, "%s.%s.%u", modname, auxdev->name, auxdev->id);
	if (ret) {
		dev_err(dev, "auxiliary device dev_set_name failed: %d\n", ret);
		return ret;
	}
	ret = device_add(dev);
	if (ret)
		dev_err(dev, "adding auxiliary device failed!: %d\n", ret);
	return ret;
}

int __auxiliary_driver_register(struct auxiliary_driver *auxdrv,
				struct module *owner, const char *modname)
{
	char *name;
	int ret;

	if (!auxdrv->probe || !auxdrv->id_table) {
		pr_err("auxiliary driver %s: no probe or no id_table\n",
		       modname ? modname : "(null)");
		return -EINVAL;
	}
	ret = auxiliary_bus_init();
	if (ret)
		return ret;
	if (auxdrv->name)
		name = kasprintf(GFP_KERNEL, "%s.%s", modname, auxdrv->name);
	else
		name = kasprintf(GFP_KERNEL, "%s", modname);
	if (!name)
		return -ENOMEM;
	auxdrv->driver.name = name;
	auxdrv->driver.owner = owner;
	auxdrv->driver.bus = &auxiliary_bus_type;
	ret = driver_register(&auxdrv->driver);
	if (ret) {
		auxdrv->driver.name = NULL;
		kfree(name);
	}
	return ret;
}

void auxiliary_driver_unregister(struct auxiliary_driver *auxdrv)
{
	const char *name = auxdrv->driver.name;

	driver_unregister(&auxdrv->driver);
	auxdrv->driver.name = NULL;
	kfree(name);
}

struct auxiliary_device *auxiliary_find_device(struct device *start,
					       const void *data,
					       device_match_t match)
{
	struct device *dev;

	dev = bus_find_device(&auxiliary_bus_type, start, data, match);
	return dev ? to_auxiliary_dev(dev) : NULL;
}
