// SPDX-License-Identifier: MIT
/*
 * clk-parent.c - the parents of a clock: the possible parents its
 * clk_init_data lists (by clk_hw, by the provider node's "clocks" and
 * "clock-names", by global name), which one it has, found when first
 * needed or as soon as it registers, and switching to another with the
 * clock's prepare and enable counts carried along, as Linux's clk.c does.
 *
 * Everything here runs under the clock lock, except the copying of a new
 * clock's parent list.
 */
#include <string.h>

#include <linux/clk-provider.h>
#include <linux/printk.h>
#include <linux/slab.h>
#include <platdev/port.h>

#include "clk/clk.h"

/* A copy of @src in *@dst; NULL stays NULL. Return: 0 or -ENOMEM. */
static int copy_name(char **dst, const char *src)
{
	if (!src)
		return 0;
	*dst = kstrdup(src, GFP_KERNEL);
	return *dst ? 0 : -ENOMEM;
}

/* Fill @p from entry @i of @init's parent array. Return: 0 or an error. */
static int parent_entry_init(struct clk_parent_map *p,
			     const struct clk_init_data *init, unsigned int i)
{
	const struct clk_parent_data *pd;
	int ret;

	p->index = -1;
	if (init->parent_names) {
		if (!init->parent_names[i]) {
			pr_err("clk: %s: parent %u has no name\n", init->name,
			       i);
			return -EINVAL;
		}
		return copy_name(&p->name, init->parent_names[i]);
	}
	if (init->parent_data) {
		pd = &init->parent_data[i];
		p->hw = pd->hw;
		p->index = pd->index;
		ret = copy_name(&p->fw_name, pd->fw_name);
		return ret ? ret : copy_name(&p->name, pd->name);
	}
	if (init->parent_hws) {
		p->hw = init->parent_hws[i];
		return 0;
	}
	pr_err("clk: %s: %u parents and no array of them\n", init->name,
	       init->num_parents);
	return -EINVAL;
}

int clk_core_parents_init(struct clk_core *core,
			  const struct clk_init_data *init)
{
	unsigned int i;
	int ret;

	core->parent_index = init->num_parents ? 0 : -1;
	if (!init->num_parents)
		return 0;
	core->parents =
		kcalloc(init->num_parents, sizeof(*core->parents), GFP_KERNEL);
	if (!core->parents)
		return -ENOMEM;
	core->num_parents = init->num_parents;
	for (i = 0; i < init->num_parents; i++) {
		ret = parent_entry_init(&core->parents[i], init, i);
		if (ret)
			return ret; /* clk_core_parents_free() undoes it */
	}
	return 0;
}

void clk_core_parents_free(struct clk_core *core)
{
	unsigned int i;

	for (i = 0; core->parents && i < core->num_parents; i++) {
		kfree(core->parents[i].name);
		kfree(core->parents[i].fw_name);
	}
	kfree(core->parents);
	core->parents = NULL;
	core->num_parents = 0;
}

/*
 * The parent entry @p names through @core's node: 0 with *@parent set
 * (NULL while its provider has not registered it, waited for as Linux
 * does), or -ENOENT when the node names no such clock.
 */
static int parent_from_node_locked(struct clk_core *core,
				   const struct clk_parent_map *p,
				   struct clk_core **parent)
{
	struct of_phandle_args spec;
	struct clk_hw *hw;
	int index = p->index;

	if (!core->of_node)
		return -ENOENT;
	if (p->fw_name)
		index = of_property_match_string(core->of_node, "clock-names",
						 p->fw_name);
	if (index < 0 ||
	    of_parse_phandle_with_args(core->of_node, "clocks", "#clock-cells",
				       index, &spec))
		return -ENOENT;
	hw = of_clk_hw_from_spec_locked(&spec);
	of_node_put(spec.np);
	if (IS_ERR(hw) && PTR_ERR(hw) == -ENOENT)
		return -ENOENT;
	*parent = IS_ERR_OR_NULL(hw) ? NULL : hw->core;
	return 0;
}

struct clk_core *clk_core_parent_by_index_locked(struct clk_core *core,
						 unsigned int index)
{
	const struct clk_parent_map *p;
	struct clk_core *parent = NULL;

	if (index >= core->num_parents)
		return NULL;
	p = &core->parents[index];
	if (p->hw)
		parent = p->hw->core;
	else if (parent_from_node_locked(core, p, &parent) == -ENOENT &&
		 p->name)
		parent = clk_core_lookup_locked(p->name);
	if (!parent || parent == core || !parent->hw)
		return NULL;
	return parent;
}

