// SPDX-License-Identifier: MIT
/*
 * timer.c - kernel timers (linux/timer.h): one list of armed timers in
 * expiry order under one spinlock, run one callback at a time by the timer
 * thread (POSIX), by the thread that moves virtual time on (time.c calls
 * time_after_virtual_wait), or by platdev_run_deferred().
 *
 * timer_running is the timer whose callback runs and timer_running_thread
 * the thread slot (platdev_port_thread_slot()) of the thread running it,
 * which tells del_timer_sync() called from that callback from one called
 * elsewhere. timer_done counts finished callbacks, for those waiting on
 * one; timer_kick counts changes of the list, for the timer thread.
 */
#include <linux/errno.h>
#include <linux/jiffies.h>
#include <linux/printk.h>
#include <linux/spinlock.h>
#include <linux/timer.h>
#include <platdev/port.h>

#include "kernel/deferred.h"

enum timer_thread_state { TIMER_NO_THREAD_YET, TIMER_THREAD, TIMER_UNTHREADED };

static DEFINE_RAW_SPINLOCK(timer_lock);
static LIST_HEAD(timer_list_armed);
static struct timer_list *timer_running;
static void **timer_running_thread;
static u32 timer_done;
static u32 timer_kick;
static enum timer_thread_state timer_thread_state;

/* Add @timer to the armed list, after those that expire no later. */
static void timer_insert(struct timer_list *timer)
{
	struct timer_list *pos;

	list_for_each_entry(pos, &timer_list_armed, entry) {
		if (time_before(timer->expires, pos->expires)) {
			list_add_tail(&timer->entry, &pos->entry);
			return;
		}
	}
	list_add_tail(&timer->entry, &timer_list_armed);
}

/* The next timer's wait in ns on the port's clock; called locked. */
static u64 timer_next_wait_ns(void)
{
	struct timer_list *first;
	long left;

	first = list_first_entry_or_null(&timer_list_armed, struct timer_list,
					 entry);
	if (!first)
		return PLATDEV_PORT_WAIT_FOREVER;
	left = (long)(first->expires - jiffies);
	return left > 0 ? jiffies_to_nsecs((unsigned long)left) : 0;
}

/*
 * Run the first timer if it is due and no callback runs. With
 * @wait_others, a callback another thread runs (the timer thread took a
 * due timer just before this thread could) is waited for, and true
 * returned so that the caller looks again: timer callbacks do not block,
 * so the wait is short.
 */
static bool timer_run_one(bool wait_others)
{
	struct timer_list *timer;
	void (*fn)(struct timer_list * timer);
	u32 done;

	raw_spin_lock(&timer_lock);
	if (timer_running && wait_others &&
	    timer_running_thread != platdev_port_thread_slot()) {
		done = timer_done;
		raw_spin_unlock(&timer_lock);
		/* A port that cannot wait has no other thread to wait for. */
		return !platdev_port_wait_word(&timer_done, done,
					       PLATDEV_PORT_WAIT_FOREVER);
	}
	timer = list_first_entry_or_null(&timer_list_armed, struct timer_list,
					 entry);
	if (!timer || timer_running || time_before(jiffies, timer->expires)) {
		raw_spin_unlock(&timer_lock);
		return false;
	}
	list_del_init(&timer->entry);
	timer_running = timer;
	timer_running_thread = platdev_port_thread_slot();
	fn = timer->function;
	raw_spin_unlock(&timer_lock);

	fn(timer);

	raw_spin_lock(&timer_lock);
	timer_running = NULL;
	timer_running_thread = NULL;
	__atomic_store_n(&timer_done, timer_done + 1, __ATOMIC_RELEASE);
	raw_spin_unlock(&timer_lock);
	platdev_port_wake_word(&timer_done);
	return true;
}

unsigned int timer_run_due(void)
{
	unsigned int ran = 0;

	while (timer_run_one(false))
		ran++;
	return ran;
}

