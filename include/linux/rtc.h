/* SPDX-License-Identifier: MIT */
/*
 * linux/rtc.h - the RTC class (src/rtc): a driver allocates a struct
 * rtc_device with devm_rtc_allocate_device(), fills its ops and range and
 * registers it with devm_rtc_register_device(); it is then "rtc0", "rtc1"
 * (or the number of its "rtc" alias), and its time and alarm are read and
 * set through the kernel API below (rtc_read_time(), ...) and by programs
 * through platdev/rtc.h, as /dev/rtc0. The driver's interrupt handler
 * reports an alarm with rtc_update_irq(); the core then, from its work
 * item, expires its timers (the alarm a program set), records the
 * interrupt for a reader and programs the next alarm.
 *
 * Times are checked as Linux does: rtc_valid_tm() (-EINVAL) and the
 * device's range (-ERANGE), widened by a "start-year" property.
 */
#ifndef _LINUX_RTC_H_
#define _LINUX_RTC_H_

#include <linux/cleanup.h>
#include <linux/interrupt.h>
#include <linux/nvmem-provider.h>
#include <linux/types.h>
#include <uapi/linux/rtc.h>

struct attribute_group;

int rtc_month_days(unsigned int month, unsigned int year);
int rtc_year_days(unsigned int day, unsigned int month, unsigned int year);
int rtc_valid_tm(struct rtc_time *tm);
time64_t rtc_tm_to_time64(struct rtc_time *tm);
void rtc_time64_to_tm(time64_t time, struct rtc_time *tm);
ktime_t rtc_tm_to_ktime(struct rtc_time tm);
struct rtc_time rtc_ktime_to_tm(ktime_t kt);

/** rtc_tm_sub() - Return: @lhs - @rhs in seconds */
static inline time64_t rtc_tm_sub(struct rtc_time *lhs, struct rtc_time *rhs)
{
	return rtc_tm_to_time64(lhs) - rtc_tm_to_time64(rhs);
}

#include <linux/bitops.h>
#include <linux/device.h>
#include <linux/hrtimer.h>
#include <linux/ktime.h>
#include <linux/mutex.h>
#include <linux/seq_file.h>
#include <linux/spinlock.h>
#include <linux/time.h>
#include <linux/wait.h>
#include <linux/workqueue.h>
#include <platdev/class.h>

/**
 * struct rtc_class_ops - what a driver does for the core; each may be NULL
 * @ioctl: requests the core does not handle (-ENOIOCTLCMD: none)
 * @read_time: the time now
 * @set_time: set the time (checked and in range)
 * @read_alarm: the hardware's alarm
 * @set_alarm: program the alarm (@enabled: its interrupt too)
 * @proc: lines for /proc/driver/rtc
 * @alarm_irq_enable: enable or disable the alarm's interrupt
 * @read_offset: the clock's correction, in parts per billion
 * @set_offset: set it
 * @param_get: RTC_PARAM_GET of a parameter the core does not know
 * @param_set: RTC_PARAM_SET likewise
 *
 * Each gets the driver's device (the rtc_device's parent).
 */
struct rtc_class_ops {
	int (*ioctl)(struct device *, unsigned int, unsigned long);
	int (*read_time)(struct device *, struct rtc_time *);
	int (*set_time)(struct device *, struct rtc_time *);
	int (*read_alarm)(struct device *, struct rtc_wkalrm *);
	int (*set_alarm)(struct device *, struct rtc_wkalrm *);
	int (*proc)(struct device *, struct seq_file *);
	int (*alarm_irq_enable)(struct device *, unsigned int enabled);
	int (*read_offset)(struct device *, long *offset);
	int (*set_offset)(struct device *, long offset);
	int (*param_get)(struct device *, struct rtc_param *param);
	int (*param_set)(struct device *, struct rtc_param *param);
};

struct rtc_device;

/**
 * struct rtc_timer - a timer on an RTC's time
 * @node: its expiry, node.expires (linux/hrtimer.h's timerqueue node)
 * @period: 0, or the period it is re-armed with after firing
 * @func: called from the core's work item when it expires
 * @rtc: its device
 * @enabled: 1 while queued
 * @__platdev_entry: private: its place in the device's queue, a list
 *                   sorted by expiry (Linux's is a red-black tree)
 */
struct rtc_timer {
	struct timerqueue_node node;
	ktime_t period;
	void (*func)(struct rtc_device *rtc);
	struct rtc_device *rtc;
	int enabled;
	struct list_head __platdev_entry;
};

