// SPDX-License-Identifier: MIT
/*
 * core.c - the interconnect framework (linux/interconnect.h,
 * linux/interconnect-provider.h): nodes and links, providers, paths found
 * breadth-first between the two nodes of an "interconnects" entry, and
 * bandwidth votes aggregated per node and applied hop by hop.
 */
#include <linux/bug.h>
#include <linux/device.h>
#include <linux/interconnect-provider.h>
#include <linux/interconnect.h>
#include <linux/minmax.h>
#include <linux/mutex.h>
#include <linux/of.h>
#include <linux/overflow.h>
#include <linux/slab.h>
#include <linux/sprintf.h>
#include <platdev/bind.h>
#include <platdev/features.h>

/**
 * struct icc_req - one path's vote on one node
 * @req_node: in the node's req_list
 * @node: the node
 * @dev: the consumer
 * @enabled: counted (icc_enable()) or not
 * @tag: the path's tag
 * @avg_bw: the vote's average
 * @peak_bw: the vote's peak
 */
struct icc_req {
	struct hlist_node req_node;
	struct icc_node *node;
	struct device *dev;
	bool enabled;
	u32 tag;
	u32 avg_bw;
	u32 peak_bw;
};

/**
 * struct icc_path - a consumer's path
 * @name: "src-dst"
 * @num_nodes: its nodes
 * @reqs: a request per node, from the source
 */
struct icc_path {
	const char *name;
	size_t num_nodes;
	struct icc_req reqs[] __counted_by(num_nodes);
};

static DEFINE_MUTEX(icc_lock);
static LIST_HEAD(icc_providers);
static LIST_HEAD(icc_nodes);

/* ---- nodes and providers ---- */

static struct icc_node *node_find(int id)
{
	struct icc_node *node;

	list_for_each_entry(node, &icc_nodes, all_node)
		if (node->id == id)
			return node;
	return NULL;
}

static struct icc_node *node_create_locked(int id)
{
	struct icc_node *node = node_find(id);

	if (node)
		return node;
	node = kzalloc(sizeof(*node), GFP_KERNEL);
	if (!node)
		return ERR_PTR(-ENOMEM);
	node->id = id;
	INIT_LIST_HEAD(&node->node_list);
	INIT_HLIST_HEAD(&node->req_list);
	list_add_tail(&node->all_node, &icc_nodes);
	return node;
}

struct icc_node *icc_node_create(int id)
{
	struct icc_node *node;

	mutex_lock(&icc_lock);
	node = node_create_locked(id);
	mutex_unlock(&icc_lock);
	return node;
}

void icc_node_destroy(int id)
{
	struct icc_node *node;

	mutex_lock(&icc_lock);
	node = node_find(id);
	if (node) {
		WARN_ON(!hlist_empty(&node->req_list));
		list_del(&node->all_node);
		kfree(node->links);
		kfree(node);
	}
	mutex_unlock(&icc_lock);
}

int icc_link_create(struct icc_node *node, const int dst_id)
{
	struct icc_node *dst, **links;
	int ret = 0;

	if (!node->provider)
		return -EINVAL;
	mutex_lock(&icc_lock);
	dst = node_create_locked(dst_id);
	if (IS_ERR(dst)) {
		ret = (int)PTR_ERR(dst);
		goto out;
	}
	links = krealloc(node->links, (node->num_links + 1) * sizeof(*links),
			 GFP_KERNEL);
	if (!links) {
		ret = -ENOMEM;
		goto out;
	}
	node->links = links;
	node->links[node->num_links++] = dst;
out:
	mutex_unlock(&icc_lock);
	return ret;
}

void icc_node_add(struct icc_node *node, struct icc_provider *provider)
{
	if (WARN_ON(node->provider))
		return;
	mutex_lock(&icc_lock);
	node->provider = provider;
	list_add_tail(&node->node_list, &provider->nodes);
	/* No boot-time floors: as after icc_sync_state() (see the header). */
	node->init_avg = 0;
	node->init_peak = 0;
	node->avg_bw = 0;
	node->peak_bw = 0;
	mutex_unlock(&icc_lock);
}

