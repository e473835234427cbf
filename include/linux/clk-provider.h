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
#include <linux/of_clk.h> /* as Linux 6.12 */
#include <linux/spinlock.h>
#include <linux/types.h>

struct clk_core;
struct clk_hw;
struct device;

/* Flags of struct clk_init_data (the ones modelled). */
#define CLK_SET_RATE_GATE (1UL << 0) /* accepted */
#define CLK_SET_PARENT_GATE \
	(1UL << 1) /* clk_set_parent() refused (-EBUSY) while prepared */
#define CLK_SET_RATE_PARENT \
	(1UL << 2) /* clk_set_rate() may change the parent's */
#define CLK_IGNORE_UNUSED (1UL << 3) /* accepted */
#define CLK_GET_RATE_NOCACHE (1UL << 6) /* rates are never cached here */
#define CLK_SET_RATE_NO_REPARENT \
	(1UL << 7) /* clk_set_rate() keeps a mux's parent */
#define CLK_GET_ACCURACY_NOCACHE \
	(1UL << 8) /* accuracies are never cached here */
#define CLK_RECALC_NEW_RATES (1UL << 9) /* accepted */
#define CLK_SET_RATE_UNGATE (1UL << 10) /* accepted */
#define CLK_IS_CRITICAL (1UL << 11) /* recorded only */
#define CLK_OPS_PARENT_ENABLE (1UL << 12) /* accepted */
#define CLK_DUTY_CYCLE_PARENT \
	(1UL << 13) /* duty cycle read and set through the parent */

/**
 * struct clk_rate_request - what determine_rate is asked and answers
 * @rate: the rate asked for; set to the rate the clock can give
 * @min_rate: the lowest acceptable (clk_hw_set_rate_range(), else 0)
 * @max_rate: the highest acceptable (else ULONG_MAX)
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
 * struct clk_duty - a duty cycle: the signal is high @num / @den of a period
 * @num: the numerator
 * @den: the denominator (not 0, not below @num)
 */
struct clk_duty {
	unsigned int num;
	unsigned int den;
};

struct dentry;

/**
 * struct clk_ops - a clock's callbacks (all optional)
 * @prepare: the first clk_prepare() (the parent is prepared first)
 * @unprepare: the last clk_unprepare()
 * @is_prepared: whether the hardware is prepared (for providers' own
 *               checks; the core counts)
 * @unprepare_unused: accepted; never called (platdev has no late pass
 *                    that turns unused clocks off, see @disable_unused)
 * @enable: the first clk_enable()
 * @disable: the last clk_disable()
 * @is_enabled: whether the hardware runs (for providers' own checks)
 * @disable_unused: accepted; never called: Linux calls it from its
 *                  late_initcall clk_disable_unused(), which platdev does
 *                  not run (a clock nobody enabled keeps its state)
 * @save_context: clk_save_context(), for every registered clock
 * @restore_context: clk_restore_context(), for every registered clock
 * @recalc_rate: the rate from the parent's; without it, the parent's
 * @round_rate: the rate nearest @rate it can give (may change
 *              *@parent_rate to the one it wants)
 * @determine_rate: the same, with a request (preferred to @round_rate)
 * @set_parent: switch to parent entry @index of clk_init_data's parents
 *              (needs @get_parent and @determine_rate)
 * @get_parent: the entry of the parent the hardware has selected, read
 *              once at registration (needed with more than one parent)
 * @set_rate: switch to @rate (already rounded) from @parent_rate
 * @set_rate_and_parent: when clk_set_rate() changes both the parent (to
 *                       entry @index) and the rate, called instead of
 *                       @set_parent and @set_rate (which it needs)
 * @recalc_accuracy: the accuracy in ppb from the parent's; without it,
 *                   the parent's (0, perfect, without a parent)
 * @get_phase: the phase shift in degrees, or an error (one at
 *             registration fails it)
 * @set_phase: shift the phase by @degrees (0 to 359)
 * @get_duty_cycle: read the duty cycle into @duty
 * @set_duty_cycle: apply the duty cycle @duty
 * @init: called first at registration (before @get_parent); an error
 *        fails the registration
 * @terminate: undoes @init when the clock is unregistered
 * @debug_init: accepted; never called (platdev has no debugfs)
 *
 * They run with the clock framework's lock held (Linux's prepare_lock):
 * they must not call the clock API. They may touch registers (simulated
 * ones too) and GPIO lines, which take the driver core's lock after it.
 * So do a provider's get callbacks (of_clk_add_hw_provider()).
 */
struct clk_ops {
	int (*prepare)(struct clk_hw *hw);
	void (*unprepare)(struct clk_hw *hw);
	int (*is_prepared)(struct clk_hw *hw);
	void (*unprepare_unused)(struct clk_hw *hw);
	int (*enable)(struct clk_hw *hw);
	void (*disable)(struct clk_hw *hw);
	int (*is_enabled)(struct clk_hw *hw);
	void (*disable_unused)(struct clk_hw *hw);
	int (*save_context)(struct clk_hw *hw);
	void (*restore_context)(struct clk_hw *hw);
	unsigned long (*recalc_rate)(struct clk_hw *hw,
				     unsigned long parent_rate);
	long (*round_rate)(struct clk_hw *hw, unsigned long rate,
			   unsigned long *parent_rate);
	int (*determine_rate)(struct clk_hw *hw, struct clk_rate_request *req);
	int (*set_parent)(struct clk_hw *hw, u8 index);
	u8 (*get_parent)(struct clk_hw *hw);
	int (*set_rate)(struct clk_hw *hw, unsigned long rate,
			unsigned long parent_rate);
	int (*set_rate_and_parent)(struct clk_hw *hw, unsigned long rate,
				   unsigned long parent_rate, u8 index);
	unsigned long (*recalc_accuracy)(struct clk_hw *hw,
					 unsigned long parent_accuracy);
	int (*get_phase)(struct clk_hw *hw);
	int (*set_phase)(struct clk_hw *hw, int degrees);
	int (*get_duty_cycle)(struct clk_hw *hw, struct clk_duty *duty);
	int (*set_duty_cycle)(struct clk_hw *hw, struct clk_duty *duty);
	int (*init)(struct clk_hw *hw);
	void (*terminate)(struct clk_hw *hw);
	void (*debug_init)(struct clk_hw *hw, struct dentry *dentry);
};

/**
 * struct clk_parent_data - a parent named by the provider's node
 * @hw: the parent itself, or NULL
 * @fw_name: the entry of the provider node's "clock-names" (preferred to
 *           @index)
 * @name: a global clock name, used when the node has no such entry
 * @index: the entry of the provider node's "clocks", or -1
 *
 * A parent the node names but whose provider is not there yet is waited
 * for (the clock is an orphan until then); @name is only tried when the
 * node names none.
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
 * @parent_names: the parents' global names (copied), or NULL
 * @parent_data: the parents by node, clk_hw or name (copied), used
 *               without @parent_names, or NULL
 * @parent_hws: the parents' clk_hw, used without either, or NULL
 * @num_parents: entries in the parent array given (0 to 255)
 * @flags: CLK_* flags
 *
 * The parents are found when first needed, so they may register later:
 * until then the clock is an orphan (rate 0). Entry 0 is the parent, or
 * the entry @ops->get_parent names with more than one.
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
 * @clk: the clock's own handle while registered (as clk_get_parent()
 *       gives out; never clk_put() it)
 * @init: set by the provider before clk_hw_register(), cleared by it
 */
struct clk_hw {
	struct clk_core *core;
	struct clk *clk;
	const struct clk_init_data *init;
};

/**
 * __clk_hw_set_clk() - make @dst stand for the clock of @src (a provider
 * whose clk_hw wraps another's): @dst answers the clk_hw_*() calls as
 * @src; it is not registered itself
 */
static inline void __clk_hw_set_clk(struct clk_hw *dst, struct clk_hw *src)
{
	dst->clk = src->clk;
	dst->core = src->core;
}

