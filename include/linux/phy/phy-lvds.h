/* SPDX-License-Identifier: MIT */
/*
 * linux/phy/phy-lvds.h - an LVDS PHY's settings for phy_configure()
 * (union phy_configure_opts' @lvds).
 */
#ifndef _PLATDEV_LINUX_PHY_PHY_LVDS_H
#define _PLATDEV_LINUX_PHY_PHY_LVDS_H

#include <linux/types.h>

/**
 * struct phy_configure_opts_lvds - an LVDS link's settings
 * @bits_per_lane_and_dclk_cycle: bits a lane carries in one pixel clock
 *                                cycle (7 for the usual serialiser)
 * @differential_clk_rate: the differential clock's rate, in Hz
 * @lanes: data lanes
 * @is_slave: the PHY is the second of a dual-link pair, clocked by the
 *            first
 */
struct phy_configure_opts_lvds {
	unsigned int bits_per_lane_and_dclk_cycle;
	unsigned long differential_clk_rate;
	unsigned int lanes;
	bool is_slave;
};

#endif /* _PLATDEV_LINUX_PHY_PHY_LVDS_H */
