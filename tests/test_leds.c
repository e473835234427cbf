// SPDX-License-Identifier: MIT
/*
 * test_leds.c - the LED class against Linux 6.12's rules: names composed
 * from the node (label, color:function, function-enumerator, a device
 * name prefix, the node's name), a taken name suffixed "_1" or refused
 * with LED_REJECT_NAME_CONFLICT (-EEXIST), default-state, brightness set
 * directly or through the work item of a blocking setter, max_brightness,
 * the timer and heartbeat triggers on virtual time, triggers chosen and
 * removed through platdev/leds.h, the class device gone at unregister, and
 * every allocation failing in turn.
 */
#include <linux/delay.h>
#include <linux/leds.h>
#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/property.h>
#include <platdev/class.h>
#include <platdev/leds.h>
#include <platdev/of.h>
#include <platdev/port.h>
#include <platdev/time.h>

#include "testutil.h"

static unsigned long allocs_loaded;

/* A test LED: what its driver was last told, and how often. */
struct tled {
	struct led_classdev cdev;
	unsigned int hw; /* the level the "hardware" shows */
	unsigned int sets;
	int fail; /* the blocking setter's error, when not 0 */
};

static struct tled leds[4];

static void tled_set(struct led_classdev *cdev, enum led_brightness value)
{
	struct tled *t = container_of(cdev, struct tled, cdev);

	t->hw = value;
	t->sets++;
}

static int tled_set_blocking(struct led_classdev *cdev,
			     enum led_brightness value)
{
	struct tled *t = container_of(cdev, struct tled, cdev);

	if (t->fail)
		return t->fail;
	t->hw = value;
	t->sets++;
	return 0;
}

/*
 * Let @ms of virtual time pass a millisecond at a time, so that kernel
 * timers (run when a sleep ends) fire within the jiffy they are due.
 */
static void run_ms(unsigned int ms)
{
	while (ms--)
		msleep(1);
}

static int setup(void **state)
{
	(void)state;
	if (test_load_dtb(PLATDEV_TEST_DTB_DIR "/leds.dtb"))
		return -1;
	if (of_platform_default_populate(NULL, NULL, NULL))
		return -1;
	virtual_time_use(0);
	/* the built-in triggers are registered once, with the first LED */
	memset(leds, 0, sizeof(leds));
	leds[0].cdev.name = "first";
	leds[0].cdev.brightness_set = tled_set;
	if (led_classdev_register(NULL, &leds[0].cdev))
		return -1;
	led_classdev_unregister(&leds[0].cdev);
	allocs_loaded = live_allocs();
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	platdev_time_use(NULL, NULL);
	of_platform_depopulate(NULL);
	return platdev_of_unload() == 0 ? 0 : -1;
}

static int fresh(void **state)
{
	(void)state;
	memset(leds, 0, sizeof(leds));
	return 0;
}

/* Every LED of the test unregistered, nothing left allocated. */
static int check(void **state)
{
	(void)state;
	platdev_port_fail_alloc_after(-1, 0);
	for (size_t i = 0; i < ARRAY_SIZE(leds); i++)
		led_classdev_unregister(&leds[i].cdev);
	return live_allocs() == allocs_loaded ? 0 : -1;
}

static struct device *parent(void)
{
	return test_device_of("/leds@1000");
}

static struct fwnode_handle *child(const char *name)
{
	return of_fwnode_handle(test_node(name));
}

/* Register leds[@i] from node @path with @devicename; its result. */
static int reg(unsigned int i, const char *path, const char *devicename,
	       bool mandatory)
{
	struct led_init_data init = {
		.fwnode = path ? child(path) : NULL,
		.devicename = devicename,
		.devname_mandatory = mandatory,
	};

	if (!leds[i].cdev.brightness_set_blocking)
		leds[i].cdev.brightness_set = tled_set;
	return led_classdev_register_ext(parent(), &leds[i].cdev, &init);
}

static void compose(const char *path, const char *devicename, bool mandatory,
		    const char *default_label, int ret, const char *name)
{
	struct led_init_data init = {
		.fwnode = path ? child(path) : NULL,
		.devicename = devicename,
		.devname_mandatory = mandatory,
		.default_label = default_label,
	};
	char out[LED_MAX_NAME_SIZE] = "";

	assert_int_equal(led_compose_name(parent(), &init, out), ret);
	if (name)
		assert_string_equal(out, name);
}

