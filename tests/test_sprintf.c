// SPDX-License-Identifier: MIT
/*
 * test_sprintf.c - linux/sprintf.h: snprintf() returns the length wanted,
 * scnprintf() the length written (never past the buffer, 0 for an empty
 * one), so appending with it stays in bounds; kasprintf() allocates the
 * exact string and returns NULL when the allocation fails. Reached from
 * linux/kernel.h, as in Linux.
 */
#include <stdarg.h>

#include <linux/kernel.h>
#include <linux/slab.h>

#include <linux/sysfs.h>

#include "testutil.h"

/* The truncations below are what is under test. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wformat-truncation"
#endif

static int vsc(char *buf, size_t size, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vscnprintf(buf, size, fmt, ap);
	va_end(ap);
	return n;
}

static void test_scnprintf(void **state)
{
	char buf[8];
	int len = 0;
	int i;

	(void)state;
	assert_int_equal(snprintf(buf, sizeof(buf), "%s", "0123456789"), 10);
	assert_string_equal(buf, "0123456");
	assert_int_equal(scnprintf(buf, sizeof(buf), "%s", "0123456789"), 7);
	assert_string_equal(buf, "0123456");
	assert_int_equal(scnprintf(buf, sizeof(buf), "%d", 42), 2);
	assert_string_equal(buf, "42");
	/* Exactly full: all but the NUL. */
	assert_int_equal(scnprintf(buf, sizeof(buf), "%s", "abcdefg"), 7);
	assert_int_equal(scnprintf(buf, sizeof(buf), "%s", "abcdefgh"), 7);
	/* Nothing fits in nothing, and nothing is touched. */
	buf[0] = 'z';
	assert_int_equal(scnprintf(buf, 0, "%s", "abc"), 0);
	assert_int_equal(buf[0], 'z');
	assert_int_equal(scnprintf(buf, 1, "%s", "abc"), 0);
	assert_int_equal(buf[0], '\0');
	/* The append idiom stops at the end of the buffer. */
	for (i = 0; i < 10; i++)
		len += scnprintf(buf + len, sizeof(buf) - len, "%d,", i);
	assert_int_equal(len, 7);
	assert_string_equal(buf, "0,1,2,3");
	assert_int_equal(vsc(buf, sizeof(buf), "%x-%x", 0xab, 0xcdef), 7);
	assert_string_equal(buf, "ab-cdef");
	assert_int_equal(vsc(buf, 3, "%x", 0xabc), 2);
	assert_int_equal(sprintf(buf, "%u", 123u), 3);
	assert_string_equal(buf, "123");
}

static void test_sysfs_emit(void **state)
{
	static char page[PAGE_SIZE] __aligned(PAGE_SIZE);
	static char text[PAGE_SIZE + 10];
	int len;

	(void)state;
	len = sysfs_emit(page, "%d\n", 42);
	assert_int_equal(len, 3);
	len += sysfs_emit_at(page, len, "%s", "on");
	assert_string_equal(page, "42\non");
	assert_int_equal(len, 5);
	assert_int_equal(sysfs_emit_at(page, (int)PAGE_SIZE, "x"), 0);
	assert_int_equal(sysfs_emit_at(page, -1, "x"), 0);
	memset(text, 'a', sizeof(text) - 1);
	/* a page at most */
	assert_int_equal(sysfs_emit(page, "%s", text), (int)PAGE_SIZE - 1);
}

static void test_kasprintf(void **state)
{
	char *s;
	unsigned long before = live_allocs();

	(void)state;
	s = kasprintf(GFP_KERNEL, "%s-%d", "uart", 3);
	assert_non_null(s);
	assert_string_equal(s, "uart-3");
	kfree(s);
	platdev_port_fail_alloc_after(0, 0);
	assert_null(kasprintf(GFP_KERNEL, "%s", "no memory"));
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(live_allocs(), before);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_scnprintf),
		cmocka_unit_test(test_kasprintf),
		cmocka_unit_test(test_sysfs_emit),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
