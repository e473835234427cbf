// SPDX-License-Identifier: MIT
/*
 * delay.c - the sleeps of linux/delay.h that are functions in Linux too.
 * The busy-wait delays are inline in the header.
 */
#include <linux/delay.h>
#include <platdev/time.h>

void msleep(unsigned int msecs)
{
	platdev_time_sleep_ns((u64)msecs * NSEC_PER_MSEC);
}

unsigned long msleep_interruptible(unsigned int msecs)
{
	msleep(msecs);
	return 0;
}

void usleep_range_state(unsigned long min, unsigned long max,
			unsigned int state)
{
	(void)max;
	(void)state;
	platdev_time_sleep_ns((u64)min * NSEC_PER_USEC);
}
