// SPDX-License-Identifier: MIT
/*
 * qos.c - device PM QoS (linux/pm_qos.h), as Linux's
 * drivers/base/power/qos.c: every active request on one list under a
 * spinlock; a device's value of a type combines its requests of that
 * type (min, max or OR, by type).
 */
#include <linux/bug.h>
#include <linux/pm_qos.h>
#include <linux/spinlock.h>

static DEFINE_RAW_SPINLOCK(dev_qos_lock);
static LIST_HEAD(dev_qos_requests);

static bool dev_qos_type_valid(enum dev_pm_qos_req_type type)
{
	return type >= DEV_PM_QOS_RESUME_LATENCY && type <= DEV_PM_QOS_FLAGS;
}

static s32 dev_qos_default(enum dev_pm_qos_req_type type)
{
	switch (type) {
	case DEV_PM_QOS_RESUME_LATENCY:
		return PM_QOS_RESUME_LATENCY_DEFAULT_VALUE;
	case DEV_PM_QOS_LATENCY_TOLERANCE:
		return PM_QOS_LATENCY_TOLERANCE_NO_CONSTRAINT;
	case DEV_PM_QOS_MIN_FREQUENCY:
		return FREQ_QOS_MIN_DEFAULT_VALUE;
	case DEV_PM_QOS_MAX_FREQUENCY:
		return FREQ_QOS_MAX_DEFAULT_VALUE;
	default:
		return 0;
	}
}

/* A request's value as added: PM_QOS_DEFAULT_VALUE means the default. */
static s32 dev_qos_value(enum dev_pm_qos_req_type type, s32 value)
{
	if (value != PM_QOS_DEFAULT_VALUE || type == DEV_PM_QOS_FLAGS)
		return value;
	if (type == DEV_PM_QOS_LATENCY_TOLERANCE)
		return PM_QOS_LATENCY_TOLERANCE_DEFAULT_VALUE;
	return dev_qos_default(type);
}

static s32 dev_qos_req_value(const struct dev_pm_qos_request *req)
{
	return req->type == DEV_PM_QOS_FLAGS ? req->data.flr.flags :
					       req->data.pnode.prio;
}

static void dev_qos_set(struct dev_pm_qos_request *req, s32 value)
{
	if (req->type == DEV_PM_QOS_FLAGS)
		req->data.flr.flags = value;
	else
		req->data.pnode.prio = value;
}

/*
 * @dev's combined @type; *@any tells whether a request of it exists.
 * Called locked.
 */
static s32 dev_qos_combined(struct device *dev, enum dev_pm_qos_req_type type,
			    bool *any)
{
	struct dev_pm_qos_request *req;
	s32 acc = type == DEV_PM_QOS_FLAGS ? 0 : dev_qos_default(type);
	bool seen = false;
	s32 v;

	list_for_each_entry(req, &dev_qos_requests, __platdev_node) {
		if (req->dev != dev || req->type != type)
			continue;
		v = dev_qos_req_value(req);
		if (type == DEV_PM_QOS_FLAGS)
			acc |= v;
		else if (type == DEV_PM_QOS_MIN_FREQUENCY)
			acc = v > acc ? v : acc;
		else if (type == DEV_PM_QOS_LATENCY_TOLERANCE && !seen)
			acc = v;
		else
			acc = v < acc ? v : acc;
		seen = true;
	}
	if (any)
		*any = seen;
	return acc;
}

int dev_pm_qos_add_request(struct device *dev, struct dev_pm_qos_request *req,
			   enum dev_pm_qos_req_type type, s32 value)
{
	unsigned long flags;
	s32 before;

	if (!dev || !req || !dev_qos_type_valid(type))
		return -EINVAL;
	if (WARN(dev_pm_qos_request_active(req),
		 "%s() called for already added request\n", __func__))
		return -EEXIST;
	flags = _raw_spin_lock_irqsave(&dev_qos_lock);
	before = dev_qos_combined(dev, type, NULL);
	req->type = type;
	req->dev = dev;
	dev_qos_set(req, dev_qos_value(type, value));
	list_add_tail(&req->__platdev_node, &dev_qos_requests);
	value = dev_qos_combined(dev, type, NULL);
	_raw_spin_unlock_irqrestore(&dev_qos_lock, flags);
	return value != before;
}

int dev_pm_qos_update_request(struct dev_pm_qos_request *req, s32 new_value)
{
	unsigned long flags;
	s32 before;

	if (!req)
		return -EINVAL;
	if (WARN(!dev_pm_qos_request_active(req),
		 "%s() called for unknown object\n", __func__))
		return -EINVAL;
	flags = _raw_spin_lock_irqsave(&dev_qos_lock);
	before = dev_qos_combined(req->dev, req->type, NULL);
	dev_qos_set(req, dev_qos_value(req->type, new_value));
	new_value = dev_qos_combined(req->dev, req->type, NULL);
	_raw_spin_unlock_irqrestore(&dev_qos_lock, flags);
	return new_value != before;
}

int dev_pm_qos_remove_request(struct dev_pm_qos_request *req)
{
	unsigned long flags;
	s32 before, after;

	if (!req)
		return -EINVAL;
	if (WARN(!dev_pm_qos_request_active(req),
		 "%s() called for unknown object\n", __func__))
		return -EINVAL;
	flags = _raw_spin_lock_irqsave(&dev_qos_lock);
	before = dev_qos_combined(req->dev, req->type, NULL);
	list_del(&req->__platdev_node);
	after = dev_qos_combined(req->dev, req->type, NULL);
	req->dev = NULL;
	_raw_spin_unlock_irqrestore(&dev_qos_lock, flags);
	return after != before;
}

s32 dev_pm_qos_read_value(struct device *dev, enum dev_pm_qos_req_type type)
{
	unsigned long flags;
	s32 value;

	if (!dev_qos_type_valid(type))
		return 0;
	flags = _raw_spin_lock_irqsave(&dev_qos_lock);
	value = dev_qos_combined(dev, type, NULL);
	_raw_spin_unlock_irqrestore(&dev_qos_lock, flags);
	return value;
}

enum pm_qos_flags_status dev_pm_qos_flags(struct device *dev, s32 mask)
{
	unsigned long flags;
	bool any;
	s32 value;

	flags = _raw_spin_lock_irqsave(&dev_qos_lock);
	value = dev_qos_combined(dev, DEV_PM_QOS_FLAGS, &any);
	_raw_spin_unlock_irqrestore(&dev_qos_lock, flags);
	if (!any)
		return PM_QOS_FLAGS_UNDEFINED;
	if (!(value & mask))
		return PM_QOS_FLAGS_NONE;
	return (value & mask) == mask ? PM_QOS_FLAGS_ALL : PM_QOS_FLAGS_SOME;
}
