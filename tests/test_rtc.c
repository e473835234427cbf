// SPDX-License-Identifier: MIT
/*
 * test_rtc.c - the RTC class (src/rtc): calendar arithmetic against known
 * dates, registration and its errors (no ops, allocation failures, each
 * undone), numbering, the range checks with and without start-year, the
 * alarm without the alarm feature, and a device whose driver is gone.
 */
#include <linux/platform_device.h>
#include <linux/property.h>
#include <linux/rtc.h>
#include <platdev/port.h>
#include <platdev/rtc.h>

#include "testutil.h"

static time64_t fake_now;

static int fake_read_time(struct device *dev, struct rtc_time *tm)
{
	(void)dev;
	rtc_time64_to_tm(fake_now, tm);
	return 0;
}

static int fake_set_time(struct device *dev, struct rtc_time *tm)
{
	(void)dev;
	fake_now = rtc_tm_to_time64(tm);
	return 0;
}

static const struct rtc_class_ops fake_ops = {
	.read_time = fake_read_time,
	.set_time = fake_set_time,
};

static void test_calendar(void **state)
{
	struct rtc_time tm;

	(void)state;
	rtc_time64_to_tm(0, &tm);
	assert_int_equal(tm.tm_year, 70);
	assert_int_equal(tm.tm_wday, 4); /* a Thursday */
	rtc_time64_to_tm(1709208000, &tm); /* 2024-02-29 12:00:00 */
	assert_int_equal(tm.tm_year, 124);
	assert_int_equal(tm.tm_mon, 1);
	assert_int_equal(tm.tm_mday, 29);
	assert_int_equal(tm.tm_hour, 12);
	assert_int_equal(tm.tm_yday, 59);
	assert_int_equal(tm.tm_wday, 4);
	assert_int_equal(rtc_tm_to_time64(&tm), 1709208000);
	rtc_time64_to_tm(RTC_TIMESTAMP_END_9999, &tm);
	assert_int_equal(tm.tm_year + 1900, 9999);
	assert_int_equal(tm.tm_yday, 364);
	assert_int_equal(rtc_tm_to_time64(&tm), RTC_TIMESTAMP_END_9999);
	rtc_time64_to_tm(-1, &tm); /* 1969-12-31 23:59:59 */
	assert_int_equal(tm.tm_year, 69);
	assert_int_equal(tm.tm_sec, 59);
	assert_int_equal(tm.tm_wday, 3);
	assert_int_equal(rtc_valid_tm(&tm), -EINVAL); /* before 1970 */
	assert_true(mktime64(0, 1, 1, 0, 0, 0) ==
		    (time64_t)RTC_TIMESTAMP_BEGIN_0000);
	assert_int_equal(rtc_month_days(1, 2100), 28);
	assert_int_equal(rtc_month_days(1, 2000), 29);
	assert_int_equal(rtc_year_days(31, 11, 2024), 365);
	tm = rtc_ktime_to_tm(ktime_set(10, 1)); /* rounded up */
	assert_int_equal(tm.tm_sec, 11);
	assert_true(rtc_tm_to_ktime(tm) == ktime_set(11, 0));
	tm.tm_sec = 60;
	assert_int_equal(rtc_valid_tm(&tm), -EINVAL);
}

static void test_register(void **state)
{
	struct platform_device *pdev, *pdev2;
	struct rtc_device *rtc, *rtc2;
	struct rtc_wkalrm alrm = { 0 };
	struct rtc_time tm;

	(void)state;
	pdev = platform_device_register_simple("fake-rtc", 0, NULL, 0);
	pdev2 = platform_device_register_simple("fake-rtc", 1, NULL, 0);
	assert_false(IS_ERR(pdev));
	rtc = devm_rtc_allocate_device(&pdev->dev);
	assert_false(IS_ERR(rtc));
	/* No ops: refused. */
	assert_int_equal(devm_rtc_register_device(rtc), -EINVAL);
	rtc->ops = &fake_ops;
	rtc->range_min = RTC_TIMESTAMP_BEGIN_2000;
	rtc->range_max = RTC_TIMESTAMP_END_2099;
	assert_int_equal(devm_rtc_register_device(rtc), 0);
	assert_string_equal(dev_name(&rtc->dev), "rtc0");
	/* Without set_alarm: no alarm feature. */
	assert_false(test_bit(RTC_FEATURE_ALARM, rtc->features));
	assert_int_equal(rtc_set_alarm(rtc, &alrm), -EINVAL);
	assert_int_equal(rtc_read_alarm(rtc, &alrm), -EINVAL);
	assert_int_equal(rtc_alarm_irq_enable(rtc, 1), -EINVAL);
	assert_int_equal(rtc_read_offset(rtc, &(long){ 0 }), -EINVAL);

	rtc2 = devm_rtc_device_register(&pdev2->dev, "x", &fake_ops,
					THIS_MODULE);
	assert_false(IS_ERR(rtc2));
	assert_string_equal(dev_name(&rtc2->dev), "rtc1");
	assert_ptr_equal(rtc_class_open("rtc1"), rtc2);
	rtc_class_close(rtc2);
	assert_null(rtc_class_open("rtc7"));

	/* The range: 2000 to 2099. */
	rtc_time64_to_tm(RTC_TIMESTAMP_BEGIN_2000 - 1, &tm);
	assert_int_equal(rtc_set_time(rtc, &tm), -ERANGE);
	rtc_time64_to_tm(RTC_TIMESTAMP_END_2099 + 1, &tm);
	assert_int_equal(rtc_set_time(rtc, &tm), -ERANGE);
	rtc_time64_to_tm(RTC_TIMESTAMP_END_2099, &tm);
	assert_int_equal(rtc_set_time(rtc, &tm), 0);
	assert_int_equal(rtc_read_time(rtc, &tm), 0);
	assert_int_equal(rtc_tm_to_time64(&tm), RTC_TIMESTAMP_END_2099);

	/* The first device gone, its number is free again. */
	platform_device_unregister(pdev);
	pdev = platform_device_register_simple("fake-rtc", 0, NULL, 0);
	rtc = devm_rtc_device_register(&pdev->dev, "x", &fake_ops, THIS_MODULE);
	assert_string_equal(dev_name(&rtc->dev), "rtc0");
	platform_device_unregister(pdev);
	platform_device_unregister(pdev2);
}

