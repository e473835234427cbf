/* SPDX-License-Identifier: MIT */
/*
 * inspect.h - the inspector's view of the device model: print what is on
 * the platform bus, using only the public driver-core API.
 *
 * Each function's contract is documented here once, as libfdt documents
 * its API in its header; the .c files (inspect.c, devices.c, show.c,
 * irq.c, json.c, dot.c, iomem.c, why.c, timeline.c) carry only comments on
 * how they do it.
 */
#ifndef _PLATDEV_TOOLS_INSPECT_H
#define _PLATDEV_TOOLS_INSPECT_H

#include <stddef.h>
#include <stdio.h>

#include <platdev/bind.h>
#include <platdev/class.h>

#include "json_writer.h"

struct platform_device;
struct resource;

/**
 * typedef inspect_platdata_fn - render a device's platform data
 * @pdev: the device
 * @buf: where to write
 * @len: size of @buf
 *
 * Return: the text (usually @buf), or NULL if the device has none.
 */
typedef const char *(*inspect_platdata_fn)(struct platform_device *pdev,
					   char *buf, size_t len);

/**
 * inspect_format_resource() - render one resource's type and range
 * @res: the resource
 * @buf: where to write the range: memory and I/O ranges as Linux's %pR
 *       prints them ("[mem 0x10000000-0x10001000]", "[io  0x0070-0x0071]"),
 *       interrupt and DMA numbers as "irq 20", "irq 20-23", "dma 3"; a
 *       disabled resource says so
 * @len: size of @buf
 *
 * Return: the type label: "MEM", "IO", "IRQ", "DMA", "REG", "BUS" or "?".
 */
const char *inspect_format_resource(const struct resource *res, char *buf,
				    size_t len);

/**
 * inspect_print_platform_devices() - print every platform device, one
 * block each, in registration order
 * @out: where to print
 * @describe: renders platform data, or NULL to print only whether there is any
 * @hardware: renders what a driver learned from its hardware, or NULL
 *
 * Each block gives the device name, the bound driver (or "(none)"), the
 * parent when it is not the platform bus, the device-tree node's path when
 * it has one, one line per resource, the platform data, and a "hardware"
 * line when @hardware has something to say. A summary line ends the
 * listing.
 *
 * Return: the number of devices printed, or a negative errno if the
 * platform bus could not be walked.
 */
int inspect_print_platform_devices(FILE *out, inspect_platdata_fn describe,
				   inspect_platdata_fn hardware);

/**
 * inspect_print_resource_tree() - print a resource tree as /proc/iomem
 * does, under a heading, if it has any entries
 * @out: where to print
 * @title: the heading ("iomem", "ioports")
 * @root: the tree's root; nothing is printed when it has no children
 */
void inspect_print_resource_tree(FILE *out, const char *title,
				 const struct resource *root);

/**
 * inspect_print_json() - print every listed device as one JSON document,
 * "platdev devices --json" (docs/json-schema.md): its name, bus, node,
 * parent, compatibles, driver, where it stands (inspect_json_bind_status()),
 * resources, platform data, modalias, driver_override and device links
 * @out: where to print
 *
 * Return: the number of devices, or a negative errno.
 */
int inspect_print_json(FILE *out);

/**
 * inspect_json_string() - print @s as a JSON string, quotes, backslashes
 * and control characters escaped; NULL prints null
 * @out: where to print
 * @s: the string, or NULL
 */
void inspect_json_string(FILE *out, const char *s);

struct device;
struct device_node;
struct of_phandle_args;

/**
 * struct inspect_devices - the devices the inspector lists, in order
 * @dev: the devices (not referenced; the board must not change meanwhile)
 * @parent: for each device, the index of its parent, or -1 when the parent
 *          is not listed (see inspect_parent_index())
 * @nr: how many
 * @cap: allocated entries
 */
struct inspect_devices {
	struct device **dev;
	int *parent;
	size_t nr, cap;
};

/**
 * inspect_for_each_device() - call @fn for every device the inspector
 * lists: each bus the inspector knows, every device in registration order
 * @data: passed to @fn
 * @fn: the callback; a non-zero return stops the walk
 *
 * Return: what the last @fn call returned (0 if it was never called), or a
 * negative errno if a bus could not be walked.
 */
