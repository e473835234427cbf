// SPDX-License-Identifier: MIT
/*
 * test_kstrtox.c - linux/kstrtox.h with Linux's rules: base 0 picks the
 * base from the prefix, one trailing newline is allowed, -EINVAL for no
 * digits or anything else after them, -ERANGE past the type's range, the
 * result untouched on error; kstrtobool()'s words; simple_strto*() stop at
 * the first non-digit and never fail. Reached from linux/kernel.h.
 */
#include <limits.h>
#include <stdint.h>

#include <linux/errno.h>
#include <linux/kernel.h>

#include "testutil.h"

/*
 * Linux's u64 and s64 are long long on every architecture, so a driver
 * passes a u64 to kstrtoull() and prints it with %llu; uint64_t is
 * unsigned long on LP64 hosts, which a strict build rejects.
 */
static void test_u64_is_long_long(void **state)
{
	u64 v = 0;
	s64 s = 0;

	(void)state;
	assert_true(__builtin_types_compatible_p(u64, unsigned long long));
	assert_true(__builtin_types_compatible_p(s64, long long));
	assert_true(__builtin_types_compatible_p(__u64, unsigned long long));
	assert_int_equal(kstrtoull("18446744073709551615", 10, &v), 0);
	assert_true(v == ULLONG_MAX);
	assert_int_equal(kstrtoll("-9223372036854775808", 10, &s), 0);
	assert_true(s == LLONG_MIN);
}

static void test_bases(void **state)
{
	unsigned long long v;

	(void)state;
	assert_int_equal(kstrtoull("0x1F", 0, &v), 0);
	assert_true(v == 31);
	assert_int_equal(kstrtoull("0X1f", 0, &v), 0);
	assert_true(v == 31);
	assert_int_equal(kstrtoull("017", 0, &v), 0);
	assert_true(v == 15);
	assert_int_equal(kstrtoull("0", 0, &v), 0);
	assert_true(v == 0);
	assert_int_equal(kstrtoull("19", 0, &v), 0);
	assert_true(v == 19);
	/* 8 and 9 are no octal digits. */
	assert_int_equal(kstrtoull("019", 0, &v), -EINVAL);
	/* "0x" and no hex digit: octal 0, then garbage. */
	assert_int_equal(kstrtoull("0x", 0, &v), -EINVAL);
	assert_int_equal(kstrtoull("0xg", 0, &v), -EINVAL);
	/* Base 16 takes the prefix or not. */
	assert_int_equal(kstrtoull("0xff", 16, &v), 0);
	assert_true(v == 255);
	assert_int_equal(kstrtoull("ff", 16, &v), 0);
	assert_true(v == 255);
	assert_int_equal(kstrtoull("0x", 16, &v), -EINVAL);
	/* An explicit base takes no other prefix. */
	assert_int_equal(kstrtoull("0x10", 10, &v), -EINVAL);
	assert_int_equal(kstrtoull("0x10", 8, &v), -EINVAL);
	assert_int_equal(kstrtoull("010", 10, &v), 0);
	assert_true(v == 10);
	assert_int_equal(kstrtoull("101", 2, &v), 0);
	assert_true(v == 5);
	assert_int_equal(kstrtoull("102", 2, &v), -EINVAL);
}

static void test_syntax(void **state)
{
	unsigned long long v = 77;

	(void)state;
	assert_int_equal(kstrtoull("42\n", 10, &v), 0);
	assert_true(v == 42);
	assert_int_equal(kstrtoull("+42", 10, &v), 0);
	assert_true(v == 42);
	v = 77;
	/* Each error leaves the result alone. */
	assert_int_equal(kstrtoull("", 10, &v), -EINVAL);
	assert_int_equal(kstrtoull("\n", 10, &v), -EINVAL);
	assert_int_equal(kstrtoull("+", 10, &v), -EINVAL);
	assert_int_equal(kstrtoull("42\n\n", 10, &v), -EINVAL);
	assert_int_equal(kstrtoull("42 ", 10, &v), -EINVAL);
	assert_int_equal(kstrtoull(" 42", 10, &v), -EINVAL);
	assert_int_equal(kstrtoull("4 2", 10, &v), -EINVAL);
	assert_int_equal(kstrtoull("42x", 10, &v), -EINVAL);
	assert_int_equal(kstrtoull("-1", 10, &v), -EINVAL);
	assert_int_equal(kstrtoull("++1", 10, &v), -EINVAL);
	assert_true(v == 77);
}

