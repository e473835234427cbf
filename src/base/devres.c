// SPDX-License-Identifier: MIT
/*
 * devres.c - managed resources of a device.
 *
 * A device keeps its managed resources in a singly linked list, newest
 * first, so releasing them all is popping the list. Groups are marked by an
 * "open" node, pushed when the group starts, and a "close" node, pushed when
 * it ends; the group's resources are the nodes between the two. The list is
 * guarded by the core lock; release functions run without it.
 */
#include <stddef.h>
#include <string.h>

#include <linux/slab.h>

#include "base/base.h"

enum devres_kind {
	DEVRES_RESOURCE,
	DEVRES_GROUP_OPEN,
	DEVRES_GROUP_CLOSE,
};

struct devres_node {
	struct devres_node *next; /* the next older node */
	dr_release_t release; /* resources only */
	size_t size; /* of the data, resources only */
	u8 kind;
	u8 added;
};

struct devres {
	struct devres_node node;
	_Alignas(max_align_t) unsigned char data[];
};

struct devres_group {
	struct devres_node open;
	struct devres_node close;
	void *id;
	bool closed;
};

static struct devres *devres_of(void *data)
{
	return (struct devres *)((unsigned char *)data -
				 offsetof(struct devres, data));
}

static void *data_of(struct devres_node *node)
{
	return container_of(node, struct devres, node)->data;
}

void *devres_alloc(dr_release_t release, size_t size, gfp_t gfp)
{
	struct devres *dr;

	(void)gfp;
	if (size > (size_t)-1 - sizeof(*dr))
		return NULL;
	dr = platdev_port_alloc(sizeof(*dr) + size);
	if (!dr)
		return NULL;
	dr->node.release = release;
	dr->node.size = size;
	dr->node.kind = DEVRES_RESOURCE;
	return dr->data;
}

void devres_free(void *res)
{
	if (!res)
		return;
	if (devres_of(res)->node.added) {
		pr_err("devres_free: resource %p is still added to a device\n",
		       res);
		return;
	}
	platdev_port_free(devres_of(res));
}

static void push_locked(struct device *dev, struct devres_node *node)
{
	node->next = dev->p.devres;
	node->added = 1;
	dev->p.devres = node;
}

/* The link pointing at @node in @dev's list, or NULL. */
static struct devres_node **link_to_locked(struct device *dev,
					   struct devres_node *node)
{
	struct devres_node **link;

	for (link = &dev->p.devres; *link; link = &(*link)->next)
		if (*link == node)
			return link;
	return NULL;
}

static void unlink_locked(struct device *dev, struct devres_node *node)
{
	struct devres_node **link = link_to_locked(dev, node);

	if (link)
		*link = node->next;
	node->next = NULL;
	node->added = 0;
}

void devres_add(struct device *dev, void *res)
{
	struct devres_node *node = &devres_of(res)->node;

	if (node->added) {
		dev_err(dev, "devres_add: resource %p is already added\n", res);
		return;
	}
	platdev_port_core_lock();
	push_locked(dev, node);
	platdev_port_core_unlock();
}

static struct devres_node *find_locked(struct device *dev, dr_release_t release,
				       dr_match_t match, void *match_data)
{
	struct devres_node *node;

	for (node = dev->p.devres; node; node = node->next) {
		if (node->kind != DEVRES_RESOURCE || node->release != release)
			continue;
		if (!match || match(dev, data_of(node), match_data))
			return node;
	}
	return NULL;
}

void *devres_find(struct device *dev, dr_release_t release, dr_match_t match,
		  void *match_data)
{
	struct devres_node *node;

	platdev_port_core_lock();
	node = find_locked(dev, release, match, match_data);
	platdev_port_core_unlock();
	return node ? data_of(node) : NULL;
}

void *devres_get(struct device *dev, void *new_res, dr_match_t match,
		 void *match_data)
{
	struct devres_node *new_node = &devres_of(new_res)->node, *old;

	platdev_port_core_lock();
	old = find_locked(dev, new_node->release, match, match_data);
	if (!old)
		push_locked(dev, new_node);
	platdev_port_core_unlock();
	if (!old)
		return new_res;
	devres_free(new_res);
	return data_of(old);
}

