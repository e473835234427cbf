// SPDX-License-Identifier: MIT
/*
 * clk-fixed-rate.c - a clock whose rate never changes (an oscillator, a
 * crystal): "fixed-clock" in a device tree.
 */
#include <linux/clk-provider.h>
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/string.h>
#include <platdev/port.h>

#include "clk/clk.h"

static unsigned long fixed_rate_recalc(struct clk_hw *hw,
				       unsigned long parent_rate)
{
	(void)parent_rate;
	return to_clk_fixed_rate(hw)->fixed_rate;
}

static unsigned long fixed_rate_recalc_accuracy(struct clk_hw *hw,
						unsigned long parent_accuracy)
{
	struct clk_fixed_rate *fixed = to_clk_fixed_rate(hw);

	if (fixed->flags & CLK_FIXED_RATE_PARENT_ACCURACY)
		return parent_accuracy;
	return fixed->fixed_accuracy;
}

const struct clk_ops clk_fixed_rate_ops = {
	.recalc_rate = fixed_rate_recalc,
	.recalc_accuracy = fixed_rate_recalc_accuracy,
};

static void devm_fixed_release(void *hw)
{
	clk_hw_unregister_fixed_rate(hw);
}

struct clk_hw *__clk_hw_register_fixed_rate(
	struct device *dev, struct device_node *np, const char *name,
	const char *parent_name, const struct clk_hw *parent_hw,
	const struct clk_parent_data *parent_data, unsigned long flags,
	unsigned long fixed_rate, unsigned long fixed_accuracy,
	unsigned long clk_fixed_flags, bool devm)
{
	struct clk_init_data init = {
		.name = name,
		.ops = &clk_fixed_rate_ops,
		.flags = flags,
	};
	struct clk_fixed_rate *fixed;
	int ret;

	clk_init_one_parent(&init, &parent_name, &parent_hw, parent_data);
	fixed = platdev_port_alloc(sizeof(*fixed));
	if (!fixed)
		return ERR_PTR(-ENOMEM);
	fixed->fixed_rate = fixed_rate;
	fixed->fixed_accuracy = fixed_accuracy;
	fixed->flags = clk_fixed_flags;
	fixed->hw.init = &init;
	ret = clk_hw_register_dev_or_np(dev, np, &fixed->hw);
	if (ret) {
		platdev_port_free(fixed);
		return ERR_PTR(ret);
	}
	if (devm)
		return clk_hw_devm_keep(dev, &fixed->hw, devm_fixed_release);
	return &fixed->hw;
}

void clk_hw_unregister_fixed_rate(struct clk_hw *hw)
{
	if (IS_ERR_OR_NULL(hw))
		return;
	clk_hw_unregister(hw);
	platdev_port_free(to_clk_fixed_rate(hw));
}

struct clk *clk_register_fixed_rate(struct device *dev, const char *name,
				    const char *parent_name,
				    unsigned long flags,
				    unsigned long fixed_rate)
{
	struct clk_hw *hw = clk_hw_register_fixed_rate(dev, name, parent_name,
						       flags, fixed_rate);

	return clk_hw_handle(hw);
}

void clk_unregister_fixed_rate(struct clk *clk)
{
	clk_hw_unregister_fixed_rate(__clk_get_hw(clk));
}
