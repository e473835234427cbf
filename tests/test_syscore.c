// SPDX-License-Identifier: MIT
/*
 * test_syscore.c - system-core callbacks (linux/syscore_ops.h): suspend
 * newest first after the devices' noirq phase, resume oldest first before
 * the devices, a failing suspend undone, shutdown newest first after the
 * devices' shutdown at power-off and restart. Registrations of both
 * generations (linux/version.h) share one order: the ops here are of the
 * generation before 6.12, generations/syscore_612.c registers a 6.12
 * struct syscore between B and C.
 */
#include <string.h>

#include <linux/platform_device.h>
#include <linux/pm.h>
#include <linux/reboot.h>
#include <linux/syscore_ops.h>
#include <linux/timekeeping.h>
#include <platdev/power.h>

#include "generations/syscore_612.h"
#include "testutil.h"

static char seq[64];
static int fail_b;

static void mark(const char *s)
{
	strncat(seq, s, sizeof(seq) - strlen(seq) - 1);
}

static int a_suspend(void)
{
	/* Timekeeping suspends after every other system-core callback. */
	assert_int_equal(timekeeping_suspended, 0);
	mark("A");
	return 0;
}

static void a_resume(void)
{
	assert_int_equal(timekeeping_suspended, 0);
	mark("a");
}

static void a_shutdown(void)
{
	mark("1");
}

static int b_suspend(void)
{
	mark("B");
	return fail_b;
}

static void b_resume(void)
{
	mark("b");
}

static int c_suspend(void)
{
	mark("C");
	return 0;
}

static void c_resume(void)
{
	mark("c");
}

static void c_shutdown(void)
{
	mark("3");
}

static struct syscore_ops ops_a = { .suspend = a_suspend,
				    .resume = a_resume,
				    .shutdown = a_shutdown };
static struct syscore_ops ops_b = { .suspend = b_suspend, .resume = b_resume };
static struct syscore_ops ops_c = { .suspend = c_suspend,
				    .resume = c_resume,
				    .shutdown = c_shutdown };

/* A device whose noirq callbacks and shutdown show where the core runs. */
static int dev_suspend_noirq(struct device *dev)
{
	(void)dev;
	mark("d");
	return 0;
}

static int dev_resume_noirq(struct device *dev)
{
	(void)dev;
	mark("D");
	return 0;
}

static void dev_shutdown(struct platform_device *pdev)
{
	(void)pdev;
	mark("s");
}

static const struct dev_pm_ops dev_pm = {
	.suspend_noirq = dev_suspend_noirq,
	.resume_noirq = dev_resume_noirq,
};

static int dev_probe(struct platform_device *pdev)
{
	(void)pdev;
	return 0;
}

static struct platform_driver drv = {
	.probe = dev_probe,
	.shutdown = dev_shutdown,
	.driver = { .name = "syscore-dev", .pm = &dev_pm },
};

static struct platform_device *pdev;

static int setup(void **state)
{
	(void)state;
	seq[0] = 0;
	fail_b = 0;
	register_syscore_ops(&ops_a);
	register_syscore_ops(&ops_b);
	syscore_612_register(seq, sizeof(seq), 0);
	register_syscore_ops(&ops_c);
	if (platform_driver_register(&drv))
		return -1;
	pdev = platform_device_register_simple("syscore-dev",
					       PLATFORM_DEVID_NONE, NULL, 0);
	return IS_ERR(pdev) ? -1 : 0;
}

static int teardown(void **state)
{
	(void)state;
	platform_device_unregister(pdev);
	platform_driver_unregister(&drv);
	unregister_syscore_ops(&ops_a);
	unregister_syscore_ops(&ops_b);
	syscore_612_unregister();
	unregister_syscore_ops(&ops_c);
	log_capture_stop();
	return 0;
}

static void test_sleep_order(void **state)
{
	(void)state;
	assert_int_equal(platdev_pm_suspend(PMSG_SUSPEND), 0);
	assert_string_equal(seq, "dCXBA");
	seq[0] = 0;
	platdev_pm_resume(PMSG_RESUME);
	assert_string_equal(seq, "abxcD");
}

static void test_failing_suspend_is_undone(void **state)
{
	(void)state;
	fail_b = -EBUSY;
	log_capture_start();
	assert_int_equal(platdev_pm_suspend(PMSG_SUSPEND), -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "system core suspend", NULL));
	/* C, X suspended, B failed: X, C resumed; A never ran. */
	assert_string_equal(seq, "dCXBxcD");

	/* Unregistered ops are not called again. */
	fail_b = 0;
	unregister_syscore_ops(&ops_b);
	seq[0] = 0;
	assert_int_equal(platdev_pm_suspend(PMSG_SUSPEND), 0);
	platdev_pm_resume(PMSG_RESUME);
	assert_string_equal(seq, "dCXAaxcD");
	register_syscore_ops(&ops_b);

	/* A failing 6.12 callback undoes an older one: A, C, X, B. */
	unregister_syscore_ops(&ops_b);
	syscore_612_unregister();
	syscore_612_register(seq, sizeof(seq), -EIO);
	register_syscore_ops(&ops_b);
	seq[0] = 0;
	assert_int_equal(platdev_pm_suspend(PMSG_SUSPEND), -EIO);
	assert_string_equal(seq, "dBXbD");
}

/* timekeeping_suspended: set from syscore_suspend() to syscore_resume(). */
static void test_timekeeping_suspended(void **state)
{
	(void)state;
	assert_int_equal(timekeeping_suspended, 0);
	assert_int_equal(platdev_pm_suspend(PMSG_SUSPEND), 0);
	assert_int_equal(timekeeping_suspended, 1);
	platdev_pm_resume(PMSG_RESUME);
	assert_int_equal(timekeeping_suspended, 0);

	/* A failed system-core suspend leaves it clear. */
	fail_b = -EBUSY;
	log_capture_start();
	assert_int_equal(platdev_pm_suspend(PMSG_SUSPEND), -EBUSY);
	assert_int_equal(timekeeping_suspended, 0);
}

static void test_shutdown_after_devices(void **state)
{
	(void)state;
	log_capture_start();
	kernel_power_off(); /* no final act: it reports and returns */
	assert_string_equal(seq, "s321");
	seq[0] = 0;
	kernel_restart(NULL);
	assert_string_equal(seq, "s321");
	seq[0] = 0;
	kernel_halt();
	assert_string_equal(seq, "s321");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
#define T(fn) cmocka_unit_test_setup_teardown(fn, setup, teardown)
		T(test_sleep_order),
		T(test_failing_suspend_is_undone),
		T(test_timekeeping_suspended),
		T(test_shutdown_after_devices),
#undef T
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