static void test_names(void **state)
{
	(void)state;
	compose("/leds@1000/lbl", NULL, false, NULL, 0, "lbl");
	compose("/leds@1000/lbl", "dev", false, NULL, 0, "dev:lbl");
	compose("/leds@1000/status", NULL, false, NULL, 0, "green:status");
	/* the device name is used only when mandatory */
	compose("/leds@1000/status", "dev", false, NULL, 0, "green:status");
	compose("/leds@1000/status", "dev", true, NULL, 0, "dev:green:status");
	compose("/leds@1000/disk", NULL, false, NULL, 0, "green:disk-3");
	compose("/leds@1000/fn-only", NULL, false, NULL, 0, ":activity");
	compose("/leds@1000/color-only", NULL, false, NULL, 0, "red:");
	/* an unknown color is left out, with an error */
	log_capture_start();
	compose("/leds@1000/bad-color", NULL, false, NULL, 0, ":odd");
	log_capture_stop();
	assert_true(log_has(PLATDEV_LOG_ERR, "out of range", NULL));
	/* nothing to name it by: the default label, else the node's name */
	compose("/leds@1000/plain", "dev", false, "deflt", 0, "dev:deflt");
	compose("/leds@1000/plain", NULL, false, "deflt", -EINVAL, NULL);
	compose("/leds@1000/plain", NULL, false, NULL, 0, "plain");
	compose(NULL, NULL, false, NULL, -EINVAL, NULL);
	assert_int_equal(led_compose_name(parent(), &(struct led_init_data){},
					  NULL),
			 -EINVAL);
	assert_string_equal(led_get_color_name(2), "green");
	assert_null(led_get_color_name(200));

	/* registered: the class device has the name, under the parent */
	assert_int_equal(reg(0, "/leds@1000/status", NULL, false), 0);
	assert_string_equal(leds[0].cdev.name, "green:status");
	assert_string_equal(dev_name(leds[0].cdev.dev), "green:status");
	assert_ptr_equal(leds[0].cdev.dev->parent, parent());
	assert_ptr_equal(
		platdev_class_device_find("leds", "green:status")->data,
		&leds[0].cdev);
	/* the tree's max-brightness */
	assert_int_equal(leds[0].cdev.max_brightness, 100);
	assert_int_equal(platdev_led_max_brightness("green:status"), 100);
	/* a mandatory device name that is missing */
	assert_int_equal(reg(1, "/leds@1000/lbl", NULL, true), -EINVAL);
	/* no init data: the LED's own name; without one, -EINVAL */
	leds[1].cdev.brightness_set = tled_set;
	assert_int_equal(led_classdev_register(parent(), &leds[1].cdev),
			 -EINVAL);
	leds[1].cdev.name = "mine";
	assert_int_equal(led_classdev_register(parent(), &leds[1].cdev), 0);
	assert_string_equal(dev_name(leds[1].cdev.dev), "mine");
	/* LED_FULL when neither the driver nor the tree says */
	assert_int_equal(leds[1].cdev.max_brightness, LED_FULL);
}

static void test_name_clash(void **state)
{
	(void)state;
	assert_int_equal(reg(0, "/leds@1000/lbl", NULL, false), 0);
	log_capture_start();
	assert_int_equal(reg(1, "/leds@1000/lbl", NULL, false), 0);
	log_capture_stop();
	assert_string_equal(leds[1].cdev.name, "lbl_1");
	assert_true(log_has(PLATDEV_LOG_WARNING, "renamed to lbl_1", NULL));
	assert_int_equal(reg(2, "/leds@1000/lbl", NULL, false), 0);
	assert_string_equal(leds[2].cdev.name, "lbl_2");
	leds[3].cdev.flags = LED_REJECT_NAME_CONFLICT;
	assert_int_equal(reg(3, "/leds@1000/lbl", NULL, false), -EEXIST);
	assert_null(leds[3].cdev.dev);
	/* a freed name is taken again */
	led_classdev_unregister(&leds[1].cdev);
	assert_null(platdev_class_device_find("leds", "lbl_1"));
	memset(&leds[1], 0, sizeof(leds[1]));
	assert_int_equal(reg(1, "/leds@1000/lbl", NULL, false), 0);
	assert_string_equal(leds[1].cdev.name, "lbl_1");
	assert_int_equal(reg(3, "/leds@1000/lbl", NULL, false), -EEXIST);
}

static void test_default_state(void **state)
{
	(void)state;
	assert_int_equal(led_init_default_state_get(child("/leds@1000/lbl")),
			 LEDS_DEFSTATE_ON);
	assert_int_equal(led_init_default_state_get(child("/leds@1000/status")),
			 LEDS_DEFSTATE_KEEP);
	assert_int_equal(led_init_default_state_get(child("/leds@1000/disk")),
			 LEDS_DEFSTATE_OFF);
	/* anything else, or nothing, is off */
	assert_int_equal(
		led_init_default_state_get(child("/leds@1000/fn-only")),
		LEDS_DEFSTATE_OFF);
	assert_int_equal(led_init_default_state_get(child("/leds@1000/plain")),
			 LEDS_DEFSTATE_OFF);
}

