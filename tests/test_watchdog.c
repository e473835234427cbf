// SPDX-License-Identifier: MIT
/*
 * test_watchdog.c - the watchdog core (linux/watchdog.h) and what a
 * program does with a watchdog (platdev/watchdog.h), on a fake driver that
 * counts its operations: registration's checks and names, the timeout from
 * a parameter or a property, open/close with magic close and nowayout, the
 * ioctls' error codes, the core's keep-alive on virtual time, reboot and
 * restart, pretimeout governors, unregistration under an open handle, and
 * allocation failures.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <linux/delay.h>
#include <linux/err.h>
#include <linux/platform_device.h>
#include <linux/property.h>
#include <linux/reboot.h>
#include <linux/watchdog.h>
#include <linux/workqueue.h>
#include <platdev/class.h>
#include <platdev/log.h>
#include <platdev/panic.h>
#include <platdev/port.h>
#include <platdev/watchdog.h>

#include "testutil.h"

/* The order restart handlers ran in, by priority. */
static int order[4], order_n;

struct fake {
	struct watchdog_device wdd;
	int starts, stops, pings, restarts, timeouts;
	int start_err, stop_err;
	u64 last_ping_ns;
	unsigned long restart_action;
};

static int fake_start(struct watchdog_device *wdd)
{
	struct fake *f = watchdog_get_drvdata(wdd);

	f->starts++;
	return f->start_err;
}

static int fake_stop(struct watchdog_device *wdd)
{
	struct fake *f = watchdog_get_drvdata(wdd);

	f->stops++;
	return f->stop_err;
}

static int fake_ping(struct watchdog_device *wdd)
{
	struct fake *f = watchdog_get_drvdata(wdd);

	f->pings++;
	f->last_ping_ns = ktime_get();
	return 0;
}

static unsigned int fake_timeleft(struct watchdog_device *wdd)
{
	return wdd->timeout - 1;
}

static int fake_set_timeout(struct watchdog_device *wdd, unsigned int t)
{
	struct fake *f = watchdog_get_drvdata(wdd);

	f->timeouts++;
	wdd->timeout = t & ~1u; /* the hardware takes even values only */
	return 0;
}

static int fake_restart(struct watchdog_device *wdd, unsigned long action,
			void *data)
{
	struct fake *f = watchdog_get_drvdata(wdd);

	(void)data;
	f->restarts++;
	f->restart_action = action;
	if (order_n < 4)
		order[order_n++] = wdd->restart_nb.priority;
	return 0;
}

static long fake_ioctl(struct watchdog_device *wdd, unsigned int cmd,
		       unsigned long arg)
{
	(void)wdd;
	if (cmd != _IOR('W', 99, int))
		return -ENOIOCTLCMD;
	*(int *)arg = 4242;
	return 0;
}

static const struct watchdog_info full_info = {
	.options = WDIOF_SETTIMEOUT | WDIOF_MAGICCLOSE | WDIOF_KEEPALIVEPING |
		   WDIOF_PRETIMEOUT,
	.firmware_version = 7,
	.identity = "fake",
};

static const struct watchdog_info bare_info = { .identity = "bare" };

static const struct watchdog_ops full_ops = {
	.start = fake_start,
	.stop = fake_stop,
	.ping = fake_ping,
	.get_timeleft = fake_timeleft,
	.restart = fake_restart,
	.ioctl = fake_ioctl,
};

static const struct watchdog_ops start_only_ops = { .start = fake_start };

static void fake_init(struct fake *f, const struct watchdog_info *info,
		      const struct watchdog_ops *ops)
{
	memset(f, 0, sizeof(*f));
	f->wdd.info = info;
	f->wdd.ops = ops;
	f->wdd.timeout = 30;
	f->wdd.max_timeout = 100;
	f->wdd.min_timeout = 2;
	watchdog_set_drvdata(&f->wdd, f);
}

/* Let the core's due timers run, then its queued pings. */
static void advance_ms(unsigned int ms)
{
	msleep(ms);
	flush_workqueue(system_wq);
}

