// SPDX-License-Identifier: MIT
/*
 * input.c - the input core (linux/input.h): allocating and registering
 * input devices, their capabilities and absolute axes, the event filter
 * (Linux's dispositions: what changes state passes, what does not is
 * dropped), packets ended by SYN_REPORT, and the default keymap calls.
 */
#include <linux/atomic.h>
#include <linux/bitmap.h>
#include <linux/device.h>
#include <linux/errno.h>
#include <linux/input.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/timekeeping.h>

#include "input_core.h"

#define INPUT_IGNORE_EVENT 0
#define INPUT_PASS_TO_HANDLERS 1
#define INPUT_PASS_TO_DEVICE 2
#define INPUT_FLUSH 4
#define INPUT_PASS_TO_ALL (INPUT_PASS_TO_HANDLERS | INPUT_PASS_TO_DEVICE)

/* input0 is the first device allocated, as in Linux. */
static atomic_t input_no = ATOMIC_INIT(-1);

/* A device and the core's part of it, in one allocation. */
struct input_alloc {
	struct input_dev dev;
	struct platdev_input_core core;
};

static inline bool is_event_supported(unsigned int code,
				      const unsigned long *bm, unsigned int max)
{
	return code <= max && test_bit(code, bm);
}

/* ---- allocation ---- */

static void input_dev_release(struct device *device)
{
	struct input_dev *dev = to_input_dev(device);

	kfree(dev->absinfo);
	kfree(dev->vals);
	kfree(container_of(dev, struct input_alloc, dev));
}

struct input_dev *input_allocate_device(void)
{
	struct input_alloc *a;
	struct input_dev *dev;

	a = kzalloc(sizeof(*a), GFP_KERNEL);
	if (!a)
		return NULL;
	dev = &a->dev;
	dev->__platdev_core = &a->core;
	INIT_LIST_HEAD(&a->core.readers);
	a->core.cdev.class = "input";
	a->core.cdev.data = dev;
	spin_lock_init(&dev->event_lock);
	mutex_init(&dev->mutex);
	INIT_LIST_HEAD(&dev->h_list);
	INIT_LIST_HEAD(&dev->node);
	device_initialize(&dev->dev);
	dev->dev.release = input_dev_release;
	if (dev_set_name(&dev->dev, "input%d", atomic_inc_return(&input_no))) {
		put_device(&dev->dev);
		return NULL;
	}
	return dev;
}

static void __input_unregister_device(struct input_dev *dev);

/* A managed device: unregistered (when it was) and freed with its parent. */
static void devm_input_device_release(void *data)
{
	struct input_dev *dev = data;

	__input_unregister_device(dev);
	input_put_device(dev);
}

struct input_dev *devm_input_allocate_device(struct device *dev)
{
	struct input_dev *input = input_allocate_device();

	if (!input)
		return NULL;
	input->dev.parent = dev;
	input->devres_managed = true;
	if (devm_add_action_or_reset(dev, devm_input_device_release, input))
		return NULL;
	return input;
}

void input_free_device(struct input_dev *dev)
{
	if (!dev)
		return;
	if (dev->devres_managed)
		devm_remove_action(dev->dev.parent, devm_input_device_release,
				   dev);
	input_put_device(dev);
}

/* ---- capabilities and axes ---- */

void input_alloc_absinfo(struct input_dev *dev)
{
	if (dev->absinfo)
		return;
	dev->absinfo = kcalloc(ABS_CNT, sizeof(*dev->absinfo), GFP_KERNEL);
	if (!dev->absinfo) {
		dev_err(dev->dev.parent ?: &dev->dev,
			"%s: unable to allocate memory\n", __func__);
		/* Linux warns once here; a driver goes on without the axis. */
	}
}

void input_set_abs_params(struct input_dev *dev, unsigned int axis, int min,
			  int max, int fuzz, int flat)
{
	struct input_absinfo *absinfo;

	__set_bit(EV_ABS, dev->evbit);
	__set_bit(axis, dev->absbit);
	input_alloc_absinfo(dev);
	if (!dev->absinfo)
		return;
	absinfo = &dev->absinfo[axis];
	absinfo->minimum = min;
	absinfo->maximum = max;
	absinfo->fuzz = fuzz;
	absinfo->flat = flat;
}

