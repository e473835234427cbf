// SPDX-License-Identifier: MIT
/*
 * regmap-i2c.c - register maps over an I2C client: a register number of
 * 8 or 16 bits (big-endian) written first, then the values, in one
 * message to write or with a repeated start to read; values of 8 or 16
 * bits, big-endian unless the config says little. The map's lock is a
 * mutex (a transfer sleeps). A file of its own: a program without I2C
 * maps links none of it.
 */
#include <linux/i2c.h>
#include <linux/regmap.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "internal.h"

#if IS_ENABLED(CONFIG_I2C)

/* The register number @reg as it goes on the wire; Return: its length. */
static unsigned int reg_put(const struct regmap *map, unsigned int reg, u8 *p)
{
	if (map->config.reg_bits == 16) {
		p[0] = (u8)(reg >> 8);
		p[1] = (u8)reg;
		return 2;
	}
	p[0] = (u8)reg;
	return 1;
}

static int i2c_bus_read(struct regmap *map, unsigned int reg, u8 *buf,
			size_t len)
{
	struct i2c_client *client = map->bus;
	u8 addr[2];
	struct i2c_msg msgs[2] = {
		{ .addr = client->addr,
		  .flags = client->flags & I2C_M_TEN,
		  .buf = addr },
		{ .addr = client->addr,
		  .flags = (client->flags & I2C_M_TEN) | I2C_M_RD,
		  .len = (u16)len,
		  .buf = buf },
	};
	int ret;

	msgs[0].len = (u16)reg_put(map, reg, addr);
	ret = i2c_transfer(client->adapter, msgs, 2);
	if (ret == 2)
		return 0;
	return ret < 0 ? ret : -EIO;
}

static int i2c_bus_write(struct regmap *map, unsigned int reg, const u8 *buf,
			 size_t len)
{
	struct i2c_client *client = map->bus;
	u8 *msg = kmalloc(len + 2, GFP_KERNEL);
	unsigned int n;
	int ret;

	if (!msg)
		return -ENOMEM;
	n = reg_put(map, reg, msg);
	memcpy(msg + n, buf, len);
	ret = i2c_master_send(client, (char *)msg, (int)(len + n));
	kfree(msg);
	if (ret == (int)(len + n))
		return 0;
	return ret < 0 ? ret : -EIO;
}

struct regmap *regmap_init_i2c(struct i2c_client *i2c,
			       const struct regmap_config *config)
{
	struct regmap_config cfg;
	struct regmap *map;

	if (!i2c || !config)
		return ERR_PTR(-EINVAL);
	if ((config->reg_bits != 8 && config->reg_bits != 16) ||
	    (config->val_bits != 8 && config->val_bits != 16) ||
	    config->pad_bits || config->reg_read || config->reg_write)
		return ERR_PTR(-ENOTSUPP);
	if (!i2c_check_functionality(i2c->adapter, I2C_FUNC_I2C))
		return ERR_PTR(-ENOTSUPP);
	cfg = *config;
	map = regmap_create(&i2c->dev, NULL, &cfg);
	if (IS_ERR(map))
		return map;
	mutex_init(&map->mutex);
	map->big_endian = config->val_format_endian != REGMAP_ENDIAN_LITTLE;
	map->native = false;
	map->bus_read = i2c_bus_read;
	map->bus_write = i2c_bus_write;
	map->bus = i2c;
	return map;
}
EXPORT_SYMBOL_GPL(regmap_init_i2c);

struct regmap *devm_regmap_init_i2c(struct i2c_client *i2c,
				    const struct regmap_config *config)
{
	return regmap_devm_keep(&i2c->dev, regmap_init_i2c(i2c, config));
}
EXPORT_SYMBOL_GPL(devm_regmap_init_i2c);

#endif /* CONFIG_I2C */
