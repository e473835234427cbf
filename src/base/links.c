// SPDX-License-Identifier: MIT
/*
 * links.c - device links: "this consumer needs that supplier bound".
 *
 * A managed link holds the consumer's probe back until the supplier is
 * bound (dd.c asks first_unbound_supplier_locked()), and unbinding the
 * supplier unbinds the consumer first. A stateless link is only a record.
 * Links never form a cycle: device_link_add() refuses the link that would
 * close one. Everything here runs under the core lock except the unbinds.
 */
#include <linux/slab.h>

#include "base/base.h"

/* Flags a caller may pass, and the combinations Linux refuses. */
#define DL_ADD_FLAGS                                                \
	(DL_FLAG_STATELESS | DL_FLAG_AUTOREMOVE_CONSUMER |          \
	 DL_FLAG_PM_RUNTIME | DL_FLAG_RPM_ACTIVE |                  \
	 DL_FLAG_AUTOREMOVE_SUPPLIER | DL_FLAG_AUTOPROBE_CONSUMER | \
	 DL_FLAG_INFERRED)

static bool flags_valid(u32 flags)
{
	const u32 autoremove = DL_FLAG_AUTOREMOVE_CONSUMER |
			       DL_FLAG_AUTOREMOVE_SUPPLIER;

	if (flags & ~DL_ADD_FLAGS)
		return false;
	if ((flags & DL_FLAG_STATELESS) &&
	    (flags & (autoremove | DL_FLAG_AUTOPROBE_CONSUMER)))
		return false;
	return (flags & autoremove) != autoremove;
}

static bool is_bound(const struct device *dev)
{
	return dev->p.bound;
}

static bool managed(const struct device_link *link)
{
	return !(link->flags &
		 (DL_FLAG_STATELESS | DL_FLAG_CYCLE | DL_FLAG_SYNC_STATE_ONLY));
}

static u32 visit_generation;

struct dev_stack {
	struct device **v;
	size_t n, cap;
};

static bool push(struct dev_stack *st, struct device *dev)
{
	if (st->n == st->cap) {
		size_t cap = st->cap ? 2 * st->cap : 32;
		struct device **v =
			krealloc(st->v, cap * sizeof(*v), GFP_KERNEL);

		if (!v)
			return false;
		st->v = v;
		st->cap = cap;
	}
	st->v[st->n++] = dev;
	return true;
}

/*
 * Does @start depend on @target: is @target reachable from @start through
 * supplier links and parents? (A device depends on its parent too: the
 * parent is added and bound first.) An explicit stack, since a chain of
 * links can be as long as the device list. Out of memory counts as "yes":
 * the caller then refuses the link rather than risk a cycle. Core lock.
 */
static bool depends_on_locked(struct device *start, const struct device *target)
{
	struct dev_stack st = { 0 };
	u32 gen = ++visit_generation;
	bool found = !push(&st, start);

	while (!found && st.n) {
		struct device *dev = st.v[--st.n];
		struct device_link *link;

		if (dev == target) {
			found = true;
			break;
		}
		if (dev->p.deps) {
			if (dev->p.deps->visit == gen)
				continue;
			dev->p.deps->visit = gen;
			list_for_each_entry(link, &dev->p.deps->suppliers,
					    c_node)
				found = found || !push(&st, link->supplier);
		}
		if (dev->parent)
			found = found || !push(&st, dev->parent);
	}
	kfree(st.v);
	return found;
}

static struct device_link *find_link_locked(struct device *consumer,
					    const struct device *supplier)
{
	struct device_link *link;

	if (!consumer->p.deps)
		return NULL;
	list_for_each_entry(link, &consumer->p.deps->suppliers, c_node)
		if (link->supplier == supplier)
			return link;
	return NULL;
}

