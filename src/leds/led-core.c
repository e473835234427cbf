// SPDX-License-Identifier: MIT
/*
 * led-core.c - setting an LED's brightness (directly through
 * brightness_set, or through a work item where only
 * brightness_set_blocking exists), blinking it in software on a kernel
 * timer, and the names Linux composes for LEDs from their nodes.
 */
#include <linux/atomic.h>
#include <linux/bitops.h>
#include <linux/jiffies.h>
#include <linux/leds.h>
#include <linux/lockdep.h>
#include <linux/minmax.h>
#include <linux/of.h>
#include <linux/property.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <platdev/class.h>

#include "leds/leds.h"

DECLARE_RWSEM(leds_list_lock);
LIST_HEAD(leds_list);

/* By LED_COLOR_ID_* of dt-bindings/leds/common.h. */
static const char *const led_colors[] = {
	"white",  "red",    "green", "blue",	   "amber",
	"violet", "yellow", "ir",    "multicolor", "rgb",
	"purple", "orange", "pink",  "cyan",	   "lime",
};

#define LED_COLOR_COUNT ARRAY_SIZE(led_colors)

/* A brightness the LED took: recorded for a program to see. */
static void led_record(struct led_classdev *led_cdev, unsigned int value)
{
	if (led_cdev->platdev_class.node.next)
		platdev_class_device_event(&led_cdev->platdev_class,
					   "brightness %u", value);
}

static int __led_set_brightness(struct led_classdev *led_cdev,
				unsigned int value)
{
	if (!led_cdev->brightness_set)
		return -ENOTSUPP;
	led_cdev->brightness_set(led_cdev, value);
	led_record(led_cdev, value);
	return 0;
}

static int __led_set_brightness_blocking(struct led_classdev *led_cdev,
					 unsigned int value)
{
	int ret;

	if (!led_cdev->brightness_set_blocking)
		return -ENOTSUPP;
	ret = led_cdev->brightness_set_blocking(led_cdev, value);
	if (!ret)
		led_record(led_cdev, value);
	return ret;
}

static void led_timer_function(struct timer_list *t)
{
	struct led_classdev *led_cdev = from_timer(led_cdev, t, blink_timer);
	unsigned long brightness, delay;

	if (!led_cdev->blink_delay_on || !led_cdev->blink_delay_off) {
		led_set_brightness_nosleep(led_cdev, LED_OFF);
		clear_bit(LED_BLINK_SW, &led_cdev->work_flags);
		return;
	}
	if (test_and_clear_bit(LED_BLINK_ONESHOT_STOP, &led_cdev->work_flags)) {
		clear_bit(LED_BLINK_SW, &led_cdev->work_flags);
		return;
	}
	brightness = (unsigned long)led_get_brightness(led_cdev);
	if (!brightness) {
		/* An on phase, at the brightness asked for meanwhile. */
		if (test_and_clear_bit(LED_BLINK_BRIGHTNESS_CHANGE,
				       &led_cdev->work_flags))
			brightness = (unsigned long)led_load(
				&led_cdev->new_blink_brightness);
		else
			brightness = (unsigned long)led_cdev->blink_brightness;
		delay = led_cdev->blink_delay_on;
	} else {
		/* An off phase; the on phase's level is kept for the next. */
		led_cdev->blink_brightness = (int)brightness;
		brightness = LED_OFF;
		delay = led_cdev->blink_delay_off;
	}
	led_set_brightness_nosleep(led_cdev, (unsigned int)brightness);
	/* A one-shot blink ends after its second phase. */
	if (test_bit(LED_BLINK_ONESHOT, &led_cdev->work_flags)) {
		bool invert = test_bit(LED_BLINK_INVERT, &led_cdev->work_flags);

		if (invert ? brightness != 0 : brightness == 0)
			set_bit(LED_BLINK_ONESHOT_STOP, &led_cdev->work_flags);
	}
	mod_timer(&led_cdev->blink_timer, jiffies + msecs_to_jiffies(delay));
}

/* Set @value where it may sleep: brightness_set, else the blocking one. */
static void set_brightness_delayed_set_brightness(struct led_classdev *led_cdev,
						  unsigned int value)
{
	int ret = __led_set_brightness(led_cdev, value);

	if (ret == -ENOTSUPP) {
		ret = __led_set_brightness_blocking(led_cdev, value);
		if (ret == -ENOTSUPP)
			return;
	}
	if (ret == -ENODEV && (led_cdev->flags & LED_UNREGISTERING) &&
	    (led_cdev->flags & LED_HW_PLUGGABLE))
		return;
	if (ret < 0)
		dev_err(led_cdev->dev,
			"Setting an LED's brightness failed (%d)\n", ret);
}

