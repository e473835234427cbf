/* SPDX-License-Identifier: MIT */
/*
 * linux/clk-provider.h - the clock provider API: clk_hw, registration, the
 * fixed-rate and fixed-factor clocks, device-tree providers.
 */
#ifndef _PLATDEV_LINUX_CLK_PROVIDER_H
#define _PLATDEV_LINUX_CLK_PROVIDER_H

#include <linux/clk.h>
#include <linux/bits.h>
#include <linux/container_of.h>
#include <linux/of.h>
#include <linux/spinlock.h>
#include <linux/types.h>

struct clk_core;
struct clk_hw;
struct device;

/* Flags of struct clk_init_data (the ones modelled). */
#define CLK_SET_RATE_GATE (1UL << 0) /* accepted */
#define CLK_SET_PARENT_GATE (1UL << 1) /* accepted */
#define CLK_SET_RATE_PARENT \
	(1UL << 2) /* clk_set_rate() may change the parent's */
#define CLK_IGNORE_UNUSED (1UL << 3) /* accepted */
#define CLK_GET_RATE_NOCACHE (1UL << 6) /* rates are never cached here */
#define CLK_IS_CRITICAL (1UL << 11) /* recorded only */

/**
 * struct clk_rate_request - what determine_rate is asked and answers
 * @rate: the rate asked for; set to the rate the clock can give
 * @min_rate: the lowest acceptable (0 here)
 * @max_rate: the highest acceptable (ULONG_MAX here)
 * @best_parent_rate: the parent's rate now; set to the one wanted
 * @best_parent_hw: the parent
 */
struct clk_rate_request {
	unsigned long rate;
	unsigned long min_rate;
	unsigned long max_rate;
	unsigned long best_parent_rate;
	struct clk_hw *best_parent_hw;
};

/**
 * struct clk_ops - a clock's callbacks (all optional)
 * @prepare: the first clk_prepare() (the parent is prepared first)
 * @unprepare: the last clk_unprepare()
 * @enable: the first clk_enable()
 * @disable: the last clk_disable()
 * @recalc_rate: the rate from the parent's; without it, the parent's
 * @round_rate: the rate nearest @rate it can give (may change
 *              *@parent_rate to the one it wants)
 * @determine_rate: the same, with a request (preferred to @round_rate)
 * @set_rate: switch to @rate (already rounded) from @parent_rate
 * @is_enabled: whether the hardware runs (for providers' own checks)
 *
 * They run with the core lock held: they must not call into the driver
 * core or the clock API. So do a provider's get callbacks
 * (of_clk_add_hw_provider()).
 */
struct clk_ops {
	int (*prepare)(struct clk_hw *hw);
	void (*unprepare)(struct clk_hw *hw);
	int (*enable)(struct clk_hw *hw);
	void (*disable)(struct clk_hw *hw);
	unsigned long (*recalc_rate)(struct clk_hw *hw,
				     unsigned long parent_rate);
	long (*round_rate)(struct clk_hw *hw, unsigned long rate,
			   unsigned long *parent_rate);
	int (*determine_rate)(struct clk_hw *hw, struct clk_rate_request *req);
	int (*set_rate)(struct clk_hw *hw, unsigned long rate,
			unsigned long parent_rate);
	int (*is_enabled)(struct clk_hw *hw);
};

/**
 * struct clk_parent_data - a parent named by the provider's node
 * @hw: the parent itself, or NULL
 * @index: the entry of the provider node's "clocks", or -1
 * @fw_name: the entry of its "clock-names" (used when @index is -1)
 * @name: a global clock name, used when neither finds one
 */
struct clk_parent_data {
	const struct clk_hw *hw;
	const char *fw_name;
	const char *name;
	int index;
};

/**
 * struct clk_init_data - what clk_hw_register() needs; read only then
 * @name: the clock's name (copied); must be unique
 * @ops: its callbacks
 * @parent_names: one name (num_parents 1), or NULL
 * @parent_data: one parent by node (num_parents 1), or NULL
 * @parent_hws: one parent clk_hw (num_parents 1), or NULL
 * @num_parents: 0 or 1 (muxes are not modelled)
 * @flags: CLK_* flags
 */
struct clk_init_data {
	const char *name;
	const struct clk_ops *ops;
	const char *const *parent_names;
	const struct clk_parent_data *parent_data;
	const struct clk_hw **parent_hws;
	u8 num_parents;
	unsigned long flags;
};

/**
 * struct clk_hw - a provider's clock, embedded in its own structure
 * @core: the clock framework's record, set by clk_hw_register()
 * @clk: unused (Linux's per-provider handle)
 * @init: set by the provider before clk_hw_register(), cleared by it
 */