int inspect_for_each_device(void *data, int (*fn)(struct device *, void *));

/**
 * inspect_collect_devices() - the devices of inspect_for_each_device() as
 * an array
 * @list: filled in; release it with inspect_free_devices()
 *
 * The devices are not referenced: the board must stay as it is while
 * @list is in use.
 *
 * Return: 0, or a negative errno (@list is then empty).
 */
int inspect_collect_devices(struct inspect_devices *list);

/** inspect_free_devices() - release what inspect_collect_devices() allocated */
void inspect_free_devices(struct inspect_devices *list);

/**
 * inspect_parent_index() - where @list holds the parent of its @i'th device,
 * in constant time
 * @list: the devices, from inspect_collect_devices()
 * @i: the device's index
 *
 * Return: the parent's index, or -1 when the parent is not listed (the
 * device is at the top of the hierarchy).
 */
int inspect_parent_index(const struct inspect_devices *list, size_t i);

/**
 * typedef inspect_visit_fn - called by inspect_walk_hierarchy() per device
 * @ctx: the walk's context
 * @idx: the device's index in the list
 * @depth: how many listed ancestors it has (0 at the top)
 */
typedef void (*inspect_visit_fn)(void *ctx, size_t idx, int depth);

/**
 * inspect_walk_hierarchy() - visit every device of @list under its parent:
 * depth first, each device before its children, siblings and the devices
 * at the top in list order
 * @list: the devices, from inspect_collect_devices()
 * @visit: called once per device
 * @ctx: passed to @visit
 *
 * The walk takes time linear in the number of devices and no stack depth
 * that grows with the hierarchy's.
 *
 * Return: 0, or -ENOMEM (nothing was visited).
 */
int inspect_walk_hierarchy(const struct inspect_devices *list,
			   inspect_visit_fn visit, void *ctx);

/**
 * inspect_device_resources() - the resource table of @dev
 * @dev: a device of one of the listed buses
 * @res: set to the table (NULL when there is none)
 *
 * Return: the number of entries in the table.
 */
unsigned int inspect_device_resources(struct device *dev,
				      const struct resource **res);

/**
 * inspect_irq_parent_cells() - #interrupt-cells of @np's interrupt parent
 * @np: a node with "interrupts"
 *
 * The parent is the node "interrupt-parent" names, else the tree parent,
 * repeated until a node with "#interrupt-cells" is reached.
 *
 * Return: its #interrupt-cells, or 0 when there is no usable parent.
 */
unsigned int inspect_irq_parent_cells(const struct device_node *np);

/**
 * inspect_irq_described() - how many interrupts @np describes
 * @np: the node
 *
 * Counts "interrupts-extended" entries, or "interrupts" entries in cells
 * of the interrupt parent, whether or not they resolve to a controller.
 *
 * Return: the count (0 when there are none), or -1 when the node has
 * interrupts but how many cannot be told.
 */
int inspect_irq_described(struct device_node *np);

struct platdev_of_irq;

/**
 * inspect_format_irq() - render one decoded interrupt
 * @irq: the interrupt, from platdev_of_irq_parse()
 * @decode_err: what platdev_of_irq_parse() returned
 * @buf: where to write the final controller's path and cells, then what
 *       they mean: "/intc@1000 <0x5 0x4> hwirq 5 level-high",
 *       "/intc@8000000 <0x0 0x1 0x4> SPI 1 (hwirq 33) level-high", with
 *       " partition PATH" for a GICv3 PPI partition and " via PATH" when
 *       a stacked controller (an i.MX GPC...) handed the interrupt on;
 *       cells only when the binding is not decoded, and "(not valid for
 *       the controller)" when the binding refuses them. Low bits that are
 *       no trigger print as "flags 0x..."
 * @len: size of @buf
 *
 * Return: @buf.
 */
char *inspect_format_irq(const struct platdev_of_irq *irq, int decode_err,
			 char *buf, size_t len);

struct json_writer;

