/* SPDX-License-Identifier: MIT */
/*
 * linux/phy/phy-dp.h - a DisplayPort PHY's settings for phy_configure()
 * (union phy_configure_opts' @dp) and its submodes for phy_set_mode_ext().
 */
#ifndef _PLATDEV_LINUX_PHY_PHY_DP_H
#define _PLATDEV_LINUX_PHY_PHY_DP_H

#include <linux/types.h>

/* phy_set_mode_ext(phy, PHY_MODE_DP, submode): DisplayPort or embedded DP */
#define PHY_SUBMODE_DP 0
#define PHY_SUBMODE_EDP 1

/**
 * struct phy_configure_opts_dp - a DisplayPort link's settings; the set_*
 * flags say which of them the call changes
 * @link_rate: the link rate, in Mb/s (1620, 2700, 5400, 8100 ...)
 * @lanes: lanes in use: 1, 2 or 4
 * @voltage: each lane's voltage swing level, 0 to 3
 * @pre: each lane's pre-emphasis level, 0 to 3
 * @ssc: spread-spectrum clocking on
 * @set_rate: change @link_rate
 * @set_lanes: change @lanes
 * @set_voltages: change @voltage and @pre
 */
struct phy_configure_opts_dp {
	unsigned int link_rate;
	unsigned int lanes;
	unsigned int voltage[4];
	unsigned int pre[4];
	u8 ssc : 1;
	u8 set_rate : 1;
	u8 set_lanes : 1;
	u8 set_voltages : 1;
};

#endif /* _PLATDEV_LINUX_PHY_PHY_DP_H */
