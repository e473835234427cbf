// SPDX-License-Identifier: MIT
/*
 * i2c-slave.c - an adapter acting as a target: a client registered with
 * i2c_slave_register() gets the adapter's events at its address through
 * its callback. A file of its own: a program without targets links none.
 */
#include <linux/i2c.h>
#include <linux/of.h>

#include "i2c-core.h"

#define I2C_OWN_SLAVE_ADDRESS (1u << 30)

int i2c_slave_register(struct i2c_client *client, i2c_slave_cb_t slave_cb)
{
	int ret;

	if (IS_ERR_OR_NULL(client) || !slave_cb) {
		pr_warn("i2c-core: %s: insufficient data\n", __func__);
		return -EINVAL;
	}
	if (!(client->flags & I2C_CLIENT_SLAVE))
		dev_warn(&client->dev, "%s: client slave flag not set\n",
			 __func__);
	/* 7-bit targets may not take the reserved addresses. */
	if (!(client->flags & I2C_CLIENT_TEN) &&
	    (client->addr < 0x08 || client->addr > 0x77)) {
		dev_err(&client->dev, "%s: invalid address\n", __func__);
		return -EINVAL;
	}
	if (!client->adapter->algo->reg_slave) {
		dev_err(&client->dev, "%s: not supported by adapter\n",
			__func__);
		return -EOPNOTSUPP;
	}
	client->slave_cb = slave_cb;
	i2c_lock_bus(client->adapter, I2C_LOCK_ROOT_ADAPTER);
	ret = client->adapter->algo->reg_slave(client);
	i2c_unlock_bus(client->adapter, I2C_LOCK_ROOT_ADAPTER);
	if (ret) {
		client->slave_cb = NULL;
		dev_err(&client->dev, "%s: adapter returned error %d\n",
			__func__, ret);
	}
	return ret;
}
EXPORT_SYMBOL_GPL(i2c_slave_register);

int i2c_slave_unregister(struct i2c_client *client)
{
	int ret;

	if (IS_ERR_OR_NULL(client))
		return -EINVAL;
	if (!client->adapter->algo->unreg_slave) {
		dev_err(&client->dev, "%s: not supported by adapter\n",
			__func__);
		return -EOPNOTSUPP;
	}
	i2c_lock_bus(client->adapter, I2C_LOCK_ROOT_ADAPTER);
	ret = client->adapter->algo->unreg_slave(client);
	i2c_unlock_bus(client->adapter, I2C_LOCK_ROOT_ADAPTER);
	if (!ret)
		client->slave_cb = NULL;
	else
		dev_err(&client->dev, "%s: adapter returned error %d\n",
			__func__, ret);
	return ret;
}
EXPORT_SYMBOL_GPL(i2c_slave_unregister);

int i2c_slave_event(struct i2c_client *client, enum i2c_slave_event event,
		    u8 *val)
{
	return client->slave_cb ? client->slave_cb(client, event, val) :
				  -EINVAL;
}
EXPORT_SYMBOL_GPL(i2c_slave_event);

bool i2c_detect_slave_mode(struct device *dev)
{
	struct device_node *child;
	u32 reg;

	if (!platdev_has(PLATDEV_FEAT_OF) || !dev->of_node)
		return false;
	for_each_child_of_node(dev->of_node, child) {
		if (!of_property_read_u32(child, "reg", &reg) &&
		    (reg & I2C_OWN_SLAVE_ADDRESS)) {
			of_node_put(child);
			return true;
		}
	}
	return false;
}
EXPORT_SYMBOL_GPL(i2c_detect_slave_mode);
