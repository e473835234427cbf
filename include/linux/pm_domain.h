/* SPDX-License-Identifier: MIT */
/*
 * linux/pm_domain.h - generic power domains (genpd). This library has
 * none (CONFIG_PM_GENERIC_DOMAINS is off): the calls a driver makes on its
 * device's domain behave as Linux's do without it.
 */
#ifndef _PLATDEV_LINUX_PM_DOMAIN_H
#define _PLATDEV_LINUX_PM_DOMAIN_H

#include <linux/device.h>
#include <linux/err.h>
#include <linux/ktime.h>
#include <linux/mutex.h>
#include <linux/notifier.h>
#include <linux/of.h>
#include <linux/pm.h>
#include <linux/spinlock.h>
#include <linux/time64.h>

/* A device's performance state in its domain: no domain, not supported. */
static inline int dev_pm_genpd_set_performance_state(struct device *dev,
						     unsigned int state)
{
	return -EOPNOTSUPP;
}

#endif /* _PLATDEV_LINUX_PM_DOMAIN_H */
