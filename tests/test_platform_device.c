// SPDX-License-Identifier: MIT
/*
 * test_platform_device.c - registering static platform devices: register,
 * unregister and register again, the platform bus as the default parent,
 * each error path (NULL, registered twice, not registered),
 * platform_add_devices() all or nothing, and platform_device_add() of a
 * device already added (kept last).
 */
#include "testutil_platform.h"

static void test_static_register_unregister_register_again(void **state)
{
	static struct resource res[2];
	static struct platform_device pdev;
	unsigned long live = live_allocs();
	struct device *found;
	int round;

	(void)state;
	res[0] = (struct resource)DEFINE_RES_MEM(0x40000000, 0x1000);
	res[1] = (struct resource)DEFINE_RES_IRQ(5);
	pdev = SDEV("tp-static", PLATFORM_DEVID_NONE);
	pdev.resource = res;
	pdev.num_resources = 2;

	for (round = 0; round < 2; round++) {
		assert_int_equal(platform_device_register(&pdev), 0);
		assert_true(device_is_registered(&pdev.dev));
		assert_string_equal(dev_name(&pdev.dev), "tp-static");
		found = bus_find_device_by_name(&platform_bus_type, NULL,
						"tp-static");
		assert_ptr_equal(found, &pdev.dev);
		put_device(found);
		/* The device keeps the caller's table; unnamed ones take its name. */
		assert_ptr_equal(pdev.resource, res);
		assert_string_equal(res[0].name, "tp-static");
		assert_true(dev_is_platform(&pdev.dev));

		platform_device_unregister(&pdev);
		assert_false(device_is_registered(&pdev.dev));
		assert_false(on_platform_bus("tp-static"));
		assert_null(res[0].parent);
	}
	assert_int_equal(live_allocs(), live);
}

static void test_parent_defaults_to_platform_bus(void **state)
{
	static struct platform_device pdev;
	struct platform_device *child;

	(void)state;
	pdev = SDEV("tp-orphanless", 1);
	assert_int_equal(platform_device_register(&pdev), 0);
	assert_ptr_equal(pdev.dev.parent, &platform_bus);
	assert_string_equal(dev_name(&platform_bus), "platform");
	assert_ptr_equal(pdev.dev.bus, &platform_bus_type);

	/* An explicit parent is kept. */
	child = platform_device_register_data(&pdev.dev, "tp-with-parent",
					      PLATFORM_DEVID_NONE, NULL, 0);
	assert_false(IS_ERR(child));
	assert_ptr_equal(child->dev.parent, &pdev.dev);
	platform_device_unregister(child);
	platform_device_unregister(&pdev);
}

static void test_register_null_device(void **state)
{
	(void)state;
	log_capture_start();
	assert_int_equal(platform_device_register(NULL), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "NULL device", NULL));
	assert_int_equal(platform_device_add(NULL), -EINVAL);
	log_capture_stop();
	assert_int_equal(bus_device_count(&platform_bus_type), 0);
}

static void test_register_twice_is_ebusy(void **state)
{
	static struct platform_device pdev;
	static struct tdrv drv;

	(void)state;
	drv = TDRV("tp-busy");
	pdev = SDEV("tp-busy", 4);
	assert_int_equal(platform_driver_register(&drv.pdrv), 0);
	assert_int_equal(platform_device_register(&pdev), 0);
	assert_ptr_equal(pdev.dev.driver, &drv.pdrv.driver);

	log_capture_start();
	assert_int_equal(platform_device_register(&pdev), -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "tp-busy.4", "already registered",
			    NULL));
	log_capture_stop();
	/* The registered device is untouched: still there, still bound. */
	assert_true(device_is_registered(&pdev.dev));
	assert_true(on_platform_bus("tp-busy.4"));
	assert_int_equal(bus_device_count(&platform_bus_type), 1);
	assert_ptr_equal(pdev.dev.driver, &drv.pdrv.driver);
	assert_ptr_equal(platform_get_drvdata(&pdev), &drv);
	assert_int_equal(drv.probes, 1);

	platform_device_unregister(&pdev);
	assert_int_equal(drv.removes, 1);
	assert_false(on_platform_bus("tp-busy.4"));
	platform_driver_unregister(&drv.pdrv);
}

