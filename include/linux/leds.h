/* SPDX-License-Identifier: MIT */
/*
 * linux/leds.h - the LED class: a driver describes each LED with a
 * struct led_classdev (how to set its brightness, optionally how to
 * blink it in hardware) and registers it; the LED becomes a class device
 * named by Linux's rules from its device-tree node ("green:status") and
 * a trigger (none, default-on, timer, heartbeat) or a program
 * (platdev/leds.h) drives it.
 */
#ifndef _PLATDEV_LINUX_LEDS_H
#define _PLATDEV_LINUX_LEDS_H

#if defined(__has_include)
#if __has_include(<dt-bindings/leds/common.h>)
#include <dt-bindings/leds/common.h>
#endif
#endif
#include <linux/bits.h>
#include <linux/device.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/rwsem.h>
#include <linux/spinlock.h>
#include <linux/timer.h>
#include <linux/types.h>
#include <linux/workqueue.h>
#include <platdev/class.h>

struct attribute_group;
struct device_node;
struct fwnode_handle;
struct gpio_desc;
struct kernfs_node;
struct led_pattern;
struct platform_device;
struct file;
struct kobject;
struct bin_attribute;

/* The longest LED name, with its NUL. */
#define LED_MAX_NAME_SIZE 64

/* Brightness levels of old drivers; max_brightness is the real limit. */
enum led_brightness {
	LED_OFF = 0,
	LED_ON = 1,
	LED_HALF = 127,
	LED_FULL = 255,
};

/* A "default-state" property's value (led_init_default_state_get()). */
enum led_default_state {
	LEDS_DEFSTATE_OFF = 0,
	LEDS_DEFSTATE_ON = 1,
	LEDS_DEFSTATE_KEEP = 2,
};

/**
 * struct led_lookup_data - an LED given to a device by a board file
 * @list: the table's link
 * @provider: the LED's name
 * @dev_id: the consumer's device name
 * @con_id: the consumer's connection name
 */
struct led_lookup_data {
	struct list_head list;
	const char *provider;
	const char *dev_id;
	const char *con_id;
};

/**
 * struct led_init_data - how led_classdev_register_ext() names an LED
 * @fwnode: its firmware node ("label", "color", "function", ...)
 * @default_label: the name's last part when the node gives none
 * @devicename: the name's first part ("devicename:color:function")
 * @devname_mandatory: put @devicename first even with a color/function
 */
struct led_init_data {
	struct fwnode_handle *fwnode;
	const char *default_label;
	const char *devicename;
	bool devname_mandatory;
};

/**
 * led_init_default_state_get() - @fwnode's "default-state": "on", "keep",
 * else (or absent) off
 */
enum led_default_state led_init_default_state_get(struct fwnode_handle *fwnode);

/* A type of LED-private triggers (hardware triggers). */
struct led_hw_trigger_type {
	int dummy;
};

/**
 * struct led_classdev - an LED
 * @name: its name; set by registration from the firmware node
 * @brightness: its brightness, 0 (off) to @max_brightness
 * @max_brightness: its top brightness; 0 at registration: LED_FULL
 * @color: LED_COLOR_ID_* of its node's "color"
 * @flags: LED_* status and control flags
 * @work_flags: private: LED_BLINK_* and LED_SET_* bits
 * @brightness_set: sets the brightness without sleeping
 * @brightness_set_blocking: sets it and may sleep
 * @brightness_get: reads it from the hardware; optional
 * @blink_set: blinks in hardware (the delays in ms may be adjusted);
 *             optional
 * @pattern_set: plays a pattern; optional
 * @pattern_clear: stops it; optional
 * @dev: its class device, named as the LED
 * @groups: attribute groups (recorded)
 * @node: private: on the list of LEDs
 * @default_trigger: the trigger to start with ("linux,default-trigger")
 * @blink_delay_on: software blinking's on time in ms
 * @blink_delay_off: its off time
 * @blink_timer: software blinking's timer
 * @blink_brightness: the brightness of the on phases
 * @new_blink_brightness: the next on phase's, once changed
 * @flash_resume: flash LEDs' resume
 * @set_brightness_work: sets the brightness where it may sleep
 * @delayed_set_value: what that work sets
 * @delayed_delay_on: the blink it starts
 * @delayed_delay_off: the blink it starts
 * @trigger_lock: orders trigger changes
 * @trigger: the active trigger
 * @trig_list: on the trigger's list of LEDs
 * @trigger_data: the trigger's data
 * @activated: the trigger's activate() succeeded
 * @trigger_type: the type of its private triggers
 * @hw_control_trigger: the trigger its hardware can do itself
 * @hw_control_is_supported: optional
 * @hw_control_set: optional
 * @hw_control_get: optional
 * @hw_control_get_device: optional
 * @led_access: orders access to the class device
 * @platdev_class: private: its entry in platdev's class-device registry
 */
