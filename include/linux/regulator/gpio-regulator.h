/* SPDX-License-Identifier: MIT */
/*
 * linux/regulator/gpio-regulator.h - the configuration of a regulator
 * whose voltage (or current limit) is chosen by the states of GPIO lines
 * (Linux's drivers/regulator/gpio-regulator.c).
 */
#ifndef __REGULATOR_GPIO_H
#define __REGULATOR_GPIO_H

#include <linux/gpio/consumer.h>

struct regulator_init_data;

enum regulator_type;

/**
 * struct gpio_regulator_state - one output and the lines that select it
 * @value: the voltage in uV (or current in uA)
 * @gpios: the lines' states, bit n for line n
 */
struct gpio_regulator_state {
	int value;
	int gpios;
};

/**
 * struct gpio_regulator_config - a GPIO regulator's platform data
 * @supply_name: the regulator's name
 * @input_supply: the name of its supply, or NULL
 * @enabled_at_boot: on when the driver binds
 * @startup_delay: the time from on to stable output, in us
 * @gflags: each line's initial state (GPIOD_OUT_LOW or _HIGH)
 * @ngpios: entries of @gflags
 * @states: the outputs it can give
 * @nr_states: entries of @states
 * @type: REGULATOR_VOLTAGE or REGULATOR_CURRENT
 * @init_data: its constraints
 */
struct gpio_regulator_config {
	const char *supply_name;
	const char *input_supply;
	unsigned enabled_at_boot : 1;
	unsigned startup_delay;
	enum gpiod_flags *gflags;
	int ngpios;
	struct gpio_regulator_state *states;
	int nr_states;
	enum regulator_type type;
	struct regulator_init_data *init_data;
};

#endif /* __REGULATOR_GPIO_H */
