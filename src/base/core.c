// SPDX-License-Identifier: MIT
/*
 * core.c - devices: initialization, naming, reference counting, adding to
 * and deleting from the system, and the parent/child hierarchy.
 */
#include <stdio.h>
#include <string.h>

#include "base/base.h"

/* Devices without a parent hang here, as children of no one. */
static LIST_HEAD(root_devices);

static struct list_head *siblings_of(struct device *dev)
{
	return dev->parent ? &dev->parent->p.children : &root_devices;
}

/*
 * &dev->kobj's name is the device's name: the string dev_set_name() or
 * registration gave it, else init_name, which shares its storage.
 */
const char *dev_name(const struct device *dev)
{
	return dev->kobj.name ? dev->kobj.name : "";
}

void dev_clear_name(struct device *dev)
{
	if (dev->p.name_kind == DEV_NAME_OWNED)
		platdev_port_free((void *)dev->kobj.name);
	if (dev->p.name_kind != DEV_NAME_NONE)
		dev->kobj.name = NULL;
	dev->p.name_kind = DEV_NAME_NONE;
}

/* Point @dev's name at @name, which is @kind (owned or borrowed). */
static void set_name_ptr(struct device *dev, const char *name,
			 enum device_name_kind kind)
{
	dev->p.name_kind = kind;
	dev->kobj.name = name;
}

void dev_use_name(struct device *dev, const char *name)
{
	dev_clear_name(dev);
	set_name_ptr(dev, name, DEV_NAME_BORROWED);
}

/*
 * Give @dev the name @len bytes long that @fill writes: inline when short,
 * else in an allocation of its own. @fill must not rely on the old name
 * staying (it is freed after).
 */
static int store_name(struct device *dev, size_t len,
		      void (*fill)(char *buf, size_t size, void *ctx),
		      void *ctx)
{
	char *name;

	if (!len) {
		pr_err("dev_set_name: empty device name\n");
		return -EINVAL;
	}
	if (len < PLATDEV_DEV_NAME_INLINE) {
		char short_name[PLATDEV_DEV_NAME_INLINE];

		/* Into a buffer of our own first: @ctx may be the old name. */
		fill(short_name, len + 1, ctx);
		dev_clear_name(dev);
		memcpy(dev->p.name_buf, short_name, len + 1);
		set_name_ptr(dev, dev->p.name_buf, DEV_NAME_INLINE);
		return 0;
	}
	name = platdev_port_alloc(len + 1);
	if (!name)
		return -ENOMEM;
	fill(name, len + 1, ctx);
	dev_clear_name(dev);
	set_name_ptr(dev, name, DEV_NAME_OWNED);
	return 0;
}

static void fill_copy(char *buf, size_t size, void *ctx)
{
	memcpy(buf, ctx, size);
}

int dev_copy_name(struct device *dev, const char *name)
{
	return store_name(dev, strlen(name), fill_copy, (void *)name);
}

int dev_set_name(struct device *dev, const char *fmt, ...)
{
	char short_name[PLATDEV_DEV_NAME_INLINE];
	va_list ap;
	char *name;
	int len;

	/* Into a buffer of our own first: the arguments may be the old name. */
	va_start(ap, fmt);
	len = vsnprintf(short_name, sizeof(short_name), fmt, ap);
	va_end(ap);
	if (len <= 0 || (size_t)len < sizeof(short_name))
		return store_name(dev, len > 0 ? (size_t)len : 0, fill_copy,
				  short_name);
	name = platdev_port_alloc((size_t)len + 1);
	if (!name)
		return -ENOMEM;
	va_start(ap, fmt);
	vsnprintf(name, (size_t)len + 1, fmt, ap);
	va_end(ap);
	dev_clear_name(dev);
	set_name_ptr(dev, name, DEV_NAME_OWNED);
	return 0;
}

/* device_initialize() but for the state. */
static void init_fields(struct device *dev)
{
	struct device_private *p = &dev->p;

	INIT_LIST_HEAD(&p->bus_node);
	INIT_LIST_HEAD(&p->sibling_node);
	INIT_LIST_HEAD(&p->children);
	p->bus_node_kind = WALK_ENTRY;
	p->sibling_node_kind = WALK_ENTRY;
	p->busy = 0;
	p->bind_attempts = 0;
	p->name_node.next = NULL;
	p->devres = NULL;
	kref_init(&p->kref);
}

void device_initialize(struct device *dev)
{
	init_fields(dev);
	dev->p.state = DEV_STATE_NEW;
}

