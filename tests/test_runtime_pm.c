// SPDX-License-Identifier: MIT
/*
 * test_runtime_pm.c - runtime power management (linux/pm_runtime.h): a
 * device's first state (disabled, suspended: -EACCES), resume and suspend
 * with their callbacks and return codes (1 when already there, -EAGAIN in
 * use, -EBUSY with an active child, -EINVAL after a callback error and
 * for a usage count below 0), set_active/set_suspended, the parent resumed
 * first and suspended after its last child, suppliers of DL_FLAG_PM_RUNTIME
 * links, asynchronous requests, autosuspend on virtual time, the driver
 * core's part (idle after probe, devm_pm_runtime_enable), force
 * suspend/resume, and allocation failure.
 */
#include <sched.h>

#include <linux/delay.h>
#include <linux/platform_device.h>
#include <linux/pm_runtime.h>
#include <linux/timer.h>
#include <linux/workqueue.h>
#include <platdev/port.h>
#include <platdev/sim.h>
#include <platdev/time.h>

#include "testutil.h"

static int resume_ret, suspend_ret, idle_ret;
static bool with_idle;

static int rt_suspend(struct device *dev)
{
	ev("suspend %s;", dev_name(dev));
	return suspend_ret;
}

static int rt_resume(struct device *dev)
{
	ev("resume %s;", dev_name(dev));
	return resume_ret;
}

static int rt_idle(struct device *dev)
{
	if (!with_idle)
		return 0;
	ev("idle %s;", dev_name(dev));
	return idle_ret;
}

static const struct dev_pm_ops rt_pm = { RUNTIME_PM_OPS(rt_suspend, rt_resume,
							rt_idle) };

static int rt_probe(struct platform_device *pdev)
{
	(void)pdev;
	return 0;
}

static struct platform_driver rt_driver = {
	.probe = rt_probe,
	.driver = { .name = "rt", .pm = &rt_pm },
};

static struct platform_device *parent, *child, *supplier;
static unsigned long allocs_before;

static struct platform_device *add(const char *name, int id, struct device *up)
{
	struct platform_device *pdev = platform_device_alloc(name, id);

	assert_non_null(pdev);
	pdev->dev.parent = up;
	assert_int_equal(platform_device_add(pdev), 0);
	assert_non_null(pdev->dev.driver);
	return pdev;
}

static int setup(void **state)
{
	(void)state;
	allocs_before = live_allocs();
	resume_ret = suspend_ret = idle_ret = 0;
	with_idle = false;
	if (platform_driver_register(&rt_driver))
		return -1;
	parent = add("rt", 0, NULL);
	child = add("rt", 1, &parent->dev);
	supplier = add("rt", 2, NULL);
	test_events[0] = '\0';
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	flush_workqueue(system_wq);
	platform_device_unregister(child);
	platform_device_unregister(parent);
	platform_device_unregister(supplier);
	platform_driver_unregister(&rt_driver);
	if (live_allocs() != allocs_before)
		print_error("%lu allocations left\n",
			    live_allocs() - allocs_before);
	return live_allocs() == allocs_before ? 0 : -1;
}

static struct device *P(void)
{
	return &parent->dev;
}

static struct device *C(void)
{
	return &child->dev;
}

static void test_first_state(void **state)
{
	(void)state;
	assert_false(pm_runtime_enabled(C()));
	assert_true(pm_runtime_status_suspended(C()));
	assert_false(pm_runtime_suspended(C())); /* disabled */
	assert_true(pm_runtime_active(C())); /* disabled */
	assert_int_equal(pm_runtime_get_sync(C()), -EACCES);
	assert_int_equal(platdev_pm_runtime_usage(C()), 1);
	assert_int_equal(pm_runtime_put(C()), -EACCES);
	assert_int_equal(pm_runtime_resume_and_get(C()), -EACCES);
	assert_int_equal(platdev_pm_runtime_usage(C()), 0);
	assert_int_equal(pm_runtime_put_sync(C()), -EINVAL); /* underflow */
	assert_int_equal(pm_runtime_get_if_active(C()), -EINVAL);
	assert_string_equal(test_events, "");
}

