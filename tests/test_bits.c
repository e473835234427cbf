// SPDX-License-Identifier: MIT
/*
 * test_bits.c - linux/bits.h, linux/bitops.h, linux/bitmap.h and
 * linux/bitfield.h: masks, single-bit operations (atomic ones under
 * threads), searches and register fields. What must not compile is in
 * tests/compile_fail/.
 */
#include <pthread.h>

#include <linux/bitfield.h>
#include <linux/bitmap.h>
#include <linux/bitops.h>
#include <linux/bits.h>

#include "testutil.h"

static void test_masks(void **state)
{
	(void)state;
	assert_int_equal(BITS_PER_BYTE, 8);
	assert_int_equal(BITS_PER_LONG, sizeof(long) * 8);
	assert_true(BIT(0) == 1UL && BIT(31) == 0x80000000UL);
	assert_true(BIT_ULL(63) == 0x8000000000000000ULL);
	assert_true(GENMASK(7, 4) == 0xf0UL);
	assert_true(GENMASK(0, 0) == 1UL);
	assert_true(GENMASK(31, 0) == 0xffffffffUL);
	assert_true(GENMASK(BITS_PER_LONG - 1, 0) == ~0UL);
	assert_true(GENMASK(BITS_PER_LONG - 1, BITS_PER_LONG - 1) ==
		    1UL << (BITS_PER_LONG - 1));
	assert_true(GENMASK_ULL(63, 0) == ~0ULL);
	assert_true(GENMASK_ULL(39, 32) == 0xff00000000ULL);
	assert_true(BIT_WORD(BITS_PER_LONG + 3) == 1 &&
		    BIT_MASK(BITS_PER_LONG + 3) == 8UL);
	assert_int_equal(BITS_TO_LONGS(1), 1);
	assert_int_equal(BITS_TO_LONGS(BITS_PER_LONG + 1), 2);
}

static void test_single_bits(void **state)
{
	DECLARE_BITMAP(map, 100);

	(void)state;
	assert_int_equal(sizeof(map), BITS_TO_LONGS(100) * sizeof(long));
	bitmap_zero(map, 100);
	set_bit(70, map);
	assert_true(test_bit(70, map));
	assert_false(test_bit(69, map));
	assert_true(map[BIT_WORD(70)] == BIT_MASK(70));
	clear_bit(70, map);
	assert_false(test_bit(70, map));
	change_bit(3, map);
	assert_true(test_bit(3, map));
	change_bit(3, map);
	assert_false(test_bit(3, map));

	assert_false(test_and_set_bit(5, map));
	assert_true(test_and_set_bit(5, map));
	assert_true(test_and_clear_bit(5, map));
	assert_false(test_and_clear_bit(5, map));
	assert_false(test_and_change_bit(99, map));
	assert_true(test_and_change_bit(99, map));
	assert_false(test_bit(99, map));
	assert_false(test_and_set_bit_lock(9, map));
	clear_bit_unlock(9, map);
	assert_false(test_bit_acquire(9, map));

	__set_bit(64, map);
	assert_true(test_bit(64, map));
	assert_true(__test_and_clear_bit(64, map));
	assert_false(__test_and_set_bit(64, map));
	__clear_bit(64, map);
	__change_bit(1, map);
	assert_true(test_bit(1, map));
	__assign_bit(1, map, false);
	assign_bit(2, map, true);
	assert_false(test_bit(1, map));
	assert_true(test_bit(2, map));
}

static void test_word_searches(void **state)
{
	(void)state;
	assert_int_equal(ffs(0), 0);
	assert_int_equal(ffs(1), 1);
	assert_int_equal(ffs(0x80), 8);
	assert_int_equal(fls(0), 0);
	assert_int_equal(fls(1), 1);
	assert_int_equal(fls(0x80000000u), 32);
	assert_int_equal(fls64(0), 0);
	assert_int_equal(fls64(1ULL << 40), 41);
	assert_int_equal(__ffs(0x10UL), 4);
	assert_int_equal(__fls(0x11UL), 4);
	assert_int_equal(__fls(~0UL), BITS_PER_LONG - 1);
	assert_int_equal(ffz(0x7UL), 3);
	/* fns(): the n-th set bit counting from 0, BITS_PER_LONG past the last */
	assert_int_equal(fns(0x94UL, 0), 2);
	assert_int_equal(fns(0x94UL, 1), 4);
	assert_int_equal(fns(0x94UL, 2), 7);
	assert_int_equal(fns(0x94UL, 3), BITS_PER_LONG);
	assert_int_equal(fns(0, 0), BITS_PER_LONG);
	assert_int_equal(fns(~0UL, BITS_PER_LONG - 1), BITS_PER_LONG - 1);
	assert_int_equal(fns(~0UL, BITS_PER_LONG), BITS_PER_LONG);
	assert_int_equal(fns(1UL << (BITS_PER_LONG - 1), 0), BITS_PER_LONG - 1);
	assert_int_equal(fls_long(0), 0);
	assert_int_equal(hweight32(0), 0);
	assert_int_equal(hweight32(0xffffffffu), 32);
	assert_int_equal(hweight32(0x80000001u), 2);
	assert_int_equal(hweight8(0x1ff), 8);
	assert_int_equal(hweight16(0x1ffff), 16);
	assert_int_equal(hweight64(~0ULL), 64);
	assert_int_equal(rol32(0x80000001u, 1), 3);
	assert_int_equal(ror32(3, 1), 0x80000001u);
	assert_int_equal(sign_extend32(0x80, 7), -128);
	assert_int_equal(sign_extend32(0x7f, 7), 127);
}