void *devres_remove(struct device *dev, dr_release_t release, dr_match_t match,
		    void *match_data)
{
	struct devres_node *node;

	platdev_port_core_lock();
	node = find_locked(dev, release, match, match_data);
	if (node)
		unlink_locked(dev, node);
	platdev_port_core_unlock();
	return node ? data_of(node) : NULL;
}

int devres_destroy(struct device *dev, dr_release_t release, dr_match_t match,
		   void *match_data)
{
	void *res = devres_remove(dev, release, match, match_data);

	if (!res)
		return -ENOENT;
	devres_free(res);
	return 0;
}

int devres_release(struct device *dev, dr_release_t release, dr_match_t match,
		   void *match_data)
{
	void *res = devres_remove(dev, release, match, match_data);

	if (!res)
		return -ENOENT;
	release(dev, res);
	devres_free(res);
	return 0;
}

/*
 * Release and free a detached chain of nodes, newest first. Group markers
 * are freed with their group when its open node comes by.
 */
static int release_chain(struct device *dev, struct devres_node *node)
{
	int count = 0;

	while (node) {
		struct devres_node *next = node->next;

		node->added = 0;
		if (node->kind == DEVRES_RESOURCE) {
			node->release(dev, data_of(node));
			platdev_port_free(
				container_of(node, struct devres, node));
			count++;
		} else if (node->kind == DEVRES_GROUP_OPEN) {
			platdev_port_free(
				container_of(node, struct devres_group, open));
		}
		node = next;
	}
	return count;
}

int devres_release_all(struct device *dev)
{
	struct devres_node *chain;
	int count = 0;

	/* A release function may add resources; loop until none are left. */
	for (;;) {
		platdev_port_core_lock();
		chain = dev->p.devres;
		dev->p.devres = NULL;
		platdev_port_core_unlock();
		if (!chain)
			return count;
		count += release_chain(dev, chain);
	}
}

/* --- groups --- */

/* The group with @id, or with NULL the newest one still open. Core lock held. */
static struct devres_group *find_group_locked(struct device *dev, void *id)
{
	struct devres_node *node;

	for (node = dev->p.devres; node; node = node->next) {
		struct devres_group *grp;

		if (node->kind != DEVRES_GROUP_OPEN)
			continue;
		grp = container_of(node, struct devres_group, open);
		if (id ? grp->id == id : !grp->closed)
			return grp;
	}
	return NULL;
}

void *devres_open_group(struct device *dev, void *id, gfp_t gfp)
{
	struct devres_group *grp;

	(void)gfp;
	grp = platdev_port_alloc(sizeof(*grp));
	if (!grp)
		return NULL;
	grp->open.kind = DEVRES_GROUP_OPEN;
	grp->close.kind = DEVRES_GROUP_CLOSE;
	grp->id = id ? id : grp;
	platdev_port_core_lock();
	push_locked(dev, &grp->open);
	platdev_port_core_unlock();
	return grp->id;
}

void devres_close_group(struct device *dev, void *id)
{
	struct devres_group *grp;

	platdev_port_core_lock();
	grp = find_group_locked(dev, id);
	if (grp && !grp->closed) {
		grp->closed = true;
		push_locked(dev, &grp->close);
	}
	platdev_port_core_unlock();
	if (!grp || !grp->closed)
		dev_warn(dev, "devres_close_group: no open group %p\n", id);
}

void devres_remove_group(struct device *dev, void *id)
{
	struct devres_group *grp;

	platdev_port_core_lock();
	grp = find_group_locked(dev, id);
	if (grp) {
		unlink_locked(dev, &grp->open);
		if (grp->closed)
			unlink_locked(dev, &grp->close);
	}
	platdev_port_core_unlock();
	if (!grp) {
		dev_warn(dev, "devres_remove_group: no group %p\n", id);
		return;
	}
	platdev_port_free(grp);
}

/* Whether @node is in the chain starting at @chain. */
static bool in_chain(struct devres_node *chain, struct devres_node *node)
{
	for (; chain; chain = chain->next)
		if (chain == node)
			return true;
	return false;
}

