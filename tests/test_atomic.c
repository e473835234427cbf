// SPDX-License-Identifier: MIT
/*
 * test_atomic.c - linux/atomic.h: each operation's result as Linux
 * documents it, and counts that stay exact under threads.
 */
#include <limits.h>
#include <pthread.h>

#include <linux/atomic.h>

#include "testutil.h"

static void test_arithmetic(void **state)
{
	atomic_t v = ATOMIC_INIT(5);

	(void)state;
	assert_int_equal(atomic_read(&v), 5);
	atomic_set(&v, 10);
	atomic_inc(&v);
	atomic_add(4, &v);
	atomic_dec(&v);
	atomic_sub(2, &v);
	assert_int_equal(atomic_read(&v), 12);
	assert_int_equal(atomic_add_return(3, &v), 15);
	assert_int_equal(atomic_sub_return(5, &v), 10);
	assert_int_equal(atomic_inc_return(&v), 11);
	assert_int_equal(atomic_dec_return(&v), 10);
	assert_int_equal(atomic_fetch_add(2, &v), 10);
	assert_int_equal(atomic_fetch_sub(2, &v), 12);
	assert_int_equal(atomic_xchg(&v, 7), 10);
	assert_int_equal(atomic_read(&v), 7);
	atomic_or(0x10, &v);
	atomic_and(0x13, &v);
	atomic_xor(1, &v);
	assert_int_equal(atomic_read(&v), 0x12);
}

static void test_tests(void **state)
{
	atomic_t v = ATOMIC_INIT(-1);

	(void)state;
	assert_true(atomic_inc_and_test(&v)); /* -1 -> 0 */
	assert_false(atomic_inc_and_test(&v)); /* 0 -> 1 */
	assert_true(atomic_dec_and_test(&v)); /* 1 -> 0 */
	assert_false(atomic_dec_and_test(&v)); /* 0 -> -1 */
	assert_true(atomic_add_negative(0, &v));
	assert_true(atomic_sub_and_test(-1, &v));
	assert_int_equal(atomic_read(&v), 0);
}

static void test_compare_exchange(void **state)
{
	atomic_t v = ATOMIC_INIT(3);
	int old = 4;
	unsigned long word = 1;

	(void)state;
	assert_int_equal(atomic_cmpxchg(&v, 4, 9), 3); /* no store */
	assert_int_equal(atomic_read(&v), 3);
	assert_int_equal(atomic_cmpxchg(&v, 3, 9), 3); /* stored */
	assert_int_equal(atomic_read(&v), 9);
	assert_false(atomic_try_cmpxchg(&v, &old, 1));
	assert_int_equal(old, 9);
	assert_true(atomic_try_cmpxchg(&v, &old, 1));
	assert_int_equal(atomic_read(&v), 1);

	assert_false(atomic_add_unless(&v, 5, 1));
	assert_true(atomic_add_unless(&v, 5, 0));
	assert_int_equal(atomic_read(&v), 6);
	atomic_set(&v, 0);
	assert_false(atomic_inc_not_zero(&v));
	atomic_set(&v, 2);
	assert_true(atomic_inc_not_zero(&v));
	assert_int_equal(atomic_read(&v), 3);

	assert_int_equal(cmpxchg(&word, 2UL, 5UL), 1);
	assert_int_equal(word, 1);
	assert_int_equal(cmpxchg(&word, 1UL, 5UL), 1);
	assert_int_equal(word, 5);
	assert_int_equal(xchg(&word, 8UL), 5);
	assert_int_equal(word, 8);
}

static void test_long(void **state)
{
	atomic_long_t v = ATOMIC_LONG_INIT(LONG_MAX - 1);

	(void)state;
	assert_true(atomic_long_inc_return(&v) == LONG_MAX);
	assert_true(atomic_long_cmpxchg(&v, LONG_MAX, 0) == LONG_MAX);
	assert_true(atomic_long_dec_and_test((atomic_long_set(&v, 1), &v)));
}

#define COUNT_THREADS 4
#define COUNT_ROUNDS 50000

static atomic_t shared_count = ATOMIC_INIT(0);
static atomic_t zero_hits = ATOMIC_INIT(0);

static void *count_up_and_down(void *arg)
{
	atomic_t *refs = arg;
	int i;

	for (i = 0; i < COUNT_ROUNDS; i++) {
		atomic_inc(&shared_count);
		atomic_inc(refs);
		if (atomic_dec_and_test(refs))
			atomic_inc(&zero_hits);
	}
	return NULL;
}

static void test_counts_under_threads(void **state)
{
	pthread_t threads[COUNT_THREADS];
	atomic_t refs = ATOMIC_INIT(1);
	int i;

	(void)state;
	for (i = 0; i < COUNT_THREADS; i++)
		assert_int_equal(pthread_create(&threads[i], NULL,
						count_up_and_down, &refs),
				 0);
	for (i = 0; i < COUNT_THREADS; i++)
		assert_int_equal(pthread_join(threads[i], NULL), 0);
	assert_int_equal(atomic_read(&shared_count),
			 COUNT_THREADS * COUNT_ROUNDS);
	/* The base reference keeps the count above zero throughout. */
	assert_int_equal(atomic_read(&refs), 1);
	assert_int_equal(atomic_read(&zero_hits), 0);
	assert_true(atomic_dec_and_test(&refs));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_arithmetic),
		cmocka_unit_test(test_tests),
		cmocka_unit_test(test_compare_exchange),
		cmocka_unit_test(test_long),
		cmocka_unit_test(test_counts_under_threads),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