static void test_register_checks(void **state)
{
	struct watchdog_ops no_start = { .stop = fake_stop };
	struct fake f;

	(void)state;
	assert_int_equal(watchdog_register_device(NULL), -EINVAL);
	fake_init(&f, NULL, &full_ops);
	assert_int_equal(watchdog_register_device(&f.wdd), -EINVAL);
	fake_init(&f, &full_info, NULL);
	assert_int_equal(watchdog_register_device(&f.wdd), -EINVAL);
	fake_init(&f, &full_info, &no_start);
	assert_int_equal(watchdog_register_device(&f.wdd), -EINVAL);
	/* no stop: only with a hardware heartbeat the core keeps */
	fake_init(&f, &full_info, &start_only_ops);
	assert_int_equal(watchdog_register_device(&f.wdd), -EINVAL);
	f.wdd.max_hw_heartbeat_ms = 1000;
	assert_int_equal(watchdog_register_device(&f.wdd), 0);
	assert_non_null(platdev_class_device_find("watchdog", "watchdog0"));
	watchdog_unregister_device(&f.wdd);
	assert_null(platdev_class_device_find("watchdog", "watchdog0"));
	watchdog_unregister_device(NULL);
}

static void test_names(void **state)
{
	struct fake a, b, c;

	(void)state;
	fake_init(&a, &full_info, &full_ops);
	fake_init(&b, &full_info, &full_ops);
	fake_init(&c, &full_info, &full_ops);
	assert_int_equal(watchdog_register_device(&a.wdd), 0);
	assert_int_equal(watchdog_register_device(&b.wdd), 0);
	assert_int_equal(a.wdd.id, 0);
	assert_int_equal(b.wdd.id, 1);
	assert_non_null(platdev_class_device_find("watchdog", "watchdog1"));
	/* the lowest free number is reused */
	watchdog_unregister_device(&a.wdd);
	assert_int_equal(watchdog_register_device(&c.wdd), 0);
	assert_int_equal(c.wdd.id, 0);
	assert_ptr_equal(
		platdev_class_device_find("watchdog", "watchdog0")->data,
		c.wdd.wd_data);
	watchdog_unregister_device(&b.wdd);
	watchdog_unregister_device(&c.wdd);
}

static void test_too_many(void **state)
{
	static struct fake many[33];
	int i;

	(void)state;
	for (i = 0; i < 32; i++) {
		fake_init(&many[i], &full_info, &full_ops);
		assert_int_equal(watchdog_register_device(&many[i].wdd), 0);
	}
	fake_init(&many[32], &full_info, &full_ops);
	assert_int_equal(watchdog_register_device(&many[32].wdd), -ENOSPC);
	for (i = 0; i < 32; i++)
		watchdog_unregister_device(&many[i].wdd);
}

static void test_init_timeout(void **state)
{
	static const struct property_entry props[] = {
		PROPERTY_ENTRY_U32("timeout-sec", 12), {}
	};
	static const struct property_entry bad_props[] = {
		PROPERTY_ENTRY_U32("timeout-sec", 500), {}
	};
	struct platform_device_info info = { .name = "wdt-props",
					     .id = PLATFORM_DEVID_NONE,
					     .properties = props };
	struct platform_device *pdev;
	struct fake f;

	(void)state;
	log_capture_start();
	fake_init(&f, &full_info, &full_ops);
	/* the parameter first */
	assert_int_equal(watchdog_init_timeout(&f.wdd, 20, NULL), 0);
	assert_int_equal(f.wdd.timeout, 20);
	/* out of range: an error, the default kept */
	assert_int_equal(watchdog_init_timeout(&f.wdd, 1, NULL), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR,
			    "fake: driver supplied timeout (1) out of range",
			    NULL));
	assert_true(log_has(PLATDEV_LOG_WARNING,
			    "falling back to default timeout (20)", NULL));
	assert_int_equal(watchdog_init_timeout(&f.wdd, 101, NULL), -EINVAL);
	assert_int_equal(watchdog_init_timeout(&f.wdd, UINT_MAX / 1000 + 1,
					       NULL),
			 -EINVAL);
	/* beyond max_timeout is fine when the core keeps the hardware */
	f.wdd.max_hw_heartbeat_ms = 5000;
	assert_int_equal(watchdog_init_timeout(&f.wdd, 101, NULL), 0);
	f.wdd.max_hw_heartbeat_ms = 0;
	/* nothing given: 0, the timeout untouched */
	assert_int_equal(watchdog_init_timeout(&f.wdd, 0, NULL), 0);
	assert_int_equal(f.wdd.timeout, 101);

	/* then the device's timeout-sec */
	pdev = platform_device_register_full(&info);
	assert_false(IS_ERR(pdev));
	f.wdd.parent = &pdev->dev;
	assert_int_equal(watchdog_init_timeout(&f.wdd, 0, &pdev->dev), 0);
	assert_int_equal(f.wdd.timeout, 12);
	/* an invalid parameter falls through to the property */
	assert_int_equal(watchdog_init_timeout(&f.wdd, 1000, &pdev->dev), 0);
	assert_int_equal(f.wdd.timeout, 12);
	platform_device_unregister(pdev);

	info.properties = bad_props;
	pdev = platform_device_register_full(&info);
	assert_false(IS_ERR(pdev));
	f.wdd.parent = &pdev->dev;
	assert_int_equal(watchdog_init_timeout(&f.wdd, 0, &pdev->dev), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR,
			    "wdt-props: DT supplied timeout (500) out of range",
			    NULL));
	platform_device_unregister(pdev);

	/* a min above the max: both dropped */
	fake_init(&f, &full_info, &full_ops);
	f.wdd.min_timeout = 50;
	f.wdd.max_timeout = 10;
	assert_int_equal(watchdog_init_timeout(&f.wdd, 70, NULL), 0);
	assert_int_equal(f.wdd.min_timeout, 0);
	assert_int_equal(f.wdd.max_timeout, 0);
	assert_true(log_has(
		PLATDEV_LOG_INFO,
		"Invalid min and max timeout values, resetting to 0!", NULL));
	log_capture_stop();
}

