// SPDX-License-Identifier: MIT
/*
 * json.c - "platdev devices --json": the listed devices as one document,
 * for scripts; docs/json-schema.md gives each member's type and meaning.
 * The members a device shares with other commands' documents (its
 * resources, where it stands, what it waits for) are written by the
 * inspect_json_*() helpers here, which those commands call too.
 */
#include <stdlib.h>
#include <string.h>

#include <linux/amba/bus.h>
#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/bind.h>
#include <platdev/class.h>
#include <platdev/of.h>
#include <platdev/typed.h>

#include "inspect.h"
#include "json_writer.h"

#define JSON_PATH_LEN 256
#define JSON_LINKS_ON_STACK 16

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

void inspect_json_resources(struct json_writer *w, struct device *dev)
{
	const struct resource *res;
	unsigned int i, n = inspect_device_resources(dev, &res);

	json_key(w, "resources");
	json_begin_array(w);
	for (i = 0; i < n; i++) {
		json_begin_object(w);
		json_key_string(w, "type", resource_kind(&res[i]));
		json_key(w, "start");
		json_hex(w, res[i].start);
		json_key(w, "end");
		json_hex(w, res[i].end);
		json_key_string(w, "name", res[i].name);
		json_end_object(w);
	}
	json_end_array(w);
}

void inspect_json_node_path(struct json_writer *w, const char *key,
			    const struct device_node *np)
{
	char path[JSON_PATH_LEN];

	json_key_string(w, key,
			np ? platdev_of_format_path(np, path, sizeof(path)) :
			     NULL);
}

void inspect_json_compatible(struct json_writer *w,
			     const struct device_node *np)
{
	const char *compat;
	int k;

	json_key(w, "compatible");
	json_begin_array(w);
	for (k = 0;
	     np && !of_property_read_string_index(np, "compatible", k, &compat);
	     k++)
		json_string(w, compat);
	json_end_array(w);
}

/* What the device waits for: null, or {"kind", "supplier", "node", ...}. */
static void json_wait(struct json_writer *w,
		      const struct platdev_bind_status *st)
{
	json_key(w, "waiting_for");
	if (st->wait_kind == PLATDEV_DEP_NONE) {
		json_null(w);
		return;
	}
	json_begin_object(w);
	json_key_string(w, "kind", platdev_dep_kind_name(st->wait_kind));
	json_key_string(w, "supplier", st->supplier[0] ? st->supplier : NULL);
	inspect_json_node_path(w, "node", st->node);
	json_key_uint(w, "waited_ms", st->waited_ms);
	json_key_bool(w, "timed_out", st->timed_out);
	json_end_object(w);
}

void inspect_json_bind_status(struct json_writer *w, struct device *dev,
			      u64 first_probe)
{
	struct platdev_bind_status st;
	char text[JSON_PATH_LEN], err[24];

	if (platdev_device_bind_status(dev, &st)) {
		memset(&st, 0, sizeof(st));
		st.state = dev->driver ? PLATDEV_BIND_BOUND :
					 PLATDEV_BIND_UNBOUND;
	}
	json_key_string(w, "state", platdev_bind_state_name(st.state));
	inspect_state_text(dev, text, sizeof(text));
	json_key_string(w, "state_text", text);
	json_key_string(w, "last_error",
			st.last_error ? inspect_errname(st.last_error, err,
							sizeof(err)) :
					NULL);
	json_key_uint(w, "probe_calls", st.probe_calls);
	json_key_uint(w, "defers", st.defers);
	json_wait(w, &st);
	json_key_string(w, "reason", st.reason[0] ? st.reason : NULL);
	json_key(w, "probe_start_ms");
	if (st.first_probe_ns)
		json_ms(w, st.first_probe_ns - first_probe);
	else
		json_null(w);
	json_key(w, "probe_ms");
	if (st.first_probe_ns)
		json_ms(w, st.probe_ns);
	else
		json_null(w);
}

u64 inspect_first_probe_ns(const struct inspect_devices *list)
{
	struct platdev_bind_status st;
	u64 first = 0;
	size_t i;

	for (i = 0; i < list->nr; i++)
		if (!platdev_device_bind_status(list->dev[i], &st) &&
		    st.first_probe_ns && (!first || st.first_probe_ns < first))
			first = st.first_probe_ns;
	return first;
}

