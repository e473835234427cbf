// SPDX-License-Identifier: MIT
/*
 * test_platform_devid.c - names and instance numbers: "name", "name.N" and
 * "name.N.auto", automatic numbers shared by all names and reused, a name
 * required, and a name in use refused with -EEXIST.
 */
#include "testutil_platform.h"

static void test_register_without_name(void **state)
{
	static struct platform_device pdev;
	unsigned long live = live_allocs();

	(void)state;
	log_capture_start();
	pdev = SDEV(NULL, 3);
	assert_int_equal(platform_device_register(&pdev), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "without a name", NULL));
	assert_false(device_is_registered(&pdev.dev));

	test_log.count = 0;
	pdev = SDEV("", 3);
	assert_int_equal(platform_device_register(&pdev), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "without a name", NULL));
	log_capture_stop();
	assert_int_equal(bus_device_count(&platform_bus_type), 0);
	assert_int_equal(live_allocs(), live);

	/* The same structure, named, registers. */
	pdev.name = "tp-named-late";
	assert_int_equal(platform_device_register(&pdev), 0);
	assert_true(on_platform_bus("tp-named-late.3"));
	platform_device_unregister(&pdev);
	assert_int_equal(live_allocs(), live);
}

static void test_register_duplicate_name_is_eexist(void **state)
{
	static struct resource res_a[1], res_b[1];
	static struct platform_device a, b;
	unsigned long live = live_allocs();
	struct platform_device *heap;
	struct device *found;

	(void)state;
	res_a[0] = (struct resource)DEFINE_RES_MEM(0x40040000, 0x100);
	res_b[0] = (struct resource)DEFINE_RES_MEM(0x40050000, 0x100);
	a = SDEV("tp-dup", 2);
	a.resource = res_a;
	a.num_resources = 1;
	b = SDEV("tp-dup", 2);
	b.resource = res_b;
	b.num_resources = 1;

	assert_int_equal(platform_device_register(&a), 0);
	log_capture_start();
	assert_int_equal(platform_device_register(&b), -EEXIST);
	assert_true(
		log_has(PLATDEV_LOG_ERR, "tp-dup.2", "already in use", NULL));
	log_capture_stop();
	found = bus_find_device_by_name(&platform_bus_type, NULL, "tp-dup.2");
	assert_ptr_equal(found, &a.dev);
	put_device(found);
	assert_int_equal(bus_device_count(&platform_bus_type), 1);
	assert_false(device_is_registered(&b.dev));
	/* b claimed nothing and kept its resources as they were. */
	assert_null(res_b[0].parent);
	assert_null(res_b[0].name);

	/* The same name from the heap: an error pointer, nothing allocated. */
	heap = platform_device_register_simple("tp-dup", 2, NULL, 0);
	assert_true(IS_ERR(heap));
	assert_int_equal(PTR_ERR(heap), -EEXIST);

	platform_device_unregister(&a);
	assert_int_equal(platform_device_register(&b), 0);
	found = bus_find_device_by_name(&platform_bus_type, NULL, "tp-dup.2");
	assert_ptr_equal(found, &b.dev);
	put_device(found);
	platform_device_unregister(&b);
	assert_int_equal(live_allocs(), live);
}

static void test_naming(void **state)
{
	static struct platform_device plain, numbered, sauto;
	struct platform_device *autos[3], *again, *other;
	unsigned long live = live_allocs();

	(void)state;
	plain = SDEV("tp-name", PLATFORM_DEVID_NONE);
	numbered = SDEV("tp-name", 3);
	assert_int_equal(platform_device_register(&plain), 0);
	assert_int_equal(platform_device_register(&numbered), 0);
	assert_string_equal(dev_name(&plain.dev), "tp-name");
	assert_string_equal(dev_name(&numbered.dev), "tp-name.3");
	assert_false(plain.id_auto);
	assert_false(numbered.id_auto);

	autos[0] = platform_device_register_simple(
		"tp-auto", PLATFORM_DEVID_AUTO, NULL, 0);
	autos[1] = platform_device_register_simple(
		"tp-auto", PLATFORM_DEVID_AUTO, NULL, 0);
	autos[2] = platform_device_register_simple(
		"tp-auto", PLATFORM_DEVID_AUTO, NULL, 0);
	assert_false(IS_ERR(autos[0]));
	assert_false(IS_ERR(autos[1]));
	assert_false(IS_ERR(autos[2]));
	assert_string_equal(dev_name(&autos[0]->dev), "tp-auto.0.auto");
	assert_string_equal(dev_name(&autos[1]->dev), "tp-auto.1.auto");
	assert_string_equal(dev_name(&autos[2]->dev), "tp-auto.2.auto");
	assert_int_equal(autos[1]->id, 1);
	assert_true(autos[1]->id_auto);

	/* Free the middle number: the next automatic device reuses it. */
	platform_device_unregister(autos[1]);
	again = platform_device_register_simple("tp-auto", PLATFORM_DEVID_AUTO,
						NULL, 0);
	assert_false(IS_ERR(again));
	assert_string_equal(dev_name(&again->dev), "tp-auto.1.auto");
	/* Numbers are shared by all names; the next free one is 3. */
	other = platform_device_register_simple("tp-other", PLATFORM_DEVID_AUTO,
						NULL, 0);
	assert_false(IS_ERR(other));
	assert_string_equal(dev_name(&other->dev), "tp-other.3.auto");

	/* A static automatic device gives its number back and can come again. */
	sauto = SDEV("tp-sauto", PLATFORM_DEVID_AUTO);
	assert_int_equal(platform_device_register(&sauto), 0);
	assert_string_equal(dev_name(&sauto.dev), "tp-sauto.4.auto");
	platform_device_unregister(&sauto);
	platform_device_unregister(other);
	assert_int_equal(platform_device_register(&sauto), 0);
	assert_string_equal(dev_name(&sauto.dev), "tp-sauto.3.auto");
	assert_true(on_platform_bus("tp-sauto.3.auto"));
	platform_device_unregister(&sauto);

	platform_device_unregister(again);
	platform_device_unregister(autos[2]);
	platform_device_unregister(autos[0]);
	platform_device_unregister(&numbered);
	platform_device_unregister(&plain);
	assert_int_equal(live_allocs(), live);
}

static void test_alloc_needs_a_name(void **state)
{
	unsigned long live = live_allocs();

	(void)state;
	log_capture_start();
	assert_null(platform_device_alloc(NULL, 1));
	assert_null(platform_device_alloc("", 1));
	log_capture_stop();
	assert_int_equal(live_allocs(), live);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_register_without_name),
		T(test_register_duplicate_name_is_eexist),
		T(test_naming),
		T(test_alloc_needs_a_name),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
