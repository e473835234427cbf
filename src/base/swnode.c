// SPDX-License-Identifier: MIT
/*
 * swnode.c - software nodes: firmware nodes a board file describes in C
 * (struct software_node and its property_entry array), registered in one
 * list, read through the fwnode operations, and attached to devices.
 *
 * Every live node is on swnode_list, in registration order, under the core
 * lock. A node lives while it has references: its registration, each
 * device it is attached to, each child node, each handle a lookup or an
 * iteration returned. Lookups take a reference only on a node whose count
 * is not already zero, so they never revive one being released.
 *
 * Reading is done without the lock: a registered node's properties do not
 * change. Unlike Linux's software nodes, the readers check the entry's
 * type: reading a u32 from a string or a u8 property is -EPROTO, not its
 * bytes reinterpreted (see docs/design.md, "Device properties").
 */
#include <stdio.h>
#include <string.h>

#include <linux/device.h>
#include <linux/list.h>
#include <linux/property.h>
#include <platdev/features.h>
#include <platdev/port.h>

#include "base/base.h"
#include "platform/swnode_entries.h"

/* "node" and the decimal digits of an int, with the NUL. */
#define SWNODE_NAME_LEN 16

/**
 * struct swnode - a registered software node
 * @fwnode: its handle
 * @node: what it describes (@owned for a node this file created)
 * @parent: its parent, referenced by it, or NULL
 * @list: on swnode_list
 * @refs: references (see the comment at the top)
 * @id: the lowest number no live sibling had when it was registered
 * @registered: software_node_fwnode() and the lookups find it
 * @managed: made by device_create_managed_software_node()
 * @device_registered: device_add_software_node() registered it, so
 *                     device_remove_software_node() unregisters it
 * @owned: the node fwnode_create_software_node() made (its properties a
 *         copy this file frees)
 * @name: its name: @node's, or "node<id>"
 */
struct swnode {
	struct fwnode_handle fwnode;
	const struct software_node *node;
	struct swnode *parent;
	struct list_head list;
	int refs;
	int id;
	bool registered;
	bool managed;
	bool device_registered;
	struct software_node owned;
	const char *name;
	char name_buf[SWNODE_NAME_LEN];
};

static LIST_HEAD(swnode_list);

static const struct fwnode_operations software_node_ops;

bool is_software_node(const struct fwnode_handle *fwnode)
{
	return !IS_ERR_OR_NULL(fwnode) && fwnode->ops == &software_node_ops;
}

static struct swnode *to_swnode(const struct fwnode_handle *fwnode)
{
	return is_software_node(fwnode) ?
		       container_of(fwnode, struct swnode, fwnode) :
		       NULL;
}

/* --- references --- */

static void swnode_get(struct swnode *sw)
{
	__atomic_add_fetch(&sw->refs, 1, __ATOMIC_RELAXED);
}

/* Take a reference unless the count already reached zero. Core lock held. */
static bool swnode_get_live_locked(struct swnode *sw)
{
	int refs = __atomic_load_n(&sw->refs, __ATOMIC_RELAXED);

	do {
		if (refs <= 0)
			return false;
	} while (!__atomic_compare_exchange_n(&sw->refs, &refs, refs + 1, false,
					      __ATOMIC_ACQ_REL,
					      __ATOMIC_RELAXED));
	return true;
}

static void swnode_put(struct swnode *sw)
{
	struct swnode *parent;

	while (sw && __atomic_sub_fetch(&sw->refs, 1, __ATOMIC_ACQ_REL) == 0) {
		platdev_port_core_lock();
		list_del(&sw->list);
		platdev_port_core_unlock();
		parent = sw->parent;
		if (sw->node == &sw->owned)
			property_entries_free(sw->owned.properties);
		platdev_port_free(sw);
		sw = parent; /* a child held its parent */
	}
}

/* Drop the registration's reference, once. */
static void swnode_unregister(struct swnode *sw)
{
	bool was;

	platdev_port_core_lock();
	was = sw->registered;
	sw->registered = false;
	platdev_port_core_unlock();
	if (was)
		swnode_put(sw);
}

/* The registered node describing @node, or NULL. Core lock held. */
static struct swnode *find_locked(const struct software_node *node)
{
	struct swnode *sw;

