// SPDX-License-Identifier: MIT
/*
 * platform_bus.c - the platform bus: matching rules, probe and remove
 * glue between the core and struct platform_driver, and the match keys
 * that let the core index platform drivers.
 */
#include <string.h>

/*
 * The bus reads both slots of .remove, whatever generation a driver was
 * written for: it sees the layout that names both (linux/version.h).
 */
#undef PLATDEV_LINUX_API

#include <linux/of_platform.h>
#include <platdev/clk.h>
#include <platdev/features.h>

#include "base/base.h"
#include "platform/platform.h"

const struct platform_device_id *
platform_match_id(const struct platform_device_id *id,
		  const struct platform_device *pdev)
{
	for (; id->name[0]; id++)
		if (strcmp(pdev->name, id->name) == 0)
			return id;
	return NULL;
}

/*
 * Linux's precedence: driver_override, then the device tree (the best
 * compatible; for a device of a generated board, its node's), then the
 * id_table, and only for a driver without an id_table its name.
 */
static int platform_match(struct device *dev, struct device_driver *drv)
{
	struct platform_device *pdev = to_platform_device(dev);
	struct platform_driver *pdrv = to_platform_driver(drv);

	if (pdev->driver_override)
		return strcmp(pdev->driver_override, drv->name) == 0;
	if (platdev_has(PLATDEV_FEAT_OF) && of_driver_match_device(dev, drv))
		return 1;
	/* A node of a generated board stands in for a device-tree node. */
	if (platdev_gen_match_device && drv->of_match_table &&
	    platdev_gen_match_device(dev, drv))
		return 1;
	if (pdrv->id_table)
		return platform_match_id(pdrv->id_table, pdev) != NULL;
	return strcmp(pdev->name, drv->name) == 0;
}

/*
 * The clock framework's part of a probe (src/clk/clk-conf.c), referenced
 * weakly: a program that registers no clock provider (and so could not
 * resolve an assigned clock) does not link the clock framework for it;
 * of_clk_add_hw_provider() brings it in.
 */
extern int platdev_clk_set_defaults(struct device *dev) __attribute__((weak));

/*
 * Generic power domains (src/genpd), referenced weakly in the same way: a
 * program that links no genpd code has no domain to attach a device to.
 */
extern int dev_pm_domain_attach(struct device *dev, bool power_on)
	__attribute__((weak));
extern void dev_pm_domain_detach(struct device *dev, bool power_off)
	__attribute__((weak));
extern void platdev_genpd_sync(struct device *dev) __attribute__((weak));

/* Whether @dev may be in a power domain that genpd code attaches. */
static bool genpd_linked(struct device *dev)
{
	return platdev_has(PLATDEV_FEAT_OF) && dev->of_node &&
	       dev_pm_domain_attach;
}

static int platform_probe(struct device *dev)
{
	struct platform_driver *drv = to_platform_driver(dev->driver);
	struct platform_device *pdev = to_platform_device(dev);
	int ret = 0;

	/* Linux applies the node's assigned-clocks first. */
	if (platdev_has(PLATDEV_FEAT_OF) && dev->of_node &&
	    platdev_clk_set_defaults) {
		ret = platdev_clk_set_defaults(dev);
		if (ret)
			return ret;
	}
	/* Then the power domain, powered on (Linux's platform_probe()). */
	if (platdev_has(PLATDEV_FEAT_OF) && genpd_linked(dev)) {
		ret = dev_pm_domain_attach(dev, true);
		if (ret)
			goto out;
	}
	pdev->id_entry =
		drv->id_table ? platform_match_id(drv->id_table, pdev) : NULL;
	if (drv->probe)
		ret = drv->probe(pdev);
	if (platdev_has(PLATDEV_FEAT_OF) && genpd_linked(dev)) {
		if (ret)
			dev_pm_domain_detach(dev, true);
		else
			platdev_genpd_sync(dev);
	}
out:
	if (ret == -EPROBE_DEFER && drv->prevent_deferred_probe) {
		dev_warn(dev, "probe deferral not supported by driver %s\n",
			 drv->driver.name);
		ret = -ENXIO;
	}
	if (ret)
		pdev->id_entry = NULL;
	return ret;
}

static void platform_remove(struct device *dev)
{
	struct platform_driver *drv = to_platform_driver(dev->driver);
	struct platform_device *pdev = to_platform_device(dev);

	if (drv->remove_new) {
		drv->remove_new(pdev);
	} else if (drv->remove) {
		int ret = drv->remove(pdev);

		if (ret)
			dev_warn(
				dev,
				"remove callback returned %d; the value is ignored\n",
				ret);
	}
	if (platdev_has(PLATDEV_FEAT_OF) && genpd_linked(dev))
		dev_pm_domain_detach(dev, true);
	pdev->id_entry = NULL;
}

static void platform_shutdown(struct device *dev)
{
	struct device_driver *d =
		__atomic_load_n(&dev->driver, __ATOMIC_ACQUIRE);
	struct platform_driver *drv;

	if (!d)
		return;
	drv = to_platform_driver(d);
	if (drv->shutdown)
		drv->shutdown(to_platform_device(dev));
}

