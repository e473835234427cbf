// SPDX-License-Identifier: MIT
/*
 * test_platform.c - the platform bus as <linux/platform_device.h> specifies
 * it: registering static and heap devices and every error path, naming,
 * resources and interrupts, drivers and how they match, probe failures,
 * remove, probe-once drivers, bundles, children and shutdown.
 */
#include <stdio.h>
#include <string.h>

#include <linux/platform_device.h>
#include <platdev/bind.h>

#include "testutil.h"

/* --- what the drivers saw --------------------------------------------- */

/* A platform driver that records its calls and does what it is told. */
struct tdrv {
	struct platform_driver pdrv;
	int probe_ret; /* what probe returns */
	int remove_ret; /* what the int remove returns */
	int probes; /* probe calls, failing ones included */
	int removes; /* remove calls */
	int remove_news; /* remove_new calls */
	int shutdowns;
	kernel_ulong_t driver_data; /* of the id entry probe saw */
	const struct platform_device_id *id_seen;
	struct platform_device *last;
};

static struct tdrv *tdrv_of(struct platform_device *pdev)
{
	struct platform_driver *pdrv = to_platform_driver(pdev->dev.driver);

	return container_of(pdrv, struct tdrv, pdrv);
}

static int t_probe(struct platform_device *pdev)
{
	struct tdrv *t = tdrv_of(pdev);

	t->probes++;
	t->last = pdev;
	t->id_seen = platform_get_device_id(pdev);
	t->driver_data = t->id_seen ? t->id_seen->driver_data : 0;
	ev("probe %s %s;", t->pdrv.driver.name, dev_name(&pdev->dev));
	if (t->probe_ret)
		return t->probe_ret;
	platform_set_drvdata(pdev, t);
	return 0;
}

static int t_remove(struct platform_device *pdev)
{
	struct tdrv *t = tdrv_of(pdev);

	t->removes++;
	ev("remove %s %s;", t->pdrv.driver.name, dev_name(&pdev->dev));
	return t->remove_ret;
}

static void t_remove_new(struct platform_device *pdev)
{
	struct tdrv *t = tdrv_of(pdev);

	t->remove_news++;
	ev("remove_new %s %s;", t->pdrv.driver.name, dev_name(&pdev->dev));
}

static void t_shutdown(struct platform_device *pdev)
{
	struct tdrv *t = tdrv_of(pdev);

	t->shutdowns++;
	ev("shutdown %s %s;", t->pdrv.driver.name, dev_name(&pdev->dev));
}

#define TDRV(_name)                                    \
	(struct tdrv)                                  \
	{                                              \
		.pdrv = {                              \
			.probe = t_probe,              \
			.remove = t_remove,            \
			.shutdown = t_shutdown,        \
			.driver = { .name = (_name) }, \
		},                                     \
	}

#define SDEV(_name, _id)                     \
	(struct platform_device)             \
	{                                    \
		.name = (_name), .id = (_id) \
	}

/* --- model helpers ----------------------------------------------------- */

static bool on_bus(const char *name)
{
	struct device *dev =
		bus_find_device_by_name(&platform_bus_type, NULL, name);

	put_device(dev);
	return dev != NULL;
}

static int count_one(struct device *dev, void *data)
{
	(void)dev;
	(*(int *)data)++;
	return 0;
}

static int bus_devices(void)
{
	int n = 0;

	bus_for_each_dev(&platform_bus_type, NULL, &n, count_one);
	return n;
}

static int count_drv(struct device_driver *drv, void *data)
{
	(void)drv;
	(*(int *)data)++;
	return 0;
}

static int bus_drivers(void)
{
	int n = 0;

	bus_for_each_drv(&platform_bus_type, NULL, &n, count_drv);
	return n;
}

static int setup(void **state)
{
	(void)state;
	test_events[0] = '\0';
	return 0;
}

/* Every test leaves the model as it found it: empty. */
static int teardown(void **state)
{
	(void)state;
	log_capture_stop();
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(bus_devices(), 0);
	assert_int_equal(bus_drivers(), 0);
	assert_null(iomem_resource.child);
	assert_null(ioport_resource.child);
	return 0;
}

/* --- registering static devices ---------------------------------------- */

static void test_static_register_unregister_register_again(void **state)
{
	static struct resource res[2];
	static struct platform_device pdev;
	unsigned long live = live_allocs();
	struct device *found;
	int round;

	(void)state;
	res[0] = (struct resource)DEFINE_RES_MEM(0x40000000, 0x1000);
	res[1] = (struct resource)DEFINE_RES_IRQ(5);
	pdev = SDEV("tp-static", PLATFORM_DEVID_NONE);
	pdev.resource = res;
	pdev.num_resources = 2;

	for (round = 0; round < 2; round++) {
		assert_int_equal(platform_device_register(&pdev), 0);
		assert_true(device_is_registered(&pdev.dev));
		assert_string_equal(dev_name(&pdev.dev), "tp-static");
		found = bus_find_device_by_name(&platform_bus_type, NULL,
						"tp-static");
		assert_ptr_equal(found, &pdev.dev);
		put_device(found);
		/* The device keeps the caller's table; unnamed ones take its name. */
		assert_ptr_equal(pdev.resource, res);
		assert_string_equal(res[0].name, "tp-static");
		assert_true(dev_is_platform(&pdev.dev));

		platform_device_unregister(&pdev);
		assert_false(device_is_registered(&pdev.dev));
		assert_false(on_bus("tp-static"));
		assert_null(res[0].parent);
	}
	assert_int_equal(live_allocs(), live);
}

static void test_parent_defaults_to_platform_bus(void **state)
{
	static struct platform_device pdev;
	struct platform_device *child;

	(void)state;
	pdev = SDEV("tp-orphanless", 1);
	assert_int_equal(platform_device_register(&pdev), 0);
	assert_ptr_equal(pdev.dev.parent, &platform_bus);
	assert_string_equal(dev_name(&platform_bus), "platform");
	assert_ptr_equal(pdev.dev.bus, &platform_bus_type);

	/* An explicit parent is kept. */
	child = platform_device_register_data(&pdev.dev, "tp-with-parent",
					      PLATFORM_DEVID_NONE, NULL, 0);
	assert_false(IS_ERR(child));
	assert_ptr_equal(child->dev.parent, &pdev.dev);
	platform_device_unregister(child);
	platform_device_unregister(&pdev);
}

static void test_register_null_device(void **state)
{
	(void)state;
	log_capture_start();
	assert_int_equal(platform_device_register(NULL), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "NULL device", NULL));
	assert_int_equal(platform_device_add(NULL), -EINVAL);
	log_capture_stop();
	assert_int_equal(bus_devices(), 0);
}

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
	assert_int_equal(bus_devices(), 0);
	assert_int_equal(live_allocs(), live);

	/* The same structure, named, registers. */
	pdev.name = "tp-named-late";
	assert_int_equal(platform_device_register(&pdev), 0);
	assert_true(on_bus("tp-named-late.3"));
	platform_device_unregister(&pdev);
	assert_int_equal(live_allocs(), live);
}

