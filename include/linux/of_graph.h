/* SPDX-License-Identifier: MIT */
/*
 * linux/of_graph.h - the device tree's graph binding
 * (Documentation/devicetree/bindings/graph.txt): a device's "port" nodes,
 * directly below it or in a "ports" node, each with "endpoint" nodes whose
 * "remote-endpoint" phandle links them to another device's endpoint.
 *
 * A port's number is its "reg" (0 without one), as is an endpoint's.
 * Every node returned is referenced: of_node_put() it.
 */
#ifndef _PLATDEV_LINUX_OF_GRAPH_H
#define _PLATDEV_LINUX_OF_GRAPH_H

#include <linux/of.h>
#include <linux/types.h>

/**
 * struct of_endpoint - an endpoint's place in the graph
 * @port: its port's number
 * @id: its number within the port
 * @local_node: the endpoint node
 */
struct of_endpoint {
	unsigned int port;
	unsigned int id;
	const struct device_node *local_node;
};

/** for_each_endpoint_of_node() - each endpoint of @parent, in order */
#define for_each_endpoint_of_node(parent, child)                      \
	for (child = of_graph_get_next_endpoint(parent, NULL); child; \
	     child = of_graph_get_next_endpoint(parent, child))

/** of_graph_is_present() - whether @node has a port */
bool of_graph_is_present(const struct device_node *node);

/**
 * of_graph_parse_endpoint() - fill @endpoint from the endpoint @node
 * Return: 0.
 */
int of_graph_parse_endpoint(const struct device_node *node,
			    struct of_endpoint *endpoint);

/** of_graph_get_endpoint_count() - how many endpoints @np's ports have */
unsigned int of_graph_get_endpoint_count(const struct device_node *np);

/** of_graph_get_port_by_id() - @node's port numbered @id, or NULL */
struct device_node *of_graph_get_port_by_id(struct device_node *node, u32 id);

/**
 * of_graph_get_next_endpoint() - the endpoint of @parent after @prev (the
 * first for NULL), across its ports in order; @prev is put
 * Return: the endpoint, or NULL after the last.
 */
struct device_node *of_graph_get_next_endpoint(const struct device_node *parent,
					       struct device_node *prev);

/**
 * of_graph_get_endpoint_by_regs() - @parent's endpoint @reg of port
 * @port_reg (-1: any)
 * Return: the endpoint, or NULL.
 */
struct device_node *
of_graph_get_endpoint_by_regs(const struct device_node *parent, int port_reg,
			      int reg);

/** of_graph_get_remote_endpoint() - the endpoint @node links to, or NULL */
struct device_node *
of_graph_get_remote_endpoint(const struct device_node *node);

/**
 * of_graph_get_port_parent() - the device an endpoint belongs to (above
 * its port and "ports" node); the reference to @node is consumed
 */
struct device_node *of_graph_get_port_parent(struct device_node *node);

/** of_graph_get_remote_port_parent() - the device @node links to, or NULL */
struct device_node *
of_graph_get_remote_port_parent(const struct device_node *node);

/** of_graph_get_remote_port() - the port @node links to, or NULL */
struct device_node *of_graph_get_remote_port(const struct device_node *node);

/**
 * of_graph_get_remote_node() - the available device at the other end of
 * @node's endpoint @endpoint of port @port
 * Return: the device node, or NULL (no such endpoint or link, or the
 * device is disabled).
 */
struct device_node *of_graph_get_remote_node(const struct device_node *node,
					     u32 port, u32 endpoint);

#endif /* _PLATDEV_LINUX_OF_GRAPH_H */
