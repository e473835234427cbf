// SPDX-License-Identifier: MIT
/*
 * test_input.c - the input core (linux/input.h) and its readers
 * (platdev/input.h): names, registration's checks, Linux's event filter
 * (a key reported twice in one state is one event, an empty packet is
 * none), packets with their virtual time, open/close of the driver,
 * overruns, unregistration under a reader, keymaps and matrix keymaps,
 * managed devices and allocation failures.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <linux/delay.h>
#include <linux/err.h>
#include <linux/input.h>
#include <linux/input/matrix_keypad.h>
#include <linux/platform_device.h>
#include <linux/property.h>
#include <platdev/class.h>
#include <platdev/input.h>
#include <platdev/log.h>
#include <platdev/port.h>

#include "testutil.h"

static int opens, closes, open_err;

static int fake_open(struct input_dev *dev)
{
	(void)dev;
	opens++;
	return open_err;
}

static void fake_close(struct input_dev *dev)
{
	(void)dev;
	closes++;
}

static struct input_dev *new_keys(void)
{
	struct input_dev *dev = input_allocate_device();

	assert_non_null(dev);
	dev->name = "test-keys";
	dev->id.bustype = BUS_HOST;
	dev->open = fake_open;
	dev->close = fake_close;
	input_set_capability(dev, EV_KEY, KEY_POWER);
	input_set_capability(dev, EV_KEY, KEY_A);
	input_set_capability(dev, EV_SW, SW_LID);
	return dev;
}

/* Read exactly @n events into @ev (asserted). */
static void read_n(struct platdev_input_reader *r, struct input_event *ev,
		   int n)
{
	assert_int_equal(platdev_input_read(r, ev, 64), n);
}

static void assert_ev(const struct input_event *ev, unsigned int type,
		      unsigned int code, int value)
{
	assert_int_equal(ev->type, type);
	assert_int_equal(ev->code, code);
	assert_int_equal(ev->value, value);
}

static void test_names_and_checks(void **state)
{
	struct input_dev *a, *b;

	(void)state;
	a = input_allocate_device();
	b = input_allocate_device();
	assert_non_null(a);
	assert_non_null(b);
	/* named at allocation, in order */
	assert_true(strncmp(dev_name(&a->dev), "input", 5) == 0);
	assert_int_equal(atoi(dev_name(&b->dev) + 5),
			 atoi(dev_name(&a->dev) + 5) + 1);
	input_free_device(a);

	/* an absolute device must have its axes' ranges */
	__set_bit(EV_ABS, b->evbit);
	__set_bit(ABS_X, b->absbit);
	log_capture_start();
	assert_int_equal(input_register_device(b), -EINVAL);
	assert_true(log_has(
		PLATDEV_LOG_ERR,
		"Absolute device without dev->absinfo, refusing to register",
		NULL));
	log_capture_stop();
	input_set_abs_params(b, ABS_X, 0, 100, 4, 0);
	assert_int_equal(input_register_device(b), 0);
	assert_int_equal(input_register_device(b), -EBUSY);
	assert_non_null(platdev_class_device_find("input", dev_name(&b->dev)));
	/* EV_SYN added, KEY_RESERVED never */
	assert_true(test_bit(EV_SYN, b->evbit));
	input_unregister_device(b);
	input_free_device(NULL);
}

static void test_capabilities(void **state)
{
	struct input_dev *dev = input_allocate_device();

	(void)state;
	input_set_capability(dev, EV_KEY, KEY_RESERVED);
	input_set_capability(dev, EV_REL, REL_X);
	input_set_capability(dev, EV_MSC, MSC_SCAN);
	input_set_capability(dev, EV_PWR, 0);
	log_capture_start();
	input_set_capability(dev, 0x1e, 1);
	assert_true(log_has(PLATDEV_LOG_ERR, "unknown type 30", NULL));
	log_capture_stop();
	assert_false(test_bit(0x1e, dev->evbit));
	assert_true(test_bit(EV_PWR, dev->evbit));
	/* codes of a type the device does not send are dropped */
	__set_bit(LED_CAPSL, dev->ledbit);
	assert_int_equal(input_register_device(dev), 0);
	assert_false(test_bit(LED_CAPSL, dev->ledbit));
	assert_false(test_bit(KEY_RESERVED, dev->keybit));
	assert_true(test_bit(REL_X, dev->relbit));
	assert_int_equal(dev->rep[REP_DELAY], 250);
	assert_int_equal(dev->rep[REP_PERIOD], 33);
	input_unregister_device(dev);
}

