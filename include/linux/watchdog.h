/* SPDX-License-Identifier: MIT */
/*
 * linux/watchdog.h - the watchdog core's provider API (Linux 6.12): a
 * driver fills a struct watchdog_device with its watchdog_info and
 * watchdog_ops and registers it; the core names it watchdog0, watchdog1...
 * (or by the parent's "watchdog" alias), gives programs the /dev/watchdog
 * calls (platdev/watchdog.h), keeps a running watchdog no program has
 * opened alive, pings a hardware whose longest heartbeat is shorter than
 * the timeout, stops it on reboot or unregistration when asked, and puts
 * its restart operation on the restart handler chain (linux/reboot.h).
 *
 * Without PLATDEV_FEAT_WATCHDOG the registration calls return -EOPNOTSUPP
 * with a log line (the core is not built).
 */
#ifndef _PLATDEV_LINUX_WATCHDOG_H
#define _PLATDEV_LINUX_WATCHDOG_H

#include <linux/bitops.h>
#include <linux/device.h>
#include <linux/kconfig.h>
#include <linux/kernel.h>
#include <linux/limits.h>
#include <linux/notifier.h>
#include <linux/printk.h>
#include <uapi/linux/watchdog.h>

struct module;
struct attribute_group;
struct watchdog_device;
struct watchdog_core_data;
struct watchdog_governor;

/**
 * struct watchdog_ops - what a watchdog driver does
 * @owner: the driver's module (THIS_MODULE)
 * @start: start the watchdog (mandatory)
 * @stop: stop it; without it the core keeps the hardware pinged
 * @ping: one keep-alive; without it the core calls @start again
 * @status: WDIOC_GETSTATUS's answer
 * @set_timeout: program a new timeout (seconds) and store it in
 *               wdd->timeout; without it the core stores it
 * @set_pretimeout: the same for the pretimeout
 * @get_timeleft: seconds left before a reset
 * @restart: restart the machine now (a restart handler)
 * @ioctl: the driver's own ioctls; -ENOIOCTLCMD for the core's
 */
struct watchdog_ops {
	struct module *owner;
	int (*start)(struct watchdog_device *wdd);
	int (*stop)(struct watchdog_device *wdd);
	int (*ping)(struct watchdog_device *wdd);
	unsigned int (*status)(struct watchdog_device *wdd);
	int (*set_timeout)(struct watchdog_device *wdd, unsigned int t);
	int (*set_pretimeout)(struct watchdog_device *wdd, unsigned int t);
	unsigned int (*get_timeleft)(struct watchdog_device *wdd);
	int (*restart)(struct watchdog_device *wdd, unsigned long action,
		       void *data);
	long (*ioctl)(struct watchdog_device *wdd, unsigned int cmd,
		      unsigned long arg);
};

/**
 * struct watchdog_device - a watchdog, as its driver registers it
 * @id: its number (watchdog<id>), set by the core
 * @parent: the device that provides it
 * @groups: sysfs attribute groups (kept, not shown)
 * @info: identity and WDIOF_* abilities (mandatory)
 * @ops: the operations (mandatory)
 * @gov: the pretimeout governor, set by the core
 * @bootstatus: WDIOF_* causes of the last boot
 * @timeout: the timeout in seconds
 * @pretimeout: the pretimeout in seconds (0: none)
 * @min_timeout: the smallest timeout
 * @max_timeout: the largest timeout, when the hardware sets it
 * @min_hw_heartbeat_ms: the shortest time between two pings
 * @max_hw_heartbeat_ms: the longest time the hardware waits for a ping;
 *                       a longer timeout is kept by the core's pings
 * @reboot_nb: the core's reboot notifier (watchdog_stop_on_reboot())
 * @restart_nb: the core's restart handler (@ops->restart)
 * @pm_nb: the core's PM notifier (not used here)
 * @driver_data: the driver's (watchdog_set_drvdata())
 * @wd_data: the core's own data
 * @status: WDOG_* bits
 * @deferred: private: registrations made before the core was ready
 */
