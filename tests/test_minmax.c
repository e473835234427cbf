// SPDX-License-Identifier: MIT
/*
 * test_minmax.c - linux/minmax.h: values, types, and each argument
 * evaluated once. The signedness refusals are in tests/compile_fail/.
 */
#include <linux/minmax.h>
#include <linux/types.h>

#include "testutil.h"

static void test_values(void **state)
{
	unsigned int u = 7;
	u8 small = 200;
	int i = -3;

	(void)state;
	assert_int_equal(min(3, 5), 3);
	assert_int_equal(max(i, -7), -3);
	assert_int_equal(min(u, 5u), 5);
	assert_int_equal(min(u, 2), 2); /* a non-negative constant */
	assert_int_equal(max(small, i), 200); /* u8 promotes to int */
	assert_int_equal(min_t(int, u, i), -3);
	assert_int_equal(max_t(u8, 300, 5), 44); /* both cast first */
	assert_int_equal(clamp(10, 0, 5), 5);
	assert_int_equal(clamp(-10, -4, 5), -4);
	assert_int_equal(clamp(3, 0, 5), 3);
	assert_int_equal(clamp_t(u8, 1000, 0, 255), 232); /* 1000 as u8 */
	assert_int_equal(clamp_val(small, 10, 100), 100);
	assert_int_equal(min3(4, 2, 9), 2);
	assert_int_equal(max3(4, 2, 9), 9);
	assert_int_equal(umin(i, 5u), 5); /* -3 is huge unsigned */
	assert_true(umax(i, 5u) == (unsigned long long)(unsigned int)-3 ||
		    umax(i, 5u) == (unsigned long long)-3);
	assert_int_equal(MIN(2, 3), 2);
	assert_int_equal(MAX(2, 3), 3);
	{
		int a = 1, b = 2;

		swap(a, b);
		assert_int_equal(a, 2);
		assert_int_equal(b, 1);
	}
}

static void test_single_evaluation(void **state)
{
	int calls = 0, x = 5, y = 9, lo = 0, hi = 20;

	(void)state;
	assert_int_equal(min(x++, y++), 5);
	assert_int_equal(x, 6);
	assert_int_equal(y, 10);
	assert_int_equal(max(min(x++, 100), ++calls), 6);
	assert_int_equal(x, 7);
	assert_int_equal(calls, 1);
	assert_int_equal(clamp(x++, lo++, hi++), 7);
	assert_int_equal(x, 8);
	assert_int_equal(lo, 1);
	assert_int_equal(hi, 21);
}

static int array_sized_by_max[MAX(3, 4)];

static void test_constant_forms(void **state)
{
	(void)state;
	assert_int_equal(sizeof(array_sized_by_max) / sizeof(int), 4);
	/* As the C conditional: two u8 compare and come back as int. */
	assert_int_equal(sizeof(min((u8)1, (u8)2)), sizeof(int));
	assert_int_equal(sizeof(max(1u, 2ull)), sizeof(unsigned long long));
}

static void test_min_not_zero(void **state)
{
	(void)state;
	assert_int_equal(min_not_zero(0u, 5u), 5);
	assert_int_equal(min_not_zero(7u, 0u), 7);
	assert_int_equal(min_not_zero(7u, 5u), 5);
	assert_int_equal(min_not_zero(0u, 0u), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_values),
		cmocka_unit_test(test_single_evaluation),
		cmocka_unit_test(test_constant_forms),
		cmocka_unit_test(test_min_not_zero),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