static void test_register_resource_end_before_start(void **state)
{
	static struct resource res[2];
	static struct platform_device pdev;
	unsigned long live = live_allocs();

	(void)state;
	res[0] = (struct resource)DEFINE_RES_MEM_NAMED(0x40010000, 0x100,
						       "fine");
	res[1] = (struct resource){ .start = 0x40020100,
				    .end = 0x400200ff,
				    .flags = IORESOURCE_MEM,
				    .name = "backwards" };
	pdev = SDEV("tp-backwards", 2);
	pdev.resource = res;
	pdev.num_resources = 2;

	log_capture_start();
	assert_int_equal(platform_device_register(&pdev), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "tp-backwards", "backwards",
			    "before it starts", NULL));
	log_capture_stop();
	assert_false(on_bus("tp-backwards.2"));
	assert_int_equal(bus_devices(), 0);
	assert_null(res[0].parent); /* nothing claimed */
	assert_null(iomem_resource.child);
	assert_int_equal(live_allocs(), live);

	res[1].end = 0x400201ff;
	assert_int_equal(platform_device_register(&pdev), 0);
	assert_true(on_bus("tp-backwards.2"));
	platform_device_unregister(&pdev);
	assert_int_equal(live_allocs(), live);
}

static void check_unknown_type(unsigned long flags)
{
	static struct resource res[2];
	static struct platform_device pdev;
	unsigned long live = live_allocs();

	res[0] = (struct resource)DEFINE_RES_MEM(0x40030000, 0x100);
	res[1] = (struct resource){
		.start = 1, .end = 2, .flags = flags, .name = "mystery"
	};
	pdev = SDEV("tp-unknown", PLATFORM_DEVID_NONE);
	pdev.resource = res;
	pdev.num_resources = 2;

	log_capture_start();
	assert_int_equal(platform_device_register(&pdev), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "tp-unknown", "mystery",
			    "unknown type", NULL));
	log_capture_stop();
	assert_false(on_bus("tp-unknown"));
	assert_null(res[0].parent);
	assert_null(res[0].name);
	assert_int_equal(live_allocs(), live);

	res[1].flags = IORESOURCE_DMA;
	assert_int_equal(platform_device_register(&pdev), 0);
	assert_true(on_bus("tp-unknown"));
	platform_device_unregister(&pdev);
	assert_int_equal(live_allocs(), live);
}

static void test_register_resource_unknown_type(void **state)
{
	(void)state;
	check_unknown_type(0);
	check_unknown_type(0x8000);
	check_unknown_type(IORESOURCE_TYPE_BITS);
}

static void test_register_twice_is_ebusy(void **state)
{
	static struct platform_device pdev;
	static struct tdrv drv;

	(void)state;
	drv = TDRV("tp-busy");
	pdev = SDEV("tp-busy", 4);
	assert_int_equal(platform_driver_register(&drv.pdrv), 0);
	assert_int_equal(platform_device_register(&pdev), 0);
	assert_ptr_equal(pdev.dev.driver, &drv.pdrv.driver);

	log_capture_start();
	assert_int_equal(platform_device_register(&pdev), -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "tp-busy.4", "already registered",
			    NULL));
	log_capture_stop();
	/* The registered device is untouched: still there, still bound. */
	assert_true(device_is_registered(&pdev.dev));
	assert_true(on_bus("tp-busy.4"));
	assert_int_equal(bus_devices(), 1);
	assert_ptr_equal(pdev.dev.driver, &drv.pdrv.driver);
	assert_ptr_equal(platform_get_drvdata(&pdev), &drv);
	assert_int_equal(drv.probes, 1);

	platform_device_unregister(&pdev);
	assert_int_equal(drv.removes, 1);
	assert_false(on_bus("tp-busy.4"));
	platform_driver_unregister(&drv.pdrv);
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
	assert_int_equal(bus_devices(), 1);
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

static void test_unregister_what_is_not_registered(void **state)
{
	static struct platform_device pdev;

	(void)state;
	pdev = SDEV("tp-never", PLATFORM_DEVID_NONE);
	log_capture_start();
	platform_device_unregister(&pdev);
	assert_true(log_has(PLATDEV_LOG_ERR, "not registered", NULL));
	assert_true(
		log_has(PLATDEV_LOG_ERR, "reference count underflow", NULL));
	log_capture_stop();

	/* Nothing was harmed: it registers normally afterwards. */
	assert_int_equal(platform_device_register(&pdev), 0);
	assert_true(on_bus("tp-never"));
	platform_device_unregister(&pdev);
	assert_false(on_bus("tp-never"));
}

/* --- naming ------------------------------------------------------------ */

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
	assert_true(on_bus("tp-sauto.3.auto"));
	platform_device_unregister(&sauto);

	platform_device_unregister(again);
	platform_device_unregister(autos[2]);
	platform_device_unregister(autos[0]);
	platform_device_unregister(&numbered);
	platform_device_unregister(&plain);
	assert_int_equal(live_allocs(), live);
}

/* --- heap devices ------------------------------------------------------ */

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

struct tp_pdata {
	int pins[4];
	char label[12];
};

