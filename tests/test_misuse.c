// SPDX-License-Identifier: MIT
/*
 * test_misuse.c - API misuse that must be refused with an error and a log
 * line, never a deadlock, a crash or a silent success: unregistering from
 * inside one's own probe or remove, and tables that do not match their
 * counts.
 */
#include <string.h>

#include <linux/platform_device.h>

#include "testutil.h"

/* What the probe of "selfish" does to itself. */
enum self_harm {
	UNREGISTER_DRIVER,
	UNREGISTER_DEVICE,
	DELETE_DEVICE,
	RELEASE_DRIVER,
	UNREGISTER_PARENT,
	UNREGISTER_OTHER, /* a device it does not run for: allowed */
};

static enum self_harm harm;
static struct platform_device parent_dev = {
	.name = "selfish-parent",
	.id = PLATFORM_DEVID_NONE,
};
static struct platform_device self_dev = {
	.name = "selfish",
	.id = PLATFORM_DEVID_NONE,
};
static struct platform_device *other_dev;
static struct platform_driver self_driver;

static void do_harm(struct platform_device *pdev)
{
	switch (harm) {
	case UNREGISTER_DRIVER:
		platform_driver_unregister(&self_driver);
		break;
	case UNREGISTER_DEVICE:
		platform_device_unregister(pdev);
		break;
	case DELETE_DEVICE:
		device_del(&pdev->dev);
		break;
	case RELEASE_DRIVER:
		device_release_driver(&pdev->dev);
		break;
	case UNREGISTER_PARENT:
		platform_device_unregister(&parent_dev);
		break;
	case UNREGISTER_OTHER:
		platform_device_unregister(other_dev);
		other_dev = NULL;
		break;
	}
}

static bool harm_in_remove;

static int self_probe(struct platform_device *pdev)
{
	if (!harm_in_remove)
		do_harm(pdev);
	return 0;
}

static void self_remove(struct platform_device *pdev)
{
	if (harm_in_remove)
		do_harm(pdev);
}

static struct platform_driver self_driver = {
	.probe = self_probe,
	.remove_new = self_remove,
	.driver = { .name = "selfish" },
};

/* Register the pair, the device under the parent, with @h done in probe. */
static void setup(enum self_harm h, bool in_remove)
{
	harm = h;
	harm_in_remove = in_remove;
	assert_int_equal(platform_device_register(&parent_dev), 0);
	self_dev.dev.parent = &parent_dev.dev;
	log_capture_start();
	assert_int_equal(platform_driver_register(&self_driver), 0);
	assert_int_equal(platform_device_register(&self_dev), 0);
}

static void teardown(void)
{
	harm_in_remove = false; /* the unregistering below is ours */
	platform_device_unregister(&self_dev);
	platform_driver_unregister(&self_driver);
	platform_device_unregister(&parent_dev);
	log_capture_stop();
	assert_int_equal(platform_drivers_named("selfish"), 0);
}

static void check_refused(const char *fn)
{
	assert_true(log_has(PLATDEV_LOG_ERR, fn, "selfish", "-EDEADLK", NULL));
}

static void test_driver_unregisters_itself_in_probe(void **state)
{
	(void)state;
	setup(UNREGISTER_DRIVER, false);
	check_refused("driver_unregister");
	/* Refused, so still registered and bound. */
	assert_int_equal(platform_drivers_named("selfish"), 1);
	assert_ptr_equal(self_dev.dev.driver, &self_driver.driver);
	teardown();
}

static void test_device_unregisters_itself_in_probe(void **state)
{
	(void)state;
	setup(UNREGISTER_DEVICE, false);
	check_refused("platform_device_unregister");
	assert_true(device_is_registered(&self_dev.dev));
	assert_ptr_equal(self_dev.dev.driver, &self_driver.driver);
	teardown();
}

static void test_device_deletes_itself_in_probe(void **state)
{
	(void)state;
	setup(DELETE_DEVICE, false);
	check_refused("device_del");
	assert_true(device_is_registered(&self_dev.dev));
	teardown();
}

