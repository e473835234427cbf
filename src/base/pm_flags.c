// SPDX-License-Identifier: MIT
/*
 * pm_flags.c - device_set_pm_not_required(): a device the system-sleep
 * sequence passes over, as Linux's dev->power.no_pm. The flag lives in the
 * device's on-demand state (struct device does not grow).
 */
#include <linux/device.h>

#include <platdev/port.h>

#include "base/base.h"

void device_set_pm_not_required(struct device *dev)
{
	struct device_deps *d;

	platdev_port_core_lock();
	d = device_deps_locked(dev, true);
	if (d)
		d->no_pm = 1;
	platdev_port_core_unlock();
	if (!d)
		dev_err(dev, "PM: out of memory for its state\n");
}

bool device_pm_not_required(struct device *dev)
{
	struct device_deps *d = __atomic_load_n(&dev->p.deps, __ATOMIC_ACQUIRE);

	return d && d->no_pm;
}
