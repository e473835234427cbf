// SPDX-License-Identifier: MIT
/*
 * test_swnode.c - software nodes: registration and its errors, groups
 * (all or none), lookups, references keeping an unregistered node alive,
 * copies of property arrays, nodes given to devices (device_add_software_node,
 * managed nodes removed with their device, platform_device_info.properties
 * and .swnode), and every allocation of those failing in turn.
 */
#include <string.h>

#include <linux/device.h>
#include <linux/platform_device.h>
#include <linux/property.h>

#include "testutil.h"

static const u32 rates[] = { 100, 400, 1000 };
static const char *const names[] = { "tx", "rx" };

static const struct software_node parent_node = { .name = "bus" };

static const struct property_entry child_entries[] = {
	PROPERTY_ENTRY_U32("reg", 3),
	PROPERTY_ENTRY_U32_ARRAY("rates", rates),
	PROPERTY_ENTRY_STRING_ARRAY("names", names),
	PROPERTY_ENTRY_STRING("label", "child"),
	PROPERTY_ENTRY_U64("big", 1ull << 40),
	PROPERTY_ENTRY_BOOL("fast"),
	PROPERTY_ENTRY_REF("bus", &parent_node, 9),
	{},
};

static const struct software_node child_node = {
	.name = "child",
	.parent = &parent_node,
	.properties = child_entries,
};

static const struct software_node orphan_node = {
	.name = "orphan",
	.parent = &child_node, /* never registered here before it */
};

static void check_child_properties(const struct fwnode_handle *fw)
{
	struct fwnode_reference_args args;
	const char *strs[2];
	u32 v[3];
	u64 big;

	assert_int_equal(fwnode_property_read_u32(fw, "reg", v), 0);
	assert_int_equal(v[0], 3);
	assert_int_equal(fwnode_property_read_u32_array(fw, "rates", v, 3), 0);
	assert_int_equal(v[2], 1000);
	assert_int_equal(
		fwnode_property_read_string_array(fw, "names", strs, 2), 2);
	assert_string_equal(strs[1], "rx");
	assert_int_equal(fwnode_property_read_string(fw, "label", strs), 0);
	assert_string_equal(strs[0], "child");
	assert_int_equal(fwnode_property_read_u64(fw, "big", &big), 0);
	assert_true(big == 1ull << 40);
	assert_true(fwnode_property_read_bool(fw, "fast"));
	assert_int_equal(fwnode_property_get_reference_args(fw, "bus", NULL, 1,
							    0, &args),
			 0);
	assert_ptr_equal(args.fwnode, software_node_fwnode(&parent_node));
	assert_true(args.args[0] == 9);
	fwnode_handle_put(args.fwnode);
}

static void test_register_errors(void **state)
{
	unsigned long live = live_allocs();

	(void)state;
	assert_int_equal(software_node_register(NULL), -EINVAL);
	/* the parent first */
	assert_int_equal(software_node_register(&child_node), -EINVAL);
	assert_null(software_node_fwnode(&child_node));
	assert_int_equal(software_node_register(&parent_node), 0);
	assert_int_equal(software_node_register(&parent_node), -EEXIST);
	assert_int_equal(software_node_register(&child_node), 0);
	check_child_properties(software_node_fwnode(&child_node));
	assert_ptr_equal(software_node_find_by_name(&parent_node, "child"),
			 &child_node);
	fwnode_handle_put(software_node_fwnode(&child_node)); /* find's */
	assert_null(software_node_find_by_name(NULL, "child"));
	assert_null(software_node_find_by_name(&parent_node, NULL));

	software_node_unregister(&child_node);
	software_node_unregister(&child_node); /* a second time: nothing */
	software_node_unregister(NULL);
	assert_null(software_node_fwnode(&child_node));
	software_node_unregister(&parent_node);
	assert_null(software_node_fwnode(&parent_node));
	assert_int_equal(live_allocs(), live);
}

