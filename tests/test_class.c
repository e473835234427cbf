// SPDX-License-Identifier: MIT
/*
 * test_class.c - the class-device registry (platdev/class.h): devices found
 * by class and name, a duplicate name refused with -EEXIST in its class
 * only, invalid devices refused, deletion idempotent, the walk in order and
 * stopped by its callback, and the event ring keeping the latest events
 * with the total count.
 */
#include <linux/errno.h>
#include <platdev/class.h>
#include <stdio.h>
#include <string.h>

#include "testutil.h"

static void name_it(struct platdev_class_device *cdev, const char *class,
		    const char *name)
{
	memset(cdev, 0, sizeof(*cdev));
	cdev->class = class;
	snprintf(cdev->name, sizeof(cdev->name), "%s", name);
}

static void test_add_find_del(void **state)
{
	struct platdev_class_device rtc0, rtc1, wdt0, dup, bad;

	(void)state;
	name_it(&rtc0, "rtc", "rtc0");
	name_it(&rtc1, "rtc", "rtc1");
	name_it(&wdt0, "watchdog", "rtc0");
	assert_int_equal(platdev_class_device_add(&rtc0), 0);
	assert_int_equal(platdev_class_device_add(&rtc1), 0);
	/* The same name in another class is another device. */
	assert_int_equal(platdev_class_device_add(&wdt0), 0);
	name_it(&dup, "rtc", "rtc1");
	assert_int_equal(platdev_class_device_add(&dup), -EEXIST);

	name_it(&bad, NULL, "x");
	assert_int_equal(platdev_class_device_add(&bad), -EINVAL);
	name_it(&bad, "rtc", "");
	assert_int_equal(platdev_class_device_add(&bad), -EINVAL);
	assert_int_equal(platdev_class_device_add(NULL), -EINVAL);

	assert_ptr_equal(platdev_class_device_find("rtc", "rtc1"), &rtc1);
	assert_ptr_equal(platdev_class_device_find("rtc", NULL), &rtc0);
	assert_ptr_equal(platdev_class_device_find("watchdog", "rtc0"), &wdt0);
	assert_null(platdev_class_device_find("rtc", "rtc2"));
	assert_null(platdev_class_device_find("leds", NULL));
	assert_null(platdev_class_device_find(NULL, "rtc0"));

	platdev_class_device_del(&rtc0);
	platdev_class_device_del(&rtc0);
	platdev_class_device_del(&dup);
	assert_ptr_equal(platdev_class_device_find("rtc", NULL), &rtc1);
	platdev_class_device_del(&rtc1);
	platdev_class_device_del(&wdt0);
	assert_null(platdev_class_device_find("rtc", NULL));
	assert_null(platdev_class_device_find("watchdog", NULL));
}

static int count_names(struct platdev_class_device *cdev, void *arg)
{
	char *seen = arg;

	strcat(seen, cdev->name);
	strcat(seen, " ");
	return !strcmp(cdev->name, "b") ? 7 : 0;
}

static void test_for_each(void **state)
{
	struct platdev_class_device a, b, c, d;
	char seen[64] = "";

	(void)state;
	name_it(&a, "leds", "a");
	name_it(&b, "pwm", "b");
	name_it(&c, "leds", "c");
	name_it(&d, "pwm", "d");
	assert_int_equal(platdev_class_device_add(&a), 0);
	assert_int_equal(platdev_class_device_add(&b), 0);
	assert_int_equal(platdev_class_device_add(&c), 0);
	assert_int_equal(platdev_class_device_add(&d), 0);

	assert_int_equal(
		platdev_class_device_for_each("leds", count_names, seen), 0);
	assert_string_equal(seen, "a c ");
	seen[0] = '\0';
	/* The walk stops where the callback says, with its value. */
	assert_int_equal(platdev_class_device_for_each(NULL, count_names, seen),
			 7);
	assert_string_equal(seen, "a b ");

	platdev_class_device_del(&a);
	platdev_class_device_del(&b);
	platdev_class_device_del(&c);
	platdev_class_device_del(&d);
	seen[0] = '\0';
	assert_int_equal(platdev_class_device_for_each(NULL, count_names, seen),
			 0);
	assert_string_equal(seen, "");
}

static void test_event_ring(void **state)
{
	char buf[PLATDEV_CLASS_EVENTS + 2][PLATDEV_CLASS_EVENT_LEN];
	char longer[PLATDEV_CLASS_EVENT_LEN + 16];
	struct platdev_class_device dev;
	unsigned int i;

	(void)state;
	name_it(&dev, "watchdog", "watchdog0");
	assert_int_equal(platdev_class_device_add(&dev), 0);
	assert_int_equal(platdev_class_device_events(&dev, buf, 4), 0);

	platdev_class_device_event(&dev, "start %us", 30u);
	assert_int_equal(platdev_class_device_events(&dev, buf, 4), 1);
	assert_string_equal(buf[0], "start 30s");

	for (i = 1; i <= PLATDEV_CLASS_EVENTS + 2; i++)
		platdev_class_device_event(&dev, "ping %u", i);
	/* All counted, the latest PLATDEV_CLASS_EVENTS kept, oldest first. */
	assert_int_equal(platdev_class_device_events(&dev, buf,
						     PLATDEV_CLASS_EVENTS + 2),
			 PLATDEV_CLASS_EVENTS + 3);
	assert_string_equal(buf[0], "ping 3");
	assert_string_equal(buf[PLATDEV_CLASS_EVENTS - 1], "ping 10");
	/* A smaller buffer gets the very latest. */
	assert_int_equal(platdev_class_device_events(&dev, buf, 2),
			 PLATDEV_CLASS_EVENTS + 3);
	assert_string_equal(buf[0], "ping 9");
	assert_string_equal(buf[1], "ping 10");

	/* A long text is cut, not overrun. */
	memset(longer, 'x', sizeof(longer) - 1);
	longer[sizeof(longer) - 1] = '\0';
	platdev_class_device_event(&dev, "%s", longer);
	platdev_class_device_events(&dev, buf, 1);
	assert_int_equal(strlen(buf[0]), PLATDEV_CLASS_EVENT_LEN - 1);

	/* Adding again starts the count again. */
	platdev_class_device_del(&dev);
	assert_int_equal(platdev_class_device_add(&dev), 0);
	assert_int_equal(platdev_class_device_events(&dev, buf, 1), 0);
	platdev_class_device_del(&dev);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_add_find_del),
		cmocka_unit_test(test_for_each),
		cmocka_unit_test(test_event_ring),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
