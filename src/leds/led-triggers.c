// SPDX-License-Identifier: MIT
/*
 * led-triggers.c - the trigger framework (a list of triggers, each with
 * the LEDs it drives) and the built-in triggers "default-on", "timer"
 * (delay_on/delay_off) and "heartbeat" (thump-thump-pause on a kernel
 * timer, at the period Linux uses for an idle system: 1260 ms). "none" is
 * no trigger.
 */
#include <linux/jiffies.h>
#include <linux/leds.h>
#include <linux/mutex.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/string.h>
#include <platdev/class.h>

#include "leds/leds.h"

DECLARE_RWSEM(triggers_list_lock);
LIST_HEAD(trigger_list);

struct led_trigger *led_trigger_find_locked(const char *name)
{
	struct led_trigger *trig;

	list_for_each_entry(trig, &trigger_list, next_trig)
		if (sysfs_streq(name, trig->name))
			return trig;
	return NULL;
}

int led_trigger_set(struct led_classdev *led_cdev, struct led_trigger *trig)
{
	unsigned long flags;
	int ret = 0;

	if (led_cdev->trigger == trig)
		return 0;
	if (led_cdev->trigger) {
		spin_lock_irqsave(&led_cdev->trigger->leddev_list_lock, flags);
		list_del(&led_cdev->trig_list);
		spin_unlock_irqrestore(&led_cdev->trigger->leddev_list_lock,
				       flags);
		cancel_work_sync(&led_cdev->set_brightness_work);
		led_stop_software_blink(led_cdev);
		if (led_cdev->trigger->deactivate)
			led_cdev->trigger->deactivate(led_cdev);
		led_cdev->trigger = NULL;
		led_cdev->trigger_data = NULL;
		led_cdev->activated = false;
		led_cdev->flags &= ~LED_INIT_DEFAULT_TRIGGER;
		led_set_brightness(led_cdev, LED_OFF);
	}
	if (trig) {
		spin_lock_irqsave(&trig->leddev_list_lock, flags);
		list_add_tail(&led_cdev->trig_list, &trig->led_cdevs);
		spin_unlock_irqrestore(&trig->leddev_list_lock, flags);
		led_cdev->trigger = trig;
		if (trig->activate)
			ret = trig->activate(led_cdev);
		if (ret) {
			spin_lock_irqsave(&trig->leddev_list_lock, flags);
			list_del(&led_cdev->trig_list);
			spin_unlock_irqrestore(&trig->leddev_list_lock, flags);
			led_cdev->trigger = NULL;
			led_cdev->trigger_data = NULL;
			led_set_brightness(led_cdev, LED_OFF);
			dev_err(led_cdev->dev,
				"Failed to add trigger %s to led. Error %d\n",
				trig->name, ret);
			return ret;
		}
		led_cdev->activated = true;
	}
	platdev_class_device_event(&led_cdev->platdev_class, "trigger %s",
				   trig ? trig->name : "none");
	return 0;
}

void led_trigger_remove(struct led_classdev *led_cdev)
{
	down_write(&led_cdev->trigger_lock);
	led_trigger_set(led_cdev, NULL);
	up_write(&led_cdev->trigger_lock);
}

void led_trigger_set_default(struct led_classdev *led_cdev)
{
	struct led_trigger *trig;

	if (!led_cdev->default_trigger)
		return;
	if (!strcmp(led_cdev->default_trigger, "none")) {
		led_trigger_remove(led_cdev);
		return;
	}
	down_read(&triggers_list_lock);
	down_write(&led_cdev->trigger_lock);
	trig = led_trigger_find_locked(led_cdev->default_trigger);
	if (trig) {
		led_cdev->flags |= LED_INIT_DEFAULT_TRIGGER;
		led_trigger_set(led_cdev, trig);
	}
	up_write(&led_cdev->trigger_lock);
	up_read(&triggers_list_lock);
}

