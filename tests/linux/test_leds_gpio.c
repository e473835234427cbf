// SPDX-License-Identifier: MIT
/*
 * test_leds_gpio.c - Linux 6.12's drivers/leds/leds-gpio.c over
 * drivers/gpio/gpio-pl061.c, both built unchanged, on the PL061 model of a
 * simulated board: the LEDs are named by Linux's rules (their class
 * device's kobj.name is what the driver labels the line with), their
 * default states (on, off through an active-low line, kept as the
 * hardware had it) are the model's output levels, a brightness written
 * through platdev/leds.h is the line's level, and the heartbeat and timer
 * triggers blink the line on virtual time.
 */
#include <linux/amba/bus.h>
#include <linux/delay.h>
#include <linux/leds.h>
#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/class.h>
#include <platdev/leds.h>
#include <platdev/of.h>
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

/* Virtual time a millisecond at a time: kernel timers fire on time. */
static void run_ms(unsigned int ms)
{
	while (ms--)
		msleep(1);
}

static void test_leds_gpio(void **state)
{
	struct platdev_class_device *cdev;
	struct led_classdev *led;
	struct device *leds;
	char trig[16];

	(void)state;
	assert_int_equal(test_load_dtb(PLATDEV_LINUX_DTB), 0);
	assert_true(platdev_of_init_early() > 0); /* the GIC and the clock */
	assert_int_equal(platdev_sim_board_create(), 0);
	platdev_time_use(&platdev_sim_time_ops, NULL);
	pl061 = test_node("/pl061@9030000");
	/* "keep" keeps what the line had before the driver: high */
	assert_int_equal(platdev_sim_pl061_set_input(pl061, 3, 1), 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	leds = test_device_of("/leds");
	assert_non_null(leds->driver);
	assert_string_equal(leds->driver->name, "leds-gpio");

	/* Named by color:function and label; one brightness level each. */
	cdev = platdev_class_device_find("leds", "green:status");
	assert_non_null(cdev);
	led = cdev->data;
	assert_ptr_equal(led->dev->parent, leds);
	assert_string_equal(led->dev->kobj.name, "green:status");
	assert_ptr_equal(led->dev->kobj.name, dev_name(led->dev));
	assert_int_equal(platdev_led_max_brightness("green:status"), 1);
	assert_int_equal(platdev_led_max_brightness("err"), 1);
	assert_int_equal(platdev_led_max_brightness("red:heartbeat"), 1);

	/* The default states, in the model's output levels. */
	assert_int_equal(level(0), 1);
	assert_int_equal(platdev_led_get_brightness("green:status"), 1);
	assert_int_equal(level(1), 1); /* off, active low */
	assert_int_equal(platdev_led_get_brightness("err"), 0);
	/* kept: the level the pin had, now driven as an output */
	assert_int_equal(platdev_led_get_brightness("keep"), 1);
	assert_int_equal(level(3), 1);

	/* Brightness is the line's level; active low is inverted. */
	assert_int_equal(platdev_led_set_brightness("green:status", 0), 0);
	assert_int_equal(level(0), 0);
	assert_int_equal(platdev_led_set_brightness("err", 1), 0);
	assert_int_equal(level(1), 0);
	assert_int_equal(platdev_led_set_brightness("err", 5), 0); /* max 1 */
	assert_int_equal(platdev_led_get_brightness("err"), 1);
	assert_int_equal(platdev_led_set_brightness("err", 0), 0);
	assert_int_equal(level(1), 1);

	/* The default heartbeat: 70 ms on, 245 off, 70 on, 875 off. */
	assert_int_equal(platdev_led_get_trigger("red:heartbeat", trig,
						 sizeof(trig)),
			 9);
	assert_string_equal(trig, "heartbeat");
	assert_int_equal(level(2), 1);
	run_ms(35);
	assert_int_equal(level(2), 1);
	run_ms(100);
	assert_int_equal(level(2), 0);
	run_ms(200);
	assert_int_equal(level(2), 1);
	run_ms(100);
	assert_int_equal(level(2), 0);
	run_ms(860);
	assert_int_equal(level(2), 1);

	/* The timer trigger on the active-low LED: 100 ms on, 300 off. */
	assert_int_equal(platdev_led_set_trigger("err", "timer"), 0);
	assert_int_equal(platdev_led_set_blink_delays("err", 100, 300), 0);
	run_ms(2);
	assert_int_equal(level(1), 0); /* on */
	run_ms(90);
	assert_int_equal(level(1), 0);
	run_ms(20);
	assert_int_equal(level(1), 1); /* off */
	run_ms(280);
	assert_int_equal(level(1), 1);
	run_ms(20);
	assert_int_equal(level(1), 0);
	/* none: off, and it stays off */
	assert_int_equal(platdev_led_set_trigger("err", "none"), 0);
	assert_int_equal(level(1), 1);
	run_ms(500);
	assert_int_equal(level(1), 1);

	/* Unbound: the LEDs are gone with the driver. */
	of_platform_depopulate(NULL);
	assert_null(platdev_class_device_find("leds", "green:status"));
	assert_null(platdev_class_device_find("leds", "red:heartbeat"));
	platdev_time_use(NULL, NULL);
	platdev_of_exit_early();
	platdev_sim_board_destroy();
	assert_int_equal(platdev_of_unload(), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_leds_gpio),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
