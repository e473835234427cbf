// SPDX-License-Identifier: MIT
/*
 * test_regulator_gpio.c - Linux 6.12's drivers/regulator/fixed.c and
 * drivers/regulator/gpio-regulator.c over drivers/gpio/gpio-pl061.c, all
 * built unchanged, on the PL061 model of a simulated board. A consumer
 * driver gets its supplies from the tree: the fixed rail's enable line
 * (active high, or active low without enable-active-high) goes to its on
 * level when the consumer enables it and back when it unbinds, after the
 * start-up delay on virtual time; the GPIO regulator's selection lines
 * take the state of the voltage the consumer sets; the always-on battery
 * feeds them all.
 */
#include <linux/amba/bus.h>
#include <linux/delay.h>
#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/regulator/consumer.h>
#include <linux/regulator/driver.h>
#include <linux/timekeeping.h>
#include <platdev/class.h>
#include <platdev/of.h>
#include <platdev/regulator.h>
#include <platdev/sim.h>

#include "../testutil.h"

static struct device_node *pl061;

/* The level the PL061 model drives on @line. */
static int level(unsigned int line)
{
	int out = platdev_sim_pl061_get_output(pl061);

	assert_true(out >= 0);
	return (out >> line) & 1;
}

struct card {
	struct regulator *vcc, *vsel;
	s64 probe_us;
};

/* The consumer: the SD card's supply on, its I/O at 3.0 V. */
static int card_probe(struct platform_device *pdev)
{
	struct card *c = devm_kzalloc(&pdev->dev, sizeof(*c), GFP_KERNEL);
	s64 t0 = ktime_to_us(ktime_get());
	int ret;

	if (!c)
		return -ENOMEM;
	c->vcc = devm_regulator_get(&pdev->dev, "vcc");
	if (IS_ERR(c->vcc))
		return PTR_ERR(c->vcc);
	ret = regulator_enable(c->vcc);
	if (ret)
		return ret;
	c->probe_us = ktime_to_us(ktime_get()) - t0;
	ret = devm_regulator_get_enable(&pdev->dev, "vio");
	if (ret)
		goto off;
	c->vsel = devm_regulator_get(&pdev->dev, "vsel");
	ret = PTR_ERR_OR_ZERO(c->vsel);
	if (!ret)
		ret = regulator_set_voltage(c->vsel, 2900000, 3100000);
	if (!ret)
		ret = regulator_enable(c->vsel);
	if (ret)
		goto off;
	platform_set_drvdata(pdev, c);
	return 0;
off:
	regulator_disable(c->vcc);
	return ret;
}

static void card_remove(struct platform_device *pdev)
{
	struct card *c = platform_get_drvdata(pdev);

	regulator_disable(c->vsel);
	regulator_disable(c->vcc);
}

static const struct of_device_id card_match[] = {
	{ .compatible = "test,regulator-consumer" },
	{}
};

static struct platform_driver card_driver = {
	.probe = card_probe,
	.remove_new = card_remove,
	.driver = { .name = "test-card", .of_match_table = card_match },
};

static struct regulator_dev *rdev_named(const char *name)
{
	return platdev_class_device_data("regulator", name);
}

static int board_up(void **state)
{
	(void)state;
	if (test_load_dtb(PLATDEV_LINUX_DTB))
		return -1;
	if (platdev_of_init_early() <= 0 || platdev_sim_board_create())
		return -1;
	platdev_time_use(&platdev_sim_time_ops, NULL);
	pl061 = test_node("/pl061@9030000");
	return of_platform_default_populate(NULL, NULL, NULL);
}

static int board_down(void **state)
{
	(void)state;
	of_platform_depopulate(NULL);
	platdev_time_use(NULL, NULL);
	platdev_of_exit_early();
	platdev_sim_board_destroy();
	return platdev_of_unload();
}

/* Fixed regulators: registered off, their enable lines at their off
 * levels, on with the consumer and off again when it unbinds. */
