// SPDX-License-Identifier: MIT
/*
 * regmap-callbacks.c - register maps without a bus: every access calls
 * the config's reg_read or reg_write. In a file of its own, so a program
 * with MMIO maps only links none of it.
 */
#include <linux/device.h>
#include <linux/errno.h>
#include <linux/printk.h>

#include "internal.h"

struct regmap *regmap_init(struct device *dev, const struct regmap_bus *bus,
			   void *bus_context,
			   const struct regmap_config *config)
{
	struct regmap_config with_bus;
	struct regmap *map;

	if (!config)
		return ERR_PTR(-EINVAL);
	if (bus) {
		if (bus->write || bus->read || bus->gather_write ||
		    bus->async_write) {
			pr_err("regmap_init: raw register buses are not modelled\n");
			return ERR_PTR(-ENOTSUPP);
		}
		/* The bus's callbacks stand for the config's. */
		with_bus = *config;
		with_bus.reg_read = bus->reg_read;
		with_bus.reg_write = bus->reg_write;
		config = &with_bus;
	}
	if (!config->reg_read && !config->reg_write)
		return ERR_PTR(-EINVAL);
	if (config->val_bits <= 0 || config->val_bits > 32 ||
	    (config->val_bits % 8) || !!config->lock != !!config->unlock)
		return ERR_PTR(-EINVAL);
	map = regmap_create(dev, NULL, config);
	if (!IS_ERR(map))
		map->bus_context = bus_context;
	return map;
}

struct regmap *devm_regmap_init(struct device *dev,
				const struct regmap_bus *bus, void *bus_context,
				const struct regmap_config *config)
{
	return regmap_devm_keep(dev,
				regmap_init(dev, bus, bus_context, config));
}
