// SPDX-License-Identifier: MIT
/*
 * diff.c - "platdev diff A B": what changes between the devices two boards
 * make. Each board is set up in turn, as every command sets one up, and
 * its devices copied into plain strings (board_snapshot()); then the two
 * snapshots are matched: by node path and name, then by node path alone
 * (a device renamed: same node, another name; Linux names devices from
 * their nodes' unit addresses, so a rename is what a reviewer of a
 * device-tree change most wants to see), and what is left was removed
 * from A or added in B. A matched pair is compared field by field:
 * compatibles, resources, interrupts and suppliers.
 *
 * Exit status as diff(1): 0 when the boards make the same devices, 1 when
 * they differ, 2 when a board cannot be set up.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include <linux/device.h>
#include <linux/ioport.h>
#include <linux/of.h>
#include <linux/of_irq.h>
#include <platdev/bind.h>
#include <platdev/of.h>

#include "array.h"
#include "board.h"
#include "inspect.h"
#include "json_writer.h"

#define DIFF_TEXT_LEN 512

/* A list of strings, each allocated. */
struct strv {
	char **v;
	size_t nr, cap;
};

/* The fields of a device that diff compares, in the order it prints them. */
enum diff_field {
	FIELD_COMPATIBLE,
	FIELD_RESOURCES,
	FIELD_INTERRUPTS,
	FIELD_SUPPLIERS,
	NR_FIELDS
};

static const char *const field_names[NR_FIELDS] = {
	[FIELD_COMPATIBLE] = "compatible",
	[FIELD_RESOURCES] = "resources",
	[FIELD_INTERRUPTS] = "interrupts",
	[FIELD_SUPPLIERS] = "suppliers",
};

/* One device of a board, as strings: nothing points into the board. */
struct diff_device {
	char *name;
	char *path; /* its node's path, or NULL */
	struct strv field[NR_FIELDS];
	long match; /* the index of its counterpart on the other board, or -1 */
};

struct diff_board {
	const char *file;
	struct diff_device *dev;
	size_t nr, cap;
};

/* Append the text @fmt makes to @s. Return: 0 or -ENOMEM. */
static int __printf(2, 3) strv_pushf(struct strv *s, const char *fmt, ...)
{
	va_list ap;
	char *text;
	int len;

	va_start(ap, fmt);
	len = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	text = len < 0 ? NULL : malloc((size_t)len + 1);
	if (!text)
		return -ENOMEM;
	va_start(ap, fmt);
	vsnprintf(text, (size_t)len + 1, fmt, ap);
	va_end(ap);
	if (ARRAY_PUSH(s->v, s->nr, s->cap, text)) {
		free(text);
		return -ENOMEM;
	}
	return 0;
}

static void strv_free(struct strv *s)
{
	size_t i;

	for (i = 0; i < s->nr; i++)
		free(s->v[i]);
	free(s->v);
}

static bool strv_equal(const struct strv *a, const struct strv *b)
{
	size_t i;

	if (a->nr != b->nr)
		return false;
	for (i = 0; i < a->nr; i++)
		if (strcmp(a->v[i], b->v[i]))
			return false;
	return true;
}

static void device_free(struct diff_device *d)
{
	int f;

	free(d->name);
	free(d->path);
	for (f = 0; f < NR_FIELDS; f++)
		strv_free(&d->field[f]);
}

static void board_free(struct diff_board *b)
{
	size_t i;

	for (i = 0; i < b->nr; i++)
		device_free(&b->dev[i]);
	free(b->dev);
}

static int snap_compatible(struct strv *s, const struct device_node *np)
{
	const char *compat;
	int k, ret = 0;

	for (k = 0;
	     !ret && np &&
	     !of_property_read_string_index(np, "compatible", k, &compat);
	     k++)
		ret = strv_pushf(s, "%s", compat);
	return ret;
}

/* Memory, I/O and other ranges; a node's interrupts come from the node. */
static int snap_resources(struct strv *s, struct device *dev)
{
	char range[DIFF_TEXT_LEN];
	const struct resource *res;
	unsigned int i, n = inspect_device_resources(dev, &res);
	int ret = 0;

	for (i = 0; !ret && i < n; i++) {
		if (dev->of_node && resource_type(&res[i]) == IORESOURCE_IRQ)
			continue;
		inspect_format_resource(&res[i], range, sizeof(range));
		ret = strv_pushf(s, "%s %s", range,
				 res[i].name ? res[i].name : "(unnamed)");
	}
	return ret;
}