struct watchdog_device {
	int id;
	struct device *parent;
	const struct attribute_group **groups;
	const struct watchdog_info *info;
	const struct watchdog_ops *ops;
	const struct watchdog_governor *gov;
	unsigned int bootstatus;
	unsigned int timeout;
	unsigned int pretimeout;
	unsigned int min_timeout;
	unsigned int max_timeout;
	unsigned int min_hw_heartbeat_ms;
	unsigned int max_hw_heartbeat_ms;
	struct notifier_block reboot_nb;
	struct notifier_block restart_nb;
	struct notifier_block pm_nb;
	void *driver_data;
	struct watchdog_core_data *wd_data;
	unsigned long status;
/* Bits of @status */
#define WDOG_ACTIVE 0 /* started by a program (or the kernel) */
#define WDOG_NO_WAY_OUT 1 /* once started, never stopped */
#define WDOG_STOP_ON_REBOOT 2 /* stopped when the system reboots */
#define WDOG_HW_RUNNING 3 /* the hardware runs (maybe unopened) */
#define WDOG_STOP_ON_UNREGISTER 4 /* stopped when unregistered */
#define WDOG_NO_PING_ON_SUSPEND 5 /* the core's pings stop in suspend */
	struct list_head deferred;
};

#define WATCHDOG_NOWAYOUT IS_BUILTIN(CONFIG_WATCHDOG_NOWAYOUT)
#define WATCHDOG_NOWAYOUT_INIT_STATUS (WATCHDOG_NOWAYOUT << WDOG_NO_WAY_OUT)

/** watchdog_active() - whether the watchdog was started (opened) */
static inline bool watchdog_active(struct watchdog_device *wdd)
{
	return test_bit(WDOG_ACTIVE, &wdd->status);
}

/** watchdog_hw_running() - whether the hardware runs, opened or not */
static inline bool watchdog_hw_running(struct watchdog_device *wdd)
{
	return test_bit(WDOG_HW_RUNNING, &wdd->status);
}

/** watchdog_set_nowayout() - once started, never stop (when @nowayout) */
static inline void watchdog_set_nowayout(struct watchdog_device *wdd,
					 bool nowayout)
{
	if (nowayout)
		set_bit(WDOG_NO_WAY_OUT, &wdd->status);
}

/** watchdog_stop_on_reboot() - stop the watchdog when the system reboots */
static inline void watchdog_stop_on_reboot(struct watchdog_device *wdd)
{
	set_bit(WDOG_STOP_ON_REBOOT, &wdd->status);
}

/** watchdog_stop_on_unregister() - stop it when it is unregistered */
static inline void watchdog_stop_on_unregister(struct watchdog_device *wdd)
{
	set_bit(WDOG_STOP_ON_UNREGISTER, &wdd->status);
}

/** watchdog_stop_ping_on_suspend() - no core pings while suspended */
static inline void watchdog_stop_ping_on_suspend(struct watchdog_device *wdd)
{
	set_bit(WDOG_NO_PING_ON_SUSPEND, &wdd->status);
}

/**
 * watchdog_timeout_invalid() - whether @t seconds is no valid timeout:
 * beyond what milliseconds hold, below @min_timeout, or above @max_timeout
 * when the hardware itself must last it (no @max_hw_heartbeat_ms)
 */
static inline bool watchdog_timeout_invalid(struct watchdog_device *wdd,
					    unsigned int t)
{
	return t > UINT_MAX / 1000 || t < wdd->min_timeout ||
	       (!wdd->max_hw_heartbeat_ms && wdd->max_timeout &&
		t > wdd->max_timeout);
}

/** watchdog_pretimeout_invalid() - a pretimeout not below the timeout */
static inline bool watchdog_pretimeout_invalid(struct watchdog_device *wdd,
					       unsigned int t)
{
	return t && wdd->timeout && t >= wdd->timeout;
}

/** watchdog_set_drvdata() - keep the driver's @data in @wdd */
static inline void watchdog_set_drvdata(struct watchdog_device *wdd, void *data)
{
	wdd->driver_data = data;
}

/** watchdog_get_drvdata() - the driver's data kept in @wdd */
static inline void *watchdog_get_drvdata(struct watchdog_device *wdd)
{
	return wdd->driver_data;
}

#if (PLATDEV_FEATURES) & PLATDEV_FEAT_WATCHDOG

/**
 * watchdog_notify_pretimeout() - the hardware's pretimeout fired: the
 * device's governor acts ("panic", the default, panics; "noop" logs
 * "watchdog<N>: pretimeout event"). Any context.
 */
void watchdog_notify_pretimeout(struct watchdog_device *wdd);

/**
 * watchdog_set_restart_priority() - the priority of the watchdog's restart
 * handler (@ops->restart) on the restart chain; 128 is a restart
 * handler's usual, 0 a last resort, 255 the highest. Call before
 * registering.
 */
