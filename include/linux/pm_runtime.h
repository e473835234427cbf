/* SPDX-License-Identifier: MIT */
/*
 * linux/pm_runtime.h - runtime power management: a device is resumed
 * (its runtime_resume callback run) while someone uses it and suspended
 * (runtime_suspend) when nobody does, after its autosuspend delay if it
 * uses one.
 *
 * As in Linux: a device starts disabled (disable depth 1) and suspended;
 * pm_runtime_enable() and pm_runtime_set_active() make it usable. A
 * resume resumes the parent first (unless the parent is disabled or
 * ignores its children) and the suppliers of DL_FLAG_PM_RUNTIME links;
 * a suspend happens only with a usage count of 0 and no active child, and
 * lets the parent and the suppliers suspend after it. Asynchronous
 * requests (pm_runtime_put(), pm_request_*) run on a work queue;
 * autosuspend waits on a timer of the platdev clock (virtual time on a
 * simulated board).
 *
 * Return codes are Linux's: 1 when the device already is in the state
 * asked for, -EACCES while disabled, -EAGAIN while in use (usage count)
 * or with a resume pending, -EBUSY with active children, -EINVAL after a
 * callback's error (until pm_runtime_set_active()/set_suspended()) or for
 * a usage count that would go below 0, -EINPROGRESS for an asynchronous
 * request meeting a transition.
 *
 * The callbacks come from the bus's dev_pm_ops when it has them, else the
 * driver's. No power domains, no QoS, no wake IRQs; irq_safe is accepted
 * and changes nothing (callbacks always run without platdev's locks).
 * Without PLATDEV_FEAT_PM (the minimal profile) every call behaves as in
 * Linux without CONFIG_PM: devices count as always active, no callback
 * runs.
 */
#ifndef _PLATDEV_LINUX_PM_RUNTIME_H
#define _PLATDEV_LINUX_PM_RUNTIME_H

#include <linux/device.h>
#include <linux/pm.h>
#include <platdev/features.h>

#define RPM_ASYNC 0x01 /* queue the request on the PM work queue */
#define RPM_NOWAIT 0x02 /* do not wait for a transition in progress */
#define RPM_GET_PUT 0x04 /* take or drop a usage count too */
#define RPM_AUTO 0x08 /* honour the autosuspend delay */

enum rpm_status {
	RPM_INVALID = -1,
	RPM_ACTIVE = 0,
	RPM_RESUMING,
	RPM_SUSPENDED,
	RPM_SUSPENDING,
};

/**
 * __pm_runtime_idle() - drop a usage count (RPM_GET_PUT) and, if none is
 * left, run the idle callback and then suspend (honouring autosuspend)
 * Return: 0 (also when counts remain), or rpm_suspend()'s and the
 * callbacks' codes as described above.
 */
int __pm_runtime_idle(struct device *dev, int rpmflags);

/**
 * __pm_runtime_suspend() - drop a usage count (RPM_GET_PUT) and, if none
 * is left, suspend
 * Return: 0 (also when counts remain or a suspend was scheduled); 1 when
 * already suspended; -EACCES, -EAGAIN, -EBUSY, -EINVAL; the callback's
 * error (the device stays active).
 */
int __pm_runtime_suspend(struct device *dev, int rpmflags);

/**
 * __pm_runtime_resume() - take a usage count (RPM_GET_PUT) and resume,
 * parent and suppliers first
 * Return: 0 once resumed; 1 when already active; -EACCES while disabled
 * (1 if it was active when disabled); -EINVAL after an earlier callback
 * error; -EBUSY when the parent could not be resumed; the callback's
 * error (the device stays suspended).
 */
int __pm_runtime_resume(struct device *dev, int rpmflags);

/**
 * __pm_runtime_set_status() - declare the device active or suspended
 * while runtime PM is disabled for it (the parent's count of active
 * children follows)
 * Return: 0; -EINVAL for another @status; -EAGAIN while enabled; -EBUSY
 * for an active child of an enabled, suspended parent that does not
 * ignore its children.
 */
int __pm_runtime_set_status(struct device *dev, unsigned int status);

