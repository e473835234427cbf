// SPDX-License-Identifier: MIT
/*
 * interface.c - the RTC class's kernel API (linux/rtc.h): time and alarm
 * through the driver's ops, checked against the device's range and moved
 * by its start-year offset; and the RTC timers. The alarm a program sets
 * and the once-a-second update are timers on the RTC's own time, kept in
 * a queue of which the earliest is programmed into the hardware's alarm.
 * When the driver's interrupt handler reports the alarm (rtc_update_irq()),
 * the core's work item reads the time, expires the timers that are due
 * (each recording its interrupt for readers and waking them), and programs
 * the next one, or disables the alarm interrupt when none is left.
 *
 * ops_lock serialises the ops and the queue; irq_lock the recorded
 * interrupts, which readers take (platdev/rtc.h).
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/rtc.h>
#include <linux/string.h>

/* The queue of RTC timers: a list sorted by expiry, equal ones in the
 * order they were queued. */
static void tq_add(struct rtc_device *rtc, struct rtc_timer *timer)
{
	struct rtc_timer *pos;

	list_for_each_entry(pos, &rtc->timerqueue, __platdev_entry) {
		if (timer->node.expires < pos->node.expires) {
			list_add_tail(&timer->__platdev_entry,
				      &pos->__platdev_entry);
			return;
		}
	}
	list_add_tail(&timer->__platdev_entry, &rtc->timerqueue);
}

static void tq_del(struct rtc_timer *timer)
{
	list_del_init(&timer->__platdev_entry);
}

static struct rtc_timer *tq_first(struct rtc_device *rtc)
{
	return list_first_entry_or_null(&rtc->timerqueue, struct rtc_timer,
					__platdev_entry);
}

/* The hardware's time of a time before the start-year range's own. */
static void rtc_add_offset(struct rtc_device *rtc, struct rtc_time *tm)
{
	time64_t secs;

	if (!rtc->offset_secs)
		return;
	secs = rtc_tm_to_time64(tm);
	/*
	 * Times the hardware's range and the moved one share are left: the
	 * overlap reads as itself.
	 */
	if ((rtc->start_secs > rtc->range_min && secs >= rtc->start_secs) ||
	    (rtc->start_secs < rtc->range_min &&
	     secs <= (time64_t)(rtc->start_secs + rtc->range_max -
				rtc->range_min)))
		return;
	rtc_time64_to_tm(secs + rtc->offset_secs, tm);
}

/* What the hardware is given for @tm: moved back into its own range. */
static void rtc_subtract_offset(struct rtc_device *rtc, struct rtc_time *tm)
{
	time64_t secs;

	if (!rtc->offset_secs)
		return;
	secs = rtc_tm_to_time64(tm);
	if (secs >= rtc->range_min && (timeu64_t)secs <= rtc->range_max)
		return;
	rtc_time64_to_tm(secs - rtc->offset_secs, tm);
}

/* -ERANGE for a time outside the device's (possibly moved) range. */
static int rtc_valid_range(struct rtc_device *rtc, struct rtc_time *tm)
{
	time64_t time, range_min;
	timeu64_t range_max;

	if (rtc->range_min == (time64_t)rtc->range_max)
		return 0;
	time = rtc_tm_to_time64(tm);
	range_min = rtc->set_start_time ? rtc->start_secs : rtc->range_min;
	range_max = rtc->set_start_time ?
			    (timeu64_t)rtc->start_secs + rtc->range_max -
				    (timeu64_t)rtc->range_min :
			    rtc->range_max;
	if (time < range_min || (time >= 0 && (timeu64_t)time > range_max))
		return -ERANGE;
	return 0;
}

static int __rtc_read_time(struct rtc_device *rtc, struct rtc_time *tm)
{
	int err;

	if (!rtc->ops)
		return -ENODEV;
	if (!rtc->ops->read_time)
		return -EINVAL;
	memset(tm, 0, sizeof(*tm));
	err = rtc->ops->read_time(rtc->dev.parent, tm);
	if (err < 0) {
		dev_dbg(&rtc->dev, "read_time: fail to read: %d\n", err);
		return err;
	}
	rtc_add_offset(rtc, tm);
	err = rtc_valid_tm(tm);
	if (err < 0)
		dev_dbg(&rtc->dev, "read_time: rtc_time isn't valid\n");
	return err;
}

/**
 * rtc_read_time() - the RTC's time now
 * @rtc: the device
 * @tm: receives it
 *
 * Return: 0; -ENODEV once unregistered; -EINVAL without read_time or when
 * the hardware's time is not valid; the driver's error.
 */
