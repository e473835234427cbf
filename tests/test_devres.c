// SPDX-License-Identifier: MIT
/*
 * test_devres.c - managed resources: the devres core, groups, devm_*
 * memory, actions and regions, and their release on probe failure, unbind
 * and device release.
 */
#include <string.h>

#include <linux/platform_device.h>
#include <linux/slab.h>

#include "testutil.h"

static char order[32];

static void record(const char *tag)
{
	strncat(order, tag, sizeof(order) - strlen(order) - 1);
}

static void note_release(struct device *dev, void *res)
{
	(void)dev;
	record(res);
}

static void note_action(void *data)
{
	record(data);
}

static struct platform_device *new_device(const char *name)
{
	struct platform_device *pdev =
		platform_device_alloc(name, PLATFORM_DEVID_NONE);

	assert_non_null(pdev);
	return pdev;
}

static void *tagged(const char *tag)
{
	char *res = devres_alloc(note_release, 4, GFP_KERNEL);

	assert_non_null(res);
	strcpy(res, tag);
	return res;
}

static int tag_is(struct device *dev, void *res, void *data)
{
	(void)dev;
	return strcmp(res, data) == 0;
}

static void test_release_all_is_lifo(void **state)
{
	unsigned long live = live_allocs();
	struct platform_device *pdev = new_device("lifo");
	struct device *dev = &pdev->dev;

	(void)state;
	order[0] = '\0';
	devres_add(dev, tagged("a"));
	devres_add(dev, tagged("b"));
	devres_add(dev, tagged("c"));
	assert_int_equal(devres_release_all(dev), 3);
	assert_string_equal(order, "cba");
	assert_int_equal(devres_release_all(dev), 0);
	platform_device_put(pdev);
	assert_int_equal(live_allocs(), live);
}

static void test_find_get_remove_destroy_release(void **state)
{
	unsigned long live = live_allocs();
	struct platform_device *pdev = new_device("lookup");
	struct device *dev = &pdev->dev;
	void *a = tagged("a"), *b = tagged("b"), *dup, *got;

	(void)state;
	order[0] = '\0';
	devres_add(dev, a);
	devres_add(dev, b);
	assert_ptr_equal(devres_find(dev, note_release, NULL, NULL),
			 b); /* newest */
	assert_ptr_equal(devres_find(dev, note_release, tag_is, "a"), a);
	assert_null(devres_find(dev, note_release, tag_is, "z"));

	/* devres_get() returns the existing match and frees the newcomer. */
	dup = tagged("a");
	got = devres_get(dev, dup, tag_is, "a");
	assert_ptr_equal(got, a);
	dup = tagged("n");
	assert_ptr_equal(devres_get(dev, dup, tag_is, "n"), dup);

	/* remove: off the list, not released, caller frees. */
	assert_ptr_equal(devres_remove(dev, note_release, tag_is, "b"), b);
	devres_free(b);
	assert_int_equal(devres_destroy(dev, note_release, tag_is, "n"), 0);
	assert_int_equal(devres_destroy(dev, note_release, tag_is, "n"),
			 -ENOENT);
	assert_string_equal(order, "");
	assert_int_equal(devres_release(dev, note_release, tag_is, "a"), 0);
	assert_string_equal(order, "a");
	assert_int_equal(devres_release(dev, note_release, tag_is, "a"),
			 -ENOENT);
	assert_int_equal(devres_release_all(dev), 0);
	platform_device_put(pdev);
	assert_int_equal(live_allocs(), live);
}

