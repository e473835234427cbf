// SPDX-License-Identifier: MIT
/*
 * log.c - formatting log lines and handing them to the log hook.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <linux/device.h>
#include <platdev/port.h>

#include "base/base.h"

#define LOG_LINE_MAX 512

static platdev_log_fn log_hook;
static void *log_hook_ctx;
static int log_threshold = PLATDEV_LOG_INFO;

void platdev_set_log_hook(platdev_log_fn fn, void *ctx)
{
	__atomic_store_n(&log_hook_ctx, ctx, __ATOMIC_RELEASE);
	__atomic_store_n(&log_hook, fn, __ATOMIC_RELEASE);
}

int platdev_set_log_level(int level)
{
	return __atomic_exchange_n(&log_threshold, level, __ATOMIC_RELAXED);
}

int platdev_vlog(int level, const struct device *dev, const char *fmt,
		 va_list ap)
{
	int filter_level = level == PLATDEV_LOG_CONT ? PLATDEV_LOG_INFO : level;
	char line[LOG_LINE_MAX];
	platdev_log_fn hook;
	size_t len = 0;
	int n;

	if (filter_level > __atomic_load_n(&log_threshold, __ATOMIC_RELAXED))
		return 0;
	if (dev) {
		const char *drv = dev_driver_string(dev);

		n = snprintf(line, sizeof(line), "%s%s%s: ", drv,
			     *drv ? " " : "", dev_name(dev));
		len = n < 0		       ? 0 :
		      (size_t)n < sizeof(line) ? (size_t)n :
						 sizeof(line) - 1;
	}
	n = vsnprintf(line + len, sizeof(line) - len, fmt, ap);
	if (n > 0)
		len += (size_t)n < sizeof(line) - len ? (size_t)n :
							sizeof(line) - len - 1;
	while (len && line[len - 1] == '\n')
		line[--len] = '\0';

	hook = __atomic_load_n(&log_hook, __ATOMIC_ACQUIRE);
	if (hook)
		hook(__atomic_load_n(&log_hook_ctx, __ATOMIC_ACQUIRE), level,
		     line);
	else
		platdev_port_log_write(level, line);
	return (int)len;
}

int platdev_log(int level, const struct device *dev, const char *fmt, ...)
{
	va_list ap;
	int ret;

	va_start(ap, fmt);
	ret = platdev_vlog(level, dev, fmt, ap);
	va_end(ap);
	return ret;
}

/* The level a KERN_* prefix at @s gives, or -1 when @s has none. */
static int prefix_level(const char *s)
{
	if (s[0] != KERN_SOH[0] || !s[1])
		return -1;
	return s[1] == 'c' ? PLATDEV_LOG_CONT : platdev_kern_level(s);
}

int platdev_printk(const char *fmt, ...)
{
	int level = prefix_level(fmt);
	char text[LOG_LINE_MAX];
	va_list ap;
	int ret;

	va_start(ap, fmt);
	if (level >= 0) {
		ret = platdev_vlog(level, NULL, fmt + 2, ap);
		va_end(ap);
		return ret;
	}
	/*
	 * As in Linux, the level may come from an argument
	 * (printk("%s...", KERN_ERR, ...)): it is read after formatting.
	 */
	vsnprintf(text, sizeof(text), fmt, ap);
	va_end(ap);
	level = prefix_level(text);
	if (level < 0)
		return platdev_log(PLATDEV_LOG_WARNING, NULL, "%s", text);
	return platdev_log(level, NULL, "%s", text + 2);
}

void not_in_profile(const struct device *dev, const char *fn, const char *what)
{
	platdev_log(PLATDEV_LOG_ERR, dev, "%s: %s is not in this profile\n", fn,
		    what);
}

int dev_err_probe(const struct device *dev, int err, const char *fmt, ...)
{
	char msg[160];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	platdev_log(err == -EPROBE_DEFER ? PLATDEV_LOG_DEBUG : PLATDEV_LOG_ERR,
		    dev, "%s", msg);
	/* Kept, so the device can say why it is not bound. */
	if (dev && platdev_has(PLATDEV_FEAT_DEPS))
		device_set_probe_reason((struct device *)dev, msg);
	return err;
}
