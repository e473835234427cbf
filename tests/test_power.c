// SPDX-License-Identifier: MIT
/*
 * test_power.c - system suspend and resume in dependency order (children
 * and consumers first, resume the other way), every phase, aborts that
 * resume what was suspended and name the culprit, the legacy platform
 * callbacks, probing held off while suspended, and shutdown order.
 */
#include <stdio.h>
#include <string.h>

#include <linux/platform_device.h>
#include <platdev/bind.h>
#include <platdev/port.h>
#include <platdev/power.h>

#include "testutil.h"

static const char *fail_dev, *fail_op;

static int step(struct device *dev, const char *op)
{
	ev("%s %s;", op, dev_name(dev));
	return fail_dev && !strcmp(dev_name(dev), fail_dev) &&
			       !strcmp(op, fail_op) ?
		       -EIO :
		       0;
}

#define STEP(op)                               \
	static int pm_##op(struct device *dev) \
	{                                      \
		return step(dev, #op);         \
	}

STEP(prepare)
STEP(suspend)
STEP(suspend_late)
STEP(suspend_noirq)
STEP(resume_noirq)
STEP(resume_early)
STEP(resume)
STEP(freeze)
STEP(thaw)

static void pm_complete(struct device *dev)
{
	step(dev, "complete");
}

static const struct dev_pm_ops full_ops = {
	.prepare = pm_prepare,
	.complete = pm_complete,
	.suspend = pm_suspend,
	.resume = pm_resume,
	.suspend_late = pm_suspend_late,
	.resume_early = pm_resume_early,
	.suspend_noirq = pm_suspend_noirq,
	.resume_noirq = pm_resume_noirq,
	.freeze = pm_freeze,
	.thaw = pm_thaw,
};

static int t_probe(struct platform_device *pdev)
{
	ev("probe %s;", pdev->name);
	return 0;
}

static void t_shutdown(struct platform_device *pdev)
{
	ev("shutdown %s;", dev_name(&pdev->dev));
}

static const struct platform_device_id ids[] = {
	{ "parent", 0 },   { "child", 0 }, { "consumer", 0 },
	{ "supplier", 0 }, { "late", 0 },  {}
};

static struct platform_driver drv = {
	.probe = t_probe,
	.shutdown = t_shutdown,
	.id_table = ids,
	.driver = { .name = "pm-test", .pm = &full_ops },
};

static struct platform_device parent, child, consumer, supplier;

static void add(struct platform_device *pdev, const char *name,
		struct platform_device *up)
{
	memset(pdev, 0, sizeof(*pdev));
	pdev->name = name;
	pdev->id = PLATFORM_DEVID_NONE;
	pdev->dev.parent = up ? &up->dev : NULL;
	assert_int_equal(platform_device_register(pdev), 0);
}

/*
 * parent <- child (hierarchy); consumer -> supplier (a link), the
 * consumer registered first, so only the link puts the supplier ahead.
 */
static int setup(void **state)
{
	(void)state;
	fail_dev = fail_op = NULL;
	add(&consumer, "consumer", NULL);
	add(&parent, "parent", NULL);
	add(&child, "child", &parent);
	add(&supplier, "supplier", NULL);
	assert_non_null(device_link_add(&consumer.dev, &supplier.dev, 0));
	assert_int_equal(platform_driver_register(&drv), 0);
	test_events[0] = '\0';
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	log_capture_stop();
	platform_driver_unregister(&drv);
	platform_device_unregister(&supplier);
	platform_device_unregister(&child);
	platform_device_unregister(&parent);
	platform_device_unregister(&consumer);
	return 0;
}

/*
 * The order: registration order (consumer, parent, child, supplier), each
 * device after what it needs: supplier, consumer, parent, child.
 */
static void test_suspend_and_resume_order(void **state)
{
	(void)state;
	assert_int_equal(platdev_pm_suspend(PMSG_SUSPEND), 0);
	assert_string_equal(
		test_events,
		"prepare supplier;prepare consumer;prepare parent;prepare child;"
		"suspend child;suspend parent;suspend consumer;suspend supplier;"
		"suspend_late child;suspend_late parent;suspend_late consumer;suspend_late supplier;"
		"suspend_noirq child;suspend_noirq parent;suspend_noirq consumer;suspend_noirq supplier;");
	test_events[0] = '\0';
	platdev_pm_resume(PMSG_SUSPEND);
	assert_string_equal(
		test_events,
		"resume_noirq supplier;resume_noirq consumer;resume_noirq parent;resume_noirq child;"
		"resume_early supplier;resume_early consumer;resume_early parent;resume_early child;"
		"resume supplier;resume consumer;resume parent;resume child;"
		"complete child;complete parent;complete consumer;complete supplier;");
	assert_null(platdev_pm_failed_device());
}

/* device_set_pm_not_required(): system sleep passes the device over. */
static void test_pm_not_required(void **state)
{
	(void)state;
	/* Its state cannot be allocated: reported, nothing changes. */
	log_capture_start();
	platdev_port_fail_alloc_after(0, 0);
	device_set_pm_not_required(&child.dev);
	platdev_port_fail_alloc_after(-1, 0);
	assert_true(log_has(PLATDEV_LOG_ERR, "out of memory", NULL));
	assert_false(device_pm_not_required(&child.dev));

	device_set_pm_not_required(&parent.dev);
	device_set_pm_not_required(&child.dev);
	assert_true(device_pm_not_required(&parent.dev));
	assert_false(device_pm_not_required(&supplier.dev));
	assert_int_equal(platdev_pm_suspend(PMSG_SUSPEND), 0);
	assert_string_equal(
		test_events,
		"prepare supplier;prepare consumer;"
		"suspend consumer;suspend supplier;"
		"suspend_late consumer;suspend_late supplier;"
		"suspend_noirq consumer;suspend_noirq supplier;");
	test_events[0] = '\0';
	platdev_pm_resume(PMSG_SUSPEND);
	assert_null(strstr(test_events, "parent"));
	assert_non_null(strstr(test_events, "resume supplier;"));
}

static void test_freeze_uses_freeze_callbacks(void **state)
{
	(void)state;
	assert_int_equal(dpm_suspend_start(PMSG_FREEZE), 0);
	assert_non_null(
		strstr(test_events, "freeze consumer;freeze supplier;"));
	assert_null(strstr(test_events, "suspend "));
	test_events[0] = '\0';
	dpm_resume_end(PMSG_FREEZE);
	assert_string_equal(
		test_events,
		"thaw supplier;thaw consumer;thaw parent;thaw child;"
		"complete child;complete parent;complete consumer;"
		"complete supplier;");
}

/* The supplier fails to suspend: the consumer, already suspended, resumes. */
static void test_suspend_failure_rolls_back(void **state)
{
	(void)state;
	fail_dev = "supplier";
	fail_op = "suspend";
	log_capture_start();
	assert_int_equal(platdev_pm_suspend(PMSG_SUSPEND), -EIO);
	assert_true(log_has(PLATDEV_LOG_ERR, "supplier", "suspend failed", "-5",
			    NULL));
	log_capture_stop();
	assert_string_equal(platdev_pm_failed_device(), "supplier");
	assert_string_equal(
		test_events,
		"prepare supplier;prepare consumer;prepare parent;prepare child;"
		"suspend child;suspend parent;suspend consumer;suspend supplier;"
		"resume consumer;resume parent;resume child;"
		"complete child;complete parent;complete consumer;complete supplier;");
	/* Nothing is left suspended: a new suspend can start. */
	fail_dev = NULL;
	assert_int_equal(platdev_pm_suspend(PMSG_SUSPEND), 0);
	platdev_pm_resume(PMSG_SUSPEND);
}

/* A noirq failure undoes the noirq, late and suspend phases, newest first. */
static void test_noirq_failure_unwinds_all_phases(void **state)
{
	(void)state;
	fail_dev = "parent";
	fail_op = "suspend_noirq";
	log_capture_start();
	assert_int_equal(platdev_pm_suspend(PMSG_SUSPEND), -EIO);
	log_capture_stop();
	assert_non_null(strstr(
		test_events,
		"suspend_noirq child;suspend_noirq parent;"
		"resume_noirq child;"
		"resume_early supplier;resume_early consumer;resume_early parent;resume_early child;"
		"resume supplier;resume consumer;resume parent;resume child;"
		"complete child;"));
}

static void test_prepare_failure(void **state)
{
	(void)state;
	fail_dev = "child";
	fail_op = "prepare";
	log_capture_start();
	assert_int_equal(dpm_suspend_start(PMSG_SUSPEND), -EIO);
	log_capture_stop();
	assert_string_equal(test_events,
			    "prepare supplier;prepare consumer;prepare parent;"
			    "prepare child;complete parent;complete consumer;"
			    "complete supplier;");
}

static void test_misuse(void **state)
{
	(void)state;
	log_capture_start();
	assert_int_equal(dpm_suspend_end(PMSG_SUSPEND), -EINVAL);
	assert_int_equal(platdev_pm_suspend(PMSG_ON), -EINVAL);
	assert_int_equal(platdev_pm_suspend(PMSG_SUSPEND), 0);
	assert_int_equal(platdev_pm_suspend(PMSG_SUSPEND), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "already suspended", NULL));
	log_capture_stop();
	platdev_pm_resume(PMSG_SUSPEND);
	dpm_resume_end(PMSG_SUSPEND); /* nothing to resume: no-op */
}

