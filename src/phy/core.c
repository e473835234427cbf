// SPDX-License-Identifier: MIT
/*
 * core.c - the generic PHY framework (linux/phy/phy.h): PHYs and their
 * providers, consumers' handles from "phys", and the counted calls.
 */
#include <linux/bug.h>
#include <linux/debugfs.h>
#include <linux/idr.h>
#include <linux/of.h>
#include <linux/phy/phy.h>
#include <linux/pm_runtime.h>
#include <linux/printk.h>
#include <linux/slab.h>
#include <platdev/bind.h>
#include <platdev/features.h>
#include <platdev/port.h>

static DEFINE_MUTEX(phy_provider_mutex);
static LIST_HEAD(phy_provider_list);
/* Every PHY, for of_phy_simple_xlate(), which runs under the above. */
static DEFINE_MUTEX(phy_list_mutex);
static LIST_HEAD(phy_list);
static DEFINE_IDA(phy_ida);
/* phy_create_lookup()'s entries, under phy_provider_mutex. */
static LIST_HEAD(phy_lookup_list);

struct phy_lookup {
	struct list_head node;
	const char *dev_id;
	const char *con_id;
	struct phy *phy;
};

/* ---- the counted calls ---- */

/* Resume @phy's device around a call, when its runtime PM is on. */
static int rpm_get(struct phy *phy)
{
	int ret;

	if (!pm_runtime_enabled(&phy->dev))
		return 0;
	ret = pm_runtime_get_sync(&phy->dev);
	if (ret < 0) {
		pm_runtime_put_noidle(&phy->dev);
		return ret;
	}
	return 0;
}

static void rpm_put(struct phy *phy)
{
	if (pm_runtime_enabled(&phy->dev))
		pm_runtime_put(&phy->dev);
}

/* What a counted call does with the runtime-PM reference of a PHY. */
enum phy_rpm {
	PHY_RPM_AROUND, /* resumed for the call only (init, exit) */
	PHY_RPM_HOLD, /* resumed, and kept while the count holds (power on) */
	PHY_RPM_RELEASE, /* the count's reference given back (power off) */
};

/*
 * Count one call of @phy up (@step 1) or down (@step -1) in @count (its
 * init_count or power_count), under its mutex, calling @op (if any) on the
 * edge between 0 and 1: before counting up from 0, or before counting down
 * from 1. A negative return of @op leaves the count as it was and is
 * logged with @what; counting down from 0 does nothing. Return: what @op
 * returned (0 when not called), or the error of resuming.
 */
static int phy_count_call(struct phy *phy, int *count, int step,
			  int (*op)(struct phy *phy), enum phy_rpm rpm,
			  const char *what)
{
	bool counted = false;
	int ret = 0;

	if (rpm != PHY_RPM_RELEASE) {
		ret = rpm_get(phy);
		if (ret)
			return ret;
	}
	mutex_lock(&phy->mutex);
	if (count == &phy->init_count && step > 0 &&
	    phy->power_count > phy->init_count)
		dev_warn(&phy->dev,
			 "phy_power_on was called before phy_init\n");
	if (op && *count == (step > 0 ? 0 : 1)) {
		ret = op(phy);
		if (ret < 0)
			dev_err(&phy->dev, "phy %s failed --> %d\n", what, ret);
	}
	if (ret >= 0 && (step > 0 || *count > 0)) {
		*count += step;
		counted = true;
	}
	mutex_unlock(&phy->mutex);
	/* Give back the reference taken for the call, or the count's. */
	if (rpm == PHY_RPM_AROUND || (rpm == PHY_RPM_HOLD && !counted) ||
	    (rpm == PHY_RPM_RELEASE && counted))
		rpm_put(phy);
	return ret;
}

int phy_init(struct phy *phy)
{
	if (!phy)
		return 0;
	return phy_count_call(phy, &phy->init_count, 1, phy->ops->init,
			      PHY_RPM_AROUND, "init");
}

