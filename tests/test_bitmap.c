// SPDX-License-Identifier: MIT
/*
 * test_bitmap.c - linux/bitmap.h's operations over several words (bits
 * past nbits ignored), set/clear runs, 8-bit values and clumps, u32
 * arrays, shifts (in place too), zero areas with alignment, regions
 * (-ENOMEM, -EBUSY), bitremap/remap against Linux's documented example,
 * bitmap_alloc() failing; and linux/count_zeros.h.
 */
#include <linux/bitmap.h>
#include <linux/count_zeros.h>
#include <linux/errno.h>
#include <linux/platform_device.h>
#include <platdev/port.h>

#include "testutil.h"

#define NB 100 /* two words on 64-bit, four on 32-bit */

static void test_logic(void **state)
{
	DECLARE_BITMAP(a, NB);
	DECLARE_BITMAP(b, NB);
	DECLARE_BITMAP(d, NB);
	DECLARE_BITMAP(m, NB);

	(void)state;
	bitmap_zero(a, NB);
	bitmap_zero(b, NB);
	bitmap_set(a, 60, 10); /* 60..69 */
	bitmap_set(b, 65, 30); /* 65..94 */
	assert_int_equal(bitmap_weight(a, NB), 10);
	assert_true(bitmap_and(d, a, b, NB));
	assert_int_equal(bitmap_weight(d, NB), 5);
	assert_int_equal(find_first_bit(d, NB), 65);
	bitmap_or(d, a, b, NB);
	assert_int_equal(bitmap_weight(d, NB), 35);
	bitmap_xor(d, a, b, NB);
	assert_int_equal(bitmap_weight(d, NB), 30);
	assert_true(bitmap_andnot(d, a, b, NB));
	assert_int_equal(bitmap_weight(d, NB), 5);
	assert_false(bitmap_andnot(d, a, a, NB));
	assert_true(bitmap_empty(d, NB));
	bitmap_clear(b, 65, 30);
	assert_false(bitmap_and(d, a, b, NB));
	/* bits past NB are ignored by the tests */
	bitmap_copy(b, a, NB);
	b[BITS_TO_LONGS(NB) - 1] |= ~BITMAP_LAST_WORD_MASK(NB);
	assert_true(bitmap_equal(a, b, NB));
	assert_true(bitmap_subset(a, b, NB));
	assert_true(bitmap_intersects(a, b, NB));
	__set_bit(99, b);
	assert_false(bitmap_equal(a, b, NB));
	assert_false(bitmap_subset(b, a, NB));
	bitmap_zero(b, NB);
	assert_false(bitmap_intersects(a, b, NB));
	bitmap_complement(d, a, NB);
	assert_int_equal(bitmap_weight(d, NB), NB - 10);
	/* replace: new where the mask is set */
	bitmap_zero(m, NB);
	bitmap_fill(b, NB);
	bitmap_set(m, 0, 4);
	bitmap_replace(d, a, b, m, NB);
	assert_int_equal(bitmap_weight(d, NB), 14);
	assert_int_equal(bitmap_size(NB), BITS_TO_LONGS(NB) * sizeof(long));
}

