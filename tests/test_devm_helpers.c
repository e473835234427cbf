// SPDX-License-Identifier: MIT
/*
 * test_devm_helpers.c - linux/devm-helpers.h: work items initialized for a
 * device and cancelled (waited for) when its managed resources are
 * released, and the -ENOMEM of a failed record.
 */
#include <linux/devm-helpers.h>
#include <linux/platform_device.h>
#include <platdev/port.h>

#include "testutil.h"

static struct delayed_work dwork;
static struct work_struct work;
static int dwork_runs, work_runs, probe_ret[2];
static bool fail_alloc;

static void dwork_fn(struct work_struct *w)
{
	(void)w;
	dwork_runs++;
}

static void work_fn(struct work_struct *w)
{
	(void)w;
	work_runs++;
}

static int helpers_probe(struct platform_device *pdev)
{
	if (fail_alloc)
		platdev_port_fail_alloc_after(0, 1);
	probe_ret[0] =
		devm_delayed_work_autocancel(&pdev->dev, &dwork, dwork_fn);
	probe_ret[1] = devm_work_autocancel(&pdev->dev, &work, work_fn);
	platdev_port_fail_alloc_after(-1, 0);
	return 0;
}

static struct platform_driver helpers_drv = {
	.probe = helpers_probe,
	.driver = { .name = "devm-helpers" },
};

static void test_work_cancelled_on_unbind(void **state)
{
	struct platform_device *pdev;

	(void)state;
	assert_int_equal(platform_driver_register(&helpers_drv), 0);
	pdev = platform_device_register_simple("devm-helpers", -1, NULL, 0);
	assert_false(IS_ERR(pdev));
	assert_int_equal(probe_ret[0], 0);
	assert_int_equal(probe_ret[1], 0);
	assert_ptr_equal(dwork.work.func, dwork_fn);
	assert_ptr_equal(work.func, work_fn);

	/* Far in the future: only the unbind's cancel can take it off. */
	assert_true(schedule_delayed_work(&dwork, msecs_to_jiffies(60000)));
	assert_true(delayed_work_pending(&dwork));
	platform_device_unregister(pdev);
	assert_false(delayed_work_pending(&dwork));
	assert_int_equal(dwork_runs, 0);
	platform_driver_unregister(&helpers_drv);
}

static void test_out_of_memory(void **state)
{
	struct platform_device *pdev;

	(void)state;
	fail_alloc = true;
	assert_int_equal(platform_driver_register(&helpers_drv), 0);
	pdev = platform_device_register_simple("devm-helpers", -1, NULL, 0);
	fail_alloc = false;
	assert_false(IS_ERR(pdev));
	assert_int_equal(probe_ret[0], -ENOMEM);
	assert_int_equal(probe_ret[1], -ENOMEM);
	/* Initialized all the same, as Linux. */
	assert_ptr_equal(dwork.work.func, dwork_fn);
	assert_ptr_equal(work.func, work_fn);
	platform_device_unregister(pdev);
	platform_driver_unregister(&helpers_drv);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_work_cancelled_on_unbind),
		cmocka_unit_test(test_out_of_memory),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
