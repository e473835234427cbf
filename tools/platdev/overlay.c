// SPDX-License-Identifier: MIT
/*
 * overlay.c - "platdev overlay": apply device-tree overlays to a board
 * populated as Linux would, and say which devices each one added, removed
 * and rebound (bound to another driver, or bound or unbound); with
 * --remove, take them off again, newest first, and check that the board is
 * back where it started: the same devices with the same drivers and
 * device links, the same tree, every allocation given back (what is not
 * is named). --cycle N does that N times. A device an overlay made or
 * made again that is left unbound is explained as `platdev why` would.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <linux/device.h>
#include <linux/of.h>
#include <linux/platform_device.h>
#include <platdev/bind.h>
#include <platdev/log.h>
#include <platdev/of.h>
#include <platdev/port.h>

#include "board.h"
#include "inspect.h"
#include "json_writer.h"

/* One device as a snapshot holds it: its name and its driver's. */
struct dev_entry {
	char *name;
	char *driver; /* "" when unbound */
	unsigned long name_hash;
	int links; /* its device links to suppliers */
};

/*
 * The devices on the platform bus in bus order, with an open-addressing
 * index by name (@slot: @nr_slots entries, a power of two, each an entry
 * number plus one, 0 when free), so that comparing two snapshots costs one
 * pass over each, however many devices there are.
 */
struct snapshot {
	struct dev_entry *v;
	size_t n, cap;
	size_t *slot, nr_slots;
	unsigned long tree_hash, allocs;
	/* What else an overlay may leave behind, counted. */
	long nodes, props, node_refs, links;
};

/* How many device links @dev has to suppliers. */
static int supplier_links(struct device *dev)
{
	struct platdev_link_info links[16];
	int i, n = platdev_device_links(dev, links, 16), to = 0;

	if (n > 16) {
		struct platdev_link_info *all = calloc((size_t)n, sizeof(*all));

		if (!all)
			return -1;
		n = platdev_device_links(dev, all, (unsigned int)n);
		for (i = 0; i < n; i++)
			to += all[i].consumer == dev;
		free(all);
		return to;
	}
	for (i = 0; i < n; i++)
		to += links[i].consumer == dev;
	return to;
}

/* FNV-1a over @len bytes, continuing from @h. */
static unsigned long hash_bytes(unsigned long h, const void *p, size_t len)
{
	const unsigned char *b = p;

	while (len--)
		h = (h ^ *b++) * 1099511628211ul;
	return h;
}

#define FNV_OFFSET_BASIS 14695981039346656037ul

static unsigned long hash_name(const char *name)
{
	return hash_bytes(FNV_OFFSET_BASIS, name, strlen(name));
}

static int snap_device(struct device *dev, void *data)
{
	struct snapshot *s = data;

	if (s->n == s->cap) {
		size_t cap = s->cap ? 2 * s->cap : 64;
		struct dev_entry *v = realloc(s->v, cap * sizeof(*v));

		if (!v)
			return -ENOMEM;
		s->v = v;
		s->cap = cap;
	}
	s->v[s->n].name = strdup(dev_name(dev));
	s->v[s->n].driver = strdup(dev->driver ? dev->driver->name : "");
	if (!s->v[s->n].name || !s->v[s->n].driver) {
		free(s->v[s->n].name);
		free(s->v[s->n].driver);
		return -ENOMEM;
	}
	s->v[s->n].name_hash = hash_name(s->v[s->n].name);
	s->v[s->n].links = supplier_links(dev);
	s->links += s->v[s->n].links;
	s->n++;
	return 0;
}

/*
 * The whole tree: every node's name, number of children and phandle, and
 * every property, in pre-order. A pre-order walk with each node's number
 * of children determines the tree's shape, so no path needs building: one
 * pass, however deep the tree.
 */