static void test_open_close(void **state)
{
	struct platdev_watchdog *wd, *again;
	struct fake f;

	(void)state;
	fake_init(&f, &full_info, &full_ops);
	assert_int_equal(watchdog_register_device(&f.wdd), 0);
	assert_ptr_equal(platdev_watchdog_open("watchdog9"), ERR_PTR(-ENODEV));

	wd = platdev_watchdog_open("watchdog0");
	assert_false(IS_ERR(wd));
	assert_int_equal(f.starts, 1);
	assert_true(watchdog_active(&f.wdd));
	assert_true(watchdog_hw_running(&f.wdd));
	/* one program at a time */
	again = platdev_watchdog_open(NULL);
	assert_ptr_equal(again, ERR_PTR(-EBUSY));

	/* closed without the magic character: it runs on, pinged once */
	log_capture_start();
	assert_int_equal(platdev_watchdog_close(wd), -EBUSY);
	assert_true(log_has(PLATDEV_LOG_CRIT,
			    "watchdog0: watchdog did not stop!", NULL));
	log_capture_stop();
	assert_int_equal(f.stops, 0);
	assert_int_equal(f.pings, 1);
	assert_true(watchdog_active(&f.wdd));

	/* reopened: already active, not started again */
	wd = platdev_watchdog_open("watchdog0");
	assert_false(IS_ERR(wd));
	assert_int_equal(f.starts, 1);
	/* a 'V' then another write: the second clears the permission */
	assert_int_equal(platdev_watchdog_write(wd, "xVx", 3), 3);
	assert_int_equal(platdev_watchdog_write(wd, "x", 1), 1);
	assert_int_equal(f.pings, 3);
	assert_int_equal(platdev_watchdog_close(wd), -EBUSY);
	assert_int_equal(f.stops, 0);

	wd = platdev_watchdog_open("watchdog0");
	assert_int_equal(platdev_watchdog_write(wd, "V", 1), 1);
	assert_int_equal(platdev_watchdog_close(wd), 0);
	assert_int_equal(f.stops, 1);
	assert_false(watchdog_active(&f.wdd));
	assert_false(watchdog_hw_running(&f.wdd));

	/* a start error reaches open, and the device is free again */
	f.start_err = -EIO;
	assert_ptr_equal(platdev_watchdog_open("watchdog0"), ERR_PTR(-EIO));
	f.start_err = 0;
	wd = platdev_watchdog_open("watchdog0");
	assert_false(IS_ERR(wd));
	/* a stop error: close reports it and the watchdog runs on */
	f.stop_err = -EIO;
	assert_int_equal(platdev_watchdog_write(wd, "V", 1), 1);
	assert_int_equal(platdev_watchdog_close(wd), -EIO);
	assert_true(watchdog_active(&f.wdd));
	f.stop_err = 0;
	watchdog_stop_on_unregister(&f.wdd);
	watchdog_unregister_device(&f.wdd);
	assert_int_equal(f.stops, 3);
}

