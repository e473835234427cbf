// SPDX-License-Identifier: MIT
/*
 * test_initcall.c - module_init() records run by platdev_run_initcalls(),
 * for systems whose start-up code runs no constructors.
 *
 * Built with PLATDEV_NO_CONSTRUCTORS, so nothing here runs before main():
 * a module_platform_driver(), a builtin_platform_driver() and a plain
 * module_init() that can be made to fail, all in this one translation unit
 * (one "module"). Each test starts from nothing registered and nothing run;
 * the teardown runs the exit calls and unregisters the built-in driver.
 */
#define PLATDEV_NO_CONSTRUCTORS

#include <string.h>

#include <linux/init.h>
#include <linux/module.h>
#include <linux/platform_device.h>

#include "testutil.h"

static int mod_probes, mod_removes, bi_probes, flaky_calls, flaky_ret;

static int mod_probe(struct platform_device *pdev)
{
	(void)pdev;
	mod_probes++;
	return 0;
}

static void mod_remove(struct platform_device *pdev)
{
	(void)pdev;
	mod_removes++;
}

static struct platform_driver mod_drv = {
	.probe = mod_probe,
	.remove_new = mod_remove,
	.driver = { .name = "ic-module" },
};
/* Written as many Linux files are: no semicolon, metadata straight after. */
module_platform_driver(mod_drv) MODULE_LICENSE("GPL");

static int bi_probe(struct platform_device *pdev)
{
	(void)pdev;
	bi_probes++;
	return 0;
}

static struct platform_driver bi_drv = {
	.probe = bi_probe,
	.driver = { .name = "ic-builtin" },
};
builtin_platform_driver(bi_drv);

static int flaky_init(void)
{
	flaky_calls++;
	return flaky_ret;
}
module_init(flaky_init);

static struct platform_driver nosemi_drv = {
	.driver = { .name = "ic-nosemi" },
};
builtin_platform_driver(nosemi_drv)

	/* Built-in initcalls of the levels Linux's providers use. */
	static int level_calls;

static int core_level(void)
{
	level_calls++;
	return 0;
}
core_initcall(core_level);

static int subsys_sync_level(void)
{
	level_calls += 10;
	return 0;
}
subsys_initcall_sync(subsys_sync_level);

static int late_sync_level(void)
{
	level_calls += 100;
	return 0;
}
late_initcall_sync(late_sync_level)

	static struct platform_device mod_dev = {
		.name = "ic-module",
		.id = PLATFORM_DEVID_NONE,
	};

static struct platform_device bi_dev = {
	.name = "ic-builtin",
	.id = 1,
};

static struct device_driver *find(const char *name)
{
	return driver_find(name, &platform_bus_type);
}

static int level_at_setup;

static int setup(void **state)
{
	(void)state;
	/* Set and put back: reads the log level. */
	level_at_setup = platdev_set_log_level(PLATDEV_LOG_INFO);
	platdev_set_log_level(level_at_setup);
	mod_probes = mod_removes = bi_probes = flaky_calls = flaky_ret = 0;
	/* Nothing ran yet, or the last teardown undid the module's part. */
	if (find("ic-module"))
		return -1;
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	log_capture_stop();
	platdev_set_log_level(level_at_setup);
	/*
	 * Unregisters the module's driver and lets its init calls run again;
	 * the built-in driver stays, as built-in drivers do.
	 */
	platdev_run_exitcalls();
	return 0;
}

static void test_every_initcall_level_runs_once(void **state)
{
	(void)state;
	assert_int_equal(platdev_run_initcalls(), 0);
	assert_int_equal(level_calls, 111);
	assert_ptr_equal(find("ic-nosemi"), &nosemi_drv.driver);

	/* Built-in levels have no exit: they do not run again. */
	platdev_run_exitcalls();
	assert_int_equal(platdev_run_initcalls(), 0);
	assert_int_equal(level_calls, 111);
	assert_ptr_equal(find("ic-nosemi"), &nosemi_drv.driver);
}

static void test_nothing_registered_before_run(void **state)
{
	(void)state;
	assert_null(find("ic-module"));
	assert_null(find("ic-builtin"));
	assert_int_equal(flaky_calls, 0);

	assert_int_equal(platform_device_register(&mod_dev), 0);
	assert_null(mod_dev.dev.driver);

	assert_int_equal(platdev_run_initcalls(), 0);
	assert_ptr_equal(find("ic-module"), &mod_drv.driver);
	assert_ptr_equal(find("ic-builtin"), &bi_drv.driver);
	assert_int_equal(flaky_calls, 1);
	assert_ptr_equal(mod_dev.dev.driver, &mod_drv.driver);
	assert_int_equal(mod_probes, 1);

	assert_int_equal(platform_device_register(&bi_dev), 0);
	assert_ptr_equal(bi_dev.dev.driver, &bi_drv.driver);
	assert_int_equal(bi_probes, 1);

	platform_device_unregister(&mod_dev);
	platform_device_unregister(&bi_dev);
	assert_int_equal(mod_removes, 1);
}