/* Bits of struct rtc_device's flags. */
#define RTC_DEV_BUSY 0 /* opened by a program */
#define RTC_NO_CDEV 1 /* no device node */

/**
 * struct rtc_device - an RTC of the class
 * @dev: its device, "rtcN", child of the driver's device
 * @owner: the driver's module
 * @id: N
 * @ops: the driver's operations; NULL once unregistered (-ENODEV)
 * @ops_lock: serialises the operations and the timer queue
 * @flags: RTC_DEV_BUSY, RTC_NO_CDEV
 * @irq_data: interrupts recorded for a reader: count << 8 | RTC_* flags
 * @irq_lock: guards @irq_data
 * @irq_queue: readers waiting for an interrupt
 * @irq_freq: the periodic rate (1)
 * @max_user_freq: the highest rate a program may set (64)
 * @timerqueue: the queued RTC timers, earliest first
 * @aie_timer: the alarm of RTC_ALM_SET / RTC_WKALM_SET and rtc_set_alarm()
 * @uie_rtctimer: the once-a-second update timer
 * @irqwork: expires the timers after an interrupt (rtc_timer_do_work())
 * @set_offset_nsec: when in the second the hardware's time is best set
 * @features: RTC_FEATURE_* bits
 * @range_min: the earliest time the hardware holds, seconds since 1970
 * @range_max: the latest; equal to @range_min: no range checked
 * @alarm_offset_max: 0, or the furthest alarm in seconds from now
 * @start_secs: where the hardware's range starts ("start-year")
 * @offset_secs: what the core adds to the hardware's time for it
 * @set_start_time: @start_secs was set
 * @class_dev: private: the class device of platdev/class.h
 */
struct rtc_device {
	struct device dev;
	struct module *owner;

	int id;

	const struct rtc_class_ops *ops;
	struct mutex ops_lock;

	unsigned long flags;

	unsigned long irq_data;
	spinlock_t irq_lock;
	wait_queue_head_t irq_queue;

	int irq_freq;
	int max_user_freq;

	struct list_head timerqueue;
	struct rtc_timer aie_timer;
	struct rtc_timer uie_rtctimer;
	struct work_struct irqwork;

	unsigned long set_offset_nsec;

	unsigned long features[BITS_TO_LONGS(RTC_FEATURE_CNT)];

	time64_t range_min;
	timeu64_t range_max;
	timeu64_t alarm_offset_max;
	time64_t start_secs;
	time64_t offset_secs;
	bool set_start_time;

	struct platdev_class_device class_dev;
};
#define to_rtc_device(d) container_of(d, struct rtc_device, dev)

#define rtc_lock(d) mutex_lock(&d->ops_lock)
#define rtc_unlock(d) mutex_unlock(&d->ops_lock)

/* Ranges of common hardware, in seconds since 1970. */
#define RTC_TIMESTAMP_BEGIN_0000 -62167219200ULL /* 0000-01-01 00:00:00 */
#define RTC_TIMESTAMP_BEGIN_1900 -2208988800LL /* 1900-01-01 00:00:00 */
#define RTC_TIMESTAMP_BEGIN_2000 946684800LL /* 2000-01-01 00:00:00 */
#define RTC_TIMESTAMP_END_2063 2966371199LL /* 2063-12-31 23:59:59 */
#define RTC_TIMESTAMP_END_2079 3471292799LL /* 2079-12-31 23:59:59 */
#define RTC_TIMESTAMP_END_2099 4102444799LL /* 2099-12-31 23:59:59 */
#define RTC_TIMESTAMP_END_2199 7258118399LL /* 2199-12-31 23:59:59 */
#define RTC_TIMESTAMP_END_9999 253402300799LL /* 9999-12-31 23:59:59 */

/**
 * devm_rtc_device_register() - allocate and register an RTC in one call
 * @dev: the driver's device
 * @name: unused (the device is "rtcN")
 * @ops: its operations
 * @owner: THIS_MODULE
 *
 * Return: the device, or an ERR_PTR() of the allocation or registration.
 */
struct rtc_device *devm_rtc_device_register(struct device *dev,
					    const char *name,
					    const struct rtc_class_ops *ops,
					    struct module *owner);

/**
 * devm_rtc_allocate_device() - a new RTC for @dev's driver to fill in and
 * register, freed when @dev unbinds
 * @dev: the driver's device
 *
 * Its number is that of @dev's "rtc" alias in /aliases when free, else the
 * lowest free. It has RTC_FEATURE_ALARM and RTC_FEATURE_UPDATE_INTERRUPT.
 *
 * Return: the device, ERR_PTR(-ENOMEM) (or -ENOSPC: no number).
 */