/**
 * clk_hw_register() - register the clock @hw described by @hw->init
 * @dev: the provider's device (its node names the parents of parent_data),
 *       or NULL
 * @hw: the clock
 *
 * Return: 0; -EINVAL without a name, with parents but no array of them or
 * a NULL name in @parent_names, with more than one parent and no
 * get_parent, or set_parent without get_parent or determine_rate (as
 * Linux checks the ops); -EEXIST when a clock of that name is registered;
 * -ENOMEM.
 */
int clk_hw_register(struct device *dev, struct clk_hw *hw);

/**
 * devm_clk_hw_register() - clk_hw_register(), unregistered when @dev's
 * driver unbinds
 * Return: as clk_hw_register().
 */
int devm_clk_hw_register(struct device *dev, struct clk_hw *hw);

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

/** __clk_get_name() - the name of @clk's clock, or NULL for no clock */
const char *__clk_get_name(const struct clk *clk);

/** __clk_get_hw() - the clk_hw of @clk's clock, or NULL */
struct clk_hw *__clk_get_hw(struct clk *clk);

/**
 * __clk_lookup() - the clock registered as @name
 * @name: a clock's name (NULL finds none)
 *
 * Return: its provider's own handle (clk_hw's clk), or NULL when no clock
 * of that name is registered.
 */
struct clk *__clk_lookup(const char *name);

/**
 * __clk_determine_rate() - ask @hw's clock what it can give for @req
 * @hw: the clock (NULL: answers rate 0)
 * @req: the request; @req->rate is clamped to [min_rate, max_rate] and
 *       (a max_rate of 0 is no limit) and answered with the rate the clock (or its parent, for a
 *       CLK_SET_RATE_PARENT clock without its own rounding) would give,
 *       @req->best_parent_hw and best_parent_rate with what that needs
 *
 * For a provider's determine_rate that asks a parent, as Linux's.
 * Return: 0, or the clock's determine_rate/round_rate error.
 */
int __clk_determine_rate(struct clk_hw *hw, struct clk_rate_request *req);

/** __clk_is_enabled() - clk_hw_is_enabled() of @clk's clock; false for NULL */
bool __clk_is_enabled(struct clk *clk);

/** clk_hw_get_flags() - the CLK_* flags @hw was registered with */
unsigned long clk_hw_get_flags(const struct clk_hw *hw);

/* Whether @hw passes rate requests on to its parent (CLK_SET_RATE_PARENT). */
#define clk_hw_can_set_rate_parent(hw) \
	(clk_hw_get_flags((hw)) & CLK_SET_RATE_PARENT)

/**
 * clk_hw_rate_is_protected() - whether a handle holds @hw's rate
 * (clk_rate_exclusive_get())
 */
bool clk_hw_rate_is_protected(const struct clk_hw *hw);

/** __clk_get_enable_count() - @clk's clock's enable count; 0 for NULL */
unsigned int __clk_get_enable_count(struct clk *clk);

/**
 * clk_hw_reparent() - record that @hw's hardware now takes @new_parent
 * (NULL: none) as its parent, without asking it to switch
 *
 * For a provider whose hardware changed parent by itself (in a set_rate):
 * the prepare and enable counts @hw holds move to @new_parent, its rate
 * and accuracy follow it. Unlike Linux, no rate-change notifier is told.
 * A @new_parent that is not one of @hw's parents is refused (logged).
 */
void clk_hw_reparent(struct clk_hw *hw, struct clk_hw *new_parent);

/**
 * devm_clk_hw_get_clk() - clk_hw_get_clk(), put when @dev's driver unbinds
 * Return: as clk_hw_get_clk().
 */
struct clk *devm_clk_hw_get_clk(struct device *dev, struct clk_hw *hw,
				const char *con_id);

/**
 * clk_hw_round_rate() - the rate @hw would give for @rate (within its
 * range), as clk_round_rate(); providers may call it from their ops
 * Return: the rate; 0 when it cannot be rounded or @hw is not registered.
 */
long clk_hw_round_rate(struct clk_hw *hw, unsigned long rate);

/**
 * clk_hw_set_rate_range() - keep @hw's rate within [@min_rate, @max_rate]:
 * requests are clamped to it, clk_set_rate() to a rate outside it fails
 * with -EINVAL (a range with @min_rate above @max_rate is refused, logged)
 */
void clk_hw_set_rate_range(struct clk_hw *hw, unsigned long min_rate,
			   unsigned long max_rate);

/** clk_hw_get_rate_range() - @hw's range (0 and ULONG_MAX when none) */
void clk_hw_get_rate_range(struct clk_hw *hw, unsigned long *min_rate,
			   unsigned long *max_rate);

/**
 * clk_hw_determine_rate_no_reparent() - a determine_rate that keeps the
 * parent (clk_mux_determine_rate_flags() with CLK_SET_RATE_NO_REPARENT)
 * Return: as clk_mux_determine_rate_flags().
 */
int clk_hw_determine_rate_no_reparent(struct clk_hw *hw,
				      struct clk_rate_request *req);

/**
 * clk_register() - clk_hw_register(), answering with @hw's own handle
 * Return: @hw->clk; ERR_PTR() of clk_hw_register()'s error.
 */
struct clk *clk_register(struct device *dev, struct clk_hw *hw);

/** devm_clk_register() - clk_register(), unregistered when @dev unbinds */
struct clk *devm_clk_register(struct device *dev, struct clk_hw *hw);

/** clk_unregister() - clk_hw_unregister() of the clock of @clk */
void clk_unregister(struct clk *clk);

/** clk_hw_get_rate() - @hw's rate, as clk_get_rate() */
unsigned long clk_hw_get_rate(const struct clk_hw *hw);

/** clk_hw_get_parent() - @hw's parent, or NULL (none, or not registered yet) */
struct clk_hw *clk_hw_get_parent(const struct clk_hw *hw);

/** clk_hw_get_num_parents() - how many parents @hw was registered with */
unsigned int clk_hw_get_num_parents(const struct clk_hw *hw);

/**
 * clk_hw_get_parent_by_index() - the clock of @hw's parent entry @index
 * Return: it, or NULL for an entry out of range or not registered yet.
 */
struct clk_hw *clk_hw_get_parent_by_index(const struct clk_hw *hw,
					  unsigned int index);

/**
 * clk_hw_get_parent_index() - which of @hw's parent entries is its parent
 * Return: the entry; -EINVAL when @hw has no parent now.
 */
int clk_hw_get_parent_index(struct clk_hw *hw);

/**
 * clk_hw_set_parent() - clk_set_parent() for a provider: switch @hw to
 * @parent (NULL: no parent)
 * Return: as clk_set_parent().
 */
int clk_hw_set_parent(struct clk_hw *hw, struct clk_hw *parent);

/**
 * clk_mux_determine_rate_flags() - a determine_rate for a mux: the parent
 * whose rate (its rate rounded for the request, with CLK_SET_RATE_PARENT)
 * is the highest not above req->rate, or with CLK_MUX_ROUND_CLOSEST the
 * nearest; with CLK_SET_RATE_NO_REPARENT the current parent
 * @hw: the mux
 * @req: the request; answered in its rate, best_parent_hw and
 *       best_parent_rate
 * @flags: CLK_MUX_* flags
 *
 * Return: 0; -EINVAL when no parent is registered.
 */
int clk_mux_determine_rate_flags(struct clk_hw *hw,
				 struct clk_rate_request *req,
				 unsigned long flags);

/** __clk_mux_determine_rate() - clk_mux_determine_rate_flags() without flags */
int __clk_mux_determine_rate(struct clk_hw *hw, struct clk_rate_request *req);

/** __clk_mux_determine_rate_closest() - the same, with CLK_MUX_ROUND_CLOSEST */
int __clk_mux_determine_rate_closest(struct clk_hw *hw,
				     struct clk_rate_request *req);

/** clk_hw_is_prepared() - whether @hw's prepare count is not 0 */
bool clk_hw_is_prepared(const struct clk_hw *hw);

