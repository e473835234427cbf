// SPDX-License-Identifier: MIT
/*
 * test_phy_mmp3_hsic.c - Linux 6.12's drivers/phy/marvell/phy-mmp3-hsic.c,
 * built unchanged and strictly, probes an MMP3 HSIC PHY on a simulated
 * board: a consumer gets it through "phys" (of_phy_simple_xlate), and its
 * phy_init() sets HSIC_ENABLE and PLL_BYPASS in HSIC_CTRL (0x08), the
 * other bits kept, once however many times it is called.
 */
#include <linux/io.h>
#include <linux/phy/phy.h>
#include <linux/platform_device.h>

#include "../testutil.h"
#include "sim_board.h"

#define PHY_BASE 0xf0001800
#define HSIC_CTRL 0x08

static struct phy *usb_phy;

static int user_probe(struct platform_device *pdev)
{
	usb_phy = devm_phy_get(&pdev->dev, "usb");
	return PTR_ERR_OR_ZERO(usb_phy);
}

static const struct of_device_id user_match[] = { { .compatible =
							    "test,hsic-user" },
						  {} };

static struct platform_driver user_driver = {
	.probe = user_probe,
	.driver = { .name = "hsic-user", .of_match_table = user_match },
};

static void test_mmp3_hsic(void **state)
{
	void __iomem *regs;
	struct device *dev;

	(void)state;
	linux_sim_board_up(PLATDEV_LINUX_DTB, &user_driver);
	dev = test_device_of("/usb-phy@f0001800");
	assert_non_null(dev->driver);
	assert_string_equal(dev->driver->name, "mmp3-hsic-phy");
	assert_non_null(test_device_of("/usb@f0001000")->driver);
	regs = ioremap(PHY_BASE, 0x40);
	assert_non_null(regs);
	writel(0x3, regs + HSIC_CTRL);
	assert_int_equal(phy_init(usb_phy), 0);
	assert_int_equal(readl(regs + HSIC_CTRL), 0x3 | BIT(7) | BIT(4));
	/* the second init is counted, not run again */
	writel(0, regs + HSIC_CTRL);
	assert_int_equal(phy_init(usb_phy), 0);
	assert_int_equal(readl(regs + HSIC_CTRL), 0);
	assert_int_equal(usb_phy->init_count, 2);
	/* no power ops: counted only */
	assert_int_equal(phy_power_on(usb_phy), 0);
	assert_int_equal(phy_power_off(usb_phy), 0);
	assert_int_equal(phy_exit(usb_phy), 0);
	assert_int_equal(phy_exit(usb_phy), 0);
	iounmap(regs);
	linux_sim_board_down(&user_driver);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_mmp3_hsic),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
