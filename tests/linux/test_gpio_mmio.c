// SPDX-License-Identifier: MIT
/*
 * test_gpio_mmio.c - Linux 6.12's drivers/gpio/gpio-mmio.c (the
 * basic-mmio-gpio driver and bgpio_init()) and gpio-74xx-mmio.c, built
 * unchanged, probe on a simulated board; a consumer driver gets lines of
 * both, and each value and direction shows in the registers (and an input
 * follows what the test writes to the data register).
 */
#include <linux/gpio/consumer.h>
#include <linux/gpio/driver.h>
#include <linux/io.h>
#include <linux/platform_device.h>

#include "../testutil.h"
#include "sim_board.h"

static struct gpio_desc *led, *reset, *button, *latch;

static int user_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;

	led = devm_gpiod_get(dev, "led", GPIOD_OUT_HIGH);
	if (IS_ERR(led))
		return (int)PTR_ERR(led);
	reset = devm_gpiod_get(dev, "reset", GPIOD_OUT_HIGH);
	if (IS_ERR(reset))
		return (int)PTR_ERR(reset);
	button = devm_gpiod_get(dev, "button", GPIOD_IN);
	if (IS_ERR(button))
		return (int)PTR_ERR(button);
	latch = devm_gpiod_get(dev, "latch", GPIOD_OUT_LOW);
	return PTR_ERR_OR_ZERO(latch);
}

static const struct of_device_id user_match[] = { { .compatible =
							    "test,gpio-user" },
						  {} };

static struct platform_driver user_driver = {
	.probe = user_probe,
	.driver = { .name = "gpio-user", .of_match_table = user_match },
};

static void test_gpio_mmio(void **state)
{
	void __iomem *dat, *set, *dirout, *latch_reg;
	struct gpio_chip *gc;
	struct device *dev;

	(void)state;
	linux_sim_board_up(PLATDEV_LINUX_DTB, &user_driver);
	dev = test_device_of("/gpio@10003000");
	assert_non_null(dev->driver);
	assert_string_equal(dev->driver->name, "basic-mmio-gpio");
	dev = test_device_of("/gpio@10004000");
	assert_non_null(dev->driver);
	assert_string_equal(dev->driver->name, "74xx-mmio-gpio");
	assert_non_null(test_device_of("/device@10005000")->driver);

	/* bgpio_init(): 32 lines from the 4-byte registers, base -1 */
	gc = gpiod_to_chip(led);
	assert_int_equal(gc->ngpio, 32);
	assert_true(gc->base >= 512);
	assert_int_equal(gpiod_to_chip(latch)->ngpio, 2);

	/* the test's own view of the registers: one window each */
	dat = ioremap(0x10003000, 4);
	set = ioremap(0x10003004, 4);
	dirout = ioremap(0x10003008, 4);
	assert_true(dat && set && dirout);
	latch_reg = ioremap(0x10004000, 1);
	/* led driven high, reset (active low) asserted: its wire low */
	assert_int_equal(readl(dirout), BIT(3) | BIT(4));
	assert_int_equal(readl(set), BIT(3));
	gpiod_set_value(led, 0);
	gpiod_set_value(reset, 0);
	assert_int_equal(readl(set), BIT(4));
	assert_int_equal(gpiod_get_direction(button), GPIO_LINE_DIRECTION_IN);

	/* the input reads the data register */
	assert_int_equal(gpiod_get_value(button), 0);
	writel(BIT(5), dat);
	assert_int_equal(gpiod_get_value(button), 1);
	assert_int_equal(gpiod_direction_output(button, 1), 0);
	assert_int_equal(readl(dirout), BIT(3) | BIT(4) | BIT(5));
	assert_int_equal(gpiod_direction_input(button), 0);
	assert_int_equal(readl(dirout), BIT(3) | BIT(4));

	/* the 74x74's lines are outputs only, in one data byte */
	assert_int_equal(readb(latch_reg), 0);
	gpiod_set_value(latch, 1);
	assert_int_equal(readb(latch_reg), BIT(1));
	assert_int_equal(gpiod_direction_input(latch), -ENOTSUPP);
	assert_int_equal(gpiod_get_direction(latch), GPIO_LINE_DIRECTION_OUT);

	iounmap(dat);
	iounmap(set);
	iounmap(dirout);
	iounmap(latch_reg);
	linux_sim_board_down(&user_driver);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_gpio_mmio),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
