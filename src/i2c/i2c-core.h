/* SPDX-License-Identifier: MIT */
/*
 * i2c-core.h - what the I2C core's files share: i2c-core.c calls the
 * board info (i2c-boardinfo.c), the tree (i2c-of.c) and the recovery
 * (i2c-recovery.c) as each adapter is registered.
 */
#ifndef _PLATDEV_SRC_I2C_CORE_H
#define _PLATDEV_SRC_I2C_CORE_H

#include <linux/i2c.h>

/* The lowest bus number i2c_add_adapter() hands out (above board info's). */
int i2c_first_dynamic_bus_num(void);

/* Create the clients board code registered for @adap's number. */
void i2c_board_info_scan(struct i2c_adapter *adap);

/* Create the clients of @adap's node's available children. */
void i2c_of_register_devices(struct i2c_adapter *adap);

/* Fill in the generic recovery's missing pieces from its GPIOs. */
void i2c_init_recovery(struct i2c_adapter *adap);

#endif /* _PLATDEV_SRC_I2C_CORE_H */
