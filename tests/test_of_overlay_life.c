// SPDX-License-Identifier: MIT
/*
 * test_of_overlay_life.c - overlays against bound devices whose drivers
 * are providers (a clock, a GPIO controller), and what outlives what:
 * a hog node a chip took after the apply, a device other code deleted,
 * providers the overlay's own devices registered, a deferred device's
 * wait for a node the overlay added, a consumer's link to a supplier the
 * overlay turned off and on again, and devices made by an overlay that
 * must probe as they would at boot.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/clk-provider.h>
#include <linux/clk.h>
#include <linux/gpio/consumer.h>
#include <linux/gpio/driver.h>
#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/bind.h>
#include <platdev/of.h>

#include "testutil.h"

#define OVL_DIR PLATDEV_TEST_DTB_DIR "/overlay/"

/* --- drivers: a clock provider, a GPIO chip, a UART, a user, a plain one */

static int clk_probe(struct platform_device *pdev)
{
	struct clk_hw *hw;
	int ret;

	hw = clk_hw_register_fixed_rate(&pdev->dev, dev_name(&pdev->dev), NULL,
					0, 1000000);
	if (IS_ERR(hw))
		return PTR_ERR(hw);
	ret = devm_of_clk_add_hw_provider(&pdev->dev, of_clk_hw_simple_get, hw);
	if (ret) {
		clk_hw_unregister_fixed_rate(hw);
		return ret;
	}
	platform_set_drvdata(pdev, hw);
	ev("probe %s;", dev_name(&pdev->dev));
	return 0;
}

static int clk_remove(struct platform_device *pdev)
{
	/* The provider goes first (devres runs after): no user is left. */
	of_clk_del_provider(pdev->dev.of_node);
	clk_hw_unregister_fixed_rate(platform_get_drvdata(pdev));
	ev("remove %s;", dev_name(&pdev->dev));
	return 0;
}

static const struct of_device_id clk_ids[] = { { .compatible = "life,clk" },
					       {} };

static struct platform_driver clk_drv = {
	.probe = clk_probe,
	.remove = clk_remove,
	.driver = { .name = "life-clk", .of_match_table = clk_ids },
};

static int plain_remove(struct platform_device *pdev)
{
	ev("remove %s;", dev_name(&pdev->dev));
	return 0;
}

static int gc_get(struct gpio_chip *gc, unsigned int offset)
{
	(void)gc;
	(void)offset;
	return 0;
}

static void gc_set(struct gpio_chip *gc, unsigned int offset, int value)
{
	(void)gc;
	(void)offset;
	(void)value;
}

static int gc_output(struct gpio_chip *gc, unsigned int offset, int value)
{
	(void)gc;
	(void)offset;
	(void)value;
	return 0;
}

static int gpio_probe(struct platform_device *pdev)
{
	struct gpio_chip *gc;

	gc = devm_kzalloc(&pdev->dev, sizeof(*gc), GFP_KERNEL);
	if (!gc)
		return -ENOMEM;
	gc->label = dev_name(&pdev->dev);
	gc->parent = &pdev->dev;
	gc->base = -1;
	gc->ngpio = 8;
	gc->get = gc_get;
	gc->set = gc_set;
	gc->direction_output = gc_output;
	ev("probe %s;", dev_name(&pdev->dev));
	return devm_gpiochip_add_data(&pdev->dev, gc, NULL);
}

static const struct of_device_id gpio_ids[] = { { .compatible = "life,gpio" },
						{} };

static struct platform_driver gpio_drv = {
	.probe = gpio_probe,
	.remove = plain_remove,
	.driver = { .name = "life-gpio", .of_match_table = gpio_ids },
};

