// SPDX-License-Identifier: MIT
/*
 * test_core_driver.c - registering drivers: every error code, names per
 * bus (not match keys), walking a bus's drivers, and dev_driver_string().
 */
#include <string.h>

#include "testutil_core.h"

static int visit_drv(struct device_driver *drv, void *stop)
{
	see(drv->name);
	return stop && strcmp(drv->name, stop) == 0 ? 9 : 0;
}

static void test_bus_for_each_drv(void **state)
{
	struct tdrv a, b, c, p;

	(void)state;
	assert_int_equal(bus_for_each_drv(&test_bus, NULL, "x", visit_drv), 0);
	assert_string_equal(seen, "");
	tdrv_init(&a, &test_bus, "drv-a", NULL);
	tdrv_init(&b, &test_bus, "drv-b", NULL);
	tdrv_init(&c, &test_bus, "drv-c", NULL);
	tdrv_init(&p, &plain_bus, "drv-p", NULL);
	assert_int_equal(driver_register(&a.drv), 0);
	assert_int_equal(driver_register(&b.drv), 0);
	assert_int_equal(driver_register(&c.drv), 0);
	assert_int_equal(driver_register(&p.drv), 0);

	assert_int_equal(bus_for_each_drv(&test_bus, NULL, NULL, visit_drv), 0);
	assert_string_equal(seen, "drv-a drv-b drv-c");
	seen[0] = '\0';
	assert_int_equal(bus_for_each_drv(&test_bus, &a.drv, NULL, visit_drv),
			 0);
	assert_string_equal(seen, "drv-b drv-c");
	seen[0] = '\0';
	assert_int_equal(bus_for_each_drv(&test_bus, NULL, "drv-b", visit_drv),
			 9);
	assert_string_equal(seen, "drv-a drv-b");
	seen[0] = '\0';
	assert_int_equal(bus_for_each_drv(&plain_bus, NULL, NULL, visit_drv),
			 0);
	assert_string_equal(seen, "drv-p");

	seen[0] = '\0';
	driver_unregister(&b.drv);
	assert_int_equal(bus_for_each_drv(&test_bus, NULL, NULL, visit_drv), 0);
	assert_string_equal(seen, "drv-a drv-c");

	driver_unregister(&a.drv);
	driver_unregister(&c.drv);
	driver_unregister(&p.drv);
}

static void test_driver_register_errors(void **state)
{
	struct bus_type gone = { .name = "gonebus", .match = tmatch };
	struct tdrv d, twin, other, bad, keyed, named;
	int n = 0;

	(void)state;
	log_capture_start();
	tdrv_init(&bad, &test_bus, NULL, NULL);
	assert_int_equal(driver_register(&bad.drv), -EINVAL);
	tdrv_init(&bad, &test_bus, "", NULL);
	assert_int_equal(driver_register(&bad.drv), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, NULL));
	log_capture_start();
	tdrv_init(&bad, NULL, "busless-drv", NULL);
	assert_int_equal(driver_register(&bad.drv), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "busless-drv", NULL));
	assert_int_equal(bus_register(&gone), 0);
	bus_unregister(&gone);
	log_capture_start();
	tdrv_init(&bad, &gone, "orphan-drv", NULL);
	assert_int_equal(driver_register(&bad.drv), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "orphan-drv", NULL));
	assert_false(bad.drv.p.registered);

	tdrv_init(&d, &test_bus, "the-drv", NULL);
	assert_int_equal(driver_register(&d.drv), 0);
	assert_ptr_equal(driver_find("the-drv", &test_bus), &d.drv);
	log_capture_start();
	assert_int_equal(driver_register(&d.drv), -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "the-drv", NULL));
	tdrv_init(&twin, &test_bus, "the-drv", NULL);
	assert_int_equal(driver_register(&twin.drv), -EBUSY);
	assert_ptr_equal(driver_find("the-drv", &test_bus), &d.drv);
	assert_int_equal(bus_for_each_drv(&test_bus, NULL, &n, count_driver),
			 0);
	assert_int_equal(n, 1);

	/* Names are per bus. */
	tdrv_init(&other, &plain_bus, "the-drv", NULL);
	assert_int_equal(driver_register(&other.drv), 0);
	assert_ptr_equal(driver_find("the-drv", &plain_bus), &other.drv);
	assert_ptr_equal(driver_find("the-drv", &test_bus), &d.drv);
	assert_null(driver_find("no-such-drv", &test_bus));

	/* driver_find() looks up names, not match keys; a name may equal
	 * another driver's key. */
	tdrv_init(&keyed, &test_bus, "keyed-drv", "the-key");
	assert_int_equal(driver_register(&keyed.drv), 0);
	assert_null(driver_find("the-key", &test_bus));
	tdrv_init(&named, &test_bus, "the-key", NULL);
	assert_int_equal(driver_register(&named.drv), 0);
	assert_ptr_equal(driver_find("the-key", &test_bus), &named.drv);
	driver_unregister(&named.drv);
	driver_unregister(&keyed.drv);

	/* Unregistered, the name is free; unregistering twice is an error. */
	driver_unregister(&d.drv);
	assert_null(driver_find("the-drv", &test_bus));
	log_capture_start();
	driver_unregister(&d.drv);
	assert_true(log_has(PLATDEV_LOG_ERR, "the-drv", NULL));
	assert_int_equal(driver_register(&twin.drv), 0);
	assert_ptr_equal(driver_find("the-drv", &test_bus), &twin.drv);
	driver_unregister(&twin.drv);
	driver_unregister(&other.drv);
}

static void test_dev_driver_string(void **state)
{
	struct tdev t, loose;
	struct tdrv drv;

	(void)state;
	tdev_init(&t, &test_bus, NULL, "named", "ds");
	assert_int_equal(device_register(&t.dev), 0);
	assert_string_equal(dev_driver_string(&t.dev), "testbus");
	tdrv_init(&drv, &test_bus, "ds-drv", "ds");
	assert_int_equal(driver_register(&drv.drv), 0);
	assert_string_equal(dev_driver_string(&t.dev), "ds-drv");
	driver_unregister(&drv.drv);
	assert_string_equal(dev_driver_string(&t.dev), "testbus");
	device_unregister(&t.dev);

	tdev_init(&loose, NULL, NULL, "loose", NULL);
	device_initialize(&loose.dev);
	assert_string_equal(dev_driver_string(&loose.dev), "");
	put_device(&loose.dev);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_bus_for_each_drv),
		T(test_driver_register_errors),
		T(test_dev_driver_string),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
