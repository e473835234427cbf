// SPDX-License-Identifier: MIT
/*
 * reboot_orderly.c - orderly_poweroff() and orderly_reboot()
 * (linux/reboot.h): the sequence runs later on the system work queue, so
 * an interrupt handler or a thermal callback may ask for it.
 */
#include <linux/printk.h>
#include <linux/reboot.h>
#include <linux/workqueue.h>

char poweroff_cmd[POWEROFF_CMD_PATH_LEN] = "/sbin/poweroff";

static void orderly_poweroff_fn(struct work_struct *work)
{
	(void)work;
	kernel_power_off();
}

static void orderly_reboot_fn(struct work_struct *work)
{
	(void)work;
	kernel_restart(NULL);
}

static DECLARE_WORK(orderly_poweroff_work, orderly_poweroff_fn);
static DECLARE_WORK(orderly_reboot_work, orderly_reboot_fn);

int orderly_poweroff(bool force)
{
	(void)force;
	schedule_work(&orderly_poweroff_work);
	return 0;
}

void orderly_reboot(void)
{
	schedule_work(&orderly_reboot_work);
}

void hw_protection_shutdown(const char *reason, int ms_until_forced)
{
	(void)ms_until_forced;
	pr_emerg("HARDWARE PROTECTION shutdown (%s)\n", reason);
	orderly_poweroff(true);
}
