// SPDX-License-Identifier: MIT
/*
 * test_random.c - linux/random.h and linux/once.h: bytes that differ
 * between calls, get_random_u32_below() and _inclusive() within their
 * bounds and reaching both ends, ceil 0, and DO_ONCE() calling once with
 * every concurrent caller waiting for that call (TSan).
 */
#include <pthread.h>
#include <string.h>

#include <linux/delay.h>
#include <linux/once.h>
#include <linux/random.h>

#include "testutil.h"

static void test_bytes(void **state)
{
	u8 a[32] = { 0 }, b[32] = { 0 }, zero[32] = { 0 };

	(void)state;
	get_random_bytes(a, sizeof(a));
	get_random_bytes(b, sizeof(b));
	/* 2^-256 chances of a false failure. */
	assert_memory_not_equal(a, zero, sizeof(a));
	assert_memory_not_equal(a, b, sizeof(a));
	get_random_bytes(a, 0);
	add_device_randomness("serial-1234", 11);
	assert_true(rng_is_initialized());
	assert_int_equal(wait_for_random_bytes(), 0);
	assert_int_equal(get_random_bytes_wait(b, 3), 0);
}

static void test_bounds(void **state)
{
	bool seen[5] = { false };
	u32 v;
	int i;

	(void)state;
	for (i = 0; i < 2000; i++) {
		v = get_random_u32_below(5);
		assert_true(v < 5);
		seen[v] = true;
		assert_int_equal(get_random_u32_below(1), 0);
		v = get_random_u32_inclusive(10, 12);
		assert_true(v >= 10 && v <= 12);
		assert_true(get_random_u32_above(0xfffffff0u) > 0xfffffff0u);
	}
	for (i = 0; i < 5; i++)
		assert_true(seen[i]);
	(void)get_random_u32_below(0); /* any u32: defined, not a trap */
	assert_int_equal(get_random_u32_inclusive(7, 7), 7);
}

static int once_calls;

static void once_fn(int add)
{
	/* Slow enough for the other callers to arrive meanwhile. */
	msleep(5);
	__atomic_add_fetch(&once_calls, add, __ATOMIC_RELAXED);
}

static bool call_once(void)
{
	return DO_ONCE(once_fn, 1);
}

static void *once_thread(void *arg)
{
	*(bool *)arg = call_once();
	/* Returned: the one call has finished, whoever made it. */
	assert_int_equal(__atomic_load_n(&once_calls, __ATOMIC_RELAXED), 1);
	return NULL;
}

static void test_do_once(void **state)
{
	pthread_t t[4];
	bool ran[4];
	int i, n = 0;
	u32 key = 0, again;

	(void)state;
	for (i = 0; i < 4; i++)
		assert_int_equal(
			pthread_create(&t[i], NULL, once_thread, &ran[i]), 0);
	for (i = 0; i < 4; i++) {
		assert_int_equal(pthread_join(t[i], NULL), 0);
		n += ran[i];
	}
	assert_int_equal(n, 1);
	assert_false(call_once());
	assert_int_equal(once_calls, 1);
	for (i = 0; i < 2; i++) {
		again = key;
		get_random_once(&key, sizeof(key));
		if (i)
			assert_int_equal(key, again);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_bytes),
		cmocka_unit_test(test_bounds),
		cmocka_unit_test(test_do_once),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