static void test_resume_suspend(void **state)
{
	(void)state;
	pm_runtime_enable(P());
	pm_runtime_enable(C());
	assert_true(pm_runtime_suspended(C()));
	assert_int_equal(pm_runtime_get_sync(C()), 0);
	assert_string_equal(test_events, "resume rt.0;resume rt.1;");
	assert_int_equal(pm_runtime_get_sync(C()), 1);
	assert_int_equal(pm_runtime_resume_and_get(C()), 0);
	assert_int_equal(platdev_pm_runtime_usage(C()), 3);
	assert_int_equal(pm_runtime_suspend(C()), -EAGAIN);
	assert_int_equal(pm_runtime_suspend(P()), -EBUSY); /* a child */
	assert_int_equal(pm_runtime_get_if_in_use(C()), 1);
	pm_runtime_put_noidle(C());
	assert_int_equal(pm_runtime_put_sync(C()), 0);
	assert_int_equal(pm_runtime_put_sync(C()), 0);
	test_events[0] = '\0';
	assert_int_equal(pm_runtime_put_sync(C()), 0);
	assert_true(pm_runtime_suspended(C()));
	assert_int_equal(pm_runtime_suspend(C()), 1);
	/* The parent follows asynchronously, after its last child. */
	flush_workqueue(system_wq);
	assert_string_equal(test_events, "suspend rt.1;suspend rt.0;");
	assert_true(pm_runtime_suspended(P()));
	assert_int_equal(pm_runtime_get_if_active(C()), 0);
	pm_runtime_disable(C());
	pm_runtime_disable(P());
}

static void test_set_status(void **state)
{
	(void)state;
	pm_runtime_enable(P());
	assert_int_equal(pm_runtime_set_active(P()), -EAGAIN);
	assert_int_equal(__pm_runtime_set_status(C(), 7), -EINVAL);
	/* An active child under a suspended, enabled parent is refused. */
	assert_int_equal(pm_runtime_set_active(C()), -EBUSY);
	assert_true(pm_runtime_status_suspended(C()));
	pm_runtime_disable(P());
	assert_int_equal(pm_runtime_set_active(P()), 0);
	assert_int_equal(pm_runtime_set_active(C()), 0);
	assert_false(pm_runtime_enabled(C()));
	pm_runtime_enable(P());
	assert_int_equal(pm_runtime_suspend(P()), -EBUSY);
	/* Active when disabled: a resume says so. */
	assert_int_equal(pm_runtime_get_sync(C()), -EACCES);
	pm_runtime_enable(C());
	pm_runtime_disable(C());
	assert_int_equal(pm_runtime_get_sync(C()), 1);
	pm_runtime_put_noidle(C());
	/* The last active child gone, the parent is told to idle. */
	assert_int_equal(pm_runtime_set_suspended(C()), 0);
	flush_workqueue(system_wq);
	assert_true(pm_runtime_suspended(P()));
	assert_string_equal(test_events, "suspend rt.0;");
	pm_runtime_disable(P());
}

static void test_callback_errors(void **state)
{
	(void)state;
	pm_runtime_enable(C());
	resume_ret = -EIO;
	assert_int_equal(pm_runtime_get_sync(C()), -EIO);
	assert_true(pm_runtime_status_suspended(C()));
	resume_ret = 0;
	assert_int_equal(pm_runtime_get_sync(C()), -EINVAL); /* stuck */
	pm_runtime_put_noidle(C());
	pm_runtime_put_noidle(C());
	pm_runtime_disable(C());
	assert_int_equal(pm_runtime_set_suspended(C()), 0); /* clears */
	pm_runtime_enable(C());
	assert_int_equal(pm_runtime_get_sync(C()), 0);
	/* A busy suspend callback is transient: the device stays active. */
	suspend_ret = -EBUSY;
	assert_int_equal(pm_runtime_put_sync(C()), -EBUSY);
	assert_false(pm_runtime_status_suspended(C()));
	suspend_ret = 0;
	assert_int_equal(pm_runtime_suspend(C()), 0);
	/* The idle callback can veto. */
	with_idle = true;
	idle_ret = -EBUSY;
	test_events[0] = '\0';
	assert_int_equal(pm_runtime_get_sync(C()), 0);
	assert_int_equal(pm_runtime_put_sync(C()), -EBUSY);
	idle_ret = 0;
	assert_int_equal(pm_runtime_idle(C()), 0);
	assert_string_equal(test_events, "resume rt.1;idle rt.1;idle rt.1;"
					 "suspend rt.1;");
	pm_runtime_disable(C());
}

