/* SPDX-License-Identifier: MIT */
/*
 * asm/current.h - `current`, the task running the calling code.
 *
 * Every thread that calls platdev has one (linux/sched.h): a kernel thread
 * of linux/kthread.h its own, any other thread one the port keeps for it.
 */
#ifndef _PLATDEV_ASM_CURRENT_H
#define _PLATDEV_ASM_CURRENT_H

struct task_struct;

/** get_current() - Return: the calling thread's task, never NULL */
struct task_struct *get_current(void);

#define current get_current()

#endif /* _PLATDEV_ASM_CURRENT_H */
