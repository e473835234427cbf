/* SPDX-License-Identifier: MIT */
/*
 * linux/input.h - the input core's provider API (Linux 6.12): a driver
 * allocates a struct input_dev (named input0, input1... in allocation
 * order), says which events it can send (input_set_capability(), the
 * *bit bitmaps), registers it, then reports events and ends each packet
 * with input_sync(). The core filters them as Linux does (a key or switch
 * reported in the state it already has, a relative axis moving by 0, an
 * absolute axis within its fuzz are dropped) and hands each packet to the
 * readers a program opened (platdev/input.h). Autorepeat is not generated
 * (EV_REP's delay and period are kept).
 *
 * Without PLATDEV_FEAT_INPUT input_allocate_device() returns NULL and
 * input_register_device() -EOPNOTSUPP, with a log line.
 */
#ifndef _PLATDEV_LINUX_INPUT_H
#define _PLATDEV_LINUX_INPUT_H

#include <linux/bitops.h>
#include <linux/device.h>
#include <linux/kconfig.h>
#include <linux/ktime.h>
#include <linux/list.h>
#include <linux/mod_devicetable.h>
#include <linux/mutex.h>
#include <linux/printk.h>
#include <linux/spinlock.h>
#include <linux/timer.h>
#include <uapi/linux/input.h>

struct file;
struct ff_device;
struct input_dev_poller;
struct input_mt;
struct platdev_input_core;

#define ABS_MT_FIRST ABS_MT_TOUCH_MAJOR
#define ABS_MT_LAST ABS_MT_TOOL_Y

/**
 * struct input_value - one event of a packet, as the core passes it on
 * @type: EV_*
 * @code: the event's code
 * @value: its value
 */
struct input_value {
	__u16 type;
	__u16 code;
	__s32 value;
};

enum input_clock_type {
	INPUT_CLK_REAL = 0,
	INPUT_CLK_MONO,
	INPUT_CLK_BOOT,
	INPUT_CLK_MAX
};

/**
 * struct input_dev - an input device
 * @name: its name ("gpio-keys")
 * @phys: its physical path ("gpio-keys/input0")
 * @uniq: a unique identifier, if it has one
 * @id: bus type, vendor, product, version
 * @propbit: INPUT_PROP_* of the device
 * @evbit: the event types it sends (EV_*)
 * @keybit: its keys and buttons
 * @relbit: its relative axes
 * @absbit: its absolute axes
 * @mscbit: its miscellaneous events
 * @ledbit: its LEDs
 * @sndbit: its sounds
 * @ffbit: its force-feedback effects
 * @swbit: its switches
 * @hint_events_per_packet: how many events a packet may hold (a hint)
 * @keycodemax: entries of @keycode
 * @keycodesize: bytes of one entry of @keycode
 * @keycode: the scancode to keycode map
 * @setkeycode: change an entry of the map
 * @getkeycode: read an entry of the map
 * @ff: force feedback (not supported: NULL)
 * @poller: polling (not supported: NULL)
 * @repeat_key: the key autorepeat would repeat
 * @timer: autorepeat's timer (not armed here)
 * @rep: autorepeat's delay and period (REP_DELAY, REP_PERIOD), in ms
 * @mt: multitouch state (not supported: NULL)
 * @absinfo: the absolute axes' ranges and values (ABS_CNT entries)
 * @key: the keys held down now
 * @led: the LEDs on now
 * @snd: the sounds playing now
 * @sw: the switches on now
 * @open: called when the first reader opens the device
 * @close: called when the last reader closes it
 * @flush: called when a reader flushes
 * @event: receives the events sent to the device (LEDs, sounds, ...)
 * @grab: the handle that grabbed the device (not supported: NULL)
 * @event_lock: guards the event path (any context)
 * @mutex: serialises open, close and registration
 * @users: how many readers have it open
 * @going_away: set while it is unregistered
 * @dev: its device ("input<N>")
 * @h_list: private: the readers
 * @node: private: on the list of registered devices
 * @num_vals: events of the packet being built
 * @max_vals: room of @vals
 * @vals: the packet being built
 * @devres_managed: allocated with devm_input_allocate_device()
 * @timestamp: the time of the packet being built (input_set_timestamp())
 * @inhibited: no events pass while set
 */
