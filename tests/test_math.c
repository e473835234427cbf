// SPDX-License-Identifier: MIT
/*
 * test_math.c - linux/math.h and linux/overflow.h as Linux 6.12 defines
 * them: rounding divisions of signed and unsigned values (a half away from
 * zero), the 64-bit ones, power-of-two and any-number rounding, mult_frac
 * without the intermediate overflow, abs() in the signed type of its
 * argument's width (int at least), each argument evaluated once; overflow checks in the
 * destination's type, saturating sizes and struct_size() for allocations.
 */
#include <stdint.h>
#include <stdlib.h>

#include <linux/limits.h>
#include <linux/math.h>
#include <linux/math64.h>
#include <linux/overflow.h>
#include <linux/slab.h>

#include "testutil.h"

static int calls;

static int once(int v)
{
	calls++;
	return v;
}

static void test_div_round(void **state)
{
	(void)state;
	assert_int_equal(DIV_ROUND_UP(7, 2), 4);
	assert_int_equal(DIV_ROUND_UP(8, 2), 4);
	assert_int_equal(DIV_ROUND_CLOSEST(7, 2), 4); /* 3.5 away from 0 */
	assert_int_equal(DIV_ROUND_CLOSEST(5, 3), 2);
	assert_int_equal(DIV_ROUND_CLOSEST(4, 3), 1);
	assert_int_equal(DIV_ROUND_CLOSEST(-7, 2), -4);
	assert_int_equal(DIV_ROUND_CLOSEST(7, -2), -4);
	assert_int_equal(DIV_ROUND_CLOSEST(-7, -2), 4);
	assert_int_equal(DIV_ROUND_CLOSEST(-4, 3), -1);
	assert_int_equal(DIV_ROUND_CLOSEST(10u, 4u), 3u);
	/* A clock rate over a divider, as clock drivers use it. */
	assert_int_equal(DIV_ROUND_CLOSEST(24000000ul, 7ul), 3428571ul);
	calls = 0;
	assert_int_equal(DIV_ROUND_CLOSEST(once(9), once(2)), 5);
	assert_int_equal(calls, 2);

	assert_true(DIV_ROUND_UP_ULL(10000000001ull, 10) == 1000000001ull);
	assert_true(DIV_ROUND_DOWN_ULL(10000000009ull, 10) == 1000000000ull);
	assert_true(DIV_ROUND_CLOSEST_ULL(10000000005ull, 10) == 1000000001ull);
	assert_true(DIV_ROUND_CLOSEST_ULL(10000000004ull, 10) == 1000000000ull);
}

static void test_rounding(void **state)
{
	(void)state;
	assert_int_equal(round_up(13, 8), 16);
	assert_int_equal(round_up(16, 8), 16);
	assert_int_equal(round_down(13, 8), 8);
	assert_true(round_up(0x1001ull, 0x1000) == 0x2000ull);
	assert_int_equal(roundup(13, 5), 15);
	assert_int_equal(roundup(15, 5), 15);
	assert_int_equal(rounddown(14, 5), 10);
	calls = 0;
	assert_int_equal(rounddown(once(14), 5), 10);
	assert_int_equal(calls, 1);
}

static void test_mult_frac(void **state)
{
	u32 big = 4000000000u;

	(void)state;
	/* 4e9 * 3 overflows a u32; scaled apart it does not. */
	assert_int_equal(mult_frac(big, 3u, 4u), 3000000000u);
	assert_int_equal(mult_frac(10, 2, 3), 6);
	assert_int_equal(mult_frac(-10, 2, 3), -6);
}

static void test_abs(void **state)
{
	signed char c = -128 + 1;
	short s = -300;
	long long ll = -5000000000ll;

	(void)state;
	assert_int_equal(abs(-5), 5);
	assert_int_equal(abs(c), 127);
	assert_int_equal(abs(s), 300);
	assert_true(abs(ll) == 5000000000ll);
	/* The signed type of the argument's width (int at least). */
	assert_true(__builtin_types_compatible_p(typeof(abs(5u)), int));
	assert_true(__builtin_types_compatible_p(typeof(abs(ll)), long long));
	/* A short's is an int, as C promotes it. */
	assert_true(__builtin_types_compatible_p(typeof(abs(s)), int));
	calls = 0;
	assert_int_equal(abs(once(-3)), 3);
	assert_int_equal(calls, 1);
	/* The C library's abs() is still declared (stdlib.h came first). */
	assert_int_equal((abs)(-4), 4);
}

