// SPDX-License-Identifier: MIT
/*
 * port.c - the bare port, for a system without an OS: the core lock is the
 * application's critical section (or nothing, with one thread), log lines go
 * to the application's write function, time to its clock (and waits spin
 * on it: there is nothing else to run). Memory is the
 * application's arena (arena.c); there are no threads.
 */
#include <errno.h>
#include <string.h>

#include <linux/printk.h>
#include <platdev/bare.h>
#include <platdev/port.h>

#include "port/bare/bare.h"

static unsigned long (*crit_enter)(void);
static void (*crit_exit)(unsigned long state);

/*
 * The core lock is not recursive, so one saved state is enough; the exit
 * function is saved with it so that installing hooks while the lock is
 * held cannot pair an old enter with a new exit.
 */
static void (*core_exit)(unsigned long state);
static unsigned long core_state;

void platdev_bare_set_critical(unsigned long (*enter)(void),
			       void (*exit)(unsigned long state))
{
	crit_enter = enter && exit ? enter : NULL;
	crit_exit = enter && exit ? exit : NULL;
}

unsigned long platdev_bare_critical_enter(void)
{
	return crit_enter ? crit_enter() : 0;
}

void platdev_bare_critical_exit(unsigned long state)
{
	if (crit_exit)
		crit_exit(state);
}

void platdev_port_core_lock(void)
{
	void (*exit)(unsigned long state) = crit_exit;
	unsigned long state = platdev_bare_critical_enter();

	core_exit = exit;
	core_state = state;
}

void platdev_port_core_unlock(void)
{
	void (*exit)(unsigned long state) = core_exit;

	core_exit = NULL;
	if (exit)
		exit(core_state);
}

/*
 * Waiting means another context is binding the device: with no threads
 * that context can only be the caller itself (a probe re-entering the same
 * device), which would wait forever. Stop at a trap instruction (a fault
 * handler or debugger sees where) rather than abort(), which in a C
 * library without an OS needs system calls the firmware may not have.
 */
void platdev_port_core_wait(void)
{
	platdev_port_core_unlock();
	pr_err("bare port: wait for a busy device with a single thread; giving up\n");
	__builtin_trap();
}

void platdev_port_core_wake_all(void)
{
}

static void (*log_write)(const char *buf, size_t len);

void platdev_bare_set_log_write(void (*write)(const char *buf, size_t len))
{
	log_write = write;
}

void platdev_port_log_write(int level, const char *line)
{
	void (*write)(const char *buf, size_t len) = log_write;

	(void)level;
	if (!write)
		return;
	write(line, strlen(line));
	write("\n", 1);
}

/*
 * As a wait that cannot end: a trap, which the firmware's fault handler or
 * a debugger catches where it happened, rather than abort().
 */
void platdev_port_panic(const char *msg)
{
	(void)msg;
	__builtin_trap();
}

/* No threads: the core runs threaded interrupt handlers inline. */
int platdev_port_thread_start(void (*fn)(void *arg), void *arg)
{
	(void)fn;
	(void)arg;
	return -ENOSYS;
}

/* One thread: one slot. */
void **platdev_port_thread_slot(void)
{
	static void *slot;

	return &slot;
}

/* No MMU to fence a range off: the simulated I/O backend is unavailable. */
void *platdev_port_reserve(size_t size)
{
	(void)size;
	return NULL;
}

int platdev_port_fault_trap(const char *(*describe)(uintptr_t addr))
{
	(void)describe;
	return -ENOSYS;
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

/*
 * With no clock there is no way to measure a wait, so it ends at once (as
 * the documentation of platdev_bare_set_clock() says) rather than hang.
 */
void platdev_port_delay_ns(u64 ns)
{
	u64 (*now_ns)(void) = clock_hook;
	u64 start;

	if (!now_ns || !ns)
		return;
	start = now_ns();
	while (now_ns() - start < ns)
		;
}

/* Without threads sleeping is waiting: spin on the clock too. */
void platdev_port_sleep_ns(u64 ns)
{
	platdev_port_delay_ns(ns);
}

/*
 * Only an interrupt handler can change a word while the one thread waits:
 * a wait with a bound and a clock to measure it watches the word; any
 * other wait could only end by the caller's own hand, so it is refused.
 */
int platdev_port_wait_word(u32 *word, u32 expected, u64 timeout_ns)
{
	u64 (*now_ns)(void) = clock_hook;
	u64 start;

	if (__atomic_load_n(word, __ATOMIC_ACQUIRE) != expected)
		return 0;
	if (timeout_ns == PLATDEV_PORT_WAIT_FOREVER || !now_ns)
		return -EDEADLK;
	start = now_ns();
	while (__atomic_load_n(word, __ATOMIC_ACQUIRE) == expected)
		if (now_ns() - start >= timeout_ns)
			return -ETIMEDOUT;
	return 0;
}

/* The only waiter is the spinning one above, which watches the word. */
void platdev_port_wake_word(u32 *word)
{
	(void)word;
}

unsigned long platdev_port_irq_save(void)
{
	return platdev_bare_critical_enter();
}

void platdev_port_irq_restore(unsigned long flags)
{
	platdev_bare_critical_exit(flags);
}

bool platdev_port_irqs_masked(void)
{
	return false;
}
