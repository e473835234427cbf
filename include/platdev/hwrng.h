/* SPDX-License-Identifier: MIT */
/*
 * platdev/hwrng.h - what a program does with the hardware random number
 * generators, as Linux user space does with /dev/hwrng and
 * /sys/class/misc/hw_random/rng_current, rng_available: read bytes of the
 * current rng, see which it is and which there are, and choose one.
 */
#ifndef _PLATDEV_HWRNG_H
#define _PLATDEV_HWRNG_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/**
 * platdev_hwrng_read() - read @size bytes of the current rng, as read(2) of
 * /dev/hwrng
 * @buf: receives them
 * @size: how many
 * @nonblock: as O_NONBLOCK: return what is ready instead of waiting
 *
 * Return: the bytes read (all of @size unless @nonblock), or -ENODEV
 * when there is no current rng, -EAGAIN when @nonblock and none was
 * ready, or the driver's error (when nothing was read yet).
 */
ssize_t platdev_hwrng_read(void *buf, size_t size, bool nonblock);

/**
 * platdev_hwrng_current() - the current rng's name, as rng_current
 * @buf: receives it, "none" when there is none
 * @len: room in @buf
 *
 * Return: the name's length, or -ENOSPC when @buf is too small.
 */
int platdev_hwrng_current(char *buf, size_t len);

/**
 * platdev_hwrng_available() - the registered rngs' names, each followed
 * by a space, in the order they registered, as rng_available
 * Return: the text's length, or -ENOSPC when @buf is too small.
 */
int platdev_hwrng_available(char *buf, size_t len);

/**
 * platdev_hwrng_set_current() - choose the current rng, as a write to
 * rng_current
 * @name: a registered rng's name; "none": none; "": the best again
 *
 * Return: 0; -ENODEV for no such rng; its init's error.
 */
int platdev_hwrng_set_current(const char *name);

#endif /* _PLATDEV_HWRNG_H */