/** pm_runtime_enable() - undo one pm_runtime_disable() (devices start disabled once) */
void pm_runtime_enable(struct device *dev);

/**
 * __pm_runtime_disable() - disable runtime PM: pending requests and the
 * autosuspend timer are cancelled (waiting for one that runs); with
 * @check_resume a pending resume request is carried out first
 */
void __pm_runtime_disable(struct device *dev, bool check_resume);

/**
 * devm_pm_runtime_enable() - pm_runtime_enable(), disabled (and
 * autosuspend left off) when the driver unbinds
 * Return: 0 or -ENOMEM.
 */
int devm_pm_runtime_enable(struct device *dev);

/**
 * devm_pm_runtime_set_active_enabled() - pm_runtime_set_active() and
 * devm_pm_runtime_enable(): when the driver unbinds, runtime PM is
 * disabled and the device marked suspended again
 * Return: 0; pm_runtime_set_active()'s error; -ENOMEM (the status set
 * back to suspended).
 */
int devm_pm_runtime_set_active_enabled(struct device *dev);

/** __pm_runtime_use_autosuspend() - whether suspends wait for the delay */
void __pm_runtime_use_autosuspend(struct device *dev, bool use);

/**
 * pm_runtime_set_autosuspend_delay() - the delay in ms after the last
 * pm_runtime_mark_last_busy(); a negative delay keeps the device resumed
 */
void pm_runtime_set_autosuspend_delay(struct device *dev, int delay);

/** pm_runtime_autosuspend_expiration() - when an autosuspend is due (platdev_time_now_ns()), 0 if now */
u64 pm_runtime_autosuspend_expiration(struct device *dev);

/** pm_runtime_mark_last_busy() - the device was busy now (the autosuspend delay starts again) */
void pm_runtime_mark_last_busy(struct device *dev);

/** pm_runtime_get_noresume() - take a usage count without resuming */
void pm_runtime_get_noresume(struct device *dev);

/** pm_runtime_put_noidle() - drop a usage count (not below 0) without idling */
void pm_runtime_put_noidle(struct device *dev);

/**
 * pm_runtime_get_if_active() - take a usage count if the device is active
 * Return: 1 if taken; 0 if not active; -EINVAL while disabled.
 */
int pm_runtime_get_if_active(struct device *dev);

/**
 * pm_runtime_get_if_in_use() - take a usage count if the device is active
 * and already in use
 * Return: 1 if taken; 0 if not; -EINVAL while disabled.
 */
int pm_runtime_get_if_in_use(struct device *dev);

/** pm_runtime_barrier() - cancel pending requests; Return: 1 if a resume was pending and carried out, else 0 */
int pm_runtime_barrier(struct device *dev);

/** pm_suspend_ignore_children() - whether the device may suspend with active children */
void pm_suspend_ignore_children(struct device *dev, bool enable);

/** pm_runtime_no_callbacks() - the device has no callbacks: transitions are immediate */
void pm_runtime_no_callbacks(struct device *dev);

/** pm_runtime_irq_safe() - accepted; changes nothing here */
void pm_runtime_irq_safe(struct device *dev);

/** pm_runtime_allow(), pm_runtime_forbid() - the user's switch: forbid takes a usage count and resumes */
void pm_runtime_allow(struct device *dev);
void pm_runtime_forbid(struct device *dev);

/** pm_runtime_suspended() - enabled and suspended */
bool pm_runtime_suspended(struct device *dev);
/** pm_runtime_active() - active, or runtime PM disabled */
bool pm_runtime_active(struct device *dev);
/** pm_runtime_status_suspended() - the status is RPM_SUSPENDED */
bool pm_runtime_status_suspended(struct device *dev);
/** pm_runtime_enabled() - the disable depth is 0 */
bool pm_runtime_enabled(struct device *dev);
/** platdev_pm_runtime_usage() - the usage count (platdev: Linux reads dev->power.usage_count) */
int platdev_pm_runtime_usage(struct device *dev);

/**
 * pm_runtime_force_suspend() - system sleep: disable runtime PM and run
 * the runtime suspend callback unless already suspended
 * Return: 0 or the callback's error (runtime PM enabled again).
 */
int pm_runtime_force_suspend(struct device *dev);

