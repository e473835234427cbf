// SPDX-License-Identifier: MIT
/*
 * test_gen.c - what a board file of `platdev gen` stands on
 * (platdev/gen.h), in the full profile: devices whose node is a constant
 * software node read in place (properties, references with their
 * provider's cells, children without the unavailable ones, parents), a
 * driver's of_match_table binding them by compatible with Linux's
 * precedence (the node's first compatible that an entry names; the
 * of_match_table before the id_table before the name; the match keys of
 * the bus's driver index), and the match data. Then the MPS2 board the
 * firmware test generates (tests/dts/gen_mps2_an385.dts) bound from the
 * blob through populate by the same CMSDK drivers the firmware links
 * (tests/cross/cmsdk_drivers.c).
 */
#include <string.h>

#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/property.h>
#include <platdev/bind.h>
#include <platdev/gen.h>
#include <platdev/of.h>
#include <platdev/sim.h>

#include "cross/cmsdk_drivers.h"
#include "testutil.h"

/* --- a hand-written generated board: a GPIO provider and a consumer --- */

static const struct software_node gpio_node, dev_node, child_ok, child_off;
static const struct platdev_gen_board board;
static struct platdev_gen_fwnode board_nodes[4];

static const struct property_entry gpio_props[] = {
	PROPERTY_ENTRY_STRING("compatible", "acme,gpio"),
	PROPERTY_ENTRY_U32("#gpio-cells", 2),
	PROPERTY_ENTRY_U32("phandle", 7),
	{}
};

static const struct software_node gpio_node = {
	.name = "gpio@1000",
	.properties = gpio_props,
};

static const char *const dev_compat[] = { "acme,widget-v2", "acme,widget" };
static const u32 dev_rates[] = { 100, 400 };
static const struct software_node_ref_args dev_gpios[] = {
	{ .node = &gpio_node, .nargs = 2, .args = { 5, 1 } },
};

static const struct property_entry dev_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", dev_compat),
	PROPERTY_ENTRY_U32_ARRAY("rates", dev_rates),
	PROPERTY_ENTRY_STRING("label", "widget"),
	PROPERTY_ENTRY_BOOL("fast"),
	PROPERTY_ENTRY_REF_ARRAY("reset-gpios", dev_gpios),
	{}
};

static const struct software_node dev_node = {
	.name = "widget@2000",
	.properties = dev_props,
};

static const struct property_entry off_props[] = {
	PROPERTY_ENTRY_STRING("status", "disabled"),
	{}
};

static const struct software_node child_ok = {
	.name = "port@0",
	.parent = &dev_node,
};

static const struct software_node child_off = {
	.name = "port@1",
	.parent = &dev_node,
	.properties = off_props,
};

static struct platdev_gen_fwnode board_nodes[4] = {
	PLATDEV_GEN_FWNODE(&gpio_node, &board),
	PLATDEV_GEN_FWNODE(&dev_node, &board),
	PLATDEV_GEN_FWNODE(&child_ok, &board),
	PLATDEV_GEN_FWNODE(&child_off, &board),
};

static const struct platdev_gen_board board = {
	.nodes = board_nodes,
	.nr_nodes = ARRAY_SIZE(board_nodes),
};

static struct platform_device widget = {
	.name = "2000.widget",
	.id = PLATFORM_DEVID_NONE,
	.dev = { .fwnode = &board_nodes[1].fwnode },
};

static struct platform_device *const widget_devs[] = { &widget };

/* --- drivers --- */

static const int v1 = 1, v2 = 2, by_id = 3;
static const void *probed_data;
static const struct platform_device_id *probed_id;
static int probes;

static int record_probe(struct platform_device *pdev)
{
	probes++;
	probed_data = device_get_match_data(&pdev->dev);
	assert_ptr_equal(of_device_get_match_data(&pdev->dev), probed_data);
	probed_id = platform_get_device_id(pdev);
	return 0;
}

/* The table names the generic compatible first; the node's order wins. */
static const struct of_device_id widget_of[] = {
	{ .compatible = "acme,widget", .data = &v1 },
	{ .compatible = "ACME,Widget-V2", .data = &v2 },
	{}
};

