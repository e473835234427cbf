// SPDX-License-Identifier: MIT
/*
 * resource.c - resource trees: who owns which part of the address and I/O
 * port spaces.
 *
 * A tree is a resource whose children are kept sorted by start address,
 * never overlapping one another, each lying inside its parent. All changes
 * happen under the core lock.
 */
#include <stdio.h>
#include <string.h>

#include <linux/errno.h>
#include <linux/ioport.h>
#include <linux/printk.h>
#include <platdev/port.h>

struct resource iomem_resource = {
	.name = "PCI mem",
	.start = 0,
	.end = (resource_size_t)-1,
	.flags = IORESOURCE_MEM,
};

struct resource ioport_resource = {
	.name = "PCI IO",
	.start = 0,
	.end = IO_SPACE_LIMIT,
	.flags = IORESOURCE_IO,
};

/*
 * The resource linked last. Boards list their devices in address order, so
 * a new resource usually goes right after it: looking there first makes a
 * tree of N siblings cost N steps to build instead of N^2/2 (Linux walks
 * the siblings from the first every time). Forgotten when it is unlinked
 * (unlink_locked(), __release_region()).
 * Core lock.
 */
static struct resource *last_linked;

/* Where among @root's children to start looking for @new's place. */
static struct resource **search_start(struct resource *root,
				      const struct resource *new)
{
	struct resource *hint = last_linked;

	/* Everything before @hint ends before it, so before @new too. */
	if (hint && hint->parent == root && hint->end < new->start)
		return &hint->sibling;
	return &root->child;
}

/*
 * Link @new among @root's children if it fits and overlaps none of them.
 * Return: NULL, or what is in the way (@root when @new does not fit in it).
 */
static struct resource *claim_locked(struct resource *root,
				     struct resource *new)
{
	struct resource **link, *tmp;

	if (new->end < new->start || new->start < root->start ||
	    new->end > root->end)
		return root;
	for (link = search_start(root, new);; link = &tmp->sibling) {
		tmp = *link;
		if (!tmp || tmp->start > new->end) {
			new->sibling = tmp;
			new->parent = root;
			*link = new;
			last_linked = new;
			return NULL;
		}
		if (tmp->end >= new->start)
			return tmp;
	}
}

/* Unlink @old; its children go with it, or move up in its place. */
static int unlink_locked(struct resource *old, bool keep_children)
{
	struct resource **link, *child;

	if (!old->parent)
		return -EINVAL;
	if (old == last_linked)
		last_linked = NULL;
	for (link = &old->parent->child; *link; link = &(*link)->sibling) {
		if (*link != old)
			continue;
		if (keep_children || !old->child) {
			*link = old->sibling;
		} else {
			for (child = old->child;; child = child->sibling) {
				child->parent = old->parent;
				if (!child->sibling)
					break;
			}
			child->sibling = old->sibling;
			*link = old->child;
			old->child = NULL;
		}
		old->parent = NULL;
		old->sibling = NULL;
		return 0;
	}
	return -EINVAL;
}

struct resource *request_resource_conflict(struct resource *root,
					   struct resource *new)
{
	struct resource *conflict;

	platdev_port_core_lock();
	conflict = claim_locked(root, new);
	platdev_port_core_unlock();
	return conflict;
}

int request_resource(struct resource *root, struct resource *new)
{
	return request_resource_conflict(root, new) ? -EBUSY : 0;
}

int release_resource(struct resource *old)
{
	int ret;

	platdev_port_core_lock();
	ret = unlink_locked(old, true);
	platdev_port_core_unlock();
	return ret;
}

int remove_resource(struct resource *old)
{
	int ret;

	platdev_port_core_lock();
	ret = unlink_locked(old, false);
	platdev_port_core_unlock();
	return ret;
}

static struct resource *insert_locked(struct resource *parent,
				      struct resource *new)
{
	struct resource *first, *next;