static void test_key_filter(void **state)
{
	struct platdev_input_reader *r;
	struct input_event ev[64];
	struct input_dev *dev;

	(void)state;
	virtual_time_use(5 * NSEC_PER_SEC);
	dev = new_keys();
	assert_int_equal(input_register_device(dev), 0);
	r = platdev_input_open(dev_name(&dev->dev));
	assert_false(IS_ERR(r));
	assert_int_equal(platdev_input_read(r, ev, 64), -EAGAIN);

	input_report_key(dev, KEY_POWER, 1);
	input_report_key(dev, KEY_POWER, 1); /* the same state: dropped */
	input_report_key(dev, KEY_VOLUMEUP, 1); /* not its key: dropped */
	input_report_rel(dev, REL_X, 3); /* not its type: dropped */
	assert_int_equal(platdev_input_read(r, ev, 64), -EAGAIN);
	input_sync(dev);
	read_n(r, ev, 2);
	assert_ev(&ev[0], EV_KEY, KEY_POWER, 1);
	assert_ev(&ev[1], EV_SYN, SYN_REPORT, 0);
	assert_int_equal(ev[0].input_event_sec, 5);
	assert_int_equal(ev[0].input_event_usec, 0);
	assert_true(platdev_input_key_down(r, KEY_POWER));

	/* still down: nothing; an empty packet is no packet */
	input_report_key(dev, KEY_POWER, 1);
	input_sync(dev);
	assert_int_equal(platdev_input_read(r, ev, 64), -EAGAIN);

	msleep(250);
	input_report_key(dev, KEY_POWER, 0);
	input_report_switch(dev, SW_LID, 1);
	input_report_switch(dev, SW_LID, 1);
	input_sync(dev);
	read_n(r, ev, 3);
	assert_ev(&ev[0], EV_KEY, KEY_POWER, 0);
	assert_ev(&ev[1], EV_SW, SW_LID, 1);
	assert_ev(&ev[2], EV_SYN, SYN_REPORT, 0);
	assert_int_equal(ev[0].input_event_sec, 5);
	assert_int_equal(ev[0].input_event_usec, 250000);
	assert_false(platdev_input_key_down(r, KEY_POWER));
	assert_false(platdev_input_key_down(r, KEY_MAX + 1));

	/* autorepeat values pass; reading a few at a time */
	input_event(dev, EV_KEY, KEY_A, 1);
	input_event(dev, EV_KEY, KEY_A, 2);
	input_sync(dev);
	assert_int_equal(platdev_input_read(r, ev, 1), 1);
	assert_ev(&ev[0], EV_KEY, KEY_A, 1);
	read_n(r, ev, 2);
	assert_ev(&ev[0], EV_KEY, KEY_A, 2);
	assert_int_equal(platdev_input_read(r, ev, 0), -EINVAL);

	platdev_input_close(r);
	input_unregister_device(dev);
	platdev_time_use(NULL, NULL);
}