struct input_dev {
	const char *name;
	const char *phys;
	const char *uniq;
	struct input_id id;

	unsigned long propbit[BITS_TO_LONGS(INPUT_PROP_CNT)];

	unsigned long evbit[BITS_TO_LONGS(EV_CNT)];
	unsigned long keybit[BITS_TO_LONGS(KEY_CNT)];
	unsigned long relbit[BITS_TO_LONGS(REL_CNT)];
	unsigned long absbit[BITS_TO_LONGS(ABS_CNT)];
	unsigned long mscbit[BITS_TO_LONGS(MSC_CNT)];
	unsigned long ledbit[BITS_TO_LONGS(LED_CNT)];
	unsigned long sndbit[BITS_TO_LONGS(SND_CNT)];
	unsigned long ffbit[BITS_TO_LONGS(FF_CNT)];
	unsigned long swbit[BITS_TO_LONGS(SW_CNT)];

	unsigned int hint_events_per_packet;

	unsigned int keycodemax;
	unsigned int keycodesize;
	void *keycode;

	int (*setkeycode)(struct input_dev *dev,
			  const struct input_keymap_entry *ke,
			  unsigned int *old_keycode);
	int (*getkeycode)(struct input_dev *dev, struct input_keymap_entry *ke);

	struct ff_device *ff;
	struct input_dev_poller *poller;

	unsigned int repeat_key;
	struct timer_list timer;

	int rep[REP_CNT];

	struct input_mt *mt;

	struct input_absinfo *absinfo;

	unsigned long key[BITS_TO_LONGS(KEY_CNT)];
	unsigned long led[BITS_TO_LONGS(LED_CNT)];
	unsigned long snd[BITS_TO_LONGS(SND_CNT)];
	unsigned long sw[BITS_TO_LONGS(SW_CNT)];

	int (*open)(struct input_dev *dev);
	void (*close)(struct input_dev *dev);
	int (*flush)(struct input_dev *dev, struct file *file);
	int (*event)(struct input_dev *dev, unsigned int type,
		     unsigned int code, int value);

	struct input_handle *grab;

	spinlock_t event_lock;
	struct mutex mutex;

	unsigned int users;
	bool going_away;

	struct device dev;

	struct list_head h_list;
	struct list_head node;

	unsigned int num_vals;
	unsigned int max_vals;
	struct input_value *vals;

	bool devres_managed;

	ktime_t timestamp[INPUT_CLK_MAX];

	bool inhibited;

	/* private: the core's (class device, readers) */
	struct platdev_input_core *__platdev_core;
};
#define to_input_dev(d) container_of(d, struct input_dev, dev)

/** input_get_device() - take a reference to @dev (NULL passes) */
static inline struct input_dev *input_get_device(struct input_dev *dev)
{
	return dev ? to_input_dev(get_device(&dev->dev)) : NULL;
}

/** input_put_device() - drop a reference; the last frees it */
static inline void input_put_device(struct input_dev *dev)
{
	if (dev)
		put_device(&dev->dev);
}

/** input_get_drvdata() - the driver's data (input_set_drvdata()) */
static inline void *input_get_drvdata(struct input_dev *dev)
{
	return dev_get_drvdata(&dev->dev);
}

/** input_set_drvdata() - keep the driver's @data with @dev */
static inline void input_set_drvdata(struct input_dev *dev, void *data)
{
	dev_set_drvdata(&dev->dev, data);
}

#if (PLATDEV_FEATURES) & PLATDEV_FEAT_INPUT

/**
 * input_allocate_device() - a new, zeroed input device named input<N>
 *
 * Return: the device or NULL (no memory). Free it with
 * input_free_device() until registered, with input_unregister_device()
 * after.
 */
struct input_dev __must_check *input_allocate_device(void);