static enum device_link_state initial_state(const struct device_link *link)
{
	if (link->flags & DL_FLAG_STATELESS)
		return DL_STATE_NONE;
	if (!is_bound(link->supplier))
		return DL_STATE_DORMANT;
	return is_bound(link->consumer) ? DL_STATE_ACTIVE : DL_STATE_AVAILABLE;
}

struct device_link *device_link_add(struct device *consumer,
				    struct device *supplier, u32 flags)
{
	struct device_deps *cd, *sd;
	struct device_link *link;

	if (!platdev_has(PLATDEV_FEAT_DEPS)) {
		not_in_profile(NULL, __func__, "device links");
		return NULL;
	}
	if (!consumer || !supplier || consumer == supplier ||
	    !flags_valid(flags)) {
		pr_err("device_link_add: %s -> %s: invalid link (flags %#x)\n",
		       consumer ? dev_name(consumer) : "(null)",
		       supplier ? dev_name(supplier) : "(null)", flags);
		return NULL;
	}
	platdev_port_core_lock();
	if (consumer->p.state != DEV_STATE_ADDED ||
	    supplier->p.state != DEV_STATE_ADDED) {
		platdev_port_core_unlock();
		pr_err("device_link_add: %s -> %s: both devices must be registered\n",
		       dev_name(consumer), dev_name(supplier));
		return NULL;
	}
	link = find_link_locked(consumer, supplier);
	if (link) {
		if (flags & DL_FLAG_STATELESS)
			link->refs++;
		else
			link->flags |= flags & (DL_FLAG_AUTOPROBE_CONSUMER |
						DL_FLAG_PM_RUNTIME);
		platdev_port_core_unlock();
		return link;
	}
	if (depends_on_locked(supplier, consumer)) {
		platdev_port_core_unlock();
		/* Trees have cycles; only an explicit link is a mistake. */
		platdev_log(
			flags & DL_FLAG_INFERRED ? PLATDEV_LOG_DEBUG :
						   PLATDEV_LOG_ERR,
			NULL,
			"device_link_add: %s -> %s would close a dependency cycle; not linked\n",
			dev_name(consumer), dev_name(supplier));
		return NULL;
	}
	cd = device_deps_locked(consumer, true);
	sd = device_deps_locked(supplier, true);
	link = cd && sd ? kzalloc(sizeof(*link), GFP_KERNEL) : NULL;
	if (!link) {
		platdev_port_core_unlock();
		return NULL;
	}
	link->consumer = consumer;
	link->supplier = supplier;
	link->flags = flags |
		      ((flags & DL_FLAG_STATELESS) ? 0 : DL_FLAG_MANAGED);
	link->refs = 1;
	link->status = initial_state(link);
	list_add_tail(&link->c_node, &cd->suppliers);
	list_add_tail(&link->s_node, &sd->consumers);
	/* The devices stay valid as long as the link does. */
	get_device(consumer);
	get_device(supplier);
	platdev_port_core_unlock();
	return link;
}

/* Unlink; the caller drops the device references after unlocking. */
static void unlink_locked(struct device_link *link)
{
	list_del(&link->c_node);
	list_del(&link->s_node);
}

static void free_link(struct device_link *link)
{
	struct device *consumer = link->consumer, *supplier = link->supplier;

	kfree(link);
	put_device(consumer);
	put_device(supplier);
}

void device_link_del(struct device_link *link)
{
	if (!link)
		return;
	platdev_port_core_lock();
	if (--link->refs) {
		platdev_port_core_unlock();
		return;
	}
	unlink_locked(link);
	platdev_port_core_unlock();
	free_link(link);
}

void device_link_remove(void *consumer, struct device *supplier)
{
	struct device_link *link;

	if (!consumer || !supplier)
		return;
	platdev_port_core_lock();
	link = find_link_locked(consumer, supplier);
	if (link)
		link->refs =
			1; /* remove means gone, however often it was added */
	platdev_port_core_unlock();
	device_link_del(link);
}