void input_copy_abs(struct input_dev *dst, unsigned int dst_axis,
		    const struct input_dev *src, unsigned int src_axis)
{
	if (WARN_ON(!(test_bit(EV_ABS, src->evbit) &&
		      test_bit(src_axis, src->absbit))))
		return;
	input_alloc_absinfo(dst);
	if (!dst->absinfo)
		return;
	dst->absinfo[dst_axis] = src->absinfo[src_axis];
	__set_bit(EV_ABS, dst->evbit);
	__set_bit(dst_axis, dst->absbit);
}

void input_set_capability(struct input_dev *dev, unsigned int type,
			  unsigned int code)
{
	switch (type) {
	case EV_KEY:
		__set_bit(code, dev->keybit);
		break;
	case EV_REL:
		__set_bit(code, dev->relbit);
		break;
	case EV_ABS:
		input_alloc_absinfo(dev);
		__set_bit(code, dev->absbit);
		break;
	case EV_MSC:
		__set_bit(code, dev->mscbit);
		break;
	case EV_SW:
		__set_bit(code, dev->swbit);
		break;
	case EV_LED:
		__set_bit(code, dev->ledbit);
		break;
	case EV_SND:
		__set_bit(code, dev->sndbit);
		break;
	case EV_FF:
		__set_bit(code, dev->ffbit);
		break;
	case EV_PWR:
		break;
	default:
		pr_err("%s: unknown type %u (code %u)\n", __func__, type, code);
		return;
	}
	__set_bit(type, dev->evbit);
}

void input_enable_softrepeat(struct input_dev *dev, int delay, int period)
{
	dev->rep[REP_DELAY] = delay;
	dev->rep[REP_PERIOD] = period;
}

bool input_device_enabled(struct input_dev *dev)
{
	return !dev->inhibited && dev->users > 0;
}

/* ---- events ---- */

void input_set_timestamp(struct input_dev *dev, ktime_t timestamp)
{
	dev->timestamp[INPUT_CLK_MONO] = timestamp;
	dev->timestamp[INPUT_CLK_REAL] = timestamp;
	dev->timestamp[INPUT_CLK_BOOT] = timestamp;
}

ktime_t *input_get_timestamp(struct input_dev *dev)
{
	if (!dev->timestamp[INPUT_CLK_MONO])
		input_set_timestamp(dev, ktime_get());
	return dev->timestamp;
}

/* An absolute axis's new value, kept unless within its fuzz. */
static int input_abs_disposition(struct input_dev *dev, unsigned int code,
				 int *pval)
{
	struct input_absinfo *info;
	int old, fuzz, val = *pval;

	if (!dev->absinfo)
		return INPUT_IGNORE_EVENT;
	info = &dev->absinfo[code];
	old = info->value;
	fuzz = info->fuzz;
	if (fuzz) {
		if (val > old - fuzz / 2 && val < old + fuzz / 2)
			val = old;
		else if (val > old - fuzz && val < old + fuzz)
			val = (old * 3 + val) / 4;
		else if (val > old - fuzz * 2 && val < old + fuzz * 2)
			val = (old + val) / 2;
	}
	if (val == old)
		return INPUT_IGNORE_EVENT;
	info->value = val;
	*pval = val;
	return INPUT_PASS_TO_HANDLERS;
}

/* Whether a two-state code changes; if so its bit is flipped. */
static bool input_state_changes(unsigned long *state, unsigned int code,
				int value)
{
	if (!!test_bit(code, state) == !!value)
		return false;
	__change_bit(code, state);
	return true;
}

