/* SPDX-License-Identifier: MIT */
/*
 * linux/workqueue.h - work items run later, in a context that may sleep.
 *
 * As in Linux: queueing a work item that is pending already does nothing
 * (and returns false); a work item is pending from its queueing until its
 * function starts, so it may be queued again while it runs; the function
 * may free the item. cancel_work_sync() takes a pending item off and
 * waits for a running one, and while it does, the item cannot be queued
 * (not even by itself). Delayed work is queued by a timer (linux/timer.h)
 * after its delay in jiffies.
 *
 * Each work queue runs its items one at a time, in queueing order. On
 * POSIX that is a worker thread per queue, started when the first item is
 * queued; the system queues (system_wq and the others) share one. On a
 * port without threads (the bare port) items wait for
 * platdev_run_deferred() (platdev/deferred.h), and flush_work() and
 * flush_workqueue() run the queue in the caller; waiting for a work item
 * that is running (which there can only be the caller itself) is refused
 * with an error line.
 */
#ifndef _PLATDEV_LINUX_WORKQUEUE_H
#define _PLATDEV_LINUX_WORKQUEUE_H

#include <linux/bitops.h>
#include <linux/cpumask_types.h>
#include <linux/kernel.h>
#include <linux/list.h>
#include <linux/timer.h>
#include <linux/threads.h>
#include <linux/types.h>

struct work_struct;
struct workqueue_struct;

typedef void (*work_func_t)(struct work_struct *work);

enum {
	WORK_STRUCT_PENDING_BIT = 0, /* queued, or its timer armed */
	WORK_STRUCT_CANCELING_BIT = 1, /* a cancel waits; refuse queueing */
};

struct work_struct {
	unsigned long data;
	struct list_head entry;
	work_func_t func;
	struct workqueue_struct *wq; /* the queue it was last put on */
};

struct delayed_work {
	struct work_struct work;
	struct timer_list timer;
	struct workqueue_struct *wq;
};

/* Flags of alloc_workqueue(): accepted, and all alike here. */
enum {
	WQ_UNBOUND = 1 << 1,
	WQ_FREEZABLE = 1 << 2,
	WQ_MEM_RECLAIM = 1 << 3,
	WQ_HIGHPRI = 1 << 4,
	WQ_CPU_INTENSIVE = 1 << 5,
	WQ_SYSFS = 1 << 6,
	WQ_POWER_EFFICIENT = 1 << 7,
};

extern struct workqueue_struct *system_wq;
extern struct workqueue_struct *system_highpri_wq;
extern struct workqueue_struct *system_long_wq;
extern struct workqueue_struct *system_unbound_wq;
extern struct workqueue_struct *system_freezable_wq;
extern struct workqueue_struct *system_power_efficient_wq;
extern struct workqueue_struct *system_freezable_power_efficient_wq;

/** delayed_work_timer_fn() - the timer function of delayed work */
void delayed_work_timer_fn(struct timer_list *timer);

#define __WORK_INITIALIZER(n, f)                                            \
	{                                                                   \
		.data = 0, .entry = LIST_HEAD_INIT((n).entry), .func = (f), \
		.wq = NULL                                                  \
	}
#define __DELAYED_WORK_INITIALIZER(n, f, tflags)                     \
	{                                                            \
		.work = __WORK_INITIALIZER((n).work, (f)),           \
		.timer = { .entry = LIST_HEAD_INIT((n).timer.entry), \
			   .function = delayed_work_timer_fn,        \
			   .flags = (tflags) },                      \
		.wq = NULL                                           \
	}
#define DECLARE_WORK(n, f) struct work_struct n = __WORK_INITIALIZER(n, f)
#define DECLARE_DELAYED_WORK(n, f) \
	struct delayed_work n = __DELAYED_WORK_INITIALIZER(n, f, 0)

/** INIT_WORK() - prepare @_work to run @_func, not pending */
#define INIT_WORK(_work, _func)                  \
	do {                                     \
		(_work)->data = 0;               \
		INIT_LIST_HEAD(&(_work)->entry); \
		(_work)->func = (_func);         \
		(_work)->wq = NULL;              \
	} while (0)
#define INIT_WORK_ONSTACK(_work, _func) INIT_WORK(_work, _func)
#define destroy_work_on_stack(work) ((void)(work))

/** INIT_DELAYED_WORK() - prepare @_work to run @_func, not pending */
#define INIT_DELAYED_WORK(_work, _func)                                 \
	do {                                                            \
		INIT_WORK(&(_work)->work, (_func));                     \
		timer_setup(&(_work)->timer, delayed_work_timer_fn, 0); \
		(_work)->wq = NULL;                                     \
	} while (0)
