// SPDX-License-Identifier: MIT
/*
 * pm_clock.c - a device's list of clocks for power management
 * (linux/pm_clock.h).
 *
 * Lists live in one table beside the devices, found by device: only the
 * few devices that make a list pay for it, and struct device stays as it
 * is. The table lock is held only to find, add or drop a list; each list's
 * own mutex covers its entries, and clock calls run under it (they may
 * sleep, as the clock framework's prepare does).
 */
#include <linux/clk.h>
#include <linux/err.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/of.h>
#include <linux/pm_clock.h>
#include <linux/printk.h>
#include <linux/slab.h>
#include <linux/string.h>

enum pm_clk_state {
	PM_CLK_UNUSABLE, /* the clock could not be got or prepared */
	PM_CLK_PREPARED,
	PM_CLK_ENABLED,
};

struct pm_clk_entry {
	struct list_head node;
	char *con_id;
	struct clk *clk;
	enum pm_clk_state state;
};

struct pm_clk_list {
	struct list_head node; /* in pm_clk_lists */
	struct device *dev;
	unsigned int refs;
	struct mutex lock;
	struct list_head clocks;
};

static LIST_HEAD(pm_clk_lists);
static DEFINE_MUTEX(pm_clk_lists_lock);

/* @dev's list, or NULL. Table lock. */
static struct pm_clk_list *find_list_locked(struct device *dev)
{
	struct pm_clk_list *l;

	list_for_each_entry(l, &pm_clk_lists, node)
		if (l->dev == dev)
			return l;
	return NULL;
}

/*
 * @dev's list, or NULL. A list is freed only by pm_clk_destroy(), which the
 * driver calls when it no longer uses the list, so it stays valid here.
 */
static struct pm_clk_list *find_list(struct device *dev)
{
	struct pm_clk_list *l;

	if (!dev)
		return NULL;
	mutex_lock(&pm_clk_lists_lock);
	l = find_list_locked(dev);
	mutex_unlock(&pm_clk_lists_lock);
	return l;
}

/* Take @e's clock and prepare it; a failure leaves the entry unusable. */
static void entry_acquire(struct device *dev, struct pm_clk_entry *e)
{
	if (!e->clk)
		e->clk = clk_get(dev, e->con_id);
	if (IS_ERR(e->clk)) {
		e->state = PM_CLK_UNUSABLE;
		return;
	}
	if (clk_prepare(e->clk)) {
		dev_err(dev, "pm_clk: cannot prepare clock %s\n",
			e->con_id ? e->con_id : "(unnamed)");
		e->state = PM_CLK_UNUSABLE;
		return;
	}
	e->state = PM_CLK_PREPARED;
}

/* Undo entry_acquire() and whatever resume did, then free @e. */
static void entry_release(struct pm_clk_entry *e)
{
	if (e->state == PM_CLK_ENABLED)
		clk_disable(e->clk);
	if (e->state != PM_CLK_UNUSABLE)
		clk_unprepare(e->clk);
	if (!IS_ERR(e->clk))
		clk_put(e->clk);
	kfree(e->con_id);
	kfree(e);
}

bool pm_clk_no_clocks(struct device *dev)
{
	struct pm_clk_list *l = find_list(dev);
	bool empty;

	if (!l)
		return true;
	mutex_lock(&l->lock);
	empty = list_empty(&l->clocks);
	mutex_unlock(&l->lock);
	return empty;
}

/* Move every entry of @l to @out, newest first. */
static void take_entries(struct pm_clk_list *l, struct list_head *out)
{
	struct pm_clk_entry *e, *tmp;

	mutex_lock(&l->lock);
	list_for_each_entry_safe(e, tmp, &l->clocks, node)
		list_move(&e->node, out);
	mutex_unlock(&l->lock);
}

static void release_entries(struct list_head *entries)
{
	struct pm_clk_entry *e, *tmp;

	list_for_each_entry_safe(e, tmp, entries, node) {
		list_del(&e->node);
		entry_release(e);
	}
}