int led_trigger_register(struct led_trigger *trig)
{
	struct led_classdev *led_cdev;

	spin_lock_init(&trig->leddev_list_lock);
	INIT_LIST_HEAD(&trig->led_cdevs);
	down_write(&triggers_list_lock);
	if (led_trigger_find_locked(trig->name)) {
		up_write(&triggers_list_lock);
		return -EEXIST;
	}
	list_add_tail(&trig->next_trig, &trigger_list);
	up_write(&triggers_list_lock);
	/* LEDs waiting for it by their default trigger take it now. */
	down_read(&leds_list_lock);
	list_for_each_entry(led_cdev, &leds_list, node) {
		down_write(&led_cdev->trigger_lock);
		if (!led_cdev->trigger && led_cdev->default_trigger &&
		    sysfs_streq(led_cdev->default_trigger, trig->name)) {
			led_cdev->flags |= LED_INIT_DEFAULT_TRIGGER;
			led_trigger_set(led_cdev, trig);
		}
		up_write(&led_cdev->trigger_lock);
	}
	up_read(&leds_list_lock);
	return 0;
}

void led_trigger_unregister(struct led_trigger *trig)
{
	struct led_classdev *led_cdev;

	if (list_empty_careful(&trig->next_trig))
		return;
	down_write(&triggers_list_lock);
	list_del_init(&trig->next_trig);
	up_write(&triggers_list_lock);
	down_read(&leds_list_lock);
	list_for_each_entry(led_cdev, &leds_list, node) {
		down_write(&led_cdev->trigger_lock);
		if (led_cdev->trigger == trig)
			led_trigger_set(led_cdev, NULL);
		up_write(&led_cdev->trigger_lock);
	}
	up_read(&leds_list_lock);
}

static void devm_led_trigger_release(void *trig)
{
	led_trigger_unregister(trig);
}

int devm_led_trigger_register(struct device *dev, struct led_trigger *trig)
{
	int ret = led_trigger_register(trig);

	if (ret)
		return ret;
	return devm_add_action_or_reset(dev, devm_led_trigger_release, trig);
}

void led_trigger_event(struct led_trigger *trig, enum led_brightness event)
{
	struct led_classdev *led_cdev;
	unsigned long flags;

	if (!trig)
		return;
	trig->brightness = event;
	spin_lock_irqsave(&trig->leddev_list_lock, flags);
	list_for_each_entry(led_cdev, &trig->led_cdevs, trig_list)
		led_set_brightness(led_cdev, event);
	spin_unlock_irqrestore(&trig->leddev_list_lock, flags);
}

static void led_trigger_blink_setup(struct led_trigger *trig,
				    unsigned long delay_on,
				    unsigned long delay_off, int oneshot,
				    int invert)
{
	struct led_classdev *led_cdev;
	unsigned long flags;

	if (!trig)
		return;
	spin_lock_irqsave(&trig->leddev_list_lock, flags);
	list_for_each_entry(led_cdev, &trig->led_cdevs, trig_list) {
		if (oneshot)
			led_blink_set_oneshot(led_cdev, &delay_on, &delay_off,
					      invert);
		else
			led_blink_set_nosleep(led_cdev, delay_on, delay_off);
	}
	spin_unlock_irqrestore(&trig->leddev_list_lock, flags);
}

void led_trigger_blink(struct led_trigger *trig, unsigned long delay_on,
		       unsigned long delay_off)
{
	led_trigger_blink_setup(trig, delay_on, delay_off, 0, 0);
}

void led_trigger_blink_oneshot(struct led_trigger *trig, unsigned long delay_on,
			       unsigned long delay_off, int invert)
{
	led_trigger_blink_setup(trig, delay_on, delay_off, 1, invert);
}

void led_trigger_register_simple(const char *name, struct led_trigger **tp)
{
	struct led_trigger *trig = kzalloc(sizeof(*trig), GFP_KERNEL);

	if (trig) {
		trig->name = name;
		if (led_trigger_register(trig)) {
			kfree(trig);
			trig = NULL;
		}
	}
	if (!trig)
		pr_warn("LED trigger %s failed to register\n", name);
	*tp = trig;
}

void led_trigger_unregister_simple(struct led_trigger *trig)
{
	if (trig)
		led_trigger_unregister(trig);
	kfree(trig);
}

/* ---- default-on ---- */

