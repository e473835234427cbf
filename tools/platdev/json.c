// SPDX-License-Identifier: MIT
/*
 * json.c - the platform bus as one JSON document, for scripts:
 * {"devices": [{"name", "bus", "of_node", "parent", "compatible",
 * "driver", "state", "resources", "probe_calls", "defers", "waiting_for",
 * "reason", "probe_start_ms", "probe_ms"}, ...]}.
 */
#include <string.h>

#include <linux/of.h>
#include <linux/platform_device.h>
#include <platdev/bind.h>
#include <platdev/of.h>
#include <platdev/typed.h>

#include "inspect.h"

void inspect_json_string(FILE *out, const char *s)
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
	u64 first_probe; /* the earliest probe start: the timeline's zero */
};

/* What the device waits for: null, or {"kind", "supplier", "node"}. */
static void json_wait(FILE *out, const struct platdev_bind_status *st)
{
	char path[256];

	if (st->wait_kind == PLATDEV_DEP_NONE) {
		fputs("null", out);
		return;
	}
	fputs("{\"kind\": ", out);
	inspect_json_string(out, platdev_dep_kind_name(st->wait_kind));
	fputs(", \"supplier\": ", out);
	inspect_json_string(out, st->supplier[0] ? st->supplier : NULL);
	fputs(", \"node\": ", out);
	inspect_json_string(out, st->node ?
					 platdev_of_format_path(st->node, path,
								sizeof(path)) :
					 NULL);
	fprintf(out, ", \"waited_ms\": %lu, \"timed_out\": %s}", st->waited_ms,
		st->timed_out ? "true" : "false");
}

static void json_probe_fields(struct json_ctx *c,
			      const struct platdev_bind_status *st)
{
	fprintf(c->out, ", \"probe_calls\": %u, \"defers\": %u",
		st->probe_calls, st->defers);
	fputs(", \"waiting_for\": ", c->out);
	json_wait(c->out, st);
	fputs(", \"reason\": ", c->out);
	inspect_json_string(c->out, st->reason[0] ? st->reason : NULL);
	if (st->first_probe_ns)
		fprintf(c->out,
			", \"probe_start_ms\": %.3f, \"probe_ms\": %.3f",
			(double)(st->first_probe_ns - c->first_probe) / 1e6,
			(double)st->probe_ns / 1e6);
	else
		fputs(", \"probe_start_ms\": null, \"probe_ms\": null", c->out);
}

static int find_first_probe(struct device *dev, void *data)
{
	struct json_ctx *c = data;
	struct platdev_bind_status st;

	if (!platdev_device_bind_status(dev, &st) && st.first_probe_ns &&
	    (!c->first_probe || st.first_probe_ns < c->first_probe))
		c->first_probe = st.first_probe_ns;
	return 0;
}

static void json_sink(void *ctx, const char *s)
{
	fputs(s, ctx);
}

/*
 * "platform_data": null, or its type (null when untyped) and, when typed,
 * its fields by name: numbers, booleans, strings, arrays.
 */
static void json_platform_data(FILE *out, struct device *dev)
{
	const struct platdev_type *type = NULL;
	const void *data = dev_get_platdata(dev);

	fputs(", \"platform_data\": ", out);
	if (!data) {
		fputs("null", out);
		return;
	}
	if (dev_is_platform(dev))
		type = platdev_pdata_type(to_platform_device(dev));
	fputs("{\"type\": ", out);
	inspect_json_string(out, type ? type->name : NULL);
	if (!type) {
		fputc('}', out);
		return;
	}
	fputs(", \"fields\": ", out);
	platdev_type_write_json(type, data, json_sink, out);
	fputc('}', out);
}

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
	inspect_json_string(c->out, dev_name(dev));
	fputs(", \"bus\": ", c->out);
	inspect_json_string(c->out, dev->bus ? dev->bus->name : NULL);
	fputs(", \"of_node\": ", c->out);
	inspect_json_string(c->out,
			    dev->of_node ?
				    platdev_of_format_path(dev->of_node, path,
							   sizeof(path)) :
				    NULL);
	fputs(", \"parent\": ", c->out);
	inspect_json_string(c->out,
			    dev->parent && dev->parent != &platform_bus ?
				    dev_name(dev->parent) :
				    NULL);
	fputs(", \"compatible\": [", c->out);
	for (k = 0; dev->of_node &&
		    !of_property_read_string_index(dev->of_node, "compatible",
						   k, &compat);
	     k++) {
		if (k)
			fputs(", ", c->out);
		inspect_json_string(c->out, compat);
	}
	fputs("], \"driver\": ", c->out);
	inspect_json_string(c->out, drv ? drv->name : NULL);
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
		inspect_json_string(c->out, num);
		fputs(", \"end\": ", c->out);
		snprintf(num, sizeof(num), "%#llx", (unsigned long long)r->end);
		inspect_json_string(c->out, num);
		fputs(", \"name\": ", c->out);
		inspect_json_string(c->out, r->name);
		fputc('}', c->out);
	}
	fputc(']', c->out);
	inspect_json_interrupts(c->out, dev->of_node);
	json_probe_fields(c, &st);
	json_platform_data(c->out, dev);
	fputc('}', c->out);
	return 0;
}

int inspect_print_json(FILE *out)
{
	struct json_ctx c = { .out = out };
	int ret;

	fputs("{\"devices\": [", out);
	ret = inspect_for_each_device(&c, find_first_probe);
	if (ret >= 0)
		ret = inspect_for_each_device(&c, json_device);
	fputs(c.n ? "\n]}\n" : "]}\n", out);
	return ret < 0 ? ret : c.n;
}
