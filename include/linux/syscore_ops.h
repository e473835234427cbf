/* SPDX-License-Identifier: MIT */
/*
 * linux/syscore_ops.h - the last callbacks before a system sleep and the
 * first after it, and the last at a restart, power-off or halt: for what
 * is not a device (a clock controller's registers, an interrupt router).
 *
 * As in Linux: suspend callbacks run newest registration first once the
 * devices' noirq phase is done (dpm_suspend_end()); a failure resumes the
 * ones already suspended and fails the suspend. Resume callbacks run
 * oldest first before the devices' noirq resume (dpm_resume_start()).
 * Shutdown callbacks run newest first after device_shutdown() in
 * kernel_restart(), kernel_power_off() and kernel_halt(), once their
 * prepare handlers have run.
 */
#ifndef _PLATDEV_LINUX_SYSCORE_OPS_H
#define _PLATDEV_LINUX_SYSCORE_OPS_H

#include <linux/list.h>

/**
 * struct syscore_ops - one set of system-core callbacks; any may be NULL
 * @suspend: save state; non-zero fails the suspend
 * @resume: restore it
 * @shutdown: quiesce before the machine goes down
 *
 * Each is given the data of the struct syscore it was registered with.
 */
struct syscore_ops {
	int (*suspend)(void *data);
	void (*resume)(void *data);
	void (*shutdown)(void *data);
};

/**
 * struct syscore - one registered entry
 * @node: the core's list
 * @ops: its callbacks
 * @data: given to them
 */
struct syscore {
	struct list_head node;
	const struct syscore_ops *ops;
	void *data;
};

/** register_syscore() - add @syscore (it must stay valid until unregistered) */
void register_syscore(struct syscore *syscore);

/** unregister_syscore() - remove @syscore */
void unregister_syscore(struct syscore *syscore);

/**
 * syscore_suspend() - run the suspend callbacks (the PM core calls it)
 * Return: 0, or the first error (the callbacks that ran are resumed).
 */
int syscore_suspend(void);

/** syscore_resume() - run the resume callbacks (the PM core calls it) */
void syscore_resume(void);

/** syscore_shutdown() - run the shutdown callbacks (restart and power-off do) */
void syscore_shutdown(void);

#endif /* _PLATDEV_LINUX_SYSCORE_OPS_H */
