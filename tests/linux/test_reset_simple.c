// SPDX-License-Identifier: MIT
/*
 * test_reset_simple.c - Linux 6.12's drivers/reset/reset-simple.c, built
 * unchanged, probes for two controllers of a simulated board; a consumer
 * driver gets its lines and each assert, deassert and status shows in
 * (or reads from) the controllers' registers.
 */
#include <linux/io.h>
#include <linux/platform_device.h>
#include <linux/reset.h>

#include "../testutil.h"
#include "sim_board.h"

/* Linux's files here are built at the generation they belong to. */
_Static_assert(LINUX_VERSION_CODE == KERNEL_VERSION(6, 12, 0),
	       "tests/linux must build at Linux 6.12's API generation");

static struct reset_control *core, *bus, *low;
static int beyond_error;

static int user_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;

	core = devm_reset_control_get_exclusive(dev, "core");
	if (IS_ERR(core))
		return (int)PTR_ERR(core);
	bus = devm_reset_control_get_shared(dev, "bus");
	if (IS_ERR(bus))
		return (int)PTR_ERR(bus);
	low = devm_reset_control_get_exclusive_deasserted(dev, "low");
	if (IS_ERR(low))
		return (int)PTR_ERR(low);
	beyond_error =
		(int)PTR_ERR(devm_reset_control_get_exclusive(dev, "beyond"));
	return reset_control_deassert(bus);
}

static const struct of_device_id user_match[] = { { .compatible =
							    "test,reset-user" },
						  {} };

static struct platform_driver user_driver = {
	.probe = user_probe,
	.driver = { .name = "reset-user", .of_match_table = user_match },
};

static void __iomem *high_regs, *low_regs;

static void test_simple_reset(void **state)
{
	struct device *dev;

	(void)state;
	linux_sim_board_up(PLATDEV_LINUX_DTB, &user_driver);
	/* Linux's driver bound both controllers */
	dev = test_device_of("/reset-controller@10000000");
	assert_non_null(dev->driver);
	assert_string_equal(dev->driver->name, "simple-reset");
	assert_non_null(test_device_of("/reset-controller@10001000")->driver);
	dev = test_device_of("/device@10002000");
	assert_non_null(dev->driver);
	/* a line beyond the 64 of an 8-byte window */
	assert_int_equal(beyond_error, -EINVAL);

	high_regs = ioremap(0x10000000, 8);
	low_regs = ioremap(0x10001000, 4);
	/* "low" was deasserted by its get: active-low, so its bit is set */
	assert_int_equal(readl(low_regs), BIT(5));
	assert_int_equal(readl(high_regs), 0);
	assert_int_equal(reset_control_status(low), 0);

	assert_int_equal(reset_control_assert(core), 0);
	assert_int_equal(readl(high_regs), BIT(3));
	assert_int_equal(reset_control_status(core), 1);
	assert_int_equal(reset_control_deassert(core), 0);
	assert_int_equal(readl(high_regs), 0);
	assert_int_equal(reset_control_status(core), 0);
	/* no reset_us on these controllers: Linux's driver cannot pulse */
	assert_int_equal(reset_control_reset(core), -ENOTSUPP);

	/* the shared line 33 sits in the second register */
	assert_int_equal(reset_control_assert(bus), 0);
	assert_int_equal(readl(high_regs + 4), BIT(1));
	assert_int_equal(reset_control_status(bus), 1);

	assert_int_equal(reset_control_assert(low), 0);
	assert_int_equal(readl(low_regs), 0);
	assert_int_equal(reset_control_status(low), 1);
	assert_int_equal(reset_control_deassert(low), 0);

	/* unbinding the consumer asserts "low" again (its devm kind) */
	platform_driver_unregister(&user_driver);
	assert_int_equal(readl(low_regs), 0);
	iounmap(high_regs);
	iounmap(low_regs);
	linux_sim_board_down(NULL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_simple_reset),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
