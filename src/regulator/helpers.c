// SPDX-License-Identifier: MIT
/*
 * helpers.c - the helpers regulator drivers put in their regulator_ops:
 * voltages of linear, ranged and table selectors, and the enable,
 * selector, bypass and current registers named in the regulator_desc,
 * read and written through the regulator's regmap.
 */
#include <linux/bitops.h>
#include <linux/kernel.h>
#include <linux/limits.h>
#include <linux/regmap.h>
#include <linux/regulator/driver.h>

#include "regulator.h"

/* The shift of a register field's lowest bit. */
static unsigned int field_shift(unsigned int mask)
{
	return mask ? (unsigned int)ffs((int)mask) - 1 : 0;
}

static int read_field(struct regulator_dev *rdev, unsigned int reg,
		      unsigned int mask)
{
	unsigned int val;
	int ret = regmap_read(rdev->regmap, reg, &val);

	if (ret)
		return ret;
	return (int)((val & mask) >> field_shift(mask));
}

static int write_field(struct regulator_dev *rdev, unsigned int reg,
		       unsigned int mask, unsigned int val)
{
	return regmap_update_bits(rdev->regmap, reg, mask,
				  val << field_shift(mask));
}

int regulator_desc_list_voltage_linear(const struct regulator_desc *desc,
				       unsigned int selector)
{
	if (selector >= desc->n_voltages)
		return -EINVAL;
	if (selector < desc->linear_min_sel)
		return 0;
	return (int)(desc->min_uV +
		     desc->uV_step * (selector - desc->linear_min_sel));
}
EXPORT_SYMBOL_GPL(regulator_desc_list_voltage_linear);

/**
 * regulator_list_voltage_linear() - min_uV + uV_step per selector above
 * linear_min_sel (0 below it)
 * @rdev: the regulator
 * @selector: the selector
 * Return: microvolts, or -EINVAL beyond n_voltages.
 */
int regulator_list_voltage_linear(struct regulator_dev *rdev,
				  unsigned int selector)
{
	return regulator_desc_list_voltage_linear(rdev->desc, selector);
}
EXPORT_SYMBOL_GPL(regulator_list_voltage_linear);

int regulator_desc_list_voltage_linear_range(const struct regulator_desc *desc,
					     unsigned int selector)
{
	unsigned int val;
	int ret;

	if (!desc->n_linear_ranges)
		return -EINVAL;
	ret = linear_range_get_value_array(
		desc->linear_ranges, desc->n_linear_ranges, selector, &val);
	return ret ? ret : (int)val;
}
EXPORT_SYMBOL_GPL(regulator_desc_list_voltage_linear_range);

/**
 * regulator_list_voltage_linear_range() - the voltage of a selector of
 * the desc's linear_ranges
 * @rdev: the regulator
 * @selector: the selector
 * Return: microvolts, or -EINVAL for a selector in no range.
 */
int regulator_list_voltage_linear_range(struct regulator_dev *rdev,
					unsigned int selector)
{
	return regulator_desc_list_voltage_linear_range(rdev->desc, selector);
}
EXPORT_SYMBOL_GPL(regulator_list_voltage_linear_range);

/*
 * Pickable ranges: the selectors count through the ranges one after the
 * other; the register holds the range's selector (the bitfield table) and
 * the voltage selector within the range.
 */
int regulator_list_voltage_pickable_linear_range(struct regulator_dev *rdev,
						 unsigned int selector)
{
	const struct regulator_desc *d = rdev->desc;
	unsigned int all = 0, n, i;

	if (!d->n_linear_ranges || !d->linear_range_selectors_bitfield)
		return -EINVAL;
	for (i = 0; i < (unsigned int)d->n_linear_ranges; i++) {
		const struct linear_range *r = &d->linear_ranges[i];

		n = r->max_sel - r->min_sel + 1;
		if (selector < all + n)
			return (int)(r->min + r->step * (selector - all));
		all += n;
	}
	return -EINVAL;
}
EXPORT_SYMBOL_GPL(regulator_list_voltage_pickable_linear_range);

int regulator_map_voltage_pickable_linear_range(struct regulator_dev *rdev,
						int min_uV, int max_uV)
{
	const struct regulator_desc *d = rdev->desc;
	unsigned int all = 0, i, sel;
	bool found;
	int v;

	if (!d->n_linear_ranges)
		return -EINVAL;
	for (i = 0; i < (unsigned int)d->n_linear_ranges; i++) {
		const struct linear_range *r = &d->linear_ranges[i];

		if (!linear_range_get_selector_high(r, (unsigned int)min_uV,
						    &sel, &found)) {
			sel = all + sel - r->min_sel;
			v = d->ops->list_voltage(rdev, sel);
			if (v >= min_uV && v <= max_uV)
				return (int)sel;
		}
		all += r->max_sel - r->min_sel + 1;
	}
	return -EINVAL;
}
EXPORT_SYMBOL_GPL(regulator_map_voltage_pickable_linear_range);

