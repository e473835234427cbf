// SPDX-License-Identifier: MIT
/*
 * domain.c - generic power domains (linux/pm_domain.h): domains, their
 * subdomains and devices, the rule that a domain is on while a device or
 * subdomain needs it, device-tree providers, and attaching a device to the
 * domain its "power-domains" names.
 *
 * Locking: gpd_list_lock guards the list of domains, the providers and
 * every domain's dev_list and device_count; a domain's mlock guards its
 * status, its links and its callbacks' calls. The order is a child's mlock,
 * then its parents', then gpd_list_lock, which is never held while an
 * mlock is taken: a power_on callback may runtime-resume a device of
 * another domain.
 */
#include <linux/of.h>
#include <linux/pm_domain.h>
#include <linux/pm_runtime.h>
#include <linux/printk.h>
#include <linux/string.h>
#include <platdev/bind.h>
#include <platdev/features.h>
#include <platdev/port.h>

#include "genpd/genpd.h"

static DEFINE_MUTEX(gpd_list_lock);
static LIST_HEAD(gpd_list);
static LIST_HEAD(of_genpd_providers);

/**
 * struct of_genpd_provider - a node that hands out domains
 * @link: in of_genpd_providers
 * @node: the provider's node (a reference held)
 * @xlate: specifier to domain
 * @data: @xlate's data
 */
struct of_genpd_provider {
	struct list_head link;
	struct device_node *node;
	genpd_xlate_t xlate;
	void *data;
};

static bool always_on_power_down_ok(struct dev_pm_domain *domain)
{
	(void)domain;
	return false;
}

struct dev_power_governor simple_qos_governor;
struct dev_power_governor pm_domain_always_on_gov = {
	.power_down_ok = always_on_power_down_ok,
};

/* Whether @genpd is in gpd_list. gpd_list_lock held. */
static bool present_locked(const struct generic_pm_domain *genpd)
{
	const struct generic_pm_domain *gpd;

	list_for_each_entry(gpd, &gpd_list, gpd_list_node)
		if (gpd == genpd)
			return true;
	return false;
}

/* @dev's membership and its domain, or NULL. gpd_list_lock held. */
static struct generic_pm_domain_data *
find_member_locked(struct device *dev, struct generic_pm_domain **genpdp)
{
	struct generic_pm_domain *genpd;
	struct pm_domain_data *pdd;

	list_for_each_entry(genpd, &gpd_list, gpd_list_node)
		list_for_each_entry(pdd, &genpd->dev_list, list_node)
			if (pdd->dev == dev) {
				*genpdp = genpd;
				return to_gpd_data(pdd);
			}
	return NULL;
}

static struct generic_pm_domain *dev_to_genpd(struct device *dev)
{
	struct generic_pm_domain *genpd = NULL;

	mutex_lock(&gpd_list_lock);
	find_member_locked(dev, &genpd);
	mutex_unlock(&gpd_list_lock);
	return genpd;
}

/*
 * How many of @genpd's devices need it on: those not runtime-suspended
 * (runtime PM disabled counts as needing it); INT_MAX when one keeps it on
 * for good.
 */
static int devices_on(struct generic_pm_domain *genpd)
{
	struct pm_domain_data *pdd;
	int n = 0;

	mutex_lock(&gpd_list_lock);
	list_for_each_entry(pdd, &genpd->dev_list, list_node) {
		if (to_gpd_data(pdd)->rpm_always_on) {
			n = INT_MAX;
			break;
		}
		if (!pm_runtime_suspended(pdd->dev))
			n++;
	}
	mutex_unlock(&gpd_list_lock);
	return n;
}

static int genpd_power_off(struct generic_pm_domain *genpd, bool one_dev_on);

/* Let @link's parent go off if it can, now that the child is off. */
static void parent_off(struct gpd_link *link)
{
	struct generic_pm_domain *parent = link->parent;

	atomic_dec(&parent->sd_count);
	mutex_lock(&parent->mlock);
	genpd_power_off(parent, false);
	mutex_unlock(&parent->mlock);
}

