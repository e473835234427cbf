/* SPDX-License-Identifier: MIT */
/*
 * platdev/deferred.h - running kernel timers, tasklets and queued work
 * without threads.
 *
 * linux/timer.h callbacks, linux/interrupt.h tasklets and
 * linux/workqueue.h work items run on the port's threads where it has
 * them (POSIX). A port without threads (the
 * bare port) keeps them until the application runs them from its main
 * loop:
 *
 *	for (;;) {
 *		platdev_run_deferred();
 *		wait_for_interrupt();
 *	}
 */
#ifndef _PLATDEV_DEFERRED_H
#define _PLATDEV_DEFERRED_H

/**
 * platdev_run_deferred() - run the timers that are due, the scheduled
 * tasklets and the work queued on work queues that have no thread, in the
 * calling thread
 *
 * Work queued by what it runs is run too, before it returns; a timer
 * armed for later is left for a later call. Harmless, and usually
 * useless, on a port with threads.
 *
 * Return: how many callbacks, tasklets and work items ran.
 */
unsigned int platdev_run_deferred(void);

#endif /* _PLATDEV_DEFERRED_H */
