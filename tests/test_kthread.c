// SPDX-License-Identifier: MIT
/*
 * test_kthread.c - linux/kthread.h on the POSIX port: a created thread
 * sleeps until woken, kthread_stop() returns its result (-EINTR when never
 * woken), `current` inside is its task, parking, kthread_exit(), workers
 * running work in order with flush and cancel, allocation failures, and a
 * stress of many threads and queued work (TSan).
 */
#include <linux/completion.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/kthread.h>
#include <linux/wait.h>
#include <platdev/port.h>

#include "testutil.h"

struct ctx {
	int runs;
	struct task_struct *seen;
	struct completion started;
};

static int run_until_stopped(void *data)
{
	struct ctx *c = data;

	c->seen = current;
	c->runs++;
	complete(&c->started);
	while (!kthread_should_stop()) {
		set_current_state(TASK_INTERRUPTIBLE);
		if (!kthread_should_stop())
			schedule();
		__set_current_state(TASK_RUNNING);
	}
	return 42;
}

static void test_run_and_stop(void **state)
{
	struct ctx c = { 0 };
	struct task_struct *k;

	(void)state;
	init_completion(&c.started);
	k = kthread_run(run_until_stopped, &c, "worker/%d", 7);
	assert_false(IS_ERR(k));
	wait_for_completion(&c.started);
	assert_ptr_equal(c.seen, k);
	assert_string_equal(k->comm, "worker/7");
	assert_true(k->flags & PF_KTHREAD);
	assert_ptr_equal(kthread_data(k), &c);
	assert_ptr_equal(kthread_func(k), (void *)run_until_stopped);
	assert_int_not_equal(k->pid, current->pid);
	assert_false(kthread_should_stop()); /* not a kthread: false */
	assert_int_equal(kthread_stop(k), 42);
	assert_int_equal(c.runs, 1);
	put_task_struct(k);
}

static void test_never_woken(void **state)
{
	struct ctx c = { 0 };
	struct task_struct *k;

	(void)state;
	k = kthread_create(run_until_stopped, &c, "sleeper");
	assert_false(IS_ERR(k));
	/* Created asleep: the function never runs. */
	assert_int_equal(kthread_stop_put(k), -EINTR);
	assert_int_equal(c.runs, 0);
}

static int exit_early(void *data)
{
	kthread_complete_and_exit(data, -EIO);
	return 0;
}

static void test_exit(void **state)
{
	DECLARE_COMPLETION(ran);
	struct task_struct *k;

	(void)state;
	k = kthread_run(exit_early, &ran, "exiting");
	assert_false(IS_ERR(k));
	/*
	 * A stop before the thread first runs would give -EINTR, as Linux:
	 * wait until it has run. It ends on its own; the creator's
	 * reference keeps the task for kthread_stop().
	 */
	wait_for_completion(&ran);
	assert_int_equal(kthread_stop_put(k), -EIO);
}

static int parker(void *data)
{
	int *loops = data;

	while (!kthread_should_stop()) {
		if (kthread_should_park())
			kthread_parkme();
		__atomic_add_fetch(loops, 1, __ATOMIC_RELAXED);
		schedule_timeout_interruptible(1);
	}
	return 0;
}

static void test_park(void **state)
{
	struct task_struct *k;
	int loops = 0, before;

	(void)state;
	k = kthread_run(parker, &loops, "parker");
	assert_false(IS_ERR(k));
	assert_int_equal(kthread_park(k), 0);
	assert_int_equal(kthread_park(k), -EBUSY);
	before = __atomic_load_n(&loops, __ATOMIC_RELAXED);
	schedule_timeout_uninterruptible(msecs_to_jiffies(5));
	assert_int_equal(__atomic_load_n(&loops, __ATOMIC_RELAXED), before);
	kthread_unpark(k);
	assert_int_equal(kthread_stop_put(k), 0);
	assert_int_equal(kthread_park(current), -ENOSYS);
}

static void test_stop_not_a_kthread(void **state)
{
	(void)state;
	log_capture_start();
	assert_int_equal(kthread_stop(current), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "kthread_stop", NULL));
	log_capture_stop();
}

/* ---- workers ---- */

struct item {
	struct kthread_work work;
	int id;
	int *log;
	int *n;
	struct completion *gate;
};

static void item_fn(struct kthread_work *work)
{
	struct item *it = container_of(work, struct item, work);

	if (it->gate)
		wait_for_completion(it->gate);
	it->log[(*it->n)++] = it->id;
}

