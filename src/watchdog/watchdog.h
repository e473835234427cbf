/* SPDX-License-Identifier: MIT */
/*
 * watchdog.h - what the watchdog core's two halves share: the core data of
 * a registered watchdog (watchdog_core.c registers it, watchdog_dev.c runs
 * its keep-alive and the calls of platdev/watchdog.h).
 */
#ifndef _PLATDEV_SRC_WATCHDOG_H
#define _PLATDEV_SRC_WATCHDOG_H

#include <linux/hrtimer.h>
#include <linux/kref.h>
#include <linux/mutex.h>
#include <linux/watchdog.h>
#include <linux/workqueue.h>
#include <platdev/class.h>

/* Bits of watchdog_core_data.status */
#define _WDOG_DEV_OPEN 0 /* a program has it open */
#define _WDOG_ALLOW_RELEASE 1 /* the magic 'V' was written */
#define _WDOG_KEEPALIVE 2 /* pinged since the last WDIOC_GETSTATUS */

/**
 * struct watchdog_core_data - the core's side of a registered watchdog
 * @cdev: its class device ("watchdog", "watchdog<id>")
 * @ref: one for the registration, one for an open handle
 * @wdd: the watchdog; NULL once unregistered (calls get -ENODEV)
 * @lock: serialises the operations
 * @last_keepalive: when a program (or the start) last pinged
 * @last_hw_keepalive: when the hardware was last pinged
 * @open_deadline: until when the core pings an unopened running watchdog
 * @timer: when the next core ping is due
 * @work: the core ping, on system_wq (ops may sleep)
 * @status: _WDOG_* bits
 */
struct watchdog_core_data {
	struct platdev_class_device cdev;
	struct kref ref;
	struct watchdog_device *wdd;
	struct mutex lock;
	ktime_t last_keepalive;
	ktime_t last_hw_keepalive;
	ktime_t open_deadline;
	struct hrtimer timer;
	struct work_struct work;
	unsigned long status;
};

/* The pretimeout governor named @name ("noop", "panic"), or NULL. */
const struct watchdog_governor *watchdog_governor_find(const char *name);
/* @gov's name; "" for NULL. */
const char *watchdog_governor_name(const struct watchdog_governor *gov);

int watchdog_dev_register(struct watchdog_device *wdd);
void watchdog_dev_unregister(struct watchdog_device *wdd);

#endif /* _PLATDEV_SRC_WATCHDOG_H */
