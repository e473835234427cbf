// SPDX-License-Identifier: MIT
/*
 * why.c - "platdev why NAME [BOARD]": why a device is or is not bound, or
 * why a device-tree node has no device at all.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/device.h>
#include <linux/of.h>
#include <platdev/bind.h>
#include <platdev/of.h>
#include <platdev/sim.h>

#include "inspect.h"
#include "json_writer.h"

struct node_match {
	const struct device_node *np;
	struct device *dev;
};

static int match_node(struct device *dev, void *data)
{
	struct node_match *m = data;

	if (dev->of_node != m->np)
		return 0;
	m->dev = dev;
	return 1;
}

/* The first device the inspector lists that was made from @np, or NULL. */
static struct device *device_of_node(const struct device_node *np)
{
	struct node_match m = { .np = np };

	inspect_for_each_device(&m, match_node);
	return m.dev;
}

/*
 * What the provider node @np a device waits for lacks: a driver for its
 * device (the PLIC and APLIC are platform drivers' since Linux 6.9), or,
 * for a node set up early, a model of it here.
 */
static void explain_provider(FILE *out, struct device_node *np,
			     enum platdev_dep_kind kind)
{
	struct device *dev = device_of_node(np);
	char path[256];

	platdev_of_format_path(np, path, sizeof(path));
	if (dev) {
		if (!dev->driver)
			fprintf(out,
				"  %s is device %s, which no driver has bound: its driver provides the %s when it probes\n",
				path, dev_name(dev),
				kind == PLATDEV_DEP_IRQ_PARENT ? "irq domain" :
								 "provider");
	} else if (of_node_check_flag(np, PLATDEV_OF_EARLY_INIT)) {
		fprintf(out,
			"  %s is set up early on Linux, but platdev_of_init_early() does not model it\n",
			path);
	}
}

/**
 * inspect_print_standins_of() - a line for each stand-in provider @dev is
 * bound with (a supplier of its device links whose node a stand-in serves),
 * or, for a stand-in's own device, a line saying what it stands in for
 * @out: where to print
 * @dev: a device
 * @indent: printed before each line
 *
 * Return: how many lines were printed.
 */
int inspect_print_standins_of(FILE *out, struct device *dev, const char *indent)
{
	struct platdev_link_info links[32];
	char path[256];
	int n, i, printed = 0;

	if (dev->of_node && platdev_sim_standin_of(dev->of_node)) {
		fprintf(out,
			"%sa stand-in provider for %s: no driver claims the node\n",
			indent,
			platdev_of_format_path(dev->of_node, path,
					       sizeof(path)));
		printed++;
	}
	n = platdev_device_links(dev, links, 32);
	for (i = 0; i < n && i < 32; i++) {
		struct device *sup = links[i].supplier;

		if (links[i].consumer != dev || !dev->driver || !sup->of_node ||
		    !platdev_sim_standin_of(sup->of_node))
			continue;
		fprintf(out, "%sbound with a stand-in for %s\n", indent,
			platdev_of_format_path(sup->of_node, path,
					       sizeof(path)));
		printed++;
	}
	return printed;
}

void inspect_explain(FILE *out, struct device *dev)
{
	struct platdev_bind_status st;
	char path[256], err[24];

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
			fprintf(out, ", last error %s",
				inspect_errname(st.last_error, err,
						sizeof(err)));
		fputc('\n', out);
		break;
	case PLATDEV_BIND_FAILED:
		fprintf(out, "probe failed with error %s after %u probe%s\n",
			inspect_errname(st.last_error, err, sizeof(err)),
			st.probe_calls, st.probe_calls == 1 ? "" : "s");
		break;
	case PLATDEV_BIND_DECLINED:
		fprintf(out,
			"declined: its driver's probe returned %s (\"not mine\", not a failure) after %u probe%s\n",
			inspect_errname(st.last_error, err, sizeof(err)),
			st.probe_calls, st.probe_calls == 1 ? "" : "s");
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
	inspect_print_standins_of(out, dev, "  ");
}

struct device_node *inspect_find_node(const char *name)
{
	struct device_node *np;

	if (name[0] == '/')
		return of_find_node_by_path(name);
	for_each_of_allnodes(np)
		if (!strcmp(np->full_name, name))
			return of_node_get(np);
	/* An alias ("serial0", "serial0:115200n8"), as Linux looks it up. */
	return of_find_node_by_path(name);
}

/* Whether @np is /NAME or /NAME@0 (as Linux finds /chosen). */
static bool is_top_node(const struct device_node *np, const char *name)
{
	size_t len = strlen(name);

	return np && np->parent && !np->parent->parent &&
	       !strncmp(np->full_name, name, len) &&
	       (!np->full_name[len] || !strcmp(np->full_name + len, "@0"));
}

