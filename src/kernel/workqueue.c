// SPDX-License-Identifier: MIT
/*
 * workqueue.c - work queues (linux/workqueue.h).
 *
 * One spinlock (wq_lock) guards every queue's list and every work item's
 * bits; a delayed item's timer is armed and disarmed under it (so the lock
 * order is wq_lock, then the timer lock), and the timer's function takes
 * it to queue the item only while the item is still pending, which is how
 * a cancel that raced with the timer wins.
 *
 * A queue runs one item at a time: `running` is the item whose function
 * runs and `running_thread` the thread slot (platdev_port_thread_slot())
 * of the thread running it, which tells a cancel or flush from inside the
 * item from one elsewhere; `done` counts finished items, for waiters;
 * `kick` counts queueings, for the worker. Items run on the queue's
 * worker thread, or, where the port has no threads, from
 * platdev_run_deferred() and from flushes, in the caller.
 */
#include <stdarg.h>

#include <linux/errno.h>
#include <linux/printk.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/workqueue.h>
#include <platdev/port.h>

#include "kernel/deferred.h"

enum wq_worker_state {
	WQ_NO_WORKER_YET, /* no item queued yet */
	WQ_WORKER, /* its thread runs the items */
	WQ_UNTHREADED, /* no thread: items run when polled */
	WQ_STOPPING, /* destroy_workqueue() asked the thread to end */
	WQ_STOPPED, /* the thread has ended */
};

struct workqueue_struct {
	struct list_head node; /* on wq_all */
	struct list_head works;
	struct work_struct *running;
	void **running_thread;
	u32 done;
	u32 kick;
	u32 state; /* enum wq_worker_state */
	char *name; /* NULL for the system queue */
};

static DEFINE_RAW_SPINLOCK(wq_lock);
static struct workqueue_struct wq_system;
static struct list_head wq_all = { &wq_system.node, &wq_system.node };
static struct workqueue_struct wq_system = {
	.node = { &wq_all, &wq_all },
	.works = LIST_HEAD_INIT(wq_system.works),
};

struct workqueue_struct *system_wq = &wq_system;
struct workqueue_struct *system_highpri_wq = &wq_system;
struct workqueue_struct *system_long_wq = &wq_system;
struct workqueue_struct *system_unbound_wq = &wq_system;
struct workqueue_struct *system_freezable_wq = &wq_system;
struct workqueue_struct *system_power_efficient_wq = &wq_system;
struct workqueue_struct *system_freezable_power_efficient_wq = &wq_system;

static void wq_set_state(struct workqueue_struct *wq, enum wq_worker_state s)
{
	__atomic_store_n(&wq->state, s, __ATOMIC_RELEASE);
}

static void wq_bump(u32 *counter)
{
	__atomic_store_n(counter, *counter + 1, __ATOMIC_RELEASE);
}

/* Run @wq's first item unless one runs already. */
static bool wq_run_one(struct workqueue_struct *wq)
{
	struct work_struct *work;
	work_func_t fn;

	raw_spin_lock(&wq_lock);
	work = list_first_entry_or_null(&wq->works, struct work_struct, entry);
	if (!work || wq->running) {
		raw_spin_unlock(&wq_lock);
		return false;
	}
	list_del_init(&work->entry);
	clear_bit(WORK_STRUCT_PENDING_BIT, &work->data);
	wq->running = work;
	wq->running_thread = platdev_port_thread_slot();
	fn = work->func;
	raw_spin_unlock(&wq_lock);

	fn(work); /* which may free @work: it is not touched again */

	raw_spin_lock(&wq_lock);
	wq->running = NULL;
	wq->running_thread = NULL;
	wq_bump(&wq->done);
	raw_spin_unlock(&wq_lock);
	platdev_port_wake_word(&wq->done);
	return true;
}

static void wq_worker(void *arg)
{
	struct workqueue_struct *wq = arg;
	u32 kick;

	for (;;) {
		/*
		 * The kick count is read before the queue is looked at: work
		 * queued after an empty look bumps it past @kick, so the wait
		 * below returns at once instead of sleeping on that work.
		 */
		kick = __atomic_load_n(&wq->kick, __ATOMIC_ACQUIRE);
		while (wq_run_one(wq))
			;
		raw_spin_lock(&wq_lock);
		if (wq->state == WQ_STOPPING && list_empty(&wq->works)) {
			wq_set_state(wq, WQ_STOPPED);
			raw_spin_unlock(&wq_lock);
			/* @wq may be freed from here on: only its address is used. */
			platdev_port_wake_word(&wq->state);
			return;
		}
		raw_spin_unlock(&wq_lock);
		platdev_port_wait_word(&wq->kick, kick,
				       PLATDEV_PORT_WAIT_FOREVER);
	}
}