static void test_add_data_copies(void **state)
{
	struct tp_pdata data = { { 1, 2, 3, 4 }, "board" },
			other = { { 9 }, "x" };
	unsigned long live = live_allocs(), with_data;
	struct platform_device *pdev = platform_device_alloc("tp-data", 1);
	void *kept;

	(void)state;
	assert_non_null(pdev);
	assert_int_equal(platform_device_add_data(pdev, &data, sizeof(data)),
			 0);
	assert_non_null(dev_get_platdata(&pdev->dev));
	assert_ptr_not_equal(dev_get_platdata(&pdev->dev), &data);
	with_data = live_allocs();
	data.pins[0] = 77;
	strcpy(data.label, "changed");
	assert_int_equal(
		((struct tp_pdata *)dev_get_platdata(&pdev->dev))->pins[0], 1);
	assert_string_equal(
		((struct tp_pdata *)dev_get_platdata(&pdev->dev))->label,
		"board");

	/* Replacing frees the old copy. */
	assert_int_equal(platform_device_add_data(pdev, &other, sizeof(other)),
			 0);
	assert_int_equal(
		((struct tp_pdata *)dev_get_platdata(&pdev->dev))->pins[0], 9);
	assert_int_equal(live_allocs(), with_data);

	/* Out of memory: the old data stays. */
	kept = dev_get_platdata(&pdev->dev);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(platform_device_add_data(pdev, &data, sizeof(data)),
			 -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_ptr_equal(dev_get_platdata(&pdev->dev), kept);
	assert_int_equal(live_allocs(), with_data);

	/* NULL clears. */
	assert_int_equal(platform_device_add_data(pdev, NULL, 0), 0);
	assert_null(dev_get_platdata(&pdev->dev));
	assert_int_equal(live_allocs(), with_data - 1);

	assert_int_equal(platform_device_add_data(pdev, &data, sizeof(data)),
			 0);
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
	assert_true(on_bus("tp-heap.5"));
	assert_ptr_equal(pdev->dev.parent, &platform_bus);
	/* Unnamed resources take the device's name, named ones keep theirs. */
	assert_string_equal(pdev->resource[0].name, "tp-heap.5");
	assert_string_equal(pdev->resource[1].name, "own-name");
	assert_ptr_equal(pdev->resource[0].parent, &iomem_resource);

	/* An extra reference keeps the device after it is deleted. */
	ref = get_device(&pdev->dev);
	platform_device_del(pdev);
	assert_false(on_bus("tp-heap.5"));
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
	assert_true(on_bus("tp-full.1"));
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
	int devices = bus_devices();
	struct platform_device *pdev;

	log_capture_start();
	pdev = platform_device_register_full(info);
	assert_true(IS_ERR(pdev));
	assert_int_equal(PTR_ERR(pdev), err);
	assert_true(test_log.count > 0);
	log_capture_stop();
	assert_int_equal(live_allocs(), live);
	assert_int_equal(bus_devices(), devices);
	if (name)
		assert_false(on_bus(name));
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
	assert_false(on_bus("tp-ferr.1"));

	/* After all that, the name is free. */
	pdev = platform_device_register_full(&info);
	assert_false(IS_ERR(pdev));
	assert_true(on_bus("tp-ferr.1"));
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
	assert_false(on_bus("tp-bad.1"));

	platform_device_unregister(both);
	platform_device_unregister(withdata);
	platform_device_unregister(simple);
	assert_int_equal(live_allocs(), live);
}

/* --- platform_add_devices() ------------------------------------------- */

static void test_add_devices_all_or_nothing(void **state)
{
	static struct platform_device d[4];
	static struct tdrv drv;
	struct platform_device *devs[4] = { &d[0], &d[1], &d[2], &d[3] };
	unsigned long live = live_allocs(), with_driver;
	int i;

	(void)state;
	drv = TDRV("tp-add");
	for (i = 0; i < 4; i++)
		d[i] = SDEV("tp-add", i);
	d[2].id = 0; /* the third one takes the first one's name */
	assert_int_equal(platform_driver_register(&drv.pdrv), 0);
	with_driver = live_allocs();

	log_capture_start();
	assert_int_equal(platform_add_devices(devs, 4), -EEXIST);
	assert_true(
		log_has(PLATDEV_LOG_ERR, "tp-add.0", "already in use", NULL));
	log_capture_stop();
	/* The first two were bound, then unregistered again, last first. */
	assert_string_equal(test_events,
			    "probe tp-add tp-add.0;probe tp-add tp-add.1;"
			    "remove tp-add tp-add.1;remove tp-add tp-add.0;");
	assert_int_equal(bus_devices(), 0);
	for (i = 0; i < 4; i++)
		assert_false(device_is_registered(&d[i].dev));
	assert_int_equal(live_allocs(), with_driver);

	d[2].id = 2;
	test_events[0] = '\0';
	assert_int_equal(platform_add_devices(devs, 4), 0);
	assert_int_equal(bus_devices(), 4);
	assert_int_equal(drv.probes, 6);
	for (i = 3; i >= 0; i--)
		platform_device_unregister(&d[i]);
	platform_driver_unregister(&drv.pdrv);
	assert_int_equal(live_allocs(), live);
}

/* --- resources and interrupts ------------------------------------------ */

static void test_get_resource(void **state)
{
	static struct resource res[6];
	static struct platform_device pdev;

	(void)state;
	res[0] = (struct resource)DEFINE_RES_MEM_NAMED(0x40090000, 0x100,
						       "regs");
	res[1] = (struct resource)DEFINE_RES_IRQ_NAMED(7, "tx");
	res[2] =
		(struct resource)DEFINE_RES_MEM_NAMED(0x400a0000, 0x40, "fifo");
	res[3] = (struct resource)DEFINE_RES_IO_NAMED(0x3f8, 8, "ports");
	res[4] = (struct resource)DEFINE_RES_IRQ_NAMED(9, "rx");
	res[5] = (struct resource)DEFINE_RES_DMA(3);
	pdev = SDEV("tp-getres", PLATFORM_DEVID_NONE);
	pdev.resource = res;
	pdev.num_resources = 6;
	assert_int_equal(platform_device_register(&pdev), 0);

	/* By type and index among that type; static resources stay put. */
	assert_ptr_equal(platform_get_resource(&pdev, IORESOURCE_MEM, 0),
			 &res[0]);
	assert_ptr_equal(platform_get_resource(&pdev, IORESOURCE_MEM, 1),
			 &res[2]);
	assert_null(platform_get_resource(&pdev, IORESOURCE_MEM, 2));
	assert_ptr_equal(platform_get_resource(&pdev, IORESOURCE_IRQ, 0),
			 &res[1]);
	assert_ptr_equal(platform_get_resource(&pdev, IORESOURCE_IRQ, 1),
			 &res[4]);
	assert_ptr_equal(platform_get_resource(&pdev, IORESOURCE_IO, 0),
			 &res[3]);
	assert_null(platform_get_resource(&pdev, IORESOURCE_IO, 1));
	assert_ptr_equal(platform_get_resource(&pdev, IORESOURCE_DMA, 0),
			 &res[5]);
	assert_null(platform_get_resource(&pdev, IORESOURCE_BUS, 0));

	/* By name, of the given type only. */
	assert_ptr_equal(platform_get_resource_byname(&pdev, IORESOURCE_MEM,
						      "fifo"),
			 &res[2]);
	assert_ptr_equal(platform_get_resource_byname(&pdev, IORESOURCE_IRQ,
						      "rx"),
			 &res[4]);
	assert_null(
		platform_get_resource_byname(&pdev, IORESOURCE_IRQ, "fifo"));
	assert_null(
		platform_get_resource_byname(&pdev, IORESOURCE_MEM, "nope"));
	/* The DMA resource took the device's name. */
	assert_ptr_equal(platform_get_resource_byname(&pdev, IORESOURCE_DMA,
						      "tp-getres"),
			 &res[5]);

	/* MEM and IO together, in table order. */
	assert_ptr_equal(platform_get_mem_or_io(&pdev, 0), &res[0]);
	assert_ptr_equal(platform_get_mem_or_io(&pdev, 1), &res[2]);
	assert_ptr_equal(platform_get_mem_or_io(&pdev, 2), &res[3]);
	assert_null(platform_get_mem_or_io(&pdev, 3));

	platform_device_unregister(&pdev);
}

static void test_get_irq(void **state)
{
	struct resource res[3] = {
		DEFINE_RES_MEM(0x400b0000, 0x100),
		DEFINE_RES_IRQ_NAMED(7, "tx"),
		DEFINE_RES_IRQ_NAMED(9, "rx"),
	};
	struct platform_device *pdev, *none;
	unsigned int before;

	(void)state;
	pdev = platform_device_register_simple("tp-irq", PLATFORM_DEVID_NONE,
					       res, 3);
	assert_false(IS_ERR(pdev));
	none = platform_device_register_simple("tp-noirq", PLATFORM_DEVID_NONE,
					       res, 0);
	assert_false(IS_ERR(none));

	log_capture_start();
	assert_int_equal(platform_get_irq(pdev, 0), 7);
	assert_int_equal(platform_get_irq(pdev, 1), 9);
	assert_int_equal(platform_get_irq_optional(pdev, 1), 9);
	assert_int_equal(platform_get_irq_byname(pdev, "rx"), 9);
	assert_int_equal(platform_get_irq_byname_optional(pdev, "tx"), 7);
	assert_int_equal(platform_irq_count(pdev), 2);
	assert_int_equal(test_log.count, 0);

	/* Missing: -ENXIO, never 0; logged unless optional. */
	assert_int_equal(platform_get_irq(pdev, 2), -ENXIO);
	assert_true(log_has(PLATDEV_LOG_ERR, "tp-irq", NULL));
	test_log.count = 0;
	assert_int_equal(platform_get_irq_byname(pdev, "nope"), -ENXIO);
	assert_true(log_has(PLATDEV_LOG_ERR, "tp-irq", "nope", NULL));
	test_log.count = 0;
	assert_int_equal(platform_get_irq_optional(pdev, 2), -ENXIO);
	assert_int_equal(platform_get_irq_byname_optional(pdev, "nope"),
			 -ENXIO);
	/* A MEM resource's name is no interrupt's name. */
	assert_int_equal(platform_get_irq_byname_optional(pdev, "tp-irq"),
			 -ENXIO);
	assert_int_equal(test_log.count, 0);

	assert_int_equal(platform_irq_count(none), 0);
	assert_int_equal(platform_get_irq_optional(none, 0), -ENXIO);
	assert_int_equal(test_log.count, 0);
	before = test_log.count;
	assert_int_equal(platform_get_irq(none, 0), -ENXIO);
	assert_true(test_log.count > before);
	assert_true(log_has(PLATDEV_LOG_ERR, "tp-noirq", NULL));
	log_capture_stop();

	platform_device_unregister(none);
	platform_device_unregister(pdev);
}

static void test_irq_zero_is_invalid(void **state)
{
	struct resource res[2] = {
		DEFINE_RES_IRQ_NAMED(0, "zero"),
		DEFINE_RES_IRQ_NAMED(4, "four"),
	};
	struct platform_device *pdev;

	(void)state;
	pdev = platform_device_register_simple("tp-irq0", PLATFORM_DEVID_NONE,
					       res, 2);
	assert_false(IS_ERR(pdev));
	log_capture_start();
	assert_int_equal(platform_get_irq_optional(pdev, 0), -EINVAL);
	assert_int_equal(platform_get_irq(pdev, 0), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "tp-irq0", NULL));
	assert_int_equal(platform_get_irq_byname_optional(pdev, "zero"),
			 -EINVAL);
	assert_int_equal(platform_get_irq_byname(pdev, "zero"), -EINVAL);
	assert_int_equal(platform_get_irq(pdev, 1), 4);
	assert_int_equal(platform_get_irq_byname(pdev, "four"), 4);
	log_capture_stop();
	platform_device_unregister(pdev);
}

