/* SPDX-License-Identifier: MIT */
/*
 * clk.h - the clock framework's private records, shared by src/clk/.
 *
 * Every field is guarded by the clock lock (clk_lock()).
 */
#ifndef _PLATDEV_SRC_CLK_H
#define _PLATDEV_SRC_CLK_H

#include <linux/clk-provider.h>
#include <linux/of.h>

/**
 * struct clk_parent_map - one possible parent, as clk_init_data gave it
 * @hw: the parent's clk_hw, or NULL
 * @name: its global name (a copy), or NULL
 * @fw_name: its "clock-names" entry in the provider's node (a copy), or NULL
 * @index: its "clocks" entry in the provider's node, or -1
 */
struct clk_parent_map {
	const struct clk_hw *hw;
	char *name;
	char *fw_name;
	int index;
};

/**
 * struct clk - a consumer's handle of a clock
 * @core: the clock
 * @dev: the consumer, or NULL
 * @con_id: the name it was asked for, or NULL
 * @exclusive_count: clk_rate_exclusive_get() calls through it not undone
 */
struct clk {
	struct clk_core *core;
	struct device *dev;
	const char *con_id;
	unsigned int exclusive_count;
};

/**
 * struct clk_core - a registered clock
 * @name: its name (a copy)
 * @ops: its callbacks; NULL once unregistered
 * @hw: its provider's clk_hw; NULL once unregistered
 * @of_node: the provider's node (referenced), for parents named by it
 * @parents: its possible parents (@num_parents entries), or NULL
 * @num_parents: entries in @parents
 * @parent_index: the entry that is its parent, -1 for none
 * @parent: the parent's core once found, or NULL (an orphan)
 * @flags: CLK_* flags
 * @prepared_parent: the parent that holds a prepare count for it (its
 *                   parent, or NULL while it is an orphan or unprepared)
 * @enabled_parent: the same for enable
 * @prepare_count: clk_prepare() calls not undone
 * @enable_count: clk_enable() calls not undone
 * @protect_count: clk_rate_exclusive_get() calls not undone (any handle)
 * @min_rate: the lowest rate clk_hw_set_rate_range() allows (0: none)
 * @max_rate: the highest (ULONG_MAX: none)
 * @refs: the registration's reference plus one per struct clk and per
 *        child that found it as parent
 * @self: the handle clk_get_parent() gives out (the core's own)
 * @next: the list of registered clocks
 */
struct clk_core {
	char *name;
	const struct clk_ops *ops;
	struct clk_hw *hw;
	struct device_node *of_node;
	struct clk_parent_map *parents;
	u8 num_parents;
	int parent_index;
	struct clk_core *parent;
	unsigned long flags;
	struct clk_core *prepared_parent;
	struct clk_core *enabled_parent;
	unsigned int prepare_count;
	unsigned int enable_count;
	unsigned int protect_count;
	unsigned long min_rate;
	unsigned long max_rate;
	unsigned int refs;
	struct clk self;
	struct clk_core *next;
};

/*
 * The clock lock: every clock's state and the providers' list. Taken
 * before the driver core's lock (platdev_port_core_lock()), never after.
 * As Linux's prepare_lock, the thread that holds it may take it again, so
 * a provider's callback may call clk_hw_get_rate(), clk_hw_round_rate()
 * and the other clk_hw_*() helpers.
 */
void clk_lock(void);
void clk_unlock(void);

/* Parent chains longer than this are taken for loops. */
#define CLK_MAX_DEPTH 32

/* The registered clocks (clk.c); the clock lock guards it. */
extern struct clk_core *clk_cores;

/* The registered clock named @name, or NULL. Clock lock held. */
struct clk_core *clk_core_lookup_locked(const char *name);

/* @core's rate. Clock lock held. */
unsigned long clk_core_rate_locked(struct clk_core *core, unsigned int depth);

/*
 * The rate @core can give nearest @rate, with *@parent_rate the parent's
 * rate that needs and, when given, *@best_parent the parent that would
 * give it. Clock lock held. Return: the rate or an error.
 */
long clk_core_round_locked(struct clk_core *core, unsigned long rate,
			   unsigned long *parent_rate,
			   struct clk_core **best_parent, unsigned int depth);

/* Counted prepare and enable and their undoing. Clock lock held. */
int clk_core_prepare_locked(struct clk_core *core, unsigned int depth);
void clk_core_unprepare_locked(struct clk_core *core);
int clk_core_enable_locked(struct clk_core *core, unsigned int depth);
void clk_core_disable_locked(struct clk_core *core);

/* ---- parents (clk-parent.c) ---- */

/*
 * Copy @init's parents into @core. Return: 0, -EINVAL
 * for parents without an array or a NULL name, -ENOMEM.
 */
int clk_core_parents_init(struct clk_core *core,
			  const struct clk_init_data *init);

/* Free what clk_core_parents_init() allocated. */
void clk_core_parents_free(struct clk_core *core);

