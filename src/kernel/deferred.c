// SPDX-License-Identifier: MIT
/*
 * deferred.c - platdev_run_deferred(): timers and work without threads.
 */
#include <platdev/deferred.h>

#include "kernel/deferred.h"

unsigned int platdev_run_deferred(void)
{
	unsigned int ran = 0, round;

	do {
		round = timer_run_due();
		round += workqueue_run_unthreaded();
		ran += round;
	} while (round);
	return ran;
}