static void test_values(void **state)
{
	DECLARE_BITMAP(map, 128);
	unsigned long start, clump;
	u32 arr[4] = { 0x11223344, 0x55667788, 0x99aabbcc, 0xffffffff }, out[4];
	int n = 0;

	(void)state;
	bitmap_zero(map, 128);
	bitmap_set_value8(map, 0xa5, 56);
	bitmap_set_value8(map, 0x3c, 64);
	assert_int_equal(bitmap_get_value8(map, 56), 0xa5);
	assert_int_equal(bitmap_get_value8(map, 64), 0x3c);
	assert_int_equal(bitmap_get_value8(map, 0), 0);
	bitmap_set_value8(map, 0x1ff, 56); /* only 8 bits */
	assert_int_equal(bitmap_get_value8(map, 56), 0xff);
	assert_int_equal(bitmap_get_value8(map, 64), 0x3c);
	for_each_set_clump8(start, clump, map, 128)
	{
		assert_true((start == 56 && clump == 0xff) ||
			    (start == 64 && clump == 0x3c));
		n++;
	}
	assert_int_equal(n, 2);
	/* arrays of u32: 100 bits take the low 4 bits of the fourth */
	bitmap_fill(map, 128);
	bitmap_from_arr32(map, arr, 100);
	assert_int_equal(bitmap_get_value8(map, 0), 0x44);
	assert_int_equal(bitmap_get_value8(map, 32), 0x88);
	assert_true(test_bit(99, map));
	assert_false(test_bit(100, map)); /* cleared past nbits */
	memset(out, 0xee, sizeof(out));
	bitmap_to_arr32(out, map, 100);
	assert_int_equal(out[0], 0x11223344);
	assert_int_equal(out[2], 0x99aabbcc);
	assert_int_equal(out[3], 0xf);
	bitmap_from_u64(map, 0x8000000000000001ULL);
	assert_true(test_bit(0, map));
	assert_true(test_bit(63, map));
	assert_int_equal(bitmap_weight(map, 64), 2);
}

static void test_shifts(void **state)
{
	DECLARE_BITMAP(a, NB);
	DECLARE_BITMAP(d, NB);

	(void)state;
	bitmap_zero(a, NB);
	__set_bit(0, a);
	__set_bit(63, a);
	__set_bit(99, a);
	bitmap_shift_left(d, a, 1, NB);
	assert_true(test_bit(1, d) && test_bit(64, d));
	assert_int_equal(bitmap_weight(d, NB), 2); /* 99 fell off */
	bitmap_shift_right(d, a, 63, NB);
	assert_true(test_bit(0, d) && test_bit(36, d));
	assert_int_equal(bitmap_weight(d, NB), 2);
	bitmap_shift_right(a, a, NB, NB); /* in place, everything out */
	assert_true(bitmap_empty(a, NB));
	__set_bit(5, a);
	bitmap_shift_left(a, a, 90, NB);
	assert_int_equal(find_first_bit(a, NB), 95);
}

static void test_areas_regions(void **state)
{
	DECLARE_BITMAP(map, 64);

	(void)state;
	bitmap_zero(map, 64);
	bitmap_set(map, 0, 3);
	bitmap_set(map, 6, 1);
	assert_int_equal(bitmap_find_next_zero_area(map, 64, 0, 3, 0), 3);
	assert_int_equal(bitmap_find_next_zero_area(map, 64, 0, 4, 0), 7);
	assert_int_equal(bitmap_find_next_zero_area(map, 64, 0, 2, 3), 4);
	assert_int_equal(bitmap_find_next_zero_area(map, 64, 0, 4, 7), 8);
	assert_int_equal(bitmap_find_next_zero_area_off(map, 64, 0, 2, 3, 1),
			 3);
	/* no room: a value past size - nr */
	assert_true(bitmap_find_next_zero_area(map, 8, 0, 4, 0) > 8 - 4);
	/* regions of 2^order bits */
	assert_int_equal(bitmap_find_free_region(map, 64, 2), 8);
	assert_int_equal(bitmap_allocate_region(map, 8, 1), -EBUSY);
	assert_int_equal(bitmap_allocate_region(map, 16, 2), 0);
	assert_int_equal(bitmap_find_free_region(map, 64, 2), 12);
	bitmap_release_region(map, 8, 2);
	assert_int_equal(bitmap_find_free_region(map, 64, 3), 24);
	bitmap_fill(map, 64);
	assert_int_equal(bitmap_find_free_region(map, 64, 0), -ENOMEM);
	assert_int_equal(bitmap_find_free_region(map, 4, 3), -ENOMEM);
}

