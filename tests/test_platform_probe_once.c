// SPDX-License-Identifier: MIT
/*
 * test_platform_probe_once.c - module_platform_driver_probe() and
 * builtin_platform_driver_probe(): platform_driver_probe() run from the
 * init calls, binding devices present then and none registered later;
 * with no device the init call fails with -ENODEV and the driver is gone.
 *
 * Built with PLATDEV_NO_CONSTRUCTORS, so nothing runs before
 * platdev_run_initcalls().
 */
#define PLATDEV_NO_CONSTRUCTORS

#include <linux/init.h>
#include <linux/module.h>
#include <linux/platform_device.h>

#include "testutil.h"

static int probes, removes;

static int once_probe(struct platform_device *pdev)
{
	(void)pdev;
	probes++;
	return 0;
}

static void once_remove(struct platform_device *pdev)
{
	(void)pdev;
	removes++;
}

static struct platform_driver mod_drv = {
	.remove_new = once_remove,
	.driver = { .name = "po-module" },
};
module_platform_driver_probe(mod_drv, once_probe);

static struct platform_driver bi_drv = {
	.driver = { .name = "po-builtin" },
};
builtin_platform_driver_probe(bi_drv, once_probe);

static struct device_driver *find(const char *name)
{
	return driver_find(name, &platform_bus_type);
}

static void test_probe_once_macros(void **state)
{
	struct platform_device *now, *later, *bi;

	(void)state;
	now = platform_device_register_simple("po-module", 1, NULL, 0);
	assert_false(IS_ERR(now));
	assert_null(now->dev.driver);

	/* The built-in driver finds no device: its init call fails. */
	log_capture_start();
	assert_int_equal(platdev_run_initcalls(), -ENODEV);
	log_capture_stop();
	assert_ptr_equal(mod_drv.probe, once_probe);
	assert_ptr_equal(now->dev.driver, &mod_drv.driver);
	assert_int_equal(probes, 1);
	assert_null(find("po-builtin"));

	/* Devices registered afterwards are never bound. */
	later = platform_device_register_simple("po-module", 2, NULL, 0);
	assert_false(IS_ERR(later));
	assert_null(later->dev.driver);
	bi = platform_device_register_simple("po-builtin", -1, NULL, 0);
	assert_false(IS_ERR(bi));
	assert_null(bi->dev.driver);
	assert_int_equal(probes, 1);

	/* The module's exit unregisters it. */
	platdev_run_exitcalls();
	assert_int_equal(removes, 1);
	assert_null(now->dev.driver);
	assert_null(find("po-module"));

	platform_device_unregister(now);
	platform_device_unregister(later);
	platform_device_unregister(bi);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_probe_once_macros),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
