// SPDX-License-Identifier: MIT
/*
 * class.c - the RTC class's devices (linux/rtc.h): allocation with a
 * number ("rtcN", from the parent's "rtc" alias when it has one),
 * registration as a class device of platdev/class.h, and their undoing
 * when the parent unbinds. Only the devres actions free an RTC: the
 * unregistration (the driver's ops dropped, so that a program still
 * holding the device gets -ENODEV) runs before the last put.
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/idr.h>
#include <linux/module.h>
#include <linux/of.h>
#include <linux/property.h>
#include <linux/rtc.h>
#include <linux/slab.h>
#include <stdio.h>

static DEFINE_IDA(rtc_ida);

static void rtc_device_release(struct device *dev)
{
	struct rtc_device *rtc = to_rtc_device(dev);

	/* Nothing may run on a freed device: the work item is finished. */
	cancel_work_sync(&rtc->irqwork);
	ida_free(&rtc_ida, (unsigned int)rtc->id);
	mutex_destroy(&rtc->ops_lock);
	kfree(rtc);
}

/* The number of @dev's (or its parent's) "rtc" alias when free, else the
 * lowest free one. */
static int rtc_device_get_id(struct device *dev)
{
	struct device_node *np = dev->of_node;
	int alias = -1, id = -1;

	if (!np && dev->parent)
		np = dev->parent->of_node;
	if (np)
		alias = of_alias_get_id(np, "rtc");
	if (alias >= 0) {
		id = ida_alloc_range(&rtc_ida, (unsigned int)alias,
				     (unsigned int)alias, GFP_KERNEL);
		if (id < 0)
			dev_warn(dev, "/aliases ID %d not available\n", alias);
	}
	if (id < 0)
		id = ida_alloc(&rtc_ida, GFP_KERNEL);
	return id;
}

static struct rtc_device *rtc_allocate_device(void)
{
	struct rtc_device *rtc = kzalloc(sizeof(*rtc), GFP_KERNEL);

	if (!rtc)
		return NULL;
	device_initialize(&rtc->dev);
	rtc->dev.release = rtc_device_release;
	rtc->set_offset_nsec = NSEC_PER_SEC + 5 * NSEC_PER_MSEC;
	rtc->irq_freq = 1;
	rtc->max_user_freq = 64;
	mutex_init(&rtc->ops_lock);
	spin_lock_init(&rtc->irq_lock);
	init_waitqueue_head(&rtc->irq_queue);
	INIT_LIST_HEAD(&rtc->timerqueue);
	INIT_WORK(&rtc->irqwork, rtc_timer_do_work);
	rtc_timer_init(&rtc->aie_timer, rtc_aie_update_irq, rtc);
	rtc_timer_init(&rtc->uie_rtctimer, rtc_uie_update_irq, rtc);
	set_bit(RTC_FEATURE_ALARM, rtc->features);
	set_bit(RTC_FEATURE_UPDATE_INTERRUPT, rtc->features);
	return rtc;
}

static void devm_rtc_release_device(void *data)
{
	struct rtc_device *rtc = data;

	put_device(&rtc->dev);
}

struct rtc_device *devm_rtc_allocate_device(struct device *dev)
{
	struct rtc_device *rtc;
	int id, err;

	id = rtc_device_get_id(dev);
	if (id < 0)
		return ERR_PTR(id);
	rtc = rtc_allocate_device();
	if (!rtc) {
		ida_free(&rtc_ida, (unsigned int)id);
		return ERR_PTR(-ENOMEM);
	}
	rtc->id = id;
	rtc->dev.parent = dev;
	err = devm_add_action_or_reset(dev, devm_rtc_release_device, rtc);
	if (err)
		return ERR_PTR(err);
	err = dev_set_name(&rtc->dev, "rtc%d", id);
	if (err)
		return ERR_PTR(err);
	return rtc;
}
EXPORT_SYMBOL_GPL(devm_rtc_allocate_device);

/*
 * Where the hardware's range starts when the parent has "start-year", and
 * what the core then adds to its time: a range that does not reach
 * start-year is moved there whole; one that does is extended by its length
 * on the side start-year lies.
 */