static void test_unregister_what_is_not_registered(void **state)
{
	static struct platform_device pdev;

	(void)state;
	pdev = SDEV("tp-never", PLATFORM_DEVID_NONE);
	log_capture_start();
	platform_device_unregister(&pdev);
	assert_true(log_has(PLATDEV_LOG_ERR, "not registered", NULL));
	assert_true(
		log_has(PLATDEV_LOG_ERR, "reference count underflow", NULL));
	log_capture_stop();

	/* Nothing was harmed: it registers normally afterwards. */
	assert_int_equal(platform_device_register(&pdev), 0);
	assert_true(on_platform_bus("tp-never"));
	platform_device_unregister(&pdev);
	assert_false(on_platform_bus("tp-never"));
}

static void test_add_devices_all_or_nothing(void **state)
{
	static struct platform_device d[4];
	static struct tdrv drv;
	struct platform_device *devs[4] = { &d[0], &d[1], &d[2], &d[3] };
	unsigned long live = live_allocs(), with_driver;
	int i;

	(void)state;
	drv = TDRV("tp-add");
	for (i = 0; i < 4; i++)
		d[i] = SDEV("tp-add", i);
	d[2].id = 0; /* the third one takes the first one's name */
	assert_int_equal(platform_driver_register(&drv.pdrv), 0);
	with_driver = live_allocs();

	log_capture_start();
	assert_int_equal(platform_add_devices(devs, 4), -EEXIST);
	assert_true(
		log_has(PLATDEV_LOG_ERR, "tp-add.0", "already in use", NULL));
	log_capture_stop();
	/* The first two were bound, then unregistered again, last first. */
	assert_string_equal(test_events,
			    "probe tp-add tp-add.0;probe tp-add tp-add.1;"
			    "remove tp-add tp-add.1;remove tp-add tp-add.0;");
	assert_int_equal(bus_device_count(&platform_bus_type), 0);
	for (i = 0; i < 4; i++)
		assert_false(device_is_registered(&d[i].dev));
	assert_int_equal(live_allocs(), with_driver);

	d[2].id = 2;
	test_events[0] = '\0';
	assert_int_equal(platform_add_devices(devs, 4), 0);
	assert_int_equal(bus_device_count(&platform_bus_type), 4);
	assert_int_equal(drv.probes, 6);
	for (i = 3; i >= 0; i--)
		platform_device_unregister(&d[i]);
	platform_driver_unregister(&drv.pdrv);
	assert_int_equal(live_allocs(), live);
}

/*
 * platform_device_add() of a device that is already added must fail with
 * -EBUSY and change nothing (as platform_device_register() does). Kept last
 * in the list: if the library breaks the device, it cannot be cleaned up.
 */
static void test_add_twice_is_ebusy(void **state)
{
	struct resource res[1] = { DEFINE_RES_MEM(0x400f0000, 0x100) };
	unsigned long live = live_allocs();
	struct platform_device *pdev, *autodev, *next;

	(void)state;
	pdev = platform_device_alloc("tp-twice", 3);
	assert_non_null(pdev);
	assert_int_equal(platform_device_add_resources(pdev, res, 1), 0);
	assert_int_equal(platform_device_add(pdev), 0);
	autodev = platform_device_alloc("tp-twice-auto", PLATFORM_DEVID_AUTO);
	assert_non_null(autodev);
	assert_int_equal(platform_device_add(autodev), 0);
	assert_string_equal(dev_name(&autodev->dev), "tp-twice-auto.0.auto");

	log_capture_start();
	assert_int_equal(platform_device_add(pdev), -EBUSY);
	assert_int_equal(platform_device_add(autodev), -EBUSY);
	log_capture_stop();
	assert_string_equal(dev_name(&pdev->dev), "tp-twice.3");
	assert_true(on_platform_bus("tp-twice.3"));
	assert_ptr_equal(pdev->resource[0].parent, &iomem_resource);
	assert_string_equal(pdev->resource[0].name, "tp-twice.3");
	assert_string_equal(dev_name(&autodev->dev), "tp-twice-auto.0.auto");
	assert_true(on_platform_bus("tp-twice-auto.0.auto"));
	/* Its number is still taken. */
	next = platform_device_register_simple("tp-twice-next",
					       PLATFORM_DEVID_AUTO, NULL, 0);
	assert_false(IS_ERR(next));
	assert_string_equal(dev_name(&next->dev), "tp-twice-next.1.auto");

	platform_device_unregister(next);
	platform_device_unregister(autodev);
	platform_device_unregister(pdev);
	assert_int_equal(live_allocs(), live);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_static_register_unregister_register_again),
		T(test_parent_defaults_to_platform_bus),
		T(test_register_null_device),
		T(test_register_twice_is_ebusy),
		T(test_unregister_what_is_not_registered),
		T(test_add_devices_all_or_nothing),
		T(test_add_twice_is_ebusy),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