/**
 * clk_hw_is_enabled() - whether @hw runs: its is_enabled op's answer when
 * it has one (the hardware's), else whether its enable count is not 0
 */
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
 * @fixed_accuracy: its accuracy in ppb
 * @flags: CLK_FIXED_RATE_* flags
 */
struct clk_fixed_rate {
	struct clk_hw hw;
	unsigned long fixed_rate;
	unsigned long fixed_accuracy;
	unsigned long flags;
};

/* The accuracy is the parent's, not @fixed_accuracy. */
#define CLK_FIXED_RATE_PARENT_ACCURACY BIT(0)

/* Its ops: the rate is fixed_rate, the accuracy as its flags say. */
extern const struct clk_ops clk_fixed_rate_ops;

#define to_clk_fixed_rate(_hw) container_of(_hw, struct clk_fixed_rate, hw)

/**
 * __clk_hw_register_fixed_rate() - allocate and register a fixed-rate
 * clock (the clk_hw_register_fixed_rate*() macros call it)
 * @dev: the provider's device, or NULL
 * @np: the provider's node when there is no @dev, or NULL
 * @name: its name
 * @parent_name: its parent's name (for the tree only), or NULL
 * @parent_hw: its parent (without a name), or NULL
 * @parent_data: its parent by node (without either), or NULL
 * @flags: CLK_* flags
 * @fixed_rate: its rate in Hz
 * @fixed_accuracy: its accuracy in ppb
 * @clk_fixed_flags: CLK_FIXED_RATE_* flags
 * @devm: unregistered when @dev's driver unbinds
 *
 * Return: its clk_hw; ERR_PTR() of clk_hw_register()'s error, or
 * -ENOMEM.
 */
struct clk_hw *__clk_hw_register_fixed_rate(
	struct device *dev, struct device_node *np, const char *name,
	const char *parent_name, const struct clk_hw *parent_hw,
	const struct clk_parent_data *parent_data, unsigned long flags,
	unsigned long fixed_rate, unsigned long fixed_accuracy,
	unsigned long clk_fixed_flags, bool devm);

#define clk_hw_register_fixed_rate(dev, name, parent_name, flags, fixed_rate)  \
	__clk_hw_register_fixed_rate((dev), NULL, (name), (parent_name), NULL, \
				     NULL, (flags), (fixed_rate), 0, 0, false)
#define devm_clk_hw_register_fixed_rate(dev, name, parent_name, flags,         \
					fixed_rate)                            \
	__clk_hw_register_fixed_rate((dev), NULL, (name), (parent_name), NULL, \
				     NULL, (flags), (fixed_rate), 0, 0, true)
#define devm_clk_hw_register_fixed_rate_parent_data(dev, name, parent_data,   \
						    flags, fixed_rate)        \
	__clk_hw_register_fixed_rate((dev), NULL, (name), NULL, NULL,         \
				     (parent_data), (flags), (fixed_rate), 0, \
				     0, true)
#define clk_hw_register_fixed_rate_parent_hw(dev, name, parent_hw, flags,    \
					     fixed_rate)                     \
	__clk_hw_register_fixed_rate((dev), NULL, (name), NULL, (parent_hw), \
				     NULL, (flags), (fixed_rate), 0, 0, false)
#define clk_hw_register_fixed_rate_parent_data(dev, name, parent_data, flags, \
					       fixed_rate)                    \
	__clk_hw_register_fixed_rate((dev), NULL, (name), NULL, NULL,         \
				     (parent_data), (flags), (fixed_rate), 0, \
				     0, false)
#define clk_hw_register_fixed_rate_with_accuracy(                              \
	dev, name, parent_name, flags, fixed_rate, fixed_accuracy)             \
	__clk_hw_register_fixed_rate((dev), NULL, (name), (parent_name), NULL, \
				     NULL, (flags), (fixed_rate),              \
				     (fixed_accuracy), 0, false)
#define clk_hw_register_fixed_rate_with_accuracy_parent_hw(                  \
	dev, name, parent_hw, flags, fixed_rate, fixed_accuracy)             \
	__clk_hw_register_fixed_rate((dev), NULL, (name), NULL, (parent_hw), \
				     NULL, (flags), (fixed_rate),            \
				     (fixed_accuracy), 0, false)
#define clk_hw_register_fixed_rate_with_accuracy_parent_data(              \
	dev, name, parent_data, flags, fixed_rate, fixed_accuracy)         \
	__clk_hw_register_fixed_rate((dev), NULL, (name), NULL, NULL,      \
				     (parent_data), (flags), (fixed_rate), \
				     (fixed_accuracy), 0, false)
#define clk_hw_register_fixed_rate_parent_accuracy(dev, name, parent_data,    \
						   flags, fixed_rate)         \
	__clk_hw_register_fixed_rate((dev), NULL, (name), NULL, NULL,         \
				     (parent_data), (flags), (fixed_rate), 0, \
				     CLK_FIXED_RATE_PARENT_ACCURACY, false)

/** clk_hw_unregister_fixed_rate() - unregister and free a fixed-rate clock */
void clk_hw_unregister_fixed_rate(struct clk_hw *hw);

/** clk_register_fixed_rate() - the same, answering with the clock's handle */
struct clk *clk_register_fixed_rate(struct device *dev, const char *name,
				    const char *parent_name,
				    unsigned long flags,
				    unsigned long fixed_rate);

/** clk_unregister_fixed_rate() - unregister and free it by its handle */
void clk_unregister_fixed_rate(struct clk *clk);

/**
 * struct clk_fixed_factor - a clock at its parent's rate * @mult / @div
 * @hw: its clk_hw
 * @mult: the multiplier
 * @div: the divider (not 0)
 * @acc: its accuracy in ppb, with CLK_FIXED_FACTOR_FIXED_ACCURACY
 * @flags: CLK_FIXED_FACTOR_* flags
 *
 * With CLK_SET_RATE_PARENT, clk_set_rate() sets the parent to the rate
 * that gives the one asked for.
 */
struct clk_fixed_factor {
	struct clk_hw hw;
	unsigned int mult;
	unsigned int div;
	unsigned long acc;
	unsigned int flags;
};

/* The accuracy is @acc, not the parent's. */
#define CLK_FIXED_FACTOR_FIXED_ACCURACY BIT(0)

#define to_clk_fixed_factor(_hw) container_of(_hw, struct clk_fixed_factor, hw)

extern const struct clk_ops clk_fixed_factor_ops;

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

/**
 * clk_hw_register_fixed_factor_fwname() - a fixed-factor clock whose
 * parent is the "clock-names" entry @fw_name of the node of @dev (else
 * of @np)
 * Return: as clk_hw_register_fixed_factor().
 */
struct clk_hw *
clk_hw_register_fixed_factor_fwname(struct device *dev, struct device_node *np,
				    const char *name, const char *fw_name,
				    unsigned long flags, unsigned int mult,
				    unsigned int div);

/**
 * clk_hw_register_fixed_factor_with_accuracy_fwname() - the same, of
 * accuracy @acc ppb (CLK_FIXED_FACTOR_FIXED_ACCURACY)
 * Return: as clk_hw_register_fixed_factor().
 */
struct clk_hw *clk_hw_register_fixed_factor_with_accuracy_fwname(
	struct device *dev, struct device_node *np, const char *name,
	const char *fw_name, unsigned long flags, unsigned int mult,
	unsigned int div, unsigned long acc);

/* Their devm_ forms: unregistered when @dev's driver unbinds. */
struct clk_hw *devm_clk_hw_register_fixed_factor_fwname(
	struct device *dev, struct device_node *np, const char *name,
	const char *fw_name, unsigned long flags, unsigned int mult,
	unsigned int div);
struct clk_hw *devm_clk_hw_register_fixed_factor_with_accuracy_fwname(
	struct device *dev, struct device_node *np, const char *name,
	const char *fw_name, unsigned long flags, unsigned int mult,
	unsigned int div, unsigned long acc);

/** clk_hw_unregister_fixed_factor() - unregister and free a fixed-factor clock */
void clk_hw_unregister_fixed_factor(struct clk_hw *hw);

