// SPDX-License-Identifier: MIT
/*
 * user.c - platdev/leds.h: the files of /sys/class/leds/NAME, under the
 * LED's led_access mutex as Linux's attribute handlers take it.
 */
#include <linux/errno.h>
#include <linux/leds.h>
#include <linux/string.h>
#include <platdev/class.h>
#include <platdev/leds.h>

#include "leds/leds.h"

static struct led_classdev *user_led(const char *name)
{
	return platdev_class_device_data("leds", name);
}

int platdev_led_get_brightness(const char *name)
{
	struct led_classdev *led_cdev = user_led(name);
	int ret;

	if (!led_cdev)
		return -ENODEV;
	mutex_lock(&led_cdev->led_access);
	ret = led_update_brightness(led_cdev);
	if (!ret)
		ret = led_get_brightness(led_cdev);
	mutex_unlock(&led_cdev->led_access);
	return ret;
}

int platdev_led_set_brightness(const char *name, unsigned int value)
{
	struct led_classdev *led_cdev = user_led(name);
	int ret = 0;

	if (!led_cdev)
		return -ENODEV;
	mutex_lock(&led_cdev->led_access);
	if (led_sysfs_is_disabled(led_cdev)) {
		ret = -EBUSY;
	} else {
		if (value == LED_OFF)
			led_trigger_remove(led_cdev);
		led_set_brightness(led_cdev, value);
	}
	mutex_unlock(&led_cdev->led_access);
	return ret;
}

int platdev_led_max_brightness(const char *name)
{
	struct led_classdev *led_cdev = user_led(name);

	return led_cdev ? (int)led_cdev->max_brightness : -ENODEV;
}

int platdev_led_get_trigger(const char *name, char *buf, size_t size)
{
	struct led_classdev *led_cdev = user_led(name);
	const char *trig;
	size_t len;

	if (!led_cdev)
		return -ENODEV;
	down_read(&led_cdev->trigger_lock);
	trig = led_cdev->trigger ? led_cdev->trigger->name : "none";
	len = strlen(trig);
	if (len < size)
		memcpy(buf, trig, len + 1);
	up_read(&led_cdev->trigger_lock);
	return len < size ? (int)len : -ENOSPC;
}

int platdev_led_set_trigger(const char *name, const char *trigger)
{
	struct led_classdev *led_cdev = user_led(name);
	struct led_trigger *trig;
	int ret = -EINVAL;

	if (!led_cdev)
		return -ENODEV;
	if (!trigger)
		return -EINVAL;
	mutex_lock(&led_cdev->led_access);
	if (led_sysfs_is_disabled(led_cdev)) {
		ret = -EBUSY;
		goto out;
	}
	if (sysfs_streq(trigger, "none")) {
		led_trigger_remove(led_cdev);
		ret = 0;
		goto out;
	}
	down_read(&triggers_list_lock);
	trig = led_trigger_find_locked(trigger);
	if (trig) {
		down_write(&led_cdev->trigger_lock);
		ret = led_trigger_set(led_cdev, trig);
		up_write(&led_cdev->trigger_lock);
	}
	up_read(&triggers_list_lock);
out:
	mutex_unlock(&led_cdev->led_access);
	return ret;
}

int platdev_led_set_blink_delays(const char *name, unsigned long delay_on,
				 unsigned long delay_off)
{
	struct led_classdev *led_cdev = user_led(name);
	int ret = -EINVAL;

	if (!led_cdev)
		return -ENODEV;
	mutex_lock(&led_cdev->led_access);
	down_write(&led_cdev->trigger_lock);
	if (led_cdev->trigger && !strcmp(led_cdev->trigger->name, "timer")) {
		led_blink_set(led_cdev, &delay_on, &delay_off);
		/*
		 * A software blink keeps its delays itself (its timer reads
		 * them from now on); a hardware one is told them here.
		 */
		if (!test_bit(LED_BLINK_SW, &led_cdev->work_flags)) {
			led_cdev->blink_delay_on = delay_on;
			led_cdev->blink_delay_off = delay_off;
		}
		ret = 0;
	}
	up_write(&led_cdev->trigger_lock);
	mutex_unlock(&led_cdev->led_access);
	return ret;
}