static void test_bitmap_searches(void **state)
{
	DECLARE_BITMAP(map, 130);
	unsigned long bit, seen[8];
	unsigned int n = 0;

	(void)state;
	bitmap_zero(map, 130);
	assert_int_equal(find_first_bit(map, 130), 130);
	assert_int_equal(find_last_bit(map, 130), 130);
	assert_true(bitmap_empty(map, 130));
	assert_int_equal(find_first_zero_bit(map, 130), 0);

	set_bit(0, map);
	set_bit(63, map);
	set_bit(64, map);
	set_bit(129, map);
	assert_int_equal(find_first_bit(map, 130), 0);
	assert_int_equal(find_next_bit(map, 130, 1), 63);
	assert_int_equal(find_next_bit(map, 130, 65), 129);
	assert_int_equal(find_next_bit(map, 129, 65), 129); /* past size */
	assert_int_equal(find_next_bit(map, 130, 130), 130);
	assert_int_equal(find_next_bit(map, 130, 500), 130);
	assert_int_equal(find_last_bit(map, 130), 129);
	assert_int_equal(find_last_bit(map, 129), 64);
	assert_int_equal(find_next_zero_bit(map, 130, 63), 65);
	assert_int_equal(bitmap_weight(map, 130), 4);
	assert_int_equal(bitmap_weight(map, 129), 3);

	for_each_set_bit(bit, map, 130) seen[n++] = bit;
	assert_int_equal(n, 4);
	assert_int_equal(seen[0], 0);
	assert_int_equal(seen[1], 63);
	assert_int_equal(seen[2], 64);
	assert_int_equal(seen[3], 129);

	n = 0;
	for_each_clear_bit(bit, map, 66) n++;
	assert_int_equal(n, 63);

	/* from bit 63 on: 63 and 64 are set, so 65 is the first clear one */
	n = 0;
	bit = 63;
	for_each_clear_bit_from(bit, map, 66) seen[n++] = bit;
	assert_int_equal(n, 1);
	assert_int_equal(seen[0], 65);

	/* Bits past @nbits in the last word are not part of the bitmap. */
	bitmap_fill(map, 3);
	assert_true(bitmap_full(map, 3));
	assert_int_equal(bitmap_weight(map, 3), 3);
	clear_bit(1, map);
	assert_false(bitmap_full(map, 3));
	assert_int_equal(find_first_zero_bit(map, 3), 1);
}

#define CTRL_MODE GENMASK(6, 4)
#define CTRL_WIDE GENMASK_ULL(47, 40)

/* FIELD_PREP_CONST() is a constant expression: it initialises a static table. */
static const u32 field_table[] = {
	FIELD_PREP_CONST(CTRL_MODE, 5),
	FIELD_PREP_CONST(GENMASK(31, 28), 0xf),
	FIELD_PREP_CONST(BIT(0), 1),
};

/* A mask with bit 63 set is as constant as any other. */
static const u64 field_table_top[] = {
	FIELD_PREP_CONST(GENMASK_ULL(63, 32), 0x12345678),
	FIELD_PREP_CONST(BIT_ULL(63), 1),
};

/*
 * A driver's own register macro copies the mask with typeof(): the copy is
 * not an integer constant expression, and a constant value goes with it.
 */
#define write_field(reg, mask, val)                               \
	({                                                        \
		typeof(mask) __m = (mask);                        \
		(reg) = ((reg) & ~__m) |                          \
			FIELD_PREP((unsigned long long)__m, val); \
	})

static void test_fields(void **state)
{
	volatile u32 reg = 0xffffffffu;
	u32 mode;

	(void)state;
	assert_true(FIELD_PREP(CTRL_MODE, 5) == 0x50UL);
	assert_true(FIELD_GET(CTRL_MODE, 0xdeadbeefUL) == 6);
	mode = FIELD_GET(CTRL_MODE, reg);
	assert_int_equal(mode, 7);
	assert_true(FIELD_MAX(CTRL_MODE) == 7);
	assert_true(FIELD_FIT(CTRL_MODE, 7));
	assert_false(FIELD_FIT(CTRL_MODE, 8));
	/* A value only known at run time is masked, not checked. */
	mode = 9;
	assert_true(FIELD_PREP(CTRL_MODE, mode) == 0x10UL);
	assert_true(FIELD_PREP(CTRL_WIDE, 0xab) == 0xab0000000000ULL);
	assert_true(FIELD_GET(CTRL_WIDE, 0x123456789abcULL) == 0x12);
	assert_true(FIELD_MAX(GENMASK(31, 0)) == 0xffffffffUL);
	/* The result has the mask's type. */
	assert_int_equal(sizeof(FIELD_GET(GENMASK_ULL(3, 0), reg)), 8);
	assert_int_equal(sizeof(FIELD_GET((u8)0xf0, reg)), 1);
	assert_int_equal(field_table[0], 0x50);
	assert_int_equal(field_table[1], 0xf0000000u);
	assert_int_equal(field_table[2], 1);
}

