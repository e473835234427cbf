// SPDX-License-Identifier: MIT
/*
 * test_core_device.c - a device's lifetime: add, delete, register and
 * unregister with every error code, devices without a bus, names (inline
 * and allocated), duplicate names, and reference counts with release run
 * exactly once.
 */
#include <string.h>

#include <linux/platform_device.h>

#include "testutil_core.h"

static void test_device_add_del_register_unregister(void **state)
{
	struct device *found;
	struct tdev a, b, c;

	(void)state;
	tdev_init(&a, &test_bus, NULL, "dev-a", NULL);
	device_initialize(&a.dev);
	assert_false(device_is_registered(&a.dev));
	assert_string_equal(dev_name(&a.dev), "dev-a");
	assert_int_equal(device_add(&a.dev), 0);
	assert_true(device_is_registered(&a.dev));
	assert_int_equal(bus_device_count(&test_bus), 1);
	found = bus_find_device_by_name(&test_bus, NULL, "dev-a");
	assert_ptr_equal(found, &a.dev);
	put_device(found);

	log_capture_start();
	assert_int_equal(device_add(&a.dev), -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "dev-a", NULL));
	assert_int_equal(bus_device_count(&test_bus), 1);

	/* device_del() unlinks but keeps the reference. */
	device_del(&a.dev);
	assert_false(device_is_registered(&a.dev));
	assert_int_equal(bus_device_count(&test_bus), 0);
	assert_null(bus_find_device_by_name(&test_bus, NULL, "dev-a"));
	assert_int_equal(a.releases, 0);
	log_capture_start();
	device_del(&a.dev);
	assert_true(log_has(PLATDEV_LOG_ERR, "dev-a", NULL));
	assert_int_equal(a.releases, 0);
	put_device(&a.dev);
	assert_int_equal(a.releases, 1);

	/* device_register() and device_unregister() do it all at once. */
	tdev_init(&b, &test_bus, NULL, "dev-b", NULL);
	assert_int_equal(device_register(&b.dev), 0);
	assert_true(device_is_registered(&b.dev));
	device_unregister(&b.dev);
	assert_false(device_is_registered(&b.dev));
	assert_int_equal(b.releases, 1);
	log_capture_start();
	device_unregister(&b.dev);
	assert_true(log_has(PLATDEV_LOG_ERR, "dev-b", NULL));

	/* Errors leave nothing behind; the caller's put releases. */
	log_capture_start();
	assert_int_equal(device_add(NULL), -EINVAL);
	tdev_init(&c, &test_bus, NULL, NULL, NULL);
	assert_int_equal(device_register(&c.dev), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, NULL));
	assert_int_equal(bus_device_count(&test_bus), 0);
	assert_false(device_is_registered(&c.dev));
	put_device(&c.dev);
	assert_int_equal(c.releases, 1);

	/* A static device without release can be registered again. */
	log_capture_start();
	tdev_init(&c, &test_bus, NULL, "reusable", NULL);
	c.dev.release = NULL;
	assert_int_equal(device_register(&c.dev), 0);
	device_unregister(&c.dev);
	assert_int_equal(device_register(&c.dev), 0);
	assert_true(device_is_registered(&c.dev));
	device_unregister(&c.dev);
	assert_false(log_has(PLATDEV_LOG_WARNING, NULL));
	assert_int_equal(bus_device_count(&test_bus), 0);
}

static void test_devices_without_bus(void **state)
{
	struct tdev root, twin, kid, kid2;

	(void)state;
	tdev_init(&root, NULL, NULL, "lonely-root", NULL);
	tdev_init(&twin, NULL, NULL, "lonely-root", NULL);
	assert_int_equal(device_register(&root.dev), 0);
	assert_true(device_is_registered(&root.dev));
	assert_string_equal(dev_driver_string(&root.dev), "");

	/* Without a bus, names are unique among siblings. */
	log_capture_start();
	assert_int_equal(device_register(&twin.dev), -EEXIST);
	assert_true(log_has(PLATDEV_LOG_ERR, "lonely-root", NULL));
	put_device(&twin.dev);
	assert_int_equal(twin.releases, 1);

	/* ...so the same name under another parent is fine. */
	tdev_init(&kid, NULL, &root.dev, "lonely-root", NULL);
	assert_int_equal(device_register(&kid.dev), 0);
	tdev_init(&kid2, NULL, &root.dev, "lonely-root", NULL);
	assert_int_equal(device_register(&kid2.dev), -EEXIST);
	put_device(&kid2.dev);

	device_unregister(&kid.dev);
	device_unregister(&root.dev);
	assert_int_equal(kid.releases, 1);
	assert_int_equal(root.releases, 1);
}