static void test_group_all_or_none(void **state)
{
	const struct software_node *good[] = { &parent_node, &child_node,
					       NULL };
	const struct software_node *bad[] = { &parent_node, &orphan_node,
					      &child_node, NULL };
	unsigned long live = live_allocs();

	(void)state;
	assert_int_equal(software_node_register_node_group(NULL), 0);
	software_node_unregister_node_group(NULL);
	assert_int_equal(software_node_register_node_group(bad), -EINVAL);
	assert_null(software_node_fwnode(&parent_node));
	assert_int_equal(live_allocs(), live);

	assert_int_equal(software_node_register_node_group(good), 0);
	assert_non_null(software_node_fwnode(&child_node));
	software_node_unregister_node_group(good);
	assert_null(software_node_fwnode(&parent_node));
	assert_int_equal(live_allocs(), live);
}

/* A handle held keeps an unregistered node readable until it is put. */
static void test_reference_outlives_registration(void **state)
{
	unsigned long live = live_allocs();
	struct fwnode_handle *fw, *parent;
	u32 reg;

	(void)state;
	assert_int_equal(software_node_register(&parent_node), 0);
	assert_int_equal(software_node_register(&child_node), 0);
	fw = fwnode_handle_get(software_node_fwnode(&child_node));
	software_node_unregister(&child_node);
	software_node_unregister(&parent_node);
	assert_null(software_node_fwnode(&child_node));
	assert_true(live_allocs() > live);
	assert_int_equal(fwnode_property_read_u32(fw, "reg", &reg), 0);
	parent = fwnode_get_parent(fw); /* the child holds its parent */
	assert_string_equal(fwnode_get_name(parent), "bus");
	/* an unregistered node is no longer its parent's child */
	assert_null(fwnode_get_next_child_node(parent, NULL));
	fwnode_handle_put(parent);
	/* and can be registered anew meanwhile */
	assert_int_equal(software_node_register(&parent_node), 0);
	software_node_unregister(&parent_node);
	fwnode_handle_put(fw);
	assert_int_equal(live_allocs(), live);
}

static void test_entries_dup(void **state)
{
	static const struct property_entry no_value[] = {
		{ .name = "broken", .type = DEV_PROP_U32 },
		{},
	};
	static struct property_entry inline_ref[] = {
		{ .name = "r",
		  .length = 8,
		  .is_inline = true,
		  .type = DEV_PROP_REF },
		{},
	};
	unsigned long live = live_allocs();
	struct property_entry *copy;
	char label[] = "child";

	(void)state;
	assert_null(property_entries_dup(NULL));
	property_entries_free(NULL);
	assert_int_equal(PTR_ERR(property_entries_dup(no_value)), -ENODATA);
	assert_int_equal(PTR_ERR(property_entries_dup(inline_ref)), -EINVAL);

	copy = property_entries_dup(child_entries);
	assert_false(IS_ERR_OR_NULL(copy));
	/* a deep copy: names and strings are the copy's own */
	assert_ptr_not_equal(copy[1].name, child_entries[1].name);
	assert_ptr_not_equal(copy[2].pointer, child_entries[2].pointer);
	assert_string_equal(((const char *const *)copy[2].pointer)[0], "tx");
	assert_ptr_not_equal(copy[3].value.str[0], label);
	assert_string_equal(copy[3].value.str[0], label);
	assert_null(copy[7].name);
	property_entries_free(copy);
	assert_int_equal(live_allocs(), live);
}

/* --- nodes given to devices -------------------------------------------------- */

static void dev_release(struct device *dev)
{
	(void)dev;
}