int phy_exit(struct phy *phy)
{
	if (!phy)
		return 0;
	return phy_count_call(phy, &phy->init_count, -1, phy->ops->exit,
			      PHY_RPM_AROUND, "exit");
}

int phy_power_on(struct phy *phy)
{
	int ret;

	if (!phy)
		return 0;
	ret = phy_count_call(phy, &phy->power_count, 1, phy->ops->power_on,
			     PHY_RPM_HOLD, "poweron");
	return ret < 0 ? ret : 0;
}

int phy_power_off(struct phy *phy)
{
	int ret;

	if (!phy)
		return 0;
	ret = phy_count_call(phy, &phy->power_count, -1, phy->ops->power_off,
			     PHY_RPM_RELEASE, "poweroff");
	return ret < 0 ? ret : 0;
}

int phy_set_mode_ext(struct phy *phy, enum phy_mode mode, int submode)
{
	int ret;

	if (!phy || !phy->ops->set_mode)
		return 0;
	mutex_lock(&phy->mutex);
	ret = phy->ops->set_mode(phy, mode, submode);
	if (!ret)
		phy->attrs.mode = mode;
	mutex_unlock(&phy->mutex);
	return ret;
}

/* Call @op of @phy, resumed, under its mutex. */
static int call_simple(struct phy *phy, int (*op)(struct phy *))
{
	int ret;

	ret = rpm_get(phy);
	if (ret)
		return ret;
	mutex_lock(&phy->mutex);
	ret = op(phy);
	mutex_unlock(&phy->mutex);
	rpm_put(phy);
	return ret;
}

int phy_reset(struct phy *phy)
{
	if (!phy || !phy->ops->reset)
		return 0;
	return call_simple(phy, phy->ops->reset);
}

int phy_calibrate(struct phy *phy)
{
	if (!phy || !phy->ops->calibrate)
		return 0;
	return call_simple(phy, phy->ops->calibrate);
}

int phy_configure(struct phy *phy, union phy_configure_opts *opts)
{
	int ret;

	if (!phy)
		return -EINVAL;
	if (!phy->ops->configure)
		return -EOPNOTSUPP;
	mutex_lock(&phy->mutex);
	ret = phy->ops->configure(phy, opts);
	mutex_unlock(&phy->mutex);
	return ret;
}

int phy_validate(struct phy *phy, enum phy_mode mode, int submode,
		 union phy_configure_opts *opts)
{
	int ret;

	if (!phy)
		return -EINVAL;
	if (!phy->ops->validate)
		return -EOPNOTSUPP;
	mutex_lock(&phy->mutex);
	ret = phy->ops->validate(phy, mode, submode, opts);
	mutex_unlock(&phy->mutex);
	return ret;
}

/* ---- PHYs ---- */

static void phy_release(struct device *dev)
{
	struct phy *phy = to_phy(dev);

	ida_free(&phy_ida, phy->id);
	platdev_port_free(phy);
}

struct phy *phy_create(struct device *dev, struct device_node *node,
		       const struct phy_ops *ops)
{
	struct phy *phy;
	int id, ret;

	if (WARN_ON(!dev) || !ops)
		return ERR_PTR(-EINVAL);
	phy = platdev_port_alloc(sizeof(*phy));
	if (!phy)
		return ERR_PTR(-ENOMEM);
	id = ida_alloc(&phy_ida, GFP_KERNEL);
	if (id < 0) {
		platdev_port_free(phy);
		return ERR_PTR(id);
	}
	device_initialize(&phy->dev);
	mutex_init(&phy->mutex);
	INIT_LIST_HEAD(&phy->node);
	phy->dev.release = phy_release;
	phy->dev.parent = dev;
	phy->dev.of_node = node ? node : dev->of_node;
	phy->id = id;
	phy->ops = ops;
	ret = dev_set_name(&phy->dev, "phy-%s.%d", dev_name(dev), id);
	if (!ret)
		ret = device_add(&phy->dev);
	if (ret) {
		put_device(&phy->dev);
		return ERR_PTR(ret);
	}
	if (pm_runtime_enabled(dev)) {
		pm_runtime_enable(&phy->dev);
		pm_runtime_no_callbacks(&phy->dev);
	}
	phy->debugfs = debugfs_create_dir(dev_name(&phy->dev), NULL);
	mutex_lock(&phy_list_mutex);
	list_add_tail(&phy->node, &phy_list);
	mutex_unlock(&phy_list_mutex);
	return phy;
}

