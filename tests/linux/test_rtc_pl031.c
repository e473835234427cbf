// SPDX-License-Identifier: MIT
/*
 * test_rtc_pl031.c - Linux 6.12's drivers/rtc/rtc-pl031.c, built
 * unchanged, on QEMU's aarch64 virt board with the PL031 simulated and
 * virtual time: it registers rtc0; a program sets the time (RTCLR) and
 * reads it back as it runs on; an alarm (RTCMR, RTCIMSC) goes off as the
 * PL031's interrupt through the GIC, the driver's handler calls
 * rtc_update_irq(), and the program waiting in platdev_rtc_read() gets it
 * at the virtual second it was set for. Linux's error codes on the way.
 */
#include <linux/amba/bus.h>
#include <linux/of_platform.h>
#include <platdev/class.h>
#include <platdev/of.h>
#include <platdev/rtc.h>
#include <platdev/sim.h>

#include "../testutil.h"
#include "sim_board.h"

#define RTCDR 0x00
#define RTCMR 0x04
#define RTCLR 0x08
#define RTCIMSC 0x10
#define RTCRIS 0x14

/* 2024-02-29 12:00:00 */
#define T0 1709208000LL

static struct platdev_sim_instance *pl031;

static const struct linux_sim_board board = {
	.early = true,
	.virtual_time = true,
};

static int board_up(void **state)
{
	struct device_node *np;

	(void)state;
	linux_sim_board_start(PLATDEV_LINUX_DTB, &board);
	np = of_find_node_by_path("/pl031@9010000");
	pl031 = platdev_sim_board_find(np);
	of_node_put(np);
	assert_non_null(pl031);
	return 0;
}

static int board_down(void **state)
{
	(void)state;
	linux_sim_board_stop(&board);
	return 0;
}

static void set_time(struct rtc_device *rtc, time64_t t)
{
	struct rtc_time tm;

	rtc_time64_to_tm(t, &tm);
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_SET_TIME, &tm), 0);
}

static time64_t read_time(struct rtc_device *rtc)
{
	struct rtc_time tm;

	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_RD_TIME, &tm), 0);
	return rtc_tm_to_time64(&tm);
}

static void test_registered(void **state)
{
	struct platdev_class_device *cdev;
	struct device *dev;
	struct rtc_device *rtc;

	(void)state;
	dev = bus_find_device_by_name(&amba_bustype, NULL, "9010000.pl031");
	assert_non_null(dev);
	assert_non_null(dev->driver);
	assert_string_equal(dev->driver->name, "rtc-pl031");
	cdev = platdev_class_device_find("rtc", "rtc0");
	assert_non_null(cdev);
	assert_ptr_equal(cdev->parent, dev);
	rtc = cdev->data;
	assert_string_equal(dev_name(&rtc->dev), "rtc0");
	assert_ptr_equal(rtc->dev.parent, dev);
	/* The driver's range, and its interrupt: the alarm feature kept. */
	assert_int_equal(rtc->range_max, U32_MAX);
	assert_true(test_bit(RTC_FEATURE_ALARM, rtc->features));
	put_device(dev);
}

static void test_time(void **state)
{
	struct rtc_device *rtc = platdev_rtc_open("rtc0");
	struct rtc_time tm;
	char events[PLATDEV_CLASS_EVENTS][PLATDEV_CLASS_EVENT_LEN];
	unsigned long n;

	(void)state;
	assert_false(IS_ERR(rtc));
	/* One program at a time, as /dev/rtc0. */
	assert_int_equal(PTR_ERR(platdev_rtc_open("rtc0")), -EBUSY);
	assert_int_equal(PTR_ERR(platdev_rtc_open("rtc9")), -ENODEV);

	set_time(rtc, T0);
	assert_int_equal(platdev_sim_reg_get(pl031, RTCLR), (u32)T0);
	assert_int_equal(read_time(rtc), T0);
	platdev_sim_time_advance(61ULL * NSEC_PER_SEC);
	assert_int_equal(read_time(rtc), T0 + 61);
	assert_int_equal(rtc_tm_to_time64(&(struct rtc_time){ 0 }) != 0, 1);
	rtc_time64_to_tm(T0 + 61, &tm);
	assert_int_equal(tm.tm_min, 1);
	assert_int_equal(tm.tm_sec, 1);

	/* Linux's checks: an invalid time, one past the 32-bit counter. */
	tm.tm_mon = 12;
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_SET_TIME, &tm), -EINVAL);
	rtc_time64_to_tm((time64_t)U32_MAX + 1, &tm);
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_SET_TIME, &tm), -ERANGE);
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_RD_TIME, NULL), -EFAULT);
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_PLL_GET, &tm), -ENOTTY);
	assert_int_equal(read_time(rtc), T0 + 61);

	n = platdev_class_device_events(&rtc->class_dev, events,
					PLATDEV_CLASS_EVENTS);
	assert_true(n >= 1);
	assert_string_equal(
		events[n < PLATDEV_CLASS_EVENTS ? n - 1 :
						  PLATDEV_CLASS_EVENTS - 1],
		"set time 2024-02-29 12:00:00");
	platdev_rtc_close(rtc);
}

