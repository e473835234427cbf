// SPDX-License-Identifier: MIT
/*
 * i2c-smbus-alert.c - the SMBus alert response: a read of address 0x0c
 * returns the address (and a flag bit) of a device pulling SMBALERT#, the
 * lowest address winning; its driver's alert() is called, until no device
 * answers. Done at once in the caller (Linux queues it on a work item).
 */
#include <linux/i2c-smbus.h>
#include <linux/i2c.h>

#include "i2c-core.h"

#define ALERT_ROUNDS 16 /* at most so many devices answered in one call */

struct i2c_client *
i2c_new_smbus_alert_device(struct i2c_adapter *adapter,
			   struct i2c_smbus_alert_setup *setup)
{
	struct i2c_board_info ara_board_info = {
		I2C_BOARD_INFO("smbus_alert", 0x0c),
		.platform_data = setup,
	};

	return i2c_new_client_device(adapter, &ara_board_info);
}
EXPORT_SYMBOL_GPL(i2c_new_smbus_alert_device);

struct alert_find {
	unsigned short addr;
	unsigned int flag;
	bool called;
};

static int alert_one(struct device *dev, void *data)
{
	struct i2c_client *client = i2c_verify_client(dev);
	struct alert_find *a = data;
	const struct i2c_driver *driver;

	if (!client || client->addr != a->addr || !client->dev.driver)
		return 0;
	driver = to_i2c_driver(client->dev.driver);
	if (driver->alert) {
		driver->alert(client, I2C_PROTOCOL_SMBUS_ALERT, a->flag);
		a->called = true;
	} else {
		dev_warn(&client->dev, "no driver alert()!\n");
	}
	return 1;
}

int i2c_handle_smbus_alert(struct i2c_client *ara)
{
	struct alert_find a;
	int status, i;

	for (i = 0; i < ALERT_ROUNDS; i++) {
		status = i2c_smbus_read_byte(ara);
		if (status < 0)
			break;
		a = (struct alert_find){ .addr = (unsigned short)(status >> 1),
					 .flag = status & 1 };
		dev_dbg(&ara->dev, "SMBALERT# from dev 0x%02x, flag %d\n",
			a.addr, a.flag);
		device_for_each_child(&ara->adapter->dev, &a, alert_one);
		if (!a.called)
			break; /* nobody to quiet it: it would answer again */
	}
	return 0;
}
EXPORT_SYMBOL_GPL(i2c_handle_smbus_alert);
