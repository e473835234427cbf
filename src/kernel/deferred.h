/* SPDX-License-Identifier: MIT */
/*
 * deferred.h - private to src/kernel: the pieces of timer.c and
 * workqueue.c that platdev_run_deferred() and time.c reach.
 */
#ifndef _PLATDEV_KERNEL_DEFERRED_H
#define _PLATDEV_KERNEL_DEFERRED_H

#include <linux/types.h>

/* timer.c: run the due timers; Return: how many ran. */
unsigned int timer_run_due(void);

/* workqueue.c: run the work of the queues without a thread; how many. */
unsigned int workqueue_run_unthreaded(void);

/*
 * tasklet.c: run the pending tasklets where the port has no threads;
 * Return: how many ran. NULL until the first tasklet is scheduled on such
 * a port, so that platdev_run_deferred() does not pull tasklets in.
 */
extern unsigned int (*tasklet_run_hook)(void);

/*
 * time.c: called after a sleep or delay on a replacement time source (a
 * simulated board's virtual time), so that the timers it made due run.
 * NULL until the first timer is armed, so that time.c does not pull the
 * timers into an image that has none.
 */
extern unsigned int (*time_after_virtual_wait)(void);

/* time.c: whether a replacement time source (virtual time) is in use. */
bool time_is_virtual(void);

/* sched.c: a new task number, for a kernel thread (kthread.c). */
pid_t sched_new_pid(void);

#endif /* _PLATDEV_KERNEL_DEFERRED_H */
