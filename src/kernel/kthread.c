// SPDX-License-Identifier: MIT
/*
 * kthread.c - kernel threads (linux/kthread.h) on the port's threads.
 *
 * A struct kthread holds the thread's task, its function and the flags
 * kthread_stop() and kthread_park() set. The task is referenced by the
 * thread until it ends and by whoever called get_task_struct(); the
 * creator's reference is the one kthread_stop_put() or put_task_struct()
 * drops (kthread_stop() takes and drops its own). A thread ends by
 * returning from its function or by kthread_exit(), which ends the port's
 * thread (platdev_port_thread_exit()).
 */
#include <stdarg.h>
#include <stdio.h>

#include <linux/errno.h>
#include <linux/kthread.h>
#include <linux/printk.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <platdev/port.h>

#include "kernel/deferred.h"

enum {
	KTHREAD_SHOULD_STOP = 1 << 0,
	KTHREAD_SHOULD_PARK = 1 << 1,
	KTHREAD_IS_PARKED = 1 << 2,
};

struct kthread {
	struct task_struct task;
	int (*threadfn)(void *data);
	void *data;
	unsigned int flags;
	int result;
	struct completion exited;
	struct completion parked;
};

static struct kthread *to_kthread(struct task_struct *k)
{
	return (k->flags & PF_KTHREAD) ? k->__platdev_kthread : NULL;
}

struct task_struct *get_task_struct(struct task_struct *t)
{
	if (t->flags & PF_KTHREAD)
		__atomic_add_fetch(&t->usage, 1, __ATOMIC_RELAXED);
	return t;
}

void put_task_struct(struct task_struct *t)
{
	if (!(t->flags & PF_KTHREAD))
		return;
	if (!__atomic_sub_fetch(&t->usage, 1, __ATOMIC_ACQ_REL))
		kfree(t->__platdev_kthread);
}

static bool kthread_flag(struct kthread *kt, unsigned int flag)
{
	return __atomic_load_n(&kt->flags, __ATOMIC_ACQUIRE) & flag;
}

/* The thread's end: its result for kthread_stop(), its reference gone. */
static void kthread_end(struct kthread *kt, int result)
{
	platdev_port_thread_task()->__platdev_as = NULL;
	kt->result = result;
	__atomic_store_n(&kt->task.__state, TASK_DEAD, __ATOMIC_RELEASE);
	complete_all(&kt->exited);
	put_task_struct(&kt->task);
}

static void kthread_main(void *arg)
{
	struct kthread *kt = arg;

	platdev_port_thread_task()->__platdev_as = &kt->task;
	/* Asleep until the first wake_up_process(), as a new Linux thread. */
	schedule();
	if (kthread_flag(kt, KTHREAD_SHOULD_STOP))
		kthread_end(kt, -EINTR);
	else
		kthread_end(kt, kt->threadfn(kt->data));
}

static struct task_struct *kthread_vcreate(int (*threadfn)(void *data),
					   void *data, const char *namefmt,
					   va_list ap)
{
	struct kthread *kt = kzalloc(sizeof(*kt), GFP_KERNEL);
	int ret;

	if (!kt)
		return ERR_PTR(-ENOMEM);
	kt->threadfn = threadfn;
	kt->data = data;
	init_completion(&kt->exited);
	init_completion(&kt->parked);
	kt->task.__state = TASK_UNINTERRUPTIBLE;
	kt->task.flags = PF_KTHREAD;
	kt->task.pid = sched_new_pid();
	kt->task.usage = 2; /* the thread's and the creator's */
	kt->task.__platdev_kthread = kt;
	vsnprintf(kt->task.comm, sizeof(kt->task.comm), namefmt, ap);
	ret = platdev_port_thread_start(kthread_main, kt);
	if (ret) {
		kfree(kt);
		return ERR_PTR(ret);
	}
	return &kt->task;
}

struct task_struct *kthread_create_on_node(int (*threadfn)(void *data),
					   void *data, int node,
					   const char namefmt[], ...)
{
	struct task_struct *t;
	va_list ap;

	(void)node;
	va_start(ap, namefmt);
	t = kthread_vcreate(threadfn, data, namefmt, ap);
	va_end(ap);
	return t;
}

struct task_struct *kthread_create_on_cpu(int (*threadfn)(void *data),
					  void *data, unsigned int cpu,
					  const char *namefmt)
{
	return kthread_create_on_node(threadfn, data, NUMA_NO_NODE, namefmt,
				      cpu);
}

bool kthread_should_stop(void)
{
	struct kthread *kt = to_kthread(current);

	return kt && kthread_flag(kt, KTHREAD_SHOULD_STOP);
}