static void set_state(struct device *dev, enum device_state state)
{
	platdev_port_core_lock();
	dev->p.state = (u8)state;
	platdev_port_core_unlock();
}

int device_initialize_for_register(struct device *dev, const char *fn)
{
	enum device_state state;
	char name[64];

	platdev_port_core_lock();
	state = (enum device_state)dev->p.state;
	if (state == DEV_STATE_RELEASED)
		dev->p.state = DEV_STATE_NEW; /* ours to register from now */
	/* (Another thread may be renaming it: read the name under the lock.) */
	if (state != DEV_STATE_NEW && state != DEV_STATE_RELEASED)
		snprintf(name, sizeof(name), "%s", dev_name(dev));
	platdev_port_core_unlock();
	switch (state) {
	case DEV_STATE_NEW:
	case DEV_STATE_RELEASED:
		init_fields(dev);
		return 0;
	case DEV_STATE_ADDED:
		pr_err("%s: %s: already registered\n", fn, name);
		return -EBUSY;
	default:
		pr_err("%s: %s: still being unregistered or referenced: refused\n",
		       fn, name);
		return -EBUSY;
	}
}

struct device *get_device(struct device *dev)
{
	if (dev)
		kref_get(&dev->p.kref);
	return dev;
}

void put_device(struct device *dev)
{
	const char *owned_name;
	int count;

	if (!dev)
		return;
	count = __atomic_load_n(&dev->p.kref.refcount, __ATOMIC_RELAXED);
	do {
		if (count <= 0) {
			pr_err("put_device: %s: reference count underflow, put ignored\n",
			       dev_name(dev));
			return;
		}
	} while (!__atomic_compare_exchange_n(
		&dev->p.kref.refcount, &count, count - 1, false,
		__ATOMIC_ACQ_REL, __ATOMIC_RELAXED));
	if (count != 1)
		return;

	/*
	 * Last reference: release runs once; the name outlives it as in Linux.
	 * (A deleted device stays DELETED meanwhile, which a registration
	 * refuses, until it is RELEASED below.)
	 */
	devres_release_all(dev);
	/* Not only links: wakeup and runtime PM state live there too. */
	device_deps_free(dev);
	software_node_device_gone(dev, false);
	owned_name = dev->p.name_kind == DEV_NAME_OWNED ? dev->kobj.name : NULL;
	if (owned_name) /* freed below, whoever names @dev next */
		dev->p.name_kind = DEV_NAME_BORROWED;
	if (dev->release) {
		/* @dev may be gone once release returns: released from here. */
		set_state(dev, DEV_STATE_RELEASED);
		dev->release(dev);
	} else {
		platdev_port_core_lock();
		/* A borrowed name (init_name's) stays the name to add it by. */
		if (owned_name || dev->p.name_kind == DEV_NAME_INLINE)
			dev->kobj.name = NULL;
		dev->p.name_kind = DEV_NAME_NONE;
		dev->p.state = DEV_STATE_RELEASED;
		platdev_port_core_unlock();
	}
	platdev_port_free((void *)owned_name);
}

bool device_is_registered(const struct device *dev)
{
	bool ret;

	platdev_port_core_lock();
	ret = dev->p.state == DEV_STATE_ADDED;
	platdev_port_core_unlock();
	return ret;
}

/* A sibling (or root device) already named @name, for devices without a bus. */
static bool sibling_name_taken(struct device *dev, const char *name)
{
	struct list_head *head = siblings_of(dev), *pos = head;

	while ((pos = walk_next_locked(head, pos))) {
		struct device *sib =
			container_of(pos, struct device, p.sibling_node);

		if (strcmp(dev_name(sib), name) == 0)
			return true;
	}
	return false;
}

int device_addable_locked(struct device *dev)
{
	switch (dev->p.state) {
	case DEV_STATE_NEW:
		return 0;
	case DEV_STATE_ADDED:
	case DEV_STATE_DELETING:
		pr_err("device_add: %s: already registered\n", dev_name(dev));
		return -EBUSY;
	default:
		pr_err("device_add: %s: was removed; initialize it again before adding\n",
		       dev_name(dev));
		return -EINVAL;
	}
}