/**
 * inspect_json_interrupts() - the member "interrupts": [...], one object per
 * interrupt @np describes: {"index", "name" (its interrupt-names entry or
 * null), "controller" (the final controller's path; null when the entry
 * resolves to none), "cells", "kind", "number", "hwirq", "trigger",
 * "partition", "via", "error" (null, or why it is not decoded)}
 * @w: the writer, inside the device's object
 * @np: the device's node, or NULL (an empty array)
 */
void inspect_json_interrupts(struct json_writer *w, struct device_node *np);

/**
 * inspect_print_tree() - print every listed device as a tree: each device
 * under its parent, indented two spaces a level, children in registration
 * order, with its compatibles, driver, memory resources and interrupts,
 * then a summary line
 * @out: where to print
 *
 * Return: the number of devices, or a negative errno.
 */
int inspect_print_tree(FILE *out);

/**
 * inspect_print_compact_tree() - print every listed device on one line, as
 * a tree: its bus, driver ("-" for none) and first resource in columns,
 * then its name, indented two spaces a level under its parent's, and its
 * state (inspect_state_text()); a heading line first, a summary line last
 * @out: where to print
 *
 * Return: the number of devices, or a negative errno.
 */
int inspect_print_compact_tree(FILE *out);

/**
 * inspect_print_dot() - print every listed device as a Graphviz digraph
 * named "platdev"
 * @out: where to print
 *
 * Return: the number of devices, or a negative errno.
 */
int inspect_print_dot(FILE *out);

/**
 * inspect_print_iomem() - print @root as /proc/iomem does, without a
 * heading: one "start-end : name" line per region, children indented two
 * spaces
 * @out: where to print
 * @root: the tree's root (its own line is not printed)
 */
void inspect_print_iomem(FILE *out, const struct resource *root);

/**
 * inspect_print_claimed_iomem() - claim every listed device's memory
 * resources in the iomem tree as their drivers would, print the tree as
 * /proc/iomem does, and release the claims
 * @out: where to print
 *
 * A resource that overlaps one already claimed without nesting is left
 * out, with one warning line on stderr.
 *
 * Return: 0, or a negative errno (nothing printed).
 */
int inspect_print_claimed_iomem(FILE *out);

/**
 * inspect_print_claimed_iomem_json() - as inspect_print_claimed_iomem(), as
 * one JSON document (inspect_json_resource_tree())
 * @out: where to print
 *
 * Return: 0, or a negative errno (nothing printed).
 */
int inspect_print_claimed_iomem_json(FILE *out);

/**
 * inspect_json_resource_tree() - @root's regions as one JSON document
 * "iomem": {"root", "regions": [{"start", "end", "name", "busy",
 * "children": [...]}]}, nested as in the tree
 * @out: where to print
 * @root: the tree's root (not itself listed)
 */
void inspect_json_resource_tree(FILE *out, const struct resource *root);

/**
 * inspect_print_tree_json() - inspect_print_tree() as one JSON document
 * "show": each device with its "children", nested as in the hierarchy
 * @out: where to print
 *
 * Return: the number of devices, or a negative errno.
 */
int inspect_print_tree_json(FILE *out);

/**
 * inspect_print_compact_tree_json() - inspect_print_compact_tree() as one
 * JSON document "tree": the devices in the same order, each with its depth
 * @out: where to print
 *
 * Return: the number of devices, or a negative errno.
 */
int inspect_print_compact_tree_json(FILE *out);

/**
 * inspect_print_timeline_json() - inspect_print_timeline() as one JSON
 * document "timeline"
 * @out: where to print
 *
 * Return: the number of devices, or a negative errno.
 */
int inspect_print_timeline_json(FILE *out);

/**
 * inspect_why_json() - inspect_why() as one JSON document "why"
 * @out: where to print
 * @name: as for inspect_why()
 *
 * Return: 0, or 1 (after a line on stderr) as inspect_why().
 */
int inspect_why_json(FILE *out, const char *name);

/**
 * struct inspect_iomem_ram - the RAM regions inspect_iomem_add_ram() put
 * in the iomem tree
 * @res: the regions, in the order inserted
 * @nr: how many
 * @cap: allocated entries
 */
struct inspect_iomem_ram {
	struct resource **res;
	size_t nr, cap;
};

