// SPDX-License-Identifier: MIT
/*
 * clk-fixed-factor.c - a clock at a constant ratio of its parent's rate
 * (a fixed divider or multiplier): "fixed-factor-clock" in a device tree.
 */
#include <linux/clk-provider.h>
#include <linux/kernel.h>
#include <linux/string.h>
#include <linux/device.h>
#include <platdev/port.h>

#include "clk/clk.h"

static unsigned long fixed_factor_recalc(struct clk_hw *hw,
					 unsigned long parent_rate)
{
	struct clk_fixed_factor *fix =
		container_of(hw, struct clk_fixed_factor, hw);

	return (unsigned long)((u64)parent_rate * fix->mult / fix->div);
}

/*
 * As Linux: with CLK_SET_RATE_PARENT the parent is asked for the rate
 * that gives @rate, else the parent's rate is taken as it is.
 */
static long fixed_factor_round(struct clk_hw *hw, unsigned long rate,
			       unsigned long *prate)
{
	struct clk_fixed_factor *fix =
		container_of(hw, struct clk_fixed_factor, hw);

	if (clk_hw_get_flags(hw) & CLK_SET_RATE_PARENT)
		*prate = clk_hw_round_rate(clk_hw_get_parent(hw),
					   rate / fix->mult * fix->div);
	return (long)(*prate / fix->div * fix->mult);
}

static int fixed_factor_set_rate(struct clk_hw *hw, unsigned long rate,
				 unsigned long parent_rate)
{
	/* The parent's rate has been set; nothing here changes. */
	(void)hw;
	(void)rate;
	(void)parent_rate;
	return 0;
}

static unsigned long fixed_factor_recalc_accuracy(struct clk_hw *hw,
						  unsigned long parent_accuracy)
{
	struct clk_fixed_factor *fix = to_clk_fixed_factor(hw);

	if (fix->flags & CLK_FIXED_FACTOR_FIXED_ACCURACY)
		return fix->acc;
	return parent_accuracy;
}

const struct clk_ops clk_fixed_factor_ops = {
	.recalc_rate = fixed_factor_recalc,
	.recalc_accuracy = fixed_factor_recalc_accuracy,
	.round_rate = fixed_factor_round,
	.set_rate = fixed_factor_set_rate,
};

/*
 * Register a fixed-factor clock of parent @pd for node @np; with
 * CLK_FIXED_FACTOR_FIXED_ACCURACY in @fix_flags its accuracy is @acc.
 */
static struct clk_hw *
register_factor_acc(struct device_node *np, const char *name,
		    const struct clk_parent_data *pd, unsigned long flags,
		    unsigned int mult, unsigned int div, unsigned long acc,
		    unsigned int fix_flags)
{
	struct clk_init_data init = {
		.name = name,
		.ops = &clk_fixed_factor_ops,
		.parent_data = pd,
		.num_parents = 1,
		.flags = flags,
	};
	struct clk_fixed_factor *fix;
	int ret;

	if (!div)
		return ERR_PTR(-EINVAL);
	fix = platdev_port_alloc(sizeof(*fix));
	if (!fix)
		return ERR_PTR(-ENOMEM);
	memset(fix, 0, sizeof(*fix));
	fix->mult = mult;
	fix->div = div;
	fix->acc = acc;
	fix->flags = fix_flags;
	fix->hw.init = &init;
	ret = of_clk_hw_register(np, &fix->hw);
	if (ret) {
		platdev_port_free(fix);
		return ERR_PTR(ret);
	}
	return &fix->hw;
}

static struct clk_hw *register_factor(struct device_node *np, const char *name,
				      const struct clk_parent_data *pd,
				      unsigned long flags, unsigned int mult,
				      unsigned int div)
{
	return register_factor_acc(np, name, pd, flags, mult, div, 0, 0);
}

struct clk_hw *clk_hw_register_fixed_factor_with_accuracy_fwname(
	struct device *dev, struct device_node *np, const char *name,
	const char *fw_name, unsigned long flags, unsigned int mult,
	unsigned int div, unsigned long acc)
{
	const struct clk_parent_data pd = { .fw_name = fw_name, .index = -1 };

	return register_factor_acc(dev ? dev->of_node : np, name, &pd, flags,
				   mult, div, acc,
				   CLK_FIXED_FACTOR_FIXED_ACCURACY);
}

struct clk_hw *
clk_hw_register_fixed_factor_fwname(struct device *dev, struct device_node *np,
				    const char *name, const char *fw_name,
				    unsigned long flags, unsigned int mult,
				    unsigned int div)
{
	const struct clk_parent_data pd = { .fw_name = fw_name, .index = -1 };

	return register_factor(dev ? dev->of_node : np, name, &pd, flags, mult,
			       div);
}