static void test_start_year(void **state)
{
	struct platform_device *pdev;
	struct rtc_device *rtc;
	struct rtc_time tm;
	const struct property_entry props[] = {
		PROPERTY_ENTRY_U32("start-year", 2100), {}
	};

	(void)state;
	pdev = platform_device_register_full(&(struct platform_device_info){
		.name = "fake-rtc", .id = 0, .properties = props });
	assert_false(IS_ERR(pdev));
	rtc = devm_rtc_allocate_device(&pdev->dev);
	rtc->ops = &fake_ops;
	rtc->range_min = RTC_TIMESTAMP_BEGIN_2000;
	rtc->range_max = RTC_TIMESTAMP_END_2099;
	assert_int_equal(devm_rtc_register_device(rtc), 0);
	assert_true(rtc->set_start_time);
	/* The range moved whole to 2100-2199: 2199 is kept as 2099. */
	rtc_time64_to_tm(RTC_TIMESTAMP_END_2099, &tm);
	assert_int_equal(rtc_set_time(rtc, &tm), -ERANGE);
	rtc_time64_to_tm(RTC_TIMESTAMP_END_2199, &tm);
	assert_int_equal(rtc_set_time(rtc, &tm), 0);
	assert_true(rtc->offset_secs ==
		    mktime64(2100, 1, 1, 0, 0, 0) - RTC_TIMESTAMP_BEGIN_2000);
	assert_true(fake_now == RTC_TIMESTAMP_END_2199 - rtc->offset_secs);
	assert_int_equal(rtc_read_time(rtc, &tm), 0);
	assert_true(rtc_tm_to_time64(&tm) == RTC_TIMESTAMP_END_2199);
	platform_device_unregister(pdev);
}

static void test_alloc_failures(void **state)
{
	struct platform_device *pdev;
	struct rtc_device *rtc;
	unsigned long before;
	long n;

	(void)state;
	before = live_allocs();
	for (n = 0;; n++) {
		pdev = platform_device_register_simple("fake-rtc", 0, NULL, 0);
		platdev_port_fail_alloc_after(n, 0);
		rtc = devm_rtc_device_register(&pdev->dev, "x", &fake_ops,
					       THIS_MODULE);
		platdev_port_fail_alloc_after(-1, 0);
		if (!IS_ERR(rtc))
			break;
		assert_int_equal(PTR_ERR(rtc), -ENOMEM);
		/* What was taken is the device's, given back with it. */
		platform_device_unregister(pdev);
		assert_int_equal(live_allocs(), before);
	}
	assert_true(n > 0);
	/* Each failure gave its number back: rtc0 again. */
	assert_string_equal(dev_name(&rtc->dev), "rtc0");
	platform_device_unregister(pdev);
	assert_int_equal(live_allocs(), before);
}

static void test_gone(void **state)
{
	struct platform_device *pdev;
	struct rtc_device *rtc;
	struct rtc_time tm;

	(void)state;
	pdev = platform_device_register_simple("fake-rtc", 0, NULL, 0);
	rtc = devm_rtc_device_register(&pdev->dev, "x", &fake_ops, THIS_MODULE);
	rtc = rtc_class_open("rtc0");
	assert_non_null(rtc);
	rtc_update_irq(NULL, 1, RTC_IRQF | RTC_AF); /* ignored */
	platform_device_unregister(pdev);
	/* The driver's ops are gone with it: -ENODEV, as in Linux. */
	assert_int_equal(rtc_read_time(rtc, &tm), -ENODEV);
	rtc_time64_to_tm(RTC_TIMESTAMP_BEGIN_2000, &tm);
	assert_int_equal(rtc_set_time(rtc, &tm), -ENODEV);
	rtc_class_close(rtc);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_calendar),
		cmocka_unit_test(test_register),
		cmocka_unit_test(test_start_year),
		cmocka_unit_test(test_alloc_failures),
		cmocka_unit_test(test_gone),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
