// SPDX-License-Identifier: MIT
/*
 * test_typed_properties.c - typed data filled from a device's properties
 * (platdev_type_read_properties(), platdev/typed.h): every kind of field
 * from a device-tree node (tests/dts/typed_props.dts) in the widths the
 * rules accept, the vendor-prefixed name, absent properties keeping their
 * value, each property a field cannot take refused with its error and a
 * line, and a software node's typed entries read the same way.
 */
#include <string.h>

#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/property.h>
#include <platdev/of.h>

#include "gen/typed_types.h"
#include "testutil.h"

static int setup_tree(void **state)
{
	(void)state;
	assert_int_equal(test_load_dtb(PLATDEV_TEST_DTB_DIR "/typed_props.dtb"),
			 0);
	return of_platform_populate(NULL, of_default_bus_match_table, NULL,
				    NULL);
}

static int teardown_tree(void **state)
{
	(void)state;
	of_platform_depopulate(NULL);
	return platdev_of_unload();
}

static void test_every_kind_from_the_tree(void **state)
{
	struct device *dev = test_device_of("/typed@1000");
	struct typed_props pd;

	(void)state;
	memset(&pd, 0, sizeof(pd));
	pd.missing = 42; /* a default: absent properties leave it */
	/* 16 fields have a property; unused_flag, mode, cookie, missing not */
	assert_int_equal(platdev_read_typed_properties(dev, typed_props, &pd),
			 16);
	assert_int_equal(pd.current_speed, 115200);
	assert_int_equal(pd.trim, -5);
	assert_true(pd.offset == -16);
	assert_int_equal(pd.small, 200);
	assert_int_equal(pd.medium, 0xbeef);
	assert_true(pd.wide == 0x123456789ULL);
	assert_int_equal(pd.fifo, 16);
	assert_true(pd.hw_flow);
	assert_int_equal(pd.dma_capable, 1); /* "test,dma-capable" */
	assert_int_equal(pd.unused_flag, 0);
	assert_memory_equal(pd.label, "uart0\0\0", 8);
	assert_string_equal(pd.port, "ttyS0");
	assert_string_equal(pd.clock_names[0], "baud");
	assert_string_equal(pd.clock_names[1], "apb");
	assert_null(pd.clock_names[2]);
	assert_memory_equal(pd.mac, "\x00\x11\x22\x33\x44\x55", 6);
	assert_int_equal(pd.taps[0], 1);
	assert_int_equal(pd.taps[1], 2);
	assert_int_equal(pd.taps[2], 0);
	assert_int_equal(pd.rates[2], 1000);
	assert_int_equal(pd.rates[3], 0);
	assert_int_equal(pd.deltas[0], -1);
	assert_int_equal(pd.deltas[1], 2);
	assert_int_equal(pd.mode, TYPED_MODE_OFF);
	assert_null(pd.cookie);
	assert_int_equal(pd.missing, 42);
}

static void test_a_string_that_fills_its_array(void **state)
{
	struct device *dev = test_device_of("/typed@2000");
	struct typed_props pd;

	(void)state;
	memset(&pd, 0xff, sizeof(pd));
	pd.rates[0] = 7;
	assert_int_equal(platdev_read_typed_properties(dev, typed_props, &pd),
			 2);
	assert_int_equal(pd.current_speed, 9600);
	assert_memory_equal(pd.label, "full1234", 8); /* no room for a NUL */
	assert_int_equal(pd.rates[0], 7);
}

