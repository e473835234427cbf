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
