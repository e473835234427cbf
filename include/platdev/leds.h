/* SPDX-License-Identifier: MIT */
/*
 * platdev/leds.h - what Linux user space does with /sys/class/leds/NAME:
 * read and write its brightness, read max_brightness, read and choose
 * its trigger, and set the timer trigger's delay_on/delay_off.
 *
 *   platdev_led_set_trigger("green:status", "heartbeat");
 *   platdev_led_set_brightness("green:status", 0);   also removes it
 *
 * Each call returns a negative errno: -ENODEV for no LED of that name,
 * -EBUSY while the driver has the LED's user-space writes disabled.
 */
#ifndef _PLATDEV_LEDS_H
#define _PLATDEV_LEDS_H

#include <stddef.h>

/** platdev_led_get_brightness() - the brightness file (as read, updated) */
int platdev_led_get_brightness(const char *name);

/**
 * platdev_led_set_brightness() - write the brightness file: 0 removes the
 * trigger and turns it off; a value above max_brightness is cut to it
 */
int platdev_led_set_brightness(const char *name, unsigned int value);

/** platdev_led_max_brightness() - the max_brightness file */
int platdev_led_max_brightness(const char *name);

/**
 * platdev_led_get_trigger() - the active trigger's name ("none" for none)
 * into @buf; Return: its length, -ENODEV, or -ENOSPC for a short @buf
 */
int platdev_led_get_trigger(const char *name, char *buf, size_t size);

/**
 * platdev_led_set_trigger() - write the trigger file: "none" or the name
 * of a registered trigger ("default-on", "timer", "heartbeat", ...)
 * Return: 0; -EINVAL for an unknown trigger; the trigger's error.
 */
int platdev_led_set_trigger(const char *name, const char *trigger);

/**
 * platdev_led_set_blink_delays() - write the timer trigger's delay_on and
 * delay_off files (ms) and restart its blink
 * Return: 0; -EINVAL when the LED's trigger is not "timer".
 */
int platdev_led_set_blink_delays(const char *name, unsigned long delay_on,
				 unsigned long delay_off);

#endif /* _PLATDEV_LEDS_H */
