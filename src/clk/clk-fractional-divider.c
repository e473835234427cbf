// SPDX-License-Identifier: MIT
/*
 * clk-fractional-divider.c - a clock at its parent's rate * m / n, both
 * register fields: the output is the parent's rate times the fraction
 * nearest the one asked for that the fields can hold.
 */
#include <linux/bits.h>
#include <linux/bitops.h>
#include <linux/clk-provider.h>
#include <linux/kernel.h>
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

/* How far @x / @y is from @num / @den, scaled by @den. */
static u64 fd_distance(u64 x, u64 y, u64 num, u64 den)
{
	u64 a = x * den, b = y * num;

	return (a > b ? a - b : b - a) / y;
}

/*
 * The fraction *@m / *@n nearest @num / @den with *@m <= @max_m and
 * *@n <= @max_n (both at least 1): the continued fraction's convergents
 * are followed while they fit; where the next does not, the largest
 * intermediate fraction towards it that fits is taken when it is nearer
 * than the last convergent (always when its step is over half the next
 * term's, never under half).
 */
static void fd_best_fraction(unsigned long num, unsigned long den,
			     unsigned long max_m, unsigned long max_n,
			     unsigned long *m, unsigned long *n)
{
	u64 p = num, q = den, m0 = 0, n0 = 1, m1 = 1, n1 = 0, a, t, r;
	bool nearer;

	while (q) {
		a = p / q;
		if (a * m1 + m0 > max_m || a * n1 + n0 > max_n) {
			t = a;
			if (m1)
				t = min_t(u64, t, (max_m - m0) / m1);
			if (n1)
				t = min_t(u64, t, (max_n - n0) / n1);
			nearer = 2 * t > a;
			if (t && n1 && 2 * t == a)
				nearer = fd_distance(t * m1 + m0, t * n1 + n0,
						     num, den) <
					 fd_distance(m1, n1, num, den);
			if (t && (nearer || !n1)) {
				m1 = t * m1 + m0;
				n1 = t * n1 + n0;
			}
			break;
		}
		r = p % q;
		t = m1;
		m1 = a * m1 + m0;
		m0 = t;
		t = n1;
		n1 = a * n1 + n0;
		n0 = t;
		p = q;
		q = r;
	}
	*m = m1 ? (unsigned long)m1 : 1;
	*n = n1 ? (unsigned long)n1 : 1;
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
	fd_best_fraction(rate, *parent_rate, max_m, max_n, m, n);
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
	fd_best_fraction(rate, parent_rate, max_m, max_n, &m, &n);
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