static void test_no_magic_close(void **state)
{
	static const struct watchdog_info info = {
		.options = WDIOF_KEEPALIVEPING,
		.identity = "plain",
	};
	struct platdev_watchdog *wd;
	struct fake f;

	(void)state;
	fake_init(&f, &info, &full_ops);
	assert_int_equal(watchdog_register_device(&f.wdd), 0);
	wd = platdev_watchdog_open(NULL);
	assert_false(IS_ERR(wd));
	/* without WDIOF_MAGICCLOSE, closing stops it */
	assert_int_equal(platdev_watchdog_close(wd), 0);
	assert_int_equal(f.stops, 1);
	watchdog_unregister_device(&f.wdd);
}

static void test_nowayout(void **state)
{
	struct platdev_watchdog *wd;
	struct fake f;
	int opt = WDIOS_DISABLECARD;

	(void)state;
	fake_init(&f, &full_info, &full_ops);
	watchdog_set_nowayout(&f.wdd, true);
	assert_int_equal(watchdog_register_device(&f.wdd), 0);
	wd = platdev_watchdog_open(NULL);
	assert_false(IS_ERR(wd));
	log_capture_start();
	assert_int_equal(platdev_watchdog_ioctl(wd, WDIOC_SETOPTIONS, &opt),
			 -EBUSY);
	assert_true(log_has(
		PLATDEV_LOG_INFO,
		"watchdog0: nowayout prevents watchdog being stopped!", NULL));
	log_capture_stop();
	/* the 'V' counts for nothing */
	assert_int_equal(platdev_watchdog_write(wd, "V", 1), 1);
	assert_int_equal(platdev_watchdog_close(wd), -EBUSY);
	assert_int_equal(f.stops, 0);
	assert_true(watchdog_active(&f.wdd));
	/* nor does unregistering with stop-on-unregister */
	watchdog_stop_on_unregister(&f.wdd);
	watchdog_unregister_device(&f.wdd);
	assert_int_equal(f.stops, 0);
}

static void test_ioctls(void **state)
{
	struct platdev_watchdog *wd;
	struct watchdog_info info;
	struct watchdog_ops ops = full_ops;
	struct fake f;
	int v;

	(void)state;
	ops.set_timeout = fake_set_timeout;
	fake_init(&f, &full_info, &ops);
	f.wdd.bootstatus = WDIOF_CARDRESET | WDIOF_SETTIMEOUT;
	assert_int_equal(watchdog_register_device(&f.wdd), 0);
	wd = platdev_watchdog_open(NULL);
	assert_false(IS_ERR(wd));

	assert_int_equal(platdev_watchdog_ioctl(wd, WDIOC_GETSUPPORT, &info),
			 0);
	assert_int_equal(info.options, full_info.options);
	assert_string_equal((char *)info.identity, "fake");
	assert_int_equal(platdev_watchdog_ioctl(wd, WDIOC_GETBOOTSTATUS, &v),
			 0);
	assert_int_equal(v, WDIOF_CARDRESET | WDIOF_SETTIMEOUT);
	/* status: the boot causes only, and a ping since the last look */
	assert_int_equal(platdev_watchdog_ioctl(wd, WDIOC_GETSTATUS, &v), 0);
	assert_int_equal(v, WDIOF_CARDRESET | WDIOF_KEEPALIVEPING);
	assert_int_equal(platdev_watchdog_ioctl(wd, WDIOC_GETSTATUS, &v), 0);
	assert_int_equal(v, WDIOF_CARDRESET);
	assert_int_equal(platdev_watchdog_write(wd, "V", 1), 1);
	assert_int_equal(platdev_watchdog_ioctl(wd, WDIOC_GETSTATUS, &v), 0);
	assert_int_equal(v, WDIOF_CARDRESET | WDIOF_KEEPALIVEPING |
				    WDIOF_MAGICCLOSE);

	assert_int_equal(platdev_watchdog_keepalive(wd), 0);
	assert_int_equal(f.pings, 2);

	/* timeouts: range checks, the driver's rounding read back */
	v = 1;
	assert_int_equal(platdev_watchdog_set_timeout(wd, &v), -EINVAL);
	v = 101;
	assert_int_equal(platdev_watchdog_set_timeout(wd, &v), -EINVAL);
	v = 11;
	assert_int_equal(platdev_watchdog_set_timeout(wd, &v), 0);
	assert_int_equal(v, 10);
	assert_int_equal(f.pings, 3); /* a new timeout comes with a ping */
	assert_int_equal(platdev_watchdog_get_timeout(wd, &v), 0);
	assert_int_equal(v, 10);
	assert_int_equal(platdev_watchdog_get_timeleft(wd, &v), 0);
	assert_int_equal(v, 9);

	/* pretimeout below the timeout */
	v = 10;
	assert_int_equal(platdev_watchdog_ioctl(wd, WDIOC_SETPRETIMEOUT, &v),
			 -EINVAL);
	v = 4;
	assert_int_equal(platdev_watchdog_ioctl(wd, WDIOC_SETPRETIMEOUT, &v),
			 0);
	v = 0;
	assert_int_equal(platdev_watchdog_ioctl(wd, WDIOC_GETPRETIMEOUT, &v),
			 0);
	assert_int_equal(v, 4);

	/* set options: disable then enable */
	v = WDIOS_DISABLECARD;
	assert_int_equal(platdev_watchdog_ioctl(wd, WDIOC_SETOPTIONS, &v), 0);
	assert_false(watchdog_active(&f.wdd));
	/* a ping of a stopped watchdog does nothing */
	assert_int_equal(platdev_watchdog_keepalive(wd), 0);
	assert_int_equal(f.pings, 3);
	v = WDIOS_ENABLECARD;
	assert_int_equal(platdev_watchdog_ioctl(wd, WDIOC_SETOPTIONS, &v), 0);
	assert_true(watchdog_active(&f.wdd));
	assert_int_equal(f.starts, 2);

	/* the driver's own ioctl, an unknown one, no argument */
	assert_int_equal(platdev_watchdog_ioctl(wd, _IOR('W', 99, int), &v), 0);
	assert_int_equal(v, 4242);
	assert_int_equal(platdev_watchdog_ioctl(wd, _IOR('W', 98, int), &v),
			 -ENOTTY);
	assert_int_equal(platdev_watchdog_ioctl(wd, WDIOC_GETTIMEOUT, NULL),
			 -EFAULT);

	assert_int_equal(platdev_watchdog_write(wd, "V", 1), 1);
	assert_int_equal(platdev_watchdog_close(wd), 0);
	watchdog_unregister_device(&f.wdd);
}

