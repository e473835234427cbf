/* SPDX-License-Identifier: MIT */
/*
 * platdev/time.h - the time source behind delays, sleeps, jiffies, ktime
 * and the register polling helpers.
 *
 * By default time is the port's: platdev_port_now_ns() reads a monotonic
 * clock, a sleep gives the CPU away (POSIX: clock_nanosleep) and a delay
 * spins on the clock. A simulated board (or a test) installs its own
 * struct platdev_time_ops instead; then msleep(100) or a 100 ms
 * readl_poll_timeout() only move its virtual clock, and cost nothing real.
 *
 * Which Linux call ends where:
 *
 *   platdev_time_now_ns()     ktime_get(), ktime_get_ns(), jiffies
 *   platdev_time_sleep_ns()   msleep(), usleep_range(), fsleep() above 10 us,
 *                             ssleep(), read_poll_timeout()
 *   platdev_time_delay_ns()   ndelay(), udelay(), mdelay(), fsleep() up to
 *                             10 us, read_poll_timeout_atomic()
 */
#ifndef _PLATDEV_TIME_H
#define _PLATDEV_TIME_H

#include <linux/types.h>

/**
 * struct platdev_time_ops - a replacement time source
 * @now_ns: returns the current time in nanoseconds; monotonic (never goes
 *          back). Required: a source without it is not installed.
 * @sleep_ns: waits at least @ns nanoseconds of this source's time, where the
 *            caller may sleep. NULL: @delay_ns serves.
 * @delay_ns: waits at least @ns nanoseconds of this source's time without
 *            sleeping (the caller may hold a spinlock or be an interrupt
 *            handler). NULL: @sleep_ns serves.
 *
 * A virtual clock typically advances its time by @ns in both waits (and may
 * run the events due meanwhile). When both waits are NULL, a wait polls
 * @now_ns until it has moved on by @ns, for a clock that another thread
 * drives. Each function gets the @ctx given to platdev_time_use() and may be
 * called from any thread that calls platdev.
 */
struct platdev_time_ops {
	u64 (*now_ns)(void *ctx);
	void (*sleep_ns)(void *ctx, u64 ns);
	void (*delay_ns)(void *ctx, u64 ns);
};

/**
 * platdev_time_use() - select the time source
 * @ops: the source's functions (they must stay valid while in use), or
 *       NULL to go back to the port's real time
 * @ctx: handed to each of @ops' functions
 *
 * Takes effect for the calls that start after it returns; a wait already
 * in progress finishes on the source it started with. A caller that
 * switches sources while other threads wait must keep the old @ops and
 * @ctx valid until those waits return. Ops without @now_ns are refused
 * (the port's real time is used).
 */
void platdev_time_use(const struct platdev_time_ops *ops, void *ctx);

/**
 * platdev_time_now_ns() - the current time of the selected source
 *
 * On the port's real time this is platdev_port_now_ns(): CLOCK_MONOTONIC on
 * POSIX; on the bare port the application's clock hook, or always 0 without
 * one.
 *
 * Return: nanoseconds since an arbitrary start.
 */
u64 platdev_time_now_ns(void);

/**
 * platdev_time_sleep_ns() - wait at least @ns nanoseconds; may sleep
 * @ns: how long; 0 returns at once
 *
 * On real time this is platdev_port_sleep_ns(): POSIX sleeps (restarting
 * after signals) until the time has passed; the bare port, having nothing
 * to switch to, busy-waits on the application's clock, and returns at once
 * without one.
 */
void platdev_time_sleep_ns(u64 ns);

/**
 * platdev_time_delay_ns() - busy-wait at least @ns nanoseconds
 * @ns: how long; 0 returns at once
 *
 * Never sleeps, so it may be called from an interrupt handler or with a
 * spinlock held. On real time it spins on platdev_port_now_ns()
 * (platdev_port_delay_ns()); the bare port without a clock returns at once.
 */
void platdev_time_delay_ns(u64 ns);

/**
 * platdev_time_relax() - one turn of a busy-wait loop
 *
 * On real time this is cpu_relax(). On a replacement source it waits one
 * nanosecond (@delay_ns), so that a loop that spins until the clock moves
 * (read_poll_timeout() without a sleep) ends on virtual time too, as
 * Linux's read_poll_timeout_atomic() counts each turn as one nanosecond.
 */
void platdev_time_relax(void);

#endif /* _PLATDEV_TIME_H */
