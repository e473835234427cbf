// SPDX-License-Identifier: MIT
/*
 * test_core_bus.c - buses: registering and unregistering them (refused
 * while devices or drivers are on them), walking their devices (also when
 * the callback unregisters what it visits) and finding a device on them.
 */
#include <string.h>

#include <linux/of.h>

#include "testutil_core.h"

/* Visit: record the name; stop with 7 at the device named @stop. */
static int visit_dev(struct device *dev, void *stop)
{
	see(dev_name(dev));
	return stop && strcmp(dev_name(dev), stop) == 0 ? 7 : 0;
}

static int name_is(struct device *dev, const void *name)
{
	return strcmp(dev_name(dev), name) == 0;
}

static int any_device(struct device *dev, const void *data)
{
	(void)dev;
	(void)data;
	return 1;
}

static void test_bus_register_errors(void **state)
{
	struct bus_type nameless = { .match = tmatch };
	struct bus_type empty = { .name = "", .match = tmatch };
	struct bus_type twin = { .name = "testbus", .match = tmatch };
	struct bus_type other = { .name = "otherbus", .match = tmatch };
	struct tdev t;
	struct tdrv d;
	int n = 0;

	(void)state;
	log_capture_start();
	assert_int_equal(bus_register(&nameless), -EINVAL);
	assert_int_equal(bus_register(&empty), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, NULL));

	log_capture_start();
	assert_int_equal(bus_register(&test_bus), -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "testbus", NULL));
	assert_int_equal(bus_register(&twin), -EBUSY);
	assert_null(twin.p);

	/* The registered bus is untouched by both refusals. */
	tdev_init(&t, &test_bus, NULL, "still-here", NULL);
	assert_int_equal(device_register(&t.dev), 0);
	assert_int_equal(bus_device_count(&test_bus), 1);
	device_unregister(&t.dev);
	assert_int_equal(t.releases, 1);

	/* An unregistered bus takes no devices or drivers and has no lists. */
	assert_int_equal(bus_register(&other), 0);
	bus_unregister(&other);
	log_capture_start();
	tdev_init(&t, &other, NULL, "stray", "k");
	assert_int_equal(device_register(&t.dev), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "stray", NULL));
	put_device(&t.dev);
	assert_int_equal(t.releases, 1);
	tdrv_init(&d, &other, "stray-drv", NULL);
	assert_int_equal(driver_register(&d.drv), -EINVAL);
	assert_int_equal(bus_for_each_dev(&other, NULL, &n, count_device),
			 -EINVAL);
	assert_int_equal(bus_for_each_drv(&other, NULL, &n, count_driver),
			 -EINVAL);
	assert_int_equal(n, 0);
	assert_null(bus_find_device_by_name(&other, NULL, "stray"));
	assert_null(driver_find("stray-drv", &other));

	/* Unregistering it again is an error; registering it again works. */
	log_capture_start();
	bus_unregister(&other);
	assert_true(log_has(PLATDEV_LOG_ERR, "otherbus", NULL));
	assert_int_equal(bus_register(&other), 0);
	bus_unregister(&other);
}

static void test_bus_unregister_refuses_while_in_use(void **state)
{
	struct bus_type scratch = { .name = "scratchbus", .match = tmatch };
	struct device *found;
	struct tdev t;
	struct tdrv d;

	(void)state;
	assert_int_equal(bus_register(&scratch), 0);
	tdev_init(&t, &scratch, NULL, "busy", NULL);
	assert_int_equal(device_register(&t.dev), 0);

	log_capture_start();
	bus_unregister(&scratch);
	assert_true(log_has(PLATDEV_LOG_ERR, "scratchbus", NULL));
	/* Still registered, its device still on it. */
	assert_int_equal(bus_register(&scratch), -EBUSY);
	found = bus_find_device_by_name(&scratch, NULL, "busy");
	assert_ptr_equal(found, &t.dev);
	put_device(found);
	device_unregister(&t.dev);

	tdrv_init(&d, &scratch, "busy-drv", NULL);
	assert_int_equal(driver_register(&d.drv), 0);
	log_capture_start();
	bus_unregister(&scratch);
	assert_true(log_has(PLATDEV_LOG_ERR, "scratchbus", NULL));
	assert_ptr_equal(driver_find("busy-drv", &scratch), &d.drv);
	driver_unregister(&d.drv);

	/* Empty now: it goes, silently. */
	log_capture_start();
	bus_unregister(&scratch);
	assert_false(log_has(PLATDEV_LOG_ERR, NULL));
	assert_null(driver_find("busy-drv", &scratch));
	assert_true(bus_is_gone(&scratch));
}

