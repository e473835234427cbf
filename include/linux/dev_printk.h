/* SPDX-License-Identifier: MIT */
/*
 * linux/dev_printk.h - messages about a device: dev_err() and its levels,
 * their _once and _ratelimited forms, dev_vdbg(), dev_WARN() and
 * dev_err_probe(). A line is prefixed with the driver (or bus) and device
 * name, as Linux prints it; a driver may define dev_fmt(fmt) before its
 * includes to prefix its own text, as pr_fmt() does for pr_*().
 */
#ifndef _PLATDEV_LINUX_DEV_PRINTK_H
#define _PLATDEV_LINUX_DEV_PRINTK_H

#include <asm/bug.h>
#include <linux/compiler.h>
#include <linux/err.h>
#include <linux/once_lite.h>
#include <linux/printk.h>
#include <linux/ratelimit.h> /* as Linux's: WARN_RATELIMIT() */
#include <platdev/log.h>

struct device;

#ifndef dev_fmt
#define dev_fmt(fmt) fmt
#endif

/** dev_driver_string() - the bound driver's name, else the bus name, else "" */
const char *dev_driver_string(const struct device *dev);

/** dev_name() - the device's name */
const char *dev_name(const struct device *dev);

/**
 * dev_err_probe() - log a probe error unless it is -EPROBE_DEFER, and return it
 * @dev: the device being probed
 * @err: a negative errno
 * @fmt: printf format describing what failed
 *
 * -EPROBE_DEFER is logged at debug level only, since a retry is expected.
 *
 * Return: @err.
 */
int dev_err_probe(const struct device *dev, int err, const char *fmt, ...)
	__printf(3, 4);