void watchdog_set_restart_priority(struct watchdog_device *wdd, int priority);

/**
 * watchdog_init_timeout() - choose @wdd->timeout: @timeout_parm (a module
 * parameter) when non-zero and valid, else @dev's "timeout-sec" property
 * when there and valid; otherwise @wdd->timeout stays
 * @wdd: the watchdog, with its min/max timeouts set
 * @timeout_parm: 0 or the driver's parameter
 * @dev: whose properties to read, or NULL
 *
 * An invalid value is logged ("driver supplied timeout (N) out of range",
 * "DT supplied timeout (N) out of range", and "falling back to default
 * timeout (N)" when @wdd->timeout is set).
 *
 * Return: 0 when a value was taken or none was given; -EINVAL when one
 * was out of range.
 */
int watchdog_init_timeout(struct watchdog_device *wdd,
			  unsigned int timeout_parm, struct device *dev);

/**
 * watchdog_register_device() - register a watchdog
 * @wdd: with @info and @ops (@ops->start, and @ops->stop or
 *       @max_hw_heartbeat_ms) set
 *
 * Names it watchdog<id> (the parent's "watchdog" alias when free, else the
 * lowest free number), starts the core's pings when WDOG_HW_RUNNING is set,
 * adds the reboot notifier and restart handler it asked for.
 *
 * Return: 0; -EINVAL for a device without info or ops, or without start,
 * or without stop nor max_hw_heartbeat_ms; -ENOMEM; -ENOSPC past 32
 * watchdogs; -EOPNOTSUPP without PLATDEV_FEAT_WATCHDOG.
 */
int watchdog_register_device(struct watchdog_device *wdd);

/**
 * watchdog_unregister_device() - undo watchdog_register_device(): a
 * watchdog with WDOG_STOP_ON_UNREGISTER is stopped; a program's calls on
 * it then fail with -ENODEV. NULL is ignored.
 */
void watchdog_unregister_device(struct watchdog_device *wdd);

/** devm_watchdog_register_device() - registered until @dev unbinds */
int devm_watchdog_register_device(struct device *dev,
				  struct watchdog_device *wdd);

/**
 * watchdog_set_last_hw_keepalive() - the hardware was last pinged
 * @last_ping_ms milliseconds ago (a driver finding a running watchdog)
 *
 * Return: 0; -EINVAL for an unregistered watchdog.
 */
int watchdog_set_last_hw_keepalive(struct watchdog_device *wdd,
				   unsigned int last_ping_ms);

/** watchdog_dev_suspend() - stop the core's pings (PM); Return: 0 */
int watchdog_dev_suspend(struct watchdog_device *wdd);
/** watchdog_dev_resume() - ping and restart the core's pings; Return: 0 */
int watchdog_dev_resume(struct watchdog_device *wdd);

#else /* !PLATDEV_FEAT_WATCHDOG */

static inline void watchdog_notify_pretimeout(struct watchdog_device *wdd)
{
	pr_alert("watchdog%d: pretimeout event\n", wdd->id);
}

static inline void watchdog_set_restart_priority(struct watchdog_device *wdd,
						 int priority)
{
	wdd->restart_nb.priority = priority;
}

static inline int watchdog_init_timeout(struct watchdog_device *wdd,
					unsigned int timeout_parm,
					struct device *dev)
{
	return -EOPNOTSUPP;
}

static inline int watchdog_register_device(struct watchdog_device *wdd)
{
	pr_err("watchdog: this build has no watchdog core (PLATDEV_FEAT_WATCHDOG)\n");
	return -EOPNOTSUPP;
}

static inline void watchdog_unregister_device(struct watchdog_device *wdd)
{
}

static inline int devm_watchdog_register_device(struct device *dev,
						struct watchdog_device *wdd)
{
	return watchdog_register_device(wdd);
}

static inline int watchdog_set_last_hw_keepalive(struct watchdog_device *wdd,
						 unsigned int last_ping_ms)
{
	return -EOPNOTSUPP;
}

static inline int watchdog_dev_suspend(struct watchdog_device *wdd)
{
	return 0;
}

static inline int watchdog_dev_resume(struct watchdog_device *wdd)
{
	return 0;
}

#endif /* PLATDEV_FEAT_WATCHDOG */

#endif /* _PLATDEV_LINUX_WATCHDOG_H */
