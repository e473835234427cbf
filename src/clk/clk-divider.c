// SPDX-License-Identifier: MIT
/*
 * clk-divider.c - divider clocks: a register field says what the parent's
 * rate is divided by (field + 1, the field itself, 2^field, or a table),
 * as Linux's basic divider. Rounding picks the smallest divider whose rate
 * does not exceed the one asked for (the nearest one with
 * CLK_DIVIDER_ROUND_CLOSEST); with CLK_SET_RATE_PARENT it also asks the
 * parent, for each divider, for the rate that would suit best. The
 * divider_*() helpers are exported for providers with dividers of their
 * own register layout. The callbacks run with the clock core's lock held
 * (which the thread may take again for clk_hw_round_rate()).
 */
#include <linux/clk-provider.h>
#include <linux/device.h>
#include <linux/io.h>
#include <linux/kernel.h>
#include <linux/math.h>
#include <linux/slab.h>

#include "clk/clk-reg.h"
#include "clk/clk.h"

/* A divider's field as the helpers see it. */
struct div_spec {
	const struct clk_div_table *table;
	unsigned int mask; /* clk_div_mask(width) */
	unsigned long flags;
};

static struct div_spec spec_of(const struct clk_div_table *table, u8 width,
			       unsigned long flags)
{
	struct div_spec d = { table, clk_div_mask(width), flags };

	return d;
}

/* What field value @val divides by; 0 for none. */
static unsigned int val_to_div(const struct div_spec *d, unsigned int val)
{
	const struct clk_div_table *t;

	if (d->flags & CLK_DIVIDER_ONE_BASED)
		return val;
	if (d->flags & CLK_DIVIDER_POWER_OF_TWO)
		return 1u << val;
	if (d->flags & CLK_DIVIDER_MAX_AT_ZERO)
		return val ? val : d->mask + 1;
	if (d->table) {
		for (t = d->table; t->div; t++)
			if (t->val == val)
				return t->div;
		return 0;
	}
	return val + 1;
}

/* The field value for divider @div (a valid one). */
static unsigned int div_to_val(const struct div_spec *d, unsigned int div)
{
	const struct clk_div_table *t;

	if (d->flags & CLK_DIVIDER_ONE_BASED)
		return div;
	if (d->flags & CLK_DIVIDER_POWER_OF_TWO)
		return __builtin_ctz(div);
	if (d->flags & CLK_DIVIDER_MAX_AT_ZERO)
		return div == d->mask + 1 ? 0 : div;
	if (d->table) {
		for (t = d->table; t->div; t++)
			if (t->div == div)
				return t->val;
		return 0;
	}
	return div - 1;
}

/* Whether @div is one the field can hold. */
static bool div_valid(const struct div_spec *d, unsigned int div)
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
	return val <= d->mask && val_to_div(d, val) == div;
}

static unsigned int max_div(const struct div_spec *d)
{
	unsigned int best = 0, val;

	for (val = 0; val <= d->mask; val++) {
		unsigned int div = val_to_div(d, val);

		if (div > best)
			best = div;
	}
	return best;
}

/* The valid divider nearest @div upwards (@up) or downwards; 0: none. */
static unsigned int valid_near(const struct div_spec *d, unsigned int div,
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
	return (unsigned long)DIV_ROUND_UP_ULL((u64)parent_rate, div);
}

/* Whether @now is nearer @rate than @best as @flags round. */
static bool div_better(unsigned long rate, unsigned long now,
		       unsigned long best, unsigned long flags)
{
	if (flags & CLK_DIVIDER_ROUND_CLOSEST)
		return (now > rate ? now - rate : rate - now) <
		       (best > rate ? best - rate : rate - best);
	return now <= rate && now > best;
}

