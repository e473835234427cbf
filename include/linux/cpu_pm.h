/* SPDX-License-Identifier: MIT */
/*
 * linux/cpu_pm.h - telling drivers that a CPU (or its cluster) is about to
 * lose power and when it has it again.
 *
 * The platform's idle or suspend code calls cpu_pm_enter() before and
 * cpu_pm_exit() after; registered notifiers get CPU_PM_ENTER and
 * CPU_PM_EXIT (clusters: CPU_CLUSTER_PM_*), highest priority first. When
 * one refuses the ENTER (NOTIFY_BAD, notifier_from_errno()), those called
 * before it get the matching ENTER_FAILED and cpu_pm_enter() returns the
 * error, as Linux. Nothing here calls cpu_pm_enter() by itself.
 */
#ifndef _PLATDEV_LINUX_CPU_PM_H
#define _PLATDEV_LINUX_CPU_PM_H

#include <linux/kernel.h>
#include <linux/notifier.h>

enum cpu_pm_event {
	CPU_PM_ENTER,
	CPU_PM_ENTER_FAILED,
	CPU_PM_EXIT,
	CPU_CLUSTER_PM_ENTER,
	CPU_CLUSTER_PM_ENTER_FAILED,
	CPU_CLUSTER_PM_EXIT,
};

/** cpu_pm_register_notifier() - Return: 0, -EEXIST if @nb is registered */
int cpu_pm_register_notifier(struct notifier_block *nb);
/** cpu_pm_unregister_notifier() - Return: 0, -ENOENT if @nb is not registered */
int cpu_pm_unregister_notifier(struct notifier_block *nb);

/**
 * cpu_pm_enter() - notify CPU_PM_ENTER
 * Return: 0, or the refusing notifier's error (-EPERM for a bare
 * NOTIFY_BAD) after CPU_PM_ENTER_FAILED went to those before it.
 */
int cpu_pm_enter(void);
/** cpu_pm_exit() - notify CPU_PM_EXIT; Return: 0 or a notifier's error */
int cpu_pm_exit(void);
/** cpu_cluster_pm_enter() - cpu_pm_enter() with the cluster events */
int cpu_cluster_pm_enter(void);
/** cpu_cluster_pm_exit() - cpu_pm_exit() with the cluster event */
int cpu_cluster_pm_exit(void);

#endif /* _PLATDEV_LINUX_CPU_PM_H */