/**
 * clk_hw_register_fixed_factor_parent_hw() - a fixed-factor clock whose
 * parent is @parent_hw
 * Return: as clk_hw_register_fixed_factor() (-EINVAL without a parent).
 */
struct clk_hw *clk_hw_register_fixed_factor_parent_hw(
	struct device *dev, const char *name, const struct clk_hw *parent_hw,
	unsigned long flags, unsigned int mult, unsigned int div);

/* The devm_ forms: unregistered when @dev's driver unbinds. */
struct clk_hw *
devm_clk_hw_register_fixed_factor(struct device *dev, const char *name,
				  const char *parent_name, unsigned long flags,
				  unsigned int mult, unsigned int div);
struct clk_hw *
devm_clk_hw_register_fixed_factor_index(struct device *dev, const char *name,
					unsigned int index, unsigned long flags,
					unsigned int mult, unsigned int div);
struct clk_hw *devm_clk_hw_register_fixed_factor_parent_hw(
	struct device *dev, const char *name, const struct clk_hw *parent_hw,
	unsigned long flags, unsigned int mult, unsigned int div);

/** clk_register_fixed_factor() - the same, answering with the handle */
struct clk *clk_register_fixed_factor(struct device *dev, const char *name,
				      const char *parent_name,
				      unsigned long flags, unsigned int mult,
				      unsigned int div);

/** clk_unregister_fixed_factor() - unregister and free it by its handle */
void clk_unregister_fixed_factor(struct clk *clk);

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

/**
 * struct clk_onecell_data - the clocks of an older provider with one cell,
 * by struct clk handle
 * @clks: the clocks, indexed by the cell
 * @clk_num: entries in @clks
 */
struct clk_onecell_data {
	struct clk **clks;
	unsigned int clk_num;
};

/**
 * of_clk_src_simple_get() - of_clk_add_provider()'s get for one clock
 * (@data is the struct clk; #clock-cells = <0>)
 */
struct clk *of_clk_src_simple_get(struct of_phandle_args *clkspec, void *data);

/**
 * of_clk_src_onecell_get() - of_clk_add_provider()'s get for an array of
 * clocks (@data is a struct clk_onecell_data; #clock-cells = <1>)
 * Return: the clock, or ERR_PTR(-EINVAL) for an index out of range.
 */
struct clk *of_clk_src_onecell_get(struct of_phandle_args *clkspec, void *data);

/**
 * of_clk_add_provider() - of_clk_add_hw_provider() for a provider whose
 * @clk_src_get gives struct clk handles (Linux's older form); a handle
 * stands for its clock
 * Return: as of_clk_add_hw_provider().
 */
int of_clk_add_provider(struct device_node *np,
			struct clk *(*clk_src_get)(struct of_phandle_args *args,
						   void *data),
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
 * of_clk_parent_fill() - fill @parents with the names of @np's first
 * @size clocks (of_clk_get_parent_name())
 * Return: how many were filled (stops at the first without a name).
 */
int of_clk_parent_fill(struct device_node *np, const char **parents,
		       unsigned int size);

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
 * __clk_hw_register_gate() - allocate and register a gate clock (the
 * clk_hw_register_gate*() macros call it)
 * @dev: the provider's device, or NULL
 * @np: the provider's node when there is no @dev, or NULL
 * @name: its name
 * @parent_name: its parent's name, or NULL
 * @parent_hw: its parent's clk_hw (without a name), or NULL
 * @parent_data: its parent by node (without either), or NULL
 * @flags: CLK_* flags
 * @reg: the register
 * @bit_idx: the bit
 * @clk_gate_flags: CLK_GATE_* flags
 * @lock: the register's shared lock, or NULL
 *
 * Return: its clk_hw; ERR_PTR(-EINVAL) for a bit above 15 with
 * CLK_GATE_HIWORD_MASK; ERR_PTR() of clk_hw_register()'s error.
 */
struct clk_hw *__clk_hw_register_gate(
	struct device *dev, struct device_node *np, const char *name,
	const char *parent_name, const struct clk_hw *parent_hw,
	const struct clk_parent_data *parent_data, unsigned long flags,
	void __iomem *reg, u8 bit_idx, u8 clk_gate_flags, spinlock_t *lock);

/** __devm_clk_hw_register_gate() - the same, unregistered when @dev unbinds */
struct clk_hw *__devm_clk_hw_register_gate(
	struct device *dev, struct device_node *np, const char *name,
	const char *parent_name, const struct clk_hw *parent_hw,
	const struct clk_parent_data *parent_data, unsigned long flags,
	void __iomem *reg, u8 bit_idx, u8 clk_gate_flags, spinlock_t *lock);

/** clk_register_gate() - the same, answering with the clock's handle */
struct clk *clk_register_gate(struct device *dev, const char *name,
			      const char *parent_name, unsigned long flags,
			      void __iomem *reg, u8 bit_idx, u8 clk_gate_flags,
			      spinlock_t *lock);

#define clk_hw_register_gate(dev, name, parent_name, flags, reg, bit_idx,      \
			     clk_gate_flags, lock)                             \
	__clk_hw_register_gate((dev), NULL, (name), (parent_name), NULL, NULL, \
			       (flags), (reg), (bit_idx), (clk_gate_flags),    \
			       (lock))
#define clk_hw_register_gate_parent_hw(dev, name, parent_hw, flags, reg,     \
				       bit_idx, clk_gate_flags, lock)        \
	__clk_hw_register_gate((dev), NULL, (name), NULL, (parent_hw), NULL, \
			       (flags), (reg), (bit_idx), (clk_gate_flags),  \
			       (lock))
#define clk_hw_register_gate_parent_data(dev, name, parent_data, flags, reg,   \
					 bit_idx, clk_gate_flags, lock)        \
	__clk_hw_register_gate((dev), NULL, (name), NULL, NULL, (parent_data), \
			       (flags), (reg), (bit_idx), (clk_gate_flags),    \
			       (lock))
#define devm_clk_hw_register_gate(dev, name, parent_name, flags, reg, bit_idx, \
				  clk_gate_flags, lock)                        \
	__devm_clk_hw_register_gate((dev), NULL, (name), (parent_name), NULL,  \
				    NULL, (flags), (reg), (bit_idx),           \
				    (clk_gate_flags), (lock))
#define devm_clk_hw_register_gate_parent_hw(dev, name, parent_hw, flags, reg, \
					    bit_idx, clk_gate_flags, lock)    \
	__devm_clk_hw_register_gate((dev), NULL, (name), NULL, (parent_hw),   \
				    NULL, (flags), (reg), (bit_idx),          \
				    (clk_gate_flags), (lock))
#define devm_clk_hw_register_gate_parent_data(                                \
	dev, name, parent_data, flags, reg, bit_idx, clk_gate_flags, lock)    \
	__devm_clk_hw_register_gate((dev), NULL, (name), NULL, NULL,          \
				    (parent_data), (flags), (reg), (bit_idx), \
				    (clk_gate_flags), (lock))

/** clk_hw_unregister_gate() - unregister and free a gate clock */
void clk_hw_unregister_gate(struct clk_hw *hw);

/** clk_unregister_gate() - unregister and free a gate clock by its handle */
void clk_unregister_gate(struct clk *clk);

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

/* The field mask of a divider @width bits wide. */
#define clk_div_mask(width) ((1 << (width)) - 1)

/**
 * divider_recalc_rate() - @parent_rate divided as field value @val says
 * @hw: the clock (for its name in the warning)
 * @parent_rate: the parent's rate
 * @val: the field's value
 * @table: value-to-divider table, or NULL
 * @flags: CLK_DIVIDER_* flags
 * @width: the field's width
 *
 * Return: the rate, rounded up; @parent_rate for a value that divides by
 * 0 (a warning unless CLK_DIVIDER_ALLOW_ZERO).
 */
unsigned long divider_recalc_rate(struct clk_hw *hw, unsigned long parent_rate,
				  unsigned int val,
				  const struct clk_div_table *table,
				  unsigned long flags, unsigned long width);

