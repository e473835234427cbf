/* SPDX-License-Identifier: MIT */
/*
 * linux/clk.h - the clock consumer API: get a device's clocks, prepare and
 * enable them, read their rates.
 *
 * A NULL clock (devm_clk_get_optional() of a clock the device does not
 * have) is accepted by every call and does nothing: its rate is 0.
 */
#ifndef _PLATDEV_LINUX_CLK_H
#define _PLATDEV_LINUX_CLK_H

#include <linux/bits.h>
#include <linux/notifier.h>

#include <linux/err.h>
#include <linux/types.h>

struct clk;
struct device;
struct device_node;
struct of_phandle_args;

/**
 * clk_get() - look up a clock of @dev
 * @dev: the consumer; its device-tree node's "clocks" (and "clock-names")
 *       name the clock
 * @id: an entry of "clock-names", or NULL for the first clock
 *
 * When the node does not give the clock (and is not waiting for its
 * provider), the clkdev lookups (linux/clkdev.h) are searched with
 * dev_name(@dev) and @id, as Linux does.
 *
 * Return: the clock (clk_put() it); ERR_PTR(-ENOENT) when neither the
 * node nor a lookup gives one; ERR_PTR(-EPROBE_DEFER)
 * when the clock's provider has not registered yet (the device is then
 * retried when it does: platdev_device_waits_for_node() with
 * %PLATDEV_DEP_CLOCK); the provider's error; ERR_PTR(-ENOMEM).
 */
struct clk *clk_get(struct device *dev, const char *id);

/**
 * clk_get_sys() - the clock the clkdev table (linux/clkdev.h) gives device
 * name @dev_id and connection @con_id (either NULL)
 * Return: the clock (clk_put() it); ERR_PTR(-ENOENT) when no entry suits;
 * ERR_PTR(-ENOMEM).
 */
struct clk *clk_get_sys(const char *dev_id, const char *con_id);

/**
 * clk_get_optional() - clk_get() of a clock the device may lack
 * @dev: the consumer, or NULL
 * @id: the clock's connection name ("clock-names" entry), or NULL
 *
 * Return: as clk_get(), but NULL (a clock that does nothing: every
 * consumer call accepts it) where that returns ERR_PTR(-ENOENT); other
 * errors, -EPROBE_DEFER among them, are returned as they are.
 */
static inline struct clk *clk_get_optional(struct device *dev, const char *id)
{
	struct clk *clk = clk_get(dev, id);

	return clk == ERR_PTR(-ENOENT) ? NULL : clk;
}

/** clk_put() - release a clock from clk_get() (NULL and errors are ignored) */
void clk_put(struct clk *clk);

/**
 * of_clk_get() - the @index'th clock of "clocks" in @np
 * Return: as clk_get(), without the wait being recorded (no device).
 */
struct clk *of_clk_get(struct device_node *np, int index);

/**
 * of_clk_get_from_provider() - the clock a "clocks"-style specifier names
 * Return: as of_clk_get(); ERR_PTR(-EINVAL) without a node.
 */
struct clk *of_clk_get_from_provider(struct of_phandle_args *clkspec);

/**
 * of_clk_get_by_name() - the clock of @np named @name in "clock-names"
 * (NULL: the first)
 * Return: as of_clk_get(); ERR_PTR(-ENOENT) for a name not listed.
 */
struct clk *of_clk_get_by_name(struct device_node *np, const char *name);

/**
 * devm_get_clk_from_child() - of_clk_get_by_name() of a child node @np of
 * @dev's, put again when @dev's driver unbinds
 * @dev: the device whose managed resources hold the clock
 * @np: the node whose "clocks" are read (usually a child of @dev's node)
 * @con_id: the "clock-names" entry, or NULL for the first clock
 *
 * Return: as of_clk_get_by_name(): the clock; ERR_PTR(-ENOENT) when @np
 * lists no such clock; ERR_PTR(-EPROBE_DEFER) when its provider has not
 * registered yet; ERR_PTR(-ENOMEM) (the clock is put again).
 */
struct clk *devm_get_clk_from_child(struct device *dev, struct device_node *np,
				    const char *con_id);

/**
 * devm_clk_get() - clk_get(), put again when @dev's driver unbinds
 * Return: as clk_get().
 */
struct clk *devm_clk_get(struct device *dev, const char *id);

/**
 * devm_clk_put() - put a clock of one of the devm_clk_get() family now,
 * undoing its prepare and enable if the variant made them
 * @dev: the device that got it
 * @clk: the clock; NULL (an absent optional clock) and errors are ignored
 *
 * A clock @dev did not get so is logged and left alone.
 */
void devm_clk_put(struct device *dev, struct clk *clk);

