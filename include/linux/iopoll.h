/* SPDX-License-Identifier: MIT */
/*
 * linux/iopoll.h - read a value until a condition holds or time runs out.
 *
 * Linux 6.12's macro family with its exact behaviour:
 *
 *   - read_poll_timeout() reads with op(args...) into @val, stops when
 *     @cond is true, otherwise sleeps usleep_range(@sleep_us / 4 + 1,
 *     @sleep_us) (no sleep for 0) and reads again;
 *   - once more than @timeout_us has passed on ktime_get() it reads one
 *     last time, so a condition that became true while the caller slept is
 *     not reported as a timeout; @timeout_us 0 polls for ever;
 *   - the result is 0 when @cond holds after the last read, else
 *     -ETIMEDOUT; @val keeps the last value read either way;
 *   - read_poll_timeout_atomic() busy-waits udelay(@delay_us) instead and,
 *     as Linux 6.12 does, measures the timeout by adding up its delays
 *     (plus one nanosecond per turn) rather than reading the clock.
 *
 * The waits go to platdev's time source (platdev/time.h), so on a
 * simulated board's virtual time a 100 ms poll takes no real time. A turn
 * without a sleep or delay calls platdev_time_relax(), which on virtual
 * time advances the clock by a nanosecond: a poll whose condition never
 * holds times out there too.
 */
#ifndef _PLATDEV_LINUX_IOPOLL_H
#define _PLATDEV_LINUX_IOPOLL_H

#include <asm/processor.h>
#include <linux/delay.h>
#include <linux/errno.h>
#include <linux/io.h>
#include <linux/kernel.h>
#include <linux/ktime.h>
#include <linux/types.h>
#include <platdev/time.h>

/**
 * read_poll_timeout() - poll op(args) until @cond or a timeout; may sleep
 * @op: the read function or macro
 * @val: an lvalue receiving each value read; @cond usually tests it
 * @cond: the condition to wait for
 * @sleep_us: the longest sleep between reads, in us (0: do not sleep)
 * @timeout_us: give up after this many us (0: never)
 * @sleep_before_read: whether to sleep once before the first read
 * @args: the arguments of @op
 *
 * Return: 0 when @cond held, -ETIMEDOUT when it still did not after the
 * read that followed the timeout.
 */
#define read_poll_timeout(op, val, cond, sleep_us, timeout_us,                \
			  sleep_before_read, args...)                         \
	({                                                                    \
		u64 __rpt_timeout_us = (timeout_us);                          \
		unsigned long __rpt_sleep_us = (sleep_us);                    \
		ktime_t __rpt_deadline =                                      \
			ktime_add_us(ktime_get(), __rpt_timeout_us);          \
		if ((sleep_before_read) && __rpt_sleep_us)                    \
			usleep_range((__rpt_sleep_us >> 2) + 1,               \
				     __rpt_sleep_us);                         \
		for (;;) {                                                    \
			(val) = op(args);                                     \
			if (cond)                                             \
				break;                                        \
			if (__rpt_timeout_us &&                               \
			    ktime_compare(ktime_get(), __rpt_deadline) > 0) { \
				(val) = op(args);                             \
				break;                                        \
			}                                                     \
			if (__rpt_sleep_us)                                   \
				usleep_range((__rpt_sleep_us >> 2) + 1,       \
					     __rpt_sleep_us);                 \
			else                                                  \
				platdev_time_relax();                         \
		}                                                             \
		(cond) ? 0 : -ETIMEDOUT;                                      \
	})

/**
 * read_poll_timeout_atomic() - poll op(args) until @cond or a timeout,
 * without sleeping
 * @op: the read function or macro
 * @val: an lvalue receiving each value read; @cond usually tests it
 * @cond: the condition to wait for
 * @delay_us: the busy-wait between reads, in us (0: none)
 * @timeout_us: give up after this many us of delays (0: never)
 * @delay_before_read: whether to delay once before the first read
 * @args: the arguments of @op
 *
 * The time is counted, not read: each delay counts @delay_us and each turn
 * one more nanosecond, so the poll ends even where the clock does not move.
 *
 * Return: 0 when @cond held, -ETIMEDOUT when it still did not after the
 * read that followed the timeout.
 */