static void test_worker_order_flush_cancel(void **state)
{
	struct kthread_worker *w;
	DECLARE_COMPLETION(gate);
	struct item items[4];
	int log[8] = { 0 }, n = 0, i;

	(void)state;
	w = kthread_create_worker(0, "kw/%s", "test");
	assert_false(IS_ERR(w));
	for (i = 0; i < 4; i++) {
		items[i] = (struct item){ .id = i + 1, .log = log, .n = &n };
		kthread_init_work(&items[i].work, item_fn);
	}
	items[0].gate = &gate;
	assert_true(kthread_queue_work(w, &items[0].work));
	assert_true(kthread_queue_work(w, &items[1].work));
	assert_false(
		kthread_queue_work(w, &items[1].work)); /* queued already */
	assert_true(kthread_queue_work(w, &items[2].work));
	assert_true(kthread_queue_work(w, &items[3].work));
	/* Item 3 is taken off before it runs; item 1 holds the worker. */
	assert_true(kthread_cancel_work_sync(&items[2].work));
	assert_false(kthread_cancel_work_sync(&items[2].work));
	complete(&gate);
	kthread_flush_worker(w);
	assert_int_equal(n, 3);
	assert_int_equal(log[0], 1);
	assert_int_equal(log[1], 2);
	assert_int_equal(log[2], 4);
	kthread_flush_work(&items[3].work); /* done: returns at once */
	assert_true(kthread_queue_work(w, &items[2].work));
	kthread_flush_work(&items[2].work);
	assert_int_equal(log[3], 3);
	kthread_destroy_worker(w);
}

static void test_alloc_failures(void **state)
{
	struct kthread_worker *w;
	struct task_struct *k;
	unsigned long before = live_allocs();
	int fail;

	(void)state;
	platdev_port_fail_alloc_after(0, 0);
	k = kthread_create(run_until_stopped, NULL, "nomem");
	assert_ptr_equal(k, ERR_PTR(-ENOMEM));
	/* The port's thread start allocates too. */
	platdev_port_fail_alloc_after(1, 0);
	k = kthread_create(run_until_stopped, NULL, "nomem");
	assert_ptr_equal(k, ERR_PTR(-ENOMEM));
	for (fail = 0; fail < 3; fail++) {
		platdev_port_fail_alloc_after(fail, 0);
		w = kthread_create_worker(0, "nomem");
		assert_ptr_equal(w, ERR_PTR(-ENOMEM));
	}
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(live_allocs(), before);
}

/* ---- stress ---- */

#define STRESS_THREADS 8
#define STRESS_WORK 500

static void count_fn(struct kthread_work *work)
{
	struct item *it = container_of(work, struct item, work);

	__atomic_add_fetch(it->n, 1, __ATOMIC_RELAXED);
}

static struct kthread_worker *stress_worker;
static int stress_count;

static int queue_many(void *data)
{
	struct kthread_worker *w = stress_worker;
	struct item it = { .n = &stress_count };
	int i;

	kthread_init_work(&it.work, count_fn);
	for (i = 0; i < STRESS_WORK; i++) {
		kthread_queue_work(w, &it.work);
		if (i % 50 == 0)
			kthread_flush_work(&it.work);
	}
	kthread_cancel_work_sync(&it.work);
	complete(data);
	while (!kthread_should_stop())
		schedule_timeout_interruptible(1);
	return 0;
}

static void test_stress(void **state)
{
	struct task_struct *k[STRESS_THREADS];
	DECLARE_COMPLETION(done);
	int i;

	(void)state;
	stress_worker = kthread_create_worker(0, "stress");
	assert_false(IS_ERR(stress_worker));
	for (i = 0; i < STRESS_THREADS; i++) {
		k[i] = kthread_run(queue_many, &done, "q%d", i);
		assert_false(IS_ERR(k[i]));
	}
	for (i = 0; i < STRESS_THREADS; i++)
		wait_for_completion(&done);
	for (i = 0; i < STRESS_THREADS; i++)
		assert_int_equal(kthread_stop_put(k[i]), 0);
	kthread_destroy_worker(stress_worker);
	assert_true(stress_count > 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_run_and_stop),
		cmocka_unit_test(test_never_woken),
		cmocka_unit_test(test_exit),
		cmocka_unit_test(test_park),
		cmocka_unit_test(test_stop_not_a_kthread),
		cmocka_unit_test(test_worker_order_flush_cancel),
		cmocka_unit_test(test_alloc_failures),
		cmocka_unit_test(test_stress),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
