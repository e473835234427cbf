// SPDX-License-Identifier: MIT
/*
 * test_syscore.c - system-core callbacks (linux/syscore_ops.h, the
 * struct syscore form of the Linux 6.12 sources, each callback given its
 * entry's data): suspend
 * newest first after the devices' noirq phase, resume oldest first before
 * the devices, a failing suspend undone, shutdown newest first after the
 * devices' shutdown at power-off and restart.
 */
#include <string.h>

#include <linux/platform_device.h>
#include <linux/pm.h>
#include <linux/reboot.h>
#include <linux/syscore_ops.h>
#include <platdev/power.h>

#include "testutil.h"

static char seq[64];
static int fail_b;

static void mark(const char *s)
{
	strncat(seq, s, sizeof(seq) - strlen(seq) - 1);
}

/* What one system-core entry marks, its data. */
struct marks {
	const char *suspend;
	const char *resume;
	const char *shutdown;
	const int *fail;
};

static int m_suspend(void *data)
{
	const struct marks *m = data;

	mark(m->suspend);
	return m->fail ? *m->fail : 0;
}

static void m_resume(void *data)
{
	mark(((const struct marks *)data)->resume);
}

static void m_shutdown(void *data)
{
	mark(((const struct marks *)data)->shutdown);
}

static const struct syscore_ops all_ops = { .suspend = m_suspend,
					    .resume = m_resume,
					    .shutdown = m_shutdown };
static const struct syscore_ops sleep_ops = { .suspend = m_suspend,
					      .resume = m_resume };
static const struct marks marks_a = { "A", "a", "1", NULL };
static const struct marks marks_b = { "B", "b", NULL, &fail_b };
static const struct marks marks_c = { "C", "c", "3", NULL };
static struct syscore ops_a = { .ops = &all_ops, .data = (void *)&marks_a };
static struct syscore ops_b = { .ops = &sleep_ops, .data = (void *)&marks_b };
static struct syscore ops_c = { .ops = &all_ops, .data = (void *)&marks_c };

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
	register_syscore(&ops_a);
	register_syscore(&ops_b);
	register_syscore(&ops_c);
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
	unregister_syscore(&ops_a);
	unregister_syscore(&ops_b);
	unregister_syscore(&ops_c);
	log_capture_stop();
	return 0;
}

static void test_sleep_order(void **state)
{
	(void)state;
	assert_int_equal(platdev_pm_suspend(PMSG_SUSPEND), 0);
	assert_string_equal(seq, "dCBA");
	seq[0] = 0;
	platdev_pm_resume(PMSG_RESUME);
	assert_string_equal(seq, "abcD");
}

static void test_failing_suspend_is_undone(void **state)
{
	(void)state;
	fail_b = -EBUSY;
	log_capture_start();
	assert_int_equal(platdev_pm_suspend(PMSG_SUSPEND), -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "system core suspend", NULL));
	/* C suspended, B failed: C resumed; A never ran; devices resumed. */
	assert_string_equal(seq, "dCBcD");

	/* Unregistered ops are not called again. */
	fail_b = 0;
	unregister_syscore(&ops_b);
	seq[0] = 0;
	assert_int_equal(platdev_pm_suspend(PMSG_SUSPEND), 0);
	platdev_pm_resume(PMSG_RESUME);
	assert_string_equal(seq, "dCAacD");
	register_syscore(&ops_b);
}

static void test_shutdown_after_devices(void **state)
{
	(void)state;
	log_capture_start();
	kernel_power_off(); /* no final act: it reports and returns */
	assert_string_equal(seq, "s31");
	seq[0] = 0;
	kernel_restart(NULL);
	assert_string_equal(seq, "s31");
	seq[0] = 0;
	kernel_halt();
	assert_string_equal(seq, "s31");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
#define T(fn) cmocka_unit_test_setup_teardown(fn, setup, teardown)
		T(test_sleep_order),
		T(test_failing_suspend_is_undone),
		T(test_shutdown_after_devices),
#undef T
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
