// SPDX-License-Identifier: MIT
/*
 * watchdog_dev.c - a registered watchdog's life (Linux's watchdog_dev.c
 * semantics): starting, pinging and stopping it for the program that
 * opened it (platdev/watchdog.h), the nowayout and magic-close rules, and
 * the core's own pings of a watchdog that runs without a program or whose
 * hardware heartbeat is shorter than its timeout. The pings are timed by
 * an hrtimer (virtual time on a simulated board) and made from system_wq,
 * since a driver's ping may sleep.
 */
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/ktime.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/timekeeping.h>
#include <platdev/watchdog.h>

#include "watchdog.h"

/*
 * Guards the lookup of a watchdog by a program against its unregistration
 * (a handle holds a reference to the core data, which outlives it).
 */
static DEFINE_MUTEX(watchdog_dev_lock);

struct platdev_watchdog {
	struct watchdog_core_data *wd_data;
};

static void watchdog_core_data_release(struct kref *ref)
{
	kfree(container_of(ref, struct watchdog_core_data, ref));
}

/* ---- the core's pings ---- */

static bool watchdog_need_worker(struct watchdog_device *wdd)
{
	unsigned int hm = wdd->max_hw_heartbeat_ms;
	unsigned int t = wdd->timeout * 1000;

	return (hm && watchdog_active(wdd) && t > hm) ||
	       (t && !watchdog_active(wdd) && watchdog_hw_running(wdd));
}

/*
 * How long until the core pings: half the hardware's heartbeat, or less
 * when the program's own timeout ends before the next one would.
 */
static ktime_t watchdog_next_keepalive(struct watchdog_device *wdd)
{
	struct watchdog_core_data *wd_data = wdd->wd_data;
	unsigned int timeout_ms = wdd->timeout * 1000;
	unsigned int hw_heartbeat_ms =
		min_not_zero(timeout_ms, wdd->max_hw_heartbeat_ms);
	ktime_t interval = ms_to_ktime(hw_heartbeat_ms / 2);
	ktime_t last_heartbeat, latest;

	if (!watchdog_active(wdd))
		return interval;
	last_heartbeat = ktime_sub(ktime_add(wd_data->last_keepalive,
					     ms_to_ktime(timeout_ms)),
				   ms_to_ktime(hw_heartbeat_ms));
	latest = ktime_sub(last_heartbeat, ktime_get());
	return ktime_before(latest, interval) ? latest : interval;
}

static void watchdog_update_worker(struct watchdog_device *wdd)
{
	struct watchdog_core_data *wd_data = wdd->wd_data;

	if (watchdog_need_worker(wdd)) {
		ktime_t t = watchdog_next_keepalive(wdd);

		if (t > 0)
			hrtimer_start(&wd_data->timer, t, HRTIMER_MODE_REL);
	} else {
		hrtimer_cancel(&wd_data->timer);
	}
}

/* Ping the hardware, not before min_hw_heartbeat_ms since the last. */
static int __watchdog_ping(struct watchdog_device *wdd)
{
	struct watchdog_core_data *wd_data = wdd->wd_data;
	ktime_t earliest, now;
	int err;

	earliest = ktime_add(wd_data->last_hw_keepalive,
			     ms_to_ktime(wdd->min_hw_heartbeat_ms));
	now = ktime_get();
	if (ktime_after(earliest, now)) {
		hrtimer_start(&wd_data->timer, ktime_sub(earliest, now),
			      HRTIMER_MODE_REL);
		return 0;
	}
	wd_data->last_hw_keepalive = now;
	if (wdd->ops->ping)
		err = wdd->ops->ping(wdd);
	else
		err = wdd->ops->start(wdd);
	platdev_class_device_event(&wd_data->cdev, "ping");
	watchdog_update_worker(wdd);
	return err;
}

/* A program's ping: also restarts the program's timeout. */
static int watchdog_ping(struct watchdog_device *wdd)
{
	struct watchdog_core_data *wd_data = wdd->wd_data;

	if (!watchdog_active(wdd) && !watchdog_hw_running(wdd))
		return 0;
	set_bit(_WDOG_KEEPALIVE, &wd_data->status);
	wd_data->last_keepalive = ktime_get();
	return __watchdog_ping(wdd);
}