int device_enlist_locked(struct device *dev)
{
	struct subsys_private *sp = NULL;
	const char *name;
	int ret;

	if (dev->p.name_kind == DEV_NAME_NONE && dev->init_name)
		set_name_ptr(dev, dev->init_name, DEV_NAME_BORROWED);
	name = dev_name(dev);
	if (!*name) {
		pr_err("device_add: device %p has no name\n", (void *)dev);
		return -EINVAL;
	}
	ret = device_addable_locked(dev);
	if (ret)
		return ret;
	if (dev->bus) {
		sp = bus_private_locked(dev->bus);
		if (!sp) {
			pr_err("device_add: %s: bus %s is not registered\n",
			       name,
			       dev->bus->name ? dev->bus->name : "(unnamed)");
			return -EINVAL;
		}
	}
	if (dev->parent && dev->parent->p.state != DEV_STATE_ADDED) {
		pr_err("device_add: %s: parent %s is not registered\n", name,
		       dev_name(dev->parent));
		return -ENODEV;
	}
	if (sp ? bus_device_named_locked(sp, name, false) != NULL :
		 sibling_name_taken(dev, name)) {
		pr_err("device_add: %s: name already in use%s%s\n", name,
		       sp ? " on bus " : "", sp ? sp->bus->name : "");
		return -EEXIST;
	}

	if (sp) {
		list_add_tail(&dev->p.bus_node, &sp->devices);
		if (platdev_has(PLATDEV_FEAT_INDEX))
			strhash_insert(&sp->dev_names, &dev->p.name_node);
	}
	list_add_tail(&dev->p.sibling_node, siblings_of(dev));
	if (dev->parent)
		get_device(dev->parent);
	dev->p.state = DEV_STATE_ADDED;
	return 0;
}

int device_add(struct device *dev)
{
	int ret;

	if (!dev) {
		pr_err("device_add: NULL device\n");
		return -EINVAL;
	}
	platdev_port_core_lock();
	ret = device_enlist_locked(dev);
	platdev_port_core_unlock();
	if (ret)
		return ret;
	if (dev->bus) {
		bus_notify(dev, BUS_NOTIFY_ADD_DEVICE);
		bus_probe_device(dev);
	}
	return 0;
}

int device_register(struct device *dev)
{
	if (!dev) {
		pr_err("device_register: NULL device\n");
		return -EINVAL;
	}
	if (device_initialize_for_register(dev, __func__))
		return -EBUSY;
	return device_add(dev);
}

/* The newest child still added, with a reference taken, or NULL. */
static struct device *get_last_live_child(struct device *dev)
{
	struct device_private *cp;
	struct device *child = NULL;

	platdev_port_core_lock();
	list_for_each_entry_reverse(cp, &dev->p.children, sibling_node) {
		if (cp->sibling_node_kind == WALK_ENTRY &&
		    cp->state == DEV_STATE_ADDED) {
			child = get_device(container_of(cp, struct device, p));
			break;
		}
	}
	platdev_port_core_unlock();
	return child;
}

/*
 * Start deleting @dev: ADDED -> DELETING. False if it is not added (an
 * orphan whose owner catches up is marked @final_state DELETED here).
 */
static bool begin_del(struct device *dev, enum device_state final_state)
{
	platdev_port_core_lock();
	if (dev->p.state == DEV_STATE_ORPHANED &&
	    final_state == DEV_STATE_DELETED) {
		/* Its parent's deletion already removed it; the owner catches up. */
		dev->p.state = DEV_STATE_DELETED;
		platdev_port_core_unlock();
		return false;
	}
	if (dev->p.state != DEV_STATE_ADDED) {
		platdev_port_core_unlock();
		pr_err("device_del: %s (%p): not registered\n",
		       *dev_name(dev) ? dev_name(dev) : "unnamed device",
		       (void *)dev);
		return false;
	}
	dev->p.state = DEV_STATE_DELETING;
	platdev_port_core_unlock();
	return true;
}

/* The rest of deleting @dev, whose children are gone. */
static void end_del(struct device *dev, enum device_state final_state)
{
	struct subsys_private *sp;
	struct device *parent;

	if (dev->bus)
		bus_notify(dev, BUS_NOTIFY_DEL_DEVICE);
	device_release_driver(dev);
	if (rpm_core())
		rpm_core()->remove(dev);
	if (platdev_has(PLATDEV_FEAT_PM) && wakeup_core_ops)
		wakeup_core_ops->remove(dev);
	if (platdev_has(PLATDEV_FEAT_DEPS))
		device_links_purge(dev);
	software_node_device_gone(dev, false);
	if (platdev_has(PLATDEV_FEAT_SYSFS) && platdev_sysfs_forget)
		platdev_sysfs_forget(dev);

	platdev_port_core_lock();
	if (platdev_has(PLATDEV_FEAT_DEPS))
		deferred_unpark_locked(dev);
	sp = bus_private_locked(dev->bus);
	if (sp) {
		list_del(&dev->p.bus_node);
		if (platdev_has(PLATDEV_FEAT_INDEX))
			strhash_remove(&sp->dev_names, &dev->p.name_node);
	}
	list_del(&dev->p.sibling_node);
	dev->p.state = final_state;
	parent = dev->parent;
	platdev_port_core_unlock();
	if (dev->bus)
		bus_notify(dev, BUS_NOTIFY_REMOVED_DEVICE);
	put_device(parent);
}