int rtc_read_time(struct rtc_device *rtc, struct rtc_time *tm)
{
	int err;

	mutex_lock(&rtc->ops_lock);
	err = __rtc_read_time(rtc, tm);
	mutex_unlock(&rtc->ops_lock);
	return err;
}
EXPORT_SYMBOL_GPL(rtc_read_time);

static void rtc_kick(struct rtc_device *rtc);

static void rtc_event_tm(struct rtc_device *rtc, const char *what,
			 const struct rtc_time *tm)
{
	platdev_class_device_event(&rtc->class_dev,
				   "%s %04d-%02d-%02d %02d:%02d:%02d", what,
				   tm->tm_year + 1900, tm->tm_mon + 1,
				   tm->tm_mday, tm->tm_hour, tm->tm_min,
				   tm->tm_sec);
}

/**
 * rtc_set_time() - set the RTC's time
 * @rtc: the device
 * @tm: the time; moved into the hardware's range when it has an offset
 *
 * The timers are looked at afterwards: one the new time passed fires.
 *
 * Return: 0; -EINVAL for an invalid time or without set_time; -ERANGE
 * outside the device's range; -ENODEV once unregistered; the driver's
 * error.
 */
int rtc_set_time(struct rtc_device *rtc, struct rtc_time *tm)
{
	struct rtc_time shown;
	int err, uie;

	err = rtc_valid_tm(tm);
	if (err)
		return err;
	err = rtc_valid_range(rtc, tm);
	if (err)
		return err;
	shown = *tm;
	rtc_subtract_offset(rtc, tm);

	uie = rtc->uie_rtctimer.enabled;
	if (uie) {
		err = rtc_update_irq_enable(rtc, 0);
		if (err)
			return err;
	}
	mutex_lock(&rtc->ops_lock);
	if (!rtc->ops)
		err = -ENODEV;
	else if (rtc->ops->set_time)
		err = rtc->ops->set_time(rtc->dev.parent, tm);
	else
		err = -EINVAL;
	/*
	 * A timer may be due at the new time. Not once unregistered: the
	 * parent, which the work item keeps awake, may be gone.
	 */
	if (err != -ENODEV)
		rtc_kick(rtc);
	mutex_unlock(&rtc->ops_lock);
	if (!err)
		rtc_event_tm(rtc, "set time", &shown);
	if (uie) {
		int ret = rtc_update_irq_enable(rtc, 1);

		if (ret)
			return ret;
	}
	return err;
}
EXPORT_SYMBOL_GPL(rtc_set_time);

static int rtc_read_alarm_internal(struct rtc_device *rtc,
				   struct rtc_wkalrm *alarm)
{
	int err;

	mutex_lock(&rtc->ops_lock);
	if (!rtc->ops) {
		err = -ENODEV;
	} else if (!test_bit(RTC_FEATURE_ALARM, rtc->features) ||
		   !rtc->ops->read_alarm) {
		err = -EINVAL;
	} else {
		/* Fields the hardware does not keep stay -1. */
		alarm->enabled = 0;
		alarm->pending = 0;
		alarm->time.tm_sec = -1;
		alarm->time.tm_min = -1;
		alarm->time.tm_hour = -1;
		alarm->time.tm_mday = -1;
		alarm->time.tm_mon = -1;
		alarm->time.tm_year = -1;
		alarm->time.tm_wday = -1;
		alarm->time.tm_yday = -1;
		alarm->time.tm_isdst = -1;
		err = rtc->ops->read_alarm(rtc->dev.parent, alarm);
	}
	mutex_unlock(&rtc->ops_lock);
	return err;
}

/**
 * __rtc_read_alarm() - the alarm the hardware holds, completed
 * @rtc: the device
 * @alarm: receives it
 *
 * A hardware alarm that keeps only the time of day (or day of the month)
 * is completed from the time now: the next such moment to come.
 *
 * Return: 0; -EINVAL (no alarm, or one that cannot be completed);
 * -ENODEV; the driver's error.
 */
