// SPDX-License-Identifier: MIT
/*
 * test_sched.c - linux/sched.h on the POSIX port: each thread's own
 * `current`, schedule() returning at once for a running task and after a
 * wake_up_process() otherwise, schedule_timeout()'s return values (the
 * timeout for a running task, 0 when the time ran out, the jiffies left
 * when woken), wake_up_state() matching states, and the preempt count.
 */
#include <pthread.h>

#include <linux/completion.h>
#include <linux/preempt.h>
#include <linux/sched.h>

#include "testutil.h"

static void *thread_current(void *arg)
{
	*(struct task_struct **)arg = current;
	return NULL;
}

static void test_current_per_thread(void **state)
{
	struct task_struct *other = NULL;
	pthread_t t;

	(void)state;
	assert_non_null(current);
	assert_ptr_equal(current, current);
	assert_true(current->pid > 0);
	assert_string_equal(current->comm, "platdev");
	assert_false(current->flags & PF_KTHREAD);
	assert_int_equal(pthread_create(&t, NULL, thread_current, &other), 0);
	assert_int_equal(pthread_join(t, NULL), 0);
	assert_non_null(other);
	assert_ptr_not_equal(other, current);
	assert_int_not_equal(other->pid, current->pid);
	assert_int_equal(task_pid_nr(current), current->pid);
}

static void test_running_task_does_not_sleep(void **state)
{
	(void)state;
	__set_current_state(TASK_RUNNING);
	schedule();
	assert_int_equal(schedule_timeout(1000 * HZ), 1000 * HZ);
	assert_true(task_is_running(current));
	/* A negative timeout is an error: 0 at once, running. */
	set_current_state(TASK_INTERRUPTIBLE);
	assert_int_equal(schedule_timeout(-5), 0);
	assert_true(task_is_running(current));
}

static void test_timeout_runs_out(void **state)
{
	(void)state;
	set_current_state(TASK_UNINTERRUPTIBLE);
	assert_int_equal(schedule_timeout(msecs_to_jiffies(5)), 0);
	assert_true(task_is_running(current));
	assert_int_equal(schedule_timeout_interruptible(1), 0);
	assert_int_equal(schedule_timeout_killable(1), 0);
	assert_int_equal(schedule_timeout_uninterruptible(1), 0);
	assert_int_equal(schedule_timeout_idle(1), 0);
}

struct sleeper {
	struct task_struct *task;
	struct completion ready;
	unsigned int state;
	long left;
};

static void *sleep_long(void *arg)
{
	struct sleeper *s = arg;

	s->task = current;
	set_current_state(s->state);
	complete(&s->ready);
	s->left = schedule_timeout(60 * HZ);
	return NULL;
}

static void test_woken_early(void **state)
{
	struct sleeper s = { .state = TASK_INTERRUPTIBLE };
	pthread_t t;

	(void)state;
	init_completion(&s.ready);
	assert_int_equal(pthread_create(&t, NULL, sleep_long, &s), 0);
	wait_for_completion(&s.ready);
	/* A wake-up for other states is refused; one for its state wakes. */
	assert_int_equal(wake_up_state(s.task, TASK_UNINTERRUPTIBLE), 0);
	assert_int_equal(wake_up_process(s.task), 1);
	assert_int_equal(pthread_join(t, NULL), 0);
	assert_true(s.left >= 1 && s.left <= 60 * HZ);
	/* Running now: nothing to wake. */
	assert_int_equal(wake_up_process(s.task), 0);
}

static void test_wake_before_sleep_is_kept(void **state)
{
	(void)state;
	/* A wake-up between setting the state and sleeping is not lost. */
	set_current_state(TASK_UNINTERRUPTIBLE);
	assert_int_equal(wake_up_process(current), 1);
	assert_int_equal(schedule_timeout(60 * HZ), 60 * HZ);
	set_current_state(TASK_INTERRUPTIBLE);
	wake_up_process(current);
	schedule();
	assert_true(task_is_running(current));
}

static void test_preempt_count(void **state)
{
	(void)state;
	assert_int_equal(preempt_count(), 0);
	assert_false(in_atomic());
	assert_true(preemptible());
	preempt_disable();
	preempt_disable();
	assert_int_equal(preempt_count(), 2);
	assert_true(in_atomic());
	preempt_enable();
	preempt_enable();
	assert_int_equal(preempt_count(), 0);
	assert_false(in_interrupt());
	assert_true(in_task());
}

static void test_task_references(void **state)
{
	struct task_struct *t = current;

	(void)state;
	/* A thread's own task is not counted: references change nothing. */
	assert_ptr_equal(get_task_struct(t), t);
	put_task_struct(t);
	put_task_struct(t);
	assert_ptr_equal(current, t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_current_per_thread),
		cmocka_unit_test(test_running_task_does_not_sleep),
		cmocka_unit_test(test_timeout_runs_out),
		cmocka_unit_test(test_woken_early),
		cmocka_unit_test(test_wake_before_sleep_is_kept),
		cmocka_unit_test(test_preempt_count),
		cmocka_unit_test(test_task_references),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
