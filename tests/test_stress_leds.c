// SPDX-License-Identifier: MIT
/*
 * test_stress_leds.c - an LED's triggers firing on kernel timers (a
 * 1 ms/1 ms timer blink, the heartbeat, default-on) while one thread
 * writes its brightness and another switches its trigger, all through
 * platdev/leds.h as user space would. The driver must never be asked for
 * more than max_brightness, and once the trigger is "none" and the
 * brightness 0, the LED must stay off.
 *
 * No sleeping to hide races; what goes wrong is counted with violation()
 * and asserted by the main thread. Labelled "stress": it runs under TSan.
 */
#include <pthread.h>

#include <linux/delay.h>
#include <linux/leds.h>
#include <linux/workqueue.h>
#include <platdev/leds.h>

#include "testutil.h"

#define ROUNDS 300
#define LEVEL_MAX 200

static struct led_classdev led;
static unsigned int level; /* what the "hardware" shows (atomic) */
static unsigned int sets;

static void led_set(struct led_classdev *cdev, enum led_brightness value)
{
	(void)cdev;
	if (value > LEVEL_MAX)
		violation("brightness %u above %u", value, LEVEL_MAX);
	__atomic_store_n(&level, value, __ATOMIC_RELAXED);
	__atomic_add_fetch(&sets, 1, __ATOMIC_RELAXED);
}

static void *setter(void *arg)
{
	int i, ret;

	(void)arg;
	for (i = 0; i < ROUNDS; i++) {
		ret = platdev_led_set_brightness("stress", (unsigned int)i * 7);
		if (ret)
			violation("set brightness: %d", ret);
		ret = platdev_led_get_brightness("stress");
		if (ret < 0 || ret > LEVEL_MAX)
			violation("brightness read %d", ret);
	}
	return NULL;
}

static void *switcher(void *arg)
{
	static const char *const trig[] = { "timer", "heartbeat", "default-on",
					    "none" };
	int i, ret;

	(void)arg;
	for (i = 0; i < ROUNDS; i++) {
		ret = platdev_led_set_trigger("stress", trig[i % 4]);
		if (ret)
			violation("set trigger %s: %d", trig[i % 4], ret);
		/* only while the timer trigger is still the LED's */
		ret = platdev_led_set_blink_delays("stress", 1, 1);
		if (ret && ret != -EINVAL)
			violation("blink delays: %d", ret);
	}
	return NULL;
}

static void test_triggers_vs_brightness(void **state)
{
	pthread_t t[2];
	unsigned long before = live_allocs();
	char name[16];

	(void)state;
	violations_reset();
	led.name = "stress";
	led.max_brightness = LEVEL_MAX;
	led.brightness_set = led_set;
	assert_int_equal(led_classdev_register(NULL, &led), 0);
	assert_int_equal(pthread_create(&t[0], NULL, setter, NULL), 0);
	assert_int_equal(pthread_create(&t[1], NULL, switcher, NULL), 0);
	pthread_join(t[0], NULL);
	pthread_join(t[1], NULL);
	assert_no_violations();

	/* quiet: no trigger, off, and it stays off */
	assert_int_equal(platdev_led_set_trigger("stress", "none"), 0);
	assert_int_equal(platdev_led_set_brightness("stress", 0), 0);
	flush_work(&led.set_brightness_work);
	assert_int_equal(platdev_led_get_trigger("stress", name, sizeof(name)),
			 4);
	assert_int_equal(__atomic_load_n(&level, __ATOMIC_RELAXED), 0);
	assert_true(__atomic_load_n(&sets, __ATOMIC_RELAXED) > 0);
	msleep(5);
	assert_int_equal(__atomic_load_n(&level, __ATOMIC_RELAXED), 0);
	led_classdev_unregister(&led);
	assert_null(led.dev);
	assert_int_equal(live_allocs(), before);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_triggers_vs_brightness),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
