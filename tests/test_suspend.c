// SPDX-License-Identifier: MIT
/*
 * test_suspend.c - system-state primitives: pm_suspend()'s sequence and
 * errors (linux/suspend.h), the reboot-mode framework writing the magic of
 * the restart command (linux/reboot-mode.h), machine_restart(),
 * orderly_poweroff() from the work queue (linux/reboot.h).
 */
#include <linux/cpu.h>
#include <linux/device.h>
#include <linux/of.h>
#include <linux/reboot-mode.h>
#include <linux/reboot.h>
#include <linux/suspend.h>
#include <linux/workqueue.h>
#include <platdev/reboot.h>

#include "testutil.h"

static char seq[64];

static void note(char c)
{
	size_t n = strlen(seq);

	seq[n] = c;
	seq[n + 1] = '\0';
}

static int pm_nb_fn(struct notifier_block *nb, unsigned long ev, void *v)
{
	(void)v;
	note(ev == PM_SUSPEND_PREPARE ? 'P' : 'p');
	return nb->priority == 9 && ev == PM_SUSPEND_PREPARE ?
		       notifier_from_errno(-EAGAIN) :
		       NOTIFY_OK;
}

static int ops_begin(suspend_state_t s)
{
	assert_int_equal(pm_suspend_target_state, s);
	note('b');
	return 0;
}

static int ops_enter(suspend_state_t s)
{
	(void)s;
	note('e');
	return 0;
}

static void ops_end(void)
{
	note('x');
}

static const struct platform_suspend_ops ops = {
	.valid = suspend_valid_only_mem,
	.begin = ops_begin,
	.enter = ops_enter,
	.end = ops_end,
};

/* A platform whose begin sees a wakeup event arrive. */
static int ops_begin_woken(suspend_state_t s)
{
	(void)s;
	note('w');
	pm_system_wakeup();
	assert_true(pm_wakeup_pending());
	return 0;
}

static const struct platform_suspend_ops woken_ops = {
	.valid = suspend_valid_only_mem,
	.begin = ops_begin_woken,
	.enter = ops_enter,
	.end = ops_end,
};

/*
 * pm_system_wakeup() during a suspend aborts it with -EBUSY before the
 * platform enters the state; one from before the suspend is forgotten.
 */
static void test_pm_system_wakeup(void **state)
{
	(void)state;
	suspend_set_ops(&woken_ops);
	seq[0] = '\0';
	assert_int_equal(pm_suspend(PM_SUSPEND_MEM), -EBUSY);
	assert_string_equal(seq, "wx");
	assert_true(pm_wakeup_pending());
	suspend_set_ops(&ops);
	seq[0] = '\0';
	assert_int_equal(pm_suspend(PM_SUSPEND_MEM), 0);
	assert_string_equal(seq, "bex");
	assert_false(pm_wakeup_pending());
	pm_system_wakeup();
	pm_wakeup_clear(0);
	assert_false(pm_wakeup_pending());
	suspend_set_ops(NULL);
}

static void test_pm_suspend(void **state)
{
	struct notifier_block a = { .notifier_call = pm_nb_fn, .priority = 5 };
	struct notifier_block bad = { .notifier_call = pm_nb_fn,
				      .priority = 9 };

	(void)state;
	assert_int_equal(pm_suspend(PM_SUSPEND_MEM), -EINVAL); /* no ops */
	assert_int_equal(pm_suspend(PM_SUSPEND_ON), -EINVAL);
	assert_int_equal(pm_suspend(PM_SUSPEND_MAX), -EINVAL);
	assert_int_equal(register_pm_notifier(&a), 0);
	suspend_set_ops(&ops);
	assert_false(valid_state(PM_SUSPEND_STANDBY));
	assert_int_equal(pm_suspend(PM_SUSPEND_STANDBY), -EINVAL);
	seq[0] = '\0';
	assert_int_equal(pm_suspend(PM_SUSPEND_MEM), 0);
	assert_string_equal(seq, "Pbexp");
	assert_int_equal(pm_suspend_target_state, PM_SUSPEND_ON);
	seq[0] = '\0';
	assert_int_equal(pm_suspend(PM_SUSPEND_TO_IDLE), 0);
	assert_string_equal(seq, "Pp");
	/* A refusing notifier first in line: its error, nothing else ran. */
	assert_int_equal(register_pm_notifier(&bad), 0);
	seq[0] = '\0';
	assert_int_equal(pm_suspend(PM_SUSPEND_MEM), -EAGAIN);
	assert_string_equal(seq, "P");
	assert_int_equal(unregister_pm_notifier(&bad), 0);
	assert_int_equal(unregister_pm_notifier(&bad), -ENOENT);
	unregister_pm_notifier(&a);
	suspend_set_ops(NULL);
}