/* The core of @core's parent entry @index, or NULL. Clock lock held. */
struct clk_core *clk_core_parent_by_index_locked(struct clk_core *core,
						 unsigned int index);

/*
 * @core's parent, found now (taking a reference, and the prepare and
 * enable counts @core holds) if it was not yet. Clock lock held.
 */
struct clk_core *clk_core_parent_locked(struct clk_core *core);

/**
 * struct clk_rate_switch - the rate that set_rate_and_parent sets with a
 * parent switch
 * @rate: the clock's new rate (rounded)
 * @parent_rate: the new parent's rate
 */
struct clk_rate_switch {
	unsigned long rate;
	unsigned long parent_rate;
};

/*
 * Switch @core to @parent (NULL: none), carrying its counts, through
 * set_parent, or set_rate_and_parent with @rs (when not NULL). Clock lock
 * held. Return: as clk_set_parent().
 */
int clk_core_set_parent_locked(struct clk_core *core, struct clk_core *parent,
			       const struct clk_rate_switch *rs);

/*
 * Make @parent @core's parent in the records only (the hardware switched
 * by itself): the counts @core holds move to it. Clock lock held.
 */
void clk_core_reparent_locked(struct clk_core *core, struct clk_core *parent);

/* @core's accuracy in ppb, along the parent chain. Clock lock held. */
unsigned long clk_core_accuracy_locked(struct clk_core *core,
				       unsigned int depth);

/* Give orphans whose parent is now registered their parent. Clock lock held. */
void clk_core_adopt_orphans_locked(void);

/*
 * Drop a reference; the last frees the core and drops its parent's (the
 * freeing takes no lock, so it may run under the clock lock).
 */
void clk_core_put(struct clk_core *core);
void clk_core_put_locked(struct clk_core *core);

/* A consumer handle of @hw's clock. Return: the handle or ERR_PTR(). */
struct clk *clk_hw_create_clk(struct device *dev, struct clk_hw *hw,
			      const char *con_id);

/*
 * A handle of the clock @spec names, for consumer @dev (NULL: none),
 * whose wait for a missing provider is then recorded. Return: the handle
 * or ERR_PTR() (-EPROBE_DEFER, the provider's error, -ENOMEM).
 */
struct clk *clk_from_spec(struct device *dev, struct of_phandle_args *spec,
			  const char *con_id);

/*
 * The clock the clkdev table gives consumer @dev (NULL: none) of name
 * @dev_id for connection @con_id (clkdev.c). Return: a handle,
 * ERR_PTR(-ENOENT) when no entry suits, ERR_PTR(-ENOMEM).
 */
struct clk *clkdev_get(struct device *dev, const char *dev_id,
		       const char *con_id);

/* The clk_hw a "clocks" specifier names, clock lock held. */
struct clk_hw *of_clk_hw_from_spec_locked(struct of_phandle_args *spec);

/* A fixed-factor clock of node @np, parent its first "clocks" entry. */
struct clk_hw *platdev_clk_register_fixed_factor_of(struct device_node *np,
						    const char *name,
						    unsigned int mult,
						    unsigned int div);

/*
 * Give @init the one parent of a basic clock (gate, divider, fixed rate):
 * *@name, else *@hw, else @data (the pointers must outlive the
 * registration), or none.
 */
static inline void clk_init_one_parent(struct clk_init_data *init,
				       const char *const *name,
				       const struct clk_hw *const *hw,
				       const struct clk_parent_data *data)
{
	if (*name)
		init->parent_names = name;
	else if (*hw)
		init->parent_hws = (const struct clk_hw **)hw;
	else
		init->parent_data = data;
	init->num_parents = *name || *hw || data;
}

/* As Linux's basic clocks register: for @dev, else for node @np. */
static inline int clk_hw_register_dev_or_np(struct device *dev,
					    struct device_node *np,
					    struct clk_hw *hw)
{
	return dev || !np ? clk_hw_register(dev, hw) :
			    of_clk_hw_register(np, hw);
}

/*
 * @hw, or its error, to be released with @release(@hw) when @dev's driver
 * unbinds (the devm_ registration forms). Return: @hw or an ERR_PTR().
 */
struct clk_hw *clk_hw_devm_keep(struct device *dev, struct clk_hw *hw,
				void (*release)(void *hw));

/* The handle of a registered @hw for the clk_register_*() forms, or its error. */
static inline struct clk *clk_hw_handle(struct clk_hw *hw)
{
	return IS_ERR(hw) ? ERR_CAST(hw) : hw->clk;
}

/*
 * Rate-change notifiers (clk-notifier.c), clock lock held: record every
 * notified clock's rate; tell @core's notifiers of @new_rate to come
 * (-EBUSY when one refuses); tell those told of an abort; tell every
 * notified clock whose rate moved since the record.
 */
void clk_notify_begin_locked(void);
int clk_notify_pre_locked(struct clk_core *core, unsigned long new_rate);
void clk_notify_abort_locked(void);
void clk_notify_post_locked(void);

#endif /* _PLATDEV_SRC_CLK_H */
