// SPDX-License-Identifier: MIT
/*
 * deferred.c - platdev_run_deferred(): timers, tasklets and work without
 * threads.
 */
#include <platdev/deferred.h>

#include "kernel/deferred.h"

unsigned int (*tasklet_run_hook)(void);

unsigned int platdev_run_deferred(void)
{
	unsigned int (*tasklets)(void);
	unsigned int ran = 0, round;

	do {
		round = timer_run_due();
		tasklets = __atomic_load_n(&tasklet_run_hook, __ATOMIC_ACQUIRE);
		if (tasklets)
			round += tasklets();
		round += workqueue_run_unthreaded();
		ran += round;
	} while (round);
	return ran;
}