bool kthread_should_park(void)
{
	struct kthread *kt = to_kthread(current);

	return kt && kthread_flag(kt, KTHREAD_SHOULD_PARK);
}

void kthread_parkme(void)
{
	struct kthread *kt = to_kthread(current);

	if (!kt)
		return;
	for (;;) {
		set_current_state(TASK_PARKED);
		if (!kthread_flag(kt, KTHREAD_SHOULD_PARK))
			break;
		if (!kthread_flag(kt, KTHREAD_IS_PARKED)) {
			__atomic_or_fetch(&kt->flags, KTHREAD_IS_PARKED,
					  __ATOMIC_RELEASE);
			complete(&kt->parked);
		}
		schedule();
	}
	__atomic_and_fetch(&kt->flags, ~KTHREAD_IS_PARKED, __ATOMIC_RELEASE);
	__set_current_state(TASK_RUNNING);
}

int kthread_park(struct task_struct *k)
{
	struct kthread *kt = to_kthread(k);

	if (!kt)
		return -ENOSYS;
	if (kthread_flag(kt, KTHREAD_SHOULD_PARK))
		return -EBUSY;
	reinit_completion(&kt->parked);
	__atomic_or_fetch(&kt->flags, KTHREAD_SHOULD_PARK, __ATOMIC_RELEASE);
	if (k != current) {
		wake_up_process(k);
		wait_for_completion(&kt->parked);
	}
	return 0;
}

void kthread_unpark(struct task_struct *k)
{
	struct kthread *kt = to_kthread(k);

	if (!kt)
		return;
	__atomic_and_fetch(&kt->flags, ~KTHREAD_SHOULD_PARK, __ATOMIC_RELEASE);
	wake_up_state(k, TASK_PARKED);
}

int kthread_stop(struct task_struct *k)
{
	struct kthread *kt = to_kthread(k);
	int ret;

	if (!kt) {
		pr_err("kthread_stop(%p): not a kernel thread\n", (void *)k);
		return -EINVAL;
	}
	get_task_struct(k);
	__atomic_or_fetch(&kt->flags, KTHREAD_SHOULD_STOP, __ATOMIC_RELEASE);
	kthread_unpark(k);
	wake_up_process(k);
	wait_for_completion(&kt->exited);
	ret = kt->result;
	put_task_struct(k);
	return ret;
}

int kthread_stop_put(struct task_struct *k)
{
	int ret = kthread_stop(k);

	put_task_struct(k);
	return ret;
}

void *kthread_data(struct task_struct *k)
{
	struct kthread *kt = to_kthread(k);

	return kt ? kt->data : NULL;
}

void *kthread_func(struct task_struct *k)
{
	struct kthread *kt = to_kthread(k);

	return kt ? (void *)kt->threadfn : NULL;
}

void kthread_exit(long result)
{
	struct kthread *kt = to_kthread(current);

	if (!kt)
		panic("kthread_exit() outside a kernel thread");
	kthread_end(kt, (int)result);
	platdev_port_thread_exit();
}

void kthread_complete_and_exit(struct completion *comp, long code)
{
	if (comp)
		complete(comp);
	kthread_exit(code);
}

/* ---- workers ---- */

void __kthread_init_worker(struct kthread_worker *worker, const char *name,
			   void *key)
{
	(void)name;
	(void)key;
	memset(worker, 0, sizeof(*worker));
	raw_spin_lock_init(&worker->lock);
	INIT_LIST_HEAD(&worker->work_list);
	INIT_LIST_HEAD(&worker->delayed_work_list);
}

int kthread_worker_fn(void *worker_ptr)
{
	struct kthread_worker *worker = worker_ptr;
	struct kthread_work *work;

	raw_spin_lock_irq(&worker->lock);
	worker->task = current;
	raw_spin_unlock_irq(&worker->lock);
	for (;;) {
		set_current_state(TASK_INTERRUPTIBLE);
		if (kthread_should_stop()) {
			__set_current_state(TASK_RUNNING);
			raw_spin_lock_irq(&worker->lock);
			worker->task = NULL;
			raw_spin_unlock_irq(&worker->lock);
			return 0;
		}
		raw_spin_lock_irq(&worker->lock);
		work = list_first_entry_or_null(&worker->work_list,
						struct kthread_work, node);
		if (work)
			list_del_init(&work->node);
		worker->current_work = work;
		raw_spin_unlock_irq(&worker->lock);
		if (!work) {
			schedule();
			continue;
		}
		__set_current_state(TASK_RUNNING);
		work->func(work);
		raw_spin_lock_irq(&worker->lock);
		worker->current_work = NULL;
		__atomic_store_n(&worker->done, worker->done + 1,
				 __ATOMIC_RELEASE);
		raw_spin_unlock_irq(&worker->lock);
		platdev_port_wake_word(&worker->done);
	}
}

