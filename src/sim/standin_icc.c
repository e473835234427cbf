// SPDX-License-Identifier: MIT
/*
 * standin_icc.c - the stand-in kind for interconnect providers
 * (#interconnect-cells): a node per specifier the board's "interconnects"
 * use, linked straight to the node each consumer's path goes to (which
 * may be another provider's, stood in for or not), so that every path the
 * tree names has a way; each bandwidth vote that reaches a hop of this
 * provider is recorded.
 *
 * Node ids are global in the framework: a stand-in node's is a hash of
 * its provider's phandle and specifier (in 0x40000000..0x7fffffff), so
 * that two stand-ins agree on the ids of each other's nodes.
 */
#include <linux/device.h>
#include <linux/interconnect-provider.h>
#include <linux/of.h>
#include <linux/slab.h>

#include "sim/standin.h"
#include "sim/standin_specs.h"

/**
 * struct sicc - a stand-in interconnect
 * @prov: the provider
 * @si: its stand-in
 * @specs: its nodes' specifiers
 * @nodes: its nodes, by specifier
 * @n: how many
 */
struct sicc {
	struct icc_provider prov;
	struct platdev_standin *si;
	struct standin_spec *specs;
	struct icc_node **nodes;
	int n;
};

/* The global id of @np's node for @args (FNV-1a of phandle and cells). */
static int sicc_id(const struct device_node *np,
		   const struct of_phandle_args *args)
{
	u32 h = 2166136261u;
	int i;

	h = (h ^ np->phandle) * 16777619u;
	for (i = 0; i < args->args_count; i++)
		h = (h ^ args->args[i]) * 16777619u;
	return (int)(0x40000000u | (h & 0x3fffffffu));
}

static int sicc_set(struct icc_node *src, struct icc_node *dst)
{
	struct sicc *s = dst->provider->data;

	standin_record(s->si, "bandwidth %s -> %s: avg %u peak %u kB/s",
		       src->name, dst->name, dst->avg_bw, dst->peak_bw);
	return 0;
}

static struct icc_node *sicc_xlate(const struct of_phandle_args *spec,
				   void *data)
{
	struct sicc *s = data;
	int i = standin_spec_find(s->specs, s->n, spec);

	return i < 0 ? ERR_PTR(-EINVAL) : s->nodes[i];
}

static bool sicc_wants(struct device_node *np)
{
	return of_property_present(np, "#interconnect-cells");
}

/*
 * Link each of @s's nodes that a consumer's path starts from to that
 * path's other end.
 */
static int sicc_link(struct sicc *s, struct device_node *np)
{
	struct of_phandle_args a, b;
	struct device_node *dn;
	int i, k, ret;

	for_each_of_allnodes(dn) {
		for (i = 0; !of_parse_phandle_with_args(dn, "interconnects",
							"#interconnect-cells",
							2 * i, &a);
		     i++) {
			ret = of_parse_phandle_with_args(dn, "interconnects",
							 "#interconnect-cells",
							 2 * i + 1, &b);
			of_node_put(a.np);
			if (ret)
				break;
			of_node_put(b.np);
			if (a.np != np)
				continue;
			k = standin_spec_find(s->specs, s->n, &a);
			if (k < 0)
				continue;
			ret = icc_link_create(s->nodes[k], sicc_id(b.np, &b));
			if (ret)
				return ret;
		}
	}
	return 0;
}

static void sicc_stop(void *data)
{
	struct sicc *s = data;

	icc_provider_deregister(&s->prov);
	icc_nodes_remove(&s->prov);
}

static int sicc_start(struct platdev_standin *si, void **data)
{
	struct device *dev = si->dev;
	struct of_phandle_args args = { .np = si->np };
	struct sicc *s;
	int i, ret;

	s = devm_kzalloc(dev, sizeof(*s), GFP_KERNEL);
	if (!s)
		return -ENOMEM;
	s->si = si;
	s->n = standin_specs_collect(dev, si->np, "interconnects",
				     "#interconnect-cells", &s->specs);
	if (s->n < 0)
		return s->n;
	s->nodes = devm_kcalloc(dev, (size_t)s->n + 1, sizeof(*s->nodes),
				GFP_KERNEL);
	if (!s->nodes)
		return -ENOMEM;
	s->prov.dev = dev;
	s->prov.set = sicc_set;
	s->prov.xlate = sicc_xlate;
	s->prov.data = s;
	s->prov.inter_set = true;
	icc_provider_init(&s->prov);
	for (i = 0; i < s->n; i++) {
		char *cells = standin_spec_name(dev, &s->specs[i]);
		struct icc_node *node;

		args.args_count = s->specs[i].count;
		memcpy(args.args, s->specs[i].args, sizeof(args.args));
		node = icc_node_create(sicc_id(si->np, &args));
		if (IS_ERR(node)) {
			icc_nodes_remove(&s->prov);
			return (int)PTR_ERR(node);
		}
		node->name = cells ? devm_kasprintf(dev, GFP_KERNEL, "%s%s%s",
						    of_node_full_name(si->np),
						    *cells ? " " : "", cells) :
				     NULL;
		icc_node_add(node, &s->prov);
		s->nodes[i] = node;
		if (!node->name) {
			icc_nodes_remove(&s->prov);
			return -ENOMEM;
		}
	}
	ret = sicc_link(s, si->np);
	if (!ret)
		ret = icc_provider_register(&s->prov);
	if (ret) {
		icc_nodes_remove(&s->prov);
		return ret;
	}
	standin_record(si, "interconnect %s: %d nodes",
		       of_node_full_name(si->np), s->n);
	*data = s;
	return devm_add_action_or_reset(dev, sicc_stop, s);
}

const struct standin_kind standin_kind_icc = {
	.name = "interconnect",
	.wants = sicc_wants,
	.start = sicc_start,
};
