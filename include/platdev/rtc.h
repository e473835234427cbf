/* SPDX-License-Identifier: MIT */
/*
 * platdev/rtc.h - what a program does with an RTC, as Linux user space does
 * with /dev/rtc0: open it (one program at a time), make its ioctl
 * requests (RTC_RD_TIME, RTC_SET_TIME, RTC_ALM_SET/READ, RTC_WKALM_SET/RD,
 * RTC_AIE_ON/OFF, RTC_UIE_ON/OFF, RTC_EPOCH_READ, RTC_PARAM_GET), and
 * read it: wait for its next interrupt (the alarm) and get the count and
 * flags a read(2) of /dev/rtc0 returns.
 *
 *   struct rtc_device *rtc = platdev_rtc_open("rtc0");
 *   struct rtc_time tm;
 *
 *   if (!IS_ERR(rtc) && !platdev_rtc_ioctl(rtc, RTC_RD_TIME, &tm))
 *           printf("%d-%02d-%02d\n", tm.tm_year + 1900, ...);
 *   platdev_rtc_close(rtc);
 *
 * The waits run on platdev's time (platdev/time.h): on a simulated board,
 * virtual time, which the wait itself moves on.
 */
#ifndef _PLATDEV_RTC_H
#define _PLATDEV_RTC_H

#include <linux/rtc.h>
#include <linux/types.h>

/**
 * platdev_rtc_open() - open an RTC, as open("/dev/rtc0")
 * @name: its class device name, "rtc0"; NULL: the first registered
 *
 * Return: the device; ERR_PTR(-ENODEV) when there is none of that name;
 * ERR_PTR(-EBUSY) when a program has it open already.
 */
struct rtc_device *platdev_rtc_open(const char *name);

/**
 * platdev_rtc_close() - close it: the update interrupt a program turned on
 * is turned off; the alarm stays (it may wake the system)
 */
void platdev_rtc_close(struct rtc_device *rtc);

/**
 * platdev_rtc_ioctl() - a request of /dev/rtc0
 * @rtc: opened with platdev_rtc_open()
 * @cmd: RTC_RD_TIME, RTC_SET_TIME (struct rtc_time *), RTC_ALM_READ,
 *       RTC_ALM_SET (struct rtc_time *: a time of day, the next one to
 *       come), RTC_WKALM_RD, RTC_WKALM_SET (struct rtc_wkalrm *),
 *       RTC_AIE_ON, RTC_AIE_OFF, RTC_UIE_ON, RTC_UIE_OFF (@arg unused),
 *       RTC_IRQP_READ, RTC_EPOCH_READ (unsigned long *), RTC_PARAM_GET
 *       (struct rtc_param *: RTC_PARAM_FEATURES, RTC_PARAM_CORRECTION);
 *       others go to the driver's ioctl
 * @arg: as above
 *
 * Return: 0, or as Linux's ioctl: -EINVAL (invalid time, no alarm
 * feature, bad argument), -ERANGE (outside the RTC's range), -EFAULT
 * (@arg NULL), -ENOTTY (a request nobody handles), -ENODEV (the RTC's
 * driver is gone), or the driver's error.
 */
int platdev_rtc_ioctl(struct rtc_device *rtc, unsigned int cmd, void *arg);

/**
 * platdev_rtc_read() - wait for the RTC's next interrupt, as read(2) of
 * /dev/rtc0
 * @rtc: opened with platdev_rtc_open()
 * @data: receives the interrupts recorded since the last read: their count
 *        << 8 | RTC_IRQF | RTC_AF (alarm) / RTC_UF (update)
 * @timeout_ns: how long to wait on platdev's time (0: do not wait)
 *
 * On a simulated board the wait moves virtual time on a millisecond at a
 * time, so it returns at the virtual time the interrupt came.
 *
 * Return: 0; -ETIMEDOUT when none came; -ENODEV when the driver is gone.
 */
int platdev_rtc_read(struct rtc_device *rtc, unsigned long *data,
		     u64 timeout_ns);

#endif /* _PLATDEV_RTC_H */
