// SPDX-License-Identifier: MIT
/*
 * test_platform_generations.c - drivers written for different generations
 * of Linux's driver API (linux/version.h) bind and unbind side by side: one
 * source built for 6.10 and for 6.12, a 6.13 driver, a 6.11 driver that
 * sets .remove_new. Each is built with -Wall -Wextra -Werror.
 */
#include <linux/version.h>

#include "generations/era_driver.h"
#include "testutil_platform.h"

static void bind_unbind(struct platform_driver *drv, const char *name,
			struct era_record *rec, long version)
{
	struct platform_device *pdev = platform_device_register_simple(
		name, PLATFORM_DEVID_NONE, NULL, 0);

	assert_false(IS_ERR(pdev));
	assert_int_equal(platform_driver_register(drv), 0);
	assert_int_equal(rec->probes, 1);
	assert_int_equal(rec->version, version);
	platform_device_unregister(pdev);
	assert_int_equal(rec->removes, 1);
	platform_driver_unregister(drv);
}

static void test_one_source_two_generations(void **state)
{
	(void)state;
	bind_unbind(&era_old_driver, "era-old", &era_old_record,
		    KERNEL_VERSION(6, 10, 0));
	bind_unbind(&era_new_driver, "era-new", &era_new_record,
		    KERNEL_VERSION(6, 12, 0));
}

static void test_later_generations(void **state)
{
	(void)state;
	bind_unbind(&era_613_driver, "era-613", &era_613_record,
		    KERNEL_VERSION(6, 13, 0));
	bind_unbind(&era_remove_new_driver, "era-remove-new",
		    &era_remove_new_record, KERNEL_VERSION(6, 11, 0));
}

static void test_version_macros(void **state)
{
	(void)state;
	assert_int_equal(KERNEL_VERSION(6, 12, 0), 0x060c00);
	/* A sublevel past 255 saturates, as Linux's does. */
	assert_int_equal(KERNEL_VERSION(4, 9, 337), 0x0409ff);
	assert_int_equal(LINUX_VERSION_CODE, KERNEL_VERSION(6, 10, 0));
	assert_int_equal(LINUX_VERSION_MAJOR, 6);
	assert_int_equal(LINUX_VERSION_PATCHLEVEL, 10);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_one_source_two_generations,
						platform_setup,
						platform_teardown),
		cmocka_unit_test_setup_teardown(test_later_generations,
						platform_setup,
						platform_teardown),
		cmocka_unit_test(test_version_macros),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
