// SPDX-License-Identifier: MIT
/*
 * evdev.c - the readers a program opens on an input device
 * (platdev/input.h), like Linux's evdev clients: a ring of events per
 * reader, filled a packet at a time under the device's event_lock, and the
 * device's class device, which programs find it by.
 */
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/input.h>
#include <linux/ktime.h>
#include <linux/math64.h>
#include <linux/mutex.h>
#include <linux/slab.h>
#include <platdev/input.h>

#include "input_core.h"

/*
 * Guards finding a device by name and taking a reference to it against
 * its unregistration.
 */
static DEFINE_MUTEX(input_class_lock);

struct platdev_input_reader {
	struct input_dev *dev;
	struct list_head node; /* on the core's readers, event_lock */
	unsigned int head, tail; /* event_lock */
	bool gone; /* event_lock */
	struct input_event buf[PLATDEV_INPUT_READER_EVENTS];
};

int input_class_add(struct input_dev *dev)
{
	int err;

	mutex_lock(&input_class_lock);
	err = platdev_class_device_add(&dev->__platdev_core->cdev);
	mutex_unlock(&input_class_lock);
	return err;
}

void input_class_del(struct input_dev *dev)
{
	mutex_lock(&input_class_lock);
	platdev_class_device_del(&dev->__platdev_core->cdev);
	mutex_unlock(&input_class_lock);
}

/* ---- filling (event_lock held) ---- */

static void reader_push(struct platdev_input_reader *r, ktime_t time,
			unsigned int type, unsigned int code, int value)
{
	struct input_event *ev;
	u32 nsec;
	u64 sec = div_u64_rem((u64)time, NSEC_PER_SEC, &nsec);

	if (r->head - r->tail == PLATDEV_INPUT_READER_EVENTS) {
		/* Overrun: what was unread is lost, and the reader told. */
		r->tail = r->head;
		type = EV_SYN;
		code = SYN_DROPPED;
		value = 0;
	}
	ev = &r->buf[r->head % PLATDEV_INPUT_READER_EVENTS];
	ev->input_event_sec = (unsigned long)sec;
	ev->input_event_usec = nsec / 1000;
	ev->type = (__u16)type;
	ev->code = (__u16)code;
	ev->value = value;
	r->head++;
}

static void input_record(struct input_dev *dev, const struct input_value *v)
{
	struct platdev_class_device *cdev = &dev->__platdev_core->cdev;

	switch (v->type) {
	case EV_SYN:
		break;
	case EV_KEY:
		platdev_class_device_event(cdev, "key %u %s", v->code,
					   v->value == 2 ? "repeat" :
					   v->value	 ? "down" :
							   "up");
		break;
	case EV_SW:
		platdev_class_device_event(cdev, "switch %u %s", v->code,
					   v->value ? "on" : "off");
		break;
	default:
		platdev_class_device_event(cdev, "event %u %u %d", v->type,
					   v->code, v->value);
		break;
	}
}

void input_readers_pass(struct input_dev *dev, const struct input_value *vals,
			unsigned int count)
{
	ktime_t time = dev->timestamp[INPUT_CLK_MONO];
	struct platdev_input_reader *r;
	unsigned int i;

	for (i = 0; i < count; i++)
		input_record(dev, &vals[i]);
	list_for_each_entry(r, &dev->__platdev_core->readers, node)
		for (i = 0; i < count; i++)
			reader_push(r, time, vals[i].type, vals[i].code,
				    vals[i].value);
}

/* ---- open and close ---- */

struct platdev_input_reader *platdev_input_open(const char *name)
{
	struct platdev_input_reader *r;
	struct platdev_class_device *cdev;
	struct input_dev *dev = NULL;
	unsigned long flags;
	int err = 0;

	r = kzalloc(sizeof(*r), GFP_KERNEL);
	if (!r)
		return ERR_PTR(-ENOMEM);
	mutex_lock(&input_class_lock);
	cdev = platdev_class_device_find("input", name);
	if (cdev)
		dev = input_get_device(cdev->data);
	mutex_unlock(&input_class_lock);
	if (!dev) {
		kfree(r);
		return ERR_PTR(-ENODEV);
	}

