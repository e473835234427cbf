/* SPDX-License-Identifier: MIT */
/*
 * platdev/linux/device_attr.h - a device's sysfs attributes as
 * linux/device.h declares them (struct device_attribute, DEVICE_ATTR*()),
 * split out of it. Kept, never shown: there is no sysfs (linux/sysfs.h).
 */
#ifndef _PLATDEV_LINUX_DEVICE_ATTR_H
#define _PLATDEV_LINUX_DEVICE_ATTR_H

#include <linux/sysfs.h>
#include <linux/types.h>

struct device;

/**
 * struct device_attribute - a device's sysfs file
 * @attr: its name and mode
 * @show: fills a page with its value
 * @store: takes a written value
 */
struct device_attribute {
	struct attribute attr;
	ssize_t (*show)(struct device *dev, struct device_attribute *attr,
			char *buf);
	ssize_t (*store)(struct device *dev, struct device_attribute *attr,
			 const char *buf, size_t count);
};

#define DEVICE_ATTR(_name, _mode, _show, _store)   \
	struct device_attribute dev_attr_##_name = \
		__ATTR(_name, _mode, _show, _store)
#define DEVICE_ATTR_RW(_name) \
	struct device_attribute dev_attr_##_name = __ATTR_RW(_name)
#define DEVICE_ATTR_ADMIN_RW(_name) \
	struct device_attribute dev_attr_##_name = __ATTR_RW_MODE(_name, 0600)
#define DEVICE_ATTR_RO(_name) \
	struct device_attribute dev_attr_##_name = __ATTR_RO(_name)
#define DEVICE_ATTR_ADMIN_RO(_name) \
	struct device_attribute dev_attr_##_name = __ATTR_RO_MODE(_name, 0400)
#define DEVICE_ATTR_WO(_name) \
	struct device_attribute dev_attr_##_name = __ATTR_WO(_name)

#endif /* _PLATDEV_LINUX_DEVICE_ATTR_H */
