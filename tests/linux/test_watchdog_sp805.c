// SPDX-License-Identifier: MIT
/*
 * test_watchdog_sp805.c - Linux 6.12's drivers/watchdog/sp805_wdt.c, built
 * unchanged and strictly, on Arm's Juno board (its SP805 on the
 * motherboard's I/O FPGA, clocked at 24 MHz) against the SP805 model: a
 * program opens watchdog0 (the driver loads half the timeout's ticks and
 * enables interrupt and reset), pings, stops pinging, and the board resets
 * exactly one timeout after its last ping, the interrupt coming half-way;
 * closing with the magic 'V' stops it; a watchdog found running at probe
 * is kept alive by the core; kernel_restart() reaches the driver's restart
 * through the restart chain and the model resets the board at once.
 */
#include <linux/amba/bus.h>
#include <linux/delay.h>
#include <linux/err.h>
#include <linux/io.h>
#include <linux/of.h>
#include <linux/of_address.h>
#include <linux/of_platform.h>
#include <linux/reboot.h>
#include <linux/watchdog.h>
#include <linux/workqueue.h>
#include <platdev/class.h>
#include <platdev/of.h>
#include <platdev/sim.h>
#include <platdev/time.h>
#include <platdev/watchdog.h>

#include "../testutil.h"

#define WDOGLOAD 0x000
#define WDOGVALUE 0x004
#define WDOGCONTROL 0x008
#define WDOGRIS 0x010
#define WDOGMIS 0x014
#define WDOGLOCK 0xc00

#define RATE 24000000u /* the Juno motherboard's 24 MHz reference */

static struct device_node *np;
static struct platdev_sim_instance *inst;
static void __iomem *regs; /* the registers, as the CPU reads them */

static u64 now(void)
{
	return platdev_sim_time_now();
}

/* Move virtual time on, running the kernel's timers and queued work. */
static void advance_ns(u64 ns)
{
	platdev_time_sleep_ns(ns);
	flush_workqueue(system_wq);
}

static void board_up(u32 control_at_boot)
{
	struct device *dev;

	assert_int_equal(test_load_dtb(PLATDEV_LINUX_DTB), 0);
	platdev_of_init_early();
	platdev_time_use(&platdev_sim_time_ops, NULL);
	assert_int_equal(platdev_sim_board_create(), 0);
	np = of_find_compatible_node(NULL, NULL, "arm,sp805");
	assert_non_null(np);
	inst = platdev_sim_board_find(np);
	assert_non_null(inst);
	regs = of_iomap(np, 0);
	assert_non_null(regs);
	if (control_at_boot) {
		/* as a boot loader leaves it: running, from the load */
		platdev_sim_reg_set(inst, WDOGCONTROL, control_at_boot);
	}
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	dev = bus_find_device_by_of_node(&amba_bustype, np);
	assert_non_null(dev);
	assert_non_null(dev->driver);
	assert_string_equal(dev->driver->name, "sp805-wdt");
	assert_ptr_equal(
		platdev_class_device_find("watchdog", "watchdog0")->parent,
		dev);
	put_device(dev);
}

static void board_down(void)
{
	iounmap(regs);
	of_platform_depopulate(NULL);
	assert_null(platdev_class_device_find("watchdog", NULL));
	platdev_sim_board_destroy();
	of_node_put(np);
	platdev_of_exit_early();
	assert_int_equal(platdev_of_unload(), 0);
	platdev_time_use(NULL, NULL);
}