static void test_groups(void **state)
{
	unsigned long live = live_allocs();
	struct platform_device *pdev = new_device("groups");
	struct device *dev = &pdev->dev;
	void *outer, *inner;
	int key;

	(void)state;
	order[0] = '\0';
	devres_add(dev, tagged("a"));
	outer = devres_open_group(dev, NULL, GFP_KERNEL);
	assert_non_null(outer);
	devres_add(dev, tagged("b"));
	inner = devres_open_group(dev, &key, GFP_KERNEL);
	assert_ptr_equal(inner, &key);
	devres_add(dev, tagged("c"));
	devres_close_group(dev, inner);
	devres_add(dev, tagged("d"));
	devres_close_group(dev, NULL); /* closes outer, the newest open one */
	devres_add(dev, tagged("e"));

	/* The inner group: only c. */
	assert_int_equal(devres_release_group(dev, &key), 1);
	assert_string_equal(order, "c");
	/* The outer group: d then b; a and e stay. */
	assert_int_equal(devres_release_group(dev, outer), 2);
	assert_string_equal(order, "cdb");
	log_capture_start();
	assert_int_equal(devres_release_group(dev, outer), -ENOENT);
	assert_true(log_has(PLATDEV_LOG_WARNING,
			    "devres_release_group: no group", NULL));
	log_capture_stop();
	assert_int_equal(devres_release_all(dev), 2);
	assert_string_equal(order, "cdbea");

	/* remove_group keeps the resources; releasing an open group takes all after it. */
	order[0] = '\0';
	outer = devres_open_group(dev, NULL, GFP_KERNEL);
	devres_add(dev, tagged("x"));
	devres_remove_group(dev, outer);
	outer = devres_open_group(dev, NULL, GFP_KERNEL);
	devres_add(dev, tagged("y"));
	inner = devres_open_group(dev, NULL, GFP_KERNEL);
	devres_add(dev, tagged("z"));
	assert_int_equal(devres_release_group(dev, outer),
			 2); /* nested inner goes too */
	assert_string_equal(order, "zy");
	assert_int_equal(devres_release_all(dev), 1);
	assert_string_equal(order, "zyx");
	(void)inner;
	platform_device_put(pdev);
	assert_int_equal(live_allocs(), live);
}

static void test_devm_memory(void **state)
{
	unsigned long live = live_allocs();
	struct platform_device *pdev = new_device("mem");
	struct device *dev = &pdev->dev;
	char *s, *p, *q;
	int *arr;

	(void)state;
	p = devm_kzalloc(dev, 16, GFP_KERNEL);
	assert_non_null(p);
	assert_int_equal(p[15], 0);
	strcpy(p, "hello");
	q = devm_krealloc(dev, p, 4096, GFP_KERNEL);
	assert_non_null(q);
	assert_string_equal(q, "hello");
	assert_int_equal(q[4095], 0);
	q = devm_krealloc(dev, q, 3, GFP_KERNEL);
	assert_memory_equal(q, "hel", 3);

	s = devm_kasprintf(dev, GFP_KERNEL, "%s-%d", "irq", 20);
	assert_string_equal(s, "irq-20");
	assert_string_equal(devm_kstrdup(dev, "dup", GFP_KERNEL), "dup");
	assert_null(devm_kstrdup(dev, NULL, GFP_KERNEL));
	arr = devm_kcalloc(dev, 4, sizeof(*arr), GFP_KERNEL);
	assert_non_null(arr);
	assert_null(devm_kmalloc_array(dev, (size_t)-1 / 2, 4, GFP_KERNEL));
	arr = devm_krealloc_array(dev, arr, 8, sizeof(*arr), GFP_KERNEL);
	assert_non_null(arr);
	assert_int_equal(arr[7], 0);
	assert_null(devm_krealloc_array(dev, arr, (size_t)-1 / 2, 4,
					GFP_KERNEL)); /* arr untouched */
	arr[7] = 7;
	assert_memory_equal(devm_kmemdup(dev, "abc", 3, GFP_KERNEL), "abc", 3);

	devm_kfree(dev, s);
	log_capture_start();
	devm_kfree(dev, s); /* gone already */
	assert_true(log_has(PLATDEV_LOG_WARNING, "not managed memory", NULL));
	log_capture_stop();

	assert_int_equal(devres_release_all(dev), 4); /* q, dup, arr, memdup */
	platform_device_put(pdev);
	assert_int_equal(live_allocs(), live);
}

