// SPDX-License-Identifier: MIT
/*
 * clk.c - the clock framework's core: registered clocks, their parents,
 * counted prepare and enable, rates computed along the parent chain.
 *
 * A clock's parent is found when first needed (a rate, a prepare) or when
 * it registers, so providers may register in any order (clk-parent.c).
 * Rates are never cached: each is computed from the parent the clock has
 * now, so a new parent's rate shows at once in the whole subtree. All
 * state is under the clock lock, the providers' callbacks run with it
 * held; it is the framework's own (Linux's prepare_lock), taken before
 * the driver core's lock, so that a callback may write a simulated
 * register or a GPIO line, which take that one.
 */
#include <string.h>

#include <linux/clk-provider.h>
#include <linux/device.h>
#include <linux/limits.h>
#include <linux/mutex.h>
#include <linux/printk.h>
#include <linux/slab.h>
#include <platdev/port.h>

#include "clk/clk.h"

struct clk_core *clk_cores;

static DEFINE_MUTEX(clk_mutex);
/*
 * The thread holding clk_mutex (its thread slot's address, which is
 * unique per thread) and how often it took it. Only the owner stores its
 * own address, so a thread that reads its own there holds the lock.
 */
static void *clk_owner;
static unsigned int clk_depth;

void clk_lock(void)
{
	void *me = platdev_port_thread_slot();

	if (__atomic_load_n(&clk_owner, __ATOMIC_RELAXED) == me) {
		clk_depth++;
		return;
	}
	mutex_lock(&clk_mutex);
	__atomic_store_n(&clk_owner, me, __ATOMIC_RELAXED);
	clk_depth = 1;
}

void clk_unlock(void)
{
	if (--clk_depth)
		return;
	__atomic_store_n(&clk_owner, NULL, __ATOMIC_RELAXED);
	mutex_unlock(&clk_mutex);
}

struct clk_core *clk_core_lookup_locked(const char *name)
{
	struct clk_core *core;

	for (core = clk_cores; core; core = core->next)
		if (!strcmp(core->name, name))
			return core;
	return NULL;
}

static void core_free(struct clk_core *core)
{
	of_node_put(core->of_node);
	clk_core_parents_free(core);
	kfree(core->name);
	platdev_port_free(core);
}

void clk_core_put_locked(struct clk_core *core)
{
	struct clk_core *parent;

	while (core && !--core->refs) {
		parent = core->parent;
		core_free(core);
		core = parent;
	}
}

void clk_core_put(struct clk_core *core)
{
	clk_lock();
	clk_core_put_locked(core);
	clk_unlock();
}

/*
 * A value computed along @core's parent chain: its rate (@accuracy false)
 * or its accuracy, each from the parent's by the clock's recalc op, else
 * the parent's, else 0.
 */
static unsigned long chain_value_locked(struct clk_core *core,
					unsigned int depth, bool accuracy)
{
	const struct clk_ops *ops = core->ops;
	struct clk_core *parent;
	unsigned long pv = 0;

	if (!core->hw || depth > CLK_MAX_DEPTH)
		return 0;
	parent = clk_core_parent_locked(core);
	if (parent)
		pv = chain_value_locked(parent, depth + 1, accuracy);
	if (accuracy && ops && ops->recalc_accuracy)
		return ops->recalc_accuracy(core->hw, pv);
	if (!accuracy && ops && ops->recalc_rate)
		return ops->recalc_rate(core->hw, pv);
	return pv;
}

unsigned long clk_core_rate_locked(struct clk_core *core, unsigned int depth)
{
	return chain_value_locked(core, depth, false);
}

unsigned long clk_core_accuracy_locked(struct clk_core *core,
				       unsigned int depth)
{
	return chain_value_locked(core, depth, true);
}

void clk_core_unprepare_locked(struct clk_core *core)
{
	while (core) {
		if (!core->prepare_count) {
			pr_warn("clk: %s unprepared more often than prepared\n",
				core->name);
			return;
		}
		if (core->prepare_count == 1 && core->enable_count)
			pr_warn("clk: %s unprepared while enabled\n",
				core->name);
		if (--core->prepare_count)
			return;
		if (core->hw && core->ops && core->ops->unprepare)
			core->ops->unprepare(core->hw);
		core = core->prepared_parent;
	}
}