enum platdev_dep_kind supplier_link_kind_locked(struct device *dev,
						const struct device *supplier)
{
	struct device_link *link = find_link_locked(dev, supplier);

	return link && (link->flags & DL_FLAG_INFERRED) ? PLATDEV_DEP_FW_LINK :
							  PLATDEV_DEP_LINK;
}

unsigned int relax_inferred_links_locked(struct device *dev,
					 bool only_driverless)
{
	struct device_link *link;
	unsigned int relaxed = 0;

	list_for_each_entry(link, &dev->p.deps->suppliers, c_node) {
		struct device *s = link->supplier;

		if (!(link->flags & DL_FLAG_INFERRED) || !managed(link) ||
		    is_bound(s) ||
		    (only_driverless && device_has_candidate_locked(s)))
			continue;
		/* Kept as a record, as Linux keeps it for sync_state. */
		link->flags |= DL_FLAG_SYNC_STATE_ONLY;
		relaxed++;
		/* Per-device chatter: debug level, as Linux relaxes links. */
		dev_dbg(dev, "not waiting for %s any more (device-tree link)\n",
			dev_name(s));
	}
	if (relaxed && dev->p.deps->park == PARK_LINK &&
	    !first_unbound_supplier_locked(dev))
		deferred_queue_locked(dev);
	return relaxed;
}

struct device *first_unbound_supplier_locked(struct device *dev)
{
	struct device_link *link;

	if (!dev->p.deps)
		return NULL;
	list_for_each_entry(link, &dev->p.deps->suppliers, c_node)
		if (managed(link) && !is_bound(link->supplier))
			return link->supplier;
	return NULL;
}

/* The newest managed consumer of @dev with a driver, referenced; or NULL. */
static struct device *bound_consumer(struct device *dev)
{
	struct device_link *link;
	struct device *c = NULL;

	platdev_port_core_lock();
	if (dev->p.deps) {
		list_for_each_entry_reverse(link, &dev->p.deps->consumers,
					    s_node) {
			/* A consumer mid-probe counts: releasing waits for it. */
			if (managed(link) && link->consumer->driver) {
				c = get_device(link->consumer);
				break;
			}
		}
	}
	platdev_port_core_unlock();
	return c;
}

/* Whether @dev has link bookkeeping: an early out without the lock. */
static bool has_deps(struct device *dev)
{
	return __atomic_load_n(&dev->p.deps, __ATOMIC_ACQUIRE) != NULL;
}

struct device *device_links_bound_consumer(struct device *dev)
{
	return has_deps(dev) ? bound_consumer(dev) : NULL;
}

/*
 * Unlink and return the first link with any of @flags (0: any) among
 * @dev's supplier links (@as_consumer) or its consumer links.
 */
static struct device_link *take_link(struct device *dev, bool as_consumer,
				     u32 flags)
{
	struct device_link *link, *found = NULL;
	struct list_head *head, *pos;

	platdev_port_core_lock();
	if (dev->p.deps) {
		head = as_consumer ? &dev->p.deps->suppliers :
				     &dev->p.deps->consumers;
		list_for_each(pos, head) {
			link = as_consumer ? list_entry(pos, struct device_link,
							c_node) :
					     list_entry(pos, struct device_link,
							s_node);
			if (!flags || (link->flags & flags)) {
				unlink_locked(link);
				found = link;
				break;
			}
		}
	}
	platdev_port_core_unlock();
	return found;
}

void device_links_driver_unbound(struct device *dev)
{
	struct device_link *link;

	if (!has_deps(dev))
		return;
	platdev_port_core_lock();
	if (dev->p.deps) {
		list_for_each_entry(link, &dev->p.deps->suppliers, c_node)
			if (link->status != DL_STATE_NONE)
				link->status = DL_STATE_AVAILABLE;
		list_for_each_entry(link, &dev->p.deps->consumers, s_node)
			if (link->status != DL_STATE_NONE)
				link->status = DL_STATE_DORMANT;
	}
	platdev_port_core_unlock();

	while ((link = take_link(dev, true, DL_FLAG_AUTOREMOVE_CONSUMER)))
		free_link(link);
	while ((link = take_link(dev, false, DL_FLAG_AUTOREMOVE_SUPPLIER)))
		free_link(link);
}

