/* SPDX-License-Identifier: MIT */
/*
 * linux/devm-helpers.h - work items cancelled with a device's managed
 * resources, so a driver's remove need not cancel them (and an unbind
 * cannot leave one running on freed state).
 */
#ifndef _PLATDEV_LINUX_DEVM_HELPERS_H
#define _PLATDEV_LINUX_DEVM_HELPERS_H

#include <linux/device.h>
#include <linux/workqueue.h>

static inline void devm_delayed_work_drop(void *res)
{
	cancel_delayed_work_sync(res);
}

/**
 * devm_delayed_work_autocancel() - INIT_DELAYED_WORK(@w, @worker), and
 * cancel_delayed_work_sync(@w) when @dev's managed resources are released
 * @dev: the device (being probed)
 * @w: the work item
 * @worker: its function
 *
 * Return: 0, or -ENOMEM (@w is initialized but nothing is recorded).
 */
static inline int devm_delayed_work_autocancel(struct device *dev,
					       struct delayed_work *w,
					       work_func_t worker)
{
	INIT_DELAYED_WORK(w, worker);
	return devm_add_action(dev, devm_delayed_work_drop, w);
}

static inline void devm_work_drop(void *res)
{
	cancel_work_sync(res);
}

/**
 * devm_work_autocancel() - INIT_WORK(@w, @worker), and cancel_work_sync(@w)
 * when @dev's managed resources are released
 * @dev: the device (being probed)
 * @w: the work item
 * @worker: its function
 *
 * Return: 0, or -ENOMEM (@w is initialized but nothing is recorded).
 */
static inline int devm_work_autocancel(struct device *dev,
				       struct work_struct *w,
				       work_func_t worker)
{
	INIT_WORK(w, worker);
	return devm_add_action(dev, devm_work_drop, w);
}

#endif /* _PLATDEV_LINUX_DEVM_HELPERS_H */
