// SPDX-License-Identifier: MIT
/*
 * time.c - the POSIX port's waits on CLOCK_MONOTONIC, the clock that
 * platdev_port_now_ns() reads.
 */
#include <errno.h>
#include <time.h>

#include <platdev/port.h>

/*
 * An absolute deadline makes a sleep interrupted by a signal resume for
 * the time left, not start over, and never end early.
 */
void platdev_port_sleep_ns(u64 ns)
{
	struct timespec ts;
	u64 deadline;

	if (!ns)
		return;
	deadline = platdev_port_now_ns() + ns;
	ts.tv_sec = (time_t)(deadline / 1000000000u);
	ts.tv_nsec = (long)(deadline % 1000000000u);
	while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL) ==
	       EINTR)
		;
}

void platdev_port_delay_ns(u64 ns)
{
	u64 start = platdev_port_now_ns();

	while (platdev_port_now_ns() - start < ns)
		;
}