static bool watchdog_worker_should_ping(struct watchdog_core_data *wd_data)
{
	struct watchdog_device *wdd = wd_data->wdd;

	if (!wdd)
		return false;
	if (watchdog_active(wdd))
		return true;
	return watchdog_hw_running(wdd) &&
	       !ktime_after(ktime_get(), wd_data->open_deadline);
}

static void watchdog_ping_work(struct work_struct *work)
{
	struct watchdog_core_data *wd_data =
		container_of(work, struct watchdog_core_data, work);

	mutex_lock(&wd_data->lock);
	if (watchdog_worker_should_ping(wd_data))
		__watchdog_ping(wd_data->wdd);
	mutex_unlock(&wd_data->lock);
}

static enum hrtimer_restart watchdog_timer_expired(struct hrtimer *timer)
{
	struct watchdog_core_data *wd_data =
		container_of(timer, struct watchdog_core_data, timer);

	queue_work(system_wq, &wd_data->work);
	return HRTIMER_NORESTART;
}

/* ---- start, stop, status, timeouts (wd_data->lock held) ---- */

static int watchdog_start(struct watchdog_device *wdd)
{
	struct watchdog_core_data *wd_data = wdd->wd_data;
	ktime_t started_at;
	int err;

	if (watchdog_active(wdd))
		return 0;
	set_bit(_WDOG_KEEPALIVE, &wd_data->status);
	started_at = ktime_get();
	if (watchdog_hw_running(wdd) && wdd->ops->ping) {
		err = __watchdog_ping(wdd);
		if (!err)
			set_bit(WDOG_ACTIVE, &wdd->status);
	} else {
		err = wdd->ops->start(wdd);
		if (!err) {
			set_bit(WDOG_ACTIVE, &wdd->status);
			set_bit(WDOG_HW_RUNNING, &wdd->status);
			wd_data->last_keepalive = started_at;
			wd_data->last_hw_keepalive = started_at;
			watchdog_update_worker(wdd);
		}
	}
	if (!err)
		platdev_class_device_event(&wd_data->cdev, "start, timeout %u",
					   wdd->timeout);
	return err;
}

static int watchdog_stop(struct watchdog_device *wdd)
{
	int err = 0;

	if (!watchdog_active(wdd))
		return 0;
	if (test_bit(WDOG_NO_WAY_OUT, &wdd->status)) {
		pr_info("watchdog%d: nowayout prevents watchdog being stopped!\n",
			wdd->id);
		return -EBUSY;
	}
	if (wdd->ops->stop) {
		clear_bit(WDOG_HW_RUNNING, &wdd->status);
		err = wdd->ops->stop(wdd);
	} else {
		set_bit(WDOG_HW_RUNNING, &wdd->status);
	}
	if (!err) {
		clear_bit(WDOG_ACTIVE, &wdd->status);
		watchdog_update_worker(wdd);
		platdev_class_device_event(&wdd->wd_data->cdev, "stop");
	}
	return err;
}

static unsigned int watchdog_get_status(struct watchdog_device *wdd)
{
	struct watchdog_core_data *wd_data = wdd->wd_data;
	unsigned int status;

	if (wdd->ops->status)
		status = wdd->ops->status(wdd);
	else
		status = wdd->bootstatus &
			 (WDIOF_CARDRESET | WDIOF_OVERHEAT | WDIOF_FANFAULT |
			  WDIOF_EXTERN1 | WDIOF_EXTERN2 | WDIOF_POWERUNDER |
			  WDIOF_POWEROVER);
	if (test_bit(_WDOG_ALLOW_RELEASE, &wd_data->status))
		status |= WDIOF_MAGICCLOSE;
	if (test_and_clear_bit(_WDOG_KEEPALIVE, &wd_data->status))
		status |= WDIOF_KEEPALIVEPING;
	return status;
}

