/* SPDX-License-Identifier: MIT */
/*
 * linux/pm.h - power-management callbacks a driver declares.
 *
 * The structures are complete so drivers compile unchanged. System sleep
 * runs in Linux's four steps, dpm_suspend_start() (prepare, suspend),
 * dpm_suspend_end() (late, noirq), dpm_resume_start() (noirq, early) and
 * dpm_resume_end() (resume, complete); platdev/power.h has one call each
 * way.
 */
#ifndef _PLATDEV_LINUX_PM_H
#define _PLATDEV_LINUX_PM_H

#include <linux/compiler.h>
/* As Linux 6.12's linux/pm.h: drivers rely on device.h reaching these. */
#include <linux/completion.h>
#include <linux/hrtimer.h>
#include <linux/spinlock.h>
#include <linux/timer.h>
#include <linux/workqueue.h>
#include <linux/wait.h>

struct device;

typedef struct pm_message {
	int event;
} pm_message_t;

#define PM_EVENT_INVALID (-1)
#define PM_EVENT_ON 0x0000
#define PM_EVENT_FREEZE 0x0001
#define PM_EVENT_SUSPEND 0x0002
#define PM_EVENT_HIBERNATE 0x0004
#define PM_EVENT_QUIESCE 0x0008
#define PM_EVENT_RESUME 0x0010
#define PM_EVENT_THAW 0x0020
#define PM_EVENT_RESTORE 0x0040
#define PM_EVENT_RECOVER 0x0080

#define PMSG_INVALID ((struct pm_message){ .event = PM_EVENT_INVALID })
#define PMSG_ON ((struct pm_message){ .event = PM_EVENT_ON })
#define PMSG_FREEZE ((struct pm_message){ .event = PM_EVENT_FREEZE })
#define PMSG_QUIESCE ((struct pm_message){ .event = PM_EVENT_QUIESCE })
#define PMSG_SUSPEND ((struct pm_message){ .event = PM_EVENT_SUSPEND })
#define PMSG_HIBERNATE ((struct pm_message){ .event = PM_EVENT_HIBERNATE })
#define PMSG_RESUME ((struct pm_message){ .event = PM_EVENT_RESUME })
#define PMSG_THAW ((struct pm_message){ .event = PM_EVENT_THAW })
#define PMSG_RESTORE ((struct pm_message){ .event = PM_EVENT_RESTORE })
#define PMSG_RECOVER ((struct pm_message){ .event = PM_EVENT_RECOVER })

struct dev_pm_ops {
	int (*prepare)(struct device *dev);
	void (*complete)(struct device *dev);
	int (*suspend)(struct device *dev);
	int (*resume)(struct device *dev);
	int (*freeze)(struct device *dev);
	int (*thaw)(struct device *dev);
	int (*poweroff)(struct device *dev);
	int (*restore)(struct device *dev);
	int (*suspend_late)(struct device *dev);
	int (*resume_early)(struct device *dev);
	int (*freeze_late)(struct device *dev);
	int (*thaw_early)(struct device *dev);
	int (*poweroff_late)(struct device *dev);
	int (*restore_early)(struct device *dev);
	int (*suspend_noirq)(struct device *dev);
	int (*resume_noirq)(struct device *dev);
	int (*freeze_noirq)(struct device *dev);
	int (*thaw_noirq)(struct device *dev);
	int (*poweroff_noirq)(struct device *dev);
	int (*restore_noirq)(struct device *dev);
	int (*runtime_suspend)(struct device *dev);
	int (*runtime_resume)(struct device *dev);
	int (*runtime_idle)(struct device *dev);
};

#define SYSTEM_SLEEP_PM_OPS(suspend_fn, resume_fn)                             \
	.suspend = (suspend_fn), .resume = (resume_fn),                        \
	.freeze = (suspend_fn), .thaw = (resume_fn), .poweroff = (suspend_fn), \
	.restore = (resume_fn),
#define SET_SYSTEM_SLEEP_PM_OPS(suspend_fn, resume_fn) \
	SYSTEM_SLEEP_PM_OPS(suspend_fn, resume_fn)
#define RUNTIME_PM_OPS(suspend_fn, resume_fn, idle_fn)                  \
	.runtime_suspend = (suspend_fn), .runtime_resume = (resume_fn), \
	.runtime_idle = (idle_fn),
#define SET_RUNTIME_PM_OPS(suspend_fn, resume_fn, idle_fn) \
	RUNTIME_PM_OPS(suspend_fn, resume_fn, idle_fn)

#define NOIRQ_SYSTEM_SLEEP_PM_OPS(suspend_fn, resume_fn)            \
	.suspend_noirq = (suspend_fn), .resume_noirq = (resume_fn), \
	.freeze_noirq = (suspend_fn), .thaw_noirq = (resume_fn),    \
	.poweroff_noirq = (suspend_fn), .restore_noirq = (resume_fn),
#define SET_NOIRQ_SYSTEM_SLEEP_PM_OPS(suspend_fn, resume_fn) \
	NOIRQ_SYSTEM_SLEEP_PM_OPS(suspend_fn, resume_fn)
#define LATE_SYSTEM_SLEEP_PM_OPS(suspend_fn, resume_fn)            \
	.suspend_late = (suspend_fn), .resume_early = (resume_fn), \
	.freeze_late = (suspend_fn), .thaw_early = (resume_fn),    \
	.poweroff_late = (suspend_fn), .restore_early = (resume_fn),
#define SET_LATE_SYSTEM_SLEEP_PM_OPS(suspend_fn, resume_fn) \
	LATE_SYSTEM_SLEEP_PM_OPS(suspend_fn, resume_fn)

