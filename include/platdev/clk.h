/* SPDX-License-Identifier: MIT */
/*
 * platdev/clk.h - the clocks a device tree declares, set up as Linux's
 * of_clk_init() does.
 */
#ifndef _PLATDEV_CLK_H
#define _PLATDEV_CLK_H

/**
 * platdev_of_clk_init() - register every available "fixed-clock" and
 * "fixed-factor-clock" node of the loaded tree as a clock and a provider
 *
 * A fixed clock runs at its "clock-frequency"; a fixed-factor clock at the
 * rate of its first "clocks" entry times "clock-mult" divided by
 * "clock-div" (the parent may be registered later). Each is named by its
 * "clock-output-names" or else its node's name. A node that Linux refuses
 * (a property missing, a divider of 0, a name already registered) is
 * logged and skipped. platdev_of_init_early() calls this.
 *
 * Return: the number of clocks registered; -EBUSY when already done;
 * -ENOMEM, and then none is registered.
 */
int platdev_of_clk_init(void);

/**
 * platdev_of_clk_exit() - delete the providers and unregister the clocks
 * platdev_of_clk_init() registered
 */
void platdev_of_clk_exit(void);

struct device;

/**
 * platdev_clk_set_defaults() - of_clk_set_defaults() for consumer @dev's
 * node, a missing provider recorded as what @dev waits for (the platform
 * bus calls it before each probe, as Linux's does)
 * Return: as of_clk_set_defaults().
 */
int platdev_clk_set_defaults(struct device *dev);

#endif /* _PLATDEV_CLK_H */
