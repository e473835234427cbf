// SPDX-License-Identifier: MIT
/*
 * test_of_dynamic.c - editing a live node's properties as Linux's
 * of_add_property(), of_remove_property() and of_update_property() do:
 * lookups follow at once, a property taken out stays readable memory, the
 * reconfiguration notifiers are told, devices follow "status", and the
 * properties an applied overlay added or replaced are refused until it is
 * removed.
 */
#include <string.h>

#include <linux/notifier.h>
#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/of.h>

#include "testutil.h"

#define OVL_DIR PLATDEV_TEST_DTB_DIR "/overlay/"

static const struct of_device_id dyn_ids[] = { { .compatible = "test,spare" },
					       {} };

static int dyn_probe(struct platform_device *pdev)
{
	ev("probe %s;", dev_name(&pdev->dev));
	return 0;
}

static int dyn_remove(struct platform_device *pdev)
{
	ev("remove %s;", dev_name(&pdev->dev));
	return 0;
}

static struct platform_driver dyn_drv = {
	.probe = dyn_probe,
	.remove = dyn_remove,
	.driver = { .name = "dyn-test", .of_match_table = dyn_ids },
};

/* The last notice: action and data. */
static unsigned long last_action;
static struct of_reconfig_data last_rd;

static int note(struct notifier_block *nb, unsigned long action, void *data)
{
	(void)nb;
	last_action = action;
	last_rd = *(struct of_reconfig_data *)data;
	return NOTIFY_OK;
}

static struct notifier_block note_nb = { .notifier_call = note };

static struct device_node *uart, *spare;

static int setup(void **state)
{
	(void)state;
	if (test_load_dtb(OVL_DIR "base.dtb"))
		return -1;
	if (platform_driver_register(&dyn_drv))
		return -1;
	if (of_platform_default_populate(NULL, NULL, NULL))
		return -1;
	uart = of_find_node_by_path("/soc/serial@2000");
	spare = of_find_node_by_path("/soc/spare@3000");
	if (!uart || !spare)
		return -1;
	return of_reconfig_notifier_register(&note_nb);
}

static int teardown(void **state)
{
	(void)state;
	of_reconfig_notifier_unregister(&note_nb);
	of_node_put(uart);
	of_node_put(spare);
	of_platform_depopulate(NULL);
	platform_driver_unregister(&dyn_drv);
	return platdev_of_unload();
}

static int each_setup(void **state)
{
	(void)state;
	test_events[0] = '\0';
	last_action = 0;
	memset(&last_rd, 0, sizeof(last_rd));
	return 0;
}

static __be32 one_cell = cpu_to_be32(3);

/* A caller's property, as pinctrl-single makes "#pinctrl-cells". */
static struct property cells_prop = {
	.name = "#pinctrl-cells",
	.length = sizeof(one_cell),
	.value = &one_cell,
};

static void add_remove_add(void **state)
{
	u32 v = 0;

	(void)state;
	assert_int_equal(of_add_property(uart, &cells_prop), 0);
	assert_int_equal(last_action, OF_RECONFIG_ADD_PROPERTY);
	assert_ptr_equal(last_rd.dn, uart);
	assert_ptr_equal(last_rd.prop, &cells_prop);
	assert_int_equal(of_property_read_u32(uart, "#pinctrl-cells", &v), 0);
	assert_int_equal(v, 3);
	/* Linux: a name already there is not linked twice. */
	assert_int_equal(of_add_property(uart, &cells_prop), -EEXIST);

	assert_int_equal(of_remove_property(uart, &cells_prop), 0);
	assert_int_equal(last_action, OF_RECONFIG_REMOVE_PROPERTY);
	assert_null(of_find_property(uart, "#pinctrl-cells", NULL));
	assert_int_equal(of_remove_property(uart, &cells_prop), -ENODEV);
	/* Taken out, it may come back. */
	assert_int_equal(of_add_property(uart, &cells_prop), 0);
	assert_ptr_equal(of_find_property(uart, "#pinctrl-cells", NULL),
			 &cells_prop);
	assert_int_equal(of_remove_property(uart, &cells_prop), 0);
}

static void remove_keeps_memory(void **state)
{
	struct property *pp = of_find_property(uart, "current-speed", NULL);
	const __be32 *val;

	(void)state;
	assert_non_null(pp);
	val = pp->value;
	assert_int_equal(of_remove_property(uart, pp), 0);
	assert_null(of_find_property(uart, "current-speed", NULL));
	assert_false(of_property_present(uart, "current-speed"));
	/* A reader that had it still reads it. */
	assert_string_equal(pp->name, "current-speed");
	assert_int_equal(be32_to_cpup(val), 115200);
	/* The other properties are still found, in their order. */
	assert_non_null(of_find_property(uart, "clocks", NULL));
	assert_non_null(of_find_property(uart, "reg", NULL));
	assert_int_equal(of_add_property(uart, pp), 0);
	assert_true(of_property_present(uart, "current-speed"));
}

