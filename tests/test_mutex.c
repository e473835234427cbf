// SPDX-License-Identifier: MIT
/*
 * test_mutex.c - linux/mutex.h on the POSIX port: trylock and
 * mutex_is_locked(), a contended mutex_lock() that sleeps until the
 * holder unlocks, devm_mutex_init() and the guards.
 */
#include <pthread.h>

#include <linux/completion.h>
#include <linux/device.h>
#include <linux/mutex.h>

#include "testutil.h"

static DEFINE_MUTEX(static_mutex);

static void test_trylock_and_state(void **state)
{
	struct mutex m;

	(void)state;
	mutex_init(&m);
	assert_false(mutex_is_locked(&m));
	assert_int_equal(mutex_trylock(&m), 1);
	assert_true(mutex_is_locked(&m));
	assert_int_equal(mutex_trylock(&m), 0);
	mutex_unlock(&m);
	assert_false(mutex_is_locked(&m));
	assert_int_equal(mutex_lock_interruptible(&m), 0);
	mutex_unlock(&m);
	assert_int_equal(mutex_lock_killable(&m), 0);
	mutex_unlock(&m);
	mutex_destroy(&m);

	mutex_lock(&static_mutex);
	assert_true(mutex_is_locked(&static_mutex));
	mutex_unlock(&static_mutex);
}

static void test_devm_mutex_init(void **state)
{
	struct mutex m;

	(void)state;
	/* Any garbage before: devm_mutex_init() leaves it unlocked. */
	memset(&m, 0xa5, sizeof(m));
	assert_int_equal(devm_mutex_init((struct device *)NULL, &m), 0);
	assert_false(mutex_is_locked(&m));
	mutex_lock(&m);
	mutex_unlock(&m);
}

struct contender {
	struct mutex *m;
	struct completion trying;
	int *shared;
	int seen;
};

static void *contend(void *arg)
{
	struct contender *c = arg;

	complete(&c->trying);
	mutex_lock(c->m);
	c->seen = *c->shared;
	mutex_unlock(c->m);
	return NULL;
}

/*
 * The contender is trying while the holder changes the shared value twice
 * before unlocking; one that got in between would see 0 or 1.
 */
static void test_contended_lock_waits(void **state)
{
	struct contender c = { .m = &static_mutex };
	pthread_t thread;
	int shared = 0;

	(void)state;
	init_completion(&c.trying);
	c.shared = &shared;
	mutex_lock(&static_mutex);
	assert_int_equal(pthread_create(&thread, NULL, contend, &c), 0);
	wait_for_completion(&c.trying);
	shared = 1;
	shared = 2;
	mutex_unlock(&static_mutex);
	assert_int_equal(pthread_join(thread, NULL), 0);
	assert_int_equal(c.seen, 2);
	assert_false(mutex_is_locked(&static_mutex));
}

static int guarded(struct mutex *m)
{
	guard(mutex)(m);
	return mutex_is_locked(m) ? 1 : -1;
}

static void test_guards(void **state)
{
	int ran = 0;

	(void)state;
	assert_int_equal(guarded(&static_mutex), 1);
	assert_false(mutex_is_locked(&static_mutex));
	scoped_guard(mutex, &static_mutex)
	{
		assert_true(mutex_is_locked(&static_mutex));
		ran = 1;
	}
	assert_int_equal(ran, 1);
	assert_false(mutex_is_locked(&static_mutex));
}

#define MUTEX_THREADS 4
#define MUTEX_ROUNDS 5000

static unsigned long counter;

static void *count_locked(void *arg)
{
	int i;

	(void)arg;
	for (i = 0; i < MUTEX_ROUNDS; i++) {
		scoped_guard(mutex, &static_mutex) counter++;
	}
	return NULL;
}

static void test_exclusion_under_threads(void **state)
{
	pthread_t threads[MUTEX_THREADS];
	int i;

	(void)state;
	counter = 0;
	for (i = 0; i < MUTEX_THREADS; i++)
		assert_int_equal(pthread_create(&threads[i], NULL, count_locked,
						NULL),
				 0);
	for (i = 0; i < MUTEX_THREADS; i++)
		assert_int_equal(pthread_join(threads[i], NULL), 0);
	assert_int_equal(counter, MUTEX_THREADS * MUTEX_ROUNDS);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_trylock_and_state),
		cmocka_unit_test(test_devm_mutex_init),
		cmocka_unit_test(test_contended_lock_waits),
		cmocka_unit_test(test_guards),
		cmocka_unit_test(test_exclusion_under_threads),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
