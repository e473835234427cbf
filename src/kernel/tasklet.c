// SPDX-License-Identifier: MIT
/*
 * tasklet.c - tasklets (linux/interrupt.h), Linux's softirq queue of
 * deferred functions.
 *
 * Two queues, high priority first, hold the scheduled tasklets; those
 * found disabled when their turn comes wait on a third list until
 * tasklet_enable() puts them back. One raw spinlock (tl_lock) guards the
 * queues and the runner's state; the SCHED and RUN bits of a tasklet are
 * atomic bit operations, as in Linux: SCHED is set by whoever schedules it
 * and cleared just before it runs, RUN is held while it runs.
 *
 * On POSIX one thread, started by the first schedule, runs the queues; a
 * port without threads runs them from platdev_run_deferred() (through
 * tasklet_run_hook, so that firmware without tasklets links none of this)
 * and in the waits of tasklet_kill() and tasklet_unlock_wait(). `done`
 * counts finished runs, for waiters; `kick` counts schedules, for the
 * thread.
 */
#include <linux/errno.h>
#include <linux/interrupt.h>
#include <linux/printk.h>
#include <linux/spinlock.h>
#include <platdev/port.h>

#include "kernel/deferred.h"

enum tl_runner_state {
	TL_NO_THREAD_YET,
	TL_THREAD,
	TL_UNTHREADED,
};

struct tl_queue {
	struct tasklet_struct *head;
	struct tasklet_struct **tail;
};

static DEFINE_RAW_SPINLOCK(tl_lock);
static struct tl_queue tl_hi = { NULL, &tl_hi.head };
static struct tl_queue tl_normal = { NULL, &tl_normal.head };
static struct tl_queue tl_parked = { NULL, &tl_parked.head }; /* disabled */
static struct tasklet_struct *tl_running;
static void **tl_running_thread;
static u32 tl_done, tl_kick, tl_state;

void tasklet_init(struct tasklet_struct *t, void (*func)(unsigned long),
		  unsigned long data)
{
	t->next = NULL;
	t->state = 0;
	atomic_set(&t->count, 0);
	t->use_callback = false;
	t->func = func;
	t->data = data;
}

void tasklet_setup(struct tasklet_struct *t,
		   void (*callback)(struct tasklet_struct *))
{
	t->next = NULL;
	t->state = 0;
	atomic_set(&t->count, 0);
	t->use_callback = true;
	t->callback = callback;
	t->data = 0;
}

static void tl_push(struct tl_queue *q, struct tasklet_struct *t)
{
	t->next = NULL;
	*q->tail = t;
	q->tail = &t->next;
}

static struct tasklet_struct *tl_pop(struct tl_queue *q)
{
	struct tasklet_struct *t = q->head;

	if (t) {
		q->head = t->next;
		if (!q->head)
			q->tail = &q->head;
		t->next = NULL;
	}
	return t;
}

/* Take @t off @q if it is there. Return: whether it was. */
static bool tl_unlink(struct tl_queue *q, struct tasklet_struct *t)
{
	struct tasklet_struct **pp;

	for (pp = &q->head; *pp; pp = &(*pp)->next) {
		if (*pp != t)
			continue;
		*pp = t->next;
		if (!*pp)
			q->tail = pp;
		t->next = NULL;
		return true;
	}
	return false;
}

static void tl_bump(u32 *counter)
{
	__atomic_store_n(counter, *counter + 1, __ATOMIC_RELEASE);
}

/* Run one queued tasklet. Return: whether the queues had one. */
static bool tl_run_one(void)
{
	struct tasklet_struct *t;

	raw_spin_lock(&tl_lock);
	t = tl_pop(&tl_hi);
	if (!t)
		t = tl_pop(&tl_normal);
	if (!t) {
		raw_spin_unlock(&tl_lock);
		return false;
	}
	if (atomic_read(&t->count)) {
		/* Disabled: pending until tasklet_enable(). */
		tl_push(&tl_parked, t);
		tl_bump(&tl_done); /* a tasklet_kill() waiting on it looks again */
		raw_spin_unlock(&tl_lock);
		platdev_port_wake_word(&tl_done);
		return true;
	}
	if (!tasklet_trylock(t)) {
		/* Still running from before (a kill's wait): later. */
		tl_push(&tl_normal, t);
		raw_spin_unlock(&tl_lock);
		return true;
	}
	tl_running = t;
	tl_running_thread = platdev_port_thread_slot();
	raw_spin_unlock(&tl_lock);

	if (!test_and_clear_bit(TASKLET_STATE_SCHED, &t->state))
		pr_err("tasklet %p was queued but not scheduled\n", (void *)t);
	if (t->use_callback)
		t->callback(t);
	else
		t->func(t->data);

	raw_spin_lock(&tl_lock);
	tl_running = NULL;
	tl_running_thread = NULL;
	raw_spin_unlock(&tl_lock);
	/* The tasklet may be freed as soon as RUN is clear: last touch. */
	tasklet_unlock(t);
	return true;
}

static unsigned int tl_run_all(void)
{
	unsigned int ran = 0;

	if (__atomic_load_n(&tl_state, __ATOMIC_ACQUIRE) != TL_UNTHREADED)
		return 0;
	while (tl_run_one())
		ran++;
	return ran;
}