struct led_classdev {
	const char *name;
	unsigned int brightness;
	unsigned int max_brightness;
	unsigned int color;
	int flags;

#define LED_SUSPENDED BIT(0)
#define LED_UNREGISTERING BIT(1)
#define LED_CORE_SUSPENDRESUME BIT(16)
#define LED_SYSFS_DISABLE BIT(17)
#define LED_DEV_CAP_FLASH BIT(18)
#define LED_HW_PLUGGABLE BIT(19)
#define LED_PANIC_INDICATOR BIT(20)
#define LED_BRIGHT_HW_CHANGED BIT(21)
#define LED_RETAIN_AT_SHUTDOWN BIT(22)
#define LED_INIT_DEFAULT_TRIGGER BIT(23)
#define LED_REJECT_NAME_CONFLICT BIT(24)
#define LED_MULTI_COLOR BIT(25)

	unsigned long work_flags;

#define LED_BLINK_SW 0
#define LED_BLINK_ONESHOT 1
#define LED_BLINK_ONESHOT_STOP 2
#define LED_BLINK_INVERT 3
#define LED_BLINK_BRIGHTNESS_CHANGE 4
#define LED_BLINK_DISABLE 5
#define LED_SET_BRIGHTNESS_OFF 6
#define LED_SET_BRIGHTNESS 7
#define LED_SET_BLINK 8

	void (*brightness_set)(struct led_classdev *led_cdev,
			       enum led_brightness brightness);
	int (*brightness_set_blocking)(struct led_classdev *led_cdev,
				       enum led_brightness brightness);
	enum led_brightness (*brightness_get)(struct led_classdev *led_cdev);
	int (*blink_set)(struct led_classdev *led_cdev, unsigned long *delay_on,
			 unsigned long *delay_off);
	int (*pattern_set)(struct led_classdev *led_cdev,
			   struct led_pattern *pattern, u32 len, int repeat);
	int (*pattern_clear)(struct led_classdev *led_cdev);

	struct device *dev;
	const struct attribute_group **groups;

	struct list_head node;
	const char *default_trigger;

	unsigned long blink_delay_on, blink_delay_off;
	struct timer_list blink_timer;
	int blink_brightness;
	int new_blink_brightness;
	void (*flash_resume)(struct led_classdev *led_cdev);

	struct work_struct set_brightness_work;
	int delayed_set_value;
	unsigned long delayed_delay_on;
	unsigned long delayed_delay_off;

	struct rw_semaphore trigger_lock;
	struct led_trigger *trigger;
	struct list_head trig_list;
	void *trigger_data;
	bool activated;
	struct led_hw_trigger_type *trigger_type;
	const char *hw_control_trigger;
	int (*hw_control_is_supported)(struct led_classdev *led_cdev,
				       unsigned long flags);
	int (*hw_control_set)(struct led_classdev *led_cdev,
			      unsigned long flags);
	int (*hw_control_get)(struct led_classdev *led_cdev,
			      unsigned long *flags);
	struct device *(*hw_control_get_device)(struct led_classdev *led_cdev);

	struct mutex led_access;
	struct platdev_class_device platdev_class;
};

/**
 * led_classdev_register_ext() - register @led_cdev under @parent, named
 * by led_compose_name() from @init_data (by @led_cdev->name without),
 * with its node's "linux,default-trigger", "max-brightness", "color" and
 * "retain-state-shutdown"; a taken name gets a "_1", "_2"... suffix
 * Return: 0; -EINVAL for a name it cannot compose; -EEXIST for a taken
 * name with LED_REJECT_NAME_CONFLICT; -ENOMEM.
 */
