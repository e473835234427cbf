// SPDX-License-Identifier: MIT
/*
 * test_clk_composite.c - composite clocks (a mux, a divider and a gate on
 * registers combined in one clock, linux/clk-provider.h): the parts'
 * registers follow clk_set_parent(), clk_set_rate() (through the mux: the
 * parent whose divided rate is nearest), clk_prepare_enable(); the ops
 * Linux requires of each part, and allocation failures.
 */
#include <linux/clk-provider.h>
#include <linux/platform_device.h>
#include <platdev/port.h>

#include "testutil.h"

static u32 reg;
static struct clk_hw *osc_a, *osc_b;
static struct clk_mux mux;
static struct clk_divider rate_div;
static struct clk_gate gate;
static const char *const parents[] = { "co-a", "co-b" };

static int setup(void **state)
{
	(void)state;
	reg = 0;
	osc_a = clk_hw_register_fixed_rate(NULL, "co-a", NULL, 0, 24000000);
	osc_b = clk_hw_register_fixed_rate(NULL, "co-b", NULL, 0, 100000000);
	/* mux bit 0, divider bits 4..6 (field + 1), gate bit 8 */
	mux = (struct clk_mux){ .reg = &reg, .mask = 1, .shift = 0 };
	rate_div = (struct clk_divider){ .reg = &reg, .shift = 4, .width = 3 };
	gate = (struct clk_gate){ .reg = &reg, .bit_idx = 8 };
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	clk_hw_unregister_fixed_rate(osc_a);
	clk_hw_unregister_fixed_rate(osc_b);
	return 0;
}

static struct clk_hw *register_all(unsigned long flags)
{
	return clk_hw_register_composite(NULL, "co", parents, 2, &mux.hw,
					 &clk_mux_ops, &rate_div.hw,
					 &clk_divider_ops, &gate.hw,
					 &clk_gate_ops, flags);
}

static void test_composite(void **state)
{
	struct clk_hw *hw;
	struct clk *clk;

	(void)state;
	reg = 1 | (2 << 4); /* parent b, divide by 3 */
	hw = register_all(0);
	assert_false(IS_ERR(hw));
	clk = clk_hw_get_clk(hw, NULL);
	assert_int_equal(clk_get_rate(clk), 33333334);
	assert_ptr_equal(clk_hw_get_parent(hw), osc_b);
	assert_int_equal(clk_hw_get_num_parents(hw), 2);

	assert_false(clk_hw_is_enabled(hw));
	assert_int_equal(clk_prepare_enable(clk), 0);
	assert_int_equal(reg & BIT(8), BIT(8));
	assert_true(clk_hw_is_enabled(hw));
	clk_disable_unprepare(clk);
	assert_int_equal(reg & BIT(8), 0);

	/* 12 MHz: a / 2 exactly, so the mux moves to a. */
	assert_int_equal(clk_round_rate(clk, 12000000), 12000000);
	assert_int_equal(clk_set_rate(clk, 12000000), 0);
	assert_int_equal(reg & 1, 0);
	assert_int_equal((reg >> 4) & 7, 1);
	assert_int_equal(clk_get_rate(clk), 12000000);
	/* 50 MHz: b / 2 beats a / 1. */
	assert_int_equal(clk_set_rate(clk, 50000000), 0);
	assert_int_equal(reg & 1, 1);
	assert_int_equal(clk_get_rate(clk), 50000000);
	/* clk_set_parent() switches the mux part. */
	assert_int_equal(clk_set_parent(clk, osc_a->clk), 0);
	assert_int_equal(reg & 1, 0);
	assert_int_equal(clk_get_rate(clk), 12000000);
	clk_put(clk);
	clk_hw_unregister_composite(hw);

	/* Without reparenting: the divider on the current parent only. */
	reg = 0;
	hw = register_all(CLK_SET_RATE_NO_REPARENT);
	clk = clk_hw_get_clk(hw, NULL);
	assert_int_equal(clk_round_rate(clk, 50000000), 24000000);
	assert_int_equal(clk_set_rate(clk, 6000000), 0);
	assert_int_equal(reg & 1, 0);
	assert_int_equal(clk_get_rate(clk), 6000000);
	clk_put(clk);
	clk_hw_unregister_composite(hw);
}