/* Power @genpd on, its parents first. Its mlock held. */
static int genpd_power_on(struct generic_pm_domain *genpd)
{
	struct gpd_link *link;
	int ret = 0;

	if (genpd->status == GENPD_STATE_ON)
		return 0;
	list_for_each_entry(link, &genpd->child_links, child_node) {
		struct generic_pm_domain *parent = link->parent;

		atomic_inc(&parent->sd_count);
		mutex_lock(&parent->mlock);
		ret = genpd_power_on(parent);
		mutex_unlock(&parent->mlock);
		if (ret) {
			atomic_dec(&parent->sd_count);
			goto undo;
		}
	}
	if (genpd->power_on)
		ret = genpd->power_on(genpd);
	if (ret) {
		pr_err("genpd: %s failed to power on: %d\n", genpd->name, ret);
		goto undo;
	}
	genpd->status = GENPD_STATE_ON;
	return 0;
undo:
	list_for_each_entry_continue_reverse(link, &genpd->child_links,
					     child_node)
		parent_off(link);
	return ret;
}

/*
 * Power @genpd off if nothing needs it: no subdomain on, no device on
 * (besides the one suspending, with @one_dev_on), the governor agrees.
 * Then its parents, if they can. Its mlock held.
 */
static int genpd_power_off(struct generic_pm_domain *genpd, bool one_dev_on)
{
	struct gpd_link *link;
	int n, ret;

	if (genpd->status == GENPD_STATE_OFF)
		return 0;
	if ((genpd->flags &
	     (GENPD_FLAG_ALWAYS_ON | GENPD_FLAG_RPM_ALWAYS_ON)) ||
	    atomic_read(&genpd->sd_count) > 0)
		return -EBUSY;
	n = devices_on(genpd);
	if (n > 1 || (n == 1 && !one_dev_on))
		return -EBUSY;
	if (genpd->gov && genpd->gov->power_down_ok &&
	    !genpd->gov->power_down_ok(&genpd->domain))
		return -EAGAIN;
	if (genpd->power_off) {
		ret = genpd->power_off(genpd);
		if (ret)
			return ret;
	}
	genpd->status = GENPD_STATE_OFF;
	list_for_each_entry(link, &genpd->child_links, child_node)
		parent_off(link);
	return 0;
}

int pm_genpd_init(struct generic_pm_domain *genpd,
		  struct dev_power_governor *gov, bool is_off)
{
	if (IS_ERR_OR_NULL(genpd))
		return -EINVAL;
	if ((genpd->flags & GENPD_FLAG_ALWAYS_ON) && is_off) {
		pr_err("genpd: always-on domain %s is off\n", genpd->name);
		return -EINVAL;
	}
	INIT_LIST_HEAD(&genpd->parent_links);
	INIT_LIST_HEAD(&genpd->child_links);
	INIT_LIST_HEAD(&genpd->dev_list);
	mutex_init(&genpd->mlock);
	genpd->gov = gov;
	atomic_set(&genpd->sd_count, 0);
	genpd->status = is_off ? GENPD_STATE_OFF : GENPD_STATE_ON;
	genpd->device_count = 0;
	genpd->provider = NULL;
	genpd->has_provider = false;
	mutex_lock(&gpd_list_lock);
	list_add(&genpd->gpd_list_node, &gpd_list);
	mutex_unlock(&gpd_list_lock);
	return 0;
}

int pm_genpd_remove(struct generic_pm_domain *genpd)
{
	int ret = 0;

	if (IS_ERR_OR_NULL(genpd))
		return -EINVAL;
	mutex_lock(&genpd->mlock);
	mutex_lock(&gpd_list_lock);
	if (!present_locked(genpd))
		ret = -EINVAL;
	else if (genpd->has_provider || genpd->device_count ||
		 !list_empty(&genpd->parent_links) ||
		 !list_empty(&genpd->child_links))
		ret = -EBUSY;
	else
		list_del(&genpd->gpd_list_node);
	mutex_unlock(&gpd_list_lock);
	mutex_unlock(&genpd->mlock);
	if (ret == -EBUSY)
		pr_err("genpd: %s is still in use\n", genpd->name);
	return ret;
}