static void test_device_releases_its_driver_in_probe(void **state)
{
	(void)state;
	setup(RELEASE_DRIVER, false);
	check_refused("device_release_driver");
	assert_ptr_equal(self_dev.dev.driver, &self_driver.driver);
	teardown();
}

/* The parent's deletion would delete the probing device first. */
static void test_child_unregisters_its_parent_in_probe(void **state)
{
	(void)state;
	setup(UNREGISTER_PARENT, false);
	assert_true(log_has(PLATDEV_LOG_ERR, "platform_device_unregister",
			    "selfish-parent", "-EDEADLK", NULL));
	assert_true(device_is_registered(&parent_dev.dev));
	teardown();
}

static void test_device_unregisters_itself_in_remove(void **state)
{
	(void)state;
	setup(UNREGISTER_DEVICE, true);
	device_release_driver(&self_dev.dev);
	check_refused("platform_device_unregister");
	assert_true(device_is_registered(&self_dev.dev));
	assert_null(self_dev.dev.driver);
	teardown();
}

/* A probe may unregister a device it does not run for. */
static void test_probe_unregisters_another_device(void **state)
{
	(void)state;
	other_dev = platform_device_register_simple("other", -1, NULL, 0);
	assert_false(IS_ERR(other_dev));
	setup(UNREGISTER_OTHER, false);
	assert_null(other_dev);
	assert_false(log_has(PLATDEV_LOG_ERR, "-EDEADLK", NULL));
	assert_ptr_equal(self_dev.dev.driver, &self_driver.driver);
	teardown();
}

static void test_resources_without_a_table(void **state)
{
	struct platform_device *pdev = platform_device_alloc("no-table", -1);
	struct resource one = DEFINE_RES_MEM(0x1000, 0x10);

	(void)state;
	assert_non_null(pdev);
	assert_int_equal(platform_device_add_resources(pdev, &one, 1), 0);
	log_capture_start();
	assert_int_equal(platform_device_add_resources(pdev, NULL, 3), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "platform_device_add_resources",
			    "no-table", NULL));
	log_capture_stop();
	/* The old table stays. */
	assert_int_equal(pdev->num_resources, 1);
	assert_int_equal(pdev->resource[0].start, 0x1000);
	assert_int_equal(platform_device_add_resources(pdev, NULL, 0), 0);
	assert_int_equal(pdev->num_resources, 0);
	assert_int_equal(platform_device_add_resources(NULL, &one, 1), -EINVAL);
	platform_device_put(pdev);
}

/* A static device still referenced after its unregistration cannot be
 * registered again until the last reference goes. */
static void test_reregister_while_referenced(void **state)
{
	static struct platform_device dev = { .name = "held", .id = 3 };

	(void)state;
	assert_int_equal(platform_device_register(&dev), 0);
	assert_int_equal(platform_device_register(&dev), -EBUSY);
	get_device(&dev.dev);
	platform_device_unregister(&dev);
	log_capture_start();
	assert_int_equal(platform_device_register(&dev), -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "platform_device_register",
			    "held.3", "referenced", NULL));
	log_capture_stop();
	put_device(&dev.dev);
	assert_int_equal(platform_device_register(&dev), 0);
	assert_true(device_is_registered(&dev.dev));
	platform_device_unregister(&dev);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_driver_unregisters_itself_in_probe),
		cmocka_unit_test(test_device_unregisters_itself_in_probe),
		cmocka_unit_test(test_device_deletes_itself_in_probe),
		cmocka_unit_test(test_device_releases_its_driver_in_probe),
		cmocka_unit_test(test_child_unregisters_its_parent_in_probe),
		cmocka_unit_test(test_device_unregisters_itself_in_remove),
		cmocka_unit_test(test_probe_unregisters_another_device),
		cmocka_unit_test(test_resources_without_a_table),
		cmocka_unit_test(test_reregister_while_referenced),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