static void refused_arguments(void **state)
{
	struct property nameless = { 0 };
	struct property other = { .name = "x" };

	(void)state;
	assert_int_equal(of_remove_property(uart, NULL), -ENODEV);
	/* Not one of the node's. */
	assert_int_equal(of_remove_property(uart, &other), -ENODEV);
	assert_int_equal(of_update_property(uart, &nameless), -EINVAL);
	assert_int_equal(of_add_property(uart, &nameless), -EINVAL);
	assert_int_equal(of_add_property(NULL, &other), -EINVAL);
	assert_int_equal(last_action, 0);
}

static void update_replaces_or_adds(void **state)
{
	static __be32 slow = cpu_to_be32(9600);
	struct property speed = { .name = "current-speed",
				  .length = sizeof(slow),
				  .value = &slow };
	struct property *old = of_find_property(uart, "current-speed", NULL);
	u32 v = 0;

	(void)state;
	assert_non_null(old);
	assert_int_equal(of_update_property(uart, &speed), 0);
	assert_int_equal(last_action, OF_RECONFIG_UPDATE_PROPERTY);
	assert_ptr_equal(last_rd.prop, &speed);
	assert_ptr_equal(last_rd.old_prop, old);
	assert_int_equal(of_property_read_u32(uart, "current-speed", &v), 0);
	assert_int_equal(v, 9600);
	assert_int_equal(be32_to_cpup(old->value), 115200);
	/* Put the old one back: a property taken out may come again. */
	assert_int_equal(of_update_property(uart, old), 0);
	assert_ptr_equal(last_rd.old_prop, &speed);
	assert_int_equal(of_property_read_u32(uart, "current-speed", &v), 0);
	assert_int_equal(v, 115200);

	/* No property of that name: added, with no old one. */
	assert_int_equal(of_update_property(uart, &cells_prop), 0);
	assert_null(last_rd.old_prop);
	assert_ptr_equal(of_find_property(uart, "#pinctrl-cells", NULL),
			 &cells_prop);
	assert_int_equal(of_remove_property(uart, &cells_prop), 0);
}

static void status_makes_and_deletes_devices(void **state)
{
	static char okay[] = "okay", disabled[] = "disabled";
	struct property on = { .name = "status",
			       .length = sizeof(okay),
			       .value = okay };
	struct property off = { .name = "status",
				.length = sizeof(disabled),
				.value = disabled };
	struct property *was = of_find_property(spare, "status", NULL);

	(void)state;
	assert_non_null(was);
	assert_false(of_node_check_flag(spare, OF_POPULATED));
	assert_int_equal(of_update_property(spare, &on), 0);
	assert_true(of_device_is_available(spare));
	assert_string_equal(test_events, "probe 3000.spare;");
	assert_int_equal(of_update_property(spare, &off), 0);
	assert_string_equal(test_events, "probe 3000.spare;remove 3000.spare;");
	/* No status at all is "okay". */
	assert_int_equal(of_remove_property(spare, &off), 0);
	assert_string_equal(test_events, "probe 3000.spare;remove 3000.spare;"
					 "probe 3000.spare;");
	assert_int_equal(of_add_property(spare, was), 0);
	assert_false(of_device_is_available(spare));
	assert_string_equal(test_events, "probe 3000.spare;remove 3000.spare;"
					 "probe 3000.spare;remove 3000.spare;");
}

static void overlay_properties_refused(void **state)
{
	static __be32 fast = cpu_to_be32(57600);
	struct property speed = { .name = "current-speed",
				  .length = sizeof(fast),
				  .value = &fast };
	struct property *base_speed =
		of_find_property(uart, "current-speed", NULL);
	struct property *added, *replaced;
	int id;

	(void)state;
	assert_int_equal(test_apply_overlay(OVL_DIR "basic.dtb", &id, NULL), 0);
	added = of_find_property(uart, "test,added", NULL);
	replaced = of_find_property(uart, "current-speed", NULL);
	assert_non_null(added);
	assert_ptr_not_equal(replaced, base_speed);
	/* The overlay's removal moves them itself. */
	assert_int_equal(of_remove_property(uart, added), -EBUSY);
	assert_int_equal(of_update_property(uart, &speed), -EBUSY);
	assert_int_equal(of_add_property(uart, base_speed), -EEXIST);
	assert_int_equal(of_remove_property(uart, base_speed), -ENODEV);
	/* A property of a node the overlay did not change is the caller's. */
	assert_int_equal(of_add_property(uart, &cells_prop), 0);
	assert_int_equal(of_overlay_remove(&id), 0);
	assert_ptr_equal(of_find_property(uart, "current-speed", NULL),
			 base_speed);
	assert_null(of_find_property(uart, "test,added", NULL));
	assert_ptr_equal(of_find_property(uart, "#pinctrl-cells", NULL),
			 &cells_prop);
	assert_int_equal(of_remove_property(uart, &cells_prop), 0);
	/* Gone with the overlay, they are no one's to refuse. */
	assert_int_equal(of_update_property(uart, &speed), 0);
	assert_int_equal(of_update_property(uart, base_speed), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
#define T(f) cmocka_unit_test_setup(f, each_setup)
		T(add_remove_add),
		T(remove_keeps_memory),
		T(refused_arguments),
		T(update_replaces_or_adds),
		T(status_makes_and_deletes_devices),
		T(overlay_properties_refused),
#undef T
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