#define INIT_DEFERRABLE_WORK(w, f) INIT_DELAYED_WORK(w, f)
#define INIT_DELAYED_WORK_ONSTACK(w, f) INIT_DELAYED_WORK(w, f)
#define destroy_delayed_work_on_stack(work) ((void)(work))

/** to_delayed_work() - the delayed_work around @work */
static inline struct delayed_work *to_delayed_work(struct work_struct *work)
{
	return container_of(work, struct delayed_work, work);
}

/** work_pending() - Return: whether @work is queued and has not started */
#define work_pending(work) test_bit(WORK_STRUCT_PENDING_BIT, &(work)->data)
/** delayed_work_pending() - work_pending(), its timer included */
#define delayed_work_pending(w) work_pending(&(w)->work)

/**
 * alloc_workqueue() - a work queue of its own, named from @fmt
 * @fmt: printf format of its name
 * @flags: WQ_* flags, accepted and ignored
 * @max_active: accepted and ignored: items run one at a time
 *
 * Return: the queue, or NULL when out of memory.
 */
struct workqueue_struct *alloc_workqueue(const char *fmt, unsigned int flags,
					 int max_active, ...) __printf(1, 4);
#define alloc_ordered_workqueue(fmt, flags, ...) \
	alloc_workqueue(fmt, flags, 1, ##__VA_ARGS__)
#define create_workqueue(name) alloc_workqueue("%s", 0, 1, (name))
#define create_singlethread_workqueue(name) alloc_workqueue("%s", 0, 1, (name))
#define create_freezable_workqueue(name) alloc_workqueue("%s", 0, 1, (name))

/**
 * destroy_workqueue() - run what @wq holds, stop its worker and free it;
 * nothing may queue on it any more
 */
void destroy_workqueue(struct workqueue_struct *wq);

/** queue_work() - queue @work on @wq; Return: false if it was pending */
bool queue_work(struct workqueue_struct *wq, struct work_struct *work);
#define queue_work_on(cpu, wq, work) queue_work(wq, work)

/**
 * queue_delayed_work() - queue @dwork on @wq after @delay jiffies (at
 * once for 0)
 * Return: false if it was pending (its delay is then left as it was).
 */
bool queue_delayed_work(struct workqueue_struct *wq, struct delayed_work *dwork,
			unsigned long delay);
#define queue_delayed_work_on(cpu, wq, dwork, delay) \
	queue_delayed_work(wq, dwork, delay)

/**
 * mod_delayed_work() - queue @dwork on @wq after @delay jiffies, whether
 * it was pending or not (the new delay replaces the old)
 * Return: whether it was pending.
 */
bool mod_delayed_work(struct workqueue_struct *wq, struct delayed_work *dwork,
		      unsigned long delay);
#define mod_delayed_work_on(cpu, wq, dwork, delay) \
	mod_delayed_work(wq, dwork, delay)

/**
 * flush_work() - wait until @work, queued or running, has finished
 * Return: true if it had to wait, false if @work was idle.
 */
bool flush_work(struct work_struct *work);

/**
 * flush_delayed_work() - queue @dwork now if its timer is armed, then
 * flush_work() it
 * Return: true if it had to wait.
 */
bool flush_delayed_work(struct delayed_work *dwork);

/** flush_workqueue() - wait until everything queued on @wq has run */
void flush_workqueue(struct workqueue_struct *wq);
#define drain_workqueue(wq) flush_workqueue(wq)
#define flush_scheduled_work() flush_workqueue(system_wq)

/**
 * cancel_work() - take @work off its queue, without waiting for it to run
 * Return: whether it was pending.
 */
bool cancel_work(struct work_struct *work);

/**
 * cancel_work_sync() - take @work off its queue and wait until a running
 * instance has returned
 *
 * Called from @work itself, or from another item of the same queue (whose
 * items run one at a time), it would wait for ever: the wait is refused
 * with an error line. flush_work() likewise.
 *
 * Return: whether it was pending.
 */
bool cancel_work_sync(struct work_struct *work);

/** cancel_delayed_work() - cancel_work() of @dwork, its timer included */
bool cancel_delayed_work(struct delayed_work *dwork);

/** cancel_delayed_work_sync() - cancel_work_sync() of @dwork and its timer */
bool cancel_delayed_work_sync(struct delayed_work *dwork);

static inline bool schedule_work(struct work_struct *work)
{
	return queue_work(system_wq, work);
}

static inline bool schedule_delayed_work(struct delayed_work *dwork,
					 unsigned long delay)
{
	return queue_delayed_work(system_wq, dwork, delay);
}

#endif /* _PLATDEV_LINUX_WORKQUEUE_H */
