// SPDX-License-Identifier: MIT
/*
 * port.c - the POSIX port: one pthread mutex and condition variable for
 * the core lock, log lines to stderr. Allocation is in ../common/alloc.c.
 */
#include <pthread.h>
#include <stdio.h>

#include <platdev/log.h>
#include <platdev/port.h>

static pthread_mutex_t core_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t core_cond = PTHREAD_COND_INITIALIZER;

void platdev_port_core_lock(void)
{
	pthread_mutex_lock(&core_lock);
}

void platdev_port_core_unlock(void)
{
	pthread_mutex_unlock(&core_lock);
}

void platdev_port_core_wait(void)
{
	pthread_cond_wait(&core_cond, &core_lock);
}

void platdev_port_core_wake_all(void)
{
	pthread_cond_broadcast(&core_cond);
}

static const char *const level_names[] = {
	"emerg", "alert", "crit", "err", "warn", "notice", "info", "debug",
};

void platdev_port_log_write(int level, const char *line)
{
	if (level == PLATDEV_LOG_CONT) {
		fprintf(stderr, "%s\n", line);
		return;
	}
	if (level < 0 || level > PLATDEV_LOG_DEBUG)
		level = PLATDEV_LOG_WARNING;
	fprintf(stderr, "platdev: %s: %s\n", level_names[level], line);
}
