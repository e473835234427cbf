// SPDX-License-Identifier: MIT
/*
 * test_rational.c - linux/rational.h against the cases Linux's own test
 * checks (bounds exceeded either way, closest to zero, convergent,
 * exact, each limit binding, the tie), plus a zero denominator;
 * linux/gcd.h and abs_diff() (linux/math.h).
 */
#include <linux/gcd.h>
#include <linux/limits.h>
#include <linux/math.h>
#include <linux/rational.h>

#include "testutil.h"

struct case_ {
	unsigned long num, den, max_num, max_den, want_num, want_den;
};

static const struct case_ cases[] = {
	{ 1230, 10, 100, 20, 100, 1 },
	{ 34567, 100, 120, 20, 120, 1 },
	{ 1, 30, 100, 10, 0, 1 },
	{ 1, 19, 100, 10, 1, 10 },
	{ 27, 32, 16, 16, 11, 13 },
	{ 1155, 7735, 255, 255, 33, 221 },
	{ 87, 32, 70, 32, 68, 25 },
	{ 14533, 4626, 15000, 2400, 7433, 2366 },
	/* 3/2 within 1/1: a tie between 1/1 and 2/1, the convergent wins */
	{ 3, 2, 2, 1, 1, 1 },
	{ 31415, 10000, 255, 31, 22, 7 },
	{ 5, 0, 10, 10, 1, 0 },
	{ 0, 7, 10, 10, 0, 1 },
	{ 7, 7, 10, 10, 1, 1 },
};

static void test_rational(void **state)
{
	unsigned long n = 99, d = 99;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct case_ *c = &cases[i];

		rational_best_approximation(c->num, c->den, c->max_num,
					    c->max_den, &n, &d);
		if (n != c->want_num || d != c->want_den)
			fail_msg("case %zu: %lu/%lu, want %lu/%lu", i, n, d,
				 c->want_num, c->want_den);
	}
}

static void test_gcd_abs_diff(void **state)
{
	unsigned int u = 3, v = 10;
	long a = -5, b = 7;

	(void)state;
	assert_int_equal(gcd(12, 18), 6);
	assert_int_equal(gcd(17, 5), 1);
	assert_int_equal(gcd(0, 9), 9);
	assert_int_equal(gcd(9, 0), 9);
	assert_int_equal(gcd(0, 0), 0);
	assert_int_equal(gcd(ULONG_MAX, ULONG_MAX), ULONG_MAX);
	assert_int_equal(abs_diff(u, v), 7);
	assert_int_equal(abs_diff(v, u), 7); /* no unsigned wrap */
	assert_int_equal(abs_diff(a, b), 12);
	assert_int_equal(abs_diff(0UL, ULONG_MAX), ULONG_MAX);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rational),
		cmocka_unit_test(test_gcd_abs_diff),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