int devres_release_group(struct device *dev, void *id)
{
	struct devres_node **span_link, **close_link = NULL, *first, *node;
	struct devres_group *grp;

	platdev_port_core_lock();
	grp = find_group_locked(dev, id);
	if (!grp) {
		platdev_port_core_unlock();
		dev_warn(dev, "devres_release_group: no group %p\n", id);
		return -ENOENT;
	}
	/*
	 * The group's members are the nodes older than its close node (or, if
	 * still open, every node) down to its open node. Detach that span.
	 */
	if (grp->closed) {
		close_link = link_to_locked(dev, &grp->close);
		span_link = &grp->close.next;
	} else {
		span_link = &dev->p.devres;
	}
	first = *span_link;
	*span_link = grp->open.next;
	grp->open.next = NULL;
	if (close_link)
		*close_link = grp->close.next;

	/* A nested group closed after this one leaves its close node behind. */
	for (node = first; node; node = node->next) {
		struct devres_group *inner;

		if (node->kind != DEVRES_GROUP_OPEN || node == &grp->open)
			continue;
		inner = container_of(node, struct devres_group, open);
		if (inner->closed && !in_chain(first, &inner->close))
			unlink_locked(dev, &inner->close);
	}
	platdev_port_core_unlock();
	return release_chain(dev, first);
}

/* --- managed memory --- */

static void devm_kmalloc_release(struct device *dev, void *res)
{
	(void)dev;
	(void)res;
}

static int devm_kmalloc_match(struct device *dev, void *res, void *p)
{
	(void)dev;
	return res == p;
}

void *devm_kmalloc(struct device *dev, size_t size, gfp_t gfp)
{
	void *p = devres_alloc(devm_kmalloc_release, size, gfp);

	if (p)
		devres_add(dev, p);
	return p;
}

void *devm_kzalloc(struct device *dev, size_t size, gfp_t gfp)
{
	return devm_kmalloc(dev, size, gfp);
}

void *devm_kmalloc_array(struct device *dev, size_t n, size_t size, gfp_t gfp)
{
	size_t bytes;

	if (__builtin_mul_overflow(n, size, &bytes))
		return NULL;
	return devm_kmalloc(dev, bytes, gfp);
}

void *devm_kcalloc(struct device *dev, size_t n, size_t size, gfp_t gfp)
{
	return devm_kmalloc_array(dev, n, size, gfp);
}

void devm_kfree(struct device *dev, const void *p)
{
	if (!p)
		return;
	if (devres_destroy(dev, devm_kmalloc_release, devm_kmalloc_match,
			   (void *)p))
		dev_warn(
			dev,
			"devm_kfree: %p is not managed memory of this device\n",
			p);
}

void *devm_krealloc(struct device *dev, void *ptr, size_t new_size, gfp_t gfp)
{
	struct devres_node *old, **link;
	void *p;

	if (!ptr)
		return devm_kmalloc(dev, new_size, gfp);
	if (!new_size) {
		devm_kfree(dev, ptr);
		return NULL;
	}
	p = devres_alloc(devm_kmalloc_release, new_size, gfp);
	if (!p)
		return NULL;

	platdev_port_core_lock();
	old = find_locked(dev, devm_kmalloc_release, devm_kmalloc_match, ptr);
	if (old) {
		struct devres_node *node = &devres_of(p)->node;

		/* Take the old node's place, so release order is unchanged. */
		link = link_to_locked(dev, old);
		node->next = old->next;
		node->added = 1;
		*link = node;
		old->added = 0;
	}
	platdev_port_core_unlock();
	if (!old) {
		devres_free(p);
		dev_warn(
			dev,
			"devm_krealloc: %p is not managed memory of this device\n",
			ptr);
		return NULL;
	}
	memcpy(p, ptr, old->size < new_size ? old->size : new_size);
	platdev_port_free(container_of(old, struct devres, node));
	return p;
}

void *devm_kmemdup(struct device *dev, const void *src, size_t len, gfp_t gfp)
{
	void *p = devm_kmalloc(dev, len, gfp);

	if (p && len)
		memcpy(p, src, len);
	return p;
}

char *devm_kstrdup(struct device *dev, const char *s, gfp_t gfp)
{
	return s ? devm_kmemdup(dev, s, strlen(s) + 1, gfp) : NULL;
}

