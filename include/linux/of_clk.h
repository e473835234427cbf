/* SPDX-License-Identifier: MIT */
/*
 * linux/of_clk.h - the device-tree clock helpers a driver that is no clock
 * provider uses too (a pin controller counting its clocks, a driver naming
 * its parents); linux/clk-provider.h includes it, as Linux's does.
 */
#ifndef _PLATDEV_LINUX_OF_CLK_H
#define _PLATDEV_LINUX_OF_CLK_H

struct device_node;

/**
 * of_clk_get_parent_count() - the number of entries of @np's "clocks"
 */
unsigned int of_clk_get_parent_count(const struct device_node *np);

/**
 * of_clk_get_parent_name() - the name of the clock entry @index of @np's
 * "clocks" names
 *
 * As Linux: the provider's "clock-output-names" entry for the specifier's
 * cell (of a "clock-indices" list when it has one), else the registered
 * clock's name, else the provider node's name.
 *
 * Return: the name (valid while the node or clock lives); NULL when the
 * entry does not exist or names no clock.
 */
const char *of_clk_get_parent_name(const struct device_node *np, int index);

#endif /* _PLATDEV_LINUX_OF_CLK_H */