static void test_names(void **state)
{
	unsigned long live = live_allocs();
	struct device *found;
	struct tdev t, u;

	(void)state;
	memset(&t, 0, sizeof(t));
	device_initialize(&t.dev);
	assert_string_equal(dev_name(&t.dev), "");
	t.dev.init_name = "initial";
	assert_string_equal(dev_name(&t.dev), "initial");

	/* dev_set_name() formats, copies and overrides init_name; a name
	 * shorter than PLATDEV_DEV_NAME_INLINE stays in the device. */
	assert_int_equal(dev_set_name(&t.dev, "unit%d.%s", 3, "x"), 0);
	assert_string_equal(dev_name(&t.dev), "unit3.x");
	assert_int_equal(live_allocs(), live);
	/* The arguments may be the current name. */
	assert_int_equal(dev_set_name(&t.dev, "%s-%s", dev_name(&t.dev), "y"),
			 0);
	assert_string_equal(dev_name(&t.dev), "unit3.x-y");
	/* A longer one is allocated... */
	assert_int_equal(dev_set_name(&t.dev, "%s-%s", dev_name(&t.dev),
				      "and-longer"),
			 0);
	assert_string_equal(dev_name(&t.dev), "unit3.x-y-and-longer");
	assert_int_equal(live_allocs(), live + 1);
	/* ...and freed when replaced, by either kind. */
	assert_int_equal(dev_set_name(&t.dev, "renamed"), 0);
	assert_string_equal(dev_name(&t.dev), "renamed");
	assert_int_equal(live_allocs(), live);
	assert_int_equal(dev_set_name(&t.dev, "renamed-at-length"), 0);
	assert_int_equal(live_allocs(), live + 1);

	log_capture_start();
	assert_int_equal(dev_set_name(&t.dev, "%s", ""), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, NULL));
	assert_string_equal(dev_name(&t.dev), "renamed-at-length");

	t.dev.bus = &test_bus;
	t.dev.release = tdev_release;
	assert_int_equal(device_add(&t.dev), 0);
	found = bus_find_device_by_name(&test_bus, NULL, "renamed-at-length");
	assert_ptr_equal(found, &t.dev);
	put_device(found);
	assert_null(bus_find_device_by_name(&test_bus, NULL, "initial"));
	assert_null(bus_find_device_by_name(&test_bus, NULL, "renamed"));

	/* The name lives until release has run, then goes with it. */
	trace[0] = '\0';
	device_unregister(&t.dev);
	assert_int_equal(t.releases, 1);
	assert_string_equal(trace, "x:renamed-at-length");
	assert_int_equal(live_allocs(), live);

	/* Same for a device without a release function. */
	tdev_init(&u, &test_bus, NULL, NULL, NULL);
	u.dev.release = NULL;
	device_initialize(&u.dev);
	assert_int_equal(dev_set_name(&u.dev, "norelease.%d", 7), 0);
	assert_int_equal(device_add(&u.dev), 0);
	found = bus_find_device_by_name(&test_bus, NULL, "norelease.7");
	assert_ptr_equal(found, &u.dev);
	put_device(found);
	device_unregister(&u.dev);
	assert_int_equal(live_allocs(), live);
}

/*
 * Drivers read a device's name as dev->kobj.name (sharing init_name's
 * storage): it is the current name after every way of naming a device,
 * and NULL once a name the device held is gone.
 */