/* The entry of @core's parents that is @parent; -EINVAL if none is. */
static int parent_index_locked(struct clk_core *core, struct clk_core *parent)
{
	unsigned int i;

	for (i = 0; i < core->num_parents; i++)
		if (clk_core_parent_by_index_locked(core, i) == parent)
			return (int)i;
	return -EINVAL;
}

/*
 * @core was prepared (and enabled) while an orphan: its new @parent takes
 * the counts it would have had. Linux does the same when it adopts an
 * orphan, and goes on when the parent refuses; so do we, saying so.
 */
static void carry_counts_locked(struct clk_core *core, struct clk_core *parent)
{
	if (!core->prepare_count)
		return;
	if (clk_core_prepare_locked(parent, 1)) {
		pr_warn("clk: %s: parent %s did not prepare\n", core->name,
			parent->name);
		return;
	}
	core->prepared_parent = parent;
	if (!core->enable_count)
		return;
	if (clk_core_enable_locked(parent, 1)) {
		pr_warn("clk: %s: parent %s did not enable\n", core->name,
			parent->name);
		return;
	}
	core->enabled_parent = parent;
}

struct clk_core *clk_core_parent_locked(struct clk_core *core)
{
	struct clk_core *parent;

	if (core->parent || core->parent_index < 0)
		return core->parent;
	parent = clk_core_parent_by_index_locked(
		core, (unsigned int)core->parent_index);
	if (!parent)
		return NULL;
	parent->refs++;
	core->parent = parent;
	carry_counts_locked(core, parent);
	return parent;
}

void clk_core_adopt_orphans_locked(void)
{
	struct clk_core *core;

	for (core = clk_cores; core; core = core->next)
		if (!core->parent && core->parent_index >= 0)
			clk_core_parent_locked(core);
}

/*
 * Before switching a prepared @core to @parent: the new parent prepared
 * and enabled, and @core itself enabled, so that the switch happens with
 * both sides running (Linux's way of keeping it glitch-free).
 */
static int hold_for_switch_locked(struct clk_core *core,
				  struct clk_core *parent)
{
	int ret = 0;

	if (parent) {
		ret = clk_core_prepare_locked(parent, 1);
		if (ret)
			return ret;
		ret = clk_core_enable_locked(parent, 1);
		if (ret)
			goto unprepare;
	}
	ret = clk_core_enable_locked(core, 0);
	if (!ret)
		return 0;
	clk_core_disable_locked(parent);
unprepare:
	clk_core_unprepare_locked(parent);
	return ret;
}

/*
 * After the switch of a prepared @core to @parent (@done) or its failure:
 * what hold_for_switch_locked() took is given back; when it switched, the
 * counts @core held on its old parent now are the new parent's.
 */
static void release_after_switch_locked(struct clk_core *core,
					struct clk_core *parent, bool done)
{
	bool was_enabled = core->enable_count > 1;

	/* Alone, the switch's enable lets go of the old parent's. */
	clk_core_disable_locked(core);
	if (!done) {
		clk_core_disable_locked(parent);
		clk_core_unprepare_locked(parent);
		return;
	}
	if (was_enabled) {
		clk_core_disable_locked(core->enabled_parent);
		core->enabled_parent = parent;
	} else {
		clk_core_disable_locked(parent);
	}
	clk_core_unprepare_locked(core->prepared_parent);
	core->prepared_parent = parent;
}

/* The hardware's side of a switch to parent entry @index. */
static int switch_hw_locked(struct clk_core *core, int index,
			    const struct clk_rate_switch *rs)
{
	const struct clk_ops *ops = core->ops;

	if (index < 0 || !ops)
		return 0;
	if (rs && ops->set_rate_and_parent)
		return ops->set_rate_and_parent(core->hw, rs->rate,
						rs->parent_rate, (u8)index);
	return ops->set_parent ? ops->set_parent(core->hw, (u8)index) : 0;
}

