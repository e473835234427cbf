/* SPDX-License-Identifier: MIT */
/*
 * linux/linear_range.h - ranges of values that grow by a fixed step with a
 * selector (a register field): selector min_sel gives the value min,
 * each further selector up to max_sel adds step.
 */
#ifndef _PLATDEV_LINUX_LINEAR_RANGE_H
#define _PLATDEV_LINUX_LINEAR_RANGE_H

#include <linux/types.h>

/**
 * struct linear_range - one range
 * @min: the value of selector @min_sel
 * @min_sel: the first selector
 * @max_sel: the last selector
 * @step: what each selector adds (0: every selector gives @min)
 */
struct linear_range {
	unsigned int min;
	unsigned int min_sel;
	unsigned int max_sel;
	unsigned int step;
};

#define LINEAR_RANGE(_min, _min_sel, _max_sel, _step)                  \
	{                                                              \
		.min = _min, .min_sel = _min_sel, .max_sel = _max_sel, \
		.step = _step,                                         \
	}
#define LINEAR_RANGE_IDX(_idx, _min, _min_sel, _max_sel, _step) \
	[_idx] = LINEAR_RANGE(_min, _min_sel, _max_sel, _step)

/** linear_range_values_in_range() - how many selectors @r has (0 for NULL) */
unsigned int linear_range_values_in_range(const struct linear_range *r);

/**
 * linear_range_values_in_range_array() - the selectors of @ranges ranges
 * together; 0 as soon as one range has none
 */
unsigned int linear_range_values_in_range_array(const struct linear_range *r,
						int ranges);

/** linear_range_get_max_value() - the value of the last selector of @r */
unsigned int linear_range_get_max_value(const struct linear_range *r);

/**
 * linear_range_get_value() - the value of @selector in @r
 * Return: 0, or -EINVAL when @selector is outside @r.
 */
int linear_range_get_value(const struct linear_range *r, unsigned int selector,
			   unsigned int *val);

/**
 * linear_range_get_value_array() - the value of @selector in the first of
 * @ranges ranges that holds it
 * Return: 0, or -EINVAL when none holds it.
 */
int linear_range_get_value_array(const struct linear_range *r, int ranges,
				 unsigned int selector, unsigned int *val);

/**
 * linear_range_get_selector_low() - the selector of the largest value of
 * @r at most @val
 * @found: set when @val is within @r; when it is above, @selector is the
 *         last one and @found false
 * Return: 0, or -EINVAL when @val is below @r's first value.
 */
int linear_range_get_selector_low(const struct linear_range *r,
				  unsigned int val, unsigned int *selector,
				  bool *found);

/**
 * linear_range_get_selector_high() - the selector of the smallest value of
 * @r at least @val
 * @found: set when @val is within @r; when it is below, @selector is the
 *         first one and @found false
 * Return: 0, or -EINVAL when @val is above @r's last value.
 */
int linear_range_get_selector_high(const struct linear_range *r,
				   unsigned int val, unsigned int *selector,
				   bool *found);

/**
 * linear_range_get_selector_within() - linear_range_get_selector_low(),
 * with @val clamped to @r
 */
void linear_range_get_selector_within(const struct linear_range *r,
				      unsigned int val, unsigned int *selector);

/**
 * linear_range_get_selector_low_array() - linear_range_get_selector_low()
 * over @ranges ranges, stopping at the first that holds @val; when none
 * does, @selector is that of the last range whose values all lie below
 * @val
 * Return: 0, or -EINVAL when @val is below every range.
 */
int linear_range_get_selector_low_array(const struct linear_range *r,
					int ranges, unsigned int val,
					unsigned int *selector, bool *found);

#endif /* _PLATDEV_LINUX_LINEAR_RANGE_H */