/* Put @work (pending) at the end of @wq and wake its worker; locked. */
static void wq_insert(struct workqueue_struct *wq, struct work_struct *work)
{
	int ret;

	work->wq = wq;
	list_add_tail(&work->entry, &wq->works);
	wq_bump(&wq->kick);
	if (wq->state == WQ_NO_WORKER_YET) {
		ret = platdev_port_thread_start(wq_worker, wq);
		wq_set_state(wq, ret ? WQ_UNTHREADED : WQ_WORKER);
		if (ret == -ENOSYS)
			pr_info("workqueue: no threads on this port; work runs from platdev_run_deferred()\n");
		else if (ret)
			pr_err("workqueue: no worker thread (%d); work runs from platdev_run_deferred()\n",
			       ret);
	}
	platdev_port_wake_word(&wq->kick);
}

/* Whether @work may be made pending now; locked. */
static bool work_claim(struct work_struct *work)
{
	if (test_bit(WORK_STRUCT_PENDING_BIT, &work->data) ||
	    test_bit(WORK_STRUCT_CANCELING_BIT, &work->data))
		return false;
	set_bit(WORK_STRUCT_PENDING_BIT, &work->data);
	return true;
}

bool queue_work(struct workqueue_struct *wq, struct work_struct *work)
{
	bool queued;

	raw_spin_lock(&wq_lock);
	queued = work_claim(work);
	if (queued)
		wq_insert(wq, work);
	raw_spin_unlock(&wq_lock);
	return queued;
}

/* Queue @dwork (pending) on @wq at once or after @delay; locked. */
static void dwork_start(struct workqueue_struct *wq, struct delayed_work *dwork,
			unsigned long delay)
{
	dwork->wq = wq;
	if (!delay)
		wq_insert(wq, &dwork->work);
	else
		mod_timer(&dwork->timer, jiffies + delay);
}

bool queue_delayed_work(struct workqueue_struct *wq, struct delayed_work *dwork,
			unsigned long delay)
{
	bool queued;

	raw_spin_lock(&wq_lock);
	queued = work_claim(&dwork->work);
	if (queued)
		dwork_start(wq, dwork, delay);
	raw_spin_unlock(&wq_lock);
	return queued;
}

bool mod_delayed_work(struct workqueue_struct *wq, struct delayed_work *dwork,
		      unsigned long delay)
{
	struct work_struct *work = &dwork->work;
	bool pending;

	raw_spin_lock(&wq_lock);
	pending = test_bit(WORK_STRUCT_PENDING_BIT, &work->data);
	if (test_bit(WORK_STRUCT_CANCELING_BIT, &work->data)) {
		raw_spin_unlock(&wq_lock);
		return pending;
	}
	del_timer(&dwork->timer);
	list_del_init(&work->entry);
	set_bit(WORK_STRUCT_PENDING_BIT, &work->data);
	dwork_start(wq, dwork, delay);
	raw_spin_unlock(&wq_lock);
	return pending;
}

void delayed_work_timer_fn(struct timer_list *timer)
{
	struct delayed_work *dwork = from_timer(dwork, timer, timer);

	raw_spin_lock(&wq_lock);
	if (test_bit(WORK_STRUCT_PENDING_BIT, &dwork->work.data) &&
	    list_empty(&dwork->work.entry))
		wq_insert(dwork->wq, &dwork->work);
	raw_spin_unlock(&wq_lock);
}

/*
 * Wait until @work is neither running nor (with @queued_too) queued, the
 * lock held on entry and on return. A queue without a worker is run here.
 * Return: whether it waited, or -EDEADLK when the wait was refused.
 */
static int work_wait(struct work_struct *work, bool queued_too,
		     const char *what)
{
	struct workqueue_struct *wq;
	bool waited = false;
	u32 done;

	for (;;) {
		wq = work->wq;
		if (!wq)
			return waited;
		if (wq->running != work &&
		    !(queued_too && !list_empty(&work->entry)))
			return waited;
		/*
		 * The caller is an item of this queue: the queue runs one
		 * item at a time, so neither that item nor one queued
		 * behind it can finish while the caller waits.
		 */
		if (wq->running &&
		    wq->running_thread == platdev_port_thread_slot()) {
			pr_err("%s(%p) from a work item of the same queue would wait for ever: refused\n",
			       what, (void *)work);
			return -EDEADLK;
		}
		done = wq->done;
		raw_spin_unlock(&wq_lock);
		waited = true;
		if (wq->state == WQ_UNTHREADED && !wq->running) {
			wq_run_one(wq);
		} else if (platdev_port_wait_word(&wq->done, done,
						  PLATDEV_PORT_WAIT_FOREVER) ==
			   -EDEADLK) {
			pr_err("%s(%p): the work item runs and this port cannot wait for it: refused\n",
			       what, (void *)work);
			raw_spin_lock(&wq_lock);
			return -EDEADLK;
		}
		raw_spin_lock(&wq_lock);
	}
}

bool flush_work(struct work_struct *work)
{
	int waited;

	raw_spin_lock(&wq_lock);
	waited = work_wait(work, true, "flush_work");
	raw_spin_unlock(&wq_lock);
	return waited > 0;
}