/**
 * devm_input_allocate_device() - input_allocate_device() for @dev's
 * driver: its parent is @dev, and it is unregistered (when registered)
 * and freed when @dev unbinds
 *
 * Return: the device or NULL.
 */
struct input_dev __must_check *devm_input_allocate_device(struct device *dev);

/** input_free_device() - free a device never registered (NULL passes) */
void input_free_device(struct input_dev *dev);

/**
 * input_register_device() - make @dev's events reach readers
 *
 * Adds EV_SYN, drops KEY_RESERVED and the codes of types @dev does not
 * send, sizes its packet buffer.
 *
 * Return: 0; -EINVAL for an EV_ABS device without absinfo
 * (input_set_abs_params()); -EBUSY when it is registered already (Linux
 * does not check); -ENOMEM; -EOPNOTSUPP without PLATDEV_FEAT_INPUT.
 */
int __must_check input_register_device(struct input_dev *dev);

/**
 * input_unregister_device() - keys still down are released (a last packet
 * to the readers), the readers see the device gone, and the device is
 * freed when the last reader closes
 */
void input_unregister_device(struct input_dev *dev);

/** input_reset_device() - release the keys held down, with a packet */
void input_reset_device(struct input_dev *dev);

/**
 * input_event() - report an event
 * @dev: the device
 * @type: EV_*; a type @dev does not send is ignored
 * @code: the code
 * @value: the value
 *
 * Buffered until the packet ends (EV_SYN SYN_REPORT, input_sync()); an
 * event that changes nothing is dropped. Any context.
 */
void input_event(struct input_dev *dev, unsigned int type, unsigned int code,
		 int value);

/** input_set_timestamp() - the time of the packet being built */
void input_set_timestamp(struct input_dev *dev, ktime_t timestamp);

/** input_get_timestamp() - that time (now when none was set) */
ktime_t *input_get_timestamp(struct input_dev *dev);

/**
 * input_set_capability() - @dev sends @type events with @code (and @type);
 * an unknown type is logged and ignored
 */
void input_set_capability(struct input_dev *dev, unsigned int type,
			  unsigned int code);

/** input_alloc_absinfo() - allocate @dev's absinfo (logged on failure) */
void input_alloc_absinfo(struct input_dev *dev);

/**
 * input_set_abs_params() - @axis's range, fuzz and flat; sets EV_ABS and
 * the axis's bit (nothing, but a log line, without memory for absinfo)
 */
void input_set_abs_params(struct input_dev *dev, unsigned int axis, int min,
			  int max, int fuzz, int flat);

/** input_copy_abs() - copy @src's @src_axis setup to @dst's @dst_axis */
void input_copy_abs(struct input_dev *dst, unsigned int dst_axis,
		    const struct input_dev *src, unsigned int src_axis);

/**
 * input_scancode_to_scalar() - a keymap entry's scancode as a number
 * Return: 0; -EINVAL for a scancode of another size than 1, 2 or 4 bytes.
 */
int input_scancode_to_scalar(const struct input_keymap_entry *ke,
			     unsigned int *scancode);

/** input_get_keycode() - read an entry of @dev's keymap; Return: 0 or -EINVAL */
int input_get_keycode(struct input_dev *dev, struct input_keymap_entry *ke);

/**
 * input_set_keycode() - change an entry of @dev's keymap (the key bits
 * follow); Return: 0 or -EINVAL
 */
int input_set_keycode(struct input_dev *dev,
		      const struct input_keymap_entry *ke);

/** input_enable_softrepeat() - set EV_REP's delay and period (ms) */
void input_enable_softrepeat(struct input_dev *dev, int delay, int period);

/** input_device_enabled() - open by a reader and not inhibited */
bool input_device_enabled(struct input_dev *dev);

#else /* !PLATDEV_FEAT_INPUT */

static inline struct input_dev *input_allocate_device(void)
{
	pr_err("input: this build has no input core (PLATDEV_FEAT_INPUT)\n");
	return NULL;
}

static inline struct input_dev *devm_input_allocate_device(struct device *dev)
{
	return input_allocate_device();
}

static inline void input_free_device(struct input_dev *dev)
{
}

