/* SPDX-License-Identifier: MIT */
/*
 * linux/printk.h - printk() and the pr_*() family, routed through the
 * platdev log hook (see <platdev/log.h>).
 */
#ifndef _PLATDEV_LINUX_PRINTK_H
#define _PLATDEV_LINUX_PRINTK_H

#include <stddef.h>

#include <platdev/log.h>

#define KERN_SOH "\001"
#define KERN_EMERG KERN_SOH "0"
#define KERN_ALERT KERN_SOH "1"
#define KERN_CRIT KERN_SOH "2"
#define KERN_ERR KERN_SOH "3"
#define KERN_WARNING KERN_SOH "4"
#define KERN_NOTICE KERN_SOH "5"
#define KERN_INFO KERN_SOH "6"
#define KERN_DEBUG KERN_SOH "7"
#define KERN_CONT KERN_SOH "c"

#ifndef pr_fmt
#define pr_fmt(fmt) fmt
#endif

/** platdev_kern_level() - the level number of a KERN_* string (KERN_WARNING if none) */
static inline int platdev_kern_level(const char *level)
{
	if (level[0] == KERN_SOH[0] && level[1] >= '0' && level[1] <= '7')
		return level[1] - '0';
	return PLATDEV_LOG_WARNING;
}

/* printk() takes its level from a KERN_* prefix; without one it logs at KERN_WARNING. */
#define printk(fmt, ...) platdev_printk(fmt, ##__VA_ARGS__)

#define pr_emerg(fmt, ...) \
	platdev_log_at(PLATDEV_LOG_EMERG, NULL, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_alert(fmt, ...) \
	platdev_log_at(PLATDEV_LOG_ALERT, NULL, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_crit(fmt, ...) \
	platdev_log_at(PLATDEV_LOG_CRIT, NULL, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_err(fmt, ...) \
	platdev_log_at(PLATDEV_LOG_ERR, NULL, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_warn(fmt, ...) \
	platdev_log_at(PLATDEV_LOG_WARNING, NULL, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_warning pr_warn
#define pr_notice(fmt, ...) \
	platdev_log_at(PLATDEV_LOG_NOTICE, NULL, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_info(fmt, ...) \
	platdev_log_at(PLATDEV_LOG_INFO, NULL, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_debug(fmt, ...) \
	platdev_log_at(PLATDEV_LOG_DEBUG, NULL, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_devel pr_debug
#define pr_cont(fmt, ...) \
	platdev_log(PLATDEV_LOG_CONT, NULL, fmt, ##__VA_ARGS__)

#endif /* _PLATDEV_LINUX_PRINTK_H */