/* A device added while suspended is probed only after resume. */
static void test_no_probe_while_suspended(void **state)
{
	struct platform_device late;
	struct platdev_bind_status st;

	(void)state;
	assert_int_equal(platdev_pm_suspend(PMSG_SUSPEND), 0);
	test_events[0] = '\0';
	add(&late, "late", NULL);
	assert_null(late.dev.driver);
	assert_int_equal(platdev_device_bind_status(&late.dev, &st), 0);
	assert_int_equal(st.state, PLATDEV_BIND_UNBOUND);
	assert_string_equal(test_events, "");
	platdev_pm_resume(PMSG_SUSPEND);
	assert_non_null(strstr(test_events, "complete supplier;probe late;"));
	assert_non_null(late.dev.driver);
	platform_device_unregister(&late);
}

/* --- the legacy platform_driver callbacks ----------------------------- */

static int legacy_suspend(struct platform_device *pdev, pm_message_t msg)
{
	ev("legacy suspend %s %d;", pdev->name, msg.event);
	return 0;
}

static int legacy_resume(struct platform_device *pdev)
{
	ev("legacy resume %s;", pdev->name);
	return 0;
}

static const struct platform_device_id legacy_ids[] = { { "old", 0 }, {} };

static struct platform_driver legacy_drv = {
	.probe = t_probe,
	.suspend = legacy_suspend,
	.resume = legacy_resume,
	.id_table = legacy_ids,
	.driver = { .name = "pm-legacy" },
};

