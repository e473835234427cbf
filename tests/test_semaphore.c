// SPDX-License-Identifier: MIT
/*
 * test_semaphore.c - linux/semaphore.h and linux/refcount.h: counts,
 * down_trylock()'s inverted result, -ETIME from down_timeout(), up() from
 * another thread waking a down(), mutual exclusion under stress (TSan);
 * refcount_t saturating with a WARNING instead of wrapping.
 */
#include <pthread.h>

#include <linux/errno.h>
#include <linux/jiffies.h>
#include <linux/mutex.h>
#include <linux/refcount.h>
#include <linux/semaphore.h>

#include "testutil.h"

static void test_counts(void **state)
{
	DEFINE_SEMAPHORE(sem, 2);

	(void)state;
	assert_int_equal(down_trylock(&sem), 0);
	down(&sem);
	/* Empty: 1 means "not taken". */
	assert_int_equal(down_trylock(&sem), 1);
	assert_int_equal(down_timeout(&sem, 0), -ETIME);
	assert_int_equal(down_timeout(&sem, msecs_to_jiffies(3)), -ETIME);
	up(&sem);
	assert_int_equal(down_interruptible(&sem), 0);
	up(&sem);
	assert_int_equal(down_killable(&sem), 0);
	up(&sem);
	assert_int_equal(down_timeout(&sem, 5), 0);
}

static void *up_later(void *arg)
{
	up(arg);
	return NULL;
}

static void test_up_wakes_down(void **state)
{
	struct semaphore sem;
	pthread_t t;

	(void)state;
	sema_init(&sem, 0);
	assert_int_equal(pthread_create(&t, NULL, up_later, &sem), 0);
	assert_int_equal(down_timeout(&sem, 60 * HZ), 0);
	assert_int_equal(pthread_join(t, NULL), 0);
	assert_int_equal(down_trylock(&sem), 1);
}

#define STRESS_THREADS 4
#define STRESS_ROUNDS 5000

static DEFINE_SEMAPHORE(stress_sem, 1);
static int stress_counter;

static void *stress_thread(void *arg)
{
	int i;

	(void)arg;
	for (i = 0; i < STRESS_ROUNDS; i++) {
		down(&stress_sem);
		stress_counter++;
		up(&stress_sem);
	}
	return NULL;
}

static void test_stress(void **state)
{
	pthread_t t[STRESS_THREADS];
	int i;

	(void)state;
	for (i = 0; i < STRESS_THREADS; i++)
		assert_int_equal(
			pthread_create(&t[i], NULL, stress_thread, NULL), 0);
	for (i = 0; i < STRESS_THREADS; i++)
		assert_int_equal(pthread_join(t[i], NULL), 0);
	assert_int_equal(stress_counter, STRESS_THREADS * STRESS_ROUNDS);
}

static void test_refcount(void **state)
{
	refcount_t r = REFCOUNT_INIT(1);
	DEFINE_MUTEX(lock);

	(void)state;
	refcount_inc(&r);
	assert_int_equal(refcount_read(&r), 2);
	assert_false(refcount_dec_and_test(&r));
	assert_false(refcount_dec_not_one(&r));
	assert_true(refcount_dec_if_one(&r));
	assert_int_equal(refcount_read(&r), 0);
	assert_false(refcount_inc_not_zero(&r));
	refcount_set(&r, 3);
	assert_true(refcount_add_not_zero(2, &r));
	assert_true(refcount_sub_and_test(5, &r));
	refcount_set(&r, 2);
	assert_false(refcount_dec_and_mutex_lock(&r, &lock));
	assert_true(refcount_dec_and_mutex_lock(&r, &lock));
	assert_true(mutex_is_locked(&lock));
	mutex_unlock(&lock);

	/* Misuse saturates, with a WARNING, instead of wrapping. */
	log_capture_start();
	refcount_set(&r, 0);
	refcount_inc(&r);
	assert_int_equal((int)refcount_read(&r), REFCOUNT_SATURATED);
	assert_true(log_has(PLATDEV_LOG_WARNING, "addition on 0", NULL));
	refcount_set(&r, 1);
	assert_false(refcount_sub_and_test(2, &r));
	assert_int_equal((int)refcount_read(&r), REFCOUNT_SATURATED);
	assert_true(log_has(PLATDEV_LOG_WARNING, "underflow", NULL));
	refcount_set(&r, INT_MAX);
	refcount_inc(&r);
	assert_int_equal((int)refcount_read(&r), REFCOUNT_SATURATED);
	assert_true(log_has(PLATDEV_LOG_WARNING, "saturated", NULL));
	refcount_set(&r, 1);
	refcount_dec(&r);
	assert_true(log_has(PLATDEV_LOG_WARNING, "hit 0", NULL));
	/* Saturated stays saturated. */
	assert_false(refcount_dec_and_test(&r));
	assert_true((int)refcount_read(&r) < 0);
	log_capture_stop();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_counts),
		cmocka_unit_test(test_up_wakes_down),
		cmocka_unit_test(test_stress),
		cmocka_unit_test(test_refcount),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
