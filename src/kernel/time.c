// SPDX-License-Identifier: MIT
/*
 * time.c - the time source: the port's real time, or the ops a simulated
 * board installs with platdev_time_use(); and the jiffies counter on it.
 *
 * The source is two words (ops and ctx) that readers on any thread must see
 * as a pair, without a lock (udelay() may run in an interrupt handler).
 * They are published under a sequence count: a writer makes it odd, stores
 * the pair, makes it even again; a reader retries while it finds the count
 * odd or changed across its reads. Writers serialize on the core lock.
 */
#include <asm/processor.h>
#include <linux/jiffies.h>
#include <linux/printk.h>
#include <platdev/port.h>
#include <platdev/time.h>

#include "kernel/deferred.h"

static unsigned int time_seq;
static const struct platdev_time_ops *time_ops;
static void *time_ctx;

void platdev_time_use(const struct platdev_time_ops *ops, void *ctx)
{
	if (ops && !ops->now_ns) {
		pr_err("time: a time source without now_ns; using real time\n");
		ops = NULL;
	}
	if (!ops)
		ctx = NULL;
	platdev_port_core_lock();
	/* Acquire: the stores below cannot move before the count is odd. */
	__atomic_fetch_add(&time_seq, 1, __ATOMIC_ACQ_REL);
	__atomic_store_n(&time_ops, ops, __ATOMIC_RELEASE);
	__atomic_store_n(&time_ctx, ctx, __ATOMIC_RELEASE);
	__atomic_fetch_add(&time_seq, 1, __ATOMIC_RELEASE);
	platdev_port_core_unlock();
}

/* The installed ops (NULL for real time) and their ctx, read as a pair. */
static const struct platdev_time_ops *time_source(void **ctx)
{
	const struct platdev_time_ops *ops;
	unsigned int seq;

	for (;;) {
		seq = __atomic_load_n(&time_seq, __ATOMIC_ACQUIRE);
		ops = __atomic_load_n(&time_ops, __ATOMIC_ACQUIRE);
		*ctx = __atomic_load_n(&time_ctx, __ATOMIC_ACQUIRE);
		if (!(seq & 1) &&
		    seq == __atomic_load_n(&time_seq, __ATOMIC_RELAXED))
			return ops;
		cpu_relax();
	}
}

bool time_is_virtual(void)
{
	void *ctx;

	return time_source(&ctx) != NULL;
}

u64 platdev_time_now_ns(void)
{
	const struct platdev_time_ops *ops;
	void *ctx;

	ops = time_source(&ctx);
	return ops ? ops->now_ns(ctx) : platdev_port_now_ns();
}

unsigned int (*time_after_virtual_wait)(void);

/*
 * After a sleep on a replacement source, run the kernel timers its time
 * made due (src/kernel/timer.c sets the hook when a timer is first armed),
 * as a kernel would have on its timer interrupt meanwhile. Not after a
 * delay: its caller may hold a spinlock a callback takes.
 */
static void time_run_virtual_timers(void)
{
	unsigned int (*run)(void) =
		__atomic_load_n(&time_after_virtual_wait, __ATOMIC_ACQUIRE);

	if (run)
		run();
}

/*
 * A source with neither wait has its clock moved by someone else: watch
 * it until @ns have passed.
 */
static void time_wait(bool may_sleep, u64 ns)
{
	void (*wait)(void *ctx, u64 ns);
	const struct platdev_time_ops *ops;
	void *ctx;
	u64 start;

	if (!ns)
		return;
	ops = time_source(&ctx);
	if (!ops) {
		if (may_sleep)
			platdev_port_sleep_ns(ns);
		else
			platdev_port_delay_ns(ns);
		return;
	}
	wait = may_sleep ? ops->sleep_ns : ops->delay_ns;
	if (!wait)
		wait = may_sleep ? ops->delay_ns : ops->sleep_ns;
	if (wait) {
		wait(ctx, ns);
	} else {
		start = ops->now_ns(ctx);
		while (ops->now_ns(ctx) - start < ns)
			cpu_relax();
	}
	if (may_sleep)
		time_run_virtual_timers();
}

void platdev_time_sleep_ns(u64 ns)
{
	time_wait(true, ns);
}

void platdev_time_delay_ns(u64 ns)
{
	time_wait(false, ns);
}

void platdev_time_relax(void)
{
	void *ctx;

	if (time_source(&ctx))
		time_wait(false, 1);
	else
		cpu_relax();
}

u64 get_jiffies_64(void)
{
	return (u64)INITIAL_JIFFIES + nsecs_to_jiffies64(platdev_time_now_ns());
}
