// SPDX-License-Identifier: MIT
/*
 * test_core_bind.c - binding: devices and drivers in either order,
 * device_attach() and its return values, device_release_driver(),
 * driver_attach() and driver_unregister(), driver data and probe errors,
 * bus_rescan_devices() and driver_for_each_device().
 */
#include "testutil_core.h"

static void test_bind_in_either_order(void **state)
{
	struct bus_type *buses[] = { &test_bus, &plain_bus };
	unsigned int i;

	(void)state;
	for (i = 0; i < ARRAY_SIZE(buses); i++) {
		struct tdev early, late, stranger;
		struct tdrv drv;

		tdrv_init(&drv, buses[i], "either", "thing");
		tdev_init(&early, buses[i], NULL, "early", "thing");
		tdev_init(&late, buses[i], NULL, "late", "thing");
		tdev_init(&stranger, buses[i], NULL, "stranger", "else");

		/* Device first: it waits, unbound, for its driver. */
		assert_int_equal(device_register(&early.dev), 0);
		assert_int_equal(device_register(&stranger.dev), 0);
		assert_null(early.dev.driver);
		assert_int_equal(driver_register(&drv.drv), 0);
		assert_ptr_equal(early.dev.driver, &drv.drv);
		assert_ptr_equal(dev_get_drvdata(&early.dev), &drv);
		assert_null(stranger.dev.driver);
		assert_int_equal(drv.probes, 1);

		/* Driver first: the device binds as it is added. */
		assert_int_equal(device_register(&late.dev), 0);
		assert_ptr_equal(late.dev.driver, &drv.drv);
		assert_int_equal(drv.probes, 2);

		device_unregister(&early.dev);
		device_unregister(&late.dev);
		device_unregister(&stranger.dev);
		assert_int_equal(drv.removes, 2);
		driver_unregister(&drv.drv);
	}
	/* Only the bus with its own probe/remove went through them. */
	assert_int_equal(bus_probes, 2);
	assert_int_equal(bus_removes, 2);
}

static void test_device_attach_return_values(void **state)
{
	struct tdev m, u, r, f;
	struct tdrv drv;

	(void)state;
	tdrv_init(&drv, &test_bus, "attach-drv", "att");
	tdev_init(&m, &test_bus, NULL, "attach-me", "att");
	tdev_init(&u, &test_bus, NULL, "unmatched", "zzz");
	assert_int_equal(driver_register(&drv.drv), 0);
	assert_int_equal(device_register(&m.dev), 0);
	assert_int_equal(device_register(&u.dev), 0);

	assert_int_equal(device_attach(&m.dev), 1); /* already bound */
	assert_int_equal(drv.probes, 1);
	device_release_driver(&m.dev);
	assert_null(m.dev.driver);
	assert_int_equal(device_attach(&m.dev), 1);
	assert_ptr_equal(m.dev.driver, &drv.drv);
	assert_int_equal(drv.probes, 2);
	assert_int_equal(device_attach(&u.dev), 0);
	assert_null(u.dev.driver);

	/* Every matching probe failing is "no driver took it". */
	log_capture_start();
	drv.probe_ret = -EIO;
	tdev_init(&f, &test_bus, NULL, "fails", "att");
	assert_int_equal(device_register(&f.dev), 0);
	assert_null(f.dev.driver);
	assert_int_equal(device_attach(&f.dev), 0);
	assert_int_equal(drv.probes, 4);
	drv.probe_ret = 0;
	assert_int_equal(device_attach(&f.dev), 1);

	/* Not registered: never added, or deleted. */
	tdev_init(&r, &test_bus, NULL, "never", "att");
	device_initialize(&r.dev);
	assert_int_equal(device_attach(&r.dev), -ENODEV);
	put_device(&r.dev);
	device_del(&m.dev);
	assert_int_equal(device_attach(&m.dev), -ENODEV);
	assert_null(m.dev.driver);
	put_device(&m.dev);

	device_unregister(&u.dev);
	device_unregister(&f.dev);
	driver_unregister(&drv.drv);
	assert_int_equal(drv.removes, 3);
}

static void test_release_driver_attach_and_unregister(void **state)
{
	static const char *const names[] = { "r0", "r1", "r2" };
	struct tdrv drv, again;
	struct tdev d[3];
	int i;

	(void)state;
	tdrv_init(&drv, &plain_bus, "rel-drv", "rel");
	assert_int_equal(driver_register(&drv.drv), 0);
	for (i = 0; i < 3; i++) {
		tdev_init(&d[i], &plain_bus, NULL, names[i], "rel");
		assert_int_equal(device_register(&d[i].dev), 0);
		assert_ptr_equal(d[i].dev.driver, &drv.drv);
	}

	trace[0] = '\0';
	device_release_driver(&d[1].dev);
	assert_string_equal(trace, "r:rel-drv:r1");
	assert_null(d[1].dev.driver);
	assert_null(dev_get_drvdata(&d[1].dev));
	assert_true(device_is_registered(&d[1].dev));
	device_release_driver(&d[1].dev); /* unbound: nothing to do */
	assert_int_equal(drv.removes, 1);

	/* driver_attach() binds the unbound, leaves the bound alone. */
	trace[0] = '\0';
	assert_int_equal(driver_attach(&drv.drv), 0);
	assert_string_equal(trace, "p:rel-drv:r1");
	assert_ptr_equal(d[1].dev.driver, &drv.drv);

	/*
	 * driver_unregister() unbinds every device, newest registered first
	 * (r1, bound last, is not first: Linux would take it first); they
	 * stay registered.
	 */
	trace[0] = '\0';
	driver_unregister(&drv.drv);
	assert_string_equal(trace, "r:rel-drv:r2 r:rel-drv:r1 r:rel-drv:r0");
	assert_int_equal(drv.removes, 4);
	for (i = 0; i < 3; i++) {
		assert_null(d[i].dev.driver);
		assert_null(dev_get_drvdata(&d[i].dev));
		assert_true(device_is_registered(&d[i].dev));
	}
	assert_int_equal(driver_attach(&drv.drv), -EINVAL);

	/* Another driver takes them all as it registers. */
	tdrv_init(&again, &plain_bus, "rel-again", "rel");
	assert_int_equal(driver_register(&again.drv), 0);
	assert_int_equal(again.probes, 3);
	for (i = 0; i < 3; i++)
		device_unregister(&d[i].dev);
	assert_int_equal(again.removes, 3);
	driver_unregister(&again.drv);
}

