// SPDX-License-Identifier: MIT
/*
 * test_reset_meson.c - Linux 6.12's drivers/reset/reset-meson.c, built
 * unchanged and strictly, probes the ODROID-N2's reset controller on a
 * simulated board. Its lines are 32 to a register: a pulse writes the
 * line's bit alone to the bank's reset register (base + 4 * bank); a level
 * is active low in the bank's level register (base + 0x7c + 4 * bank),
 * deassert sets the bit and assert clears it, the other bits kept. A line
 * beyond its 8 banks is refused with -EINVAL; it has no status.
 */
#include <linux/io.h>
#include <linux/platform_device.h>
#include <linux/reset.h>

#include "../testutil.h"
#include "sim_board.h"

#define RESET_BASE 0xffd01004
#define LEVEL_OFFSET 0x7c /* the AXG's and G12's level registers */

static struct reset_control *usb_phy, *parser, *dsi_phy;
static int beyond_error;

static int user_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;

	usb_phy = devm_reset_control_get_exclusive(dev, "usb-phy");
	if (IS_ERR(usb_phy))
		return (int)PTR_ERR(usb_phy);
	parser = devm_reset_control_get_exclusive(dev, "parser");
	if (IS_ERR(parser))
		return (int)PTR_ERR(parser);
	dsi_phy = devm_reset_control_get_exclusive(dev, "dsi-phy");
	if (IS_ERR(dsi_phy))
		return (int)PTR_ERR(dsi_phy);
	beyond_error =
		(int)PTR_ERR(devm_reset_control_get_exclusive(dev, "beyond"));
	return 0;
}

static const struct of_device_id user_match[] = {
	{ .compatible = "test,meson-reset-user" },
	{}
};

static struct platform_driver user_driver = {
	.probe = user_probe,
	.driver = { .name = "meson-reset-user", .of_match_table = user_match },
};

static void test_meson_resets(void **state)
{
	void __iomem *regs;
	struct device *dev;

	(void)state;
	linux_sim_board_up(PLATDEV_LINUX_DTB, &user_driver);
	dev = test_device_of("/reset-controller@ffd01004");
	assert_non_null(dev->driver);
	assert_string_equal(dev->driver->name, "meson_reset");
	assert_non_null(test_device_of("/device@ffd02000")->driver);
	/* 8 banks of 32: line 256 is not the controller's */
	assert_int_equal(beyond_error, -EINVAL);

	regs = ioremap(RESET_BASE, 0x9c);
	assert_non_null(regs);
	/* lines 48 and 40: bank 1, bits 16 and 8, active low */
	assert_int_equal(reset_control_deassert(usb_phy), 0);
	assert_int_equal(readl(regs + LEVEL_OFFSET + 4), BIT(16));
	assert_int_equal(reset_control_deassert(parser), 0);
	assert_int_equal(readl(regs + LEVEL_OFFSET + 4), BIT(16) | BIT(8));
	assert_int_equal(reset_control_assert(usb_phy), 0);
	assert_int_equal(readl(regs + LEVEL_OFFSET + 4), BIT(8));
	/* levels leave the pulse registers alone */
	assert_int_equal(readl(regs + 4), 0);
	assert_int_equal(readl(regs + LEVEL_OFFSET), 0);

	/* line 130: a pulse is bit 2 of bank 4's reset register */
	assert_int_equal(reset_control_reset(dsi_phy), 0);
	assert_int_equal(readl(regs + 16), BIT(2));
	assert_int_equal(readl(regs + LEVEL_OFFSET + 16), 0);
	/* a pulse writes its bit alone: what the register held is not kept */
	writel(BIT(9), regs + 16);
	assert_int_equal(reset_control_reset(dsi_phy), 0);
	assert_int_equal(readl(regs + 16), BIT(2));
	/* the driver has no status operation */
	assert_int_equal(reset_control_status(parser), -ENOTSUPP);

	assert_int_equal(reset_control_assert(parser), 0);
	assert_int_equal(readl(regs + LEVEL_OFFSET + 4), 0);
	iounmap(regs);
	linux_sim_board_down(&user_driver);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_meson_resets),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
