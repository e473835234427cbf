/* SPDX-License-Identifier: MIT */
/*
 * testutil_clk.h - what the clock tests check of a clock besides its
 * rate: its prepare and enable counts.
 */
#ifndef _PLATDEV_TESTS_TESTUTIL_CLK_H
#define _PLATDEV_TESTS_TESTUTIL_CLK_H

#include <string.h>

#include <linux/clk-provider.h>

#include "testutil.h"

/* Assert @hw's prepare and enable counts. */
static inline void assert_clk_counts(struct clk_hw *hw, unsigned int prepare,
				     unsigned int enable)
{
	unsigned int p, e;

	platdev_clk_hw_counts(hw, &p, &e);
	assert_int_equal(p, prepare);
	assert_int_equal(e, enable);
}

/* Append @what to the event log @log (an array), cut at its end. */
#define clk_log_append(log, what) \
	strncat((log), (what), sizeof(log) - strlen(log) - 1)

#endif /* _PLATDEV_TESTS_TESTUTIL_CLK_H */