#define DEFINE_SIMPLE_DEV_PM_OPS(name, suspend_fn, resume_fn)            \
	const struct dev_pm_ops name = { SYSTEM_SLEEP_PM_OPS(suspend_fn, \
							     resume_fn) }
/* The noirq phase's pair, for system sleep (pinctrl-single's). */
#define DEFINE_NOIRQ_DEV_PM_OPS(name, suspend_fn, resume_fn)        \
	const struct dev_pm_ops name = { NOIRQ_SYSTEM_SLEEP_PM_OPS( \
		suspend_fn, resume_fn) }
#define SIMPLE_DEV_PM_OPS(name, suspend_fn, resume_fn)                       \
	const struct dev_pm_ops __maybe_unused name = { SYSTEM_SLEEP_PM_OPS( \
		suspend_fn, resume_fn) }
/*
 * The exported forms: dev_pm_ops another file of the module (or another
 * module) names. Everything here is one program, so exporting changes
 * nothing: each defines the global const @name, the body given after it
 * ("EXPORT_GPL_DEV_SLEEP_PM_OPS(x) = { .suspend_noirq = ... };") or
 * filled by the SIMPLE forms. The _SLEEP forms are the ones Linux keeps
 * only with CONFIG_PM_SLEEP, the plain ones with CONFIG_PM.
 */
#define EXPORT_DEV_PM_OPS(name) const struct dev_pm_ops name
#define EXPORT_GPL_DEV_PM_OPS(name) EXPORT_DEV_PM_OPS(name)
#define EXPORT_NS_DEV_PM_OPS(name, ns) EXPORT_DEV_PM_OPS(name)
#define EXPORT_NS_GPL_DEV_PM_OPS(name, ns) EXPORT_DEV_PM_OPS(name)
#define EXPORT_DEV_SLEEP_PM_OPS(name) EXPORT_DEV_PM_OPS(name)
#define EXPORT_GPL_DEV_SLEEP_PM_OPS(name) EXPORT_DEV_PM_OPS(name)
#define EXPORT_NS_DEV_SLEEP_PM_OPS(name, ns) EXPORT_DEV_PM_OPS(name)
#define EXPORT_NS_GPL_DEV_SLEEP_PM_OPS(name, ns) EXPORT_DEV_PM_OPS(name)
#define EXPORT_SIMPLE_DEV_PM_OPS(name, suspend_fn, resume_fn) \
	EXPORT_DEV_PM_OPS(name) = { SYSTEM_SLEEP_PM_OPS(suspend_fn, resume_fn) }
#define EXPORT_GPL_SIMPLE_DEV_PM_OPS(name, suspend_fn, resume_fn) \
	EXPORT_SIMPLE_DEV_PM_OPS(name, suspend_fn, resume_fn)
#define EXPORT_NS_SIMPLE_DEV_PM_OPS(name, suspend_fn, resume_fn, ns) \
	EXPORT_SIMPLE_DEV_PM_OPS(name, suspend_fn, resume_fn)
#define EXPORT_NS_GPL_SIMPLE_DEV_PM_OPS(name, suspend_fn, resume_fn, ns) \
	EXPORT_SIMPLE_DEV_PM_OPS(name, suspend_fn, resume_fn)
/* The same callbacks for system sleep and runtime PM (deprecated in Linux). */
#define UNIVERSAL_DEV_PM_OPS(name, suspend_fn, resume_fn, idle_fn)         \
	const struct dev_pm_ops __maybe_unused name = {                    \
		SET_SYSTEM_SLEEP_PM_OPS(suspend_fn, resume_fn)             \
			SET_RUNTIME_PM_OPS(suspend_fn, resume_fn, idle_fn) \
	}

/**
 * dpm_suspend_start() - prepare every bound device (parents and suppliers
 * first), then suspend them (children and consumers first)
 * @state: PMSG_SUSPEND, PMSG_FREEZE or PMSG_HIBERNATE
 *
 * Return: 0, or the first callback error, after what was done is undone.
 */
int dpm_suspend_start(pm_message_t state);

/**
 * dpm_suspend_end() - the late and noirq suspend phases
 * @state: as given to dpm_suspend_start()
 *
 * Return: 0, or the first callback error, after everything since
 * dpm_suspend_start() is undone; -EINVAL without dpm_suspend_start().
 */
int dpm_suspend_end(pm_message_t state);

/**
 * dpm_resume_start() - the noirq and early resume phases
 * @state: the suspended event
 */
void dpm_resume_start(pm_message_t state);

/**
 * dpm_resume_end() - the resume and complete phases; probing resumes
 * @state: the suspended event
 */
void dpm_resume_end(pm_message_t state);

#define pm_ptr(ptr) (ptr)
#define pm_sleep_ptr(ptr) (ptr)

/* The legacy power-off hook (also in linux/reboot.h), as Linux's pm.h. */
extern void (*pm_power_off)(void);

/**
 * struct dev_pm_domain - a power domain's view of its devices (genpd's
 * @ops are not called by the bus in this library: the runtime-PM core
 * tells the domain about transitions itself, see linux/pm_domain.h)
 * @ops: callbacks in place of the bus's
 * @start: power the device's domain on
 * @detach: the device leaves the domain
 * @activate: before the probe
 * @sync: after the probe
 * @dismiss: after a failed probe
 * @set_performance_state: the device's performance state
 */
struct dev_pm_domain {
	struct dev_pm_ops ops;
	int (*start)(struct device *dev);
	void (*detach)(struct device *dev, bool power_off);
	int (*activate)(struct device *dev);
	void (*sync)(struct device *dev);
	void (*dismiss)(struct device *dev);
	int (*set_performance_state)(struct device *dev, unsigned int state);
};

#endif /* _PLATDEV_LINUX_PM_H */
