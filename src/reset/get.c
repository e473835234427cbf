// SPDX-License-Identifier: MIT
/*
 * get.c - consumers' handles: a device's lines found through its node's
 * "resets"/"reset-names" or, without a node, the lookup table; shared and
 * exclusive handles as Linux hands them out; arrays; put.
 */
#include <linux/device.h>
#include <linux/of.h>
#include <linux/printk.h>
#include <linux/string.h>
#include <platdev/bind.h>
#include <platdev/port.h>

#include "reset/reset.h"

static LIST_HEAD(reset_lookup_list);

/*
 * The handle of line @index at @rcdev, core lock held: shared handles of
 * a line are one; an exclusive one is refused (-EBUSY) while any other
 * handle of the line exists, except that a released exclusive handle may
 * sit beside another exclusive one.
 */
static struct reset_control *
get_internal_locked(struct reset_controller_dev *rcdev, unsigned int index,
		    enum reset_control_flags flags)
{
	bool shared = flags & RESET_CONTROL_FLAGS_BIT_SHARED;
	bool acquired = flags & RESET_CONTROL_FLAGS_BIT_ACQUIRED;
	struct reset_control *rstc;

	list_for_each_entry(rstc, &rcdev->reset_control_head, list) {
		if (rstc->id != index)
			continue;
		if (!rstc->shared && !shared && !acquired)
			break;
		if (!rstc->shared || !shared)
			return ERR_PTR(-EBUSY);
		rstc->refs++;
		return rstc;
	}
	rstc = platdev_port_alloc(sizeof(*rstc));
	if (!rstc)
		return ERR_PTR(-ENOMEM);
	rstc->rcdev = rcdev;
	rstc->id = index;
	rstc->refs = 1;
	rstc->acquired = acquired;
	rstc->shared = shared;
	list_add(&rstc->list, &rcdev->reset_control_head);
	get_device(rcdev->dev);
	return rstc;
}

void reset_control_put_locked(struct reset_control *rstc)
{
	if (--rstc->refs)
		return;
	/* An orphan (its controller gone) is off every list already. */
	if (rstc->rcdev) {
		list_del(&rstc->list);
		put_device(rstc->rcdev->dev);
	}
	platdev_port_free(rstc);
}

static struct reset_controller_dev *find_rcdev_locked(struct device_node *np)
{
	struct reset_controller_dev *rcdev;

	list_for_each_entry(rcdev, &reset_controller_list, list)
		if (rcdev->of_node == np)
			return rcdev;
	return NULL;
}

struct reset_control *reset_control_get_of(struct device *dev,
					   struct device_node *node,
					   const char *id, int index,
					   enum reset_control_flags flags)
{
	bool optional = flags & RESET_CONTROL_FLAGS_BIT_OPTIONAL;
	struct reset_controller_dev *rcdev;
	struct reset_control *rstc;
	struct of_phandle_args args;
	int ret, line;

	if (!node)
		return ERR_PTR(-EINVAL);
	if (id) {
		index = of_property_match_string(node, "reset-names", id);
		if (index == -EILSEQ)
			return ERR_PTR(index);
		if (index < 0)
			return optional ? NULL : ERR_PTR(-ENOENT);
	}
	ret = of_parse_phandle_with_args(node, "resets", "#reset-cells", index,
					 &args);
	if (ret == -EINVAL)
		return ERR_PTR(ret);
	if (ret)
		return optional ? NULL : ERR_PTR(ret);

	platdev_port_core_lock();
	rcdev = find_rcdev_locked(args.np);
	if (!rcdev) {
		rstc = ERR_PTR(-EPROBE_DEFER);
	} else if (args.args_count != rcdev->of_reset_n_cells) {
		rstc = ERR_PTR(-EINVAL);
	} else {
		line = rcdev->of_xlate(rcdev, &args);
		rstc = line < 0 ? ERR_PTR(line) :
				  get_internal_locked(rcdev, (unsigned int)line,
						      flags);
	}
	platdev_port_core_unlock();
	if (rstc == ERR_PTR(-EPROBE_DEFER) && dev)
		platdev_device_waits_for_node(dev, args.np, PLATDEV_DEP_RESET);
	of_node_put(args.np);
	return rstc;
}

struct reset_control *__of_reset_control_get(struct device_node *node,
					     const char *id, int index,
					     enum reset_control_flags flags)
{
	return reset_control_get_of(NULL, node, id, index, flags);
}

void reset_controller_add_lookup(struct reset_control_lookup *lookup,
				 unsigned int num_entries)
{
	unsigned int i;

	platdev_port_core_lock();
	for (i = 0; i < num_entries; i++) {
		if (!lookup[i].dev_id || !lookup[i].provider) {
			pr_warn("reset: lookup entry %u without device or provider, skipped\n",
				i);
			INIT_LIST_HEAD(&lookup[i].list);
			continue;
		}
		list_add_tail(&lookup[i].list, &reset_lookup_list);
	}
	platdev_port_core_unlock();
}

void platdev_reset_controller_del_lookup(struct reset_control_lookup *lookup,
					 unsigned int num_entries)
{
	unsigned int i;

	platdev_port_core_lock();
	for (i = 0; i < num_entries; i++)
		list_del_init(&lookup[i].list);
	platdev_port_core_unlock();
}

static bool same_con_id(const char *a, const char *b)
{
	return a && b ? !strcmp(a, b) : a == b;
}

static struct reset_controller_dev *find_rcdev_by_name_locked(const char *name)
{
	struct reset_controller_dev *rcdev;

