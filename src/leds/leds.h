/* SPDX-License-Identifier: MIT */
/*
 * leds/leds.h - what the LED core's files share (those of Linux's
 * drivers/leds/leds.h among them).
 */
#ifndef _PLATDEV_SRC_LEDS_H
#define _PLATDEV_SRC_LEDS_H

#include <linux/leds.h>
#include <linux/rwsem.h>

/*
 * The fields that the blink timer, the brightness work item and user
 * space's writers share (brightness, the values handed to the work item,
 * the next on phase's brightness) go through C11 atomics: Linux orders
 * them with smp_*() barriers, which the thread sanitizer cannot see.
 */
#define led_load(p) __atomic_load_n(p, __ATOMIC_ACQUIRE)
#define led_store(p, v) __atomic_store_n(p, v, __ATOMIC_RELEASE)

/* The brightness last set (not read from the hardware). */
static inline int led_get_brightness(struct led_classdev *led_cdev)
{
	return (int)led_load(&led_cdev->brightness);
}

void led_init_core(struct led_classdev *led_cdev);
void led_stop_software_blink(struct led_classdev *led_cdev);
void led_set_brightness_nopm(struct led_classdev *led_cdev, unsigned int value);
void led_set_brightness_nosleep(struct led_classdev *led_cdev,
				unsigned int value);

extern struct rw_semaphore leds_list_lock;
extern struct list_head leds_list;

/* The triggers, under triggers_list_lock (led-triggers.c). */
extern struct rw_semaphore triggers_list_lock;
extern struct list_head trigger_list;

/* Register the built-in triggers, once (led-triggers.c). */
void led_builtin_triggers_init(void);

/* The registered trigger named @name, or NULL; triggers_list_lock held. */
struct led_trigger *led_trigger_find_locked(const char *name);

#endif /* _PLATDEV_SRC_LEDS_H */