/*
 * Remove the lookups of @phy matching @con_id and @dev_id (NULL: all of
 * @phy's), at most one unless @all.
 */
static void remove_lookups(struct phy *phy, const char *con_id,
			   const char *dev_id, bool all)
{
	struct phy_lookup *pl, *next;

	mutex_lock(&phy_provider_mutex);
	list_for_each_entry_safe(pl, next, &phy_lookup_list, node) {
		if (pl->phy != phy || (con_id && (strcmp(pl->con_id, con_id) ||
						  strcmp(pl->dev_id, dev_id))))
			continue;
		list_del(&pl->node);
		platdev_port_free(pl);
		if (!all)
			break;
	}
	mutex_unlock(&phy_provider_mutex);
}

void phy_destroy(struct phy *phy)
{
	if (IS_ERR_OR_NULL(phy))
		return;
	/* Unlike Linux, no lookup is left pointing at a PHY that is gone. */
	remove_lookups(phy, NULL, NULL, true);
	mutex_lock(&phy_list_mutex);
	list_del_init(&phy->node);
	mutex_unlock(&phy_list_mutex);
	debugfs_remove_recursive(phy->debugfs);
	pm_runtime_disable(&phy->dev);
	device_unregister(&phy->dev);
}

int phy_create_lookup(struct phy *phy, const char *con_id, const char *dev_id)
{
	struct phy_lookup *pl;

	if (!phy || !dev_id || !con_id)
		return -EINVAL;
	pl = platdev_port_alloc(sizeof(*pl));
	if (!pl)
		return -ENOMEM;
	pl->dev_id = dev_id;
	pl->con_id = con_id;
	pl->phy = phy;
	mutex_lock(&phy_provider_mutex);
	list_add_tail(&pl->node, &phy_lookup_list);
	mutex_unlock(&phy_provider_mutex);
	return 0;
}

void phy_remove_lookup(struct phy *phy, const char *con_id, const char *dev_id)
{
	if (phy && dev_id && con_id)
		remove_lookups(phy, con_id, dev_id, false);
}

static void devm_phy_destroy_action(void *phy)
{
	phy_destroy(phy);
}

struct phy *devm_phy_create(struct device *dev, struct device_node *node,
			    const struct phy_ops *ops)
{
	struct phy *phy = phy_create(dev, node, ops);
	int ret;

	if (IS_ERR(phy))
		return phy;
	ret = devm_add_action_or_reset(dev, devm_phy_destroy_action, phy);
	return ret ? ERR_PTR(ret) : phy;
}

void devm_phy_destroy(struct device *dev, struct phy *phy)
{
	devm_release_action(dev, devm_phy_destroy_action, phy);
}

/* ---- providers ---- */

struct phy_provider *__of_phy_provider_register(
	struct device *dev, struct device_node *children, struct module *owner,
	struct phy *(*of_xlate)(struct device *dev,
				const struct of_phandle_args *args))
{
	struct phy_provider *provider;
	struct device_node *parent;

	if (!dev || !of_xlate)
		return ERR_PTR(-EINVAL);
	if (children) {
		/* @children must be under the provider's node. */
		for (parent = children; parent; parent = parent->parent)
			if (parent == dev->of_node)
				break;
		if (!parent) {
			dev_err(dev, "%s is not a child of %s\n",
				of_node_full_name(children),
				of_node_full_name(dev->of_node));
			return ERR_PTR(-EINVAL);
		}
	} else {
		children = dev->of_node;
	}
	provider = platdev_port_alloc(sizeof(*provider));
	if (!provider)
		return ERR_PTR(-ENOMEM);
	provider->dev = dev;
	provider->children = of_node_get(children);
	provider->owner = owner;
	provider->of_xlate = of_xlate;
	mutex_lock(&phy_provider_mutex);
	list_add_tail(&provider->list, &phy_provider_list);
	mutex_unlock(&phy_provider_mutex);
	platdev_node_ready(dev->of_node);
	if (children != dev->of_node) {
		struct device_node *child;

		for_each_child_of_node(children, child)
			platdev_node_ready(child);
	}
	return provider;
}