static void set_brightness_delayed(struct work_struct *ws)
{
	struct led_classdev *led_cdev =
		container_of(ws, struct led_classdev, set_brightness_work);

	if (test_and_clear_bit(LED_BLINK_DISABLE, &led_cdev->work_flags)) {
		led_stop_software_blink(led_cdev);
		set_bit(LED_SET_BRIGHTNESS_OFF, &led_cdev->work_flags);
	}
	/* Off first (it also stops a hardware blink), then the new level. */
	if (test_and_clear_bit(LED_SET_BRIGHTNESS_OFF, &led_cdev->work_flags)) {
		set_brightness_delayed_set_brightness(led_cdev, LED_OFF);
		if (led_load(&led_cdev->delayed_set_value) != LED_OFF)
			set_bit(LED_SET_BRIGHTNESS, &led_cdev->work_flags);
	}
	if (test_and_clear_bit(LED_SET_BRIGHTNESS, &led_cdev->work_flags))
		set_brightness_delayed_set_brightness(
			led_cdev,
			(unsigned int)led_load(&led_cdev->delayed_set_value));
	if (test_and_clear_bit(LED_SET_BLINK, &led_cdev->work_flags)) {
		unsigned long delay_on = led_load(&led_cdev->delayed_delay_on);
		unsigned long delay_off =
			led_load(&led_cdev->delayed_delay_off);

		led_blink_set(led_cdev, &delay_on, &delay_off);
	}
}

static void led_set_software_blink(struct led_classdev *led_cdev,
				   unsigned long delay_on,
				   unsigned long delay_off)
{
	int current_brightness = led_get_brightness(led_cdev);

	if (current_brightness)
		led_cdev->blink_brightness = current_brightness;
	if (!led_cdev->blink_brightness)
		led_cdev->blink_brightness = (int)led_cdev->max_brightness;
	led_cdev->blink_delay_on = delay_on;
	led_cdev->blink_delay_off = delay_off;
	if (!delay_on) {
		led_set_brightness_nosleep(led_cdev, LED_OFF);
		return;
	}
	if (!delay_off) {
		led_set_brightness_nosleep(
			led_cdev, (unsigned int)led_cdev->blink_brightness);
		return;
	}
	set_bit(LED_BLINK_SW, &led_cdev->work_flags);
	mod_timer(&led_cdev->blink_timer, jiffies + 1);
}

static void led_blink_setup(struct led_classdev *led_cdev,
			    unsigned long *delay_on, unsigned long *delay_off)
{
	if (!test_bit(LED_BLINK_ONESHOT, &led_cdev->work_flags) &&
	    led_cdev->blink_set &&
	    !led_cdev->blink_set(led_cdev, delay_on, delay_off))
		return;
	/* 1 Hz when neither delay is given. */
	if (!*delay_on && !*delay_off)
		*delay_on = *delay_off = 500;
	led_set_software_blink(led_cdev, *delay_on, *delay_off);
}

void led_init_core(struct led_classdev *led_cdev)
{
	INIT_WORK(&led_cdev->set_brightness_work, set_brightness_delayed);
	timer_setup(&led_cdev->blink_timer, led_timer_function, 0);
}

void led_blink_set(struct led_classdev *led_cdev, unsigned long *delay_on,
		   unsigned long *delay_off)
{
	del_timer_sync(&led_cdev->blink_timer);
	clear_bit(LED_BLINK_SW, &led_cdev->work_flags);
	clear_bit(LED_BLINK_ONESHOT, &led_cdev->work_flags);
	clear_bit(LED_BLINK_ONESHOT_STOP, &led_cdev->work_flags);
	led_blink_setup(led_cdev, delay_on, delay_off);
}

void led_blink_set_oneshot(struct led_classdev *led_cdev,
			   unsigned long *delay_on, unsigned long *delay_off,
			   int invert)
{
	if (test_bit(LED_BLINK_ONESHOT, &led_cdev->work_flags) &&
	    timer_pending(&led_cdev->blink_timer))
		return;
	set_bit(LED_BLINK_ONESHOT, &led_cdev->work_flags);
	clear_bit(LED_BLINK_ONESHOT_STOP, &led_cdev->work_flags);
	if (invert)
		set_bit(LED_BLINK_INVERT, &led_cdev->work_flags);
	else
		clear_bit(LED_BLINK_INVERT, &led_cdev->work_flags);
	led_blink_setup(led_cdev, delay_on, delay_off);
}

