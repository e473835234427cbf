// SPDX-License-Identifier: MIT
/*
 * test_clk_sun50i_a64.c - Linux 6.12's drivers/clk/sunxi-ng/
 * ccu-sun50i-a64.c, built unchanged with the sunxi-ng library, probes the
 * Pine64's clock control unit on a simulated board: its probe's register
 * fix-ups show, PLL-PERIPH0's rate is read from the register the firmware
 * left (n and k fields, a fixed post-divider), the APB2 mux picks the
 * crystal, and a consumer's UART0 bus gate and bus reset move their bits.
 */
#include <linux/clk-provider.h>
#include <linux/clk.h>
#include <linux/io.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/reset.h>
#include <platdev/of.h>
#include <platdev/sim.h>

#include "../testutil.h"

#define CCU 0x1c20000
#define PLL_AUDIO 0x008 /* bits 19:16: the 1x post-divider */
#define PLL_PERIPH0 0x028
#define PLL_MIPI 0x040
#define APB2_CFG 0x058
#define BUS_GATE3 0x06c /* bit 16: UART0 */
#define BUS_RST4 0x2d8 /* bit 16: UART0 */

static struct clk *bus, *pll;
static struct reset_control *rst;

static int uart_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;

	bus = devm_clk_get(dev, "bus");
	pll = devm_clk_get(dev, "pll");
	rst = devm_reset_control_get_exclusive(dev, NULL);
	if (IS_ERR(bus) || IS_ERR(pll) || IS_ERR(rst))
		return -ENODEV;
	return 0;
}

static const struct of_device_id uart_match[] = { { .compatible =
							    "test,a64-uart" },
						  {} };

static struct platform_driver uart_driver = {
	.probe = uart_probe,
	.driver = { .name = "a64-uart", .of_match_table = uart_match },
};

static void test_a64_ccu(void **state)
{
	void __iomem *ccu;
	struct device *dev;
	struct clk *apb2;

	(void)state;
	assert_int_equal(test_load_dtb(PLATDEV_LINUX_DTB), 0);
	assert_int_equal(platdev_of_init_early(), 2); /* the two inputs */
	assert_int_equal(platdev_sim_board_create(), 0);
	ccu = ioremap(CCU, 0x400);
	assert_non_null(ccu);
	/*
	 * What the firmware leaves: PLL-PERIPH0 enabled at n = 25, k = 2
	 * (24 MHz * 25 * 2 / 2), APB2 on the crystal undivided, a PLL-Audio
	 * post-divider the probe resets.
	 */
	writel(0x90041811, ccu + PLL_PERIPH0);
	writel(0x01000000, ccu + APB2_CFG);
	writel(0x000f0000 | 0x1234, ccu + PLL_AUDIO);

	assert_int_equal(platform_driver_register(&uart_driver), 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	dev = test_device_of("/clock@1c20000");
	assert_non_null(dev->driver);
	assert_string_equal(dev->driver->name, "sun50i-a64-ccu");
	assert_non_null(test_device_of("/serial@1c28000")->driver);
	assert_int_equal(readl(ccu + PLL_AUDIO), 0x1234);
	assert_int_equal(readl(ccu + PLL_MIPI), 0x515);

	assert_string_equal(__clk_get_name(pll), "pll-periph0");
	assert_int_equal(clk_get_rate(pll), 600000000);
	assert_string_equal(__clk_get_name(bus), "bus-uart0");
	assert_string_equal(__clk_get_name(clk_get_parent(bus)), "apb2");
	assert_int_equal(clk_get_rate(bus), 24000000);
	/*
	 * 150 MHz for APB2: only PLL-PERIPH0-2x (1.2 GHz, mux value 2) gives
	 * it, divided by 8 in M and P; the gate follows.
	 */
	apb2 = clk_get_parent(bus);
	assert_int_equal(clk_set_rate(apb2, 150000000), 0);
	assert_int_equal((readl(ccu + APB2_CFG) >> 24) & 3, 2);
	assert_string_equal(__clk_get_name(clk_get_parent(apb2)),
			    "pll-periph0-2x");
	assert_int_equal(clk_get_rate(bus), 150000000);
	assert_int_equal(clk_get_rate(pll), 600000000);

	assert_int_equal(readl(ccu + BUS_GATE3) & BIT(16), 0);
	assert_int_equal(clk_prepare_enable(bus), 0);
	assert_int_equal(readl(ccu + BUS_GATE3) & BIT(16), BIT(16));
	assert_true(__clk_is_enabled(bus));
	assert_int_equal(readl(ccu + BUS_RST4) & BIT(16), 0);
	assert_int_equal(reset_control_deassert(rst), 0);
	assert_int_equal(readl(ccu + BUS_RST4) & BIT(16), BIT(16));
	assert_int_equal(reset_control_status(rst), 0);
	assert_int_equal(reset_control_assert(rst), 0);
	assert_int_equal(readl(ccu + BUS_RST4) & BIT(16), 0);
	assert_int_equal(reset_control_status(rst), 1);
	clk_disable_unprepare(bus);
	assert_int_equal(readl(ccu + BUS_GATE3) & BIT(16), 0);

	iounmap(ccu);
	platform_driver_unregister(&uart_driver);
	of_platform_depopulate(NULL);
	platdev_sim_board_destroy();
	platdev_of_exit_early();
	assert_int_equal(platdev_of_unload(), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_a64_ccu),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