/**
 * devm_clk_get_optional() - devm_clk_get() for a clock the device may lack
 * Return: as devm_clk_get(), but NULL (a clock that does nothing) where
 * that returns ERR_PTR(-ENOENT).
 */
struct clk *devm_clk_get_optional(struct device *dev, const char *id);

/**
 * devm_clk_get_prepared() - devm_clk_get() and clk_prepare(); unprepared
 * and put when @dev's driver unbinds
 * Return: as devm_clk_get(), or the error of clk_prepare().
 */
struct clk *devm_clk_get_prepared(struct device *dev, const char *id);

/**
 * devm_clk_get_optional_prepared() - devm_clk_get_optional() and
 * clk_prepare()
 * Return: as devm_clk_get_prepared(), but NULL where the device has no
 * such clock.
 */
struct clk *devm_clk_get_optional_prepared(struct device *dev, const char *id);

/**
 * devm_clk_get_enabled() - devm_clk_get() and clk_prepare_enable(); on
 * unbind the clock is disabled, unprepared and put
 * Return: as devm_clk_get(), or the error of clk_prepare_enable().
 */
struct clk *devm_clk_get_enabled(struct device *dev, const char *id);

/**
 * devm_clk_get_optional_enabled() - devm_clk_get_optional() and
 * clk_prepare_enable(), undone on unbind
 * Return: as devm_clk_get_optional(), or the error of clk_prepare_enable().
 */
struct clk *devm_clk_get_optional_enabled(struct device *dev, const char *id);

/**
 * clk_prepare() - prepare @clk (and first its parents); counted
 * Return: 0, or the provider's error (nothing stays prepared then);
 * -ENODEV when the clock's provider was unregistered.
 */
int clk_prepare(struct clk *clk);

/** clk_unprepare() - undo one clk_prepare(); unbalanced calls are logged */
void clk_unprepare(struct clk *clk);

/**
 * clk_enable() - enable @clk (and first its parents); counted
 * Return: 0; -ESHUTDOWN when @clk is not prepared (logged); the
 * provider's error; -ENODEV when the provider was unregistered.
 */
int clk_enable(struct clk *clk);

/** clk_disable() - undo one clk_enable(); unbalanced calls are logged */
void clk_disable(struct clk *clk);

/**
 * clk_prepare_enable() - clk_prepare() then clk_enable()
 * Return: 0, or the error of either (nothing is left prepared).
 */
int clk_prepare_enable(struct clk *clk);

/** clk_disable_unprepare() - clk_disable() then clk_unprepare() */
void clk_disable_unprepare(struct clk *clk);

/**
 * clk_get_rate() - @clk's rate in Hz, computed from its parents
 * Return: the rate; 0 for NULL, an unregistered provider, or a clock
 * whose parent is missing.
 */
unsigned long clk_get_rate(struct clk *clk);

/**
 * clk_round_rate() - the rate @clk would run at if asked for @rate
 * Return: the rate (the current one for a clock that cannot change);
 * -ENODEV once its provider is gone; a provider's error; 0 for NULL.
 */
long clk_round_rate(struct clk *clk, unsigned long rate);

/**
 * clk_set_rate() - run @clk at @rate, rounded as clk_round_rate(); the
 * parent's rate changes first where CLK_SET_RATE_PARENT lets it
 * Return: 0 (also for NULL and an unchanged rate); -EINVAL for a clock
 * that cannot change its rate; -ENODEV; the provider's error.
 */
int clk_set_rate(struct clk *clk, unsigned long rate);

/**
 * clk_rate_exclusive_get() - hold @clk's rate: clk_set_rate() and
 * clk_set_parent() through other handles fail with -EBUSY until
 * clk_rate_exclusive_put() (through this one they still work; held on the
 * clock itself, not on its parents)
 * Return: 0.
 */
int clk_rate_exclusive_get(struct clk *clk);

/**
 * devm_clk_rate_exclusive_get() - clk_rate_exclusive_get(), put when
 * @dev's driver unbinds
 * Return: 0, -ENOMEM.
 */
int devm_clk_rate_exclusive_get(struct device *dev, struct clk *clk);

/**
 * clk_set_rate_exclusive() - clk_set_rate() and, if it succeeds,
 * clk_rate_exclusive_get(), with no other handle's call in between
 * @clk: the clock (NULL: nothing to do)
 * @rate: the rate wanted
 *
 * Unlike clk_set_rate(), a hold @clk already has counts against it: the
 * rate changes only if no handle, this one included, holds it.
 *
 * Return: 0 (the rate held); -EBUSY if a hold keeps the rounded rate
 * from being set (nothing held then); clk_set_rate()'s other errors.
 */
int clk_set_rate_exclusive(struct clk *clk, unsigned long rate);