static void test_checked_arithmetic(void **state)
{
	u8 b;
	int i;
	size_t z;

	(void)state;
	assert_false(check_add_overflow(200, 55, &b));
	assert_int_equal(b, 255);
	assert_true(check_add_overflow(200, 56, &b));
	assert_int_equal(b, 0); /* wrapped */
	assert_true(check_sub_overflow(0, 1, &b));
	assert_true(check_mul_overflow(INT_MAX, 2, &i));
	assert_false(check_mul_overflow(-2, 3, &i));
	assert_int_equal(i, -6);
	assert_true(check_mul_overflow((size_t)SIZE_MAX / 2 + 1, 2, &z));

	assert_true(type_max(u8) == 255);
	assert_true(type_max(s8) == 127 && type_min(s8) == -128);
	assert_true(type_max(u64) == UINT64_MAX && type_min(u64) == 0);
	assert_true(type_max(s64) == INT64_MAX && type_min(s64) == INT64_MIN);
	assert_true(type_max(int) == INT_MAX && type_min(int) == INT_MIN);
	assert_true(is_signed_type(long) && !is_signed_type(size_t));
}

struct flex {
	u32 count;
	u64 items[];
};

static void test_sizes(void **state)
{
	struct flex *f = NULL;

	(void)state;
	assert_true(size_mul(3, 4) == 12);
	assert_true(size_mul(SIZE_MAX / 2, 3) == SIZE_MAX);
	assert_true(size_add(SIZE_MAX - 1, 1) == SIZE_MAX);
	assert_true(size_add(SIZE_MAX, 1) == SIZE_MAX);
	assert_true(size_sub(5, 3) == 2);
	assert_true(size_sub(3, 5) == SIZE_MAX);
	assert_true(size_sub(SIZE_MAX, 1) == SIZE_MAX); /* stays saturated */
	assert_true(array_size(10, 8) == 80);
	assert_true(array3_size(SIZE_MAX, 2, 1) == SIZE_MAX);
	assert_true(array3_size(SIZE_MAX, 2, 0) == 0); /* as Linux */
	assert_true(array3_size(2, 3, 4) == 24);

	assert_true(flex_array_size(f, items, 3) == 24);
	assert_true(struct_size(f, items, 3) == sizeof(*f) + 24);
	assert_true(struct_size_t(struct flex, items, 3) == sizeof(*f) + 24);
	/* A hostile count gives a size no allocator grants. */
	assert_true(struct_size(f, items, SIZE_MAX / 4) == SIZE_MAX);
	assert_null(kmalloc(struct_size(f, items, SIZE_MAX / 4), GFP_KERNEL));
}

/* (a * b) / c through a 128-bit product: exact, or U64_MAX if too wide. */
static void test_mul_u64_u64_div_u64(void **state)
{
	(void)state;
	assert_true(mul_u64_u64_div_u64(0, 5, 3) == 0);
	assert_true(mul_u64_u64_div_u64(7, 5, 3) == 11); /* truncated */
	/* the product needs more than 64 bits, the quotient does not */
	assert_true(mul_u64_u64_div_u64(
			    1000000000000000000ULL, 1000000000000000000ULL,
			    1000000000000000000ULL) == 1000000000000000000ULL);
	assert_true(mul_u64_u64_div_u64(U64_MAX, U64_MAX, U64_MAX) == U64_MAX);
	assert_true(mul_u64_u64_div_u64(U64_MAX, 3, 4) ==
		    0xbfffffffffffffffULL);
	/* a PWM's duty cycle in cycles of a 500 MHz clock, as drivers do */
	assert_true(mul_u64_u64_div_u64(123456789012ULL, 500000000ULL,
					1000000000ULL) == 61728394506ULL);
	assert_true(mul_u64_u64_div_u64(1ULL << 63, 4, 3) ==
		    0xaaaaaaaaaaaaaaaaULL);
	/* 2^64: one past the widest */
	assert_true(mul_u64_u64_div_u64(1ULL << 63, 4, 2) == U64_MAX);
	assert_true(mul_u64_u64_div_u64(1ULL << 63, 2, 2) == 1ULL << 63);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_div_round),
		cmocka_unit_test(test_rounding),
		cmocka_unit_test(test_mult_frac),
		cmocka_unit_test(test_abs),
		cmocka_unit_test(test_checked_arithmetic),
		cmocka_unit_test(test_sizes),
		cmocka_unit_test(test_mul_u64_u64_div_u64),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