static unsigned long tree_hash(struct snapshot *s)
{
	struct device_node *np, *child;
	struct property *pp;
	unsigned long h = FNV_OFFSET_BASIS;
	size_t children;

	for_each_of_allnodes(np) {
		children = 0;
		for (child = np->child; child; child = child->sibling)
			children++;
		h = hash_bytes(h, np->full_name, strlen(np->full_name) + 1);
		h = hash_bytes(h, &children, sizeof(children));
		h = hash_bytes(h, &np->phandle, sizeof(np->phandle));
		s->nodes++;
		s->node_refs += np->refs;
		for (pp = np->properties; pp; pp = pp->next) {
			s->props++;
			h = hash_bytes(h, pp->name, strlen(pp->name) + 1);
			h = hash_bytes(h, pp->value, (size_t)pp->length);
		}
	}
	return h;
}

static void snapshot_free(struct snapshot *s)
{
	size_t i;

	for (i = 0; i < s->n; i++) {
		free(s->v[i].name);
		free(s->v[i].driver);
	}
	free(s->v);
	free(s->slot);
	memset(s, 0, sizeof(*s));
}

/* Index the entries of @s by name. Return: 0 or -ENOMEM. */
static int snapshot_index(struct snapshot *s)
{
	size_t i, at, mask;

	s->nr_slots = 16;
	while (s->nr_slots < 2 * s->n)
		s->nr_slots *= 2;
	s->slot = calloc(s->nr_slots, sizeof(*s->slot));
	if (!s->slot)
		return -ENOMEM;
	mask = s->nr_slots - 1;
	for (i = 0; i < s->n; i++) {
		at = s->v[i].name_hash & mask;
		while (s->slot[at])
			at = (at + 1) & mask;
		s->slot[at] = i + 1;
	}
	return 0;
}

static int snapshot_take(struct snapshot *s)
{
	struct platdev_alloc_stats stats;
	int ret;

	memset(s, 0, sizeof(*s));
	ret = bus_for_each_dev(&platform_bus_type, NULL, s, snap_device);
	if (!ret)
		ret = snapshot_index(s);
	if (ret) {
		snapshot_free(s);
		fprintf(stderr, "platdev: overlay: cannot list the devices\n");
		return 1;
	}
	s->tree_hash = tree_hash(s);
	platdev_port_alloc_stats(&stats);
	/* Properties removals took out stay until unload (Linux's deadprops). */
	s->allocs = stats.live - platdev_of_overlay_dead_props();
	return 0;
}

/* The entry of @s with the name of @key (an entry of another snapshot). */
static const struct dev_entry *find_entry(const struct snapshot *s,
					  const struct dev_entry *key)
{
	size_t mask = s->nr_slots - 1, at = key->name_hash & mask;
	const struct dev_entry *e;

	for (; s->slot[at]; at = (at + 1) & mask) {
		e = &s->v[s->slot[at] - 1];
		if (e->name_hash == key->name_hash &&
		    !strcmp(e->name, key->name))
			return e;
	}
	return NULL;
}

/* The changes from @a to @b: devices added, removed, rebound. */
struct change {
	const struct snapshot *a, *b;
	unsigned int added, removed, rebound;
};

static void count_changes(struct change *c)
{
	const struct dev_entry *e;
	size_t i;

	c->added = c->removed = c->rebound = 0;
	for (i = 0; i < c->b->n; i++) {
		e = find_entry(c->a, &c->b->v[i]);
		if (!e)
			c->added++;
		else if (strcmp(e->driver, c->b->v[i].driver))
			c->rebound++;
	}
	for (i = 0; i < c->a->n; i++)
		if (!find_entry(c->b, &c->a->v[i]))
			c->removed++;
}

/* A driver name for humans. */
static const char *drv(const char *name)
{
	return *name ? name : "(none)";
}