void icc_node_del(struct icc_node *node)
{
	mutex_lock(&icc_lock);
	list_del_init(&node->node_list);
	node->provider = NULL;
	mutex_unlock(&icc_lock);
}

int icc_nodes_remove(struct icc_provider *provider)
{
	struct icc_node *n, *tmp;

	if (WARN_ON(IS_ERR_OR_NULL(provider)))
		return -EINVAL;
	list_for_each_entry_safe_reverse(n, tmp, &provider->nodes, node_list) {
		int id = n->id;

		icc_node_del(n);
		icc_node_destroy(id);
	}
	return 0;
}

void icc_provider_init(struct icc_provider *provider)
{
	WARN_ON(!provider->set);
	INIT_LIST_HEAD(&provider->nodes);
}

int icc_provider_register(struct icc_provider *provider)
{
	if (WARN_ON(!provider->xlate && !provider->xlate_extended))
		return -EINVAL;
	mutex_lock(&icc_lock);
	list_add_tail(&provider->provider_list, &icc_providers);
	mutex_unlock(&icc_lock);
	if (platdev_has(PLATDEV_FEAT_OF) && provider->dev &&
	    provider->dev->of_node)
		platdev_node_ready(provider->dev->of_node);
	return 0;
}

void icc_provider_deregister(struct icc_provider *provider)
{
	mutex_lock(&icc_lock);
	WARN_ON(provider->users);
	list_del(&provider->provider_list);
	mutex_unlock(&icc_lock);
}

struct icc_node *of_icc_xlate_onecell(const struct of_phandle_args *spec,
				      void *data)
{
	struct icc_onecell_data *icc_data = data;
	unsigned int idx = spec->args[0];

	if (idx >= icc_data->num_nodes) {
		pr_err("%s: invalid index %u\n", __func__, idx);
		return ERR_PTR(-EINVAL);
	}
	return icc_data->nodes[idx];
}

int icc_std_aggregate(struct icc_node *node, u32 tag, u32 avg_bw, u32 peak_bw,
		      u32 *agg_avg, u32 *agg_peak)
{
	(void)node;
	(void)tag;
	*agg_avg += avg_bw;
	*agg_peak = max(*agg_peak, peak_bw);
	return 0;
}

/* ---- bandwidth ---- */

static void aggregate_requests(struct icc_node *node)
{
	struct icc_provider *p = node->provider;
	struct icc_req *r;

	node->avg_bw = 0;
	node->peak_bw = 0;
	if (p->pre_aggregate)
		p->pre_aggregate(node);
	hlist_for_each_entry(r, &node->req_list, req_node) {
		u32 avg = r->enabled ? r->avg_bw : 0;
		u32 peak = r->enabled ? r->peak_bw : 0;

		if (p->aggregate)
			p->aggregate(node, r->tag, avg, peak, &node->avg_bw,
				     &node->peak_bw);
		else
			icc_std_aggregate(node, r->tag, avg, peak,
					  &node->avg_bw, &node->peak_bw);
	}
}

/* Each hop's set(), where both ends are one provider's (or inter_set). */
static int apply_constraints(struct icc_path *path)
{
	struct icc_node *next, *prev = NULL;
	size_t i;
	int ret;

	for (i = 0; i < path->num_nodes; i++) {
		struct icc_provider *p;

		next = path->reqs[i].node;
		p = next->provider;
		if (!prev || (p != prev->provider && !p->inter_set)) {
			prev = next;
			continue;
		}
		ret = p->set(prev, next);
		if (ret)
			return ret;
		prev = next;
	}
	return 0;
}

int icc_set_bw(struct icc_path *path, u32 avg_bw, u32 peak_bw)
{
	u32 old_avg, old_peak;
	size_t i;
	int ret;

	if (!path)
		return 0;
	if (WARN_ON(IS_ERR(path) || !path->num_nodes))
		return -EINVAL;
	mutex_lock(&icc_lock);
	old_avg = path->reqs[0].avg_bw;
	old_peak = path->reqs[0].peak_bw;
	for (i = 0; i < path->num_nodes; i++) {
		path->reqs[i].avg_bw = avg_bw;
		path->reqs[i].peak_bw = peak_bw;
		aggregate_requests(path->reqs[i].node);
	}
	ret = apply_constraints(path);
	if (ret) {
		pr_debug("interconnect: error applying constraints (%d)\n",
			 ret);
		for (i = 0; i < path->num_nodes; i++) {
			path->reqs[i].avg_bw = old_avg;
			path->reqs[i].peak_bw = old_peak;
			aggregate_requests(path->reqs[i].node);
		}
		apply_constraints(path);
	}
	mutex_unlock(&icc_lock);
	return ret;
}