static void test_axes(void **state)
{
	struct platdev_input_reader *r;
	struct input_event ev[64];
	struct input_dev *dev = input_allocate_device();

	(void)state;
	input_set_abs_params(dev, ABS_X, 0, 1000, 8, 0);
	input_set_capability(dev, EV_REL, REL_WHEEL);
	assert_int_equal(input_abs_get_max(dev, ABS_X), 1000);
	assert_int_equal(input_abs_get_fuzz(dev, ABS_X), 8);
	assert_int_equal(input_register_device(dev), 0);
	r = platdev_input_open(NULL);
	assert_false(IS_ERR(r));

	input_report_abs(dev, ABS_X, 100);
	input_report_rel(dev, REL_WHEEL, 0); /* no movement: dropped */
	input_report_rel(dev, REL_WHEEL, -1);
	input_sync(dev);
	read_n(r, ev, 3);
	assert_ev(&ev[0], EV_ABS, ABS_X, 100);
	assert_ev(&ev[1], EV_REL, REL_WHEEL, -1);
	/* within half the fuzz: noise */
	input_report_abs(dev, ABS_X, 103);
	input_sync(dev);
	assert_int_equal(platdev_input_read(r, ev, 64), -EAGAIN);
	/* within the fuzz: smoothed */
	input_report_abs(dev, ABS_X, 106);
	input_sync(dev);
	read_n(r, ev, 2);
	assert_ev(&ev[0], EV_ABS, ABS_X, (100 * 3 + 106) / 4);
	assert_int_equal(input_abs_get_val(dev, ABS_X), (100 * 3 + 106) / 4);
	platdev_input_close(r);
	input_unregister_device(dev);
}

static void test_open_close(void **state)
{
	struct platdev_input_reader *r1, *r2;
	struct input_event ev[64];
	struct input_dev *dev;
	struct input_id id;

	(void)state;
	opens = closes = 0;
	dev = new_keys();
	assert_int_equal(input_register_device(dev), 0);
	assert_ptr_equal(platdev_input_open("input999"), ERR_PTR(-ENODEV));
	open_err = -EIO;
	assert_ptr_equal(platdev_input_open(dev_name(&dev->dev)),
			 ERR_PTR(-EIO));
	assert_int_equal(dev->users, 0);
	open_err = 0;
	r1 = platdev_input_open(dev_name(&dev->dev));
	r2 = platdev_input_open(dev_name(&dev->dev));
	assert_false(IS_ERR(r1));
	assert_false(IS_ERR(r2));
	assert_int_equal(opens, 2); /* the failed one, then the first */
	assert_true(input_device_enabled(dev));
	assert_string_equal(platdev_input_name(r1, &id), "test-keys");
	assert_int_equal(id.bustype, BUS_HOST);

	/* both readers get the packet */
	input_report_key(dev, KEY_A, 1);
	input_sync(dev);
	read_n(r1, ev, 2);
	read_n(r2, ev, 2);

	platdev_input_close(r1);
	assert_int_equal(closes, 0);
	platdev_input_close(r2);
	assert_int_equal(closes, 1);
	assert_false(input_device_enabled(dev));
	platdev_input_close(NULL);
	input_unregister_device(dev);
}

static void test_overrun(void **state)
{
	struct platdev_input_reader *r;
	struct input_event ev[64];
	struct input_dev *dev;
	int i;

	(void)state;
	dev = new_keys();
	assert_int_equal(input_register_device(dev), 0);
	r = platdev_input_open(dev_name(&dev->dev));
	/* 33 packets of 2: the 65th event finds the reader full */
	for (i = 0; i < 33; i++) {
		input_report_key(dev, KEY_A, !(i & 1));
		input_sync(dev);
	}
	read_n(r, ev, 2);
	assert_ev(&ev[0], EV_SYN, SYN_DROPPED, 0);
	assert_ev(&ev[1], EV_SYN, SYN_REPORT, 0);
	platdev_input_close(r);
	input_unregister_device(dev);
}

