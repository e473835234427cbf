/* SPDX-License-Identifier: MIT */
/*
 * linux/regulator/fixed.h - the configuration of a fixed-voltage
 * regulator (Linux's drivers/regulator/fixed.c): a switch, perhaps a GPIO,
 * in front of a supply of one voltage.
 */
#ifndef __REGULATOR_FIXED_H
#define __REGULATOR_FIXED_H

struct regulator_init_data;

/**
 * struct fixed_voltage_config - a fixed regulator's platform data
 * @supply_name: the regulator's name
 * @input_supply: the name of its supply, or NULL
 * @microvolts: its voltage
 * @startup_delay: the time from on to stable output, in us
 * @off_on_delay: the least time off before it turns on again, in us
 * @enabled_at_boot: on when the driver binds
 * @init_data: its constraints
 */
struct fixed_voltage_config {
	const char *supply_name;
	const char *input_supply;
	int microvolts;
	unsigned startup_delay;
	unsigned int off_on_delay;
	unsigned enabled_at_boot : 1;
	struct regulator_init_data *init_data;
};

/*
 * Not here: regulator_register_always_on() and regulator_register_fixed()
 * (board code's fixed regulators mapped to consumers by name): the core
 * has no board consumer maps yet.
 */

#endif /* __REGULATOR_FIXED_H */
