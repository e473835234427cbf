// SPDX-License-Identifier: MIT
/*
 * test_rtc_goldfish.c - Linux 6.12's drivers/rtc/rtc-goldfish.c, built
 * unchanged, on QEMU's RISC-V virt board with the Goldfish RTC simulated:
 * rtc0 with a nanosecond clock (TIME_LOW/HIGH) set and read back on
 * virtual time, and an alarm (ALARM_LOW/HIGH) that comes through the PLIC
 * to the driver's handler and to a waiting program at its second.
 */
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/of.h>
#include <platdev/rtc.h>
#include <platdev/sim.h>

#include "../testutil.h"
#include "sim/board_drivers.h"

#define TIME_LOW 0x00
#define TIME_HIGH 0x04
#define ALARM_LOW 0x08
#define ALARM_HIGH 0x0c
#define IRQ_ENABLED 0x10

#define T0 1709208000LL

static void test_goldfish(void **state)
{
	struct rtc_wkalrm alrm = { .enabled = 1 };
	struct platdev_sim_instance *inst;
	struct device_node *np;
	struct rtc_device *rtc;
	struct rtc_time tm;
	unsigned long data;
	u64 alarm_ns;

	(void)state;
	platdev_time_use(&platdev_sim_time_ops, NULL);
	assert_int_equal(test_load_dtb(PLATDEV_LINUX_DTB), 0);
	assert_true(platdev_of_init_early() > 0);
	assert_int_equal(platdev_sim_board_create(), 0);
	assert_int_equal(platform_driver_register(&plic_example_driver), 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	np = of_find_node_by_path("/soc/rtc@101000");
	inst = platdev_sim_board_find(np);
	assert_non_null(inst);

	rtc = platdev_rtc_open("rtc0");
	assert_false(IS_ERR(rtc));
	assert_string_equal(dev_name(rtc->dev.parent), "101000.rtc");
	/* The driver's range: all a 64-bit nanosecond count holds. */
	assert_int_equal(rtc->range_max, U64_MAX / NSEC_PER_SEC);
	rtc_time64_to_tm(T0, &tm);
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_SET_TIME, &tm), 0);
	platdev_sim_time_advance(3ULL * NSEC_PER_SEC);
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_RD_TIME, &tm), 0);
	assert_int_equal(rtc_tm_to_time64(&tm), T0 + 3);
	tm.tm_mday = 30; /* February 2024 has 29 */
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_SET_TIME, &tm), -EINVAL);

	rtc_time64_to_tm(T0 + 10, &alrm.time);
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_WKALM_SET, &alrm), 0);
	alarm_ns = (u64)platdev_sim_reg_get(inst, ALARM_HIGH) << 32 |
		   platdev_sim_reg_get(inst, ALARM_LOW);
	assert_true(alarm_ns == (u64)(T0 + 10) * NSEC_PER_SEC);
	assert_int_equal(platdev_sim_reg_get(inst, IRQ_ENABLED), 1);
	assert_int_equal(platdev_rtc_read(rtc, &data, 30ULL * NSEC_PER_SEC), 0);
	assert_int_equal(data, (1UL << 8) | RTC_IRQF | RTC_AF);
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_RD_TIME, &tm), 0);
	assert_int_equal(rtc_tm_to_time64(&tm), T0 + 10);
	/* No timer left: the interrupt disabled through the driver. */
	assert_int_equal(platdev_sim_reg_get(inst, IRQ_ENABLED), 0);
	platdev_rtc_close(rtc);

	of_node_put(np);
	of_platform_depopulate(NULL);
	platform_driver_unregister(&plic_example_driver);
	platdev_of_exit_early();
	platdev_sim_board_destroy();
	assert_int_equal(platdev_of_unload(), 0);
	platdev_time_use(NULL, NULL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_goldfish),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
