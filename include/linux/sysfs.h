/* SPDX-License-Identifier: MIT */
/*
 * linux/sysfs.h - sysfs attributes as drivers declare them: struct
 * attribute and attribute_group, __ATTR*() and ATTRIBUTE_GROUPS(). There
 * is no sysfs here: the groups a driver hangs on its driver or device
 * (.dev_groups, ...) are kept and never shown, so their show and store
 * callbacks are compiled, linked and not called. Show buffers are a page
 * (PAGE_SIZE, from linux/mm.h, included).
 */
#ifndef _PLATDEV_LINUX_SYSFS_H
#define _PLATDEV_LINUX_SYSFS_H

#include <stdarg.h>

#include <linux/compiler.h>
#include <linux/mm.h>
#include <linux/sprintf.h>
#include <linux/stat.h>
#include <linux/stringify.h>
#include <linux/types.h>

struct kobject;

/**
 * struct attribute - a sysfs file
 * @name: its name
 * @mode: its permissions (S_IRUGO, 0644, ...)
 */
struct attribute {
	const char *name;
	umode_t mode;
};

/**
 * struct attribute_group - sysfs files together
 * @name: a subdirectory for them, or NULL
 * @is_visible: which of @attrs to show, and how
 * @attrs: NULL-terminated
 */
struct attribute_group {
	const char *name;
	umode_t (*is_visible)(struct kobject *kobj, struct attribute *attr,
			      int n);
	struct attribute **attrs;
};

#define __ATTR(_name, _mode, _show, _store)                              \
	{                                                                \
		.attr = { .name = __stringify(_name), .mode = (_mode) }, \
		.show = _show, .store = _store,                          \
	}
#define __ATTR_RO(_name) __ATTR(_name, 0444, _name##_show, NULL)
#define __ATTR_RO_MODE(_name, _mode) __ATTR(_name, _mode, _name##_show, NULL)
#define __ATTR_WO(_name) __ATTR(_name, 0200, NULL, _name##_store)
#define __ATTR_RW(_name) __ATTR(_name, 0644, _name##_show, _name##_store)
#define __ATTR_RW_MODE(_name, _mode) \
	__ATTR(_name, _mode, _name##_show, _name##_store)
#define __ATTR_NULL                     \
	{                               \
		.attr = {.name = NULL } \
	}

/* A NULL-terminated list @_name##_attrs as the group @_name##_group. */
#define ATTRIBUTE_GROUPS(_name)                                   \
	static const struct attribute_group _name##_group = {     \
		.attrs = _name##_attrs,                           \
	};                                                        \
	static const struct attribute_group *_name##_groups[] = { \
		&_name##_group,                                   \
		NULL,                                             \
	}

/**
 * sysfs_emit() - format a show callback's value into its page @buf
 * Return: the characters written (at most PAGE_SIZE - 1).
 */
static inline __printf(2, 3) int sysfs_emit(char *buf, const char *fmt, ...)
{
	va_list args;
	int len;

	va_start(args, fmt);
	len = vscnprintf(buf, PAGE_SIZE, fmt, args);
	va_end(args);
	return len;
}

/**
 * sysfs_emit_at() - the same at offset @at of the page
 * Return: the characters written; 0 for an @at outside the page.
 */
static inline __printf(3, 4) int sysfs_emit_at(char *buf, int at,
					       const char *fmt, ...)
{
	va_list args;
	int len;

	if (at < 0 || at >= (int)PAGE_SIZE)
		return 0;
	va_start(args, fmt);
	len = vscnprintf(buf + at, PAGE_SIZE - (size_t)at, fmt, args);
	va_end(args);
	return len;
}

#endif /* _PLATDEV_LINUX_SYSFS_H */
