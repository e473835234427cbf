// SPDX-License-Identifier: MIT
/*
 * why.c - "platdev why NAME [BOARD]": why a device is or is not bound, or
 * why a device-tree node has no device at all.
 */
#include <stdio.h>
#include <string.h>

#include <linux/device.h>
#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/bind.h>
#include <platdev/of.h>

#include "board.h"
#include "inspect.h"

/*
 * What the provider node @np a device waits for lacks: a driver for its
 * device (the PLIC and APLIC are platform drivers' since Linux 6.9), or,
 * for a node set up early, a model of it here.
 */
static void explain_provider(FILE *out, struct device_node *np,
			     enum platdev_dep_kind kind)
{
	struct platform_device *pdev = of_find_device_by_node(np);
	char path[256];

	platdev_of_format_path(np, path, sizeof(path));
	if (pdev) {
		if (!pdev->dev.driver)
			fprintf(out,
				"  %s is device %s, which no driver has bound: its driver provides the %s when it probes\n",
				path, dev_name(&pdev->dev),
				kind == PLATDEV_DEP_IRQ_PARENT ? "irq domain" :
								 "provider");
		put_device(&pdev->dev);
	} else if (of_node_check_flag(np, OF_POPULATED)) {
		fprintf(out,
			"  %s is set up early on Linux, but platdev_of_init_early() does not model it\n",
			path);
	}
}

void inspect_explain(FILE *out, struct device *dev)
{
	struct platdev_bind_status st;
	char path[256];

	if (platdev_device_bind_status(dev, &st)) {
		fprintf(out, "%s: no status\n", dev_name(dev));
		return;
	}
	fprintf(out, "%s: ", dev_name(dev));
	switch (st.state) {
	case PLATDEV_BIND_BOUND:
		fprintf(out, "bound to driver %s\n", st.driver);
		break;
	case PLATDEV_BIND_DEFERRED:
		fprintf(out, "deferred, waiting for ");
		if (st.supplier[0])
			fprintf(out, "supplier %s (%s)", st.supplier,
				platdev_dep_kind_name(st.wait_kind));
		else if (st.node)
			fprintf(out, "%s (%s)",
				platdev_of_format_path(st.node, path,
						       sizeof(path)),
				platdev_dep_kind_name(st.wait_kind));
		else
			fprintf(out, "something its driver did not name");
		fprintf(out, "%s; probed %u time%s (%u deferred)",
			st.timed_out ? ", past its timeout" : "",
			st.probe_calls, st.probe_calls == 1 ? "" : "s",
			st.defers);
		if (st.last_error)
			fprintf(out, ", last error %d", st.last_error);
		fputc('\n', out);
		break;
	case PLATDEV_BIND_FAILED:
		fprintf(out, "probe failed with error %d after %u probe%s\n",
			st.last_error, st.probe_calls,
			st.probe_calls == 1 ? "" : "s");
		break;
	default:
		fprintf(out, "%s\n",
			st.driver_matches ?
				"not bound (a driver matches; it was not probed)" :
				"no matching driver");
		break;
	}
	if (st.state == PLATDEV_BIND_DEFERRED && st.node)
		explain_provider(out, (struct device_node *)st.node,
				 st.wait_kind);
	if (st.reason[0])
		fprintf(out, "  driver said: %s\n", st.reason);
	if (dev->of_node)
		fprintf(out, "  node %s\n",
			platdev_of_format_path(dev->of_node, path,
					       sizeof(path)));
}

static struct device_node *find_node(const char *name)
{
	struct device_node *np;

	if (name[0] == '/')
		return of_find_node_by_path(name);
	for_each_of_allnodes(np)
		if (!strcmp(np->full_name, name))
			return of_node_get(np);
	return NULL;
}

/* Why the node @np made no device. */
static void explain_node(FILE *out, const char *name, struct device_node *np)
{
	const char *status = NULL;
	char path[256];

	platdev_of_format_path(np, path, sizeof(path));
	fprintf(out, "%s: no device for node %s: ", name, path);
	of_property_read_string(np, "status", &status);
	if (!of_get_property(np, "compatible", NULL))
		fprintf(out, "it has no compatible\n");
	else if (!of_device_is_available(np))
		fprintf(out, "disabled in the device tree (status = \"%s\")\n",
			status ? status : "?");
	else if (of_node_check_flag(np, OF_POPULATED))
		fprintf(out,
			"Linux initialises it before populating (an interrupt controller or clock)\n");
	else if (np->parent && np->parent->parent &&
		 !of_node_check_flag(np->parent, OF_POPULATED_BUS))
		fprintf(out,
			"its parent %s is not a populated bus; the parent's driver creates its children\n",
			np->parent->full_name);
	else
		fprintf(out, "not populated (no device was created)\n");
}

struct find_ctx {
	const char *name;
	struct device *dev;
};

static int match_name(struct device *dev, void *data)
{
	struct find_ctx *f = data;

	if (strcmp(dev_name(dev), f->name))
		return 0;
	f->dev = dev;
	return 1;
}

/**
 * board_why() - explain one device (or node) of the board at @path
 * @name: a device name, a node path, or a node name with unit address
 * @path: the board, or NULL for the demo board
 *
 * Return: 0, or 1 when there is no such device or node (or no board).
 */
int board_why(const char *name, const char *path)
{
	struct find_ctx f = { .name = name };
	struct device_node *np = NULL;
	int ret = 0;

	if (board_open(path))
		return 1;
	inspect_for_each_device(&f, match_name);
	if (f.dev) {
		inspect_explain(stdout, f.dev);
	} else if (of_root && (np = find_node(name))) {
		/* A node named by path: its device if it has one. */
		struct platform_device *pdev = of_find_device_by_node(np);

		if (pdev) {
			inspect_explain(stdout, &pdev->dev);
			put_device(&pdev->dev);
		} else {
			explain_node(stdout, name, np);
		}
		of_node_put(np);
	} else {
		fprintf(stderr, "platdev: why: no device or node named %s\n",
			name);
		ret = 1;
	}
	return board_close() || ret ? 1 : 0;
}
