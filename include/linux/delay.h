/* SPDX-License-Identifier: MIT */
/*
 * linux/delay.h - busy-wait delays and sleeps.
 *
 * All of them wait on platdev's time source (platdev/time.h): on the port's
 * real time the delays spin and the sleeps sleep; on a simulated board's
 * virtual time both only move the virtual clock. Each waits at least the
 * time asked for, as in Linux; a sleep may last longer. Unlike Linux's
 * udelay(), which only suits a few milliseconds, every delay here accepts
 * any length.
 *
 *   ndelay/udelay/mdelay  busy-wait: platdev_time_delay_ns()
 *   msleep/ssleep/usleep_range/msleep_interruptible: platdev_time_sleep_ns()
 *   fsleep                udelay up to 10 us, usleep_range up to 20 ms,
 *                         msleep above (Linux 6.12's thresholds)
 */
#ifndef _PLATDEV_LINUX_DELAY_H
#define _PLATDEV_LINUX_DELAY_H

#include <linux/kernel.h>
#include <linux/time64.h>
#include <linux/types.h>
#include <platdev/time.h>

/* Linux's task states, for usleep_range_state(); no signal wakes a sleep. */
#ifndef TASK_INTERRUPTIBLE
#define TASK_INTERRUPTIBLE 0x00000001
#define TASK_UNINTERRUPTIBLE 0x00000002
#define TASK_NOLOAD 0x00000400
#define TASK_IDLE (TASK_UNINTERRUPTIBLE | TASK_NOLOAD)
#endif

/*
 * The longest delay, in milliseconds, that drivers hand to udelay() in one
 * call (mdelay() of more loops over it in Linux); udelay() here takes any.
 */
#define MAX_UDELAY_MS 5

/* ndelay() - busy-wait at least @nsecs nanoseconds */
static inline void ndelay(unsigned long nsecs)
{
	platdev_time_delay_ns(nsecs);
}
#define ndelay(x) ndelay(x)

/* udelay() - busy-wait at least @usecs microseconds */
static inline void udelay(unsigned long usecs)
{
	platdev_time_delay_ns((u64)usecs * NSEC_PER_USEC);
}
#define udelay(x) udelay(x)

/* mdelay() - busy-wait at least @msecs milliseconds */
static inline void mdelay(unsigned long msecs)
{
	platdev_time_delay_ns((u64)msecs * NSEC_PER_MSEC);
}
#define mdelay(x) mdelay(x)

/**
 * msleep() - sleep at least @msecs milliseconds
 * @msecs: the time
 */
void msleep(unsigned int msecs);

/**
 * msleep_interruptible() - sleep at least @msecs milliseconds unless a
 * signal comes
 * @msecs: the time
 *
 * No signal interrupts a platdev sleep, so this is msleep().
 *
 * Return: the milliseconds left when a signal ended the sleep: always 0.
 */
unsigned long msleep_interruptible(unsigned int msecs);

/**
 * usleep_range_state() - sleep between @min and @max microseconds
 * @min: the least time to sleep
 * @max: the most time the caller wants to sleep (Linux lets the timer
 *       fire anywhere in [@min, @max] to batch wake-ups)
 * @state: the task state (TASK_UNINTERRUPTIBLE, TASK_IDLE); ignored
 *
 * Sleeps @min microseconds of the time source: a virtual clock moves by
 * exactly @min; on real time the system may take longer, even beyond @max.
 */
void usleep_range_state(unsigned long min, unsigned long max,
			unsigned int state);

/* usleep_range() - sleep between @min and @max microseconds */
static inline void usleep_range(unsigned long min, unsigned long max)
{
	usleep_range_state(min, max, TASK_UNINTERRUPTIBLE);
}

/* usleep_idle_range() - usleep_range() that does not count as load */
static inline void usleep_idle_range(unsigned long min, unsigned long max)
{
	usleep_range_state(min, max, TASK_IDLE);
}

/* ssleep() - sleep at least @seconds seconds */
static inline void ssleep(unsigned int seconds)
{
	msleep(seconds * 1000);
}

/**
 * fsleep() - wait at least @usecs microseconds, the best way for the length
 * @usecs: the time
 *
 * Up to 10 us busy-waits (udelay()), up to 20 ms sleeps @usecs to twice
 * that (usleep_range()), longer sleeps whole milliseconds rounded up
 * (msleep()).
 */
static inline void fsleep(unsigned long usecs)
{
	if (usecs <= 10)
		udelay(usecs);
	else if (usecs <= 20000)
		usleep_range(usecs, 2 * usecs);
	else
		msleep(DIV_ROUND_UP(usecs, 1000));
}

/* As Linux's delay.h: __delay() and the scheduler's sleeps. */
#include <asm/delay.h>
#include <linux/sched.h>

#endif /* _PLATDEV_LINUX_DELAY_H */
