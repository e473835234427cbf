// SPDX-License-Identifier: MIT
/*
 * platform_driver.c - platform drivers: registration, probe-once drivers
 * and bundles.
 */
#include <platdev/features.h>

#include "base/base.h"
#include "platform/platform.h"

int __platform_driver_register(struct platform_driver *drv,
			       struct module *owner)
{
	int ret;

	if (!drv) {
		pr_err("platform_driver_register: NULL driver\n");
		return -EINVAL;
	}
	ret = platform_bus_init();
	if (ret)
		return ret;
	/* A profile without OF must not pretend to match compatibles. */
	if (!platdev_has(PLATDEV_FEAT_OF) && drv->driver.of_match_table)
		pr_warn("%s: of_match_table ignored: no device tree in this build\n",
			drv->driver.name ? drv->driver.name : "(unnamed)");
	drv->driver.owner = owner;
	drv->driver.bus = &platform_bus_type;
	return driver_register(&drv->driver);
}

void platform_driver_unregister(struct platform_driver *drv)
{
	if (!drv) {
		pr_err("platform_driver_unregister: NULL driver\n");
		return;
	}
	driver_unregister(&drv->driver);
}

int __platform_register_drivers(struct platform_driver *const *drivers,
				unsigned int count, struct module *owner)
{
	unsigned int i;
	int ret;

	for (i = 0; i < count; i++) {
		ret = __platform_driver_register(drivers[i], owner);
		if (ret) {
			pr_err("failed to register platform driver %s: %d\n",
			       drivers[i] && drivers[i]->driver.name ?
				       drivers[i]->driver.name :
				       "(null)",
			       ret);
			while (i--)
				platform_driver_unregister(drivers[i]);
			return ret;
		}
	}
	return 0;
}

void platform_unregister_drivers(struct platform_driver *const *drivers,
				 unsigned int count)
{
	while (count--)
		platform_driver_unregister(drivers[count]);
}

int __platform_driver_probe(struct platform_driver *drv,
			    int (*probe)(struct platform_device *),
			    struct module *module)
{
	int ret, bound;

	if (!drv || !probe) {
		pr_err("platform_driver_probe: NULL driver or probe\n");
		return -EINVAL;
	}
	/* Only devices present now will ever bind, so a deferral could never be retried. */
	drv->prevent_deferred_probe = true;
	drv->driver.suppress_bind_attrs = true;
	drv->probe = probe;
	ret = __platform_driver_register(drv, module);
	if (ret)
		return ret;

	bound = driver_seal(&drv->driver);
	if (bound > 0)
		return 0;
	platform_driver_unregister(drv);
	return -ENODEV;
}

struct platform_device *
__platform_create_bundle(struct platform_driver *driver,
			 int (*probe)(struct platform_device *),
			 struct resource *res, unsigned int n_res,
			 const void *data, size_t size, struct module *module)
{
	struct platform_device *pdev;
	int ret;

	if (!driver || !driver->driver.name) {
		pr_err("platform_create_bundle: driver without a name\n");
		return ERR_PTR(-EINVAL);
	}
	pdev = platform_device_alloc(driver->driver.name, PLATFORM_DEVID_NONE);
	if (!pdev)
		return ERR_PTR(-ENOMEM);

	ret = platform_device_add_resources(pdev, res, n_res);
	if (ret)
		goto err_put;
	ret = platform_device_add_data(pdev, data, size);
	if (ret)
		goto err_put;
	ret = platform_device_add(pdev);
	if (ret)
		goto err_put;
	ret = __platform_driver_probe(driver, probe, module);
	if (ret)
		goto err_del;
	return pdev;

err_del:
	platform_device_del(pdev);
err_put:
	platform_device_put(pdev);
	return ERR_PTR(ret);
}
