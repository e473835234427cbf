/* SPDX-License-Identifier: MIT */
/*
 * linux/regulator/of_regulator.h - a regulator's init data (constraints,
 * supply) read from its device-tree node, and the matching of a PMIC's
 * "regulators" child nodes to its regulators by name.
 */
#ifndef __LINUX_OF_REG_H
#define __LINUX_OF_REG_H

struct device;
struct device_node;
struct regulator_desc;

/**
 * struct of_regulator_match - one regulator of of_regulator_match()
 * @name: the child node's name to match
 * @driver_data: the driver's, untouched
 * @init_data: filled in: the init data read from the node
 * @of_node: filled in: the node matched
 * @desc: the regulator's description, for its of_map_mode
 */
struct of_regulator_match {
	const char *name;
	void *driver_data;
	struct regulator_init_data *init_data;
	struct device_node *of_node;
	const struct regulator_desc *desc;
};

struct regulator_init_data *
of_get_regulator_init_data(struct device *dev, struct device_node *node,
			   const struct regulator_desc *desc);
int of_regulator_match(struct device *dev, struct device_node *node,
		       struct of_regulator_match *matches,
		       unsigned int num_matches);

#endif /* __LINUX_OF_REG_H */
