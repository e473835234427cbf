// SPDX-License-Identifier: MIT
/*
 * clk-attr.c - a clock's attributes besides its rate: accuracy, phase,
 * duty cycle, the saved context of a power-off, and small queries.
 *
 * As rates, accuracies are computed along the parent chain whenever asked
 * (never cached), so CLK_GET_ACCURACY_NOCACHE changes nothing here. Phases
 * and duty cycles are asked of the clock's ops each time, as Linux does.
 */
#include <linux/clk-provider.h>
#include <linux/device.h>
#include <linux/math.h>
#include <linux/printk.h>

#include "clk/clk.h"

long clk_get_accuracy(struct clk *clk)
{
	unsigned long accuracy;

	if (IS_ERR_OR_NULL(clk))
		return 0;
	clk_lock();
	accuracy = clk_core_accuracy_locked(clk->core, 0);
	clk_unlock();
	return (long)accuracy;
}

/* Whether a handle other than one holding @own exclusivity holds @core's. */
static bool protected_from(const struct clk_core *core, unsigned int own)
{
	return core->protect_count > own;
}

int clk_set_phase(struct clk *clk, int degrees)
{
	struct clk_core *core;
	int ret = -EINVAL;

	if (IS_ERR_OR_NULL(clk))
		return 0;
	degrees %= 360;
	if (degrees < 0)
		degrees += 360;
	clk_lock();
	core = clk->core;
	if (!core->hw)
		ret = -ENODEV;
	else if (protected_from(core, clk->exclusive_count))
		ret = -EBUSY;
	else if (core->ops && core->ops->set_phase)
		ret = core->ops->set_phase(core->hw, degrees);
	clk_unlock();
	return ret;
}

int clk_get_phase(struct clk *clk)
{
	struct clk_core *core;
	int ret = 0;

	if (IS_ERR_OR_NULL(clk))
		return 0;
	clk_lock();
	core = clk->core;
	if (core->hw && core->ops && core->ops->get_phase)
		ret = core->ops->get_phase(core->hw);
	clk_unlock();
	return ret;
}

/*
 * @core's duty cycle into @duty: its get_duty_cycle's (50% and its error,
 * or -EINVAL for a ratio above 1, when that fails); else its parent's
 * with CLK_DUTY_CYCLE_PARENT; else 50%.
 */
static int duty_locked(struct clk_core *core, struct clk_duty *duty,
		       unsigned int depth)
{
	const struct clk_ops *ops = core->ops;
	struct clk_core *parent;
	int ret = 0;

	if (core->hw && ops && ops->get_duty_cycle) {
		ret = ops->get_duty_cycle(core->hw, duty);
		if (!ret && (!duty->den || duty->num > duty->den))
			ret = -EINVAL;
		if (!ret)
			return 0;
	} else if (core->hw && (core->flags & CLK_DUTY_CYCLE_PARENT) &&
		   depth < CLK_MAX_DEPTH) {
		parent = clk_core_parent_locked(core);
		if (parent)
			return duty_locked(parent, duty, depth + 1);
	}
	duty->num = 1;
	duty->den = 2;
	return ret;
}

int clk_get_scaled_duty_cycle(struct clk *clk, unsigned int scale)
{
	struct clk_duty duty;
	int ret;

	if (IS_ERR_OR_NULL(clk))
		return 0;
	clk_lock();
	ret = duty_locked(clk->core, &duty, 0);
	clk_unlock();
	return ret ? ret : (int)mult_frac(scale, duty.num, duty.den);
}

/*
 * Apply @duty to @core: its set_duty_cycle does; without one, the parent
 * does with CLK_DUTY_CYCLE_PARENT or CLK_SET_RATE_PARENT; else nothing is
 * done (and that is no error, as in Linux).
 */
static int set_duty_locked(struct clk_core *core, struct clk_duty *duty,
			   unsigned int own, unsigned int depth)
{
	const struct clk_ops *ops = core->ops;
	struct clk_core *parent;

	if (!core->hw)
		return -ENODEV;
	if (protected_from(core, own))
		return -EBUSY;
	if (ops && ops->set_duty_cycle)
		return ops->set_duty_cycle(core->hw, duty);
	if (!(core->flags & (CLK_DUTY_CYCLE_PARENT | CLK_SET_RATE_PARENT)) ||
	    depth >= CLK_MAX_DEPTH)
		return 0;
	parent = clk_core_parent_locked(core);
	return parent ? set_duty_locked(parent, duty, 0, depth + 1) : 0;
}

int clk_set_duty_cycle(struct clk *clk, unsigned int num, unsigned int den)
{
	struct clk_duty duty = { .num = num, .den = den };
	int ret;

	if (IS_ERR_OR_NULL(clk))
		return 0;
	if (!den || num > den)
		return -EINVAL;
	clk_lock();
	ret = set_duty_locked(clk->core, &duty, clk->exclusive_count, 0);
	clk_unlock();
	return ret;
}

/* How many parents up @core's chain goes. Clock lock held. */
static unsigned int chain_depth(const struct clk_core *core)
{
	unsigned int depth = 0;

	for (core = core->parent; core && depth < CLK_MAX_DEPTH;
	     core = core->parent)
		depth++;
	return depth;
}

/*
 * @fn on every registered clock, from the roots down as Linux walks its
 * tree (a parent before its children); stops at @fn's first error.
 */
static int roots_first_locked(int (*fn)(struct clk_core *core))
{
	struct clk_core *core;
	unsigned int depth, max = 0;
	int ret;

	for (core = clk_cores; core; core = core->next)
		max = max_t(unsigned int, max, chain_depth(core));
	for (depth = 0; depth <= max; depth++) {
		for (core = clk_cores; core; core = core->next) {
			if (chain_depth(core) != depth)
				continue;
			ret = fn(core);
			if (ret)
				return ret;
		}
	}
	return 0;
}

static int save_one(struct clk_core *core)
{
	if (core->ops && core->ops->save_context)
		return core->ops->save_context(core->hw);
	return 0;
}

static int restore_one(struct clk_core *core)
{
	if (core->ops && core->ops->restore_context)
		core->ops->restore_context(core->hw);
	return 0;
}

int clk_save_context(void)
{
	int ret;

	clk_lock();
	ret = roots_first_locked(save_one);
	clk_unlock();
	return ret;
}

void clk_restore_context(void)
{
	clk_lock();
	roots_first_locked(restore_one);
	clk_unlock();
}

bool clk_hw_rate_is_protected(const struct clk_hw *hw)
{
	bool protected = false;

	clk_lock();
	if (hw && hw->core)
	protected = hw->core->protect_count != 0;
	clk_unlock();
	return protected;
}

unsigned int __clk_get_enable_count(struct clk *clk)
{
	unsigned int count = 0;

	if (IS_ERR_OR_NULL(clk))
		return 0;
	clk_lock();
	count = clk->core->enable_count;
	clk_unlock();
	return count;
}

bool clk_is_match(const struct clk *p, const struct clk *q)
{
	if (p == q)
		return true;
	return !IS_ERR_OR_NULL(p) && !IS_ERR_OR_NULL(q) && p->core == q->core;
}
