/* SPDX-License-Identifier: MIT */
/*
 * platdev/reboot.h - the application's final act of kernel_restart(),
 * kernel_power_off() and kernel_halt() (linux/reboot.h): what Linux's
 * machine_restart() and friends do after the handlers, such as a reset
 * request to the CPU. Without one those calls report and return.
 */
#ifndef _PLATDEV_REBOOT_H
#define _PLATDEV_REBOOT_H

/**
 * struct platdev_machine_ops - how the application stops the machine
 * @restart: reset the machine (@cmd as given to kernel_restart()); NULL:
 *           none
 * @power_off: cut the power; NULL: none
 * @halt: stop the CPU; NULL: none
 *
 * Each runs after every handler of its sequence and should not return; if
 * it does, the kernel_*() call returns.
 */
struct platdev_machine_ops {
	void (*restart)(const char *cmd);
	void (*power_off)(void);
	void (*halt)(void);
};

/**
 * platdev_set_machine_ops() - install @ops (kept, not copied), or remove
 * them with NULL
 */
void platdev_set_machine_ops(const struct platdev_machine_ops *ops);

#endif /* _PLATDEV_REBOOT_H */