/**
 * inspect_iomem_add_ram() - put the loaded tree's RAM into the iomem tree
 * as an arm64 Linux does before drivers run: "System RAM" for each
 * /memory node's reg, "reserved" beside it for a no-map /reserved-memory
 * region (cut out of the RAM) and inside it, widened to whole pages, for
 * any other; a region that overlaps one already in the tree is left out
 * @ram: filled in; take the regions out with inspect_iomem_remove_ram()
 *
 * Return: 0, or -ENOMEM (then nothing was added).
 */
int inspect_iomem_add_ram(struct inspect_iomem_ram *ram);

/** inspect_iomem_remove_ram() - take @ram's regions out of the tree again */
void inspect_iomem_remove_ram(struct inspect_iomem_ram *ram);

/**
 * inspect_errname() - an error code by name ("-ENODEV"), else its number
 * @err: the code
 * @buf: where to write it
 * @len: size of @buf
 *
 * Return: @buf.
 */
const char *inspect_errname(int err, char *buf, size_t len);

/**
 * inspect_state_text() - where @dev stands, in one phrase: "bound",
 * "unbound: no driver", "deferred: waiting for ...", "failed: probe
 * returned -EIO", "declined: probe returned -ENODEV"
 * @dev: the device
 * @buf: where to write the phrase
 * @len: size of @buf
 *
 * Return: the state.
 */
enum platdev_bind_state inspect_state_text(struct device *dev, char *buf,
					   size_t len);

/* Devices counted by bind state, for a summary line. */
struct inspect_state_counts {
	int total;
	int n[PLATDEV_BIND_STATES];
};

/** inspect_count_state() - count one device of @state in @counts */
void inspect_count_state(struct inspect_state_counts *counts,
			 enum platdev_bind_state state);

/**
 * inspect_print_state_summary() - "N <what>s: B bound, U unbound, ..."
 * @out: where to print
 * @what: the noun counted ("device", "platform device")
 * @counts: the counts; states with none are left out, bound never is
 */
void inspect_print_state_summary(FILE *out, const char *what,
				 const struct inspect_state_counts *counts);

/**
 * inspect_explain() - print, on one or more lines, where @dev stands with
 * drivers: bound, or why not (no driver, deferred and waiting for what,
 * failed)
 * @out: where to print
 * @dev: the device
 */
void inspect_explain(FILE *out, struct device *dev);

/**
 * inspect_explain_text() - what inspect_explain() prints for @dev, as a
 * string to free(), or NULL without memory
 */
char *inspect_explain_text(struct device *dev);

/**
 * inspect_why() - what "platdev why NAME" prints, on the board set up
 * @out: where to print
 * @name: a device name; else a node's path, or a node's name with its
 *        unit address: every listed device made from that node, or why
 *        the node has none (disabled, set up early by Linux, ...)
 *
 * Return: 0, or 1 (after a line on stderr) when there is no such device
 * or node or the devices cannot be listed.
 */
int inspect_why(FILE *out, const char *name);

/**
 * inspect_find_node() - the node @name names: a path ("/soc/serial@1000"),
 * a node name with unit address ("serial@1000"), or an alias with optional
 * options ("serial0", "serial0:115200n8"), as of_find_node_by_path() takes
 * it
 * @name: the name
 *
 * Return: the node, referenced (of_node_put() it), or NULL.
 */
struct device_node *inspect_find_node(const char *name);

/**
 * inspect_print_timeline() - one line per probed device, by start time
 * @out: where to print
 *
 * Return: the number of devices printed, or a negative errno.
 */
int inspect_print_timeline(FILE *out);

/* ---- the members several commands' JSON documents share (json.c) ---- */

struct json_writer;

/**
 * inspect_json_bind_status() - the members that say where @dev stands:
 * "state", "state_text" (inspect_state_text()), "last_error" (by name, or
 * null), "probe_calls", "defers", "waiting_for" (null or {"kind",
 * "supplier", "node", "waited_ms", "timed_out"}), "reason" (its driver's
 * last message, or null), "probe_start_ms" (from @first_probe) and
 * "probe_ms" (null when never timed)
 * @w: the writer, inside the device's object
 * @dev: the device
 * @first_probe: the timeline's zero, from inspect_first_probe_ns()
 */
