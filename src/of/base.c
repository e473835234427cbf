// SPDX-License-Identifier: MIT
/*
 * base.c - finding nodes and reading properties of the loaded tree, with
 * Linux's return codes.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include <linux/of.h>
#include <linux/of_address.h>
#include <linux/printk.h>

#include "of/of_private.h"

struct device_node *of_root;
struct of_phandle_index of_phandles;

struct device_node *of_node_get(struct device_node *node)
{
	if (node)
		__atomic_add_fetch(&node->refs, 1, __ATOMIC_RELAXED);
	return node;
}

void of_node_put(struct device_node *node)
{
	if (node && __atomic_sub_fetch(&node->refs, 1, __ATOMIC_RELAXED) < 0)
		pr_err("of_node_put: %s: reference count underflow\n",
		       node->full_name);
}

const char *of_node_full_name(const struct device_node *np)
{
	return np ? np->full_name : "<no-node>";
}

static size_t format_path(const struct device_node *np, char *buf, size_t len)
{
	size_t used = 0, n;

	if (!np->parent)
		return (size_t)snprintf(buf, len, "/");
	if (np->parent->parent)
		used = format_path(np->parent, buf, len);
	n = (size_t)snprintf(buf + (used < len ? used : len),
			     used < len ? len - used : 0, "/%s", np->full_name);
	return used + n;
}

char *platdev_of_format_path(const struct device_node *np, char *buf,
			     size_t len)
{
	if (!len)
		return buf;
	if (!np)
		snprintf(buf, len, "<no-node>");
	else
		format_path(np, buf, len);
	return buf;
}

bool of_node_name_eq(const struct device_node *np, const char *name)
{
	size_t len;

	if (!np || !name)
		return false;
	len = strcspn(np->full_name, "@");
	return strlen(name) == len && strncmp(np->full_name, name, len) == 0;
}

struct property *of_find_property(const struct device_node *np,
				  const char *name, int *lenp)
{
	struct property *pp;

	for (pp = np && name ? np->properties : NULL; pp; pp = pp->next) {
		if (strcmp(pp->name, name) == 0) {
			if (lenp)
				*lenp = pp->length;
			return pp;
		}
	}
	return NULL;
}

const void *of_get_property(const struct device_node *node, const char *name,
			    int *lenp)
{
	struct property *pp = of_find_property(node, name, lenp);

	return pp ? pp->value : NULL;
}

struct device_node *of_get_parent(const struct device_node *node)
{
	return node ? of_node_get(node->parent) : NULL;
}

struct device_node *of_get_next_child(const struct device_node *node,
				      struct device_node *prev)
{
	struct device_node *next;

	if (!node)
		return NULL;
	next = prev ? prev->sibling : node->child;
	of_node_get(next);
	of_node_put(prev);
	return next;
}

struct device_node *of_get_next_available_child(const struct device_node *node,
						struct device_node *prev)
{
	struct device_node *next = prev;

	do {
		next = of_get_next_child(node, next);
	} while (next && !of_device_is_available(next));
	return next;
}

struct device_node *of_get_child_by_name(const struct device_node *node,
					 const char *name)
{
	struct device_node *child;

	for_each_child_of_node(node, child)
		if (of_node_name_eq(child, name))
			break;
	return child;
}

/* The child of @parent named exactly (with unit address) the first @len bytes of @path. */
static struct device_node *child_by_full_name(struct device_node *parent,
					      const char *path, size_t len)
{
	struct device_node *child;

	for (child = parent->child; child; child = child->sibling)
		if (strlen(child->full_name) == len &&
		    !strncmp(child->full_name, path, len))
			return child;
	return NULL;
}

/* Walk @path ("a/b@1/c", relative to @np) down the tree. */
static struct device_node *walk_path(struct device_node *np, const char *path)
{
	while (np && *path && *path != ':') {
		size_t len;

		while (*path == '/')
			path++;
		if (!*path || *path == ':')
			break;
		len = strcspn(path, "/:");
		np = child_by_full_name(np, path, len);
		path += len;
	}
	return np;
}

struct device_node *of_find_node_by_path(const char *path)
{
	struct device_node *np, *aliases;
	const char *target;
	size_t len;
	struct property *pp;

	if (!path || !of_root)
		return NULL;
	if (path[0] == '/')
		return of_node_get(walk_path(of_root, path));

	/* An alias, optionally followed by a path below it. */
	len = strcspn(path, "/:");
	aliases = child_by_full_name(of_root, "aliases", strlen("aliases"));
	target = NULL;
	for (pp = aliases ? aliases->properties : NULL; pp; pp = pp->next) {
		if (strlen(pp->name) == len && !strncmp(pp->name, path, len)) {
			target = pp->value;
			break;
		}
	}
	if (!target || !pp->length ||
	    strnlen(target, (size_t)pp->length) >= (size_t)pp->length ||
	    target[0] != '/')
		return NULL;
	np = walk_path(of_root, target);
	return of_node_get(walk_path(np, path + len));
}

