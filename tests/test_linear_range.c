// SPDX-License-Identifier: MIT
/*
 * test_linear_range.c - linux/linear_range.h: values of selectors (-EINVAL
 * outside), the low, high and clamped selector of a value (found or not,
 * -EINVAL beyond), a step of 0, and the array forms.
 */
#include <linux/errno.h>
#include <linux/linear_range.h>

#include "testutil.h"

/* 800 mV + 25 mV steps for selectors 2..10; then 1200 mV in 50 mV steps. */
static const struct linear_range ranges[] = {
	LINEAR_RANGE(800, 2, 10, 25),
	LINEAR_RANGE(1200, 11, 14, 50),
};

static void test_values(void **state)
{
	const struct linear_range flat = LINEAR_RANGE(500, 0, 3, 0);
	unsigned int val = 1;

	(void)state;
	assert_int_equal(linear_range_values_in_range(&ranges[0]), 9);
	assert_int_equal(linear_range_values_in_range(NULL), 0);
	assert_int_equal(linear_range_values_in_range_array(ranges, 2), 13);
	assert_int_equal(linear_range_get_max_value(&ranges[0]), 1000);
	assert_int_equal(linear_range_get_value(&ranges[0], 2, &val), 0);
	assert_int_equal(val, 800);
	assert_int_equal(linear_range_get_value(&ranges[0], 10, &val), 0);
	assert_int_equal(val, 1000);
	assert_int_equal(linear_range_get_value(&ranges[0], 1, &val), -EINVAL);
	assert_int_equal(linear_range_get_value(&ranges[0], 11, &val), -EINVAL);
	assert_int_equal(linear_range_get_value_array(ranges, 2, 12, &val), 0);
	assert_int_equal(val, 1250);
	assert_int_equal(linear_range_get_value_array(ranges, 2, 15, &val),
			 -EINVAL);
	assert_int_equal(linear_range_get_value(&flat, 3, &val), 0);
	assert_int_equal(val, 500);
}

static void test_selectors(void **state)
{
	const struct linear_range flat = LINEAR_RANGE(500, 0, 3, 0);
	unsigned int sel = 99;
	bool found = true;

	(void)state;
	assert_int_equal(linear_range_get_selector_low(&ranges[0], 860, &sel,
						       &found),
			 0);
	assert_true(found);
	assert_int_equal(sel, 4); /* 850 */
	assert_int_equal(linear_range_get_selector_high(&ranges[0], 860, &sel,
							&found),
			 0);
	assert_int_equal(sel, 5); /* 875 */
	/* above the range: low gives the last selector, not found */
	assert_int_equal(linear_range_get_selector_low(&ranges[0], 1100, &sel,
						       &found),
			 0);
	assert_false(found);
	assert_int_equal(sel, 10);
	assert_int_equal(linear_range_get_selector_low(&ranges[0], 700, &sel,
						       &found),
			 -EINVAL);
	assert_int_equal(linear_range_get_selector_high(&ranges[0], 1100, &sel,
							&found),
			 -EINVAL);
	assert_int_equal(linear_range_get_selector_high(&ranges[0], 700, &sel,
							&found),
			 0);
	assert_false(found);
	assert_int_equal(sel, 2);
	linear_range_get_selector_within(&ranges[0], 700, &sel);
	assert_int_equal(sel, 2);
	linear_range_get_selector_within(&ranges[0], 5000, &sel);
	assert_int_equal(sel, 10);
	linear_range_get_selector_within(&ranges[0], 999, &sel);
	assert_int_equal(sel, 9);
	/* step 0: low gives the first selector, high the last */
	linear_range_get_selector_low(&flat, 500, &sel, &found);
	assert_int_equal(sel, 0);
	linear_range_get_selector_high(&flat, 500, &sel, &found);
	assert_int_equal(sel, 3);
	/* the array: the first range holding the value */
	assert_int_equal(linear_range_get_selector_low_array(ranges, 2, 1260,
							     &sel, &found),
			 0);
	assert_true(found);
	assert_int_equal(sel, 12);
	/* between the ranges: not found, the last range below answers */
	assert_int_equal(linear_range_get_selector_low_array(ranges, 2, 1100,
							     &sel, &found),
			 0);
	assert_false(found);
	assert_int_equal(sel, 10);
	assert_int_equal(linear_range_get_selector_low_array(ranges, 2, 100,
							     &sel, &found),
			 -EINVAL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_values),
		cmocka_unit_test(test_selectors),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
