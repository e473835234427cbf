/* SPDX-License-Identifier: MIT */
/*
 * linux/sched.h - what drivers take from the scheduler: task states and
 * timed sleeps.
 *
 * There are no tasks to wake here: a sleep of schedule_timeout() always
 * lasts its full time (on the port's clock, virtual time on a simulated
 * board) and returns 0, whatever state was set before it; the state
 * setters record nothing. schedule() itself, which waits for a wake-up,
 * is not provided.
 */
#ifndef _PLATDEV_LINUX_SCHED_H
#define _PLATDEV_LINUX_SCHED_H

#include <linux/delay.h>
#include <linux/jiffies.h>
#include <linux/kernel.h>
#include <linux/limits.h>

#define TASK_RUNNING 0x00000000
#define TASK_INTERRUPTIBLE 0x00000001
#define TASK_UNINTERRUPTIBLE 0x00000002
#define TASK_WAKEKILL 0x00000100
#define TASK_NOLOAD 0x00000400
#define TASK_KILLABLE (TASK_WAKEKILL | TASK_UNINTERRUPTIBLE)
#define TASK_IDLE (TASK_UNINTERRUPTIBLE | TASK_NOLOAD)

#define MAX_SCHEDULE_TIMEOUT LONG_MAX

#define __set_current_state(state) ((void)(state))
#define set_current_state(state) ((void)(state))

/**
 * schedule_timeout() - sleep @timeout jiffies
 * Return: 0 (the whole time passed; nothing wakes a sleeper early here).
 * A negative @timeout returns 0 at once, as Linux answers it (after an
 * error line there); MAX_SCHEDULE_TIMEOUT, a sleep until woken, returns
 * itself at once, as if woken, since no wake-up could ever come.
 */
static inline long schedule_timeout(long timeout)
{
	if (timeout == MAX_SCHEDULE_TIMEOUT)
		return MAX_SCHEDULE_TIMEOUT;
	if (timeout < 0)
		return 0;
	msleep(jiffies_to_msecs((unsigned long)timeout));
	return 0;
}

#define schedule_timeout_interruptible(t) schedule_timeout(t)
#define schedule_timeout_killable(t) schedule_timeout(t)
#define schedule_timeout_uninterruptible(t) schedule_timeout(t)
#define schedule_timeout_idle(t) schedule_timeout(t)

/* Nothing else needs the CPU here: 0, no reschedule happened. */
static inline int cond_resched(void)
{
	return 0;
}

#endif /* _PLATDEV_LINUX_SCHED_H */