static const struct platform_device_id widget_ids[] = { { .name = "2000.widget",
							  .driver_data = 3 },
							{} };

static struct platform_driver of_driver = {
	.probe = record_probe,
	.id_table = widget_ids,
	.driver = { .name = "widget-of", .of_match_table = widget_of },
};

static const struct of_device_id other_of[] = { { .compatible = "acme,gizmo",
						  .data = &by_id },
						{} };

static struct platform_driver id_driver = {
	.probe = record_probe,
	.id_table = widget_ids,
	.driver = { .name = "widget-id", .of_match_table = other_of },
};

static struct platform_driver name_driver = {
	.probe = record_probe,
	.driver = { .name = "2000.widget", .of_match_table = other_of },
};

static void reset_probe(void)
{
	probes = 0;
	probed_data = NULL;
	probed_id = NULL;
}

static void test_properties(void **state)
{
	struct fwnode_reference_args args;
	struct fwnode_handle *fw, *child;
	const char *s, *names[4];
	u32 rates[2];
	int n = 0;

	(void)state;
	assert_int_equal(platdev_gen_add_devices(widget_devs, 1), 0);
	fw = dev_fwnode(&widget.dev);
	assert_ptr_equal(platdev_gen_node(&widget.dev), &dev_node);
	assert_int_equal(device_property_read_u32_array(&widget.dev, "rates",
							rates, 2),
			 0);
	assert_int_equal(rates[1], 400);
	assert_int_equal(device_property_count_u32(&widget.dev, "rates"), 2);
	assert_int_equal(device_property_read_u32_array(&widget.dev, "rates",
							rates, 3),
			 -EOVERFLOW);
	assert_int_equal(device_property_read_u64(&widget.dev, "rates",
						  (u64 *)rates),
			 -EPROTO);
	assert_int_equal(device_property_read_u32(&widget.dev, "none", rates),
			 -EINVAL);
	assert_int_equal(device_property_read_string(&widget.dev, "label", &s),
			 0);
	assert_string_equal(s, "widget");
	assert_int_equal(device_property_read_string_array(
				 &widget.dev, "compatible", names, 4),
			 2);
	assert_int_equal(device_property_match_string(&widget.dev, "compatible",
						      "acme,widget"),
			 1);
	assert_true(device_property_read_bool(&widget.dev, "fast"));
	assert_false(device_property_read_bool(&widget.dev, "slow"));
	assert_int_equal(device_property_read_u32(&widget.dev, "fast", rates),
			 -ENODATA);
	/* a reference, sized by its provider's #gpio-cells */
	assert_int_equal(fwnode_property_get_reference_args(
				 fw, "reset-gpios", "#gpio-cells", 0, 0, &args),
			 0);
	assert_ptr_equal(args.fwnode, &board_nodes[0].fwnode);
	assert_int_equal(args.nargs, 2);
	assert_int_equal(args.args[0], 5);
	fwnode_handle_put(args.fwnode);
	assert_int_equal(fwnode_property_get_reference_args(fw, "reset-gpios",
							    NULL, 0, 1, &args),
			 -ENOENT);
	assert_int_equal(fwnode_property_get_reference_args(fw, "rates", NULL,
							    0, 0, &args),
			 -EINVAL);
	/* children: the disabled one is skipped, as in a device tree */
	fwnode_for_each_child_node(fw, child)
	{
		assert_string_equal(fwnode_get_name(child), "port@0");
		assert_ptr_equal(fwnode_get_parent(child), fw);
		n++;
	}
	assert_int_equal(n, 1);
	assert_int_equal(device_get_child_node_count(&widget.dev), 1);
	assert_non_null(device_get_named_child_node(&widget.dev, "port@0"));
	assert_null(device_get_named_child_node(&widget.dev, "port@2"));
	assert_null(fwnode_get_parent(fw));
	platform_device_unregister(&widget);
}

