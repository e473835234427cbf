// SPDX-License-Identifier: MIT
/*
 * tree.c - "platdev tree [BOARD]": the device hierarchy one line a device,
 * for boards with hundreds of them: bus, driver and first resource in
 * columns as wide as their widest entry, then the device's name indented
 * under its parent's and its state. A first pass over the list measures
 * the columns, a second prints; both are linear in the number of devices.
 */
#include <stdio.h>
#include <string.h>

#include <linux/device.h>
#include <linux/ioport.h>

#include "inspect.h"
#include "json_writer.h"

#define TREE_TEXT_LEN 256

struct tree_ctx {
	FILE *out;
	const struct inspect_devices *list;
	int bus_width, driver_width, resource_width;
	struct inspect_state_counts states;
};

struct tree_columns {
	const char *bus, *driver, *resource;
};

/* The column texts of @dev; the resource is rendered into @buf. */
static void tree_columns(struct device *dev, struct tree_columns *col,
			 char *buf, size_t len)
{
	const struct resource *res;

	col->bus = dev->bus ? dev->bus->name : "-";
	col->driver = dev->driver ? dev->driver->name : "-";
	col->resource = "-";
	if (inspect_device_resources(dev, &res)) {
		inspect_format_resource(&res[0], buf, len);
		col->resource = buf;
	}
}

static int max_width(int width, const char *text)
{
	size_t len = strlen(text);

	return len > (size_t)width ? (int)len : width;
}

static void tree_measure(void *ctx, size_t idx, int depth)
{
	struct tree_ctx *c = ctx;
	struct tree_columns col;
	char res[TREE_TEXT_LEN];

	(void)depth;
	tree_columns(c->list->dev[idx], &col, res, sizeof(res));
	c->bus_width = max_width(c->bus_width, col.bus);
	c->driver_width = max_width(c->driver_width, col.driver);
	c->resource_width = max_width(c->resource_width, col.resource);
}

static void tree_line(void *ctx, size_t idx, int depth)
{
	struct tree_ctx *c = ctx;
	struct device *dev = c->list->dev[idx];
	struct tree_columns col;
	char res[TREE_TEXT_LEN], state[TREE_TEXT_LEN];

	tree_columns(dev, &col, res, sizeof(res));
	inspect_count_state(&c->states,
			    inspect_state_text(dev, state, sizeof(state)));
	fprintf(c->out, "%-*s  %-*s  %-*s  %*s%s  %s\n", c->bus_width, col.bus,
		c->driver_width, col.driver, c->resource_width, col.resource,
		depth * 2, "", dev_name(dev), state);
}

int inspect_print_compact_tree(FILE *out)
{
	struct inspect_devices list;
	struct tree_ctx c = { .out = out, .list = &list };
	int ret = inspect_collect_devices(&list);

	if (ret)
		return ret;
	c.bus_width = (int)strlen("BUS");
	c.driver_width = (int)strlen("DRIVER");
	c.resource_width = (int)strlen("RESOURCE");
	ret = inspect_walk_hierarchy(&list, tree_measure, &c);
	if (!ret) {
		fprintf(out, "%-*s  %-*s  %-*s  %s\n", c.bus_width, "BUS",
			c.driver_width, "DRIVER", c.resource_width, "RESOURCE",
			"DEVICE  STATE");
		ret = inspect_walk_hierarchy(&list, tree_line, &c);
	}
	if (!ret) {
		inspect_print_state_summary(out, "device", &c.states);
		ret = c.states.total;
	}
	inspect_free_devices(&list);
	return ret;
}

/* ---- tree --json: the lines as a flat list, each with its depth ---- */

static void tree_json_device(void *ctx, size_t idx, int depth)
{
	struct inspect_json_walk *walk = ctx;
	struct json_writer *w = &walk->w;
	struct device *dev = walk->list.dev[idx];
	int parent = inspect_parent_index(&walk->list, idx);
	struct tree_columns col;
	char res[TREE_TEXT_LEN], state[TREE_TEXT_LEN];

	tree_columns(dev, &col, res, sizeof(res));
	json_begin_object(w);
	json_key_string(w, "name", dev_name(dev));
	json_key_uint(w, "depth", (unsigned int)depth);
	json_key_string(w, "parent",
			parent < 0 ? NULL : dev_name(walk->list.dev[parent]));
	json_key_string(w, "bus", dev->bus ? dev->bus->name : NULL);
	json_key_string(w, "driver", dev->driver ? dev->driver->name : NULL);
	json_key_string(w, "resource",
			col.resource == res ? col.resource : NULL);
	json_key_string(w, "state",
			platdev_bind_state_name(
				inspect_state_text(dev, state, sizeof(state))));
	json_key_string(w, "state_text", state);
	json_end_object(w);
}

int inspect_print_compact_tree_json(FILE *out)
{
	struct inspect_json_walk walk;

	return inspect_json_hierarchy(out, "tree", &walk, tree_json_device,
				      NULL);
}
