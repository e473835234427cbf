/* SPDX-License-Identifier: MIT */
/*
 * linux/kthread.h - kernel threads, and kthread workers (a thread running
 * queued work items in order).
 *
 * kthread_create() makes a thread on the port (platdev_port_thread_start())
 * that sleeps until its first wake_up_process(); kthread_run() also wakes
 * it. The thread function runs with `current` its own task, polls
 * kthread_should_stop() and returns; kthread_stop() asks it to stop, wakes
 * it, waits for it to end and returns its result (-EINTR, without running
 * the function, for a thread never woken), as Linux. Nothing stops a
 * thread from outside: a thread that never looks at kthread_should_stop()
 * makes kthread_stop() wait for ever, as in Linux.
 *
 * The bare port has no threads: kthread_create() and
 * kthread_create_worker() return ERR_PTR(-ENOSYS) there, and a driver's
 * probe fails with that error.
 */
#ifndef _PLATDEV_LINUX_KTHREAD_H
#define _PLATDEV_LINUX_KTHREAD_H

#include <linux/completion.h>
#include <linux/err.h>
#include <linux/list.h>
#include <linux/numa.h>
#include <linux/sched.h>
#include <linux/spinlock.h>
#include <linux/types.h>

/**
 * kthread_create_on_node() - a new kernel thread, asleep
 * @threadfn: what it runs, once woken: its return value is kthread_stop()'s
 * @data: @threadfn's argument
 * @node: the NUMA node (ignored)
 * @namefmt: printf format of its name (->comm, cut at 15 characters)
 *
 * Return: its task, ERR_PTR(-ENOMEM), or ERR_PTR(-ENOSYS) on a port
 * without threads.
 */
struct task_struct *kthread_create_on_node(int (*threadfn)(void *data),
					   void *data, int node,
					   const char namefmt[], ...)
	__printf(4, 5);