	list_for_each_entry(sw, &swnode_list, list)
		if (sw->node == node && sw->registered &&
		    __atomic_load_n(&sw->refs, __ATOMIC_RELAXED) > 0)
			return sw;
	return NULL;
}

/* The registered node describing @node, referenced, or NULL. */
static struct swnode *swnode_lookup(const struct software_node *node)
{
	struct swnode *sw;

	if (!node)
		return NULL;
	platdev_port_core_lock();
	sw = find_locked(node);
	if (sw && !swnode_get_live_locked(sw))
		sw = NULL;
	platdev_port_core_unlock();
	return sw;
}

const struct software_node *to_software_node(const struct fwnode_handle *fwnode)
{
	const struct swnode *sw = to_swnode(fwnode);

	return sw ? sw->node : NULL;
}

struct fwnode_handle *software_node_fwnode(const struct software_node *node)
{
	struct swnode *sw;

	if (!node)
		return NULL;
	platdev_port_core_lock();
	sw = find_locked(node);
	platdev_port_core_unlock();
	return sw ? &sw->fwnode : NULL;
}

/*
 * --- reading properties ---
 *
 * The readers are those of a constant entry table (swnode_entries.h),
 * which the generated boards read too: a registered node answers as a
 * generated one does.
 */

static bool software_node_property_present(const struct fwnode_handle *fwnode,
					   const char *propname)
{
	return platdev_entry_get(to_swnode(fwnode)->node->properties, propname);
}

static int software_node_read_int_array(const struct fwnode_handle *fwnode,
					const char *propname,
					unsigned int elem_size, void *val,
					size_t nval)
{
	return platdev_entries_read_int_array(
		to_swnode(fwnode)->node->properties, propname, elem_size, val,
		nval);
}

static int software_node_read_string_array(const struct fwnode_handle *fwnode,
					   const char *propname,
					   const char **val, size_t nval)
{
	return platdev_entries_read_string_array(
		to_swnode(fwnode)->node->properties, propname, val, nval);
}

static int software_node_get_reference_args(const struct fwnode_handle *fwnode,
					    const char *propname,
					    const char *nargs_prop,
					    unsigned int nargs,
					    unsigned int index,
					    struct fwnode_reference_args *args)
{
	const struct software_node_ref_args *ref;
	struct swnode *target;
	int i, n;

	n = platdev_entries_read_reference(to_swnode(fwnode)->node->properties,
					   propname, nargs_prop, nargs, index,
					   &ref);
	if (n < 0)
		return n;
	target = swnode_lookup(ref->node);
	if (!target)
		return -ENOENT;
	if (!args) {
		swnode_put(target);
		return 0;
	}
	args->fwnode = &target->fwnode;
	args->nargs = (unsigned int)n;
	for (i = 0; i < n; i++)
		args->args[i] = ref->args[i];
	return 0;
}

/* --- the node hierarchy --- */

static struct fwnode_handle *software_node_get(struct fwnode_handle *fwnode)
{
	swnode_get(to_swnode(fwnode));
	return fwnode;
}

static void software_node_put(struct fwnode_handle *fwnode)
{
	swnode_put(to_swnode(fwnode));
}

static const char *software_node_get_name(const struct fwnode_handle *fwnode)
{
	return to_swnode(fwnode)->name;
}

static struct fwnode_handle *
software_node_get_parent(const struct fwnode_handle *fwnode)
{
	struct swnode *parent = to_swnode(fwnode)->parent;

	if (!parent)
		return NULL;
	swnode_get(parent);
	return &parent->fwnode;
}

/*
 * The first registered child of @parent after @pos on swnode_list (from
 * the start for NULL) that @name (if not NULL) names, referenced, or NULL.
 */
static struct swnode *next_child(const struct swnode *parent,
				 struct swnode *pos, const char *name)
{
	struct list_head *it;
	struct swnode *sw, *found = NULL;

	platdev_port_core_lock();
	for (it = pos ? pos->list.next : swnode_list.next; it != &swnode_list;
	     it = it->next) {
		sw = list_entry(it, struct swnode, list);
		if (sw->parent == parent && sw->registered &&
		    (!name || !strcmp(sw->name, name)) &&
		    swnode_get_live_locked(sw)) {
			found = sw;
			break;
		}
	}
	platdev_port_core_unlock();
	return found;
}

