// SPDX-License-Identifier: MIT
/*
 * map.c - board code's consumer maps: a regulator's init data names the
 * consumers it supplies (REGULATOR_SUPPLY("vcc", "foo.0")), for devices
 * that have no device tree to say it. regulator_get() looks here after
 * the tree and before the regulators' own names, as Linux does. A consumer
 * mapped twice to one supply name is refused (-EBUSY) and the regulator
 * with it. Everything here runs under regulator_core_lock.
 */
#include <linux/list.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "regulator.h"

/**
 * struct regulator_map - one consumer supply of a regulator
 * @list: on regulator_map_list
 * @dev_name: the consumer's device name, the map's copy; NULL: any device
 * @supply: the supply's name, the map's copy
 * @rdev: the regulator
 */
struct regulator_map {
	struct list_head list;
	const char *dev_name;
	const char *supply;
	struct regulator_dev *rdev;
};

static LIST_HEAD(regulator_map_list);

static bool same_consumer(const char *a, const char *b)
{
	return (!a && !b) || (a && b && !strcmp(a, b));
}

static int map_one(struct regulator_dev *rdev,
		   const struct regulator_consumer_supply *c)
{
	struct regulator_map *map;

	if (!c->supply)
		return -EINVAL;
	list_for_each_entry(map, &regulator_map_list, list) {
		if (same_consumer(map->dev_name, c->dev_name) &&
		    !strcmp(map->supply, c->supply)) {
			dev_err(&rdev->dev, "%s/%s is already supplied by %s\n",
				c->dev_name ? c->dev_name : "(any)", c->supply,
				dev_name(&map->rdev->dev));
			return -EBUSY;
		}
	}
	map = kzalloc(sizeof(*map), GFP_KERNEL);
	if (!map)
		return -ENOMEM;
	map->supply = kstrdup(c->supply, GFP_KERNEL);
	if (c->dev_name)
		map->dev_name = kstrdup(c->dev_name, GFP_KERNEL);
	if (!map->supply || (c->dev_name && !map->dev_name)) {
		kfree(map->dev_name);
		kfree(map->supply);
		kfree(map);
		return -ENOMEM;
	}
	map->rdev = rdev;
	list_add_tail(&map->list, &regulator_map_list);
	return 0;
}

void regulator_map_remove(struct regulator_dev *rdev)
{
	struct regulator_map *map, *n;

	list_for_each_entry_safe(map, n, &regulator_map_list, list) {
		if (map->rdev != rdev)
			continue;
		list_del(&map->list);
		kfree(map->dev_name);
		kfree(map->supply);
		kfree(map);
	}
}

int regulator_map_add(struct regulator_dev *rdev,
		      const struct regulator_init_data *init_data)
{
	int i, ret;

	if (!init_data)
		return 0;
	for (i = 0; i < init_data->num_consumer_supplies; i++) {
		ret = map_one(rdev, &init_data->consumer_supplies[i]);
		if (ret) {
			regulator_map_remove(rdev);
			return ret;
		}
	}
	return 0;
}

struct regulator_dev *regulator_map_find(const char *dev_name,
					 const char *supply)
{
	struct regulator_map *map;

	list_for_each_entry(map, &regulator_map_list, list) {
		if (map->dev_name &&
		    (!dev_name || strcmp(map->dev_name, dev_name)))
			continue;
		if (!strcmp(map->supply, supply))
			return map->rdev;
	}
	return NULL;
}
