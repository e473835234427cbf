// SPDX-License-Identifier: MIT
/*
 * linear_range.c - selectors and values of linear ranges
 * (linux/linear_range.h).
 */
#include <linux/errno.h>
#include <linux/linear_range.h>

unsigned int linear_range_values_in_range(const struct linear_range *r)
{
	return r ? r->max_sel - r->min_sel + 1 : 0;
}

unsigned int linear_range_values_in_range_array(const struct linear_range *r,
						int ranges)
{
	unsigned int total = 0;
	int i;

	for (i = 0; i < ranges; i++) {
		unsigned int n = linear_range_values_in_range(&r[i]);

		if (!n)
			return 0;
		total += n;
	}
	return total;
}

unsigned int linear_range_get_max_value(const struct linear_range *r)
{
	return r->min + (r->max_sel - r->min_sel) * r->step;
}

static bool holds_selector(const struct linear_range *r, unsigned int sel)
{
	return sel >= r->min_sel && sel <= r->max_sel;
}

int linear_range_get_value(const struct linear_range *r, unsigned int selector,
			   unsigned int *val)
{
	if (!holds_selector(r, selector))
		return -EINVAL;
	*val = r->min + (selector - r->min_sel) * r->step;
	return 0;
}

int linear_range_get_value_array(const struct linear_range *r, int ranges,
				 unsigned int selector, unsigned int *val)
{
	int i;

	for (i = 0; i < ranges; i++)
		if (holds_selector(&r[i], selector))
			return linear_range_get_value(&r[i], selector, val);
	return -EINVAL;
}

/* The selector of the largest value at most @val, @val within @r. */
static unsigned int selector_at_or_below(const struct linear_range *r,
					 unsigned int val)
{
	return r->step ? (val - r->min) / r->step + r->min_sel : r->min_sel;
}

int linear_range_get_selector_low(const struct linear_range *r,
				  unsigned int val, unsigned int *selector,
				  bool *found)
{
	*found = false;
	if (val < r->min)
		return -EINVAL;
	if (val > linear_range_get_max_value(r)) {
		*selector = r->max_sel;
		return 0;
	}
	*found = true;
	*selector = selector_at_or_below(r, val);
	return 0;
}

int linear_range_get_selector_low_array(const struct linear_range *r,
					int ranges, unsigned int val,
					unsigned int *selector, bool *found)
{
	int i, ret = -EINVAL;

	for (i = 0; i < ranges; i++) {
		if (!linear_range_get_selector_low(&r[i], val, selector, found))
			ret = 0;
		if (*found)
			break;
	}
	return ret;
}

int linear_range_get_selector_high(const struct linear_range *r,
				   unsigned int val, unsigned int *selector,
				   bool *found)
{
	*found = false;
	if (val > linear_range_get_max_value(r))
		return -EINVAL;
	if (val < r->min) {
		*selector = r->min_sel;
		return 0;
	}
	*found = true;
	if (!r->step)
		*selector = r->max_sel;
	else
		*selector = (val - r->min + r->step - 1) / r->step + r->min_sel;
	return 0;
}

void linear_range_get_selector_within(const struct linear_range *r,
				      unsigned int val, unsigned int *selector)
{
	if (val < r->min)
		*selector = r->min_sel;
	else if (val > linear_range_get_max_value(r))
		*selector = r->max_sel;
	else
		*selector = selector_at_or_below(r, val);
}