int pm_genpd_add_device(struct generic_pm_domain *genpd, struct device *dev)
{
	struct generic_pm_domain_data *gpd_data;
	struct generic_pm_domain *other;
	int ret = 0;

	if (IS_ERR_OR_NULL(genpd) || !dev)
		return -EINVAL;
	gpd_data = platdev_port_alloc(sizeof(*gpd_data));
	if (!gpd_data)
		return -ENOMEM;
	gpd_data->base.dev = dev;
	if (genpd->attach_dev) {
		ret = genpd->attach_dev(genpd, dev);
		if (ret) {
			platdev_port_free(gpd_data);
			return ret;
		}
	}
	mutex_lock(&gpd_list_lock);
	if (!present_locked(genpd))
		ret = -EINVAL;
	else if (find_member_locked(dev, &other))
		ret = -EBUSY;
	if (!ret) {
		list_add_tail(&gpd_data->base.list_node, &genpd->dev_list);
		genpd->device_count++;
	}
	mutex_unlock(&gpd_list_lock);
	if (ret) {
		if (genpd->detach_dev)
			genpd->detach_dev(genpd, dev);
		platdev_port_free(gpd_data);
	}
	return ret;
}

int pm_genpd_remove_device(struct device *dev)
{
	struct generic_pm_domain_data *gpd_data;
	struct generic_pm_domain *genpd = NULL;

	if (!dev)
		return -EINVAL;
	mutex_lock(&gpd_list_lock);
	gpd_data = find_member_locked(dev, &genpd);
	if (gpd_data) {
		list_del(&gpd_data->base.list_node);
		genpd->device_count--;
	}
	mutex_unlock(&gpd_list_lock);
	if (!gpd_data)
		return -EINVAL;
	if (genpd->detach_dev)
		genpd->detach_dev(genpd, dev);
	platdev_port_free(gpd_data);
	return 0;
}

/* The link from @genpd to its subdomain @sub, or NULL. Both mlocks held. */
static struct gpd_link *find_link(struct generic_pm_domain *genpd,
				  struct generic_pm_domain *sub)
{
	struct gpd_link *link;

	list_for_each_entry(link, &genpd->parent_links, parent_node)
		if (link->child == sub)
			return link;
	return NULL;
}

static bool both_present(struct generic_pm_domain *a,
			 struct generic_pm_domain *b)
{
	bool ok;

	mutex_lock(&gpd_list_lock);
	ok = present_locked(a) && present_locked(b);
	mutex_unlock(&gpd_list_lock);
	return ok;
}

int pm_genpd_add_subdomain(struct generic_pm_domain *genpd,
			   struct generic_pm_domain *subdomain)
{
	struct gpd_link *link;
	int ret = 0;

	if (IS_ERR_OR_NULL(genpd) || IS_ERR_OR_NULL(subdomain) ||
	    genpd == subdomain || !both_present(genpd, subdomain))
		return -EINVAL;
	link = platdev_port_alloc(sizeof(*link));
	if (!link)
		return -ENOMEM;
	mutex_lock(&subdomain->mlock);
	mutex_lock(&genpd->mlock);
	if (genpd->status == GENPD_STATE_OFF &&
	    subdomain->status == GENPD_STATE_ON)
		ret = -EINVAL;
	else if (find_link(genpd, subdomain))
		ret = -EEXIST;
	if (!ret) {
		link->parent = genpd;
		link->child = subdomain;
		list_add_tail(&link->parent_node, &genpd->parent_links);
		list_add_tail(&link->child_node, &subdomain->child_links);
		if (subdomain->status == GENPD_STATE_ON)
			atomic_inc(&genpd->sd_count);
	}
	mutex_unlock(&genpd->mlock);
	mutex_unlock(&subdomain->mlock);
	if (ret)
		platdev_port_free(link);
	return ret;
}