int led_classdev_register_ext(struct device *parent,
			      struct led_classdev *led_cdev,
			      struct led_init_data *init_data);

/** led_classdev_register() - register @led_cdev by its @name */
static inline int led_classdev_register(struct device *parent,
					struct led_classdev *led_cdev)
{
	return led_classdev_register_ext(parent, led_cdev, NULL);
}

/** devm_led_classdev_register_ext() - unregistered when @parent unbinds */
int devm_led_classdev_register_ext(struct device *parent,
				   struct led_classdev *led_cdev,
				   struct led_init_data *init_data);

/** devm_led_classdev_register() - unregistered when @parent unbinds */
static inline int devm_led_classdev_register(struct device *parent,
					     struct led_classdev *led_cdev)
{
	return devm_led_classdev_register_ext(parent, led_cdev, NULL);
}

/**
 * led_classdev_unregister() - remove its trigger, stop blinking, turn it
 * off (unless LED_RETAIN_AT_SHUTDOWN) and remove the class device
 */
void led_classdev_unregister(struct led_classdev *led_cdev);

/** devm_led_classdev_unregister() - unregister a devm-registered LED now */
void devm_led_classdev_unregister(struct device *parent,
				  struct led_classdev *led_cdev);

/** led_classdev_suspend() - turn it off and mark it suspended */
void led_classdev_suspend(struct led_classdev *led_cdev);

/** led_classdev_resume() - restore its brightness */
void led_classdev_resume(struct led_classdev *led_cdev);

/**
 * led_blink_set() - blink in hardware if the driver can, else in software
 * on a timer; both delays 0: 500 ms each
 */
void led_blink_set(struct led_classdev *led_cdev, unsigned long *delay_on,
		   unsigned long *delay_off);

/** led_blink_set_nosleep() - led_blink_set() from atomic context */
void led_blink_set_nosleep(struct led_classdev *led_cdev,
			   unsigned long delay_on, unsigned long delay_off);

/** led_blink_set_oneshot() - one blink (on then off; off then on if @invert) */
void led_blink_set_oneshot(struct led_classdev *led_cdev,
			   unsigned long *delay_on, unsigned long *delay_off,
			   int invert);

/**
 * led_set_brightness() - set the brightness without sleeping: through
 * brightness_set, else through a work item that calls
 * brightness_set_blocking; while blinking in software 0 stops the blink
 * and another value is the next on phase's brightness
 */
void led_set_brightness(struct led_classdev *led_cdev, unsigned int brightness);

/**
 * led_set_brightness_sync() - set it now through brightness_set_blocking
 * Return: 0; -EBUSY while blinking; -ENOTSUPP without
 * brightness_set_blocking; the driver's error.
 */
int led_set_brightness_sync(struct led_classdev *led_cdev, unsigned int value);

/** led_update_brightness() - read @brightness from brightness_get */
int led_update_brightness(struct led_classdev *led_cdev);

/**
 * led_get_default_pattern() - the node's "led-pattern" (kfree() it), its
 * length in *@size; NULL without
 */
u32 *led_get_default_pattern(struct led_classdev *led_cdev, unsigned int *size);

/** led_sysfs_disable() - refuse user space's writes (led_access held) */
void led_sysfs_disable(struct led_classdev *led_cdev);

/** led_sysfs_enable() - accept them again (led_access held) */
void led_sysfs_enable(struct led_classdev *led_cdev);

/**
 * led_compose_name() - an LED's name by Linux's rules: "label" (after
 * "devicename:"), else "color:function" or "color:function-enumerator"
 * (after "devicename:" if mandatory), else "devicename:default_label",
 * else the node's name
 * @led_classdev_name: LED_MAX_NAME_SIZE bytes
 * Return: 0, or -EINVAL.
 */
int led_compose_name(struct device *dev, struct led_init_data *init_data,
		     char *led_classdev_name);