/**
 * pm_runtime_force_resume() - undo pm_runtime_force_suspend(): resume if
 * it suspended the device, enable runtime PM
 * Return: 0 or the callback's error.
 */
int pm_runtime_force_resume(struct device *dev);

/* ---- the usual forms ---- */

static inline int pm_runtime_idle(struct device *dev)
{
	return __pm_runtime_idle(dev, 0);
}

static inline int pm_runtime_suspend(struct device *dev)
{
	return __pm_runtime_suspend(dev, 0);
}

static inline int pm_runtime_autosuspend(struct device *dev)
{
	return __pm_runtime_suspend(dev, RPM_AUTO);
}

static inline int pm_runtime_resume(struct device *dev)
{
	return __pm_runtime_resume(dev, 0);
}

static inline int pm_request_idle(struct device *dev)
{
	return __pm_runtime_idle(dev, RPM_ASYNC);
}

static inline int pm_request_resume(struct device *dev)
{
	return __pm_runtime_resume(dev, RPM_ASYNC);
}

static inline int pm_request_autosuspend(struct device *dev)
{
	return __pm_runtime_suspend(dev, RPM_ASYNC | RPM_AUTO);
}

static inline int pm_runtime_get(struct device *dev)
{
	return __pm_runtime_resume(dev, RPM_GET_PUT | RPM_ASYNC);
}

static inline int pm_runtime_get_sync(struct device *dev)
{
	return __pm_runtime_resume(dev, RPM_GET_PUT);
}

static inline int pm_runtime_resume_and_get(struct device *dev)
{
	int ret = __pm_runtime_resume(dev, RPM_GET_PUT);

	if (ret < 0) {
		pm_runtime_put_noidle(dev);
		return ret;
	}
	return 0;
}

static inline int pm_runtime_put(struct device *dev)
{
	return __pm_runtime_idle(dev, RPM_GET_PUT | RPM_ASYNC);
}

static inline int pm_runtime_put_autosuspend(struct device *dev)
{
	return __pm_runtime_suspend(dev, RPM_GET_PUT | RPM_ASYNC | RPM_AUTO);
}

static inline int pm_runtime_put_sync(struct device *dev)
{
	return __pm_runtime_idle(dev, RPM_GET_PUT);
}

static inline int pm_runtime_put_sync_suspend(struct device *dev)
{
	return __pm_runtime_suspend(dev, RPM_GET_PUT);
}

static inline int pm_runtime_put_sync_autosuspend(struct device *dev)
{
	return __pm_runtime_suspend(dev, RPM_GET_PUT | RPM_AUTO);
}

static inline int pm_runtime_set_active(struct device *dev)
{
	return __pm_runtime_set_status(dev, RPM_ACTIVE);
}

static inline int pm_runtime_set_suspended(struct device *dev)
{
	return __pm_runtime_set_status(dev, RPM_SUSPENDED);
}

static inline void pm_runtime_disable(struct device *dev)
{
	__pm_runtime_disable(dev, true);
}

static inline void pm_runtime_use_autosuspend(struct device *dev)
{
	__pm_runtime_use_autosuspend(dev, true);
}

static inline void pm_runtime_dont_use_autosuspend(struct device *dev)
{
	__pm_runtime_use_autosuspend(dev, false);
}

#ifndef DEFINE_RUNTIME_DEV_PM_OPS
/*
 * DEFINE_RUNTIME_DEV_PM_OPS() - dev_pm_ops @name with runtime callbacks,
 * whose system sleep forces a runtime suspend and resumes after it
 * (pm_runtime_force_suspend() and pm_runtime_force_resume()), as Linux's.
 */
#define DEFINE_RUNTIME_DEV_PM_OPS(name, suspend_fn, resume_fn, idle_fn)     \
	const struct dev_pm_ops name = {                                    \
		SYSTEM_SLEEP_PM_OPS(pm_runtime_force_suspend,               \
				    pm_runtime_force_resume)                \
			RUNTIME_PM_OPS(suspend_fn, resume_fn, idle_fn)      \
	}
#endif

#endif /* _PLATDEV_LINUX_PM_RUNTIME_H */