int __rtc_read_alarm(struct rtc_device *rtc, struct rtc_wkalrm *alarm)
{
	struct rtc_time now;
	time64_t t_now, t_alm;
	int err;

	err = rtc_read_alarm_internal(rtc, alarm);
	if (err)
		return err;
	if (alarm->time.tm_year >= 0 && alarm->time.tm_mon >= 0 &&
	    alarm->time.tm_mday >= 0 && alarm->time.tm_hour >= 0 &&
	    alarm->time.tm_min >= 0 && alarm->time.tm_sec >= 0)
		return rtc_valid_tm(&alarm->time);
	if (alarm->time.tm_hour < 0 || alarm->time.tm_min < 0 ||
	    alarm->time.tm_sec < 0)
		return -EINVAL;
	err = rtc_read_time(rtc, &now);
	if (err)
		return err;
	/* Complete with today's date; if that has passed, the next day. */
	if (alarm->time.tm_mday < 0)
		alarm->time.tm_mday = now.tm_mday;
	if (alarm->time.tm_mon < 0)
		alarm->time.tm_mon = now.tm_mon;
	if (alarm->time.tm_year < 0)
		alarm->time.tm_year = now.tm_year;
	err = rtc_valid_tm(&alarm->time);
	if (err)
		return err;
	t_now = rtc_tm_to_time64(&now);
	t_alm = rtc_tm_to_time64(&alarm->time);
	if (t_alm <= t_now)
		rtc_time64_to_tm(t_alm + 24 * 60 * 60, &alarm->time);
	return rtc_valid_tm(&alarm->time);
}
EXPORT_SYMBOL_GPL(__rtc_read_alarm);

/**
 * rtc_read_alarm() - the alarm timer (what a program set), not the
 * hardware's register
 * @rtc: the device
 * @alarm: receives its time and whether it is enabled
 *
 * Return: 0; -EINVAL without the alarm feature; -ENODEV.
 */
int rtc_read_alarm(struct rtc_device *rtc, struct rtc_wkalrm *alarm)
{
	int err = 0;

	mutex_lock(&rtc->ops_lock);
	if (!rtc->ops) {
		err = -ENODEV;
	} else if (!test_bit(RTC_FEATURE_ALARM, rtc->features)) {
		err = -EINVAL;
	} else {
		memset(alarm, 0, sizeof(*alarm));
		alarm->enabled = (unsigned char)rtc->aie_timer.enabled;
		alarm->time = rtc_ktime_to_tm(rtc->aie_timer.node.expires);
	}
	mutex_unlock(&rtc->ops_lock);
	return err;
}
EXPORT_SYMBOL_GPL(rtc_read_alarm);

/*
 * Program the hardware's alarm. -ETIME when the time is not in the future
 * (or passed while it was set): the caller then runs the timers instead.
 */
static int __rtc_set_alarm(struct rtc_device *rtc, struct rtc_wkalrm *alarm)
{
	struct rtc_time tm;
	time64_t now, scheduled;
	int err;

	err = rtc_valid_tm(&alarm->time);
	if (err)
		return err;
	scheduled = rtc_tm_to_time64(&alarm->time);
	err = __rtc_read_time(rtc, &tm);
	if (err)
		return err;
	now = rtc_tm_to_time64(&tm);
	if (scheduled <= now)
		return -ETIME;
	rtc_subtract_offset(rtc, &alarm->time);
	if (!rtc->ops)
		err = -ENODEV;
	else if (!test_bit(RTC_FEATURE_ALARM, rtc->features))
		err = -EINVAL;
	else
		err = rtc->ops->set_alarm(rtc->dev.parent, alarm);
	/* Set for the next second: the second may have begun meanwhile. */
	if (!err && scheduled - now <= 1) {
		err = __rtc_read_time(rtc, &tm);
		if (err)
			return err;
		if (scheduled <= rtc_tm_to_time64(&tm))
			return -ETIME;
	}
	return err;
}

/* Run the timers from the work item (with the device kept awake). */
static void rtc_kick(struct rtc_device *rtc)
{
	pm_stay_awake(rtc->dev.parent);
	schedule_work(&rtc->irqwork);
}

/* Queue @timer; program the hardware when it is the next one to come. */
static int rtc_timer_enqueue(struct rtc_device *rtc, struct rtc_timer *timer)
{
	struct rtc_timer *pos, *next = NULL;
	struct rtc_time tm;
	ktime_t now;
	int err;

	err = __rtc_read_time(rtc, &tm);
	if (err)
		return err;
	timer->enabled = 1;
	now = rtc_tm_to_ktime(tm);
	/* The next timer to come, those already due aside. */
	list_for_each_entry(pos, &rtc->timerqueue, __platdev_entry) {
		if (pos->node.expires >= now) {
			next = pos;
			break;
		}
	}
	tq_add(rtc, timer);
	if (!next || timer->node.expires < next->node.expires) {
		struct rtc_wkalrm alarm;

		alarm.time = rtc_ktime_to_tm(timer->node.expires);
		alarm.enabled = 1;
		err = __rtc_set_alarm(rtc, &alarm);
		if (err == -ETIME) {
			rtc_kick(rtc);
		} else if (err) {
			tq_del(timer);
			timer->enabled = 0;
			return err;
		}
	}
	return 0;
}

