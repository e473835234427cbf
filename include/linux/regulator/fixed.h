/* SPDX-License-Identifier: MIT */
/*
 * linux/regulator/fixed.h - the configuration of a fixed-voltage
 * regulator (Linux's drivers/regulator/fixed.c): a switch, perhaps a GPIO,
 * in front of a supply of one voltage.
 */
#ifndef __REGULATOR_FIXED_H
#define __REGULATOR_FIXED_H

struct platform_device;
struct regulator_init_data;
struct regulator_consumer_supply;

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

/**
 * regulator_register_always_on() - register a fixed, always-on regulator
 * device ("reg-fixed-voltage") supplying @supplies at @uv
 * @id: the platform device's id
 * @name: the regulator's name
 * @supplies: the consumers it supplies (copied)
 * @num_supplies: entries of @supplies
 * @uv: its voltage
 *
 * Return: the platform device, or NULL on failure.
 */
struct platform_device *
regulator_register_always_on(int id, const char *name,
			     struct regulator_consumer_supply *supplies,
			     int num_supplies, int uv);

#define regulator_register_fixed(id, s, ns) \
	regulator_register_always_on(id, "fixed-dummy", s, ns, 0)

#endif /* __REGULATOR_FIXED_H */
