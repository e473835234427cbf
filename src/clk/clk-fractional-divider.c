// SPDX-License-Identifier: MIT
/*
 * clk-fractional-divider.c - a clock at its parent's rate * m / n, both
 * register fields: the output is the parent's rate times the fraction
 * nearest the one asked for that the fields can hold, as
 * rational_best_approximation() finds it.
 */
#include <linux/bits.h>
#include <linux/bitops.h>
#include <linux/clk-provider.h>
#include <linux/kernel.h>
#include <linux/rational.h>
#include <linux/slab.h>

#include "clk/clk.h"
#include "clk/clk-reg.h"

/* The largest m and n the fields hold (one more when zero-based). */
static void fd_limits(const struct clk_fractional_divider *fd,
		      unsigned long *max_m, unsigned long *max_n)
{
	bool zero = fd->flags & CLK_FRAC_DIVIDER_ZERO_BASED;

	*max_m = (unsigned long)(((u64)1 << fd->mwidth) - !zero);
	*max_n = (unsigned long)(((u64)1 << fd->nwidth) - !zero);
}

void clk_fractional_divider_general_approximation(struct clk_hw *hw,
						  unsigned long rate,
						  unsigned long *parent_rate,
						  unsigned long *m,
						  unsigned long *n)
{
	struct clk_fractional_divider *fd = to_clk_fd(hw);
	unsigned long max_m, max_n, scale;

	/*
	 * As Linux: with a power-of-two prescaler after the divider, ask for
	 * the rate that many times higher, so the fraction keeps its bits.
	 */
	if (fd->flags & CLK_FRAC_DIVIDER_POWER_OF_TWO_PS) {
		scale = fls_long(*parent_rate / rate - 1);
		if (scale > fd->nwidth)
			rate <<= scale - fd->nwidth;
	}
	fd_limits(fd, &max_m, &max_n);
	rational_best_approximation(rate, *parent_rate, max_m, max_n, m, n);
}

static u32 fd_field_mask(u8 shift, u8 width)
{
	return (u32)(((u64)1 << width) - 1) << shift;
}

static unsigned long fd_recalc_rate(struct clk_hw *hw,
				    unsigned long parent_rate)
{
	struct clk_fractional_divider *fd = to_clk_fd(hw);
	u32 val =
		clk_reg_read(fd->reg, fd->flags & CLK_FRAC_DIVIDER_BIG_ENDIAN);
	unsigned long m = (val & fd_field_mask(fd->mshift, fd->mwidth)) >>
			  fd->mshift;
	unsigned long n = (val & fd_field_mask(fd->nshift, fd->nwidth)) >>
			  fd->nshift;

	if (fd->flags & CLK_FRAC_DIVIDER_ZERO_BASED) {
		m++;
		n++;
	}
	if (!m || !n)
		return parent_rate;
	return (unsigned long)((u64)parent_rate * m / n);
}

static long fd_round_rate(struct clk_hw *hw, unsigned long rate,
			  unsigned long *parent_rate)
{
	struct clk_fractional_divider *fd = to_clk_fd(hw);
	unsigned long m, n;

	if (!rate || (!clk_hw_can_set_rate_parent(hw) && rate >= *parent_rate))
		return (long)*parent_rate;
	if (fd->approximation)
		fd->approximation(hw, rate, parent_rate, &m, &n);
	else
		clk_fractional_divider_general_approximation(
			hw, rate, parent_rate, &m, &n);
	return (long)((u64)*parent_rate * m / n);
}

static int fd_set_rate(struct clk_hw *hw, unsigned long rate,
		       unsigned long parent_rate)
{
	struct clk_fractional_divider *fd = to_clk_fd(hw);
	u32 mmask = fd_field_mask(fd->mshift, fd->mwidth);
	u32 nmask = fd_field_mask(fd->nshift, fd->nwidth);
	unsigned long m, n, max_m, max_n;

	fd_limits(fd, &max_m, &max_n);
	rational_best_approximation(rate, parent_rate, max_m, max_n, &m, &n);
	if (fd->flags & CLK_FRAC_DIVIDER_ZERO_BASED) {
		m--;
		n--;
	}
	clk_reg_update(fd->reg, fd->lock,
		       fd->flags & CLK_FRAC_DIVIDER_BIG_ENDIAN, false,
		       mmask | nmask,
		       (u32)(m << fd->mshift) | (u32)(n << fd->nshift));
	return 0;
}

const struct clk_ops clk_fractional_divider_ops = {
	.recalc_rate = fd_recalc_rate,
	.round_rate = fd_round_rate,
	.set_rate = fd_set_rate,
};

struct clk_hw *clk_hw_register_fractional_divider(
	struct device *dev, const char *name, const char *parent_name,
	unsigned long flags, void __iomem *reg, u8 mshift, u8 mwidth, u8 nshift,
	u8 nwidth, u8 clk_divider_flags, spinlock_t *lock)
{
	struct clk_init_data init = {
		.name = name,
		.ops = &clk_fractional_divider_ops,
		.parent_names = parent_name ? &parent_name : NULL,
		.num_parents = parent_name ? 1 : 0,
		.flags = flags,
	};
	struct clk_fractional_divider *fd;
	int ret;

	fd = kzalloc(sizeof(*fd), GFP_KERNEL);
	if (!fd)
		return ERR_PTR(-ENOMEM);
	fd->reg = reg;
	fd->mshift = mshift;
	fd->mwidth = mwidth;
	fd->nshift = nshift;
	fd->nwidth = nwidth;
	fd->flags = clk_divider_flags;
	fd->lock = lock;
	fd->hw.init = &init;
	ret = clk_hw_register(dev, &fd->hw);
	if (ret) {
		kfree(fd);
		return ERR_PTR(ret);
	}
	return &fd->hw;
}

struct clk *clk_register_fractional_divider(
	struct device *dev, const char *name, const char *parent_name,
	unsigned long flags, void __iomem *reg, u8 mshift, u8 mwidth, u8 nshift,
	u8 nwidth, u8 clk_divider_flags, spinlock_t *lock)
{
	return clk_hw_handle(clk_hw_register_fractional_divider(
		dev, name, parent_name, flags, reg, mshift, mwidth, nshift,
		nwidth, clk_divider_flags, lock));
}

void clk_hw_unregister_fractional_divider(struct clk_hw *hw)
{
	if (IS_ERR_OR_NULL(hw))
		return;
	clk_hw_unregister(hw);
	kfree(to_clk_fd(hw));
}
