/* SPDX-License-Identifier: MIT */
/*
 * linux/regulator/userspace-consumer.h - the platform data of Linux's
 * "reg-userspace-consumer" (drivers/regulator/userspace-consumer.c): a
 * device whose supplies user space switches through its "state" file.
 */
#ifndef __REGULATOR_PLATFORM_CONSUMER_H_
#define __REGULATOR_PLATFORM_CONSUMER_H_

#include <linux/types.h>

struct regulator_bulk_data;

/**
 * struct regulator_userspace_consumer_data - its platform data
 * @name: the consumer's name
 * @num_supplies: entries of @supplies
 * @supplies: the supplies it switches
 * @init_on: switch them on at probe
 * @no_autoswitch: do not switch them when the driver binds and unbinds
 */
struct regulator_userspace_consumer_data {
	const char *name;
	int num_supplies;
	struct regulator_bulk_data *supplies;
	bool init_on;
	bool no_autoswitch;
};

#endif /* __REGULATOR_PLATFORM_CONSUMER_H_ */