bool flush_delayed_work(struct delayed_work *dwork)
{
	int waited;

	/* Queued and waited for under one hold: it cannot slip past the wait. */
	raw_spin_lock(&wq_lock);
	if (del_timer(&dwork->timer))
		wq_insert(dwork->wq, &dwork->work);
	waited = work_wait(&dwork->work, true, "flush_delayed_work");
	raw_spin_unlock(&wq_lock);
	return waited > 0;
}

void flush_workqueue(struct workqueue_struct *wq)
{
	u32 done;

	raw_spin_lock(&wq_lock);
	while (!list_empty(&wq->works) || wq->running) {
		if (wq->running &&
		    wq->running_thread == platdev_port_thread_slot()) {
			pr_err("flush_workqueue(%s) from one of its work items would wait for ever: refused\n",
			       wq->name ? wq->name : "events");
			break;
		}
		done = wq->done;
		raw_spin_unlock(&wq_lock);
		if (wq->state == WQ_UNTHREADED && !wq->running)
			wq_run_one(wq);
		else if (platdev_port_wait_word(&wq->done, done,
						PLATDEV_PORT_WAIT_FOREVER) ==
			 -EDEADLK) {
			pr_err("flush_workqueue(%s): this port cannot wait for the running item: refused\n",
			       wq->name ? wq->name : "events");
			return;
		}
		raw_spin_lock(&wq_lock);
	}
	raw_spin_unlock(&wq_lock);
}

/* Take @work (and @timer, for delayed work) off; @sync: wait it out. */
static bool work_cancel(struct work_struct *work, struct timer_list *timer,
			bool sync)
{
	bool pending;

	raw_spin_lock(&wq_lock);
	pending = test_bit(WORK_STRUCT_PENDING_BIT, &work->data);
	if (timer)
		del_timer(timer);
	list_del_init(&work->entry);
	clear_bit(WORK_STRUCT_PENDING_BIT, &work->data);
	if (!sync) {
		raw_spin_unlock(&wq_lock);
		return pending;
	}
	set_bit(WORK_STRUCT_CANCELING_BIT, &work->data);
	raw_spin_unlock(&wq_lock);
	/* A timer callback under way finds the item no longer pending. */
	if (timer)
		del_timer_sync(timer);
	raw_spin_lock(&wq_lock);
	work_wait(work, false, "cancel_work_sync");
	clear_bit(WORK_STRUCT_CANCELING_BIT, &work->data);
	raw_spin_unlock(&wq_lock);
	return pending;
}

bool cancel_work(struct work_struct *work)
{
	return work_cancel(work, NULL, false);
}

bool cancel_work_sync(struct work_struct *work)
{
	return work_cancel(work, NULL, true);
}

bool cancel_delayed_work(struct delayed_work *dwork)
{
	return work_cancel(&dwork->work, &dwork->timer, false);
}

bool cancel_delayed_work_sync(struct delayed_work *dwork)
{
	return work_cancel(&dwork->work, &dwork->timer, true);
}

struct workqueue_struct *alloc_workqueue(const char *fmt, unsigned int flags,
					 int max_active, ...)
{
	struct workqueue_struct *wq;
	va_list ap;

	(void)flags;
	(void)max_active;
	wq = kzalloc(sizeof(*wq), GFP_KERNEL);
	if (!wq)
		return NULL;
	va_start(ap, max_active);
	wq->name = kvasprintf(GFP_KERNEL, fmt, ap);
	va_end(ap);
	if (!wq->name) {
		kfree(wq);
		return NULL;
	}
	INIT_LIST_HEAD(&wq->works);
	raw_spin_lock(&wq_lock);
	list_add_tail(&wq->node, &wq_all);
	raw_spin_unlock(&wq_lock);
	return wq;
}

void destroy_workqueue(struct workqueue_struct *wq)
{
	bool threaded;

	flush_workqueue(wq);
	raw_spin_lock(&wq_lock);
	list_del_init(&wq->node);
	threaded = wq->state == WQ_WORKER;
	if (threaded) {
		wq_set_state(wq, WQ_STOPPING);
		wq_bump(&wq->kick);
	}
	raw_spin_unlock(&wq_lock);
	if (threaded) {
		platdev_port_wake_word(&wq->kick);
		while (__atomic_load_n(&wq->state, __ATOMIC_ACQUIRE) !=
		       WQ_STOPPED)
			platdev_port_wait_word(&wq->state, WQ_STOPPING,
					       PLATDEV_PORT_WAIT_FOREVER);
	}
	kfree(wq->name);
	kfree(wq);
}

unsigned int workqueue_run_unthreaded(void)
{
	struct workqueue_struct *wq;
	unsigned int ran = 0;
	bool again = true;

	while (again) {
		again = false;
		raw_spin_lock(&wq_lock);
		list_for_each_entry(wq, &wq_all, node) {
			if (wq->state != WQ_UNTHREADED || wq->running ||
			    list_empty(&wq->works))
				continue;
			raw_spin_unlock(&wq_lock);
			/* The queue outlives the call: only its owner frees it. */
			if (wq_run_one(wq))
				ran++;
			again = true;
			raw_spin_lock(&wq_lock);
			break;
		}
		raw_spin_unlock(&wq_lock);
	}
	return ran;
}