struct clk_hw {
	struct clk_core *core;
	struct clk *clk;
	const struct clk_init_data *init;
};

/**
 * clk_hw_register() - register the clock @hw described by @hw->init
 * @dev: the provider's device (its node names the parents of parent_data),
 *       or NULL
 * @hw: the clock
 *
 * Return: 0; -EINVAL without a name or with more than one parent; -EEXIST
 * when a clock of that name is registered; -ENOMEM.
 */
int clk_hw_register(struct device *dev, struct clk_hw *hw);

/**
 * of_clk_hw_register() - clk_hw_register() for a provider with node @node
 * Return: as clk_hw_register().
 */
int of_clk_hw_register(struct device_node *node, struct clk_hw *hw);

/**
 * clk_hw_unregister() - unregister @hw; clocks consumers still hold stay
 * valid but do nothing (rate 0, prepare and enable fail with -ENODEV)
 */
void clk_hw_unregister(struct clk_hw *hw);

/**
 * clk_hw_get_clk() - a consumer handle of @hw's clock, for its provider
 * @hw: a registered clock
 * @con_id: a name for the handle, or NULL
 *
 * Return: the handle (clk_put() it); ERR_PTR(-ENOENT) when @hw is not
 * registered; ERR_PTR(-ENOMEM).
 */
struct clk *clk_hw_get_clk(struct clk_hw *hw, const char *con_id);

/** clk_hw_get_name() - the name @hw was registered with, or NULL */
const char *clk_hw_get_name(const struct clk_hw *hw);

/** clk_hw_get_rate() - @hw's rate, as clk_get_rate() */
unsigned long clk_hw_get_rate(const struct clk_hw *hw);

/** clk_hw_get_parent() - @hw's parent, or NULL */
struct clk_hw *clk_hw_get_parent(const struct clk_hw *hw);

/** clk_hw_is_prepared() - whether @hw's prepare count is not 0 */
bool clk_hw_is_prepared(const struct clk_hw *hw);

/** clk_hw_is_enabled() - whether @hw's enable count is not 0 */
bool clk_hw_is_enabled(const struct clk_hw *hw);

/**
 * platdev_clk_hw_counts() - @hw's prepare and enable counts (platdev
 * extension, like /sys/kernel/debug/clk/clk_summary's columns)
 */
void platdev_clk_hw_counts(const struct clk_hw *hw, unsigned int *prepare,
			   unsigned int *enable);

/**
 * struct clk_fixed_rate - a clock of constant rate
 * @hw: its clk_hw
 * @fixed_rate: the rate in Hz
 * @flags: CLK_FIXED_RATE_* flags (none modelled)
 */
struct clk_fixed_rate {
	struct clk_hw hw;
	unsigned long fixed_rate;
	unsigned long flags;
};

/**
 * clk_hw_register_fixed_rate() - allocate and register a fixed-rate clock
 * @dev: the provider's device, or NULL
 * @name: its name
 * @parent_name: its parent's name (for the tree only), or NULL
 * @flags: CLK_* flags
 * @fixed_rate: its rate in Hz
 *
 * Return: its clk_hw; ERR_PTR() of clk_hw_register()'s error.
 */
struct clk_hw *clk_hw_register_fixed_rate(struct device *dev, const char *name,
					  const char *parent_name,
					  unsigned long flags,
					  unsigned long fixed_rate);

/** clk_hw_unregister_fixed_rate() - unregister and free a fixed-rate clock */
void clk_hw_unregister_fixed_rate(struct clk_hw *hw);

/**
 * struct clk_fixed_factor - a clock at its parent's rate * @mult / @div
 * @hw: its clk_hw
 * @mult: the multiplier
 * @div: the divider (not 0)
 */
struct clk_fixed_factor {
	struct clk_hw hw;
	unsigned int mult;
	unsigned int div;
};

/**
 * clk_hw_register_fixed_factor() - allocate and register a fixed-factor
 * clock of parent @parent_name
 * @dev: the provider's device, or NULL
 * @name: its name
 * @parent_name: its parent's name (looked up when its rate is needed, so
 *               the parent may register later)
 * @flags: CLK_* flags
 * @mult: the multiplier
 * @div: the divider
 *
 * Return: its clk_hw; ERR_PTR(-EINVAL) for a @div of 0 or no parent name;
 * ERR_PTR() of clk_hw_register()'s error.
 */
struct clk_hw *
clk_hw_register_fixed_factor(struct device *dev, const char *name,
			     const char *parent_name, unsigned long flags,
			     unsigned int mult, unsigned int div);

/**
 * clk_hw_register_fixed_factor_index() - a fixed-factor clock whose parent
 * is entry @index of the "clocks" of @dev's node
 * Return: as clk_hw_register_fixed_factor().
 */
