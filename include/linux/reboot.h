/* SPDX-License-Identifier: MIT */
/*
 * linux/reboot.h - restarting and powering the system off, in Linux's
 * order.
 *
 * kernel_restart(cmd):  reboot notifiers (SYS_RESTART, cmd), then
 *                       device_shutdown(), then the RESTART_PREPARE
 *                       sys-off handlers, then the restart handlers
 *                       (register_restart_handler() and the RESTART
 *                       sys-off handlers, highest priority first, until
 *                       one returns NOTIFY_STOP), then the application's
 *                       final act (platdev_set_machine_ops()).
 * kernel_power_off():   reboot notifiers (SYS_POWER_OFF), device_shutdown(),
 *                       the POWER_OFF_PREPARE handlers, then the power-off
 *                       handlers (pm_power_off among them at the default
 *                       priority), then the final act.
 * kernel_halt():        reboot notifiers (SYS_HALT), device_shutdown(),
 *                       the final act.
 *
 * In Linux these never return. Here they return when no handler and no
 * final act stopped the machine (a host test then checks their effects):
 * the devices are shut down and probing stays blocked, as after
 * device_shutdown().
 */
#ifndef _PLATDEV_LINUX_REBOOT_H
#define _PLATDEV_LINUX_REBOOT_H

#include <linux/err.h>
#include <linux/notifier.h>
#include <linux/types.h>

struct device;

#define SYS_DOWN 0x0001 /* notify of system down */
#define SYS_RESTART SYS_DOWN
#define SYS_HALT 0x0002 /* notify of system halt */
#define SYS_POWER_OFF 0x0003 /* notify of system power off */

enum reboot_mode {
	REBOOT_UNDEFINED = -1,
	REBOOT_COLD = 0,
	REBOOT_WARM,
	REBOOT_HARD,
	REBOOT_SOFT,
	REBOOT_GPIO,
};

/* The mode restart handlers are called with (REBOOT_COLD unless set). */
extern enum reboot_mode reboot_mode;

/*
 * The legacy power-off hook: when set, kernel_power_off() calls it among
 * the power-off handlers, at SYS_OFF_PRIO_DEFAULT.
 */
extern void (*pm_power_off)(void);

/**
 * register_reboot_notifier() - call @nb (action SYS_RESTART, SYS_HALT or
 * SYS_POWER_OFF; data the restart command or NULL) before devices are
 * shut down
 * Return: 0; -EEXIST if it is registered already.
 */
int register_reboot_notifier(struct notifier_block *nb);

/** unregister_reboot_notifier() - Return: 0 or -ENOENT. */
int unregister_reboot_notifier(struct notifier_block *nb);

/**
 * devm_register_reboot_notifier() - register_reboot_notifier() undone
 * when @dev's driver unbinds
 * Return: as register_reboot_notifier(); -ENOMEM.
 */
int devm_register_reboot_notifier(struct device *dev,
				  struct notifier_block *nb);

/**
 * register_restart_handler() - call @nb (action reboot_mode, data the
 * command) to restart the machine, by @nb->priority (the highest first;
 * 128 is the default Linux documents, 255 the highest)
 * Return: 0; -EEXIST if it is registered already.
 */
int register_restart_handler(struct notifier_block *nb);

/** unregister_restart_handler() - Return: 0 or -ENOENT. */
int unregister_restart_handler(struct notifier_block *nb);

/** do_kernel_restart() - run the restart handlers with @cmd (kernel_restart()'s last step) */
void do_kernel_restart(char *cmd);

/* Priorities of sys-off handlers: higher runs first. */
#define SYS_OFF_PRIO_PLATFORM -256
#define SYS_OFF_PRIO_LOW -128
#define SYS_OFF_PRIO_DEFAULT 0
#define SYS_OFF_PRIO_HIGH 192
#define SYS_OFF_PRIO_FIRMWARE 224

enum sys_off_mode {
	SYS_OFF_MODE_POWER_OFF_PREPARE,
	SYS_OFF_MODE_POWER_OFF,
	SYS_OFF_MODE_RESTART_PREPARE,
	SYS_OFF_MODE_RESTART,
};

/**
 * struct sys_off_data - what a sys-off handler is called with
 * @mode: its enum sys_off_mode, or the reboot_mode for a restart
 * @cb_data: the data it was registered with
 * @cmd: the restart command, or NULL
 * @dev: the device of a devm_ handler, else NULL
 */