/* A direct setter is called at once; a blocking one from the work. */
static void test_brightness(void **state)
{
	struct led_classdev *direct = &leds[0].cdev, *blocking = &leds[1].cdev;

	(void)state;
	assert_int_equal(reg(0, "/leds@1000/status", NULL, false), 0);
	leds[1].cdev.brightness_set_blocking = tled_set_blocking;
	assert_int_equal(reg(1, "/leds@1000/lbl", NULL, false), 0);

	led_set_brightness(direct, 40);
	assert_int_equal(leds[0].hw, 40);
	/* above max_brightness: max */
	led_set_brightness(direct, 250);
	assert_int_equal(leds[0].hw, 100);
	assert_int_equal(direct->brightness, 100);
	assert_int_equal(platdev_led_set_brightness("green:status", 1000), 0);
	assert_int_equal(platdev_led_get_brightness("green:status"), 100);

	led_set_brightness(blocking, 7);
	assert_int_equal(blocking->brightness, 7);
	flush_work(&blocking->set_brightness_work);
	assert_int_equal(leds[1].hw, 7);
	led_set_brightness(blocking, 0);
	flush_work(&blocking->set_brightness_work);
	assert_int_equal(leds[1].hw, 0);
	/* synchronously: the blocking setter, its error returned */
	assert_int_equal(led_set_brightness_sync(blocking, 9), 0);
	assert_int_equal(leds[1].hw, 9);
	leds[1].fail = -EIO;
	assert_int_equal(led_set_brightness_sync(blocking, 10), -EIO);
	log_capture_start();
	led_set_brightness(blocking, 11);
	flush_work(&blocking->set_brightness_work);
	log_capture_stop();
	assert_true(log_has(PLATDEV_LOG_ERR, "failed (-5)", NULL));
	leds[1].fail = 0;
	/* no blocking setter: -ENOTSUPP */
	assert_int_equal(led_set_brightness_sync(direct, 1), -ENOTSUPP);
	/* while blinking: -EBUSY */
	assert_int_equal(platdev_led_set_trigger("lbl", "timer"), 0);
	assert_int_equal(led_set_brightness_sync(blocking, 1), -EBUSY);

	/* suspended: remembered, not shown; resumed: shown */
	led_classdev_suspend(direct);
	assert_int_equal(leds[0].hw, 0);
	led_set_brightness(direct, 30);
	assert_int_equal(leds[0].hw, 0);
	led_classdev_resume(direct);
	assert_int_equal(leds[0].hw, 30);

	/* the user-space files refuse while the driver disables them */
	mutex_lock(&direct->led_access);
	led_sysfs_disable(direct);
	mutex_unlock(&direct->led_access);
	assert_int_equal(platdev_led_set_brightness("green:status", 1), -EBUSY);
	assert_int_equal(platdev_led_set_trigger("green:status", "timer"),
			 -EBUSY);
	mutex_lock(&direct->led_access);
	led_sysfs_enable(direct);
	mutex_unlock(&direct->led_access);
	assert_int_equal(platdev_led_set_brightness("green:status", 1), 0);
}

