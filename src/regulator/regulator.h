/* SPDX-License-Identifier: MIT */
/*
 * regulator.h - what the regulator core's files share: the consumer
 * handle (struct regulator, opaque to drivers as in Linux) and the lock.
 */
#ifndef _PLATDEV_SRC_REGULATOR_H
#define _PLATDEV_SRC_REGULATOR_H

#include <linux/regulator/driver.h>
#include <linux/regulator/machine.h>

/**
 * struct regulator - one consumer's handle on a regulator
 * @dev: the consumer's device, or NULL (a regulator's own supply handle
 *       has its regulator's device)
 * @list: on the regulator's consumer_list
 * @enable_count: this consumer's enables not yet disabled
 * @min_uV: the lowest voltage this consumer asked for (0: none asked)
 * @max_uV: the highest
 * @always_on: the regulator is always on: enable and disable only count
 * @device_link: a device link from @dev to the regulator's device was made
 * @supply_name: the supply's name ("vdd"), the core's copy
 * @rdev: the regulator
 * @drvdata: regulator_set_drvdata()'s
 */
struct regulator {
	struct device *dev;
	struct list_head list;
	unsigned int enable_count;
	int min_uV;
	int max_uV;
	unsigned int always_on : 1;
	unsigned int device_link : 1;
	const char *supply_name;
	struct regulator_dev *rdev;
	void *drvdata;
};

/* The core's lock: every regulator's state and the list of regulators. */
extern struct mutex regulator_core_lock;

int regulator_get_voltage_rdev(struct regulator_dev *rdev);
int regulator_of_get_init_data(struct device *dev,
			       const struct regulator_desc *desc,
			       struct regulator_config *config,
			       struct regulator_init_data **init_data,
			       struct device_node **node);
struct regulator_dev *regulator_of_lookup(struct device_node *np,
					  const char *supply);

/* map.c: board code's consumer maps (init data's consumer_supplies) */
int regulator_map_add(struct regulator_dev *rdev,
		      const struct regulator_init_data *init_data);
void regulator_map_remove(struct regulator_dev *rdev);
struct regulator_dev *regulator_map_find(const char *dev_name,
					 const char *supply);

#endif /* _PLATDEV_SRC_REGULATOR_H */