/** led_get_color_name() - "red" of LED_COLOR_ID_RED...; NULL out of range */
const char *led_get_color_name(u8 color_id);

/** led_sysfs_is_disabled() - whether user space's writes are refused */
static inline bool led_sysfs_is_disabled(struct led_classdev *led_cdev)
{
	return led_cdev->flags & LED_SYSFS_DISABLE;
}

/* ---- triggers ---- */

#define DEFINE_LED_TRIGGER(x) static struct led_trigger *x;
#define DEFINE_LED_TRIGGER_GLOBAL(x) struct led_trigger *x;

#define TRIG_NAME_MAX 50

/**
 * struct led_trigger - what drives LEDs
 * @name: its name ("timer")
 * @activate: set up an LED it drives from now; optional
 * @deactivate: stop driving it; optional
 * @brightness: the brightness led_trigger_event() gave last
 * @trigger_type: LED-private triggers' type
 * @leddev_list_lock: guards @led_cdevs
 * @led_cdevs: the LEDs it drives
 * @next_trig: on the list of triggers
 * @groups: attribute groups (recorded)
 */
struct led_trigger {
	const char *name;
	int (*activate)(struct led_classdev *led_cdev);
	void (*deactivate)(struct led_classdev *led_cdev);
	enum led_brightness brightness;
	struct led_hw_trigger_type *trigger_type;
	spinlock_t leddev_list_lock;
	struct list_head led_cdevs;
	struct list_head next_trig;
	const struct attribute_group **groups;
};

#define led_trigger_get_led(dev) ((struct led_classdev *)dev_get_drvdata((dev)))
#define led_trigger_get_drvdata(dev) \
	(led_get_trigger_data(led_trigger_get_led(dev)))

/**
 * led_trigger_register() - make @trigger available; LEDs whose
 * default_trigger names it take it
 * Return: 0, or -EEXIST for a name taken.
 */
int led_trigger_register(struct led_trigger *trigger);

/** led_trigger_unregister() - remove @trigger from its LEDs and the list */
void led_trigger_unregister(struct led_trigger *trigger);

/** devm_led_trigger_register() - unregistered when @dev unbinds */
int devm_led_trigger_register(struct device *dev, struct led_trigger *trigger);

/** led_trigger_register_simple() - allocate and register a trigger */
void led_trigger_register_simple(const char *name,
				 struct led_trigger **trigger);

/** led_trigger_unregister_simple() - undo led_trigger_register_simple() */
void led_trigger_unregister_simple(struct led_trigger *trigger);

/** led_trigger_event() - set every LED of @trigger to @event */
void led_trigger_event(struct led_trigger *trigger, enum led_brightness event);

/** led_trigger_blink() - blink every LED of @trigger */
void led_trigger_blink(struct led_trigger *trigger, unsigned long delay_on,
		       unsigned long delay_off);

/** led_trigger_blink_oneshot() - blink every LED of @trigger once */
void led_trigger_blink_oneshot(struct led_trigger *trigger,
			       unsigned long delay_on, unsigned long delay_off,
			       int invert);

/** led_trigger_set_default() - give @led_cdev its default_trigger */
void led_trigger_set_default(struct led_classdev *led_cdev);

/**
 * led_trigger_set() - make @trigger drive @led_cdev (NULL: none), with
 * trigger_lock held for writing
 * Return: 0, or the trigger's activate() error (the LED is left without).
 */
int led_trigger_set(struct led_classdev *led_cdev, struct led_trigger *trigger);

/** led_trigger_remove() - drive @led_cdev by no trigger */
void led_trigger_remove(struct led_classdev *led_cdev);

static inline void led_set_trigger_data(struct led_classdev *led_cdev,
					void *trigger_data)
{
	led_cdev->trigger_data = trigger_data;
}

static inline void *led_get_trigger_data(struct led_classdev *led_cdev)
{
	return led_cdev->trigger_data;
}

static inline enum led_brightness
led_trigger_get_brightness(const struct led_trigger *trigger)
{
	return trigger ? trigger->brightness : LED_OFF;
}

#define module_led_trigger(__led_trigger)                  \
	module_driver(__led_trigger, led_trigger_register, \
		      led_trigger_unregister)