void led_blink_set_nosleep(struct led_classdev *led_cdev,
			   unsigned long delay_on, unsigned long delay_off)
{
	/* A driver whose blink_set may sleep is called from the work. */
	if (led_cdev->blink_set && led_cdev->brightness_set_blocking) {
		led_store(&led_cdev->delayed_delay_on, delay_on);
		led_store(&led_cdev->delayed_delay_off, delay_off);
		set_bit(LED_SET_BLINK, &led_cdev->work_flags);
		schedule_work(&led_cdev->set_brightness_work);
		return;
	}
	led_blink_set(led_cdev, &delay_on, &delay_off);
}

void led_stop_software_blink(struct led_classdev *led_cdev)
{
	del_timer_sync(&led_cdev->blink_timer);
	led_cdev->blink_delay_on = 0;
	led_cdev->blink_delay_off = 0;
	clear_bit(LED_BLINK_SW, &led_cdev->work_flags);
}

void led_set_brightness(struct led_classdev *led_cdev, unsigned int brightness)
{
	/*
	 * While blinking in software, 0 stops the blink (in the work: the
	 * timer cannot be deleted synchronously here) and another value is
	 * the next on phase's.
	 */
	if (test_bit(LED_BLINK_SW, &led_cdev->work_flags)) {
		if (!brightness) {
			set_bit(LED_BLINK_DISABLE, &led_cdev->work_flags);
			schedule_work(&led_cdev->set_brightness_work);
		} else {
			set_bit(LED_BLINK_BRIGHTNESS_CHANGE,
				&led_cdev->work_flags);
			led_store(&led_cdev->new_blink_brightness,
				  (int)brightness);
		}
		return;
	}
	led_set_brightness_nosleep(led_cdev, brightness);
}

void led_set_brightness_nopm(struct led_classdev *led_cdev, unsigned int value)
{
	if (!__led_set_brightness(led_cdev, value))
		return;
	/* Only a blocking setter: the work item calls it. */
	led_store(&led_cdev->delayed_set_value, (int)value);
	smp_mb__before_atomic();
	if (value) {
		set_bit(LED_SET_BRIGHTNESS, &led_cdev->work_flags);
	} else {
		clear_bit(LED_SET_BRIGHTNESS, &led_cdev->work_flags);
		clear_bit(LED_SET_BLINK, &led_cdev->work_flags);
		set_bit(LED_SET_BRIGHTNESS_OFF, &led_cdev->work_flags);
	}
	schedule_work(&led_cdev->set_brightness_work);
}

void led_set_brightness_nosleep(struct led_classdev *led_cdev,
				unsigned int value)
{
	value = min(value, led_cdev->max_brightness);
	led_store(&led_cdev->brightness, value);
	if (led_cdev->flags & LED_SUSPENDED)
		return;
	led_set_brightness_nopm(led_cdev, value);
}

int led_set_brightness_sync(struct led_classdev *led_cdev, unsigned int value)
{
	if (led_cdev->blink_delay_on || led_cdev->blink_delay_off)
		return -EBUSY;
	value = min(value, led_cdev->max_brightness);
	led_store(&led_cdev->brightness, value);
	if (led_cdev->flags & LED_SUSPENDED)
		return 0;
	return __led_set_brightness_blocking(led_cdev, value);
}

int led_update_brightness(struct led_classdev *led_cdev)
{
	int ret;

	if (led_cdev->brightness_get) {
		ret = (int)led_cdev->brightness_get(led_cdev);
		if (ret < 0)
			return ret;
		led_store(&led_cdev->brightness, (unsigned int)ret);
	}
	return 0;
}

u32 *led_get_default_pattern(struct led_classdev *led_cdev, unsigned int *size)
{
	struct fwnode_handle *fwnode = dev_fwnode(led_cdev->dev);
	u32 *pattern;
	int count;

	count = fwnode_property_count_u32(fwnode, "led-pattern");
	if (count < 0)
		return NULL;
	pattern = kcalloc((size_t)count, sizeof(*pattern), GFP_KERNEL);
	if (!pattern)
		return NULL;
	if (fwnode_property_read_u32_array(fwnode, "led-pattern", pattern,
					   (size_t)count)) {
		kfree(pattern);
		return NULL;
	}
	*size = (unsigned int)count;
	return pattern;
}