void inspect_json_bind_status(struct json_writer *w, struct device *dev,
			      u64 first_probe);

/**
 * inspect_first_probe_ns() - when the first probe of the devices of @list
 * began, the zero of "probe_start_ms"
 * @list: the devices
 *
 * Return: the port's time in ns, or 0 when none was timed.
 */
u64 inspect_first_probe_ns(const struct inspect_devices *list);

/**
 * inspect_json_resources() - the member "resources": [{"type" (mem, io,
 * irq, dma or other), "start", "end" (hexadecimal strings), "name"}]
 * @w: the writer, inside the device's object
 * @dev: the device
 */
void inspect_json_resources(struct json_writer *w, struct device *dev);

/**
 * inspect_json_compatible() - the member "compatible": the strings of
 * @np's compatible property, [] when it has none or @np is NULL
 * @w: the writer, inside an object
 * @np: the node, or NULL
 */
void inspect_json_compatible(struct json_writer *w,
			     const struct device_node *np);

/**
 * inspect_json_node_path() - the member @key: @np's full path, or null
 * @w: the writer, inside an object
 * @key: the member's name ("of_node", "node")
 * @np: the node, or NULL
 */
void inspect_json_node_path(struct json_writer *w, const char *key,
			    const struct device_node *np);

/**
 * inspect_json_links() - the member "links": every device link of @dev,
 * to its suppliers first: {"supplier", "consumer", "kind" (device-tree or
 * explicit), "flags" (DL_FLAG_* by name), "state"}
 * @w: the writer, inside the device's object
 * @dev: the device
 */
void inspect_json_links(struct json_writer *w, struct device *dev);

/**
 * struct inspect_class_view - a class device as the inspector shows it
 * @cdev: the device
 * @count: events recorded on it since it was added
 * @kept: how many of the latest are in @latest (at most
 *        PLATDEV_CLASS_EVENTS)
 * @latest: those events, oldest first
 */
struct inspect_class_view {
	struct platdev_class_device *cdev;
	unsigned long count;
	unsigned long kept;
	char latest[PLATDEV_CLASS_EVENTS][PLATDEV_CLASS_EVENT_LEN];
};

/**
 * inspect_class_devices_of() - call @fn on each class device whose parent is
 * @dev, in the order they were added, with its events
 * @dev: the parent
 * @fn: prints the view; must not add or delete class devices
 * @arg: passed to @fn
 */
void inspect_class_devices_of(struct device *dev,
			      void (*fn)(const struct inspect_class_view *view,
					 void *arg),
			      void *arg);

/**
 * inspect_json_class_devices() - the member "class_devices": the class
 * devices (platdev/class.h) whose parent is @dev, each with its event count
 * and latest events
 */
void inspect_json_class_devices(struct json_writer *w, struct device *dev);

/**
 * struct inspect_json_walk - a JSON document of the devices in hierarchy
 * order, as inspect_json_hierarchy() writes it
 * @w: the writer
 * @list: the devices
 * @first_probe: the timeline's zero (inspect_first_probe_ns())
 *
 * A command's walk context starts with one, so that its visit function
 * gets it as its context and finds its own state with container_of().
 */
struct inspect_json_walk {
	struct json_writer w;
	struct inspect_devices list;
	u64 first_probe;
};

/**
 * inspect_json_hierarchy() - write the document @command: {"devices":
 * [...]}, @visit called for every listed device in inspect_walk_hierarchy()
 * order with @walk as its context, then @finish (or NULL) before the list
 * closes
 * @out: where to print
 * @command: the document's "command"
 * @walk: the walk; its list is collected and freed here
 * @visit: writes one device
 * @finish: closes what @visit left open, or NULL
 *
 * Return: the number of devices, or a negative errno.
 */
int inspect_json_hierarchy(FILE *out, const char *command,
			   struct inspect_json_walk *walk,
			   inspect_visit_fn visit,
			   void (*finish)(struct inspect_json_walk *walk));

int inspect_print_standins_of(FILE *out, struct device *dev,
			      const char *indent);

#endif /* _PLATDEV_TOOLS_INSPECT_H */