/* Trigger-specific modes of the netdev trigger. */
enum led_trigger_netdev_modes {
	TRIGGER_NETDEV_LINK = 0,
	TRIGGER_NETDEV_LINK_10,
	TRIGGER_NETDEV_LINK_100,
	TRIGGER_NETDEV_LINK_1000,
	TRIGGER_NETDEV_LINK_2500,
	TRIGGER_NETDEV_LINK_5000,
	TRIGGER_NETDEV_LINK_10000,
	TRIGGER_NETDEV_HALF_DUPLEX,
	TRIGGER_NETDEV_FULL_DUPLEX,
	TRIGGER_NETDEV_TX,
	TRIGGER_NETDEV_RX,
	TRIGGER_NETDEV_TX_ERR,
	TRIGGER_NETDEV_RX_ERR,
	__TRIGGER_NETDEV_MAX,
};

/* Triggers platdev does not have: their events go nowhere, as in Linux. */
static inline void ledtrig_disk_activity(bool write)
{
	(void)write;
}

static inline void ledtrig_mtd_activity(void)
{
}

static inline void ledtrig_flash_ctrl(bool on)
{
	(void)on;
}

static inline void ledtrig_torch_ctrl(bool on)
{
	(void)on;
}

/**
 * struct led_info - an LED of a board file's led_platform_data
 * @name: its name
 * @default_trigger: its trigger
 * @flags: driver-specific
 */
struct led_info {
	const char *name;
	const char *default_trigger;
	int flags;
};

/** struct led_platform_data - @num_leds LEDs at @leds */
struct led_platform_data {
	int num_leds;
	struct led_info *leds;
};

/** struct led_properties - what led_compose_name() reads from a node */
struct led_properties {
	u32 color;
	bool color_present;
	const char *function;
	u32 func_enum;
	bool func_enum_present;
	const char *label;
};

typedef int (*gpio_blink_set_t)(struct gpio_desc *desc, int state,
				unsigned long *delay_on,
				unsigned long *delay_off);

/** struct gpio_led - an LED of leds-gpio's platform data */
struct gpio_led {
	const char *name;
	const char *default_trigger;
	unsigned gpio;
	unsigned active_low : 1;
	unsigned retain_state_suspended : 1;
	unsigned panic_indicator : 1;
	unsigned default_state : 2;
	unsigned retain_state_shutdown : 1;
	struct gpio_desc *gpiod;
};
#define LEDS_GPIO_DEFSTATE_OFF LEDS_DEFSTATE_OFF
#define LEDS_GPIO_DEFSTATE_ON LEDS_DEFSTATE_ON
#define LEDS_GPIO_DEFSTATE_KEEP LEDS_DEFSTATE_KEEP

/** struct gpio_led_platform_data - leds-gpio's platform data */
struct gpio_led_platform_data {
	int num_leds;
	const struct gpio_led *leds;

#define GPIO_LED_NO_BLINK_LOW 0
#define GPIO_LED_NO_BLINK_HIGH 1
#define GPIO_LED_BLINK 2
	gpio_blink_set_t gpio_blink_set;
};

static inline struct platform_device *
gpio_led_register_device(int id, const struct gpio_led_platform_data *pdata)
{
	(void)id;
	(void)pdata;
	return NULL;
}

enum cpu_led_event {
	CPU_LED_IDLE_START,
	CPU_LED_IDLE_END,
	CPU_LED_START,
	CPU_LED_STOP,
	CPU_LED_HALTED,
};

static inline void ledtrig_cpu(enum cpu_led_event evt)
{
	(void)evt;
}

static inline void
led_classdev_notify_brightness_hw_changed(struct led_classdev *led_cdev,
					  enum led_brightness brightness)
{
	(void)led_cdev;
	(void)brightness;
}

/** struct led_pattern - a step of a pattern: @brightness for @delta_t ms */
struct led_pattern {
	u32 delta_t;
	int brightness;
};

enum led_audio { LED_AUDIO_MUTE, LED_AUDIO_MICMUTE, NUM_AUDIO_LEDS };

#endif /* _PLATDEV_LINUX_LEDS_H */