/** clk_rate_exclusive_put() - undo one clk_rate_exclusive_get() */
void clk_rate_exclusive_put(struct clk *clk);

/**
 * clk_set_parent() - switch @clk to @parent (NULL: no parent)
 * @clk: the clock (a mux)
 * @parent: one of its possible parents
 *
 * A prepared @clk keeps running across the switch: the new parent is
 * prepared and enabled, @clk enabled for the switch and disabled after,
 * and the prepare and enable counts @clk held on its old parent move to
 * the new one. The rates of @clk and its children follow the new parent.
 *
 * Return: 0 (also for NULL and the current parent); -EINVAL when @parent
 * is not one of @clk's parents; -EPERM when @clk has several parents and
 * cannot switch; -EBUSY when @clk is prepared and has
 * CLK_SET_PARENT_GATE; -ENODEV once its provider is gone; the provider's
 * or the new parent's error, @clk then left as it was.
 */
int clk_set_parent(struct clk *clk, struct clk *parent);

/**
 * clk_get_parent() - @clk's parent
 * Return: a handle of it that belongs to the clock framework (never
 * clk_put() it), or NULL (no parent, not registered yet, or NULL @clk).
 */
struct clk *clk_get_parent(struct clk *clk);

/**
 * clk_has_parent() - whether @parent is one of @clk's possible parents
 * Return: true when it is, or either is NULL.
 */
bool clk_has_parent(const struct clk *clk, const struct clk *parent);

/**
 * struct clk_bulk_data - one clock of a driver's array
 * @id: its name in "clock-names" (NULL: the first clock)
 * @clk: the clock once got, else NULL
 */
struct clk_bulk_data {
	const char *id;
	struct clk *clk;
};

/**
 * clk_bulk_get() - clk_get() every @clks[i].id of @dev
 * Return: 0; the first error (-ENOENT, -EPROBE_DEFER...), with the clocks
 * already got put back.
 */
int clk_bulk_get(struct device *dev, int num_clks, struct clk_bulk_data *clks);

/** clk_bulk_get_optional() - clk_bulk_get(), a missing clock left NULL */
int clk_bulk_get_optional(struct device *dev, int num_clks,
			  struct clk_bulk_data *clks);

/**
 * clk_bulk_get_all() - every clock of @dev's "clocks", in a new array
 * (ids from "clock-names" when it has them)
 * Return: how many (0: none, *@clks untouched); the first clock's error;
 * -ENOMEM. Free with clk_bulk_put_all().
 */
int clk_bulk_get_all(struct device *dev, struct clk_bulk_data **clks);

/** clk_bulk_put() - clk_put() each clock, last first */
void clk_bulk_put(int num_clks, struct clk_bulk_data *clks);

/** clk_bulk_put_all() - clk_bulk_put() and free an array from clk_bulk_get_all() */
void clk_bulk_put_all(int num_clks, struct clk_bulk_data *clks);

/**
 * clk_bulk_prepare(), clk_bulk_enable(), clk_bulk_prepare_enable() -
 * each clock in order; on an error the ones done are undone
 * Return: 0 or the first error.
 */
int clk_bulk_prepare(int num_clks, const struct clk_bulk_data *clks);
int clk_bulk_enable(int num_clks, const struct clk_bulk_data *clks);
int clk_bulk_prepare_enable(int num_clks, const struct clk_bulk_data *clks);

/** clk_bulk_unprepare(), clk_bulk_disable(), clk_bulk_disable_unprepare() - last first */
void clk_bulk_unprepare(int num_clks, const struct clk_bulk_data *clks);
void clk_bulk_disable(int num_clks, const struct clk_bulk_data *clks);
void clk_bulk_disable_unprepare(int num_clks, const struct clk_bulk_data *clks);

/**
 * devm_clk_bulk_get(), devm_clk_bulk_get_optional() - the same, put when
 * @dev's driver unbinds
 * Return: as clk_bulk_get(); -ENOMEM.
 */
int devm_clk_bulk_get(struct device *dev, int num_clks,
		      struct clk_bulk_data *clks);
int devm_clk_bulk_get_optional(struct device *dev, int num_clks,
			       struct clk_bulk_data *clks);

/**
 * devm_clk_bulk_get_all() - clk_bulk_get_all(), put and freed at unbind
 * Return: as clk_bulk_get_all().
 */
int devm_clk_bulk_get_all(struct device *dev, struct clk_bulk_data **clks);

/**
 * devm_clk_bulk_get_all_enable() - devm_clk_bulk_get_all(), prepared and
 * enabled, disabled at unbind
 * Return: 0 (Linux 6.12: not the count); a get or enable error.
 */
int devm_clk_bulk_get_all_enable(struct device *dev,
				 struct clk_bulk_data **clks);