int pm_genpd_remove_subdomain(struct generic_pm_domain *genpd,
			      struct generic_pm_domain *subdomain)
{
	struct gpd_link *link;
	int ret = 0;

	if (IS_ERR_OR_NULL(genpd) || IS_ERR_OR_NULL(subdomain) ||
	    !both_present(genpd, subdomain))
		return -EINVAL;
	mutex_lock(&subdomain->mlock);
	mutex_lock(&genpd->mlock);
	link = find_link(genpd, subdomain);
	if (!link)
		ret = -EINVAL;
	else if (!list_empty(&subdomain->parent_links) ||
		 subdomain->device_count)
		ret = -EBUSY;
	if (!ret) {
		list_del(&link->parent_node);
		list_del(&link->child_node);
		if (subdomain->status == GENPD_STATE_ON)
			atomic_dec(&genpd->sd_count);
		genpd_power_off(genpd, false);
	}
	mutex_unlock(&genpd->mlock);
	mutex_unlock(&subdomain->mlock);
	if (!ret)
		platdev_port_free(link);
	return ret;
}

/* The highest state @genpd's devices ask for. gpd_list_lock held. */
static unsigned int aggregate_state_locked(struct generic_pm_domain *genpd)
{
	struct pm_domain_data *pdd;
	unsigned int state = 0;

	list_for_each_entry(pdd, &genpd->dev_list, list_node)
		state = max(state, to_gpd_data(pdd)->performance_state);
	return state;
}

int dev_pm_genpd_set_performance_state(struct device *dev, unsigned int state)
{
	struct generic_pm_domain_data *gpd_data;
	struct generic_pm_domain *genpd = NULL;
	unsigned int old, new;
	int ret = 0;

	genpd = dev ? dev_to_genpd(dev) : NULL;
	if (!genpd)
		return -ENODEV;
	if (!genpd->set_performance_state)
		return -EINVAL;
	mutex_lock(&genpd->mlock);
	mutex_lock(&gpd_list_lock);
	gpd_data = find_member_locked(dev, &genpd);
	old = gpd_data->performance_state;
	gpd_data->performance_state = state;
	new = aggregate_state_locked(genpd);
	mutex_unlock(&gpd_list_lock);
	if (new != genpd->performance_state) {
		ret = genpd->set_performance_state(genpd, new);
		if (ret) {
			mutex_lock(&gpd_list_lock);
			gpd_data->performance_state = old;
			mutex_unlock(&gpd_list_lock);
		} else {
			genpd->performance_state = new;
		}
	}
	mutex_unlock(&genpd->mlock);
	return ret;
}

int dev_pm_domain_set_performance_state(struct device *dev, unsigned int state)
{
	if (!dev || !dev_to_genpd(dev))
		return 0;
	return dev_pm_genpd_set_performance_state(dev, state);
}

/* ---- the runtime-PM core's and the platform bus's calls ---- */

int platdev_genpd_runtime(struct device *dev, bool on)
{
	struct generic_pm_domain *genpd = dev_to_genpd(dev);
	int ret = 0;

	if (!genpd)
		return 0;
	mutex_lock(&genpd->mlock);
	if (on)
		ret = genpd_power_on(genpd);
	else
		genpd_power_off(genpd, true);
	mutex_unlock(&genpd->mlock);
	return ret;
}

/* Power @genpd off if nothing needs it (Linux queues this to a work). */
static void try_off(struct generic_pm_domain *genpd)
{
	mutex_lock(&genpd->mlock);
	genpd_power_off(genpd, false);
	mutex_unlock(&genpd->mlock);
}

void platdev_genpd_sync(struct device *dev)
{
	struct generic_pm_domain *genpd = dev_to_genpd(dev);

	if (genpd)
		try_off(genpd);
}

/* ---- device-tree providers ---- */

static struct generic_pm_domain *
xlate_simple(const struct of_phandle_args *args, void *data)
{
	(void)args;
	return data;
}

