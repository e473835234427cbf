// SPDX-License-Identifier: MIT
/*
 * of_regulator.c - a regulator's constraints from its device-tree node
 * (the regulator-* properties of Linux's regulator.yaml binding), and the
 * node of each regulator of a device with several (the desc's of_match
 * under its regulators_node).
 */
#include <linux/device.h>
#include <linux/of.h>
#include <linux/regulator/of_regulator.h>
#include <linux/slab.h>
#include <platdev/features.h>

#include "regulator.h"

static void read_constraints(struct device_node *np,
			     struct regulation_constraints *c,
			     const struct regulator_desc *desc)
{
	u32 v;

	c->name = of_get_property(np, "regulator-name", NULL);
	if (!of_property_read_u32(np, "regulator-min-microvolt", &v))
		c->min_uV = (int)v;
	if (!of_property_read_u32(np, "regulator-max-microvolt", &v))
		c->max_uV = (int)v;
	/* A range to choose in: consumers may change the voltage. */
	if (c->min_uV != c->max_uV)
		c->valid_ops_mask |= REGULATOR_CHANGE_VOLTAGE;
	if (c->min_uV && c->max_uV)
		c->apply_uV = true;
	if (!of_property_read_u32(np, "regulator-microvolt-offset", &v))
		c->uV_offset = (int)v;
	if (!of_property_read_u32(np, "regulator-min-microamp", &v))
		c->min_uA = (int)v;
	if (!of_property_read_u32(np, "regulator-max-microamp", &v))
		c->max_uA = (int)v;
	if (!of_property_read_u32(np, "regulator-input-current-limit-microamp",
				  &v))
		c->ilim_uA = (int)v;
	if (c->min_uA != c->max_uA)
		c->valid_ops_mask |= REGULATOR_CHANGE_CURRENT;
	c->boot_on = of_property_read_bool(np, "regulator-boot-on");
	c->always_on = of_property_read_bool(np, "regulator-always-on");
	if (!c->always_on)
		c->valid_ops_mask |= REGULATOR_CHANGE_STATUS;
	c->pull_down = of_property_read_bool(np, "regulator-pull-down");
	c->system_critical =
		of_property_read_bool(np, "system-critical-regulator");
	if (of_property_read_bool(np, "regulator-allow-bypass"))
		c->valid_ops_mask |= REGULATOR_CHANGE_BYPASS;
	if (of_property_read_bool(np, "regulator-allow-set-load"))
		c->valid_ops_mask |= REGULATOR_CHANGE_DRMS;
	if (!of_property_read_u32(np, "regulator-ramp-delay", &v)) {
		if (v)
			c->ramp_delay = v;
		else
			c->ramp_disable = true;
	}
	if (!of_property_read_u32(np, "regulator-settling-time-us", &v))
		c->settling_time = v;
	if (!of_property_read_u32(np, "regulator-settling-time-up-us", &v))
		c->settling_time_up = v;
	if (!of_property_read_u32(np, "regulator-settling-time-down-us", &v))
		c->settling_time_down = v;
	if (!of_property_read_u32(np, "regulator-enable-ramp-delay", &v))
		c->enable_time = v;
	c->soft_start = of_property_read_bool(np, "regulator-soft-start");
	if (!of_property_read_u32(np, "regulator-active-discharge", &v))
		c->active_discharge = v ? REGULATOR_ACTIVE_DISCHARGE_ENABLE :
					  REGULATOR_ACTIVE_DISCHARGE_DISABLE;
	if (!of_property_read_u32(np, "regulator-system-load", &v))
		c->system_load = (int)v;
	if (!of_property_read_u32(np, "regulator-max-step-microvolt", &v))
		c->max_uV_step = (int)v;
	if (desc && desc->of_map_mode &&
	    !of_property_read_u32(np, "regulator-initial-mode", &v)) {
		unsigned int mode = desc->of_map_mode(v);

		if (mode != REGULATOR_MODE_INVALID)
			c->initial_mode = mode;
	}
}