static void test_kmalloc_family(void **state)
{
	unsigned long live = live_allocs();
	char *p, *q;

	(void)state;
	p = kmalloc(8, GFP_KERNEL);
	assert_int_equal(ksize(p), 8);
	strcpy(p, "1234567");
	q = krealloc(p, 64, GFP_KERNEL);
	assert_string_equal(q, "1234567");
	assert_int_equal(q[63], 0);
	platdev_port_fail_alloc_after(0, 0);
	assert_null(krealloc(q, 128, GFP_KERNEL)); /* q untouched */
	platdev_port_fail_alloc_after(-1, 0);
	assert_string_equal(q, "1234567");
	assert_null(krealloc(q, 0, GFP_KERNEL)); /* frees */
	assert_null(kmalloc_array((size_t)-1, 2, GFP_KERNEL));
	q = krealloc_array(NULL, 4, 2, GFP_KERNEL);
	assert_int_equal(ksize(q), 8);
	assert_null(krealloc_array(q, (size_t)-1, 2, GFP_KERNEL));
	assert_int_equal(ksize(q), 8); /* untouched on overflow */
	kfree(q);
	p = kasprintf(GFP_KERNEL, "%d.%s", 7, "auto");
	assert_string_equal(p, "7.auto");
	kfree(p);
	p = kstrndup("abcdef", 3, GFP_KERNEL);
	assert_string_equal(p, "abc");
	kfree(p);
	assert_null(kstrdup(NULL, GFP_KERNEL));
	kfree(NULL);
	assert_int_equal(live_allocs(), live);
}

static void test_actions(void **state)
{
	unsigned long live = live_allocs();
	struct platform_device *pdev = new_device("actions");
	struct device *dev = &pdev->dev;

	(void)state;
	order[0] = '\0';
	assert_int_equal(devm_add_action(dev, note_action, "1"), 0);
	assert_int_equal(devm_add_action(dev, note_action, "2"), 0);
	assert_int_equal(devm_add_action(dev, note_action, "3"), 0);
	devm_remove_action(dev, note_action, "2"); /* forgotten, not run */
	devm_release_action(dev, note_action, "1"); /* run now */
	assert_string_equal(order, "1");
	log_capture_start();
	devm_release_action(dev, note_action, "1");
	assert_true(log_has(PLATDEV_LOG_WARNING, "no such action", NULL));
	log_capture_stop();

	/* or_reset: when it cannot be added, the action runs at once. */
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(devm_add_action_or_reset(dev, note_action, "R"),
			 -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_string_equal(order, "1R");
	assert_int_equal(devres_release_all(dev), 1);
	assert_string_equal(order, "1R3");
	platform_device_put(pdev);
	assert_int_equal(live_allocs(), live);
}

static void test_regions(void **state)
{
	unsigned long live = live_allocs();
	struct platform_device *pdev = new_device("regions");
	struct device *dev = &pdev->dev;
	struct resource *r;

	(void)state;
	r = devm_request_mem_region(dev, 0x20000000, 0x100, "regions");
	assert_non_null(r);
	assert_true(r->flags & IORESOURCE_BUSY);
	assert_null(devm_request_mem_region(dev, 0x20000080, 0x100, "clash"));
	assert_non_null(devm_request_region(dev, 0x60, 4, "kbd"));
	devm_release_region(dev, 0x60, 4);
	assert_null(ioport_resource.child);
	log_capture_start();
	devm_release_mem_region(dev, 0x30000000, 0x10);
	assert_true(log_has(PLATDEV_LOG_WARNING, "no managed region", NULL));
	log_capture_stop();
	platform_device_put(
		pdev); /* a never-bound device releases its devres too */
	assert_null(iomem_resource.child);
	assert_int_equal(live_allocs(), live);
}

/* --- with a driver --- */

static int fail_at; /* which step of the probe fails; 0: none */

static int managed_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;

	record("P");
	if (!devm_kzalloc(dev, 100, GFP_KERNEL) || fail_at == 1)
		return -ENOMEM;
	if (!devm_request_mem_region(dev, 0x21000000, 0x1000, dev_name(dev)) ||
	    fail_at == 2)
		return -EBUSY;
	if (devm_add_action_or_reset(dev, note_action, "A") || fail_at == 3)
		return -EIO;
	if (!devm_kasprintf(dev, GFP_KERNEL, "%s-name", dev_name(dev)) ||
	    fail_at == 4)
		return -ENOMEM;
	return 0;
}

