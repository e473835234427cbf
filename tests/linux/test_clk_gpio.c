// SPDX-License-Identifier: MIT
/*
 * test_clk_gpio.c - Linux 6.12's drivers/clk/clk-gpio.c, built unchanged,
 * probes a gpio-mux-clock between two oscillators and a gpio-gate-clock
 * after it, their lines on Linux's generic MMIO GPIO controller of a
 * simulated board. The consumer's node moves the mux to the slow
 * oscillator before its probe (assigned-clock-parents); then its
 * clk_prepare_enable(), clk_set_parent() and clk_set_rate() show on the
 * select and enable lines, and the rates follow the mux.
 */
#include <linux/clk.h>
#include <linux/io.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/of.h>
#include <platdev/sim.h>

#include "../testutil.h"

#define SELECT BIT(1) /* the mux's line: high selects the second parent */
#define ENABLE BIT(2) /* the gate's line */

static struct clk *gate, *mux, *fast, *slow;

static int user_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;

	gate = devm_clk_get(dev, "gate");
	mux = devm_clk_get(dev, "mux");
	fast = devm_clk_get(dev, "fast");
	slow = devm_clk_get(dev, "slow");
	if (IS_ERR(gate) || IS_ERR(mux) || IS_ERR(fast) || IS_ERR(slow))
		return -ENODEV;
	return 0;
}

static const struct of_device_id user_match[] = { { .compatible =
							    "test,clk-user" },
						  {} };

static struct platform_driver user_driver = {
	.probe = user_probe,
	.driver = { .name = "clk-user", .of_match_table = user_match },
};

static void test_clk_gpio(void **state)
{
	void __iomem *set, *dirout;
	struct device *dev;

	(void)state;
	assert_int_equal(test_load_dtb(PLATDEV_LINUX_DTB), 0);
	/* The oscillators, set up early as Linux's of_clk_init() does. */
	assert_int_equal(platdev_of_init_early(), 2);
	assert_int_equal(platdev_sim_board_create(), 0);
	assert_int_equal(platform_driver_register(&user_driver), 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);

	dev = test_device_of("/clock-mux");
	assert_non_null(dev->driver);
	assert_string_equal(dev->driver->name, "gpio-clk");
	assert_non_null(test_device_of("/clock-gate")->driver);
	assert_non_null(test_device_of("/device@10005000")->driver);

	set = ioremap(0x10003004, 4);
	dirout = ioremap(0x10003008, 4);
	assert_true(set && dirout);
	/* Both lines driven; the assigned parent raised the select line. */
	assert_int_equal(readl(dirout), SELECT | ENABLE);
	assert_int_equal(readl(set), SELECT);
	assert_int_equal(clk_get_rate(mux), 32768);
	assert_int_equal(clk_get_rate(gate), 32768);
	assert_int_equal(clk_get_rate(clk_get_parent(mux)), 32768);
	assert_int_equal(clk_get_rate(clk_get_parent(gate)), 32768);

	/* The gate drives its line from enable and disable. */
	assert_int_equal(clk_prepare_enable(gate), 0);
	assert_int_equal(readl(set), SELECT | ENABLE);

	/* Switching the running mux: select line low, rates follow. */
	assert_int_equal(clk_set_parent(mux, fast), 0);
	assert_int_equal(readl(set), ENABLE);
	assert_int_equal(clk_get_rate(gate), 24000000);
	assert_true(clk_has_parent(mux, slow));
	assert_false(clk_has_parent(mux, gate));
	assert_int_equal(clk_set_parent(mux, gate), -EINVAL);
	/* The gate has one parent and cannot choose another. */
	assert_int_equal(clk_set_parent(gate, fast), -EINVAL);
	assert_int_equal(readl(set), ENABLE);

	clk_disable_unprepare(gate);
	assert_int_equal(readl(set), 0);

	/*
	 * A rate through the gate (CLK_SET_RATE_PARENT) reaches the mux,
	 * whose __clk_mux_determine_rate picks the parent that gives it.
	 */
	assert_int_equal(clk_round_rate(gate, 40000), 32768);
	assert_int_equal(clk_set_rate(gate, 40000), 0);
	assert_int_equal(readl(set), SELECT);
	assert_int_equal(clk_get_rate(gate), 32768);
	assert_int_equal(clk_set_rate(gate, 24000000), 0);
	assert_int_equal(readl(set), 0);

	iounmap(set);
	iounmap(dirout);
	platform_driver_unregister(&user_driver);
	of_platform_depopulate(NULL);
	platdev_sim_board_destroy();
	platdev_of_exit_early();
	assert_int_equal(platdev_of_unload(), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_clk_gpio),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