struct clk_hw *
clk_hw_register_fixed_factor_index(struct device *dev, const char *name,
				   unsigned int index, unsigned long flags,
				   unsigned int mult, unsigned int div);

/** clk_hw_unregister_fixed_factor() - unregister and free a fixed-factor clock */
void clk_hw_unregister_fixed_factor(struct clk_hw *hw);

/**
 * struct clk_hw_onecell_data - the clocks of a provider with one cell
 * @num: entries in @hws
 * @hws: the clocks, indexed by the cell
 */
struct clk_hw_onecell_data {
	unsigned int num;
	struct clk_hw *hws[];
};

/**
 * of_clk_hw_simple_get() - a provider's get for one clock (@data is the
 * clk_hw; #clock-cells = <0>)
 */
struct clk_hw *of_clk_hw_simple_get(struct of_phandle_args *clkspec,
				    void *data);

/**
 * of_clk_hw_onecell_get() - a provider's get for an array of clocks
 * (@data is a struct clk_hw_onecell_data; #clock-cells = <1>)
 * Return: the clock, or ERR_PTR(-EINVAL) for an index out of range.
 */
struct clk_hw *of_clk_hw_onecell_get(struct of_phandle_args *clkspec,
				     void *data);

/**
 * of_clk_add_hw_provider() - make @np a clock provider
 * @np: the provider's node
 * @get: turns a consumer's specifier into a clock
 * @data: passed to @get
 *
 * Devices that deferred for want of this provider are retried
 * (platdev_node_ready()).
 *
 * Return: 0; -EINVAL for a NULL @np or @get; -EEXIST when @np already is
 * a provider; -ENOMEM.
 */
int of_clk_add_hw_provider(
	struct device_node *np,
	struct clk_hw *(*get)(struct of_phandle_args *clkspec, void *data),
	void *data);

/** of_clk_del_provider() - @np is no longer a clock provider */
void of_clk_del_provider(struct device_node *np);

/**
 * devm_of_clk_add_hw_provider() - of_clk_add_hw_provider() for @dev's
 * node, deleted when @dev's driver unbinds
 * Return: as of_clk_add_hw_provider().
 */
int devm_of_clk_add_hw_provider(struct device *dev,
				struct clk_hw *(*get)(struct of_phandle_args *,
						      void *),
				void *data);

/**
 * of_clk_get_parent_count() - the number of entries of @np's "clocks"
 */
unsigned int of_clk_get_parent_count(const struct device_node *np);

/**
 * struct clk_gate - a clock that one register bit turns on and off
 * @hw: its clk_hw
 * @reg: the register
 * @bit_idx: the bit
 * @flags: CLK_GATE_SET_TO_DISABLE (the bit set stops the clock),
 *         CLK_GATE_HIWORD_MASK (the upper 16 bits say which lower bits a
 *         write changes), CLK_GATE_BIG_ENDIAN
 * @lock: the register's lock shared with other clocks, or NULL
 */
struct clk_gate {
	struct clk_hw hw;
	void __iomem *reg;
	u8 bit_idx;
	u8 flags;
	spinlock_t *lock;
};

#define CLK_GATE_SET_TO_DISABLE BIT(0)
#define CLK_GATE_HIWORD_MASK BIT(1)
#define CLK_GATE_BIG_ENDIAN BIT(2)

#define to_clk_gate(_hw) container_of(_hw, struct clk_gate, hw)

extern const struct clk_ops clk_gate_ops;

/**
 * clk_hw_register_gate() - allocate and register a gate clock
 * @dev: the provider's device, or NULL
 * @name: its name
 * @parent_name: its parent's name, or NULL
 * @flags: CLK_* flags
 * @reg: the register
 * @bit_idx: the bit
 * @clk_gate_flags: CLK_GATE_* flags
 * @lock: the register's shared lock, or NULL
 *
 * Return: its clk_hw; ERR_PTR(-EINVAL) for a bit above 15 with
 * CLK_GATE_HIWORD_MASK; ERR_PTR() of clk_hw_register()'s error.
 */
struct clk_hw *clk_hw_register_gate(struct device *dev, const char *name,
				    const char *parent_name,
				    unsigned long flags, void __iomem *reg,
				    u8 bit_idx, u8 clk_gate_flags,
				    spinlock_t *lock);

/** devm_clk_hw_register_gate() - the same, unregistered when @dev unbinds */
struct clk_hw *devm_clk_hw_register_gate(struct device *dev, const char *name,
					 const char *parent_name,
					 unsigned long flags, void __iomem *reg,
					 u8 bit_idx, u8 clk_gate_flags,
					 spinlock_t *lock);