/**
 * divider_determine_rate() - a determine_rate for a divider field: the
 * divider whose rate is the highest not above req->rate (the nearest with
 * CLK_DIVIDER_ROUND_CLOSEST); when @hw has CLK_SET_RATE_PARENT, each
 * divider with the parent's rate rounded for it (clk_hw_round_rate())
 * Return: 0.
 */
int divider_determine_rate(struct clk_hw *hw, struct clk_rate_request *req,
			   const struct clk_div_table *table, u8 width,
			   unsigned long flags);

/**
 * divider_ro_determine_rate() - the same for a field fixed at @val: the
 * rate it gives (the parent asked for the rate it needs, with
 * CLK_SET_RATE_PARENT)
 * Return: 0.
 */
int divider_ro_determine_rate(struct clk_hw *hw, struct clk_rate_request *req,
			      const struct clk_div_table *table, u8 width,
			      unsigned long flags, unsigned int val);

/**
 * divider_round_rate_parent() - divider_determine_rate() as a round_rate
 * with parent @parent at *@prate (set to the parent rate wanted)
 * Return: the rate.
 */
long divider_round_rate_parent(struct clk_hw *hw, struct clk_hw *parent,
			       unsigned long rate, unsigned long *prate,
			       const struct clk_div_table *table, u8 width,
			       unsigned long flags);

/** divider_ro_round_rate_parent() - the same for a field fixed at @val */
long divider_ro_round_rate_parent(struct clk_hw *hw, struct clk_hw *parent,
				  unsigned long rate, unsigned long *prate,
				  const struct clk_div_table *table, u8 width,
				  unsigned long flags, unsigned int val);

static inline long divider_round_rate(struct clk_hw *hw, unsigned long rate,
				      unsigned long *prate,
				      const struct clk_div_table *table,
				      u8 width, unsigned long flags)
{
	return divider_round_rate_parent(hw, clk_hw_get_parent(hw), rate, prate,
					 table, width, flags);
}

static inline long divider_ro_round_rate(struct clk_hw *hw, unsigned long rate,
					 unsigned long *prate,
					 const struct clk_div_table *table,
					 u8 width, unsigned long flags,
					 unsigned int val)
{
	return divider_ro_round_rate_parent(hw, clk_hw_get_parent(hw), rate,
					    prate, table, width, flags, val);
}

/**
 * divider_get_val() - the field value that divides @parent_rate to @rate
 * Return: the value (the field's largest for a divider past its end);
 * -EINVAL when the divider needed is not one the field has (not in
 * @table, not a power of two with CLK_DIVIDER_POWER_OF_TWO) or @rate is 0.
 */
int divider_get_val(unsigned long rate, unsigned long parent_rate,
		    const struct clk_div_table *table, u8 width,
		    unsigned long flags);

/**
 * __clk_hw_register_divider() - allocate and register a divider clock (the
 * clk_hw_register_divider*() macros call it)
 * @dev: the provider's device, or NULL
 * @np: the provider's node when there is no @dev, or NULL
 * @name: its name
 * @parent_name: its parent's name, or NULL
 * @parent_hw: its parent's clk_hw (without a name), or NULL
 * @parent_data: its parent by node (without either), or NULL
 * @flags: CLK_* flags
 * @reg: the register
 * @shift: the field's lowest bit
 * @width: the field's width
 * @clk_divider_flags: CLK_DIVIDER_* flags
 * @table: value-to-divider table (ending with a 0 divider), or NULL
 * @lock: the register's shared lock, or NULL
 *
 * The field's value v divides by v + 1 (v with CLK_DIVIDER_ONE_BASED,
 * 2^v with CLK_DIVIDER_POWER_OF_TWO, 2^width for 0 with
 * CLK_DIVIDER_MAX_AT_ZERO, the table's divider with a table).
 * CLK_DIVIDER_READ_ONLY makes the rate fixed at what the field says.
 *
 * Return: its clk_hw; ERR_PTR(-EINVAL) for a width of 0 or over 16 or a
 * field over bit 15 with CLK_DIVIDER_HIWORD_MASK; ERR_PTR() of
 * clk_hw_register()'s error.
 */
struct clk_hw *__clk_hw_register_divider(
	struct device *dev, struct device_node *np, const char *name,
	const char *parent_name, const struct clk_hw *parent_hw,
	const struct clk_parent_data *parent_data, unsigned long flags,
	void __iomem *reg, u8 shift, u8 width, u8 clk_divider_flags,
	const struct clk_div_table *table, spinlock_t *lock);

/** __devm_clk_hw_register_divider() - the same, unregistered on unbind */
struct clk_hw *__devm_clk_hw_register_divider(
	struct device *dev, struct device_node *np, const char *name,
	const char *parent_name, const struct clk_hw *parent_hw,
	const struct clk_parent_data *parent_data, unsigned long flags,
	void __iomem *reg, u8 shift, u8 width, u8 clk_divider_flags,
	const struct clk_div_table *table, spinlock_t *lock);

/** clk_register_divider_table() - the same, answering with the handle */
struct clk *clk_register_divider_table(struct device *dev, const char *name,
				       const char *parent_name,
				       unsigned long flags, void __iomem *reg,
				       u8 shift, u8 width, u8 clk_divider_flags,
				       const struct clk_div_table *table,
				       spinlock_t *lock);

#define clk_register_divider(dev, name, parent_name, flags, reg, shift, width, \
			     clk_divider_flags, lock)                          \
	clk_register_divider_table((dev), (name), (parent_name), (flags),      \
				   (reg), (shift), (width),                    \
				   (clk_divider_flags), NULL, (lock))
#define clk_hw_register_divider(dev, name, parent_name, flags, reg, shift,  \
				width, clk_divider_flags, lock)             \
	__clk_hw_register_divider((dev), NULL, (name), (parent_name), NULL, \
				  NULL, (flags), (reg), (shift), (width),   \
				  (clk_divider_flags), NULL, (lock))
#define clk_hw_register_divider_parent_hw(dev, name, parent_hw, flags, reg, \
					  shift, width, clk_divider_flags,  \
					  lock)                             \
	__clk_hw_register_divider((dev), NULL, (name), NULL, (parent_hw),   \
				  NULL, (flags), (reg), (shift), (width),   \
				  (clk_divider_flags), NULL, (lock))
#define clk_hw_register_divider_parent_data(dev, name, parent_data, flags, \
					    reg, shift, width,             \
					    clk_divider_flags, lock)       \
	__clk_hw_register_divider((dev), NULL, (name), NULL, NULL,         \
				  (parent_data), (flags), (reg), (shift),  \
				  (width), (clk_divider_flags), NULL, (lock))
#define clk_hw_register_divider_table(dev, name, parent_name, flags, reg,     \
				      shift, width, clk_divider_flags, table, \
				      lock)                                   \
	__clk_hw_register_divider((dev), NULL, (name), (parent_name), NULL,   \
				  NULL, (flags), (reg), (shift), (width),     \
				  (clk_divider_flags), (table), (lock))
#define clk_hw_register_divider_table_parent_hw(dev, name, parent_hw, flags, \
						reg, shift, width,           \
						clk_divider_flags, table,    \
						lock)                        \
	__clk_hw_register_divider((dev), NULL, (name), NULL, (parent_hw),    \
				  NULL, (flags), (reg), (shift), (width),    \
				  (clk_divider_flags), (table), (lock))
#define clk_hw_register_divider_table_parent_data(dev, name, parent_data,   \
						  flags, reg, shift, width, \
						  clk_divider_flags, table, \
						  lock)                     \
	__clk_hw_register_divider((dev), NULL, (name), NULL, NULL,          \
				  (parent_data), (flags), (reg), (shift),   \
				  (width), (clk_divider_flags), (table),    \
				  (lock))
