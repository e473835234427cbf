// SPDX-License-Identifier: MIT
/*
 * port.c - the bare port, for a system without an OS and with one thread:
 * no locking, the C library's heap (newlib's malloc on a microcontroller),
 * and log lines dropped unless the application installs a log hook.
 */
#include <errno.h>
#include <stdlib.h>

#include <linux/printk.h>
#include <platdev/bare.h>
#include <platdev/port.h>

/* One thread only: the lock is not needed and waiting would never end. */
void platdev_port_core_lock(void)
{
}

void platdev_port_core_unlock(void)
{
}

void platdev_port_core_wait(void)
{
	pr_err("bare port: wait for a busy device with a single thread; giving up\n");
	abort();
}

void platdev_port_core_wake_all(void)
{
}

void platdev_port_log_write(int level, const char *line)
{
	(void)level;
	(void)line;
}

/* No threads: the core runs threaded interrupt handlers inline. */
int platdev_port_thread_start(void (*fn)(void *arg), void *arg)
{
	(void)fn;
	(void)arg;
	return -ENOSYS;
}

/* No MMU to fence a range off: the simulated I/O backend is unavailable. */
void *platdev_port_reserve(size_t size)
{
	(void)size;
	return NULL;
}

static u64 (*clock_hook)(void);

void platdev_bare_set_clock(u64 (*now_ns)(void))
{
	clock_hook = now_ns;
}

u64 platdev_port_now_ns(void)
{
	return clock_hook ? clock_hook() : 0;
}