void led_sysfs_disable(struct led_classdev *led_cdev)
{
	lockdep_assert_held(&led_cdev->led_access);
	led_cdev->flags |= LED_SYSFS_DISABLE;
}

void led_sysfs_enable(struct led_classdev *led_cdev)
{
	lockdep_assert_held(&led_cdev->led_access);
	led_cdev->flags &= ~LED_SYSFS_DISABLE;
}

/* The naming properties of @fwnode: "label" alone, else color/function. */
static void led_parse_fwnode_props(struct device *dev,
				   struct fwnode_handle *fwnode,
				   struct led_properties *props)
{
	int ret;

	if (!fwnode)
		return;
	if (fwnode_property_present(fwnode, "label")) {
		ret = fwnode_property_read_string(fwnode, "label",
						  &props->label);
		if (ret)
			dev_err(dev, "Error parsing 'label' property (%d)\n",
				ret);
		return;
	}
	if (fwnode_property_present(fwnode, "color")) {
		ret = fwnode_property_read_u32(fwnode, "color", &props->color);
		if (ret)
			dev_err(dev, "Error parsing 'color' property (%d)\n",
				ret);
		else if (props->color >= LED_COLOR_COUNT)
			dev_err(dev, "LED color identifier out of range\n");
		else
			props->color_present = true;
	}
	if (!fwnode_property_present(fwnode, "function"))
		return;
	ret = fwnode_property_read_string(fwnode, "function", &props->function);
	if (ret)
		dev_err(dev, "Error parsing 'function' property (%d)\n", ret);
	if (!fwnode_property_present(fwnode, "function-enumerator"))
		return;
	ret = fwnode_property_read_u32(fwnode, "function-enumerator",
				       &props->func_enum);
	if (ret)
		dev_err(dev,
			"Error parsing 'function-enumerator' property (%d)\n",
			ret);
	else
		props->func_enum_present = true;
}

int led_compose_name(struct device *dev, struct led_init_data *init_data,
		     char *led_classdev_name)
{
	struct led_properties props = {};
	struct fwnode_handle *fwnode = init_data->fwnode;
	const char *devicename = init_data->devicename;
	char tmp[LED_MAX_NAME_SIZE];

	if (!led_classdev_name)
		return -EINVAL;
	led_parse_fwnode_props(dev, fwnode, &props);
	if (props.label) {
		if (!devicename)
			strscpy(led_classdev_name, props.label,
				LED_MAX_NAME_SIZE);
		else
			snprintf(led_classdev_name, LED_MAX_NAME_SIZE, "%s:%s",
				 devicename, props.label);
	} else if (props.function || props.color_present) {
		const char *color =
			props.color_present ? led_colors[props.color] : "";
		const char *function = props.function ? props.function : "";

		if (props.func_enum_present)
			snprintf(tmp, sizeof(tmp), "%s:%s-%d", color, function,
				 (int)props.func_enum);
		else
			snprintf(tmp, sizeof(tmp), "%s:%s", color, function);
		if (init_data->devname_mandatory) {
			if (snprintf(led_classdev_name, LED_MAX_NAME_SIZE,
				     "%s:%s", devicename, tmp) < 0)
				return -EINVAL;
		} else
			strscpy(led_classdev_name, tmp, LED_MAX_NAME_SIZE);
	} else if (init_data->default_label) {
		if (!devicename) {
			dev_err(dev,
				"Legacy LED naming requires devicename segment");
			return -EINVAL;
		}
		snprintf(led_classdev_name, LED_MAX_NAME_SIZE, "%s:%s",
			 devicename, init_data->default_label);
	} else if (is_of_node(fwnode)) {
		strscpy(led_classdev_name, to_of_node(fwnode)->name,
			LED_MAX_NAME_SIZE);
	} else {
		return -EINVAL;
	}
	return 0;
}

const char *led_get_color_name(u8 color_id)
{
	return color_id < LED_COLOR_COUNT ? led_colors[color_id] : NULL;
}

enum led_default_state led_init_default_state_get(struct fwnode_handle *fwnode)
{
	const char *state = NULL;

	if (!fwnode_property_read_string(fwnode, "default-state", &state)) {
		if (!strcmp(state, "keep"))
			return LEDS_DEFSTATE_KEEP;
		if (!strcmp(state, "on"))
			return LEDS_DEFSTATE_ON;
	}
	return LEDS_DEFSTATE_OFF;
}