static int simple_suspend(struct device *dev)
{
	ev("simple suspend %s;", dev_name(dev));
	return 0;
}

static int simple_resume(struct device *dev)
{
	ev("simple resume %s;", dev_name(dev));
	return 0;
}

static DEFINE_SIMPLE_DEV_PM_OPS(simple_ops, simple_suspend, simple_resume);

static const struct platform_device_id simple_ids[] = { { "simple", 0 }, {} };

static struct platform_driver simple_drv = {
	.probe = t_probe,
	.suspend = legacy_suspend, /* ignored: dev_pm_ops win */
	.id_table = simple_ids,
	.driver = { .name = "pm-simple", .pm = &simple_ops },
};

static void test_legacy_and_simple_callbacks(void **state)
{
	struct platform_device old, simple;

	(void)state;
	assert_int_equal(platform_driver_register(&legacy_drv), 0);
	assert_int_equal(platform_driver_register(&simple_drv), 0);
	add(&old, "old", NULL);
	add(&simple, "simple", NULL);
	test_events[0] = '\0';
	assert_int_equal(platdev_pm_suspend(PMSG_SUSPEND), 0);
	assert_non_null(strstr(test_events, "simple suspend simple;"));
	assert_non_null(strstr(test_events, "legacy suspend old 2;"));
	assert_null(strstr(test_events, "legacy suspend simple"));
	platdev_pm_resume(PMSG_SUSPEND);
	assert_non_null(strstr(test_events, "legacy resume old;"));
	assert_non_null(strstr(test_events, "simple resume simple;"));
	test_events[0] = '\0';
	assert_int_equal(platdev_pm_suspend(PMSG_HIBERNATE), 0);
	assert_non_null(strstr(test_events, "legacy suspend old 4;"));
	platdev_pm_resume(PMSG_HIBERNATE);
	platform_device_unregister(&simple);
	platform_device_unregister(&old);
	platform_driver_unregister(&simple_drv);
	platform_driver_unregister(&legacy_drv);
}

static void test_shutdown_order(void **state)
{
	struct platform_device late;

	(void)state;
	device_shutdown();
	assert_string_equal(test_events,
			    "shutdown child;shutdown parent;"
			    "shutdown consumer;shutdown supplier;");
	/* Probing stays blocked after shutdown. */
	test_events[0] = '\0';
	add(&late, "late", NULL);
	assert_null(late.dev.driver);
	device_unblock_probing();
	assert_non_null(late.dev.driver);
	platform_device_unregister(&late);
}

int main(void)
{
#define T(fn) cmocka_unit_test_setup_teardown(fn, setup, teardown)
	const struct CMUnitTest tests[] = {
		T(test_suspend_and_resume_order),
		T(test_pm_not_required),
		T(test_freeze_uses_freeze_callbacks),
		T(test_suspend_failure_rolls_back),
		T(test_noirq_failure_unwinds_all_phases),
		T(test_prepare_failure),
		T(test_misuse),
		T(test_no_probe_while_suspended),
		T(test_legacy_and_simple_callbacks),
		T(test_shutdown_order),
	};
#undef T

	return cmocka_run_group_tests(tests, NULL, NULL);
}
