// SPDX-License-Identifier: MIT
/*
 * graph.c - the device tree's graph binding (linux/of_graph.h): ports,
 * endpoints and the links between them.
 */
#include <linux/of.h>
#include <linux/of_graph.h>
#include <platdev/features.h>

/* The node that holds @node's ports: its "ports" child, else itself. */
static struct device_node *ports_of(const struct device_node *node)
{
	struct device_node *ports = of_get_child_by_name(node, "ports");

	return ports ? ports : of_node_get((struct device_node *)node);
}

/* A node's "reg", 0 without one. */
static u32 graph_reg(const struct device_node *np)
{
	u32 reg = 0;

	of_property_read_u32(np, "reg", &reg);
	return reg;
}

bool of_graph_is_present(const struct device_node *node)
{
	struct device_node *ports, *port;

	if (!platdev_has(PLATDEV_FEAT_OF) || !node)
		return false;
	ports = ports_of(node);
	port = of_get_child_by_name(ports, "port");
	of_node_put(ports);
	of_node_put(port);
	return port != NULL;
}

int of_graph_parse_endpoint(const struct device_node *node,
			    struct of_endpoint *endpoint)
{
	struct device_node *port = of_get_parent(node);

	endpoint->local_node = node;
	endpoint->port = graph_reg(port);
	endpoint->id = graph_reg(node);
	of_node_put(port);
	return 0;
}

struct device_node *of_graph_get_next_endpoint(const struct device_node *parent,
					       struct device_node *prev)
{
	struct device_node *ports, *port, *ep = NULL;
	bool found = !prev;

	if (!platdev_has(PLATDEV_FEAT_OF) || !parent) {
		of_node_put(prev);
		return NULL;
	}
	ports = ports_of(parent);
	for_each_child_of_node(ports, port) {
		if (!of_node_name_eq(port, "port"))
			continue;
		for_each_child_of_node(port, ep) {
			if (!of_node_name_eq(ep, "endpoint"))
				continue;
			if (found)
				break;
			found = ep == prev;
		}
		if (ep) {
			of_node_put(port);
			break;
		}
	}
	of_node_put(ports);
	of_node_put(prev);
	return ep;
}

unsigned int of_graph_get_endpoint_count(const struct device_node *np)
{
	struct device_node *ep;
	unsigned int n = 0;

	for_each_endpoint_of_node(np, ep) n++;
	return n;
}

struct device_node *of_graph_get_port_by_id(struct device_node *node, u32 id)
{
	struct device_node *ports, *port;

	if (!platdev_has(PLATDEV_FEAT_OF) || !node)
		return NULL;
	ports = ports_of(node);
	for_each_child_of_node(ports, port)
		if (of_node_name_eq(port, "port") && graph_reg(port) == id)
			break;
	of_node_put(ports);
	return port;
}

struct device_node *
of_graph_get_endpoint_by_regs(const struct device_node *parent, int port_reg,
			      int reg)
{
	struct of_endpoint endpoint;
	struct device_node *ep;

	for_each_endpoint_of_node(parent, ep)
	{
		of_graph_parse_endpoint(ep, &endpoint);
		if ((port_reg == -1 ||
		     endpoint.port == (unsigned int)port_reg) &&
		    (reg == -1 || endpoint.id == (unsigned int)reg))
			return ep;
	}
	return NULL;
}

struct device_node *of_graph_get_remote_endpoint(const struct device_node *node)
{
	return of_parse_phandle(node, "remote-endpoint", 0);
}

struct device_node *of_graph_get_port_parent(struct device_node *node)
{
	struct device_node *port, *parent;

	if (!node)
		return NULL;
	port = of_get_parent(node);
	of_node_put(node);
	parent = of_get_parent(port);
	of_node_put(port);
	if (parent && (of_node_name_eq(parent, "ports") ||
		       of_node_name_eq(parent, "in-ports") ||
		       of_node_name_eq(parent, "out-ports"))) {
		port = parent;
		parent = of_get_parent(port);
		of_node_put(port);
	}
	return parent;
}

struct device_node *
of_graph_get_remote_port_parent(const struct device_node *node)
{
	return of_graph_get_port_parent(of_graph_get_remote_endpoint(node));
}

struct device_node *of_graph_get_remote_port(const struct device_node *node)
{
	struct device_node *ep = of_graph_get_remote_endpoint(node), *port;

	if (!ep)
		return NULL;
	port = of_get_parent(ep);
	of_node_put(ep);
	return port;
}

struct device_node *of_graph_get_remote_node(const struct device_node *node,
					     u32 port, u32 endpoint)
{
	struct device_node *ep, *remote;

	ep = of_graph_get_endpoint_by_regs(node, (int)port, (int)endpoint);
	if (!ep)
		return NULL;
	remote = of_graph_get_remote_port_parent(ep);
	of_node_put(ep);
	if (remote && !of_device_is_available(remote)) {
		of_node_put(remote);
		return NULL;
	}
	return remote;
}