void pm_clk_init(struct device *dev)
{
	struct pm_clk_list *l = find_list(dev);
	LIST_HEAD(gone);

	if (!l)
		return;
	take_entries(l, &gone);
	release_entries(&gone);
}

int pm_clk_create(struct device *dev)
{
	struct pm_clk_list *l, *fresh;

	if (!dev)
		return -EINVAL;
	fresh = kzalloc(sizeof(*fresh), GFP_KERNEL);
	if (!fresh)
		return -ENOMEM;
	mutex_lock(&pm_clk_lists_lock);
	l = find_list_locked(dev);
	if (l) {
		l->refs++;
	} else {
		fresh->dev = dev;
		fresh->refs = 1;
		mutex_init(&fresh->lock);
		INIT_LIST_HEAD(&fresh->clocks);
		list_add_tail(&fresh->node, &pm_clk_lists);
		fresh = NULL;
	}
	mutex_unlock(&pm_clk_lists_lock);
	kfree(fresh);
	return 0;
}

void pm_clk_destroy(struct device *dev)
{
	struct pm_clk_list *l;
	LIST_HEAD(gone);

	if (!dev)
		return;
	mutex_lock(&pm_clk_lists_lock);
	l = find_list_locked(dev);
	if (l && --l->refs == 0)
		list_del(&l->node);
	else
		l = NULL;
	mutex_unlock(&pm_clk_lists_lock);
	if (!l)
		return;
	take_entries(l, &gone);
	release_entries(&gone);
	mutex_destroy(&l->lock);
	kfree(l);
}

static void pm_clk_destroy_action(void *dev)
{
	pm_clk_destroy(dev);
}

int devm_pm_clk_create(struct device *dev)
{
	int ret = pm_clk_create(dev);

	if (ret)
		return ret;
	return devm_add_action_or_reset(dev, pm_clk_destroy_action, dev);
}

/* Add an entry for @con_id (to be got) or for @clk (already got). */
static int add_entry(struct device *dev, const char *con_id, struct clk *clk)
{
	struct pm_clk_list *l = find_list(dev);
	struct pm_clk_entry *e;

	if (!l)
		return -EINVAL;
	e = kzalloc(sizeof(*e), GFP_KERNEL);
	if (!e)
		return -ENOMEM;
	if (con_id) {
		e->con_id = kstrdup(con_id, GFP_KERNEL);
		if (!e->con_id) {
			kfree(e);
			return -ENOMEM;
		}
	}
	e->clk = clk;
	entry_acquire(dev, e);
	mutex_lock(&l->lock);
	list_add_tail(&e->node, &l->clocks);
	mutex_unlock(&l->lock);
	return 0;
}

int pm_clk_add(struct device *dev, const char *con_id)
{
	return add_entry(dev, con_id, NULL);
}

int pm_clk_add_clk(struct device *dev, struct clk *clk)
{
	/* NULL, as in Linux, stands for clk_get(@dev, NULL). */
	if (IS_ERR(clk))
		return -ENOENT;
	return add_entry(dev, NULL, clk);
}

int of_pm_clk_add_clk(struct device *dev, const char *name)
{
	struct clk *clk;
	int ret;

	if (!dev || !dev->of_node || !name)
		return -EINVAL;
	clk = of_clk_get_by_name(dev->of_node, name);
	if (IS_ERR(clk))
		return PTR_ERR(clk);
	ret = pm_clk_add_clk(dev, clk);
	if (ret)
		clk_put(clk);
	return ret;
}

int of_pm_clk_add_clks(struct device *dev)
{
	struct clk *clk;
	int count, i, ret;

	if (!dev || !dev->of_node)
		return -EINVAL;
	count = of_count_phandle_with_args(dev->of_node, "clocks",
					   "#clock-cells");
	if (count <= 0)
		return -ENODEV;
	for (i = 0; i < count; i++) {
		clk = of_clk_get(dev->of_node, i);
		if (IS_ERR(clk)) {
			ret = PTR_ERR(clk);
			goto undo;
		}
		ret = pm_clk_add_clk(dev, clk);
		if (ret) {
			clk_put(clk);
			goto undo;
		}
	}
	return count;
undo:
	/* The entries this call added are the newest @i. */
	while (i--) {
		struct pm_clk_list *l = find_list(dev);
		struct pm_clk_entry *e;

		mutex_lock(&l->lock);
		e = list_last_entry(&l->clocks, struct pm_clk_entry, node);
		list_del(&e->node);
		mutex_unlock(&l->lock);
		entry_release(e);
	}
	return ret;
}

