/* SPDX-License-Identifier: MIT */
/*
 * linux/module.h - module metadata, accepted and discarded, and THIS_MODULE.
 *
 * Each translation unit is one "module": THIS_MODULE points at its private
 * struct module, which records whether its module_init() succeeded.
 */
#ifndef _PLATDEV_LINUX_MODULE_H
#define _PLATDEV_LINUX_MODULE_H

#include <linux/export.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/moduleparam.h>

/* @x, expanded, as a string (module parameter and alias names use it). */
#define __MODULE_STRING(x) __stringify(x)

#define __platdev_module_info(tag) _Static_assert(1, tag)
#define MODULE_LICENSE(s) __platdev_module_info("license")
#define MODULE_AUTHOR(s) __platdev_module_info("author")
#define MODULE_DESCRIPTION(s) __platdev_module_info("description")
#define MODULE_ALIAS(s) __platdev_module_info("alias")
#define MODULE_VERSION(s) __platdev_module_info("version")
#define MODULE_SOFTDEP(s) __platdev_module_info("softdep")
#define MODULE_FIRMWARE(s) __platdev_module_info("firmware")
#define MODULE_IMPORT_NS(s) __platdev_module_info("import_ns")
#define MODULE_DEVICE_TABLE(type, name) __platdev_module_info(#name)
#define MODULE_INFO(tag, info) __platdev_module_info(#tag)
#define MODULE_ALIAS_CHARDEV(major, minor) __platdev_module_info("alias")
#define MODULE_ALIAS_CHARDEV_MAJOR(major) __platdev_module_info("alias")
#define MODULE_ALIAS_FS(name) __platdev_module_info("alias")
#define MODULE_ALIAS_CRYPTO(name) __platdev_module_info("alias")
#define MODULE_ALIAS_MISCDEV(minor) __platdev_module_info("alias")
#define MODULE_WEAKDEP(name) __platdev_module_info("weakdep")

static inline int try_module_get(struct module *mod)
{
	(void)mod;
	return 1;
}

static inline void module_put(struct module *mod)
{
	(void)mod;
}

static inline void __module_get(struct module *mod)
{
	(void)mod;
}

/** module_is_live() - whether @mod's module_init() ran and succeeded */
static inline bool module_is_live(struct module *mod)
{
	return mod->live;
}

#endif /* _PLATDEV_LINUX_MODULE_H */
