/* SPDX-License-Identifier: MIT */
/*
 * linux/sched/task.h - references to a task.
 *
 * A kernel thread's task (linux/kthread.h) lives while someone holds a
 * reference: the thread itself until it ends, and each
 * get_task_struct(). The task the port keeps for any other thread lives as
 * long as that thread; references to it count nothing.
 */
#ifndef _PLATDEV_LINUX_SCHED_TASK_H
#define _PLATDEV_LINUX_SCHED_TASK_H

#include <linux/sched.h>

/** get_task_struct() - take a reference to @t; Return: @t */
struct task_struct *get_task_struct(struct task_struct *t);

/** put_task_struct() - drop a reference to @t, freeing a kernel thread's last */
void put_task_struct(struct task_struct *t);

#endif /* _PLATDEV_LINUX_SCHED_TASK_H */
