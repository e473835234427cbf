/* SPDX-License-Identifier: MIT */
/*
 * linux/reboot-mode.h - reboot modes: a restart command ("bootloader",
 * "recovery", ...) turned into a magic number that a driver writes where
 * the boot firmware will read it (a register, a syscon word, NVMEM).
 *
 * reboot_mode_register() reads every "mode-<name> = <magic>" property of
 * the driver's device node and registers a reboot notifier: on
 * kernel_restart(cmd) (and power-off and halt, with no command) it looks
 * @cmd up, "normal" when there is none, and calls ->write() with its
 * magic; an unknown command writes nothing. As Linux's
 * drivers/power/reset/reboot-mode.c.
 */
#ifndef _PLATDEV_LINUX_REBOOT_MODE_H
#define _PLATDEV_LINUX_REBOOT_MODE_H

#include <linux/list.h>
#include <linux/notifier.h>

struct device;

/**
 * struct reboot_mode_driver - a reboot-mode provider
 * @dev: its device, whose of_node holds the mode-* properties
 * @head: the modes read (the framework's)
 * @write: writes @magic for the firmware; returns 0 or a negative errno
 * @reboot_notifier: the framework's
 */
struct reboot_mode_driver {
	struct device *dev;
	struct list_head head;
	int (*write)(struct reboot_mode_driver *reboot, unsigned int magic);
	struct notifier_block reboot_notifier;
};

/**
 * reboot_mode_register() - read @reboot->dev's modes and start listening
 * Return: 0; -EINVAL for a "mode-" property with nothing after the prefix;
 * -ENOMEM. A mode without a u32 magic is skipped with an error line.
 */
int reboot_mode_register(struct reboot_mode_driver *reboot);

/** reboot_mode_unregister() - stop listening, forget the modes; Return: 0 */
int reboot_mode_unregister(struct reboot_mode_driver *reboot);

/** devm_reboot_mode_register() - reboot_mode_register(), undone on unbind */
int devm_reboot_mode_register(struct device *dev,
			      struct reboot_mode_driver *reboot);

/** devm_reboot_mode_unregister() - undo devm_reboot_mode_register() now */
void devm_reboot_mode_unregister(struct device *dev,
				 struct reboot_mode_driver *reboot);

#endif /* _PLATDEV_LINUX_REBOOT_MODE_H */