void device_links_purge(struct device *dev)
{
	struct device_link *link;

	if (!has_deps(dev))
		return;
	while ((link = take_link(dev, true, 0)))
		free_link(link);
	while ((link = take_link(dev, false, 0)))
		free_link(link);
}

/* Whether @dev is due its sync_state: bound, and every consumer bound. */
static bool sync_state_due_locked(struct device *dev)
{
	struct device_link *link;

	if (!dev->p.bound || !dev->driver->sync_state ||
	    (dev->p.deps && dev->p.deps->state_synced))
		return false;
	if (dev->p.deps)
		list_for_each_entry(link, &dev->p.deps->consumers, s_node)
			if (!(link->flags & DL_FLAG_STATELESS) &&
			    !link->consumer->p.bound)
				return false;
	return true;
}

/*
 * The first of @dev and its suppliers due a sync_state, marked and
 * referenced, with the callback read under the lock (the device may be
 * unbound by the time it runs; a driver must cope, as in Linux).
 */
static struct device *next_sync_state(struct device *dev,
				      void (**fn)(struct device *))
{
	struct device_link *link;
	struct device *due = NULL;

	platdev_port_core_lock();
	if (sync_state_due_locked(dev))
		due = dev;
	else if (dev->p.deps)
		list_for_each_entry(link, &dev->p.deps->suppliers, c_node)
			if (!(link->flags & DL_FLAG_STATELESS) &&
			    sync_state_due_locked(link->supplier)) {
				due = link->supplier;
				break;
			}
	if (due && !device_deps_locked(due, true))
		due = NULL; /* no memory to remember it: try at the next bind */
	if (due) {
		due->p.deps->state_synced = 1;
		*fn = due->driver->sync_state;
		get_device(due);
	}
	platdev_port_core_unlock();
	return due;
}

void device_links_sync_state(struct device *dev)
{
	void (*fn)(struct device * dev);
	struct device *due;

	while ((due = next_sync_state(dev, &fn))) {
		fn(due);
		put_device(due);
	}
}

/* Copy @link into slot @n of @links when there is room; the new count. */
static unsigned int report_link(const struct device_link *link,
				struct platdev_link_info *links,
				unsigned int max, unsigned int n)
{
	if (n < max) {
		links[n].supplier = link->supplier;
		links[n].consumer = link->consumer;
		links[n].flags = link->flags;
		links[n].status = link->status;
	}
	return n + 1;
}

int platdev_device_links(struct device *dev, struct platdev_link_info *links,
			 unsigned int max)
{
	const struct device_link *link;
	unsigned int n = 0;

	if (!dev)
		return -EINVAL;
	if (!platdev_has(PLATDEV_FEAT_DEPS))
		return 0;
	platdev_port_core_lock();
	if (dev->p.deps) {
		list_for_each_entry(link, &dev->p.deps->suppliers, c_node)
			n = report_link(link, links, max, n);
		list_for_each_entry(link, &dev->p.deps->consumers, s_node)
			n = report_link(link, links, max, n);
	}
	platdev_port_core_unlock();
	return (int)n;
}

const char *platdev_link_state_name(enum device_link_state state)
{
	switch (state) {
	case DL_STATE_NONE:
		return "not tracked";
	case DL_STATE_DORMANT:
		return "dormant";
	case DL_STATE_AVAILABLE:
		return "available";
	case DL_STATE_CONSUMER_PROBE:
		return "consumer probing";
	case DL_STATE_ACTIVE:
		return "active";
	case DL_STATE_SUPPLIER_UNBIND:
		return "supplier unbinding";
	}
	return "?";
}
