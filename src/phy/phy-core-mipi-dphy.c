// SPDX-License-Identifier: MIT
/*
 * phy-core-mipi-dphy.c - MIPI D-PHY timings (linux/phy/phy-mipi-dphy.h):
 * the smallest set the specification allows at an HS clock rate, and the
 * check of a set against its limits. One table of limits serves both.
 */
#include <linux/array_size.h>
#include <linux/errno.h>
#include <linux/math.h>
#include <linux/minmax.h>
#include <linux/phy/phy-mipi-dphy.h>
#include <linux/stddef.h>
#include <linux/types.h>

#define PS_PER_SEC 1000000000000ULL

/*
 * One timing's limits, in the field's unit, a limit being a fixed part and
 * a number of UIs: at least @min + @min_ui UI, at most @max + @max_ui UI
 * (no upper limit when both are 0).
 */
struct dphy_limit {
	u16 offset;
	u8 min_ui, max_ui;
	u32 min, max;
};

#define LIMIT(field, lo, lo_ui, hi, hi_ui)                                     \
	{                                                                      \
		.offset =                                                      \
			offsetof(struct phy_configure_opts_mipi_dphy, field),  \
		.min = (lo), .min_ui = (lo_ui), .max = (hi), .max_ui = (hi_ui) \
	}

static const struct dphy_limit dphy_limits[] = {
	LIMIT(clk_miss, 0, 0, 60000, 0),
	LIMIT(clk_post, 60000, 52, 0, 0),
	LIMIT(clk_pre, 8, 0, 0, 0), /* in UI */
	LIMIT(clk_prepare, 38000, 0, 95000, 0),
	LIMIT(clk_settle, 95000, 0, 300000, 0),
	LIMIT(clk_term_en, 0, 0, 38000, 0),
	LIMIT(clk_trail, 60000, 0, 0, 0),
	LIMIT(d_term_en, 0, 0, 35000, 4),
	LIMIT(eot, 0, 0, 105000, 12),
	LIMIT(hs_exit, 100000, 0, 0, 0),
	LIMIT(hs_prepare, 40000, 4, 85000, 6),
	LIMIT(hs_settle, 85000, 6, 145000, 10),
	LIMIT(hs_skip, 40000, 0, 55000, 4),
	LIMIT(hs_trail, 60000, 4, 0, 0), /* and at least 8 UI */
	LIMIT(init, 100, 0, 0, 0), /* in microseconds */
	LIMIT(lpx, 50000, 0, 0, 0),
	LIMIT(wakeup, 1000, 0, 0, 0), /* in microseconds */
};

/* What prepare and zero add up to at least, for the clock and a data lane. */
#define CLK_PREPARE_ZERO 300000
#define HS_PREPARE_ZERO 145000
#define HS_PREPARE_ZERO_UI 10

static unsigned int *field(struct phy_configure_opts_mipi_dphy *cfg,
			   const struct dphy_limit *l)
{
	return (unsigned int *)((char *)cfg + l->offset);
}

/* One HS clock period in picoseconds, rounded up. */
static u64 dphy_ui(u64 hs_clk_rate)
{
	return DIV_ROUND_UP_ULL(PS_PER_SEC, hs_clk_rate);
}

/* Every timing at its minimum for the rate; @hs_clk_rate is not 0. */
static int dphy_fill(u64 hs_clk_rate, unsigned int lanes,
		     struct phy_configure_opts_mipi_dphy *cfg)
{
	u64 ui = dphy_ui(hs_clk_rate);
	size_t i;

	for (i = 0; i < ARRAY_SIZE(dphy_limits); i++) {
		const struct dphy_limit *l = &dphy_limits[i];

		*field(cfg, l) = l->min + l->min_ui * ui;
	}
	cfg->clk_zero = CLK_PREPARE_ZERO - cfg->clk_prepare;
	cfg->hs_zero =
		HS_PREPARE_ZERO + HS_PREPARE_ZERO_UI * ui - cfg->hs_prepare;
	/*
	 * A link that turns around sends HS in reverse too, where the trail's
	 * UIs count four times: max(4 * 8 UI, 60 ns + 4 * 4 UI).
	 */
	cfg->hs_trail = max_t(u64, 32 * ui, 60000 + 16 * ui);
	cfg->ta_get = 5 * cfg->lpx;
	cfg->ta_go = 4 * cfg->lpx;
	cfg->ta_sure = cfg->lpx;
	cfg->hs_clk_rate = hs_clk_rate;
	cfg->lanes = lanes;
	return 0;
}

int phy_mipi_dphy_get_default_config(unsigned long pixel_clock,
				     unsigned int bpp, unsigned int lanes,
				     struct phy_configure_opts_mipi_dphy *cfg)
{
	u64 rate;

	if (!cfg || !lanes)
		return -EINVAL;
	rate = (u64)pixel_clock * bpp / lanes;
	if (!rate)
		return -EINVAL;
	return dphy_fill(rate, lanes, cfg);
}

int phy_mipi_dphy_get_default_config_for_hsclk(
	unsigned long long hs_clk_rate, unsigned int lanes,
	struct phy_configure_opts_mipi_dphy *cfg)
{
	if (!cfg || !hs_clk_rate)
		return -EINVAL;
	return dphy_fill(hs_clk_rate, lanes, cfg);
}

int phy_mipi_dphy_config_validate(struct phy_configure_opts_mipi_dphy *cfg)
{
	u64 ui, lpx;
	size_t i;

	if (!cfg || !cfg->hs_clk_rate)
		return -EINVAL;
	ui = dphy_ui(cfg->hs_clk_rate);
	for (i = 0; i < ARRAY_SIZE(dphy_limits); i++) {
		const struct dphy_limit *l = &dphy_limits[i];
		u64 v = *field(cfg, l);

		if (v < l->min + l->min_ui * ui)
			return -EINVAL;
		if ((l->max || l->max_ui) && v > l->max + l->max_ui * ui)
			return -EINVAL;
	}
	if ((u64)cfg->clk_prepare + cfg->clk_zero < CLK_PREPARE_ZERO ||
	    (u64)cfg->hs_prepare + cfg->hs_zero <
		    HS_PREPARE_ZERO + HS_PREPARE_ZERO_UI * ui ||
	    cfg->hs_trail < 8 * ui)
		return -EINVAL;
	lpx = cfg->lpx;
	if (cfg->ta_get != 5 * lpx || cfg->ta_go != 4 * lpx ||
	    cfg->ta_sure < lpx || cfg->ta_sure > 2 * lpx)
		return -EINVAL;
	return 0;
}
