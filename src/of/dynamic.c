// SPDX-License-Identifier: MIT
/*
 * dynamic.c - telling others that the live tree changed: the
 * reconfiguration notices (a node attached or detached, a property added,
 * removed or updated) and whether a notice makes a device appear or go.
 * The notifier chains kept here serve the overlay notifiers too.
 *
 * Also the property edits of Linux's of/base.c (of_add_property() and its
 * kind): planned under of_mutex, as an overlay is, and relinked with the
 * tree lock held, each change one pointer store, so a lookup on another
 * thread (or an interrupt handler on the bare port) sees the list before
 * or after it. A property taken out is not freed nor chained anywhere:
 * Linux keeps it on its node's "deadprops" to free it with a dynamic
 * node, but we never free a property a caller gave (pinctrl-single's is
 * devm memory, gone after unbind, which a dead list would then walk), and
 * the loaded blob's properties live until the tree is unloaded.
 */
#include <string.h>

#include <linux/mutex.h>
#include <linux/notifier.h>
#include <linux/of.h>
#include <linux/printk.h>

#include "base/base.h"
#include "of/of_private.h"

static RAW_NOTIFIER_HEAD(reconfig_chain);

DEFINE_MUTEX(of_mutex);

bool (*of_overlay_prop_in_use_locked)(const struct property *prop);

int of_reconfig_notifier_register(struct notifier_block *nb)
{
	return raw_notifier_chain_register(&reconfig_chain, nb);
}

int of_reconfig_notifier_unregister(struct notifier_block *nb)
{
	return raw_notifier_chain_unregister(&reconfig_chain, nb);
}

int of_reconfig_notify(unsigned long action, struct of_reconfig_data *rd)
{
	/* A node going: no deferred device's record may keep naming it. */
	if (action == OF_RECONFIG_DETACH_NODE && rd)
		deferred_node_gone(rd->dn);
	return notifier_to_errno(
		raw_notifier_call_chain(&reconfig_chain, action, rd));
}

/* Whether @prop is a status that makes a device: "okay" or "ok". */
static bool status_okay(const struct property *prop)
{
	const char *s;

	if (!prop || !prop->value || prop->length <= 0)
		return false;
	s = prop->value;
	if (strnlen(s, (size_t)prop->length) >= (size_t)prop->length)
		return false;
	return !strcmp(s, "okay") || !strcmp(s, "ok");
}

int of_reconfig_get_state_change(unsigned long action,
				 struct of_reconfig_data *pr)
{
	struct property *prop = pr->prop, *old_prop = NULL;
	bool was, is;

	switch (action) {
	case OF_RECONFIG_ATTACH_NODE:
	case OF_RECONFIG_DETACH_NODE:
		prop = of_find_property(pr->dn, "status", NULL);
		break;
	case OF_RECONFIG_ADD_PROPERTY:
	case OF_RECONFIG_REMOVE_PROPERTY:
		break;
	case OF_RECONFIG_UPDATE_PROPERTY:
		old_prop = pr->old_prop;
		break;
	default:
		return OF_RECONFIG_NO_CHANGE;
	}
	if (action != OF_RECONFIG_ATTACH_NODE &&
	    action != OF_RECONFIG_DETACH_NODE &&
	    (!prop || strcmp(prop->name, "status")))
		return OF_RECONFIG_NO_CHANGE;

	/* No status counts as "okay". */
	is = !prop || status_okay(prop);
	switch (action) {
	case OF_RECONFIG_ATTACH_NODE:
		return is ? OF_RECONFIG_CHANGE_ADD : OF_RECONFIG_NO_CHANGE;
	case OF_RECONFIG_DETACH_NODE:
		return is ? OF_RECONFIG_CHANGE_REMOVE : OF_RECONFIG_NO_CHANGE;
	case OF_RECONFIG_ADD_PROPERTY:
		/* The node had no status, so it was available. */
		return is ? OF_RECONFIG_NO_CHANGE : OF_RECONFIG_CHANGE_REMOVE;
	case OF_RECONFIG_REMOVE_PROPERTY:
		return is ? OF_RECONFIG_NO_CHANGE : OF_RECONFIG_CHANGE_ADD;
	default:
		was = !old_prop || status_okay(old_prop);
		if (was == is)
			return OF_RECONFIG_NO_CHANGE;
		return is ? OF_RECONFIG_CHANGE_ADD : OF_RECONFIG_CHANGE_REMOVE;
	}
}

