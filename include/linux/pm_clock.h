/* SPDX-License-Identifier: MIT */
/*
 * linux/pm_clock.h - a device's list of clocks for power management: the
 * clocks are prepared when added, enabled by pm_clk_resume() and disabled by
 * pm_clk_suspend(), so a driver (or its runtime PM callbacks) switches all
 * of them with one call.
 *
 * As in Linux with CONFIG_PM_CLK: pm_clk_create() makes the list (counted:
 * each create needs a pm_clk_destroy()); pm_clk_add() of a clock that
 * cannot be got still adds an entry, which suspend and resume skip. The
 * list lives beside the device (not in it), so devices that never use one
 * cost nothing. Unlike Linux, a clock is always prepared when added (Linux
 * defers preparing clocks whose prepare enables them).
 */
#ifndef _PLATDEV_LINUX_PM_CLOCK_H
#define _PLATDEV_LINUX_PM_CLOCK_H

#include <linux/device.h>
#include <linux/notifier.h>
#include <linux/pm.h>

struct clk;

/**
 * pm_clk_runtime_suspend() - the driver's runtime_suspend callback (if it
 * has one), then pm_clk_suspend(); a clock failure resumes the device again
 * Return: 0 or the first error.
 */
int pm_clk_runtime_suspend(struct device *dev);

/**
 * pm_clk_runtime_resume() - pm_clk_resume(), then the driver's
 * runtime_resume callback
 * Return: 0 or the first error.
 */
int pm_clk_runtime_resume(struct device *dev);

/* Runtime PM callbacks for a bus's or driver's dev_pm_ops. */
#define USE_PM_CLK_RUNTIME_OPS                     \
	.runtime_suspend = pm_clk_runtime_suspend, \
	.runtime_resume = pm_clk_runtime_resume,

/**
 * pm_clk_no_clocks() - whether @dev has no list or an empty one
 */
bool pm_clk_no_clocks(struct device *dev);

/**
 * pm_clk_init() - empty @dev's list if it has one (Linux initialises the
 * list of a subsystem's data here; pm_clk_create() does it already)
 */
void pm_clk_init(struct device *dev);

/**
 * pm_clk_create() - make @dev's list of PM clocks, or take another
 * reference to the one it has
 * Return: 0, -EINVAL without a device, -ENOMEM.
 */
int pm_clk_create(struct device *dev);

/**
 * pm_clk_destroy() - drop a reference to @dev's list; the last one
 * disables, unprepares and puts every clock and frees the list
 */
void pm_clk_destroy(struct device *dev);

/**
 * devm_pm_clk_create() - pm_clk_create(), destroyed when @dev's driver
 * unbinds
 * Return: as pm_clk_create().
 */
int devm_pm_clk_create(struct device *dev);

/**
 * pm_clk_add() - add clk_get(@dev, @con_id) to @dev's list
 *
 * A clock that cannot be got, or prepared, is still added and then ignored
 * by suspend and resume, as in Linux.
 *
 * Return: 0; -EINVAL when @dev has no list (pm_clk_create() first);
 * -ENOMEM.
 */
int pm_clk_add(struct device *dev, const char *con_id);

/**
 * pm_clk_add_clk() - add a clock the caller got; the list owns it from now
 * on (pm_clk_remove_clk() or pm_clk_destroy() puts it)
 * Return: 0; -ENOENT for an error pointer; otherwise as pm_clk_add().
 */
int pm_clk_add_clk(struct device *dev, struct clk *clk);

/**
 * of_pm_clk_add_clk() - add the clock @name of @dev's "clock-names"
 * Return: 0, -EINVAL without a node or name, the lookup's error, or as
 * pm_clk_add_clk().
 */
int of_pm_clk_add_clk(struct device *dev, const char *name);

/**
 * of_pm_clk_add_clks() - add every clock of @dev's "clocks"
 * Return: the number added; -EINVAL without a node, -ENODEV without
 * clocks, or the first error (the clocks added by this call are removed).
 */
int of_pm_clk_add_clks(struct device *dev);

/**
 * pm_clk_remove() - remove (disable, unprepare, put) the entry added by
 * pm_clk_add() with @con_id (NULL matches an entry added without one)
 */
void pm_clk_remove(struct device *dev, const char *con_id);

/** pm_clk_remove_clk() - remove the entry of @clk */
void pm_clk_remove_clk(struct device *dev, struct clk *clk);

/**
 * pm_clk_suspend() - disable every enabled clock of @dev's list, newest
 * first
 * Return: 0 (also without a list).
 */
int pm_clk_suspend(struct device *dev);

/**
 * pm_clk_resume() - enable every prepared clock of @dev's list, oldest
 * first; a clock that fails to enable is logged and stays disabled
 * Return: 0 (also without a list).
 */
int pm_clk_resume(struct device *dev);

#endif /* _PLATDEV_LINUX_PM_CLOCK_H */
