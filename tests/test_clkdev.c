// SPDX-License-Identifier: MIT
/*
 * test_clkdev.c - the clock lookup table (linux/clkdev.h): clk_get() and
 * clk_get_sys() pick the entry matching the most (Linux's clk_find()
 * score), entries made, dropped, too long, and allocation failures.
 */
#include <linux/clk-provider.h>
#include <linux/clkdev.h>
#include <linux/platform_device.h>
#include <platdev/port.h>

#include "testutil.h"

static struct clk_hw *a, *b, *c;

static int setup(void **state)
{
	(void)state;
	a = clk_hw_register_fixed_rate(NULL, "cd-a", NULL, 0, 1000);
	b = clk_hw_register_fixed_rate(NULL, "cd-b", NULL, 0, 2000);
	c = clk_hw_register_fixed_rate(NULL, "cd-c", NULL, 0, 3000);
	return IS_ERR(a) || IS_ERR(b) || IS_ERR(c);
}

static int teardown(void **state)
{
	(void)state;
	clk_hw_unregister_fixed_rate(a);
	clk_hw_unregister_fixed_rate(b);
	clk_hw_unregister_fixed_rate(c);
	return 0;
}

/* The rate of the clock clk_get_sys() gives, or its error. */
static long sys_rate(const char *dev_id, const char *con_id)
{
	struct clk *clk = clk_get_sys(dev_id, con_id);
	long r;

	if (IS_ERR(clk))
		return PTR_ERR(clk);
	r = (long)clk_get_rate(clk);
	clk_put(clk);
	return r;
}

static void test_best_match(void **state)
{
	struct clk_lookup *any_con, *dev_only, *both;

	(void)state;
	assert_int_equal(sys_rate("uart.0", "baud"), -ENOENT);
	any_con = clkdev_hw_create(a, "baud", NULL);
	dev_only = clkdev_hw_create(b, NULL, "uart.%d", 0);
	assert_non_null(any_con);
	assert_non_null(dev_only);
	/* The device name scores 2, the connection name 1. */
	assert_int_equal(sys_rate("uart.0", "baud"), 2000);
	assert_int_equal(sys_rate("uart.1", "baud"), 1000);
	assert_int_equal(sys_rate("uart.0", NULL), 2000);
	/* A named entry does not answer a NULL name. */
	assert_int_equal(sys_rate(NULL, NULL), -ENOENT);
	assert_int_equal(sys_rate(NULL, "baud"), 1000);
	assert_int_equal(sys_rate("uart.1", "other"), -ENOENT);
	both = clkdev_hw_create(c, "baud", "uart.0");
	assert_int_equal(sys_rate("uart.0", "baud"), 3000);
	clkdev_drop(both);
	assert_int_equal(sys_rate("uart.0", "baud"), 2000);
	clkdev_drop(dev_only);
	clkdev_drop(any_con);
	assert_int_equal(sys_rate("uart.0", "baud"), -ENOENT);
}

static void test_static_and_register(void **state)
{
	struct clk_lookup table[] = {
		CLKDEV_INIT("spi.3", "sclk", NULL),
		CLKDEV_INIT(NULL, "tick", NULL),
	};
	struct platform_device *pdev;
	struct clk *clk;

	(void)state;
	table[0].clk = a->clk;
	table[1].clk_hw = b;
	clkdev_add_table(table, 2);
	assert_ptr_equal(table[0].clk_hw, a); /* found from .clk */
	assert_int_equal(sys_rate("spi.3", "sclk"), 1000);
	assert_int_equal(sys_rate("spi.9", "tick"), 2000);
	/* Without a node, clk_get() asks the table with dev_name(). */
	pdev = platform_device_register_simple("spi", 3, NULL, 0);
	clk = clk_get(&pdev->dev, "sclk");
	assert_false(IS_ERR(clk));
	assert_int_equal(clk_get_rate(clk), 1000);
	clk_put(clk);
	assert_int_equal(PTR_ERR(clk_get(&pdev->dev, "none")), -ENOENT);
	list_del(&table[0].node);
	list_del(&table[1].node);

	assert_int_equal(clk_register_clkdev(c->clk, "ref", "spi.3"), 0);
	assert_int_equal(clk_hw_register_clkdev(a, "ref2", NULL), 0);
	assert_int_equal(sys_rate("spi.3", "ref"), 3000);
	assert_int_equal(sys_rate("x", "ref2"), 1000);
	assert_int_equal(clk_register_clkdev(ERR_PTR(-EIO), "e", NULL), -EIO);
	assert_int_equal(clk_hw_register_clkdev(ERR_PTR(-EIO), "e", NULL),
			 -EIO);
	/* An alias of what clk_get() gives. */
	assert_int_equal(clk_add_alias("alias", "other.0", "sclk", NULL),
			 -ENOENT);
	assert_int_equal(clk_add_alias("alias", "other.0", "ref2", NULL), 0);
	assert_int_equal(sys_rate("other.0", "alias"), 1000);

	/* devm: dropped with the device's resources. */
	devres_open_group(&pdev->dev, NULL, GFP_KERNEL);
	assert_int_equal(
		devm_clk_hw_register_clkdev(&pdev->dev, b, "dv", "spi.3"), 0);
	assert_int_equal(sys_rate("spi.3", "dv"), 2000);
	devres_release_group(&pdev->dev, NULL);
	assert_int_equal(sys_rate("spi.3", "dv"), -ENOENT);
	assert_int_equal(devm_clk_hw_register_clkdev(&pdev->dev, ERR_PTR(-EIO),
						     "dv", NULL),
			 -EIO);
	platform_device_unregister(pdev);
}

static void test_too_long_and_failures(void **state)
{
	struct clk_hw dead = { 0 };
	struct clk_lookup *cl;

	(void)state;
	/* Names past Linux's sizes give an entry that never matches. */
	cl = clkdev_hw_create(a, "a-connection-name", "dev");
	assert_non_null(cl);
	assert_int_equal(sys_rate("dev", "a-connection-name"), -ENOENT);
	clkdev_drop(cl);
	cl = clkdev_hw_create(a, "c", "%s", "a-device-name-of-24-chars");
	assert_int_equal(sys_rate("a-device-name-of-24-chars", "c"), -ENOENT);
	clkdev_drop(cl);
	clkdev_drop(NULL);

	platdev_port_fail_alloc_after(0, 1);
	assert_null(clkdev_hw_create(a, "f", NULL));
	assert_null(clkdev_create(a->clk, "f", NULL));
	assert_int_equal(clk_hw_register_clkdev(a, "f", NULL), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	cl = clkdev_hw_create(a, "f", NULL);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(PTR_ERR(clk_get_sys(NULL, "f")), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	/* An entry whose clk_hw is unregistered (not freed) finds nothing. */
	cl->clk_hw = &dead;
	assert_int_equal(sys_rate(NULL, "f"), -ENOENT);
	clkdev_drop(cl);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_best_match, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_static_and_register, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_too_long_and_failures,
						setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
