// SPDX-License-Identifier: MIT
/*
 * standin_genpd.c - the stand-in kind for power-domain providers
 * (#power-domain-cells): a generic power domain per specifier the board's
 * consumers use, off until a consumer needs it, its power-ons and offs
 * recorded. Nodes under the provider without a compatible of their own
 * and with #power-domain-cells (an i.MX GPC's "pgc" domains, which Linux's
 * driver makes devices of) get their domains too.
 */
#include <linux/device.h>
#include <linux/of.h>
#include <linux/pm_domain.h>
#include <linux/slab.h>

#include "sim/standin.h"
#include "sim/standin_specs.h"

/**
 * struct sgenpd_domain - one stand-in domain
 * @genpd: the domain
 * @si: its stand-in, for the records
 */
struct sgenpd_domain {
	struct generic_pm_domain genpd;
	struct platdev_standin *si;
};

/**
 * struct sgenpd_provider - one node's domains
 * @np: the node
 * @specs: the specifiers the board uses
 * @domains: a domain each, in @onecell
 * @onecell: what the provider hands out
 */
struct sgenpd_provider {
	struct device_node *np;
	struct standin_spec *specs;
	struct generic_pm_domain **domains;
	struct genpd_onecell_data onecell;
};

/**
 * struct sgenpd - the kind's state for one stand-in
 * @providers: the node's and its domain subnodes' providers
 * @n: how many
 */
struct sgenpd {
	struct sgenpd_provider *providers;
	int n;
};

static int sgenpd_power(struct generic_pm_domain *genpd, bool on)
{
	struct sgenpd_domain *d =
		container_of(genpd, struct sgenpd_domain, genpd);

	standin_record(d->si, "power %s domain %s", on ? "on" : "off",
		       genpd->name);
	return 0;
}

static int sgenpd_on(struct generic_pm_domain *genpd)
{
	return sgenpd_power(genpd, true);
}

static int sgenpd_off(struct generic_pm_domain *genpd)
{
	return sgenpd_power(genpd, false);
}

static struct generic_pm_domain *
sgenpd_xlate(const struct of_phandle_args *args, void *data)
{
	struct sgenpd_provider *p =
		container_of(data, struct sgenpd_provider, onecell);
	int i = standin_spec_find(p->specs, (int)p->onecell.num_domains, args);

	return i < 0 ? ERR_PTR(-ENOENT) : p->domains[i];
}

/* Whether @np is a domain node of its parent's provider: no compatible. */
static bool domain_subnode(struct device_node *np)
{
	return of_property_present(np, "#power-domain-cells") &&
	       !of_property_present(np, "compatible");
}

/* How many of @np and its domain subnodes (recursively) provide. */
static int count_providers(struct device_node *np, bool top)
{
	struct device_node *child;
	int n = (top ? of_property_present(np, "#power-domain-cells") :
		       domain_subnode(np)) ?
			1 :
			0;

	for_each_child_of_node(np, child)
		if (!of_property_present(child, "compatible"))
			n += count_providers(child, false);
	return n;
}

static bool sgenpd_wants(struct device_node *np)
{
	return count_providers(np, true) > 0;
}

/* Stop handing out and forget every domain of @s. */
/*
 * Remove a domain whose memory goes with the stand-in. A consumer still in
 * it (one whose device link could not order it before the stand-in: a
 * clock controller in a domain of a power controller that takes that
 * controller's clocks) leaves it first, so that nothing points into
 * freed memory; its later detach finds no domain.
 */
static void remove_domain(struct generic_pm_domain *genpd)
{
	struct pm_domain_data *pdd;

	while ((pdd = list_first_entry_or_null(
			&genpd->dev_list, struct pm_domain_data, list_node))) {
		dev_warn(pdd->dev, "still in stand-in domain %s: taken out\n",
			 genpd->name);
		if (pm_genpd_remove_device(pdd->dev))
			break;
	}
	pm_genpd_remove(genpd);
}