const char *devm_kstrdup_const(struct device *dev, const char *s, gfp_t gfp)
{
	return devm_kstrdup(dev, s, gfp);
}

char *devm_kvasprintf(struct device *dev, gfp_t gfp, const char *fmt,
		      va_list ap)
{
	char *s = kvasprintf(gfp, fmt, ap);
	char *p;

	if (!s)
		return NULL;
	p = devm_kstrdup(dev, s, gfp);
	kfree(s);
	return p;
}

char *devm_kasprintf(struct device *dev, gfp_t gfp, const char *fmt, ...)
{
	va_list ap;
	char *p;

	va_start(ap, fmt);
	p = devm_kvasprintf(dev, gfp, fmt, ap);
	va_end(ap);
	return p;
}

/* --- managed actions --- */

struct action_devres {
	void (*action)(void *data);
	void *data;
};

static void action_release(struct device *dev, void *res)
{
	struct action_devres *a = res;

	(void)dev;
	a->action(a->data);
}

static int action_match(struct device *dev, void *res, void *match_data)
{
	struct action_devres *a = res, *want = match_data;

	(void)dev;
	return a->action == want->action && a->data == want->data;
}

int devm_add_action(struct device *dev, void (*action)(void *), void *data)
{
	struct action_devres *a =
		devres_alloc(action_release, sizeof(*a), GFP_KERNEL);

	if (!a)
		return -ENOMEM;
	a->action = action;
	a->data = data;
	devres_add(dev, a);
	return 0;
}

int devm_add_action_or_reset(struct device *dev, void (*action)(void *),
			     void *data)
{
	int ret = devm_add_action(dev, action, data);

	if (ret)
		action(data);
	return ret;
}

void devm_remove_action(struct device *dev, void (*action)(void *), void *data)
{
	struct action_devres want = { .action = action, .data = data };

	if (devres_destroy(dev, action_release, action_match, &want))
		dev_warn(dev, "devm_remove_action: no such action\n");
}

int devm_release_action_quiet(struct device *dev, void (*action)(void *),
			      void *data)
{
	struct action_devres want = { .action = action, .data = data };

	return devres_release(dev, action_release, action_match, &want);
}

void devm_release_action(struct device *dev, void (*action)(void *), void *data)
{
	if (devm_release_action_quiet(dev, action, data))
		dev_warn(dev, "devm_release_action: no such action\n");
}

/* --- managed regions --- */

struct region_devres {
	struct resource *parent;
	resource_size_t start;
	resource_size_t n;
};

static void region_release(struct device *dev, void *res)
{
	struct region_devres *r = res;

	(void)dev;
	if (platdev_has(PLATDEV_FEAT_RESOURCE_TREE)) /* else none requested */
		__release_region(r->parent, r->start, r->n);
}

static int region_match(struct device *dev, void *res, void *match_data)
{
	struct region_devres *r = res, *want = match_data;

	(void)dev;
	return r->parent == want->parent && r->start == want->start &&
	       r->n == want->n;
}

struct resource *__devm_request_region(struct device *dev,
				       struct resource *parent,
				       resource_size_t start, resource_size_t n,
				       const char *name)
{
	struct region_devres *r =
		devres_alloc(region_release, sizeof(*r), GFP_KERNEL);
	struct resource *res;

	if (!r)
		return NULL;
	/* no resource trees (features.h): no region to claim, fail */
	res = platdev_has(PLATDEV_FEAT_RESOURCE_TREE) ?
		      __request_region(parent, start, n, name, 0) :
		      NULL;
	if (!res) {
		devres_free(r);
		return NULL;
	}
	r->parent = parent;
	r->start = start;
	r->n = n;
	devres_add(dev, r);
	return res;
}

void __devm_release_region(struct device *dev, struct resource *parent,
			   resource_size_t start, resource_size_t n)
{
	struct region_devres want = { .parent = parent,
				      .start = start,
				      .n = n };

	if (devres_release(dev, region_release, region_match, &want))
		dev_warn(
			dev,
			"devm_release_region: no managed region [%#llx-%#llx]\n",
			(unsigned long long)start,
			(unsigned long long)(start + n - 1));
}
