// SPDX-License-Identifier: MIT
/*
 * test_leds_pwm.c - Linux 6.12's drivers/leds/leds-pwm.c over
 * drivers/pwm/pwm-bcm2835.c, built unchanged, on the BCM2835 PWM model:
 * the LEDs are named by Linux's rules, their default states reach the
 * registers, a brightness written through platdev/leds.h becomes a duty
 * cycle (through the LED core's work item, the driver's setter being a
 * blocking one), the heartbeat trigger beats on virtual time, and the PWM
 * core refuses a second user of an output (-EBUSY), invalid states
 * (-EINVAL) and unknown outputs (-ENODEV).
 */
#include <linux/delay.h>
#include <linux/leds.h>
#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/pwm.h>
#include <platdev/class.h>
#include <platdev/leds.h>
#include <platdev/of.h>
#include <platdev/pwm.h>
#include <platdev/sim.h>
#include <platdev/time.h>

#include "../testutil.h"

/* 10 MHz: a cycle is 100 ns. */
#define CYCLES(ns) (((ns) + 50) / 100)

static struct platdev_sim_pwm_channel channel(unsigned int ch)
{
	struct platdev_sim_pwm_channel out;

	assert_int_equal(platdev_sim_bcm2835_pwm_get(test_node("/pwm@7e20c000"),
						     ch, &out),
			 0);
	return out;
}

static struct led_classdev *led(const char *name)
{
	struct platdev_class_device *cdev =
		platdev_class_device_find("leds", name);

	assert_non_null(cdev);
	return cdev->data;
}

/* The LED's work item has set what led_set_brightness() asked. */
static void settle(const char *name)
{
	flush_work(&led(name)->set_brightness_work);
}

static void test_leds_pwm(void **state)
{
	struct platdev_sim_pwm_channel ch;
	struct pwm_chip *chip;
	struct pwm_state st;
	struct device *leds;
	char trig[16];

	(void)state;
	assert_int_equal(test_load_dtb(PLATDEV_LINUX_DTB), 0);
	assert_true(platdev_of_init_early() > 0); /* the fixed clock */
	assert_int_equal(platdev_sim_board_create(), 0);
	platdev_time_use(&platdev_sim_time_ops, NULL);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	leds = test_device_of("/leds");
	assert_non_null(leds->driver);

	/* The chip is pwmchip0, its parent the driver's device. */
	chip = platdev_class_device_find("pwm", "pwmchip0")->data;
	assert_ptr_equal(pwmchip_parent(chip), test_device_of("/pwm@7e20c000"));
	assert_int_equal(platdev_pwm_npwm("pwmchip0"), 2);

	/* Named by color:function and by label; the default states. */
	assert_int_equal(platdev_led_max_brightness("green:status"), 255);
	assert_int_equal(platdev_led_max_brightness("backlight"), 100);
	assert_int_equal(platdev_led_get_brightness("green:status"), 0);
	assert_int_equal(platdev_led_get_brightness("backlight"), 100);
	ch = channel(0);
	assert_int_equal(ch.range, CYCLES(1000000));
	assert_int_equal(ch.data, 0);
	assert_true(ch.enabled);
	assert_false(ch.inversed);
	ch = channel(1); /* on, at full duty, inverted by the pwms cell */
	assert_int_equal(ch.range, CYCLES(50000));
	assert_int_equal(ch.data, CYCLES(50000));
	assert_true(ch.enabled);
	assert_true(ch.inversed);

	/* A brightness is a duty cycle in proportion; above max is max. */
	assert_int_equal(platdev_led_set_brightness("green:status", 128), 0);
	settle("green:status");
	assert_int_equal(channel(0).data, CYCLES(1000000ULL * 128 / 255));
	assert_int_equal(platdev_led_set_brightness("green:status", 1000), 0);
	settle("green:status");
	assert_int_equal(platdev_led_get_brightness("green:status"), 255);
	assert_int_equal(channel(0).data, CYCLES(1000000));
	assert_int_equal(platdev_led_set_brightness("nosuch", 1), -ENODEV);

	/* The heartbeat on virtual time: 70 ms on, 245 off, 70 on, 875 off. */
	assert_int_equal(platdev_led_set_trigger("green:status", "nosuch"),
			 -EINVAL);
	assert_int_equal(platdev_led_set_trigger("green:status", "heartbeat"),
			 0);
	assert_int_equal(
		platdev_led_get_trigger("green:status", trig, sizeof(trig)), 9);
	assert_string_equal(trig, "heartbeat");
	settle("green:status");
	assert_int_equal(channel(0).data, CYCLES(1000000));
	msleep(71);
	settle("green:status");
	assert_int_equal(channel(0).data, 0);
	msleep(245);
	settle("green:status");
	assert_int_equal(channel(0).data, CYCLES(1000000));
	msleep(70);
	settle("green:status");
	assert_int_equal(channel(0).data, 0);
	msleep(800);
	settle("green:status");
	assert_int_equal(channel(0).data, 0);
	msleep(80);
	settle("green:status");
	assert_int_equal(channel(0).data, CYCLES(1000000));
	/* 0 removes the trigger and turns it off. */
	assert_int_equal(platdev_led_set_brightness("green:status", 0), 0);
	settle("green:status");
	assert_int_equal(
		platdev_led_get_trigger("green:status", trig, sizeof(trig)), 4);
	assert_int_equal(channel(0).data, 0);

	/* The PWM core: an output has one user; states are checked. */
	assert_int_equal(platdev_pwm_export("pwmchip0", 0), -EBUSY);
	assert_int_equal(platdev_pwm_export("pwmchip0", 2), -ENODEV);
	assert_int_equal(platdev_pwm_export("pwmchip1", 0), -ENODEV);
	assert_int_equal(
		PTR_ERR(devm_fwnode_pwm_get(
			leds, of_fwnode_handle(test_node("/leds/led-status")),
			NULL)),
		-EBUSY);
	pwm_get_state(&chip->pwms[0], &st);
	st.duty_cycle = st.period + 1;
	assert_int_equal(pwm_apply_might_sleep(&chip->pwms[0], &st), -EINVAL);
	st.period = 0;
	st.duty_cycle = 0;
	assert_int_equal(pwm_apply_might_sleep(&chip->pwms[0], &st), -EINVAL);
	assert_int_equal(pwm_apply_might_sleep(NULL, &st), -EINVAL);

	platdev_time_use(NULL, NULL);
	of_platform_depopulate(NULL);
	assert_null(platdev_class_device_find("leds", "green:status"));
	assert_null(platdev_class_device_find("pwm", "pwmchip0"));
	platdev_of_exit_early();
	platdev_sim_board_destroy();
	assert_int_equal(platdev_of_unload(), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_leds_pwm),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
