// SPDX-License-Identifier: MIT
/*
 * clk-mux.c - multiplexer clocks: a register field selects one of the
 * clock's parents (its value the entry, the entry + 1, a bit per entry,
 * or a table's), as Linux's basic mux; and the determine_rate that picks
 * the parent whose rate suits a request best, which other multi-parent
 * clocks use too. With CLK_MUX_HIWORD_MASK a write carries its own mask
 * in the upper half, otherwise the field is changed by read-modify-write
 * under the shared lock. The callbacks run with the clock core's lock
 * held.
 */
#include <linux/bitops.h>
#include <linux/clk-provider.h>
#include <linux/device.h>
#include <linux/io.h>
#include <linux/slab.h>

#include "clk/clk-reg.h"
#include "clk/clk.h"

int clk_mux_val_to_index(struct clk_hw *hw, const u32 *table,
			 unsigned int flags, unsigned int val)
{
	unsigned int num_parents = clk_hw_get_num_parents(hw);
	unsigned int i;

	if (table) {
		for (i = 0; i < num_parents; i++)
			if (table[i] == val)
				return (int)i;
		return -EINVAL;
	}
	if (val && (flags & CLK_MUX_INDEX_BIT))
		val = __builtin_ctz(val);
	if (val && (flags & CLK_MUX_INDEX_ONE))
		val--;
	return val < num_parents ? (int)val : -EINVAL;
}

unsigned int clk_mux_index_to_val(const u32 *table, unsigned int flags,
				  u8 index)
{
	unsigned int val = index;

	if (table)
		return table[index];
	if (flags & CLK_MUX_INDEX_BIT)
		val = 1u << index;
	if (flags & CLK_MUX_INDEX_ONE)
		val++;
	return val;
}

static u8 mux_get_parent(struct clk_hw *hw)
{
	struct clk_mux *mux = to_clk_mux(hw);
	u32 val = clk_reg_read(mux->reg, mux->flags & CLK_MUX_BIG_ENDIAN);

	/* An unknown value makes an entry out of range: an orphan. */
	return (u8)clk_mux_val_to_index(hw, mux->table, mux->flags,
					(val >> mux->shift) & mux->mask);
}

static int mux_set_parent(struct clk_hw *hw, u8 index)
{
	struct clk_mux *mux = to_clk_mux(hw);
	u32 val = clk_mux_index_to_val(mux->table, mux->flags, index);

	clk_reg_update(mux->reg, mux->lock, mux->flags & CLK_MUX_BIG_ENDIAN,
		       mux->flags & CLK_MUX_HIWORD_MASK,
		       mux->mask << mux->shift, val << mux->shift);
	return 0;
}

/* Whether a parent at @now suits @rate better than the best so far. */
static bool better_rate(unsigned long rate, unsigned long now,
			unsigned long best, unsigned long flags)
{
	unsigned long d_now, d_best;

	if (!(flags & CLK_MUX_ROUND_CLOSEST))
		return now <= rate && now > best;
	d_now = now > rate ? now - rate : rate - now;
	d_best = best > rate ? best - rate : rate - best;
	return d_now < d_best;
}

/*
 * The rate @parent gives for @req: rounded through it when the mux may
 * change its parent's rate, else its rate now. Return: it or an error.
 */
static long parent_rate_for(struct clk_core *core, struct clk_core *parent,
			    unsigned long rate)
{
	unsigned long unused;

	if (core->flags & CLK_SET_RATE_PARENT)
		return clk_core_round_locked(parent, rate, &unused, NULL, 1);
	return (long)clk_core_rate_locked(parent, 1);
}

/* The mux rule; with @keep_parent only the current parent is tried. */
static int mux_determine(struct clk_hw *hw, struct clk_rate_request *req,
			 unsigned long flags, bool keep_parent)
{
	struct clk_core *core = hw->core, *parent, *best_parent = NULL;
	unsigned long best = 0;
	unsigned int i;
	long r;

	if (keep_parent) {
		parent = clk_core_parent_locked(core);
		r = parent ? parent_rate_for(core, parent, req->rate) : 0;
		if (r < 0)
			return (int)r;
		req->best_parent_rate = (unsigned long)r;
		req->rate = (unsigned long)r;
		return 0;
	}
	for (i = 0; i < core->num_parents; i++) {
		parent = clk_core_parent_by_index_locked(core, i);
		if (!parent)
			continue;
		r = parent_rate_for(core, parent, req->rate);
		if (r < 0)
			continue;
		if (better_rate(req->rate, (unsigned long)r, best, flags)) {
			best_parent = parent;
			best = (unsigned long)r;
		}
	}
	if (!best_parent)
		return -EINVAL;
	req->best_parent_hw = best_parent->hw;
	req->best_parent_rate = best;
	req->rate = best;
	return 0;
}