/* Takes its clock, and its enable line if it has one. */
static int uart_probe(struct platform_device *pdev)
{
	struct gpio_desc *en;
	struct clk *clk;

	clk = devm_clk_get(&pdev->dev, NULL);
	if (IS_ERR(clk))
		return PTR_ERR(clk);
	en = devm_gpiod_get_optional(&pdev->dev, "enable", GPIOD_OUT_HIGH);
	if (IS_ERR(en))
		return PTR_ERR(en);
	ev("probe %s;", dev_name(&pdev->dev));
	return 0;
}

static const struct of_device_id uart_ids[] = { { .compatible = "life,uart" },
						{ .compatible = "life,user" },
						{} };

static struct platform_driver uart_drv = {
	.probe = uart_probe,
	.remove = plain_remove,
	.driver = { .name = "life-uart", .of_match_table = uart_ids },
};

/* Needs nothing (its clock is only a link from the tree). */
static int plain_probe(struct platform_device *pdev)
{
	ev("probe %s;", dev_name(&pdev->dev));
	return 0;
}

static const struct of_device_id plain_ids[] = { { .compatible = "life,plain" },
						 {} };

static struct platform_driver plain_drv = {
	.probe = plain_probe,
	.remove = plain_remove,
	.driver = { .name = "life-plain", .of_match_table = plain_ids },
};

/* --- fixtures ------------------------------------------------------------- */

static unsigned long allocs_at_start;

static int setup(void **state)
{
	(void)state;
	if (test_load_dtb(OVL_DIR "life_base.dtb"))
		return -1;
	if (platform_driver_register(&clk_drv) ||
	    platform_driver_register(&plain_drv))
		return -1;
	if (of_platform_default_populate(NULL, NULL, NULL))
		return -1;
	/* As at the end of boot: no other driver comes by itself. */
	fw_devlink_drivers_done();
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	of_platform_depopulate(NULL);
	platform_driver_unregister(&plain_drv);
	platform_driver_unregister(&clk_drv);
	return platdev_of_unload();
}

/*
 * Live allocations less the properties removals keep until unload (as
 * Linux keeps deadprops): what must come back after an overlay goes.
 */
static unsigned long kept_allocs(void)
{
	return live_allocs() - platdev_of_overlay_dead_props();
}

static int each_setup(void **state)
{
	(void)state;
	test_events[0] = '\0';
	log_capture_start();
	allocs_at_start = kept_allocs();
	return 0;
}

static int each_teardown(void **state)
{
	(void)state;
	log_capture_stop();
	assert_int_equal(of_overlay_remove_all(), 0);
	assert_int_equal(kept_allocs(), allocs_at_start);
	return 0;
}

static int apply_file(const char *file, int *id)
{
	char path[512];

	snprintf(path, sizeof(path), OVL_DIR "%s.dtb", file);
	return test_apply_overlay(path, id, NULL);
}

static bool bound(const char *name)
{
	struct device *dev = test_device_named(name);

	return dev && dev->driver;
}

/* Whether @consumer has a device link to @supplier. */
static bool linked(const char *consumer, const char *supplier)
{
	struct platdev_link_info links[8];
	struct device *c = test_device_named(consumer),
		      *s = test_device_named(supplier);
	int i, n;

	assert_non_null(c);
	assert_non_null(s);
	n = platdev_device_links(c, links, 8);
	for (i = 0; i < n && i < 8; i++)
		if (links[i].consumer == c && links[i].supplier == s)
			return true;
	return false;
}

/* --- defect 1: an overlay node flagged populated with no device ----------- */

/*
 * The overlay adds a hog under the live GPIO controller before its driver
 * is registered; the chip then takes the hog (and flags its node). The
 * removal has no device to delete for it.
 */
static void test_hog_taken_after_apply(void **state)
{
	struct device_node *hog;
	int id;

	(void)state;
	assert_int_equal(apply_file("life_hog", &id), 0);
	assert_int_equal(platform_driver_register(&gpio_drv), 0);
	assert_true(bound("2000.gpio"));
	hog = of_find_node_by_path("/soc/gpio@2000/line-hog");
	assert_non_null(hog);
	assert_true(of_node_check_flag(hog, OF_POPULATED));
	assert_null(hog->fwnode.dev);
	of_node_put(hog);
	assert_int_equal(of_overlay_remove(&id), 0);
	assert_null(of_find_node_by_path("/soc/gpio@2000/line-hog"));
	platform_driver_unregister(&gpio_drv);
}