static struct fwnode_handle *
software_node_get_next_child(const struct fwnode_handle *fwnode,
			     struct fwnode_handle *child)
{
	struct swnode *prev = to_swnode(child);
	struct swnode *next = next_child(to_swnode(fwnode), prev, NULL);

	swnode_put(prev);
	return next ? &next->fwnode : NULL;
}

static struct fwnode_handle *
software_node_get_named_child_node(const struct fwnode_handle *fwnode,
				   const char *childname)
{
	struct swnode *child = next_child(to_swnode(fwnode), NULL, childname);

	return child ? &child->fwnode : NULL;
}

static const struct fwnode_operations software_node_ops = {
	.get = software_node_get,
	.put = software_node_put,
	.property_present = software_node_property_present,
	.property_read_int_array = software_node_read_int_array,
	.property_read_string_array = software_node_read_string_array,
	.get_name = software_node_get_name,
	.get_parent = software_node_get_parent,
	.get_next_child_node = software_node_get_next_child,
	.get_named_child_node = software_node_get_named_child_node,
	.get_reference_args = software_node_get_reference_args,
};

/* --- copies of property arrays --- */

/* Bytes a copy of @p's value takes outside the entry (aligned), or -errno. */
static long entry_copy_bytes(const struct property_entry *p, size_t *chars)
{
	const char *const *strs = platdev_entry_value(p);
	size_t i, n;

	if (!p->is_inline && !p->length)
		return -ENODATA; /* no value must not claim to be out of line */
	if (p->type == DEV_PROP_REF && p->is_inline)
		return -EINVAL; /* a reference never fits inline */
	*chars += strlen(p->name) + 1;
	if (p->type == DEV_PROP_STRING && strs) {
		n = p->length / sizeof(*strs);
		for (i = 0; i < n; i++)
			*chars += strs[i] ? strlen(strs[i]) + 1 : 0;
	}
	return p->length > sizeof(p->value) ? (long)ALIGN(p->length, 8) : 0;
}

/* Copy @src's value into @dst, out of line at *@data, strings at *@chars. */
static void entry_copy(struct property_entry *dst,
		       const struct property_entry *src, char **data,
		       char **chars)
{
	const void *value = platdev_entry_value(src);
	void *to = &dst->value;
	size_t i, len;

	len = strlen(src->name) + 1;
	dst->name = memcpy(*chars, src->name, len);
	*chars += len;
	dst->length = src->length;
	dst->type = src->type;
	dst->is_inline = src->length <= sizeof(dst->value);
	if (!dst->is_inline) {
		to = *data;
		dst->pointer = to;
		*data += ALIGN(src->length, 8);
	}
	if (!value)
		return;
	if (src->type != DEV_PROP_STRING) {
		memcpy(to, value, src->length);
		return;
	}
	for (i = 0; i < src->length / sizeof(char *); i++) {
		const char *str = ((const char *const *)value)[i];
		const char **slot = (const char **)to + i;

		*slot = NULL;
		if (!str)
			continue;
		len = strlen(str) + 1;
		*slot = memcpy(*chars, str, len);
		*chars += len;
	}
}

struct property_entry *
property_entries_dup(const struct property_entry *properties)
{
	size_t n = 0, i, head, data = 0, chars = 0;
	struct property_entry *copy;
	char *data_at, *chars_at;
	long bytes;

	if (!properties)
		return NULL;
	for (; properties[n].name; n++) {
		bytes = entry_copy_bytes(&properties[n], &chars);
		if (bytes < 0)
			return ERR_PTR(bytes);
		data += (size_t)bytes;
	}
	head = ALIGN((n + 1) * sizeof(*copy), 8);
	copy = platdev_port_alloc(head + data + chars);
	if (!copy)
		return ERR_PTR(-ENOMEM);
	memset(copy, 0, (n + 1) * sizeof(*copy));
	data_at = (char *)copy + head;
	chars_at = data_at + data;
	for (i = 0; i < n; i++)
		entry_copy(&copy[i], &properties[i], &data_at, &chars_at);
	return copy;
}

void property_entries_free(const struct property_entry *properties)
{
	platdev_port_free((void *)properties);
}