int clk_core_prepare_locked(struct clk_core *core, unsigned int depth)
{
	struct clk_core *parent;
	int ret;

	if (!core->hw)
		return -ENODEV;
	if (depth > CLK_MAX_DEPTH)
		return -ELOOP;
	if (!core->prepare_count) {
		parent = clk_core_parent_locked(core);
		if (parent) {
			ret = clk_core_prepare_locked(parent, depth + 1);
			if (ret)
				return ret;
		}
		if (core->ops && core->ops->prepare) {
			ret = core->ops->prepare(core->hw);
			if (ret) {
				if (parent)
					clk_core_unprepare_locked(parent);
				return ret;
			}
		}
		core->prepared_parent = parent;
	}
	core->prepare_count++;
	return 0;
}

void clk_core_disable_locked(struct clk_core *core)
{
	while (core) {
		if (!core->enable_count) {
			pr_warn("clk: %s disabled more often than enabled\n",
				core->name);
			return;
		}
		if (--core->enable_count)
			return;
		if (core->hw && core->ops && core->ops->disable)
			core->ops->disable(core->hw);
		core = core->enabled_parent;
	}
}

int clk_core_enable_locked(struct clk_core *core, unsigned int depth)
{
	struct clk_core *parent;
	int ret;

	if (!core->hw)
		return -ENODEV;
	if (depth > CLK_MAX_DEPTH)
		return -ELOOP;
	if (!core->prepare_count) {
		pr_warn("clk: %s enabled before it was prepared\n", core->name);
		return -ESHUTDOWN;
	}
	if (!core->enable_count) {
		/* The parent prepared with this clock is enabled with it. */
		parent = core->prepared_parent;
		if (parent) {
			ret = clk_core_enable_locked(parent, depth + 1);
			if (ret)
				return ret;
		}
		if (core->ops && core->ops->enable) {
			ret = core->ops->enable(core->hw);
			if (ret) {
				if (parent)
					clk_core_disable_locked(parent);
				return ret;
			}
		}
		core->enabled_parent = parent;
	}
	core->enable_count++;
	return 0;
}

int clk_prepare(struct clk *clk)
{
	int ret;

	if (IS_ERR_OR_NULL(clk))
		return 0;
	clk_lock();
	ret = clk_core_prepare_locked(clk->core, 0);
	clk_unlock();
	return ret;
}

void clk_unprepare(struct clk *clk)
{
	if (IS_ERR_OR_NULL(clk))
		return;
	clk_lock();
	clk_core_unprepare_locked(clk->core);
	clk_unlock();
}

int clk_enable(struct clk *clk)
{
	int ret;

	if (IS_ERR_OR_NULL(clk))
		return 0;
	clk_lock();
	ret = clk_core_enable_locked(clk->core, 0);
	clk_unlock();
	return ret;
}

void clk_disable(struct clk *clk)
{
	if (IS_ERR_OR_NULL(clk))
		return;
	clk_lock();
	clk_core_disable_locked(clk->core);
	clk_unlock();
}

int clk_prepare_enable(struct clk *clk)
{
	int ret = clk_prepare(clk);

	if (ret)
		return ret;
	ret = clk_enable(clk);
	if (ret)
		clk_unprepare(clk);
	return ret;
}

void clk_disable_unprepare(struct clk *clk)
{
	clk_disable(clk);
	clk_unprepare(clk);
}

unsigned long clk_get_rate(struct clk *clk)
{
	unsigned long rate;

	if (IS_ERR_OR_NULL(clk))
		return 0;
	clk_lock();
	rate = clk_core_rate_locked(clk->core, 0);
	clk_unlock();
	return rate;
}

/* ---- rates that can change ---- */

/*
 * The rate @core can run at nearest @rate (as its determine_rate or
 * round_rate says; through the parent for a pass-through clock with
 * CLK_SET_RATE_PARENT; else its current rate), in *@parent_rate the
 * parent rate that needs and, when @best_parent is given, in it the parent
 * that would give it (another one than its own for a mux).
 */
long clk_core_round_locked(struct clk_core *core, unsigned long rate,
			   unsigned long *parent_rate,
			   struct clk_core **best_parent, unsigned int depth)
{
	struct clk_core *parent;
	unsigned long prate;