static void test_async(void **state)
{
	(void)state;
	pm_runtime_enable(C());
	assert_int_equal(pm_runtime_get(C()), 0);
	flush_workqueue(system_wq);
	assert_false(pm_runtime_status_suspended(C()));
	assert_int_equal(pm_runtime_put(C()), 0);
	flush_workqueue(system_wq);
	assert_true(pm_runtime_status_suspended(C()));
	/* Disabling carries a pending resume out (or waits for it). */
	pm_runtime_get_noresume(C());
	assert_int_equal(pm_request_resume(C()), 0);
	pm_runtime_disable(C());
	assert_false(pm_runtime_status_suspended(C()));
	pm_runtime_put_noidle(C());
	assert_string_equal(test_events,
			    "resume rt.1;suspend rt.1;resume rt.1;");
	pm_runtime_enable(C());
	pm_runtime_suspend(C());
}

static void test_supplier_link(void **state)
{
	struct device_link *link;

	(void)state;
	link = device_link_add(&parent->dev, &supplier->dev,
			       DL_FLAG_STATELESS | DL_FLAG_PM_RUNTIME);
	assert_non_null(link);
	pm_runtime_enable(&supplier->dev);
	pm_runtime_enable(P());
	assert_int_equal(pm_runtime_get_sync(P()), 0);
	assert_string_equal(test_events, "resume rt.2;resume rt.0;");
	assert_false(pm_runtime_status_suspended(&supplier->dev));
	assert_int_equal(pm_runtime_put_sync(P()), 0);
	flush_workqueue(system_wq);
	assert_string_equal(test_events, "resume rt.2;resume rt.0;"
					 "suspend rt.0;suspend rt.2;");
	device_link_del(link);
	pm_runtime_disable(P());
	pm_runtime_disable(&supplier->dev);
}

static void test_autosuspend(void **state)
{
	(void)state;
	platdev_time_use(&platdev_sim_time_ops, NULL);
	pm_runtime_set_autosuspend_delay(C(), 100);
	pm_runtime_use_autosuspend(C());
	pm_runtime_enable(C());
	assert_int_equal(pm_runtime_get_sync(C()), 0);
	pm_runtime_mark_last_busy(C());
	assert_int_equal(pm_runtime_put_autosuspend(C()), 0);
	assert_true(pm_runtime_autosuspend_expiration(C()) > 0);
	msleep(50);
	flush_workqueue(system_wq);
	assert_false(pm_runtime_status_suspended(C()));
	/* Busy again: the delay starts over. */
	pm_runtime_mark_last_busy(C());
	msleep(80);
	flush_workqueue(system_wq);
	assert_false(pm_runtime_status_suspended(C()));
	msleep(30);
	flush_workqueue(system_wq);
	assert_true(pm_runtime_status_suspended(C()));
	assert_int_equal(pm_runtime_autosuspend_expiration(C()), 0);
	/* A negative delay keeps it resumed with a usage count. */
	pm_runtime_set_autosuspend_delay(C(), -1);
	assert_false(pm_runtime_status_suspended(C()));
	assert_int_equal(platdev_pm_runtime_usage(C()), 1);
	pm_runtime_set_autosuspend_delay(C(), 0);
	flush_workqueue(system_wq);
	assert_int_equal(platdev_pm_runtime_usage(C()), 0);
	assert_true(pm_runtime_status_suspended(C()));
	/* Synchronous autosuspend after the delay. */
	pm_runtime_set_autosuspend_delay(C(), 10);
	pm_runtime_get_sync(C());
	pm_runtime_mark_last_busy(C());
	assert_int_equal(pm_runtime_put_sync_autosuspend(C()), 0);
	assert_false(pm_runtime_status_suspended(C()));
	msleep(20);
	flush_workqueue(system_wq);
	assert_true(pm_runtime_status_suspended(C()));
	pm_runtime_dont_use_autosuspend(C());
	pm_runtime_disable(C());
	platdev_time_use(NULL, NULL);
}