static void test_alarm(void **state)
{
	struct rtc_device *rtc = platdev_rtc_open(NULL);
	struct rtc_wkalrm alrm = { .enabled = 1 };
	struct rtc_wkalrm back;
	unsigned long data = 0;

	(void)state;
	assert_false(IS_ERR(rtc));
	set_time(rtc, T0);
	rtc_time64_to_tm(T0 + 10, &alrm.time);
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_WKALM_SET, &alrm), 0);
	/* Programmed into the PL031: the match and its interrupt's mask. */
	assert_int_equal(platdev_sim_reg_get(pl031, RTCMR), (u32)(T0 + 10));
	assert_int_equal(platdev_sim_reg_get(pl031, RTCIMSC) & 1, 1);
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_WKALM_RD, &back), 0);
	assert_int_equal(back.enabled, 1);
	assert_int_equal(rtc_tm_to_time64(&back.time), T0 + 10);

	/* Not yet after 4 s; the wait moved virtual time on. */
	assert_int_equal(platdev_rtc_read(rtc, &data, 4ULL * NSEC_PER_SEC),
			 -ETIMEDOUT);
	assert_int_equal(read_time(rtc), T0 + 4);
	/* The interrupt, at its second: handled by the driver, recorded. */
	assert_int_equal(platdev_rtc_read(rtc, &data, 60ULL * NSEC_PER_SEC), 0);
	assert_int_equal(data, (1UL << 8) | RTC_IRQF | RTC_AF);
	assert_int_equal(read_time(rtc), T0 + 10);
	assert_int_equal(platdev_sim_reg_get(pl031, RTCRIS) & 1, 0);
	/* No timer left: the core had the driver disable the interrupt. */
	assert_int_equal(platdev_sim_reg_get(pl031, RTCIMSC) & 1, 0);
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_WKALM_RD, &back), 0);
	assert_int_equal(back.enabled, 0);

	/* RTC_ALM_SET sets a time of day but does not arm it. */
	rtc_time64_to_tm(T0 + 20, &alrm.time);
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_ALM_SET, &alrm.time), 0);
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_ALM_READ, &back.time), 0);
	assert_int_equal(rtc_tm_to_time64(&back.time), T0 + 20);
	assert_int_equal(platdev_rtc_read(rtc, &data, 30ULL * NSEC_PER_SEC),
			 -ETIMEDOUT);
	/* A time of day already past today: tomorrow's. */
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_ALM_SET, &alrm.time), 0);
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_ALM_READ, &back.time), 0);
	assert_int_equal(rtc_tm_to_time64(&back.time), T0 + 20 + 86400);
	/* Armed later, an alarm whose time is now: fires at once. */
	rtc_time64_to_tm(read_time(rtc) + 2, &alrm.time);
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_ALM_SET, &alrm.time), 0);
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_AIE_ON, NULL), 0);
	assert_int_equal(platdev_sim_reg_get(pl031, RTCIMSC) & 1, 1);
	assert_int_equal(platdev_rtc_read(rtc, &data, 5ULL * NSEC_PER_SEC), 0);
	assert_int_equal(data & 0xff, RTC_IRQF | RTC_AF);

	/* Disarmed before its time: it never comes. */
	rtc_time64_to_tm(read_time(rtc) + 3, &alrm.time);
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_WKALM_SET, &alrm), 0);
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_AIE_OFF, NULL), 0);
	assert_int_equal(platdev_sim_reg_get(pl031, RTCIMSC) & 1, 0);
	assert_int_equal(platdev_rtc_read(rtc, &data, 10ULL * NSEC_PER_SEC),
			 -ETIMEDOUT);

	/* Invalid and out of range alarms. */
	alrm.time.tm_hour = 24;
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_WKALM_SET, &alrm), -EINVAL);
	rtc_time64_to_tm((time64_t)U32_MAX + 10, &alrm.time);
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_WKALM_SET, &alrm), -ERANGE);
	platdev_rtc_close(rtc);
}

static void test_unbound(void **state)
{
	struct rtc_device *rtc = platdev_rtc_open("rtc0");
	struct rtc_time tm;
	unsigned long data;

	(void)state;
	assert_false(IS_ERR(rtc));
	/* The driver goes while the program holds the device. */
	of_platform_depopulate(NULL);
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_RD_TIME, &tm), -ENODEV);
	assert_int_equal(platdev_rtc_read(rtc, &data, NSEC_PER_SEC), -ENODEV);
	platdev_rtc_close(rtc);
	assert_int_equal(PTR_ERR(platdev_rtc_open("rtc0")), -ENODEV);
}

#define T(fn) cmocka_unit_test_setup_teardown(fn, board_up, board_down)

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_registered),
		T(test_time),
		T(test_alarm),
		T(test_unbound),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
