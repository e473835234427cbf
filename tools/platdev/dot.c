// SPDX-License-Identifier: MIT
/*
 * dot.c - "platdev dot [BOARD]": the device hierarchy as a Graphviz
 * digraph: one node per device, labelled with its name and driver (dashed
 * when no driver is bound), shaped and coloured by its bus; an edge from
 * each parent to its children; a coloured edge from each device link's
 * supplier to its consumer, styled by the link's state; and a legend.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/device.h>
#include <platdev/bind.h>

#include "inspect.h"

/* How a bus's devices are drawn; the last entry is for any other bus. */
static const struct {
	const char *bus, *attrs;
} bus_styles[] = {
	{ "platform", "shape=box, color=black" },
	{ "amba", "shape=component, color=blue4" },
	{ NULL, "shape=ellipse, color=gray40" },
};

/* How a device link is drawn, by state (Linux's devlink status names). */
static const struct {
	enum device_link_state state;
	const char *attrs;
} link_styles[] = {
	{ DL_STATE_ACTIVE, "color=green4, style=solid" },
	{ DL_STATE_AVAILABLE, "color=blue, style=solid" },
	{ DL_STATE_DORMANT, "color=gray50, style=dashed" },
	{ DL_STATE_CONSUMER_PROBE, "color=orange, style=bold" },
	{ DL_STATE_SUPPLIER_UNBIND, "color=red, style=dashed" },
	{ DL_STATE_NONE, "color=black, style=dotted" },
};

static const char *bus_attrs(const struct device *dev)
{
	size_t i;

	for (i = 0; bus_styles[i].bus; i++)
		if (dev->bus && !strcmp(dev->bus->name, bus_styles[i].bus))
			break;
	return bus_styles[i].attrs;
}

static const char *link_attrs(enum device_link_state state)
{
	size_t i;

	for (i = 0; i < sizeof(link_styles) / sizeof(link_styles[0]); i++)
		if (link_styles[i].state == state)
			return link_styles[i].attrs;
	return "color=black";
}

/* Print @s as the inside of a DOT quoted string. */
static void dot_escape(FILE *out, const char *s)
{
	for (; *s; s++) {
		unsigned char ch = (unsigned char)*s;

		if (ch == '"' || ch == '\\')
			fprintf(out, "\\%c", ch);
		else if (ch == '\n')
			fputs("\\n", out);
		else if (ch >= 0x20 && ch != 0x7f)
			fputc(ch, out);
	}
}

static void dot_id(FILE *out, const struct device *dev)
{
	fputc('"', out);
	dot_escape(out, dev_name(dev));
	fputc('"', out);
}

/*
 * An edge from supplier to consumer for each device link of the listed
 * devices (constraint=false: the hierarchy alone lays the graph out).
 */
static int print_links(FILE *out, const struct inspect_devices *list)
{
	struct platdev_link_info *links = NULL;
	int i, n, room = 0;
	size_t d;

	for (d = 0; d < list->nr; d++) {
		n = platdev_device_links(list->dev[d], links,
					 (unsigned int)room);
		if (n > room) {
			struct platdev_link_info *more =
				realloc(links, (size_t)n * sizeof(*links));

			if (!more) {
				free(links);
				return -ENOMEM;
			}
			links = more;
			room = n;
			n = platdev_device_links(list->dev[d], links,
						 (unsigned int)room);
		}
		for (i = 0; i < n && i < room; i++) {
			/* Each link once: where its consumer is listed. */
			if (links[i].consumer != list->dev[d])
				continue;
			fputc('\t', out);
			dot_id(out, links[i].supplier);
			fputs(" -> ", out);
			dot_id(out, links[i].consumer);
			fprintf(out,
				" [%s, constraint=false, tooltip=\"%s\"];\n",
				link_attrs(links[i].status),
				platdev_link_state_name(links[i].status));
		}
	}
	free(links);
	return 0;
}

/* A cluster that shows each bus's node shape and each link state's edge. */
static void print_legend(FILE *out)
{
	size_t i;

	fputs("\tsubgraph cluster_legend {\n"
	      "\t\tlabel=\"legend\";\n"
	      "\t\tfontname=\"monospace\";\n",
	      out);
	for (i = 0; bus_styles[i].bus; i++)
		fprintf(out, "\t\t\"legend %s\" [label=\"%s device\", %s];\n",
			bus_styles[i].bus, bus_styles[i].bus,
			bus_styles[i].attrs);
	fputs("\t\t\"legend unbound\" [label=\"no driver\", style=dashed];\n"
	      "\t\t\"legend parent\" [label=\"parent\"];\n"
	      "\t\t\"legend parent\" -> \"legend unbound\" [label=\"child\"];\n",
	      out);
	for (i = 0; i < sizeof(link_styles) / sizeof(link_styles[0]); i++) {
		const char *state =
			platdev_link_state_name(link_styles[i].state);

		fprintf(out,
			"\t\t\"legend supplier %zu\" [label=\"supplier\", shape=plaintext];\n"
			"\t\t\"legend consumer %zu\" [label=\"consumer\", shape=plaintext];\n"
			"\t\t\"legend supplier %zu\" -> \"legend consumer %zu\" [label=\"link: %s\", %s];\n",
			i, i, i, i, state, link_attrs(link_styles[i].state));
	}
	fputs("\t}\n", out);
}

int inspect_print_dot(FILE *out)
{
	struct inspect_devices list;
	size_t i;
	int ret = inspect_collect_devices(&list);

	if (ret)
		return ret;
	fputs("digraph platdev {\n"
	      "\trankdir=LR;\n"
	      "\tnode [shape=box, fontname=\"monospace\"];\n",
	      out);
	for (i = 0; i < list.nr; i++) {
		const struct device *dev = list.dev[i];

		fputc('\t', out);
		dot_id(out, dev);
		fputs(" [label=\"", out);
		dot_escape(out, dev_name(dev));
		fputs("\\n", out);
		dot_escape(out,
			   dev->driver ? dev->driver->name : "(no driver)");
		fprintf(out, "\", %s%s];\n", bus_attrs(dev),
			dev->driver ? "" : ", style=dashed");
	}
	for (i = 0; i < list.nr; i++) {
		int p = inspect_parent_index(&list, i);

		if (p < 0)
			continue;
		fputc('\t', out);
		dot_id(out, list.dev[p]);
		fputs(" -> ", out);
		dot_id(out, list.dev[i]);
		fputs(";\n", out);
	}
	ret = print_links(out, &list);
	print_legend(out);
	fputs("}\n", out);
	if (!ret)
		ret = (int)list.nr;
	inspect_free_devices(&list);
	return ret;
}
