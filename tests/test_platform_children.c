// SPDX-License-Identifier: MIT
/*
 * test_platform_children.c - platform devices under platform devices: a
 * probe that registers children and a remove that unregisters them,
 * unregistering a parent with children (newest first, the parent last),
 * and a heap parent freed while its child's owner still holds the child.
 */
#include "testutil_platform.h"

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
	assert_false(on_platform_bus("tp-kid.1"));
	assert_false(on_platform_bus("tp-kid.2"));
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
	assert_int_equal(bus_device_count(&platform_bus_type), 0);
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
	assert_int_equal(bus_device_count(&platform_bus_type), 0);
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
	assert_false(on_platform_bus("tp-hp"));
	assert_false(on_platform_bus(dev_name(&child->dev)));
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

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_probe_registers_children),
		T(test_unregister_parent_with_children),
		T(test_heap_parent_goes_first),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