static int input_get_disposition(struct input_dev *dev, unsigned int type,
				 unsigned int code, int *pval)
{
	int value = *pval;

	switch (type) {
	case EV_SYN:
		if (code == SYN_REPORT)
			return INPUT_PASS_TO_HANDLERS | INPUT_FLUSH;
		if (code == SYN_MT_REPORT)
			return INPUT_PASS_TO_HANDLERS;
		return INPUT_IGNORE_EVENT;
	case EV_KEY:
		if (!is_event_supported(code, dev->keybit, KEY_MAX))
			return INPUT_IGNORE_EVENT;
		/* an autorepeat passes; a press or release must change */
		if (value == 2 || input_state_changes(dev->key, code, value))
			return INPUT_PASS_TO_HANDLERS;
		return INPUT_IGNORE_EVENT;
	case EV_SW:
		if (is_event_supported(code, dev->swbit, SW_MAX) &&
		    input_state_changes(dev->sw, code, value))
			return INPUT_PASS_TO_HANDLERS;
		return INPUT_IGNORE_EVENT;
	case EV_ABS:
		if (!is_event_supported(code, dev->absbit, ABS_MAX))
			return INPUT_IGNORE_EVENT;
		return input_abs_disposition(dev, code, pval);
	case EV_REL:
		if (is_event_supported(code, dev->relbit, REL_MAX) && value)
			return INPUT_PASS_TO_HANDLERS;
		return INPUT_IGNORE_EVENT;
	case EV_MSC:
		if (is_event_supported(code, dev->mscbit, MSC_MAX))
			return INPUT_PASS_TO_ALL;
		return INPUT_IGNORE_EVENT;
	case EV_LED:
		if (is_event_supported(code, dev->ledbit, LED_MAX) &&
		    input_state_changes(dev->led, code, value))
			return INPUT_PASS_TO_ALL;
		return INPUT_IGNORE_EVENT;
	case EV_SND:
		if (!is_event_supported(code, dev->sndbit, SND_MAX))
			return INPUT_IGNORE_EVENT;
		input_state_changes(dev->snd, code, value);
		return INPUT_PASS_TO_ALL;
	case EV_REP:
		if (code <= REP_MAX && value >= 0 && dev->rep[code] != value) {
			dev->rep[code] = value;
			return INPUT_PASS_TO_ALL;
		}
		return INPUT_IGNORE_EVENT;
	case EV_FF:
		return value >= 0 ? INPUT_PASS_TO_ALL : INPUT_IGNORE_EVENT;
	case EV_PWR:
		return INPUT_PASS_TO_ALL;
	default:
		return INPUT_IGNORE_EVENT;
	}
}

static void input_pass_values(struct input_dev *dev,
			      const struct input_value *vals,
			      unsigned int count)
{
	input_get_timestamp(dev);
	if (!dev->inhibited)
		input_readers_pass(dev, vals, count);
	dev->timestamp[INPUT_CLK_MONO] = 0;
}

/* event_lock held. */
static void input_handle_event(struct input_dev *dev, unsigned int type,
			       unsigned int code, int value)
{
	int disposition = input_get_disposition(dev, type, code, &value);
	struct input_value *v;

	if (disposition == INPUT_IGNORE_EVENT)
		return;
	if ((disposition & INPUT_PASS_TO_DEVICE) && dev->event)
		dev->event(dev, type, code, value);
	if (!dev->vals)
		return;
	if (disposition & INPUT_PASS_TO_HANDLERS) {
		v = &dev->vals[dev->num_vals++];
		v->type = type;
		v->code = code;
		v->value = value;
	}
	if (disposition & INPUT_FLUSH) {
		/* a packet of only its SYN_REPORT is no packet */
		if (dev->num_vals >= 2)
			input_pass_values(dev, dev->vals, dev->num_vals);
		dev->num_vals = 0;
	} else if (dev->num_vals >= dev->max_vals - 2) {
		dev->vals[dev->num_vals++] =
			(struct input_value){ EV_SYN, SYN_REPORT, 0 };
		input_pass_values(dev, dev->vals, dev->num_vals);
		dev->num_vals = 0;
	}
}

void input_event(struct input_dev *dev, unsigned int type, unsigned int code,
		 int value)
{
	unsigned long flags;

	if (!is_event_supported(type, dev->evbit, EV_MAX))
		return;
	spin_lock_irqsave(&dev->event_lock, flags);
	input_handle_event(dev, type, code, value);
	spin_unlock_irqrestore(&dev->event_lock, flags);
}

/* Release every key held down, then end the packet (event_lock held). */
static void input_dev_release_keys(struct input_dev *dev)
{
	bool released = false;
	unsigned int code;

	if (!test_bit(EV_KEY, dev->evbit))
		return;
	for_each_set_bit(code, dev->key, KEY_CNT)
	{
		input_handle_event(dev, EV_KEY, code, 0);
		released = true;
	}
	if (released)
		input_handle_event(dev, EV_SYN, SYN_REPORT, 1);
}

void input_reset_device(struct input_dev *dev)
{
	unsigned long flags;

	mutex_lock(&dev->mutex);
	spin_lock_irqsave(&dev->event_lock, flags);
	input_dev_release_keys(dev);
	spin_unlock_irqrestore(&dev->event_lock, flags);
	mutex_unlock(&dev->mutex);
}

