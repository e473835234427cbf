/* SPDX-License-Identifier: MIT */
/*
 * linux/timer.h - one-shot timers with a callback, in jiffies.
 *
 * A timer armed with mod_timer() (or add_timer()) runs its function once,
 * when `jiffies` has reached its `expires`; it may re-arm itself from its
 * function. Callbacks run one at a time, in expiry order, outside any
 * lock, and never concurrently with themselves. del_timer() (also
 * timer_delete()) disarms; del_timer_sync() (timer_delete_sync()) also
 * waits for a callback that is running, and must not be called from that
 * callback (it is refused with an error line), as in Linux.
 *
 * Where callbacks run: on POSIX, a timer thread the first mod_timer()
 * starts, which sleeps until the next expiry. `jiffies` follows the
 * time source (platdev/time.h): with a simulated board's virtual time the
 * timers that fall due while a sleep or delay moves that time on run in
 * the thread that moved it, before its msleep() or udelay() returns. On a
 * port without threads (the bare port) callbacks run when the application
 * calls platdev_run_deferred() (platdev/deferred.h) from its main loop.
 */
#ifndef _PLATDEV_LINUX_TIMER_H
#define _PLATDEV_LINUX_TIMER_H

#include <linux/jiffies.h>
#include <linux/kernel.h>
#include <linux/list.h>
#include <linux/types.h>

struct timer_list {
	struct list_head entry; /* on the pending list while armed */
	unsigned long expires; /* in jiffies */
	void (*function)(struct timer_list *timer);
	u32 flags;
};

/* Accepted and ignored: every timer is deferrable and pinned alike here. */
#define TIMER_DEFERRABLE 0x00080000u
#define TIMER_PINNED 0x00100000u
#define TIMER_IRQSAFE 0x00200000u

/** timer_setup() - prepare @timer to call @callback, not armed */
static inline void timer_setup(struct timer_list *timer,
			       void (*callback)(struct timer_list *timer),
			       unsigned int flags)
{
	INIT_LIST_HEAD(&timer->entry);
	timer->expires = 0;
	timer->function = callback;
	timer->flags = flags;
}

#define timer_setup_on_stack(timer, callback, flags) \
	timer_setup(timer, callback, flags)
#define destroy_timer_on_stack(timer) ((void)(timer))

/** from_timer() - the structure holding @timer as its member @field */
#define from_timer(var, timer, field) container_of(timer, typeof(*var), field)
#define timer_container_of(var, timer, field) from_timer(var, timer, field)

/** timer_pending() - Return: whether @timer is armed */
bool timer_pending(const struct timer_list *timer);

/**
 * mod_timer() - arm @timer for @expires (in jiffies), or move it there if
 * it is armed already; a timer whose callback is running is armed anew
 *
 * A timer shut down with timer_shutdown_sync() is not armed.
 *
 * Return: 1 if @timer was armed before, else 0.
 */
int mod_timer(struct timer_list *timer, unsigned long expires);

/** add_timer() - arm @timer, which is not armed, for its ->expires */
void add_timer(struct timer_list *timer);

/**
 * del_timer() - disarm @timer; a running callback is not waited for
 * Return: 1 if @timer was armed, else 0.
 */
int del_timer(struct timer_list *timer);

/**
 * del_timer_sync() - disarm @timer and wait until its callback, if it is
 * running, has returned
 *
 * Called from the timer's own callback (or, on the bare port, while it
 * runs) it would wait for ever: it logs an error and only disarms.
 *
 * Return: 1 if @timer was armed, else 0.
 */
int del_timer_sync(struct timer_list *timer);

/**
 * timer_shutdown_sync() - del_timer_sync(), and refuse every later
 * mod_timer() of @timer (for teardown, against a callback that re-arms)
 * Return: 1 if @timer was armed, else 0.
 */
int timer_shutdown_sync(struct timer_list *timer);

/*
 * timer_delete() and timer_delete_sync(), Linux 6.12's names of
 * del_timer() and del_timer_sync(), are macros: a function of that name
 * would take the C library's POSIX timer_delete(timer_t) symbol, and its
 * declaration would clash with <time.h>'s. The macro alone still turns a
 * later <time.h> prototype into a bad redeclaration, so platdev's own
 * hosted code (tests, tools: no KBUILD_MODNAME) reads <time.h> first and
 * may include it in any order. Linux files (Kbuild defines KBUILD_MODNAME
 * for each) never include <time.h> and do not get its names (`clock`,
 * `time`, ...), which some of them use for their own.
 */
#if !defined(KBUILD_MODNAME) && defined(__has_include)
#if __has_include(<time.h>)
#include <time.h>
#endif
#endif
#define timer_delete(timer) del_timer(timer)
#define timer_delete_sync(timer) del_timer_sync(timer)
#define timer_shutdown(timer) timer_shutdown_sync(timer)

#endif /* _PLATDEV_LINUX_TIMER_H */