static void test_fields_top_bit_and_copied_mask(void **state)
{
	volatile u64 pcw = 0x123456789abcdef0ULL;
	unsigned long long reg = ~0ULL;

	(void)state;
	assert_true(FIELD_GET(GENMASK_ULL(63, 32), pcw) == 0x12345678ULL);
	assert_true(FIELD_GET(GENMASK_ULL(31, 0), pcw) == 0x9abcdef0ULL);
	assert_true(FIELD_PREP(GENMASK_ULL(63, 60), 0xa) ==
		    0xa000000000000000ULL);
	assert_true(FIELD_MAX(GENMASK_ULL(63, 63)) == 1);
	assert_true(FIELD_FIT(GENMASK_ULL(62, 61), 3));
	assert_false(FIELD_FIT(GENMASK_ULL(62, 61), 4));
	assert_true(field_table_top[0] == 0x1234567800000000ULL);
	assert_true(field_table_top[1] == 0x8000000000000000ULL);

	write_field(reg, GENMASK(7, 4), 0x1);
	assert_true(reg == 0xffffffffffffff1fULL);
	write_field(reg, GENMASK(7, 4), pcw); /* only the low 4 bits land */
	assert_true(reg == 0xffffffffffffff0fULL);
}

/*
 * Threads flipping different bits of the same words: a plain
 * read-modify-write would lose some of the other thread's updates.
 */
#define BIT_THREADS 4
#define BIT_ROUNDS 20000

static unsigned long shared_map[2];

static void *bit_hammer(void *arg)
{
	unsigned long nr = (unsigned long)(uintptr_t)arg;
	int i;

	for (i = 0; i < BIT_ROUNDS; i++) {
		set_bit(nr, shared_map);
		set_bit(nr + BITS_PER_LONG, shared_map);
		change_bit(nr + BITS_PER_LONG, shared_map);
		if (!test_and_clear_bit(nr, shared_map))
			return (void *)1;
	}
	set_bit(nr, shared_map);
	return NULL;
}

static void test_atomic_bitops_under_threads(void **state)
{
	pthread_t threads[BIT_THREADS];
	void *ret;
	int i;

	(void)state;
	shared_map[0] = shared_map[1] = 0;
	for (i = 0; i < BIT_THREADS; i++)
		assert_int_equal(pthread_create(&threads[i], NULL, bit_hammer,
						(void *)(uintptr_t)(i * 3)),
				 0);
	for (i = 0; i < BIT_THREADS; i++) {
		assert_int_equal(pthread_join(threads[i], &ret), 0);
		assert_null(ret);
	}
	assert_int_equal(bitmap_weight(shared_map, 2 * BITS_PER_LONG),
			 BIT_THREADS);
	for (i = 0; i < BIT_THREADS; i++)
		assert_true(test_bit(i * 3, shared_map));
}

/*
 * The typed field helpers: any run of bits as the field, CPU and wire
 * byte orders, field_max() in the field's type.
 */
static void test_typed_fields(void **state)
{
	u32 field = GENMASK(11, 8); /* not a constant to the helpers */
	u32 reg = 0xffffffff;
	__be16 be;

	(void)state;
	assert_int_equal(u32_encode_bits(0x5, field), 0x500);
	assert_int_equal(u32_get_bits(0x1234, field), 0x2);
	assert_int_equal(u32_replace_bits(reg, 0x3, field), 0xfffff3ff);
	u32p_replace_bits(&reg, 0, field);
	assert_int_equal(reg, 0xfffff0ff);
	assert_int_equal(u8_get_bits(0xa5, 0xf0), 0xa);
	assert_int_equal(u64_encode_bits(1, BIT_ULL(40)), BIT_ULL(40));
	be = be16_encode_bits(0xab, 0xff00);
	assert_int_equal(be16_to_cpu(be), 0xab00);
	assert_int_equal(be16_get_bits(be, 0xff00), 0xab);
	assert_int_equal(le32_to_cpu(le32_replace_bits(cpu_to_le32(0x12345678),
						       0xf, 0xf0)),
			 0x123456f8);
	assert_int_equal(field_max(GENMASK(11, 8)), 0xf);
	assert_int_equal(sizeof(field_max((u8)0x30)), 1);
	assert_int_equal(field_max((u8)0x30), 3);
	assert_int_equal(field_multiplier(0x30), 0x10);
	assert_int_equal(field_mask(0x30), 3);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_masks),
		cmocka_unit_test(test_typed_fields),
		cmocka_unit_test(test_single_bits),
		cmocka_unit_test(test_word_searches),
		cmocka_unit_test(test_bitmap_searches),
		cmocka_unit_test(test_fields),
		cmocka_unit_test(test_fields_top_bit_and_copied_mask),
		cmocka_unit_test(test_atomic_bitops_under_threads),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
