// SPDX-License-Identifier: MIT
/*
 * test_initcall_ctor.c - module_platform_driver() with constructors (the
 * default): the driver is registered before main() runs, with no explicit
 * call, and platdev_run_initcalls() then has nothing left to do.
 */
#include <string.h>

#include <linux/module.h>
#include <linux/platform_device.h>

#include "testutil.h"

static int probes, removes;

static int ctor_probe(struct platform_device *pdev)
{
	(void)pdev;
	probes++;
	return 0;
}

static void ctor_remove(struct platform_device *pdev)
{
	(void)pdev;
	removes++;
}

static struct platform_driver ctor_drv = {
	.probe = ctor_probe,
	.remove_new = ctor_remove,
	.driver = { .name = "ic-ctor" },
};
module_platform_driver(ctor_drv);

static struct platform_device ctor_dev = {
	.name = "ic-ctor",
	.id = PLATFORM_DEVID_NONE,
};

/* Looked up by main() before any test ran. */
static struct device_driver *found_before_tests;

static struct device_driver *find(void)
{
	return driver_find("ic-ctor", &platform_bus_type);
}

static void test_registered_before_main(void **state)
{
	(void)state;
	assert_ptr_equal(found_before_tests, &ctor_drv.driver);
	assert_ptr_equal(find(), &ctor_drv.driver);
	assert_int_equal(platform_drivers_named("ic-ctor"), 1);
}

static void test_binds_devices(void **state)
{
	(void)state;
	probes = removes = 0;
	assert_int_equal(platform_device_register(&ctor_dev), 0);
	assert_ptr_equal(ctor_dev.dev.driver, &ctor_drv.driver);
	assert_int_equal(probes, 1);
	platform_device_unregister(&ctor_dev);
	assert_int_equal(removes, 1);
}

static void test_explicit_run_does_not_register_again(void **state)
{
	(void)state;
	log_capture_start();
	assert_int_equal(platdev_run_initcalls(), 0);
	assert_false(log_has(PLATDEV_LOG_ERR, NULL));
	log_capture_stop();
	assert_int_equal(platform_drivers_named("ic-ctor"), 1);
}

static void test_exit_and_init_again(void **state)
{
	(void)state;
	probes = removes = 0;
	assert_int_equal(platform_device_register(&ctor_dev), 0);
	platdev_run_exitcalls();
	assert_null(find());
	assert_int_equal(removes, 1);
	assert_null(ctor_dev.dev.driver);

	assert_int_equal(platdev_run_initcalls(), 0);
	assert_ptr_equal(find(), &ctor_drv.driver);
	assert_ptr_equal(ctor_dev.dev.driver, &ctor_drv.driver);
	assert_int_equal(probes, 2);
	platform_device_unregister(&ctor_dev);
	assert_int_equal(removes, 2);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_registered_before_main),
		cmocka_unit_test(test_binds_devices),
		cmocka_unit_test(test_explicit_run_does_not_register_again),
		cmocka_unit_test(test_exit_and_init_again),
	};

	found_before_tests = find();
	return cmocka_run_group_tests(tests, NULL, NULL);
}
