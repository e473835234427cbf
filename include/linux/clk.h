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

#include <linux/err.h>
#include <linux/types.h>

struct clk;
struct device;
struct device_node;

/**
 * clk_get() - look up a clock of @dev
 * @dev: the consumer; its device-tree node's "clocks" (and "clock-names")
 *       name the clock
 * @id: an entry of "clock-names", or NULL for the first clock
 *
 * Return: the clock (clk_put() it); ERR_PTR(-ENOENT) when @dev has no
 * node, no "clocks", or @id is not in "clock-names"; ERR_PTR(-EPROBE_DEFER)
 * when the clock's provider has not registered yet (the device is then
 * retried when it does: platdev_device_waits_for_node() with
 * %PLATDEV_DEP_CLOCK); the provider's error; ERR_PTR(-ENOMEM).
 */
struct clk *clk_get(struct device *dev, const char *id);

/** clk_put() - release a clock from clk_get() (NULL and errors are ignored) */
void clk_put(struct clk *clk);

/**
 * of_clk_get() - the @index'th clock of "clocks" in @np
 * Return: as clk_get(), without the wait being recorded (no device).
 */
struct clk *of_clk_get(struct device_node *np, int index);

/**
 * of_clk_get_by_name() - the clock of @np named @name in "clock-names"
 * (NULL: the first)
 * Return: as of_clk_get(); ERR_PTR(-ENOENT) for a name not listed.
 */
struct clk *of_clk_get_by_name(struct device_node *np, const char *name);

/**
 * devm_clk_get() - clk_get(), put again when @dev's driver unbinds
 * Return: as clk_get().
 */
struct clk *devm_clk_get(struct device *dev, const char *id);

/**
 * devm_clk_get_optional() - devm_clk_get() for a clock the device may lack
 * Return: as devm_clk_get(), but NULL (a clock that does nothing) where
 * that returns ERR_PTR(-ENOENT).
 */
struct clk *devm_clk_get_optional(struct device *dev, const char *id);

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

#endif /* _PLATDEV_LINUX_CLK_H */
