// SPDX-License-Identifier: MIT
/*
 * test_property_driver.c - one driver, written with device_property_*()
 * only, binds to a device a board file declares with software nodes and to
 * the same device described in a device tree (tests/dts/property.dts), and
 * reads the same configuration from both.
 */
#include <string.h>

#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/property.h>
#include <platdev/of.h>

#include "testutil.h"

/* --- the driver ----------------------------------------------------------- */

struct demo_config {
	u32 clock;
	const char *label;
	u8 mac[6];
	bool wakeup;
	int fast_mode;
	unsigned int ports;
	u32 port_sum;
	const void *match_data;
};

static struct demo_config seen;
static int probes;

static int demo_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;
	struct fwnode_handle *child;
	u32 index;
	int ret;

	memset(&seen, 0, sizeof(seen));
	ret = device_property_read_u32(dev, "clock-frequency", &seen.clock);
	if (ret)
		return dev_err_probe(dev, ret, "no clock-frequency\n");
	if (device_property_read_string(dev, "label", &seen.label))
		seen.label = dev_name(dev);
	if (device_property_count_u8(dev, "mac-address") != 6)
		return -EINVAL;
	ret = device_property_read_u8_array(dev, "mac-address", seen.mac, 6);
	if (ret)
		return ret;
	seen.wakeup = device_property_read_bool(dev, "wakeup-source");
	seen.fast_mode = device_property_match_string(dev, "modes", "fast");
	device_for_each_child_node(dev, child) {
		if (fwnode_property_read_u32(child, "reg-index", &index)) {
			fwnode_handle_put(child);
			return -EINVAL;
		}
		seen.ports++;
		seen.port_sum += index;
	}
	seen.match_data = device_get_match_data(dev);
	probes++;
	return 0;
}

static const int demo_variant = 2;

static const struct of_device_id demo_of_match[] = {
	{ .compatible = "platdev,prop-demo", .data = &demo_variant },
	{},
};

static struct platform_driver demo_driver = {
	.probe = demo_probe,
	.driver = {
		.name = "prop-demo",
		.of_match_table = demo_of_match,
	},
};

/* --- the board file ------------------------------------------------------- */

static const u8 board_mac[] = { 2, 0, 0, 0, 0, 1 };
static const char *const board_modes[] = { "slow", "fast" };

static const struct property_entry demo_entries[] = {
	PROPERTY_ENTRY_U32("clock-frequency", 48000000),
	PROPERTY_ENTRY_STRING("label", "console"),
	PROPERTY_ENTRY_U8_ARRAY("mac-address", board_mac),
	PROPERTY_ENTRY_BOOL("wakeup-source"),
	PROPERTY_ENTRY_STRING_ARRAY("modes", board_modes),
	{},
};

static const struct software_node demo_node = {
	.name = "prop-demo",
	.properties = demo_entries,
};

static const struct property_entry port_a_entries[] = {
	PROPERTY_ENTRY_U32("reg-index", 0),
	{},
};

static const struct property_entry port_b_entries[] = {
	PROPERTY_ENTRY_U32("reg-index", 1),
	{},
};

static const struct software_node port_a = {
	.name = "port-a",
	.parent = &demo_node,
	.properties = port_a_entries,
};

static const struct software_node port_b = {
	.name = "port-b",
	.parent = &demo_node,
	.properties = port_b_entries,
};

static const struct software_node *board_nodes[] = {
	&demo_node,
	&port_a,
	&port_b,
	NULL,
};

static void check_config(const struct demo_config *c)
{
	static const u8 mac[] = { 2, 0, 0, 0, 0, 1 };

	assert_int_equal(c->clock, 48000000);
	assert_string_equal(c->label, "console");
	assert_memory_equal(c->mac, mac, sizeof(mac));
	assert_true(c->wakeup);
	assert_int_equal(c->fast_mode, 1);
	/* the tree's disabled port-off is no child; the board has none */
	assert_int_equal(c->ports, 2);
	assert_int_equal(c->port_sum, 1);
}

static void test_same_driver_board_file_and_tree(void **state)
{
	unsigned long live = live_allocs();
	struct platform_device_info info = {
		.name = "prop-demo",
		.id = PLATFORM_DEVID_NONE,
		.swnode = &demo_node,
	};
	struct platform_device *pdev;
	struct demo_config from_board;

	(void)state;
	probes = 0;
	assert_int_equal(platform_driver_register(&demo_driver), 0);

	/* A board file: the node and its children, then the device. */
	assert_int_equal(software_node_register_node_group(board_nodes), 0);
	pdev = platform_device_register_full(&info);
	assert_false(IS_ERR_OR_NULL(pdev));
	assert_int_equal(probes, 1);
	assert_ptr_equal(pdev->dev.driver, &demo_driver.driver);
	from_board = seen;
	check_config(&from_board);
	/* Linux's software nodes match no of_match_table: no match data. */
	assert_null(from_board.match_data);
	platform_device_unregister(pdev);
	software_node_unregister_node_group(board_nodes);

	/* The same device in a device tree. */
	assert_int_equal(test_load_dtb(PLATDEV_TEST_DTB_DIR "/property.dtb"),
			 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	assert_int_equal(probes, 2);
	check_config(&seen);
	assert_ptr_equal(seen.match_data, &demo_variant);
	/* identical but for the match data */
	seen.match_data = NULL;
	from_board.label = seen.label = NULL;
	assert_memory_equal(&seen, &from_board, sizeof(seen));

	of_platform_depopulate(NULL);
	assert_int_equal(platdev_of_unload(), 0);
	platform_driver_unregister(&demo_driver);
	assert_int_equal(live_allocs(), live);
}

/* The probe's errors reach the caller as Linux's codes. */
static void test_missing_property_fails_probe(void **state)
{
	static const struct property_entry no_clock[] = {
		PROPERTY_ENTRY_STRING("label", "x"),
		{},
	};
	struct platform_device_info info = {
		.name = "prop-demo",
		.id = 5,
		.properties = no_clock,
	};
	unsigned long live = live_allocs();
	struct platform_device *pdev;

	(void)state;
	probes = 0;
	assert_int_equal(platform_driver_register(&demo_driver), 0);
	log_capture_start();
	pdev = platform_device_register_full(&info);
	assert_false(IS_ERR_OR_NULL(pdev));
	assert_null(pdev->dev.driver);
	assert_int_equal(probes, 0);
	assert_true(log_has(PLATDEV_LOG_ERR, "prop-demo.5",
			    "no clock-frequency", NULL));
	log_capture_stop();
	platform_device_unregister(pdev);
	platform_driver_unregister(&demo_driver);
	assert_int_equal(live_allocs(), live);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_same_driver_board_file_and_tree),
		cmocka_unit_test(test_missing_property_fails_probe),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