static void rtc_alarm_disable(struct rtc_device *rtc)
{
	if (!rtc->ops || !test_bit(RTC_FEATURE_ALARM, rtc->features) ||
	    !rtc->ops->alarm_irq_enable)
		return;
	rtc->ops->alarm_irq_enable(rtc->dev.parent, false);
}

/* Take @timer off; when it was the next one, program the one after. */
static void rtc_timer_remove(struct rtc_device *rtc, struct rtc_timer *timer)
{
	struct rtc_timer *next = tq_first(rtc);
	struct rtc_wkalrm alarm;

	tq_del(timer);
	timer->enabled = 0;
	if (next != timer)
		return;
	next = tq_first(rtc);
	if (!next) {
		rtc_alarm_disable(rtc);
		return;
	}
	alarm.time = rtc_ktime_to_tm(next->node.expires);
	alarm.enabled = 1;
	if (__rtc_set_alarm(rtc, &alarm) == -ETIME)
		rtc_kick(rtc);
}

/**
 * rtc_set_alarm() - set the alarm timer
 * @rtc: the device
 * @alarm: its time; @enabled: whether it is armed now (else it is armed
 *         later by rtc_alarm_irq_enable())
 *
 * An armed alarm whose time has come already fires at once, from the work
 * item.
 *
 * Return: 0; -ENODEV; -EINVAL without the alarm feature or for an invalid
 * time; -ERANGE outside the device's range; the driver's error.
 */
int rtc_set_alarm(struct rtc_device *rtc, struct rtc_wkalrm *alarm)
{
	ktime_t alarm_time;
	int err;

	if (!rtc->ops)
		return -ENODEV;
	if (!test_bit(RTC_FEATURE_ALARM, rtc->features))
		return -EINVAL;
	err = rtc_valid_tm(&alarm->time);
	if (err)
		return err;
	err = rtc_valid_range(rtc, &alarm->time);
	if (err)
		return err;
	mutex_lock(&rtc->ops_lock);
	if (rtc->aie_timer.enabled)
		rtc_timer_remove(rtc, &rtc->aie_timer);
	alarm_time = rtc_tm_to_ktime(alarm->time);
	/* A minute-resolution alarm goes off at the start of its minute. */
	if (test_bit(RTC_FEATURE_ALARM_RES_MINUTE, rtc->features))
		alarm_time -= (ktime_t)alarm->time.tm_sec * NSEC_PER_SEC;
	rtc->aie_timer.node.expires = alarm_time;
	rtc->aie_timer.period = 0;
	if (alarm->enabled)
		err = rtc_timer_enqueue(rtc, &rtc->aie_timer);
	mutex_unlock(&rtc->ops_lock);
	if (!err)
		rtc_event_tm(rtc, alarm->enabled ? "alarm on" : "alarm set",
			     &alarm->time);
	return err;
}
EXPORT_SYMBOL_GPL(rtc_set_alarm);

/**
 * rtc_initialize_alarm() - take the hardware's alarm as the alarm timer,
 * at registration; queued when enabled and to come
 *
 * Return: 0; -EINVAL for an invalid time; an error reading the time.
 */
int rtc_initialize_alarm(struct rtc_device *rtc, struct rtc_wkalrm *alarm)
{
	struct rtc_time now;
	int err;

	err = rtc_valid_tm(&alarm->time);
	if (err)
		return err;
	err = rtc_read_time(rtc, &now);
	if (err)
		return err;
	mutex_lock(&rtc->ops_lock);
	rtc->aie_timer.node.expires = rtc_tm_to_ktime(alarm->time);
	rtc->aie_timer.period = 0;
	if (alarm->enabled &&
	    rtc_tm_to_ktime(now) < rtc->aie_timer.node.expires) {
		rtc->aie_timer.enabled = 1;
		tq_add(rtc, &rtc->aie_timer);
	}
	mutex_unlock(&rtc->ops_lock);
	return 0;
}
EXPORT_SYMBOL_GPL(rtc_initialize_alarm);

