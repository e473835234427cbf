// SPDX-License-Identifier: MIT
/*
 * sysfs.c - attributes without a file system (linux/sysfs.h): a side
 * table of which groups and single attributes each kobject (a device's
 * &dev->kobj) or driver has, and the reads and writes of platdev/sysfs.h
 * that call their show() and store().
 *
 * struct device and struct device_driver do not grow: the table is keyed
 * by the owner's address. The driver core reaches this file through weak
 * references (dd.c, driver.c, core.c), so a program that never uses
 * attributes links none of it. Without PLATDEV_FEAT_SYSFS, adding and
 * removing attributes succeeds and keeps nothing (Linux without
 * CONFIG_SYSFS), and reading or writing one is refused.
 */
#include <linux/device.h>
#include <linux/errno.h>
#include <linux/gfp.h>
#include <linux/mm.h>
#include <linux/mutex.h>
#include <linux/slab.h>
#include <linux/sprintf.h>
#include <linux/string.h>
#include <linux/sysfs.h>
#include <platdev/sysfs.h>

#include "base/base.h"

/*
 * One group or one single attribute of an owner. @owner is a kobject (of a
 * device) or, when @is_driver, a struct device_driver.
 */
struct attr_entry {
	struct list_head node;
	const void *owner;
	const struct attribute_group *grp;
	const struct attribute *attr;
	bool is_driver;
};

static DEFINE_MUTEX(sysfs_lock);
static LIST_HEAD(sysfs_entries);

/* The mode @attr (number @i of @e) shows with; 0 when hidden. */
static umode_t entry_mode(const struct attr_entry *e, struct attribute *attr,
			  int i)
{
	if (e->grp && e->grp->is_visible && !e->is_driver)
		return e->grp->is_visible((struct kobject *)e->owner, attr, i);
	return attr->mode;
}

/* Each visible attribute of @e: @fn(ctx, e, attr, mode); stops at non-0. */
static int entry_walk(const struct attr_entry *e,
		      int (*fn)(void *ctx, const struct attr_entry *e,
				struct attribute *attr, umode_t mode),
		      void *ctx)
{
	int i, ret;

	if (!e->grp)
		return fn(ctx, e, (struct attribute *)e->attr, e->attr->mode);
	for (i = 0; e->grp->attrs && e->grp->attrs[i]; i++) {
		umode_t mode = entry_mode(e, e->grp->attrs[i], i);

		if (!mode)
			continue;
		ret = fn(ctx, e, e->grp->attrs[i], mode);
		if (ret)
			return ret;
	}
	return 0;
}

/* Whether @path names @attr of @e ("name" or "group/name"). */
static bool path_is(const struct attr_entry *e, const struct attribute *attr,
		    const char *path)
{
	const char *dir = e->grp ? e->grp->name : NULL;

	if (dir) {
		size_t n = strlen(dir);

		if (strncmp(path, dir, n) || path[n] != '/')
			return false;
		path += n + 1;
	}
	return !strcmp(path, attr->name);
}

struct find {
	const char *path;
	struct attribute *attr;
	umode_t mode;
	const struct attr_entry *e;
};

static int find_one(void *ctx, const struct attr_entry *e,
		    struct attribute *attr, umode_t mode)
{
	struct find *f = ctx;

	if (!path_is(e, attr, f->path))
		return 0;
	f->attr = attr;
	f->mode = mode;
	f->e = e;
	return 1;
}

/* Whether an attribute of @owner answers to @path. Lock held. */
static bool find_locked(const void *owner, bool is_driver, struct find *f)
{
	struct attr_entry *e;

	list_for_each_entry(e, &sysfs_entries, node)
		if (e->owner == owner && e->is_driver == is_driver &&
		    entry_walk(e, find_one, f))
			return true;
	return false;
}

/* A name @new's attribute would take from another of the same owner. */
static int clash_one(void *ctx, const struct attr_entry *e,
		     struct attribute *attr, umode_t mode)
{
	struct attr_entry *new = ctx;
	struct attr_entry *old;

