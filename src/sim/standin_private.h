/* SPDX-License-Identifier: MIT */
/*
 * standin_private.h - what the registry (standin.c) shares with the kinds
 * of stand-in provider: the kinds themselves, and the tree scans a kind's
 * wants() may need, made once per pass of platdev_sim_standins_bind().
 */
#ifndef _PLATDEV_SIM_STANDIN_PRIVATE_H
#define _PLATDEV_SIM_STANDIN_PRIVATE_H

#include "sim/standin.h"

extern const struct standin_kind standin_clock_kind;
extern const struct standin_kind standin_reset_kind;
extern const struct standin_kind standin_pinctrl_kind;
extern const struct standin_kind standin_regulator_kind;
extern const struct standin_kind standin_irq_kind;
extern const struct standin_kind standin_bus_kind;

/*
 * The device owning @np: its own, or its nearest ancestor's (as the
 * device links take it, src/of/devlink.c), or NULL.
 */
struct device *standin_owner_of(struct device_node *np);

/*
 * Whether some node of the tree points at @np (or, with @owner, at a node
 * @np's device owns) through a property that standin_scan_targets() was
 * asked to remember. Built at the start of each pass of the registry.
 */
enum standin_target {
	STANDIN_TARGET_PINCTRL, /* the owner of a pinctrl-N configuration */
	STANDIN_TARGET_SUPPLY, /* a *-supply target */
	STANDIN_NR_TARGETS,
};
bool standin_is_target(enum standin_target what, const struct device_node *np);

/*
 * The stand-in clock rate set for clock @index of @np with
 * platdev_sim_standin_set_rate(), or 0.
 */
unsigned long standin_rate_override(const struct device_node *np,
				    unsigned int index);

/*
 * Set clock @index (negative: each) of the clock stand-in whose start()
 * made @data to @rate (standin_clk.c).
 */
void standin_clk_set_rate(void *data, int index, unsigned long rate);

#endif /* _PLATDEV_SIM_STANDIN_PRIVATE_H */
