// SPDX-License-Identifier: MIT
/*
 * test_platform_match.c - which driver a platform device gets: the id
 * entry probe sees, devices and drivers in either order, id_table drivers
 * not matched by their name, driver_override, registration order, and
 * platform_find_device_by_driver() by the same rules.
 */
#include "testutil_platform.h"

static void test_device_id_after_binding(void **state)
{
	static const struct platform_device_id ids[] = {
		{ "tp-idA", 11 },
		{ "tp-idB", 22 },
		{},
	};
	static struct tdrv drv;
	static struct platform_device a, b;

	(void)state;
	drv = TDRV("tp-idrv");
	drv.pdrv.id_table = ids;
	a = SDEV("tp-idA", PLATFORM_DEVID_NONE);
	b = SDEV("tp-idB", 1);
	assert_int_equal(platform_device_register(&b), 0);
	assert_null(platform_get_device_id(&b));
	assert_int_equal(platform_driver_register(&drv.pdrv), 0);
	assert_ptr_equal(b.dev.driver, &drv.pdrv.driver);
	assert_ptr_equal(platform_get_device_id(&b), &ids[1]);
	assert_ptr_equal(b.id_entry, &ids[1]);
	assert_ptr_equal(drv.id_seen, &ids[1]); /* set before probe */
	assert_int_equal(platform_get_device_id(&b)->driver_data, 22);

	assert_int_equal(platform_device_register(&a), 0);
	assert_ptr_equal(a.dev.driver, &drv.pdrv.driver);
	assert_int_equal(drv.driver_data, 11);
	assert_int_equal(platform_get_device_id(&a)->driver_data, 11);

	platform_driver_unregister(&drv.pdrv);
	assert_null(b.dev.driver);
	assert_null(platform_get_device_id(&b));
	assert_null(platform_get_device_id(&a));
	platform_device_unregister(&a);
	platform_device_unregister(&b);
}

static void test_drivers_either_order(void **state)
{
	static const struct platform_device_id ids[] = { { "tp-eo-id", 5 },
							 {} };
	static struct tdrv byname, byid;
	static struct platform_device first, second, third, fourth;

	(void)state;
	byname = TDRV("tp-eo");
	byid = TDRV("tp-eo-drv");
	byid.pdrv.id_table = ids;

	/* Devices first, then drivers. */
	first = SDEV("tp-eo", 1);
	second = SDEV("tp-eo-id", 1);
	assert_int_equal(platform_device_register(&first), 0);
	assert_int_equal(platform_device_register(&second), 0);
	assert_null(first.dev.driver);
	assert_null(second.dev.driver);
	assert_int_equal(platform_driver_register(&byname.pdrv), 0);
	assert_int_equal(platform_driver_register(&byid.pdrv), 0);
	assert_ptr_equal(first.dev.driver, &byname.pdrv.driver);
	assert_ptr_equal(second.dev.driver, &byid.pdrv.driver);

	/* Drivers first, then devices. */
	third = SDEV("tp-eo", 2);
	fourth = SDEV("tp-eo-id", 2);
	assert_int_equal(platform_device_register(&third), 0);
	assert_int_equal(platform_device_register(&fourth), 0);
	assert_ptr_equal(third.dev.driver, &byname.pdrv.driver);
	assert_ptr_equal(fourth.dev.driver, &byid.pdrv.driver);
	assert_int_equal(byname.probes, 2);
	assert_int_equal(byid.probes, 2);

	/* Unregistering a driver unbinds its devices only. */
	platform_driver_unregister(&byname.pdrv);
	assert_int_equal(byname.removes, 2);
	assert_null(first.dev.driver);
	assert_null(third.dev.driver);
	assert_ptr_equal(fourth.dev.driver, &byid.pdrv.driver);

	platform_device_unregister(&fourth);
	assert_int_equal(byid.removes, 1);
	platform_device_unregister(&third);
	platform_device_unregister(&second);
	assert_int_equal(byid.removes, 2);
	platform_device_unregister(&first);
	platform_driver_unregister(&byid.pdrv);
}

static void test_id_table_driver_not_matched_by_name(void **state)
{
	static const struct platform_device_id ids[] = { { "tp-m-x", 0 }, {} };
	static struct tdrv drv;
	static struct platform_device own, listed;
	struct device *found;

	(void)state;
	drv = TDRV("tp-m");
	drv.pdrv.id_table = ids;
	own = SDEV("tp-m", PLATFORM_DEVID_NONE);
	listed = SDEV("tp-m-x", PLATFORM_DEVID_NONE);
	assert_int_equal(platform_driver_register(&drv.pdrv), 0);
	assert_int_equal(platform_device_register(&own), 0);
	assert_int_equal(platform_device_register(&listed), 0);
	assert_null(own.dev.driver);
	assert_ptr_equal(listed.dev.driver, &drv.pdrv.driver);
	assert_int_equal(drv.probes, 1);

	/* platform_find_device_by_driver() applies the same rules. */
	found = platform_find_device_by_driver(NULL, &drv.pdrv.driver);
	assert_ptr_equal(found, &listed.dev);
	put_device(found);

	platform_device_unregister(&listed);
	platform_device_unregister(&own);
	platform_driver_unregister(&drv.pdrv);
}

