// SPDX-License-Identifier: MIT
/*
 * base.c - finding nodes of the loaded tree: by path, alias, phandle, name,
 * type, compatible or match table, walks over children and the whole tree,
 * compatibility scoring, alias ids and phandle lists (with nexus-node maps),
 * with Linux's return codes and reference counting. Reading property values
 * is property.c's.
 */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include <linux/compiler.h>
#include <linux/minmax.h>
#include <linux/of.h>
#include <linux/of_address.h>
#include <linux/printk.h>
#include <platdev/of.h>

#include "of/of_private.h"

u32 of_devtree_lock;

struct device_node *of_root;
struct of_phandle_index of_phandles;
struct of_phandle_index of_overlay_phandles;

struct device_node *of_node_get(struct device_node *node)
{
	if (node)
		__atomic_add_fetch(&node->refs, 1, __ATOMIC_RELAXED);
	return node;
}

static noinline __cold void put_underflow(const struct device_node *node)
{
	char path[256];

	pr_err("of_node_put: %s: reference count underflow (a put without its get), put ignored\n",
	       platdev_of_format_path(node, path, sizeof(path)));
}

void of_node_put(struct device_node *node)
{
	int refs;

	if (!node)
		return;
	/*
	 * A put without its get is refused, so the count stays meaningful.
	 * Release: whoever frees the node once it sees no reference (a
	 * removed overlay's) comes after this holder's last read of it.
	 */
	refs = __atomic_load_n(&node->refs, __ATOMIC_RELAXED);
	do {
		if (refs <= 0) {
			put_underflow(node);
			return;
		}
	} while (!__atomic_compare_exchange_n(&node->refs, &refs, refs - 1,
					      false, __ATOMIC_RELEASE,
					      __ATOMIC_RELAXED));
}

const char *of_node_full_name(const struct device_node *np)
{
	return np ? np->full_name : "<no-node>";
}

/*
 * "/a/b/c" for @np into @buf of @len bytes, cut short as snprintf() cuts,
 * without recursion: the length first, then each name from the deepest
 * up, at its place. Return: the length of the whole path.
 */