static void test_ioctls_unsupported(void **state)
{
	struct platdev_watchdog *wd;
	struct fake f;
	int v = 10;

	(void)state;
	fake_init(&f, &bare_info, &full_ops);
	f.wdd.timeout = 0;
	assert_int_equal(watchdog_register_device(&f.wdd), 0);
	wd = platdev_watchdog_open(NULL);
	assert_false(IS_ERR(wd));
	assert_int_equal(platdev_watchdog_set_timeout(wd, &v), -EOPNOTSUPP);
	assert_int_equal(platdev_watchdog_get_timeout(wd, &v), -EOPNOTSUPP);
	assert_int_equal(platdev_watchdog_keepalive(wd), -EOPNOTSUPP);
	assert_int_equal(platdev_watchdog_ioctl(wd, WDIOC_SETPRETIMEOUT, &v),
			 -EOPNOTSUPP);
	assert_int_equal(platdev_watchdog_close(wd), 0);
	watchdog_unregister_device(&f.wdd);

	fake_init(&f, &full_info, &start_only_ops);
	f.wdd.max_hw_heartbeat_ms = 1000;
	assert_int_equal(watchdog_register_device(&f.wdd), 0);
	wd = platdev_watchdog_open(NULL);
	assert_false(IS_ERR(wd));
	assert_int_equal(platdev_watchdog_get_timeleft(wd, &v), -EOPNOTSUPP);
	/* no ping operation: a ping starts it again */
	assert_int_equal(platdev_watchdog_keepalive(wd), 0);
	assert_int_equal(f.starts, 2);
	/* no stop operation: "stopped", the core keeps the hardware alive */
	assert_int_equal(platdev_watchdog_write(wd, "V", 1), 1);
	assert_int_equal(platdev_watchdog_close(wd), 0);
	assert_false(watchdog_active(&f.wdd));
	assert_true(watchdog_hw_running(&f.wdd));
	watchdog_unregister_device(&f.wdd);
}

