// SPDX-License-Identifier: MIT
/*
 * led-class.c - registering LEDs: the name composed from the node (a
 * taken one suffixed "_1", "_2"...), the class device it becomes (a
 * struct device under the driver's, and an entry of platdev/class.h's
 * registry in class "leds"), and the default trigger.
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/leds.h>
#include <linux/property.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <platdev/class.h>

#include "leds/leds.h"

static void led_dev_release(struct device *dev)
{
	kfree(dev);
}

/*
 * @name, or the first "@name_N" no LED has, in @out.
 * Return: 0, 1 when renamed, -ENAMETOOLONG.
 */
static int led_classdev_next_name(const char *name, char *out, size_t size)
{
	unsigned int i = 0;

	if (strscpy(out, name, size) < 0)
		return -ENAMETOOLONG;
	while (platdev_class_device_find("leds", out))
		if (snprintf(out, size, "%s_%u", name, ++i) >= (int)size)
			return -ENAMETOOLONG;
	return i ? 1 : 0;
}

int led_classdev_register_ext(struct device *parent,
			      struct led_classdev *led_cdev,
			      struct led_init_data *init_data)
{
	char composed_name[LED_MAX_NAME_SIZE];
	const char *proposed = composed_name;
	struct device *dev;
	int ret;

	if (init_data) {
		if (init_data->devname_mandatory && !init_data->devicename) {
			dev_err(parent, "Mandatory device name is missing");
			return -EINVAL;
		}
		ret = led_compose_name(parent, init_data, composed_name);
		if (ret < 0)
			return ret;
		if (init_data->fwnode) {
			fwnode_property_read_string(init_data->fwnode,
						    "linux,default-trigger",
						    &led_cdev->default_trigger);
			if (fwnode_property_present(init_data->fwnode,
						    "retain-state-shutdown"))
				led_cdev->flags |= LED_RETAIN_AT_SHUTDOWN;
			fwnode_property_read_u32(init_data->fwnode,
						 "max-brightness",
						 &led_cdev->max_brightness);
			if (fwnode_property_present(init_data->fwnode, "color"))
				fwnode_property_read_u32(init_data->fwnode,
							 "color",
							 &led_cdev->color);
		}
	} else {
		proposed = led_cdev->name;
	}
	if (!proposed)
		return -EINVAL;
	led_builtin_triggers_init();

	dev = kzalloc(sizeof(*dev), GFP_KERNEL);
	if (!dev)
		return -ENOMEM;
	device_initialize(dev);
	dev->parent = parent;
	dev->release = led_dev_release;
	dev_set_drvdata(dev, led_cdev);

	down_write(&leds_list_lock);
	ret = led_classdev_next_name(proposed, led_cdev->platdev_class.name,
				     sizeof(led_cdev->platdev_class.name));
	if (ret < 0)
		goto err;
	if (ret && (led_cdev->flags & LED_REJECT_NAME_CONFLICT)) {
		ret = -EEXIST;
		goto err;
	}
	if (ret)
		dev_warn(parent, "Led %s renamed to %s due to name collision\n",
			 proposed, led_cdev->platdev_class.name);
	ret = dev_set_name(dev, "%s", led_cdev->platdev_class.name);
	if (ret)
		goto err;
	if (init_data && init_data->fwnode)
		device_set_node(dev, init_data->fwnode);
	ret = device_add(dev);
	if (ret)
		goto err;
	led_cdev->platdev_class.class = "leds";
	led_cdev->platdev_class.parent = parent;
	led_cdev->platdev_class.data = led_cdev;
	ret = platdev_class_device_add(&led_cdev->platdev_class);
	if (ret) {
		device_del(dev);
		goto err;
	}
	led_cdev->name = led_cdev->platdev_class.name;
	led_cdev->dev = dev;
	mutex_init(&led_cdev->led_access);
	mutex_lock(&led_cdev->led_access);
	led_cdev->work_flags = 0;
	init_rwsem(&led_cdev->trigger_lock);
	if (!led_cdev->max_brightness)
		led_cdev->max_brightness = LED_FULL;
	led_update_brightness(led_cdev);
	led_init_core(led_cdev);
	list_add_tail(&led_cdev->node, &leds_list);
	up_write(&leds_list_lock);
	led_trigger_set_default(led_cdev);
	mutex_unlock(&led_cdev->led_access);
	dev_dbg(parent, "Registered led device: %s\n", led_cdev->name);
	return 0;
err:
	up_write(&leds_list_lock);
	put_device(dev);
	return ret;
}

void led_classdev_unregister(struct led_classdev *led_cdev)
{
	if (IS_ERR_OR_NULL(led_cdev->dev))
		return;
	down_write(&led_cdev->trigger_lock);
	if (led_cdev->trigger)
		led_trigger_set(led_cdev, NULL);
	up_write(&led_cdev->trigger_lock);
	led_cdev->flags |= LED_UNREGISTERING;
	led_stop_software_blink(led_cdev);
	if (!(led_cdev->flags & LED_RETAIN_AT_SHUTDOWN))
		led_set_brightness(led_cdev, LED_OFF);
	flush_work(&led_cdev->set_brightness_work);
	down_write(&leds_list_lock);
	list_del(&led_cdev->node);
	platdev_class_device_del(&led_cdev->platdev_class);
	up_write(&leds_list_lock);
	device_unregister(led_cdev->dev);
	led_cdev->dev = NULL;
	mutex_destroy(&led_cdev->led_access);
}

static void devm_led_classdev_release(void *led_cdev)
{
	led_classdev_unregister(led_cdev);
}

int devm_led_classdev_register_ext(struct device *parent,
				   struct led_classdev *led_cdev,
				   struct led_init_data *init_data)
{
	int ret = led_classdev_register_ext(parent, led_cdev, init_data);

	if (ret)
		return ret;
	return devm_add_action_or_reset(parent, devm_led_classdev_release,
					led_cdev);
}

void devm_led_classdev_unregister(struct device *parent,
				  struct led_classdev *led_cdev)
{
	devm_release_action(parent, devm_led_classdev_release, led_cdev);
}

void led_classdev_suspend(struct led_classdev *led_cdev)
{
	led_cdev->flags |= LED_SUSPENDED;
	led_set_brightness_nopm(led_cdev, 0);
	flush_work(&led_cdev->set_brightness_work);
}

void led_classdev_resume(struct led_classdev *led_cdev)
{
	led_set_brightness_nopm(led_cdev,
				(unsigned int)led_get_brightness(led_cdev));
	led_cdev->flags &= ~LED_SUSPENDED;
}