static struct generic_pm_domain *
xlate_onecell(const struct of_phandle_args *args, void *data)
{
	struct genpd_onecell_data *onecell = data;
	unsigned int idx;

	if (args->args_count != 1)
		return ERR_PTR(-EINVAL);
	idx = args->args[0];
	if (idx >= onecell->num_domains) {
		pr_warn("genpd: %s: no domain %u\n",
			of_node_full_name(args->np), idx);
		return ERR_PTR(-EINVAL);
	}
	if (!onecell->domains[idx])
		return ERR_PTR(-ENOENT);
	return onecell->domains[idx];
}

/* Add @np's provider; @genpds are its domains, each must be known. */
static int add_provider(struct device_node *np, genpd_xlate_t xlate, void *data,
			struct generic_pm_domain **genpds, unsigned int n)
{
	struct of_genpd_provider *cp;
	unsigned int i;
	int ret = 0;

	cp = platdev_port_alloc(sizeof(*cp));
	if (!cp)
		return -ENOMEM;
	cp->node = of_node_get(np);
	cp->xlate = xlate;
	cp->data = data;
	mutex_lock(&gpd_list_lock);
	for (i = 0; i < n; i++)
		if (genpds[i] && !present_locked(genpds[i]))
			ret = -EINVAL;
	if (!ret) {
		for (i = 0; i < n; i++) {
			if (!genpds[i])
				continue;
			genpds[i]->provider = &np->fwnode;
			genpds[i]->has_provider = true;
		}
		list_add(&cp->link, &of_genpd_providers);
	}
	mutex_unlock(&gpd_list_lock);
	if (ret) {
		of_node_put(cp->node);
		platdev_port_free(cp);
		return ret;
	}
	pr_debug("genpd: added domain provider from %s\n",
		 of_node_full_name(np));
	platdev_node_ready(np);
	return 0;
}

int of_genpd_add_provider_simple(struct device_node *np,
				 struct generic_pm_domain *genpd)
{
	if (!platdev_has(PLATDEV_FEAT_OF) || !np || !genpd)
		return -EINVAL;
	return add_provider(np, xlate_simple, genpd, &genpd, 1);
}

int of_genpd_add_provider_onecell(struct device_node *np,
				  struct genpd_onecell_data *data)
{
	if (!platdev_has(PLATDEV_FEAT_OF) || !np || !data)
		return -EINVAL;
	return add_provider(np, data->xlate ? data->xlate : xlate_onecell, data,
			    data->domains, data->num_domains);
}

void of_genpd_del_provider(struct device_node *np)
{
	struct of_genpd_provider *cp, *tmp;
	struct generic_pm_domain *gpd;

	if (!np)
		return;
	mutex_lock(&gpd_list_lock);
	list_for_each_entry_safe(cp, tmp, &of_genpd_providers, link) {
		if (cp->node != np)
			continue;
		list_for_each_entry(gpd, &gpd_list, gpd_list_node)
			if (gpd->provider == &np->fwnode)
				gpd->has_provider = false;
		list_del(&cp->link);
		of_node_put(cp->node);
		platdev_port_free(cp);
		break;
	}
	mutex_unlock(&gpd_list_lock);
}

/*
 * The domain @args names: ERR_PTR(-ENOENT) when no provider has its node,
 * else what the provider's xlate says. gpd_list_lock held.
 */
static struct generic_pm_domain *
get_from_provider_locked(const struct of_phandle_args *args)
{
	struct of_genpd_provider *cp;

	list_for_each_entry(cp, &of_genpd_providers, link)
		if (cp->node == args->np)
			return cp->xlate(args, cp->data);
	return ERR_PTR(-ENOENT);
}

static struct generic_pm_domain *
get_from_provider(const struct of_phandle_args *args)
{
	struct generic_pm_domain *genpd;

	mutex_lock(&gpd_list_lock);
	genpd = get_from_provider_locked(args);
	mutex_unlock(&gpd_list_lock);
	return genpd;
}