/* Why the device named @name is not bound, indented under its line. */
static void print_why(const char *name)
{
	struct device *dev =
		bus_find_device_by_name(&platform_bus_type, NULL, name);
	char *text = dev ? inspect_explain_text(dev) : NULL, *line, *end;

	for (line = text; line && *line; line = end) {
		end = strchr(line, '\n');
		end = end ? end + 1 : line + strlen(line);
		printf("      %.*s", (int)(end - line), line);
	}
	free(text);
	put_device(dev);
}

static void print_text(const char *what, const char *file, int id,
		       struct change *c)
{
	const struct dev_entry *e;
	size_t i;

	printf("%s #%d %s: %u added, %u removed, %u rebound\n", what, id, file,
	       c->added, c->removed, c->rebound);
	for (i = 0; i < c->b->n; i++) {
		e = find_entry(c->a, &c->b->v[i]);
		if (!e)
			printf("  + %s  %s\n", c->b->v[i].name,
			       drv(c->b->v[i].driver));
		else if (strcmp(e->driver, c->b->v[i].driver))
			printf("  ~ %s  %s -> %s\n", e->name, drv(e->driver),
			       drv(c->b->v[i].driver));
		else
			continue;
		if (!*c->b->v[i].driver)
			print_why(c->b->v[i].name);
	}
	for (i = 0; i < c->a->n; i++)
		if (!find_entry(c->b, &c->a->v[i]))
			printf("  - %s  %s\n", c->a->v[i].name,
			       drv(c->a->v[i].driver));
}

/* The devices of @c of one kind ('+', '-' or '~'), as a JSON array. */
static void json_names(struct json_writer *w, struct change *c, char kind)
{
	const struct snapshot *from = kind == '-' ? c->a : c->b;
	const struct snapshot *other = kind == '-' ? c->b : c->a;
	const struct dev_entry *e;
	size_t i;

	json_begin_array(w);
	for (i = 0; i < from->n; i++) {
		e = find_entry(other, &from->v[i]);
		if (kind == '~' ? !e || !strcmp(e->driver, from->v[i].driver) :
				  e != NULL)
			continue;
		json_begin_object(w);
		json_key_string(w, "name", from->v[i].name);
		json_key_string(w, "driver",
				*from->v[i].driver ? from->v[i].driver : NULL);
		json_end_object(w);
	}
	json_end_array(w);
}

/* One step (an overlay applied or removed) of the "steps" list. */
static void print_json(struct json_writer *w, const char *what,
		       const char *file, int id, struct change *c)
{
	json_begin_object(w);
	json_key_string(w, "action", what);
	json_key(w, "id");
	json_int(w, id);
	json_key_string(w, "file", file);
	json_key(w, "added");
	json_names(w, c, '+');
	json_key(w, "removed");
	json_names(w, c, '-');
	json_key(w, "rebound");
	json_names(w, c, '~');
	json_end_object(w);
}

/* What one run over the overlays does, and how it reports. */
struct overlay_run {
	const struct overlay_request *req;
	void **blobs;
	size_t *sizes;
	int *ids;
	bool report;
	struct json_writer json;
};

static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}

/* Report the step from @before (replaced by the state now). */
static int report_step(struct overlay_run *run, const char *what, int i,
		       struct snapshot *before)
{
	struct snapshot after;
	struct change c = { before, &after, 0, 0, 0 };

	if (snapshot_take(&after))
		return 1;
	count_changes(&c);
	if (run->report && run->req->json)
		print_json(&run->json, what, base_name(run->req->files[i]),
			   run->ids[i], &c);
	else if (run->report)
		print_text(what, base_name(run->req->files[i]), run->ids[i],
			   &c);
	snapshot_free(before);
	*before = after;
	return 0;
}

/* The first error line logged while an overlay applies; the rest pass. */
struct apply_reason {
	char line[256];
	bool held;
};

static void hold_first_error(void *ctx, int level, const char *line)
{
	struct apply_reason *reason = ctx;

	if (level <= PLATDEV_LOG_ERR && !reason->held) {
		snprintf(reason->line, sizeof(reason->line), "%s", line);
		reason->held = true;
		return;
	}
	platdev_port_log_write(level, line);
}

