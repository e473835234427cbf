/* SPDX-License-Identifier: MIT */
/*
 * linux/suspend.h - system sleep: the states, the platform's suspend ops,
 * and the PM notifiers told before and after.
 *
 * pm_suspend(state) runs Linux's sequence: the PM notifiers get
 * PM_SUSPEND_PREPARE (when one refuses, those before it get
 * PM_POST_SUSPEND and the error is returned), pm_suspend_target_state is
 * set, the platform ops' begin, then every device is suspended
 * (platdev_pm_suspend(PMSG_SUSPEND)), the ops' prepare, enter and wake,
 * the devices resume, the ops' finish and end, and the notifiers get
 * PM_POST_SUSPEND. PM_SUSPEND_TO_IDLE needs no ops (entering it returns at
 * once, as woken); PM_SUSPEND_STANDBY and PM_SUSPEND_MEM need ops whose
 * valid() accepts them, else -EINVAL.
 */
#ifndef _PLATDEV_LINUX_SUSPEND_H
#define _PLATDEV_LINUX_SUSPEND_H

#include <linux/errno.h>
#include <linux/notifier.h>
#include <linux/pm.h>
#include <linux/types.h>

typedef int suspend_state_t;

#define PM_SUSPEND_ON ((suspend_state_t)0)
#define PM_SUSPEND_TO_IDLE ((suspend_state_t)1)
#define PM_SUSPEND_STANDBY ((suspend_state_t)2)
#define PM_SUSPEND_MEM ((suspend_state_t)3)
#define PM_SUSPEND_MIN PM_SUSPEND_TO_IDLE
#define PM_SUSPEND_MAX ((suspend_state_t)4)

/* The state being entered during a pm_suspend(), else PM_SUSPEND_ON. */
extern suspend_state_t pm_suspend_target_state;

/* PM notifier events */
#define PM_HIBERNATION_PREPARE 0x0001
#define PM_POST_HIBERNATION 0x0002
#define PM_SUSPEND_PREPARE 0x0003
#define PM_POST_SUSPEND 0x0004
#define PM_RESTORE_PREPARE 0x0005
#define PM_POST_RESTORE 0x0006

/**
 * struct platform_suspend_ops - how the platform enters a sleep state;
 * each callback may be NULL except @valid and @enter
 */
struct platform_suspend_ops {
	int (*valid)(suspend_state_t state);
	int (*begin)(suspend_state_t state);
	int (*prepare)(void);
	int (*prepare_late)(void);
	int (*enter)(suspend_state_t state);
	void (*wake)(void);
	void (*finish)(void);
	bool (*suspend_again)(void);
	void (*end)(void);
	void (*recover)(void);
};

/** suspend_set_ops() - install @ops (kept, not copied), or NULL for none */
void suspend_set_ops(const struct platform_suspend_ops *ops);

/** suspend_valid_only_mem() - a valid() that accepts PM_SUSPEND_MEM alone */
int suspend_valid_only_mem(suspend_state_t state);

/** valid_state() - Return: whether @state can be entered (see the top) */
bool valid_state(suspend_state_t state);

/**
 * pm_suspend() - put the system into @state and back (see the top)
 * Return: 0, -EINVAL for a state that cannot be entered, -EBUSY during
 * another pm_suspend(), or the error of the notifier, op or device
 * callback that failed.
 */
int pm_suspend(suspend_state_t state);

/** register_pm_notifier() - Return: 0, -EEXIST if @nb is registered */
int register_pm_notifier(struct notifier_block *nb);
/** unregister_pm_notifier() - Return: 0, -ENOENT if @nb is not registered */
int unregister_pm_notifier(struct notifier_block *nb);

#define pm_notifier(fn, pri)                                                  \
	do {                                                                  \
		static struct notifier_block fn##_nb = { .notifier_call = fn, \
							 .priority = pri };   \
		register_pm_notifier(&fn##_nb);                               \
	} while (0)

/* Whether the firmware takes part in this suspend (never here). */
static inline bool pm_suspend_via_firmware(void)
{
	return false;
}

static inline bool pm_resume_via_firmware(void)
{
	return false;
}

static inline bool pm_suspend_no_platform(void)
{
	return false;
}

static inline bool pm_suspend_default_s2idle(void)
{
	return false;
}

static inline void pm_set_suspend_via_firmware(void)
{
}

static inline void pm_set_resume_via_firmware(void)
{
}

/**
 * pm_system_wakeup() - a wakeup event that aborts the system suspend in
 * progress (pm_suspend() then returns -EBUSY before the platform enters
 * the sleep state); one that comes with no suspend in progress is
 * forgotten when the next one starts
 */
void pm_system_wakeup(void);

/** pm_wakeup_pending() - whether pm_system_wakeup() aborts this suspend */
bool pm_wakeup_pending(void);

/** pm_wakeup_clear() - forget the wakeup events seen so far */
void pm_wakeup_clear(unsigned int irq_number);

static inline bool idle_should_enter_s2idle(void)
{
	return false;
}

static inline void s2idle_wake(void)
{
}

static inline void lock_system_sleep(void)
{
}

static inline void unlock_system_sleep(void)
{
}

#define pm_pr_dbg(fmt, ...) pr_debug(fmt, ##__VA_ARGS__)

#endif /* _PLATDEV_LINUX_SUSPEND_H */
