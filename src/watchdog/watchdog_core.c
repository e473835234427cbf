// SPDX-License-Identifier: MIT
/*
 * watchdog_core.c - registering watchdogs (linux/watchdog.h): the checks a
 * new watchdog passes, its number, its reboot notifier and restart
 * handler, the timeout from a parameter or the tree, and the pretimeout
 * governors.
 */
#include <linux/device.h>
#include <linux/errno.h>
#include <linux/idr.h>
#include <linux/of.h>
#include <linux/panic.h>
#include <linux/property.h>
#include <linux/reboot.h>
#include <linux/watchdog.h>

#include "watchdog.h"

/* Linux's limit on watchdog numbers. */
#define MAX_DOGS 32

static DEFINE_IDA(watchdog_ida);

/* A min_timeout above max_timeout is no range: both are dropped. */
static void watchdog_check_min_max_timeout(struct watchdog_device *wdd)
{
	if (!wdd->max_hw_heartbeat_ms && wdd->min_timeout > wdd->max_timeout) {
		pr_info("Invalid min and max timeout values, resetting to 0!\n");
		wdd->min_timeout = 0;
		wdd->max_timeout = 0;
	}
}

int watchdog_init_timeout(struct watchdog_device *wdd,
			  unsigned int timeout_parm, struct device *dev)
{
	const char *who = wdd->parent ? dev_name(wdd->parent) :
					(const char *)wdd->info->identity;
	unsigned int t = 0;
	int ret = 0;

	watchdog_check_min_max_timeout(wdd);

	if (timeout_parm) {
		if (!watchdog_timeout_invalid(wdd, timeout_parm)) {
			wdd->timeout = timeout_parm;
			return 0;
		}
		pr_err("%s: driver supplied timeout (%u) out of range\n", who,
		       timeout_parm);
		ret = -EINVAL;
	}

	if (dev && !device_property_read_u32(dev, "timeout-sec", &t)) {
		if (t && !watchdog_timeout_invalid(wdd, t)) {
			wdd->timeout = t;
			return 0;
		}
		pr_err("%s: DT supplied timeout (%u) out of range\n", who, t);
		ret = -EINVAL;
	}

	if (ret < 0 && wdd->timeout)
		pr_warn("%s: falling back to default timeout (%u)\n", who,
			wdd->timeout);
	return ret;
}

void watchdog_set_restart_priority(struct watchdog_device *wdd, int priority)
{
	wdd->restart_nb.priority = priority;
}

/* ---- pretimeout governors ---- */

/* Defined here, opaque to drivers as in Linux. */
struct watchdog_governor {
	const char name[20];
	void (*pretimeout)(struct watchdog_device *wdd);
};

static void pretimeout_noop(struct watchdog_device *wdd)
{
	pr_alert("watchdog%d: pretimeout event\n", wdd->id);
}

static void pretimeout_panic(struct watchdog_device *wdd)
{
	(void)wdd;
	panic("watchdog pretimeout event\n");
}

static const struct watchdog_governor watchdog_governors[] = {
	{ .name = "noop", .pretimeout = pretimeout_noop },
	{ .name = "panic", .pretimeout = pretimeout_panic },
};

/* Linux's default governor (CONFIG_WATCHDOG_PRETIMEOUT_DEFAULT_GOV_PANIC). */
#define WATCHDOG_DEFAULT_GOV (&watchdog_governors[1])

const struct watchdog_governor *watchdog_governor_find(const char *name)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(watchdog_governors); i++)
		if (!strcmp(watchdog_governors[i].name, name))
			return &watchdog_governors[i];
	return NULL;
}

const char *watchdog_governor_name(const struct watchdog_governor *gov)
{
	return gov ? gov->name : "";
}

void watchdog_notify_pretimeout(struct watchdog_device *wdd)
{
	const struct watchdog_governor *gov = READ_ONCE(wdd->gov) ?:
						      WATCHDOG_DEFAULT_GOV;

	if (wdd->wd_data)
		platdev_class_device_event(&wdd->wd_data->cdev,
					   "pretimeout event (%s)", gov->name);
	gov->pretimeout(wdd);
}

/* ---- reboot and restart ---- */