#define kthread_create(threadfn, data, namefmt, ...)                  \
	kthread_create_on_node(threadfn, data, NUMA_NO_NODE, namefmt, \
			       ##__VA_ARGS__)

/** kthread_create_on_cpu() - kthread_create(), named for @cpu ("%u" in @namefmt) */
struct task_struct *kthread_create_on_cpu(int (*threadfn)(void *data),
					  void *data, unsigned int cpu,
					  const char *namefmt);

/** kthread_run() - kthread_create(), then wake it */
#define kthread_run(threadfn, data, namefmt, ...)                \
	({                                                       \
		struct task_struct *__k = kthread_create(        \
			threadfn, data, namefmt, ##__VA_ARGS__); \
		if (!IS_ERR(__k))                                \
			wake_up_process(__k);                    \
		__k;                                             \
	})

/**
 * kthread_stop() - make kthread_should_stop() true for @k, wake it, wait
 * for it to end
 * Return: its function's result, or -EINTR when it was never woken.
 */
int kthread_stop(struct task_struct *k);

/** kthread_stop_put() - kthread_stop(), then put_task_struct(@k) */
int kthread_stop_put(struct task_struct *k);

/** kthread_should_stop() - Return: whether kthread_stop() was called on the calling thread */
bool kthread_should_stop(void);

/** kthread_should_park() - Return: whether kthread_park() was called on the calling thread */
bool kthread_should_park(void);

/** kthread_parkme() - in the thread: sleep while it is parked */
void kthread_parkme(void);

/**
 * kthread_park() - ask @k to park and wait until it does
 * (kthread_parkme()); Return: 0, or -ENOSYS for a task that is not a
 * kernel thread
 */
int kthread_park(struct task_struct *k);

/** kthread_unpark() - let a parked @k run on */
void kthread_unpark(struct task_struct *k);

/** kthread_bind() - tie @k to @cpu: one CPU here, nothing to do */
static inline void kthread_bind(struct task_struct *k, unsigned int cpu)
{
	(void)k;
	(void)cpu;
}

/** kthread_data() - Return: the @data @k was created with */
void *kthread_data(struct task_struct *k);

/** kthread_func() - Return: @k's thread function, NULL if not a kthread */
void *kthread_func(struct task_struct *k);

/** kthread_complete_and_exit() - complete(@comp), end the thread with @code */
void __noreturn kthread_complete_and_exit(struct completion *comp, long code);

/** kthread_exit() - end the calling kernel thread with @result */
void __noreturn kthread_exit(long result);

/* ---- kthread workers ---- */

struct kthread_work;
typedef void (*kthread_work_func_t)(struct kthread_work *work);

/**
 * struct kthread_worker - a thread running queued work in order
 * @flags: KTW_FREEZABLE (ignored)
 * @lock: protects @work_list and each work's @worker
 * @work_list: the queued work
 * @delayed_work_list: unused here, for Linux's layout
 * @task: the thread running kthread_worker_fn()
 * @current_work: the work running now, or NULL
 * @done: count of finished work items (platdev)
 */
struct kthread_worker {
	unsigned int flags;
	raw_spinlock_t lock;
	struct list_head work_list;
	struct list_head delayed_work_list;
	struct task_struct *task;
	struct kthread_work *current_work;
	u32 done;
};

/**
 * struct kthread_work - one work item
 * @node: on the worker's list while queued
 * @func: what runs
 * @worker: the worker it was last queued on
 * @canceling: nonzero while kthread_cancel_work_sync() runs
 */
struct kthread_work {
	struct list_head node;
	kthread_work_func_t func;
	struct kthread_worker *worker;
	int canceling;
};

#define KTW_FREEZABLE (1 << 0)

#define KTHREAD_WORK_INIT(work, fn)                                \
	{                                                          \
		.node = LIST_HEAD_INIT((work).node), .func = (fn), \
	}
#define DEFINE_KTHREAD_WORK(work, fn) \
	struct kthread_work work = KTHREAD_WORK_INIT(work, fn)

void __kthread_init_worker(struct kthread_worker *worker, const char *name,
			   void *key);
#define kthread_init_worker(worker) __kthread_init_worker(worker, NULL, NULL)

#define kthread_init_work(work, fn)                 \
	do {                                        \
		memset((work), 0, sizeof(*(work))); \
		INIT_LIST_HEAD(&(work)->node);      \
		(work)->func = (fn);                \
	} while (0)

/** kthread_worker_fn() - the thread function of a worker (@worker_ptr) */
int kthread_worker_fn(void *worker_ptr);

/**
 * kthread_create_worker() - allocate a worker and start its thread
 * Return: the worker, ERR_PTR(-ENOMEM), or ERR_PTR(-ENOSYS) on a port
 * without threads.
 */
struct kthread_worker *kthread_create_worker(unsigned int flags,
					     const char namefmt[], ...)
	__printf(2, 3);

/** kthread_create_worker_on_cpu() - kthread_create_worker(); one CPU here */
struct kthread_worker *kthread_create_worker_on_cpu(int cpu, unsigned int flags,
						    const char namefmt[], ...)
	__printf(3, 4);

/**
 * kthread_queue_work() - queue @work on @worker unless it is queued
 * Return: true if queued now, false if it was queued already.
 */
bool kthread_queue_work(struct kthread_worker *worker,
			struct kthread_work *work);

/** kthread_flush_work() - wait until @work, if queued or running, has run */
void kthread_flush_work(struct kthread_work *work);

/** kthread_flush_worker() - wait until everything queued on @worker has run */
void kthread_flush_worker(struct kthread_worker *worker);

/**
 * kthread_cancel_work_sync() - take @work off its queue and wait for a run
 * of it that has started
 * Return: true if it was queued.
 */
bool kthread_cancel_work_sync(struct kthread_work *work);

/** kthread_destroy_worker() - flush @worker, stop its thread, free it */
void kthread_destroy_worker(struct kthread_worker *worker);

#endif /* _PLATDEV_LINUX_KTHREAD_H */