static void test_unregister_while_open(void **state)
{
	struct platdev_watchdog *wd;
	struct fake f;
	int v;

	(void)state;
	fake_init(&f, &full_info, &full_ops);
	watchdog_stop_on_unregister(&f.wdd);
	assert_int_equal(watchdog_register_device(&f.wdd), 0);
	wd = platdev_watchdog_open(NULL);
	assert_false(IS_ERR(wd));
	watchdog_unregister_device(&f.wdd);
	assert_int_equal(f.stops, 1);
	assert_int_equal(platdev_watchdog_keepalive(wd), -ENODEV);
	assert_int_equal(platdev_watchdog_ioctl(wd, WDIOC_GETTIMEOUT, &v),
			 -ENODEV);
	assert_int_equal(platdev_watchdog_write(wd, "V", 1), -ENODEV);
	assert_int_equal(platdev_watchdog_close(wd), 0);
	assert_ptr_equal(platdev_watchdog_open(NULL), ERR_PTR(-ENODEV));
}

/* A running watchdog nobody opened: the core pings it each half timeout. */
static void test_core_keepalive_unopened(void **state)
{
	struct platdev_watchdog *wd;
	struct fake f;
	int i;

	(void)state;
	virtual_time_use(0);
	fake_init(&f, &full_info, &full_ops);
	f.wdd.timeout = 10;
	set_bit(WDOG_HW_RUNNING, &f.wdd.status);
	assert_int_equal(watchdog_register_device(&f.wdd), 0);
	for (i = 0; i < 22; i++)
		advance_ms(1000);
	/* at 0 (or the first step), 5, 10, 15 and 20 s */
	assert_int_equal(f.pings, 5);

	/* opened: the program's job now (no hardware heartbeat limit) */
	wd = platdev_watchdog_open(NULL);
	assert_false(IS_ERR(wd));
	assert_int_equal(f.starts, 0); /* already running: a ping instead */
	/*
	 * As in Linux, the start's ping re-arms the core's timer before the
	 * watchdog counts as active: one more core ping, then none.
	 */
	for (i = 0; i < 20; i++)
		advance_ms(1000);
	assert_int_equal(f.pings, 7);
	/*
	 * Closed without stopping: pinged once, then left to expire (the
	 * core pings only a watchdog no program started).
	 */
	assert_int_equal(platdev_watchdog_close(wd), -EBUSY);
	assert_int_equal(f.pings, 8);
	for (i = 0; i < 11; i++)
		advance_ms(1000);
	assert_int_equal(f.pings, 8);
	watchdog_unregister_device(&f.wdd);
	for (i = 0; i < 11; i++)
		advance_ms(1000);
	assert_int_equal(f.pings, 8);
	platdev_time_use(NULL, NULL);
}

/*
 * A timeout longer than the hardware lasts: the core pings for the program
 * until the program's own timeout, less one heartbeat, has passed.
 */
static void test_core_keepalive_heartbeat(void **state)
{
	struct platdev_watchdog *wd;
	struct fake f;
	int i;

	(void)state;
	virtual_time_use(0);
	fake_init(&f, &full_info, &full_ops);
	f.wdd.timeout = 60;
	f.wdd.max_hw_heartbeat_ms = 10000;
	assert_int_equal(watchdog_register_device(&f.wdd), 0);
	wd = platdev_watchdog_open(NULL);
	assert_false(IS_ERR(wd));
	for (i = 0; i < 70; i++)
		advance_ms(1000);
	/* 5, 10, ..., 50 s: then the hardware lasts the last 10 s */
	assert_int_equal(f.pings, 10);
	assert_int_equal(f.last_ping_ns, 50ULL * NSEC_PER_SEC);
	/* a program's ping restarts the count */
	assert_int_equal(platdev_watchdog_keepalive(wd), 0);
	for (i = 0; i < 70; i++)
		advance_ms(1000);
	assert_int_equal(f.pings, 21);
	assert_int_equal(platdev_watchdog_write(wd, "V", 1), 1);
	assert_int_equal(platdev_watchdog_close(wd), 0);
	watchdog_unregister_device(&f.wdd);
	platdev_time_use(NULL, NULL);
}

