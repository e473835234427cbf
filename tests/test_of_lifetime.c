// SPDX-License-Identifier: MIT
/*
 * test_of_lifetime.c - the loaded tree outlives its users: unloading is
 * refused with -EBUSY while devices populated from it exist or node
 * references are held, the holders are logged, and the tree stays usable;
 * once the devices are gone and the references put, it unloads. A put
 * without its get is logged and leaves the count alone.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libfdt.h>

#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/of.h>

#include "testutil.h"

static unsigned long live_before;

static int load(void **state)
{
	(void)state;
	live_before = live_allocs();
	return test_load_dtb(PLATDEV_TEST_DTB_DIR "/of_populate.dtb");
}

/* Whatever a test left, the tree must unload and give back everything. */
static int unload(void **state)
{
	(void)state;
	of_platform_depopulate(NULL);
	if (platdev_of_unload() || of_root)
		return -1;
	return live_allocs() == live_before ? 0 : -1;
}

static struct platform_device *find(const char *name)
{
	struct device *dev =
		bus_find_device_by_name(&platform_bus_type, NULL, name);

	if (!dev)
		return NULL;
	put_device(dev); /* the device is populated; the test keeps it */
	return to_platform_device(dev);
}

static const struct of_device_id uart_ids[] = { { .compatible =
							  "vendor,uart-v2" },
						{} };

static int uart_probes;

/* The probe reads its node and resources: the tree must be the live one. */
static int uart_probe(struct platform_device *pdev)
{
	struct resource *mem = platform_get_resource(pdev, IORESOURCE_MEM, 0);
	const char *compat = NULL;

	if (of_property_read_string(pdev->dev.of_node, "compatible", &compat))
		return -EINVAL;
	if (strcmp(compat, "vendor,uart-v2") || !mem ||
	    mem->start != 0x40001000)
		return -EINVAL;
	uart_probes++;
	return 0;
}

static struct platform_driver uart_driver = {
	.probe = uart_probe,
	.driver = { .name = "lifetime-uart", .of_match_table = uart_ids },
};

static void test_unload_refused_while_devices_are_populated(void **state)
{
	unsigned int nodes = platdev_of_node_count();
	struct platform_device *uart;
	struct device_node *np;

	(void)state;
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	uart = find("40001000.uart");
	assert_non_null(uart);

	log_capture_start();
	assert_int_equal(platdev_of_unload(), -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "unload refused",
			    "still referenced", NULL));
	assert_true(log_has(PLATDEV_LOG_ERR, "/soc/uart@1000",
			    "1 reference held", "40001000.uart", NULL));
	log_capture_stop();

	/* The tree is intact and the devices work on it. */
	assert_non_null(of_root);
	assert_int_equal(platdev_of_node_count(), nodes);
	np = of_find_node_by_path("/soc/uart@1000");
	assert_ptr_equal(np, uart->dev.of_node);
	of_node_put(np);
	uart_probes = 0;
	assert_int_equal(platform_driver_register(&uart_driver), 0);
	assert_int_equal(uart_probes, 1);
	assert_ptr_equal(uart->dev.driver, &uart_driver.driver);
	platform_driver_unregister(&uart_driver);

	/* Without its devices the tree unloads. */
	of_platform_depopulate(NULL);
	assert_null(find("40001000.uart"));
	assert_int_equal(platdev_of_unload(), 0);
	assert_null(of_root);
	assert_int_equal(platdev_of_node_count(), 0);
}

static void test_unload_refused_while_a_reference_is_held(void **state)
{
	struct device_node *np;

	(void)state;
	np = of_find_node_by_path("/soc/gpio@4000");
	assert_non_null(np);

	log_capture_start();
	assert_int_equal(platdev_of_unload(), -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "/soc/gpio@4000",
			    "1 reference held", NULL));
	/* no device was made for it, and the log does not invent one */
	assert_false(log_has(PLATDEV_LOG_ERR, "its device", NULL));
	assert_true(
		log_has(PLATDEV_LOG_ERR, "1 node is still referenced", NULL));

	of_node_get(np);
	assert_int_equal(platdev_of_unload(), -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "/soc/gpio@4000",
			    "2 references held", NULL));
	assert_string_equal(np->name, "gpio"); /* still there */

	of_node_put(np);
	assert_int_equal(platdev_of_unload(), -EBUSY);
	log_capture_stop();
	of_node_put(np);
	assert_int_equal(platdev_of_unload(), 0);
	assert_null(of_root);
}