static int snap_interrupts(struct strv *s, struct device_node *np)
{
	char text[DIFF_TEXT_LEN];
	struct platdev_of_irq irq;
	int i, n = np ? of_irq_count(np) : 0, ret = 0, err;
	int described = np ? inspect_irq_described(np) : 0;

	if (described > n)
		n = described;
	for (i = 0; !ret && i < n; i++) {
		err = platdev_of_irq_parse(np, i, &irq);
		if (!irq.spec.np)
			ret = strv_pushf(s, "#%d unresolved", i);
		else
			ret = strv_pushf(s, "%s",
					 inspect_format_irq(&irq, err, text,
							    sizeof(text)));
		platdev_of_irq_put(&irq);
	}
	return ret;
}

/* Its suppliers by node path (by name without a node): robust to renames. */
static int snap_suppliers(struct strv *s, struct device *dev)
{
	struct platdev_link_info *links = NULL;
	char path[DIFF_TEXT_LEN];
	int n = platdev_device_links(dev, NULL, 0), i, ret = 0;

	if (n <= 0)
		return n < 0 ? n : 0;
	links = calloc((size_t)n, sizeof(*links));
	if (!links)
		return -ENOMEM;
	n = platdev_device_links(dev, links, (unsigned int)n);
	for (i = 0; !ret && i < n; i++) {
		struct device *sup = links[i].supplier;

		if (links[i].consumer != dev)
			continue;
		ret = strv_pushf(s, "%s",
				 sup->of_node ?
					 platdev_of_format_path(sup->of_node,
								path,
								sizeof(path)) :
					 dev_name(sup));
	}
	free(links);
	return ret;
}

static int snap_device(struct diff_board *b, struct device *dev)
{
	struct diff_device d = { .match = -1 };
	char path[DIFF_TEXT_LEN];
	int ret;

	d.name = strdup(dev_name(dev));
	d.path = dev->of_node ?
			 strdup(platdev_of_format_path(dev->of_node, path,
						       sizeof(path))) :
			 NULL;
	ret = !d.name || (dev->of_node && !d.path) ? -ENOMEM : 0;
	if (!ret)
		ret = snap_compatible(&d.field[FIELD_COMPATIBLE], dev->of_node);
	if (!ret)
		ret = snap_resources(&d.field[FIELD_RESOURCES], dev);
	if (!ret)
		ret = snap_interrupts(&d.field[FIELD_INTERRUPTS], dev->of_node);
	if (!ret)
		ret = snap_suppliers(&d.field[FIELD_SUPPLIERS], dev);
	if (!ret)
		ret = ARRAY_PUSH(b->dev, b->nr, b->cap, d);
	if (ret)
		device_free(&d);
	return ret;
}

/*
 * Set up the board in @b->file, copy its devices, take it down.
 * Return: 0, or 1 after a line on stderr.
 */
static int board_snapshot(struct diff_board *b)
{
	struct inspect_devices list;
	size_t i;
	int ret;

	if (board_open(b->file))
		return 1;
	ret = inspect_collect_devices(&list);
	for (i = 0; !ret && i < list.nr; i++)
		ret = snap_device(b, list.dev[i]);
	if (!ret)
		inspect_free_devices(&list);
	if (ret)
		fprintf(stderr,
			"platdev: diff: cannot list the devices of %s\n",
			b->file);
	if (board_close())
		ret = 1;
	return ret ? 1 : 0;
}

/* ---- matching ---- */

static int cmp_path(const char *a, const char *b)
{
	if (!a || !b)
		return !!a - !!b;
	return strcmp(a, b);
}

/* A board's devices by node path, then name: indices into its array. */
struct sorted {
	const struct diff_board *b;
	size_t *idx;
};

static const struct diff_board *sort_board;

static int by_path_name(const void *x, const void *y)
{
	const struct diff_device *a = &sort_board->dev[*(const size_t *)x];
	const struct diff_device *b = &sort_board->dev[*(const size_t *)y];
	int c = cmp_path(a->path, b->path);

	return c ? c : strcmp(a->name, b->name);
}