static void test_running_twice_registers_once(void **state)
{
	(void)state;
	log_capture_start();
	assert_int_equal(platdev_run_initcalls(), 0);
	assert_int_equal(platdev_run_initcalls(), 0);
	assert_false(log_has(PLATDEV_LOG_ERR, NULL));
	assert_int_equal(flaky_calls, 1);
	assert_int_equal(platform_drivers_named("ic-module"), 1);
	assert_int_equal(platform_drivers_named("ic-builtin"), 1);

	assert_int_equal(platform_device_register(&mod_dev), 0);
	assert_int_equal(mod_probes, 1);
	platform_device_unregister(&mod_dev);
}

static void test_exitcalls_unregister_module_driver(void **state)
{
	(void)state;
	assert_int_equal(platdev_run_initcalls(), 0);
	assert_int_equal(platform_device_register(&mod_dev), 0);
	assert_int_equal(platform_device_register(&bi_dev), 0);
	assert_int_equal(mod_probes, 1);

	/* module_exit() of module_platform_driver() unregisters it. */
	platdev_run_exitcalls();
	assert_int_equal(mod_removes, 1);
	assert_null(mod_dev.dev.driver);
	assert_true(device_is_registered(&mod_dev.dev));
	assert_null(find("ic-module"));
	/* builtin_platform_driver() has no exit. */
	assert_ptr_equal(find("ic-builtin"), &bi_drv.driver);
	assert_ptr_equal(bi_dev.dev.driver, &bi_drv.driver);

	/* The module can be "loaded" again (for the return value and the
	 * built-in driver, see the next test). */
	log_capture_start();
	platdev_run_initcalls();
	assert_ptr_equal(find("ic-module"), &mod_drv.driver);
	assert_ptr_equal(mod_dev.dev.driver, &mod_drv.driver);
	assert_int_equal(mod_probes, 2);
	assert_int_equal(platform_drivers_named("ic-module"), 1);
	assert_int_equal(platform_drivers_named("ic-builtin"), 1);

	platdev_run_exitcalls();
	assert_int_equal(mod_removes, 2);
	assert_null(find("ic-module"));

	platform_device_unregister(&mod_dev);
	platform_device_unregister(&bi_dev);
	assert_int_equal(mod_removes, 2);
}

/*
 * A later platdev_run_initcalls() after the exit calls re-runs the
 * module's init calls. The built-in driver of the same file was never
 * unregistered (it has no exit), so running its registration again must
 * not happen: the second run should succeed quietly.
 */
static void test_reinit_leaves_builtin_driver_alone(void **state)
{
	(void)state;
	assert_int_equal(platdev_run_initcalls(), 0);
	platdev_run_exitcalls();
	assert_null(find("ic-module"));
	assert_ptr_equal(find("ic-builtin"), &bi_drv.driver);

	log_capture_start();
	assert_int_equal(platdev_run_initcalls(), 0);
	assert_false(log_has(PLATDEV_LOG_ERR, NULL));
	assert_ptr_equal(find("ic-module"), &mod_drv.driver);
	assert_ptr_equal(find("ic-builtin"), &bi_drv.driver);
}

static void test_failing_init_is_reported(void **state)
{
	(void)state;
	flaky_ret = -EIO;
	log_capture_start();
	assert_int_equal(platdev_run_initcalls(), -EIO);
	assert_true(log_has(PLATDEV_LOG_ERR, "flaky_init", "-5", NULL));
	assert_int_equal(flaky_calls, 1);
	/* The other init calls still ran. */
	assert_ptr_equal(find("ic-module"), &mod_drv.driver);
	assert_ptr_equal(find("ic-builtin"), &bi_drv.driver);

	/* It ran once: a second run neither repeats nor reports it. */
	log_capture_start();
	assert_int_equal(platdev_run_initcalls(), 0);
	assert_int_equal(flaky_calls, 1);
	assert_false(log_has(PLATDEV_LOG_ERR, NULL));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
#define T(fn) cmocka_unit_test_setup_teardown(fn, setup, teardown)
		T(test_nothing_registered_before_run),
		T(test_running_twice_registers_once),
		T(test_exitcalls_unregister_module_driver),
		T(test_reinit_leaves_builtin_driver_alone),
		T(test_failing_init_is_reported),
		T(test_every_initcall_level_runs_once),
#undef T
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