/*
 * Delete @dev, its children first (newest first, each left ORPHANED for
 * its owner's device_del()). No recursion: the walk goes down to the
 * newest live child until one has none, deletes it and goes back up by
 * its parent pointer, holding a reference on each device on the way.
 */
static void device_del_as(struct device *dev, enum device_state final_state)
{
	struct device *cur = dev, *child, *parent;

	if (!begin_del(dev, final_state))
		return;
	for (;;) {
		child = get_last_live_child(cur);
		if (child) {
			if (begin_del(child, DEV_STATE_ORPHANED))
				cur = child;
			else
				put_device(child);
			continue;
		}
		parent = cur->parent;
		end_del(cur, cur == dev ? final_state : DEV_STATE_ORPHANED);
		if (cur == dev)
			return;
		put_device(cur);
		cur = parent;
	}
}

void device_del(struct device *dev)
{
	if (!dev) {
		pr_err("device_del: NULL device\n");
		return;
	}
	if (refuse_self_wait(__func__, dev, NULL))
		return;
	device_del_as(dev, DEV_STATE_DELETED);
}

void device_unregister(struct device *dev)
{
	if (!dev) {
		pr_err("device_unregister: NULL device\n");
		return;
	}
	if (refuse_self_wait(__func__, dev, NULL))
		return; /* (and keep the reference: it stays registered) */
	device_del(dev);
	put_device(dev);
}

/* --- walking children --- */

static void walk_get_child(struct list_head *node)
{
	get_device(container_of(node, struct device, p.sibling_node));
}

static void walk_put_child(struct list_head *node)
{
	put_device(container_of(node, struct device, p.sibling_node));
}

static bool walk_child_added(struct list_head *node, void *ctx)
{
	(void)ctx;
	return container_of(node, struct device, p.sibling_node)->p.state ==
	       DEV_STATE_ADDED;
}

struct child_walk {
	void *data;
	int (*fn)(struct device *dev, void *data);
	struct device *found;
};

static int walk_child_fn(struct list_head *node, void *ctx)
{
	struct child_walk *w = ctx;

	return w->fn(container_of(node, struct device, p.sibling_node),
		     w->data);
}

static const struct walk_ops child_walk_ops = {
	.accept = walk_child_added,
	.get = walk_get_child,
	.put = walk_put_child,
	.fn = walk_child_fn,
};

int device_for_each_child(struct device *parent, void *data,
			  int (*fn)(struct device *dev, void *data))
{
	struct child_walk w = { .data = data, .fn = fn };

	if (!parent || !fn)
		return -EINVAL;
	return platdev_walk(&parent->p.children, NULL, &child_walk_ops, &w);
}

static int find_child_fn(struct list_head *node, void *ctx)
{
	struct child_walk *w = ctx;
	struct device *dev = container_of(node, struct device, p.sibling_node);

	if (!w->fn(dev, w->data))
		return 0;
	w->found = get_device(dev);
	return 1;
}

static const struct walk_ops find_child_ops = {
	.accept = walk_child_added,
	.get = walk_get_child,
	.put = walk_put_child,
	.fn = find_child_fn,
};

struct device *device_find_child(struct device *parent, void *data,
				 int (*match)(struct device *dev, void *data))
{
	struct child_walk w = { .data = data, .fn = match };

	if (!parent || !match)
		return NULL;
	platdev_walk(&parent->p.children, NULL, &find_child_ops, &w);
	return w.found;
}

static int child_name_is(struct device *dev, void *name)
{
	return strcmp(dev_name(dev), name) == 0;
}

struct device *device_find_child_by_name(struct device *parent,
					 const char *name)
{
	if (!name)
		return NULL;
	return device_find_child(parent, (void *)name, child_name_is);
}
