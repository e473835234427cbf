/* SPDX-License-Identifier: MIT */
/*
 * linux/clk/clk-conf.h - a node's "assigned-clocks" settings.
 */
#ifndef _PLATDEV_LINUX_CLK_CLK_CONF_H
#define _PLATDEV_LINUX_CLK_CLK_CONF_H

#include <linux/types.h>

struct device_node;

/**
 * of_clk_set_defaults() - apply @node's "assigned-clock-parents" and then
 * its "assigned-clock-rates" to the clocks its "assigned-clocks" lists
 * @node: a consumer's or a clock provider's node
 * @clk_supplier: whether @node is the provider of clocks it lists; when it
 *                is not, the first entry that names @node itself ends the
 *                work (the provider applies those when it registers)
 *
 * The platform bus calls it before each probe, of_clk_add_hw_provider()
 * for the provider's node. A setting the clock refuses is logged and
 * skipped, as in Linux; an empty entry (phandle 0) or a rate of 0 leaves
 * that clock alone.
 *
 * Return: 0 (also for a NULL @node); -EPROBE_DEFER while a listed
 * provider is missing; a malformed entry's error; -ENOMEM.
 */
int of_clk_set_defaults(struct device_node *node, bool clk_supplier);

#endif /* _PLATDEV_LINUX_CLK_CLK_CONF_H */