static void tl_thread(void *arg)
{
	u32 kick;

	(void)arg;
	for (;;) {
		/* Read before the queues: a schedule after it ends the wait. */
		kick = __atomic_load_n(&tl_kick, __ATOMIC_ACQUIRE);
		while (tl_run_one())
			;
		platdev_port_wait_word(&tl_kick, kick,
				       PLATDEV_PORT_WAIT_FOREVER);
	}
}

/* Queue @t on @q and wake the runner. */
static void tl_queue(struct tl_queue *q, struct tasklet_struct *t)
{
	int ret = 0;

	raw_spin_lock(&tl_lock);
	tl_push(q, t);
	tl_bump(&tl_kick);
	if (tl_state == TL_NO_THREAD_YET) {
		ret = platdev_port_thread_start(tl_thread, NULL);
		__atomic_store_n(&tl_state, ret ? TL_UNTHREADED : TL_THREAD,
				 __ATOMIC_RELEASE);
		if (ret)
			__atomic_store_n(&tasklet_run_hook, tl_run_all,
					 __ATOMIC_RELEASE);
	}
	raw_spin_unlock(&tl_lock);
	if (ret == -ENOSYS)
		pr_info("tasklet: no threads on this port; tasklets run from platdev_run_deferred()\n");
	else if (ret)
		pr_err("tasklet: no thread (%d); tasklets run from platdev_run_deferred()\n",
		       ret);
	platdev_port_wake_word(&tl_kick);
}

void __tasklet_schedule(struct tasklet_struct *t)
{
	tl_queue(&tl_normal, t);
}

void __tasklet_hi_schedule(struct tasklet_struct *t)
{
	tl_queue(&tl_hi, t);
}

void tasklet_unlock(struct tasklet_struct *t)
{
	clear_bit_unlock(TASKLET_STATE_RUN, &t->state);
	raw_spin_lock(&tl_lock);
	tl_bump(&tl_done);
	raw_spin_unlock(&tl_lock);
	platdev_port_wake_word(&tl_done);
}

void tasklet_enable(struct tasklet_struct *t)
{
	bool kick = false;

	smp_mb__before_atomic();
	if (!atomic_dec_and_test(&t->count))
		return;
	raw_spin_lock(&tl_lock);
	if (tl_unlink(&tl_parked, t)) {
		tl_push(&tl_normal, t);
		tl_bump(&tl_kick);
		kick = true;
	}
	raw_spin_unlock(&tl_lock);
	if (kick)
		platdev_port_wake_word(&tl_kick);
}

/*
 * The count of finished runs. A waiter reads it before it looks at the
 * state it waits on, so a run that ends in between still wakes it.
 */
static u32 tl_done_now(void)
{
	return __atomic_load_n(&tl_done, __ATOMIC_ACQUIRE);
}

/*
 * Wait for a run to finish after the count @done was read, or run one
 * where nothing else would. Return: 0, or -EDEADLK when this thread cannot wait (it is the
 * runner, or the port cannot block).
 */
static int tl_wait_one(const char *what, struct tasklet_struct *t, u32 done)
{
	raw_spin_lock(&tl_lock);
	if (tl_running && tl_running_thread == platdev_port_thread_slot()) {
		raw_spin_unlock(&tl_lock);
		pr_err("%s(%p) from a running tasklet would wait for ever: refused\n",
		       what, (void *)t);
		return -EDEADLK;
	}
	raw_spin_unlock(&tl_lock);
	if (__atomic_load_n(&tl_state, __ATOMIC_ACQUIRE) != TL_THREAD &&
	    tl_run_one())
		return 0;
	if (platdev_port_wait_word(&tl_done, done, PLATDEV_PORT_WAIT_FOREVER) ==
	    -EDEADLK) {
		pr_err("%s(%p): this port cannot wait for the tasklet: refused\n",
		       what, (void *)t);
		return -EDEADLK;
	}
	return 0;
}

/* Wait until @t is not running. Return: 0, or -EDEADLK when refused. */
static int tl_unlock_wait(struct tasklet_struct *t, const char *what)
{
	int ret;

	for (;;) {
		u32 done = tl_done_now();

		/*
		 * Acquire, pairing with tasklet_unlock()'s release: what the
		 * run wrote is seen once RUN is seen clear.
		 */
		if (!(__atomic_load_n(&t->state, __ATOMIC_ACQUIRE) &
		      BIT(TASKLET_STATE_RUN)))
			return 0;
		ret = tl_wait_one(what, t, done);
		if (ret)
			return ret;
	}
}

void tasklet_unlock_wait(struct tasklet_struct *t)
{
	tl_unlock_wait(t, "tasklet_unlock_wait");
}

void tasklet_kill(struct tasklet_struct *t)
{
	bool parked;
	u32 done;

	for (;;) {
		done = tl_done_now();
		if (!test_and_set_bit(TASKLET_STATE_SCHED, &t->state))
			break;
		raw_spin_lock(&tl_lock);
		parked = atomic_read(&t->count) && tl_unlink(&tl_parked, t);
		raw_spin_unlock(&tl_lock);
		if (parked) {
			pr_err("tasklet_kill(%p) of a disabled tasklet would wait for ever: unscheduled\n",
			       (void *)t);
			break;
		}
		if (tl_wait_one("tasklet_kill", t, done))
			return;
	}
	/* Refused from @t itself: it runs on once this returns. */
	tl_unlock_wait(t, "tasklet_kill");
	clear_bit(TASKLET_STATE_SCHED, &t->state);
}
