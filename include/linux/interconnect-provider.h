/* SPDX-License-Identifier: MIT */
/*
 * linux/interconnect-provider.h - interconnect providers: nodes with
 * global ids, links between them, and the callbacks that aggregate and
 * apply bandwidth (see linux/interconnect.h).
 */
#ifndef _PLATDEV_LINUX_INTERCONNECT_PROVIDER_H
#define _PLATDEV_LINUX_INTERCONNECT_PROVIDER_H

#include <linux/device.h>
#include <linux/interconnect.h>
#include <linux/list.h>
#include <linux/of.h>

struct icc_node;

/**
 * struct icc_node_data - a node and the tag an "interconnects" cell gave
 * @node: the node
 * @tag: the tag
 */
struct icc_node_data {
	struct icc_node *node;
	u32 tag;
};

/**
 * struct icc_onecell_data - nodes by the specifier's one cell
 * @num_nodes: how many
 * @nodes: the nodes
 */
struct icc_onecell_data {
	unsigned int num_nodes;
	struct icc_node *nodes[] __counted_by(num_nodes);
};

/**
 * of_icc_xlate_onecell() - the node @data's array has at the specifier's
 * cell
 * Return: it, or ERR_PTR(-EINVAL).
 */
struct icc_node *of_icc_xlate_onecell(const struct of_phandle_args *spec,
				      void *data);

/**
 * struct icc_provider - an interconnect
 * @provider_list: in the core's list
 * @nodes: its nodes
 * @set: apply the bandwidth of the hop @src to @dst
 * @aggregate: add a request to a node's totals (NULL: icc_std_aggregate)
 * @pre_aggregate: before a node's totals are computed
 * @get_bw: a node's bandwidth at boot (not used: see interconnect.h)
 * @xlate: specifier to node
 * @xlate_extended: specifier to node and tag (preferred)
 * @dev: its device (its node is what "interconnects" name)
 * @users: how many path nodes are its
 * @inter_set: @set is also called for hops from another provider's node
 * @data: the provider's (@xlate's data)
 */
struct icc_provider {
	struct list_head provider_list;
	struct list_head nodes;
	int (*set)(struct icc_node *src, struct icc_node *dst);
	int (*aggregate)(struct icc_node *node, u32 tag, u32 avg_bw,
			 u32 peak_bw, u32 *agg_avg, u32 *agg_peak);
	void (*pre_aggregate)(struct icc_node *node);
	int (*get_bw)(struct icc_node *node, u32 *avg, u32 *peak);
	struct icc_node *(*xlate)(const struct of_phandle_args *spec,
				  void *data);
	struct icc_node_data *(*xlate_extended)(
		const struct of_phandle_args *spec, void *data);
	struct device *dev;
	int users;
	bool inter_set;
	void *data;
};

/**
 * struct icc_node - an endpoint or hop of an interconnect
 * @id: its global id
 * @name: its name
 * @links: the nodes it reaches
 * @num_links: how many
 * @provider: its provider, once added
 * @node_list: in the provider's nodes
 * @search_list: the core's, for path searches
 * @reverse: the core's, for path searches
 * @is_traversed: the core's, for path searches
 * @req_list: the requests of the paths through it
 * @avg_bw: the aggregated average bandwidth
 * @peak_bw: the aggregated peak bandwidth
 * @init_avg: the boot-time floor (0 here)
 * @init_peak: the boot-time floor (0 here)
 * @data: the provider's
 * @all_node: in the core's list of nodes (by id)
 */
struct icc_node {
	int id;
	const char *name;
	struct icc_node **links;
	size_t num_links;
	struct icc_provider *provider;
	struct list_head node_list;
	struct list_head search_list;
	struct icc_node *reverse;
	u8 is_traversed : 1;
	struct hlist_head req_list;
	u32 avg_bw;
	u32 peak_bw;
	u32 init_avg;
	u32 init_peak;
	void *data;
	struct list_head all_node;
};

/** icc_std_aggregate() - sum the averages, keep the highest peak */
int icc_std_aggregate(struct icc_node *node, u32 tag, u32 avg_bw, u32 peak_bw,
		      u32 *agg_avg, u32 *agg_peak);

/**
 * icc_node_create() - the node of @id, created if it does not exist
 * Return: it, or ERR_PTR(-ENOMEM).
 */
struct icc_node *icc_node_create(int id);

/** icc_node_destroy() - free the node of @id (taken out of its provider) */
void icc_node_destroy(int id);

/**
 * icc_link_create() - a link from @node to the node of @dst_id (created
 * if needed)
 * Return: 0; -EINVAL when @node has no provider yet; -ENOMEM.
 */
int icc_link_create(struct icc_node *node, const int dst_id);

/** icc_node_add() - make @node @provider's */
void icc_node_add(struct icc_node *node, struct icc_provider *provider);

/** icc_node_del() - take @node out of its provider */
void icc_node_del(struct icc_node *node);

/** icc_nodes_remove() - del and destroy every node of @provider */
int icc_nodes_remove(struct icc_provider *provider);

/** icc_provider_init() - prepare @provider for its nodes */
void icc_provider_init(struct icc_provider *provider);

/**
 * icc_provider_register() - paths may now reach @provider's nodes
 * Return: 0; -EINVAL without an xlate.
 */
int icc_provider_register(struct icc_provider *provider);

/** icc_provider_deregister() - withdraw @provider (warns while in use) */
void icc_provider_deregister(struct icc_provider *provider);

#endif /* _PLATDEV_LINUX_INTERCONNECT_PROVIDER_H */