/* Pings closer than min_hw_heartbeat_ms are put off, not lost. */
static void test_min_heartbeat(void **state)
{
	struct platdev_watchdog *wd;
	struct fake f;

	(void)state;
	virtual_time_use(0);
	fake_init(&f, &full_info, &full_ops);
	f.wdd.min_hw_heartbeat_ms = 500;
	assert_int_equal(watchdog_register_device(&f.wdd), 0);
	wd = platdev_watchdog_open(NULL);
	assert_false(IS_ERR(wd));
	assert_int_equal(platdev_watchdog_keepalive(wd), 0);
	assert_int_equal(f.pings, 0);
	advance_ms(499);
	assert_int_equal(f.pings, 0);
	advance_ms(1);
	assert_int_equal(f.pings, 1);
	assert_int_equal(f.last_ping_ns, 500ULL * NSEC_PER_MSEC);
	advance_ms(1000);
	assert_int_equal(platdev_watchdog_keepalive(wd), 0);
	assert_int_equal(f.pings, 2);
	assert_int_equal(platdev_watchdog_write(wd, "V", 1), 1);
	assert_int_equal(platdev_watchdog_close(wd), 0);
	watchdog_unregister_device(&f.wdd);
	platdev_time_use(NULL, NULL);
}

static int low_restart(struct notifier_block *nb, unsigned long action,
		       void *data)
{
	(void)nb;
	(void)action;
	(void)data;
	if (order_n < 4)
		order[order_n++] = 64;
	return NOTIFY_DONE;
}

static void test_reboot_and_restart(void **state)
{
	struct notifier_block low = { .notifier_call = low_restart,
				      .priority = 64 };
	struct platdev_watchdog *wd;
	struct fake f;

	(void)state;
	fake_init(&f, &full_info, &full_ops);
	watchdog_stop_on_reboot(&f.wdd);
	watchdog_set_restart_priority(&f.wdd, 128);
	assert_int_equal(f.wdd.restart_nb.priority, 128);
	assert_int_equal(watchdog_register_device(&f.wdd), 0);
	assert_int_equal(register_restart_handler(&low), 0);
	wd = platdev_watchdog_open(NULL);
	assert_false(IS_ERR(wd));

	log_capture_start();
	order_n = 0;
	kernel_restart(NULL);
	log_capture_stop();
	/* the reboot notifier stopped the hardware, the restart ran first */
	assert_int_equal(f.stops, 1);
	assert_false(watchdog_hw_running(&f.wdd));
	assert_int_equal(f.restarts, 1);
	assert_int_equal(f.restart_action, REBOOT_COLD);
	assert_int_equal(order_n, 2);
	assert_int_equal(order[0], 128);
	assert_int_equal(order[1], 64);

	assert_int_equal(unregister_restart_handler(&low), 0);
	assert_int_equal(platdev_watchdog_write(wd, "V", 1), 1);
	assert_int_equal(platdev_watchdog_close(wd), 0);
	watchdog_unregister_device(&f.wdd);
	/* gone from the chain */
	log_capture_start();
	kernel_restart(NULL);
	log_capture_stop();
	assert_int_equal(f.restarts, 1);
}

static jmp_buf panic_jump;

static void catch_panic(void *ctx, const char *msg)
{
	(void)ctx;
	(void)msg;
	longjmp(panic_jump, 1);
}

static void test_pretimeout_governors(void **state)
{
	struct fake f;

	(void)state;
	fake_init(&f, &full_info, &full_ops);
	assert_int_equal(watchdog_register_device(&f.wdd), 0);
	assert_int_equal(platdev_watchdog_set_governor("watchdog7", "noop"),
			 -ENODEV);
	assert_int_equal(platdev_watchdog_set_governor(NULL, "noop"), -ENODEV);
	assert_int_equal(platdev_watchdog_set_governor("watchdog0", "reboot"),
			 -EINVAL);

	/* Linux's default governor panics */
	log_capture_start();
	platdev_set_panic_hook(catch_panic, NULL);
	if (!setjmp(panic_jump)) {
		watchdog_notify_pretimeout(&f.wdd);
		fail_msg("no panic");
	}
	platdev_set_panic_hook(NULL, NULL);
	assert_true(
		log_has(PLATDEV_LOG_EMERG, "watchdog pretimeout event", NULL));

	assert_int_equal(platdev_watchdog_set_governor("watchdog0", "noop"), 0);
	watchdog_notify_pretimeout(&f.wdd);
	assert_true(log_has(PLATDEV_LOG_ALERT, "watchdog0: pretimeout event",
			    NULL));
	log_capture_stop();
	watchdog_unregister_device(&f.wdd);
}

static int devm_probe(struct platform_device *pdev)
{
	struct fake *f = devm_kzalloc(&pdev->dev, sizeof(*f), GFP_KERNEL);

	if (!f)
		return -ENOMEM;
	fake_init(f, &full_info, &full_ops);
	f->wdd.parent = &pdev->dev;
	watchdog_stop_on_unregister(&f->wdd);
	return devm_watchdog_register_device(&pdev->dev, &f->wdd);
}

