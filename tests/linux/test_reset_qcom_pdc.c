// SPDX-License-Identifier: MIT
/*
 * test_reset_qcom_pdc.c - Linux 6.12's drivers/reset/reset-qcom-pdc.c,
 * built unchanged and strictly, on a simulated board: the driver reads its
 * SoC's description with device_get_match_data() (which it finds through
 * linux/of.h alone, as in Linux 6.12; when it did not, the call was an
 * implicit one, its pointer cut to an int, and the probe crashed), maps
 * its registers with a regmap, and each assert and deassert of a consumer
 * shows in the sync-reset register at the offset and bit its SoC's table
 * gives.
 */
#include <linux/io.h>
#include <linux/platform_device.h>
#include <linux/reset.h>

#include "../testutil.h"
#include "sim_board.h"

#define SDM845_SYNC_RESET 0x100 /* the register of each SoC, its table's */
#define SC7280_SYNC_RESET 0x1000

static struct reset_control *modem, *gpu, *modem7280;

static int user_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;

	modem = devm_reset_control_get_exclusive(dev, "modem");
	if (IS_ERR(modem))
		return (int)PTR_ERR(modem);
	gpu = devm_reset_control_get_exclusive(dev, "gpu");
	if (IS_ERR(gpu))
		return (int)PTR_ERR(gpu);
	modem7280 = devm_reset_control_get_exclusive(dev, "modem7280");
	return (int)PTR_ERR_OR_ZERO(modem7280);
}

static const struct of_device_id user_match[] = { { .compatible =
							    "test,pdc-user" },
						  {} };

static struct platform_driver user_driver = {
	.probe = user_probe,
	.driver = { .name = "pdc-user", .of_match_table = user_match },
};

static void test_pdc_resets(void **state)
{
	void __iomem *sdm845, *sc7280;
	struct device *dev;

	(void)state;
	linux_sim_board_up(PLATDEV_LINUX_DTB, &user_driver);
	dev = test_device_of("/reset-controller@b2e0000");
	assert_non_null(dev->driver);
	assert_string_equal(dev->driver->name, "qcom_pdc_reset");
	assert_non_null(test_device_of("/reset-controller@b5e0000")->driver);
	assert_non_null(test_device_of("/device@10002000")->driver);

	sdm845 = ioremap(0x0b2e0000 + SDM845_SYNC_RESET, 4);
	sc7280 = ioremap(0x0b5e0000 + SC7280_SYNC_RESET, 4);
	assert_int_equal(readl(sdm845), 0);
	assert_int_equal(reset_control_assert(modem), 0);
	assert_int_equal(readl(sdm845), BIT(9));
	assert_int_equal(reset_control_assert(gpu), 0);
	assert_int_equal(readl(sdm845), BIT(9) | BIT(6));
	assert_int_equal(reset_control_deassert(modem), 0);
	assert_int_equal(readl(sdm845), BIT(6));
	/* The SC7280's table puts its modem line at bit 9 of its own. */
	assert_int_equal(reset_control_assert(modem7280), 0);
	assert_int_equal(readl(sc7280), BIT(9));
	assert_int_equal(readl(sdm845), BIT(6));
	assert_int_equal(reset_control_deassert(gpu), 0);
	assert_int_equal(reset_control_deassert(modem7280), 0);
	assert_int_equal(readl(sdm845), 0);
	assert_int_equal(readl(sc7280), 0);

	iounmap(sdm845);
	iounmap(sc7280);
	linux_sim_board_down(&user_driver);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_pdc_resets),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