/* --- drivers: binding and what probe sees ------------------------------- */

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

static void test_drvdata_platdata_conversions(void **state)
{
	static struct tp_pdata data = { { 42 }, "static" };
	static struct tdrv drv;
	static struct platform_device pdev;
	struct device *dev;

	(void)state;
	drv = TDRV("tp-conv");
	pdev = SDEV("tp-conv", PLATFORM_DEVID_NONE);
	pdev.dev.platform_data = &data;
	assert_int_equal(platform_device_register(&pdev), 0);
	assert_null(platform_get_drvdata(&pdev));
	/* A static device's platform data stays where the board keeps it. */
	assert_ptr_equal(dev_get_platdata(&pdev.dev), &data);

	assert_int_equal(platform_driver_register(&drv.pdrv), 0);
	assert_ptr_equal(drv.last, &pdev);
	assert_ptr_equal(platform_get_drvdata(&pdev), &drv);
	assert_ptr_equal(dev_get_drvdata(&pdev.dev), &drv);
	dev = &pdev.dev;
	assert_ptr_equal(to_platform_device(dev), &pdev);
	assert_ptr_equal(to_platform_driver(dev->driver), &drv.pdrv);
	assert_string_equal(dev_driver_string(dev), "tp-conv");
	platform_set_drvdata(&pdev, &data);
	assert_ptr_equal(platform_get_drvdata(&pdev), &data);

	platform_driver_unregister(&drv.pdrv);
	/* Unbinding clears the driver's data. */
	assert_null(platform_get_drvdata(&pdev));
	assert_null(pdev.dev.driver);
	assert_string_equal(dev_driver_string(dev), "platform");
	platform_device_unregister(&pdev);
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

static void test_probe_failure_next_driver(void **state)
{
	static const struct platform_device_id ids[] = { { "tp-pf", 1 }, {} };
	static struct tdrv failing, next;
	static struct platform_device pdev, later;

	(void)state;
	failing = TDRV("tp-pf");
	failing.probe_ret = -EIO;
	next = TDRV("tp-pf-next");
	next.pdrv.id_table = ids;
	pdev = SDEV("tp-pf", 1);
	later = SDEV("tp-pf", 2);

	/* Both drivers present: the first fails, the second takes it. */
	assert_int_equal(platform_driver_register(&failing.pdrv), 0);
	assert_int_equal(platform_driver_register(&next.pdrv), 0);
	log_capture_start();
	assert_int_equal(platform_device_register(&pdev), 0);
	assert_true(log_has(PLATDEV_LOG_ERR, "tp-pf.1",
			    "probe with driver tp-pf failed with error -5",
			    NULL));
	log_capture_stop();
	assert_string_equal(test_events, "probe tp-pf tp-pf.1;"
					 "probe tp-pf-next tp-pf.1;");
	assert_ptr_equal(pdev.dev.driver, &next.pdrv.driver);
	assert_ptr_equal(platform_get_device_id(&pdev), &ids[0]);
	platform_driver_unregister(&next.pdrv);
	platform_device_unregister(&pdev);

	/* The failing driver alone leaves the device unbound and clean. */
	log_capture_start();
	assert_int_equal(platform_device_register(&later), 0);
	log_capture_stop();
	assert_int_equal(failing.probes, 2);
	assert_null(later.dev.driver);
	assert_null(platform_get_drvdata(&later));
	assert_null(platform_get_device_id(&later));
	/* A driver registered afterwards still gets its chance. */
	assert_int_equal(platform_driver_register(&next.pdrv), 0);
	assert_ptr_equal(later.dev.driver, &next.pdrv.driver);
	assert_int_equal(failing.removes, 0);

	platform_device_unregister(&later);
	platform_driver_unregister(&next.pdrv);
	platform_driver_unregister(&failing.pdrv);
	assert_int_equal(failing.removes, 0);
}

static void check_probe_error(int err, bool logged_as_error)
{
	static struct tdrv drv;
	static struct platform_device pdev;
	struct platdev_bind_status st;

	drv = TDRV("tp-perr");
	drv.probe_ret = err;
	pdev = SDEV("tp-perr", PLATFORM_DEVID_NONE);
	assert_int_equal(platform_driver_register(&drv.pdrv), 0);
	log_capture_start();
	assert_int_equal(platform_device_register(&pdev), 0);
	assert_int_equal(drv.probes, 1);
	assert_null(pdev.dev.driver);
	assert_true(device_is_registered(&pdev.dev));
	assert_int_equal(platdev_device_bind_status(&pdev.dev, &st), 0);
	assert_int_equal(st.state, err == -EPROBE_DEFER ?
					   PLATDEV_BIND_DEFERRED :
					   PLATDEV_BIND_FAILED);
	assert_int_equal(st.last_error, err);
	assert_int_equal(st.probe_calls, 1);
	assert_null(st.driver);
	/* It was said, at least at debug level. */
	assert_true(log_has(PLATDEV_LOG_DEBUG, "tp-perr", NULL));
	assert_int_equal(log_has(PLATDEV_LOG_ERR, "tp-perr", NULL),
			 logged_as_error);
	log_capture_stop();
	platform_device_unregister(&pdev);
	platform_driver_unregister(&drv.pdrv);
	assert_int_equal(drv.removes, 0);
}

/* The bind status follows a device through no driver, failure and success. */
static void test_bind_status(void **state)
{
	static struct tdrv drv;
	static struct platform_device pdev;
	struct platdev_bind_status st;

	(void)state;
	drv = TDRV("tp-status");
	pdev = SDEV("tp-status", PLATFORM_DEVID_NONE);
	assert_int_equal(platdev_device_bind_status(NULL, &st), -EINVAL);
	assert_int_equal(platdev_device_bind_status(&pdev.dev, NULL), -EINVAL);

	assert_int_equal(platform_device_register(&pdev), 0);
	assert_int_equal(platdev_device_bind_status(&pdev.dev, &st), 0);
	assert_int_equal(st.state, PLATDEV_BIND_UNBOUND);
	assert_int_equal(st.probe_calls, 0);
	assert_string_equal(platdev_bind_state_name(st.state), "unbound");

	drv.probe_ret = -EPROBE_DEFER;
	assert_int_equal(platform_driver_register(&drv.pdrv), 0);
	assert_int_equal(platdev_device_bind_status(&pdev.dev, &st), 0);
	assert_string_equal(platdev_bind_state_name(st.state), "deferred");

	drv.probe_ret = 0;
	assert_int_equal(device_attach(&pdev.dev), 1);
	assert_int_equal(platdev_device_bind_status(&pdev.dev, &st), 0);
	assert_int_equal(st.state, PLATDEV_BIND_BOUND);
	assert_string_equal(platdev_bind_state_name(st.state), "bound");
	assert_string_equal(st.driver, "tp-status");
	assert_int_equal(st.last_error, 0);
	assert_int_equal(st.probe_calls, 2);

	/* Unbinding is not a failure. */
	platform_driver_unregister(&drv.pdrv);
	assert_int_equal(platdev_device_bind_status(&pdev.dev, &st), 0);
	assert_int_equal(st.state, PLATDEV_BIND_UNBOUND);
	assert_null(st.driver);
	assert_string_equal(platdev_bind_state_name(PLATDEV_BIND_FAILED),
			    "failed");
	assert_string_equal(platdev_bind_state_name((enum platdev_bind_state)9),
			    "?");
	platform_device_unregister(&pdev);
}

static void test_probe_errors_and_logging(void **state)
{
	(void)state;
	check_probe_error(-ENODEV, false);
	check_probe_error(-ENXIO, false);
	check_probe_error(-EIO, true);
	check_probe_error(-ENOMEM, true);
	check_probe_error(-EPROBE_DEFER, false);
}

static void test_probe_positive_return(void **state)
{
	static struct tdrv drv;
	static struct platform_device pdev;

	(void)state;
	drv = TDRV("tp-pos");
	drv.probe_ret = 1;
	pdev = SDEV("tp-pos", PLATFORM_DEVID_NONE);
	assert_int_equal(platform_driver_register(&drv.pdrv), 0);
	log_capture_start();
	assert_int_equal(platform_device_register(&pdev), 0);
	assert_true(log_has(PLATDEV_LOG_ERR, "tp-pos", "returned 1", NULL));
	log_capture_stop();
	assert_null(pdev.dev.driver);
	platform_device_unregister(&pdev);
	assert_int_equal(drv.removes, 0);
	platform_driver_unregister(&drv.pdrv);
}

static void test_remove_new_preferred(void **state)
{
	static struct tdrv both, only_int;
	static struct platform_device a, b;

	(void)state;
	both = TDRV("tp-rn");
	both.pdrv.remove_new = t_remove_new;
	only_int = TDRV("tp-ri");
	a = SDEV("tp-rn", PLATFORM_DEVID_NONE);
	b = SDEV("tp-ri", PLATFORM_DEVID_NONE);
	assert_int_equal(platform_driver_register(&both.pdrv), 0);
	assert_int_equal(platform_driver_register(&only_int.pdrv), 0);
	assert_int_equal(platform_device_register(&a), 0);
	assert_int_equal(platform_device_register(&b), 0);

	platform_device_unregister(&a);
	assert_int_equal(both.remove_news, 1);
	assert_int_equal(both.removes, 0);
	platform_device_unregister(&b);
	assert_int_equal(only_int.removes, 1);

	platform_driver_unregister(&only_int.pdrv);
	platform_driver_unregister(&both.pdrv);
}

static void test_remove_nonzero_warns(void **state)
{
	static struct tdrv drv;
	static struct platform_device pdev;

	(void)state;
	drv = TDRV("tp-rw");
	drv.remove_ret = -EBUSY;
	pdev = SDEV("tp-rw", 3);
	assert_int_equal(platform_driver_register(&drv.pdrv), 0);
	assert_int_equal(platform_device_register(&pdev), 0);
	log_capture_start();
	platform_device_unregister(&pdev);
	assert_true(log_has(PLATDEV_LOG_WARNING, "tp-rw.3", "remove", NULL));
	log_capture_stop();
	/* The value is ignored: the device is gone all the same. */
	assert_int_equal(drv.removes, 1);
	assert_false(on_bus("tp-rw.3"));
	assert_null(pdev.dev.driver);
	platform_driver_unregister(&drv.pdrv);
}

static void test_register_drivers_all_or_nothing(void **state)
{
	static struct tdrv d1, dup, d3;
	static struct platform_device p1, p3;
	struct platform_driver *bad[2] = { &d1.pdrv, &dup.pdrv };
	struct platform_driver *good[2] = { &d1.pdrv, &d3.pdrv };

	(void)state;
	d1 = TDRV("tp-rd1");
	dup = TDRV("tp-rd1");
	d3 = TDRV("tp-rd3");
	p1 = SDEV("tp-rd1", PLATFORM_DEVID_NONE);
	p3 = SDEV("tp-rd3", PLATFORM_DEVID_NONE);
	assert_int_equal(platform_device_register(&p1), 0);
	assert_int_equal(platform_device_register(&p3), 0);

	log_capture_start();
	assert_int_equal(platform_register_drivers(bad, 2), -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "tp-rd1", NULL));
	log_capture_stop();
	/* The first bound p1 and was taken away again. */
	assert_string_equal(test_events,
			    "probe tp-rd1 tp-rd1;remove tp-rd1 tp-rd1;");
	assert_null(driver_find("tp-rd1", &platform_bus_type));
	assert_null(p1.dev.driver);
	assert_int_equal(bus_drivers(), 0);

	test_events[0] = '\0';
	assert_int_equal(platform_register_drivers(good, 2), 0);
	assert_ptr_equal(driver_find("tp-rd1", &platform_bus_type),
			 &d1.pdrv.driver);
	assert_ptr_equal(driver_find("tp-rd3", &platform_bus_type),
			 &d3.pdrv.driver);
	assert_ptr_equal(p1.dev.driver, &d1.pdrv.driver);
	assert_ptr_equal(p3.dev.driver, &d3.pdrv.driver);

	test_events[0] = '\0';
	platform_unregister_drivers(good, 2);
	assert_string_equal(test_events,
			    "remove tp-rd3 tp-rd3;remove tp-rd1 tp-rd1;");
	assert_null(driver_find("tp-rd1", &platform_bus_type));
	assert_null(driver_find("tp-rd3", &platform_bus_type));

	platform_device_unregister(&p3);
	platform_device_unregister(&p1);
}

