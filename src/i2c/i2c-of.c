// SPDX-License-Identifier: MIT
/*
 * i2c-of.c - the clients of an adapter's tree node: each available child
 * with a "reg" (its address; bit 31 a 10-bit one, bit 30 the adapter's
 * own target address) becomes a client named by its first compatible's
 * part after the vendor's comma.
 */
#include <linux/i2c.h>
#include <linux/of.h>
#include <linux/string.h>

#include "i2c-core.h"

#define I2C_TEN_BIT_ADDRESS (1u << 31)
#define I2C_OWN_SLAVE_ADDRESS (1u << 30)

int of_i2c_get_board_info(struct device *dev, struct device_node *node,
			  struct i2c_board_info *info)
{
	const char *compat = NULL, *comma;
	u32 addr;

	memset(info, 0, sizeof(*info));
	if (of_property_read_string(node, "compatible", &compat)) {
		dev_err(dev, "of_i2c: modalias failure on %pOF\n", node);
		return -EINVAL;
	}
	comma = strchr(compat, ',');
	strscpy(info->type, comma ? comma + 1 : compat, sizeof(info->type));
	if (of_property_read_u32(node, "reg", &addr)) {
		dev_err(dev, "of_i2c: invalid reg on %pOF\n", node);
		return -EINVAL;
	}
	if (addr & I2C_TEN_BIT_ADDRESS) {
		addr &= ~I2C_TEN_BIT_ADDRESS;
		info->flags |= I2C_CLIENT_TEN;
	}
	if (addr & I2C_OWN_SLAVE_ADDRESS) {
		addr &= ~I2C_OWN_SLAVE_ADDRESS;
		info->flags |= I2C_CLIENT_SLAVE;
	}
	info->addr = (unsigned short)addr;
	info->of_node = node;
	info->fwnode = of_fwnode_handle(node);
	if (of_property_read_bool(node, "host-notify"))
		info->flags |= I2C_CLIENT_HOST_NOTIFY;
	if (of_property_read_bool(node, "wakeup-source"))
		info->flags |= I2C_CLIENT_WAKE;
	return 0;
}
EXPORT_SYMBOL_GPL(of_i2c_get_board_info);

void i2c_of_register_devices(struct i2c_adapter *adap)
{
	struct device_node *bus, *node;
	struct i2c_board_info info;
	struct i2c_client *client;

	if (!platdev_has(PLATDEV_FEAT_OF) || !adap->dev.of_node)
		return;
	/* Clients sit in an "i2c-bus" child when the node has one. */
	bus = of_get_child_by_name(adap->dev.of_node, "i2c-bus");
	if (!bus)
		bus = of_node_get(adap->dev.of_node);
	for_each_available_child_of_node(bus, node) {
		if (of_node_test_and_set_flag(node, OF_POPULATED))
			continue;
		if (of_i2c_get_board_info(&adap->dev, node, &info)) {
			of_node_clear_flag(node, OF_POPULATED);
			continue;
		}
		client = i2c_new_client_device(adap, &info);
		if (IS_ERR(client)) {
			dev_err(&adap->dev,
				"Failed to create I2C device for %pOF\n", node);
			of_node_clear_flag(node, OF_POPULATED);
		}
	}
	of_node_put(bus);
}