/* --- registration --- */

/* The lowest number no live child of @parent has. Core lock held. */
static int free_id_locked(const struct swnode *parent)
{
	const struct swnode *sw;
	int id = 0;
	bool taken;

	do {
		taken = false;
		list_for_each_entry(sw, &swnode_list, list) {
			if (sw->parent == parent && sw->id == id) {
				taken = true;
				id++;
				break;
			}
		}
	} while (taken);
	return id;
}

/*
 * Register @node (or, with @node NULL, a node of its own holding
 * @owned_props, which it frees when it goes) under @parent.
 * Return: the node, or ERR_PTR(-EEXIST/-EINVAL/-ENOMEM).
 */
static struct swnode *swnode_register(const struct software_node *node,
				      const struct software_node *parent,
				      const struct property_entry *owned_props)
{
	struct swnode *sw = platdev_port_alloc(sizeof(*sw));
	struct swnode *parent_sw = NULL;
	int ret = 0;

	if (!sw)
		return ERR_PTR(-ENOMEM);
	memset(sw, 0, sizeof(*sw));
	fwnode_init(&sw->fwnode, &software_node_ops);
	sw->node = node ? node : &sw->owned;
	sw->owned.properties = owned_props;
	sw->owned.parent = parent;
	sw->refs = 1;
	sw->registered = true;

	platdev_port_core_lock();
	if (node && find_locked(node))
		ret = -EEXIST;
	else if (parent && !(parent_sw = find_locked(parent)))
		ret = -EINVAL;
	else if (parent_sw && !swnode_get_live_locked(parent_sw))
		ret = -EINVAL;
	if (!ret) {
		/* Whole before it is on the list, where lookups see it. */
		sw->parent = parent_sw;
		sw->id = free_id_locked(parent_sw);
		sw->name = sw->node->name;
		if (!sw->name) {
			snprintf(sw->name_buf, sizeof(sw->name_buf), "node%d",
				 sw->id);
			sw->name = sw->name_buf;
		}
		list_add_tail(&sw->list, &swnode_list);
	}
	platdev_port_core_unlock();
	if (ret) {
		platdev_port_free(sw);
		return ERR_PTR(ret);
	}
	return sw;
}

/* Refuse @fn in a profile without software nodes. */
static bool swnode_refused(const struct device *dev, const char *fn)
{
	if (platdev_has(PLATDEV_FEAT_SWNODE))
		return false;
	not_in_profile(dev, fn, "software nodes");
	return true;
}

int software_node_register(const struct software_node *node)
{
	if (swnode_refused(NULL, __func__))
		return -EOPNOTSUPP;
	if (!node)
		return -EINVAL;
	return PTR_ERR_OR_ZERO(swnode_register(node, node->parent, NULL));
}

void software_node_unregister(const struct software_node *node)
{
	struct swnode *sw;

	if (!node)
		return;
	/* Found and unmarked at once: no other unregistration can free it. */
	platdev_port_core_lock();
	sw = find_locked(node);
	if (sw)
		sw->registered = false;
	platdev_port_core_unlock();
	if (sw)
		swnode_put(sw);
}

int software_node_register_node_group(const struct software_node **node_group)
{
	unsigned int i;
	int ret;

	for (i = 0; node_group && node_group[i]; i++) {
		ret = software_node_register(node_group[i]);
		if (ret) {
			software_node_unregister_node_group(node_group);
			return ret;
		}
	}
	return 0;
}

void software_node_unregister_node_group(const struct software_node **node_group)
{
	unsigned int n = 0;

	while (node_group && node_group[n])
		n++;
	while (n--)
		software_node_unregister(node_group[n]);
}

const struct software_node *
software_node_find_by_name(const struct software_node *parent, const char *name)
{
	struct swnode *sw, *found = NULL;

	if (!name)
		return NULL;
	platdev_port_core_lock();
	list_for_each_entry(sw, &swnode_list, list) {
		if (sw->registered && sw->node->parent == parent &&
		    sw->node->name && !strcmp(sw->node->name, name) &&
		    swnode_get_live_locked(sw)) {
			found = sw;
			break;
		}
	}
	platdev_port_core_unlock();
	return found ? found->node : NULL;
}

