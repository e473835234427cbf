/* SPDX-License-Identifier: MIT */
/*
 * linux/sysfs.h - attributes: named values a driver shows and stores, as
 * Linux's files under /sys. There is no file system here: the library
 * records which attributes (and groups of them) each kobject has in a side
 * table, and a program reads and writes a device's attributes with
 * platdev/sysfs.h, as user space reads /sys/devices/.../attr.
 *
 * A struct kobject here holds only a name (see linux/kobject.h): a
 * device's &dev->kobj names the device.
 */
#ifndef _PLATDEV_LINUX_SYSFS_H
#define _PLATDEV_LINUX_SYSFS_H

#include <linux/build_bug.h>
#include <linux/compiler.h>
#include <linux/errno.h>
#include <linux/idr.h> /* as Linux's sysfs.h reaches it through kernfs.h */
#include <linux/list.h>
#include <linux/mm.h> /* PAGE_SIZE, the size of a show() buffer */
#include <linux/stat.h>
#include <linux/stddef.h>
#include <linux/stringify.h>
#include <linux/string.h>
#include <linux/types.h>

/*
 * loff_t: the C library's where it has one (glibc with its default
 * features), else Linux's long long.
 */
#include <sys/types.h>
#if !(defined(__GLIBC__) && defined(__USE_MISC)) && !defined(_PLATDEV_LOFF_T)
#define _PLATDEV_LOFF_T
typedef long long loff_t;
#endif

struct kobject;
struct file;
struct vm_area_struct;

/**
 * struct attribute - one attribute
 * @name: its file name
 * @mode: its permissions (0444 readable, 0200 writable, ...)
 */
struct attribute {
	const char *name;
	umode_t mode;
};

struct bin_attribute {
	struct attribute attr;
	size_t size;
	void *private;
	ssize_t (*read)(struct file *filp, struct kobject *kobj,
			struct bin_attribute *attr, char *buf, loff_t off,
			size_t count);
	ssize_t (*write)(struct file *filp, struct kobject *kobj,
			 struct bin_attribute *attr, char *buf, loff_t off,
			 size_t count);
};

/**
 * struct attribute_group - attributes created and removed together
 * @name: a subdirectory for them, or NULL
 * @is_visible: the mode an attribute gets (0 hides it), or NULL for each
 *              attribute's own
 * @is_bin_visible: the same for @bin_attrs
 * @attrs: NULL-terminated attributes
 * @bin_attrs: NULL-terminated binary attributes (recorded, not readable
 *             through platdev/sysfs.h)
 */
struct attribute_group {
	const char *name;
	umode_t (*is_visible)(struct kobject *kobj, struct attribute *attr,
			      int n);
	umode_t (*is_bin_visible)(struct kobject *kobj,
				  struct bin_attribute *attr, int n);
	struct attribute **attrs;
	struct bin_attribute **bin_attrs;
};

/*
 * Permissions are checked at compile time as Linux does: octal, no one may
 * write what its owner cannot, others may not write.
 */
#define VERIFY_OCTAL_PERMISSIONS(perms)                                       \
	(BUILD_BUG_ON_ZERO((perms) < 0) + BUILD_BUG_ON_ZERO((perms) > 0777) + \
	 BUILD_BUG_ON_ZERO((((perms) >> 6) & 4) < (((perms) >> 3) & 4)) +     \
	 BUILD_BUG_ON_ZERO((((perms) >> 3) & 4) < ((perms)&4)) +              \
	 BUILD_BUG_ON_ZERO((((perms) >> 6) & 2) < (((perms) >> 3) & 2)) +     \
	 BUILD_BUG_ON_ZERO((perms)&2) + (perms))

#define __ATTR(_name, _mode, _show, _store)                          \
	{                                                            \
		.attr = { .name = __stringify(_name),                \
			  .mode = VERIFY_OCTAL_PERMISSIONS(_mode) }, \
		.show = _show, .store = _store,                      \
	}

#define __ATTR_PREALLOC(_name, _mode, _show, _store) \
	__ATTR(_name, _mode, _show, _store)

#define __ATTR_RO_MODE(_name, _mode)                                 \
	{                                                            \
		.attr = { .name = __stringify(_name),                \
			  .mode = VERIFY_OCTAL_PERMISSIONS(_mode) }, \
		.show = _name##_show,                                \
	}