/* Other code deletes the device the overlay made: nothing left to do. */
static void test_device_deleted_by_other_code(void **state)
{
	struct platform_device *pdev;
	struct device_node *np;
	int id;

	(void)state;
	assert_int_equal(platform_driver_register(&uart_drv), 0);
	assert_int_equal(apply_file("life_dev", &id), 0);
	assert_true(bound("6000.dev"));
	np = of_find_node_by_path("/soc/dev@6000");
	assert_non_null(np);
	pdev = of_find_device_by_node(np);
	of_node_put(np);
	assert_non_null(pdev);
	platform_device_unregister(pdev);
	put_device(&pdev->dev);
	assert_null(test_device_named("6000.dev"));
	assert_int_equal(of_overlay_remove(&id), 0);
	platform_driver_unregister(&uart_drv);
}

/* The same, with the deleted device still referenced by its deleter. */
static void test_device_deleted_and_held(void **state)
{
	struct platform_device *pdev;
	struct device_node *np;
	int id;

	(void)state;
	assert_int_equal(apply_file("life_dev", &id), 0);
	np = of_find_node_by_path("/soc/dev@6000");
	assert_non_null(np);
	pdev = of_find_device_by_node(np);
	of_node_put(np);
	assert_non_null(pdev);
	platform_device_unregister(pdev);
	/* The device holds its node: the removal is refused, not a crash. */
	assert_int_equal(of_overlay_remove(&id), -EBUSY);
	put_device(&pdev->dev);
	assert_int_equal(of_overlay_remove(&id), 0);
}

/* --- defect 4: the overlay's devices are providers ------------------------ */

static void test_provider_devices_removable(void **state)
{
	int id;

	(void)state;
	assert_int_equal(platform_driver_register(&gpio_drv), 0);
	assert_int_equal(platform_driver_register(&uart_drv), 0);
	assert_int_equal(apply_file("life_providers", &id), 0);
	assert_true(bound("7000.clock"));
	assert_true(bound("8000.gpio"));
	assert_true(bound("9000.serial"));
	test_events[0] = '\0';
	assert_int_equal(of_overlay_remove(&id), 0);
	assert_null(test_device_named("7000.clock"));
	assert_null(test_device_named("8000.gpio"));
	assert_null(test_device_named("9000.serial"));
	assert_non_null(strstr(test_events, "remove 9000.serial;"));
	assert_true(bound("3000.serial"));

	/* And through of_overlay_remove_all(), so the tree can go. */
	assert_int_equal(apply_file("life_providers", &id), 0);
	assert_true(bound("9000.serial"));
	assert_int_equal(of_overlay_remove_all(), 0);
	assert_null(test_device_named("7000.clock"));
	platform_driver_unregister(&uart_drv);
	platform_driver_unregister(&gpio_drv);
}

/*
 * Held by someone else: refused, and the devices are made and bound
 * again, the model as it was.
 */
static void test_provider_held_restored(void **state)
{
	struct device_node *held;
	int id;

	(void)state;
	assert_int_equal(platform_driver_register(&gpio_drv), 0);
	assert_int_equal(platform_driver_register(&uart_drv), 0);
	assert_int_equal(apply_file("life_providers", &id), 0);
	held = of_find_node_by_path("/soc/gpio@8000");
	assert_int_equal(of_overlay_remove(&id), -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "/soc/gpio@8000",
			    "still referenced", "1 reference", NULL));
	assert_int_equal(id, 1);
	assert_true(bound("7000.clock"));
	assert_true(bound("8000.gpio"));
	assert_true(bound("9000.serial"));
	assert_true(linked("9000.serial", "7000.clock"));
	assert_true(linked("9000.serial", "8000.gpio"));
	of_node_put(held);
	assert_int_equal(of_overlay_remove(&id), 0);
	platform_driver_unregister(&uart_drv);
	platform_driver_unregister(&gpio_drv);
}