/* ---- keymaps ---- */

int input_scancode_to_scalar(const struct input_keymap_entry *ke,
			     unsigned int *scancode)
{
	switch (ke->len) {
	case 1:
		*scancode = *((const u8 *)ke->scancode);
		return 0;
	case 2:
		*scancode = *((const u16 *)(const void *)ke->scancode);
		return 0;
	case 4:
		*scancode = *((const u32 *)(const void *)ke->scancode);
		return 0;
	default:
		return -EINVAL;
	}
}

static unsigned int input_fetch_keycode(struct input_dev *dev,
					unsigned int index)
{
	switch (dev->keycodesize) {
	case 1:
		return ((u8 *)dev->keycode)[index];
	case 2:
		return ((u16 *)dev->keycode)[index];
	default:
		return ((u32 *)dev->keycode)[index];
	}
}

static int input_keymap_index(struct input_dev *dev,
			      const struct input_keymap_entry *ke,
			      unsigned int *index)
{
	int err;

	if (!dev->keycodesize)
		return -EINVAL;
	if (ke->flags & INPUT_KEYMAP_BY_INDEX) {
		*index = ke->index;
	} else {
		err = input_scancode_to_scalar(ke, index);
		if (err)
			return err;
	}
	return *index < dev->keycodemax ? 0 : -EINVAL;
}

static int input_default_getkeycode(struct input_dev *dev,
				    struct input_keymap_entry *ke)
{
	unsigned int index;
	int err = input_keymap_index(dev, ke, &index);

	if (err)
		return err;
	ke->keycode = input_fetch_keycode(dev, index);
	ke->index = index;
	ke->len = sizeof(index);
	memcpy(ke->scancode, &index, sizeof(index));
	return 0;
}

static int input_default_setkeycode(struct input_dev *dev,
				    const struct input_keymap_entry *ke,
				    unsigned int *old_keycode)
{
	unsigned int index, i;
	int err = input_keymap_index(dev, ke, &index);

	if (err)
		return err;
	if (dev->keycodesize < sizeof(ke->keycode) &&
	    (ke->keycode >> (dev->keycodesize * 8)))
		return -EINVAL;
	*old_keycode = input_fetch_keycode(dev, index);
	switch (dev->keycodesize) {
	case 1:
		((u8 *)dev->keycode)[index] = (u8)ke->keycode;
		break;
	case 2:
		((u16 *)dev->keycode)[index] = (u16)ke->keycode;
		break;
	default:
		((u32 *)dev->keycode)[index] = ke->keycode;
		break;
	}
	if (*old_keycode <= KEY_MAX) {
		__clear_bit(*old_keycode, dev->keybit);
		for (i = 0; i < dev->keycodemax; i++) {
			if (input_fetch_keycode(dev, i) == *old_keycode) {
				__set_bit(*old_keycode, dev->keybit);
				break;
			}
		}
	}
	__set_bit(ke->keycode, dev->keybit);
	return 0;
}

int input_get_keycode(struct input_dev *dev, struct input_keymap_entry *ke)
{
	unsigned long flags;
	int err;

	spin_lock_irqsave(&dev->event_lock, flags);
	err = dev->getkeycode ? dev->getkeycode(dev, ke) :
				input_default_getkeycode(dev, ke);
	spin_unlock_irqrestore(&dev->event_lock, flags);
	return err;
}

int input_set_keycode(struct input_dev *dev,
		      const struct input_keymap_entry *ke)
{
	unsigned int old_keycode;
	unsigned long flags;
	int err;

	if (ke->keycode > KEY_MAX)
		return -EINVAL;
	spin_lock_irqsave(&dev->event_lock, flags);
	err = dev->setkeycode ? dev->setkeycode(dev, ke, &old_keycode) :
				input_default_setkeycode(dev, ke, &old_keycode);
	if (!err) {
		__clear_bit(KEY_RESERVED, dev->keybit);
		/* a key down whose code left the map is released */
		if (old_keycode <= KEY_MAX && test_bit(EV_KEY, dev->evbit) &&
		    !is_event_supported(old_keycode, dev->keybit, KEY_MAX) &&
		    __test_and_clear_bit(old_keycode, dev->key)) {
			struct input_value up[] = {
				{ EV_KEY, (__u16)old_keycode, 0 },
				{ EV_SYN, SYN_REPORT, 1 },
			};

			input_pass_values(dev, up, ARRAY_SIZE(up));
		}
	}
	spin_unlock_irqrestore(&dev->event_lock, flags);
	return err;
}

