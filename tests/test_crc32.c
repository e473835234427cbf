// SPDX-License-Identifier: MIT
/*
 * test_crc32.c - linux/crc32.h against the published check values of
 * CRC-32 (IEEE 802.3), CRC-32/BZIP2 and CRC-32C, chaining over split
 * buffers, the seed as Linux takes it (not inverted), and linux/bitrev.h.
 */
#include <string.h>

#include <linux/crc32.h>

#include "testutil.h"

static const unsigned char check[] = "123456789";

static void test_check_values(void **state)
{
	(void)state;
	assert_int_equal(~crc32_le(~0u, check, 9), 0xcbf43926);
	assert_int_equal(~crc32_be(~0u, check, 9), 0xfc891918);
	assert_int_equal(~__crc32c_le(~0u, check, 9), 0xe3069283);
	/* CRC-32/MPEG-2: MSB first, no final inversion. */
	assert_int_equal(crc32_be(~0u, check, 9), 0x0376e6e7);
	/* CRC-32/JAMCRC: reflected, no final inversion. */
	assert_int_equal(crc32_le(~0u, check, 9), 0x340bc6d9);
	/* The seed is used as given; no bytes give it back. */
	assert_int_equal(crc32(0, check, 9), 0x2dfd2d88);
	assert_int_equal(crc32_le(0x1234, check, 0), 0x1234);
	assert_int_equal(crc32_be_base(0x1234, check, 0), 0x1234);
}

static void test_chaining(void **state)
{
	u32 a, b;

	(void)state;
	a = crc32_le(~0u, check, 4);
	a = crc32_le(a, check + 4, 5);
	assert_int_equal(~a, 0xcbf43926);
	b = crc32_be(~0u, check, 1);
	b = crc32_be(b, check + 1, 8);
	assert_int_equal(~b, 0xfc891918);
	b = __crc32c_le_base(~0u, check, 7);
	b = __crc32c_le(b, check + 7, 2);
	assert_int_equal(~b, 0xe3069283);
}

static void test_ether_and_bitrev(void **state)
{
	(void)state;
	assert_int_equal(bitrev8(0x01), 0x80);
	assert_int_equal(bitrev8(0xa4), 0x25);
	assert_int_equal(bitrev16(0x0001), 0x8000);
	assert_int_equal(bitrev32(0x00000001), 0x80000000);
	assert_int_equal(bitrev32(0x12345678), 0x1e6a2c48);
	assert_int_equal(ether_crc_le(9, check), 0x340bc6d9);
	assert_int_equal(ether_crc(9, check), bitrev32(0x340bc6d9));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_check_values),
		cmocka_unit_test(test_chaining),
		cmocka_unit_test(test_ether_and_bitrev),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