/* The divider of a fixed @parent_rate that gives @rate best. */
static unsigned int best_div(const struct div_spec *d,
			     unsigned long parent_rate, unsigned long rate)
{
	unsigned int up, down, want;

	if (!rate)
		rate = 1;
	want = DIV_ROUND_UP_ULL((u64)parent_rate, rate);
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

/*
 * The divider that gives @rate best when the parent @parent may change
 * its rate too: for each valid divider, the parent's rate rounded for
 * it; a divider the parent already suits exactly wins at once.
 * *@prate is set to the parent rate wanted.
 */
static unsigned int best_div_parent(const struct div_spec *d,
				    struct clk_hw *parent, unsigned long rate,
				    unsigned long *prate)
{
	unsigned int div, best = 0, top = max_div(d);
	unsigned long now, best_rate = 0, saved = *prate, want;

	if (!rate)
		rate = 1;
	for (div = 1; div <= top; div++) {
		if (!div_valid(d, div))
			continue;
		if ((u64)rate * div == saved) {
			*prate = saved;
			return div;
		}
		want = (u64)rate * div > ULONG_MAX ? ULONG_MAX : rate * div;
		now = clk_hw_round_rate(parent, want);
		if (div_better(rate, div_rate(now, div), best_rate, d->flags)) {
			best = div;
			best_rate = div_rate(now, div);
			*prate = now;
		}
	}
	if (!best) {
		best = max_div(d);
		*prate = clk_hw_round_rate(parent, 1);
	}
	return best;
}

unsigned long divider_recalc_rate(struct clk_hw *hw, unsigned long parent_rate,
				  unsigned int val,
				  const struct clk_div_table *table,
				  unsigned long flags, unsigned long width)
{
	struct div_spec d = spec_of(table, (u8)width, flags);
	unsigned int div = val_to_div(&d, val);

	if (!div) {
		if (!(flags & CLK_DIVIDER_ALLOW_ZERO))
			pr_warn("%s: Zero divisor and CLK_DIVIDER_ALLOW_ZERO not set\n",
				clk_hw_get_name(hw));
		return parent_rate;
	}
	return div_rate(parent_rate, div);
}

int divider_determine_rate(struct clk_hw *hw, struct clk_rate_request *req,
			   const struct clk_div_table *table, u8 width,
			   unsigned long flags)
{
	struct div_spec d = spec_of(table, width, flags);
	unsigned int div;

	if ((clk_hw_get_flags(hw) & CLK_SET_RATE_PARENT) &&
	    req->best_parent_hw) {
		div = best_div_parent(&d, req->best_parent_hw, req->rate,
				      &req->best_parent_rate);
	} else {
		div = best_div(&d, req->best_parent_rate, req->rate);
	}
	req->rate = div_rate(req->best_parent_rate, div);
	return 0;
}

int divider_ro_determine_rate(struct clk_hw *hw, struct clk_rate_request *req,
			      const struct clk_div_table *table, u8 width,
			      unsigned long flags, unsigned int val)
{
	struct div_spec d = spec_of(table, width, flags);
	unsigned int div = val_to_div(&d, val);

	if (!div)
		div = 1;
	if ((clk_hw_get_flags(hw) & CLK_SET_RATE_PARENT) && req->best_parent_hw)
		req->best_parent_rate = clk_hw_round_rate(
			req->best_parent_hw, (u64)req->rate * div > ULONG_MAX ?
						     ULONG_MAX :
						     req->rate * div);
	req->rate = div_rate(req->best_parent_rate, div);
	return 0;
}

/* A request of @rate to @parent at *@prate, for the round_rate helpers. */
static struct clk_rate_request
round_request(struct clk_hw *parent, unsigned long rate, unsigned long *prate)
{
	struct clk_rate_request req = {
		.rate = rate,
		.max_rate = ULONG_MAX,
		.best_parent_rate = *prate,
		.best_parent_hw = parent,
	};

	return req;
}

long divider_round_rate_parent(struct clk_hw *hw, struct clk_hw *parent,
			       unsigned long rate, unsigned long *prate,
			       const struct clk_div_table *table, u8 width,
			       unsigned long flags)
{
	struct clk_rate_request req = round_request(parent, rate, prate);

	divider_determine_rate(hw, &req, table, width, flags);
	*prate = req.best_parent_rate;
	return (long)req.rate;
}

long divider_ro_round_rate_parent(struct clk_hw *hw, struct clk_hw *parent,
				  unsigned long rate, unsigned long *prate,
				  const struct clk_div_table *table, u8 width,
				  unsigned long flags, unsigned int val)
{
	struct clk_rate_request req = round_request(parent, rate, prate);

	divider_ro_determine_rate(hw, &req, table, width, flags, val);
	*prate = req.best_parent_rate;
	return (long)req.rate;
}

int divider_get_val(unsigned long rate, unsigned long parent_rate,
		    const struct clk_div_table *table, u8 width,
		    unsigned long flags)
{
	struct div_spec d = spec_of(table, width, flags);
	unsigned int div, val;

	div = rate ? DIV_ROUND_UP_ULL((u64)parent_rate, rate) : 0;
	if (!div || (table && !div_valid(&d, div)) ||
	    (!table && (flags & CLK_DIVIDER_POWER_OF_TWO) && (div & (div - 1))))
		return -EINVAL;
	/* As Linux: a divider past the field's end gives its largest value. */
	val = div_to_val(&d, div);
	return (int)min(val, d.mask);
}

static unsigned int read_field(const struct clk_divider *div)
{
	return (clk_reg_read(div->reg, div->flags & CLK_DIVIDER_BIG_ENDIAN) >>
		div->shift) &
	       clk_div_mask(div->width);
}

static unsigned long clk_divider_recalc_rate(struct clk_hw *hw,
					     unsigned long parent_rate)
{
	struct clk_divider *div = to_clk_divider(hw);

	return divider_recalc_rate(hw, parent_rate, read_field(div), div->table,
				   div->flags, div->width);
}

static int clk_divider_determine_rate(struct clk_hw *hw,
				      struct clk_rate_request *req)
{
	struct clk_divider *div = to_clk_divider(hw);

	if (div->flags & CLK_DIVIDER_READ_ONLY)
		return divider_ro_determine_rate(hw, req, div->table,
						 div->width, div->flags,
						 read_field(div));
	return divider_determine_rate(hw, req, div->table, div->width,
				      div->flags);
}

static int clk_divider_set_rate(struct clk_hw *hw, unsigned long rate,
				unsigned long parent_rate)
{
	struct clk_divider *div = to_clk_divider(hw);
	int val = divider_get_val(rate, parent_rate, div->table, div->width,
				  div->flags);

	if (val < 0)
		return val;
	clk_reg_update(div->reg, div->lock, div->flags & CLK_DIVIDER_BIG_ENDIAN,
		       div->flags & CLK_DIVIDER_HIWORD_MASK,
		       clk_div_mask(div->width) << div->shift,
		       (u32)val << div->shift);
	return 0;
}

const struct clk_ops clk_divider_ops = {
	.recalc_rate = clk_divider_recalc_rate,
	.determine_rate = clk_divider_determine_rate,
	.set_rate = clk_divider_set_rate,
};

const struct clk_ops clk_divider_ro_ops = {
	.recalc_rate = clk_divider_recalc_rate,
	.determine_rate = clk_divider_determine_rate,
};

struct clk_hw *__clk_hw_register_divider(
	struct device *dev, struct device_node *np, const char *name,
	const char *parent_name, const struct clk_hw *parent_hw,
	const struct clk_parent_data *parent_data, unsigned long flags,
	void __iomem *reg, u8 shift, u8 width, u8 clk_divider_flags,
	const struct clk_div_table *table, spinlock_t *lock)
{
	struct clk_init_data init = {
		.name = name,
		.ops = (clk_divider_flags & CLK_DIVIDER_READ_ONLY) ?
			       &clk_divider_ro_ops :
			       &clk_divider_ops,
		.flags = flags,
	};
	struct clk_divider *div;
	int ret;

	if (!width || width > 16 ||
	    ((clk_divider_flags & CLK_DIVIDER_HIWORD_MASK) &&
	     width + shift > 16) ||
	    width + shift > 32) {
		pr_warn("divider value exceeds LOWORD field\n");
		return ERR_PTR(-EINVAL);
	}
	clk_init_one_parent(&init, &parent_name, &parent_hw, parent_data);
	div = kzalloc(sizeof(*div), GFP_KERNEL);
	if (!div)
		return ERR_PTR(-ENOMEM);
	div->reg = reg;
	div->shift = shift;
	div->width = width;
	div->flags = clk_divider_flags;
	div->table = table;
	div->lock = lock;
	div->hw.init = &init;
	ret = clk_hw_register_dev_or_np(dev, np, &div->hw);
	if (ret) {
		kfree(div);
		return ERR_PTR(ret);
	}
	return &div->hw;
}

struct clk *clk_register_divider_table(struct device *dev, const char *name,
				       const char *parent_name,
				       unsigned long flags, void __iomem *reg,
				       u8 shift, u8 width, u8 clk_divider_flags,
				       const struct clk_div_table *table,
				       spinlock_t *lock)
{
	struct clk_hw *hw = __clk_hw_register_divider(
		dev, NULL, name, parent_name, NULL, NULL, flags, reg, shift,
		width, clk_divider_flags, table, lock);

	return clk_hw_handle(hw);
}

void clk_hw_unregister_divider(struct clk_hw *hw)
{
	if (IS_ERR_OR_NULL(hw))
		return;
	clk_hw_unregister(hw);
	kfree(to_clk_divider(hw));
}

void clk_unregister_divider(struct clk *clk)
{
	clk_hw_unregister_divider(__clk_get_hw(clk));
}

static void devm_divider_release(void *hw)
{
	clk_hw_unregister_divider(hw);
}

struct clk_hw *__devm_clk_hw_register_divider(
	struct device *dev, struct device_node *np, const char *name,
	const char *parent_name, const struct clk_hw *parent_hw,
	const struct clk_parent_data *parent_data, unsigned long flags,
	void __iomem *reg, u8 shift, u8 width, u8 clk_divider_flags,
	const struct clk_div_table *table, spinlock_t *lock)
{
	struct clk_hw *hw = __clk_hw_register_divider(
		dev, np, name, parent_name, parent_hw, parent_data, flags, reg,
		shift, width, clk_divider_flags, table, lock);

	return clk_hw_devm_keep(dev, hw, devm_divider_release);
}