static int defon_trig_activate(struct led_classdev *led_cdev)
{
	led_set_brightness_nosleep(led_cdev, led_cdev->max_brightness);
	return 0;
}

static struct led_trigger defon_led_trigger = {
	.name = "default-on",
	.activate = defon_trig_activate,
};

/* ---- timer ---- */

static int timer_trig_activate(struct led_classdev *led_cdev)
{
	led_cdev->flags &= ~LED_INIT_DEFAULT_TRIGGER;
	led_blink_set(led_cdev, &led_cdev->blink_delay_on,
		      &led_cdev->blink_delay_off);
	return 0;
}

static void timer_trig_deactivate(struct led_classdev *led_cdev)
{
	led_set_brightness(led_cdev, LED_OFF);
}

static struct led_trigger timer_led_trigger = {
	.name = "timer",
	.activate = timer_trig_activate,
	.deactivate = timer_trig_deactivate,
};

/* ---- heartbeat ---- */

/* The period of an idle system's heartbeat, in ms (Linux's f(0)). */
#define HEARTBEAT_PERIOD_MS 1260
#define HEARTBEAT_THUMP_MS 70

struct heartbeat_trig_data {
	struct led_classdev *led_cdev;
	unsigned int phase;
	struct timer_list timer;
	unsigned int invert;
};

static void led_heartbeat_function(struct timer_list *t)
{
	struct heartbeat_trig_data *hb = from_timer(hb, t, timer);
	struct led_classdev *led_cdev = hb->led_cdev;
	unsigned long period = msecs_to_jiffies(HEARTBEAT_PERIOD_MS);
	unsigned long thump = msecs_to_jiffies(HEARTBEAT_THUMP_MS);
	unsigned long delay;
	bool on;

	if (test_and_clear_bit(LED_BLINK_BRIGHTNESS_CHANGE,
			       &led_cdev->work_flags))
		led_cdev->blink_brightness =
			led_load(&led_cdev->new_blink_brightness);
	/* thump (on), pause, thump (on), long pause */
	switch (hb->phase) {
	case 0:
	case 2:
		delay = thump;
		on = true;
		break;
	case 1:
		delay = period / 4 - thump;
		on = false;
		break;
	default:
		delay = period - period / 4 - thump;
		on = false;
		break;
	}
	hb->phase = (hb->phase + 1) % 4;
	led_set_brightness_nosleep(
		led_cdev, on != !!hb->invert ?
				  (unsigned int)led_cdev->blink_brightness :
				  LED_OFF);
	mod_timer(&hb->timer, jiffies + delay);
}

static int heartbeat_trig_activate(struct led_classdev *led_cdev)
{
	struct heartbeat_trig_data *hb = kzalloc(sizeof(*hb), GFP_KERNEL);

	if (!hb)
		return -ENOMEM;
	led_set_trigger_data(led_cdev, hb);
	hb->led_cdev = led_cdev;
	timer_setup(&hb->timer, led_heartbeat_function, 0);
	if (!led_cdev->blink_brightness)
		led_cdev->blink_brightness = (int)led_cdev->max_brightness;
	led_heartbeat_function(&hb->timer);
	return 0;
}

static void heartbeat_trig_deactivate(struct led_classdev *led_cdev)
{
	struct heartbeat_trig_data *hb = led_get_trigger_data(led_cdev);

	timer_shutdown_sync(&hb->timer);
	kfree(hb);
	clear_bit(LED_BLINK_BRIGHTNESS_CHANGE, &led_cdev->work_flags);
}

static struct led_trigger heartbeat_led_trigger = {
	.name = "heartbeat",
	.activate = heartbeat_trig_activate,
	.deactivate = heartbeat_trig_deactivate,
};

static DEFINE_MUTEX(builtin_lock);
static bool builtin_done;

void led_builtin_triggers_init(void)
{
	mutex_lock(&builtin_lock);
	if (!builtin_done) {
		builtin_done = true;
		led_trigger_register(&defon_led_trigger);
		led_trigger_register(&timer_led_trigger);
		led_trigger_register(&heartbeat_led_trigger);
	}
	mutex_unlock(&builtin_lock);
}