/* Each node holds one property its field cannot take. */
static void test_properties_a_field_cannot_take(void **state)
{
	static const struct {
		const char *path;
		int err;
		const char *line;
	} cases[] = {
		{ "/bad-overflow@3000", -EOVERFLOW,
		  "property small cannot be struct typed_props's small (it does not fit)" },
		{ "/bad-signed@4000", -EOVERFLOW,
		  "property trim cannot be struct typed_props's trim (it does not fit)" },
		{ "/bad-width@5000", -EINVAL,
		  "property current-speed cannot be struct typed_props's current_speed (not a value of its kind)" },
		{ "/bad-array@6000", -EOVERFLOW,
		  "property rates cannot be struct typed_props's rates (it does not fit)" },
		{ "/bad-label@7000", -EOVERFLOW,
		  "property label cannot be struct typed_props's label (it does not fit)" },
		{ "/bad-string@8000", -EINVAL,
		  "property port cannot be struct typed_props's port (not a value of its kind)" },
		{ "/bad-pointer@9000", -EINVAL,
		  "property cookie cannot be struct typed_props's cookie (not a value of its kind)" },
	};
	size_t i;

	(void)state;
	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		struct typed_props pd = { 0 };

		log_capture_start();
		assert_int_equal(platdev_read_typed_properties(
					 test_device_of(cases[i].path),
					 typed_props, &pd),
				 cases[i].err);
		log_capture_stop();
		assert_true(log_has(PLATDEV_LOG_ERR, cases[i].line, NULL));
	}
}

static void test_bad_arguments(void **state)
{
	struct device *dev = test_device_of("/typed@1000");
	struct platform_device *bare;
	struct typed_props pd;

	(void)state;
	assert_int_equal(platdev_type_read_properties(
				 NULL, platdev_type_of(typed_props), &pd),
			 -EINVAL);
	assert_int_equal(platdev_type_read_properties(dev, NULL, &pd), -EINVAL);
	assert_int_equal(platdev_type_read_properties(
				 dev, platdev_type_of(typed_props), NULL),
			 -EINVAL);
	/* a device without a firmware node has no properties to read */
	bare = platform_device_register_simple("typed-bare", 0, NULL, 0);
	assert_false(IS_ERR(bare));
	assert_int_equal(platdev_read_typed_properties(&bare->dev, typed_props,
						       &pd),
			 -EINVAL);
	platform_device_unregister(bare);
}

/* Software nodes hold typed entries: each is read at its own width. */
static void test_software_node_entries(void **state)
{
	static const u16 taps[] = { 3, 4, 5 };
	static const char *const names[] = { "x", "y" };
	const struct property_entry props[] = {
		PROPERTY_ENTRY_STRING("compatible", "test,typed"),
		PROPERTY_ENTRY_U32("current-speed", 38400),
		PROPERTY_ENTRY_U8("small", 9),
		PROPERTY_ENTRY_U16_ARRAY("taps", taps),
		PROPERTY_ENTRY_STRING_ARRAY("clock-names", names),
		PROPERTY_ENTRY_BOOL("hw-flow"),
		PROPERTY_ENTRY_U32("test,fifo", 64),
		{}
	};
	const struct platform_device_info info = {
		.name = "typed-swnode",
		.id = PLATFORM_DEVID_NONE,
		.properties = props,
	};
	struct platform_device *pdev = platform_device_register_full(&info);
	struct typed_props pd = { 0 };

	(void)state;
	assert_false(IS_ERR(pdev));
	assert_int_equal(
		platdev_read_typed_properties(&pdev->dev, typed_props, &pd), 6);
	assert_int_equal(pd.current_speed, 38400);
	assert_int_equal(pd.small, 9);
	assert_int_equal(pd.taps[2], 5);
	assert_int_equal(pd.taps[3], 0);
	assert_string_equal(pd.clock_names[1], "y");
	assert_true(pd.hw_flow);
	assert_int_equal(pd.fifo, 64);
	platform_device_unregister(pdev);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_kind_from_the_tree),
		cmocka_unit_test(test_a_string_that_fills_its_array),
		cmocka_unit_test(test_properties_a_field_cannot_take),
		cmocka_unit_test(test_bad_arguments),
		cmocka_unit_test(test_software_node_entries),
	};

	return cmocka_run_group_tests(tests, setup_tree, teardown_tree);
}