static void test_flags(void **state)
{
	(void)state;
	pm_runtime_no_callbacks(C());
	pm_runtime_irq_safe(C());
	pm_runtime_enable(P());
	pm_runtime_enable(C());
	pm_suspend_ignore_children(P(), true);
	assert_int_equal(pm_runtime_get_sync(C()), 0);
	assert_true(pm_runtime_status_suspended(P())); /* not resumed */
	pm_suspend_ignore_children(P(), false);
	assert_int_equal(pm_runtime_put_sync(C()), 0);
	assert_string_equal(test_events, "");
	pm_runtime_forbid(P());
	assert_false(pm_runtime_status_suspended(P()));
	pm_runtime_forbid(P());
	assert_int_equal(platdev_pm_runtime_usage(P()), 1);
	pm_runtime_allow(P());
	flush_workqueue(system_wq);
	assert_true(pm_runtime_status_suspended(P()));
	assert_int_equal(pm_runtime_barrier(P()), 0);
	pm_runtime_disable(C());
	pm_runtime_disable(P());
}

static void test_force(void **state)
{
	(void)state;
	pm_runtime_enable(C());
	pm_runtime_get_sync(C());
	assert_int_equal(pm_runtime_force_suspend(C()), 0);
	assert_false(pm_runtime_enabled(C()));
	assert_true(pm_runtime_status_suspended(C()));
	assert_int_equal(pm_runtime_force_resume(C()), 0);
	assert_true(pm_runtime_enabled(C()));
	assert_false(pm_runtime_status_suspended(C()));
	suspend_ret = -EIO;
	assert_int_equal(pm_runtime_force_suspend(C()), -EIO);
	assert_true(pm_runtime_enabled(C()));
	suspend_ret = 0;
	pm_runtime_put_sync(C());
	/* The parent, disabled, is left alone. */
	assert_string_equal(test_events, "resume rt.1;suspend rt.1;"
					 "resume rt.1;suspend rt.1;"
					 "suspend rt.1;");
	pm_runtime_disable(C());
}

/* The driver core: idle after probe, devm enable undone at unbind. */
static int devm_probe(struct platform_device *pdev)
{
	int err;

	pm_runtime_set_active(&pdev->dev);
	err = devm_pm_runtime_enable(&pdev->dev);
	if (!err)
		ev("probed;");
	return err;
}

static struct platform_driver devm_driver = {
	.probe = devm_probe,
	.driver = { .name = "rt-devm", .pm = &rt_pm },
};

static void test_driver_core(void **state)
{
	struct platform_device *pdev;
	int n;

	(void)state;
	assert_int_equal(platform_driver_register(&devm_driver), 0);
	pdev = add("rt-devm", -1, P());
	flush_workqueue(system_wq);
	assert_true(pm_runtime_enabled(&pdev->dev));
	assert_true(pm_runtime_status_suspended(&pdev->dev));
	device_release_driver(&pdev->dev);
	assert_false(pm_runtime_enabled(&pdev->dev));
	assert_string_equal(test_events, "probed;suspend rt-devm;"
					 "resume rt-devm;suspend rt-devm;");
	/* Allocation failures in the probe leave nothing behind. */
	for (n = 0; n < 2; n++) {
		unsigned long before = live_allocs();

		platdev_port_fail_alloc_after(n, 0);
		device_attach(&pdev->dev);
		platdev_port_fail_alloc_after(-1, 0);
		if (!pdev->dev.driver)
			assert_int_equal(live_allocs(), before);
		else
			device_release_driver(&pdev->dev);
	}
	platform_device_unregister(pdev);
	platform_driver_unregister(&devm_driver);
}

