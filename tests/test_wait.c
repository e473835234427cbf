// SPDX-License-Identifier: MIT
/*
 * test_wait.c - linux/wait.h on the POSIX port: wait_event*() returning at
 * once when the condition holds, the _timeout forms' 0 and jiffies-left
 * results, wake_up() waking one exclusive waiter and wake_up_all() all,
 * wake_up_interruptible() leaving uninterruptible waiters asleep, the
 * _lock_irq forms, and a stress of producers and consumers (TSan).
 */
#include <pthread.h>

#include <linux/completion.h>
#include <linux/jiffies.h>
#include <linux/spinlock.h>
#include <linux/wait.h>

#include "testutil.h"

static void test_condition_true_returns_at_once(void **state)
{
	DECLARE_WAIT_QUEUE_HEAD(wq);
	int evals = 0;

	(void)state;
	wait_event(wq, ++evals > 0);
	assert_int_equal(evals, 1);
	assert_int_equal(wait_event_timeout(wq, true, 100), 100);
	/* True with no time given: 1, not 0 (0 means "timed out"). */
	assert_int_equal(wait_event_timeout(wq, true, 0), 1);
	assert_int_equal(wait_event_interruptible(wq, true), 0);
	assert_int_equal(wait_event_interruptible_timeout(wq, true, 7), 7);
	assert_int_equal(wait_event_killable(wq, true), 0);
	assert_false(waitqueue_active(&wq));
}

static void test_timeout(void **state)
{
	struct wait_queue_head wq;
	int cond = 0;

	(void)state;
	init_waitqueue_head(&wq);
	assert_int_equal(wait_event_timeout(wq, cond, 0), 0);
	assert_int_equal(wait_event_timeout(wq, cond, msecs_to_jiffies(5)), 0);
	assert_int_equal(wait_event_interruptible_timeout(wq, cond, 2), 0);
	assert_int_equal(wait_event_idle_timeout(wq, cond, 1), 0);
	/* The entry is off the queue after a timeout. */
	assert_false(waitqueue_active(&wq));
	assert_true(task_is_running(current));
}

struct waiter {
	struct wait_queue_head *wq;
	struct completion queued;
	int *cond;
	int exclusive;
	long left;
	int woke;
};

static void *wait_thread(void *arg)
{
	struct waiter *w = arg;
	DEFINE_WAIT(entry);

	/* Queue, tell the main thread, then sleep until the condition. */
	if (w->exclusive)
		prepare_to_wait_exclusive(w->wq, &entry, TASK_UNINTERRUPTIBLE);
	else
		prepare_to_wait(w->wq, &entry, TASK_UNINTERRUPTIBLE);
	complete(&w->queued);
	while (!__atomic_load_n(w->cond, __ATOMIC_ACQUIRE)) {
		schedule();
		__atomic_add_fetch(&w->woke, 1, __ATOMIC_RELAXED);
		if (w->exclusive)
			prepare_to_wait_exclusive(w->wq, &entry,
						  TASK_UNINTERRUPTIBLE);
		else
			prepare_to_wait(w->wq, &entry, TASK_UNINTERRUPTIBLE);
	}
	finish_wait(w->wq, &entry);
	return NULL;
}

static void start_waiters(struct waiter *w, pthread_t *t, int n,
			  struct wait_queue_head *wq, int *cond, int exclusive)
{
	int i;

	for (i = 0; i < n; i++) {
		w[i] = (struct waiter){ .wq = wq,
					.cond = cond,
					.exclusive = exclusive };
		init_completion(&w[i].queued);
		assert_int_equal(
			pthread_create(&t[i], NULL, wait_thread, &w[i]), 0);
		wait_for_completion(&w[i].queued);
	}
}

static void test_exclusive_wakes_one(void **state)
{
	DECLARE_WAIT_QUEUE_HEAD(wq);
	struct waiter w[3];
	pthread_t t[3];
	int cond = 0, i;

	(void)state;
	start_waiters(w, t, 3, &wq, &cond, 1);
	assert_true(waitqueue_active(&wq));
	assert_true(wq_has_sleeper(&wq));
	/* All three sleep in TASK_UNINTERRUPTIBLE, queued exclusive. */
	assert_int_equal(__wake_up(&wq, TASK_INTERRUPTIBLE, 1, NULL), 0);
	assert_int_equal(__wake_up(&wq, TASK_NORMAL, 1, NULL), 1);
	__atomic_store_n(&cond, 1, __ATOMIC_RELEASE);
	assert_true(__wake_up(&wq, TASK_NORMAL, 0, NULL) >= 2);
	for (i = 0; i < 3; i++)
		assert_int_equal(pthread_join(t[i], NULL), 0);
	assert_false(waitqueue_active(&wq));
}

static void test_non_exclusive_all_woken(void **state)
{
	DECLARE_WAIT_QUEUE_HEAD(wq);
	struct waiter w[3];
	pthread_t t[3];
	int cond = 0, i;

	(void)state;
	start_waiters(w, t, 3, &wq, &cond, 0);
	__atomic_store_n(&cond, 1, __ATOMIC_RELEASE);
	/* wake_up() wakes every non-exclusive waiter, not one. */
	assert_int_equal(__wake_up(&wq, TASK_NORMAL, 1, NULL), 3);
	for (i = 0; i < 3; i++)
		assert_int_equal(pthread_join(t[i], NULL), 0);
}