static void test_drvdata_and_probe_errors(void **state)
{
	struct tdrv drv;
	struct tdev t;

	(void)state;
	tdrv_init(&drv, &test_bus, "picky", "pk");
	drv.probe_ret = -EIO;
	tdev_init(&t, &test_bus, NULL, "pk0", "pk");
	assert_int_equal(driver_register(&drv.drv), 0);
	log_capture_start();
	assert_int_equal(device_register(&t.dev), 0);
	assert_int_equal(drv.probes, 1);
	assert_null(t.dev.driver);
	assert_null(dev_get_drvdata(&t.dev)); /* probe had set it */
	assert_true(log_has(PLATDEV_LOG_ERR, "pk0", "picky", "-5", NULL));

	/* -ENODEV and -ENXIO: "not mine", logged at debug level only. */
	log_capture_start();
	drv.probe_ret = -ENXIO;
	assert_int_equal(device_attach(&t.dev), 0);
	drv.probe_ret = -ENODEV;
	assert_int_equal(device_attach(&t.dev), 0);
	assert_null(dev_get_drvdata(&t.dev));
	assert_false(log_has(PLATDEV_LOG_WARNING, NULL));
	assert_true(log_has(PLATDEV_LOG_DEBUG, "pk0", "picky", NULL));

	/* A positive return is a failure, and an error. */
	log_capture_start();
	drv.probe_ret = 1;
	assert_int_equal(device_attach(&t.dev), 0);
	assert_null(t.dev.driver);
	assert_null(dev_get_drvdata(&t.dev));
	assert_true(log_has(PLATDEV_LOG_ERR, "pk0", "picky", NULL));

	/* Bound, drvdata is the driver's until remove has run. */
	drv.probe_ret = 0;
	assert_int_equal(device_attach(&t.dev), 1);
	assert_ptr_equal(dev_get_drvdata(&t.dev), &drv);
	device_release_driver(&t.dev);
	assert_int_equal(drv.removes, 1);
	assert_null(dev_get_drvdata(&t.dev));

	device_unregister(&t.dev);
	driver_unregister(&drv.drv);
	assert_int_equal(drv.removes, 1);
}

static int note_bound(struct device *dev, void *data)
{
	(void)data;
	see(dev_name(dev));
	return 0;
}

static void test_rescan_and_driver_for_each_device(void **state)
{
	static const char *const names[] = { "q0", "q1", "q2" };
	struct tdev d[3], odd;
	struct tdrv drv;
	int i;

	(void)state;
	tdrv_init(&drv, &plain_bus, "rescan-drv", "rs");
	drv.probe_ret = -EAGAIN;
	assert_int_equal(driver_register(&drv.drv), 0);
	log_capture_start();
	for (i = 0; i < 3; i++) {
		tdev_init(&d[i], &plain_bus, NULL, names[i], "rs");
		assert_int_equal(device_register(&d[i].dev), 0);
		assert_null(d[i].dev.driver);
	}
	tdev_init(&odd, &plain_bus, NULL, "odd", "other");
	assert_int_equal(device_register(&odd.dev), 0);
	assert_int_equal(
		driver_for_each_device(&drv.drv, NULL, NULL, note_bound), 0);
	assert_string_equal(seen, "");

	/* What failed to probe gets another chance on a rescan. */
	drv.probe_ret = 0;
	assert_int_equal(bus_rescan_devices(&plain_bus), 0);
	for (i = 0; i < 3; i++)
		assert_ptr_equal(d[i].dev.driver, &drv.drv);
	assert_null(odd.dev.driver);
	assert_int_equal(drv.probes, 6);

	device_release_driver(&d[1].dev);
	assert_int_equal(
		driver_for_each_device(&drv.drv, NULL, NULL, note_bound), 0);
	assert_string_equal(seen, "q0 q2");

	driver_unregister(&drv.drv);
	assert_int_equal(driver_for_each_device(&drv.drv, NULL, NULL,
						note_bound),
			 -EINVAL);
	for (i = 0; i < 3; i++)
		device_unregister(&d[i].dev);
	device_unregister(&odd.dev);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_bind_in_either_order),
		T(test_device_attach_return_values),
		T(test_release_driver_attach_and_unregister),
		T(test_drvdata_and_probe_errors),
		T(test_rescan_and_driver_for_each_device),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