struct clk_hw *clk_hw_register_fixed_factor(struct device *dev,
					    const char *name,
					    const char *parent_name,
					    unsigned long flags,
					    unsigned int mult, unsigned int div)
{
	const struct clk_parent_data pd = { .name = parent_name, .index = -1 };

	if (!parent_name)
		return ERR_PTR(-EINVAL);
	return register_factor(dev ? dev->of_node : NULL, name, &pd, flags,
			       mult, div);
}

struct clk_hw *
clk_hw_register_fixed_factor_index(struct device *dev, const char *name,
				   unsigned int index, unsigned long flags,
				   unsigned int mult, unsigned int div)
{
	const struct clk_parent_data pd = { .index = (int)index };

	return register_factor(dev ? dev->of_node : NULL, name, &pd, flags,
			       mult, div);
}

struct clk_hw *clk_hw_register_fixed_factor_parent_hw(
	struct device *dev, const char *name, const struct clk_hw *parent_hw,
	unsigned long flags, unsigned int mult, unsigned int div)
{
	const struct clk_parent_data pd = { .hw = parent_hw, .index = -1 };

	if (!parent_hw)
		return ERR_PTR(-EINVAL);
	return register_factor(dev ? dev->of_node : NULL, name, &pd, flags,
			       mult, div);
}

struct clk *clk_register_fixed_factor(struct device *dev, const char *name,
				      const char *parent_name,
				      unsigned long flags, unsigned int mult,
				      unsigned int div)
{
	struct clk_hw *hw = clk_hw_register_fixed_factor(dev, name, parent_name,
							 flags, mult, div);

	return clk_hw_handle(hw);
}

static void devm_factor_release(void *hw)
{
	clk_hw_unregister_fixed_factor(hw);
}

/* @hw (or its error), unregistered when @dev's driver unbinds. */
static struct clk_hw *devm_factor(struct device *dev, struct clk_hw *hw)
{
	return clk_hw_devm_keep(dev, hw, devm_factor_release);
}

struct clk_hw *
devm_clk_hw_register_fixed_factor(struct device *dev, const char *name,
				  const char *parent_name, unsigned long flags,
				  unsigned int mult, unsigned int div)
{
	return devm_factor(dev,
			   clk_hw_register_fixed_factor(dev, name, parent_name,
							flags, mult, div));
}

struct clk_hw *
devm_clk_hw_register_fixed_factor_index(struct device *dev, const char *name,
					unsigned int index, unsigned long flags,
					unsigned int mult, unsigned int div)
{
	return devm_factor(dev, clk_hw_register_fixed_factor_index(
					dev, name, index, flags, mult, div));
}

struct clk_hw *devm_clk_hw_register_fixed_factor_fwname(
	struct device *dev, struct device_node *np, const char *name,
	const char *fw_name, unsigned long flags, unsigned int mult,
	unsigned int div)
{
	return devm_factor(
		dev, clk_hw_register_fixed_factor_fwname(dev, np, name, fw_name,
							 flags, mult, div));
}

struct clk_hw *devm_clk_hw_register_fixed_factor_with_accuracy_fwname(
	struct device *dev, struct device_node *np, const char *name,
	const char *fw_name, unsigned long flags, unsigned int mult,
	unsigned int div, unsigned long acc)
{
	return devm_factor(
		dev, clk_hw_register_fixed_factor_with_accuracy_fwname(
			     dev, np, name, fw_name, flags, mult, div, acc));
}

struct clk_hw *devm_clk_hw_register_fixed_factor_parent_hw(
	struct device *dev, const char *name, const struct clk_hw *parent_hw,
	unsigned long flags, unsigned int mult, unsigned int div)
{
	return devm_factor(dev,
			   clk_hw_register_fixed_factor_parent_hw(
				   dev, name, parent_hw, flags, mult, div));
}

/*
 * platdev_clk_register_fixed_factor_of() - the fixed-factor clock of node
 * @np, its parent the first entry of @np's "clocks" (clk-of.c's use)
 *
 * Return: its clk_hw, or ERR_PTR() as clk_hw_register_fixed_factor().
 */
struct clk_hw *platdev_clk_register_fixed_factor_of(struct device_node *np,
						    const char *name,
						    unsigned int mult,
						    unsigned int div)
{
	const struct clk_parent_data pd = { .index = 0 };

	return register_factor(np, name, &pd, 0, mult, div);
}

void clk_hw_unregister_fixed_factor(struct clk_hw *hw)
{
	if (IS_ERR_OR_NULL(hw))
		return;
	clk_hw_unregister(hw);
	platdev_port_free(container_of(hw, struct clk_fixed_factor, hw));
}

void clk_unregister_fixed_factor(struct clk *clk)
{
	clk_hw_unregister_fixed_factor(__clk_get_hw(clk));
}
