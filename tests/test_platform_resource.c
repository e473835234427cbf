// SPDX-License-Identifier: MIT
/*
 * test_platform_resource.c - a platform device's resources: tables
 * refused at registration (an end before its start, an unknown type), the
 * MEM and IO claims in the iomem and ioport trees while registered
 * (partial overlaps refused, covering devices nesting the others), and
 * looking resources and interrupts up by type, index and name (IRQ 0 is
 * no interrupt).
 */
#include <string.h>

#include "testutil_platform.h"

static struct resource uart_res[] = {
	DEFINE_RES_MEM_NAMED(0x10001000, 0x1000, "regs"),
	DEFINE_RES_IRQ(20),
	DEFINE_RES_IO_NAMED(0x3f8, 8, "ports"),
};

static struct platform_device uart = {
	.name = "uart",
	.id = 0,
	.resource = uart_res,
	.num_resources = ARRAY_SIZE(uart_res),
};

static void test_registered_device_claims_mem_and_io(void **state)
{
	(void)state;
	assert_int_equal(platform_device_register(&uart), 0);
	assert_ptr_equal(uart_res[0].parent, &iomem_resource);
	assert_ptr_equal(uart_res[2].parent, &ioport_resource);
	assert_null(uart_res[1].parent); /* IRQs live in no tree */
	assert_ptr_equal(iomem_resource.child, &uart_res[0]);

	platform_device_unregister(&uart);
	assert_null(uart_res[0].parent);
	assert_null(uart_res[2].parent);
	assert_null(iomem_resource.child);
	assert_null(ioport_resource.child);
}

static void test_partial_overlap_fails_and_leaves_nothing(void **state)
{
	unsigned long live = live_allocs();
	struct resource clash[] = {
		DEFINE_RES_IO_NAMED(0x100, 4, "first-ok"),
		DEFINE_RES_MEM_NAMED(0x10001800, 0x1000, "clash"),
	};
	struct platform_device *pdev;

	(void)state;
	assert_int_equal(platform_device_register(&uart), 0);
	log_capture_start();
	pdev = platform_device_register_simple("other", 1, clash,
					       ARRAY_SIZE(clash));
	assert_true(IS_ERR(pdev));
	assert_int_equal(PTR_ERR(pdev), -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "other.1",
			    "failed to claim resource 1", "regs", NULL));
	log_capture_stop();
	assert_null(
		bus_find_device_by_name(&platform_bus_type, NULL, "other.1"));
	/* The IO claim made before the clash was undone. */
	assert_ptr_equal(ioport_resource.child, &uart_res[2]);
	assert_null(uart_res[2].sibling);

	platform_device_unregister(&uart);
	assert_null(iomem_resource.child);
	assert_null(ioport_resource.child);
	assert_int_equal(live_allocs(), live);
}

static void test_covering_device_nests_and_gives_children_back(void **state)
{
	struct resource bus_res[] = { DEFINE_RES_MEM_NAMED(0x10000000, 0x100000,
							   "soc") };
	struct platform_device *bus;

	(void)state;
	assert_int_equal(platform_device_register(&uart), 0);
	bus = platform_device_register_simple("soc-bus", PLATFORM_DEVID_NONE,
					      bus_res, 1);
	assert_false(IS_ERR(bus));
	assert_ptr_equal(uart_res[0].parent, &bus->resource[0]);

	/* A busy region nests under the device's claim. */
	assert_non_null(request_mem_region(0x10001000, 0x100, "driver"));
	assert_int_equal(uart_res[0].child->start, 0x10001000);
	release_mem_region(0x10001000, 0x100);

	platform_device_unregister(bus);
	/* uart keeps its claim at the top level. */
	assert_ptr_equal(uart_res[0].parent, &iomem_resource);
	assert_ptr_equal(iomem_resource.child, &uart_res[0]);
	platform_device_unregister(&uart);
	assert_null(iomem_resource.child);
}

static void test_identical_ranges_nest(void **state)
{
	struct resource same[] = { DEFINE_RES_MEM(0x10001000, 0x1000) };
	struct platform_device *twin;

	(void)state;
	assert_int_equal(platform_device_register(&uart), 0);
	twin = platform_device_register_simple("uart-twin", 0, same, 1);
	assert_false(IS_ERR(twin));
	assert_string_equal(twin->resource[0].name, "uart-twin.0");
	platform_device_unregister(twin);
	platform_device_unregister(&uart);
	assert_null(iomem_resource.child);
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
	assert_false(on_platform_bus("tp-backwards.2"));
	assert_int_equal(bus_device_count(&platform_bus_type), 0);
	assert_null(res[0].parent); /* nothing claimed */
	assert_null(iomem_resource.child);
	assert_int_equal(live_allocs(), live);

	res[1].end = 0x400201ff;
	assert_int_equal(platform_device_register(&pdev), 0);
	assert_true(on_platform_bus("tp-backwards.2"));
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
	assert_false(on_platform_bus("tp-unknown"));
	assert_null(res[0].parent);
	assert_null(res[0].name);
	assert_int_equal(live_allocs(), live);

	res[1].flags = IORESOURCE_DMA;
	assert_int_equal(platform_device_register(&pdev), 0);
	assert_true(on_platform_bus("tp-unknown"));
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

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_registered_device_claims_mem_and_io),
		T(test_partial_overlap_fails_and_leaves_nothing),
		T(test_covering_device_nests_and_gives_children_back),
		T(test_identical_ranges_nest),
		T(test_register_resource_end_before_start),
		T(test_register_resource_unknown_type),
		T(test_get_resource),
		T(test_get_irq),
		T(test_irq_zero_is_invalid),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