static void test_remap(void **state)
{
	DECLARE_BITMAP(old, 32);
	DECLARE_BITMAP(new, 32);
	DECLARE_BITMAP(src, 32);
	DECLARE_BITMAP(dst, 32);

	(void)state;
	/* Linux's example: old 4..7 onto new 12, 13, 15, 16 */
	bitmap_zero(old, 32);
	bitmap_zero(new, 32);
	bitmap_set(old, 4, 4);
	__set_bit(12, new);
	__set_bit(13, new);
	__set_bit(15, new);
	__set_bit(16, new);
	assert_int_equal(bitmap_bitremap(4, old, new, 32), 12);
	assert_int_equal(bitmap_bitremap(7, old, new, 32), 16);
	assert_int_equal(bitmap_bitremap(3, old, new, 32), 3); /* not in old */
	bitmap_zero(src, 32);
	__set_bit(1, src);
	__set_bit(5, src);
	__set_bit(7, src);
	bitmap_remap(dst, src, old, new, 32);
	assert_true(test_bit(1, dst) && test_bit(13, dst) && test_bit(16, dst));
	assert_int_equal(bitmap_weight(dst, 32), 3);
	/* more old bits than new: wraps around new */
	bitmap_zero(new, 32);
	__set_bit(20, new);
	__set_bit(21, new);
	assert_int_equal(bitmap_bitremap(6, old, new, 32), 20);
	/* an empty new map: unchanged */
	bitmap_zero(new, 32);
	assert_int_equal(bitmap_bitremap(6, old, new, 32), 6);
}

static void test_alloc(void **state)
{
	unsigned long live = live_allocs();
	unsigned long *map;

	(void)state;
	map = bitmap_zalloc(200, GFP_KERNEL);
	assert_non_null(map);
	assert_true(bitmap_empty(map, 200));
	bitmap_free(map);
	bitmap_free(NULL);
	platdev_port_fail_alloc_after(0, 0);
	assert_null(bitmap_alloc(10, GFP_KERNEL));
	platdev_port_fail_alloc_after(0, 0);
	assert_null(bitmap_zalloc(10, GFP_KERNEL));
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(live_allocs(), live);
}

/* A device's bitmaps go with its managed resources. */
static void test_devm_alloc(void **state)
{
	unsigned long live = live_allocs();
	struct platform_device *pdev;
	unsigned long *map;

	(void)state;
	pdev = platform_device_alloc("bitmaps", PLATFORM_DEVID_NONE);
	assert_non_null(pdev);
	map = devm_bitmap_zalloc(&pdev->dev, 130, GFP_KERNEL);
	assert_non_null(map);
	assert_true(bitmap_empty(map, 130));
	assert_non_null(devm_bitmap_alloc(&pdev->dev, 10, GFP_KERNEL));
	platdev_port_fail_alloc_after(0, 0);
	assert_null(devm_bitmap_zalloc(&pdev->dev, 10, GFP_KERNEL));
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(devres_release_all(&pdev->dev), 2);
	platform_device_put(pdev);
	assert_int_equal(live_allocs(), live);
}

static void test_count_zeros(void **state)
{
	(void)state;
	assert_int_equal(count_leading_zeros(0), COUNT_LEADING_ZEROS_0);
	assert_int_equal(count_leading_zeros(1), BITS_PER_LONG - 1);
	assert_int_equal(count_leading_zeros(~0UL), 0);
	if (BITS_PER_LONG == 64) {
		assert_int_equal(count_trailing_zeros(0),
				 COUNT_TRAILING_ZEROS_0);
		assert_int_equal(count_trailing_zeros(8), 3);
		assert_int_equal(count_trailing_zeros(1UL << 63), 63);
	} else {
		/* Linux's 32-bit form is ffs(): 1-based, 0 for 0 */
		assert_int_equal(count_trailing_zeros(0), 0);
		assert_int_equal(count_trailing_zeros(8), 4);
	}
}