int of_genpd_add_device(const struct of_phandle_args *args, struct device *dev)
{
	struct generic_pm_domain *genpd;

	if (!args || !dev)
		return -EINVAL;
	genpd = get_from_provider(args);
	if (IS_ERR(genpd))
		return (int)PTR_ERR(genpd);
	return pm_genpd_add_device(genpd, dev);
}

int of_genpd_add_subdomain(const struct of_phandle_args *parent_spec,
			   const struct of_phandle_args *subdomain_spec)
{
	struct generic_pm_domain *parent, *sub;

	if (!parent_spec || !subdomain_spec)
		return -EINVAL;
	parent = get_from_provider(parent_spec);
	if (IS_ERR(parent))
		return PTR_ERR(parent) == -ENOENT ? -EPROBE_DEFER :
						    (int)PTR_ERR(parent);
	sub = get_from_provider(subdomain_spec);
	if (IS_ERR(sub))
		return PTR_ERR(sub) == -ENOENT ? -EPROBE_DEFER :
						 (int)PTR_ERR(sub);
	return pm_genpd_add_subdomain(parent, sub);
}

struct generic_pm_domain *of_genpd_remove_last(struct device_node *np)
{
	struct generic_pm_domain *gpd, *found = ERR_PTR(-ENOENT);
	int ret;

	if (IS_ERR_OR_NULL(np))
		return ERR_PTR(-EINVAL);
	/* gpd_list holds the newest first. */
	mutex_lock(&gpd_list_lock);
	list_for_each_entry(gpd, &gpd_list, gpd_list_node) {
		if (gpd->provider == &np->fwnode) {
			found = gpd;
			break;
		}
	}
	mutex_unlock(&gpd_list_lock);
	if (IS_ERR(found))
		return found;
	ret = pm_genpd_remove(found);
	return ret ? ERR_PTR(ret) : found;
}

/* ---- attaching devices from their nodes ---- */

/*
 * Whether the device behind @np (or its nearest ancestor with a device,
 * as links from the tree go) is bound: then it has registered all the
 * domains it will.
 */
static bool provider_bound(struct device_node *np)
{
	struct platdev_bind_status st;
	struct device_node *n;

	for (n = np; n; n = n->parent)
		if (n->fwnode.dev)
			return !platdev_device_bind_status(n->fwnode.dev,
							   &st) &&
			       st.state == PLATDEV_BIND_BOUND;
	return false;
}

/*
 * Attach @dev to entry @index of its node's "power-domains", for @base_dev
 * (@dev itself, or the device a virtual one stands for). Return: 1
 * attached, 0 nothing to attach to, or a negative errno.
 */
static int attach_index(struct device *dev, struct device *base_dev,
			unsigned int index, bool power_on)
{
	struct generic_pm_domain *genpd;
	struct of_phandle_args args;
	int ret;

	ret = of_parse_phandle_with_args(base_dev->of_node, "power-domains",
					 "#power-domain-cells", (int)index,
					 &args);
	if (ret < 0)
		return ret;
	genpd = get_from_provider(&args);
	if (PTR_ERR(genpd) == -ENOENT && provider_bound(args.np)) {
		/* Linux would defer for ever: see linux/pm_domain.h. */
		dev_dbg(base_dev, "%s is bound and provides no power domain\n",
			of_node_full_name(args.np));
		of_node_put(args.np);
		return 0;
	}
	if (IS_ERR(genpd)) {
		dev_dbg(base_dev, "no power domain %s yet: %ld\n",
			of_node_full_name(args.np), PTR_ERR(genpd));
		platdev_device_waits_for_node(base_dev, args.np,
					      PLATDEV_DEP_PROVIDER);
		of_node_put(args.np);
		return driver_deferred_probe_check_state(base_dev);
	}
	of_node_put(args.np);
	ret = pm_genpd_add_device(genpd, dev);
	if (ret < 0)
		return dev_err_probe(dev, ret,
				     "failed to add to PM domain %s\n",
				     genpd->name);
	if (power_on) {
		mutex_lock(&genpd->mlock);
		ret = genpd_power_on(genpd);
		mutex_unlock(&genpd->mlock);
		if (ret) {
			pm_genpd_remove_device(dev);
			return -EPROBE_DEFER;
		}
	}
	return 1;
}