/**
 * rtc_alarm_irq_enable() - arm or disarm the alarm timer, and pass the
 * request to the driver
 *
 * Return: 0; -ENODEV; -EINVAL without the alarm feature or
 * alarm_irq_enable; an error programming the alarm.
 */
int rtc_alarm_irq_enable(struct rtc_device *rtc, unsigned int enabled)
{
	int err = 0;

	mutex_lock(&rtc->ops_lock);
	if ((unsigned int)rtc->aie_timer.enabled != enabled) {
		if (enabled)
			err = rtc_timer_enqueue(rtc, &rtc->aie_timer);
		else
			rtc_timer_remove(rtc, &rtc->aie_timer);
	}
	if (err)
		; /* the enqueue's error */
	else if (!rtc->ops)
		err = -ENODEV;
	else if (!test_bit(RTC_FEATURE_ALARM, rtc->features) ||
		 !rtc->ops->alarm_irq_enable)
		err = -EINVAL;
	else
		err = rtc->ops->alarm_irq_enable(rtc->dev.parent, enabled);
	mutex_unlock(&rtc->ops_lock);
	return err;
}
EXPORT_SYMBOL_GPL(rtc_alarm_irq_enable);

/**
 * rtc_update_irq_enable() - start or stop the once-a-second update
 * interrupt, a periodic timer through the hardware's alarm
 *
 * Return: 0; -EINVAL without the update or alarm feature; an error
 * reading the time or programming the alarm.
 */
int rtc_update_irq_enable(struct rtc_device *rtc, unsigned int enabled)
{
	struct rtc_time tm;
	int err = 0;

	mutex_lock(&rtc->ops_lock);
	if ((unsigned int)rtc->uie_rtctimer.enabled == enabled)
		goto out;
	if (!test_bit(RTC_FEATURE_UPDATE_INTERRUPT, rtc->features) ||
	    !test_bit(RTC_FEATURE_ALARM, rtc->features)) {
		err = -EINVAL;
		goto out;
	}
	if (enabled) {
		err = __rtc_read_time(rtc, &tm);
		if (err)
			goto out;
		rtc->uie_rtctimer.node.expires =
			rtc_tm_to_ktime(tm) + ktime_set(1, 0);
		rtc->uie_rtctimer.period = ktime_set(1, 0);
		err = rtc_timer_enqueue(rtc, &rtc->uie_rtctimer);
	} else {
		rtc_timer_remove(rtc, &rtc->uie_rtctimer);
	}
out:
	mutex_unlock(&rtc->ops_lock);
	return err;
}
EXPORT_SYMBOL_GPL(rtc_update_irq_enable);

/**
 * rtc_handle_legacy_irq() - record @num interrupts of @mode (RTC_AF,
 * RTC_UF, RTC_PF) for readers, and wake them
 */
void rtc_handle_legacy_irq(struct rtc_device *rtc, int num, int mode)
{
	unsigned long flags;

	spin_lock_irqsave(&rtc->irq_lock, flags);
	rtc->irq_data = (rtc->irq_data + ((unsigned long)num << 8)) | RTC_IRQF |
			(unsigned long)mode;
	spin_unlock_irqrestore(&rtc->irq_lock, flags);
	wake_up_interruptible(&rtc->irq_queue);
}
EXPORT_SYMBOL_GPL(rtc_handle_legacy_irq);

/** rtc_aie_update_irq() - the alarm timer's function */
void rtc_aie_update_irq(struct rtc_device *rtc)
{
	platdev_class_device_event(&rtc->class_dev, "alarm");
	rtc_handle_legacy_irq(rtc, 1, RTC_AF);
}
EXPORT_SYMBOL_GPL(rtc_aie_update_irq);

/** rtc_uie_update_irq() - the update timer's function */
void rtc_uie_update_irq(struct rtc_device *rtc)
{
	rtc_handle_legacy_irq(rtc, 1, RTC_UF);
}
EXPORT_SYMBOL_GPL(rtc_uie_update_irq);

/**
 * rtc_update_irq() - a driver reports its RTC's interrupt
 * @rtc: the device (NULL or an error pointer: ignored)
 * @num: how many (usually 1)
 * @events: RTC_IRQF with RTC_AF, RTC_UF or RTC_PF
 *
 * The timers are run from the core's work item: any context may call it.
 */
void rtc_update_irq(struct rtc_device *rtc, unsigned long num,
		    unsigned long events)
{
	(void)num;
	(void)events;
	if (IS_ERR_OR_NULL(rtc))
		return;
	rtc_kick(rtc);
}
EXPORT_SYMBOL_GPL(rtc_update_irq);