static void test_bus_for_each_dev(void **state)
{
	static const char *const names[] = { "w0", "w1", "w2", "w3", "w4" };
	struct tdev d[5];
	int i;

	(void)state;
	assert_int_equal(bus_for_each_dev(&test_bus, NULL, NULL, visit_dev), 0);
	assert_string_equal(seen, "");
	for (i = 0; i < 5; i++) {
		tdev_init(&d[i], &test_bus, NULL, names[i], NULL);
		assert_int_equal(device_register(&d[i].dev), 0);
	}

	assert_int_equal(bus_for_each_dev(&test_bus, NULL, NULL, visit_dev), 0);
	assert_string_equal(seen, "w0 w1 w2 w3 w4");
	seen[0] = '\0';
	assert_int_equal(
		bus_for_each_dev(&test_bus, &d[1].dev, NULL, visit_dev), 0);
	assert_string_equal(seen, "w2 w3 w4");
	seen[0] = '\0';
	assert_int_equal(bus_for_each_dev(&test_bus, NULL, "w2", visit_dev), 7);
	assert_string_equal(seen, "w0 w1 w2");
	seen[0] = '\0';
	assert_int_equal(
		bus_for_each_dev(&test_bus, &d[2].dev, "w3", visit_dev), 7);
	assert_string_equal(seen, "w3");
	seen[0] = '\0';
	assert_int_equal(
		bus_for_each_dev(&test_bus, &d[4].dev, NULL, visit_dev), 0);
	assert_string_equal(seen, "");
	assert_int_equal(bus_for_each_dev(&plain_bus, NULL, NULL, visit_dev),
			 0);
	assert_string_equal(seen, "");

	/* Unregistered devices are no longer visited. */
	device_unregister(&d[3].dev);
	assert_int_equal(bus_for_each_dev(&test_bus, NULL, NULL, visit_dev), 0);
	assert_string_equal(seen, "w0 w1 w2 w4");

	for (i = 0; i < 5; i++)
		if (i != 3)
			device_unregister(&d[i].dev);
	for (i = 0; i < 5; i++)
		assert_int_equal(d[i].releases, 1);
}

static struct tdev walk_devs[5];

/* At w1, unregister w1 itself and the device after it. */
static int unregister_self_and_next(struct device *dev, void *data)
{
	(void)data;
	see(dev_name(dev));
	if (dev == &walk_devs[1].dev) {
		device_unregister(dev);
		/* The walk still holds a reference on the device it gave us. */
		assert_int_equal(walk_devs[1].releases, 0);
		device_unregister(&walk_devs[2].dev);
		assert_int_equal(walk_devs[2].releases, 1);
	}
	return 0;
}

static void test_bus_for_each_dev_callback_unregisters(void **state)
{
	static const char *const names[] = { "u0", "u1", "u2", "u3", "u4" };
	int i;

	(void)state;
	for (i = 0; i < 5; i++) {
		tdev_init(&walk_devs[i], &test_bus, NULL, names[i], NULL);
		assert_int_equal(device_register(&walk_devs[i].dev), 0);
	}
	log_capture_start();
	assert_int_equal(bus_for_each_dev(&test_bus, NULL, NULL,
					  unregister_self_and_next),
			 0);
	assert_string_equal(seen, "u0 u1 u3 u4");
	assert_int_equal(walk_devs[1].releases, 1);
	assert_int_equal(walk_devs[2].releases, 1);
	assert_false(log_has(PLATDEV_LOG_WARNING, NULL));
	seen[0] = '\0';
	assert_int_equal(bus_for_each_dev(&test_bus, NULL, NULL, visit_dev), 0);
	assert_string_equal(seen, "u0 u3 u4");

	device_unregister(&walk_devs[0].dev);
	device_unregister(&walk_devs[3].dev);
	device_unregister(&walk_devs[4].dev);
	for (i = 0; i < 5; i++)
		assert_int_equal(walk_devs[i].releases, 1);
}