static void test_driver_probe_binds_existing_only(void **state)
{
	static struct tdrv drv, lonely, refused;
	static struct platform_device now, later, stubborn;

	(void)state;
	drv = TDRV("tp-dp");
	drv.pdrv.probe = NULL;
	now = SDEV("tp-dp", 0);
	later = SDEV("tp-dp", 1);
	assert_int_equal(platform_device_register(&now), 0);
	assert_int_equal(platform_driver_probe(&drv.pdrv, t_probe), 0);
	assert_ptr_equal(now.dev.driver, &drv.pdrv.driver);
	assert_ptr_equal(driver_find("tp-dp", &platform_bus_type),
			 &drv.pdrv.driver);

	/* A device that comes later is never bound to it. */
	assert_int_equal(platform_device_register(&later), 0);
	assert_null(later.dev.driver);
	assert_int_equal(bus_rescan_devices(&platform_bus_type), 0);
	assert_null(later.dev.driver);
	assert_int_equal(drv.probes, 1);

	platform_device_unregister(&later);
	platform_device_unregister(&now);
	assert_int_equal(drv.removes, 1);
	platform_driver_unregister(&drv.pdrv);

	/* No device: -ENODEV, and the driver is gone again. */
	lonely = TDRV("tp-dp-lonely");
	assert_int_equal(platform_driver_probe(&lonely.pdrv, t_probe), -ENODEV);
	assert_null(driver_find("tp-dp-lonely", &platform_bus_type));
	assert_int_equal(bus_drivers(), 0);

	/* A device whose probe fails counts as none. */
	refused = TDRV("tp-dp-refused");
	refused.probe_ret = -ENODEV;
	stubborn = SDEV("tp-dp-refused", PLATFORM_DEVID_NONE);
	assert_int_equal(platform_device_register(&stubborn), 0);
	assert_int_equal(platform_driver_probe(&refused.pdrv, t_probe),
			 -ENODEV);
	assert_int_equal(refused.probes, 1);
	assert_null(driver_find("tp-dp-refused", &platform_bus_type));
	assert_null(stubborn.dev.driver);
	platform_device_unregister(&stubborn);
}