	/* Descend while @new lies wholly inside the resource in its way. */
	for (;; parent = first) {
		first = claim_locked(parent, new);
		if (!first || first == parent)
			return first;
		if (first == new) {
			pr_err("insert_resource: %s is already in the tree\n",
			       new->name ? new->name : "resource");
			return first;
		}
		if (first->start > new->start || first->end < new->end)
			break;
		if (first->start == new->start && first->end == new->end)
			break;
	}
	/* @new must cover every sibling it overlaps, from @first on. */
	for (next = first;; next = next->sibling) {
		if (next->start < new->start || next->end > new->end)
			return next;
		if (!next->sibling || next->sibling->start > new->end)
			break;
	}
	new->parent = parent;
	new->sibling = next->sibling;
	new->child = first;
	next->sibling = NULL;
	for (next = first; next; next = next->sibling)
		next->parent = new;
	if (parent->child == first) {
		parent->child = new;
	} else {
		for (next = parent->child; next->sibling != first;
		     next = next->sibling)
			;
		next->sibling = new;
	}
	return NULL;
}

struct resource *insert_resource_conflict(struct resource *parent,
					  struct resource *new)
{
	struct resource *conflict;

	platdev_port_core_lock();
	conflict = insert_locked(parent, new);
	platdev_port_core_unlock();
	return conflict;
}

int insert_resource(struct resource *parent, struct resource *new)
{
	return insert_resource_conflict(parent, new) ? -EBUSY : 0;
}

int adjust_resource(struct resource *res, resource_size_t start,
		    resource_size_t size)
{
	resource_size_t end = start + size - 1;
	struct resource *parent, *tmp;
	int ret = -EBUSY;

	if (!size || end < start)
		return -EBUSY;
	platdev_port_core_lock();
	parent = res->parent;
	if (parent) {
		if (start < parent->start || end > parent->end)
			goto out;
		if (res->sibling && res->sibling->start <= end)
			goto out;
		for (tmp = parent->child; tmp != res && tmp->sibling != res;
		     tmp = tmp->sibling)
			;
		if (tmp != res && start <= tmp->end)
			goto out;
	}
	for (tmp = res->child; tmp; tmp = tmp->sibling)
		if (tmp->start < start || tmp->end > end)
			goto out;
	res->start = start;
	res->end = end;
	ret = 0;
out:
	platdev_port_core_unlock();
	return ret;
}

/* The lowest start >= @start that is a multiple of @align (0 or 1: any). */
static bool align_up(resource_size_t start, resource_size_t align,
		     resource_size_t *out)
{
	resource_size_t aligned;

	if (align <= 1) {
		*out = start;
		return true;
	}
	aligned = (start + align - 1) & ~(align - 1);
	if (aligned < start)
		return false;
	*out = aligned;
	return true;
}

struct alloc_request {
	resource_size_t size, min, max, align;
	resource_alignf alignf;
	void *alignf_data;
};

/* Try the gap [lo, hi] for @req; on success set @new's range. */
static bool fit_in_gap(resource_size_t lo, resource_size_t hi,
		       const struct alloc_request *req, struct resource *new)
{
	resource_size_t start, end;

	if (lo < req->min)
		lo = req->min;
	if (hi > req->max)
		hi = req->max;
	if (hi < lo || !align_up(lo, req->align, &start))
		return false;
	if (req->alignf) {
		struct resource cand = *new;

		cand.start = start;
		cand.end = start + req->size - 1;
		start = req->alignf(req->alignf_data, &cand, req->size,
				    req->align);
		if (start < lo)
			return false;
	}
	end = start + req->size - 1;
	if (end < start || end > hi)
		return false;
	new->start = start;
	new->end = end;
	return true;
}

/* Find the lowest free range under @root. Core lock held. */
static int find_free_locked(struct resource *root, struct resource *new,
			    const struct alloc_request *req)
{
	resource_size_t lo = root->start;
	struct resource *child;

	for (child = root->child;; child = child->sibling) {
		resource_size_t hi = child ? child->start - 1 : root->end;

		if ((!child || child->start > lo) &&
		    fit_in_gap(lo, hi, req, new))
			return 0;
		if (!child || child->end >= root->end)
			return -EBUSY;
		if (child->end + 1 > lo)
			lo = child->end + 1;
	}
}

