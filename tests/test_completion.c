// SPDX-License-Identifier: MIT
/*
 * test_completion.c - linux/completion.h on the POSIX port: the count of
 * complete() calls, complete_all() until reinit_completion(), timeouts
 * (0 when the event did not come, the jiffies left when it did), and a
 * waiter woken from another thread.
 */
#include <pthread.h>

#include <linux/completion.h>
#include <linux/jiffies.h>

#include "testutil.h"

static void test_counts_completions(void **state)
{
	DECLARE_COMPLETION(done);

	(void)state;
	assert_false(completion_done(&done));
	assert_false(try_wait_for_completion(&done));
	complete(&done);
	complete(&done);
	assert_true(completion_done(&done));
	/* Each complete() lets exactly one wait through. */
	wait_for_completion(&done);
	assert_true(try_wait_for_completion(&done));
	assert_false(try_wait_for_completion(&done));
	assert_false(completion_done(&done));
}

static void test_timeout(void **state)
{
	struct completion done;

	(void)state;
	init_completion(&done);
	assert_int_equal(wait_for_completion_timeout(&done, 0), 0);
	assert_int_equal(
		wait_for_completion_timeout(&done, msecs_to_jiffies(5)), 0);
	assert_int_equal(wait_for_completion_interruptible_timeout(&done, 1),
			 0);
	complete(&done);
	/* Done already: the whole timeout is left (and never 0). */
	assert_int_equal(wait_for_completion_timeout(&done, 100), 100);
	complete(&done);
	assert_int_equal(wait_for_completion_timeout(&done, 0), 1);
	complete(&done);
	assert_int_equal(wait_for_completion_interruptible(&done), 0);
	complete(&done);
	assert_int_equal(wait_for_completion_killable_timeout(&done, 7), 7);
}

static void test_complete_all(void **state)
{
	DECLARE_COMPLETION(done);

	(void)state;
	complete_all(&done);
	wait_for_completion(&done);
	wait_for_completion(&done);
	assert_true(try_wait_for_completion(&done));
	assert_true(completion_done(&done));
	/* complete() after complete_all() does not undo it. */
	complete(&done);
	assert_int_equal(wait_for_completion_timeout(&done, 3), 3);
	assert_true(completion_done(&done));
	reinit_completion(&done);
	assert_false(completion_done(&done));
	assert_int_equal(wait_for_completion_timeout(&done, 0), 0);
}

struct waiter {
	struct completion *event;
	struct completion *ready;
	unsigned long left;
};

static void *wait_long(void *arg)
{
	struct waiter *w = arg;

	complete(w->ready);
	w->left = wait_for_completion_timeout(w->event, 60 * HZ);
	return NULL;
}

static void test_wakes_waiters(void **state)
{
	DECLARE_COMPLETION(event);
	DECLARE_COMPLETION(ready);
	struct waiter w[3];
	pthread_t threads[3];
	int i;

	(void)state;
	for (i = 0; i < 3; i++) {
		w[i] = (struct waiter){ .event = &event, .ready = &ready };
		assert_int_equal(
			pthread_create(&threads[i], NULL, wait_long, &w[i]), 0);
	}
	for (i = 0; i < 3; i++)
		wait_for_completion(&ready);
	/* One complete() per waiter, then one complete_all() for none. */
	complete(&event);
	complete(&event);
	complete_all(&event);
	for (i = 0; i < 3; i++) {
		assert_int_equal(pthread_join(threads[i], NULL), 0);
		assert_true(w[i].left > 0 && w[i].left <= 60 * HZ);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_counts_completions),
		cmocka_unit_test(test_timeout),
		cmocka_unit_test(test_complete_all),
		cmocka_unit_test(test_wakes_waiters),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