static void test_device_add_software_node(void **state)
{
	unsigned long live = live_allocs();
	struct device dev;

	(void)state;
	memset(&dev, 0, sizeof(dev));
	assert_int_equal(device_add_software_node(NULL, &parent_node), -EINVAL);
	assert_int_equal(device_add_software_node(&dev, NULL), -EINVAL);
	/* a node whose parent is not registered cannot be registered here */
	assert_int_equal(device_add_software_node(&dev, &child_node), -EINVAL);
	assert_null(dev_fwnode(&dev));

	/* registered by the call: unregistered by the removal */
	assert_int_equal(device_add_software_node(&dev, &parent_node), 0);
	assert_ptr_equal(dev_fwnode(&dev), software_node_fwnode(&parent_node));
	assert_int_equal(device_add_software_node(&dev, &parent_node), -EBUSY);
	assert_int_equal(device_create_managed_software_node(&dev, NULL, NULL),
			 -EBUSY);
	device_remove_software_node(&dev);
	assert_null(dev_fwnode(&dev));
	assert_null(software_node_fwnode(&parent_node));
	device_remove_software_node(&dev); /* none: nothing */

	/* registered before: still registered after */
	assert_int_equal(software_node_register(&parent_node), 0);
	assert_int_equal(device_add_software_node(&dev, &parent_node), 0);
	device_remove_software_node(&dev);
	assert_non_null(software_node_fwnode(&parent_node));
	software_node_unregister(&parent_node);
	assert_int_equal(live_allocs(), live);
}

/* A managed node goes when its device is deleted, before the last put. */
static void test_managed_node_removed_with_device(void **state)
{
	unsigned long live = live_allocs();
	struct device dev;

	(void)state;
	assert_int_equal(software_node_register(&parent_node), 0);
	memset(&dev, 0, sizeof(dev));
	device_initialize(&dev);
	dev.release = dev_release;
	assert_int_equal(dev_set_name(&dev, "swn-managed"), 0);
	assert_int_equal(device_create_managed_software_node(
				 &dev, child_entries, &child_node),
			 -EINVAL); /* the parent is not registered */
	assert_int_equal(
		device_create_managed_software_node(&dev, child_entries, NULL),
		0);
	check_child_properties(dev_fwnode(&dev));
	assert_int_equal(device_add(&dev), 0);
	get_device(&dev);
	device_unregister(&dev);
	/* deleted, still referenced: the node is gone already (as Linux) */
	assert_null(dev_fwnode(&dev));
	put_device(&dev);

	/* a device never added: the node goes with its last put */
	memset(&dev, 0, sizeof(dev));
	device_initialize(&dev);
	dev.release = dev_release;
	assert_int_equal(device_create_managed_software_node(
				 &dev, child_entries, &parent_node),
			 0);
	assert_string_equal(
		fwnode_get_name(fwnode_get_parent(dev_fwnode(&dev))), "bus");
	fwnode_handle_put(
		software_node_fwnode(&parent_node)); /* get_parent's */
	put_device(&dev);
	software_node_unregister(&parent_node);
	assert_int_equal(live_allocs(), live);
}

static void test_platform_device_info(void **state)
{
	struct platform_device_info info = {
		.name = "swn-pdev",
		.id = PLATFORM_DEVID_NONE,
		.properties = child_entries,
	};
	unsigned long live = live_allocs();
	struct platform_device *pdev;

	(void)state;
	assert_int_equal(software_node_register(&parent_node), 0);
	/* .properties: a managed copy */
	pdev = platform_device_register_full(&info);
	assert_false(IS_ERR_OR_NULL(pdev));
	assert_true(is_software_node(dev_fwnode(&pdev->dev)));
	assert_null(to_software_node(dev_fwnode(&pdev->dev))->name);
	check_child_properties(dev_fwnode(&pdev->dev));
	platform_device_unregister(pdev);

	/* .swnode: the node itself */
	info.properties = NULL;
	info.swnode = &child_node;
	pdev = platform_device_register_full(&info);
	assert_false(IS_ERR_OR_NULL(pdev));
	assert_ptr_equal(dev_fwnode(&pdev->dev),
			 software_node_fwnode(&child_node));
	platform_device_unregister(pdev);
	assert_null(software_node_fwnode(&child_node));
	software_node_unregister(&parent_node);

	/* .swnode that cannot be registered: nothing registered */
	pdev = platform_device_register_full(&info);
	assert_int_equal(PTR_ERR(pdev), -EINVAL);
	assert_false(on_platform_bus("swn-pdev"));

	/* not both */
	info.properties = child_entries;
	log_capture_start();
	pdev = platform_device_register_full(&info);
	assert_int_equal(PTR_ERR(pdev), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "swn-pdev",
			    "both swnode and properties", NULL));
	log_capture_stop();
	assert_int_equal(live_allocs(), live);
}

