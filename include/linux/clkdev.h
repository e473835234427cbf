/* SPDX-License-Identifier: MIT */
/*
 * linux/clkdev.h - clock lookups by device and connection name, for
 * consumers whose device-tree node names no clocks (board code, devices
 * created by drivers): clk_get(dev, con_id) falls back to them.
 */
#ifndef _PLATDEV_LINUX_CLKDEV_H
#define _PLATDEV_LINUX_CLKDEV_H

#include <linux/compiler.h>
#include <linux/list.h>
#include <linux/types.h>

struct clk;
struct clk_hw;
struct device;

/**
 * struct clk_lookup - one entry of the lookup table
 * @node: its place in the table (clkdev's own)
 * @dev_id: the consumer's device name (dev_name()), or NULL for any
 * @con_id: the consumer's connection name, or NULL for any
 * @clk: the clock (a static entry names it so), or NULL
 * @clk_hw: the clock's clk_hw (clkdev_add() finds it from @clk)
 *
 * clk_get() picks the entry matching the most: both names (best), the
 * device name alone, then the connection name alone; an entry whose name
 * is given must match it, a NULL one matches any.
 */
struct clk_lookup {
	struct list_head node;
	const char *dev_id;
	const char *con_id;
	struct clk *clk;
	struct clk_hw *clk_hw;
};

/* CLKDEV_INIT() - a static entry for device @d, connection @n, clock @c */
#define CLKDEV_INIT(d, n, c)                        \
	{                                           \
		.dev_id = d, .con_id = n, .clk = c, \
	}

/** clkdev_add() - add the static entry @cl to the table */
void clkdev_add(struct clk_lookup *cl);

/** clkdev_add_table() - add the @num static entries of @cl */
void clkdev_add_table(struct clk_lookup *cl, size_t num);

/**
 * clkdev_drop() - remove @cl from the table and free it (for entries
 * clkdev_create() and the register functions made)
 */
void clkdev_drop(struct clk_lookup *cl);

/**
 * clkdev_create() - allocate and add an entry for @clk
 * @clk: the clock
 * @con_id: the connection name (up to 15 characters), or NULL
 * @dev_fmt: printf format of the device name (up to 23 characters), or
 *           NULL
 *
 * A name too long is reported and gives an entry that never matches, as
 * Linux makes it.
 *
 * Return: the entry; NULL when out of memory.
 */
struct clk_lookup *clkdev_create(struct clk *clk, const char *con_id,
				 const char *dev_fmt, ...) __printf(3, 4);

/** clkdev_hw_create() - clkdev_create() for a clk_hw */
struct clk_lookup *clkdev_hw_create(struct clk_hw *hw, const char *con_id,
				    const char *dev_fmt, ...) __printf(3, 4);

/**
 * clk_add_alias() - add an entry (@alias, @alias_dev_name) for the clock
 * clk_get(@dev, @con_id) gives
 * Return: 0; clk_get()'s error; -ENODEV when out of memory (as Linux).
 */
int clk_add_alias(const char *alias, const char *alias_dev_name,
		  const char *con_id, struct device *dev);

/**
 * clk_register_clkdev() - add an entry for @clk, for connection @con_id
 * and device name @dev_id (either NULL: any)
 * Return: 0; PTR_ERR() of an error pointer @clk; -ENOMEM.
 */
int clk_register_clkdev(struct clk *clk, const char *con_id,
			const char *dev_id);

/** clk_hw_register_clkdev() - clk_register_clkdev() for a clk_hw */
int clk_hw_register_clkdev(struct clk_hw *hw, const char *con_id,
			   const char *dev_id);

/**
 * devm_clk_hw_register_clkdev() - clk_hw_register_clkdev(), dropped when
 * @dev's driver unbinds
 * Return: as clk_hw_register_clkdev().
 */
int devm_clk_hw_register_clkdev(struct device *dev, struct clk_hw *hw,
				const char *con_id, const char *dev_id);

#endif /* _PLATDEV_LINUX_CLKDEV_H */