int regulator_get_voltage_sel_pickable_regmap(struct regulator_dev *rdev)
{
	const struct regulator_desc *d = rdev->desc;
	unsigned int all = 0, i;
	int sel, range;

	if (!d->linear_range_selectors_bitfield)
		return -EINVAL;
	sel = read_field(rdev, d->vsel_reg, d->vsel_mask);
	range = read_field(rdev, d->vsel_range_reg, d->vsel_range_mask);
	if (sel < 0 || range < 0)
		return sel < 0 ? sel : range;
	for (i = 0; i < (unsigned int)d->n_linear_ranges; i++) {
		const struct linear_range *r = &d->linear_ranges[i];

		if ((d->linear_range_selectors_bitfield[i] >>
		     field_shift(d->vsel_range_mask)) == (unsigned int)range)
			return (int)(all + (unsigned int)sel - r->min_sel);
		all += r->max_sel - r->min_sel + 1;
	}
	return -EINVAL;
}
EXPORT_SYMBOL_GPL(regulator_get_voltage_sel_pickable_regmap);

int regulator_set_voltage_sel_pickable_regmap(struct regulator_dev *rdev,
					      unsigned int sel)
{
	const struct regulator_desc *d = rdev->desc;
	unsigned int all = 0, i, n;
	int ret;

	for (i = 0; i < (unsigned int)d->n_linear_ranges; i++) {
		const struct linear_range *r = &d->linear_ranges[i];

		n = r->max_sel - r->min_sel + 1;
		if (sel < all + n)
			break;
		all += n;
	}
	if (i == (unsigned int)d->n_linear_ranges)
		return -EINVAL;
	sel = sel - all + d->linear_ranges[i].min_sel;
	ret = regmap_update_bits(rdev->regmap, d->vsel_range_reg,
				 d->vsel_range_mask,
				 d->linear_range_selectors_bitfield[i]);
	if (ret)
		return ret;
	ret = write_field(rdev, d->vsel_reg, d->vsel_mask, sel);
	if (!ret && d->apply_bit)
		ret = regmap_update_bits(rdev->regmap, d->apply_reg,
					 d->apply_bit, d->apply_bit);
	return ret;
}
EXPORT_SYMBOL_GPL(regulator_set_voltage_sel_pickable_regmap);

/**
 * regulator_list_voltage_table() - the voltage of a selector in volt_table
 * @rdev: the regulator
 * @selector: the selector
 * Return: microvolts, 0 below linear_min_sel, -EINVAL beyond the table.
 */
int regulator_list_voltage_table(struct regulator_dev *rdev,
				 unsigned int selector)
{
	if (!rdev->desc->volt_table || selector >= rdev->desc->n_voltages)
		return -EINVAL;
	if (selector < rdev->desc->linear_min_sel)
		return 0;
	return (int)rdev->desc->volt_table[selector];
}
EXPORT_SYMBOL_GPL(regulator_list_voltage_table);

/**
 * regulator_map_voltage_linear() - the lowest linear selector in a range
 * @rdev: the regulator
 * @min_uV: the lowest voltage wanted
 * @max_uV: the highest
 * Return: the selector, or -EINVAL when none is in the range.
 */
int regulator_map_voltage_linear(struct regulator_dev *rdev, int min_uV,
				 int max_uV)
{
	const struct regulator_desc *d = rdev->desc;
	int sel, v;

	if (d->n_voltages == 1 && d->uV_step == 0) {
		if (min_uV <= (int)d->min_uV && (int)d->min_uV <= max_uV)
			return 0;
		return -EINVAL;
	}
	if (!d->uV_step)
		return -EINVAL;
	if (min_uV < (int)d->min_uV)
		min_uV = (int)d->min_uV;
	sel = (int)DIV_ROUND_UP((unsigned int)(min_uV - (int)d->min_uV),
				d->uV_step);
	sel += (int)d->linear_min_sel;
	v = d->ops->list_voltage ?
		    d->ops->list_voltage(rdev, (unsigned)sel) :
		    regulator_list_voltage_linear(rdev, (unsigned)sel);
	if (v < min_uV || v > max_uV)
		return -EINVAL;
	return sel;
}
EXPORT_SYMBOL_GPL(regulator_map_voltage_linear);