/**
 * rtc_timer_do_work() - the core's work item: expire the timers that are
 * due at the RTC's time now, re-queue the periodic ones, program the next
 * (retried, then dropped with a log line when the hardware refuses it)
 */
void rtc_timer_do_work(struct work_struct *work)
{
	struct rtc_device *rtc = container_of(work, struct rtc_device, irqwork);
	struct rtc_timer *timer, *next;
	struct rtc_time tm;
	ktime_t now;
	int err, retry;

	mutex_lock(&rtc->ops_lock);
again:
	err = __rtc_read_time(rtc, &tm);
	if (err) {
		/* Unregistered (or unreadable): nothing to run. */
		mutex_unlock(&rtc->ops_lock);
		return;
	}
	now = rtc_tm_to_ktime(tm);
	while ((timer = tq_first(rtc))) {
		if (timer->node.expires > now)
			break;
		tq_del(timer);
		timer->enabled = 0;
		if (timer->func)
			timer->func(timer->rtc);
		if (timer->period) {
			timer->node.expires += timer->period;
			timer->enabled = 1;
			tq_add(rtc, timer);
		}
	}
	next = timer;
	if (!next) {
		rtc_alarm_disable(rtc);
		goto out;
	}
	for (retry = 3;; retry--) {
		struct rtc_wkalrm alarm;

		alarm.time = rtc_ktime_to_tm(next->node.expires);
		alarm.enabled = 1;
		err = __rtc_set_alarm(rtc, &alarm);
		if (err == -ETIME)
			goto again;
		if (!err)
			break;
		if (retry > 0)
			continue;
		tq_del(next);
		next->enabled = 0;
		dev_err(&rtc->dev, "__rtc_set_alarm: err=%d\n", err);
		goto again;
	}
out:
	pm_relax(rtc->dev.parent);
	mutex_unlock(&rtc->ops_lock);
}

/** rtc_timer_init() - prepare @timer to call @f for @rtc */
void rtc_timer_init(struct rtc_timer *timer, void (*f)(struct rtc_device *r),
		    struct rtc_device *rtc)
{
	INIT_LIST_HEAD(&timer->__platdev_entry);
	timer->node.expires = 0;
	timer->enabled = 0;
	timer->func = f;
	timer->rtc = rtc;
}

/**
 * rtc_timer_start() - (re)start @timer at @expires, then every @period
 * (0: once)
 * Return: 0, or an error programming the alarm.
 */
int rtc_timer_start(struct rtc_device *rtc, struct rtc_timer *timer,
		    ktime_t expires, ktime_t period)
{
	int err;

	mutex_lock(&rtc->ops_lock);
	if (timer->enabled)
		rtc_timer_remove(rtc, timer);
	timer->node.expires = expires;
	timer->period = period;
	err = rtc_timer_enqueue(rtc, timer);
	mutex_unlock(&rtc->ops_lock);
	return err;
}

/** rtc_timer_cancel() - stop @timer */
void rtc_timer_cancel(struct rtc_device *rtc, struct rtc_timer *timer)
{
	mutex_lock(&rtc->ops_lock);
	if (timer->enabled)
		rtc_timer_remove(rtc, timer);
	mutex_unlock(&rtc->ops_lock);
}

/**
 * rtc_read_offset() - the clock's correction, in parts per billion
 * Return: 0; -ENODEV; -EINVAL without the correction feature or
 * read_offset; the driver's error.
 */
int rtc_read_offset(struct rtc_device *rtc, long *offset)
{
	int err;

	if (!rtc->ops)
		return -ENODEV;
	if (!rtc->ops->read_offset)
		return -EINVAL;
	mutex_lock(&rtc->ops_lock);
	err = rtc->ops->read_offset(rtc->dev.parent, offset);
	mutex_unlock(&rtc->ops_lock);
	return err;
}

/**
 * rtc_set_offset() - set the clock's correction
 * Return: 0; -ENODEV; -EINVAL without set_offset; the driver's error.
 */
int rtc_set_offset(struct rtc_device *rtc, long offset)
{
	int err;

	if (!rtc->ops)
		return -ENODEV;
	if (!rtc->ops->set_offset)
		return -EINVAL;
	mutex_lock(&rtc->ops_lock);
	err = rtc->ops->set_offset(rtc->dev.parent, offset);
	mutex_unlock(&rtc->ops_lock);
	return err;
}