/* The reserved-memory kinds Linux's boot-time populate makes devices of. */
static void print_reserved_mem_kinds(FILE *out)
{
	const struct of_device_id *id;

	for (id = platdev_of_boot_reserved_mem_table; id->compatible[0]; id++)
		fprintf(out, "%s%s",
			id == platdev_of_boot_reserved_mem_table ? "" : ", ",
			id->compatible);
}

/* Why a node made no device, most telling first. */
enum node_reason {
	NODE_NO_COMPATIBLE,
	NODE_DISABLED,
	NODE_EARLY_INIT,
	NODE_OPP_TABLE,
	NODE_FLAGGED_POPULATED,
	NODE_FIRMWARE_BUS,
	NODE_CHOSEN_FRAMEBUFFER,
	NODE_RESERVED_MEMORY,
	NODE_PARENT_NOT_BUS,
	NODE_NOT_POPULATED,
};

/* The reasons' names in why --json (docs/json-schema.md). */
static const char *const node_reason_names[] = {
	[NODE_NO_COMPATIBLE] = "no-compatible",
	[NODE_DISABLED] = "disabled",
	[NODE_EARLY_INIT] = "early-init",
	[NODE_OPP_TABLE] = "opp-table",
	[NODE_FLAGGED_POPULATED] = "flagged-populated",
	[NODE_FIRMWARE_BUS] = "firmware-bus",
	[NODE_CHOSEN_FRAMEBUFFER] = "chosen-not-framebuffer",
	[NODE_RESERVED_MEMORY] = "reserved-memory-kind",
	[NODE_PARENT_NOT_BUS] = "parent-not-bus",
	[NODE_NOT_POPULATED] = "not-populated",
};

static enum node_reason node_reason(struct device_node *np)
{
	if (!of_get_property(np, "compatible", NULL))
		return NODE_NO_COMPATIBLE;
	if (!of_device_is_available(np))
		return NODE_DISABLED;
	if (of_node_check_flag(np, PLATDEV_OF_EARLY_INIT))
		return NODE_EARLY_INIT;
	if (platdev_of_populate_skips(np))
		return NODE_OPP_TABLE;
	if (of_node_check_flag(np, OF_POPULATED))
		return NODE_FLAGGED_POPULATED;
	if (is_top_node(np, "firmware") &&
	    of_node_check_flag(np, OF_POPULATED_BUS))
		return NODE_FIRMWARE_BUS;
	if (is_top_node(np->parent, "chosen"))
		return NODE_CHOSEN_FRAMEBUFFER;
	if (is_top_node(np->parent, "reserved-memory"))
		return NODE_RESERVED_MEMORY;
	if (np->parent && np->parent->parent &&
	    !of_node_check_flag(np->parent, OF_POPULATED_BUS))
		return NODE_PARENT_NOT_BUS;
	return NODE_NOT_POPULATED;
}

/* Why the node @np made no device, after "no device for node PATH: ". */
static void print_node_reason(FILE *out, struct device_node *np,
			      enum node_reason reason)
{
	const char *status = NULL;

	of_property_read_string(np, "status", &status);
	switch (reason) {
	case NODE_NO_COMPATIBLE:
		fprintf(out, "it has no compatible\n");
		break;
	case NODE_DISABLED:
		fprintf(out, "disabled in the device tree (status = \"%s\")\n",
			status ? status : "?");
		break;
	case NODE_EARLY_INIT:
		fprintf(out,
			"Linux initialises it before populating (an interrupt controller or clock)\n");
		break;
	case NODE_OPP_TABLE:
		fprintf(out,
			"Linux's populate makes no device of an operating-points-v2 table\n");
		break;
	case NODE_FLAGGED_POPULATED:
		fprintf(out,
			"it is flagged populated, but none of the listed devices was made from it\n");
		break;
	case NODE_FIRMWARE_BUS:
		fprintf(out,
			"Linux's boot-time populate makes devices of the children of %s, not of the node itself\n",
			np->full_name);
		break;
	case NODE_CHOSEN_FRAMEBUFFER:
		fprintf(out,
			"of the children of %s, Linux makes a device only of the first one compatible with \"simple-framebuffer\"\n",
			np->parent->full_name);
		break;
	case NODE_RESERVED_MEMORY:
		fprintf(out,
			"of the reserved-memory nodes, Linux makes devices only of the kinds ");
		print_reserved_mem_kinds(out);
		fputc('\n', out);
		break;
	case NODE_PARENT_NOT_BUS:
		fprintf(out,
			"its parent %s is not a populated bus; the parent's driver creates its children\n",
			np->parent->full_name);
		break;
	default:
		fprintf(out, "not populated (no device was created)\n");
		break;
	}
}