static void sgenpd_release(void *data)
{
	struct sgenpd *s = data;
	int i;
	unsigned int j;

	for (i = 0; i < s->n; i++) {
		struct sgenpd_provider *p = &s->providers[i];

		if (p->np)
			of_genpd_del_provider(p->np);
		for (j = 0; j < p->onecell.num_domains; j++)
			if (p->domains[j])
				remove_domain(p->domains[j]);
	}
}

/* The domains of node @np, and its provider. */
static int add_node(struct platdev_standin *si, struct sgenpd_provider *p,
		    struct device_node *np)
{
	struct device *dev = si->dev;
	int n, i, ret;

	n = standin_specs_collect(dev, np, "power-domains",
				  "#power-domain-cells", &p->specs);
	if (n < 0)
		return n;
	p->domains = devm_kcalloc(dev, (size_t)n + 1, sizeof(*p->domains),
				  GFP_KERNEL);
	if (!p->domains)
		return -ENOMEM;
	for (i = 0; i < n; i++) {
		struct sgenpd_domain *d =
			devm_kzalloc(dev, sizeof(*d), GFP_KERNEL);
		char *cells = standin_spec_name(dev, &p->specs[i]);

		if (!d || !cells)
			return -ENOMEM;
		d->si = si;
		d->genpd.name = devm_kasprintf(dev, GFP_KERNEL, "%s%s%s",
					       of_node_full_name(np),
					       *cells ? " " : "", cells);
		if (!d->genpd.name)
			return -ENOMEM;
		d->genpd.power_on = sgenpd_on;
		d->genpd.power_off = sgenpd_off;
		ret = pm_genpd_init(&d->genpd, NULL, true);
		if (ret)
			return ret;
		p->domains[i] = &d->genpd;
		p->onecell.num_domains = (unsigned int)i + 1;
	}
	p->onecell.domains = p->domains;
	p->onecell.num_domains = (unsigned int)n;
	p->onecell.xlate = sgenpd_xlate;
	ret = of_genpd_add_provider_onecell(np, &p->onecell);
	if (ret)
		return ret;
	p->np = np;
	standin_record(si, "power-domain provider %s: %d domains",
		       of_node_full_name(np), n);
	return 0;
}

/* Add @np's provider (@top: the stand-in's own node) and its subnodes'. */
static int add_tree(struct platdev_standin *si, struct sgenpd *s,
		    struct device_node *np, bool top)
{
	struct device_node *child;
	int ret;

	if (top ? of_property_present(np, "#power-domain-cells") :
		  domain_subnode(np)) {
		ret = add_node(si, &s->providers[s->n], np);
		/* a failed provider is undone with the others */
		s->n++;
		if (ret)
			return ret;
	}
	for_each_child_of_node(np, child) {
		if (of_property_present(child, "compatible"))
			continue;
		ret = add_tree(si, s, child, false);
		if (ret) {
			of_node_put(child);
			return ret;
		}
	}
	return 0;
}

static int sgenpd_start(struct platdev_standin *si, void **data)
{
	struct device *dev = si->dev;
	int n = count_providers(si->np, true);
	struct sgenpd *s;
	int ret;

	s = devm_kzalloc(dev, sizeof(*s), GFP_KERNEL);
	if (!s)
		return -ENOMEM;
	s->providers =
		devm_kcalloc(dev, (size_t)n, sizeof(*s->providers), GFP_KERNEL);
	if (!s->providers)
		return -ENOMEM;
	/*
	 * The release action after the memory it reads: devm runs it
	 * first.
	 */
	ret = add_tree(si, s, si->np, true);
	if (ret) {
		sgenpd_release(s);
		return ret;
	}
	*data = s;
	return devm_add_action_or_reset(dev, sgenpd_release, s);
}

const struct standin_kind standin_kind_genpd = {
	.name = "power domain",
	.wants = sgenpd_wants,
	.start = sgenpd_start,
};
