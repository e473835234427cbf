// SPDX-License-Identifier: MIT
/*
 * test_byteorder.c - asm/byteorder.h and linux/byteorder/generic.h (the
 * conversions as constants, through pointers, in place, added to, over
 * arrays), linux/swab.h, and linux/unaligned.h at every offset of a byte
 * buffer, 24 and 48-bit fields included.
 */
#include <string.h>

#include <asm/byteorder.h>
#include <linux/swab.h>
#include <linux/unaligned.h>

#include "testutil.h"

/* Usable where a constant expression is needed, as in Linux. */
static const __be32 be_const = cpu_to_be32(0x01020304);
_Static_assert(__builtin_constant_p(cpu_to_le64(1)), "constant");

static void test_conversions(void **state)
{
	u8 bytes[8];
	__le16 l16 = cpu_to_le16(0x1234);
	__be64 b64 = cpu_to_be64(0x0102030405060708ULL);
	__le32 l32;
	u32 words[2] = { 0x11223344, 0x55667788 };
	__be32 bew[2];

	(void)state;
	memcpy(bytes, &be_const, 4);
	assert_memory_equal(bytes, "\x01\x02\x03\x04", 4);
	memcpy(bytes, &l16, 2);
	assert_memory_equal(bytes, "\x34\x12", 2);
	memcpy(bytes, &b64, 8);
	assert_memory_equal(bytes, "\x01\x02\x03\x04\x05\x06\x07\x08", 8);
	assert_int_equal(le16_to_cpu(l16), 0x1234);
	assert_int_equal(be64_to_cpu(b64), 0x0102030405060708ULL);
	assert_int_equal(be32_to_cpup(&be_const), 0x01020304);
	assert_int_equal(__be32_to_cpu(be_const), 0x01020304);
	l32 = cpu_to_le32(0xfffffffe);
	le32_add_cpu(&l32, 3); /* wraps */
	assert_int_equal(le32_to_cpu(l32), 1);
	b64 = cpu_to_be64(1);
	be64_add_cpu(&b64, 0xff);
	assert_int_equal(be64_to_cpu(b64), 0x100);
	l32 = 0x01020304;
	cpu_to_be32s(&l32);
	memcpy(bytes, &l32, 4);
	assert_memory_equal(bytes, "\x01\x02\x03\x04", 4);
	be32_to_cpus(&l32);
	assert_int_equal(l32, 0x01020304);
	cpu_to_be32_array(bew, words, 2);
	memcpy(bytes, bew, 8);
	assert_memory_equal(bytes, "\x11\x22\x33\x44\x55\x66\x77\x88", 8);
	be32_to_cpu_array(words, bew, 2);
	assert_int_equal(words[1], 0x55667788);
	cpu_to_le32_array(words, 2);
	le32_to_cpu_array(words, 2);
	assert_int_equal(words[0], 0x11223344);
}

static void test_swab(void **state)
{
	u16 h = 0x1234;
	u32 w = 0x11223344;
	u64 q = 0x0102030405060708ULL;

	(void)state;
	assert_int_equal(swab16(0x1234), 0x3412);
	assert_int_equal(swab32(0x11223344), 0x44332211);
	assert_int_equal(swab64(q), 0x0807060504030201ULL);
	assert_int_equal(swahw32(0x11223344), 0x33441122);
	assert_int_equal(swahb32(0x11223344), 0x22114433);
	assert_int_equal(swab16p(&h), 0x3412);
	swab32s(&w);
	assert_int_equal(w, 0x44332211);
	swab64s(&q);
	assert_int_equal(q, 0x0807060504030201ULL);
}

static void test_unaligned(void **state)
{
	u8 buf[16];
	unsigned int off;

	(void)state;
	for (off = 0; off < 8; off++) {
		memset(buf, 0, sizeof(buf));
		put_unaligned_be32(0x01020304, buf + off);
		assert_memory_equal(buf + off, "\x01\x02\x03\x04", 4);
		assert_int_equal(get_unaligned_be32(buf + off), 0x01020304);
		assert_int_equal(get_unaligned_le32(buf + off), 0x04030201);
		put_unaligned_le64(0x0102030405060708ULL, buf + off);
		assert_int_equal(buf[off], 0x08);
		assert_int_equal(get_unaligned_le64(buf + off),
				 0x0102030405060708ULL);
		assert_int_equal(get_unaligned_be64(buf + off),
				 0x0807060504030201ULL);
		put_unaligned_le16(0xabcd, buf + off);
		assert_int_equal(get_unaligned_be16(buf + off), 0xcdab);
		put_unaligned(0x55667788U, (u32 *)(buf + off));
		assert_int_equal(get_unaligned((u32 *)(buf + off)),
				 0x55667788U);
	}
	memset(buf, 0xee, sizeof(buf));
	put_unaligned_le24(0x12345678, buf + 1); /* the top byte is dropped */
	assert_memory_equal(buf, "\xee\x78\x56\x34\xee", 5);
	assert_int_equal(get_unaligned_le24(buf + 1), 0x345678);
	put_unaligned_be24(0x123456, buf + 1);
	assert_memory_equal(buf + 1, "\x12\x34\x56", 3);
	assert_int_equal(get_unaligned_be24(buf + 1), 0x123456);
	put_unaligned_be48(0xffff112233445566ULL, buf + 3);
	assert_memory_equal(buf + 3, "\x11\x22\x33\x44\x55\x66\xee", 7);
	assert_int_equal(get_unaligned_be48(buf + 3), 0x112233445566ULL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_conversions),
		cmocka_unit_test(test_swab),
		cmocka_unit_test(test_unaligned),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
