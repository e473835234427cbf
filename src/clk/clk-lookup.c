// SPDX-License-Identifier: MIT
/*
 * clk-lookup.c - the provider helpers that find a clock by its name and ask
 * another clock to round a rate: __clk_lookup(), __clk_determine_rate().
 */
#include <linux/clk-provider.h>
#include <linux/minmax.h>
#include <linux/string.h>

#include "clk/clk.h"

struct clk *__clk_lookup(const char *name)
{
	struct clk_core *core;
	struct clk *clk = NULL;

	if (!name)
		return NULL;
	clk_lock();
	core = clk_core_lookup_locked(name);
	if (core && core->hw)
		clk = core->hw->clk;
	clk_unlock();
	return clk;
}

int __clk_determine_rate(struct clk_hw *hw, struct clk_rate_request *req)
{
	struct clk_core *best = NULL;
	unsigned long prate = 0;
	long rate = 0;

	if (!hw) {
		req->rate = 0;
		return 0;
	}
	clk_lock();
	if (hw->core) {
		unsigned long want = req->rate;

		if (req->max_rate)
			want = min(want, req->max_rate);
		want = max(want, req->min_rate);
		rate = clk_core_round_locked(hw->core, want, &prate, &best, 0);
	}
	clk_unlock();
	if (rate < 0)
		return (int)rate;
	req->rate = (unsigned long)rate;
	req->best_parent_rate = prate;
	req->best_parent_hw = best ? best->hw : NULL;
	return 0;
}