/* Unlink and release the first entry @match accepts. */
static void remove_entry(struct device *dev,
			 bool (*match)(const struct pm_clk_entry *e,
				       const void *key),
			 const void *key)
{
	struct pm_clk_list *l = find_list(dev);
	struct pm_clk_entry *e, *found = NULL;

	if (!l)
		return;
	mutex_lock(&l->lock);
	list_for_each_entry(e, &l->clocks, node) {
		if (match(e, key)) {
			list_del(&e->node);
			found = e;
			break;
		}
	}
	mutex_unlock(&l->lock);
	if (found)
		entry_release(found);
}

static bool match_con_id(const struct pm_clk_entry *e, const void *con_id)
{
	if (!con_id || !e->con_id)
		return !con_id && !e->con_id;
	return !strcmp(e->con_id, con_id);
}

static bool match_clk(const struct pm_clk_entry *e, const void *clk)
{
	return e->clk == clk;
}

void pm_clk_remove(struct device *dev, const char *con_id)
{
	remove_entry(dev, match_con_id, con_id);
}

void pm_clk_remove_clk(struct device *dev, struct clk *clk)
{
	if (clk)
		remove_entry(dev, match_clk, clk);
}

int pm_clk_suspend(struct device *dev)
{
	struct pm_clk_list *l = find_list(dev);
	struct pm_clk_entry *e;

	if (!l)
		return 0;
	mutex_lock(&l->lock);
	list_for_each_entry_reverse(e, &l->clocks, node) {
		if (e->state == PM_CLK_ENABLED) {
			clk_disable(e->clk);
			e->state = PM_CLK_PREPARED;
		}
	}
	mutex_unlock(&l->lock);
	return 0;
}

int pm_clk_resume(struct device *dev)
{
	struct pm_clk_list *l = find_list(dev);
	struct pm_clk_entry *e;
	int ret;

	if (!l)
		return 0;
	mutex_lock(&l->lock);
	list_for_each_entry(e, &l->clocks, node) {
		if (e->state != PM_CLK_PREPARED)
			continue;
		ret = clk_enable(e->clk);
		if (ret)
			dev_err(dev, "pm_clk: cannot enable clock %s: %d\n",
				e->con_id ? e->con_id : "(unnamed)", ret);
		else
			e->state = PM_CLK_ENABLED;
	}
	mutex_unlock(&l->lock);
	return 0;
}

/*
 * The driver's own runtime callback at @off in its dev_pm_ops, unless that
 * is @self (a driver that put USE_PM_CLK_RUNTIME_OPS in its own ops).
 */
static int driver_runtime_cb(struct device *dev, size_t off,
			     int (*self)(struct device *))
{
	const struct device_driver *drv = dev->driver;
	int (*cb)(struct device *);

	if (!drv || !drv->pm)
		return 0;
	cb = *(int (*const *)(struct device *))((const char *)drv->pm + off);
	return cb && cb != self ? cb(dev) : 0;
}

int pm_clk_runtime_suspend(struct device *dev)
{
	int ret;

	ret = driver_runtime_cb(dev,
				offsetof(struct dev_pm_ops, runtime_suspend),
				pm_clk_runtime_suspend);
	if (ret) {
		dev_err(dev, "pm_clk: cannot suspend the device: %d\n", ret);
		return ret;
	}
	return pm_clk_suspend(dev);
}

int pm_clk_runtime_resume(struct device *dev)
{
	int ret = pm_clk_resume(dev);

	if (ret)
		return ret;
	return driver_runtime_cb(dev,
				 offsetof(struct dev_pm_ops, runtime_resume),
				 pm_clk_runtime_resume);
}