void of_phy_provider_unregister(struct phy_provider *phy_provider)
{
	if (IS_ERR_OR_NULL(phy_provider))
		return;
	mutex_lock(&phy_provider_mutex);
	list_del(&phy_provider->list);
	mutex_unlock(&phy_provider_mutex);
	of_node_put(phy_provider->children);
	platdev_port_free(phy_provider);
}

static void devm_provider_unregister(void *provider)
{
	of_phy_provider_unregister(provider);
}

struct phy_provider *__devm_of_phy_provider_register(
	struct device *dev, struct device_node *children, struct module *owner,
	struct phy *(*of_xlate)(struct device *dev,
				const struct of_phandle_args *args))
{
	struct phy_provider *provider;
	int ret;

	provider = __of_phy_provider_register(dev, children, owner, of_xlate);
	if (IS_ERR(provider))
		return provider;
	ret = devm_add_action_or_reset(dev, devm_provider_unregister, provider);
	return ret ? ERR_PTR(ret) : provider;
}

void devm_of_phy_provider_unregister(struct device *dev,
				     struct phy_provider *phy_provider)
{
	devm_release_action(dev, devm_provider_unregister, phy_provider);
}

struct phy *of_phy_simple_xlate(struct device *dev,
				const struct of_phandle_args *args)
{
	struct phy *phy, *found = ERR_PTR(-ENODEV);

	(void)dev;
	mutex_lock(&phy_list_mutex);
	list_for_each_entry(phy, &phy_list, node)
		if (phy->dev.of_node == args->np) {
			found = phy;
			break;
		}
	mutex_unlock(&phy_list_mutex);
	return found;
}

/* ---- consumers ---- */

/* The provider of PHY node @np. phy_provider_mutex held. */
static struct phy_provider *provider_lookup_locked(struct device_node *np)
{
	struct phy_provider *p;
	struct device_node *child;

	list_for_each_entry(p, &phy_provider_list, list) {
		if (p->dev->of_node == np)
			return p;
		for_each_child_of_node(p->children, child)
			if (child == np) {
				of_node_put(child);
				return p;
			}
	}
	return NULL;
}

/* Entry @index of @np's "phys", referenced; @dev waits for it if given. */
static struct phy *of_phy_get_index(struct device *dev, struct device_node *np,
				    int index)
{
	struct phy_provider *provider;
	struct of_phandle_args args;
	struct phy *phy;

	if (!platdev_has(PLATDEV_FEAT_OF) || !np || index < 0)
		return ERR_PTR(-ENODEV);
	if (of_parse_phandle_with_args(np, "phys", "#phy-cells", index, &args))
		return ERR_PTR(-ENODEV);
	/* A NOP transceiver is not a PHY of this framework (Linux's rule). */
	if (of_device_is_compatible(args.np, "usb-nop-xceiv")) {
		phy = ERR_PTR(-ENODEV);
		goto out;
	}
	mutex_lock(&phy_provider_mutex);
	provider = provider_lookup_locked(args.np);
	if (!provider) {
		phy = ERR_PTR(-EPROBE_DEFER);
	} else if (!of_device_is_available(args.np)) {
		dev_warn(provider->dev, "Requested PHY is disabled\n");
		phy = ERR_PTR(-ENODEV);
	} else {
		phy = provider->of_xlate(provider->dev, &args);
		if (!IS_ERR(phy))
			get_device(&phy->dev);
	}
	mutex_unlock(&phy_provider_mutex);
	if (phy == ERR_PTR(-EPROBE_DEFER) && dev)
		platdev_device_waits_for_node(dev, args.np,
					      PLATDEV_DEP_PROVIDER);
out:
	of_node_put(args.np);
	return phy;
}