struct event_waiter {
	struct wait_queue_head *wq;
	int *cond;
	long left;
	struct completion started;
};

static void *wait_event_thread(void *arg)
{
	struct event_waiter *w = arg;

	complete(&w->started);
	w->left = wait_event_interruptible_timeout(
		*w->wq, __atomic_load_n(w->cond, __ATOMIC_ACQUIRE), 60 * HZ);
	return NULL;
}

static void test_wait_event_woken(void **state)
{
	DECLARE_WAIT_QUEUE_HEAD(wq);
	struct event_waiter w = { .wq = &wq };
	int cond = 0;
	pthread_t t;

	(void)state;
	w.cond = &cond;
	init_completion(&w.started);
	assert_int_equal(pthread_create(&t, NULL, wait_event_thread, &w), 0);
	wait_for_completion(&w.started);
	/* Woken without the condition: it sleeps on. */
	wake_up_interruptible(&wq);
	__atomic_store_n(&cond, 1, __ATOMIC_RELEASE);
	wake_up_interruptible(&wq);
	assert_int_equal(pthread_join(t, NULL), 0);
	assert_true(w.left >= 1 && w.left <= 60 * HZ);
}

static void test_lock_irq_forms(void **state)
{
	DECLARE_WAIT_QUEUE_HEAD(wq);
	DEFINE_SPINLOCK(lock);
	int cond = 0;

	(void)state;
	spin_lock_irq(&lock);
	assert_int_equal(wait_event_lock_irq_timeout(wq, cond, lock, 2), 0);
	cond = 1;
	wait_event_lock_irq(wq, cond, lock);
	assert_int_equal(wait_event_lock_irq_timeout(wq, cond, lock, 9), 9);
	spin_unlock_irq(&lock);
}

static int custom_calls;

static int custom_wake(struct wait_queue_entry *e, unsigned int mode, int flags,
		       void *key)
{
	(void)e;
	(void)mode;
	(void)flags;
	assert_ptr_equal(key, (void *)0x5);
	custom_calls++;
	return 0;
}

static void test_custom_wake_function(void **state)
{
	DECLARE_WAIT_QUEUE_HEAD(wq);
	struct wait_queue_entry e;

	(void)state;
	init_waitqueue_func_entry(&e, custom_wake);
	add_wait_queue(&wq, &e);
	wake_up_poll(&wq, 0x5);
	wake_up_interruptible_poll(&wq, 0x5);
	assert_int_equal(custom_calls, 2);
	remove_wait_queue(&wq, &e);
	wake_up_poll(&wq, 0x5);
	assert_int_equal(custom_calls, 2);
}

/* ---- stress: a bounded counter between producers and consumers ---- */

#define STRESS_ROUNDS 2000
#define STRESS_THREADS 3

static DECLARE_WAIT_QUEUE_HEAD(stress_wq);
static DEFINE_SPINLOCK(stress_lock);
static int stress_items;

static bool stress_take(void)
{
	bool took = false;

	spin_lock(&stress_lock);
	if (stress_items > 0) {
		stress_items--;
		took = true;
	}
	spin_unlock(&stress_lock);
	return took;
}

static void *stress_consumer(void *arg)
{
	int i;

	(void)arg;
	for (i = 0; i < STRESS_ROUNDS; i++) {
		wait_event(stress_wq, stress_take());
		wake_up_all(&stress_wq);
	}
	return NULL;
}

static void *stress_producer(void *arg)
{
	int i;

	(void)arg;
	for (i = 0; i < STRESS_ROUNDS; i++) {
		spin_lock(&stress_lock);
		stress_items++;
		spin_unlock(&stress_lock);
		wake_up(&stress_wq);
	}
	return NULL;
}

static void test_stress(void **state)
{
	pthread_t c[STRESS_THREADS], p[STRESS_THREADS];
	int i;

	(void)state;
	for (i = 0; i < STRESS_THREADS; i++) {
		assert_int_equal(
			pthread_create(&c[i], NULL, stress_consumer, NULL), 0);
		assert_int_equal(
			pthread_create(&p[i], NULL, stress_producer, NULL), 0);
	}
	for (i = 0; i < STRESS_THREADS; i++) {
		assert_int_equal(pthread_join(p[i], NULL), 0);
		assert_int_equal(pthread_join(c[i], NULL), 0);
	}
	assert_int_equal(stress_items, 0);
	assert_false(waitqueue_active(&stress_wq));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_condition_true_returns_at_once),
		cmocka_unit_test(test_timeout),
		cmocka_unit_test(test_exclusive_wakes_one),
		cmocka_unit_test(test_non_exclusive_all_woken),
		cmocka_unit_test(test_wait_event_woken),
		cmocka_unit_test(test_lock_irq_forms),
		cmocka_unit_test(test_custom_wake_function),
		cmocka_unit_test(test_stress),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