/** clk_hw_unregister_gate() - unregister and free a gate clock */
void clk_hw_unregister_gate(struct clk_hw *hw);

/** clk_gate_is_enabled() - whether the gate's bit lets the clock run */
int clk_gate_is_enabled(struct clk_hw *hw);

/**
 * struct clk_div_table - one divider value and what it divides by
 * @val: the field's value
 * @div: the divider; a table ends with an entry whose @div is 0
 */
struct clk_div_table {
	unsigned int val;
	unsigned int div;
};

/**
 * struct clk_divider - a clock that divides its parent's by a register field
 * @hw: its clk_hw
 * @reg: the register
 * @shift: the field's lowest bit
 * @width: the field's width in bits
 * @flags: CLK_DIVIDER_* flags
 * @table: value-to-divider table, or NULL
 * @lock: the register's shared lock, or NULL
 */
struct clk_divider {
	struct clk_hw hw;
	void __iomem *reg;
	u8 shift;
	u8 width;
	u8 flags;
	const struct clk_div_table *table;
	spinlock_t *lock;
};

#define CLK_DIVIDER_ONE_BASED BIT(0) /* the field is the divider itself */
#define CLK_DIVIDER_POWER_OF_TWO BIT(1) /* the divider is 2^field */
#define CLK_DIVIDER_ALLOW_ZERO BIT(2) /* 0 means "not divided" */
#define CLK_DIVIDER_HIWORD_MASK BIT(3)
#define CLK_DIVIDER_ROUND_CLOSEST BIT(4)
#define CLK_DIVIDER_READ_ONLY BIT(5) /* the rate cannot be set */
#define CLK_DIVIDER_MAX_AT_ZERO BIT(6) /* 0 divides by 2^width */
#define CLK_DIVIDER_BIG_ENDIAN BIT(7)

#define to_clk_divider(_hw) container_of(_hw, struct clk_divider, hw)

extern const struct clk_ops clk_divider_ops;
extern const struct clk_ops clk_divider_ro_ops;

/**
 * clk_hw_register_divider() - allocate and register a divider clock
 * @dev: the provider's device, or NULL
 * @name: its name
 * @parent_name: its parent's name, or NULL
 * @flags: CLK_* flags
 * @reg: the register
 * @shift: the field's lowest bit
 * @width: the field's width
 * @clk_divider_flags: CLK_DIVIDER_* flags
 * @lock: the register's shared lock, or NULL
 *
 * The field's value v divides by v + 1 (v with CLK_DIVIDER_ONE_BASED,
 * 2^v with CLK_DIVIDER_POWER_OF_TWO). clk_set_rate() picks the smallest
 * divider that does not exceed the rate asked for (the nearest with
 * CLK_DIVIDER_ROUND_CLOSEST); the parent's rate is not changed.
 *
 * Return: its clk_hw; ERR_PTR(-EINVAL) for a field over bit 15 with
 * CLK_DIVIDER_HIWORD_MASK; ERR_PTR() of clk_hw_register()'s error.
 */
struct clk_hw *clk_hw_register_divider(struct device *dev, const char *name,
				       const char *parent_name,
				       unsigned long flags, void __iomem *reg,
				       u8 shift, u8 width, u8 clk_divider_flags,
				       spinlock_t *lock);

/** clk_hw_register_divider_table() - the same with a value-to-divider table */
struct clk_hw *clk_hw_register_divider_table(
	struct device *dev, const char *name, const char *parent_name,
	unsigned long flags, void __iomem *reg, u8 shift, u8 width,
	u8 clk_divider_flags, const struct clk_div_table *table,
	spinlock_t *lock);

/** devm_clk_hw_register_divider() - the same, unregistered when @dev unbinds */
struct clk_hw *
devm_clk_hw_register_divider(struct device *dev, const char *name,
			     const char *parent_name, unsigned long flags,
			     void __iomem *reg, u8 shift, u8 width,
			     u8 clk_divider_flags, spinlock_t *lock);

/** clk_hw_unregister_divider() - unregister and free a divider clock */
void clk_hw_unregister_divider(struct clk_hw *hw);

/*
 * CLK_OF_DECLARE() - Linux's early setup of a clock node by compatible.
 * platdev_of_clk_init() sets up fixed clocks only: the declaration is
 * kept (so the driver compiles) and never called; such drivers also
 * register a platform driver, which does the work here.
 */
#define CLK_OF_DECLARE(name, compat, fn)             \
	static const struct {                        \
		const char *compatible;              \
		void (*setup)(struct device_node *); \
	} __clk_of_declare_##name __attribute__((unused)) = { compat, fn }

#endif /* _PLATDEV_LINUX_CLK_PROVIDER_H */