static void test_driver_override(void **state)
{
	static const struct platform_device_id ids[] = { { "tp-ov", 1 }, {} };
	static struct tdrv byname, byid, chosen;
	static struct platform_device pdev;

	(void)state;
	byname = TDRV("tp-ov");
	byid = TDRV("tp-ov-id");
	byid.pdrv.id_table = ids;
	chosen = TDRV("tp-ov-chosen");
	pdev = SDEV("tp-ov", PLATFORM_DEVID_NONE);
	pdev.driver_override = "tp-ov-chosen";

	assert_int_equal(platform_driver_register(&byname.pdrv), 0);
	assert_int_equal(platform_driver_register(&byid.pdrv), 0);
	assert_int_equal(platform_device_register(&pdev), 0);
	/* Both would match by name or id_table; the override says no. */
	assert_null(pdev.dev.driver);
	assert_int_equal(byname.probes + byid.probes, 0);

	assert_int_equal(platform_driver_register(&chosen.pdrv), 0);
	assert_ptr_equal(pdev.dev.driver, &chosen.pdrv.driver);
	assert_int_equal(chosen.probes, 1);

	/* Unbound again, it still goes to no one else. */
	platform_driver_unregister(&chosen.pdrv);
	assert_null(pdev.dev.driver);
	assert_int_equal(device_attach(&pdev.dev), 0);
	assert_null(pdev.dev.driver);
	assert_int_equal(byname.probes + byid.probes, 0);

	/* Without the override, the earliest registered matching driver wins. */
	pdev.driver_override = NULL;
	assert_int_equal(device_attach(&pdev.dev), 1);
	assert_ptr_equal(pdev.dev.driver, &byname.pdrv.driver);

	platform_device_unregister(&pdev);
	platform_driver_unregister(&byid.pdrv);
	platform_driver_unregister(&byname.pdrv);
}

static void test_registration_order_decides(void **state)
{
	static const struct platform_device_id ids[] = { { "tp-ord", 1 }, {} };
	static struct tdrv byid, byname;
	static struct platform_device one, two;

	(void)state;
	byid = TDRV("tp-ord-id");
	byid.pdrv.id_table = ids;
	byname = TDRV("tp-ord");
	one = SDEV("tp-ord", 1);
	two = SDEV("tp-ord", 2);

	assert_int_equal(platform_driver_register(&byid.pdrv), 0);
	assert_int_equal(platform_driver_register(&byname.pdrv), 0);
	assert_int_equal(platform_device_register(&one), 0);
	assert_ptr_equal(one.dev.driver, &byid.pdrv.driver);

	/* Registered again, it is now the later one. */
	platform_driver_unregister(&byid.pdrv);
	assert_ptr_equal(one.dev.driver, NULL);
	assert_int_equal(platform_driver_register(&byid.pdrv), 0);
	assert_int_equal(platform_device_register(&two), 0);
	assert_ptr_equal(two.dev.driver, &byname.pdrv.driver);

	platform_device_unregister(&two);
	platform_device_unregister(&one);
	platform_driver_unregister(&byname.pdrv);
	platform_driver_unregister(&byid.pdrv);
}

static void test_find_device_by_driver(void **state)
{
	static const struct platform_device_id ids[] = { { "tp-fd-x", 0 }, {} };
	static struct tdrv byname, byid;
	static struct platform_device d0, d1, other, x;
	struct device *found, *next;

	(void)state;
	byname = TDRV("tp-fd");
	byid = TDRV("tp-fd-id");
	byid.pdrv.id_table = ids;
	d0 = SDEV("tp-fd", 0);
	other = SDEV("tp-fd-other", PLATFORM_DEVID_NONE);
	d1 = SDEV("tp-fd", 1);
	x = SDEV("tp-fd-x", PLATFORM_DEVID_NONE);
	assert_int_equal(platform_device_register(&d0), 0);
	assert_int_equal(platform_device_register(&other), 0);
	assert_int_equal(platform_device_register(&d1), 0);
	assert_int_equal(platform_device_register(&x), 0);

	/* The driver need not be registered. */
	found = platform_find_device_by_driver(NULL, &byname.pdrv.driver);
	assert_ptr_equal(found, &d0.dev);
	next = platform_find_device_by_driver(found, &byname.pdrv.driver);
	assert_ptr_equal(next, &d1.dev);
	put_device(found);
	found = platform_find_device_by_driver(next, &byname.pdrv.driver);
	assert_null(found);
	put_device(next);

	/* Bound or not. */
	assert_int_equal(platform_driver_register(&byid.pdrv), 0);
	assert_ptr_equal(x.dev.driver, &byid.pdrv.driver);
	found = platform_find_device_by_driver(NULL, &byid.pdrv.driver);
	assert_ptr_equal(found, &x.dev);
	put_device(found);
	platform_driver_unregister(&byid.pdrv);

	platform_device_unregister(&x);
	platform_device_unregister(&d1);
	platform_device_unregister(&other);
	platform_device_unregister(&d0);
	assert_null(platform_find_device_by_driver(NULL, &byname.pdrv.driver));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_device_id_after_binding),
		T(test_drivers_either_order),
		T(test_id_table_driver_not_matched_by_name),
		T(test_driver_override),
		T(test_registration_order_decides),
		T(test_find_device_by_driver),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
