// SPDX-License-Identifier: MIT
/*
 * test_syscon_power.c - Linux 6.12's syscon-reboot and syscon-poweroff,
 * built unmodified, on a simulated system controller: they probe (the one
 * without an offset is refused with -EINVAL), kernel_restart() runs their
 * restart handlers by priority and kernel_power_off() their power-off
 * handler, and the writes land in the controller's registers. Unbinding
 * takes the devm power-off handler away.
 *
 * The board is populated once for all the tests: syscon-reboot registers
 * its restart handler with register_restart_handler() and, as in Linux,
 * never unregisters it (the driver has no remove), so its handler must
 * not outlive the device while a restart may still run.
 */
#include <linux/io.h>
#include <linux/of.h>
#include <linux/of_address.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/reboot.h>
#include <platdev/bind.h>
#include <platdev/of.h>
#include <platdev/sim.h>
#include <platdev/time.h>

#include "../testutil.h"

static unsigned long allocs_before;

static int setup(void **state)
{
	(void)state;
	allocs_before = live_allocs();
	platdev_time_use(&platdev_sim_time_ops, NULL);
	if (test_load_dtb(PLATDEV_LINUX_DTB) || platdev_sim_board_create())
		return -1;
	return of_platform_default_populate(NULL, NULL, NULL);
}

static int teardown(void **state)
{
	(void)state;
	of_platform_depopulate(NULL);
	platdev_sim_board_destroy();
	platdev_time_use(NULL, NULL);
	if (platdev_of_unload())
		return -1;
	return live_allocs() == allocs_before ? 0 : -1;
}

static u32 sysctl_reg(unsigned int off)
{
	void __iomem *base = of_iomap(test_node("/syscon@20000"), 0);
	u32 v = readl((u8 __iomem *)base + off);

	iounmap(base);
	return v;
}

static void test_probed(void **state)
{
	(void)state;
	assert_non_null(test_device_of("/syscon@20000/reboot")->driver);
	assert_non_null(test_device_of("/syscon@20000/poweroff")->driver);
	assert_non_null(test_device_of("/reboot-by-phandle")->driver);
	assert_null(test_device_of("/reboot-without-offset")->driver);
	assert_int_equal(
		test_device_of("/reboot-without-offset")->p.last_probe_err,
		-EINVAL);
	assert_true(kernel_can_power_off());
}

static void test_restart(void **state)
{
	u64 t0 = platdev_time_now_ns();

	(void)state;
	assert_int_equal(sysctl_reg(0x10), 0);
	kernel_restart(NULL);
	device_unblock_probing();
	assert_int_equal(sysctl_reg(0x10), 1);
	/* The old binding: the mask is the value, every bit written. */
	assert_int_equal(sysctl_reg(0x18), 0x5a);
	assert_int_equal(sysctl_reg(0x14), 0); /* power-off not run */
	/* Each handler waited its second (virtual time) for the reset. */
	assert_true(platdev_time_now_ns() - t0 >= 2000000000ull);
}

static void test_power_off(void **state)
{
	(void)state;
	kernel_power_off();
	device_unblock_probing();
	assert_int_equal(sysctl_reg(0x14), 0xdead);
}

static void test_unbind(void **state)
{
	(void)state;
	device_release_driver(test_device_of("/syscon@20000/poweroff"));
	assert_false(kernel_can_power_off());
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_probed),
		cmocka_unit_test(test_restart),
		cmocka_unit_test(test_power_off),
		cmocka_unit_test(test_unbind),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
