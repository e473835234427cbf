// SPDX-License-Identifier: MIT
/*
 * event.c - the tiny core's log: codes to the event hook, and the drivers'
 * dev_*()/pr_*() calls passed on unformatted (platdev/event.h).
 */
#include <linux/device.h>
#include <linux/printk.h>
#include <platdev/event.h>
#include <platdev/log.h>

#include "tiny.h"

static platdev_event_fn event_hook;
static void *event_ctx;
static int event_level = PLATDEV_LOG_INFO;

/* Each code's level, from the one list of codes. */
static const unsigned char event_levels[PLATDEV_EV_COUNT] = {
#define TINY_EVENT_LEVEL(name, level, doc) level,
	PLATDEV_EVENTS(TINY_EVENT_LEVEL)
#undef TINY_EVENT_LEVEL
};

void platdev_set_event_hook(platdev_event_fn fn, void *ctx)
{
	event_hook = fn;
	event_ctx = ctx;
}

int platdev_set_log_level(int level)
{
	int old = event_level;

	event_level = level;
	return old;
}

static void deliver(struct platdev_event *ev)
{
	if (event_hook && ev->level <= event_level)
		event_hook(event_ctx, ev);
}

long tiny_event(int code, const struct device *dev, long arg)
{
	struct platdev_event ev = {
		.code = (unsigned short)code,
		.level = event_levels[code],
		.dev = dev,
		.arg = arg,
	};

	deliver(&ev);
	return arg;
}

int platdev_vlog(int level, const struct device *dev, const char *fmt,
		 va_list ap)
{
	va_list args;
	struct platdev_event ev = {
		.code = PLATDEV_EV_MESSAGE,
		.level = (unsigned char)level,
		.dev = dev,
		.fmt = fmt,
		.args = &args,
	};

	va_copy(args, ap);
	deliver(&ev);
	va_end(args);
	return 0;
}

int platdev_log(int level, const struct device *dev, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	platdev_vlog(level, dev, fmt, ap);
	va_end(ap);
	return 0;
}

int platdev_printk(const char *fmt, ...)
{
	int level = platdev_kern_level(fmt);
	va_list ap;

	if (fmt[0] == KERN_SOH[0] && fmt[1])
		fmt += 2;
	va_start(ap, fmt);
	platdev_vlog(level, NULL, fmt, ap);
	va_end(ap);
	return 0;
}

int dev_err_probe(const struct device *dev, int err, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	platdev_vlog(err == -EPROBE_DEFER ? PLATDEV_LOG_DEBUG : PLATDEV_LOG_ERR,
		     dev, fmt, ap);
	va_end(ap);
	return err;
}