static void test_unsigned_range(void **state)
{
	unsigned long long ull = 1;
	unsigned long ul = 1;
	unsigned int ui = 1;
	u16 u16v = 1;
	u8 u8v = 1;
	u32 u32v = 1;
	u64 u64v = 1;

	(void)state;
	assert_int_equal(kstrtoull("18446744073709551615", 10, &ull), 0);
	assert_true(ull == ULLONG_MAX);
	assert_int_equal(kstrtoull("0xffffffffffffffff", 0, &ull), 0);
	assert_true(ull == ULLONG_MAX);
	assert_int_equal(kstrtoull("18446744073709551616", 10, &ull), -ERANGE);
	assert_int_equal(kstrtoull("0x10000000000000000", 0, &ull), -ERANGE);
	/* Overflow is reported before trailing garbage. */
	assert_int_equal(kstrtoull("99999999999999999999x", 10, &ull), -ERANGE);
	assert_true(ull == ULLONG_MAX);

	assert_int_equal(kstrtouint("4294967295", 10, &ui), 0);
	assert_true(ui == UINT_MAX);
	assert_int_equal(kstrtouint("4294967296", 10, &ui), -ERANGE);
	assert_true(ui == UINT_MAX);
	assert_int_equal(kstrtou32("0x80000000", 16, &u32v), 0);
	assert_true(u32v == 0x80000000u);
	assert_int_equal(kstrtou16("65535", 0, &u16v), 0);
	assert_true(u16v == 65535);
	assert_int_equal(kstrtou16("65536", 0, &u16v), -ERANGE);
	assert_int_equal(kstrtou8("0377", 0, &u8v), 0);
	assert_true(u8v == 255);
	assert_int_equal(kstrtou8("256", 0, &u8v), -ERANGE);
	assert_int_equal(kstrtou8("x", 0, &u8v), -EINVAL);
	assert_true(u8v == 255);
	assert_int_equal(kstrtou64("12345678901", 10, &u64v), 0);
	assert_true(u64v == 12345678901ull);
	assert_int_equal(kstrtou64("-1", 10, &u64v), -EINVAL);
	assert_int_equal(kstrtoul("0x1234", 16, &ul), 0);
	assert_true(ul == 0x1234);
	if (sizeof(long) == 4)
		assert_int_equal(kstrtoul("4294967296", 10, &ul), -ERANGE);
	else
		assert_int_equal(kstrtoul("18446744073709551616", 10, &ul),
				 -ERANGE);
}

static void test_signed_range(void **state)
{
	long long ll = 1;
	long l = 1;
	int i = 1;
	s16 s16v = 1;
	s8 s8v = 1;
	s32 s32v = 1;
	s64 s64v = 1;

	(void)state;
	assert_int_equal(kstrtoll("-9223372036854775808", 10, &ll), 0);
	assert_true(ll == LLONG_MIN);
	assert_int_equal(kstrtoll("9223372036854775807", 10, &ll), 0);
	assert_true(ll == LLONG_MAX);
	assert_int_equal(kstrtoll("9223372036854775808", 10, &ll), -ERANGE);
	assert_int_equal(kstrtoll("-9223372036854775809", 10, &ll), -ERANGE);
	assert_int_equal(kstrtoll("-0", 10, &ll), 0);
	assert_true(ll == 0);
	assert_int_equal(kstrtoll("-0x10\n", 0, &ll), 0);
	assert_true(ll == -16);
	/* A sign then a sign is not a number. */
	assert_int_equal(kstrtoll("-+1", 10, &ll), -EINVAL);
	assert_int_equal(kstrtoll("-", 10, &ll), -EINVAL);
	assert_int_equal(kstrtoll("--1", 10, &ll), -EINVAL);
	assert_true(ll == -16);

	assert_int_equal(kstrtoint("-2147483648", 10, &i), 0);
	assert_true(i == INT_MIN);
	assert_int_equal(kstrtoint("2147483648", 10, &i), -ERANGE);
	assert_int_equal(kstrtoint("-2147483649", 10, &i), -ERANGE);
	assert_true(i == INT_MIN);
	assert_int_equal(kstrtos32("+7", 10, &s32v), 0);
	assert_true(s32v == 7);
	assert_int_equal(kstrtos16("-32768", 10, &s16v), 0);
	assert_true(s16v == -32768);
	assert_int_equal(kstrtos16("32768", 10, &s16v), -ERANGE);
	assert_int_equal(kstrtos8("-128", 10, &s8v), 0);
	assert_true(s8v == -128);
	assert_int_equal(kstrtos8("128", 10, &s8v), -ERANGE);
	assert_int_equal(kstrtos8("-129", 10, &s8v), -ERANGE);
	assert_int_equal(kstrtos64("-5", 10, &s64v), 0);
	assert_true(s64v == -5);
	assert_int_equal(kstrtos64("x", 10, &s64v), -EINVAL);
	assert_int_equal(kstrtol("-100", 10, &l), 0);
	assert_true(l == -100);
	if (sizeof(long) == 4)
		assert_int_equal(kstrtol("2147483648", 10, &l), -ERANGE);
	else
		assert_int_equal(kstrtol("9223372036854775808", 10, &l),
				 -ERANGE);
	assert_true(l == -100);
}