static void test_fixed(void **state)
{
	struct device *card = test_device_of("/card");
	struct platdev_regulator_info info;
	struct regulator_dev *sd, *io, *bat;
	struct card *c;

	(void)state;
	sd = rdev_named("vcc-sd");
	io = rdev_named("vcc-io");
	bat = rdev_named("vbat");
	assert_non_null(sd);
	assert_non_null(io);
	assert_non_null(bat);
	assert_string_equal(test_device_of("/regulator-sd")->driver->name,
			    "reg-fixed-voltage");
	/* off: active high low, active low high */
	assert_int_equal(level(0), 0);
	assert_int_equal(level(1), 1);
	assert_int_equal(sd->use_count, 0);
	/* the battery is always on, and feeds them */
	assert_int_equal(bat->use_count, 1);

	assert_int_equal(platform_driver_register(&card_driver), 0);
	assert_non_null(card->driver);
	c = platform_get_drvdata(to_platform_device(card));
	/* on, after the 2 ms start-up delay */
	assert_int_equal(level(0), 1);
	assert_true(c->probe_us >= 2000);
	assert_int_equal(level(1), 0);
	assert_int_equal(regulator_is_enabled(c->vcc), 1);
	assert_non_null(sd->supply);
	assert_int_equal(regulator_get_voltage(c->vcc), 3300000);
	/* a fixed voltage: its own is fine; others -EINVAL (no voltage ops) */
	assert_int_equal(regulator_set_voltage(c->vcc, 1800000, 1800000),
			 -EINVAL);
	assert_int_equal(regulator_set_voltage(c->vcc, 3300000, 3300000), 0);
	assert_int_equal(sd->use_count, 1);
	assert_int_equal(bat->use_count, 4); /* its own and three rails' */
	/* what a program reads of them */
	assert_int_equal(platdev_regulator_info("vcc-sd", &info), 0);
	assert_int_equal(info.enabled, 1);
	assert_int_equal(info.uV, 3300000);
	assert_int_equal(info.use_count, 1);
	assert_int_equal(info.open_count, 1);
	assert_int_equal(info.min_uV, 3300000);
	assert_int_equal(platdev_regulator_info("vbat", &info), 0);
	assert_int_equal(info.open_count, 3);
	assert_int_equal(platdev_regulator_info("nothing", &info), -ENODEV);

	/* the consumer unbinds: both rails off again */
	platform_driver_unregister(&card_driver);
	assert_int_equal(level(0), 0);
	assert_int_equal(level(1), 1);
	assert_int_equal(platdev_regulator_info("vcc-io", &info), 0);
	assert_int_equal(info.enabled, 0);
	assert_int_equal(info.open_count, 0);
	assert_int_equal(sd->use_count, 0);
	assert_int_equal(bat->use_count, 1);
}

/* The GPIO regulator: the selection lines follow the voltage set. */
static void test_gpio_regulator(void **state)
{
	struct device *card = test_device_of("/card");
	struct regulator_dev *vsel = rdev_named("vsel");
	char ev[4][PLATDEV_CLASS_EVENT_LEN];
	unsigned long n;
	struct card *c;

	(void)state;
	assert_non_null(vsel);
	assert_string_equal(test_device_of("/regulator-vsel")->driver->name,
			    "gpio-regulator");
	/* the initial state: both lines low, 1.8 V, enable line low */
	assert_int_equal(level(2), 0);
	assert_int_equal(level(3), 0);
	assert_int_equal(level(4), 0);

	assert_int_equal(platform_driver_register(&card_driver), 0);
	c = platform_get_drvdata(to_platform_device(card));
	assert_non_null(c);
	/* 3.0 V is state 0x2; on */
	assert_int_equal(level(2), 0);
	assert_int_equal(level(3), 1);
	assert_int_equal(level(4), 1);
	assert_int_equal(regulator_get_voltage(c->vsel), 3000000);

	/* 2.5 V: state 0x1; the lowest state in the range wins */
	assert_int_equal(regulator_set_voltage(c->vsel, 2400000, 3300000), 0);
	assert_int_equal(level(2), 1);
	assert_int_equal(level(3), 0);
	assert_int_equal(regulator_get_voltage(c->vsel), 2500000);
	/* 3.3 V: both lines high */
	assert_int_equal(regulator_set_voltage(c->vsel, 3200000, 3300000), 0);
	assert_int_equal(level(2), 1);
	assert_int_equal(level(3), 1);
	/* no state in the range; beyond the constraints */
	assert_int_equal(regulator_set_voltage(c->vsel, 2600000, 2900000),
			 -EINVAL);
	assert_int_equal(regulator_set_voltage(c->vsel, 3400000, 3600000),
			 -EINVAL);
	assert_int_equal(regulator_get_voltage(c->vsel), 3300000);
	assert_int_equal(regulator_count_voltages(c->vsel), 4);
	assert_int_equal(regulator_list_voltage(c->vsel, 1), 2500000);

	/* what the class device recorded */
	n = platdev_class_device_events(
		platdev_class_device_find("regulator", "vsel"), ev, 4);
	assert_true(n >= 4);
	assert_string_equal(ev[3], "set 3300000 uV");

	platform_driver_unregister(&card_driver);
	assert_int_equal(level(4), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_fixed, board_up,
						board_down),
		cmocka_unit_test_setup_teardown(test_gpio_regulator, board_up,
						board_down),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
