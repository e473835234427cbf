/* SPDX-License-Identifier: MIT */
/*
 * platdev/power.h - system-wide suspend and resume in one call each, and
 * which device made the last suspend fail. The phases themselves are
 * Linux's dpm_suspend_start() ... dpm_resume_end() in linux/pm.h.
 */
#ifndef _PLATDEV_POWER_H
#define _PLATDEV_POWER_H

#include <linux/pm.h>

/**
 * platdev_pm_suspend() - suspend every bound device: prepare, suspend,
 * suspend_late, suspend_noirq (or the freeze or poweroff family for
 * PMSG_FREEZE and PMSG_HIBERNATE)
 * @state: PMSG_SUSPEND, PMSG_FREEZE or PMSG_HIBERNATE
 *
 * Devices are suspended children before parents and consumers before
 * suppliers; prepare runs the other way. Probing is held off until the
 * matching platdev_pm_resume(). A callback's error aborts: the devices
 * already suspended are resumed in reverse, and
 * platdev_pm_failed_device() names the culprit.
 *
 * Return: 0, the failing callback's error, -EINVAL for another event or
 * when a suspend is already in progress, -ENOMEM.
 */
int platdev_pm_suspend(pm_message_t state);

/**
 * platdev_pm_resume() - undo platdev_pm_suspend(): resume_noirq,
 * resume_early, resume, complete (or thaw/restore), parents and suppliers
 * first; then probe what was added meanwhile
 * @state: the event that was suspended
 *
 * Without PLATDEV_FEAT_PM (the minimal profile) the suspend calls return
 * -EOPNOTSUPP and the resume calls do nothing, each with a log line.
 */
void platdev_pm_resume(pm_message_t state);

/**
 * platdev_pm_failed_device() - the device whose callback made the last
 * suspend fail
 *
 * Return: its name, or NULL if the last suspend did not fail.
 */
const char *platdev_pm_failed_device(void);

#endif /* _PLATDEV_POWER_H */