/**
 * regulator_map_voltage_linear_range() - the lowest selector of the
 * linear_ranges in a range of voltages
 * @rdev: the regulator
 * @min_uV: the lowest voltage wanted
 * @max_uV: the highest
 * Return: the selector, or -EINVAL.
 */
int regulator_map_voltage_linear_range(struct regulator_dev *rdev, int min_uV,
				       int max_uV)
{
	const struct regulator_desc *d = rdev->desc;
	unsigned int sel;
	bool found;
	int i, v;

	if (!d->n_linear_ranges)
		return -EINVAL;
	for (i = 0; i < d->n_linear_ranges; i++) {
		if (linear_range_get_selector_high(&d->linear_ranges[i],
						   (unsigned int)min_uV, &sel,
						   &found))
			continue;
		v = d->ops->list_voltage ?
			    d->ops->list_voltage(rdev, sel) :
			    regulator_list_voltage_linear_range(rdev, sel);
		if (v >= min_uV && v <= max_uV)
			return (int)sel;
	}
	return -EINVAL;
}
EXPORT_SYMBOL_GPL(regulator_map_voltage_linear_range);

/**
 * regulator_map_voltage_iterate() - the selector of the lowest voltage in
 * a range, trying each through list_voltage
 * @rdev: the regulator
 * @min_uV: the lowest voltage wanted
 * @max_uV: the highest
 * Return: the selector, or -EINVAL.
 */
int regulator_map_voltage_iterate(struct regulator_dev *rdev, int min_uV,
				  int max_uV)
{
	int best = INT_MAX, sel = -EINVAL, v;
	unsigned int i;

	if (!rdev->desc->ops->list_voltage)
		return -EINVAL;
	for (i = 0; i < rdev->desc->n_voltages; i++) {
		v = rdev->desc->ops->list_voltage(rdev, i);
		if (v < 0)
			continue;
		if (v < best && v >= min_uV && v <= max_uV) {
			best = v;
			sel = (int)i;
		}
	}
	return sel;
}
EXPORT_SYMBOL_GPL(regulator_map_voltage_iterate);

/**
 * regulator_map_voltage_ascend() - regulator_map_voltage_iterate() for
 * voltages that rise with the selector: the first in the range
 * @rdev: the regulator
 * @min_uV: the lowest voltage wanted
 * @max_uV: the highest
 * Return: the selector, or -EINVAL.
 */
int regulator_map_voltage_ascend(struct regulator_dev *rdev, int min_uV,
				 int max_uV)
{
	unsigned int i;
	int v;

	for (i = 0; i < rdev->desc->n_voltages; i++) {
		v = rdev->desc->ops->list_voltage(rdev, i);
		if (v < 0)
			continue;
		if (v > max_uV)
			break;
		if (v >= min_uV)
			return (int)i;
	}
	return -EINVAL;
}
EXPORT_SYMBOL_GPL(regulator_map_voltage_ascend);

/**
 * regulator_get_voltage_sel_regmap() - the selector in vsel_reg/vsel_mask
 * @rdev: the regulator
 * Return: the selector, or the regmap's error.
 */
int regulator_get_voltage_sel_regmap(struct regulator_dev *rdev)
{
	return read_field(rdev, rdev->desc->vsel_reg, rdev->desc->vsel_mask);
}
EXPORT_SYMBOL_GPL(regulator_get_voltage_sel_regmap);

/**
 * regulator_set_voltage_sel_regmap() - write a selector to vsel_reg (and
 * apply_bit to apply_reg when the desc has one)
 * @rdev: the regulator
 * @sel: the selector
 * Return: 0 or the regmap's error.
 */
int regulator_set_voltage_sel_regmap(struct regulator_dev *rdev, unsigned sel)
{
	int ret = write_field(rdev, rdev->desc->vsel_reg, rdev->desc->vsel_mask,
			      sel);

	if (!ret && rdev->desc->apply_bit)
		ret = regmap_update_bits(rdev->regmap, rdev->desc->apply_reg,
					 rdev->desc->apply_bit,
					 rdev->desc->apply_bit);
	return ret;
}
EXPORT_SYMBOL_GPL(regulator_set_voltage_sel_regmap);

/**
 * regulator_is_enabled_regmap() - whether enable_reg says "on"
 * @rdev: the regulator
 * Return: 1, 0, or the regmap's error.
 */