/* --- defect 3: a wait record naming a node the overlay added -------------- */

static void test_wait_for_removed_node(void **state)
{
	struct platdev_bind_status st;
	struct device_node *noclk;
	struct device *user;
	int id;

	(void)state;
	assert_int_equal(apply_file("life_clkref", &id), 0);
	assert_int_equal(platform_driver_register(&uart_drv), 0);
	user = test_device_named("4000.user");
	assert_non_null(user);
	assert_int_equal(platdev_device_bind_status(user, &st), 0);
	assert_int_equal(st.state, PLATDEV_BIND_DEFERRED);
	assert_int_equal(st.wait_kind, PLATDEV_DEP_CLOCK);
	noclk = of_find_node_by_path("/noclk");
	assert_ptr_equal(st.node, noclk);
	of_node_put(noclk);

	assert_int_equal(of_overlay_remove(&id), 0);
	assert_int_equal(platdev_device_bind_status(user, &st), 0);
	/* The node is gone: the record no longer names it. */
	assert_ptr_not_equal(st.node, noclk);
	if (st.node)
		assert_non_null(
			((const struct device_node *)st.node)->full_name);
	platform_driver_unregister(&uart_drv);
	/* The base device's waiting record stays with it, as any device's. */
	allocs_at_start++;
}

/* --- defect 5: a consumer's link to a supplier turned off and on again ---- */

static void test_supplier_link_remade(void **state)
{
	int id;

	(void)state;
	assert_int_equal(platform_driver_register(&uart_drv), 0);
	assert_true(bound("3000.serial"));
	assert_true(linked("3000.serial", "1000.clock"));
	assert_int_equal(apply_file("life_dclk", &id), 0);
	assert_null(test_device_named("1000.clock"));
	assert_false(bound("3000.serial"));
	assert_int_equal(of_overlay_remove(&id), 0);
	assert_true(bound("1000.clock"));
	assert_true(linked("3000.serial", "1000.clock"));
	assert_true(bound("3000.serial"));
	platform_driver_unregister(&uart_drv);
}

/* --- defect 13: devices made by an overlay probe as at boot --------------- */

static void test_overlay_devices_probe_as_at_boot(void **state)
{
	struct platdev_bind_status st;
	int id;

	(void)state;
	assert_int_equal(apply_file("life_orphan", &id), 0);
	/* Its clock's device will never bind: relaxed, as at boot. */
	assert_true(bound("b000.plain"));
	assert_true(log_has(PLATDEV_LOG_DEBUG, "b000.plain",
			    "not waiting for a000.clock", NULL));
	/* A bound supplier: linked and satisfied. */
	assert_true(bound("c000.plain"));
	assert_true(linked("c000.plain", "1000.clock"));
	assert_int_equal(platdev_device_bind_status(
				 test_device_named("a000.clock"), &st),
			 0);
	assert_false(st.driver_matches);
	assert_int_equal(of_overlay_remove(&id), 0);
}

#define T(f) cmocka_unit_test_setup_teardown(f, each_setup, each_teardown)

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_hog_taken_after_apply),
		T(test_device_deleted_by_other_code),
		T(test_device_deleted_and_held),
		T(test_provider_devices_removable),
		T(test_provider_held_restored),
		T(test_wait_for_removed_node),
		T(test_supplier_link_remade),
		T(test_overlay_devices_probe_as_at_boot),
	};

	/* OVL_LIFE_TEST=pattern runs only the tests it matches. */
	if (getenv("OVL_LIFE_TEST"))
		cmocka_set_test_filter(getenv("OVL_LIFE_TEST"));
	return cmocka_run_group_tests(tests, setup, teardown);
}
