// SPDX-License-Identifier: MIT
/*
 * test_runtime.c - controlling binding while running: bus notifier test_events
 * in Linux's order for add, bind, failed bind, unbind and delete;
 * driver_override set and cleared; device_reprobe; binding to one driver
 * and by name; sync_state once every consumer is bound.
 */
#include <stdio.h>
#include <string.h>

#include <linux/platform_device.h>
#include <platdev/bind.h>

#include "testutil.h"

static const char *const event_names[] = {
	[BUS_NOTIFY_ADD_DEVICE] = "add",
	[BUS_NOTIFY_DEL_DEVICE] = "del",
	[BUS_NOTIFY_REMOVED_DEVICE] = "removed",
	[BUS_NOTIFY_BIND_DRIVER] = "bind",
	[BUS_NOTIFY_BOUND_DRIVER] = "bound",
	[BUS_NOTIFY_UNBIND_DRIVER] = "unbind",
	[BUS_NOTIFY_UNBOUND_DRIVER] = "unbound",
	[BUS_NOTIFY_DRIVER_NOT_BOUND] = "not-bound",
};

static int on_event(struct notifier_block *nb, unsigned long action, void *data)
{
	struct device *dev = data;

	ev("%s%s %s;", nb->priority ? "!" : "", event_names[action],
	   dev_name(dev));
	return NOTIFY_DONE;
}

static struct notifier_block low = { .notifier_call = on_event };
static struct notifier_block high = { .notifier_call = on_event,
				      .priority = 10 };

static int probe_ret;

static int r_probe(struct platform_device *pdev)
{
	ev("probe %s;", dev_name(&pdev->dev));
	return probe_ret;
}

static int r_remove(struct platform_device *pdev)
{
	ev("remove %s;", dev_name(&pdev->dev));
	return 0;
}

static void r_sync_state(struct device *dev)
{
	ev("sync_state %s;", dev_name(dev));
}

static const struct platform_device_id one_ids[] = { { "thing", 1 },
						     { "supplier", 0 },
						     { "consumer", 0 },
						     {} };

static struct platform_driver one = {
	.probe = r_probe,
	.remove = r_remove,
	.id_table = one_ids,
	.driver = { .name = "one", .sync_state = r_sync_state },
};

static const struct platform_device_id two_ids[] = { { "thing", 2 }, {} };

static struct platform_driver two = {
	.probe = r_probe,
	.remove = r_remove,
	.id_table = two_ids,
	.driver = { .name = "two" },
};

static struct platform_device thing;

static int setup(void **state)
{
	(void)state;
	test_events[0] = '\0';
	probe_ret = 0;
	memset(&thing, 0, sizeof(thing));
	thing.name = "thing";
	thing.id = PLATFORM_DEVID_NONE;
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	log_capture_stop();
	bus_unregister_notifier(&platform_bus_type, &low);
	bus_unregister_notifier(&platform_bus_type, &high);
	if (one.driver.p.registered)
		platform_driver_unregister(&one);
	if (two.driver.p.registered)
		platform_driver_unregister(&two);
	return 0;
}

static void test_notifier_sequence(void **state)
{
	(void)state;
	assert_int_equal(bus_register_notifier(&platform_bus_type, &low), 0);
	assert_int_equal(bus_register_notifier(&platform_bus_type, &low),
			 -EEXIST);
	assert_int_equal(bus_register_notifier(NULL, &low), -EINVAL);
	assert_int_equal(platform_driver_register(&one), 0);
	assert_int_equal(platform_device_register(&thing), 0);
	/* (driver one has a sync_state; thing has no consumers) */
	assert_string_equal(test_events, "add thing;bind thing;probe thing;"
					 "bound thing;sync_state thing;");
	test_events[0] = '\0';
	device_release_driver(&thing.dev);
	assert_string_equal(test_events,
			    "unbind thing;remove thing;unbound thing;");
	test_events[0] = '\0';
	probe_ret = -EIO;
	log_capture_start();
	assert_int_equal(device_attach(&thing.dev), 0);
	log_capture_stop();
	assert_string_equal(test_events,
			    "bind thing;probe thing;not-bound thing;");
	test_events[0] = '\0';
	probe_ret = 0;
	assert_int_equal(device_attach(&thing.dev), 1);
	test_events[0] = '\0';
	platform_device_unregister(&thing);
	assert_string_equal(test_events, "del thing;unbind thing;remove thing;"
					 "unbound thing;removed thing;");

	/* Priority decides the order; unregistering stops the calls. */
	assert_int_equal(bus_register_notifier(&platform_bus_type, &high), 0);
	test_events[0] = '\0';
	setup(NULL);
	assert_int_equal(platform_device_register(&thing), 0);
	assert_true(strstr(test_events, "!add thing;add thing;") ==
		    test_events);
	assert_int_equal(bus_unregister_notifier(&platform_bus_type, &low), 0);
	assert_int_equal(bus_unregister_notifier(&platform_bus_type, &low),
			 -ENOENT);
	test_events[0] = '\0';
	platform_device_unregister(&thing);
	assert_null(strstr(test_events, ";del thing"));
	assert_non_null(strstr(test_events, "!del thing;"));
}