static int watchdog_reboot_notifier(struct notifier_block *nb,
				    unsigned long code, void *data)
{
	struct watchdog_device *wdd =
		container_of(nb, struct watchdog_device, reboot_nb);

	(void)data;
	if ((code == SYS_DOWN || code == SYS_HALT) &&
	    watchdog_hw_running(wdd)) {
		int ret = wdd->ops->stop(wdd);

		if (ret)
			return NOTIFY_BAD;
		clear_bit(WDOG_HW_RUNNING, &wdd->status);
	}
	return NOTIFY_DONE;
}

static int watchdog_restart_notifier(struct notifier_block *nb,
				     unsigned long action, void *data)
{
	struct watchdog_device *wdd =
		container_of(nb, struct watchdog_device, restart_nb);

	if (wdd->wd_data)
		platdev_class_device_event(&wdd->wd_data->cdev, "restart");
	return wdd->ops->restart(wdd, action, data) ? NOTIFY_BAD : NOTIFY_DONE;
}

/* ---- registration ---- */

static int watchdog_id_alloc(struct watchdog_device *wdd)
{
	int id = -ENODEV;

	if (wdd->parent && wdd->parent->of_node) {
		id = of_alias_get_id(wdd->parent->of_node, "watchdog");
		if (id >= 0)
			id = ida_alloc_range(&watchdog_ida, id, id, GFP_KERNEL);
	}
	if (id < 0)
		id = ida_alloc_max(&watchdog_ida, MAX_DOGS - 1, GFP_KERNEL);
	return id;
}

int watchdog_register_device(struct watchdog_device *wdd)
{
	int ret, id;

	if (!wdd || !wdd->info || !wdd->ops)
		return -EINVAL;
	if (!wdd->ops->start || (!wdd->ops->stop && !wdd->max_hw_heartbeat_ms))
		return -EINVAL;

	watchdog_check_min_max_timeout(wdd);

	if (wdd->ops->set_pretimeout &&
	    !(wdd->info->options & WDIOF_PRETIMEOUT))
		pr_warn("watchdog%d: Have Pretimeout_ops without WDIOF_PRETIMEOUT flag set\n",
			wdd->id);

	id = watchdog_id_alloc(wdd);
	if (id < 0)
		return id;
	wdd->id = id;

	ret = watchdog_dev_register(wdd);
	if (ret) {
		ida_free(&watchdog_ida, id);
		return ret;
	}

	if (test_bit(WDOG_STOP_ON_REBOOT, &wdd->status)) {
		if (!wdd->ops->stop) {
			pr_warn("watchdog%d: stop_on_reboot not supported\n",
				wdd->id);
		} else {
			wdd->reboot_nb.notifier_call = watchdog_reboot_notifier;
			ret = register_reboot_notifier(&wdd->reboot_nb);
			if (ret) {
				pr_err("watchdog%d: Cannot register reboot notifier (%d)\n",
				       wdd->id, ret);
				watchdog_dev_unregister(wdd);
				ida_free(&watchdog_ida, id);
				return ret;
			}
		}
	}

	if (wdd->ops->restart) {
		wdd->restart_nb.notifier_call = watchdog_restart_notifier;
		ret = register_restart_handler(&wdd->restart_nb);
		if (ret)
			pr_warn("watchdog%d: Cannot register restart handler (%d)\n",
				wdd->id, ret);
	}
	return 0;
}

void watchdog_unregister_device(struct watchdog_device *wdd)
{
	int id;

	if (!wdd)
		return;
	id = wdd->id;
	if (wdd->ops->restart)
		unregister_restart_handler(&wdd->restart_nb);
	if (test_bit(WDOG_STOP_ON_REBOOT, &wdd->status) && wdd->ops->stop)
		unregister_reboot_notifier(&wdd->reboot_nb);
	watchdog_dev_unregister(wdd);
	ida_free(&watchdog_ida, id);
}

static void devm_watchdog_unregister_device(void *wdd)
{
	watchdog_unregister_device(wdd);
}

int devm_watchdog_register_device(struct device *dev,
				  struct watchdog_device *wdd)
{
	int ret = watchdog_register_device(wdd);

	if (ret)
		return ret;
	ret = devm_add_action_or_reset(dev, devm_watchdog_unregister_device,
				       wdd);
	if (ret)
		dev_err(dev, "error registering watchdog device\n");
	return ret;
}