static void test_precedence(void **state)
{
	(void)state;
	/* of_match_table first: the node's first compatible picks v2 */
	reset_probe();
	assert_int_equal(platform_driver_register(&name_driver), 0);
	assert_int_equal(platform_driver_register(&id_driver), 0);
	assert_int_equal(platform_driver_register(&of_driver), 0);
	assert_int_equal(platdev_gen_add_devices(widget_devs, 1), 0);
	/* name_driver and id_driver came first but match only by name/id */
	assert_ptr_equal(widget.dev.driver, &name_driver.driver);
	platform_device_unregister(&widget);
	platform_driver_unregister(&name_driver);
	platform_driver_unregister(&id_driver);

	reset_probe();
	assert_int_equal(platdev_gen_add_devices(widget_devs, 1), 0);
	assert_ptr_equal(widget.dev.driver, &of_driver.driver);
	assert_ptr_equal(probed_data, &v2);
	platform_device_unregister(&widget);
	platform_driver_unregister(&of_driver);

	/* no compatible matches: the id_table, then the name */
	reset_probe();
	assert_int_equal(platform_driver_register(&id_driver), 0);
	assert_int_equal(platdev_gen_add_devices(widget_devs, 1), 0);
	assert_ptr_equal(widget.dev.driver, &id_driver.driver);
	assert_null(probed_data);
	assert_non_null(probed_id);
	assert_int_equal(probed_id->driver_data, 3);
	platform_device_unregister(&widget);
	platform_driver_unregister(&id_driver);

	reset_probe();
	assert_int_equal(platform_driver_register(&name_driver), 0);
	assert_int_equal(platdev_gen_add_devices(widget_devs, 1), 0);
	assert_ptr_equal(widget.dev.driver, &name_driver.driver);
	platform_device_unregister(&widget);
	platform_driver_unregister(&name_driver);
}

/* With the bus's driver index (16 drivers and more) the compatible is a key. */
static void test_index_finds_compatible(void **state)
{
	static struct platform_driver many[20];
	static char names[20][16];
	int i;

	(void)state;
	for (i = 0; i < 20; i++) {
		snprintf(names[i], sizeof(names[i]), "filler-%d", i);
		many[i].driver.name = names[i];
		assert_int_equal(platform_driver_register(&many[i]), 0);
	}
	reset_probe();
	assert_int_equal(platform_driver_register(&of_driver), 0);
	assert_int_equal(platdev_gen_add_devices(widget_devs, 1), 0);
	assert_ptr_equal(widget.dev.driver, &of_driver.driver);
	assert_ptr_equal(probed_data, &v2);
	platform_device_unregister(&widget);
	platform_driver_unregister(&of_driver);
	for (i = 0; i < 20; i++)
		platform_driver_unregister(&many[i]);
}

/* The firmware's drivers bind the MPS2 board's blob on the host too. */
static void test_mps2_from_blob(void **state)
{
	(void)state;
	memset(&cmsdk_seen, 0, sizeof(cmsdk_seen));
	assert_int_equal(cmsdk_register_drivers(), 0);
	assert_int_equal(
		test_load_dtb(PLATDEV_TEST_DTB_DIR "/gen_mps2_an385.dtb"), 0);
	assert_int_equal(platdev_sim_board_create(), 0);
	assert_true(platdev_of_init_early() >= 0);
	assert_int_equal(of_platform_populate(NULL, of_default_bus_match_table,
					      NULL, NULL),
			 0);
	assert_int_equal(cmsdk_seen.uart_probes, 1);
	assert_string_equal(cmsdk_seen.uart_name, "40004000.serial");
	assert_int_equal(cmsdk_seen.uart_variant, 1);
	assert_int_equal(cmsdk_seen.uart_speed, 115200);
	assert_true(cmsdk_seen.uart_tx_irq > 0);
	assert_int_equal(cmsdk_seen.timer_probes, 1);
	cmsdk_uart_puts("host\n");
	of_platform_depopulate(NULL);
	cmsdk_unregister_drivers();
	platdev_sim_board_destroy();
	platdev_of_exit_early();
	assert_int_equal(platdev_of_unload(), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_properties),
		cmocka_unit_test(test_precedence),
		cmocka_unit_test(test_index_finds_compatible),
		cmocka_unit_test(test_mps2_from_blob),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