static void json_sink(void *ctx, const char *s)
{
	fputs(s, ctx);
}

/*
 * "platform_data": null, or its type (null when untyped) and, when typed,
 * its fields by name: numbers, booleans, strings, arrays.
 */
static void json_platform_data(struct json_writer *w, struct device *dev)
{
	const struct platdev_type *type = NULL;
	const void *data = dev_get_platdata(dev);

	json_key(w, "platform_data");
	if (!data) {
		json_null(w);
		return;
	}
	if (dev_is_platform(dev))
		type = platdev_pdata_type(to_platform_device(dev));
	json_begin_object(w);
	json_key_string(w, "type", type ? type->name : NULL);
	if (type) {
		json_key(w, "fields");
		platdev_type_write_json(type, data, json_sink, json_raw(w));
	}
	json_end_object(w);
}

/*
 * "modalias": what Linux's uevent says: of:N...T...C... for a device-tree
 * device, amba:dPERIPHID for a PrimeCell, platform:NAME otherwise.
 */
static void json_modalias(struct json_writer *w, struct device *dev)
{
	char buf[512], *text = buf;
	int len;

	json_key(w, "modalias");
	if (dev->bus == &amba_bustype) {
		snprintf(buf, sizeof(buf), "amba:d%08X",
			 to_amba_device(dev)->periphid);
	} else if (dev->of_node) {
		len = of_device_modalias(dev, buf, sizeof(buf));
		if (len >= (int)sizeof(buf)) {
			text = malloc((size_t)len + 1);
			if (text)
				of_device_modalias(dev, text, (size_t)len + 1);
		} else if (len < 0) {
			text = NULL;
		}
	} else if (dev_is_platform(dev)) {
		snprintf(buf, sizeof(buf), "platform:%s",
			 to_platform_device(dev)->name);
	} else {
		text = NULL;
	}
	json_string(w, text);
	if (text != buf)
		free(text);
}

static void json_driver_override(struct json_writer *w, struct device *dev)
{
	const char *override = NULL;

	if (dev->bus == &amba_bustype)
		override = to_amba_device(dev)->driver_override;
	else if (dev_is_platform(dev))
		override = to_platform_device(dev)->driver_override;
	json_key_string(w, "driver_override", override);
}

/* DL_FLAG_* by name, as Linux's /sys/class/devlink shows some of them. */
static void json_link_flags(struct json_writer *w, u32 flags)
{
	static const struct {
		u32 flag;
		const char *name;
	} names[] = {
		{ DL_FLAG_STATELESS, "stateless" },
		{ DL_FLAG_AUTOREMOVE_CONSUMER, "autoremove-consumer" },
		{ DL_FLAG_PM_RUNTIME, "pm-runtime" },
		{ DL_FLAG_RPM_ACTIVE, "rpm-active" },
		{ DL_FLAG_AUTOREMOVE_SUPPLIER, "autoremove-supplier" },
		{ DL_FLAG_AUTOPROBE_CONSUMER, "autoprobe-consumer" },
		{ DL_FLAG_MANAGED, "managed" },
		{ DL_FLAG_SYNC_STATE_ONLY, "sync-state-only" },
		{ DL_FLAG_INFERRED, "inferred" },
		{ DL_FLAG_CYCLE, "cycle" },
	};
	size_t i;

	json_key(w, "flags");
	json_begin_array(w);
	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (flags & names[i].flag)
			json_string(w, names[i].name);
	json_end_array(w);
}

/*
 * "links": the device's links, to its suppliers then to its consumers:
 * {"supplier", "consumer", "kind", "flags", "state"}; "kind" is
 * "device-tree" for the links made from the tree (fw_devlink), "explicit"
 * for device_link_add()'s.
 */