/* The PHY a lookup gives @dev, which has no node, and @con_id; referenced. */
static struct phy *phy_find(struct device *dev, const char *con_id)
{
	const char *dev_id = dev_name(dev);
	struct phy *phy = ERR_PTR(-ENODEV);
	struct phy_lookup *pl;

	mutex_lock(&phy_provider_mutex);
	list_for_each_entry(pl, &phy_lookup_list, node)
		if (!strcmp(pl->dev_id, dev_id) &&
		    !strcmp(pl->con_id, con_id)) {
			phy = pl->phy;
			get_device(&phy->dev);
			break;
		}
	mutex_unlock(&phy_provider_mutex);
	return phy;
}

/* The index of @con_id in @np's "phy-names" (0 for NULL). */
static int name_index(struct device_node *np, const char *con_id)
{
	return con_id ? of_property_match_string(np, "phy-names", con_id) : 0;
}

struct phy *phy_get(struct device *dev, const char *string)
{
	if (!dev)
		return ERR_PTR(-EINVAL);
	if (!dev->of_node) {
		if (!string) {
			dev_warn(dev, "missing string\n");
			return ERR_PTR(-EINVAL);
		}
		return phy_find(dev, string);
	}
	return of_phy_get_index(dev, dev->of_node,
				name_index(dev->of_node, string));
}

static struct phy *optional(struct phy *phy)
{
	return PTR_ERR(phy) == -ENODEV ? NULL : phy;
}

struct phy *phy_optional_get(struct device *dev, const char *string)
{
	return optional(phy_get(dev, string));
}

void phy_put(struct device *dev, struct phy *phy)
{
	(void)dev;
	if (IS_ERR_OR_NULL(phy))
		return;
	if (phy->ops->release)
		phy->ops->release(phy);
	put_device(&phy->dev);
}

static void devm_phy_release(void *phy)
{
	phy_put(NULL, phy);
}

/* Put @phy when @dev unbinds. Return: @phy, or an ERR_PTR (put). */
static struct phy *devm_hold(struct device *dev, struct phy *phy)
{
	int ret;

	if (IS_ERR_OR_NULL(phy))
		return phy;
	ret = devm_add_action_or_reset(dev, devm_phy_release, phy);
	return ret ? ERR_PTR(ret) : phy;
}

struct phy *devm_phy_get(struct device *dev, const char *string)
{
	return devm_hold(dev, phy_get(dev, string));
}

struct phy *devm_phy_optional_get(struct device *dev, const char *string)
{
	return optional(devm_phy_get(dev, string));
}

void devm_phy_put(struct device *dev, struct phy *phy)
{
	if (!IS_ERR_OR_NULL(phy))
		devm_release_action(dev, devm_phy_release, phy);
}

struct phy *of_phy_get(struct device_node *np, const char *con_id)
{
	if (!np)
		return ERR_PTR(-ENODEV);
	return of_phy_get_index(NULL, np, name_index(np, con_id));
}

void of_phy_put(struct phy *phy)
{
	phy_put(NULL, phy);
}

struct phy *devm_of_phy_get(struct device *dev, struct device_node *np,
			    const char *con_id)
{
	if (!np)
		return ERR_PTR(-ENODEV);
	return devm_hold(dev,
			 of_phy_get_index(dev, np, name_index(np, con_id)));
}

struct phy *devm_of_phy_optional_get(struct device *dev, struct device_node *np,
				     const char *con_id)
{
	return optional(devm_of_phy_get(dev, np, con_id));
}

struct phy *devm_of_phy_get_by_index(struct device *dev, struct device_node *np,
				     int index)
{
	return devm_hold(dev, of_phy_get_index(dev, np, index));
}
