/* SPDX-License-Identifier: MIT */
/*
 * platdev/sysfs.h - what user space does with /sys/devices/.../attr: list
 * a device's attributes (those its driver or its dev_groups added), read
 * one (its show()) and write one (its store()).
 *
 * An attribute is named by its file name, or "group/name" for a named
 * group, as its path under the device's directory.
 */
#ifndef _PLATDEV_SYSFS_H
#define _PLATDEV_SYSFS_H

#include <linux/types.h>

struct device;
struct device_driver;

/**
 * platdev_dev_attr_for_each() - call @fn for each visible attribute of @dev
 * @dev: the device
 * @fn: gets @ctx, the attribute's path and its mode; a non-zero return
 *      stops the walk and is returned
 * @ctx: for @fn
 *
 * Attributes come in the order they were added. @fn must not add or
 * remove attributes.
 *
 * Return: 0, or what @fn returned; -EOPNOTSUPP (with a log line) in a
 * profile without PLATDEV_FEAT_SYSFS, and for the calls below too.
 */
int platdev_dev_attr_for_each(struct device *dev,
			      int (*fn)(void *ctx, const char *path,
					umode_t mode),
			      void *ctx);

/**
 * platdev_dev_attr_read() - read attribute @path of @dev, as read(2) of it
 * @buf: gets the value, cut to @size - 1 bytes and NUL-terminated
 *
 * Return: the value's length (before cutting); -ENOENT when @dev has no
 * such attribute, -EACCES when it is not readable (mode or no show()),
 * -ENOMEM, or show()'s error.
 */
ssize_t platdev_dev_attr_read(struct device *dev, const char *path, char *buf,
			      size_t size);

/**
 * platdev_dev_attr_write() - write @value to attribute @path of @dev
 *
 * Return: store()'s result (the bytes used, or an error); -ENOENT, -EACCES
 * (not writable), -EINVAL for a value of PAGE_SIZE bytes or more.
 */
ssize_t platdev_dev_attr_write(struct device *dev, const char *path,
			       const char *value);

/** platdev_driver_attr_read() - the same for an attribute of @drv */
ssize_t platdev_driver_attr_read(struct device_driver *drv, const char *path,
				 char *buf, size_t size);

/** platdev_driver_attr_write() - the same for an attribute of @drv */
ssize_t platdev_driver_attr_write(struct device_driver *drv, const char *path,
				  const char *value);

#endif /* _PLATDEV_SYSFS_H */