struct device_node *of_find_node_by_phandle(phandle handle)
{
	unsigned int i, mask = of_phandles.nr_slots - 1;

	if (!handle || handle == 0xffffffff || !of_phandles.nr_slots)
		return NULL;
	for (i = of_phandle_slot(handle, of_phandles.nr_slots);;
	     i = (i + 1) & mask) {
		struct device_node *np = of_phandles.slots[i];

		if (!np || np->phandle == handle)
			return of_node_get(np);
	}
}

/* The property's value if it has at least @min bytes, else an errno. */
static const void *value_of_size(const struct device_node *np,
				 const char *propname, size_t min, int *err,
				 size_t *len)
{
	struct property *pp = of_find_property(np, propname, NULL);

	if (!pp) {
		*err = -EINVAL;
		return NULL;
	}
	if (!pp->value) {
		*err = -ENODATA;
		return NULL;
	}
	if ((size_t)pp->length < min) {
		*err = -EOVERFLOW;
		return NULL;
	}
	*err = 0;
	if (len)
		*len = (size_t)pp->length;
	return pp->value;
}

int of_property_read_u32_index(const struct device_node *np,
			       const char *propname, u32 index, u32 *out_value)
{
	const __be32 *val;
	int err;

	val = value_of_size(np, propname, ((size_t)index + 1) * 4, &err, NULL);
	if (!val)
		return err;
	*out_value = (u32)of_read_number(&val[index], 1);
	return 0;
}

int of_property_read_u32_array(const struct device_node *np,
			       const char *propname, u32 *out_values, size_t sz)
{
	const __be32 *val;
	size_t i;
	int err;

	val = value_of_size(np, propname, sz * 4, &err, NULL);
	if (!val)
		return err;
	for (i = 0; i < sz; i++)
		out_values[i] = (u32)of_read_number(&val[i], 1);
	return 0;
}

int of_property_read_u64(const struct device_node *np, const char *propname,
			 u64 *out_value)
{
	const __be32 *val;
	int err;

	val = value_of_size(np, propname, 8, &err, NULL);
	if (!val)
		return err;
	*out_value = of_read_number(val, 2);
	return 0;
}

int of_property_read_string(const struct device_node *np, const char *propname,
			    const char **out_string)
{
	struct property *pp = of_find_property(np, propname, NULL);

	if (!pp)
		return -EINVAL;
	if (!pp->length)
		return -ENODATA;
	if (strnlen(pp->value, (size_t)pp->length) >= (size_t)pp->length)
		return -EILSEQ;
	*out_string = pp->value;
	return 0;
}

/*
 * Walk a string list: store strings @skip.. @skip+@sz-1 in @out (if not
 * NULL). Return: how many strings were walked past @skip, or an errno.
 */
static int string_list(const struct device_node *np, const char *propname,
		       const char **out, size_t sz, size_t skip)
{
	struct property *pp = of_find_property(np, propname, NULL);
	const char *p, *end;
	size_t i, l;

	if (!pp)
		return -EINVAL;
	if (!pp->value)
		return -ENODATA;
	p = pp->value;
	end = p + pp->length;
	for (i = 0; p < end && (!out || i < skip + sz); i++, p += l) {
		l = strnlen(p, (size_t)(end - p)) + 1;
		if (p + l > end)
			return -EILSEQ;
		if (out && i >= skip)
			*out++ = p;
	}
	return i <= skip ? -ENODATA : (int)(i - skip);
}

int of_property_read_string_index(const struct device_node *np,
				  const char *propname, int index,
				  const char **output)
{
	int ret;

	if (index < 0)
		return -EINVAL;
	ret = string_list(np, propname, output, 1, (size_t)index);
	return ret < 0 ? ret : 0;
}

int of_property_count_strings(const struct device_node *np,
			      const char *propname)
{
	return string_list(np, propname, NULL, 0, 0);
}

int of_property_match_string(const struct device_node *np, const char *propname,
			     const char *string)
{
	struct property *pp = of_find_property(np, propname, NULL);
	const char *p, *end;
	size_t l;
	int i;

	if (!pp)
		return -EINVAL;
	if (!pp->value)
		return -ENODATA;
	p = pp->value;
	end = p + pp->length;
	for (i = 0; p < end; i++, p += l) {
		l = strnlen(p, (size_t)(end - p)) + 1;
		if (p + l > end)
			return -EILSEQ;
		if (string && strcmp(string, p) == 0)
			return i;
	}
	return -ENODATA;
}

int of_device_is_compatible(const struct device_node *np, const char *compat)
{
	const char *s;
	int i;

	if (!np || !compat || !*compat)
		return 0;
	/* Earlier entries are more specific, so they score higher. */
	for (i = 0; of_property_read_string_index(np, "compatible", i, &s) == 0;
	     i++)
		if (strcasecmp(s, compat) == 0)
			return __INT_MAX__ / 2 - (i << 2);
	return 0;
}