/* The time the timer trigger's phases change, on virtual time. */
static void test_timer_trigger(void **state)
{
	char trig[16];

	(void)state;
	assert_int_equal(reg(0, "/leds@1000/status", NULL, false), 0);
	assert_int_equal(
		platdev_led_get_trigger("green:status", trig, sizeof(trig)), 4);
	assert_string_equal(trig, "none");
	assert_int_equal(platdev_led_set_blink_delays("green:status", 1, 1),
			 -EINVAL);
	assert_int_equal(platdev_led_set_trigger("green:status", "timer"), 0);
	assert_int_equal(
		platdev_led_get_trigger("green:status", trig, sizeof(trig)), 5);
	assert_int_equal(platdev_led_get_trigger("green:status", trig, 5),
			 -ENOSPC);
	/* 500 ms on, 500 off by default */
	assert_int_equal(leds[0].cdev.blink_delay_on, 500);
	run_ms(2);
	assert_int_equal(leds[0].hw, 100);
	run_ms(498);
	assert_int_equal(leds[0].hw, 100);
	run_ms(2);
	assert_int_equal(leds[0].hw, 0);
	run_ms(500);
	assert_int_equal(leds[0].hw, 100);

	/*
	 * New delays, 100 on and 300 off, restart the blink from the phase
	 * it is in: on, so the first tick begins an off phase.
	 */
	assert_int_equal(platdev_led_set_blink_delays("green:status", 100, 300),
			 0);
	run_ms(2);
	assert_int_equal(leds[0].hw, 0);
	run_ms(290);
	assert_int_equal(leds[0].hw, 0);
	run_ms(20);
	assert_int_equal(leds[0].hw, 100);
	run_ms(80);
	assert_int_equal(leds[0].hw, 100);
	run_ms(20);
	assert_int_equal(leds[0].hw, 0);
	/* a brightness while blinking is the next on phase's */
	led_set_brightness(&leds[0].cdev, 20);
	assert_int_equal(leds[0].hw, 0);
	run_ms(300);
	assert_int_equal(leds[0].hw, 20);

	/* brightness 0 from user space ends the trigger and the blink */
	assert_int_equal(platdev_led_set_brightness("green:status", 0), 0);
	assert_int_equal(
		platdev_led_get_trigger("green:status", trig, sizeof(trig)), 4);
	run_ms(1000);
	assert_int_equal(leds[0].hw, 0);
	assert_int_equal(platdev_led_set_trigger("green:status", "nosuch"),
			 -EINVAL);
	assert_int_equal(platdev_led_set_trigger("nosuch", "timer"), -ENODEV);
	assert_int_equal(platdev_led_set_trigger("green:status", NULL),
			 -EINVAL);
}

/* 70 ms on, 245 off, 70 on, 875 off: a 1260 ms beat. */
static void test_heartbeat(void **state)
{
	unsigned int beat;

	(void)state;
	/* "disk" has it as its default trigger */
	assert_int_equal(reg(0, "/leds@1000/disk", NULL, false), 0);
	assert_ptr_not_equal(leds[0].cdev.trigger, NULL);
	assert_string_equal(leds[0].cdev.trigger->name, "heartbeat");
	/* checked mid-phase: on [0,70) off [70,315) on [315,385) off */
	for (beat = 0; beat < 2; beat++) {
		run_ms(35);
		assert_int_equal(leds[0].hw, LED_FULL);
		run_ms(65);
		assert_int_equal(leds[0].hw, 0);
		run_ms(200);
		assert_int_equal(leds[0].hw, 0);
		run_ms(50);
		assert_int_equal(leds[0].hw, LED_FULL);
		run_ms(50);
		assert_int_equal(leds[0].hw, 0);
		run_ms(850);
		assert_int_equal(leds[0].hw, 0);
		run_ms(10);
	}
	assert_int_equal(platdev_led_set_trigger("green:disk-3", "none"), 0);
	assert_null(leds[0].cdev.trigger);
	assert_int_equal(leds[0].hw, 0);
	run_ms(2000);
	assert_int_equal(leds[0].hw, 0);
	assert_int_equal(platdev_led_set_trigger("green:disk-3", "default-on"),
			 0);
	assert_int_equal(leds[0].hw, LED_FULL);
	assert_int_equal(platdev_led_get_brightness("green:disk-3"), LED_FULL);
}

static struct led_trigger custom = { .name = "custom" };

/* A trigger registered later: the LED that names it takes it. */
static void test_trigger_register(void **state)
{
	struct led_trigger dup = { .name = "timer" };
	struct led_trigger *simple;

	(void)state;
	leds[0].cdev.default_trigger = "custom";
	assert_int_equal(reg(0, "/leds@1000/status", NULL, false), 0);
	assert_null(leds[0].cdev.trigger);
	assert_int_equal(led_trigger_register(&custom), 0);
	assert_ptr_equal(leds[0].cdev.trigger, &custom);
	assert_int_equal(led_trigger_register(&dup), -EEXIST);
	led_trigger_event(&custom, 60);
	assert_int_equal(leds[0].hw, 60);
	led_trigger_event(&custom, LED_OFF);
	assert_int_equal(leds[0].hw, 0);
	led_trigger_blink(&custom, 10, 10);
	run_ms(2);
	assert_int_equal(leds[0].hw, 100);
	run_ms(10);
	assert_int_equal(leds[0].hw, 0);
	/* unregistered: its LEDs have no trigger, and are off */
	led_trigger_unregister(&custom);
	assert_null(leds[0].cdev.trigger);
	assert_int_equal(leds[0].hw, 0);
	assert_int_equal(platdev_led_set_trigger("green:status", "custom"),
			 -EINVAL);

	led_trigger_register_simple("simple", &simple);
	assert_non_null(simple);
	assert_int_equal(platdev_led_set_trigger("green:status", "simple"), 0);
	led_trigger_event(simple, 5);
	assert_int_equal(leds[0].hw, 5);
	led_trigger_unregister_simple(simple);
	assert_null(leds[0].cdev.trigger);
	led_trigger_event(NULL, 1); /* no trigger: nothing */
}

