/* SPDX-License-Identifier: MIT */
/*
 * platdev/input.h - what a program does with /dev/input/event<N>: open an
 * input device's reader and read its events, as an evdev client opened
 * with O_NONBLOCK does. Each packet a driver ends with input_sync() is
 * delivered whole: its events, then EV_SYN SYN_REPORT, each stamped with
 * the packet's time (virtual time on a simulated board). A reader that
 * falls behind by more than PLATDEV_INPUT_READER_EVENTS loses what it had
 * not read and gets EV_SYN SYN_DROPPED instead, as in Linux.
 *
 * The first reader opened calls the driver's open(), the last closed its
 * close().
 */
#ifndef _PLATDEV_INPUT_H
#define _PLATDEV_INPUT_H

#include <stddef.h>

#include <linux/types.h>
#include <uapi/linux/input.h>

/* The events a reader holds unread. */
#define PLATDEV_INPUT_READER_EVENTS 64

struct platdev_input_reader;

/**
 * platdev_input_open() - open a reader of an input device
 * @name: "input0", ...; NULL: the first registered
 *
 * Return: the reader or an ERR_PTR(): -ENODEV without that device,
 * -ENOMEM, or the driver's open() error.
 */
struct platdev_input_reader *platdev_input_open(const char *name);

/**
 * platdev_input_read() - take up to @max unread events, oldest first
 * @reader: the reader
 * @ev: receives them
 * @max: entries of @ev
 *
 * Return: how many were taken; -EAGAIN when there are none; -ENODEV when
 * there are none and the device was unregistered; -EINVAL for @max 0.
 */
int platdev_input_read(struct platdev_input_reader *reader,
		       struct input_event *ev, size_t max);

/**
 * platdev_input_key_down() - whether key @code is held down now
 * (EVIOCGKEY); false once the device is gone
 */
bool platdev_input_key_down(struct platdev_input_reader *reader,
			    unsigned int code);

/**
 * platdev_input_name() - the device's name (EVIOCGNAME) and @id
 * (EVIOCGID, when not NULL)
 *
 * Return: the name ("" without one), or NULL once the device is gone.
 */
const char *platdev_input_name(struct platdev_input_reader *reader,
			       struct input_id *id);

/** platdev_input_close() - close and free the reader */
void platdev_input_close(struct platdev_input_reader *reader);

#endif /* _PLATDEV_INPUT_H */