	mutex_lock(&dev->mutex);
	if (dev->going_away) {
		err = -ENODEV;
	} else if (!dev->users++ && dev->open) {
		err = dev->open(dev);
		if (err)
			dev->users--;
	}
	if (!err) {
		r->dev = dev;
		spin_lock_irqsave(&dev->event_lock, flags);
		list_add_tail(&r->node, &dev->__platdev_core->readers);
		spin_unlock_irqrestore(&dev->event_lock, flags);
	}
	mutex_unlock(&dev->mutex);
	if (err) {
		input_put_device(dev);
		kfree(r);
		return ERR_PTR(err);
	}
	return r;
}

/* Take @r off its device; the last reader off closes it (mutex held). */
static void reader_detach(struct platdev_input_reader *r)
{
	struct input_dev *dev = r->dev;
	unsigned long flags;
	bool was_open;

	spin_lock_irqsave(&dev->event_lock, flags);
	was_open = !r->gone;
	if (was_open) {
		list_del(&r->node);
		r->gone = true;
	}
	spin_unlock_irqrestore(&dev->event_lock, flags);
	if (was_open && !--dev->users && dev->close)
		dev->close(dev);
}

void input_readers_disconnect(struct input_dev *dev)
{
	struct platdev_input_reader *r;
	unsigned long flags;

	/* Readers join under dev->mutex only: none comes meanwhile. */
	mutex_lock(&dev->mutex);
	for (;;) {
		spin_lock_irqsave(&dev->event_lock, flags);
		r = list_first_entry_or_null(&dev->__platdev_core->readers,
					     struct platdev_input_reader, node);
		spin_unlock_irqrestore(&dev->event_lock, flags);
		if (!r)
			break;
		reader_detach(r);
	}
	mutex_unlock(&dev->mutex);
}

void platdev_input_close(struct platdev_input_reader *reader)
{
	struct input_dev *dev;

	if (IS_ERR_OR_NULL(reader))
		return;
	dev = reader->dev;
	mutex_lock(&dev->mutex);
	reader_detach(reader);
	mutex_unlock(&dev->mutex);
	input_put_device(dev);
	kfree(reader);
}

/* ---- reading ---- */

int platdev_input_read(struct platdev_input_reader *reader,
		       struct input_event *ev, size_t max)
{
	struct input_dev *dev = reader->dev;
	unsigned long flags;
	int n = 0;

	if (!max)
		return -EINVAL;
	spin_lock_irqsave(&dev->event_lock, flags);
	while ((size_t)n < max && reader->tail != reader->head) {
		ev[n++] =
			reader->buf[reader->tail % PLATDEV_INPUT_READER_EVENTS];
		reader->tail++;
	}
	if (!n)
		n = reader->gone ? -ENODEV : -EAGAIN;
	spin_unlock_irqrestore(&dev->event_lock, flags);
	return n;
}

bool platdev_input_key_down(struct platdev_input_reader *reader,
			    unsigned int code)
{
	struct input_dev *dev = reader->dev;
	unsigned long flags;
	bool down;

	if (code > KEY_MAX)
		return false;
	spin_lock_irqsave(&dev->event_lock, flags);
	down = !reader->gone && test_bit(code, dev->key);
	spin_unlock_irqrestore(&dev->event_lock, flags);
	return down;
}

const char *platdev_input_name(struct platdev_input_reader *reader,
			       struct input_id *id)
{
	struct input_dev *dev = reader->dev;
	unsigned long flags;
	bool gone;

	spin_lock_irqsave(&dev->event_lock, flags);
	gone = reader->gone;
	spin_unlock_irqrestore(&dev->event_lock, flags);
	if (gone)
		return NULL;
	if (id)
		*id = dev->id;
	return dev->name ? dev->name : "";
}