static int set_enabled(struct icc_path *path, bool enabled)
{
	size_t i;

	if (!path)
		return 0;
	if (WARN_ON(IS_ERR(path) || !path->num_nodes))
		return -EINVAL;
	mutex_lock(&icc_lock);
	for (i = 0; i < path->num_nodes; i++)
		path->reqs[i].enabled = enabled;
	mutex_unlock(&icc_lock);
	return icc_set_bw(path, path->reqs[0].avg_bw, path->reqs[0].peak_bw);
}

int icc_enable(struct icc_path *path)
{
	return set_enabled(path, true);
}

int icc_disable(struct icc_path *path)
{
	return set_enabled(path, false);
}

void icc_set_tag(struct icc_path *path, u32 tag)
{
	size_t i;

	if (!path)
		return;
	mutex_lock(&icc_lock);
	for (i = 0; i < path->num_nodes; i++)
		path->reqs[i].tag = tag;
	mutex_unlock(&icc_lock);
}

const char *icc_get_name(struct icc_path *path)
{
	return path ? path->name : NULL;
}

void icc_put(struct icc_path *path)
{
	size_t i;

	if (!path || WARN_ON(IS_ERR(path)))
		return;
	icc_set_bw(path, 0, 0);
	mutex_lock(&icc_lock);
	for (i = 0; i < path->num_nodes; i++) {
		path->reqs[i].node->provider->users--;
		hlist_del(&path->reqs[i].req_node);
	}
	mutex_unlock(&icc_lock);
	kfree(path->name);
	kfree(path);
}

/* ---- paths ---- */

/*
 * The shortest path from @src to @dst, breadth-first over the links, for
 * @dev. icc_lock held. Return: it, or ERR_PTR(-EPROBE_DEFER) when none
 * joins them (a provider that links them may come), -ENOMEM.
 */
static struct icc_path *path_find(struct device *dev, struct icc_node *src,
				  struct icc_node *dst)
{
	LIST_HEAD(traverse_list);
	LIST_HEAD(edge_list);
	LIST_HEAD(visited_list);
	struct icc_node *node, *n;
	struct icc_path *path;
	bool found = false;
	size_t depth = 0, i;

	src->reverse = NULL;
	src->is_traversed = 1;
	list_add(&src->search_list, &traverse_list);
	while (!found && !list_empty(&traverse_list)) {
		list_for_each_entry(node, &traverse_list, search_list) {
			if (node == dst) {
				found = true;
				break;
			}
			for (i = 0; i < node->num_links; i++) {
				struct icc_node *tmp = node->links[i];

				/* not added to a provider yet: no way through */
				if (tmp->is_traversed || !tmp->provider)
					continue;
				tmp->is_traversed = 1;
				tmp->reverse = node;
				list_add_tail(&tmp->search_list, &edge_list);
			}
		}
		list_splice_init(&traverse_list, &visited_list);
		list_splice_init(&edge_list, &traverse_list);
	}
	list_splice_init(&traverse_list, &visited_list);
	list_for_each_entry_safe(node, n, &visited_list, search_list)
		node->is_traversed = 0;
	if (!found)
		return ERR_PTR(-EPROBE_DEFER);
	for (node = dst; node; node = node->reverse)
		depth++;
	path = kzalloc(struct_size(path, reqs, depth), GFP_KERNEL);
	if (!path)
		return ERR_PTR(-ENOMEM);
	path->num_nodes = depth;
	for (node = dst, i = depth; node; node = node->reverse) {
		struct icc_req *req = &path->reqs[--i];

		node->provider->users++;
		hlist_add_head(&req->req_node, &node->req_list);
		req->node = node;
		req->dev = dev;
		req->enabled = true;
	}
	return path;
}

