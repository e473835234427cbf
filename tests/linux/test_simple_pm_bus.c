// SPDX-License-Identifier: MIT
/*
 * test_simple_pm_bus.c - Linux 6.12's simple-pm-bus and fixed-mmio-clock,
 * built unmodified, on a simulated board. The clock reads its rate from
 * its register; the bus defers until both its clocks exist, then probes
 * with runtime PM enabled and populates its child. The child's
 * pm_runtime_get_sync() resumes the bus first, whose callback enables the
 * bus clocks (seen by the test's gate); the child's put lets the bus
 * suspend again, clocks off (as they also went on and off around the
 * child's probe, the driver core holding the parent resumed). Unbinding
 * the bus disables its runtime PM.
 */
#include <linux/clk-provider.h>
#include <linux/io.h>
#include <linux/of.h>
#include <linux/of_address.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/pm_runtime.h>
#include <linux/workqueue.h>
#include <platdev/bind.h>
#include <platdev/of.h>
#include <platdev/sim.h>

#include "../testutil.h"

/* ---- the test's gate clock provider ---- */

static int gate_enable(struct clk_hw *hw)
{
	(void)hw;
	ev("gate on;");
	return 0;
}

static void gate_disable(struct clk_hw *hw)
{
	(void)hw;
	ev("gate off;");
}

static const struct clk_ops gate_ops = { .enable = gate_enable,
					 .disable = gate_disable };

struct gate_priv {
	struct clk_init_data init;
	struct clk_hw hw;
};

static void gate_unregister(void *hw)
{
	clk_hw_unregister(hw);
}

static int gate_probe(struct platform_device *pdev)
{
	struct gate_priv *g = devm_kzalloc(&pdev->dev, sizeof(*g), GFP_KERNEL);
	int err;

	if (!g)
		return -ENOMEM;
	g->init =
		(struct clk_init_data){ .name = "test-gate", .ops = &gate_ops };
	g->hw.init = &g->init;
	err = clk_hw_register(&pdev->dev, &g->hw);
	if (!err)
		err = devm_add_action_or_reset(&pdev->dev, gate_unregister,
					       &g->hw);
	if (!err)
		err = devm_of_clk_add_hw_provider(&pdev->dev,
						  of_clk_hw_simple_get, &g->hw);
	return err;
}

static const struct of_device_id gate_ids[] = { { .compatible =
							  "test,gate-clock" },
						{} };

static struct platform_driver gate_driver = {
	.probe = gate_probe,
	.driver = { .name = "test-gate", .of_match_table = gate_ids },
};

/* ---- a device on the bus ---- */

static unsigned long child_rate;

static int child_probe(struct platform_device *pdev)
{
	struct clk *clk = devm_clk_get(&pdev->dev, NULL);

	if (IS_ERR(clk))
		return PTR_ERR(clk);
	child_rate = clk_get_rate(clk);
	return devm_pm_runtime_enable(&pdev->dev);
}

static const struct of_device_id child_ids[] = { { .compatible =
							   "test,bus-child" },
						 {} };

static struct platform_driver child_driver = {
	.probe = child_probe,
	.driver = { .name = "test-bus-child", .of_match_table = child_ids },
};

/* ---- the board ---- */

static unsigned long allocs_before;

static int setup(void **state)
{
	void __iomem *rate;

	(void)state;
	allocs_before = live_allocs();
	if (platform_driver_register(&gate_driver) ||
	    platform_driver_register(&child_driver))
		return -1;
	if (test_load_dtb(PLATDEV_LINUX_DTB) || platdev_sim_board_create())
		return -1;
	/* The rate the fixed-mmio-clock reads at probe. */
	rate = of_iomap(test_node("/clock@50000"), 0);
	writel(25000000, rate);
	iounmap(rate);
	test_events[0] = '\0';
	return of_platform_default_populate(NULL, NULL, NULL);
}

static int teardown(void **state)
{
	(void)state;
	flush_workqueue(system_wq);
	of_platform_depopulate(NULL);
	platdev_sim_board_destroy();
	platform_driver_unregister(&child_driver);
	platform_driver_unregister(&gate_driver);
	if (platdev_of_unload())
		return -1;
	return live_allocs() == allocs_before ? 0 : -1;
}

static void test_probe(void **state)
{
	struct device *bus = test_device_of("/bus@40000");
	struct device *child = test_device_of("/bus@40000/child@40000");

	(void)state;
	assert_non_null(test_device_of("/clock@50000")->driver);
	assert_non_null(bus->driver);
	assert_non_null(child);
	assert_non_null(child->driver);
	assert_int_equal(child_rate, 25000000);
	assert_true(pm_runtime_enabled(bus));
	flush_workqueue(system_wq);
	assert_true(pm_runtime_status_suspended(bus));
	/* As in Linux, the bus was resumed while its child probed. */
	assert_string_equal(test_events, "gate on;gate off;");
}

static void test_runtime_pm(void **state)
{
	struct device *bus = test_device_of("/bus@40000");
	struct device *child = test_device_of("/bus@40000/child@40000");

	(void)state;
	flush_workqueue(system_wq);
	test_events[0] = '\0';
	assert_int_equal(pm_runtime_get_sync(child), 0);
	assert_false(pm_runtime_status_suspended(bus));
	assert_string_equal(test_events, "gate on;");
	assert_int_equal(pm_runtime_suspend(bus), -EBUSY);
	assert_int_equal(pm_runtime_put_sync(child), 0);
	flush_workqueue(system_wq);
	assert_true(pm_runtime_status_suspended(bus));
	assert_string_equal(test_events, "gate on;gate off;");
}

static void test_unbind(void **state)
{
	struct device *bus = test_device_of("/bus@40000");

	(void)state;
	device_release_driver(test_device_of("/bus@40000/child@40000"));
	device_release_driver(bus);
	assert_false(pm_runtime_enabled(bus));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_probe, setup, teardown),
		cmocka_unit_test_setup_teardown(test_runtime_pm, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_unbind, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
