// SPDX-License-Identifier: MIT
/*
 * test_dev_printk.c - linux/dev_printk.h and printk.h's _once and
 * _ratelimited forms: a dev_fmt() prefix, dev_*_once()/pr_*_once() once
 * per site, dev_*_ratelimited()/pr_*_ratelimited() 10 lines per 5 s per
 * site on a virtual clock, dev_vdbg() silent without VERBOSE_DEBUG,
 * dev_WARN()/dev_WARN_ONCE() with the device's names and the condition's
 * value, dev_err_ptr_probe() and no_printk().
 */
#define dev_fmt(fmt) "dp: " fmt
#define pr_fmt(fmt) "pr: " fmt

#include <string.h>

#include <linux/device.h>
#include <linux/err.h>
#include <linux/printk.h>
#include <platdev/time.h>

#include "testutil.h"

static u64 virtual_ns;

static u64 virtual_now(void *ctx)
{
	(void)ctx;
	return virtual_ns;
}

static const struct platdev_time_ops virtual_time = { .now_ns = virtual_now };

static struct device dev;

static int setup(void **state)
{
	(void)state;
	virtual_ns = 1000000000u;
	platdev_time_use(&virtual_time, NULL);
	memset(&dev, 0, sizeof(dev));
	device_initialize(&dev);
	assert_int_equal(dev_set_name(&dev, "dp.0"), 0);
	log_capture_start();
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	log_capture_stop();
	put_device(&dev);
	platdev_time_use(NULL, NULL);
	return 0;
}

static void test_fmt_and_once(void **state)
{
	int i;

	(void)state;
	dev_err(&dev, "plain %d\n", 1);
	assert_string_equal(test_log.lines[0], "dp.0: dp: plain 1");
	for (i = 0; i < 3; i++) {
		dev_warn_once(&dev, "once %d\n", i);
		dev_info_once(&dev, "info once\n");
		pr_err_once("pr once %d\n", i);
		dev_level_once(dev_notice, &dev, "level once\n");
	}
	assert_int_equal(test_log.count, 5);
	assert_true(log_has(PLATDEV_LOG_WARNING, "dp.0: dp: once 0", NULL));
	assert_false(log_has(PLATDEV_LOG_WARNING, "once 1", NULL));
	assert_true(log_has(PLATDEV_LOG_ERR, "pr: pr once 0", NULL));
	assert_true(log_has(PLATDEV_LOG_NOTICE, "dp: level once", NULL));
	assert_int_equal(test_log.levels[2], PLATDEV_LOG_INFO);
}

static void flood(int n)
{
	int i;

	for (i = 0; i < n; i++)
		dev_err_ratelimited(&dev, "flood %d\n", i);
}

static void test_ratelimited(void **state)
{
	int i;

	(void)state;
	flood(25);
	assert_int_equal(test_log.count, DEFAULT_RATELIMIT_BURST);
	assert_true(log_has(PLATDEV_LOG_ERR, "dp.0: dp: flood 9", NULL));
	assert_false(log_has(PLATDEV_LOG_ERR, "flood 10", NULL));
	/* Within the 5 s: still quiet. */
	virtual_ns += 4000000000u;
	flood(1);
	assert_int_equal(test_log.count, DEFAULT_RATELIMIT_BURST);
	/* After them: the count of the missed, then lines again. */
	virtual_ns += 1001000000u;
	flood(1);
	assert_int_equal(test_log.count, DEFAULT_RATELIMIT_BURST + 2);
	assert_true(
		log_has(PLATDEV_LOG_WARNING, "16 callbacks suppressed", NULL));
	/* Each site has its own state, and each level works. */
	for (i = 0; i < 12; i++) {
		dev_warn_ratelimited(&dev, "w\n");
		dev_info_ratelimited(&dev, "i\n");
		dev_notice_ratelimited(&dev, "n\n");
		dev_dbg_ratelimited(&dev, "d\n");
		pr_warn_ratelimited("p\n");
		printk_ratelimited(KERN_INFO "k\n");
		dev_level_ratelimited(dev_crit, &dev, "c\n");
	}
	assert_int_equal(test_log.count, DEFAULT_RATELIMIT_BURST * 8 + 2);
}

static void test_vdbg_and_no_printk(void **state)
{
	(void)state;
	dev_vdbg(&dev, "verbose %d\n", 1);
	assert_int_equal(no_printk("nothing %s\n", "here"), 0);
	assert_int_equal(test_log.count, 0);
}

static int warn_once_site(int cond)
{
	return dev_WARN_ONCE(&dev, cond, "odd state %d\n", cond);
}

static void test_dev_warn(void **state)
{
	(void)state;
	assert_int_equal(dev_WARN(&dev, "gone %s\n", "wrong"), 1);
	assert_string_equal(test_log.lines[0], " dp.0: gone wrong");
	assert_true(log_has(PLATDEV_LOG_WARNING, "WARNING: at",
			    "test_dev_warn()", NULL));
	assert_int_equal(warn_once_site(0), 0);
	assert_int_equal(test_log.count, 2);
	assert_int_equal(warn_once_site(3), 1);
	assert_int_equal(warn_once_site(4), 1);
	assert_int_equal(test_log.count, 4);
	assert_true(log_has(PLATDEV_LOG_WARNING, "dp.0: odd state 3", NULL));
	assert_false(log_has(PLATDEV_LOG_WARNING, "odd state 4", NULL));
}

static void test_err_ptr_probe(void **state)
{
	void *p;

	(void)state;
	p = dev_err_ptr_probe(&dev, ERR_PTR(-ENODEV), "no clock\n");
	assert_true(IS_ERR(p));
	assert_int_equal(PTR_ERR(p), -ENODEV);
	assert_true(log_has(PLATDEV_LOG_ERR, "dp.0: no clock", NULL));
	p = dev_err_cast_probe(&dev, ERR_PTR(-EPROBE_DEFER), "later\n");
	assert_int_equal(PTR_ERR(p), -EPROBE_DEFER);
	assert_false(log_has(PLATDEV_LOG_ERR, "later", NULL));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_fmt_and_once, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_ratelimited, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_vdbg_and_no_printk, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_dev_warn, setup, teardown),
		cmocka_unit_test_setup_teardown(test_err_ptr_probe, setup,
						teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
