// SPDX-License-Identifier: MIT
/*
 * clk-divider.c - divider clocks: a register field says what the parent's
 * rate is divided by (field + 1, the field itself, 2^field, or a table),
 * as Linux's basic divider. Rounding picks the smallest divider whose rate
 * does not exceed the one asked for (the nearest one with
 * CLK_DIVIDER_ROUND_CLOSEST); the parent's rate is left as it is.
 * The callbacks run with the clock core's lock held.
 */
#include <linux/clk-provider.h>
#include <linux/device.h>
#include <linux/io.h>
#include <linux/kernel.h>
#include <linux/slab.h>

#include "clk/clk-reg.h"

static unsigned int field_mask(const struct clk_divider *d)
{
	return (1u << d->width) - 1;
}

/* What field value @val divides by; 0 for none. */
static unsigned int val_to_div(const struct clk_divider *d, unsigned int val)
{
	const struct clk_div_table *t;

	if (d->flags & CLK_DIVIDER_ONE_BASED)
		return val;
	if (d->flags & CLK_DIVIDER_POWER_OF_TWO)
		return 1u << val;
	if (d->flags & CLK_DIVIDER_MAX_AT_ZERO)
		return val ? val : field_mask(d) + 1;
	if (d->table) {
		for (t = d->table; t->div; t++)
			if (t->val == val)
				return t->div;
		return 0;
	}
	return val + 1;
}

/* The field value for divider @div (a valid one). */
static unsigned int div_to_val(const struct clk_divider *d, unsigned int div)
{
	const struct clk_div_table *t;

	if (d->flags & CLK_DIVIDER_ONE_BASED)
		return div;
	if (d->flags & CLK_DIVIDER_POWER_OF_TWO)
		return __builtin_ctz(div);
	if (d->flags & CLK_DIVIDER_MAX_AT_ZERO)
		return div == field_mask(d) + 1 ? 0 : div;
	if (d->table) {
		for (t = d->table; t->div; t++)
			if (t->div == div)
				return t->val;
		return 0;
	}
	return div - 1;
}

static bool div_valid(const struct clk_divider *d, unsigned int div)
{
	unsigned int val;

	if (!div)
		return false;
	if (d->table) {
		const struct clk_div_table *t;

		for (t = d->table; t->div; t++)
			if (t->div == div)
				return true;
		return false;
	}
	if ((d->flags & CLK_DIVIDER_POWER_OF_TWO) && (div & (div - 1)))
		return false;
	val = div_to_val(d, div);
	return val <= field_mask(d) && val_to_div(d, val) == div;
}

static unsigned int max_div(const struct clk_divider *d)
{
	unsigned int best = 0, val;

	for (val = 0; val <= field_mask(d); val++) {
		unsigned int div = val_to_div(d, val);

		if (div > best)
			best = div;
	}
	return best;
}

/* The valid divider nearest @div upwards (@up) or downwards; 0: none. */
static unsigned int valid_near(const struct clk_divider *d, unsigned int div,
			       bool up)
{
	unsigned int top = max_div(d);

	if (up) {
		for (; div <= top; div++)
			if (div_valid(d, div))
				return div;
		return 0;
	}
	for (div = div > top ? top : div; div; div--)
		if (div_valid(d, div))
			return div;
	return 0;
}

static unsigned long div_rate(unsigned long parent_rate, unsigned int div)
{
	return DIV_ROUND_UP(parent_rate, div);
}

static unsigned int best_div(const struct clk_divider *d,
			     unsigned long parent_rate, unsigned long rate)
{
	unsigned int up, down, want;

	if (!rate)
		rate = 1;
	want = DIV_ROUND_UP(parent_rate, rate);
	up = valid_near(d, want ? want : 1, true);
	if (!up)
		up = max_div(d);
	if (!(d->flags & CLK_DIVIDER_ROUND_CLOSEST))
		return up;
	down = valid_near(d, parent_rate / rate, false);
	if (!down)
		return up;
	return rate - div_rate(parent_rate, up) <=
			       div_rate(parent_rate, down) - rate ?
		       up :
		       down;
}

static unsigned int read_field(const struct clk_divider *d)
{
	return (clk_reg_read(d->reg, d->flags & CLK_DIVIDER_BIG_ENDIAN) >>
		d->shift) &
	       field_mask(d);
}

static unsigned long divider_recalc_rate(struct clk_hw *hw,
					 unsigned long parent_rate)
{
	struct clk_divider *d = to_clk_divider(hw);
	unsigned int div = val_to_div(d, read_field(d));

	if (!div) {
		if (!(d->flags & CLK_DIVIDER_ALLOW_ZERO))
			pr_warn("%s: Zero divisor and CLK_DIVIDER_ALLOW_ZERO not set\n",
				clk_hw_get_name(hw));
		return parent_rate;
	}
	return div_rate(parent_rate, div);
}

