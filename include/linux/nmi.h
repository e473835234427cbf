/* SPDX-License-Identifier: MIT */
/*
 * linux/nmi.h - the lockup detectors' hooks. There are no watchdogs of
 * stuck CPUs here: touching them does nothing.
 */
#ifndef _PLATDEV_LINUX_NMI_H
#define _PLATDEV_LINUX_NMI_H

#include <linux/sched.h>

static inline void touch_nmi_watchdog(void)
{
}

static inline void touch_softlockup_watchdog(void)
{
}

static inline void touch_softlockup_watchdog_sync(void)
{
}

static inline void touch_all_softlockup_watchdogs(void)
{
}

static inline void lockup_detector_soft_poweroff(void)
{
}

static inline bool trigger_all_cpu_backtrace(void)
{
	return false;
}

static inline bool trigger_single_cpu_backtrace(int cpu)
{
	(void)cpu;
	return false;
}

#endif /* _PLATDEV_LINUX_NMI_H */