	list_for_each_entry(rcdev, &reset_controller_list, list)
		if (rcdev->dev && !strcmp(dev_name(rcdev->dev), name))
			return rcdev;
	return NULL;
}

/* The line the lookup table gives @dev under @con_id. */
static struct reset_control *get_from_lookup(struct device *dev,
					     const char *con_id,
					     enum reset_control_flags flags)
{
	bool optional = flags & RESET_CONTROL_FLAGS_BIT_OPTIONAL;
	const struct reset_control_lookup *lookup;
	struct reset_controller_dev *rcdev;
	struct reset_control *rstc = NULL;

	platdev_port_core_lock();
	list_for_each_entry(lookup, &reset_lookup_list, list) {
		if (strcmp(lookup->dev_id, dev_name(dev)) ||
		    !same_con_id(con_id, lookup->con_id))
			continue;
		rcdev = find_rcdev_by_name_locked(lookup->provider);
		rstc = rcdev ? get_internal_locked(rcdev, lookup->index,
						   flags) :
			       ERR_PTR(-EPROBE_DEFER);
		break;
	}
	platdev_port_core_unlock();
	if (!rstc)
		return optional ? NULL : ERR_PTR(-ENOENT);
	return rstc;
}

struct reset_control *__reset_control_get(struct device *dev, const char *id,
					  int index,
					  enum reset_control_flags flags)
{
	if ((flags & RESET_CONTROL_FLAGS_BIT_SHARED) &&
	    (flags & RESET_CONTROL_FLAGS_BIT_ACQUIRED))
		return ERR_PTR(-EINVAL);
	flags &= ~RESET_CONTROL_FLAGS_BIT_DEASSERTED;
	if (dev->of_node)
		return reset_control_get_of(dev, dev->of_node, id, index,
					    flags);
	return get_from_lookup(dev, id, flags);
}

void reset_control_put(struct reset_control *rstc)
{
	struct reset_control_array *resets = NULL;
	unsigned int i;

	if (IS_ERR_OR_NULL(rstc))
		return;
	platdev_port_core_lock();
	if (rstc->array) {
		resets = container_of(rstc, struct reset_control_array, base);
		for (i = 0; i < resets->num_rstcs; i++)
			reset_control_put_locked(resets->rstc[i]);
	} else {
		/* @rstc may be freed here: not read again. */
		reset_control_put_locked(rstc);
	}
	platdev_port_core_unlock();
	platdev_port_free(resets);
}

int __reset_control_bulk_get(struct device *dev, int num_rstcs,
			     struct reset_control_bulk_data *rstcs,
			     enum reset_control_flags flags)
{
	int i, ret;

	for (i = 0; i < num_rstcs; i++) {
		rstcs[i].rstc = __reset_control_get(dev, rstcs[i].id, 0, flags);
		if (IS_ERR(rstcs[i].rstc)) {
			ret = (int)PTR_ERR(rstcs[i].rstc);
			goto undo;
		}
	}
	return 0;
undo:
	while (i--)
		reset_control_put(rstcs[i].rstc);
	return ret;
}

void reset_control_bulk_put(int num_rstcs,
			    struct reset_control_bulk_data *rstcs)
{
	while (num_rstcs--)
		reset_control_put(rstcs[num_rstcs].rstc);
}

static int count_of(struct device_node *node)
{
	int count;

	if (!node)
		return -EINVAL;
	count = of_count_phandle_with_args(node, "resets", "#reset-cells");
	return count == 0 ? -ENOENT : count;
}

int reset_control_get_count(struct device *dev)
{
	return count_of(dev->of_node);
}

struct reset_control *reset_control_array_get_of(struct device *dev,
						 struct device_node *np,
						 enum reset_control_flags flags)
{
	bool optional = flags & RESET_CONTROL_FLAGS_BIT_OPTIONAL;
	struct reset_control_array *resets;
	struct reset_control *rstc;
	int num, i;

	num = count_of(np);
	if (num < 0)
		return optional ? NULL : ERR_PTR(num);
	resets = platdev_port_alloc(sizeof(*resets) +
				    (size_t)num * sizeof(resets->rstc[0]));
	if (!resets)
		return ERR_PTR(-ENOMEM);
	resets->num_rstcs = (unsigned int)num;
	for (i = 0; i < num; i++) {
		rstc = reset_control_get_of(
			dev, np, NULL, i,
			flags & ~RESET_CONTROL_FLAGS_BIT_OPTIONAL);
		if (IS_ERR(rstc))
			goto undo;
		resets->rstc[i] = rstc;
	}
	resets->base.array = true;
	return &resets->base;
undo:
	platdev_port_core_lock();
	while (i--)
		reset_control_put_locked(resets->rstc[i]);
	platdev_port_core_unlock();
	platdev_port_free(resets);
	return rstc;
}

struct reset_control *of_reset_control_array_get(struct device_node *np,
						 enum reset_control_flags flags)
{
	return reset_control_array_get_of(NULL, np, flags);
}

int __device_reset(struct device *dev, bool optional)
{
	struct reset_control *rstc;
	int ret;

	rstc = __reset_control_get(dev, NULL, 0,
				   optional ? RESET_CONTROL_OPTIONAL_EXCLUSIVE :
					      RESET_CONTROL_EXCLUSIVE);
	if (IS_ERR(rstc))
		return (int)PTR_ERR(rstc);
	ret = reset_control_reset(rstc);
	reset_control_put(rstc);
	return ret;
}