/* Why the node @np made no device. */
static void explain_node(FILE *out, const char *name, struct device_node *np)
{
	char path[256];

	platdev_of_format_path(np, path, sizeof(path));
	fprintf(out, "%s: no device for node %s: ", name, path);
	print_node_reason(out, np, node_reason(np));
	if (platdev_sim_standin_of(np))
		fprintf(out,
			"  a stand-in provider serves it, from its nearest ancestor's device\n");
}

/*
 * A node named by path: every listed device made from it (populate makes
 * one; a driver may make more), or why there is none.
 * Return: 0, or 1 when the devices cannot be listed.
 */
static int explain_node_devices(FILE *out, const char *name,
				struct device_node *np)
{
	struct inspect_devices list = { 0 };
	size_t i, found = 0;

	if (inspect_collect_devices(&list)) {
		fprintf(stderr, "platdev: why: cannot list the devices\n");
		return 1;
	}
	for (i = 0; i < list.nr; i++) {
		if (list.dev[i]->of_node != np)
			continue;
		inspect_explain(out, list.dev[i]);
		found++;
	}
	inspect_free_devices(&list);
	if (!found)
		explain_node(out, name, np);
	return 0;
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

/*
 * What @name names: a listed device (*@dev), else a node (*@np, to put).
 * Return: 0, or 1 after a line on stderr when it names neither.
 */
static int why_lookup(const char *name, struct device **dev,
		      struct device_node **np)
{
	struct find_ctx f = { .name = name };

	*np = NULL;
	inspect_for_each_device(&f, match_name);
	*dev = f.dev;
	if (f.dev)
		return 0;
	*np = of_root ? inspect_find_node(name) : NULL;
	if (*np)
		return 0;
	fprintf(stderr, "platdev: why: no device or node named %s\n", name);
	return 1;
}

int inspect_why(FILE *out, const char *name)
{
	struct device_node *np;
	struct device *dev;
	int ret = why_lookup(name, &dev, &np);

	if (ret)
		return ret;
	if (dev) {
		inspect_explain(out, dev);
		return 0;
	}
	ret = explain_node_devices(out, name, np);
	of_node_put(np);
	return ret;
}

/* ---- why --json ---- */

char *inspect_explain_text(struct device *dev)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);

	if (!f)
		return NULL;
	inspect_explain(f, dev);
	if (fclose(f)) {
		free(text);
		return NULL;
	}
	return text;
}

static void why_json_device(struct json_writer *w, struct device *dev,
			    u64 first_probe)
{
	char *text = inspect_explain_text(dev);

	json_begin_object(w);
	json_key_string(w, "name", dev_name(dev));
	json_key_string(w, "bus", dev->bus ? dev->bus->name : NULL);
	inspect_json_node_path(w, "of_node", dev->of_node);
	json_key_string(w, "driver", dev->driver ? dev->driver->name : NULL);
	inspect_json_bind_status(w, dev, first_probe);
	json_key_string(w, "explanation", text);
	json_end_object(w);
	free(text);
}

/* "node": the node asked about, and why it has no device if it has none. */
static void why_json_node(struct json_writer *w, struct device_node *np,
			  size_t found)
{
	enum node_reason reason = node_reason(np);
	char *text = NULL;
	size_t len = 0;
	FILE *f;

	json_key(w, "node");
	json_begin_object(w);
	inspect_json_node_path(w, "path", np);
	json_key_string(w, "reason", found ? NULL : node_reason_names[reason]);
	f = found ? NULL : open_memstream(&text, &len);
	if (f) {
		print_node_reason(f, np, reason);
		if (fclose(f)) {
			free(text);
			text = NULL;
		}
	}
	/* (the sentence without its line end) */
	if (text && len && text[len - 1] == '\n')
		text[len - 1] = '\0';
	json_key_string(w, "explanation", text);
	json_end_object(w);
	free(text);
}

int inspect_why_json(FILE *out, const char *name)
{
	struct inspect_devices list = { 0 };
	struct device_node *np;
	struct device *dev;
	struct json_writer w;
	size_t i, found = 0;
	u64 first_probe;
	int ret = why_lookup(name, &dev, &np);

	if (ret)
		return ret;
	if (inspect_collect_devices(&list)) {
		of_node_put(np);
		fprintf(stderr, "platdev: why: cannot list the devices\n");
		return 1;
	}
	first_probe = inspect_first_probe_ns(&list);
	json_begin_document(&w, out, "why");
	json_key_string(&w, "query", name);
	json_key(&w, "devices");
	json_begin_list(&w);
	for (i = 0; i < list.nr; i++) {
		if (dev ? list.dev[i] != dev : list.dev[i]->of_node != np)
			continue;
		why_json_device(&w, list.dev[i], first_probe);
		found++;
	}
	json_end_array(&w);
	if (np)
		why_json_node(&w, np, found);
	else
		json_key_string(&w, "node", NULL);
	json_end_document(&w);
	inspect_free_devices(&list);
	of_node_put(np);
	return 0;
}
