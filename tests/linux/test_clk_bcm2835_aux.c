// SPDX-License-Identifier: MIT
/*
 * test_clk_bcm2835_aux.c - Linux 6.12's drivers/clk/bcm/clk-bcm2835-aux.c,
 * built unchanged, probes the Raspberry Pi 4's aux@7e215000 on a simulated
 * board: three gates (mini UART, SPI1, SPI2) on bits 0 to 2 of the AUXENB
 * register, their parent found by name (__clk_get_name()). A consumer's
 * clk_prepare_enable() and clk_disable_unprepare() show in the register,
 * the gates run at the parent's rate, and clk_hw_is_enabled() reads the
 * hardware.
 */
#include <linux/clk-provider.h>
#include <linux/clk.h>
#include <linux/io.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/of.h>
#include <platdev/sim.h>

#include "../testutil.h"

#define AUXENB 0x7e215004 /* bit n enables aux clock n */

static struct clk *uart, *spi1, *spi2;

static int user_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;

	uart = devm_clk_get(dev, "uart");
	spi1 = devm_clk_get(dev, "spi1");
	spi2 = devm_clk_get(dev, "spi2");
	if (IS_ERR(uart) || IS_ERR(spi1) || IS_ERR(spi2))
		return -ENODEV;
	return 0;
}

static const struct of_device_id user_match[] = { { .compatible =
							    "test,aux-user" },
						  {} };

static struct platform_driver user_driver = {
	.probe = user_probe,
	.driver = { .name = "aux-user", .of_match_table = user_match },
};

static void test_aux_gates(void **state)
{
	struct clk_hw *hws[3];
	struct device_node *np;
	void __iomem *enb;
	struct device *dev;
	int i;

	(void)state;
	assert_int_equal(test_load_dtb(PLATDEV_LINUX_DTB), 0);
	assert_int_equal(platdev_of_init_early(), 1); /* the VPU clock */
	assert_int_equal(platdev_sim_board_create(), 0);
	assert_int_equal(platform_driver_register(&user_driver), 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);

	dev = test_device_of("/aux@7e215000");
	assert_non_null(dev->driver);
	assert_string_equal(dev->driver->name, "bcm2835-aux-clk");
	np = dev->of_node; /* the tree's, valid until it is unloaded */
	assert_non_null(test_device_of("/device@7e215040")->driver);
	assert_string_equal(__clk_get_name(uart), "aux_uart");
	assert_string_equal(__clk_get_name(spi2), "aux_spi2");
	assert_string_equal(__clk_get_name(clk_get_parent(spi1)), "vpu");

	hws[0] = __clk_get_hw(uart);
	hws[1] = __clk_get_hw(spi1);
	hws[2] = __clk_get_hw(spi2);
	enb = ioremap(AUXENB, 4);
	assert_non_null(enb);
	assert_int_equal(readl(enb), 0);
	assert_false(clk_hw_is_enabled(__clk_get_hw(uart)));
	assert_int_equal(clk_get_rate(uart), 500000000);

	assert_int_equal(clk_prepare_enable(uart), 0);
	assert_int_equal(readl(enb), BIT(0));
	assert_int_equal(clk_prepare_enable(spi2), 0);
	assert_int_equal(readl(enb), BIT(0) | BIT(2));
	assert_true(clk_hw_is_enabled(__clk_get_hw(spi2)));
	/* The hardware's word, not the count: firmware may have set it. */
	writel(BIT(0) | BIT(1) | BIT(2), enb);
	assert_true(clk_hw_is_enabled(__clk_get_hw(spi1)));
	writel(BIT(0) | BIT(2), enb);

	clk_disable_unprepare(uart);
	assert_int_equal(readl(enb), BIT(2));
	/* A gate passes its parent's rate and cannot change it. */
	assert_int_equal(clk_round_rate(spi2, 1000000), 500000000);
	assert_int_equal(clk_set_rate(spi2, 1000000), 0);
	assert_int_equal(clk_get_rate(spi2), 500000000);
	clk_disable_unprepare(spi2);
	assert_int_equal(readl(enb), 0);

	iounmap(enb);
	platform_driver_unregister(&user_driver);
	of_platform_depopulate(NULL);
	/*
	 * A builtin driver without remove: what it registered outlives the
	 * unbind (as it would in Linux); the test takes it down itself.
	 */
	of_clk_del_provider(np);
	for (i = 0; i < 3; i++)
		clk_hw_unregister_gate(hws[i]);
	platdev_sim_board_destroy();
	platdev_of_exit_early();
	assert_int_equal(platdev_of_unload(), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_aux_gates),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
