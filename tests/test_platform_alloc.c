// SPDX-License-Identifier: MIT
/*
 * test_platform_alloc.c - heap devices: platform_device_alloc(), _add(),
 * _del() and _put(), the copy platform_device_add_resources() makes,
 * platform_device_register_full() and its errors, and the _simple, _data
 * and _resndata helpers.
 */
#include "testutil_platform.h"

static void test_add_resources_copies(void **state)
{
	struct resource res[2] = {
		DEFINE_RES_MEM_NAMED(0x40060000, 0x100, "regs"),
		DEFINE_RES_IRQ_NAMED(9, "irq"),
	};
	struct resource one[1] = { DEFINE_RES_IRQ(10) };
	unsigned long live = live_allocs(), with_res;
	struct platform_device *pdev = platform_device_alloc("tp-res", 1);
	struct resource *kept;

	(void)state;
	assert_non_null(pdev);
	assert_int_equal(platform_device_add_resources(pdev, res, 2), 0);
	assert_non_null(pdev->resource);
	assert_ptr_not_equal(pdev->resource, res);
	assert_int_equal(pdev->num_resources, 2);
	with_res = live_allocs();

	/* The caller's array may change or go; the device has its copy. */
	res[0].start = 0xdead0000;
	res[1].start = 99;
	assert_int_equal(pdev->resource[0].start, 0x40060000);
	assert_int_equal(pdev->resource[0].end, 0x400600ff);
	assert_int_equal(pdev->resource[1].start, 9);
	assert_string_equal(pdev->resource[1].name, "irq");

	/* Replacing frees the old copy. */
	assert_int_equal(platform_device_add_resources(pdev, one, 1), 0);
	assert_int_equal(pdev->num_resources, 1);
	assert_int_equal(pdev->resource[0].start, 10);
	assert_int_equal(live_allocs(), with_res);

	/* Out of memory: the old copy stays. */
	kept = pdev->resource;
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(platform_device_add_resources(pdev, res, 2), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_ptr_equal(pdev->resource, kept);
	assert_int_equal(pdev->num_resources, 1);
	assert_int_equal(live_allocs(), with_res);

	/* NULL clears. */
	assert_int_equal(platform_device_add_resources(pdev, NULL, 0), 0);
	assert_null(pdev->resource);
	assert_int_equal(pdev->num_resources, 0);
	assert_int_equal(live_allocs(), with_res - 1);

	assert_int_equal(platform_device_add_resources(pdev, res, 2), 0);
	platform_device_put(pdev);
	assert_int_equal(live_allocs(), live);
}

static void test_alloc_add_del_put(void **state)
{
	struct resource res[2] = {
		DEFINE_RES_MEM(0x40070000, 0x100),
		DEFINE_RES_IRQ_NAMED(11, "own-name"),
	};
	struct tp_pdata data = { { 5 }, "heap" };
	unsigned long live = live_allocs();
	struct platform_device *pdev;
	struct device *ref;

	(void)state;
	pdev = platform_device_alloc("tp-heap", 5);
	assert_non_null(pdev);
	assert_int_equal(platform_device_add_resources(pdev, res, 2), 0);
	assert_int_equal(platform_device_add_data(pdev, &data, sizeof(data)),
			 0);
	assert_int_equal(platform_device_add(pdev), 0);
	assert_string_equal(dev_name(&pdev->dev), "tp-heap.5");
	assert_true(on_platform_bus("tp-heap.5"));
	assert_ptr_equal(pdev->dev.parent, &platform_bus);
	/* Unnamed resources take the device's name, named ones keep theirs. */
	assert_string_equal(pdev->resource[0].name, "tp-heap.5");
	assert_string_equal(pdev->resource[1].name, "own-name");
	assert_ptr_equal(pdev->resource[0].parent, &iomem_resource);

	/* An extra reference keeps the device after it is deleted. */
	ref = get_device(&pdev->dev);
	platform_device_del(pdev);
	assert_false(on_platform_bus("tp-heap.5"));
	assert_false(device_is_registered(&pdev->dev));
	assert_null(pdev->resource[0].parent);
	assert_int_equal(pdev->num_resources, 2);
	assert_int_equal(((struct tp_pdata *)dev_get_platdata(ref))->pins[0],
			 5);
	platform_device_put(pdev);
	assert_true(live_allocs() > live);
	put_device(ref); /* the last reference: released with its copies */
	assert_int_equal(live_allocs(), live);

	/* NULL and error pointers are ignored. */
	platform_device_del(NULL);
	platform_device_put(NULL);
	platform_device_del(ERR_PTR(-ENOMEM));
	platform_device_put(ERR_PTR(-ENOMEM));
	platform_device_unregister(NULL);
}

static void test_register_full(void **state)
{
	struct resource res[2] = {
		DEFINE_RES_MEM_NAMED(0x40080000, 0x200, "win"),
		DEFINE_RES_IRQ(12),
	};
	struct tp_pdata data = { { 7, 8 }, "full" };
	unsigned long live = live_allocs();
	struct platform_device *parent, *pdev;
	struct platform_device_info info;
	struct tp_pdata *pd;

	(void)state;
	parent = platform_device_register_simple("tp-fullp",
						 PLATFORM_DEVID_NONE, NULL, 0);
	assert_false(IS_ERR_OR_NULL(parent));
	info = (struct platform_device_info){
		.parent = &parent->dev,
		.name = "tp-full",
		.id = 1,
		.res = res,
		.num_res = 2,
		.data = &data,
		.size_data = sizeof(data),
	};
	pdev = platform_device_register_full(&info);
	assert_false(IS_ERR_OR_NULL(pdev));
	assert_string_equal(dev_name(&pdev->dev), "tp-full.1");
	assert_string_equal(pdev->name, "tp-full");
	assert_int_equal(pdev->id, 1);
	assert_ptr_equal(pdev->dev.parent, &parent->dev);
	assert_int_equal(pdev->num_resources, 2);
	assert_ptr_not_equal(pdev->resource, res);
	assert_int_equal(pdev->resource[0].start, 0x40080000);
	assert_int_equal(resource_size(&pdev->resource[0]), 0x200);
	assert_string_equal(pdev->resource[0].name, "win");
	assert_int_equal(pdev->resource[1].start, 12);
	pd = dev_get_platdata(&pdev->dev);
	assert_non_null(pd);
	assert_ptr_not_equal(pd, &data);
	assert_memory_equal(pd, &data, sizeof(data));
	assert_true(on_platform_bus("tp-full.1"));
	/* The caller's copies are not the device's. */
	res[0].start = 0;
	data.pins[0] = 0;
	assert_int_equal(pdev->resource[0].start, 0x40080000);
	assert_int_equal(pd->pins[0], 7);

	platform_device_unregister(pdev);
	platform_device_unregister(parent);
	assert_int_equal(live_allocs(), live);
}

static void expect_full_error(const struct platform_device_info *info, int err,
			      const char *name)
{
	unsigned long live = live_allocs();
	int devices = bus_device_count(&platform_bus_type);
	struct platform_device *pdev;

	log_capture_start();
	pdev = platform_device_register_full(info);
	assert_true(IS_ERR(pdev));
	assert_int_equal(PTR_ERR(pdev), err);
	assert_true(test_log.count > 0);
	log_capture_stop();
	assert_int_equal(live_allocs(), live);
	assert_int_equal(bus_device_count(&platform_bus_type), devices);
	if (name)
		assert_false(on_platform_bus(name));
}

static void test_register_full_errors(void **state)
{
	struct resource bad[1] = {
		{ .start = 5, .end = 4, .flags = IORESOURCE_IRQ }
	};
	static struct platform_device absent;
	struct platform_device_info info = { .name = "tp-ferr", .id = 1 };
	struct platform_device *taken, *pdev;
	unsigned long live = live_allocs();

	(void)state;
	info.name = NULL;
	expect_full_error(&info, -EINVAL, NULL);
	info.name = "";
	expect_full_error(&info, -EINVAL, NULL);

	info.name = "tp-ferr";
	info.res = bad;
	info.num_res = 1;
	expect_full_error(&info, -EINVAL, "tp-ferr.1");
	info.res = NULL;
	info.num_res = 0;

	taken = platform_device_register_simple("tp-ferr", 1, NULL, 0);
	assert_false(IS_ERR(taken));
	expect_full_error(&info, -EEXIST, NULL);
	platform_device_unregister(taken);

	/* A parent that is not registered. */
	absent = SDEV("tp-absent", PLATFORM_DEVID_NONE);
	info.parent = &absent.dev;
	expect_full_error(&info, -ENODEV, "tp-ferr.1");
	info.parent = NULL;

	/* Out of memory at the first allocation. */
	platdev_port_fail_alloc_after(0, 0);
	pdev = platform_device_register_full(&info);
	platdev_port_fail_alloc_after(-1, 0);
	assert_true(IS_ERR(pdev));
	assert_int_equal(PTR_ERR(pdev), -ENOMEM);
	assert_false(on_platform_bus("tp-ferr.1"));

	/* After all that, the name is free. */
	pdev = platform_device_register_full(&info);
	assert_false(IS_ERR(pdev));
	assert_true(on_platform_bus("tp-ferr.1"));
	platform_device_unregister(pdev);
	assert_int_equal(live_allocs(), live);
}

static void test_register_simple_data_resndata(void **state)
{
	struct resource res[2] = {
		DEFINE_RES_IO_NAMED(0x300, 8, "ports"),
		DEFINE_RES_IRQ(13),
	};
	struct resource bad[1] = { { .start = 1, .end = 1, .flags = 0 } };
	struct tp_pdata data = { { 3 }, "nd" };
	unsigned long live = live_allocs();
	struct platform_device *simple, *withdata, *both, *err;

	(void)state;
	simple = platform_device_register_simple("tp-simple", 2, res, 2);
	assert_false(IS_ERR_OR_NULL(simple));
	assert_string_equal(dev_name(&simple->dev), "tp-simple.2");
	assert_ptr_equal(simple->dev.parent, &platform_bus);
	assert_int_equal(simple->num_resources, 2);
	assert_ptr_not_equal(simple->resource, res);
	assert_int_equal(simple->resource[0].start, 0x300);
	assert_ptr_equal(simple->resource[0].parent, &ioport_resource);
	assert_null(dev_get_platdata(&simple->dev));

	withdata = platform_device_register_data(&simple->dev, "tp-wdata",
						 PLATFORM_DEVID_NONE, &data,
						 sizeof(data));
	assert_false(IS_ERR_OR_NULL(withdata));
	assert_ptr_equal(withdata->dev.parent, &simple->dev);
	assert_int_equal(withdata->num_resources, 0);
	assert_null(platform_get_resource(withdata, IORESOURCE_IRQ, 0));
	assert_ptr_not_equal(dev_get_platdata(&withdata->dev), &data);
	assert_memory_equal(dev_get_platdata(&withdata->dev), &data,
			    sizeof(data));

	both = platform_device_register_resndata(
		&withdata->dev, "tp-both", 7, res + 1, 1, &data, sizeof(data));
	assert_false(IS_ERR_OR_NULL(both));
	assert_string_equal(dev_name(&both->dev), "tp-both.7");
	assert_ptr_equal(both->dev.parent, &withdata->dev);
	assert_int_equal(both->num_resources, 1);
	assert_int_equal(platform_get_irq(both, 0), 13);
	assert_memory_equal(dev_get_platdata(&both->dev), &data, sizeof(data));

	log_capture_start();
	err = platform_device_register_simple(NULL, 1, NULL, 0);
	assert_true(IS_ERR(err));
	assert_int_equal(PTR_ERR(err), -EINVAL);
	err = platform_device_register_data(
		NULL, "tp-wdata", PLATFORM_DEVID_NONE, &data, sizeof(data));
	assert_true(IS_ERR(err));
	assert_int_equal(PTR_ERR(err), -EEXIST);
	err = platform_device_register_resndata(NULL, "tp-bad", 1, bad, 1, NULL,
						0);
	assert_true(IS_ERR(err));
	assert_int_equal(PTR_ERR(err), -EINVAL);
	log_capture_stop();
	assert_false(on_platform_bus("tp-bad.1"));

	platform_device_unregister(both);
	platform_device_unregister(withdata);
	platform_device_unregister(simple);
	assert_int_equal(live_allocs(), live);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_add_resources_copies),
		T(test_alloc_add_del_put),
		T(test_register_full),
		T(test_register_full_errors),
		T(test_register_simple_data_resndata),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