struct fwnode_handle *
fwnode_create_software_node(const struct property_entry *properties,
			    const struct fwnode_handle *parent)
{
	const struct swnode *parent_sw;
	struct property_entry *copy;
	struct swnode *sw;

	if (swnode_refused(NULL, __func__))
		return ERR_PTR(-EOPNOTSUPP);
	if (IS_ERR(parent))
		return ERR_CAST(parent);
	parent_sw = to_swnode(parent);
	if (parent && !parent_sw)
		return ERR_PTR(-EINVAL);
	copy = property_entries_dup(properties);
	if (IS_ERR(copy))
		return ERR_CAST(copy);
	sw = swnode_register(NULL, parent_sw ? parent_sw->node : NULL, copy);
	if (IS_ERR(sw)) {
		property_entries_free(copy);
		return ERR_CAST(sw);
	}
	return &sw->fwnode;
}

void fwnode_remove_software_node(struct fwnode_handle *fwnode)
{
	struct swnode *sw = to_swnode(fwnode);

	if (sw)
		swnode_unregister(sw);
}

/* --- devices --- */

/* @dev's software node: its primary node, or the primary's secondary. */
static struct swnode *dev_to_swnode(struct device *dev)
{
	struct fwnode_handle *fwnode = dev_fwnode(dev);

	if (IS_ERR_OR_NULL(fwnode))
		return NULL;
	if (!is_software_node(fwnode))
		fwnode = fwnode->secondary;
	return to_swnode(fwnode);
}

/*
 * Make @fwnode (NULL: none) @dev's secondary node, or its node if it has
 * no primary one. A secondary is marked so by a secondary of its own,
 * ERR_PTR(-ENODEV).
 */
static void set_secondary_fwnode(struct device *dev,
				 struct fwnode_handle *fwnode)
{
	struct fwnode_handle *primary = dev_fwnode(dev);

	if (fwnode)
		fwnode->secondary = ERR_PTR(-ENODEV);
	if (primary && !IS_ERR(primary->secondary))
		primary->secondary = fwnode;
	else
		dev->fwnode = fwnode;
}

static void device_gone(struct device *dev, bool all)
{
	struct swnode *sw = dev_to_swnode(dev);

	if (sw && (all || sw->managed))
		device_remove_software_node(dev);
}

void (*swnode_device_gone)(struct device *dev, bool all);

/* From now on, devices going take their nodes with them. */
static void watch_devices_going(void)
{
	__atomic_store_n(&swnode_device_gone, device_gone, __ATOMIC_RELEASE);
}

int device_add_software_node(struct device *dev,
			     const struct software_node *node)
{
	struct swnode *sw;

	if (swnode_refused(dev, __func__))
		return -EOPNOTSUPP;
	if (!dev || !node)
		return -EINVAL;
	if (dev_to_swnode(dev))
		return -EBUSY;
	sw = swnode_lookup(node);
	if (!sw) {
		sw = swnode_register(node, node->parent, NULL);
		if (IS_ERR(sw))
			return (int)PTR_ERR(sw);
		sw->device_registered = true;
	}
	watch_devices_going();
	set_secondary_fwnode(dev, &sw->fwnode);
	return 0;
}

void device_remove_software_node(struct device *dev)
{
	struct swnode *sw = dev ? dev_to_swnode(dev) : NULL;

	if (!sw)
		return;
	set_secondary_fwnode(dev, NULL);
	if (sw->managed || sw->device_registered)
		swnode_unregister(sw);
	else
		swnode_put(sw);
}

int device_create_managed_software_node(struct device *dev,
					const struct property_entry *properties,
					const struct software_node *parent)
{
	struct fwnode_handle *parent_fwnode = software_node_fwnode(parent);
	struct fwnode_handle *fwnode;

	if (swnode_refused(dev, __func__))
		return -EOPNOTSUPP;
	if (!dev || (parent && !parent_fwnode))
		return -EINVAL;
	if (dev_to_swnode(dev))
		return -EBUSY;
	fwnode = fwnode_create_software_node(properties, parent_fwnode);
	if (IS_ERR(fwnode))
		return (int)PTR_ERR(fwnode);
	to_swnode(fwnode)->managed = true;
	watch_devices_going();
	set_secondary_fwnode(dev, fwnode);
	return 0;
}