static void test_unregister_under_reader(void **state)
{
	struct platdev_input_reader *r;
	struct input_event ev[64];
	struct input_dev *dev;
	char name[16];

	(void)state;
	opens = closes = 0;
	dev = new_keys();
	assert_int_equal(input_register_device(dev), 0);
	strscpy(name, dev_name(&dev->dev), sizeof(name));
	r = platdev_input_open(name);
	input_report_key(dev, KEY_POWER, 1);
	input_report_key(dev, KEY_A, 1);
	input_sync(dev);
	input_unregister_device(dev);
	assert_int_equal(closes, 1);
	assert_null(platdev_class_device_find("input", name));
	/* what was sent, then the keys released, then the end */
	read_n(r, ev, 6);
	assert_ev(&ev[3], EV_KEY, KEY_A, 0);
	assert_ev(&ev[4], EV_KEY, KEY_POWER, 0);
	assert_ev(&ev[5], EV_SYN, SYN_REPORT, 1);
	assert_int_equal(platdev_input_read(r, ev, 64), -ENODEV);
	assert_null(platdev_input_name(r, NULL));
	assert_false(platdev_input_key_down(r, KEY_A));
	assert_ptr_equal(platdev_input_open(name), ERR_PTR(-ENODEV));
	platdev_input_close(r);
	assert_int_equal(closes, 1);
}

static void test_reset_device(void **state)
{
	struct platdev_input_reader *r;
	struct input_event ev[64];
	struct input_dev *dev = new_keys();

	(void)state;
	assert_int_equal(input_register_device(dev), 0);
	r = platdev_input_open(dev_name(&dev->dev));
	input_report_key(dev, KEY_A, 1);
	input_sync(dev);
	input_reset_device(dev);
	read_n(r, ev, 4);
	assert_ev(&ev[2], EV_KEY, KEY_A, 0);
	input_reset_device(dev); /* nothing down: no packet */
	assert_int_equal(platdev_input_read(r, ev, 64), -EAGAIN);
	platdev_input_close(r);
	input_unregister_device(dev);
}

static void test_keycodes(void **state)
{
	static unsigned short map[4] = { KEY_A, KEY_B, KEY_A, KEY_C };
	struct input_keymap_entry ke = { .len = 4 };
	struct platdev_input_reader *r;
	struct input_event ev[64];
	struct input_dev *dev = input_allocate_device();
	unsigned int scancode = 1, sc;

	(void)state;
	dev->keycode = map;
	dev->keycodesize = sizeof(map[0]);
	dev->keycodemax = ARRAY_SIZE(map);
	__set_bit(EV_KEY, dev->evbit);
	__set_bit(KEY_A, dev->keybit);
	__set_bit(KEY_B, dev->keybit);
	__set_bit(KEY_C, dev->keybit);
	assert_int_equal(input_register_device(dev), 0);
	r = platdev_input_open(dev_name(&dev->dev));

	memcpy(ke.scancode, &scancode, sizeof(scancode));
	assert_int_equal(input_scancode_to_scalar(&ke, &sc), 0);
	assert_int_equal(sc, 1);
	assert_int_equal(input_get_keycode(dev, &ke), 0);
	assert_int_equal(ke.keycode, KEY_B);
	ke.flags = INPUT_KEYMAP_BY_INDEX;
	ke.index = 9;
	assert_int_equal(input_get_keycode(dev, &ke), -EINVAL);
	ke.len = 3;
	ke.flags = 0;
	assert_int_equal(input_get_keycode(dev, &ke), -EINVAL);
	assert_int_equal(input_scancode_to_scalar(&ke, &sc), -EINVAL);

	/* remap B (held down) to D: B leaves the map and is released */
	input_report_key(dev, KEY_B, 1);
	input_sync(dev);
	read_n(r, ev, 2);
	ke.len = 4;
	ke.keycode = KEY_D;
	assert_int_equal(input_set_keycode(dev, &ke), 0);
	assert_int_equal(map[1], KEY_D);
	assert_false(test_bit(KEY_B, dev->keybit));
	assert_true(test_bit(KEY_D, dev->keybit));
	read_n(r, ev, 2);
	assert_ev(&ev[0], EV_KEY, KEY_B, 0);
	/* A is mapped twice: remapping one keeps its bit */
	scancode = 0;
	memcpy(ke.scancode, &scancode, sizeof(scancode));
	ke.keycode = KEY_E;
	assert_int_equal(input_set_keycode(dev, &ke), 0);
	assert_true(test_bit(KEY_A, dev->keybit));
	ke.keycode = KEY_MAX + 1;
	assert_int_equal(input_set_keycode(dev, &ke), -EINVAL);
	ke.keycode = 0x10000; /* wider than the map's entries */
	assert_int_equal(input_set_keycode(dev, &ke), -EINVAL);
	platdev_input_close(r);
	input_unregister_device(dev);
}

