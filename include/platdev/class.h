/* SPDX-License-Identifier: MIT */
/*
 * platdev/class.h - the class devices the subsystem cores register (an
 * RTC's "rtc0", a watchdog's "watchdog0", an LED's "green:status", ...),
 * what Linux shows under /sys/class/ and /dev: a program finds them here by
 * class and name, and the inspector lists them with what happened on them.
 *
 * A core embeds a struct platdev_class_device in its own object, fills
 * @class, @name, @parent and @data, adds it when its provider registers and
 * deletes it when the provider goes. Each core's own platdev/<core>.h then
 * gives a program the calls Linux user space makes on the device node.
 */
#ifndef _PLATDEV_CLASS_H
#define _PLATDEV_CLASS_H

#include <stdarg.h>
#include <stddef.h>

#include <linux/compiler.h>
#include <linux/list.h>
#include <linux/types.h>

struct device;

/* How many of a class device's latest events it keeps (the count is all). */
#define PLATDEV_CLASS_EVENTS 8
/* The longest event text kept, with its NUL. */
#define PLATDEV_CLASS_EVENT_LEN 64
/* The longest class device name, with its NUL. */
#define PLATDEV_CLASS_NAME_LEN 48

/**
 * struct platdev_class_device - a class device, as its core registers it
 * @class: the class's name as in Linux's /sys/class: "rtc", "watchdog",
 *         "hwrng", "leds", "pwm", "input"
 * @name: the device's name in its class ("rtc0", "pwmchip0", "input0")
 * @parent: the device that provides it (its driver's device), or NULL
 * @data: the core's own object (struct rtc_device *, ...)
 * @node: private: on the registry's list
 * @events: private: how many events were recorded
 * @event: private: the last PLATDEV_CLASS_EVENTS events, a ring
 */
struct platdev_class_device {
	const char *class;
	char name[PLATDEV_CLASS_NAME_LEN];
	struct device *parent;
	void *data;
	struct list_head node;
	unsigned long events;
	char event[PLATDEV_CLASS_EVENTS][PLATDEV_CLASS_EVENT_LEN];
};

/**
 * platdev_class_device_add() - make a class device findable
 * @cdev: filled in with @class, @name (and @parent, @data); kept, not copied
 *
 * Return: 0; -EINVAL without a class or name; -EEXIST when the class already
 * has a device of that name.
 */
int platdev_class_device_add(struct platdev_class_device *cdev);

/**
 * platdev_class_device_del() - remove a class device added before; no-op
 * for one that was never added (or already deleted)
 */
void platdev_class_device_del(struct platdev_class_device *cdev);

/**
 * platdev_class_device_find() - a class device by class and name
 * @class: "rtc", ...
 * @name: "rtc0", ...; NULL: the class's first device
 *
 * Return: the device or NULL. It stays valid until its provider goes: a
 * program uses it while the board is up, as a file descriptor on /dev.
 */
struct platdev_class_device *platdev_class_device_find(const char *class,
						       const char *name);

/**
 * platdev_class_device_for_each() - call @fn on each class device, in the
 * order they were added, until @fn returns non-zero
 * @class: only this class's devices; NULL: all
 * @fn: must not add or delete class devices
 * @arg: passed to @fn
 *
 * Return: what @fn returned last, or 0.
 */
int platdev_class_device_for_each(const char *class,
				  int (*fn)(struct platdev_class_device *cdev,
					    void *arg),
				  void *arg);

/**
 * platdev_class_device_event() - record what happened on a class device
 * @cdev: the device
 * @fmt: printf format of a short text ("set time 2024-01-01 00:00:00",
 *       "ping", "brightness 255"), cut at PLATDEV_CLASS_EVENT_LEN - 1
 *
 * The inspector's `sim` prints a device's count and latest events. Safe
 * from any context but a hard interrupt handler of the bare port.
 */
void platdev_class_device_event(struct platdev_class_device *cdev,
				const char *fmt, ...) __printf(2, 3);

/**
 * platdev_class_device_events() - a class device's recorded events
 * @cdev: the device
 * @buf: receives up to @max of the latest events, oldest first
 * @max: entries of @buf
 *
 * Return: how many events were ever recorded (may exceed what @buf got).
 */
unsigned long platdev_class_device_events(struct platdev_class_device *cdev,
					  char (*buf)[PLATDEV_CLASS_EVENT_LEN],
					  size_t max);

/**
 * platdev_class_device_data() - the data of the class device @name of
 * @class, as a program opening its file finds the device behind it
 * Return: it, or NULL for no such device (or a NULL @name).
 */
static inline void *platdev_class_device_data(const char *class,
					      const char *name)
{
	struct platdev_class_device *cdev =
		name ? platdev_class_device_find(class, name) : NULL;

	return cdev ? cdev->data : NULL;
}

#endif /* _PLATDEV_CLASS_H */