/* ---- registration ---- */

/* Clear the codes of event types the device does not send. */
static void input_cleanse_bitmasks(struct input_dev *dev)
{
#define INPUT_CLEANSE(type, bm, cnt)               \
	do {                                       \
		if (!test_bit(type, dev->evbit))   \
			bitmap_zero(dev->bm, cnt); \
	} while (0)
	INPUT_CLEANSE(EV_KEY, keybit, KEY_CNT);
	INPUT_CLEANSE(EV_REL, relbit, REL_CNT);
	INPUT_CLEANSE(EV_ABS, absbit, ABS_CNT);
	INPUT_CLEANSE(EV_MSC, mscbit, MSC_CNT);
	INPUT_CLEANSE(EV_LED, ledbit, LED_CNT);
	INPUT_CLEANSE(EV_SND, sndbit, SND_CNT);
	INPUT_CLEANSE(EV_FF, ffbit, FF_CNT);
	INPUT_CLEANSE(EV_SW, swbit, SW_CNT);
#undef INPUT_CLEANSE
}

/* Room for one packet: every axis, plus keys and miscellany. */
static unsigned int input_estimate_events_per_packet(struct input_dev *dev)
{
	return bitmap_weight(dev->absbit, ABS_CNT) +
	       bitmap_weight(dev->relbit, REL_CNT) + 7;
}

int input_register_device(struct input_dev *dev)
{
	struct platdev_input_core *core = dev->__platdev_core;
	unsigned int packet_size;
	int err;

	if (test_bit(EV_ABS, dev->evbit) && !dev->absinfo) {
		dev_err(&dev->dev,
			"Absolute device without dev->absinfo, refusing to register\n");
		return -EINVAL;
	}
	if (core->registered)
		return -EBUSY;

	__set_bit(EV_SYN, dev->evbit);
	__clear_bit(KEY_RESERVED, dev->keybit);
	input_cleanse_bitmasks(dev);

	packet_size = input_estimate_events_per_packet(dev);
	if (dev->hint_events_per_packet < packet_size)
		dev->hint_events_per_packet = packet_size;
	dev->max_vals = dev->hint_events_per_packet + 2;
	kfree(dev->vals);
	dev->vals = kcalloc(dev->max_vals, sizeof(*dev->vals), GFP_KERNEL);
	if (!dev->vals)
		return -ENOMEM;

	if (!dev->rep[REP_DELAY] && !dev->rep[REP_PERIOD])
		input_enable_softrepeat(dev, 250, 33);
	if (!dev->getkeycode)
		dev->getkeycode = input_default_getkeycode;
	if (!dev->setkeycode)
		dev->setkeycode = input_default_setkeycode;

	core->cdev.parent = dev->dev.parent;
	strscpy(core->cdev.name, dev_name(&dev->dev), sizeof(core->cdev.name));
	mutex_lock(&dev->mutex);
	err = input_class_add(dev);
	if (!err)
		core->registered = true;
	mutex_unlock(&dev->mutex);
	if (err)
		return err;
	pr_info("%s as %s\n", dev->name ? dev->name : "Unspecified device",
		dev_name(&dev->dev));
	return 0;
}

static void __input_unregister_device(struct input_dev *dev)
{
	struct platdev_input_core *core = dev->__platdev_core;
	unsigned long flags;

	mutex_lock(&dev->mutex);
	if (!core->registered) {
		mutex_unlock(&dev->mutex);
		return;
	}
	dev->going_away = true;
	spin_lock_irqsave(&dev->event_lock, flags);
	input_dev_release_keys(dev);
	spin_unlock_irqrestore(&dev->event_lock, flags);
	input_class_del(dev);
	core->registered = false;
	mutex_unlock(&dev->mutex);
	input_readers_disconnect(dev);
}

void input_unregister_device(struct input_dev *dev)
{
	if (dev->devres_managed)
		devm_remove_action(dev->dev.parent, devm_input_device_release,
				   dev);
	__input_unregister_device(dev);
	input_put_device(dev);
}
