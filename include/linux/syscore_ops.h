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
 *
 * Two generations (linux/version.h). Linux 6.12 as fetched by `make
 * linux-src` registers a struct syscore whose callbacks get its @data;
 * before 6.12 a driver registers its struct syscore_ops itself and the
 * callbacks take no argument. Both kinds go on one list, in the order
 * they were registered.
 */
#ifndef _PLATDEV_LINUX_SYSCORE_OPS_H
#define _PLATDEV_LINUX_SYSCORE_OPS_H

#include <linux/list.h>
#include <linux/version.h>

#if PLATDEV_LINUX_API >= KERNEL_VERSION(6, 12, 0)
/**
 * struct syscore_ops - one set of system-core callbacks; any may be NULL
 * @suspend: save state; non-zero fails the suspend
 * @resume: restore it
 * @shutdown: quiesce before the machine goes down
 *
 * Each gets the @data of the struct syscore it was registered with.
 */
struct syscore_ops {
	int (*suspend)(void *data);
	void (*resume)(void *data);
	void (*shutdown)(void *data);
};

/**
 * struct syscore - one registration
 * @node: the core's list
 * @ops: its callbacks
 * @data: what they get
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
#else
/**
 * struct syscore_ops - one set of system-core callbacks; any may be NULL
 * @node: unused, kept for source compatibility
 * @suspend: save state; non-zero fails the suspend
 * @resume: restore it
 * @shutdown: quiesce before the machine goes down
 * @platdev_syscore: the registration it rides on, laid out as the 6.12
 *                   struct syscore; filled by register_syscore_ops()
 */
struct syscore_ops {
	struct list_head node;
	int (*suspend)(void);
	void (*resume)(void);
	void (*shutdown)(void);
	struct {
		struct list_head node;
		const void *ops;
		void *data;
	} platdev_syscore;
};

/** register_syscore_ops() - add @ops (it must stay valid until unregistered) */
void register_syscore_ops(struct syscore_ops *ops);

/** unregister_syscore_ops() - remove @ops */
void unregister_syscore_ops(struct syscore_ops *ops);
#endif

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