static int watchdog_set_timeout(struct watchdog_device *wdd,
				unsigned int timeout)
{
	int err = 0;

	if (!(wdd->info->options & WDIOF_SETTIMEOUT))
		return -EOPNOTSUPP;
	if (watchdog_timeout_invalid(wdd, timeout))
		return -EINVAL;
	if (wdd->ops->set_timeout) {
		err = wdd->ops->set_timeout(wdd, timeout);
	} else {
		wdd->timeout = timeout;
		if (wdd->pretimeout >= wdd->timeout)
			wdd->pretimeout = 0;
	}
	platdev_class_device_event(&wdd->wd_data->cdev, "timeout %u",
				   wdd->timeout);
	watchdog_update_worker(wdd);
	return err;
}

static int watchdog_set_pretimeout(struct watchdog_device *wdd,
				   unsigned int timeout)
{
	if (!(wdd->info->options & WDIOF_PRETIMEOUT))
		return -EOPNOTSUPP;
	if (watchdog_pretimeout_invalid(wdd, timeout))
		return -EINVAL;
	if (wdd->ops->set_pretimeout)
		return wdd->ops->set_pretimeout(wdd, timeout);
	wdd->pretimeout = timeout;
	return 0;
}

/* ---- what a program does ---- */

struct platdev_watchdog *platdev_watchdog_open(const char *name)
{
	struct watchdog_core_data *wd_data = NULL;
	struct platdev_class_device *cdev;
	struct platdev_watchdog *wd;
	int err;

	wd = kzalloc(sizeof(*wd), GFP_KERNEL);
	if (!wd)
		return ERR_PTR(-ENOMEM);
	mutex_lock(&watchdog_dev_lock);
	cdev = platdev_class_device_find("watchdog", name);
	if (cdev) {
		wd_data = cdev->data;
		kref_get(&wd_data->ref);
	}
	mutex_unlock(&watchdog_dev_lock);
	if (!wd_data) {
		kfree(wd);
		return ERR_PTR(-ENODEV);
	}

	err = -EBUSY;
	if (test_and_set_bit(_WDOG_DEV_OPEN, &wd_data->status))
		goto out_put;
	mutex_lock(&wd_data->lock);
	err = wd_data->wdd ? watchdog_start(wd_data->wdd) : -ENODEV;
	if (!err)
		wd_data->open_deadline = KTIME_MAX;
	mutex_unlock(&wd_data->lock);
	if (err) {
		clear_bit(_WDOG_DEV_OPEN, &wd_data->status);
		goto out_put;
	}
	wd->wd_data = wd_data;
	return wd;

out_put:
	kref_put(&wd_data->ref, watchdog_core_data_release);
	kfree(wd);
	return ERR_PTR(err);
}

int platdev_watchdog_close(struct platdev_watchdog *wd)
{
	struct watchdog_core_data *wd_data = wd->wd_data;
	struct watchdog_device *wdd;
	int err = -EBUSY;

	mutex_lock(&wd_data->lock);
	wdd = wd_data->wdd;
	if (!wdd) {
		err = 0;
		goto done;
	}
	if (!watchdog_active(wdd))
		err = 0;
	else if (test_and_clear_bit(_WDOG_ALLOW_RELEASE, &wd_data->status) ||
		 !(wdd->info->options & WDIOF_MAGICCLOSE))
		err = watchdog_stop(wdd);
	if (err < 0) {
		pr_crit("watchdog%d: watchdog did not stop!\n", wdd->id);
		platdev_class_device_event(&wd_data->cdev, "did not stop");
		watchdog_ping(wdd);
	}
	watchdog_update_worker(wdd);
done:
	clear_bit(_WDOG_DEV_OPEN, &wd_data->status);
	mutex_unlock(&wd_data->lock);
	kref_put(&wd_data->ref, watchdog_core_data_release);
	kfree(wd);
	return err;
}