int clk_core_set_parent_locked(struct clk_core *core, struct clk_core *parent,
			       const struct clk_rate_switch *rs)
{
	const struct clk_ops *ops = core->ops;
	int old_index = core->parent_index, index = -1, ret;
	struct clk_core *cur;

	if (!core->hw)
		return -ENODEV;
	cur = clk_core_parent_locked(core);
	if (cur == parent)
		return 0;
	if (core->num_parents > 1 && !(ops && ops->set_parent))
		return -EPERM;
	if ((core->flags & CLK_SET_PARENT_GATE) && core->prepare_count)
		return -EBUSY;
	if (parent) {
		index = parent_index_locked(core, parent);
		if (index < 0) {
			pr_debug("clk: %s cannot be the parent of %s\n",
				 parent->name, core->name);
			return index;
		}
	}
	if (core->prepare_count) {
		ret = hold_for_switch_locked(core, parent);
		if (ret)
			return ret;
	}
	if (parent)
		parent->refs++;
	core->parent = parent;
	core->parent_index = index;
	ret = switch_hw_locked(core, index, rs);
	if (ret) {
		core->parent = cur;
		core->parent_index = old_index;
		if (parent)
			parent->refs--; /* its registration holds another */
	}
	if (core->prepare_count)
		release_after_switch_locked(core, parent, !ret);
	if (!ret)
		clk_core_put_locked(cur);
	return ret;
}

void clk_core_reparent_locked(struct clk_core *core, struct clk_core *parent)
{
	struct clk_core *old = clk_core_parent_locked(core);
	struct clk_core *prepared = core->prepared_parent;
	struct clk_core *enabled = core->enabled_parent;
	int index = parent ? parent_index_locked(core, parent) : -1;

	if (old == parent)
		return;
	if (index < 0 && parent) {
		pr_warn("clk: %s cannot be the parent of %s\n", parent->name,
			core->name);
		return;
	}
	if (parent)
		parent->refs++;
	core->parent = parent;
	core->parent_index = index;
	core->prepared_parent = NULL;
	core->enabled_parent = NULL;
	if (parent)
		carry_counts_locked(core, parent);
	clk_core_disable_locked(enabled);
	clk_core_unprepare_locked(prepared);
	clk_core_put_locked(old);
}

void clk_hw_reparent(struct clk_hw *hw, struct clk_hw *new_parent)
{
	if (!hw)
		return;
	clk_lock();
	if (hw->core && (!new_parent || new_parent->core))
		clk_core_reparent_locked(hw->core,
					 new_parent ? new_parent->core : NULL);
	clk_unlock();
}

/*
 * The core's part of clk_set_parent() and clk_hw_set_parent(); @own is
 * the exclusivity the caller's handle holds, which does not bar it.
 */
static int set_parent(struct clk_core *core, struct clk_core *parent,
		      unsigned int own)
{
	int ret;

	clk_lock();
	if (core->hw && clk_core_parent_locked(core) == parent)
		ret = 0;
	else if (core->protect_count > own)
		ret = -EBUSY; /* another handle holds the rate */
	else {
		clk_notify_begin_locked();
		ret = clk_core_set_parent_locked(core, parent, NULL);
		if (!ret)
			clk_notify_post_locked();
	}
	clk_unlock();
	return ret;
}

int clk_set_parent(struct clk *clk, struct clk *parent)
{
	if (!clk)
		return 0;
	return set_parent(clk->core, parent ? parent->core : NULL,
			  clk->exclusive_count);
}

int clk_hw_set_parent(struct clk_hw *hw, struct clk_hw *parent)
{
	if (!hw || !hw->core)
		return -ENODEV;
	if (parent && !parent->core)
		return -EINVAL;
	return set_parent(hw->core, parent ? parent->core : NULL, 0);
}

struct clk *clk_get_parent(struct clk *clk)
{
	struct clk_core *parent = NULL;

	if (!clk)
		return NULL;
	clk_lock();
	if (clk->core->hw)
		parent = clk_core_parent_locked(clk->core);
	clk_unlock();
	return parent ? &parent->self : NULL;
}

bool clk_has_parent(const struct clk *clk, const struct clk *parent)
{
	bool has;

	if (!clk || !parent)
		return true;
	clk_lock();
	has = clk->core->parent == parent->core ||
	      parent_index_locked(clk->core, parent->core) >= 0;
	clk_unlock();
	return has;
}

unsigned int clk_hw_get_num_parents(const struct clk_hw *hw)
{
	return hw && hw->core ? hw->core->num_parents : 0;
}

struct clk_hw *clk_hw_get_parent_by_index(const struct clk_hw *hw,
					  unsigned int index)
{
	struct clk_core *parent = NULL;

	if (!hw)
		return NULL;
	clk_lock();
	if (hw->core)
		parent = clk_core_parent_by_index_locked(hw->core, index);
	clk_unlock();
	return parent ? parent->hw : NULL;
}

int clk_hw_get_parent_index(struct clk_hw *hw)
{
	int index = -EINVAL;

	if (!hw)
		return -EINVAL;
	clk_lock();
	if (hw->core && clk_core_parent_locked(hw->core))
		index = hw->core->parent_index;
	clk_unlock();
	return index;
}