/* Unregistered: off (unless retained), its class device gone. */
static void test_unregister(void **state)
{
	(void)state;
	assert_int_equal(reg(0, "/leds@1000/status", NULL, false), 0);
	assert_int_equal(reg(1, "/leds@1000/lbl", NULL, false), 0);
	led_set_brightness(&leds[0].cdev, 50);
	led_set_brightness(&leds[1].cdev, 50);
	leds[1].cdev.flags |= LED_RETAIN_AT_SHUTDOWN;
	assert_int_equal(platdev_led_set_trigger("lbl", "heartbeat"), 0);
	led_classdev_unregister(&leds[0].cdev);
	assert_int_equal(leds[0].hw, 0);
	assert_null(leds[0].cdev.dev);
	assert_null(platdev_class_device_find("leds", "green:status"));
	assert_int_equal(platdev_led_get_brightness("green:status"), -ENODEV);
	assert_int_equal(platdev_led_max_brightness("green:status"), -ENODEV);
	led_classdev_unregister(&leds[0].cdev); /* twice: nothing */
	led_classdev_unregister(&leds[1].cdev);
	assert_null(platdev_class_device_find("leds", "lbl"));

	/* managed: gone with devm_led_classdev_unregister() */
	leds[2].cdev.brightness_set = tled_set;
	assert_int_equal(devm_led_classdev_register_ext(
				 parent(), &leds[2].cdev,
				 &(struct led_init_data){
					 .fwnode = child("/leds@1000/plain") }),
			 0);
	assert_non_null(platdev_class_device_find("leds", "plain"));
	devm_led_classdev_unregister(parent(), &leds[2].cdev);
	assert_null(platdev_class_device_find("leds", "plain"));
}

/* Each allocation of registration and of a trigger's activation failing. */
static void test_alloc_failures(void **state)
{
	unsigned long before = live_allocs();
	char trig[16];
	long n;
	int ret;

	(void)state;
	for (n = 0;; n++) {
		memset(&leds[0], 0, sizeof(leds[0]));
		platdev_port_fail_alloc_after(n, 0);
		ret = reg(0, "/leds@1000/status", NULL, false);
		platdev_port_fail_alloc_after(-1, 0);
		if (!ret)
			break;
		assert_int_equal(ret, -ENOMEM);
		assert_null(platdev_class_device_find("leds", "green:status"));
		assert_int_equal(live_allocs(), before);
	}
	assert_true(n > 0);
	before = live_allocs();
	platdev_port_fail_alloc_after(0, 0);
	log_capture_start();
	ret = platdev_led_set_trigger("green:status", "heartbeat");
	log_capture_stop();
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(ret, -ENOMEM);
	assert_true(log_has(PLATDEV_LOG_ERR, "Failed to add trigger heartbeat",
			    NULL));
	assert_int_equal(
		platdev_led_get_trigger("green:status", trig, sizeof(trig)), 4);
	assert_int_equal(live_allocs(), before);

	/* managed registration: the release action's allocation */
	for (n = 0;; n++) {
		memset(&leds[1], 0, sizeof(leds[1]));
		leds[1].cdev.brightness_set = tled_set;
		platdev_port_fail_alloc_after(n, 0);
		ret = devm_led_classdev_register_ext(
			parent(), &leds[1].cdev,
			&(struct led_init_data){
				.fwnode = child("/leds@1000/lbl") });
		platdev_port_fail_alloc_after(-1, 0);
		if (!ret)
			break;
		assert_int_equal(ret, -ENOMEM);
		assert_null(platdev_class_device_find("leds", "lbl"));
		assert_int_equal(live_allocs(), before);
	}
	devm_led_classdev_unregister(parent(), &leds[1].cdev);
	assert_null(platdev_class_device_find("leds", "lbl"));
	assert_int_equal(live_allocs(), before);
}

#define T(fn) cmocka_unit_test_setup_teardown(fn, fresh, check)

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_names),
		T(test_name_clash),
		T(test_default_state),
		T(test_brightness),
		T(test_timer_trigger),
		T(test_heartbeat),
		T(test_trigger_register),
		T(test_unregister),
		T(test_alloc_failures),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
