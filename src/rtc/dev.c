// SPDX-License-Identifier: MIT
/*
 * dev.c - what a program does with an RTC (platdev/rtc.h), as Linux's
 * /dev/rtcN does: an exclusive open, the ioctl requests, and a read that
 * waits for the next recorded interrupt.
 */
#include <linux/bitops.h>
#include <linux/err.h>
#include <linux/rtc.h>
#include <linux/spinlock.h>
#include <linux/workqueue.h>
#include <platdev/class.h>
#include <platdev/rtc.h>
#include <platdev/time.h>

struct rtc_device *platdev_rtc_open(const char *name)
{
	struct platdev_class_device *cdev =
		platdev_class_device_find("rtc", name);
	struct rtc_device *rtc;

	if (!cdev)
		return ERR_PTR(-ENODEV);
	rtc = cdev->data;
	if (test_and_set_bit_lock(RTC_DEV_BUSY, &rtc->flags))
		return ERR_PTR(-EBUSY);
	get_device(&rtc->dev);
	spin_lock_irq(&rtc->irq_lock);
	rtc->irq_data = 0;
	spin_unlock_irq(&rtc->irq_lock);
	return rtc;
}

void platdev_rtc_close(struct rtc_device *rtc)
{
	if (IS_ERR_OR_NULL(rtc))
		return;
	rtc_update_irq_enable(rtc, 0);
	clear_bit_unlock(RTC_DEV_BUSY, &rtc->flags);
	put_device(&rtc->dev);
}

/*
 * RTC_ALM_SET: a time of day, made today's or, when that has passed,
 * tomorrow's; the alarm is set but not armed (RTC_AIE_ON arms it).
 */
static int rtc_alm_set(struct rtc_device *rtc, const struct rtc_time *when)
{
	struct rtc_wkalrm alarm = { .time = *when };
	struct rtc_time now;
	time64_t t_now;
	int err;

	alarm.time.tm_wday = -1;
	alarm.time.tm_yday = -1;
	alarm.time.tm_isdst = -1;
	err = rtc_read_time(rtc, &now);
	if (err)
		return err;
	t_now = rtc_tm_to_time64(&now);
	alarm.time.tm_mday = now.tm_mday;
	alarm.time.tm_mon = now.tm_mon;
	alarm.time.tm_year = now.tm_year;
	err = rtc_valid_tm(&alarm.time);
	if (err)
		return err;
	if (rtc_tm_to_time64(&alarm.time) < t_now) {
		rtc_time64_to_tm(t_now + 24 * 60 * 60, &now);
		alarm.time.tm_mday = now.tm_mday;
		alarm.time.tm_mon = now.tm_mon;
		alarm.time.tm_year = now.tm_year;
	}
	return rtc_set_alarm(rtc, &alarm);
}

static int rtc_param_get(struct rtc_device *rtc, struct rtc_param *param)
{
	long offset;
	int err = 0;

	switch (param->param) {
	case RTC_PARAM_FEATURES:
		if (param->index)
			return -EINVAL;
		param->uvalue = rtc->features[0];
		return 0;
	case RTC_PARAM_CORRECTION:
		if (param->index)
			return -EINVAL;
		err = rtc_read_offset(rtc, &offset);
		if (!err)
			param->svalue = offset;
		return err;
	default:
		mutex_lock(&rtc->ops_lock);
		if (!rtc->ops)
			err = -ENODEV;
		else if (rtc->ops->param_get)
			err = rtc->ops->param_get(rtc->dev.parent, param);
		else
			err = -EINVAL;
		mutex_unlock(&rtc->ops_lock);
		return err;
	}
}

/* A request the core does not know: the driver's, or -ENOTTY. */
static int rtc_driver_ioctl(struct rtc_device *rtc, unsigned int cmd, void *arg)
{
	int err;

	mutex_lock(&rtc->ops_lock);
	if (!rtc->ops)
		err = -ENODEV;
	else if (!rtc->ops->ioctl)
		err = -ENOTTY;
	else
		err = rtc->ops->ioctl(rtc->dev.parent, cmd, (unsigned long)arg);
	mutex_unlock(&rtc->ops_lock);
	return err == -ENOIOCTLCMD ? -ENOTTY : err;
}

int platdev_rtc_ioctl(struct rtc_device *rtc, unsigned int cmd, void *arg)
{
	struct rtc_wkalrm alarm;
	int err;

	switch (cmd) {
	case RTC_AIE_ON:
		return rtc_alarm_irq_enable(rtc, 1);
	case RTC_AIE_OFF:
		return rtc_alarm_irq_enable(rtc, 0);
	case RTC_UIE_ON:
		return rtc_update_irq_enable(rtc, 1);
	case RTC_UIE_OFF:
		return rtc_update_irq_enable(rtc, 0);
	default:
		break;
	}
	if (!arg)
		return -EFAULT;
	switch (cmd) {
	case RTC_RD_TIME:
		return rtc_read_time(rtc, arg);
	case RTC_SET_TIME: {
		struct rtc_time tm = *(struct rtc_time *)arg;

		return rtc_set_time(rtc, &tm);
	}
	case RTC_ALM_READ:
		err = rtc_read_alarm(rtc, &alarm);
		if (!err)
			*(struct rtc_time *)arg = alarm.time;
		return err;
	case RTC_ALM_SET:
		return rtc_alm_set(rtc, arg);
	case RTC_WKALM_RD:
		return rtc_read_alarm(rtc, arg);
	case RTC_WKALM_SET:
		alarm = *(struct rtc_wkalrm *)arg;
		return rtc_set_alarm(rtc, &alarm);
	case RTC_IRQP_READ:
		*(unsigned long *)arg = (unsigned long)rtc->irq_freq;
		return 0;
	case RTC_EPOCH_READ:
		/* The epoch of old PC RTCs' years: 1900 for every RTC here. */
		*(unsigned long *)arg = 1900;
		return 0;
	case RTC_PARAM_GET:
		return rtc_param_get(rtc, arg);
	default:
		return rtc_driver_ioctl(rtc, cmd, arg);
	}
}

/* Take the recorded interrupts, if any. */
static unsigned long rtc_take_irq_data(struct rtc_device *rtc)
{
	unsigned long data;

	spin_lock_irq(&rtc->irq_lock);
	data = rtc->irq_data;
	rtc->irq_data = 0;
	spin_unlock_irq(&rtc->irq_lock);
	return data;
}

int platdev_rtc_read(struct rtc_device *rtc, unsigned long *data,
		     u64 timeout_ns)
{
	u64 waited = 0, step;

	for (;;) {
		/* An interrupt taken: its timers expired. */
		flush_work(&rtc->irqwork);
		*data = rtc_take_irq_data(rtc);
		if (*data)
			return 0;
		if (!READ_ONCE(rtc->ops))
			return -ENODEV;
		if (waited >= timeout_ns)
			return -ETIMEDOUT;
		step = min_t(u64, timeout_ns - waited, NSEC_PER_MSEC);
		platdev_time_sleep_ns(step);
		waited += step;
	}
}