static void test_program_stops_pinging(void **state)
{
	struct platdev_watchdog *wd;
	int timeout, left, i;
	u64 last_ping, when;

	(void)state;
	board_up(0);
	/* not started at probe */
	assert_int_equal(platdev_sim_reg_get(inst, WDOGCONTROL), 0);

	wd = platdev_watchdog_open("watchdog0");
	assert_false(IS_ERR(wd));
	/* 60 s by default: two periods of 30 s at 24 MHz */
	assert_int_equal(platdev_sim_reg_get(inst, WDOGLOAD),
			 RATE / 2 * 60 - 1);
	assert_int_equal(platdev_sim_reg_get(inst, WDOGCONTROL), 3);
	/* the driver locked the registers again: a write is ignored */
	assert_int_equal(readl(regs + WDOGLOCK), 1);
	writel(5, regs + WDOGLOAD);
	assert_int_equal(readl(regs + WDOGLOAD), RATE / 2 * 60 - 1);

	timeout = 10;
	assert_int_equal(platdev_watchdog_set_timeout(wd, &timeout), 0);
	assert_int_equal(timeout, 10);
	assert_int_equal(platdev_sim_reg_get(inst, WDOGLOAD),
			 RATE / 2 * 10 - 1);
	assert_int_equal(platdev_watchdog_get_timeleft(wd, &left), 0);
	assert_int_equal(left, 9); /* whole seconds, rounded down */

	/* pinged every 4 s for a minute: no interrupt, no reset */
	for (i = 0; i < 15; i++) {
		advance_ns(4ULL * NSEC_PER_SEC);
		assert_int_equal(platdev_sim_reg_get(inst, WDOGRIS), 0);
		assert_int_equal(platdev_watchdog_keepalive(wd), 0);
	}
	assert_int_equal(platdev_sim_board_resets(NULL), 0);

	/* the program hangs: half the timeout, the interrupt */
	last_ping = now();
	advance_ns(5ULL * NSEC_PER_SEC - 1);
	assert_int_equal(platdev_sim_reg_get(inst, WDOGRIS), 0);
	advance_ns(1);
	assert_int_equal(platdev_sim_reg_get(inst, WDOGRIS), 1);
	assert_int_equal(readl(regs + WDOGMIS), 1);
	/* reloaded: a full period counts down again */
	assert_int_equal(readl(regs + WDOGVALUE), RATE / 2 * 10 - 1);
	assert_int_equal(platdev_watchdog_get_timeleft(wd, &left), 0);
	assert_int_equal(left, 4);
	advance_ns(NSEC_PER_SEC);
	assert_int_equal(platdev_watchdog_get_timeleft(wd, &left), 0);
	assert_int_equal(left, 3);
	/* the whole timeout: the board resets, not a nanosecond early */
	advance_ns(4ULL * NSEC_PER_SEC - 1);
	assert_int_equal(platdev_sim_board_resets(NULL), 0);
	advance_ns(1);
	assert_int_equal(platdev_sim_board_resets(&when), 1);
	assert_int_equal(when, last_ping + 10ULL * NSEC_PER_SEC);
	/* the watchdog was reset with the board */
	assert_int_equal(platdev_sim_reg_get(inst, WDOGCONTROL), 0);

	assert_int_equal(platdev_watchdog_write(wd, "V", 1), 1);
	assert_int_equal(platdev_watchdog_close(wd), 0);
	board_down();
}

static void test_magic_close(void **state)
{
	struct platdev_watchdog *wd;

	(void)state;
	board_up(0);
	wd = platdev_watchdog_open(NULL);
	assert_false(IS_ERR(wd));
	/* closed without 'V': the SP805 runs on and resets the board */
	assert_int_equal(platdev_watchdog_close(wd), -EBUSY);
	assert_int_equal(platdev_sim_reg_get(inst, WDOGCONTROL), 3);
	advance_ns(60ULL * NSEC_PER_SEC);
	assert_int_equal(platdev_sim_board_resets(NULL), 1);

	wd = platdev_watchdog_open(NULL);
	assert_false(IS_ERR(wd));
	assert_int_equal(platdev_watchdog_write(wd, "V", 1), 1);
	assert_int_equal(platdev_watchdog_close(wd), 0);
	assert_int_equal(platdev_sim_reg_get(inst, WDOGCONTROL), 0);
	advance_ns(120ULL * NSEC_PER_SEC);
	assert_int_equal(platdev_sim_board_resets(NULL), 1);
	board_down();
}

static void test_running_at_probe(void **state)
{
	struct platdev_watchdog *wd;
	int i;

	(void)state;
	board_up(3);
	/* the driver found it running: restarted from its load, 60 s */
	assert_int_equal(platdev_sim_reg_get(inst, WDOGLOAD),
			 RATE / 2 * 60 - 1);
	/* nobody opened it: the core pings every 30 s, for ever */
	for (i = 0; i < 300; i++)
		advance_ns(NSEC_PER_SEC);
	assert_int_equal(platdev_sim_board_resets(NULL), 0);

	/* a program takes over, then leaves it running: 60 s to the reset */
	wd = platdev_watchdog_open(NULL);
	assert_false(IS_ERR(wd));
	assert_int_equal(platdev_watchdog_close(wd), -EBUSY);
	for (i = 0; i < 59; i++)
		advance_ns(NSEC_PER_SEC);
	assert_int_equal(platdev_sim_board_resets(NULL), 0);
	advance_ns(NSEC_PER_SEC);
	assert_int_equal(platdev_sim_board_resets(NULL), 1);
	board_down();
}

static void test_restart_chain(void **state)
{
	u64 start, when;

	(void)state;
	board_up(0);
	log_capture_start();
	start = now();
	kernel_restart(NULL);
	log_capture_stop();
	/* load 0, interrupt and reset: two ticks of 24 MHz */
	assert_int_equal(platdev_sim_reg_get(inst, WDOGLOAD), 0);
	assert_int_equal(platdev_sim_reg_get(inst, WDOGCONTROL), 3);
	advance_ns(1000);
	assert_int_equal(platdev_sim_board_resets(&when), 1);
	assert_true(when - start <= 2 * 42);
	board_down();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_program_stops_pinging),
		cmocka_unit_test(test_magic_close),
		cmocka_unit_test(test_running_at_probe),
		cmocka_unit_test(test_restart_chain),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