static struct platform_driver devm_driver = {
	.probe = devm_probe,
	.driver = { .name = "wdt-devm" },
};

static void test_devm(void **state)
{
	struct platform_device *pdev;
	struct platdev_class_device *cdev;

	(void)state;
	assert_int_equal(platform_driver_register(&devm_driver), 0);
	pdev = platform_device_register_simple("wdt-devm", -1, NULL, 0);
	assert_false(IS_ERR(pdev));
	cdev = platdev_class_device_find("watchdog", "watchdog0");
	assert_non_null(cdev);
	assert_ptr_equal(cdev->parent, &pdev->dev);
	platform_device_unregister(pdev);
	assert_null(platdev_class_device_find("watchdog", NULL));
	platform_driver_unregister(&devm_driver);
}

static void test_alloc_failures(void **state)
{
	struct platdev_watchdog *wd;
	struct fake f;
	int n, err = -ENOMEM;

	(void)state;
	fake_init(&f, &full_info, &full_ops);
	watchdog_stop_on_reboot(&f.wdd);
	for (n = 0; err; n++) {
		unsigned long before = live_allocs();

		platdev_port_fail_alloc_after(n, 0);
		err = watchdog_register_device(&f.wdd);
		platdev_port_fail_alloc_after(-1, 0);
		if (!err)
			break;
		assert_int_equal(err, -ENOMEM);
		assert_int_equal(live_allocs(), before);
		assert_null(platdev_class_device_find("watchdog", NULL));
	}
	assert_true(n >= 1);
	for (n = 0;; n++) {
		unsigned long before = live_allocs();

		platdev_port_fail_alloc_after(n, 0);
		wd = platdev_watchdog_open(NULL);
		platdev_port_fail_alloc_after(-1, 0);
		if (!IS_ERR(wd))
			break;
		assert_ptr_equal(wd, ERR_PTR(-ENOMEM));
		assert_int_equal(live_allocs(), before);
		assert_false(watchdog_active(&f.wdd));
	}
	assert_int_equal(platdev_watchdog_write(wd, "V", 1), 1);
	assert_int_equal(platdev_watchdog_close(wd), 0);
	watchdog_unregister_device(&f.wdd);
}

static void test_class_events(void **state)
{
	char ev[PLATDEV_CLASS_EVENTS][PLATDEV_CLASS_EVENT_LEN];
	struct platdev_class_device *cdev;
	struct platdev_watchdog *wd;
	struct fake f;
	unsigned long n;

	(void)state;
	fake_init(&f, &full_info, &full_ops);
	assert_int_equal(watchdog_register_device(&f.wdd), 0);
	cdev = platdev_class_device_find("watchdog", "watchdog0");
	wd = platdev_watchdog_open(NULL);
	assert_int_equal(platdev_watchdog_keepalive(wd), 0);
	assert_int_equal(platdev_watchdog_write(wd, "V", 1), 1);
	assert_int_equal(platdev_watchdog_close(wd), 0);
	n = platdev_class_device_events(cdev, ev, PLATDEV_CLASS_EVENTS);
	assert_int_equal(n, 4);
	assert_string_equal(ev[0], "start, timeout 30");
	assert_string_equal(ev[1], "ping");
	assert_string_equal(ev[2], "ping");
	assert_string_equal(ev[3], "stop");
	watchdog_unregister_device(&f.wdd);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_register_checks),
		cmocka_unit_test(test_names),
		cmocka_unit_test(test_too_many),
		cmocka_unit_test(test_init_timeout),
		cmocka_unit_test(test_open_close),
		cmocka_unit_test(test_no_magic_close),
		cmocka_unit_test(test_nowayout),
		cmocka_unit_test(test_ioctls),
		cmocka_unit_test(test_ioctls_unsupported),
		cmocka_unit_test(test_unregister_while_open),
		cmocka_unit_test(test_core_keepalive_unopened),
		cmocka_unit_test(test_core_keepalive_heartbeat),
		cmocka_unit_test(test_min_heartbeat),
		cmocka_unit_test(test_pretimeout_governors),
		cmocka_unit_test(test_devm),
		cmocka_unit_test(test_alloc_failures),
		cmocka_unit_test(test_class_events),
		/* last: a restart shuts the devices down, probing ends */
		cmocka_unit_test(test_reboot_and_restart),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