static void test_driver_override_and_reprobe(void **state)
{
	(void)state;
	assert_int_equal(platform_driver_register(&one), 0);
	assert_int_equal(platform_driver_register(&two), 0);
	assert_int_equal(platform_device_register(&thing), 0);
	assert_ptr_equal(thing.dev.driver, &one.driver); /* registered first */

	assert_int_equal(driver_set_override(&thing.dev, &thing.driver_override,
					     "two\n", 4),
			 0);
	assert_string_equal(thing.driver_override, "two");
	assert_ptr_equal(thing.dev.driver, &one.driver); /* not applied yet */
	assert_int_equal(device_reprobe(&thing.dev), 0);
	assert_ptr_equal(thing.dev.driver, &two.driver);
	/* Only the override may bind. */
	device_release_driver(&thing.dev);
	assert_int_equal(device_driver_attach(&one.driver, &thing.dev),
			 -ENODEV);

	/* Cleared: the normal order again. */
	assert_int_equal(driver_set_override(&thing.dev, &thing.driver_override,
					     "\n", 1),
			 0);
	assert_null(thing.driver_override);
	assert_int_equal(device_reprobe(&thing.dev), 0);
	assert_ptr_equal(thing.dev.driver, &one.driver);
	assert_int_equal(driver_set_override(NULL, &thing.driver_override, "x",
					     1),
			 -EINVAL);
	assert_int_equal(device_reprobe(NULL), -EINVAL);
	platform_device_unregister(&thing);
	assert_int_equal(device_reprobe(&thing.dev), -ENODEV);
}

static void test_bind_to_one_driver_and_by_name(void **state)
{
	(void)state;
	assert_int_equal(platform_device_register(&thing), 0);
	assert_int_equal(platform_driver_register(&one), 0);
	assert_int_equal(platform_driver_register(&two), 0);
	assert_ptr_equal(thing.dev.driver, &one.driver);
	assert_int_equal(device_driver_attach(&two.driver, &thing.dev), -EBUSY);
	assert_int_equal(platdev_unbind_by_name(&platform_bus_type, "thing"),
			 0);
	assert_null(thing.dev.driver);
	assert_int_equal(
		platdev_bind_by_name(&platform_bus_type, "two", "thing"), 0);
	assert_ptr_equal(thing.dev.driver, &two.driver);
	assert_ptr_equal(platform_get_device_id(&thing), &two_ids[0]);
	assert_int_equal(platdev_bind_by_name(&platform_bus_type, "nobody",
					      "thing"),
			 -ENODEV);
	assert_int_equal(platdev_unbind_by_name(&platform_bus_type, "nothing"),
			 -ENODEV);
	platform_device_unregister(&thing);
}

static void test_sync_state_when_consumers_bound(void **state)
{
	struct platform_device supplier = { .name = "supplier", .id = -1 };
	struct platform_device consumer = { .name = "consumer", .id = -1 };

	(void)state;
	assert_int_equal(platform_device_register(&supplier), 0);
	assert_int_equal(platform_device_register(&consumer), 0);
	assert_non_null(device_link_add(&consumer.dev, &supplier.dev, 0));
	probe_ret = 0;
	assert_int_equal(platform_driver_register(&one), 0);
	/* sync_state comes once, after the consumer, not after the supplier. */
	assert_string_equal(test_events,
			    "probe supplier;probe consumer;"
			    "sync_state consumer;sync_state supplier;");
	test_events[0] = '\0';
	device_release_driver(&consumer.dev);
	assert_int_equal(device_attach(&consumer.dev), 1);
	assert_string_equal(test_events, "remove consumer;probe consumer;"
					 "sync_state consumer;");
	platform_device_unregister(&consumer);
	platform_device_unregister(&supplier);
}

int main(void)
{
#define T(fn) cmocka_unit_test_setup_teardown(fn, setup, teardown)
	const struct CMUnitTest tests[] = {
		T(test_notifier_sequence),
		T(test_driver_override_and_reprobe),
		T(test_bind_to_one_driver_and_by_name),
		T(test_sync_state_when_consumers_bound),
	};
#undef T

	return cmocka_run_group_tests(tests, NULL, NULL);
}