/*
 * After a virtual sleep: every timer due by now has run when this
 * returns, also one the timer thread was running meanwhile.
 */
static unsigned int timer_run_due_after_wait(void)
{
	unsigned int ran = 0;

	while (timer_run_one(true))
		ran++;
	return ran;
}

static void timer_thread(void *arg)
{
	u64 wait_ns;
	u32 kick;

	(void)arg;
	for (;;) {
		timer_run_due();
		raw_spin_lock(&timer_lock);
		kick = timer_kick;
		wait_ns = timer_next_wait_ns();
		raw_spin_unlock(&timer_lock);
		platdev_port_wait_word(&timer_kick, kick, wait_ns);
	}
}

/* Start the timer thread on first use; called locked. */
static void timer_start_thread(void)
{
	int ret;

	if (timer_thread_state != TIMER_NO_THREAD_YET)
		return;
	__atomic_store_n(&time_after_virtual_wait, timer_run_due_after_wait,
			 __ATOMIC_RELEASE);
	ret = platdev_port_thread_start(timer_thread, NULL);
	timer_thread_state = ret ? TIMER_UNTHREADED : TIMER_THREAD;
	if (ret == -ENOSYS)
		pr_info("timers: no threads on this port; they run from platdev_run_deferred()\n");
	else if (ret)
		pr_err("timers: no timer thread (%d); they run from platdev_run_deferred()\n",
		       ret);
}

bool timer_pending(const struct timer_list *timer)
{
	bool pending;

	raw_spin_lock(&timer_lock);
	pending = !list_empty(&timer->entry);
	raw_spin_unlock(&timer_lock);
	return pending;
}

int mod_timer(struct timer_list *timer, unsigned long expires)
{
	bool pending;

	raw_spin_lock(&timer_lock);
	pending = !list_empty(&timer->entry);
	if (!timer->function) {
		raw_spin_unlock(&timer_lock);
		return pending;
	}
	list_del_init(&timer->entry);
	timer->expires = expires;
	timer_insert(timer);
	timer_start_thread();
	__atomic_store_n(&timer_kick, timer_kick + 1, __ATOMIC_RELEASE);
	raw_spin_unlock(&timer_lock);
	platdev_port_wake_word(&timer_kick);
	return pending;
}

void add_timer(struct timer_list *timer)
{
	mod_timer(timer, timer->expires);
}

int del_timer(struct timer_list *timer)
{
	bool pending;

	raw_spin_lock(&timer_lock);
	pending = !list_empty(&timer->entry);
	list_del_init(&timer->entry);
	raw_spin_unlock(&timer_lock);
	return pending;
}

/* Disarm @timer, wait out its running callback; @shutdown: for good. */
static int timer_delete_wait(struct timer_list *timer, bool shutdown)
{
	bool pending = false;
	u32 done;

	for (;;) {
		raw_spin_lock(&timer_lock);
		pending |= !list_empty(&timer->entry);
		list_del_init(&timer->entry);
		if (shutdown)
			timer->function = NULL;
		if (timer_running != timer)
			break;
		if (timer_running_thread == platdev_port_thread_slot()) {
			pr_err("del_timer_sync(%p) from its own callback would wait for ever: only disarmed\n",
			       (void *)timer);
			break;
		}
		done = timer_done;
		raw_spin_unlock(&timer_lock);
		if (platdev_port_wait_word(&timer_done, done,
					   PLATDEV_PORT_WAIT_FOREVER) ==
		    -EDEADLK) {
			pr_err("del_timer_sync(%p): its callback runs and this port cannot wait for it: only disarmed\n",
			       (void *)timer);
			return pending;
		}
	}
	raw_spin_unlock(&timer_lock);
	return pending;
}

int del_timer_sync(struct timer_list *timer)
{
	return timer_delete_wait(timer, false);
}

int timer_shutdown_sync(struct timer_list *timer)
{
	return timer_delete_wait(timer, true);
}