#define read_poll_timeout_atomic(op, val, cond, delay_us, timeout_us,          \
				 delay_before_read, args...)                   \
	({                                                                     \
		u64 __rpta_timeout_us = (timeout_us);                          \
		s64 __rpta_left_ns = (s64)(__rpta_timeout_us * NSEC_PER_USEC); \
		unsigned long __rpta_delay_us = (delay_us);                    \
		u64 __rpta_delay_ns = (u64)__rpta_delay_us * NSEC_PER_USEC;    \
		if ((delay_before_read) && __rpta_delay_us) {                  \
			udelay(__rpta_delay_us);                               \
			if (__rpta_timeout_us)                                 \
				__rpta_left_ns -= __rpta_delay_ns;             \
		}                                                              \
		for (;;) {                                                     \
			(val) = op(args);                                      \
			if (cond)                                              \
				break;                                         \
			if (__rpta_timeout_us && __rpta_left_ns < 0) {         \
				(val) = op(args);                              \
				break;                                         \
			}                                                      \
			if (__rpta_delay_us) {                                 \
				udelay(__rpta_delay_us);                       \
				if (__rpta_timeout_us)                         \
					__rpta_left_ns -= __rpta_delay_ns;     \
			}                                                      \
			platdev_time_relax();                                  \
			if (__rpta_timeout_us)                                 \
				__rpta_left_ns--;                              \
		}                                                              \
		(cond) ? 0 : -ETIMEDOUT;                                       \
	})

/* Poll a one-argument reader such as readl() at @addr. */
#define readx_poll_timeout(op, addr, val, cond, sleep_us, timeout_us) \
	read_poll_timeout(op, val, cond, sleep_us, timeout_us, false, addr)
#define readx_poll_timeout_atomic(op, addr, val, cond, delay_us, timeout_us) \
	read_poll_timeout_atomic(op, val, cond, delay_us, timeout_us, false, \
				 addr)

/* A register at @addr, 8, 16, 32 or 64 bits, plain or relaxed. */
#define readb_poll_timeout(addr, val, cond, delay_us, timeout_us) \
	readx_poll_timeout(readb, addr, val, cond, delay_us, timeout_us)
#define readb_poll_timeout_atomic(addr, val, cond, delay_us, timeout_us) \
	readx_poll_timeout_atomic(readb, addr, val, cond, delay_us, timeout_us)
#define readw_poll_timeout(addr, val, cond, delay_us, timeout_us) \
	readx_poll_timeout(readw, addr, val, cond, delay_us, timeout_us)
#define readw_poll_timeout_atomic(addr, val, cond, delay_us, timeout_us) \
	readx_poll_timeout_atomic(readw, addr, val, cond, delay_us, timeout_us)
#define readl_poll_timeout(addr, val, cond, delay_us, timeout_us) \
	readx_poll_timeout(readl, addr, val, cond, delay_us, timeout_us)
#define readl_poll_timeout_atomic(addr, val, cond, delay_us, timeout_us) \
	readx_poll_timeout_atomic(readl, addr, val, cond, delay_us, timeout_us)
#define readq_poll_timeout(addr, val, cond, delay_us, timeout_us) \
	readx_poll_timeout(readq, addr, val, cond, delay_us, timeout_us)
#define readq_poll_timeout_atomic(addr, val, cond, delay_us, timeout_us) \
	readx_poll_timeout_atomic(readq, addr, val, cond, delay_us, timeout_us)

#define readb_relaxed_poll_timeout(addr, val, cond, delay_us, timeout_us) \
	readx_poll_timeout(readb_relaxed, addr, val, cond, delay_us, timeout_us)
#define readb_relaxed_poll_timeout_atomic(addr, val, cond, delay_us,        \
					  timeout_us)                       \
	readx_poll_timeout_atomic(readb_relaxed, addr, val, cond, delay_us, \
				  timeout_us)
#define readw_relaxed_poll_timeout(addr, val, cond, delay_us, timeout_us) \
	readx_poll_timeout(readw_relaxed, addr, val, cond, delay_us, timeout_us)
#define readw_relaxed_poll_timeout_atomic(addr, val, cond, delay_us,        \
					  timeout_us)                       \
	readx_poll_timeout_atomic(readw_relaxed, addr, val, cond, delay_us, \
				  timeout_us)
#define readl_relaxed_poll_timeout(addr, val, cond, delay_us, timeout_us) \
	readx_poll_timeout(readl_relaxed, addr, val, cond, delay_us, timeout_us)
#define readl_relaxed_poll_timeout_atomic(addr, val, cond, delay_us,        \
					  timeout_us)                       \
	readx_poll_timeout_atomic(readl_relaxed, addr, val, cond, delay_us, \
				  timeout_us)
#define readq_relaxed_poll_timeout(addr, val, cond, delay_us, timeout_us) \
	readx_poll_timeout(readq_relaxed, addr, val, cond, delay_us, timeout_us)
#define readq_relaxed_poll_timeout_atomic(addr, val, cond, delay_us,        \
					  timeout_us)                       \
	readx_poll_timeout_atomic(readq_relaxed, addr, val, cond, delay_us, \
				  timeout_us)

#endif /* _PLATDEV_LINUX_IOPOLL_H */