static void test_kobj_name(void **state)
{
	unsigned long live = live_allocs();
	struct platform_device *pdev;
	struct tdev t;

	(void)state;
	memset(&t, 0, sizeof(t));
	device_initialize(&t.dev);
	assert_null(t.dev.kobj.name);
	/* init_name adopted at device_add() */
	t.dev.init_name = "static0";
	t.dev.bus = &test_bus;
	assert_int_equal(device_add(&t.dev), 0);
	assert_string_equal(t.dev.kobj.name, "static0");
	assert_ptr_equal(t.dev.kobj.name, dev_name(&t.dev));
	device_del(&t.dev);
	/* dev_set_name(): kept inline, then allocated, then refused */
	assert_int_equal(dev_set_name(&t.dev, "u%d", 1), 0);
	assert_ptr_equal(t.dev.kobj.name, dev_name(&t.dev));
	assert_string_equal(t.dev.kobj.name, "u1");
	assert_int_equal(dev_set_name(&t.dev, "a-name-that-is-allocated"), 0);
	assert_ptr_equal(t.dev.kobj.name, dev_name(&t.dev));
	assert_string_equal(t.dev.kobj.name, "a-name-that-is-allocated");
	assert_int_equal(dev_set_name(&t.dev, "%s", ""), -EINVAL);
	assert_string_equal(t.dev.kobj.name, "a-name-that-is-allocated");
	assert_int_equal(dev_set_name(&t.dev, "short"), 0);
	assert_string_equal(t.dev.kobj.name, "short");
	/* gone with the last reference (no release function) */
	put_device(&t.dev);
	assert_null(t.dev.kobj.name);
	assert_int_equal(live_allocs(), live);

	/* a platform device's borrowed name and its formatted one */
	pdev = platform_device_alloc("kobjtest", PLATFORM_DEVID_NONE);
	assert_non_null(pdev);
	assert_int_equal(platform_device_add(pdev), 0);
	assert_string_equal(pdev->dev.kobj.name, "kobjtest");
	assert_ptr_equal(pdev->dev.kobj.name, dev_name(&pdev->dev));
	platform_device_unregister(pdev);
	pdev = platform_device_alloc("kobjtest", 3);
	assert_non_null(pdev);
	assert_int_equal(platform_device_add(pdev), 0);
	assert_string_equal(pdev->dev.kobj.name, "kobjtest.3");
	platform_device_unregister(pdev);
	assert_int_equal(live_allocs(), live);
}

static void test_refcount_release_once(void **state)
{
	struct tdev t, n;

	(void)state;
	tdev_init(&t, &test_bus, NULL, "counted", NULL);
	assert_int_equal(device_register(&t.dev), 0);
	assert_ptr_equal(get_device(&t.dev), &t.dev);
	assert_ptr_equal(get_device(&t.dev), &t.dev);
	assert_null(get_device(NULL));
	put_device(NULL);

	device_unregister(&t.dev);
	assert_int_equal(t.releases, 0);
	put_device(&t.dev);
	assert_int_equal(t.releases, 0);
	put_device(&t.dev); /* the last reference */
	assert_int_equal(t.releases, 1);

	log_capture_start();
	put_device(&t.dev);
	assert_int_equal(t.releases, 1);
	assert_true(log_has(PLATDEV_LOG_ERR, "counted",
			    "reference count underflow", NULL));

	/* A device that was never added: device_initialize() gave it one. */
	tdev_init(&n, NULL, NULL, "never-added", NULL);
	device_initialize(&n.dev);
	get_device(&n.dev);
	put_device(&n.dev);
	assert_int_equal(n.releases, 0);
	put_device(&n.dev);
	assert_int_equal(n.releases, 1);
	log_capture_start();
	put_device(&n.dev);
	assert_int_equal(n.releases, 1);
	assert_true(log_has(PLATDEV_LOG_ERR, "never-added",
			    "reference count underflow", NULL));
}

static void test_duplicate_names(void **state)
{
	struct tdev first, dup, other;
	struct device *found;

	(void)state;
	tdev_init(&first, &test_bus, NULL, "twin", NULL);
	tdev_init(&dup, &test_bus, NULL, "twin", NULL);
	tdev_init(&other, &plain_bus, NULL, "twin", NULL);
	assert_int_equal(device_register(&first.dev), 0);

	log_capture_start();
	assert_int_equal(device_register(&dup.dev), -EEXIST);
	assert_true(log_has(PLATDEV_LOG_ERR, "twin", NULL));
	/* The model is as it was. */
	assert_false(device_is_registered(&dup.dev));
	assert_true(device_is_registered(&first.dev));
	assert_int_equal(bus_device_count(&test_bus), 1);
	found = bus_find_device_by_name(&test_bus, NULL, "twin");
	assert_ptr_equal(found, &first.dev);
	put_device(found);
	put_device(&dup.dev);
	assert_int_equal(dup.releases, 1);
	assert_int_equal(first.releases, 0);

	/* The same name on another bus is no conflict. */
	assert_int_equal(device_register(&other.dev), 0);
	found = bus_find_device_by_name(&plain_bus, NULL, "twin");
	assert_ptr_equal(found, &other.dev);
	put_device(found);

	/* Once the first goes, the name is free again. */
	device_unregister(&first.dev);
	tdev_init(&dup, &test_bus, NULL, "twin", NULL);
	assert_int_equal(device_register(&dup.dev), 0);
	found = bus_find_device_by_name(&test_bus, NULL, "twin");
	assert_ptr_equal(found, &dup.dev);
	put_device(found);
	device_unregister(&dup.dev);
	device_unregister(&other.dev);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_device_add_del_register_unregister),
		T(test_devices_without_bus),
		T(test_names),
		T(test_kobj_name),
		T(test_refcount_release_once),
		T(test_duplicate_names),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