static void test_create_bundle(void **state)
{
	struct resource res[2] = {
		DEFINE_RES_MEM_NAMED(0x400c0000, 0x100, "bundle-regs"),
		DEFINE_RES_IRQ(21),
	};
	struct tp_pdata data = { { 1, 1 }, "bundle" };
	static struct tdrv drv;
	unsigned long live = live_allocs();
	struct platform_device *pdev;

	(void)state;
	drv = TDRV("tp-bundle");
	pdev = platform_create_bundle(&drv.pdrv, t_probe, res, 2, &data,
				      sizeof(data));
	assert_false(IS_ERR_OR_NULL(pdev));
	assert_string_equal(pdev->name, "tp-bundle");
	assert_string_equal(dev_name(&pdev->dev), "tp-bundle");
	assert_int_equal(pdev->id, PLATFORM_DEVID_NONE);
	assert_true(on_bus("tp-bundle"));
	assert_ptr_equal(pdev->dev.driver, &drv.pdrv.driver);
	assert_ptr_equal(drv.last, pdev);
	assert_ptr_not_equal(pdev->resource, res);
	assert_int_equal(pdev->num_resources, 2);
	assert_int_equal(platform_get_resource(pdev, IORESOURCE_MEM, 0)->start,
			 0x400c0000);
	assert_int_equal(platform_get_irq(pdev, 0), 21);
	assert_ptr_not_equal(dev_get_platdata(&pdev->dev), &data);
	assert_memory_equal(dev_get_platdata(&pdev->dev), &data, sizeof(data));

	platform_device_unregister(pdev);
	assert_int_equal(drv.removes, 1);
	platform_driver_unregister(&drv.pdrv);
	assert_int_equal(live_allocs(), live);
}