static size_t format_path(const struct device_node *np, char *buf, size_t len)
{
	const struct device_node *up;
	size_t total = 0, pos, n;

	if (!np->parent)
		return (size_t)snprintf(buf, len, "/");
	for (up = np; up->parent; up = up->parent)
		total += 1 + strlen(up->full_name);
	buf[total < len ? total : len - 1] = '\0';
	for (up = np, pos = total; up->parent; up = up->parent) {
		n = strlen(up->full_name);
		pos -= n + 1;
		if (pos >= len - 1)
			continue;
		buf[pos] = '/';
		memcpy(buf + pos + 1, up->full_name,
		       min(n, len - 1 - (pos + 1)));
	}
	return total;
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

struct property *__of_find_property(const struct device_node *np,
				    const char *name, int *lenp)
{
	struct property *pp;

	for (pp = np && name ? np->properties : NULL; pp; pp = pp->next) {
		if (of_names_equal(pp->name, name)) {
			if (lenp)
				*lenp = pp->length;
			return pp;
		}
	}
	return NULL;
}

struct property *of_find_property(const struct device_node *np,
				  const char *name, int *lenp)
{
	unsigned long flags;
	struct property *pp;

	if (!np || !name)
		return NULL;
	flags = of_tree_lock();
	pp = __of_find_property(np, name, lenp);
	of_tree_unlock(flags);
	return pp;
}

/* of_get_property() with the tree lock held. */
static const void *__of_get_property(const struct device_node *node,
				     const char *name, int *lenp)
{
	struct property *pp = __of_find_property(node, name, lenp);

	return pp ? pp->value : NULL;
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
	unsigned long flags;

	if (!node)
		return NULL;
	flags = of_tree_lock();
	next = prev ? prev->sibling : node->child;
	of_node_get(next);
	of_tree_unlock(flags);
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

struct device_node *of_child_by_full_name(struct device_node *parent,
					  const char *name, size_t len)
{
	return child_by_full_name(parent, name, len);
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

/* The first property of /aliases, or NULL (the tree lock held). */
static struct property *first_alias(void)
{
	struct device_node *aliases;

	if (!of_root)
		return NULL;
	aliases = child_by_full_name(of_root, "aliases", strlen("aliases"));
	return aliases ? aliases->properties : NULL;
}

/* The node alias @pp leads to (its value must be an absolute path), unreferenced. */
static struct device_node *alias_target(const struct property *pp)
{
	const char *target = pp->value;

	if (!target || pp->length <= 0 ||
	    strnlen(target, (size_t)pp->length) >= (size_t)pp->length ||
	    target[0] != '/')
		return NULL;
	return walk_path(of_root, target);
}

struct device_node *of_find_node_by_path(const char *path)
{
	struct device_node *np;
	unsigned long flags;
	size_t len;
	struct property *pp;

	if (!path || !of_root)
		return NULL;
	flags = of_tree_lock();
	if (path[0] == '/') {
		np = of_node_get(walk_path(of_root, path));
		goto out;
	}

	/* An alias, optionally followed by a path below it. */
	len = strcspn(path, "/:");
	for (pp = first_alias(); pp; pp = pp->next)
		if (strlen(pp->name) == len && !strncmp(pp->name, path, len))
			break;
	np = pp ? alias_target(pp) : NULL;
	np = np ? of_node_get(walk_path(np, path + len)) : NULL;
out:
	of_tree_unlock(flags);
	return np;
}

struct device_node *platdev_of_chosen(void)
{
	struct device_node *np = of_find_node_by_path("/chosen");

	of_node_put(np); /* held by the tree, as Linux's of_chosen */
	return np;
}

struct device_node *platdev_of_stdout(void)
{
	struct device_node *chosen = platdev_of_chosen(), *np;
	const char *path;
	char buf[256];
	size_t len;

	if (!chosen)
		return NULL;
	path = of_get_property(chosen, "stdout-path", NULL);
	if (!path)
		path = of_get_property(chosen, "linux,stdout-path", NULL);
	if (!path)
		return NULL;
	/* The path ends at the options (":115200n8"), if any. */
	len = strcspn(path, ":");
	if (len >= sizeof(buf))
		return NULL;
	memcpy(buf, path, len);
	buf[len] = '\0';
	np = of_find_node_by_path(buf);
	of_node_put(np);
	return np;
}

/*
 * Split alias name @name into a stem ("serial") and the number ending it
 * ("0"): false when it ends in no number or one too big for an int.
 */
static bool alias_stem_id(const char *name, size_t *stem_len, int *id)
{
	size_t end = strlen(name), i;
	long v = 0;

	while (end && isdigit((unsigned char)name[end - 1]))
		end--;
	if (!name[end])
		return false;
	for (i = end; name[i]; i++) {
		v = v * 10 + (name[i] - '0');
		if (v > INT_MAX)
			return false;
	}
	*stem_len = end;
	*id = (int)v;
	return true;
}

/*
 * Walk the numbered aliases "<stem>N" that lead to a node: the N of the
 * first leading to @np or, with @highest, the highest N; -ENODEV if none.
 */
static int alias_scan(const struct device_node *np, const char *stem,
		      bool highest)
{
	struct property *pp;
	int best = -ENODEV;
	unsigned long flags;

	if (!stem)
		return -ENODEV;
	flags = of_tree_lock();
	for (pp = first_alias(); pp; pp = pp->next) {
		struct device_node *target;
		size_t len;
		int id;

		if (!strcmp(pp->name, "phandle") ||
		    !strcmp(pp->name, "linux,phandle") ||
		    !alias_stem_id(pp->name, &len, &id) ||
		    len != strlen(stem) || strncmp(pp->name, stem, len))
			continue;
		target = alias_target(pp);
		if (!target)
			continue;
		if (!highest && target == np) {
			best = id;
			break;
		}
		if (highest && id > best)
			best = id;
	}
	of_tree_unlock(flags);
	return best;
}

int of_alias_get_id(const struct device_node *np, const char *stem)
{
	return alias_scan(np, stem, false);
}

int of_alias_get_highest_id(const char *stem)
{
	return alias_scan(NULL, stem, true);
}

struct device_node *
of_phandle_index_lookup(const struct of_phandle_index *index, phandle handle)
{
	unsigned int i, mask = index->nr_slots - 1;

	if (!index->nr_slots)
		return NULL;
	for (i = of_phandle_slot(handle, index->nr_slots);;
	     i = (i + 1) & mask) {
		struct device_node *np = index->slots[i];

		if (!np || np->phandle == handle)
			return np;
	}
}

struct device_node *of_find_node_by_phandle(phandle handle)
{
	struct device_node *np;
	unsigned long flags;

	if (!handle || handle == 0xffffffff)
		return NULL;
	flags = of_tree_lock();
	np = of_phandle_index_lookup(&of_phandles, handle);
	if (!np)
		np = of_phandle_index_lookup(&of_overlay_phandles, handle);
	of_node_get(np);
	of_tree_unlock(flags);
	return np;
}

/*
 * The score of the non-empty @compat against @prop, a node's "compatible"
 * (or NULL): 0 when it is not one of its strings. Earlier strings are
 * more specific, so they score higher. The strings are read as
 * of_prop_next_string() gives them (up to the first that is not
 * terminated within the value), in one pass: asking for string i each
 * time would be quadratic in a (hostile) list of many short strings.
 */
static int compat_score(const struct property *prop, const char *compat)
{
	const char *s, *end;
	size_t len;
	int i = 0;

	if (!prop || !prop->value || prop->length <= 0)
		return 0;
	s = prop->value;
	end = s + prop->length;
	for (; s < end; s += len + 1, i++) {
		len = strnlen(s, (size_t)(end - s));
		if (len == (size_t)(end - s))
			break;
		/*
		 * Strings equal but for case have first bytes equal but for
		 * bit 5: most that differ are told apart without a call.
		 */
		if (((s[0] ^ compat[0]) & ~0x20) == 0 &&
		    strcasecmp(s, compat) == 0)
			return __INT_MAX__ / 2 - (i << 2);
	}
	return 0;
}

int of_device_is_compatible(const struct device_node *np, const char *compat)
{
	if (!np || !compat || !*compat)
		return 0;
	return compat_score(of_find_property(np, "compatible", NULL), compat);
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

/* Whether @np's "device_type" is the string @type (the tree lock held). */
static bool node_is_type(const struct device_node *np, const char *type)
{
	const char *t;
	int len;

	t = __of_get_property(np, "device_type", &len);
	return t && type && len > 0 && strnlen(t, (size_t)len) < (size_t)len &&
	       !strcmp(t, type);
}

/*
 * Linux's score of @np against a compatible string, device type and name,
 * each ignored when NULL or empty: 0 if one does not match; otherwise the
 * earlier the matching compatible, the higher, then type, then name.
 * @compat_prop is @np's "compatible" property (or NULL), looked up once
 * by a caller that scores several entries.
 */
static int device_score(const struct device_node *np,
			const struct property *compat_prop, const char *compat,
			const char *type, const char *name)
{
	int score = 0;

	if (compat && compat[0]) {
		score = compat_score(compat_prop, compat);
		if (!score)
			return 0;
	}
	if (type && type[0]) {
		if (!node_is_type(np, type))
			return 0;
		score += 2;
	}
	if (name && name[0]) {
		if (!of_node_name_eq(np, name))
			return 0;
		score++;
	}
	return score;
}

static int match_score(const struct device_node *np,
		       const struct property *compat_prop,
		       const struct of_device_id *m)
{
	return device_score(np, compat_prop, m->compatible, m->type, m->name);
}

/* of_match_node() with the tree lock held. */
static const struct of_device_id *
__of_match_node(const struct of_device_id *matches,
		const struct device_node *node)
{
	const struct of_device_id *best = NULL;
	const struct property *compat_prop;
	int best_score = 0;

	if (!matches || !node)
		return NULL;
	compat_prop = __of_find_property(node, "compatible", NULL);
	for (; matches->name[0] || matches->type[0] || matches->compatible[0];
	     matches++) {
		int score = match_score(node, compat_prop, matches);

		if (score > best_score) {
			best = matches;
			best_score = score;
		}
	}
	return best;
}

const struct of_device_id *of_match_node(const struct of_device_id *matches,
					 const struct device_node *node)
{
	const struct of_device_id *best;
	unsigned long flags;

	if (!matches || !node)
		return NULL;
	flags = of_tree_lock();
	best = __of_match_node(matches, node);
	of_tree_unlock(flags);
	return best;
}

struct device_node *of_subtree_next(const struct device_node *root,
				    struct device_node *np)
{
	if (np->child)
		return np->child;
	/* The next sibling of the nearest ancestor-or-self below @root. */
	for (; np != root; np = np->parent)
		if (np->sibling)
			return np->sibling;
	return NULL;
}

struct device_node *__of_find_all_nodes(struct device_node *prev)
{
	return prev ? of_subtree_next(NULL, prev) : of_root;
}

struct device_node *of_find_all_nodes(struct device_node *prev)
{
	struct device_node *np;
	unsigned long flags;

	flags = of_tree_lock();
	np = of_node_get(__of_find_all_nodes(prev));
	of_tree_unlock(flags);
	of_node_put(prev);
	return np;
}

/* What the whole-tree searches below look for. */
struct node_query {
	const char *name, *type, *compat, *prop;
	const struct of_device_id *matches;
	const struct of_device_id *match; /* out: the entry that matched */
};

static bool name_matches(const struct device_node *np, struct node_query *q)
{
	return of_node_name_eq(np, q->name);
}

static bool type_matches(const struct device_node *np, struct node_query *q)
{
	return node_is_type(np, q->type);
}

static bool prop_matches(const struct device_node *np, struct node_query *q)
{
	return __of_find_property(np, q->prop, NULL) != NULL;
}

static bool compat_matches(const struct device_node *np, struct node_query *q)
{
	const struct property *compat_prop = NULL;

	if (q->compat && q->compat[0])
		compat_prop = __of_find_property(np, "compatible", NULL);
	return device_score(np, compat_prop, q->compat, q->type, NULL) != 0;
}

static bool table_matches(const struct device_node *np, struct node_query *q)
{
	q->match = __of_match_node(q->matches, np);
	return q->match != NULL;
}

/*
 * The first node after @from (or from the root) for which @test holds,
 * referenced; @from is put. The whole walk holds the tree lock, so the
 * nodes it passes need no reference.
 */
static struct device_node *find_node(struct device_node *from,
				     bool (*test)(const struct device_node *,
						  struct node_query *),
				     struct node_query *q)
{
	struct device_node *np;
	unsigned long flags;

	flags = of_tree_lock();
	for_each_of_allnodes_from(from, np)
		if (test(np, q))
			break;
	of_node_get(np);
	of_tree_unlock(flags);
	of_node_put(from);
	return np;
}

struct device_node *of_find_node_by_name(struct device_node *from,
					 const char *name)
{
	struct node_query q = { .name = name };

	return find_node(from, name_matches, &q);
}

struct device_node *of_find_node_by_type(struct device_node *from,
					 const char *type)
{
	struct node_query q = { .type = type };

	return find_node(from, type_matches, &q);
}

struct device_node *of_find_node_with_property(struct device_node *from,
					       const char *prop_name)
{
	struct node_query q = { .prop = prop_name };

	return find_node(from, prop_matches, &q);
}

struct device_node *of_find_compatible_node(struct device_node *from,
					    const char *type,
					    const char *compat)
{
	struct node_query q = { .type = type, .compat = compat };

	return find_node(from, compat_matches, &q);
}

struct device_node *
of_find_matching_node_and_match(struct device_node *from,
				const struct of_device_id *matches,
				const struct of_device_id **match)
{
	struct node_query q = { .matches = matches };
	struct device_node *np = find_node(from, table_matches, &q);

	if (match)
		*match = np ? q.match : NULL;
	return np;
}

struct device_node *of_get_compatible_child(const struct device_node *parent,
					    const char *compatible)
{
	struct device_node *child;

	for_each_child_of_node(parent, child)
		if (of_device_is_compatible(child, compatible))
			break;
	return child;
}

void of_phandle_walk_init(struct of_phandle_walk *w,
			  const struct device_node *np,
			  const struct property *pp, const char *cells_name,
			  int cell_count)
{
	w->np = np;
	w->name = pp ? pp->name : "";
	w->pos = pp ? pp->value : NULL;
	w->end = w->pos ? w->pos + pp->length / 4 : NULL;
	w->cells_name = cells_name;
	w->cell_count = cell_count;
}

int of_phandle_walk_next(struct of_phandle_walk *w, struct of_phandle_args *out)
{
	phandle handle;
	struct device_node *node = NULL;
	u32 count = 0, i;

	if (!w->pos || w->pos >= w->end)
		return -ENOENT;
	handle = (phandle)of_read_number(w->pos++, 1);
	if (handle) {
		node = of_find_node_by_phandle(handle);
		if (!node) {
			pr_err("%s: %s: could not find phandle %u\n",
			       w->np->full_name, w->name, handle);
			return -EINVAL;
		}
		if (!w->cells_name)
			count = (u32)w->cell_count;
		else if (of_property_read_u32(node, w->cells_name, &count) &&
			 w->cell_count != OF_PHANDLE_CELLS_OPTIONAL) {
			pr_err("%s: %s: could not get %s for %s\n",
			       w->np->full_name, w->name, w->cells_name,
			       node->full_name);
			of_node_put(node);
			return -EINVAL;
		}
		if (count > (u32)(w->end - w->pos)) {
			pr_err("%s: %s: arguments longer than the property\n",
			       w->np->full_name, w->name);
			of_node_put(node);
			return -EINVAL;
		}
	}
	out->np = node;
	out->args_count = (int)min_t(u32, count, MAX_PHANDLE_ARGS);
	for (i = 0; i < (u32)out->args_count; i++)
		out->args[i] = (u32)of_read_number(w->pos + i, 1);
	w->pos += count;
	return 0;
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
	struct property *pp = of_find_property(np, list_name, NULL);
	struct of_phandle_walk w;
	struct of_phandle_args args;
	int ret, cur = 0;

	if (!pp || !pp->value)
		return -ENOENT;
	of_phandle_walk_init(&w, np, pp, cells_name, cell_count);
	while (!(ret = of_phandle_walk_next(&w, &args))) {
		if (cur == index) {
			if (!args.np)
				return -ENOENT;
			if (out)
				*out = args;
			else
				of_node_put(args.np);
			return 0;
		}
		of_node_put(args.np);
		cur++;
	}
	if (ret != -ENOENT)
		return ret;
	return index < 0 ? cur : -ENOENT;
}

int platdev_of_count_phandles(const struct device_node *np,
			      const struct property *pp, const char *cells_name)
{
	struct of_phandle_walk w;
	struct of_phandle_args args;
	int ret, n = 0;

	if (!np || !pp || !pp->value)
		return -ENOENT;
	of_phandle_walk_init(&w, np, pp, cells_name, 0);
	while (!(ret = of_phandle_walk_next(&w, &args))) {
		of_node_put(args.np);
		n++;
	}
	return ret == -ENOENT ? n : ret;
}

int of_parse_phandle_with_args(const struct device_node *np,
			       const char *list_name, const char *cells_name,
			       int index, struct of_phandle_args *out_args)
{
	if (index < 0)
		return -EINVAL;
	return phandle_list(np, list_name, cells_name, 0, index, out_args);
}

int of_parse_phandle_with_optional_args(const struct device_node *np,
					const char *list_name,
					const char *cells_name, int index,
					struct of_phandle_args *out_args)
{
	if (index < 0)
		return -EINVAL;
	return phandle_list(np, list_name, cells_name,
			    OF_PHANDLE_CELLS_OPTIONAL, index, out_args);
}

int of_parse_phandle_with_fixed_args(const struct device_node *np,
				     const char *list_name, int cell_count,
				     int index,
				     struct of_phandle_args *out_args)
{
	if (index < 0 || cell_count < 0)
		return -EINVAL;
	return phandle_list(np, list_name, NULL, cell_count, index, out_args);
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

/* Nexus maps leading further than this are taken to be a loop. */
#define MAP_MAX_DEPTH 32

/* Print "<prefix><stem><suffix>" into @buf; false if it does not fit. */
static bool format_name(char *buf, size_t size, const char *prefix,
			const char *stem, const char *suffix)
{
	int n = snprintf(buf, size, "%s%s%s", prefix, stem, suffix);

	return n >= 0 && (size_t)n < size;
}

/*
 * Look specifier @spec (@spec_size cells) up in nexus @nexus's map @map
 * (@n cells), comparing under @mask (@mask_n cells; the bits of cells past
 * it all count). Each entry is a child specifier, a phandle and a parent
 * specifier of the phandle's @cells_name cells. On a match, *@node gets the
 * entry's node (referenced), *@parent its specifier and *@parent_size that
 * specifier's length.
 */
static int map_lookup(const struct device_node *nexus, const char *map_name,
		      const char *cells_name, const __be32 *map, size_t n,
		      const __be32 *mask, size_t mask_n, const u32 *spec,
		      u32 spec_size, struct device_node **node,
		      const __be32 **parent, u32 *parent_size)
{
	while (n >= (size_t)spec_size + 1) {
		struct device_node *np;
		bool match = true;
		phandle handle;
		u32 i, size;
		int ret;

		for (i = 0; i < spec_size; i++) {
			u32 m = i < mask_n ? (u32)of_read_number(&mask[i], 1) :
					     ~0u;

			if (((u32)of_read_number(&map[i], 1) ^ spec[i]) & m)
				match = false;
		}
		handle = (phandle)of_read_number(&map[spec_size], 1);
		map += spec_size + 1;
		n -= (size_t)spec_size + 1;

		np = of_find_node_by_phandle(handle);
		if (!np) {
			pr_err("%s: %s: could not find phandle %u\n",
			       nexus->full_name, map_name, handle);
			return -EINVAL;
		}
		ret = of_property_read_u32(np, cells_name, &size);
		if (ret || size > MAX_PHANDLE_ARGS || size > n) {
			pr_err("%s: %s: bad entry for %s\n", nexus->full_name,
			       map_name, np->full_name);
			of_node_put(np);
			return ret ? ret : -EINVAL;
		}
		/* A disabled node's entries are skipped. */
		if (match && of_device_is_available(np)) {
			*node = np;
			*parent = map;
			*parent_size = size;
			return 0;
		}
		of_node_put(np);
		map += size;
		n -= size;
	}
	return -EINVAL;
}

/*
 * Translate @args (referenced node, specifier) through the "<stem>-map" of
 * its node, if there is one, and on through the map of each node that
 * leads to; @args ends at a node without one.
 */
static int map_walk(const char *cells_name, const char *map_name,
		    const char *mask_name, const char *pass_name,
		    struct of_phandle_args *args)
{
	struct device_node *cur = args->np;
	int depth, ret = 0;

	for (depth = 0;; depth++) {
		const __be32 *map, *mask, *pass, *parent;
		struct device_node *next;
		int map_len, mask_len = 0, pass_len = 0;
		u32 size, parent_size, i, out[MAX_PHANDLE_ARGS];

		map = of_get_property(cur, map_name, &map_len);
		if (!map)
			return 0;
		if (depth == MAP_MAX_DEPTH) {
			pr_err("%s: %s: nexus maps loop\n", cur->full_name,
			       map_name);
			ret = -EINVAL;
			break;
		}
		/* This nexus's own specifier size: the list's, or a map's. */
		if (of_property_read_u32(cur, cells_name, &size) ||
		    size > MAX_PHANDLE_ARGS || size != (u32)args->args_count) {
			pr_err("%s: bad %s\n", cur->full_name, cells_name);
			ret = -EINVAL;
			break;
		}
		mask = of_get_property(cur, mask_name, &mask_len);
		ret = map_lookup(cur, map_name, cells_name, map,
				 (size_t)map_len / 4, mask,
				 mask ? (size_t)mask_len / 4 : 0, args->args,
				 size, &next, &parent, &parent_size);
		if (ret)
			break;

		/* The entry's specifier, with the pass-thru bits of ours. */
		pass = of_get_property(cur, pass_name, &pass_len);
		for (i = 0; i < parent_size; i++) {
			u32 v = (u32)of_read_number(&parent[i], 1);

			if (i < size && pass && i < (u32)pass_len / 4) {
				u32 p = (u32)of_read_number(&pass[i], 1);

				v = (v & ~p) | (args->args[i] & p);
			}
			out[i] = v;
		}
		memcpy(args->args, out, parent_size * sizeof(u32));
		args->args_count = (int)parent_size;
		args->np = next;
		of_node_put(cur);
		cur = next;
	}
	of_node_put(cur);
	args->np = NULL;
	return ret;
}

int of_parse_phandle_with_args_map(const struct device_node *np,
				   const char *list_name, const char *stem_name,
				   int index, struct of_phandle_args *out_args)
{
	char cells[64], map[64], mask[64], pass[64];
	int ret;

	if (index < 0 || !stem_name || !out_args)
		return -EINVAL;
	if (!format_name(cells, sizeof(cells), "#", stem_name, "-cells") ||
	    !format_name(map, sizeof(map), "", stem_name, "-map") ||
	    !format_name(mask, sizeof(mask), "", stem_name, "-map-mask") ||
	    !format_name(pass, sizeof(pass), "", stem_name, "-map-pass-thru"))
		return -EINVAL;
	ret = phandle_list(np, list_name, cells, 0, index, out_args);
	if (ret)
		return ret;
	return map_walk(cells, map, mask, pass, out_args);
}

int of_device_compatible_match(const struct device_node *device,
			       const char *const *compat)
{
	int best = 0, score;

	if (!device || !compat)
		return 0;
	for (; *compat; compat++) {
		score = of_device_is_compatible(device, *compat);
		if (score > best)
			best = score;
	}
	return best;
}

bool of_machine_compatible_match(const char *const *compats)
{
	struct device_node *root = of_find_node_by_path("/");
	int score = of_device_compatible_match(root, compats);

	of_node_put(root);
	return score != 0;
}

bool of_machine_device_match(const struct of_device_id *matches)
{
	struct device_node *root = of_find_node_by_path("/");
	bool match = root && matches && of_match_node(matches, root);

	of_node_put(root);
	return match;
}