	if (!core->hw)
		return -ENODEV;
	if (depth > CLK_MAX_DEPTH)
		return -ELOOP;
	parent = clk_core_parent_locked(core);
	prate = parent ? clk_core_rate_locked(parent, depth + 1) : 0;
	*parent_rate = prate;
	if (best_parent)
		*best_parent = parent;
	rate = clamp(rate, core->min_rate, core->max_rate);
	if (core->ops && core->ops->determine_rate) {
		struct clk_rate_request req = {
			.rate = rate,
			.min_rate = core->min_rate,
			.max_rate = core->max_rate,
			.best_parent_rate = prate,
			.best_parent_hw = parent ? parent->hw : NULL,
		};
		int ret = core->ops->determine_rate(core->hw, &req);

		if (ret)
			return ret;
		*parent_rate = req.best_parent_rate;
		if (best_parent && req.best_parent_hw)
			*best_parent = req.best_parent_hw->core;
		return req.rate;
	}
	if (core->ops && core->ops->round_rate)
		return core->ops->round_rate(core->hw, rate, parent_rate);
	if ((core->flags & CLK_SET_RATE_PARENT) && parent &&
	    !(core->ops && core->ops->recalc_rate)) {
		unsigned long unused;
		long r = clk_core_round_locked(parent, rate, &unused, NULL,
					       depth + 1);

		if (r >= 0)
			*parent_rate = r;
		return r;
	}
	return clk_core_rate_locked(core, depth);
}

static int set_rate_locked(struct clk_core *core, unsigned long rate,
			   unsigned int depth);

/*
 * As Linux: a clock with set_rate_and_parent that must change both its
 * parent (to @best, which then runs at @prate, set first when it may be)
 * and its rate (to @rate, rounded) does both in that one call.
 */
static int set_rate_and_parent_locked(struct clk_core *core,
				      struct clk_core *best, unsigned long rate,
				      unsigned long prate, unsigned int depth)
{
	struct clk_rate_switch rs = { .rate = rate };
	int ret;

	if ((core->flags & CLK_SET_RATE_PARENT) &&
	    prate != clk_core_rate_locked(best, depth + 1)) {
		ret = set_rate_locked(best, prate, depth + 1);
		if (ret)
			return ret;
	}
	rs.parent_rate = clk_core_rate_locked(best, depth + 1);
	return clk_core_set_parent_locked(core, best, &rs);
}

/*
 * Set @core to @rate (rounded): first to the parent rounding chose (a
 * mux), then the parent's rate if it must change, then its own.
 */
static int set_rate_locked(struct clk_core *core, unsigned long rate,
			   unsigned int depth)
{
	struct clk_core *parent, *best;
	unsigned long prate;
	long r = clk_core_round_locked(core, rate, &prate, &best, depth);
	int ret;

	if (r < 0)
		return r;
	parent = clk_core_parent_locked(core);
	if (best && best != parent && core->ops &&
	    core->ops->set_rate_and_parent)
		return set_rate_and_parent_locked(core, best, r, prate, depth);
	if (best && best != parent) {
		ret = clk_core_set_parent_locked(core, best, NULL);
		if (ret)
			return ret;
		parent = best;
	}
	if (parent && (core->flags & CLK_SET_RATE_PARENT) &&
	    prate != clk_core_rate_locked(parent, depth + 1)) {
		ret = set_rate_locked(parent, prate, depth + 1);
		if (ret)
			return ret;
	}
	if (core->ops && core->ops->set_rate)
		return core->ops->set_rate(
			core->hw, r,
			parent ? clk_core_rate_locked(parent, depth + 1) : 0);
	if (parent && ((core->flags & CLK_SET_RATE_PARENT) ||
		       (core->ops && core->ops->set_parent)))
		return 0;
	return -EINVAL; /* nothing here can change the rate */
}

/* set_rate_locked() between the rate-change notifications. */
static int set_rate_notified_locked(struct clk_core *core, unsigned long rate,
				    unsigned long rounded)
{
	int ret;

	clk_notify_begin_locked();
	ret = clk_notify_pre_locked(core, rounded);
	if (!ret)
		ret = set_rate_locked(core, rate, 0);
	if (ret)
		clk_notify_abort_locked();
	else
		clk_notify_post_locked();
	return ret;
}

long clk_round_rate(struct clk *clk, unsigned long rate)
{
	unsigned long prate;
	long r;

	if (IS_ERR_OR_NULL(clk))
		return 0;
	clk_lock();
	r = clk_core_round_locked(clk->core, rate, &prate, NULL, 0);
	clk_unlock();
	return r;
}

/*
 * Set @clk's rate, held against it by clk_rate_exclusive_get() calls of
 * other handles beyond @own of its own. Clock lock held.
 */