static unsigned int written;

static int write_magic(struct reboot_mode_driver *r, unsigned int magic)
{
	(void)r;
	written = magic;
	return 0;
}

static u8 magic_bl[4] = { 0x77, 0x66, 0x55, 0x00 }; /* big-endian cells */
static u8 magic_normal[4] = { 0x77, 0x66, 0x55, 0x01 };

static void test_reboot_mode(void **state)
{
	struct property p_empty = { .name = "mode-",
				    .length = 4,
				    .value = magic_bl };
	struct property p_short = { .name = "mode-bad",
				    .length = 2,
				    .value = magic_bl };
	struct property p_norm = { .name = "mode-normal",
				   .length = 4,
				   .value = magic_normal };
	struct property p_bl = { .name = "mode-bootloader",
				 .length = 4,
				 .value = magic_bl,
				 .next = &p_norm };
	struct device_node np = { .name = "reboot-mode" };
	struct device dev = { .of_node = &np };
	struct reboot_mode_driver r = { .dev = &dev, .write = write_magic };

	(void)state;
	np.full_name = "reboot-mode";
	/* A mode without a magic is skipped; "mode-" alone is refused. */
	p_short.next = &p_bl;
	np.properties = &p_short;
	log_capture_start();
	assert_int_equal(reboot_mode_register(&r), 0);
	assert_true(log_has(PLATDEV_LOG_ERR, "without magic number", NULL));
	log_capture_stop();
	kernel_restart("bootloader");
	assert_int_equal(written, 0x77665500);
	kernel_restart(NULL);
	assert_int_equal(written, 0x77665501);
	written = 0;
	kernel_restart("unknown");
	assert_int_equal(written, 0);
	assert_int_equal(reboot_mode_unregister(&r), 0);
	kernel_restart("bootloader");
	assert_int_equal(written, 0);
	p_empty.next = &p_bl;
	np.properties = &p_empty;
	log_capture_start();
	assert_int_equal(reboot_mode_register(&r), -EINVAL);
	log_capture_stop();
}

static int restarts;
static const char *restart_cmd;

static void app_restart(const char *cmd)
{
	restarts++;
	restart_cmd = cmd;
}

static int poweroffs;

static void app_power_off(void)
{
	poweroffs++;
}

static const struct platdev_machine_ops machine = {
	.restart = app_restart,
	.power_off = app_power_off,
};

static void test_machine_and_orderly(void **state)
{
	char cmd[] = "recovery";

	(void)state;
	platdev_set_machine_ops(&machine);
	log_capture_start();
	machine_restart(cmd);
	assert_int_equal(restarts, 1);
	assert_string_equal(restart_cmd, "recovery");
	/* Queued, then run on the system work queue. */
	assert_int_equal(orderly_poweroff(false), 0);
	flush_scheduled_work();
	assert_int_equal(poweroffs, 1);
	hw_protection_shutdown("too hot", 100);
	flush_scheduled_work();
	assert_int_equal(poweroffs, 2);
	assert_true(log_has(PLATDEV_LOG_EMERG, "too hot", NULL));
	log_capture_stop();
	platdev_set_machine_ops(NULL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_pm_suspend),
		cmocka_unit_test(test_pm_system_wakeup),
		cmocka_unit_test(test_reboot_mode),
		cmocka_unit_test(test_machine_and_orderly),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