/* Besides its name, a platform driver answers to its id_table names and OF compatibles. */
static void platform_driver_keys(struct device_driver *drv, platdev_key_fn fn,
				 void *ctx)
{
	const struct platform_device_id *id = to_platform_driver(drv)->id_table;
	const struct of_device_id *of = drv->of_match_table;

	for (; id && id->name[0]; id++)
		fn(ctx, id->name);
	/*
	 * Without OF only a generated board's device offers a compatible
	 * (and keys serve the index alone): else those keys would never hit.
	 */
	if (!platdev_has(PLATDEV_FEAT_OF) &&
	    !(platdev_has(PLATDEV_FEAT_INDEX) && platdev_gen_device_keys))
		return;
	for (; of && (of->name[0] || of->type[0] || of->compatible[0]); of++)
		if (of->compatible[0])
			fn(ctx, of->compatible);
}

/*
 * A device offers its driver_override if set, else its name and the
 * compatible strings of its device-tree node. (Keys compare exactly; device
 * trees write compatibles in lower case.)
 */
static void platform_device_keys(struct device *dev, platdev_key_fn fn,
				 void *ctx)
{
	struct platform_device *pdev = to_platform_device(dev);
	const struct property *prop;
	const char *compat;

	if (pdev->driver_override) {
		fn(ctx, pdev->driver_override);
		return;
	}
	fn(ctx, pdev->name);
	if (platdev_has(PLATDEV_FEAT_INDEX) && platdev_gen_device_keys)
		platdev_gen_device_keys(dev, fn, ctx);
	if (!platdev_has(PLATDEV_FEAT_OF) || !dev->of_node)
		return;
	/* one pass over the list, however long it is */
	of_property_for_each_string(dev->of_node, "compatible", prop, compat)
		fn(ctx, compat);
}

/*
 * System sleep for platform drivers, as Linux bridges it: the driver's
 * dev_pm_ops when it has them, else its legacy suspend(pdev, state) and
 * resume(pdev).
 */
static int legacy_suspend(struct device *dev, pm_message_t msg)
{
	struct platform_driver *pdrv = to_platform_driver(dev->driver);

	return pdrv->suspend ? pdrv->suspend(to_platform_device(dev), msg) : 0;
}

static int legacy_resume(struct device *dev)
{
	struct platform_driver *pdrv = to_platform_driver(dev->driver);

	return pdrv->resume ? pdrv->resume(to_platform_device(dev)) : 0;
}

#define PLATFORM_PM_OP(op, legacy_call)                        \
	static int platform_pm_##op(struct device *dev)        \
	{                                                      \
		const struct dev_pm_ops *pm = dev->driver->pm; \
                                                               \
		if (pm)                                        \
			return pm->op ? pm->op(dev) : 0;       \
		return legacy_call;                            \
	}

PLATFORM_PM_OP(suspend, legacy_suspend(dev, PMSG_SUSPEND))
PLATFORM_PM_OP(resume, legacy_resume(dev))
PLATFORM_PM_OP(freeze, legacy_suspend(dev, PMSG_FREEZE))
PLATFORM_PM_OP(thaw, legacy_resume(dev))
PLATFORM_PM_OP(poweroff, legacy_suspend(dev, PMSG_HIBERNATE))
PLATFORM_PM_OP(restore, legacy_resume(dev))

static const struct dev_pm_ops platform_dev_pm_ops = {
	.suspend = platform_pm_suspend,
	.resume = platform_pm_resume,
	.freeze = platform_pm_freeze,
	.thaw = platform_pm_thaw,
	.poweroff = platform_pm_poweroff,
	.restore = platform_pm_restore,
};

static struct subsys_private platform_bus_private;

struct bus_type platform_bus_type = {
	.name = "platform",
	.match = platform_match,
	.probe = platform_probe,
	.remove = platform_remove,
	.shutdown = platform_shutdown,
	.pm = platdev_has(PLATDEV_FEAT_PM) ? &platform_dev_pm_ops : NULL,
	.platdev_driver_keys = platform_driver_keys,
	.platdev_device_keys = platform_device_keys,
	.p = &platform_bus_private,
};

/* The parent of platform devices that have none of their own. */
struct device platform_bus = {
	.init_name = "platform",
};

int platform_bus_init(void)
{
	int ret = 0;

	platdev_port_core_lock();
	if (!bus_private_locked(&platform_bus_type)) {
		ret = bus_register_locked(&platform_bus_type);
		if (!ret) {
			device_initialize(&platform_bus);
			ret = device_enlist_locked(&platform_bus);
		}
	}
	platdev_port_core_unlock();
	return ret;
}

#ifndef PLATDEV_NO_CONSTRUCTORS
/*
 * Register the bus at program start, so walking it works before any other
 * platform call; without constructors the first platform call does it.
 */
static void __attribute__((constructor)) platform_bus_init_early(void)
{
	platform_bus_init();
}
#endif

static int platform_match_const(struct device *dev, const void *drv)
{
	return platform_match(dev, (struct device_driver *)drv);
}

struct device *platform_find_device_by_driver(struct device *start,
					      const struct device_driver *drv)
{
	if (!drv || platform_bus_init())
		return NULL;
	return bus_find_device(&platform_bus_type, start, drv,
			       platform_match_const);
}

bool device_has_driver_override(struct device *dev)
{
	bool set;

	if (dev->bus != &platform_bus_type)
		return false;
	platdev_port_core_lock();
	set = to_platform_device(dev)->driver_override != NULL;
	platdev_port_core_unlock();
	return set;
}