static struct kthread_worker *
kthread_vcreate_worker(unsigned int flags, const char *namefmt, va_list ap)
{
	struct kthread_worker *worker = kzalloc(sizeof(*worker), GFP_KERNEL);
	struct task_struct *task;

	if (!worker)
		return ERR_PTR(-ENOMEM);
	kthread_init_worker(worker);
	worker->flags = flags;
	task = kthread_vcreate(kthread_worker_fn, worker, namefmt, ap);
	if (IS_ERR(task)) {
		kfree(worker);
		return ERR_CAST(task);
	}
	worker->task = task;
	wake_up_process(task);
	return worker;
}

struct kthread_worker *kthread_create_worker(unsigned int flags,
					     const char namefmt[], ...)
{
	struct kthread_worker *worker;
	va_list ap;

	va_start(ap, namefmt);
	worker = kthread_vcreate_worker(flags, namefmt, ap);
	va_end(ap);
	return worker;
}

struct kthread_worker *kthread_create_worker_on_cpu(int cpu, unsigned int flags,
						    const char namefmt[], ...)
{
	struct kthread_worker *worker;
	va_list ap;

	(void)cpu;
	va_start(ap, namefmt);
	worker = kthread_vcreate_worker(flags, namefmt, ap);
	va_end(ap);
	return worker;
}

bool kthread_queue_work(struct kthread_worker *worker,
			struct kthread_work *work)
{
	struct task_struct *task = NULL;
	unsigned long flags;
	bool queued = false;

	raw_spin_lock_irqsave(&worker->lock, flags);
	if (list_empty(&work->node) && !work->canceling) {
		__atomic_store_n(&work->worker, worker, __ATOMIC_RELEASE);
		list_add_tail(&work->node, &worker->work_list);
		task = worker->task;
		queued = true;
	}
	/* Woken under the lock: the task cannot end meanwhile. */
	if (task)
		wake_up_process(task);
	raw_spin_unlock_irqrestore(&worker->lock, flags);
	return queued;
}

/*
 * Wait until @work is neither queued nor running on @worker. Return:
 * whether it was queued or running when called.
 */
static bool kthread_work_wait(struct kthread_worker *worker,
			      struct kthread_work *work)
{
	bool busy = false;
	u32 done;

	for (;;) {
		raw_spin_lock_irq(&worker->lock);
		if (list_empty(&work->node) && worker->current_work != work) {
			raw_spin_unlock_irq(&worker->lock);
			return busy;
		}
		busy = true;
		done = worker->done;
		raw_spin_unlock_irq(&worker->lock);
		platdev_port_wait_word(&worker->done, done,
				       PLATDEV_PORT_WAIT_FOREVER);
	}
}

void kthread_flush_work(struct kthread_work *work)
{
	struct kthread_worker *worker =
		__atomic_load_n(&work->worker, __ATOMIC_ACQUIRE);

	if (worker)
		kthread_work_wait(worker, work);
}

void kthread_flush_worker(struct kthread_worker *worker)
{
	u32 done;

	for (;;) {
		raw_spin_lock_irq(&worker->lock);
		if (list_empty(&worker->work_list) && !worker->current_work) {
			raw_spin_unlock_irq(&worker->lock);
			return;
		}
		done = worker->done;
		raw_spin_unlock_irq(&worker->lock);
		platdev_port_wait_word(&worker->done, done,
				       PLATDEV_PORT_WAIT_FOREVER);
	}
}

bool kthread_cancel_work_sync(struct kthread_work *work)
{
	struct kthread_worker *worker =
		__atomic_load_n(&work->worker, __ATOMIC_ACQUIRE);
	bool queued;

	if (!worker)
		return false;
	raw_spin_lock_irq(&worker->lock);
	queued = !list_empty(&work->node);
	list_del_init(&work->node);
	work->canceling++;
	raw_spin_unlock_irq(&worker->lock);
	kthread_work_wait(worker, work);
	raw_spin_lock_irq(&worker->lock);
	work->canceling--;
	raw_spin_unlock_irq(&worker->lock);
	return queued;
}

void kthread_destroy_worker(struct kthread_worker *worker)
{
	struct task_struct *task = worker->task;

	if (!task)
		return;
	kthread_flush_worker(worker);
	kthread_stop_put(task);
	kfree(worker);
}