bool of_device_is_available(const struct device_node *np)
{
	const char *status;
	int len;

	if (!np)
		return false;
	status = of_get_property(np, "status", &len);
	if (!status)
		return true;
	return len > 0 && (!strcmp(status, "okay") || !strcmp(status, "ok"));
}

/* A #cells property of the nearest ancestor that has one, else @def (Linux's walk). */
static int n_cells(const struct device_node *np, const char *name, int def)
{
	u32 cells;

	if (!np)
		return def;
	do {
		if (np->parent)
			np = np->parent;
		if (!of_property_read_u32(np, name, &cells))
			return (int)cells;
	} while (np->parent);
	return def;
}

int of_n_addr_cells(const struct device_node *np)
{
	return n_cells(np, "#address-cells", 1);
}

int of_n_size_cells(const struct device_node *np)
{
	return n_cells(np, "#size-cells", 1);
}

/* Linux's score: the earlier the matching compatible, the higher; then type, then name. */
static int match_score(const struct device_node *np,
		       const struct of_device_id *m)
{
	int score = 0;

	if (m->compatible[0]) {
		score = of_device_is_compatible(np, m->compatible);
		if (!score)
			return 0;
	}
	if (m->type[0]) {
		const char *t = of_get_property(np, "device_type", NULL);

		if (!t || strcmp(t, m->type))
			return 0;
		score += 2;
	}
	if (m->name[0]) {
		if (!of_node_name_eq(np, m->name))
			return 0;
		score++;
	}
	return score;
}

const struct of_device_id *of_match_node(const struct of_device_id *matches,
					 const struct device_node *node)
{
	const struct of_device_id *best = NULL;
	int best_score = 0;

	if (!matches || !node)
		return NULL;
	for (; matches->name[0] || matches->type[0] || matches->compatible[0];
	     matches++) {
		int score = match_score(node, matches);

		if (score > best_score) {
			best = matches;
			best_score = score;
		}
	}
	return best;
}

/*
 * Walk a phandle list: entry @index into @out (referenced), or with @index
 * negative count the entries. @cells_name gives each target's argument
 * count; without it every entry has @cell_count arguments.
 */
static int phandle_list(const struct device_node *np, const char *list_name,
			const char *cells_name, int cell_count, int index,
			struct of_phandle_args *out)
{
	const __be32 *list, *end;
	int size, cur = 0;

	list = of_get_property(np, list_name, &size);
	if (!list)
		return -ENOENT;
	end = list + size / 4;
	while (list < end) {
		phandle handle = (phandle)of_read_number(list++, 1);
		struct device_node *node = NULL;
		u32 count = 0;

		if (handle) {
			node = of_find_node_by_phandle(handle);
			if (!node) {
				pr_err("%s: %s: could not find phandle %u\n",
				       np->full_name, list_name, handle);
				return -EINVAL;
			}
			if (!cells_name)
				count = (u32)cell_count;
			else if (of_property_read_u32(node, cells_name,
						      &count)) {
				pr_err("%s: %s: could not get %s for %s\n",
				       np->full_name, list_name, cells_name,
				       node->full_name);
				of_node_put(node);
				return -EINVAL;
			}
			if (count > (u32)(end - list)) {
				pr_err("%s: %s: arguments longer than the property\n",
				       np->full_name, list_name);
				of_node_put(node);
				return -EINVAL;
			}
		}
		if (cur == index) {
			u32 i;

			if (!handle)
				return -ENOENT;
			if (!out) {
				of_node_put(node);
				return 0;
			}
			if (count > MAX_PHANDLE_ARGS)
				count = MAX_PHANDLE_ARGS;
			out->np = node;
			out->args_count = (int)count;
			for (i = 0; i < count; i++)
				out->args[i] = (u32)of_read_number(list + i, 1);
			return 0;
		}
		of_node_put(node);
		list += count;
		cur++;
	}
	return index < 0 ? cur : -ENOENT;
}

int of_parse_phandle_with_args(const struct device_node *np,
			       const char *list_name, const char *cells_name,
			       int index, struct of_phandle_args *out_args)
{
	if (index < 0)
		return -EINVAL;
	return phandle_list(np, list_name, cells_name, 0, index, out_args);
}

int of_count_phandle_with_args(const struct device_node *np,
			       const char *list_name, const char *cells_name)
{
	return phandle_list(np, list_name, cells_name, 0, -1, NULL);
}

struct device_node *of_parse_phandle(const struct device_node *np,
				     const char *phandle_name, int index)
{
	struct of_phandle_args args;

	if (index < 0 || phandle_list(np, phandle_name, NULL, 0, index, &args))
		return NULL;
	return args.np;
}