/*
 * Apply the overlay @blob of @size bytes from @file. A refusal is one
 * line: the library's reason goes into it. Return: 0, or 1 after saying
 * why it could not be applied.
 */
static int apply_one(const char *file, const void *blob, size_t size, int *id)
{
	struct apply_reason reason = { .held = false };
	char err[24];
	int ret;

	platdev_set_log_hook(hold_first_error, &reason);
	ret = of_overlay_fdt_apply(blob, (u32)size, id, NULL);
	platdev_set_log_hook(NULL, NULL);
	if (!ret) {
		/* Applied all the same: what went wrong is still said. */
		if (reason.held)
			platdev_port_log_write(PLATDEV_LOG_ERR, reason.line);
		return 0;
	}
	fprintf(stderr,
		"platdev: overlay: %s could not be applied: error %s%s%s\n",
		file, inspect_errname(ret, err, sizeof(err)),
		reason.held ? ": " : "", reason.held ? reason.line : "");
	return 1;
}

static int apply_all(struct overlay_run *run, struct snapshot *state)
{
	int i;

	for (i = 0; i < run->req->nr_files; i++) {
		if (apply_one(run->req->files[i], run->blobs[i], run->sizes[i],
			      &run->ids[i]))
			return 1;
		if (run->report && report_step(run, "applied", i, state))
			return 1;
	}
	return 0;
}

static int remove_all(struct overlay_run *run, struct snapshot *state)
{
	char err[24];
	int i, id, ret;

	for (i = run->req->nr_files; i--;) {
		id = run->ids[i];
		ret = of_overlay_remove(&id);
		if (ret) {
			fprintf(stderr,
				"platdev: overlay: %s could not be removed: error %s\n",
				run->req->files[i],
				inspect_errname(ret, err, sizeof(err)));
			return 1;
		}
		if (run->report && report_step(run, "removed", i, state))
			return 1;
	}
	return 0;
}