int regulator_is_enabled_regmap(struct regulator_dev *rdev)
{
	const struct regulator_desc *d = rdev->desc;
	unsigned int val;
	int ret = regmap_read(rdev->regmap, d->enable_reg, &val);

	if (ret)
		return ret;
	val &= d->enable_mask;
	if (d->enable_is_inverted)
		return d->enable_val ? val != d->enable_val : val == 0;
	return d->enable_val ? val == d->enable_val : val != 0;
}
EXPORT_SYMBOL_GPL(regulator_is_enabled_regmap);

/* The enable field's value for "on" (@on) or "off". */
static unsigned int enable_field(const struct regulator_desc *d, bool on)
{
	if (on != d->enable_is_inverted)
		return d->enable_val ? d->enable_val : d->enable_mask;
	return d->disable_val;
}

/**
 * regulator_enable_regmap() - write "on" to enable_reg
 * @rdev: the regulator
 * Return: 0 or the regmap's error.
 */
int regulator_enable_regmap(struct regulator_dev *rdev)
{
	return regmap_update_bits(rdev->regmap, rdev->desc->enable_reg,
				  rdev->desc->enable_mask,
				  enable_field(rdev->desc, true));
}
EXPORT_SYMBOL_GPL(regulator_enable_regmap);

/**
 * regulator_disable_regmap() - write "off" to enable_reg
 * @rdev: the regulator
 * Return: 0 or the regmap's error.
 */
int regulator_disable_regmap(struct regulator_dev *rdev)
{
	return regmap_update_bits(rdev->regmap, rdev->desc->enable_reg,
				  rdev->desc->enable_mask,
				  enable_field(rdev->desc, false));
}
EXPORT_SYMBOL_GPL(regulator_disable_regmap);

/**
 * regulator_set_voltage_time_sel() - the time a selector change takes at
 * the ramp delay
 * @rdev: the regulator
 * @old_selector: the selector before
 * @new_selector: the selector after
 * Return: microseconds (0 without a ramp delay), or -EINVAL.
 */
int regulator_set_voltage_time_sel(struct regulator_dev *rdev,
				   unsigned int old_selector,
				   unsigned int new_selector)
{
	unsigned int ramp = rdev->desc->ramp_delay;
	int old_uV, new_uV;

	if (rdev->constraints) {
		if (rdev->constraints->ramp_delay)
			ramp = rdev->constraints->ramp_delay;
		else if (rdev->constraints->ramp_disable)
			ramp = 0;
	}
	if (!ramp)
		return 0;
	if (!rdev->desc->ops->list_voltage || !rdev->desc->n_voltages)
		return -EINVAL;
	old_uV = rdev->desc->ops->list_voltage(rdev, old_selector);
	new_uV = rdev->desc->ops->list_voltage(rdev, new_selector);
	if (old_uV < 0 || new_uV < 0)
		return -EINVAL;
	return (int)DIV_ROUND_UP((unsigned int)abs(old_uV - new_uV), ramp);
}
EXPORT_SYMBOL_GPL(regulator_set_voltage_time_sel);

int regulator_set_bypass_regmap(struct regulator_dev *rdev, bool enable)
{
	const struct regulator_desc *d = rdev->desc;
	unsigned int val = d->bypass_val_off;

	if (enable)
		val = d->bypass_val_on ? d->bypass_val_on : d->bypass_mask;
	return regmap_update_bits(rdev->regmap, d->bypass_reg, d->bypass_mask,
				  val);
}
EXPORT_SYMBOL_GPL(regulator_set_bypass_regmap);

int regulator_get_bypass_regmap(struct regulator_dev *rdev, bool *enable)
{
	const struct regulator_desc *d = rdev->desc;
	unsigned int on = d->bypass_val_on ? d->bypass_val_on : d->bypass_mask;
	unsigned int val;
	int ret = regmap_read(rdev->regmap, d->bypass_reg, &val);

	if (ret)
		return ret;
	*enable = (val & d->bypass_mask) == on;
	return 0;
}
EXPORT_SYMBOL_GPL(regulator_get_bypass_regmap);

int regulator_set_soft_start_regmap(struct regulator_dev *rdev)
{
	const struct regulator_desc *d = rdev->desc;

	return regmap_update_bits(rdev->regmap, d->soft_start_reg,
				  d->soft_start_mask,
				  d->soft_start_val_on ? d->soft_start_val_on :
							 d->soft_start_mask);
}
EXPORT_SYMBOL_GPL(regulator_set_soft_start_regmap);