struct rtc_device *devm_rtc_allocate_device(struct device *dev);

/**
 * __devm_rtc_register_device() - make an allocated RTC available
 * @owner: the driver's module
 * @rtc: from devm_rtc_allocate_device(), its ops (and range) filled in
 *
 * Without a set_alarm operation the RTC has no alarm feature; with
 * set_offset it has the correction feature. A "start-year" property of
 * the parent moves the range. An alarm the hardware holds, enabled and to
 * come, becomes the alarm timer. Unregistered when the parent unbinds.
 *
 * Return: 0; -EINVAL without ops; -EEXIST, -ENOMEM from the class device.
 */
int __devm_rtc_register_device(struct module *owner, struct rtc_device *rtc);
#define devm_rtc_register_device(device) \
	__devm_rtc_register_device(THIS_MODULE, device)

int rtc_read_time(struct rtc_device *rtc, struct rtc_time *tm);
int rtc_set_time(struct rtc_device *rtc, struct rtc_time *tm);
int __rtc_read_alarm(struct rtc_device *rtc, struct rtc_wkalrm *alarm);
int rtc_read_alarm(struct rtc_device *rtc, struct rtc_wkalrm *alrm);
int rtc_set_alarm(struct rtc_device *rtc, struct rtc_wkalrm *alrm);
int rtc_initialize_alarm(struct rtc_device *rtc, struct rtc_wkalrm *alrm);
void rtc_update_irq(struct rtc_device *rtc, unsigned long num,
		    unsigned long events);

struct rtc_device *rtc_class_open(const char *name);
void rtc_class_close(struct rtc_device *rtc);
DEFINE_FREE(rtc_class_close, struct rtc_device *, if (_T) rtc_class_close(_T))

int rtc_update_irq_enable(struct rtc_device *rtc, unsigned int enabled);
int rtc_alarm_irq_enable(struct rtc_device *rtc, unsigned int enabled);

void rtc_handle_legacy_irq(struct rtc_device *rtc, int num, int mode);
void rtc_aie_update_irq(struct rtc_device *rtc);
void rtc_uie_update_irq(struct rtc_device *rtc);

void rtc_timer_init(struct rtc_timer *timer, void (*f)(struct rtc_device *r),
		    struct rtc_device *rtc);
int rtc_timer_start(struct rtc_device *rtc, struct rtc_timer *timer,
		    ktime_t expires, ktime_t period);
void rtc_timer_cancel(struct rtc_device *rtc, struct rtc_timer *timer);
int rtc_read_offset(struct rtc_device *rtc, long *offset);
int rtc_set_offset(struct rtc_device *rtc, long offset);
void rtc_timer_do_work(struct work_struct *work);

/** is_leap_year() - whether @year (of the Gregorian calendar) has 366 days */
static inline bool is_leap_year(unsigned int year)
{
	return (!(year % 4) && (year % 100)) || !(year % 400);
}

/**
 * rtc_bound_alarmtime() - @requested, cut to the RTC's furthest alarm
 * (alarm_offset_max seconds) when it has one
 */
static inline ktime_t rtc_bound_alarmtime(struct rtc_device *rtc,
					  ktime_t requested)
{
	if (rtc->alarm_offset_max && rtc->alarm_offset_max * MSEC_PER_SEC <
					     (timeu64_t)ktime_to_ms(requested))
		return ms_to_ktime(rtc->alarm_offset_max * MSEC_PER_SEC);
	return requested;
}

/* No system time is set from an RTC here (CONFIG_RTC_HCTOSYS is off). */
#define rtc_hctosys_ret -ENODEV

/* Without CONFIG_RTC_NVMEM: an RTC's battery-backed memory is not offered. */
static inline int devm_rtc_nvmem_register(struct rtc_device *rtc,
					  struct nvmem_config *nvmem_config)
{
	(void)rtc;
	(void)nvmem_config;
	return 0;
}

/* Without CONFIG_RTC_INTF_SYSFS: a driver's extra attributes are dropped. */
static inline int rtc_add_group(struct rtc_device *rtc,
				const struct attribute_group *grp)
{
	(void)rtc;
	(void)grp;
	return 0;
}

static inline int rtc_add_groups(struct rtc_device *rtc,
				 const struct attribute_group **grps)
{
	(void)rtc;
	(void)grps;
	return 0;
}

#endif /* _LINUX_RTC_H_ */