static int consumer_set_rate_locked(struct clk *clk, unsigned long rate,
				    unsigned int own)
{
	struct clk_core *core = clk->core;
	unsigned long prate;
	long rounded;

	/*
	 * As Linux: nothing to do when the rate the clock would round to is
	 * the one it runs at (a fixed clock, or a gate, asked for any rate);
	 * else the rate must be in the clock's range and not held by another
	 * handle's clk_rate_exclusive_get().
	 */
	rounded = clk_core_round_locked(core, rate, &prate, NULL, 0);
	if (rounded < 0)
		return (int)rounded;
	if ((unsigned long)rounded == clk_core_rate_locked(core, 0))
		return 0;
	if (core->protect_count > own)
		return -EBUSY;
	if ((unsigned long)rounded < core->min_rate ||
	    (unsigned long)rounded > core->max_rate)
		return -EINVAL;
	return set_rate_notified_locked(core, rate, rounded);
}

int clk_set_rate(struct clk *clk, unsigned long rate)
{
	int ret;

	if (IS_ERR_OR_NULL(clk))
		return 0;
	clk_lock();
	ret = consumer_set_rate_locked(clk, rate, clk->exclusive_count);
	clk_unlock();
	return ret;
}

int clk_set_rate_exclusive(struct clk *clk, unsigned long rate)
{
	int ret;

	if (IS_ERR_OR_NULL(clk))
		return 0;
	clk_lock();
	/* As Linux: this handle's own hold counts against it too. */
	ret = consumer_set_rate_locked(clk, rate, 0);
	if (!ret) {
		clk->core->protect_count++;
		clk->exclusive_count++;
	}
	clk_unlock();
	return ret;
}

long clk_hw_round_rate(struct clk_hw *hw, unsigned long rate)
{
	unsigned long prate;
	long r = 0;

	if (!hw)
		return 0;
	clk_lock();
	if (hw->core)
		r = clk_core_round_locked(hw->core, rate, &prate, NULL, 0);
	clk_unlock();
	return r < 0 ? 0 : r;
}

void clk_hw_set_rate_range(struct clk_hw *hw, unsigned long min_rate,
			   unsigned long max_rate)
{
	if (!hw || min_rate > max_rate) {
		pr_err("clk: %s: invalid rate range [%lu, %lu]\n",
		       clk_hw_get_name(hw), min_rate, max_rate);
		return;
	}
	clk_lock();
	if (hw->core) {
		hw->core->min_rate = min_rate;
		hw->core->max_rate = max_rate;
	}
	clk_unlock();
}

void clk_hw_get_rate_range(struct clk_hw *hw, unsigned long *min_rate,
			   unsigned long *max_rate)
{
	unsigned long lo = 0, hi = ULONG_MAX;

	clk_lock();
	if (hw && hw->core) {
		lo = hw->core->min_rate;
		hi = hw->core->max_rate;
	}
	clk_unlock();
	*min_rate = lo;
	*max_rate = hi;
}

int clk_rate_exclusive_get(struct clk *clk)
{
	if (IS_ERR_OR_NULL(clk))
		return 0;
	clk_lock();
	clk->core->protect_count++;
	clk->exclusive_count++;
	clk_unlock();
	return 0;
}

void clk_rate_exclusive_put(struct clk *clk)
{
	if (IS_ERR_OR_NULL(clk))
		return;
	clk_lock();
	if (!clk->exclusive_count) {
		pr_warn("clk: %s: clk_rate_exclusive_put() without get\n",
			clk->core->name);
	} else {
		clk->exclusive_count--;
		clk->core->protect_count--;
	}
	clk_unlock();
}

static void devm_exclusive_put(void *clk)
{
	clk_rate_exclusive_put(clk);
}

int devm_clk_rate_exclusive_get(struct device *dev, struct clk *clk)
{
	int ret = clk_rate_exclusive_get(clk);

	if (ret)
		return ret;
	return devm_add_action_or_reset(dev, devm_exclusive_put, clk);
}

struct clk *clk_hw_create_clk(struct device *dev, struct clk_hw *hw,
			      const char *con_id)
{
	struct clk *clk;

	if (IS_ERR_OR_NULL(hw))
		return hw ? ERR_CAST(hw) : ERR_PTR(-ENOENT);
	clk = platdev_port_alloc(sizeof(*clk));
	if (!clk)
		return ERR_PTR(-ENOMEM);
	clk_lock();
	if (!hw->core) {
		clk_unlock();
		platdev_port_free(clk);
		return ERR_PTR(-ENOENT);
	}
	hw->core->refs++;
	clk->core = hw->core;
	clk_unlock();
	clk->dev = dev;
	clk->con_id = con_id;
	return clk;
}