	(void)e;
	(void)mode;
	list_for_each_entry(old, &sysfs_entries, node) {
		struct find f = { .path = attr->name };
		const char *dir = new->grp ? new->grp->name : NULL;
		const char *odir = old->grp ? old->grp->name : NULL;

		if (old->owner != new->owner ||
		    old->is_driver != new->is_driver)
			continue;
		if (old->grp && old->grp == new->grp)
			return -EEXIST;
		if ((dir || odir) && (!dir || !odir || strcmp(dir, odir)))
			continue;
		if (entry_walk(old, find_one, &f))
			return -EEXIST;
	}
	return 0;
}

static int add(const void *owner, bool is_driver,
	       const struct attribute_group *grp, const struct attribute *attr)
{
	struct attr_entry *e;
	int ret;

	if (!owner || (!grp && !attr))
		return -EINVAL;
	if (grp && !grp->attrs && !grp->bin_attrs) {
		pr_warn("sysfs: group %s has no attributes\n",
			grp->name ? grp->name : "(unnamed)");
		return -EINVAL;
	}
	if (!platdev_has(PLATDEV_FEAT_SYSFS))
		return 0;
	e = kzalloc(sizeof(*e), GFP_KERNEL);
	if (!e)
		return -ENOMEM;
	e->owner = owner;
	e->grp = grp;
	e->attr = attr;
	e->is_driver = is_driver;
	mutex_lock(&sysfs_lock);
	ret = entry_walk(e, clash_one, e);
	if (!ret)
		list_add_tail(&e->node, &sysfs_entries);
	mutex_unlock(&sysfs_lock);
	if (ret) {
		pr_warn("sysfs: cannot create duplicate attribute in %s\n",
			grp && grp->name ? grp->name :
			attr		 ? attr->name :
					   "(group)");
		kfree(e);
	}
	return ret;
}

static void del(const void *owner, bool is_driver,
		const struct attribute_group *grp, const struct attribute *attr)
{
	struct attr_entry *e, *tmp;

	mutex_lock(&sysfs_lock);
	list_for_each_entry_safe(e, tmp, &sysfs_entries, node)
		if (e->owner == owner && e->is_driver == is_driver &&
		    e->grp == grp && e->attr == attr) {
			list_del(&e->node);
			kfree(e);
			break;
		}
	mutex_unlock(&sysfs_lock);
}

int sysfs_create_group(struct kobject *kobj, const struct attribute_group *grp)
{
	return grp ? add(kobj, false, grp, NULL) : -EINVAL;
}

void sysfs_remove_group(struct kobject *kobj, const struct attribute_group *grp)
{
	if (kobj && grp)
		del(kobj, false, grp, NULL);
}

int sysfs_create_groups(struct kobject *kobj,
			const struct attribute_group **groups)
{
	int i, ret;

	for (i = 0; groups && groups[i]; i++) {
		ret = sysfs_create_group(kobj, groups[i]);
		if (ret) {
			while (--i >= 0)
				sysfs_remove_group(kobj, groups[i]);
			return ret;
		}
	}
	return 0;
}

void sysfs_remove_groups(struct kobject *kobj,
			 const struct attribute_group **groups)
{
	int i;

	for (i = 0; groups && groups[i]; i++)
		sysfs_remove_group(kobj, groups[i]);
}

int sysfs_create_file(struct kobject *kobj, const struct attribute *attr)
{
	return attr ? add(kobj, false, NULL, attr) : -EINVAL;
}

void sysfs_remove_file(struct kobject *kobj, const struct attribute *attr)
{
	if (kobj && attr)
		del(kobj, false, NULL, attr);
}

int device_create_file(struct device *dev, const struct device_attribute *attr)
{
	return dev && attr ? sysfs_create_file(&dev->kobj, &attr->attr) :
			     -EINVAL;
}

