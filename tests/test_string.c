// SPDX-License-Identifier: MIT
/*
 * test_string.c - linux/string.h: strscpy() and strscpy_pad() (fitting,
 * cut with -E2BIG, empty buffers), the prefix and sysfs comparisons, and
 * the copying allocators with their failures.
 */
#include <linux/errno.h>
#include <linux/prefetch.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <platdev/panic.h>

#include "testutil.h"

static void test_strscpy(void **state)
{
	char buf[6], big[32];

	(void)state;
	assert_int_equal(strscpy(buf, "abc"), 3);
	assert_string_equal(buf, "abc");
	assert_int_equal(strscpy(buf, "abcde"), 5); /* exactly fits */
	assert_string_equal(buf, "abcde");
	assert_int_equal(strscpy(buf, "abcdef"), -E2BIG);
	assert_string_equal(buf, "abcde"); /* cut, terminated */
	assert_int_equal(strscpy(buf, ""), 0);
	assert_string_equal(buf, "");

	/* The explicit size wins over the array's. */
	assert_int_equal(strscpy(big, "hello", 3), -E2BIG);
	assert_string_equal(big, "he");
	memset(big, 'x', sizeof(big));
	assert_int_equal(strscpy(big, "keep", 0), -E2BIG);
	assert_int_equal(big[0], 'x'); /* nothing written */
	assert_int_equal(strscpy(big, "a", 1), -E2BIG);
	assert_string_equal(big, "");
}

static void test_strscpy_pad(void **state)
{
	char buf[8];
	int i;

	(void)state;
	memset(buf, 'x', sizeof(buf));
	assert_int_equal(strscpy_pad(buf, "ab"), 2);
	for (i = 2; i < 8; i++)
		assert_int_equal(buf[i], 0);
	memset(buf, 'x', sizeof(buf));
	assert_int_equal(strscpy_pad(buf, "123456789"), -E2BIG);
	assert_string_equal(buf, "1234567");
}

static void test_comparisons(void **state)
{
	(void)state;
	assert_true(strstarts("snps,dw-apb", "snps,"));
	assert_false(strstarts("snps", "snps,"));
	assert_int_equal(str_has_prefix("reset-names", "reset"), 5);
	assert_int_equal(str_has_prefix("clk", "clock"), 0);
	assert_true(sysfs_streq("on", "on"));
	assert_true(sysfs_streq("on\n", "on"));
	assert_true(sysfs_streq("on", "on\n"));
	assert_false(sysfs_streq("on\n\n", "on"));
	assert_false(sysfs_streq("o", "on"));
	assert_false(sysfs_streq("on", ""));
	assert_string_equal(str_yes_no(true), "yes");
	assert_string_equal(str_on_off(false), "off");
	assert_string_equal(str_enabled_disabled(true), "enabled");
	assert_string_equal(str_true_false(false), "false");
}

static void test_copies(void **state)
{
	static const u8 bytes[] = { 1, 2, 0, 4 };
	char *s;
	u8 *b;

	(void)state;
	s = kstrdup("uart0", GFP_KERNEL);
	assert_string_equal(s, "uart0");
	kfree(s);
	assert_null(kstrdup(NULL, GFP_KERNEL));
	s = kstrndup("uart0", 3, GFP_KERNEL);
	assert_string_equal(s, "uar");
	kfree(s);
	b = kmemdup(bytes, sizeof(bytes), GFP_KERNEL);
	assert_memory_equal(b, bytes, sizeof(bytes));
	kfree(b);

	platdev_port_fail_alloc_after(0, 0);
	assert_null(kstrdup("x", GFP_KERNEL));
	platdev_port_fail_alloc_after(0, 0);
	assert_null(kmemdup(bytes, 4, GFP_KERNEL));
	platdev_port_fail_alloc_after(-1, 0);
}

/* memset16/32/64 fill words, not bytes; kmemdup_array() checks its size. */
static void test_word_fills_and_array_copies(void **state)
{
	u16 h[3] = { 0 };
	u32 w[3] = { 0 };
	u64 q[3] = { 0 };
	u32 *copy;

	(void)state;
	assert_ptr_equal(memset16(h, 0x1234, 2), h);
	assert_int_equal(h[1], 0x1234);
	assert_int_equal(h[2], 0);
	assert_ptr_equal(memset32(w, 0xdeadbeef, 2), w);
	assert_true(w[0] == 0xdeadbeef && w[1] == 0xdeadbeef && w[2] == 0);
	assert_ptr_equal(memset64(q, 0x0102030405060708ULL, 3), q);
	assert_true(q[2] == 0x0102030405060708ULL);

	copy = kmemdup_array(w, 3, sizeof(w[0]), GFP_KERNEL);
	assert_non_null(copy);
	assert_memory_equal(copy, w, sizeof(w));
	kfree(copy);
	assert_null(kmemdup_array(w, SIZE_MAX / 2, 4, GFP_KERNEL));
}

/*
 * memory_read_from_buffer() copies what is left from the offset on and
 * advances it; prefetch() and prefetch_range() change nothing.
 */
static void test_memory_read_from_buffer(void **state)
{
	const char src[6] = "abcdef";
	char to[8] = { 0 };
	loff_t pos = 2;

	(void)state;
	prefetch(src);
	prefetchw(to);
	prefetch_range(to, sizeof(to));
	assert_int_equal(memory_read_from_buffer(to, 3, &pos, src, 6), 3);
	assert_memory_equal(to, "cde", 3);
	assert_int_equal(pos, 5);
	assert_int_equal(memory_read_from_buffer(to, 8, &pos, src, 6), 1);
	assert_int_equal(to[0], 'f');
	assert_int_equal(pos, 6);
	assert_int_equal(memory_read_from_buffer(to, 8, &pos, src, 6), 0);
	assert_int_equal(pos, 6);
	pos = -1;
	assert_int_equal(memory_read_from_buffer(to, 8, &pos, src, 6), -EINVAL);
	assert_int_equal(BITS_PER_TYPE(u16), 16);
	assert_int_equal(BITS_PER_TYPE(long), BITS_PER_LONG);
}

static jmp_buf bug_jump;

static void catch_bug(void *ctx, const char *msg)
{
	(void)msg;
	longjmp(*(jmp_buf *)ctx, 1);
}

static void test_strlcat(void **state)
{
	char buf[8] = "ab";

	(void)state;
	assert_int_equal(strlcat(buf, "cd", sizeof(buf)), 4);
	assert_string_equal(buf, "abcd");
	/* Cut to fit; the length it would have had. */
	assert_int_equal(strlcat(buf, "efghij", sizeof(buf)), 10);
	assert_string_equal(buf, "abcdefg");
	/* A buffer full already is a bug. */
	platdev_set_panic_hook(catch_bug, &bug_jump);
	if (!setjmp(bug_jump)) {
		strlcat(buf, "x", 4);
		fail_msg("strlcat() into a full buffer returned");
	}
	platdev_set_panic_hook(NULL, NULL);
	assert_string_equal(buf, "abcdefg");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_strscpy),
		cmocka_unit_test(test_memory_read_from_buffer),
		cmocka_unit_test(test_strscpy_pad),
		cmocka_unit_test(test_comparisons),
		cmocka_unit_test(test_copies),
		cmocka_unit_test(test_word_fills_and_array_copies),
		cmocka_unit_test(test_strlcat),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