struct clk *clk_hw_get_clk(struct clk_hw *hw, const char *con_id)
{
	return clk_hw_create_clk(NULL, hw, con_id);
}

void clk_put(struct clk *clk)
{
	if (IS_ERR_OR_NULL(clk))
		return;
	/* As Linux: the handle's exclusivity goes with it. */
	clk_lock();
	clk->core->protect_count -= clk->exclusive_count;
	clk_unlock();
	clk_core_put(clk->core);
	platdev_port_free(clk);
}

/* Why @init cannot be registered (Linux's checks), or NULL. */
static const char *init_refused(const struct clk_init_data *init)
{
	const struct clk_ops *ops = init ? init->ops : NULL;
	bool get = ops && ops->get_parent, set = ops && ops->set_parent;

	if (!init)
		return "no init data";
	if (!init->name)
		return "no name";
	if (set && !get)
		return "set_parent without get_parent";
	if (set && !ops->determine_rate)
		return "set_parent without determine_rate";
	if (init->num_parents > 1 && !get)
		return "several parents without get_parent";
	if (ops && ops->set_rate_and_parent && !(set && ops->set_rate))
		return "set_rate_and_parent without set_parent and set_rate";
	return NULL;
}

/* The parent entry the hardware has selected, as @core's ops say. */
static int initial_parent_index(struct clk_core *core)
{
	if (!core->num_parents)
		return -1;
	if (core->num_parents > 1 && core->ops->get_parent)
		return core->ops->get_parent(core->hw);
	return 0;
}

/*
 * The ops Linux calls when it registers @core, in its order: init (its
 * error fails the registration), get_parent, get_phase (an error fails
 * it too; terminate is not called then, as in Linux).
 */
static int init_ops_locked(struct clk_core *core)
{
	const struct clk_ops *ops = core->ops;
	int ret;

	if (ops && ops->init) {
		ret = ops->init(core->hw);
		if (ret) {
			pr_err("clk: %s: init failed (%d)\n", core->name, ret);
			return ret;
		}
	}
	core->parent_index = initial_parent_index(core);
	if (ops && ops->get_phase) {
		ret = ops->get_phase(core->hw);
		if (ret < 0) {
			pr_warn("clk: failed to get the phase of %s\n",
				core->name);
			return ret;
		}
	}
	return 0;
}

int of_clk_hw_register(struct device_node *node, struct clk_hw *hw)
{
	const struct clk_init_data *init = hw ? hw->init : NULL;
	const char *refused = init_refused(init);
	struct clk_core *core;
	int ret;

	if (refused) {
		pr_err("clk: cannot register %s: %s\n",
		       init && init->name ? init->name : "(no name)", refused);
		return -EINVAL;
	}
	core = platdev_port_alloc(sizeof(*core));
	if (!core)
		return -ENOMEM;
	core->name = kstrdup(init->name, GFP_KERNEL);
	ret = core->name ? clk_core_parents_init(core, init) : -ENOMEM;
	if (ret)
		goto fail;
	core->of_node = of_node_get(node);
	core->ops = init->ops;
	core->flags = init->flags;
	core->hw = hw;
	core->refs = 1;
	core->max_rate = ULONG_MAX;
	core->self.core = core;
	clk_lock();
	if (clk_core_lookup_locked(core->name)) {
		clk_unlock();
		pr_err("clk: a clock named %s is already registered\n",
		       core->name);
		ret = -EEXIST;
		goto fail;
	}
	/* The ops called now may ask their clk_hw about the clock. */
	hw->core = core;
	ret = init_ops_locked(core);
	if (ret) {
		hw->core = NULL;
		clk_unlock();
		goto fail;
	}
	core->next = clk_cores;
	clk_cores = core;
	hw->core = core;
	hw->clk = &core->self;
	hw->init = NULL;
	/* Clocks waiting for this one as parent have it now. */
	clk_core_adopt_orphans_locked();
	clk_unlock();
	return 0;
fail:
	core_free(core);
	return ret;
}

int clk_hw_register(struct device *dev, struct clk_hw *hw)
{
	return of_clk_hw_register(dev ? dev->of_node : NULL, hw);
}

struct clk *clk_register(struct device *dev, struct clk_hw *hw)
{
	int ret = clk_hw_register(dev, hw);