/* Both kinds of holder at once: each is named. */
static void test_unload_names_every_holder(void **state)
{
	struct device_node *np;

	(void)state;
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	np = of_find_node_by_path("/chosen");

	log_capture_start();
	assert_int_equal(platdev_of_unload(), -EBUSY);
	assert_true(
		log_has(PLATDEV_LOG_ERR, "/chosen: 1 reference held", NULL));
	assert_true(log_has(PLATDEV_LOG_ERR, "/soc: 1 reference held",
			    "(its device: soc)", NULL));

	of_platform_depopulate(NULL);
	assert_int_equal(platdev_of_unload(), -EBUSY);
	log_capture_stop();
	of_node_put(np);
	assert_int_equal(platdev_of_unload(), 0);
}

static void test_put_without_get_is_logged_and_ignored(void **state)
{
	struct device_node *np;

	(void)state;
	np = of_find_node_by_path("/soc/uart@1000");
	of_node_put(np);
	assert_int_equal(np->refs, 0);

	log_capture_start();
	of_node_put(np); /* one too many */
	assert_true(log_has(PLATDEV_LOG_ERR, "of_node_put", "/soc/uart@1000",
			    "underflow", NULL));
	assert_int_equal(np->refs, 0);

	/* The count still works, and the tree unloads as usual. */
	of_node_get(np);
	assert_int_equal(np->refs, 1);
	assert_int_equal(platdev_of_unload(), -EBUSY);
	log_capture_stop();
	of_node_put(np);
	assert_int_equal(np->refs, 0);
	assert_int_equal(platdev_of_unload(), 0);
}

static void test_unload_without_a_tree(void **state)
{
	(void)state;
	assert_null(of_root);
	assert_int_equal(platdev_of_unload(), 0);
}

/*
 * A tree of @n childless nodes under the root, built with libfdt's
 * sequential-write API into @buf of @len bytes.
 */
static void *flat_tree(void *buf, int len, int n)
{
	char name[16];
	int i;

	assert_int_equal(fdt_create(buf, len), 0);
	assert_int_equal(fdt_finish_reservemap(buf), 0);
	assert_int_equal(fdt_begin_node(buf, ""), 0);
	for (i = 0; i < n; i++) {
		snprintf(name, sizeof(name), "n@%x", i);
		assert_int_equal(fdt_begin_node(buf, name), 0);
		assert_int_equal(fdt_end_node(buf), 0);
	}
	assert_int_equal(fdt_end_node(buf), 0);
	assert_int_equal(fdt_finish(buf), 0);
	return buf;
}

/* Many holders: the first ones are listed, the rest counted. */
static void test_many_holders_are_counted(void **state)
{
	static uint64_t buf[512];
	struct device_node *np;
	unsigned long live = live_allocs();

	(void)state;
	flat_tree(buf, sizeof(buf), 40);
	assert_int_equal(platdev_of_load(buf, fdt_totalsize(buf)), 0);
	for (np = of_root->child; np; np = np->sibling)
		of_node_get(np);

	log_capture_start();
	assert_int_equal(platdev_of_unload(), -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "/n@0: 1 reference held", NULL));
	assert_true(log_has(PLATDEV_LOG_ERR, "/n@f: 1 reference held", NULL));
	assert_false(log_has(PLATDEV_LOG_ERR, "/n@10:", NULL));
	assert_true(
		log_has(PLATDEV_LOG_ERR, "and 24 more referenced nodes", NULL));
	assert_true(log_has(PLATDEV_LOG_ERR, "40 nodes are still referenced",
			    NULL));
	log_capture_stop();

	for (np = of_root->child; np; np = np->sibling)
		of_node_put(np);
	assert_int_equal(platdev_of_unload(), 0);
	assert_int_equal(live_allocs(), live);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
			test_unload_refused_while_devices_are_populated, load,
			unload),
		cmocka_unit_test_setup_teardown(
			test_unload_refused_while_a_reference_is_held, load,
			unload),
		cmocka_unit_test_setup_teardown(test_unload_names_every_holder,
						load, unload),
		cmocka_unit_test_setup_teardown(
			test_put_without_get_is_logged_and_ignored, load,
			unload),
		cmocka_unit_test(test_unload_without_a_tree),
		cmocka_unit_test(test_many_holders_are_counted),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