static void test_parts_optional(void **state)
{
	const struct clk_parent_data pd[] = { { .name = "co-b", .index = -1 } };
	struct platform_device *pdev;
	struct clk_hw *hw;
	struct clk *clk;

	(void)state;
	/* A divided gate, one parent by clk_parent_data, devm. */
	pdev = platform_device_register_simple("co-devm", -1, NULL, 0);
	devres_open_group(&pdev->dev, NULL, GFP_KERNEL);
	hw = devm_clk_hw_register_composite_pdata(&pdev->dev, "co-dg", pd, 1,
						  NULL, NULL, &rate_div.hw,
						  &clk_divider_ops, &gate.hw,
						  &clk_gate_ops, 0);
	assert_false(IS_ERR(hw));
	reg = 3 << 4;
	clk = clk_hw_get_clk(hw, NULL);
	assert_int_equal(clk_get_rate(clk), 25000000);
	assert_int_equal(clk_set_rate(clk, 50000000), 0);
	assert_int_equal((reg >> 4) & 7, 1);
	clk_put(clk);
	devres_release_group(&pdev->dev, NULL);
	platform_device_unregister(pdev);

	/* A mux alone, by handle (its parent read at registration). */
	reg = 1;
	clk = clk_register_composite(NULL, "co-m", parents, 2, &mux.hw,
				     &clk_mux_ops, NULL, NULL, NULL, NULL, 0);
	assert_false(IS_ERR(clk));
	assert_int_equal(clk_get_rate(clk), 100000000);
	assert_int_equal(clk_set_rate(clk, 30000000), 0);
	assert_int_equal(reg & 1, 0);
	clk_unregister_composite(clk);
}

static void test_refused(void **state)
{
	static const struct clk_ops no_get = { .set_parent = NULL };
	static const struct clk_ops no_recalc = { .round_rate = NULL };
	static const struct clk_ops half_gate = { .enable = NULL };

	(void)state;
	assert_int_equal(PTR_ERR(clk_hw_register_composite(
				 NULL, "co-x", parents, 2, &mux.hw, &no_get,
				 NULL, NULL, NULL, NULL, 0)),
			 -EINVAL);
	assert_int_equal(PTR_ERR(clk_hw_register_composite(
				 NULL, "co-x", parents, 1, NULL, NULL,
				 &rate_div.hw, &no_recalc, NULL, NULL, 0)),
			 -EINVAL);
	assert_int_equal(PTR_ERR(clk_hw_register_composite(
				 NULL, "co-x", parents, 1, NULL, NULL, NULL,
				 NULL, &gate.hw, &half_gate, 0)),
			 -EINVAL);
	/* Two parents and no mux to choose: the core refuses it. */
	assert_int_equal(PTR_ERR(clk_hw_register_composite(
				 NULL, "co-x", parents, 2, NULL, NULL, NULL,
				 NULL, &gate.hw, &clk_gate_ops, 0)),
			 -EINVAL);
	assert_int_equal(PTR_ERR(clk_hw_register_composite(
				 NULL, "co-a", parents, 1, NULL, NULL, NULL,
				 NULL, &gate.hw, &clk_gate_ops, 0)),
			 -EEXIST);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(PTR_ERR(register_all(0)), -ENOMEM);
	platdev_port_fail_alloc_after(1, 0);
	assert_int_equal(PTR_ERR(register_all(0)), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	clk_hw_unregister_composite(NULL);
	clk_unregister_composite(NULL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_composite, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_parts_optional, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_refused, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
