// SPDX-License-Identifier: MIT
/*
 * inspect.c - print the platform bus as the device model sees it.
 *
 * Only the public API is used: the devices of inspect_for_each_device()
 * (devices.c), dev_name(), dev->driver and the device's resource table. The format is stable; tests compare against it.
 */
#include <linux/device.h>
#include <linux/ioport.h>
#include <linux/of.h>
#include <linux/platform_device.h>

#include <platdev/typed.h>

#include "inspect.h"

#define INSPECT_TEXT_LEN 256

struct inspect_ctx {
	FILE *out;
	inspect_platdata_fn describe;
	inspect_platdata_fn hardware;
	struct inspect_state_counts states;
};

const char *inspect_format_resource(const struct resource *res, char *buf,
				    size_t len)
{
	unsigned long long start = res->start, end = res->end;
	const char *type;
	int n;

	switch (resource_type(res)) {
	case IORESOURCE_MEM:
		type = "MEM";
		n = snprintf(buf, len, "[mem 0x%08llx-0x%08llx]", start, end);
		break;
	case IORESOURCE_IO:
		type = "IO";
		n = snprintf(buf, len, "[io  0x%04llx-0x%04llx]", start, end);
		break;
	case IORESOURCE_REG:
		type = "REG";
		n = snprintf(buf, len, "[reg 0x%llx-0x%llx]", start, end);
		break;
	case IORESOURCE_BUS:
		type = "BUS";
		n = snprintf(buf, len, "[bus %02llx-%02llx]", start, end);
		break;
	case IORESOURCE_IRQ:
	case IORESOURCE_DMA:
		type = resource_type(res) == IORESOURCE_IRQ ? "IRQ" : "DMA";
		if (start == end)
			n = snprintf(buf, len, "%s %llu",
				     type[0] == 'I' ? "irq" : "dma", start);
		else
			n = snprintf(buf, len, "%s %llu-%llu",
				     type[0] == 'I' ? "irq" : "dma", start,
				     end);
		break;
	default:
		type = "?";
		n = snprintf(buf, len, "[unknown 0x%llx-0x%llx flags 0x%lx]",
			     start, end, res->flags);
		break;
	}

	if (n >= 0 && (size_t)n < len && (res->flags & IORESOURCE_DISABLED))
		snprintf(buf + n, len - n, " disabled");
	return type;
}

static void inspect_print_resources(FILE *out, struct device *dev)
{
	char range[INSPECT_TEXT_LEN];
	const struct resource *table;
	const char *type;
	u32 i, nr = inspect_device_resources(dev, &table);

	if (!nr) {
		fprintf(out, "  resource  (none)\n");
		return;
	}

	for (i = 0; i < nr; i++) {
		const struct resource *res = &table[i];

		type = inspect_format_resource(res, range, sizeof(range));
		fprintf(out, "  resource  %-4s %-27s  %s\n", type, range,
			res->name ? res->name : "(unnamed)");
	}
}

static int inspect_print_one(struct device *dev, void *data)
{
	struct inspect_ctx *ctx = data;
	struct platform_device *pdev =
		dev->bus == &platform_bus_type ? to_platform_device(dev) : NULL;
	char text[INSPECT_TEXT_LEN];
	const char *pd = NULL;

	if (ctx->states.total)
		fputc('\n', ctx->out);

	fprintf(ctx->out, "%s\n", dev_name(dev));
	fprintf(ctx->out, "  driver    %s\n",
		dev->driver ? dev->driver->name : "(none)");
	inspect_count_state(&ctx->states,
			    inspect_state_text(dev, text, sizeof(text)));
	fprintf(ctx->out, "  state     %s\n", text);
	if (dev->parent && dev->parent != &platform_bus)
		fprintf(ctx->out, "  parent    %s\n", dev_name(dev->parent));
	if (dev->of_node)
		fprintf(ctx->out, "  node      %s\n",
			platdev_of_format_path(dev->of_node, text,
					       sizeof(text)));

	inspect_print_resources(ctx->out, dev);

	if (dev_get_platdata(dev)) {
		if (ctx->describe && pdev)
			pd = ctx->describe(pdev, text, sizeof(text));
		/* Any board's typed data prints from its type's description. */
		if (!pd && pdev && platdev_pdata_type(pdev))
			pd = platdev_type_format(platdev_pdata_type(pdev),
						 dev_get_platdata(dev), text,
						 sizeof(text));
		fprintf(ctx->out, "  platdata  %s\n", pd ? pd : "(present)");
	} else {
		fprintf(ctx->out, "  platdata  (none)\n");
	}
	if (ctx->hardware && pdev && ctx->hardware(pdev, text, sizeof(text)))
		fprintf(ctx->out, "  hardware  %s\n", text);
	return 0;
}

int inspect_print_platform_devices(FILE *out, inspect_platdata_fn describe,
				   inspect_platdata_fn hardware)
{
	struct inspect_ctx ctx = {
		.out = out,
		.describe = describe,
		.hardware = hardware,
	};
	int ret;

	ret = inspect_for_each_device(&ctx, inspect_print_one);
	if (ret < 0)
		return ret;

	if (ctx.states.total)
		fputc('\n', out);
	inspect_print_state_summary(out, "platform device", &ctx.states);
	return ctx.states.total;
}

static void print_line(void *ctx, const char *line)
{
	fprintf(ctx, "  %s\n", line);
}

void inspect_print_resource_tree(FILE *out, const char *title,
				 const struct resource *root)
{
	if (!root->child)
		return;
	fprintf(out, "\n%s:\n", title);
	platdev_resource_show(root, print_line, out);
}

struct class_walk {
	struct device *dev;
	void (*fn)(const struct inspect_class_view *view, void *arg);
	void *arg;
	struct inspect_class_view view;
};

static int class_device_of(struct platdev_class_device *cdev, void *arg)
{
	struct class_walk *walk = arg;
	struct inspect_class_view *view = &walk->view;

	if (cdev->parent != walk->dev)
		return 0;
	view->cdev = cdev;
	view->count = platdev_class_device_events(cdev, view->latest,
						  PLATDEV_CLASS_EVENTS);
	view->kept = view->count < PLATDEV_CLASS_EVENTS ? view->count :
							  PLATDEV_CLASS_EVENTS;
	walk->fn(view, walk->arg);
	return 0;
}

void inspect_class_devices_of(struct device *dev,
			      void (*fn)(const struct inspect_class_view *view,
					 void *arg),
			      void *arg)
{
	struct class_walk walk = { .dev = dev, .fn = fn, .arg = arg };

	platdev_class_device_for_each(NULL, class_device_of, &walk);
}
