// SPDX-License-Identifier: MIT
/*
 * test_gpio_xgene.c - Linux 6.12's drivers/gpio/gpio-xgene.c, built
 * unchanged and strictly, probes the X-Gene's GPIO block on a simulated
 * board. Its 48 lines are three banks of 16, a bank every 0xc bytes: the
 * bank's SET_DR register (0x0c) holds the directions in its low half (a
 * set bit is an input) and the output levels in its high half; its DATA
 * register (0x14) the input levels. A consumer's directions and outputs
 * show in those bits, its inputs and directions read from them, and a
 * line beyond the 48 is refused (-EINVAL).
 */
#include <linux/gpio/consumer.h>
#include <linux/io.h>
#include <linux/platform_device.h>

#include "../testutil.h"
#include "sim_board.h"

#define XGENE_GPIO 0x1701c000
#define SET_DR(bank) (0x0c + 0xc * (bank))
#define DATA(bank) (0x14 + 0xc * (bank))
#define OUT_BIT(line) BIT((line) % 16 + 16)
#define DIR_BIT(line) BIT((line) % 16)

static struct gpio_desc *led, *relay, *button;
static int beyond_error;

static int user_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;

	led = devm_gpiod_get(dev, "led", GPIOD_OUT_HIGH);
	if (IS_ERR(led))
		return (int)PTR_ERR(led);
	relay = devm_gpiod_get(dev, "relay", GPIOD_OUT_LOW);
	if (IS_ERR(relay))
		return (int)PTR_ERR(relay);
	button = devm_gpiod_get(dev, "button", GPIOD_IN);
	if (IS_ERR(button))
		return (int)PTR_ERR(button);
	beyond_error = (int)PTR_ERR(devm_gpiod_get(dev, "beyond", GPIOD_IN));
	return 0;
}

static const struct of_device_id user_match[] = {
	{ .compatible = "test,xgene-gpio-user" },
	{}
};

static struct platform_driver user_driver = {
	.probe = user_probe,
	.driver = { .name = "xgene-gpio-user", .of_match_table = user_match },
};

static void test_gpio_xgene(void **state)
{
	void __iomem *regs;
	struct device *dev;

	(void)state;
	linux_sim_board_up(PLATDEV_LINUX_DTB, &user_driver);
	dev = test_device_of("/gpio@1701c000");
	assert_non_null(dev->driver);
	assert_string_equal(dev->driver->name, "xgene-gpio");
	assert_non_null(test_device_of("/device@17020000")->driver);
	assert_int_equal(beyond_error, -EINVAL);

	regs = ioremap(XGENE_GPIO, 0x40);
	assert_non_null(regs);
	/* the gets: line 3 a high output, 20 a low one, 40 an input */
	assert_int_equal(readl(regs + SET_DR(0)), OUT_BIT(3));
	assert_int_equal(readl(regs + SET_DR(1)), 0);
	assert_int_equal(readl(regs + SET_DR(2)), DIR_BIT(40));

	gpiod_set_value(led, 0);
	assert_int_equal(readl(regs + SET_DR(0)), 0);
	gpiod_set_value(relay, 1);
	assert_int_equal(readl(regs + SET_DR(1)), OUT_BIT(20));
	assert_int_equal(readl(regs + SET_DR(0)), 0);
	gpiod_set_value(led, 1);
	assert_int_equal(readl(regs + SET_DR(0)), OUT_BIT(3));

	/* the button reads its bank's DATA register */
	assert_int_equal(gpiod_get_value(button), 0);
	writel(DIR_BIT(40), regs + DATA(2));
	assert_int_equal(gpiod_get_value(button), 1);
	writel(0, regs + DATA(2));
	assert_int_equal(gpiod_get_value(button), 0);

	/* directions, written and read back from the hardware */
	assert_int_equal(gpiod_get_direction(button), 1);
	assert_int_equal(gpiod_get_direction(led), 0);
	assert_int_equal(gpiod_direction_input(led), 0);
	assert_int_equal(readl(regs + SET_DR(0)), OUT_BIT(3) | DIR_BIT(3));
	assert_int_equal(gpiod_get_direction(led), 1);
	assert_int_equal(gpiod_direction_output(button, 1), 0);
	assert_int_equal(readl(regs + SET_DR(2)), OUT_BIT(40));
	assert_int_equal(gpiod_get_direction(button), 0);

	iounmap(regs);
	linux_sim_board_down(&user_driver);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_gpio_xgene),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
