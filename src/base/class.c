// SPDX-License-Identifier: MIT
/*
 * class.c - the registry of class devices (platdev/class.h): one list under
 * a mutex, each device with a ring of its latest events under a spinlock
 * (events come from timers and interrupt handlers too).
 */
#include <linux/errno.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/string.h>
#include <platdev/class.h>
#include <stdio.h>

static DEFINE_MUTEX(class_lock);
static LIST_HEAD(class_devices);
static DEFINE_SPINLOCK(class_event_lock);

static struct platdev_class_device *class_lookup(const char *class,
						 const char *name)
{
	struct platdev_class_device *cdev;

	list_for_each_entry(cdev, &class_devices, node) {
		if (strcmp(cdev->class, class))
			continue;
		if (!name || !strcmp(cdev->name, name))
			return cdev;
	}
	return NULL;
}

int platdev_class_device_add(struct platdev_class_device *cdev)
{
	int err = 0;

	if (!cdev || !cdev->class || !cdev->name[0])
		return -EINVAL;
	mutex_lock(&class_lock);
	if (class_lookup(cdev->class, cdev->name)) {
		err = -EEXIST;
	} else {
		cdev->events = 0;
		list_add_tail(&cdev->node, &class_devices);
	}
	mutex_unlock(&class_lock);
	return err;
}

void platdev_class_device_del(struct platdev_class_device *cdev)
{
	struct platdev_class_device *pos;

	if (!cdev)
		return;
	mutex_lock(&class_lock);
	list_for_each_entry(pos, &class_devices, node) {
		if (pos == cdev) {
			list_del(&cdev->node);
			break;
		}
	}
	mutex_unlock(&class_lock);
}

struct platdev_class_device *platdev_class_device_find(const char *class,
						       const char *name)
{
	struct platdev_class_device *cdev;

	if (!class)
		return NULL;
	mutex_lock(&class_lock);
	cdev = class_lookup(class, name);
	mutex_unlock(&class_lock);
	return cdev;
}

int platdev_class_device_for_each(const char *class,
				  int (*fn)(struct platdev_class_device *cdev,
					    void *arg),
				  void *arg)
{
	struct platdev_class_device *cdev;
	int ret = 0;

	mutex_lock(&class_lock);
	list_for_each_entry(cdev, &class_devices, node) {
		if (class && strcmp(cdev->class, class))
			continue;
		ret = fn(cdev, arg);
		if (ret)
			break;
	}
	mutex_unlock(&class_lock);
	return ret;
}

void platdev_class_device_event(struct platdev_class_device *cdev,
				const char *fmt, ...)
{
	char text[PLATDEV_CLASS_EVENT_LEN];
	unsigned long flags;
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(text, sizeof(text), fmt, ap);
	va_end(ap);
	spin_lock_irqsave(&class_event_lock, flags);
	memcpy(cdev->event[cdev->events % PLATDEV_CLASS_EVENTS], text,
	       sizeof(text));
	cdev->events++;
	spin_unlock_irqrestore(&class_event_lock, flags);
}

unsigned long platdev_class_device_events(struct platdev_class_device *cdev,
					  char (*buf)[PLATDEV_CLASS_EVENT_LEN],
					  size_t max)
{
	unsigned long count, first, i;
	unsigned long flags;

	spin_lock_irqsave(&class_event_lock, flags);
	count = cdev->events;
	first = count > PLATDEV_CLASS_EVENTS ? count - PLATDEV_CLASS_EVENTS : 0;
	if (count - first > max)
		first = count - max;
	for (i = first; i < count; i++)
		memcpy(buf[i - first], cdev->event[i % PLATDEV_CLASS_EVENTS],
		       PLATDEV_CLASS_EVENT_LEN);
	spin_unlock_irqrestore(&class_event_lock, flags);
	return count;
}