/* --- allocation failures ------------------------------------------------------ */

/* What a board does with software nodes; the step that failed, or 0. */
static int board_scenario(struct platform_device **pdev,
			  struct fwnode_handle **created)
{
	const struct software_node *group[] = { &parent_node, &child_node,
						NULL };
	struct platform_device_info info = {
		.name = "swn-fault",
		.id = 2,
		.properties = child_entries,
	};
	int ret;

	*pdev = NULL;
	*created = NULL;
	ret = software_node_register_node_group(group);
	if (ret) {
		assert_int_equal(ret, -ENOMEM);
		return 1;
	}
	*created = fwnode_create_software_node(
		child_entries, software_node_fwnode(&parent_node));
	if (IS_ERR(*created)) {
		assert_int_equal(PTR_ERR(*created), -ENOMEM);
		*created = NULL;
		return 2;
	}
	*pdev = platform_device_register_full(&info);
	if (IS_ERR(*pdev)) {
		assert_int_equal(PTR_ERR(*pdev), -ENOMEM);
		*pdev = NULL;
		return 3;
	}
	return 0;
}

static void board_unwind(struct platform_device *pdev,
			 struct fwnode_handle *created)
{
	const struct software_node *group[] = { &parent_node, &child_node,
						NULL };

	platform_device_unregister(pdev);
	fwnode_remove_software_node(created);
	software_node_unregister_node_group(group);
}

static void test_each_allocation_fails_once(void **state)
{
	unsigned long live = live_allocs(), total, k;
	struct platdev_alloc_stats before, after;
	struct platform_device *pdev;
	struct fwnode_handle *created;
	unsigned int failed_steps[4] = { 0 };

	(void)state;
	platdev_port_alloc_stats(&before);
	assert_int_equal(board_scenario(&pdev, &created), 0);
	check_child_properties(created);
	check_child_properties(dev_fwnode(&pdev->dev));
	board_unwind(pdev, created);
	platdev_port_alloc_stats(&after);
	total = after.allocs - before.allocs;
	assert_int_equal(live_allocs(), live);
	assert_true(total >= 6);

	log_capture_start();
	for (k = 0; k < total; k++) {
		int step;

		platdev_port_fail_alloc_after((long)k, 0);
		step = board_scenario(&pdev, &created);
		platdev_port_fail_alloc_after(-1, 0);
		failed_steps[step]++;
		/* what did register works, whatever failed after it */
		if (step == 0 || step > 1)
			assert_non_null(software_node_fwnode(&child_node));
		else
			assert_null(software_node_fwnode(&parent_node));
		if (pdev)
			check_child_properties(dev_fwnode(&pdev->dev));
		board_unwind(pdev, created);
		assert_int_equal(live_allocs(), live);
	}
	log_capture_stop();
	/* each step met a failure */
	assert_true(failed_steps[1] >= 2);
	assert_true(failed_steps[2] >= 2);
	assert_true(failed_steps[3] >= 2);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_register_errors),
		cmocka_unit_test(test_group_all_or_none),
		cmocka_unit_test(test_reference_outlives_registration),
		cmocka_unit_test(test_entries_dup),
		cmocka_unit_test(test_device_add_software_node),
		cmocka_unit_test(test_managed_node_removed_with_device),
		cmocka_unit_test(test_platform_device_info),
		cmocka_unit_test(test_each_allocation_fails_once),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