/*
 * devm_pm_runtime_set_active_enabled(): active and enabled at once; the
 * release disables and marks it suspended, calling no callback.
 */
static void test_devm_set_active_enabled(void **state)
{
	struct platform_device *pdev;
	unsigned long before;

	(void)state;
	pdev = platform_device_alloc("rt-active", -1);
	assert_non_null(pdev);
	assert_int_equal(platform_device_add(pdev), 0);
	assert_int_equal(devm_pm_runtime_set_active_enabled(&pdev->dev), 0);
	assert_true(pm_runtime_enabled(&pdev->dev));
	assert_false(pm_runtime_status_suspended(&pdev->dev));
	devres_release_all(&pdev->dev);
	assert_false(pm_runtime_enabled(&pdev->dev));
	assert_true(pm_runtime_status_suspended(&pdev->dev));
	/* The device's runtime PM state stays; the actions went. */
	before = live_allocs();
	/* No memory for the first action: nothing is left set. */
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(devm_pm_runtime_set_active_enabled(&pdev->dev),
			 -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_true(pm_runtime_status_suspended(&pdev->dev));
	assert_false(pm_runtime_enabled(&pdev->dev));
	assert_int_equal(live_allocs(), before);
	/* ... nor for the second: the first is released with the device's. */
	platdev_port_fail_alloc_after(1, 0);
	assert_int_equal(devm_pm_runtime_set_active_enabled(&pdev->dev),
			 -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_false(pm_runtime_enabled(&pdev->dev));
	devres_release_all(&pdev->dev);
	assert_true(pm_runtime_status_suspended(&pdev->dev));
	assert_int_equal(live_allocs(), before);
	assert_string_equal(test_events, "");
	platform_device_unregister(pdev);
}

static void test_no_memory(void **state)
{
	struct platform_device *pdev;

	(void)state;
	pdev = platform_device_alloc("rt-none", -1);
	assert_int_equal(platform_device_add(pdev), 0);
	platdev_port_fail_alloc_after(0, 1);
	assert_int_equal(pm_runtime_get_sync(&pdev->dev), -ENOMEM);
	assert_int_equal(pm_runtime_put(&pdev->dev), -ENOMEM);
	assert_int_equal(pm_runtime_set_active(&pdev->dev), -ENOMEM);
	pm_runtime_enable(&pdev->dev); /* logged */
	platdev_port_fail_alloc_after(-1, 0);
	assert_false(pm_runtime_enabled(&pdev->dev));
	platform_device_unregister(pdev);
}

static void never(struct timer_list *t)
{
	(void)t;
}

/*
 * Start the kernel timer thread before the first test counts allocations:
 * the thread frees its start record itself, at a moment of its choosing.
 */
static void start_timer_thread(void)
{
	unsigned long base = live_allocs();
	struct timer_list t;

	timer_setup(&t, never, 0);
	mod_timer(&t, jiffies + 1000000);
	del_timer_sync(&t);
	while (live_allocs() > base)
		sched_yield();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_first_state, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_resume_suspend, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_set_status, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_callback_errors, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_async, setup, teardown),
		cmocka_unit_test_setup_teardown(test_supplier_link, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_autosuspend, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_flags, setup, teardown),
		cmocka_unit_test_setup_teardown(test_force, setup, teardown),
		cmocka_unit_test_setup_teardown(test_devm_set_active_enabled,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_driver_core, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_no_memory, setup,
						teardown),
	};

	start_timer_thread();
	return cmocka_run_group_tests(tests, NULL, NULL);
}
