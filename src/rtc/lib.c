// SPDX-License-Identifier: MIT
/*
 * lib.c - the RTC class's calendar arithmetic (linux/rtc.h): days of a
 * month and of a year, a broken-down time to seconds since 1970 and back,
 * and its check.
 */
#include <linux/errno.h>
#include <linux/kernel.h>
#include <linux/limits.h>
#include <linux/rtc.h>

/* Days in each month of a common year, January first. */
static const unsigned char month_length[12] = { 31, 28, 31, 30, 31, 30,
						31, 31, 30, 31, 30, 31 };

/* Days before each month of a common year. */
static const unsigned short days_before[12] = { 0,   31,  59,  90,  120, 151,
						181, 212, 243, 273, 304, 334 };

/**
 * rtc_month_days() - the days of a month
 * @month: 0 (January) to 11
 * @year: the year, e.g. 2024
 *
 * Return: 28 to 31.
 */
int rtc_month_days(unsigned int month, unsigned int year)
{
	return month_length[month] + (month == 1 && is_leap_year(year));
}
EXPORT_SYMBOL(rtc_month_days);

/**
 * rtc_year_days() - the day of the year of a date
 * @day: 1 to 31
 * @month: 0 to 11
 * @year: the year, e.g. 2024
 *
 * Return: 0 (January 1st) to 365.
 */
int rtc_year_days(unsigned int day, unsigned int month, unsigned int year)
{
	return days_before[month] + (month > 1 && is_leap_year(year)) + day - 1;
}
EXPORT_SYMBOL(rtc_year_days);

/**
 * rtc_time64_to_tm() - seconds since 1970 as a broken-down time
 * @time: the seconds; negative before 1970
 * @tm: filled in, tm_wday and tm_yday too, tm_isdst 0
 */
void rtc_time64_to_tm(time64_t time, struct rtc_time *tm)
{
	s64 days, secs, year, cycles, day_of_cycle, year_of_cycle, day_of_year;
	unsigned int march_mon;

	days = time / 86400;
	secs = time % 86400;
	if (secs < 0) {
		secs += 86400;
		days--;
	}
	/* 1970-01-01 was a Thursday (4). */
	tm->tm_wday = (int)(((days % 7) + 11) % 7);
	tm->tm_hour = (int)(secs / 3600);
	tm->tm_min = (int)(secs / 60 % 60);
	tm->tm_sec = (int)(secs % 60);

	/*
	 * Count from 0000-03-01 in cycles of 400 years (146097 days), each
	 * year from March so that the leap day ends it; 719468 days lie
	 * between that day and 1970-01-01.
	 */
	days += 719468;
	cycles = (days >= 0 ? days : days - 146096) / 146097;
	day_of_cycle = days - cycles * 146097;
	year_of_cycle = (day_of_cycle - day_of_cycle / 1460 +
			 day_of_cycle / 36524 - day_of_cycle / 146096) /
			365;
	day_of_year = day_of_cycle - (365 * year_of_cycle + year_of_cycle / 4 -
				      year_of_cycle / 100);
	march_mon = (unsigned int)((5 * day_of_year + 2) / 153);
	tm->tm_mday = (int)(day_of_year - (153 * march_mon + 2) / 5 + 1);
	tm->tm_mon = (int)(march_mon < 10 ? march_mon + 2 : march_mon - 10);
	year = year_of_cycle + cycles * 400 + (tm->tm_mon <= 1);
	tm->tm_year = (int)(year - 1900);
	tm->tm_yday = rtc_year_days((unsigned int)tm->tm_mday,
				    (unsigned int)tm->tm_mon,
				    (unsigned int)year);
	tm->tm_isdst = 0;
}
EXPORT_SYMBOL(rtc_time64_to_tm);

/**
 * rtc_valid_tm() - whether a broken-down time is one the class accepts:
 * 1970 or later, each field in its range (tm_wday and tm_yday unchecked)
 *
 * Return: 0, or -EINVAL.
 */
int rtc_valid_tm(struct rtc_time *tm)
{
	if (tm->tm_year < 70 || tm->tm_year > INT_MAX - 1900 ||
	    (unsigned int)tm->tm_mon >= 12 || tm->tm_mday < 1 ||
	    tm->tm_mday > rtc_month_days((unsigned int)tm->tm_mon,
					 (unsigned int)tm->tm_year + 1900) ||
	    (unsigned int)tm->tm_hour >= 24 || (unsigned int)tm->tm_min >= 60 ||
	    (unsigned int)tm->tm_sec >= 60)
		return -EINVAL;
	return 0;
}
EXPORT_SYMBOL(rtc_valid_tm);

/**
 * rtc_tm_to_time64() - a broken-down time as seconds since 1970
 * (tm_wday and tm_yday ignored)
 */
time64_t rtc_tm_to_time64(struct rtc_time *tm)
{
	return mktime64((unsigned int)tm->tm_year + 1900,
			(unsigned int)tm->tm_mon + 1, (unsigned int)tm->tm_mday,
			(unsigned int)tm->tm_hour, (unsigned int)tm->tm_min,
			(unsigned int)tm->tm_sec);
}
EXPORT_SYMBOL(rtc_tm_to_time64);

/** rtc_tm_to_ktime() - a broken-down time as a ktime_t since 1970 */
ktime_t rtc_tm_to_ktime(struct rtc_time tm)
{
	return ktime_set(rtc_tm_to_time64(&tm), 0);
}
EXPORT_SYMBOL_GPL(rtc_tm_to_ktime);

/**
 * rtc_ktime_to_tm() - a ktime_t since 1970 as a broken-down time, a part
 * of a second rounded up to the next second
 */
struct rtc_time rtc_ktime_to_tm(ktime_t kt)
{
	struct timespec64 ts = ns_to_timespec64(kt);
	struct rtc_time tm;

	if (ts.tv_nsec)
		ts.tv_sec++;
	rtc_time64_to_tm(ts.tv_sec, &tm);
	return tm;
}
EXPORT_SYMBOL_GPL(rtc_ktime_to_tm);