ssize_t platdev_watchdog_write(struct platdev_watchdog *wd, const char *buf,
			       size_t len)
{
	struct watchdog_core_data *wd_data = wd->wd_data;
	struct watchdog_device *wdd;
	size_t i;
	int err;

	if (!len)
		return 0;
	mutex_lock(&wd_data->lock);
	wdd = wd_data->wdd;
	if (wdd && !test_bit(WDOG_NO_WAY_OUT, &wdd->status)) {
		clear_bit(_WDOG_ALLOW_RELEASE, &wd_data->status);
		for (i = 0; i < len; i++)
			if (buf[i] == 'V')
				set_bit(_WDOG_ALLOW_RELEASE, &wd_data->status);
	}
	err = wdd ? watchdog_ping(wdd) : -ENODEV;
	mutex_unlock(&wd_data->lock);
	return err < 0 ? err : (ssize_t)len;
}

static long watchdog_ioctl_locked(struct watchdog_device *wdd, unsigned int cmd,
				  int *p)
{
	int err;

	switch (cmd) {
	case WDIOC_GETSTATUS:
		*p = (int)watchdog_get_status(wdd);
		return 0;
	case WDIOC_GETBOOTSTATUS:
		*p = (int)wdd->bootstatus;
		return 0;
	case WDIOC_SETOPTIONS:
		if (*p & WDIOS_DISABLECARD) {
			err = watchdog_stop(wdd);
			if (err < 0)
				return err;
		}
		if (*p & WDIOS_ENABLECARD)
			return watchdog_start(wdd);
		return 0;
	case WDIOC_KEEPALIVE:
		if (!(wdd->info->options & WDIOF_KEEPALIVEPING))
			return -EOPNOTSUPP;
		return watchdog_ping(wdd);
	case WDIOC_SETTIMEOUT:
		err = watchdog_set_timeout(wdd, (unsigned int)*p);
		if (err < 0)
			return err;
		/* the new timeout takes effect with a ping */
		err = watchdog_ping(wdd);
		if (err < 0)
			return err;
		fallthrough;
	case WDIOC_GETTIMEOUT:
		if (!wdd->timeout)
			return -EOPNOTSUPP;
		*p = (int)wdd->timeout;
		return 0;
	case WDIOC_SETPRETIMEOUT:
		return watchdog_set_pretimeout(wdd, (unsigned int)*p);
	case WDIOC_GETPRETIMEOUT:
		*p = (int)wdd->pretimeout;
		return 0;
	case WDIOC_GETTIMELEFT:
		if (!wdd->ops->get_timeleft)
			return -EOPNOTSUPP;
		*p = (int)wdd->ops->get_timeleft(wdd);
		return 0;
	default:
		return -ENOTTY;
	}
}

long platdev_watchdog_ioctl(struct platdev_watchdog *wd, unsigned int cmd,
			    void *arg)
{
	struct watchdog_core_data *wd_data = wd->wd_data;
	struct watchdog_device *wdd;
	long err;

	if (!arg)
		return -EFAULT;
	mutex_lock(&wd_data->lock);
	wdd = wd_data->wdd;
	if (!wdd) {
		err = -ENODEV;
		goto out;
	}
	if (wdd->ops->ioctl) {
		err = wdd->ops->ioctl(wdd, cmd, (unsigned long)arg);
		if (err != -ENOIOCTLCMD)
			goto out;
	}
	if (cmd == WDIOC_GETSUPPORT) {
		memcpy(arg, wdd->info, sizeof(*wdd->info));
		err = 0;
	} else {
		err = watchdog_ioctl_locked(wdd, cmd, arg);
	}
out:
	mutex_unlock(&wd_data->lock);
	return err;
}

int platdev_watchdog_set_governor(const char *name, const char *governor)
{
	const struct watchdog_governor *gov = watchdog_governor_find(governor);
	struct watchdog_core_data *wd_data;
	struct platdev_class_device *cdev;
	int err = 0;

	if (!name)
		return -ENODEV;
	mutex_lock(&watchdog_dev_lock);
	cdev = platdev_class_device_find("watchdog", name);
	if (!cdev) {
		err = -ENODEV;
	} else if (!gov) {
		err = -EINVAL;
	} else {
		wd_data = cdev->data;
		mutex_lock(&wd_data->lock);
		WRITE_ONCE(wd_data->wdd->gov, gov);
		mutex_unlock(&wd_data->lock);
		platdev_class_device_event(cdev, "governor %s",
					   watchdog_governor_name(gov));
	}
	mutex_unlock(&watchdog_dev_lock);
	return err;
}