#define devm_clk_hw_register_divider(dev, name, parent_name, flags, reg,    \
				     shift, width, clk_divider_flags, lock) \
	__devm_clk_hw_register_divider((dev), NULL, (name), (parent_name),  \
				       NULL, NULL, (flags), (reg), (shift), \
				       (width), (clk_divider_flags), NULL,  \
				       (lock))
#define devm_clk_hw_register_divider_parent_hw(dev, name, parent_hw, flags,    \
					       reg, shift, width,              \
					       clk_divider_flags, lock)        \
	__devm_clk_hw_register_divider((dev), NULL, (name), NULL, (parent_hw), \
				       NULL, (flags), (reg), (shift), (width), \
				       (clk_divider_flags), NULL, (lock))
#define devm_clk_hw_register_divider_table(dev, name, parent_name, flags, reg, \
					   shift, width, clk_divider_flags,    \
					   table, lock)                        \
	__devm_clk_hw_register_divider((dev), NULL, (name), (parent_name),     \
				       NULL, NULL, (flags), (reg), (shift),    \
				       (width), (clk_divider_flags), (table),  \
				       (lock))

/** clk_unregister_divider() - unregister and free a divider by its handle */
void clk_unregister_divider(struct clk *clk);

/** clk_hw_unregister_divider() - unregister and free a divider clock */
void clk_hw_unregister_divider(struct clk_hw *hw);

/**
 * struct clk_mux - a clock that a register field switches between parents
 * @hw: its clk_hw
 * @reg: the register
 * @table: the field's value of each parent entry, or NULL
 * @mask: the field's mask, after @shift
 * @shift: the field's lowest bit
 * @flags: CLK_MUX_* flags
 * @lock: the register's shared lock, or NULL
 *
 * Without a table, parent entry i is value i (i + 1 with
 * CLK_MUX_INDEX_ONE, bit i with CLK_MUX_INDEX_BIT).
 */
struct clk_mux {
	struct clk_hw hw;
	void __iomem *reg;
	const u32 *table;
	u32 mask;
	u8 shift;
	u8 flags;
	spinlock_t *lock;
};

#define to_clk_mux(_hw) container_of(_hw, struct clk_mux, hw)

#define CLK_MUX_INDEX_ONE BIT(0) /* entry i is value i + 1 */
#define CLK_MUX_INDEX_BIT BIT(1) /* entry i is value 1 << i */
#define CLK_MUX_HIWORD_MASK \
	BIT(2) /* field in the low half, its write mask in the high */
#define CLK_MUX_READ_ONLY BIT(3) /* the parent cannot be changed */
#define CLK_MUX_ROUND_CLOSEST BIT(4) /* rates round to the nearest parent */
#define CLK_MUX_BIG_ENDIAN BIT(5)

extern const struct clk_ops clk_mux_ops;
extern const struct clk_ops clk_mux_ro_ops;

/**
 * __clk_hw_register_mux() - allocate and register a mux clock (the
 * clk_hw_register_mux*() macros call it)
 * @dev: the provider's device, or NULL
 * @np: the provider's node when there is no @dev, or NULL
 * @name: its name
 * @num_parents: entries in the parent array
 * @parent_names: the parents by name, or NULL
 * @parent_hws: the parents by clk_hw, or NULL
 * @parent_data: the parents by node, clk_hw or name, or NULL
 * @flags: CLK_* flags
 * @reg: the register
 * @shift: the field's lowest bit
 * @mask: the field's mask, after @shift
 * @clk_mux_flags: CLK_MUX_* flags
 * @table: the field's value for each parent entry, or NULL
 * @lock: the register's shared lock, or NULL
 *
 * Return: its clk_hw; ERR_PTR(-EINVAL) for a field over bit 15 with
 * CLK_MUX_HIWORD_MASK; ERR_PTR() of clk_hw_register()'s error.
 */
struct clk_hw *__clk_hw_register_mux(struct device *dev, struct device_node *np,
				     const char *name, u8 num_parents,
				     const char *const *parent_names,
				     const struct clk_hw **parent_hws,
				     const struct clk_parent_data *parent_data,
				     unsigned long flags, void __iomem *reg,
				     u8 shift, u32 mask, u8 clk_mux_flags,
				     const u32 *table, spinlock_t *lock);

/** __devm_clk_hw_register_mux() - the same, unregistered when @dev unbinds */
struct clk_hw *__devm_clk_hw_register_mux(
	struct device *dev, struct device_node *np, const char *name,
	u8 num_parents, const char *const *parent_names,
	const struct clk_hw **parent_hws,
	const struct clk_parent_data *parent_data, unsigned long flags,
	void __iomem *reg, u8 shift, u32 mask, u8 clk_mux_flags,
	const u32 *table, spinlock_t *lock);

#define clk_hw_register_mux_table(dev, name, parent_names, num_parents, flags, \
				  reg, shift, mask, clk_mux_flags, table,      \
				  lock)                                        \
	__clk_hw_register_mux((dev), NULL, (name), (num_parents),              \
			      (parent_names), NULL, NULL, (flags), (reg),      \
			      (shift), (mask), (clk_mux_flags), (table),       \
			      (lock))
#define clk_hw_register_mux(dev, name, parent_names, num_parents, flags, reg, \
			    shift, width, clk_mux_flags, lock)                \
	__clk_hw_register_mux((dev), NULL, (name), (num_parents),             \
			      (parent_names), NULL, NULL, (flags), (reg),     \
			      (shift), BIT((width)) - 1, (clk_mux_flags),     \
			      NULL, (lock))
#define clk_hw_register_mux_hws(dev, name, parent_hws, num_parents, flags, \
				reg, shift, width, clk_mux_flags, lock)    \
	__clk_hw_register_mux((dev), NULL, (name), (num_parents), NULL,    \
			      (parent_hws), NULL, (flags), (reg), (shift), \
			      BIT((width)) - 1, (clk_mux_flags), NULL, (lock))
#define clk_hw_register_mux_parent_data(dev, name, parent_data, num_parents,  \
					flags, reg, shift, width,             \
					clk_mux_flags, lock)                  \
	__clk_hw_register_mux((dev), NULL, (name), (num_parents), NULL, NULL, \
			      (parent_data), (flags), (reg), (shift),         \
			      BIT((width)) - 1, (clk_mux_flags), NULL, (lock))
#define devm_clk_hw_register_mux(dev, name, parent_names, num_parents, flags,  \
				 reg, shift, width, clk_mux_flags, lock)       \
	__devm_clk_hw_register_mux((dev), NULL, (name), (num_parents),         \
				   (parent_names), NULL, NULL, (flags), (reg), \
				   (shift), BIT((width)) - 1, (clk_mux_flags), \
				   NULL, (lock))

#define clk_hw_register_mux_table_parent_data(dev, name, parent_data,         \
					      num_parents, flags, reg, shift, \
					      mask, clk_mux_flags, table,     \
					      lock)                           \
	__clk_hw_register_mux((dev), NULL, (name), (num_parents), NULL, NULL, \
			      (parent_data), (flags), (reg), (shift), (mask), \
			      (clk_mux_flags), (table), (lock))
#define clk_hw_register_mux_parent_data_table(dev, name, parent_data,         \
					      num_parents, flags, reg, shift, \
					      width, clk_mux_flags, table,    \
					      lock)                           \
	__clk_hw_register_mux((dev), NULL, (name), (num_parents), NULL, NULL, \
			      (parent_data), (flags), (reg), (shift),         \
			      BIT((width)) - 1, (clk_mux_flags), (table),     \
			      (lock))
#define devm_clk_hw_register_mux_parent_hws(dev, name, parent_hws,             \
					    num_parents, flags, reg, shift,    \
					    width, clk_mux_flags, lock)        \
	__devm_clk_hw_register_mux((dev), NULL, (name), (num_parents), NULL,   \
				   (parent_hws), NULL, (flags), (reg),         \
				   (shift), BIT((width)) - 1, (clk_mux_flags), \
				   NULL, (lock))