int regulator_set_pull_down_regmap(struct regulator_dev *rdev)
{
	const struct regulator_desc *d = rdev->desc;

	return regmap_update_bits(
		rdev->regmap, d->pull_down_reg, d->pull_down_mask,
		d->pull_down_val_on ? d->pull_down_val_on : d->pull_down_mask);
}
EXPORT_SYMBOL_GPL(regulator_set_pull_down_regmap);

int regulator_set_active_discharge_regmap(struct regulator_dev *rdev,
					  bool enable)
{
	const struct regulator_desc *d = rdev->desc;

	return regmap_update_bits(
		rdev->regmap, d->active_discharge_reg, d->active_discharge_mask,
		enable ? d->active_discharge_on : d->active_discharge_off);
}
EXPORT_SYMBOL_GPL(regulator_set_active_discharge_regmap);

/**
 * regulator_set_current_limit_regmap() - the highest limit of curr_table
 * in a range, written to csel_reg
 * @rdev: the regulator
 * @min_uA: the lowest limit wanted
 * @max_uA: the highest
 * Return: 0, -EINVAL when none is in the range, or the regmap's error.
 */
int regulator_set_current_limit_regmap(struct regulator_dev *rdev, int min_uA,
				       int max_uA)
{
	const struct regulator_desc *d = rdev->desc;
	unsigned int i, best = 0;
	int sel = -1;

	if (!d->curr_table || !d->n_current_limits)
		return -EINVAL;
	for (i = 0; i < d->n_current_limits; i++) {
		unsigned int c = d->curr_table[i];

		if ((int)c >= min_uA && (int)c <= max_uA && c >= best) {
			best = c;
			sel = (int)i;
		}
	}
	if (sel < 0)
		return -EINVAL;
	return write_field(rdev, d->csel_reg, d->csel_mask, (unsigned int)sel);
}
EXPORT_SYMBOL_GPL(regulator_set_current_limit_regmap);

/**
 * regulator_get_current_limit_regmap() - the limit of csel_reg's selector
 * @rdev: the regulator
 * Return: microamps, -EINVAL for a selector beyond curr_table.
 */
int regulator_get_current_limit_regmap(struct regulator_dev *rdev)
{
	const struct regulator_desc *d = rdev->desc;
	int sel;

	if (!d->curr_table || !d->n_current_limits)
		return -EINVAL;
	sel = read_field(rdev, d->csel_reg, d->csel_mask);
	if (sel < 0)
		return sel;
	if ((unsigned int)sel >= d->n_current_limits)
		return -EINVAL;
	return (int)d->curr_table[sel];
}
EXPORT_SYMBOL_GPL(regulator_get_current_limit_regmap);

/**
 * regulator_find_closest_bigger() - the smallest table entry at least
 * @target
 * @target: the value
 * @table: the values
 * @num_sel: entries of @table
 * @sel: receives its index (the largest entry's when none is big enough)
 * Return: 0, or -EINVAL when none is big enough.
 */
int regulator_find_closest_bigger(unsigned int target,
				  const unsigned int *table,
				  unsigned int num_sel, unsigned int *sel)
{
	unsigned int i, best = UINT_MAX, max = 0, max_i = 0;
	bool found = false;

	for (i = 0; i < num_sel; i++) {
		if (table[i] >= max) {
			max = table[i];
			max_i = i;
		}
		if (table[i] >= target && table[i] < best) {
			best = table[i];
			*sel = i;
			found = true;
		}
	}
	if (!found) {
		*sel = max_i;
		return -EINVAL;
	}
	return 0;
}
EXPORT_SYMBOL_GPL(regulator_find_closest_bigger);

/**
 * regulator_set_ramp_delay_regmap() - write the ramp_delay_table entry
 * nearest above @ramp_delay to ramp_reg
 * @rdev: the regulator
 * @ramp_delay: uV/us
 * Return: 0, -EINVAL without a table, or the regmap's error.
 */
int regulator_set_ramp_delay_regmap(struct regulator_dev *rdev, int ramp_delay)
{
	const struct regulator_desc *d = rdev->desc;
	unsigned int sel = 0;

	if (!d->n_ramp_values || !d->ramp_delay_table)
		return -EINVAL;
	if (regulator_find_closest_bigger((unsigned int)ramp_delay,
					  d->ramp_delay_table, d->n_ramp_values,
					  &sel))
		dev_warn(&rdev->dev, "Can't set ramp-delay %u, setting %u\n",
			 ramp_delay, d->ramp_delay_table[sel]);
	return write_field(rdev, d->ramp_reg, d->ramp_mask, sel);
}
EXPORT_SYMBOL_GPL(regulator_set_ramp_delay_regmap);