static int divider_determine_rate(struct clk_hw *hw,
				  struct clk_rate_request *req)
{
	struct clk_divider *d = to_clk_divider(hw);

	req->rate = div_rate(req->best_parent_rate,
			     best_div(d, req->best_parent_rate, req->rate));
	return 0;
}

static int divider_ro_determine_rate(struct clk_hw *hw,
				     struct clk_rate_request *req)
{
	req->rate = divider_recalc_rate(hw, req->best_parent_rate);
	return 0;
}

static int divider_set_rate(struct clk_hw *hw, unsigned long rate,
			    unsigned long parent_rate)
{
	struct clk_divider *d = to_clk_divider(hw);
	unsigned int div = rate ? DIV_ROUND_UP(parent_rate, rate) : 0;

	if (!div_valid(d, div))
		return -EINVAL;
	clk_reg_update(d->reg, d->lock, d->flags & CLK_DIVIDER_BIG_ENDIAN,
		       d->flags & CLK_DIVIDER_HIWORD_MASK,
		       field_mask(d) << d->shift,
		       div_to_val(d, div) << d->shift);
	return 0;
}

const struct clk_ops clk_divider_ops = {
	.recalc_rate = divider_recalc_rate,
	.determine_rate = divider_determine_rate,
	.set_rate = divider_set_rate,
};

const struct clk_ops clk_divider_ro_ops = {
	.recalc_rate = divider_recalc_rate,
	.determine_rate = divider_ro_determine_rate,
};

struct clk_hw *clk_hw_register_divider_table(
	struct device *dev, const char *name, const char *parent_name,
	unsigned long flags, void __iomem *reg, u8 shift, u8 width,
	u8 clk_divider_flags, const struct clk_div_table *table,
	spinlock_t *lock)
{
	struct clk_init_data init = {
		.name = name,
		.ops = (clk_divider_flags & CLK_DIVIDER_READ_ONLY) ?
			       &clk_divider_ro_ops :
			       &clk_divider_ops,
		.parent_names = parent_name ? &parent_name : NULL,
		.num_parents = parent_name ? 1 : 0,
		.flags = flags,
	};
	struct clk_divider *d;
	int ret;

	if (!width || width > 16 ||
	    ((clk_divider_flags & CLK_DIVIDER_HIWORD_MASK) &&
	     width + shift > 16) ||
	    width + shift > 32) {
		pr_warn("divider value exceeds LOWORD field\n");
		return ERR_PTR(-EINVAL);
	}
	d = kzalloc(sizeof(*d), GFP_KERNEL);
	if (!d)
		return ERR_PTR(-ENOMEM);
	d->reg = reg;
	d->shift = shift;
	d->width = width;
	d->flags = clk_divider_flags;
	d->table = table;
	d->lock = lock;
	d->hw.init = &init;
	ret = clk_hw_register(dev, &d->hw);
	if (ret) {
		kfree(d);
		return ERR_PTR(ret);
	}
	return &d->hw;
}

struct clk_hw *clk_hw_register_divider(struct device *dev, const char *name,
				       const char *parent_name,
				       unsigned long flags, void __iomem *reg,
				       u8 shift, u8 width, u8 clk_divider_flags,
				       spinlock_t *lock)
{
	return clk_hw_register_divider_table(dev, name, parent_name, flags, reg,
					     shift, width, clk_divider_flags,
					     NULL, lock);
}

void clk_hw_unregister_divider(struct clk_hw *hw)
{
	if (IS_ERR_OR_NULL(hw))
		return;
	clk_hw_unregister(hw);
	kfree(to_clk_divider(hw));
}

static void devm_divider_release(void *hw)
{
	clk_hw_unregister_divider(hw);
}

struct clk_hw *
devm_clk_hw_register_divider(struct device *dev, const char *name,
			     const char *parent_name, unsigned long flags,
			     void __iomem *reg, u8 shift, u8 width,
			     u8 clk_divider_flags, spinlock_t *lock)
{
	struct clk_hw *hw = clk_hw_register_divider(dev, name, parent_name,
						    flags, reg, shift, width,
						    clk_divider_flags, lock);
	int ret;

	if (IS_ERR(hw))
		return hw;
	ret = devm_add_action_or_reset(dev, devm_divider_release, hw);
	return ret ? ERR_PTR(ret) : hw;
}
