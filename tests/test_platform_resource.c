// SPDX-License-Identifier: MIT
/*
 * test_platform_resource.c - platform devices claim their MEM and IO
 * resources in the iomem and ioport trees while registered.
 */
#include <string.h>

#include <linux/platform_device.h>

#include "testutil.h"

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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_registered_device_claims_mem_and_io),
		cmocka_unit_test(test_partial_overlap_fails_and_leaves_nothing),
		cmocka_unit_test(
			test_covering_device_nests_and_gives_children_back),
		cmocka_unit_test(test_identical_ranges_nest),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