	return ret ? ERR_PTR(ret) : hw->clk;
}

void clk_unregister(struct clk *clk)
{
	if (!IS_ERR_OR_NULL(clk))
		clk_hw_unregister(clk->core->hw);
}

struct clk *devm_clk_register(struct device *dev, struct clk_hw *hw)
{
	int ret = devm_clk_hw_register(dev, hw);

	return ret ? ERR_PTR(ret) : hw->clk;
}

/*
 * @core is going (its hw already cleared, so none of its operations run
 * again): each child gives back the prepare and enable counts it held on
 * it and becomes an orphan of rate 0, as Linux 6.12 makes it, to be
 * adopted with its counts by the next clock that answers to its parent
 * entry.
 */
static void orphan_children_locked(struct clk_core *core)
{
	struct clk_core *child;

	for (child = clk_cores; child; child = child->next) {
		if (child->parent != core)
			continue;
		if (child->enabled_parent == core) {
			clk_core_disable_locked(core);
			child->enabled_parent = NULL;
		}
		if (child->prepared_parent == core) {
			clk_core_unprepare_locked(core);
			child->prepared_parent = NULL;
		}
		child->parent = NULL;
		core->refs--; /* the registration's reference outlives this */
	}
}

void clk_hw_unregister(struct clk_hw *hw)
{
	struct clk_core **link, *core;

	if (IS_ERR_OR_NULL(hw))
		return;
	clk_lock();
	core = hw->core;
	if (!core) {
		clk_unlock();
		return;
	}
	for (link = &clk_cores; *link; link = &(*link)->next) {
		if (*link == core) {
			*link = core->next;
			break;
		}
	}
	if (core->ops && core->ops->terminate)
		core->ops->terminate(hw);
	core->hw = NULL;
	orphan_children_locked(core);
	if (core->prepare_count)
		pr_warn("clk: %s unregistered while prepared\n", core->name);
	hw->core = NULL;
	hw->clk = NULL;
	clk_unlock();
	clk_core_put(core);
}

const char *clk_hw_get_name(const struct clk_hw *hw)
{
	return hw && hw->core ? hw->core->name : NULL;
}

const char *__clk_get_name(const struct clk *clk)
{
	return IS_ERR_OR_NULL(clk) ? NULL : clk->core->name;
}

struct clk_hw *__clk_get_hw(struct clk *clk)
{
	return IS_ERR_OR_NULL(clk) ? NULL : clk->core->hw;
}

unsigned long clk_hw_get_flags(const struct clk_hw *hw)
{
	return hw && hw->core ? hw->core->flags : 0;
}

unsigned long clk_hw_get_rate(const struct clk_hw *hw)
{
	unsigned long rate = 0;

	if (!hw)
		return 0;
	clk_lock();
	if (hw->core)
		rate = clk_core_rate_locked(hw->core, 0);
	clk_unlock();
	return rate;
}

struct clk_hw *clk_hw_get_parent(const struct clk_hw *hw)
{
	struct clk_core *parent = NULL;

	if (!hw)
		return NULL;
	clk_lock();
	if (hw->core)
		parent = clk_core_parent_locked(hw->core);
	clk_unlock();
	return parent ? parent->hw : NULL;
}

void platdev_clk_hw_counts(const struct clk_hw *hw, unsigned int *prepare,
			   unsigned int *enable)
{
	unsigned int p = 0, e = 0;

	clk_lock();
	if (hw && hw->core) {
		p = hw->core->prepare_count;
		e = hw->core->enable_count;
	}
	clk_unlock();
	if (prepare)
		*prepare = p;
	if (enable)
		*enable = e;
}

bool clk_hw_is_prepared(const struct clk_hw *hw)
{
	unsigned int p;

	platdev_clk_hw_counts(hw, &p, NULL);
	return p != 0;
}

bool __clk_is_enabled(struct clk *clk)
{
	return !IS_ERR_OR_NULL(clk) && clk_hw_is_enabled(__clk_get_hw(clk));
}

bool clk_hw_is_enabled(const struct clk_hw *hw)
{
	bool on = false;

	/* As Linux: the hardware's answer when it has one, else the count. */
	clk_lock();
	if (hw && hw->core) {
		if (hw->core->ops && hw->core->ops->is_enabled)
			on = hw->core->ops->is_enabled(hw->core->hw) > 0;
		else
			on = hw->core->enable_count != 0;
	}
	clk_unlock();
	return on;
}