/* dev_err_probe() on an ERR_PTR(), giving back an ERR_PTR(). */
#define dev_err_ptr_probe(dev, ___err, fmt, ...) \
	ERR_PTR(dev_err_probe(dev, PTR_ERR(___err), fmt, ##__VA_ARGS__))
#define dev_err_cast_probe(dev, ___err_ptr, fmt, ...) \
	ERR_PTR(dev_err_probe(dev, PTR_ERR(___err_ptr), fmt, ##__VA_ARGS__))

#define dev_emerg(dev, fmt, ...) \
	platdev_log_at(PLATDEV_LOG_EMERG, dev, dev_fmt(fmt), ##__VA_ARGS__)
#define dev_alert(dev, fmt, ...) \
	platdev_log_at(PLATDEV_LOG_ALERT, dev, dev_fmt(fmt), ##__VA_ARGS__)
#define dev_crit(dev, fmt, ...) \
	platdev_log_at(PLATDEV_LOG_CRIT, dev, dev_fmt(fmt), ##__VA_ARGS__)
#define dev_err(dev, fmt, ...) \
	platdev_log_at(PLATDEV_LOG_ERR, dev, dev_fmt(fmt), ##__VA_ARGS__)
#define dev_warn(dev, fmt, ...) \
	platdev_log_at(PLATDEV_LOG_WARNING, dev, dev_fmt(fmt), ##__VA_ARGS__)
#define dev_notice(dev, fmt, ...) \
	platdev_log_at(PLATDEV_LOG_NOTICE, dev, dev_fmt(fmt), ##__VA_ARGS__)
#define dev_info(dev, fmt, ...) \
	platdev_log_at(PLATDEV_LOG_INFO, dev, dev_fmt(fmt), ##__VA_ARGS__)
#define dev_dbg(dev, fmt, ...) \
	platdev_log_at(PLATDEV_LOG_DEBUG, dev, dev_fmt(fmt), ##__VA_ARGS__)
#define dev_printk(level, dev, fmt, ...) \
	platdev_log(platdev_kern_level(level), dev, fmt, ##__VA_ARGS__)

/* Verbose debugging: dev_dbg() with VERBOSE_DEBUG defined, else checked only. */
#ifdef VERBOSE_DEBUG
#define dev_vdbg dev_dbg
#else
#define dev_vdbg(dev, fmt, ...)                                   \
	({                                                        \
		if (0)                                            \
			dev_printk(KERN_DEBUG, dev, dev_fmt(fmt), \
				   ##__VA_ARGS__);                \
	})
#endif

/* The first time the site runs (pr_*_once() in linux/printk.h). */
#define dev_emerg_once(dev, fmt, ...) \
	__platdev_log_once(PLATDEV_LOG_EMERG, dev, dev_fmt(fmt), ##__VA_ARGS__)
#define dev_alert_once(dev, fmt, ...) \
	__platdev_log_once(PLATDEV_LOG_ALERT, dev, dev_fmt(fmt), ##__VA_ARGS__)
#define dev_crit_once(dev, fmt, ...) \
	__platdev_log_once(PLATDEV_LOG_CRIT, dev, dev_fmt(fmt), ##__VA_ARGS__)
#define dev_err_once(dev, fmt, ...) \
	__platdev_log_once(PLATDEV_LOG_ERR, dev, dev_fmt(fmt), ##__VA_ARGS__)
#define dev_warn_once(dev, fmt, ...)                               \
	__platdev_log_once(PLATDEV_LOG_WARNING, dev, dev_fmt(fmt), \
			   ##__VA_ARGS__)
#define dev_notice_once(dev, fmt, ...) \
	__platdev_log_once(PLATDEV_LOG_NOTICE, dev, dev_fmt(fmt), ##__VA_ARGS__)
#define dev_info_once(dev, fmt, ...) \
	__platdev_log_once(PLATDEV_LOG_INFO, dev, dev_fmt(fmt), ##__VA_ARGS__)
#define dev_dbg_once(dev, fmt, ...) \
	__platdev_log_once(PLATDEV_LOG_DEBUG, dev, dev_fmt(fmt), ##__VA_ARGS__)
#define dev_level_once(dev_level, dev, fmt, ...)            \
	do {                                                \
		if (__platdev_first_time())                 \
			dev_level(dev, fmt, ##__VA_ARGS__); \
	} while (0)

/* At most 10 lines per 5 s from the site (linux/ratelimit_types.h). */
#define dev_emerg_ratelimited(dev, fmt, ...)                            \
	__platdev_log_ratelimited(PLATDEV_LOG_EMERG, dev, dev_fmt(fmt), \
				  ##__VA_ARGS__)
#define dev_alert_ratelimited(dev, fmt, ...)                            \
	__platdev_log_ratelimited(PLATDEV_LOG_ALERT, dev, dev_fmt(fmt), \
				  ##__VA_ARGS__)
#define dev_crit_ratelimited(dev, fmt, ...)                            \
	__platdev_log_ratelimited(PLATDEV_LOG_CRIT, dev, dev_fmt(fmt), \
				  ##__VA_ARGS__)
#define dev_err_ratelimited(dev, fmt, ...)                            \
	__platdev_log_ratelimited(PLATDEV_LOG_ERR, dev, dev_fmt(fmt), \
				  ##__VA_ARGS__)
#define dev_warn_ratelimited(dev, fmt, ...)                               \
	__platdev_log_ratelimited(PLATDEV_LOG_WARNING, dev, dev_fmt(fmt), \
				  ##__VA_ARGS__)
#define dev_notice_ratelimited(dev, fmt, ...)                            \
	__platdev_log_ratelimited(PLATDEV_LOG_NOTICE, dev, dev_fmt(fmt), \
				  ##__VA_ARGS__)
#define dev_info_ratelimited(dev, fmt, ...)                            \
	__platdev_log_ratelimited(PLATDEV_LOG_INFO, dev, dev_fmt(fmt), \
				  ##__VA_ARGS__)
#define dev_dbg_ratelimited(dev, fmt, ...)                              \
	__platdev_log_ratelimited(PLATDEV_LOG_DEBUG, dev, dev_fmt(fmt), \
				  ##__VA_ARGS__)
#define dev_level_ratelimited(dev_level, dev, fmt, ...)                        \
	do {                                                                   \
		static DEFINE_RATELIMIT_STATE(_rs, DEFAULT_RATELIMIT_INTERVAL, \
					      DEFAULT_RATELIMIT_BURST);        \
		if (__ratelimit(&_rs))                                         \
			dev_level(dev, fmt, ##__VA_ARGS__);                    \
	} while (0)

/*
 * WARN() with the driver and device name before the message; the value
 * of the condition (1 for dev_WARN()).
 */
#define dev_WARN(dev, format, ...)                                       \
	WARN(1, "%s %s: " format, dev_driver_string(dev), dev_name(dev), \
	     ##__VA_ARGS__)
#define dev_WARN_ONCE(dev, condition, format, ...)                     \
	WARN_ONCE(condition, "%s %s: " format, dev_driver_string(dev), \
		  dev_name(dev), ##__VA_ARGS__)

#endif /* _PLATDEV_LINUX_DEV_PRINTK_H */