void device_remove_file(struct device *dev, const struct device_attribute *attr)
{
	if (dev && attr)
		sysfs_remove_file(&dev->kobj, &attr->attr);
}

int device_add_group(struct device *dev, const struct attribute_group *grp)
{
	return dev ? sysfs_create_group(&dev->kobj, grp) : -EINVAL;
}

void device_remove_group(struct device *dev, const struct attribute_group *grp)
{
	if (dev)
		sysfs_remove_group(&dev->kobj, grp);
}

int device_add_groups(struct device *dev, const struct attribute_group **groups)
{
	return dev ? sysfs_create_groups(&dev->kobj, groups) : -EINVAL;
}

void device_remove_groups(struct device *dev,
			  const struct attribute_group **groups)
{
	if (dev)
		sysfs_remove_groups(&dev->kobj, groups);
}

int driver_create_file(const struct device_driver *driver,
		       const struct driver_attribute *attr)
{
	return driver && attr ? add(driver, true, NULL, &attr->attr) : -EINVAL;
}

void driver_remove_file(const struct device_driver *driver,
			const struct driver_attribute *attr)
{
	if (driver && attr)
		del(driver, true, NULL, &attr->attr);
}

/* The driver core's part: a driver's own groups at registration. */
int platdev_sysfs_driver_groups(struct device_driver *drv, bool add_them)
{
	int i, ret;

	for (i = 0; drv->groups && drv->groups[i]; i++) {
		if (!add_them) {
			del(drv, true, drv->groups[i], NULL);
			continue;
		}
		ret = add(drv, true, drv->groups[i], NULL);
		if (ret) {
			while (--i >= 0)
				del(drv, true, drv->groups[i], NULL);
			return ret;
		}
	}
	return 0;
}

/* What is left of @dev's attributes when it is deleted goes with it. */
void platdev_sysfs_forget(struct device *dev)
{
	struct attr_entry *e, *tmp;

	mutex_lock(&sysfs_lock);
	list_for_each_entry_safe(e, tmp, &sysfs_entries, node)
		if (!e->is_driver && e->owner == &dev->kobj) {
			list_del(&e->node);
			kfree(e);
		}
	mutex_unlock(&sysfs_lock);
}

/* ---- devres ---- */

struct devm_groups {
	const struct attribute_group *grp; /* one group, or */
	const struct attribute_group **groups; /* several */
};

static void devm_groups_release(struct device *dev, void *res)
{
	struct devm_groups *d = res;

	if (d->grp)
		device_remove_group(dev, d->grp);
	else
		device_remove_groups(dev, d->groups);
}

static int devm_add(struct device *dev, const struct attribute_group *grp,
		    const struct attribute_group **groups)
{
	struct devm_groups *d;
	int ret;

	if (!platdev_has(PLATDEV_FEAT_SYSFS))
		return 0;
	d = devres_alloc(devm_groups_release, sizeof(*d), GFP_KERNEL);
	if (!d)
		return -ENOMEM;
	ret = grp ? device_add_group(dev, grp) : device_add_groups(dev, groups);
	if (ret) {
		devres_free(d);
		return ret;
	}
	d->grp = grp;
	d->groups = groups;
	devres_add(dev, d);
	return 0;
}

int devm_device_add_group(struct device *dev, const struct attribute_group *grp)
{
	return grp ? devm_add(dev, grp, NULL) : -EINVAL;
}

int devm_device_add_groups(struct device *dev,
			   const struct attribute_group **groups)
{
	return groups ? devm_add(dev, NULL, groups) : -EINVAL;
}

/* ---- reading and writing (platdev/sysfs.h) ---- */

struct walk_ctx {
	const void *owner;
	int (*fn)(void *ctx, const char *path, umode_t mode);
	void *ctx;
	char path[128];
};

static int walk_one(void *ctx, const struct attr_entry *e,
		    struct attribute *attr, umode_t mode)
{
	struct walk_ctx *w = ctx;