/* Append ", " and then what printf() makes of @fmt to @buf. */
static void say(char *buf, size_t size, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static void say(char *buf, size_t size, const char *fmt, ...)
{
	size_t len = strlen(buf);
	va_list ap;

	if (len && len + 2 < size) {
		strcpy(buf + len, "; ");
		len += 2;
	}
	va_start(ap, fmt);
	vsnprintf(buf + len, size - len, fmt, ap);
	va_end(ap);
}

/* "N thing(s) more" or "fewer", for a difference @d of @thing. */
static void say_count(char *buf, size_t size, long d, const char *thing)
{
	if (d)
		say(buf, size, "%ld %s%s %s", d > 0 ? d : -d, thing,
		    d == 1 || d == -1 ? "" : "s", d > 0 ? "more" : "fewer");
}

/* Name the devices of @c whose device links to suppliers changed. */
static void say_links(char *buf, size_t size, const struct change *c)
{
	const struct dev_entry *e;
	size_t i;

	for (i = 0; i < c->b->n; i++) {
		e = find_entry(c->a, &c->b->v[i]);
		if (e && e->links != c->b->v[i].links)
			say(buf, size,
			    "%s has %d device link%s to suppliers, %d at the start",
			    e->name, c->b->v[i].links,
			    c->b->v[i].links == 1 ? "" : "s", e->links);
	}
}

/* Whether the board is as @start recorded it; what is left on stderr. */
static bool same_state(const struct snapshot *start)
{
	struct snapshot now;
	struct change c = { start, &now, 0, 0, 0 };
	char left[1024] = "";
	bool same;

	if (snapshot_take(&now))
		return false;
	count_changes(&c);
	same = !c.added && !c.removed && !c.rebound &&
	       now.tree_hash == start->tree_hash &&
	       now.allocs == start->allocs && now.links == start->links;
	if (!same) {
		say_count(left, sizeof(left), (long)c.added, "device");
		say_count(left, sizeof(left), -(long)c.removed, "device");
		if (c.rebound)
			say(left, sizeof(left), "%u device%s bound otherwise",
			    c.rebound, c.rebound == 1 ? "" : "s");
		say_links(left, sizeof(left), &c);
		say_count(left, sizeof(left), now.nodes - start->nodes,
			  "tree node");
		say_count(left, sizeof(left), now.props - start->props,
			  "property");
		say_count(left, sizeof(left), now.node_refs - start->node_refs,
			  "node reference");
		if (now.tree_hash != start->tree_hash &&
		    now.nodes == start->nodes && now.props == start->props)
			say(left, sizeof(left),
			    "the tree's names or values changed");
		if (!left[0])
			say(left, sizeof(left),
			    "%ld allocations not given back, none of them a device, a device link, a tree node or property",
			    (long)(now.allocs - start->allocs));
		fprintf(stderr,
			"platdev: overlay: the board is not back to its starting state: %s\n",
			left);
	}
	snapshot_free(&now);
	return same;
}

static double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int overlay_steps(struct overlay_run *run)
{
	const struct overlay_request *req = run->req;
	struct snapshot start, state;
	long cycle, cycles = req->cycles ? req->cycles : 1;
	double t0;
	int ret = 0;

	if (snapshot_take(&start))
		return 1;
	if (snapshot_take(&state)) {
		snapshot_free(&start);
		return 1;
	}
	if (req->json) {
		json_begin_document(&run->json, stdout, "overlay");
		json_key(&run->json, "steps");
		json_begin_list(&run->json);
	}
	t0 = now_ms();
	for (cycle = 0; !ret && cycle < cycles; cycle++) {
		run->report = cycle == 0;
		ret = apply_all(run, &state);
		if (!ret && (req->remove || req->cycles))
			ret = remove_all(run, &state);
		if (!ret && (req->remove || req->cycles) && !same_state(&start))
			ret = 1;
	}
	if (req->json) {
		json_end_array(&run->json);
		json_key(&run->json, "restored");
		if (req->remove || req->cycles)
			json_bool(&run->json, !ret);
		else
			json_null(&run->json);
		json_key(&run->json, "cycles");
		json_int(&run->json, cycles);
		json_end_document(&run->json);
	} else if (!ret && req->cycles)
		printf("%ld cycles: the board is back to its starting state after each (%.0f us a cycle)\n",
		       cycles, (now_ms() - t0) * 1e3 / (double)cycles);
	else if (!ret && req->remove)
		printf("the board is back to its starting state\n");
	snapshot_free(&state);
	snapshot_free(&start);
	return ret;
}

int board_overlay(const struct overlay_request *req)
{
	struct overlay_run run = { .req = req };
	int i, ret = 1;

	run.blobs = calloc((size_t)req->nr_files, sizeof(*run.blobs));
	run.sizes = calloc((size_t)req->nr_files, sizeof(*run.sizes));
	run.ids = calloc((size_t)req->nr_files, sizeof(*run.ids));
	if (!run.blobs || !run.sizes || !run.ids)
		goto out;
	for (i = 0; i < req->nr_files; i++) {
		run.blobs[i] = board_read_blob(req->files[i], &run.sizes[i]);
		if (!run.blobs[i])
			goto out;
	}
	if (board_open(req->board))
		goto out;
	ret = overlay_steps(&run);
	/* Whatever is still applied goes before the board does. */
	if (of_overlay_remove_all())
		ret = 1;
	if (board_close())
		ret = 1;
	if (fflush(stdout) && !ret) {
		fprintf(stderr, "platdev: cannot write the output\n");
		ret = 1;
	}
out:
	for (i = 0; run.blobs && i < req->nr_files; i++)
		free(run.blobs[i]);
	free(run.blobs);
	free(run.sizes);
	free(run.ids);
	return ret;
}
