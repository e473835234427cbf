/* SPDX-License-Identifier: MIT */
/*
 * linux/time.h - the kernel's time header: units and 64-bit times
 * (linux/time64.h).
 *
 * Unlike linux/types.h this header does not pull in the UAPI <linux/time.h>
 * of a Linux host: its struct timeval and struct timespec would collide
 * with the C library's. Use <time.h> for those.
 */
#ifndef _PLATDEV_LINUX_TIME_H
#define _PLATDEV_LINUX_TIME_H

#include <linux/time64.h>

/**
 * mktime64() - seconds since 1970-01-01 00:00:00 of a Gregorian date and
 * time (UTC)
 * @year: the year, e.g. 2024
 * @mon: 1 (January) to 12
 * @day: 1 to 31
 * @hour: 0 to 23; 24 is midnight at the day's end
 * @min: 0 to 59
 * @sec: 0 to 60
 *
 * Return: the seconds (negative before 1970).
 */
time64_t mktime64(const unsigned int year, const unsigned int mon,
		  const unsigned int day, const unsigned int hour,
		  const unsigned int min, const unsigned int sec);

#endif /* _PLATDEV_LINUX_TIME_H */
