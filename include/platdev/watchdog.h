/* SPDX-License-Identifier: MIT */
/*
 * platdev/watchdog.h - what a program does with /dev/watchdog0, on the
 * watchdogs Linux's drivers register (linux/watchdog.h).
 *
 * Opening starts the watchdog; from then on the program must ping it
 * (platdev_watchdog_keepalive(), or any write) within the timeout, or the
 * hardware resets the machine. Closing stops it only after the magic
 * character 'V' was written (for a watchdog with WDIOF_MAGICCLOSE) and
 * never when nowayout is set: the watchdog then keeps running, kept alive
 * by the core until... nobody does, and it resets the machine. One program
 * may have a watchdog open at a time.
 *
 * Every call on a watchdog that was unregistered meanwhile fails with
 * -ENODEV; the handle must still be closed.
 */
#ifndef _PLATDEV_WATCHDOG_H
#define _PLATDEV_WATCHDOG_H

#include <stddef.h>

#include <linux/types.h>
#include <uapi/linux/watchdog.h>

struct platdev_watchdog;

/**
 * platdev_watchdog_open() - open (and start) a watchdog, as open(2) on
 * /dev/watchdog<N>
 * @name: "watchdog0", ...; NULL: the first registered
 *
 * Return: the handle, or an ERR_PTR(): -ENODEV without that watchdog,
 * -EBUSY when it is already open, -ENOMEM, or the driver's start error.
 */
struct platdev_watchdog *platdev_watchdog_open(const char *name);

/**
 * platdev_watchdog_close() - close the handle, as close(2): the watchdog
 * stops when the magic 'V' was written (or it has no WDIOF_MAGICCLOSE) and
 * nowayout is not set; otherwise "watchdog<N>: watchdog did not stop!" and
 * it is pinged once, running on. The handle is freed.
 *
 * Return: 0; -EBUSY when the watchdog went on running.
 */
int platdev_watchdog_close(struct platdev_watchdog *wd);

/**
 * platdev_watchdog_write() - write(2): any write pings the watchdog; a 'V'
 * in @buf allows the next close to stop it (not with nowayout)
 *
 * Return: @len, or -ENODEV / the driver's ping error.
 */
ssize_t platdev_watchdog_write(struct platdev_watchdog *wd, const char *buf,
			       size_t len);

/**
 * platdev_watchdog_ioctl() - ioctl(2) with a WDIOC_* command
 * @wd: the handle
 * @cmd: WDIOC_GETSUPPORT (@arg: struct watchdog_info), WDIOC_GETSTATUS,
 *       WDIOC_GETBOOTSTATUS, WDIOC_SETOPTIONS (WDIOS_DISABLECARD,
 *       WDIOS_ENABLECARD), WDIOC_KEEPALIVE, WDIOC_SETTIMEOUT (in and out),
 *       WDIOC_GETTIMEOUT, WDIOC_SETPRETIMEOUT, WDIOC_GETPRETIMEOUT,
 *       WDIOC_GETTIMELEFT (@arg: int); else the driver's ops->ioctl
 * @arg: what the command reads or writes
 *
 * Return: 0 or Linux's error: -EOPNOTSUPP for what the watchdog cannot do
 * (a timeout without WDIOF_SETTIMEOUT, a ping without
 * WDIOF_KEEPALIVEPING, a pretimeout without WDIOF_PRETIMEOUT, no
 * get_timeleft), -EINVAL for a timeout out of range, -EBUSY for stopping a
 * nowayout watchdog, -ENOTTY for an unknown command, -ENODEV once
 * unregistered, -EFAULT for a NULL @arg.
 */
long platdev_watchdog_ioctl(struct platdev_watchdog *wd, unsigned int cmd,
			    void *arg);

/** platdev_watchdog_keepalive() - WDIOC_KEEPALIVE */
static inline int platdev_watchdog_keepalive(struct platdev_watchdog *wd)
{
	int dummy = 0;

	return (int)platdev_watchdog_ioctl(wd, WDIOC_KEEPALIVE, &dummy);
}

/**
 * platdev_watchdog_set_timeout() - WDIOC_SETTIMEOUT: set *@timeout
 * seconds, ping, and read back the timeout the hardware took
 */
static inline int platdev_watchdog_set_timeout(struct platdev_watchdog *wd,
					       int *timeout)
{
	return (int)platdev_watchdog_ioctl(wd, WDIOC_SETTIMEOUT, timeout);
}

/** platdev_watchdog_get_timeout() - WDIOC_GETTIMEOUT, in seconds */
static inline int platdev_watchdog_get_timeout(struct platdev_watchdog *wd,
					       int *timeout)
{
	return (int)platdev_watchdog_ioctl(wd, WDIOC_GETTIMEOUT, timeout);
}

/** platdev_watchdog_get_timeleft() - WDIOC_GETTIMELEFT, in seconds */
static inline int platdev_watchdog_get_timeleft(struct platdev_watchdog *wd,
						int *timeleft)
{
	return (int)platdev_watchdog_ioctl(wd, WDIOC_GETTIMELEFT, timeleft);
}

/**
 * platdev_watchdog_set_governor() - the pretimeout governor of a
 * registered watchdog, as its sysfs pretimeout_governor file
 * @name: "watchdog0", ...
 * @governor: "noop" (log the event) or "panic" (Linux's default)
 *
 * Return: 0; -ENODEV without that watchdog; -EINVAL for another governor.
 */
int platdev_watchdog_set_governor(const char *name, const char *governor);

#endif /* _PLATDEV_WATCHDOG_H */