/**
 * of_get_regulator_init_data() - a regulator's init data from its node
 * @dev: the device whose managed memory holds it
 * @node: the regulator's node
 * @desc: its description (for of_map_mode), or NULL
 *
 * Return: the init data (freed with @dev's driver), or NULL without a
 * node or memory.
 */
struct regulator_init_data *
of_get_regulator_init_data(struct device *dev, struct device_node *node,
			   const struct regulator_desc *desc)
{
	struct regulator_init_data *init_data;

	if (!platdev_has(PLATDEV_FEAT_OF) || !node)
		return NULL;
	init_data = devm_kzalloc(dev, sizeof(*init_data), GFP_KERNEL);
	if (!init_data)
		return NULL;
	read_constraints(node, &init_data->constraints, desc);
	return init_data;
}
EXPORT_SYMBOL_GPL(of_get_regulator_init_data);

/**
 * of_regulator_match() - find the nodes of a device's regulators
 * @dev: the device
 * @node: the node holding one child per regulator
 * @matches: the regulators, by child name; filled in with node and data
 * @num_matches: entries of @matches
 *
 * Return: how many matched; -EINVAL without @dev, @node or @matches.
 */
int of_regulator_match(struct device *dev, struct device_node *node,
		       struct of_regulator_match *matches,
		       unsigned int num_matches)
{
	struct device_node *child;
	unsigned int i;
	int count = 0;

	if (!platdev_has(PLATDEV_FEAT_OF) || !dev || !node || !matches)
		return -EINVAL;
	for (i = 0; i < num_matches; i++) {
		matches[i].init_data = NULL;
		matches[i].of_node = NULL;
	}
	for_each_child_of_node(node, child) {
		const char *name =
			of_get_property(child, "regulator-compatible", NULL);

		if (!name)
			name = child->name;
		for (i = 0; i < num_matches; i++) {
			struct of_regulator_match *m = &matches[i];

			if (m->of_node || strcmp(m->name, name))
				continue;
			m->init_data =
				of_get_regulator_init_data(dev, child, m->desc);
			if (!m->init_data) {
				of_node_put(child);
				return -EINVAL;
			}
			m->of_node = of_node_get(child);
			count++;
			break;
		}
	}
	return count;
}
EXPORT_SYMBOL_GPL(of_regulator_match);

/*
 * The init data and node of a regulator the desc finds by of_match under
 * regulators_node of @dev's node (*init_data NULL when it has no of_match
 * or the child is missing); the driver's of_parse_cb sees the node.
 */
int regulator_of_get_init_data(struct device *dev,
			       const struct regulator_desc *desc,
			       struct regulator_config *config,
			       struct regulator_init_data **init_data,
			       struct device_node **node)
{
	struct device_node *search, *child;
	int ret = 0;

	*init_data = NULL;
	*node = NULL;
	if (!platdev_has(PLATDEV_FEAT_OF) || !dev || !dev->of_node ||
	    !desc->of_match)
		return 0;
	if (desc->regulators_node)
		search = of_get_child_by_name(dev->of_node,
					      desc->regulators_node);
	else
		search = of_node_get(dev->of_node);
	if (!search)
		return 0;
	for_each_available_child_of_node(search, child) {
		const char *name =
			of_get_property(child, "regulator-compatible", NULL);

		if (!name)
			name = desc->of_match_full_name ? child->full_name :
							  child->name;
		if (strcmp(desc->of_match, name))
			continue;
		*init_data = of_get_regulator_init_data(dev, child, desc);
		if (!*init_data) {
			ret = -ENOMEM;
			of_node_put(child);
			break;
		}
		if (desc->of_parse_cb) {
			ret = desc->of_parse_cb(child, desc, config);
			if (ret) {
				*init_data = NULL;
				of_node_put(child);
				break;
			}
		}
		*node = child;
		break;
	}
	of_node_put(search);
	return ret;
}