struct sys_off_data {
	int mode;
	void *cb_data;
	const char *cmd;
	struct device *dev;
};

struct sys_off_handler;

/**
 * register_sys_off_handler() - call @callback at step @mode of a restart
 * or power-off, by @priority (highest first)
 * @mode: which step
 * @priority: SYS_OFF_PRIO_*; only SYS_OFF_PRIO_DEFAULT may be shared
 * @callback: returns NOTIFY_DONE to go on, NOTIFY_STOP to end the chain
 * @cb_data: given back in sys_off_data
 *
 * Return: the handler (unregister_sys_off_handler() it);
 * ERR_PTR(-EINVAL) for an unknown @mode; ERR_PTR(-EBUSY) when another
 * handler of @mode has that priority; ERR_PTR(-ENOMEM).
 */
struct sys_off_handler *
register_sys_off_handler(enum sys_off_mode mode, int priority,
			 int (*callback)(struct sys_off_data *data),
			 void *cb_data);

/** unregister_sys_off_handler() - undo it; NULL and ERR_PTR() are ignored */
void unregister_sys_off_handler(struct sys_off_handler *handler);

/**
 * devm_register_sys_off_handler() - register_sys_off_handler() undone when
 * @dev's driver unbinds; the callback sees @dev in sys_off_data
 * Return: 0 or register_sys_off_handler()'s error.
 */
int devm_register_sys_off_handler(struct device *dev, enum sys_off_mode mode,
				  int priority,
				  int (*callback)(struct sys_off_data *data),
				  void *cb_data);

/** devm_register_power_off_handler() - a POWER_OFF handler at the default priority */
int devm_register_power_off_handler(struct device *dev,
				    int (*callback)(struct sys_off_data *data),
				    void *cb_data);

/** devm_register_restart_handler() - a RESTART handler at the default priority */
int devm_register_restart_handler(struct device *dev,
				  int (*callback)(struct sys_off_data *data),
				  void *cb_data);

/**
 * register_platform_power_off() - @power_off as the power-off handler of
 * last resort (SYS_OFF_PRIO_PLATFORM)
 * Return: 0; -EBUSY when one is registered; -ENOMEM.
 */
int register_platform_power_off(void (*power_off)(void));

/** unregister_platform_power_off() - undo it */
void unregister_platform_power_off(void (*power_off)(void));

/** do_kernel_power_off() - run the power-off handlers (kernel_power_off()'s last step) */
void do_kernel_power_off(void);

/** kernel_can_power_off() - whether a power-off handler or pm_power_off is there */
bool kernel_can_power_off(void);

/** kernel_restart() - restart the system, running @cmd's handlers; see above */
void kernel_restart(char *cmd);

/** kernel_power_off() - power the system off; see above */
void kernel_power_off(void);

/** kernel_halt() - halt the system; see above */
void kernel_halt(void);

/**
 * machine_restart() - the end of kernel_restart(): the restart handlers
 * with @cmd (do_kernel_restart()), then the application's final act
 * (platdev_set_machine_ops()); without devices shut down first, as
 * Linux's. Returns when nothing restarted the machine.
 */
void machine_restart(char *cmd);

/**
 * emergency_restart() - restart now, from any context (a watchdog's
 * interrupt): no notifiers, no device shutdown, straight to
 * machine_restart(NULL) as Linux's machine_emergency_restart()
 */
static inline void emergency_restart(void)
{
	machine_restart(NULL);
}

/** machine_power_off() - the end of kernel_power_off(): handlers, final act */
void machine_power_off(void);

/** machine_halt() - the end of kernel_halt(): the final act */
void machine_halt(void);

/**
 * orderly_poweroff() - power the system off from any context: queue
 * kernel_power_off() on the system work queue (Linux first tries the
 * user-space poweroff command; there is none here, so @force changes
 * nothing)
 * Return: 0.
 */
int orderly_poweroff(bool force);

/** orderly_reboot() - queue kernel_restart(NULL) on the system work queue */
void orderly_reboot(void);

/**
 * hw_protection_shutdown() - log @reason as an emergency and
 * orderly_poweroff(); @ms_until_forced is not watched here
 */
void hw_protection_shutdown(const char *reason, int ms_until_forced);

#define POWEROFF_CMD_PATH_LEN 256
extern char poweroff_cmd[POWEROFF_CMD_PATH_LEN];

#endif /* _PLATDEV_LINUX_REBOOT_H */