/* The node (and tag) @spec names; ERR_PTR(-EPROBE_DEFER) for no provider. */
static struct icc_node *node_of(const struct of_phandle_args *spec, u32 *tag)
{
	struct icc_node *node = ERR_PTR(-EPROBE_DEFER);
	struct icc_provider *p;

	*tag = 0;
	mutex_lock(&icc_lock);
	list_for_each_entry(p, &icc_providers, provider_list) {
		if (!p->dev || p->dev->of_node != spec->np)
			continue;
		if (p->xlate_extended) {
			struct icc_node_data *data =
				p->xlate_extended(spec, p->data);

			if (IS_ERR(data)) {
				node = ERR_CAST(data);
			} else {
				node = data->node;
				*tag = data->tag;
				kfree(data);
			}
		} else {
			node = p->xlate(spec, p->data);
		}
		if (!IS_ERR(node))
			break;
	}
	mutex_unlock(&icc_lock);
	return node;
}

struct icc_path *of_icc_get_by_index(struct device *dev, int idx)
{
	struct of_phandle_args src_args, dst_args;
	struct icc_node *src, *dst;
	struct icc_path *path;
	u32 src_tag, dst_tag;
	int ret;

	if (!platdev_has(PLATDEV_FEAT_OF) || !dev || !dev->of_node)
		return ERR_PTR(-ENODEV);
	if (!of_property_present(dev->of_node, "interconnects"))
		return NULL;
	ret = of_parse_phandle_with_args(dev->of_node, "interconnects",
					 "#interconnect-cells", idx * 2,
					 &src_args);
	if (ret)
		return ERR_PTR(ret);
	of_node_put(src_args.np);
	ret = of_parse_phandle_with_args(dev->of_node, "interconnects",
					 "#interconnect-cells", idx * 2 + 1,
					 &dst_args);
	if (ret)
		return ERR_PTR(ret);
	of_node_put(dst_args.np);
	src = node_of(&src_args, &src_tag);
	if (IS_ERR(src)) {
		if (PTR_ERR(src) == -EPROBE_DEFER)
			platdev_device_waits_for_node(dev, src_args.np,
						      PLATDEV_DEP_PROVIDER);
		return ERR_PTR(dev_err_probe(dev, (int)PTR_ERR(src),
					     "error finding src node\n"));
	}
	dst = node_of(&dst_args, &dst_tag);
	if (IS_ERR(dst)) {
		if (PTR_ERR(dst) == -EPROBE_DEFER)
			platdev_device_waits_for_node(dev, dst_args.np,
						      PLATDEV_DEP_PROVIDER);
		return ERR_PTR(dev_err_probe(dev, (int)PTR_ERR(dst),
					     "error finding dst node\n"));
	}
	mutex_lock(&icc_lock);
	path = path_find(dev, src, dst);
	mutex_unlock(&icc_lock);
	if (IS_ERR(path)) {
		dev_err(dev, "%s: invalid path=%ld\n", __func__, PTR_ERR(path));
		return path;
	}
	if (src_tag && src_tag == dst_tag)
		icc_set_tag(path, src_tag);
	path->name = kasprintf(GFP_KERNEL, "%s-%s", src->name, dst->name);
	if (!path->name) {
		icc_put(path);
		return ERR_PTR(-ENOMEM);
	}
	return path;
}

struct icc_path *of_icc_get(struct device *dev, const char *name)
{
	int idx = 0;

	if (!platdev_has(PLATDEV_FEAT_OF) || !dev || !dev->of_node)
		return ERR_PTR(-ENODEV);
	if (!of_property_present(dev->of_node, "interconnects"))
		return NULL;
	if (name) {
		idx = of_property_match_string(dev->of_node,
					       "interconnect-names", name);
		if (idx < 0)
			return ERR_PTR(idx);
	}
	return of_icc_get_by_index(dev, idx);
}

static void devm_icc_release(void *path)
{
	icc_put(path);
}

struct icc_path *devm_of_icc_get(struct device *dev, const char *name)
{
	struct icc_path *path = of_icc_get(dev, name);
	int ret;

	if (IS_ERR_OR_NULL(path))
		return path;
	ret = devm_add_action_or_reset(dev, devm_icc_release, path);
	return ret ? ERR_PTR(ret) : path;
}
