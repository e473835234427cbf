// SPDX-License-Identifier: MIT
/*
 * show.c - "platdev show [BOARD]": the device hierarchy as a tree, each
 * device indented under its parent with its compatible list, its driver,
 * its memory resources and its interrupts as the device tree describes
 * them, decoded by the library (final controller, cells, hwirq, trigger).
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/device.h>
#include <linux/ioport.h>
#include <linux/of.h>
#include <linux/of_irq.h>
#include <platdev/of.h>

#include "inspect.h"
#include "json_writer.h"

#define SHOW_TEXT_LEN 512

struct show_ctx {
	FILE *out;
	const struct inspect_devices *list;
	int printed;
	struct inspect_state_counts states;
};

static void show_compatible(FILE *out, int ind, const struct device_node *np)
{
	const char *compat;
	int i;

	fprintf(out, "%*s  compatible  ", ind, "");
	for (i = 0;
	     np && !of_property_read_string_index(np, "compatible", i, &compat);
	     i++)
		fprintf(out, "%s\"%s\"", i ? ", " : "", compat);
	fputs(i ? "\n" : "(none)\n", out);
}

static void show_resources(FILE *out, int ind, struct device *dev)
{
	char range[SHOW_TEXT_LEN], label[12];
	const struct resource *res;
	unsigned int i, n = inspect_device_resources(dev, &res);
	size_t k;

	for (i = 0; i < n; i++) {
		const char *type =
			inspect_format_resource(&res[i], range, sizeof(range));

		/* Interrupts of a device-tree node come from the node. */
		if (dev->of_node && resource_type(&res[i]) == IORESOURCE_IRQ)
			continue;
		for (k = 0; type[k] && k < sizeof(label) - 1; k++)
			label[k] = (char)tolower((unsigned char)type[k]);
		label[k] = '\0';
		if (resource_type(&res[i]) == IORESOURCE_IRQ)
			strcpy(label, "interrupt");
		fprintf(out, "%*s  %-11s %-27s  %s\n", ind, "", label, range,
			res[i].name ? res[i].name : "(unnamed)");
	}
}

static void show_interrupts(FILE *out, int ind, struct device_node *np)
{
	char text[SHOW_TEXT_LEN];
	struct platdev_of_irq irq;
	const char *name;
	int described = inspect_irq_described(np);
	int resolved = of_irq_count(np);
	int i, n = described > resolved ? described : resolved;

	for (i = 0; i < n; i++) {
		int ret = platdev_of_irq_parse(np, i, &irq);

		fprintf(out, "%*s  interrupt   ", ind, "");
		if (!irq.spec.np) {
			fprintf(out,
				"#%d does not resolve to a controller (%s)\n",
				i, inspect_errname(ret, text, sizeof(text)));
			continue;
		}
		fputs(inspect_format_irq(&irq, ret, text, sizeof(text)), out);
		platdev_of_irq_put(&irq);
		if (!of_property_read_string_index(np, "interrupt-names", i,
						   &name))
			fprintf(out, "  \"%s\"", name);
		fputc('\n', out);
	}
	if (described < 0)
		fprintf(out,
			"%*s  interrupt   (more entries, without a usable interrupt parent)\n",
			ind, "");
}

/* Print device @idx of the list, @depth levels down. */
static void show_device(void *ctx, size_t idx, int depth)
{
	struct show_ctx *c = ctx;
	struct device *dev = c->list->dev[idx];
	char text[SHOW_TEXT_LEN];
	int ind = depth * 2;

	if (c->printed++)
		fputc('\n', c->out);
	fprintf(c->out, "%*s%s\n", ind, "", dev_name(dev));
	if (dev->of_node)
		fprintf(c->out, "%*s  node        %s\n", ind, "",
			platdev_of_format_path(dev->of_node, text,
					       sizeof(text)));
	show_compatible(c->out, ind, dev->of_node);
	fprintf(c->out, "%*s  driver      %s\n", ind, "",
		dev->driver ? dev->driver->name : "(none)");
	inspect_count_state(&c->states,
			    inspect_state_text(dev, text, sizeof(text)));
	fprintf(c->out, "%*s  state       %s\n", ind, "", text);
	show_resources(c->out, ind, dev);
	if (dev->of_node)
		show_interrupts(c->out, ind, dev->of_node);
}

int inspect_print_tree(FILE *out)
{
	struct inspect_devices list;
	struct show_ctx c = { .out = out, .list = &list };
	int ret = inspect_collect_devices(&list);

	if (ret)
		return ret;
	ret = inspect_walk_hierarchy(&list, show_device, &c);
	if (!ret) {
		if (c.printed)
			fputc('\n', out);
		inspect_print_state_summary(out, "device", &c.states);
		ret = c.printed;
	}
	inspect_free_devices(&list);
	return ret;
}

/* ---- show --json: the same hierarchy, each device with its "children" ---- */

struct show_json_ctx {
	struct inspect_json_walk walk;
	int open; /* the depth of the device whose "children" are open, or -1 */
};

/*
 * "interrupts": each decoded, as devices --json gives them; and whether
 * the node describes more than can be told without a usable parent.
 */
static void show_json_interrupts(struct json_writer *w, struct device_node *np)
{
	int described = np ? inspect_irq_described(np) : 0;

	inspect_json_interrupts(w, np);
	json_key_bool(w, "interrupts_incomplete", described < 0);
}

/* Close the devices open at @depth and below. */
static void show_json_close(struct show_json_ctx *c, int depth)
{
	for (; c->open >= depth; c->open--) {
		json_end_array(&c->walk.w);
		json_end_object(&c->walk.w);
	}
}

static void show_json_close_all(struct inspect_json_walk *walk)
{
	show_json_close(container_of(walk, struct show_json_ctx, walk), 0);
}

static void show_json_device(void *ctx, size_t idx, int depth)
{
	struct show_json_ctx *c = container_of(ctx, struct show_json_ctx, walk);
	struct json_writer *w = &c->walk.w;
	struct device *dev = c->walk.list.dev[idx];

	show_json_close(c, depth);
	json_begin_object(w);
	json_key_string(w, "name", dev_name(dev));
	json_key_string(w, "bus", dev->bus ? dev->bus->name : NULL);
	inspect_json_node_path(w, "of_node", dev->of_node);
	inspect_json_compatible(w, dev->of_node);
	json_key_string(w, "driver", dev->driver ? dev->driver->name : NULL);
	inspect_json_bind_status(w, dev, c->walk.first_probe);
	inspect_json_resources(w, dev);
	show_json_interrupts(w, dev->of_node);
	json_key(w, "children");
	json_begin_list(w);
	c->open = depth;
}

int inspect_print_tree_json(FILE *out)
{
	struct show_json_ctx c = { .open = -1 };

	return inspect_json_hierarchy(out, "show", &c.walk, show_json_device,
				      show_json_close_all);
}