static struct device_node bus_test_node;

static void test_bus_find_device(void **state)
{
	static const char *const names[] = { "f0", "f1", "f2", "f3" };
	struct device *found;
	struct tdev d[4];
	int i;

	(void)state;
	for (i = 0; i < 4; i++) {
		tdev_init(&d[i], &test_bus, NULL, names[i], NULL);
		assert_int_equal(device_register(&d[i].dev), 0);
	}

	/* bus_find_device(): first accepted after @start. */
	found = bus_find_device(&test_bus, NULL, NULL, any_device);
	assert_ptr_equal(found, &d[0].dev);
	put_device(found);
	found = bus_find_device(&test_bus, &d[0].dev, NULL, any_device);
	assert_ptr_equal(found, &d[1].dev);
	put_device(found);
	found = bus_find_device(&test_bus, NULL, "f2", name_is);
	assert_ptr_equal(found, &d[2].dev);
	put_device(found);
	assert_null(bus_find_device(&test_bus, &d[2].dev, "f1", name_is));
	assert_null(bus_find_device(&test_bus, &d[3].dev, NULL, any_device));
	assert_null(bus_find_device(&test_bus, NULL, "nobody", name_is));
	assert_null(bus_find_device(&plain_bus, NULL, NULL, any_device));

	/* ...and the device found is referenced. */
	found = bus_find_device(&test_bus, NULL, "f2", name_is);
	device_unregister(&d[2].dev);
	assert_int_equal(d[2].releases, 0);
	put_device(found);
	assert_int_equal(d[2].releases, 1);
	found = bus_find_device(&test_bus, &d[1].dev, NULL, any_device);
	assert_ptr_equal(found, &d[3].dev);
	put_device(found);

	/* By name, without @start (the index) and with it (a walk). */
	found = bus_find_device_by_name(&test_bus, NULL, "f3");
	assert_ptr_equal(found, &d[3].dev);
	put_device(found);
	assert_null(bus_find_device_by_name(&test_bus, NULL, "f2"));
	assert_null(bus_find_device_by_name(&test_bus, NULL, "nobody"));
	assert_null(bus_find_device_by_name(&plain_bus, NULL, "f0"));
	found = bus_find_device_by_name(&test_bus, &d[0].dev, "f3");
	assert_ptr_equal(found, &d[3].dev);
	put_device(found);
	found = bus_find_device_by_name(&test_bus, &d[0].dev, "f1");
	assert_ptr_equal(found, &d[1].dev);
	put_device(found);
	assert_null(bus_find_device_by_name(&test_bus, &d[1].dev, "f0"));
	assert_null(bus_find_device_by_name(&test_bus, &d[1].dev, "f1"));

	/* By device-tree node; a NULL node matches no device without one. */
	d[1].dev.of_node = &bus_test_node;
	found = bus_find_device_by_of_node(&test_bus, &bus_test_node);
	assert_ptr_equal(found, &d[1].dev);
	put_device(found);
	assert_null(bus_find_device_by_of_node(&test_bus, NULL));
	assert_null(bus_find_device_by_of_node(&plain_bus, &bus_test_node));
	d[1].dev.of_node = NULL;
	assert_null(bus_find_device_by_of_node(&test_bus, &bus_test_node));

	found = bus_find_device_by_name(&test_bus, NULL, "f1");
	assert_ptr_equal(found, &d[1].dev);
	device_unregister(&d[1].dev);
	assert_int_equal(d[1].releases, 0);
	put_device(found);
	assert_int_equal(d[1].releases, 1);
	found = bus_find_device_by_name(&test_bus, &d[0].dev, "f3");
	assert_ptr_equal(found, &d[3].dev);
	device_unregister(&d[3].dev);
	assert_int_equal(d[3].releases, 0);
	put_device(found);
	assert_int_equal(d[3].releases, 1);

	device_unregister(&d[0].dev);
	assert_int_equal(d[0].releases, 1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_bus_register_errors),
		T(test_bus_unregister_refuses_while_in_use),
		T(test_bus_for_each_dev),
		T(test_bus_for_each_dev_callback_unregisters),
		T(test_bus_find_device),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
