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
	return container_of(hw, struct clk_fixed_rate, hw)->fixed_rate;
}

static const struct clk_ops clk_fixed_rate_ops = {
	.recalc_rate = fixed_rate_recalc,
};

struct clk_hw *clk_hw_register_fixed_rate(struct device *dev, const char *name,
					  const char *parent_name,
					  unsigned long flags,
					  unsigned long fixed_rate)
{
	struct clk_init_data init = {
		.name = name,
		.ops = &clk_fixed_rate_ops,
		.parent_names = parent_name ? &parent_name : NULL,
		.num_parents = parent_name ? 1 : 0,
		.flags = flags,
	};
	struct clk_fixed_rate *fixed;
	int ret;

	fixed = platdev_port_alloc(sizeof(*fixed));
	if (!fixed)
		return ERR_PTR(-ENOMEM);
	memset(fixed, 0, sizeof(*fixed));
	fixed->fixed_rate = fixed_rate;
	fixed->hw.init = &init;
	ret = clk_hw_register(dev, &fixed->hw);
	if (ret) {
		platdev_port_free(fixed);
		return ERR_PTR(ret);
	}
	return &fixed->hw;
}

void clk_hw_unregister_fixed_rate(struct clk_hw *hw)
{
	if (IS_ERR_OR_NULL(hw))
		return;
	clk_hw_unregister(hw);
	platdev_port_free(container_of(hw, struct clk_fixed_rate, hw));
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

static void devm_fixed_release(void *hw)
{
	clk_hw_unregister_fixed_rate(hw);
}

struct clk_hw *devm_clk_hw_register_fixed_rate(struct device *dev,
					       const char *name,
					       const char *parent_name,
					       unsigned long flags,
					       unsigned long fixed_rate)
{
	struct clk_hw *hw = clk_hw_register_fixed_rate(dev, name, parent_name,
						       flags, fixed_rate);

	return clk_hw_devm_keep(dev, hw, devm_fixed_release);
}