static void test_parselist_ranges(void **state)
{
	DECLARE_BITMAP(bits, 40);

	(void)state;
	assert_int_equal(bitmap_parselist("0-3,7,N", bits, 40), 0);
	assert_int_equal(bitmap_weight(bits, 40), 6);
	assert_true(test_bit(7, bits) && test_bit(39, bits));
	assert_int_equal(bitmap_parselist("8-15:2/4\n", bits, 40), 0);
	assert_int_equal(bits[0], 0x3300UL);
	assert_int_equal(bitmap_parselist("", bits, 40), 0);
	assert_true(bitmap_empty(bits, 40));
	assert_int_equal(bitmap_parselist("40", bits, 40), -ERANGE);
	assert_int_equal(bitmap_parselist("5-2", bits, 40), -EINVAL);
	/* Empty regions between commas are skipped, as in Linux. */
	assert_int_equal(bitmap_parselist("1,,2", bits, 40), 0);
	assert_int_equal(bits[0], 0x6UL);
	assert_int_equal(bitmap_parselist("1-4:3/2", bits, 40), -EINVAL);
	/* No used bit per group is valid and sets nothing, as in Linux. */
	assert_int_equal(bitmap_parselist("1-4:0/2", bits, 40), 0);
	assert_true(bitmap_empty(bits, 40));
	assert_int_equal(bitmap_parselist("1-4:1", bits, 40), -EINVAL);
	assert_int_equal(bitmap_parselist("3x", bits, 40), -EINVAL);
	assert_int_equal(bitmap_parselist("1", bits, 0), -ERANGE);
}

/* bitmap_parselist(): Linux's list syntax and its error codes. */
static void test_parselist(void **state)
{
	DECLARE_BITMAP(m, 64);

	(void)state;
	assert_int_equal(bitmap_parselist("0-3,8, 10\n", m, 64), 0);
	assert_int_equal(m[0], 0x50f);
	assert_int_equal(bitmap_parselist("0-15:2/4", m, 64), 0);
	assert_int_equal(m[0], 0x3333);
	assert_int_equal(bitmap_parselist("N,60-N", m, 64), 0);
	assert_int_equal(bitmap_weight(m, 64), 4);
	assert_true(test_bit(63, m) && test_bit(60, m));
	assert_int_equal(bitmap_parselist("all:1/32", m, 64), 0);
	assert_int_equal(bitmap_weight(m, 64), 2);
	assert_true(test_bit(0, m) && test_bit(32, m));
	assert_int_equal(bitmap_parselist("", m, 64), 0);
	assert_true(bitmap_empty(m, 64));
	/* Bits past the end; bad syntax; ranges and groups that make none. */
	assert_int_equal(bitmap_parselist("64", m, 64), -ERANGE);
	assert_int_equal(bitmap_parselist("1-x", m, 64), -EINVAL);
	assert_int_equal(bitmap_parselist("5-3", m, 64), -EINVAL);
	assert_int_equal(bitmap_parselist("0-7:3/0", m, 64), -EINVAL);
	assert_int_equal(bitmap_parselist("0-7:5/4", m, 64), -EINVAL);
	assert_int_equal(bitmap_parselist("0-7:2", m, 64), -EINVAL);
	assert_int_equal(bitmap_parselist("3;4", m, 64), -EINVAL);
	assert_int_equal(bitmap_parselist("99999999999", m, 64), -EOVERFLOW);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_logic),
		cmocka_unit_test(test_parselist_ranges),
		cmocka_unit_test(test_values),
		cmocka_unit_test(test_shifts),
		cmocka_unit_test(test_areas_regions),
		cmocka_unit_test(test_remap),
		cmocka_unit_test(test_alloc),
		cmocka_unit_test(test_devm_alloc),
		cmocka_unit_test(test_count_zeros),
		cmocka_unit_test(test_parselist),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