void inspect_json_links(struct json_writer *w, struct device *dev)
{
	struct platdev_link_info stack[JSON_LINKS_ON_STACK], *links = stack;
	int n = platdev_device_links(dev, stack, JSON_LINKS_ON_STACK), i;

	if (n > JSON_LINKS_ON_STACK) {
		links = calloc((size_t)n, sizeof(*links));
		n = links ? platdev_device_links(dev, links, (unsigned int)n) :
			    0;
	}
	json_key(w, "links");
	json_begin_array(w);
	for (i = 0; i < n; i++) {
		json_begin_object(w);
		json_key_string(w, "supplier", dev_name(links[i].supplier));
		json_key_string(w, "consumer", dev_name(links[i].consumer));
		json_key_string(w, "kind",
				links[i].flags & DL_FLAG_INFERRED ?
					"device-tree" :
					"explicit");
		json_link_flags(w, links[i].flags);
		json_key_string(w, "state",
				platdev_link_state_name(links[i].status));
		json_end_object(w);
	}
	json_end_array(w);
	if (links != stack)
		free(links);
}

static void json_class_device(const struct inspect_class_view *view, void *arg)
{
	struct json_writer *w = arg;
	unsigned long i;

	json_begin_object(w);
	json_key_string(w, "class", view->cdev->class);
	json_key_string(w, "name", view->cdev->name);
	json_key_uint(w, "events", view->count);
	json_key(w, "latest_events");
	json_begin_array(w);
	for (i = 0; i < view->kept; i++)
		json_string(w, view->latest[i]);
	json_end_array(w);
	json_end_object(w);
}

/*
 * "class_devices": what the device's driver registered with the subsystem
 * cores (platdev/class.h): {"class", "name", "events", "latest_events"}.
 */
void inspect_json_class_devices(struct json_writer *w, struct device *dev)
{
	json_key(w, "class_devices");
	json_begin_array(w);
	inspect_class_devices_of(dev, json_class_device, w);
	json_end_array(w);
}

static void json_device(struct json_writer *w, struct device *dev,
			u64 first_probe)
{
	json_begin_object(w);
	json_key_string(w, "name", dev_name(dev));
	json_key_string(w, "bus", dev->bus ? dev->bus->name : NULL);
	inspect_json_node_path(w, "of_node", dev->of_node);
	json_key_string(w, "parent",
			dev->parent && dev->parent != &platform_bus ?
				dev_name(dev->parent) :
				NULL);
	inspect_json_compatible(w, dev->of_node);
	json_key_string(w, "driver", dev->driver ? dev->driver->name : NULL);
	inspect_json_bind_status(w, dev, first_probe);
	inspect_json_resources(w, dev);
	inspect_json_interrupts(w, dev->of_node);
	json_platform_data(w, dev);
	json_modalias(w, dev);
	json_driver_override(w, dev);
	inspect_json_links(w, dev);
	inspect_json_class_devices(w, dev);
	json_end_object(w);
}

int inspect_print_json(FILE *out)
{
	struct inspect_devices list;
	struct json_writer w;
	u64 first_probe;
	size_t i;
	int ret = inspect_collect_devices(&list);

	if (ret)
		return ret;
	first_probe = inspect_first_probe_ns(&list);
	json_begin_document(&w, out, "devices");
	json_key(&w, "devices");
	json_begin_list(&w);
	for (i = 0; i < list.nr; i++)
		json_device(&w, list.dev[i], first_probe);
	json_end_array(&w);
	json_end_document(&w);
	ret = (int)list.nr;
	inspect_free_devices(&list);
	return ret;
}

int inspect_json_hierarchy(FILE *out, const char *command,
			   struct inspect_json_walk *walk,
			   inspect_visit_fn visit,
			   void (*finish)(struct inspect_json_walk *walk))
{
	int ret = inspect_collect_devices(&walk->list);

	if (ret)
		return ret;
	walk->first_probe = inspect_first_probe_ns(&walk->list);
	json_begin_document(&walk->w, out, command);
	json_key(&walk->w, "devices");
	json_begin_list(&walk->w);
	ret = inspect_walk_hierarchy(&walk->list, visit, walk);
	if (finish)
		finish(walk);
	json_end_array(&walk->w);
	json_end_document(&walk->w);
	if (!ret)
		ret = (int)walk->list.nr;
	inspect_free_devices(&walk->list);
	return ret;
}