static size_t *sort_devices(const struct diff_board *b)
{
	size_t *idx = malloc((b->nr ? b->nr : 1) * sizeof(*idx)), i;

	if (!idx)
		return NULL;
	for (i = 0; i < b->nr; i++)
		idx[i] = i;
	sort_board = b;
	qsort(idx, b->nr, sizeof(*idx), by_path_name);
	return idx;
}

/* The first position in @idx (sorted) whose device has @path, or @nr. */
static size_t first_with_path(const struct diff_board *b, const size_t *idx,
			      const char *path)
{
	size_t lo = 0, hi = b->nr;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (cmp_path(b->dev[idx[mid]].path, path) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static void pair(struct diff_board *a, size_t i, struct diff_board *b, size_t j)
{
	a->dev[i].match = (long)j;
	b->dev[j].match = (long)i;
}

/*
 * Match each device of @a with one of @b: same node and name first; then,
 * among the devices of one node, the rest in order (renamed). Devices
 * without a node match by name only.
 * Return: 0 or -ENOMEM.
 */
static int match_boards(struct diff_board *a, struct diff_board *b)
{
	size_t *idx = sort_devices(b), i, k;
	int pass;

	if (!idx)
		return -ENOMEM;
	for (pass = 0; pass < 2; pass++) {
		for (i = 0; i < a->nr; i++) {
			struct diff_device *d = &a->dev[i];

			if (d->match >= 0 || (pass && !d->path))
				continue;
			for (k = first_with_path(b, idx, d->path);
			     k < b->nr &&
			     !cmp_path(b->dev[idx[k]].path, d->path);
			     k++) {
				struct diff_device *e = &b->dev[idx[k]];

				if (e->match < 0 &&
				    (pass || !strcmp(e->name, d->name))) {
					pair(a, i, b, idx[k]);
					break;
				}
			}
		}
	}
	free(idx);
	return 0;
}

/* ---- reporting ---- */

struct diff_counts {
	size_t added, removed, renamed, changed;
};

static bool device_changed(const struct diff_device *a,
			   const struct diff_device *b)
{
	int f;

	for (f = 0; f < NR_FIELDS; f++)
		if (!strv_equal(&a->field[f], &b->field[f]))
			return true;
	return false;
}

static void count(const struct diff_board *a, const struct diff_board *b,
		  struct diff_counts *n)
{
	size_t i;

	memset(n, 0, sizeof(*n));
	for (i = 0; i < a->nr; i++) {
		const struct diff_device *d = &a->dev[i], *e;

		if (d->match < 0) {
			n->removed++;
			continue;
		}
		e = &b->dev[d->match];
		if (strcmp(d->name, e->name))
			n->renamed++;
		else if (device_changed(d, e))
			n->changed++;
	}
	for (i = 0; i < b->nr; i++)
		n->added += b->dev[i].match < 0;
}

/* Each entry of @s on a line of its own after @sign, "(none)" for none. */
static void text_list(FILE *out, char sign, const struct strv *s)
{
	size_t i;

	for (i = 0; i < s->nr; i++)
		fprintf(out, "      %c %s\n", sign, s->v[i]);
	if (!s->nr)
		fprintf(out, "      %c (none)\n", sign);
}

static void text_changes(FILE *out, const struct diff_device *a,
			 const struct diff_device *b)
{
	int f;

	for (f = 0; f < NR_FIELDS; f++) {
		if (strv_equal(&a->field[f], &b->field[f]))
			continue;
		fprintf(out, "    %s\n", field_names[f]);
		text_list(out, '-', &a->field[f]);
		text_list(out, '+', &b->field[f]);
	}
}

static void text_device(FILE *out, const char *what,
			const struct diff_device *d)
{
	fprintf(out, "%-8s %s  %s\n", what, d->name, d->path ? d->path : "-");
}

static void print_text(FILE *out, const struct diff_board *a,
		       const struct diff_board *b, const struct diff_counts *n)
{
	size_t i;

	fprintf(out, "--- %s\n+++ %s\n", a->file, b->file);
	for (i = 0; i < a->nr; i++)
		if (a->dev[i].match < 0)
			text_device(out, "removed", &a->dev[i]);
	for (i = 0; i < b->nr; i++)
		if (b->dev[i].match < 0)
			text_device(out, "added", &b->dev[i]);
	for (i = 0; i < a->nr; i++) {
		const struct diff_device *d = &a->dev[i], *e;

		if (d->match < 0)
			continue;
		e = &b->dev[d->match];
		if (strcmp(d->name, e->name)) {
			fprintf(out, "renamed  %s -> %s  %s\n", d->name,
				e->name, d->path);
			text_changes(out, d, e);
		} else if (device_changed(d, e)) {
			text_device(out, "changed", d);
			text_changes(out, d, e);
		}
	}
	fprintf(out, "%zu added, %zu removed, %zu renamed, %zu changed\n",
		n->added, n->removed, n->renamed, n->changed);
}

static void json_strv(struct json_writer *w, const struct strv *s)
{
	size_t i;

	json_begin_array(w);
	for (i = 0; i < s->nr; i++)
		json_string(w, s->v[i]);
	json_end_array(w);
}

/* "changes": {FIELD: {"a": [...], "b": [...]}} for the fields that differ. */
static void json_changes(struct json_writer *w, const struct diff_device *a,
			 const struct diff_device *b)
{
	int f;

	json_key(w, "changes");
	json_begin_object(w);
	for (f = 0; f < NR_FIELDS; f++) {
		if (strv_equal(&a->field[f], &b->field[f]))
			continue;
		json_key(w, field_names[f]);
		json_begin_object(w);
		json_key(w, "a");
		json_strv(w, &a->field[f]);
		json_key(w, "b");
		json_strv(w, &b->field[f]);
		json_end_object(w);
	}
	json_end_object(w);
}

static void json_unmatched(struct json_writer *w, const char *key,
			   const struct diff_board *b)
{
	size_t i;

	json_key(w, key);
	json_begin_list(w);
	for (i = 0; i < b->nr; i++) {
		if (b->dev[i].match >= 0)
			continue;
		json_begin_object(w);
		json_key_string(w, "name", b->dev[i].name);
		json_key_string(w, "of_node", b->dev[i].path);
		json_end_object(w);
	}
	json_end_array(w);
}

/* "renamed" (@renamed) or "changed": the matched pairs of that kind. */
static void json_matched(struct json_writer *w, const struct diff_board *a,
			 const struct diff_board *b, bool renamed)
{
	size_t i;

	json_key(w, renamed ? "renamed" : "changed");
	json_begin_list(w);
	for (i = 0; i < a->nr; i++) {
		const struct diff_device *d = &a->dev[i], *e;

		if (d->match < 0)
			continue;
		e = &b->dev[d->match];
		if (renamed != !!strcmp(d->name, e->name) ||
		    (!renamed && !device_changed(d, e)))
			continue;
		json_begin_object(w);
		if (renamed) {
			json_key_string(w, "from", d->name);
			json_key_string(w, "to", e->name);
		} else {
			json_key_string(w, "name", d->name);
		}
		json_key_string(w, "of_node", d->path);
		json_changes(w, d, e);
		json_end_object(w);
	}
	json_end_array(w);
}

static void print_json(FILE *out, const struct diff_board *a,
		       const struct diff_board *b, const struct diff_counts *n)
{
	struct json_writer w;

	json_begin_document(&w, out, "diff");
	json_key_string(&w, "a", a->file);
	json_key_string(&w, "b", b->file);
	json_key_bool(&w, "equal",
		      !(n->added + n->removed + n->renamed + n->changed));
	json_unmatched(&w, "removed", a);
	json_unmatched(&w, "added", b);
	json_matched(&w, a, b, true);
	json_matched(&w, a, b, false);
	json_end_document(&w);
}

int board_diff(const char *file_a, const char *file_b, bool json)
{
	struct diff_board a = { .file = file_a }, b = { .file = file_b };
	struct diff_counts n;
	int ret = DIFF_TROUBLE;

	if (board_snapshot(&a) || board_snapshot(&b))
		goto out;
	if (match_boards(&a, &b)) {
		fprintf(stderr, "platdev: diff: out of memory\n");
		goto out;
	}
	count(&a, &b, &n);
	if (json)
		print_json(stdout, &a, &b, &n);
	else
		print_text(stdout, &a, &b, &n);
	if (fflush(stdout)) {
		fprintf(stderr, "platdev: cannot write the output\n");
		goto out;
	}
	ret = n.added + n.removed + n.renamed + n.changed ? DIFF_DIFFERENT :
							    DIFF_EQUAL;
out:
	board_free(&a);
	board_free(&b);
	return ret;
}