#define devm_clk_hw_register_mux_parent_data_table(dev, name, parent_data,     \
						   num_parents, flags, reg,    \
						   shift, width,               \
						   clk_mux_flags, table, lock) \
	__devm_clk_hw_register_mux((dev), NULL, (name), (num_parents), NULL,   \
				   NULL, (parent_data), (flags), (reg),        \
				   (shift), BIT((width)) - 1, (clk_mux_flags), \
				   (table), (lock))

/**
 * clk_register_mux_table() - clk_hw_register_mux_table(), answering with
 * the clock's handle
 * Return: the handle; ERR_PTR() as __clk_hw_register_mux().
 */
struct clk *clk_register_mux_table(struct device *dev, const char *name,
				   const char *const *parent_names,
				   u8 num_parents, unsigned long flags,
				   void __iomem *reg, u8 shift, u32 mask,
				   u8 clk_mux_flags, const u32 *table,
				   spinlock_t *lock);

#define clk_register_mux(dev, name, parent_names, num_parents, flags, reg,   \
			 shift, width, clk_mux_flags, lock)                  \
	clk_register_mux_table((dev), (name), (parent_names), (num_parents), \
			       (flags), (reg), (shift), BIT((width)) - 1,    \
			       (clk_mux_flags), NULL, (lock))

/** clk_unregister_mux() - unregister and free a mux clock by its handle */
void clk_unregister_mux(struct clk *clk);

/**
 * clk_mux_val_to_index() - the parent entry of field value @val
 * Return: the entry; -EINVAL when no entry has that value.
 */
int clk_mux_val_to_index(struct clk_hw *hw, const u32 *table,
			 unsigned int flags, unsigned int val);

/** clk_mux_index_to_val() - the field value of parent entry @index */
unsigned int clk_mux_index_to_val(const u32 *table, unsigned int flags,
				  u8 index);

/** clk_hw_unregister_mux() - unregister and free a mux clock */
void clk_hw_unregister_mux(struct clk_hw *hw);

/**
 * struct clk_fractional_divider - a clock at its parent's rate * m / n,
 * m and n register fields
 * @hw: its clk_hw
 * @reg: the register
 * @mshift: m's lowest bit
 * @mwidth: m's width
 * @nshift: n's lowest bit
 * @nwidth: n's width
 * @flags: CLK_FRAC_DIVIDER_* flags
 * @approximation: chooses m and n (and may change the parent's rate) for
 *                 a rate when rounding, or NULL for
 *                 clk_fractional_divider_general_approximation()
 * @lock: the register's shared lock, or NULL
 *
 * A field of 0 (without CLK_FRAC_DIVIDER_ZERO_BASED) gives the parent's
 * rate.
 */
struct clk_fractional_divider {
	struct clk_hw hw;
	void __iomem *reg;
	u8 mshift;
	u8 mwidth;
	u8 nshift;
	u8 nwidth;
	u8 flags;
	void (*approximation)(struct clk_hw *hw, unsigned long rate,
			      unsigned long *parent_rate, unsigned long *m,
			      unsigned long *n);
	spinlock_t *lock;
};

#define to_clk_fd(_hw) container_of(_hw, struct clk_fractional_divider, hw)

#define CLK_FRAC_DIVIDER_ZERO_BASED BIT(0) /* fields hold m - 1 and n - 1 */
#define CLK_FRAC_DIVIDER_BIG_ENDIAN BIT(1)
#define CLK_FRAC_DIVIDER_POWER_OF_TWO_PS \
	BIT(2) /* a power-of-two prescaler follows */

/*
 * Its ops: the rate is the parent's * m / n; rounding takes the fraction
 * nearest the asked rate / the parent's that the fields hold (a rate at
 * or above the parent's gives the parent's, unless CLK_SET_RATE_PARENT).
 */
extern const struct clk_ops clk_fractional_divider_ops;

/**
 * clk_fractional_divider_general_approximation() - the m and n nearest
 * @rate / *@parent_rate the fields of @hw hold (Linux declares it in
 * drivers/clk/clk-fractional-divider.h)
 */
void clk_fractional_divider_general_approximation(struct clk_hw *hw,
						  unsigned long rate,
						  unsigned long *parent_rate,
						  unsigned long *m,
						  unsigned long *n);

/**
 * clk_hw_register_fractional_divider() - allocate and register one
 * @dev: the provider's device, or NULL
 * @name: its name
 * @parent_name: its parent's name, or NULL
 * @flags: CLK_* flags
 * @reg: the register
 * @mshift: m's lowest bit
 * @mwidth: m's width
 * @nshift: n's lowest bit
 * @nwidth: n's width
 * @clk_divider_flags: CLK_FRAC_DIVIDER_* flags
 * @lock: the register's shared lock, or NULL
 *
 * Return: its clk_hw; ERR_PTR() of clk_hw_register()'s error, or -ENOMEM.
 */
struct clk_hw *clk_hw_register_fractional_divider(
	struct device *dev, const char *name, const char *parent_name,
	unsigned long flags, void __iomem *reg, u8 mshift, u8 mwidth, u8 nshift,
	u8 nwidth, u8 clk_divider_flags, spinlock_t *lock);

/** clk_register_fractional_divider() - the same, as the clock's handle */
struct clk *clk_register_fractional_divider(
	struct device *dev, const char *name, const char *parent_name,
	unsigned long flags, void __iomem *reg, u8 mshift, u8 mwidth, u8 nshift,
	u8 nwidth, u8 clk_divider_flags, spinlock_t *lock);

/** clk_hw_unregister_fractional_divider() - unregister and free one */
void clk_hw_unregister_fractional_divider(struct clk_hw *hw);

/**
 * struct clk_composite - a clock made of a mux, a rate part and a gate
 * @hw: its clk_hw
 * @ops: the ops built from the parts'
 * @mux_hw: the mux part (its clk_hw), or NULL
 * @rate_hw: the rate part, or NULL
 * @gate_hw: the gate part, or NULL
 * @mux_ops: the mux part's ops
 * @rate_ops: the rate part's ops
 * @gate_ops: the gate part's ops
 */
struct clk_composite {
	struct clk_hw hw;
	struct clk_ops ops;
	struct clk_hw *mux_hw;
	struct clk_hw *rate_hw;
	struct clk_hw *gate_hw;
	const struct clk_ops *mux_ops;
	const struct clk_ops *rate_ops;
	const struct clk_ops *gate_ops;
};

#define to_clk_composite(_hw) container_of(_hw, struct clk_composite, hw)

/**
 * clk_hw_register_composite() - allocate and register a composite clock
 * @dev: the provider's device, or NULL
 * @name: its name
 * @parent_names: its parents' names (the mux's parents)
 * @num_parents: entries in @parent_names
 * @mux_hw: the mux part, or NULL (with @mux_ops: get_parent is needed)
 * @mux_ops: its ops, or NULL
 * @rate_hw: the rate part, or NULL (with @rate_ops: recalc_rate is
 *           needed, and set_rate needs round_rate or determine_rate)
 * @rate_ops: its ops, or NULL
 * @gate_hw: the gate part, or NULL (with @gate_ops: is_enabled, enable
 *           and disable are needed)
 * @gate_ops: its ops, or NULL
 * @flags: CLK_* flags
 *
 * Each part's ops are called on its own clk_hw, which then answers
 * clk_hw_*() calls as the composite. Rounding: with a mux that can switch
 * and a rate part with determine_rate, each parent is tried through the
 * rate part and the nearest rate wins (only the current parent with
 * CLK_SET_RATE_NO_REPARENT); else the rate part's, else the mux's.
 *
 * Return: its clk_hw; ERR_PTR(-EINVAL) when a part lacks an op it needs;
 * ERR_PTR() of clk_hw_register()'s error.
 */
struct clk_hw *clk_hw_register_composite(
	struct device *dev, const char *name, const char *const *parent_names,
	int num_parents, struct clk_hw *mux_hw, const struct clk_ops *mux_ops,
	struct clk_hw *rate_hw, const struct clk_ops *rate_ops,
	struct clk_hw *gate_hw, const struct clk_ops *gate_ops,
	unsigned long flags);