static void managed_remove(struct platform_device *pdev)
{
	(void)pdev;
	record("R");
}

static struct platform_driver managed_driver = {
	.probe = managed_probe,
	.remove_new = managed_remove,
	.driver = { .name = "managed" },
};

static void test_failed_probe_leaves_nothing(void **state)
{
	unsigned long live = live_allocs();
	struct platform_device *pdev;
	struct resource *check;

	(void)state;
	assert_int_equal(platform_driver_register(&managed_driver), 0);
	for (fail_at = 1; fail_at <= 4; fail_at++) {
		unsigned long before = live_allocs();

		order[0] = '\0';
		log_capture_start();
		pdev = platform_device_register_simple(
			"managed", PLATFORM_DEVID_NONE, NULL, 0);
		log_capture_stop();
		assert_false(IS_ERR(pdev));
		assert_null(pdev->dev.driver);
		/* The action ran iff it had been added before the failure. */
		assert_string_equal(order, fail_at >= 3 ? "PA" : "P");
		check = request_mem_region(0x21000000, 0x1000, "check");
		assert_non_null(check);
		release_mem_region(0x21000000, 0x1000);
		platform_device_unregister(pdev);
		assert_int_equal(live_allocs(), before);
	}
	fail_at = 0;
	platform_driver_unregister(&managed_driver);
	assert_int_equal(live_allocs(), live);
}

static void test_unbind_releases_after_remove(void **state)
{
	unsigned long live = live_allocs();
	struct platform_device *pdev;

	(void)state;
	order[0] = '\0';
	fail_at = 0;
	assert_int_equal(platform_driver_register(&managed_driver), 0);
	pdev = platform_device_register_simple("managed", PLATFORM_DEVID_NONE,
					       NULL, 0);
	assert_false(IS_ERR(pdev));
	assert_non_null(pdev->dev.driver);
	assert_null(request_mem_region(0x21000000, 0x1000, "busy"));
	platform_driver_unregister(&managed_driver);
	assert_string_equal(order,
			    "PRA"); /* remove runs before the resources go */
	assert_null(iomem_resource.child);
	platform_device_unregister(pdev);
	assert_int_equal(live_allocs(), live);
}

static void test_leftover_resources_block_probe(void **state)
{
	unsigned long live = live_allocs();
	struct platform_device *pdev = new_device("managed");

	(void)state;
	order[0] = '\0';
	assert_int_equal(devm_add_action(&pdev->dev, note_action, "L"), 0);
	assert_int_equal(platform_driver_register(&managed_driver), 0);
	log_capture_start();
	assert_int_equal(platform_device_add(pdev), 0);
	assert_true(log_has(PLATDEV_LOG_CRIT, "managed",
			    "resources present before probing", NULL));
	log_capture_stop();
	assert_null(pdev->dev.driver);
	assert_string_equal(order, ""); /* not the probe's to release */
	platform_device_unregister(pdev);
	assert_string_equal(order, "L"); /* released with the device */
	platform_driver_unregister(&managed_driver);
	assert_int_equal(live_allocs(), live);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_release_all_is_lifo),
		cmocka_unit_test(test_find_get_remove_destroy_release),
		cmocka_unit_test(test_groups),
		cmocka_unit_test(test_devm_memory),
		cmocka_unit_test(test_kmalloc_family),
		cmocka_unit_test(test_actions),
		cmocka_unit_test(test_regions),
		cmocka_unit_test(test_failed_probe_leaves_nothing),
		cmocka_unit_test(test_unbind_releases_after_remove),
		cmocka_unit_test(test_leftover_resources_block_probe),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