static int keypad_probe(struct platform_device *pdev)
{
	static const uint32_t entries[] = { KEY(0, 0, KEY_1),
					    KEY(1, 2, KEY_2) };
	static const uint32_t bad[] = { KEY(2, 0, KEY_3) };
	const struct matrix_keymap_data data = { entries, ARRAY_SIZE(entries) };
	const struct matrix_keymap_data bad_data = { bad, ARRAY_SIZE(bad) };
	struct input_dev *in = devm_input_allocate_device(&pdev->dev);
	unsigned int rows, cols;
	unsigned short *map;

	assert_non_null(in);
	assert_int_equal(
		matrix_keypad_parse_properties(&pdev->dev, &rows, &cols), 0);
	assert_int_equal(rows, 2);
	assert_int_equal(cols, 3);
	/* a board table */
	assert_int_equal(matrix_keypad_build_keymap(&data, NULL, rows, cols,
						    NULL, in),
			 0);
	map = in->keycode;
	assert_int_equal(in->keycodemax, 2 << 2);
	assert_int_equal(map[MATRIX_SCAN_CODE(1, 2, 2)], KEY_2);
	assert_true(test_bit(KEY_1, in->keybit));
	assert_int_equal(matrix_keypad_build_keymap(&bad_data, NULL, rows, cols,
						    NULL, in),
			 -EINVAL);
	/* the device's property */
	assert_int_equal(matrix_keypad_build_keymap(NULL, NULL, rows, cols,
						    NULL, in),
			 0);
	map = in->keycode;
	assert_int_equal(map[MATRIX_SCAN_CODE(1, 0, 2)], KEY_ENTER);
	assert_int_equal(matrix_keypad_build_keymap(NULL, "no,keymap", rows,
						    cols, NULL, in),
			 -EINVAL);
	assert_int_equal(matrix_keypad_build_keymap(NULL, "short,keymap", 1, 1,
						    NULL, in),
			 -EINVAL);
	return input_register_device(in);
}

static struct platform_driver keypad_driver = {
	.probe = keypad_probe,
	.driver = { .name = "test-keypad" },
};

static void test_matrix_keypad_devm(void **state)
{
	static const u32 keymap[] = { KEY(1, 0, KEY_ENTER), KEY(0, 1, KEY_UP) };
	static const struct property_entry props[] = {
		PROPERTY_ENTRY_U32("keypad,num-rows", 2),
		PROPERTY_ENTRY_U32("keypad,num-cols", 3),
		PROPERTY_ENTRY_U32_ARRAY("linux,keymap", keymap),
		PROPERTY_ENTRY_U32_ARRAY("short,keymap", keymap),
		{}
	};
	static const struct property_entry no_rows[] = {
		PROPERTY_ENTRY_U32("keypad,num-cols", 3), {}
	};
	struct platform_device_info info = { .name = "test-keypad",
					     .id = PLATFORM_DEVID_NONE,
					     .properties = props };
	struct platform_device *pdev;
	unsigned int rows, cols;

	(void)state;
	assert_int_equal(platform_driver_register(&keypad_driver), 0);
	pdev = platform_device_register_full(&info);
	assert_false(IS_ERR(pdev));
	assert_non_null(platdev_class_device_find("input", NULL));
	platform_device_unregister(pdev);
	/* unbound: unregistered and freed with the device */
	assert_null(platdev_class_device_find("input", NULL));
	platform_driver_unregister(&keypad_driver);

	info.name = "no-rows";
	info.properties = no_rows;
	pdev = platform_device_register_full(&info);
	log_capture_start();
	assert_int_equal(matrix_keypad_parse_properties(&pdev->dev, &rows,
							&cols),
			 -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR,
			    "number of keypad rows/columns not specified",
			    NULL));
	log_capture_stop();
	platform_device_unregister(pdev);
}

