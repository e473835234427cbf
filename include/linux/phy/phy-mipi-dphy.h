/* SPDX-License-Identifier: MIT */
/*
 * linux/phy/phy-mipi-dphy.h - the MIPI D-PHY's settings for
 * phy_configure() (union phy_configure_opts' @mipi_dphy), and helpers that
 * fill them with the specification's smallest timings or check them
 * against its limits (MIPI D-PHY v1.2, global operation timing parameters).
 *
 * Times are picoseconds unless a field says otherwise; a UI (unit
 * interval) is one period of @hs_clk_rate, rounded up to whole
 * picoseconds. A limit written "x + n UI" grows with the period.
 */
#ifndef _PLATDEV_LINUX_PHY_PHY_MIPI_DPHY_H
#define _PLATDEV_LINUX_PHY_PHY_MIPI_DPHY_H

/**
 * struct phy_configure_opts_mipi_dphy - a MIPI D-PHY link's timings
 * @clk_miss: at most 60 ns: how long a receiver waits, with no clock
 *            transitions, before it turns its clock lane's HS receiver off
 * @clk_post: at least 60 ns + 52 UI: the HS clock after the last data
 *            lane has entered HS trail
 * @clk_pre: at least 8, in UI: the HS clock before a data lane starts
 *           its HS transmission
 * @clk_prepare: 38 to 95 ns: LP-00 on the clock lane before HS-0
 * @clk_settle: 95 to 300 ns: clock-lane HS transitions the receiver
 *              ignores once it leaves prepare
 * @clk_term_en: at most 38 ns: until the clock lane's termination is on
 * @clk_trail: at least 60 ns: HS-0 on the clock lane after its last
 *             transition
 * @clk_zero: HS-0 on the clock lane before the clock starts; with
 *            @clk_prepare at least 300 ns
 * @d_term_en: at most 35 ns + 4 UI: until a data lane's termination is on
 * @eot: at most 105 ns + 12 UI: from the start of @hs_trail or @clk_trail
 *       to LP-11
 * @hs_exit: at least 100 ns: LP-11 after an HS burst
 * @hs_prepare: 40 ns + 4 UI to 85 ns + 6 UI: LP-00 on a data lane before
 *              HS-0
 * @hs_settle: 85 ns + 6 UI to 145 ns + 10 UI: data-lane HS transitions the
 *             receiver ignores once it leaves prepare
 * @hs_skip: 40 ns to 55 ns + 4 UI: data-lane transitions the receiver
 *           ignores at the end of a burst
 * @hs_trail: at least the larger of 8 UI and 60 ns + 4 UI: the inverted
 *            last bit after a burst
 * @hs_zero: HS-0 on a data lane before the sync sequence; with
 *           @hs_prepare at least 145 ns + 10 UI
 * @init: at least 100, in microseconds: the initialisation period
 * @lpx: at least 50 ns: any low-power state
 * @ta_get: exactly 5 @lpx: the new transmitter's bridge state in a
 *          turnaround
 * @ta_go: exactly 4 @lpx: the old transmitter's bridge state in a
 *         turnaround
 * @ta_sure: @lpx to 2 @lpx: the new transmitter's wait in a turnaround
 * @wakeup: at least 1000, in microseconds: the Mark-1 state that leaves
 *          ULPS
 * @hs_clk_rate: the high-speed clock's rate, in Hz
 * @lp_clk_rate: the low-power clock's rate, in Hz
 * @lanes: how many data lanes, from lane 0
 */
struct phy_configure_opts_mipi_dphy {
	unsigned int clk_miss;
	unsigned int clk_post;
	unsigned int clk_pre;
	unsigned int clk_prepare;
	unsigned int clk_settle;
	unsigned int clk_term_en;
	unsigned int clk_trail;
	unsigned int clk_zero;
	unsigned int d_term_en;
	unsigned int eot;
	unsigned int hs_exit;
	unsigned int hs_prepare;
	unsigned int hs_settle;
	unsigned int hs_skip;
	unsigned int hs_trail;
	unsigned int hs_zero;
	unsigned int init;
	unsigned int lpx;
	unsigned int ta_get;
	unsigned int ta_go;
	unsigned int ta_sure;
	unsigned int wakeup;
	unsigned long hs_clk_rate;
	unsigned long lp_clk_rate;
	unsigned char lanes;
};

/**
 * phy_mipi_dphy_get_default_config() - @cfg for a display link: the
 * smallest timings the specification allows at the HS clock rate that
 * carries @pixel_clock pixels of @bpp bits a second over @lanes lanes
 * @pixel_clock: pixels a second
 * @bpp: bits a pixel
 * @lanes: data lanes
 * @cfg: filled in whole (@lp_clk_rate left as it was); @hs_trail allows
 *       for reverse-direction HS (4 times the forward minimum's UIs)
 *
 * Return: 0; -EINVAL when @cfg is NULL, @lanes is 0 or the rate is 0.
 */
int phy_mipi_dphy_get_default_config(unsigned long pixel_clock,
				     unsigned int bpp, unsigned int lanes,
				     struct phy_configure_opts_mipi_dphy *cfg);

/**
 * phy_mipi_dphy_get_default_config_for_hsclk() - as
 * phy_mipi_dphy_get_default_config(), for an HS clock rate given directly
 * @hs_clk_rate: the HS clock rate, in Hz
 * @lanes: data lanes
 * @cfg: filled in
 *
 * Return: 0; -EINVAL when @cfg is NULL or @hs_clk_rate is 0.
 */
int phy_mipi_dphy_get_default_config_for_hsclk(
	unsigned long long hs_clk_rate, unsigned int lanes,
	struct phy_configure_opts_mipi_dphy *cfg);

/**
 * phy_mipi_dphy_config_validate() - whether every timing of @cfg is within
 * the specification's limits at its @hs_clk_rate (the field descriptions
 * of struct phy_configure_opts_mipi_dphy; forward-direction @hs_trail)
 * @cfg: the configuration
 *
 * Return: 0; -EINVAL when @cfg is NULL, its @hs_clk_rate is 0 or a timing
 * is out of its limits.
 */
int phy_mipi_dphy_config_validate(struct phy_configure_opts_mipi_dphy *cfg);

#endif /* _PLATDEV_LINUX_PHY_PHY_MIPI_DPHY_H */