int clk_mux_determine_rate_flags(struct clk_hw *hw,
				 struct clk_rate_request *req,
				 unsigned long flags)
{
	return mux_determine(hw, req, flags,
			     hw->core->flags & CLK_SET_RATE_NO_REPARENT);
}

int __clk_mux_determine_rate(struct clk_hw *hw, struct clk_rate_request *req)
{
	return clk_mux_determine_rate_flags(hw, req, 0);
}

int __clk_mux_determine_rate_closest(struct clk_hw *hw,
				     struct clk_rate_request *req)
{
	return clk_mux_determine_rate_flags(hw, req, CLK_MUX_ROUND_CLOSEST);
}

int clk_hw_determine_rate_no_reparent(struct clk_hw *hw,
				      struct clk_rate_request *req)
{
	int ret;

	/* As Linux: the mux rule with the current parent only. */
	clk_lock();
	ret = mux_determine(hw, req, 0, true);
	clk_unlock();
	return ret;
}

static int mux_determine_rate(struct clk_hw *hw, struct clk_rate_request *req)
{
	return clk_mux_determine_rate_flags(hw, req, to_clk_mux(hw)->flags);
}

const struct clk_ops clk_mux_ops = {
	.get_parent = mux_get_parent,
	.set_parent = mux_set_parent,
	.determine_rate = mux_determine_rate,
};

const struct clk_ops clk_mux_ro_ops = {
	.get_parent = mux_get_parent,
};

struct clk_hw *__clk_hw_register_mux(struct device *dev, struct device_node *np,
				     const char *name, u8 num_parents,
				     const char *const *parent_names,
				     const struct clk_hw **parent_hws,
				     const struct clk_parent_data *parent_data,
				     unsigned long flags, void __iomem *reg,
				     u8 shift, u32 mask, u8 clk_mux_flags,
				     const u32 *table, spinlock_t *lock)
{
	struct clk_init_data init = {
		.name = name,
		.ops = (clk_mux_flags & CLK_MUX_READ_ONLY) ? &clk_mux_ro_ops :
							     &clk_mux_ops,
		.parent_names = parent_names,
		.parent_data = parent_data,
		.parent_hws = parent_hws,
		.num_parents = num_parents,
		.flags = flags,
	};
	struct clk_mux *mux;
	int ret;

	if ((clk_mux_flags & CLK_MUX_HIWORD_MASK) && mask &&
	    fls(mask) - ffs(mask) + 1 + shift > 16) {
		pr_err("mux value exceeds LOWORD field\n");
		return ERR_PTR(-EINVAL);
	}
	mux = kzalloc(sizeof(*mux), GFP_KERNEL);
	if (!mux)
		return ERR_PTR(-ENOMEM);
	mux->reg = reg;
	mux->shift = shift;
	mux->mask = mask;
	mux->flags = clk_mux_flags;
	mux->lock = lock;
	mux->table = table;
	mux->hw.init = &init;
	ret = dev || !np ? clk_hw_register(dev, &mux->hw) :
			   of_clk_hw_register(np, &mux->hw);
	if (ret) {
		kfree(mux);
		return ERR_PTR(ret);
	}
	return &mux->hw;
}

void clk_hw_unregister_mux(struct clk_hw *hw)
{
	if (IS_ERR_OR_NULL(hw))
		return;
	clk_hw_unregister(hw);
	kfree(to_clk_mux(hw));
}

struct clk *clk_register_mux_table(struct device *dev, const char *name,
				   const char *const *parent_names,
				   u8 num_parents, unsigned long flags,
				   void __iomem *reg, u8 shift, u32 mask,
				   u8 clk_mux_flags, const u32 *table,
				   spinlock_t *lock)
{
	return clk_hw_handle(clk_hw_register_mux_table(
		dev, name, parent_names, num_parents, flags, reg, shift, mask,
		clk_mux_flags, table, lock));
}

void clk_unregister_mux(struct clk *clk)
{
	clk_hw_unregister_mux(__clk_get_hw(clk));
}

static void devm_mux_release(void *hw)
{
	clk_hw_unregister_mux(hw);
}

struct clk_hw *__devm_clk_hw_register_mux(
	struct device *dev, struct device_node *np, const char *name,
	u8 num_parents, const char *const *parent_names,
	const struct clk_hw **parent_hws,
	const struct clk_parent_data *parent_data, unsigned long flags,
	void __iomem *reg, u8 shift, u32 mask, u8 clk_mux_flags,
	const u32 *table, spinlock_t *lock)
{
	struct clk_hw *hw =
		__clk_hw_register_mux(dev, np, name, num_parents, parent_names,
				      parent_hws, parent_data, flags, reg,
				      shift, mask, clk_mux_flags, table, lock);
	int ret;

	if (IS_ERR(hw))
		return hw;
	ret = devm_add_action_or_reset(dev, devm_mux_release, hw);
	return ret ? ERR_PTR(ret) : hw;
}
