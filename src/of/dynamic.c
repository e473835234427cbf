// SPDX-License-Identifier: MIT
/*
 * dynamic.c - telling others that the live tree changed: the
 * reconfiguration notices (a node attached or detached, a property added,
 * removed or updated) and whether a notice makes a device appear or go.
 * The notifier chains kept here serve the overlay notifiers too.
 */
#include <string.h>

#include <linux/notifier.h>
#include <linux/of.h>

#include "base/base.h"
#include "of/of_private.h"

static RAW_NOTIFIER_HEAD(reconfig_chain);

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
