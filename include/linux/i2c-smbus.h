/* SPDX-License-Identifier: MIT */
/*
 * linux/i2c-smbus.h - the SMBus alert: an adapter whose controller sees
 * SMBALERT# creates the alert response client (address 0x0c) and calls
 * i2c_handle_smbus_alert() from its interrupt; each alerting device's
 * driver then gets its alert() callback. Host notify (CONFIG_I2C_SMBUS)
 * and the SPD EEPROMs of DMI are not modelled: their calls are Linux's
 * stubs for a kernel without them.
 */
#ifndef _LINUX_I2C_SMBUS_H
#define _LINUX_I2C_SMBUS_H

#include <linux/i2c.h>
#include <linux/spinlock.h>
#include <linux/workqueue.h>

/**
 * struct i2c_smbus_alert_setup - the alert line of an adapter
 * @irq: its interrupt, or 0 when the adapter's driver calls
 *       i2c_handle_smbus_alert() itself
 */
struct i2c_smbus_alert_setup {
	int irq;
};

/**
 * i2c_new_smbus_alert_device() - the alert response client of @adapter
 * Return: the client (i2c_unregister_device() it), or an ERR_PTR() of
 * i2c_new_client_device().
 */
struct i2c_client *
i2c_new_smbus_alert_device(struct i2c_adapter *adapter,
			   struct i2c_smbus_alert_setup *setup);

/**
 * i2c_handle_smbus_alert() - answer an alert: read the alert response
 * address until nobody answers, calling the alert() of each alerting
 * client's driver
 * Return: 0.
 */
int i2c_handle_smbus_alert(struct i2c_client *ara);

static inline struct i2c_client *
i2c_new_slave_host_notify_device(struct i2c_adapter *adapter)
{
	(void)adapter;
	return ERR_PTR(-ENOSYS);
}

static inline void i2c_free_slave_host_notify_device(struct i2c_client *client)
{
	(void)client;
}

static inline void i2c_register_spd(struct i2c_adapter *adap)
{
	(void)adap;
}

#endif /* _LINUX_I2C_SMBUS_H */