	if (e->grp && e->grp->name)
		snprintf(w->path, sizeof(w->path), "%s/%s", e->grp->name,
			 attr->name);
	else
		snprintf(w->path, sizeof(w->path), "%s", attr->name);
	return w->fn(w->ctx, w->path, mode);
}

int platdev_dev_attr_for_each(struct device *dev,
			      int (*fn)(void *ctx, const char *path,
					umode_t mode),
			      void *ctx)
{
	struct walk_ctx w = { .fn = fn, .ctx = ctx };
	struct attr_entry *e;
	int ret = 0;

	if (!platdev_has(PLATDEV_FEAT_SYSFS)) {
		not_in_profile(dev, __func__, "sysfs");
		return -EOPNOTSUPP;
	}
	mutex_lock(&sysfs_lock);
	list_for_each_entry(e, &sysfs_entries, node) {
		if (e->is_driver || e->owner != &dev->kobj)
			continue;
		ret = entry_walk(e, walk_one, &w);
		if (ret)
			break;
	}
	mutex_unlock(&sysfs_lock);
	return ret;
}

/*
 * Call show() (@value NULL) or store() of attribute @path of @owner. The
 * table lock is held across the call, so the attribute cannot go while
 * it runs; show() and store() must not add or remove attributes.
 */
static ssize_t access(const char *fn, const void *owner, bool is_driver,
		      const char *path, char *out, size_t size,
		      const char *value)
{
	struct find f = { .path = path };
	char *page;
	ssize_t ret;

	if (!platdev_has(PLATDEV_FEAT_SYSFS)) {
		not_in_profile(NULL, fn, "sysfs");
		return -EOPNOTSUPP;
	}
	if (!owner || !path)
		return -EINVAL;
	if (value && strlen(value) >= PAGE_SIZE)
		return -EINVAL;
	page = (char *)get_zeroed_page(GFP_KERNEL);
	if (!page)
		return -ENOMEM;
	mutex_lock(&sysfs_lock);
	if (!find_locked(owner, is_driver, &f)) {
		ret = -ENOENT;
	} else if (!(f.mode & (value ? 0222 : 0444))) {
		ret = -EACCES;
	} else if (is_driver) {
		struct driver_attribute *da =
			container_of(f.attr, struct driver_attribute, attr);
		struct device_driver *drv = (struct device_driver *)owner;

		if (value)
			ret = da->store ? da->store(drv, strcpy(page, value),
						    strlen(value)) :
					  -EACCES;
		else
			ret = da->show ? da->show(drv, page) : -EACCES;
	} else {
		struct device_attribute *da =
			container_of(f.attr, struct device_attribute, attr);
		struct device *dev = kobj_to_dev((struct kobject *)owner);

		if (value)
			ret = da->store ?
				      da->store(dev, da, strcpy(page, value),
						strlen(value)) :
				      -EACCES;
		else
			ret = da->show ? da->show(dev, da, page) : -EACCES;
	}
	mutex_unlock(&sysfs_lock);
	if (!value && ret >= 0 && size) {
		size_t n = min_t(size_t, (size_t)ret, size - 1);

		memcpy(out, page, n);
		out[n] = '\0';
	}
	free_page((unsigned long)page);
	return ret;
}

ssize_t platdev_dev_attr_read(struct device *dev, const char *path, char *buf,
			      size_t size)
{
	return access(__func__, dev ? &dev->kobj : NULL, false, path, buf, size,
		      NULL);
}

ssize_t platdev_dev_attr_write(struct device *dev, const char *path,
			       const char *value)
{
	return access(__func__, dev ? &dev->kobj : NULL, false, path, NULL, 0,
		      value);
}

ssize_t platdev_driver_attr_read(struct device_driver *drv, const char *path,
				 char *buf, size_t size)
{
	return access(__func__, drv, true, path, buf, size, NULL);
}

ssize_t platdev_driver_attr_write(struct device_driver *drv, const char *path,
				  const char *value)
{
	return access(__func__, drv, true, path, NULL, 0, value);
}
