/* SPDX-License-Identifier: MIT */
/*
 * linux/kobject.h - kernel objects, as far as platform drivers use them:
 * the kobject a device has (&dev->kobj) to hang attributes on
 * (linux/sysfs.h), and kobj_attribute.
 *
 * A kobject here holds only its name: a device's reference counting lives
 * in struct device itself, its kobject shares init_name's storage, and its
 * attributes are in a side table keyed by &dev->kobj. So struct device
 * does not grow, and kobj_to_dev() finds the device back.
 */
#ifndef _PLATDEV_LINUX_KOBJECT_H
#define _PLATDEV_LINUX_KOBJECT_H

#include <linux/atomic.h>
#include <linux/compiler.h>
#include <linux/container_of.h>
#include <linux/kref.h>
#include <linux/list.h>
#include <linux/spinlock.h>
#include <linux/sysfs.h>
#include <linux/types.h>
#include <linux/wait.h>
#include <linux/workqueue.h>

/**
 * struct kobject - what drivers read of a kernel object: its name. A
 * device's (struct device.kobj) is its current name, kept by the driver
 * core; &dev->kobj names the device to the attribute calls of
 * linux/sysfs.h.
 */
struct kobject {
	const char *name;
};

/**
 * struct kobj_attribute - an attribute of a plain kobject
 * @attr: the attribute
 * @show: formats its value (see sysfs_emit())
 * @store: takes a new value; returns the bytes used or an error
 */
struct kobj_attribute {
	struct attribute attr;
	ssize_t (*show)(struct kobject *kobj, struct kobj_attribute *attr,
			char *buf);
	ssize_t (*store)(struct kobject *kobj, struct kobj_attribute *attr,
			 const char *buf, size_t count);
};

/* The uevents a driver may announce; nothing listens here. */
enum kobject_action {
	KOBJ_ADD,
	KOBJ_REMOVE,
	KOBJ_CHANGE,
	KOBJ_MOVE,
	KOBJ_ONLINE,
	KOBJ_OFFLINE,
	KOBJ_BIND,
	KOBJ_UNBIND,
};

static inline int kobject_uevent(struct kobject *kobj,
				 enum kobject_action action)
{
	(void)kobj;
	(void)action;
	return 0;
}

static inline int kobject_uevent_env(struct kobject *kobj,
				     enum kobject_action action, char *envp[])
{
	(void)kobj;
	(void)action;
	(void)envp;
	return 0;
}

#endif /* _PLATDEV_LINUX_KOBJECT_H */
