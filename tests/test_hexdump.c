// SPDX-License-Identifier: MIT
/*
 * test_hexdump.c - hex dumps (linux/printk.h): one line in Linux's layout
 * for each group size, the ASCII column, the limits on the row and group
 * sizes, a buffer too small, and print_hex_dump()'s lines with their
 * prefixes and level.
 */
#include <string.h>

#include <linux/printk.h>

#include "testutil.h"

static void test_bytes_and_text(void **state)
{
	static const u8 buf[] = { 0x41, 0x42, 0x00, 0x7f, 0x20, 0x7e };
	char line[128], want[128];

	(void)state;
	/* the text starts at column 16 * 2 + 16 + 1 = 49 */
	snprintf(want, sizeof(want), "%-49s%s", "41 42 00 7f 20 7e", "AB.. ~");
	assert_int_equal(hex_dump_to_buffer(buf, sizeof(buf), 16, 1, line,
					    sizeof(line), true),
			 55);
	assert_string_equal(line, want);
	assert_int_equal(hex_dump_to_buffer(buf, sizeof(buf), 16, 1, line,
					    sizeof(line), false),
			 17);
	assert_string_equal(line, "41 42 00 7f 20 7e");
	/* nothing to dump: an empty line */
	assert_int_equal(
		hex_dump_to_buffer(buf, 0, 16, 1, line, sizeof(line), true), 0);
	assert_string_equal(line, "");
}

static void test_groups(void **state)
{
	static const u32 words[] = { 0x11223344, 0xaabbccdd };
	static const u16 halves[] = { 0x0102, 0xa0b0 };
	static const u64 quad = 0x0123456789abcdefULL;
	char line[128];

	(void)state;
	/* groups are values in the CPU's order, whatever its endianness */
	hex_dump_to_buffer(words, sizeof(words), 16, 4, line, sizeof(line),
			   false);
	assert_string_equal(line, "11223344 aabbccdd");
	hex_dump_to_buffer(halves, sizeof(halves), 16, 2, line, sizeof(line),
			   false);
	assert_string_equal(line, "0102 a0b0");
	hex_dump_to_buffer(&quad, sizeof(quad), 32, 8, line, sizeof(line),
			   false);
	assert_string_equal(line, "0123456789abcdef");
	/* 3 bytes cannot be 2-byte groups; 3 is no group size: bytes */
	hex_dump_to_buffer("\x01\x02\x03", 3, 16, 2, line, sizeof(line), false);
	assert_string_equal(line, "01 02 03");
	hex_dump_to_buffer("\x01\x02\x03", 3, 16, 3, line, sizeof(line), false);
	assert_string_equal(line, "01 02 03");
}

static void test_row_limits(void **state)
{
	u8 buf[40];
	char line[256];
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(buf); i++)
		buf[i] = (u8)i;
	/* a row size other than 16 or 32 is 16; a line is one row */
	assert_int_equal(hex_dump_to_buffer(buf, sizeof(buf), 20, 1, line,
					    sizeof(line), false),
			 16 * 3 - 1);
	assert_int_equal(hex_dump_to_buffer(buf, sizeof(buf), 32, 1, line,
					    sizeof(line), false),
			 32 * 3 - 1);
	assert_int_equal(strlen(line), 32 * 3 - 1);
	/* too small: what the line would take, and a terminated part of it */
	memset(line, 'x', sizeof(line));
	assert_int_equal(hex_dump_to_buffer(buf, 16, 16, 1, line, 10, true),
			 49 + 16);
	assert_true(strlen(line) < 10);
	assert_int_equal(hex_dump_to_buffer(buf, 16, 16, 1, line, 0, true),
			 49 + 16);
}

static void test_print_hex_dump(void **state)
{
	static const char text[] = "platdev hex dump!!!";

	(void)state;
	log_capture_start();
	print_hex_dump(KERN_ERR, "dump: ", DUMP_PREFIX_OFFSET, 16, 1, text,
		       sizeof(text) - 1, true);
	print_hex_dump(KERN_INFO, "raw ", DUMP_PREFIX_NONE, 16, 4, text, 8,
		       false);
	print_hex_dump_bytes("bytes: ", DUMP_PREFIX_NONE, "ok", 2);
	log_capture_stop();
	assert_true(log_has(PLATDEV_LOG_ERR,
			    "dump: 00000000: 70 6c 61 74 64 65 76 20",
			    "platdev hex dump", NULL));
	assert_true(log_has(PLATDEV_LOG_ERR, "dump: 00000010: 21 21 21", "!!!",
			    NULL));
	assert_true(log_has(PLATDEV_LOG_INFO, "raw ", NULL));
	assert_false(log_has(PLATDEV_LOG_ERR, "raw ", NULL));
	assert_true(log_has(PLATDEV_LOG_DEBUG, "bytes: 6f 6b", "ok", NULL));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_bytes_and_text),
		cmocka_unit_test(test_groups),
		cmocka_unit_test(test_row_limits),
		cmocka_unit_test(test_print_hex_dump),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
