// SPDX-License-Identifier: MIT
/*
 * standin_phy.c - the stand-in kind for PHY providers (#phy-cells): a
 * PHY per specifier the board's consumers use, of the node and of its
 * subnodes without a compatible (a PHY block's ports), every call
 * (init, exit, power on and off, mode, reset, calibrate, configure)
 * recorded and answered with success.
 */
#include <linux/device.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/of.h>
#include <linux/phy/phy.h>
#include <linux/slab.h>

#include "sim/standin.h"
#include "sim/standin_specs.h"

/**
 * struct sphy - one stand-in PHY
 * @si: its stand-in
 * @np: the node its consumers name
 * @spec: their specifier
 * @name: "node cells", for the records
 * @phy: the PHY
 */
struct sphy {
	struct platdev_standin *si;
	struct device_node *np;
	struct standin_spec spec;
	const char *name;
	struct phy *phy;
};

/**
 * struct sphy_set - one stand-in's PHYs, found by of_xlate from its device
 * @link: in sphy_sets
 * @dev: the stand-in's device
 * @phys: the PHYs
 * @n: how many
 */
struct sphy_set {
	struct list_head link;
	struct device *dev;
	struct sphy **phys;
	int n;
};

static DEFINE_MUTEX(sphy_lock);
static LIST_HEAD(sphy_sets);

static void record(struct phy *phy, const char *what)
{
	struct sphy *p = phy_get_drvdata(phy);

	standin_record(p->si, "%s phy %s", what, p->name);
}

static int sphy_init(struct phy *phy)
{
	record(phy, "init");
	return 0;
}

static int sphy_exit(struct phy *phy)
{
	record(phy, "exit");
	return 0;
}

static int sphy_power_on(struct phy *phy)
{
	record(phy, "power on");
	return 0;
}

static int sphy_power_off(struct phy *phy)
{
	record(phy, "power off");
	return 0;
}

static int sphy_set_mode(struct phy *phy, enum phy_mode mode, int submode)
{
	struct sphy *p = phy_get_drvdata(phy);

	standin_record(p->si, "set mode %d/%d of phy %s", mode, submode,
		       p->name);
	return 0;
}

static int sphy_reset(struct phy *phy)
{
	record(phy, "reset");
	return 0;
}

static int sphy_calibrate(struct phy *phy)
{
	record(phy, "calibrate");
	return 0;
}

static int sphy_configure(struct phy *phy, union phy_configure_opts *opts)
{
	(void)opts;
	record(phy, "configure");
	return 0;
}

static const struct phy_ops sphy_ops = {
	.init = sphy_init,
	.exit = sphy_exit,
	.power_on = sphy_power_on,
	.power_off = sphy_power_off,
	.set_mode = sphy_set_mode,
	.reset = sphy_reset,
	.calibrate = sphy_calibrate,
	.configure = sphy_configure,
	.owner = THIS_MODULE,
};

static struct phy *sphy_xlate(struct device *dev,
			      const struct of_phandle_args *args)
{
	struct phy *phy = ERR_PTR(-ENODEV);
	struct sphy_set *set;
	int i;

	mutex_lock(&sphy_lock);
	list_for_each_entry(set, &sphy_sets, link) {
		if (set->dev != dev)
			continue;
		for (i = 0; i < set->n; i++)
			if (set->phys[i]->np == args->np &&
			    standin_spec_find(&set->phys[i]->spec, 1, args) ==
				    0)
				phy = set->phys[i]->phy;
		break;
	}
	mutex_unlock(&sphy_lock);
	return phy;
}

/* Whether @np is a PHY of its parent's provider: no compatible. */
static bool phy_subnode(struct device_node *np)
{
	return of_property_present(np, "#phy-cells") &&
	       !of_property_present(np, "compatible");
}

static bool sphy_wants(struct device_node *np)
{
	struct device_node *child;

	if (of_property_present(np, "#phy-cells"))
		return true;
	for_each_child_of_node(np, child)
		if (phy_subnode(child)) {
			of_node_put(child);
			return true;
		}
	return false;
}

/* Add a PHY per specifier of @np to @set. */
static int add_node(struct platdev_standin *si, struct sphy_set *set,
		    struct device_node *np)
{
	struct device *dev = si->dev;
	struct standin_spec *specs;
	struct sphy **grown;
	int n, i;

	n = standin_specs_collect(dev, np, "phys", "#phy-cells", &specs);
	if (n <= 0)
		return n;
	grown = devm_krealloc(dev, set->phys,
			      (size_t)(set->n + n) * sizeof(*grown),
			      GFP_KERNEL);
	if (!grown)
		return -ENOMEM;
	set->phys = grown;
	for (i = 0; i < n; i++) {
		struct sphy *p = devm_kzalloc(dev, sizeof(*p), GFP_KERNEL);
		char *cells = standin_spec_name(dev, &specs[i]);

		if (!p || !cells)
			return -ENOMEM;
		p->si = si;
		p->np = np;
		p->spec = specs[i];
		p->name = devm_kasprintf(dev, GFP_KERNEL, "%s%s%s",
					 of_node_full_name(np),
					 *cells ? " " : "", cells);
		if (!p->name)
			return -ENOMEM;
		p->phy = devm_phy_create(dev, np, &sphy_ops);
		if (IS_ERR(p->phy))
			return (int)PTR_ERR(p->phy);
		phy_set_drvdata(p->phy, p);
		mutex_lock(&sphy_lock);
		set->phys[set->n++] = p;
		mutex_unlock(&sphy_lock);
	}
	return 0;
}

static void sphy_forget(void *data)
{
	struct sphy_set *set = data;

	mutex_lock(&sphy_lock);
	list_del(&set->link);
	mutex_unlock(&sphy_lock);
}

static int sphy_start(struct platdev_standin *si, void **data)
{
	struct device *dev = si->dev;
	struct phy_provider *provider;
	struct device_node *child;
	struct sphy_set *set;
	int ret;

	set = devm_kzalloc(dev, sizeof(*set), GFP_KERNEL);
	if (!set)
		return -ENOMEM;
	set->dev = dev;
	mutex_lock(&sphy_lock);
	list_add(&set->link, &sphy_sets);
	mutex_unlock(&sphy_lock);
	/* Forgotten after the PHYs and provider (devm runs backwards). */
	ret = devm_add_action_or_reset(dev, sphy_forget, set);
	if (ret)
		return ret;
	ret = of_property_present(si->np, "#phy-cells") ?
		      add_node(si, set, si->np) :
		      0;
	for_each_child_of_node(si->np, child) {
		if (ret)
			break;
		if (phy_subnode(child))
			ret = add_node(si, set, child);
	}
	if (ret) {
		of_node_put(child);
		return ret;
	}
	provider = devm_of_phy_provider_register(dev, sphy_xlate);
	if (IS_ERR(provider))
		return (int)PTR_ERR(provider);
	standin_record(si, "phy provider %s: %d phys",
		       of_node_full_name(si->np), set->n);
	*data = set;
	return 0;
}

const struct standin_kind standin_kind_phy = {
	.name = "phy",
	.wants = sphy_wants,
	.start = sphy_start,
};