static void rtc_device_get_offset(struct rtc_device *rtc)
{
	time64_t range_secs;
	u32 start_year;

	if (rtc->range_min == (time64_t)rtc->range_max)
		return;
	if (!device_property_read_u32(rtc->dev.parent, "start-year",
				      &start_year)) {
		rtc->start_secs = mktime64(start_year, 1, 1, 0, 0, 0);
		rtc->set_start_time = true;
	}
	if (!rtc->set_start_time)
		return;
	range_secs = (time64_t)(rtc->range_max - (timeu64_t)rtc->range_min) + 1;
	if ((rtc->start_secs >= 0 &&
	     (timeu64_t)rtc->start_secs > rtc->range_max) ||
	    rtc->start_secs + range_secs - 1 < rtc->range_min)
		rtc->offset_secs = rtc->start_secs - rtc->range_min;
	else if (rtc->start_secs > rtc->range_min)
		rtc->offset_secs = range_secs;
	else if (rtc->start_secs < rtc->range_min)
		rtc->offset_secs = -range_secs;
	else
		rtc->offset_secs = 0;
}

static void devm_rtc_unregister_device(void *data)
{
	struct rtc_device *rtc = data;

	mutex_lock(&rtc->ops_lock);
	platdev_class_device_del(&rtc->class_dev);
	device_del(&rtc->dev);
	rtc->ops = NULL;
	mutex_unlock(&rtc->ops_lock);
	/* A work item queued before may still run: it finds no ops. */
	cancel_work_sync(&rtc->irqwork);
}

int __devm_rtc_register_device(struct module *owner, struct rtc_device *rtc)
{
	struct rtc_wkalrm alrm;
	int err;

	if (!rtc->ops) {
		dev_dbg(&rtc->dev, "no ops set\n");
		return -EINVAL;
	}
	if (!rtc->ops->set_alarm)
		clear_bit(RTC_FEATURE_ALARM, rtc->features);
	if (rtc->ops->set_offset)
		set_bit(RTC_FEATURE_CORRECTION, rtc->features);
	rtc->owner = owner;
	rtc_device_get_offset(rtc);

	/* An alarm the hardware holds already becomes the alarm timer. */
	err = __rtc_read_alarm(rtc, &alrm);
	if (!err && !rtc_valid_tm(&alrm.time))
		rtc_initialize_alarm(rtc, &alrm);

	err = device_add(&rtc->dev);
	if (err) {
		dev_err(rtc->dev.parent, "failed to add %s: %d\n",
			dev_name(&rtc->dev), err);
		return err;
	}
	rtc->class_dev.class = "rtc";
	snprintf(rtc->class_dev.name, sizeof(rtc->class_dev.name), "%s",
		 dev_name(&rtc->dev));
	rtc->class_dev.parent = rtc->dev.parent;
	rtc->class_dev.data = rtc;
	err = platdev_class_device_add(&rtc->class_dev);
	if (err) {
		device_del(&rtc->dev);
		return err;
	}
	dev_info(rtc->dev.parent, "registered as %s\n", dev_name(&rtc->dev));
	return devm_add_action_or_reset(rtc->dev.parent,
					devm_rtc_unregister_device, rtc);
}
EXPORT_SYMBOL_GPL(__devm_rtc_register_device);

struct rtc_device *devm_rtc_device_register(struct device *dev,
					    const char *name,
					    const struct rtc_class_ops *ops,
					    struct module *owner)
{
	struct rtc_device *rtc = devm_rtc_allocate_device(dev);
	int err;

	(void)name;
	if (IS_ERR(rtc))
		return rtc;
	rtc->ops = ops;
	err = __devm_rtc_register_device(owner, rtc);
	if (err)
		return ERR_PTR(err);
	return rtc;
}
EXPORT_SYMBOL_GPL(devm_rtc_device_register);

/**
 * rtc_class_open() - a registered RTC by name, with a reference
 * @name: "rtc0", ...
 *
 * Return: the device (give it back with rtc_class_close()), or NULL.
 */
struct rtc_device *rtc_class_open(const char *name)
{
	struct platdev_class_device *cdev =
		platdev_class_device_find("rtc", name);
	struct rtc_device *rtc;

	if (!name || !cdev)
		return NULL;
	rtc = cdev->data;
	get_device(&rtc->dev);
	return rtc;
}
EXPORT_SYMBOL_GPL(rtc_class_open);

/** rtc_class_close() - give back what rtc_class_open() returned */
void rtc_class_close(struct rtc_device *rtc)
{
	put_device(&rtc->dev);
}
EXPORT_SYMBOL_GPL(rtc_class_close);