/* Rate-change events of clk_notifier_register(). */
#define PRE_RATE_CHANGE BIT(0)
#define POST_RATE_CHANGE BIT(1)
#define ABORT_RATE_CHANGE BIT(2)

/**
 * struct clk_notifier_data - what a rate-change notifier is told
 * @clk: the handle the notifier was registered on
 * @old_rate: the rate before the change
 * @new_rate: the rate after it (for PRE and ABORT, the rate asked for)
 */
struct clk_notifier_data {
	struct clk *clk;
	unsigned long old_rate;
	unsigned long new_rate;
};

/**
 * clk_notifier_register() - tell @nb of rate changes of @clk's clock
 *
 * PRE_RATE_CHANGE goes to the notifiers of the clock clk_set_rate() is
 * called on, before its rate changes; one answering NOTIFY_BAD or
 * NOTIFY_STOP refuses the change (clk_set_rate() returns -EBUSY) and
 * those already told get ABORT_RATE_CHANGE, as do all of them when the
 * change fails. POST_RATE_CHANGE goes, after a clk_set_rate() or
 * clk_set_parent(), to the notifiers of every clock whose rate changed
 * (children following their parent, a parent changed for its child).
 * Unlike Linux, clocks whose rate changes only as a consequence (a
 * child, or a parent changed through CLK_SET_RATE_PARENT) are not told
 * beforehand. Callbacks run under the clock lock and may call the clock
 * API.
 *
 * Return: 0; -EINVAL for a NULL @clk or @nb; -EEXIST when @nb is
 * registered on @clk already; -ENOMEM.
 */
int clk_notifier_register(struct clk *clk, struct notifier_block *nb);

/**
 * clk_notifier_unregister() - stop telling @nb of @clk's rate changes
 * Return: 0; -EINVAL for NULL arguments; -ENOENT when @nb is not
 * registered on @clk.
 */
int clk_notifier_unregister(struct clk *clk, struct notifier_block *nb);

/**
 * devm_clk_notifier_register() - clk_notifier_register(), undone when
 * @dev's driver unbinds
 * Return: as clk_notifier_register(), or -ENOMEM.
 */
int devm_clk_notifier_register(struct device *dev, struct clk *clk,
			       struct notifier_block *nb);

/**
 * clk_get_accuracy() - @clk's accuracy in ppb: its provider's
 * recalc_accuracy of its parent's, else its parent's (0, perfect, for a
 * clock without parent)
 * Return: the accuracy; 0 for a NULL @clk.
 */
long clk_get_accuracy(struct clk *clk);

/**
 * clk_set_phase() - shift @clk's phase by @degrees (taken modulo 360)
 * Return: 0 (also for a NULL @clk); -EINVAL when the clock cannot shift
 * its phase; -EBUSY when another handle holds its rate
 * (clk_rate_exclusive_get()); -ENODEV once its provider is gone; the
 * provider's error.
 */
int clk_set_phase(struct clk *clk, int degrees);

/**
 * clk_get_phase() - @clk's phase shift in degrees
 * Return: the phase (0 when the clock cannot tell, or for a NULL @clk);
 * the provider's error.
 */
int clk_get_phase(struct clk *clk);

/**
 * clk_set_duty_cycle() - make @clk high @num / @den of each period
 *
 * A clock that cannot set it passes it to its parent when it has
 * CLK_DUTY_CYCLE_PARENT or CLK_SET_RATE_PARENT; else nothing is done.
 *
 * Return: 0 (also for a NULL @clk or when nothing can be done); -EINVAL
 * for @den 0 or @num above @den; -EBUSY when another handle holds the
 * rate of the clock that would change; -ENODEV once its provider is gone;
 * the provider's error.
 */
int clk_set_duty_cycle(struct clk *clk, unsigned int num, unsigned int den);

/**
 * clk_get_scaled_duty_cycle() - @clk's duty cycle times @scale
 *
 * The provider's answer; with CLK_DUTY_CYCLE_PARENT and no answer of its
 * own, the parent's; else 50%.
 *
 * Return: the scaled ratio; 0 for a NULL @clk; the provider's error, or
 * -EINVAL when it gave a ratio above 1.
 */
int clk_get_scaled_duty_cycle(struct clk *clk, unsigned int scale);

/**
 * clk_is_match() - whether @p and @q are handles of the same clock
 * Return: true also when both are NULL.
 */
bool clk_is_match(const struct clk *p, const struct clk *q);

/**
 * clk_save_context() - every registered clock's save_context, parents
 * before children (before the clocks lose their state)
 * Return: 0; the first error of a save_context (the rest are not called).
 */
int clk_save_context(void);

/**
 * clk_restore_context() - every registered clock's restore_context,
 * parents before children
 */
void clk_restore_context(void);

#endif /* _PLATDEV_LINUX_CLK_H */