int allocate_resource(struct resource *root, struct resource *new,
		      resource_size_t size, resource_size_t min,
		      resource_size_t max, resource_size_t align,
		      resource_alignf alignf, void *alignf_data)
{
	struct alloc_request req = {
		.size = size,
		.min = min,
		.max = max,
		.align = align,
		.alignf = alignf,
		.alignf_data = alignf_data,
	};
	struct resource saved = *new, *old_parent = new->parent;
	int ret;

	if (!size)
		return -EINVAL;
	platdev_port_core_lock();
	if (old_parent)
		unlink_locked(new, true);
	ret = find_free_locked(root, new, &req);
	if (!ret && claim_locked(root, new))
		ret = -EBUSY;
	if (ret) {
		new->start = saved.start;
		new->end = saved.end;
		if (old_parent)
			claim_locked(old_parent, new);
	}
	platdev_port_core_unlock();
	return ret;
}

struct resource *__request_region(struct resource *parent,
				  resource_size_t start, resource_size_t n,
				  const char *name, int flags)
{
	struct resource *res = platdev_port_alloc(sizeof(*res)), *conflict;

	if (!res)
		return NULL;
	res->name = name;
	res->start = start;
	res->end = start + n - 1;
	res->flags = resource_type(parent) | (unsigned long)flags |
		     IORESOURCE_BUSY;
	res->desc = parent->desc;

	platdev_port_core_lock();
	for (;;) {
		conflict = claim_locked(parent, res);
		if (!conflict)
			break;
		/* Nest inside a range that is described but not claimed. */
		if (conflict != parent &&
		    !(conflict->flags & IORESOURCE_BUSY)) {
			parent = conflict;
			continue;
		}
		break;
	}
	platdev_port_core_unlock();
	if (conflict) {
		platdev_port_free(res);
		return NULL;
	}
	return res;
}

void __release_region(struct resource *parent, resource_size_t start,
		      resource_size_t n)
{
	resource_size_t end = start + n - 1;
	struct resource **link, *res;

	platdev_port_core_lock();
	link = &parent->child;
	while ((res = *link)) {
		if (res->start <= start && res->end >= end) {
			if (!(res->flags & IORESOURCE_BUSY)) {
				link = &res->child;
				continue;
			}
			if (res->start != start || res->end != end)
				break;
			*link = res->sibling;
			if (res == last_linked)
				last_linked = NULL;
			platdev_port_core_unlock();
			platdev_port_free(res);
			return;
		}
		link = &res->sibling;
	}
	platdev_port_core_unlock();
	pr_warn("trying to free nonexistent resource <%#llx-%#llx>\n",
		(unsigned long long)start, (unsigned long long)end);
}

static bool is_type_match(const struct resource *p, unsigned long flags,
			  unsigned long desc)
{
	return (p->flags & flags) == flags &&
	       (desc == IORES_DESC_NONE || desc == p->desc);
}

int region_intersects(resource_size_t start, size_t size, unsigned long flags,
		      unsigned long desc)
{
	resource_size_t end = start + size - 1;
	int type = 0, other = 0;
	struct resource *p;

	platdev_port_core_lock();
	for (p = iomem_resource.child; p; p = p->sibling) {
		if (p->start > end || p->end < start)
			continue;
		if (is_type_match(p, flags, desc))
			type++;
		else
			other++;
	}
	platdev_port_core_unlock();
	if (type == 0)
		return REGION_DISJOINT;
	return other == 0 ? REGION_INTERSECTS : REGION_MIXED;
}

void platdev_resource_show(const struct resource *root,
			   void (*emit)(void *ctx, const char *line), void *ctx)
{
	int width = root->end < 0x10000 ? 4 : 8;
	const struct resource *r = root->child;
	char line[160];
	int depth = 0;

	platdev_port_core_lock();
	while (r) {
		snprintf(line, sizeof(line), "%*s%0*llx-%0*llx : %s", depth * 2,
			 "", width, (unsigned long long)r->start, width,
			 (unsigned long long)r->end,
			 r->name ? r->name : "<BAD>");
		emit(ctx, line);
		/* Depth-first: children, then siblings, then back up. */
		if (r->child) {
			r = r->child;
			depth++;
			continue;
		}
		while (!r->sibling && r->parent != root && r->parent) {
			r = r->parent;
			depth--;
		}
		r = r->sibling;
	}
	platdev_port_core_unlock();
}