#define __ATTR_RO(_name)                                              \
	{                                                             \
		.attr = { .name = __stringify(_name), .mode = 0444 }, \
		.show = _name##_show,                                 \
	}

#define __ATTR_RW_MODE(_name, _mode)                                 \
	{                                                            \
		.attr = { .name = __stringify(_name),                \
			  .mode = VERIFY_OCTAL_PERMISSIONS(_mode) }, \
		.show = _name##_show, .store = _name##_store,        \
	}

#define __ATTR_WO(_name)                                              \
	{                                                             \
		.attr = { .name = __stringify(_name), .mode = 0200 }, \
		.store = _name##_store,                               \
	}

#define __ATTR_RW(_name) __ATTR(_name, 0644, _name##_show, _name##_store)

#define __ATTR_NULL                   \
	{                             \
		.attr = {             \
			.name = NULL, \
		}                     \
	}

/* name##_groups[]: the group name##_group of the attributes name##_attrs. */
#define __ATTRIBUTE_GROUPS(_name)                                 \
	static const struct attribute_group *_name##_groups[] = { \
		&_name##_group,                                   \
		NULL,                                             \
	}

#define ATTRIBUTE_GROUPS(_name)                               \
	static const struct attribute_group _name##_group = { \
		.attrs = _name##_attrs,                       \
	};                                                    \
	__ATTRIBUTE_GROUPS(_name)

#define BIN_ATTRIBUTE_GROUPS(_name)                           \
	static const struct attribute_group _name##_group = { \
		.bin_attrs = _name##_attrs,                   \
	};                                                    \
	__ATTRIBUTE_GROUPS(_name)

/**
 * sysfs_create_group() - give @kobj the attributes of @grp
 * Return: 0; -EINVAL for no @kobj, no @grp or a group without attributes;
 * -EEXIST when @grp (or one of its attributes by name, in the same
 * directory) is there already; -ENOMEM. On error nothing is added.
 */
int sysfs_create_group(struct kobject *kobj, const struct attribute_group *grp);

/**
 * sysfs_create_groups() - sysfs_create_group() of each group of the
 * NULL-terminated @groups (NULL: none)
 * Return: 0, or the first error (the groups added before it are removed).
 */
int sysfs_create_groups(struct kobject *kobj,
			const struct attribute_group **groups);

/** sysfs_remove_group() - undo sysfs_create_group(); absent: no-op */
void sysfs_remove_group(struct kobject *kobj,
			const struct attribute_group *grp);

/** sysfs_remove_groups() - sysfs_remove_group() of each of @groups */
void sysfs_remove_groups(struct kobject *kobj,
			 const struct attribute_group **groups);

/**
 * sysfs_create_file() - give @kobj the one attribute @attr
 * Return: as sysfs_create_group().
 */
int sysfs_create_file(struct kobject *kobj, const struct attribute *attr);

/** sysfs_remove_file() - undo sysfs_create_file(); absent: no-op */
void sysfs_remove_file(struct kobject *kobj, const struct attribute *attr);

/**
 * sysfs_emit() - format into a show() buffer (a page, PAGE_SIZE bytes)
 * @buf: the buffer a show() callback got; must be page-aligned
 *
 * Return: the bytes written (the output is cut at PAGE_SIZE - 1), 0 with a
 * warning for a buffer that is not a show() buffer.
 */
int sysfs_emit(char *buf, const char *fmt, ...) __printf(2, 3);

/**
 * sysfs_emit_at() - sysfs_emit() at offset @at of the page
 * Return: the bytes written; 0 with a warning for a bad buffer or offset.
 */
int sysfs_emit_at(char *buf, int at, const char *fmt, ...) __printf(3, 4);

/* Change notifications go nowhere: there is no poll() on a file here. */
static inline void sysfs_notify(struct kobject *kobj, const char *dir,
				const char *attr)
{
	(void)kobj;
	(void)dir;
	(void)attr;
}

#define sysfs_attr_init(attr) ((void)(attr))
#define sysfs_bin_attr_init(bin_attr) ((void)(bin_attr))

#endif /* _PLATDEV_LINUX_SYSFS_H */