static int devm_unused_probe(struct platform_device *pdev)
{
	struct input_dev *in = devm_input_allocate_device(&pdev->dev);

	/* allocated, freed by hand: its devres goes with it */
	input_free_device(in);
	in = devm_input_allocate_device(&pdev->dev);
	return in ? 0 : -ENOMEM;
}

static struct platform_driver devm_unused_driver = {
	.probe = devm_unused_probe,
	.driver = { .name = "test-unused" },
};

static void test_devm_unregistered(void **state)
{
	struct platform_device *pdev;
	unsigned long before = live_allocs();

	(void)state;
	assert_int_equal(platform_driver_register(&devm_unused_driver), 0);
	pdev = platform_device_register_simple("test-unused", -1, NULL, 0);
	assert_false(IS_ERR(pdev));
	platform_device_unregister(pdev);
	platform_driver_unregister(&devm_unused_driver);
	assert_int_equal(live_allocs(), before);
}

static void test_alloc_failures(void **state)
{
	struct platdev_input_reader *r;
	struct input_dev *dev;
	int n, err;

	(void)state;
	for (n = 0;; n++) {
		unsigned long before = live_allocs();

		platdev_port_fail_alloc_after(n, 0);
		dev = input_allocate_device();
		platdev_port_fail_alloc_after(-1, 0);
		if (dev)
			break;
		assert_int_equal(live_allocs(), before);
	}
	assert_true(n >= 1);
	input_set_capability(dev, EV_KEY, KEY_POWER);
	for (n = 0;; n++) {
		platdev_port_fail_alloc_after(n, 0);
		err = input_register_device(dev);
		platdev_port_fail_alloc_after(-1, 0);
		if (!err)
			break;
		assert_int_equal(err, -ENOMEM);
		assert_null(platdev_class_device_find("input",
						      dev_name(&dev->dev)));
	}
	for (n = 0;; n++) {
		unsigned long before = live_allocs();

		platdev_port_fail_alloc_after(n, 0);
		r = platdev_input_open(dev_name(&dev->dev));
		platdev_port_fail_alloc_after(-1, 0);
		if (!IS_ERR(r))
			break;
		assert_ptr_equal(r, ERR_PTR(-ENOMEM));
		assert_int_equal(live_allocs(), before);
	}
	platdev_input_close(r);
	input_unregister_device(dev);
}

static void test_class_events(void **state)
{
	char ev[PLATDEV_CLASS_EVENTS][PLATDEV_CLASS_EVENT_LEN];
	struct platdev_class_device *cdev;
	struct input_dev *dev = new_keys();

	(void)state;
	input_set_capability(dev, EV_MSC, MSC_SCAN);
	assert_int_equal(input_register_device(dev), 0);
	cdev = platdev_class_device_find("input", dev_name(&dev->dev));
	input_event(dev, EV_MSC, MSC_SCAN, 7);
	input_report_key(dev, KEY_POWER, 1);
	input_sync(dev);
	input_report_key(dev, KEY_POWER, 0);
	input_report_switch(dev, SW_LID, 1);
	input_sync(dev);
	assert_int_equal(platdev_class_device_events(cdev, ev, 8), 4);
	assert_string_equal(ev[0], "event 4 4 7");
	assert_string_equal(ev[1], "key 116 down");
	assert_string_equal(ev[2], "key 116 up");
	assert_string_equal(ev[3], "switch 0 on");
	input_unregister_device(dev);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_names_and_checks),
		cmocka_unit_test(test_capabilities),
		cmocka_unit_test(test_key_filter),
		cmocka_unit_test(test_axes),
		cmocka_unit_test(test_open_close),
		cmocka_unit_test(test_overrun),
		cmocka_unit_test(test_unregister_under_reader),
		cmocka_unit_test(test_reset_device),
		cmocka_unit_test(test_keycodes),
		cmocka_unit_test(test_matrix_keypad_devm),
		cmocka_unit_test(test_devm_unregistered),
		cmocka_unit_test(test_alloc_failures),
		cmocka_unit_test(test_class_events),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