int genpd_dev_pm_attach(struct device *dev)
{
	if (!platdev_has(PLATDEV_FEAT_OF) || !dev || !dev->of_node)
		return 0;
	if (of_count_phandle_with_args(dev->of_node, "power-domains",
				       "#power-domain-cells") != 1)
		return 0;
	return attach_index(dev, dev, 0, true);
}

/* A virtual device of genpd_dev_pm_attach_by_id(). */
struct genpd_virt_dev {
	struct device dev;
};

static void virt_release(struct device *dev)
{
	of_node_put(dev->of_node);
	platdev_port_free(container_of(dev, struct genpd_virt_dev, dev));
}

/* Whether @dev is one of the virtual devices this file made. */
static bool is_virt(struct device *dev)
{
	return dev->release == virt_release;
}

struct device *genpd_dev_pm_attach_by_id(struct device *dev, unsigned int index)
{
	struct genpd_virt_dev *virt;
	struct generic_pm_domain *genpd;
	int num, ret;

	if (!platdev_has(PLATDEV_FEAT_OF) || !dev || !dev->of_node)
		return NULL;
	num = of_count_phandle_with_args(dev->of_node, "power-domains",
					 "#power-domain-cells");
	if (num < 0 || index >= (unsigned int)num)
		return NULL;
	virt = platdev_port_alloc(sizeof(*virt));
	if (!virt)
		return ERR_PTR(-ENOMEM);
	device_initialize(&virt->dev);
	virt->dev.release = virt_release;
	virt->dev.of_node = of_node_get(dev->of_node);
	ret = dev_set_name(&virt->dev, "genpd:%u:%s", index, dev_name(dev));
	if (!ret)
		ret = device_add(&virt->dev);
	if (ret) {
		put_device(&virt->dev);
		return ERR_PTR(ret);
	}
	ret = attach_index(&virt->dev, dev, index, false);
	if (ret < 1) {
		device_unregister(&virt->dev);
		return ret ? ERR_PTR(ret) : NULL;
	}
	pm_runtime_enable(&virt->dev);
	genpd = dev_to_genpd(&virt->dev);
	try_off(genpd);
	return &virt->dev;
}

struct device *genpd_dev_pm_attach_by_name(struct device *dev, const char *name)
{
	int index;

	if (!platdev_has(PLATDEV_FEAT_OF) || !dev || !dev->of_node || !name)
		return NULL;
	index = of_property_match_string(dev->of_node, "power-domain-names",
					 name);
	if (index < 0)
		return NULL;
	return genpd_dev_pm_attach_by_id(dev, (unsigned int)index);
}

int dev_pm_domain_attach(struct device *dev, bool power_on)
{
	int ret;

	/* As Linux's: @power_on is for ACPI; genpd powers on either way. */
	(void)power_on;
	if (!dev || dev_to_genpd(dev))
		return 0;
	ret = genpd_dev_pm_attach(dev);
	return ret < 0 ? ret : 0;
}

struct device *dev_pm_domain_attach_by_id(struct device *dev,
					  unsigned int index)
{
	if (!dev || dev_to_genpd(dev))
		return NULL;
	return genpd_dev_pm_attach_by_id(dev, index);
}

struct device *dev_pm_domain_attach_by_name(struct device *dev,
					    const char *name)
{
	if (!dev || dev_to_genpd(dev))
		return NULL;
	return genpd_dev_pm_attach_by_name(dev, name);
}

void dev_pm_domain_detach(struct device *dev, bool power_off)
{
	struct generic_pm_domain *genpd;

	(void)power_off;
	if (!dev)
		return;
	genpd = dev_to_genpd(dev);
	if (!genpd)
		return;
	if (is_virt(dev))
		pm_runtime_disable(dev);
	pm_genpd_remove_device(dev);
	try_off(genpd);
	if (is_virt(dev))
		device_unregister(dev);
}
