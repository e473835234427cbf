/* SPDX-License-Identifier: MIT */
/*
 * clk.h - the clock framework's private records, shared by src/clk/.
 *
 * Every field is guarded by the core lock.
 */
#ifndef _PLATDEV_SRC_CLK_H
#define _PLATDEV_SRC_CLK_H

#include <linux/clk-provider.h>
#include <linux/of.h>

/**
 * struct clk_core - a registered clock
 * @name: its name (a copy)
 * @ops: its callbacks; NULL once unregistered
 * @hw: its provider's clk_hw; NULL once unregistered
 * @parent: the parent's core once found, or NULL
 * @parent_hw: the parent given as a clk_hw, or NULL
 * @parent_name: the parent given by name (a copy), or NULL
 * @parent_spec: the parent given by a "clocks" entry (np referenced), when
 *               @parent_spec.np is set
 * @flags: CLK_* flags
 * @prepared_parent: the parent prepared along with it (the parent as
 *                   found when its prepare count left 0)
 * @enabled_parent: the same for enable
 * @prepare_count: clk_prepare() calls not undone
 * @enable_count: clk_enable() calls not undone
 * @refs: the registration's reference plus one per struct clk and per
 *        child that found it as parent
 * @next: the list of registered clocks
 */
struct clk_core {
	char *name;
	const struct clk_ops *ops;
	struct clk_hw *hw;
	struct clk_core *parent;
	const struct clk_hw *parent_hw;
	char *parent_name;
	struct of_phandle_args parent_spec;
	unsigned long flags;
	struct clk_core *prepared_parent;
	struct clk_core *enabled_parent;
	unsigned int prepare_count;
	unsigned int enable_count;
	unsigned int refs;
	struct clk_core *next;
};

/**
 * struct clk - a consumer's handle of a clock
 * @core: the clock
 * @dev: the consumer, or NULL
 * @con_id: the name it was asked for, or NULL
 */
struct clk {
	struct clk_core *core;
	struct device *dev;
	const char *con_id;
};

/* A consumer handle of @hw's clock. Return: the handle or ERR_PTR(). */
struct clk *clk_hw_create_clk(struct device *dev, struct clk_hw *hw,
			      const char *con_id);

/* The clk_hw a "clocks" specifier names, core lock held. */
struct clk_hw *of_clk_hw_from_spec_locked(struct of_phandle_args *spec);

/* A fixed-factor clock of node @np, parent its first "clocks" entry. */
struct clk_hw *platdev_clk_register_fixed_factor_of(struct device_node *np,
						    const char *name,
						    unsigned int mult,
						    unsigned int div);

#endif /* _PLATDEV_SRC_CLK_H */