static void test_bool(void **state)
{
	static const char *const yes[] = { "y", "Y",   "yes", "t",  "True",
					   "1", "1\n", "on",  "ON", "oN\n" };
	static const char *const no[] = { "n", "N",  "no",  "f",   "false",
					  "0", "0x", "off", "OFF", "of" };
	static const char *const bad[] = { "",	 "2",  "o",	"ox",
					   " y", "-1", "enable" };
	bool b;
	size_t i;

	(void)state;
	for (i = 0; i < ARRAY_SIZE(yes); i++) {
		b = false;
		assert_int_equal(kstrtobool(yes[i], &b), 0);
		assert_true(b);
	}
	for (i = 0; i < ARRAY_SIZE(no); i++) {
		b = true;
		assert_int_equal(kstrtobool(no[i], &b), 0);
		assert_false(b);
	}
	for (i = 0; i < ARRAY_SIZE(bad); i++) {
		b = true;
		assert_int_equal(kstrtobool(bad[i], &b), -EINVAL);
		assert_true(b);
	}
	assert_int_equal(kstrtobool(NULL, &b), -EINVAL);
}

static void test_simple_strto(void **state)
{
	char *end;

	(void)state;
	assert_true(simple_strtoul("123abc", &end, 10) == 123);
	assert_string_equal(end, "abc");
	assert_true(simple_strtoul("0x1fz", &end, 0) == 0x1f);
	assert_string_equal(end, "z");
	assert_true(simple_strtoul("0755 rest", &end, 0) == 0755);
	assert_string_equal(end, " rest");
	/* No digits: 0, and the end is where parsing started. */
	assert_true(simple_strtoul("xyz", &end, 10) == 0);
	assert_string_equal(end, "xyz");
	/* No space skipping, no '+'. */
	assert_true(simple_strtoul(" 5", &end, 10) == 0);
	assert_string_equal(end, " 5");
	assert_true(simple_strtoul("+5", &end, 10) == 0);
	/* Base 16 skips its prefix even when no digit follows. */
	assert_true(simple_strtoul("0xg", &end, 16) == 0);
	assert_string_equal(end, "g");
	assert_true(simple_strtol("-42;", &end, 10) == -42);
	assert_string_equal(end, ";");
	assert_true(simple_strtoll("-0x10", NULL, 16) == -16);
	assert_true(simple_strtoull("12", NULL, 10) == 12);
	/* Past the range it wraps rather than fails. */
	assert_true(simple_strtoull("18446744073709551617", &end, 10) == 1);
	assert_string_equal(end, "");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_u64_is_long_long),
		cmocka_unit_test(test_bases),
		cmocka_unit_test(test_syntax),
		cmocka_unit_test(test_unsigned_range),
		cmocka_unit_test(test_signed_range),
		cmocka_unit_test(test_bool),
		cmocka_unit_test(test_simple_strto),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
