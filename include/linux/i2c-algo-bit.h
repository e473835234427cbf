/* SPDX-License-Identifier: MIT */
/*
 * linux/i2c-algo-bit.h - the bit-banging algorithm's line callbacks and
 * timing (drivers/i2c/algos/i2c-algo-bit.c, Linux's, provides the
 * functions).
 */
#ifndef _LINUX_I2C_ALGO_BIT_H
#define _LINUX_I2C_ALGO_BIT_H

#include <linux/i2c.h>

/**
 * struct i2c_algo_bit_data - how the algorithm reaches the two lines
 * @data: passed to the callbacks
 * @setsda: release (1) or pull down (0) SDA
 * @setscl: release (1) or pull down (0) SCL
 * @getsda: read SDA
 * @getscl: read SCL, or NULL when it cannot be read (no clock stretching)
 * @pre_xfer: optional, before each transfer
 * @post_xfer: optional, after each transfer
 * @udelay: half a clock period in microseconds
 * @timeout: clock-stretching timeout in jiffies
 * @can_do_atomic: the callbacks do not sleep
 */
struct i2c_algo_bit_data {
	void *data;
	void (*setsda)(void *data, int state);
	void (*setscl)(void *data, int state);
	int (*getsda)(void *data);
	int (*getscl)(void *data);
	int (*pre_xfer)(struct i2c_adapter *);
	void (*post_xfer)(struct i2c_adapter *);
	int udelay;
	int timeout;
	bool can_do_atomic;
};

int i2c_bit_add_bus(struct i2c_adapter *);
int i2c_bit_add_numbered_bus(struct i2c_adapter *);
extern const struct i2c_algorithm i2c_bit_algo;

#endif /* _LINUX_I2C_ALGO_BIT_H */
