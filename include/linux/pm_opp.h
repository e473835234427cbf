/* SPDX-License-Identifier: MIT */
/*
 * linux/pm_opp.h - operating performance points. This library has none
 * (CONFIG_PM_OPP is off): the calls behave as Linux's do without it.
 */
#ifndef _PLATDEV_LINUX_PM_OPP_H
#define _PLATDEV_LINUX_PM_OPP_H

#include <linux/err.h>
/* Linux's energy_model.h brings the scheduler's headers, and with them
 * the interrupt API drivers including this one rely on. */
#include <linux/interrupt.h>
#include <linux/notifier.h>

struct device_node;

/* The performance state a node's required-opps names: none here. */
static inline int of_get_required_opp_performance_state(struct device_node *np,
							int index)
{
	return -EOPNOTSUPP;
}

#endif /* _PLATDEV_LINUX_PM_OPP_H */