/* ---- registration (watchdog_core.c) ---- */

int watchdog_dev_register(struct watchdog_device *wdd)
{
	struct watchdog_core_data *wd_data;
	int err;

	wd_data = kzalloc(sizeof(*wd_data), GFP_KERNEL);
	if (!wd_data)
		return -ENOMEM;
	kref_init(&wd_data->ref);
	mutex_init(&wd_data->lock);
	hrtimer_init(&wd_data->timer, CLOCK_MONOTONIC, HRTIMER_MODE_REL);
	wd_data->timer.function = watchdog_timer_expired;
	INIT_WORK(&wd_data->work, watchdog_ping_work);
	wd_data->wdd = wdd;
	wd_data->open_deadline = KTIME_MAX;
	wd_data->cdev.class = "watchdog";
	wd_data->cdev.parent = wdd->parent;
	wd_data->cdev.data = wd_data;
	snprintf(wd_data->cdev.name, sizeof(wd_data->cdev.name), "watchdog%d",
		 wdd->id);
	wdd->wd_data = wd_data;

	mutex_lock(&watchdog_dev_lock);
	err = platdev_class_device_add(&wd_data->cdev);
	mutex_unlock(&watchdog_dev_lock);
	if (err) {
		wdd->wd_data = NULL;
		kfree(wd_data);
		return err;
	}

	/* A watchdog already running: the core keeps it alive from now. */
	if (watchdog_hw_running(wdd))
		hrtimer_start(&wd_data->timer, 0, HRTIMER_MODE_REL);
	return 0;
}

void watchdog_dev_unregister(struct watchdog_device *wdd)
{
	struct watchdog_core_data *wd_data = wdd->wd_data;

	mutex_lock(&watchdog_dev_lock);
	platdev_class_device_del(&wd_data->cdev);
	mutex_unlock(&watchdog_dev_lock);

	mutex_lock(&wd_data->lock);
	if (watchdog_active(wdd) &&
	    test_bit(WDOG_STOP_ON_UNREGISTER, &wdd->status))
		watchdog_stop(wdd);
	wd_data->wdd = NULL;
	wdd->wd_data = NULL;
	mutex_unlock(&wd_data->lock);

	hrtimer_cancel(&wd_data->timer);
	cancel_work_sync(&wd_data->work);
	kref_put(&wd_data->ref, watchdog_core_data_release);
}

int watchdog_set_last_hw_keepalive(struct watchdog_device *wdd,
				   unsigned int last_ping_ms)
{
	struct watchdog_core_data *wd_data;

	if (!wdd || !wdd->wd_data)
		return -EINVAL;
	wd_data = wdd->wd_data;
	wd_data->last_hw_keepalive =
		ktime_sub(ktime_get(), ms_to_ktime(last_ping_ms));
	if (watchdog_hw_running(wdd))
		return __watchdog_ping(wdd);
	return 0;
}

int watchdog_dev_suspend(struct watchdog_device *wdd)
{
	struct watchdog_core_data *wd_data = wdd->wd_data;

	if (!wd_data)
		return 0;
	hrtimer_cancel(&wd_data->timer);
	cancel_work_sync(&wd_data->work);
	return 0;
}

int watchdog_dev_resume(struct watchdog_device *wdd)
{
	struct watchdog_core_data *wd_data = wdd->wd_data;
	int err = 0;

	if (!wd_data)
		return 0;
	mutex_lock(&wd_data->lock);
	if (watchdog_worker_should_ping(wd_data))
		err = __watchdog_ping(wdd);
	mutex_unlock(&wd_data->lock);
	return err;
}