static void test_create_bundle_failures(void **state)
{
	struct resource res[1] = { DEFINE_RES_MEM(0x400d0000, 0x100) };
	static struct tdrv failing, clash;
	static struct platform_device squatter;
	unsigned long live = live_allocs();
	struct platform_device *pdev;

	(void)state;
	/* The probe fails: no device, no driver, nothing allocated. */
	failing = TDRV("tp-bfail");
	failing.probe_ret = -EIO;
	log_capture_start();
	pdev = platform_create_bundle(&failing.pdrv, t_probe, res, 1, NULL, 0);
	log_capture_stop();
	assert_true(IS_ERR(pdev));
	assert_int_equal(failing.probes, 1);
	assert_false(on_bus("tp-bfail"));
	assert_null(driver_find("tp-bfail", &platform_bus_type));
	assert_null(iomem_resource.child);
	assert_int_equal(live_allocs(), live);

	/* The name is taken: the squatter stays as it was, unbound. */
	clash = TDRV("tp-bclash");
	squatter = SDEV("tp-bclash", PLATFORM_DEVID_NONE);
	assert_int_equal(platform_device_register(&squatter), 0);
	log_capture_start();
	pdev = platform_create_bundle(&clash.pdrv, t_probe, NULL, 0, NULL, 0);
	log_capture_stop();
	assert_true(IS_ERR(pdev));
	assert_int_equal(PTR_ERR(pdev), -EEXIST);
	assert_null(driver_find("tp-bclash", &platform_bus_type));
	assert_null(squatter.dev.driver);
	assert_int_equal(clash.probes, 0);
	assert_int_equal(bus_devices(), 1);
	platform_device_unregister(&squatter);
	assert_int_equal(live_allocs(), live);
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

/* --- children ---------------------------------------------------------- */

static struct platform_device *kids[2];
static int kid_err;

static int parent_probe(struct platform_device *pdev)
{
	int i;

	ev("probe parent %s;", dev_name(&pdev->dev));
	for (i = 0; i < 2; i++) {
		kids[i] = platform_device_register_data(&pdev->dev, "tp-kid",
							i + 1, NULL, 0);
		if (IS_ERR(kids[i])) {
			kid_err = (int)PTR_ERR(kids[i]);
			while (i--)
				platform_device_unregister(kids[i]);
			return kid_err;
		}
	}
	platform_set_drvdata(pdev, kids);
	return 0;
}

static void parent_remove(struct platform_device *pdev)
{
	struct platform_device **k = platform_get_drvdata(pdev);

	ev("remove parent %s;", dev_name(&pdev->dev));
	platform_device_unregister(k[1]);
	platform_device_unregister(k[0]);
}

static void test_probe_registers_children(void **state)
{
	static struct platform_driver pdrv;
	static struct tdrv kid_drv;
	static struct platform_device parent;
	unsigned long live = live_allocs();
	struct device *found;

	(void)state;
	pdrv = (struct platform_driver){ .probe = parent_probe,
					 .remove_new = parent_remove,
					 .driver = { .name = "tp-parent" } };
	kid_drv = TDRV("tp-kid");
	parent = SDEV("tp-parent", PLATFORM_DEVID_NONE);
	assert_int_equal(platform_driver_register(&kid_drv.pdrv), 0);
	assert_int_equal(platform_driver_register(&pdrv), 0);
	assert_int_equal(platform_device_register(&parent), 0);
	assert_ptr_equal(parent.dev.driver, &pdrv.driver);
	assert_ptr_equal(kids[0]->dev.parent, &parent.dev);
	assert_ptr_equal(kids[1]->dev.parent, &parent.dev);
	assert_ptr_equal(kids[1]->dev.driver, &kid_drv.pdrv.driver);
	found = device_find_child_by_name(&parent.dev, "tp-kid.2");
	assert_ptr_equal(found, &kids[1]->dev);
	put_device(found);
	assert_string_equal(test_events,
			    "probe parent tp-parent;probe tp-kid tp-kid.1;"
			    "probe tp-kid tp-kid.2;");

	/* Unbinding the parent's driver: its remove unregisters the kids. */
	test_events[0] = '\0';
	log_capture_start();
	platform_driver_unregister(&pdrv);
	assert_false(log_has(PLATDEV_LOG_WARNING, "", NULL));
	log_capture_stop();
	assert_string_equal(test_events, "remove parent tp-parent;"
					 "remove tp-kid tp-kid.2;"
					 "remove tp-kid tp-kid.1;");
	assert_false(on_bus("tp-kid.1"));
	assert_false(on_bus("tp-kid.2"));
	assert_true(device_is_registered(&parent.dev));

	/* Bound again, then the parent itself goes: kids first, newest first,
	 * then the parent's remove, whose unregisters are silent. */
	assert_int_equal(platform_driver_register(&pdrv), 0);
	test_events[0] = '\0';
	log_capture_start();
	platform_device_unregister(&parent);
	assert_false(log_has(PLATDEV_LOG_WARNING, "", NULL));
	log_capture_stop();
	assert_string_equal(test_events, "remove tp-kid tp-kid.2;"
					 "remove tp-kid tp-kid.1;"
					 "remove parent tp-parent;");
	assert_int_equal(bus_devices(), 0);
	platform_driver_unregister(&pdrv);
	platform_driver_unregister(&kid_drv.pdrv);
	assert_int_equal(live_allocs(), live);
}

static void test_unregister_parent_with_children(void **state)
{
	static struct tdrv drv;
	static struct platform_device parent;
	struct platform_device *c1, *c2, *c3, *grandchild;
	unsigned long live = live_allocs(), with_driver;

	(void)state;
	drv = TDRV("tp-fam");
	parent = SDEV("tp-fam", 0);
	assert_int_equal(platform_driver_register(&drv.pdrv), 0);
	with_driver = live_allocs();
	assert_int_equal(platform_device_register(&parent), 0);
	c1 = platform_device_register_data(&parent.dev, "tp-fam", 1, NULL, 0);
	c2 = platform_device_register_data(&parent.dev, "tp-fam", 2, NULL, 0);
	grandchild =
		platform_device_register_data(&c2->dev, "tp-fam", 21, NULL, 0);
	c3 = platform_device_register_data(&parent.dev, "tp-fam", 3, NULL, 0);
	assert_false(IS_ERR(c1));
	assert_false(IS_ERR(c2));
	assert_false(IS_ERR(grandchild));
	assert_false(IS_ERR(c3));
	assert_int_equal(drv.probes, 5);

	test_events[0] = '\0';
	log_capture_start();
	platform_device_unregister(&parent);
	assert_false(log_has(PLATDEV_LOG_WARNING, "", NULL));
	assert_string_equal(test_events, "remove tp-fam tp-fam.3;"
					 "remove tp-fam tp-fam.21;"
					 "remove tp-fam tp-fam.2;"
					 "remove tp-fam tp-fam.1;"
					 "remove tp-fam tp-fam.0;");
	assert_int_equal(bus_devices(), 0);
	assert_false(device_is_registered(&c1->dev));

	/* The owners' unregisters now only drop their references, silently. */
	test_log.count = 0;
	platform_device_unregister(c3);
	platform_device_unregister(grandchild);
	platform_device_unregister(c2);
	platform_device_unregister(c1);
	assert_false(log_has(PLATDEV_LOG_WARNING, "", NULL));
	log_capture_stop();
	assert_int_equal(drv.removes, 5);
	assert_int_equal(live_allocs(), with_driver);

	/* The names are free again. */
	c1 = platform_device_register_simple("tp-fam", 1, NULL, 0);
	assert_false(IS_ERR(c1));
	platform_device_unregister(c1);
	platform_driver_unregister(&drv.pdrv);
	assert_int_equal(live_allocs(), live);
}

/* --- shutdown ---------------------------------------------------------- */

static void test_shutdown_via_bus(void **state)
{
	static struct tdrv drv, noshut;
	static struct platform_device bound, unbound, quiet;

	(void)state;
	drv = TDRV("tp-shut");
	noshut = TDRV("tp-noshut");
	noshut.pdrv.shutdown = NULL;
	bound = SDEV("tp-shut", PLATFORM_DEVID_NONE);
	unbound = SDEV("tp-shut-none", PLATFORM_DEVID_NONE);
	quiet = SDEV("tp-noshut", PLATFORM_DEVID_NONE);
	assert_int_equal(platform_driver_register(&drv.pdrv), 0);
	assert_int_equal(platform_driver_register(&noshut.pdrv), 0);
	assert_int_equal(platform_device_register(&bound), 0);
	assert_int_equal(platform_device_register(&unbound), 0);
	assert_int_equal(platform_device_register(&quiet), 0);

	assert_non_null(platform_bus_type.shutdown);
	platform_bus_type.shutdown(&bound.dev);
	assert_int_equal(drv.shutdowns, 1);
	assert_string_equal(test_events, "probe tp-shut tp-shut;"
					 "probe tp-noshut tp-noshut;"
					 "shutdown tp-shut tp-shut;");
	platform_bus_type.shutdown(&unbound.dev);
	platform_bus_type.shutdown(&quiet.dev);
	assert_int_equal(drv.shutdowns, 1);
	/* Shutdown does not unbind. */
	assert_ptr_equal(bound.dev.driver, &drv.pdrv.driver);

	platform_device_unregister(&quiet);
	platform_device_unregister(&unbound);
	platform_device_unregister(&bound);
	platform_driver_unregister(&noshut.pdrv);
	platform_driver_unregister(&drv.pdrv);
}

static void test_heap_parent_goes_first(void **state)
{
	struct resource outer[1] = { DEFINE_RES_MEM(0x400e0000, 0x1000) };
	struct resource inner[1] = { DEFINE_RES_MEM(0x400e0100, 0x100) };
	unsigned long live = live_allocs();
	struct platform_device *parent, *child;

	(void)state;
	parent = platform_device_register_simple("tp-hp", PLATFORM_DEVID_NONE,
						 outer, 1);
	assert_false(IS_ERR(parent));
	child = platform_device_register_resndata(
		&parent->dev, "tp-hc", PLATFORM_DEVID_AUTO, inner, 1, NULL, 0);
	assert_false(IS_ERR(child));
	/* The child's range nests in the parent's. */
	assert_ptr_equal(child->resource[0].parent, &parent->resource[0]);

	/* The parent goes (and is freed) while the child's owner holds on. */
	log_capture_start();
	platform_device_unregister(parent);
	assert_false(on_bus("tp-hp"));
	assert_false(on_bus(dev_name(&child->dev)));
	assert_false(device_is_registered(&child->dev));
	/* Nothing points into the freed parent's resources any more. */
	assert_true(child->resource[0].parent == NULL ||
		    child->resource[0].parent == &iomem_resource);
	platform_device_unregister(child);
	assert_false(log_has(PLATDEV_LOG_WARNING, "", NULL));
	log_capture_stop();
	assert_null(iomem_resource.child);
	assert_int_equal(live_allocs(), live);
}

static void test_driver_register_errors(void **state)
{
	static struct tdrv drv, same_name;

	(void)state;
	log_capture_start();
	drv = TDRV(NULL);
	assert_int_equal(platform_driver_register(&drv.pdrv), -EINVAL);
	drv = TDRV("");
	assert_int_equal(platform_driver_register(&drv.pdrv), -EINVAL);
	assert_int_equal(bus_drivers(), 0);

	drv = TDRV("tp-dreg");
	same_name = TDRV("tp-dreg");
	assert_int_equal(platform_driver_register(&drv.pdrv), 0);
	assert_int_equal(platform_driver_register(&drv.pdrv), -EBUSY);
	assert_int_equal(platform_driver_register(&same_name.pdrv), -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "tp-dreg", NULL));
	assert_ptr_equal(driver_find("tp-dreg", &platform_bus_type),
			 &drv.pdrv.driver);
	assert_int_equal(bus_drivers(), 1);
	platform_driver_unregister(&drv.pdrv);
	assert_null(driver_find("tp-dreg", &platform_bus_type));

	/* Unregistering what is not registered is logged, and harmless. */
	test_log.count = 0;
	platform_driver_unregister(&drv.pdrv);
	assert_true(
		log_has(PLATDEV_LOG_ERR, "tp-dreg", "not registered", NULL));
	log_capture_stop();
	assert_int_equal(platform_driver_register(&same_name.pdrv), 0);
	platform_driver_unregister(&same_name.pdrv);
}