/** clk_hw_register_composite_pdata() - the same, parents by clk_parent_data */
struct clk_hw *clk_hw_register_composite_pdata(
	struct device *dev, const char *name,
	const struct clk_parent_data *parent_data, int num_parents,
	struct clk_hw *mux_hw, const struct clk_ops *mux_ops,
	struct clk_hw *rate_hw, const struct clk_ops *rate_ops,
	struct clk_hw *gate_hw, const struct clk_ops *gate_ops,
	unsigned long flags);

/** devm_clk_hw_register_composite_pdata() - the same, unregistered on unbind */
struct clk_hw *devm_clk_hw_register_composite_pdata(
	struct device *dev, const char *name,
	const struct clk_parent_data *parent_data, int num_parents,
	struct clk_hw *mux_hw, const struct clk_ops *mux_ops,
	struct clk_hw *rate_hw, const struct clk_ops *rate_ops,
	struct clk_hw *gate_hw, const struct clk_ops *gate_ops,
	unsigned long flags);

/** clk_register_composite() - clk_hw_register_composite(), as a handle */
struct clk *
clk_register_composite(struct device *dev, const char *name,
		       const char *const *parent_names, int num_parents,
		       struct clk_hw *mux_hw, const struct clk_ops *mux_ops,
		       struct clk_hw *rate_hw, const struct clk_ops *rate_ops,
		       struct clk_hw *gate_hw, const struct clk_ops *gate_ops,
		       unsigned long flags);

/** clk_register_composite_pdata() - the _pdata form, as a handle */
struct clk *clk_register_composite_pdata(
	struct device *dev, const char *name,
	const struct clk_parent_data *parent_data, int num_parents,
	struct clk_hw *mux_hw, const struct clk_ops *mux_ops,
	struct clk_hw *rate_hw, const struct clk_ops *rate_ops,
	struct clk_hw *gate_hw, const struct clk_ops *gate_ops,
	unsigned long flags);

/** clk_hw_unregister_composite() - unregister and free a composite clock */
void clk_hw_unregister_composite(struct clk_hw *hw);

/** clk_unregister_composite() - the same by its handle */
void clk_unregister_composite(struct clk *clk);

/* clk_init_data for a clock's hw.init, as Linux's macros make them. */
#define CLK_HW_INIT(_name, _parent, _ops, _flags)            \
	(&(struct clk_init_data){                            \
		.flags = _flags,                             \
		.name = _name,                               \
		.parent_names = (const char *[]){ _parent }, \
		.num_parents = 1,                            \
		.ops = _ops,                                 \
	})
#define CLK_HW_INIT_HW(_name, _parent, _ops, _flags)                \
	(&(struct clk_init_data){                                   \
		.flags = _flags,                                    \
		.name = _name,                                      \
		.parent_hws = (const struct clk_hw *[]){ _parent }, \
		.num_parents = 1,                                   \
		.ops = _ops,                                        \
	})
#define CLK_HW_INIT_HWS(_name, _parent, _ops, _flags) \
	(&(struct clk_init_data){                     \
		.flags = _flags,                      \
		.name = _name,                        \
		.parent_hws = _parent,                \
		.num_parents = 1,                     \
		.ops = _ops,                          \
	})
#define CLK_HW_INIT_FW_NAME(_name, _parent, _ops, _flags) \
	(&(struct clk_init_data){                         \
		.flags = _flags,                          \
		.name = _name,                            \
		.parent_data =                            \
			(const struct clk_parent_data[]){ \
				{ .fw_name = _parent },   \
			},                                \
		.num_parents = 1,                         \
		.ops = _ops,                              \
	})
#define CLK_HW_INIT_PARENTS(_name, _parents, _ops, _flags) \
	(&(struct clk_init_data){                          \
		.flags = _flags,                           \
		.name = _name,                             \
		.parent_names = _parents,                  \
		.num_parents = ARRAY_SIZE(_parents),       \
		.ops = _ops,                               \
	})
#define CLK_HW_INIT_PARENTS_HW(_name, _parents, _ops, _flags) \
	(&(struct clk_init_data){                             \
		.flags = _flags,                              \
		.name = _name,                                \
		.parent_hws = _parents,                       \
		.num_parents = ARRAY_SIZE(_parents),          \
		.ops = _ops,                                  \
	})
#define CLK_HW_INIT_PARENTS_DATA(_name, _parents, _ops, _flags) \
	(&(struct clk_init_data){                               \
		.flags = _flags,                                \
		.name = _name,                                  \
		.parent_data = _parents,                        \
		.num_parents = ARRAY_SIZE(_parents),            \
		.ops = _ops,                                    \
	})
#define CLK_HW_INIT_NO_PARENT(_name, _ops, _flags) \
	(&(struct clk_init_data){                  \
		.flags = _flags,                   \
		.name = _name,                     \
		.parent_names = NULL,              \
		.num_parents = 0,                  \
		.ops = _ops,                       \
	})

#define CLK_FIXED_FACTOR(_struct, _name, _parent, _div, _mult, _flags)        \
	struct clk_fixed_factor _struct = {                                   \
		.div = _div,                                                  \
		.mult = _mult,                                                \
		.hw.init = CLK_HW_INIT(_name, _parent, &clk_fixed_factor_ops, \
				       _flags),                               \
	}
#define CLK_FIXED_FACTOR_HW(_struct, _name, _parent, _div, _mult, _flags) \
	struct clk_fixed_factor _struct = {                               \
		.div = _div,                                              \
		.mult = _mult,                                            \
		.hw.init = CLK_HW_INIT_HW(_name, _parent,                 \
					  &clk_fixed_factor_ops, _flags), \
	}
#define CLK_FIXED_FACTOR_HWS(_struct, _name, _parent, _div, _mult, _flags) \
	struct clk_fixed_factor _struct = {                                \
		.div = _div,                                               \
		.mult = _mult,                                             \
		.hw.init = CLK_HW_INIT_HWS(_name, _parent,                 \
					   &clk_fixed_factor_ops, _flags), \
	}
#define CLK_FIXED_FACTOR_FW_NAME(_struct, _name, _parent, _div, _mult, _flags) \
	struct clk_fixed_factor _struct = {                                    \
		.div = _div,                                                   \
		.mult = _mult,                                                 \
		.hw.init = CLK_HW_INIT_FW_NAME(_name, _parent,                 \
					       &clk_fixed_factor_ops, _flags), \
	}

/**
 * struct of_clk_declare - a CLK_OF_DECLARE() entry (platdev's record of
 * Linux's __clk_of_table entries)
 * @compatible: the compatible string it sets up
 * @setup: its setup function, called with the node
 * @driver: CLK_OF_DECLARE_DRIVER(): a platform device is still created
 *          for the node (so its platform driver binds too)
 */
struct of_clk_declare {
	const char *compatible;
	void (*setup)(struct device_node *np);
	bool driver;
};

/*
 * CLK_OF_DECLARE() - set up the clock nodes of @compat with @fn when the
 * device tree is populated (platdev_of_clk_init(), after the fixed
 * clocks, in the order the nodes' parents allow), as Linux's of_clk_init()
 * does at boot. The node gets no platform device (OF_POPULATED), unless
 * declared with CLK_OF_DECLARE_DRIVER(). The entry goes in the linker
 * section "platdev_clk_of" (GNU ld and lld give its bounds).
 */
#define __PLATDEV_CLK_OF_DECLARE(name, compat, fn, drv)            \
	static const struct of_clk_declare __clk_of_declare_##name \
		__attribute__((used, section("platdev_clk_of"),    \
			       aligned(sizeof(void *)))) = { compat, fn, drv }
#define CLK_OF_DECLARE(name, compat, fn) \
	__PLATDEV_CLK_OF_DECLARE(name, compat, fn, false)
#define CLK_OF_DECLARE_DRIVER(name, compat, fn) \
	__PLATDEV_CLK_OF_DECLARE(name, compat, fn, true)

#endif /* _PLATDEV_LINUX_CLK_PROVIDER_H */