/* --- property edits ------------------------------------------------------ */

/* Whether an applied overlay relies on @prop staying where it is. */
static bool prop_in_use_locked(const struct property *prop)
{
	return of_overlay_prop_in_use_locked &&
	       of_overlay_prop_in_use_locked(prop);
}

/*
 * Tell the notifiers of a property change of @np, and make its device
 * follow a "status" change as Linux's platform notifier does: made when
 * the node turns available under a populated bus, deleted when it turns
 * unavailable.
 */
static void property_notify(unsigned long action, struct device_node *np,
			    struct property *prop, struct property *old_prop)
{
	struct of_reconfig_data rd = {
		.dn = np,
		.prop = prop,
		.old_prop = old_prop,
	};

	of_reconfig_notify(action, &rd);
	switch (of_reconfig_get_state_change(action, &rd)) {
	case OF_RECONFIG_CHANGE_ADD:
		if (of_node_check_flag(np, OF_POPULATED))
			break;
		if (of_platform_node_attached(np))
			pr_err("of: %s: its device could not be made\n",
			       np->full_name);
		else if (of_node_check_flag(np, OF_POPULATED))
			of_fwnode_links_add_subtree(np);
		break;
	case OF_RECONFIG_CHANGE_REMOVE:
		of_platform_node_destroy(np);
		break;
	default:
		break;
	}
}

/*
 * The link pointing to @np's property named @name, or to the list's end.
 * Only of_mutex holders relink the lists: they walk without the tree lock.
 */
static struct property **prop_link_by_name(struct device_node *np,
					   const char *name)
{
	struct property **link = &np->properties;

	while (*link && !of_names_equal((*link)->name, name))
		link = &(*link)->next;
	return link;
}

int of_add_property(struct device_node *np, struct property *prop)
{
	struct property **link;
	unsigned long flags;
	int err = 0;

	if (!np || !prop || !prop->name)
		return -EINVAL;
	mutex_lock(&of_mutex);
	link = prop_link_by_name(np, prop->name);
	if (*link) {
		err = -EEXIST;
	} else if (prop_in_use_locked(prop)) {
		err = -EBUSY;
	} else {
		prop->next = NULL;
		flags = of_tree_lock();
		__atomic_store_n(link, prop, __ATOMIC_RELEASE);
		of_tree_unlock(flags);
	}
	mutex_unlock(&of_mutex);
	if (!err)
		property_notify(OF_RECONFIG_ADD_PROPERTY, np, prop, NULL);
	return err;
}

int of_remove_property(struct device_node *np, struct property *prop)
{
	struct property **link;
	unsigned long flags;
	int err = -ENODEV;

	if (!np || !prop)
		return -ENODEV;
	mutex_lock(&of_mutex);
	for (link = &np->properties; *link && *link != prop;)
		link = &(*link)->next;
	if (!*link) {
		err = -ENODEV;
	} else if (prop_in_use_locked(prop)) {
		err = -EBUSY;
	} else {
		/* @prop keeps its ->next for a reader standing on it. */
		flags = of_tree_lock();
		__atomic_store_n(link, prop->next, __ATOMIC_RELEASE);
		of_tree_unlock(flags);
		err = 0;
	}
	mutex_unlock(&of_mutex);
	if (!err)
		property_notify(OF_RECONFIG_REMOVE_PROPERTY, np, prop, NULL);
	return err;
}

int of_update_property(struct device_node *np, struct property *newprop)
{
	struct property **link, *old_prop;
	unsigned long flags;
	int err = 0;

	if (!np || !newprop || !newprop->name)
		return -EINVAL;
	mutex_lock(&of_mutex);
	link = prop_link_by_name(np, newprop->name);
	old_prop = *link == newprop ? NULL : *link;
	if (*link == newprop) {
		/* Already there: nothing moves. */
	} else if (prop_in_use_locked(newprop) ||
		   (old_prop && prop_in_use_locked(old_prop))) {
		err = -EBUSY;
	} else {
		newprop->next = old_prop ? old_prop->next : NULL;
		flags = of_tree_lock();
		__atomic_store_n(link, newprop, __ATOMIC_RELEASE);
		of_tree_unlock(flags);
	}
	mutex_unlock(&of_mutex);
	if (!err)
		property_notify(OF_RECONFIG_UPDATE_PROPERTY, np, newprop,
				old_prop);
	return err;
}
