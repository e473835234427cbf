// SPDX-License-Identifier: MIT
/*
 * json.c - the platform bus as one JSON document, for scripts:
 * {"devices": [{"name", "bus", "of_node", "parent", "compatible",
 * "driver", "state", "resources"}, ...]}.
 */
#include <linux/of.h>
#include <linux/platform_device.h>
#include <platdev/bind.h>

#include "inspect.h"

static void json_string(FILE *out, const char *s)
{
	if (!s) {
		fputs("null", out);
		return;
	}
	fputc('"', out);
	for (; *s; s++) {
		unsigned char ch = (unsigned char)*s;

		if (ch == '"' || ch == '\\')
			fprintf(out, "\\%c", ch);
		else if (ch < 0x20)
			fprintf(out, "\\u%04x", ch);
		else
			fputc(ch, out);
	}
	fputc('"', out);
}

static const char *resource_kind(const struct resource *r)
{
	switch (resource_type(r)) {
	case IORESOURCE_MEM:
		return "mem";
	case IORESOURCE_IO:
		return "io";
	case IORESOURCE_IRQ:
		return "irq";
	case IORESOURCE_DMA:
		return "dma";
	default:
		return "other";
	}
}

struct json_ctx {
	FILE *out;
	int n;
};

static int json_device(struct device *dev, void *data)
{
	struct json_ctx *c = data;
	const struct device_driver *drv = dev->driver;
	const struct resource *res;
	u32 nres = inspect_device_resources(dev, &res);
	char path[256], num[32];
	struct platdev_bind_status st;
	const char *compat;
	u32 i;
	int k;

	fputs(c->n++ ? ",\n    {" : "\n    {", c->out);
	fputs("\"name\": ", c->out);
	json_string(c->out, dev_name(dev));
	fputs(", \"bus\": ", c->out);
	json_string(c->out, dev->bus ? dev->bus->name : NULL);
	fputs(", \"of_node\": ", c->out);
	json_string(c->out, dev->of_node ?
				    platdev_of_format_path(dev->of_node, path,
							   sizeof(path)) :
				    NULL);
	fputs(", \"parent\": ", c->out);
	json_string(c->out, dev->parent && dev->parent != &platform_bus ?
				    dev_name(dev->parent) :
				    NULL);
	fputs(", \"compatible\": [", c->out);
	for (k = 0; dev->of_node &&
		    !of_property_read_string_index(dev->of_node, "compatible",
						   k, &compat);
	     k++) {
		if (k)
			fputs(", ", c->out);
		json_string(c->out, compat);
	}
	fputs("], \"driver\": ", c->out);
	json_string(c->out, drv ? drv->name : NULL);
	if (platdev_device_bind_status(dev, &st))
		st.state = drv ? PLATDEV_BIND_BOUND : PLATDEV_BIND_UNBOUND;
	fprintf(c->out, ", \"state\": \"%s\", \"resources\": [",
		platdev_bind_state_name(st.state));
	for (i = 0; i < nres; i++) {
		const struct resource *r = &res[i];

		fprintf(c->out,
			"%s{\"type\": \"%s\", \"start\": ", i ? ", " : "",
			resource_kind(r));
		snprintf(num, sizeof(num), "%#llx",
			 (unsigned long long)r->start);
		json_string(c->out, num);
		fputs(", \"end\": ", c->out);
		snprintf(num, sizeof(num), "%#llx", (unsigned long long)r->end);
		json_string(c->out, num);
		fputs(", \"name\": ", c->out);
		json_string(c->out, r->name);
		fputc('}', c->out);
	}
	fputs("]}", c->out);
	return 0;
}

/**
 * inspect_print_json() - print every platform device as one JSON document
 * @out: where to print
 *
 * Return: the number of devices, or a negative errno.
 */
int inspect_print_json(FILE *out)
{
	struct json_ctx c = { .out = out };
	int ret;

	fputs("{\"devices\": [", out);
	ret = inspect_for_each_device(&c, json_device);
	fputs(c.n ? "\n]}\n" : "]}\n", out);
	return ret < 0 ? ret : c.n;
}
