// SPDX-License-Identifier: MIT
/*
 * mktime64.c - mktime64() (linux/time.h): a calendar date to seconds since
 * 1970, in its own file so that a program that never calls it does not
 * carry it.
 */
#include <linux/time.h>

/*
 * The days from 1970-01-01 to @year-@mon-@day: the year is counted from
 * March, so that February's leap day ends it and the months' lengths from
 * March repeat in a pattern (153 days every five months).
 */
static s64 days_since_epoch(s64 year, unsigned int mon, unsigned int day)
{
	s64 era_year, leap_days;
	unsigned int march_mon;

	if (mon <= 2) {
		year--;
		march_mon = mon + 9; /* January is month 10 from March */
	} else {
		march_mon = mon - 3;
	}
	/* Counted from 400 years earlier (146097 days, a whole cycle of
	 * leap years), so that January of year 0 divides as a positive. */
	era_year = year + 400;
	leap_days = era_year / 4 - era_year / 100 + era_year / 400;
	/* 719468: the days from 0000-03-01 to 1970-01-01 by the same count */
	return era_year * 365 + leap_days + (153 * march_mon + 2) / 5 + day -
	       1 - 719468 - 146097;
}

time64_t mktime64(const unsigned int year, const unsigned int mon,
		  const unsigned int day, const unsigned int hour,
		  const unsigned int min, const unsigned int sec)
{
	s64 days = days_since_epoch(year, mon, day);

	return ((days * 24 + hour) * 60 + min) * 60 + sec;
}
