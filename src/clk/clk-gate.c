// SPDX-License-Identifier: MIT
/*
 * clk-gate.c - gate clocks: one register bit turns the clock on or off
 * (set to enable, or set to disable with CLK_GATE_SET_TO_DISABLE); with
 * CLK_GATE_HIWORD_MASK a write carries its own mask in the upper half,
 * otherwise the bit is changed by read-modify-write under the shared lock.
 * Its callbacks run with the clock core's lock held.
 */
#include <linux/clk-provider.h>
#include <linux/device.h>
#include <linux/io.h>
#include <linux/slab.h>

#include "clk/clk-reg.h"
#include "clk/clk.h"

static void gate_set(struct clk_hw *hw, bool enable)
{
	struct clk_gate *gate = to_clk_gate(hw);
	bool set = enable ^ !!(gate->flags & CLK_GATE_SET_TO_DISABLE);

	clk_reg_update(gate->reg, gate->lock, gate->flags & CLK_GATE_BIG_ENDIAN,
		       gate->flags & CLK_GATE_HIWORD_MASK, BIT(gate->bit_idx),
		       set ? BIT(gate->bit_idx) : 0);
}

static int gate_enable(struct clk_hw *hw)
{
	gate_set(hw, true);
	return 0;
}

static void gate_disable(struct clk_hw *hw)
{
	gate_set(hw, false);
}

int clk_gate_is_enabled(struct clk_hw *hw)
{
	struct clk_gate *gate = to_clk_gate(hw);
	u32 v = clk_reg_read(gate->reg, gate->flags & CLK_GATE_BIG_ENDIAN);
	bool set = v & BIT(gate->bit_idx);

	return set ^ !!(gate->flags & CLK_GATE_SET_TO_DISABLE);
}

const struct clk_ops clk_gate_ops = {
	.enable = gate_enable,
	.disable = gate_disable,
	.is_enabled = clk_gate_is_enabled,
};

struct clk_hw *__clk_hw_register_gate(
	struct device *dev, struct device_node *np, const char *name,
	const char *parent_name, const struct clk_hw *parent_hw,
	const struct clk_parent_data *parent_data, unsigned long flags,
	void __iomem *reg, u8 bit_idx, u8 clk_gate_flags, spinlock_t *lock)
{
	struct clk_init_data init = {
		.name = name,
		.ops = &clk_gate_ops,
		.flags = flags,
	};
	struct clk_gate *gate;
	int ret;

	if ((clk_gate_flags & CLK_GATE_HIWORD_MASK) && bit_idx > 15) {
		pr_err("gate bit exceeds LOWORD field\n");
		return ERR_PTR(-EINVAL);
	}
	clk_init_one_parent(&init, &parent_name, &parent_hw, parent_data);
	gate = kzalloc(sizeof(*gate), GFP_KERNEL);
	if (!gate)
		return ERR_PTR(-ENOMEM);
	gate->reg = reg;
	gate->bit_idx = bit_idx;
	gate->flags = clk_gate_flags;
	gate->lock = lock;
	gate->hw.init = &init;
	ret = clk_hw_register_dev_or_np(dev, np, &gate->hw);
	if (ret) {
		kfree(gate);
		return ERR_PTR(ret);
	}
	return &gate->hw;
}

struct clk *clk_register_gate(struct device *dev, const char *name,
			      const char *parent_name, unsigned long flags,
			      void __iomem *reg, u8 bit_idx, u8 clk_gate_flags,
			      spinlock_t *lock)
{
	struct clk_hw *hw = __clk_hw_register_gate(dev, NULL, name, parent_name,
						   NULL, NULL, flags, reg,
						   bit_idx, clk_gate_flags,
						   lock);

	return clk_hw_handle(hw);
}

void clk_hw_unregister_gate(struct clk_hw *hw)
{
	if (IS_ERR_OR_NULL(hw))
		return;
	clk_hw_unregister(hw);
	kfree(to_clk_gate(hw));
}

void clk_unregister_gate(struct clk *clk)
{
	clk_hw_unregister_gate(__clk_get_hw(clk));
}

static void devm_gate_release(void *hw)
{
	clk_hw_unregister_gate(hw);
}

struct clk_hw *__devm_clk_hw_register_gate(
	struct device *dev, struct device_node *np, const char *name,
	const char *parent_name, const struct clk_hw *parent_hw,
	const struct clk_parent_data *parent_data, unsigned long flags,
	void __iomem *reg, u8 bit_idx, u8 clk_gate_flags, spinlock_t *lock)
{
	struct clk_hw *hw = __clk_hw_register_gate(dev, np, name, parent_name,
						   parent_hw, parent_data,
						   flags, reg, bit_idx,
						   clk_gate_flags, lock);

	return clk_hw_devm_keep(dev, hw, devm_gate_release);
}