static inline int input_register_device(struct input_dev *dev)
{
	return -EOPNOTSUPP;
}

static inline void input_unregister_device(struct input_dev *dev)
{
}

static inline void input_reset_device(struct input_dev *dev)
{
}

static inline void input_event(struct input_dev *dev, unsigned int type,
			       unsigned int code, int value)
{
}

static inline void input_set_timestamp(struct input_dev *dev, ktime_t timestamp)
{
}

static inline ktime_t *input_get_timestamp(struct input_dev *dev)
{
	return dev->timestamp;
}

static inline void input_set_capability(struct input_dev *dev,
					unsigned int type, unsigned int code)
{
}

static inline void input_alloc_absinfo(struct input_dev *dev)
{
}

static inline void input_set_abs_params(struct input_dev *dev,
					unsigned int axis, int min, int max,
					int fuzz, int flat)
{
}

static inline void input_copy_abs(struct input_dev *dst, unsigned int dst_axis,
				  const struct input_dev *src,
				  unsigned int src_axis)
{
}

static inline int input_scancode_to_scalar(const struct input_keymap_entry *ke,
					   unsigned int *scancode)
{
	return -EOPNOTSUPP;
}

static inline int input_get_keycode(struct input_dev *dev,
				    struct input_keymap_entry *ke)
{
	return -EOPNOTSUPP;
}

static inline int input_set_keycode(struct input_dev *dev,
				    const struct input_keymap_entry *ke)
{
	return -EOPNOTSUPP;
}

static inline void input_enable_softrepeat(struct input_dev *dev, int delay,
					   int period)
{
}

static inline bool input_device_enabled(struct input_dev *dev)
{
	return false;
}

#endif /* PLATDEV_FEAT_INPUT */

static inline void input_report_key(struct input_dev *dev, unsigned int code,
				    int value)
{
	input_event(dev, EV_KEY, code, !!value);
}

static inline void input_report_rel(struct input_dev *dev, unsigned int code,
				    int value)
{
	input_event(dev, EV_REL, code, value);
}

static inline void input_report_abs(struct input_dev *dev, unsigned int code,
				    int value)
{
	input_event(dev, EV_ABS, code, value);
}

static inline void input_report_ff_status(struct input_dev *dev,
					  unsigned int code, int value)
{
	input_event(dev, EV_FF_STATUS, code, value);
}

static inline void input_report_switch(struct input_dev *dev, unsigned int code,
				       int value)
{
	input_event(dev, EV_SW, code, !!value);
}

static inline void input_sync(struct input_dev *dev)
{
	input_event(dev, EV_SYN, SYN_REPORT, 0);
}

static inline void input_mt_sync(struct input_dev *dev)
{
	input_event(dev, EV_SYN, SYN_MT_REPORT, 0);
}

static inline void input_set_events_per_packet(struct input_dev *dev,
					       int n_events)
{
	dev->hint_events_per_packet = n_events;
}

#define INPUT_GENERATE_ABS_ACCESSORS(_suffix, _item)                           \
	static inline int input_abs_get_##_suffix(struct input_dev *dev,       \
						  unsigned int axis)           \
	{                                                                      \
		return dev->absinfo ? dev->absinfo[axis]._item : 0;            \
	}                                                                      \
                                                                               \
	static inline void input_abs_set_##_suffix(struct input_dev *dev,      \
						   unsigned int axis, int val) \
	{                                                                      \
		input_alloc_absinfo(dev);                                      \
		if (dev->absinfo)                                              \
			dev->absinfo[axis]._item = val;                        \
	}

INPUT_GENERATE_ABS_ACCESSORS(val, value)
INPUT_GENERATE_ABS_ACCESSORS(min, minimum)
INPUT_GENERATE_ABS_ACCESSORS(max, maximum)
INPUT_GENERATE_ABS_ACCESSORS(fuzz, fuzz)
INPUT_GENERATE_ABS_ACCESSORS(flat, flat)
INPUT_GENERATE_ABS_ACCESSORS(res, resolution)

#endif /* _PLATDEV_LINUX_INPUT_H */
