/* SPDX-License-Identifier: MIT */
/*
 * input_core.h - what the input core's files share: each device's
 * class device and its readers (platdev/input.h), allocated with it.
 */
#ifndef _PLATDEV_SRC_INPUT_CORE_H
#define _PLATDEV_SRC_INPUT_CORE_H

#include <linux/input.h>
#include <platdev/class.h>

/**
 * struct platdev_input_core - the core's side of an input device
 * @cdev: its class device ("input", "input<N>"), added at registration
 * @readers: the open readers, under the device's event_lock
 * @registered: between input_register_device() and its undoing
 */
struct platdev_input_core {
	struct platdev_class_device cdev;
	struct list_head readers;
	bool registered;
};

/* evdev.c: add and delete the class device, against lookups. */
int input_class_add(struct input_dev *dev);
void input_class_del(struct input_dev *dev);
/* evdev.c: hand a finished packet to the readers (event_lock held). */
void input_readers_pass(struct input_dev *dev, const struct input_value *vals,
			unsigned int count);
/* evdev.c: the device goes; its readers see it gone. */
void input_readers_disconnect(struct input_dev *dev);

#endif /* _PLATDEV_SRC_INPUT_CORE_H */