/*
 * platform_device_add() of a device that is already added must fail with
 * -EBUSY and change nothing (as platform_device_register() does). Kept last
 * in the list: if the library breaks the device, it cannot be cleaned up.
 */
static void test_add_twice_is_ebusy(void **state)
{
	struct resource res[1] = { DEFINE_RES_MEM(0x400f0000, 0x100) };
	unsigned long live = live_allocs();
	struct platform_device *pdev, *autodev, *next;

	(void)state;
	pdev = platform_device_alloc("tp-twice", 3);
	assert_non_null(pdev);
	assert_int_equal(platform_device_add_resources(pdev, res, 1), 0);
	assert_int_equal(platform_device_add(pdev), 0);
	autodev = platform_device_alloc("tp-twice-auto", PLATFORM_DEVID_AUTO);
	assert_non_null(autodev);
	assert_int_equal(platform_device_add(autodev), 0);
	assert_string_equal(dev_name(&autodev->dev), "tp-twice-auto.0.auto");

	log_capture_start();
	assert_int_equal(platform_device_add(pdev), -EBUSY);
	assert_int_equal(platform_device_add(autodev), -EBUSY);
	log_capture_stop();
	assert_string_equal(dev_name(&pdev->dev), "tp-twice.3");
	assert_true(on_bus("tp-twice.3"));
	assert_ptr_equal(pdev->resource[0].parent, &iomem_resource);
	assert_string_equal(pdev->resource[0].name, "tp-twice.3");
	assert_string_equal(dev_name(&autodev->dev), "tp-twice-auto.0.auto");
	assert_true(on_bus("tp-twice-auto.0.auto"));
	/* Its number is still taken. */
	next = platform_device_register_simple("tp-twice-next",
					       PLATFORM_DEVID_AUTO, NULL, 0);
	assert_false(IS_ERR(next));
	assert_string_equal(dev_name(&next->dev), "tp-twice-next.1.auto");

	platform_device_unregister(next);
	platform_device_unregister(autodev);
	platform_device_unregister(pdev);
	assert_int_equal(live_allocs(), live);
}

#define T(fn) cmocka_unit_test_setup_teardown(fn, setup, teardown)

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_static_register_unregister_register_again),
		T(test_parent_defaults_to_platform_bus),
		T(test_register_null_device),
		T(test_register_without_name),
		T(test_register_resource_end_before_start),
		T(test_register_resource_unknown_type),
		T(test_register_twice_is_ebusy),
		T(test_register_duplicate_name_is_eexist),
		T(test_unregister_what_is_not_registered),
		T(test_naming),
		T(test_alloc_needs_a_name),
		T(test_add_resources_copies),
		T(test_add_data_copies),
		T(test_alloc_add_del_put),
		T(test_register_full),
		T(test_register_full_errors),
		T(test_register_simple_data_resndata),
		T(test_add_devices_all_or_nothing),
		T(test_get_resource),
		T(test_get_irq),
		T(test_irq_zero_is_invalid),
		T(test_device_id_after_binding),
		T(test_drvdata_platdata_conversions),
		T(test_drivers_either_order),
		T(test_id_table_driver_not_matched_by_name),
		T(test_driver_override),
		T(test_registration_order_decides),
		T(test_probe_failure_next_driver),
		T(test_probe_errors_and_logging),
		T(test_bind_status),
		T(test_probe_positive_return),
		T(test_remove_new_preferred),
		T(test_remove_nonzero_warns),
		T(test_register_drivers_all_or_nothing),
		T(test_driver_probe_binds_existing_only),
		T(test_create_bundle),
		T(test_create_bundle_failures),
		T(test_find_device_by_driver),
		T(test_probe_registers_children),
		T(test_unregister_parent_with_children),
		T(test_heap_parent_goes_first),
		T(test_driver_register_errors),
		T(test_shutdown_via_bus),
		T(test_add_twice_is_ebusy), /* keep last, see there */
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
