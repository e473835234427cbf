/* SPDX-License-Identifier: MIT */
/*
 * linux/regulator/machine.h - what a board says about its regulators: the
 * constraints within which the core lets consumers drive one (from the
 * device tree's regulator-* properties or board code's init data) and the
 * consumers a board maps to it by device and supply name.
 */
#ifndef __LINUX_REGULATOR_MACHINE_H_
#define __LINUX_REGULATOR_MACHINE_H_

#include <linux/regulator/consumer.h>
#include <linux/suspend.h>

struct regulator;

/* What regulation_constraints.valid_ops_mask lets consumers change. */
#define REGULATOR_CHANGE_VOLTAGE 0x1
#define REGULATOR_CHANGE_CURRENT 0x2
#define REGULATOR_CHANGE_MODE 0x4
#define REGULATOR_CHANGE_STATUS 0x8
#define REGULATOR_CHANGE_DRMS 0x10
#define REGULATOR_CHANGE_BYPASS 0x20

/* What a regulator does in a suspend state. */
#define DO_NOTHING_IN_SUSPEND 0
#define DISABLE_IN_SUSPEND 1
#define ENABLE_IN_SUSPEND 2

#define REGULATOR_DEF_UV_LESS_CRITICAL_WINDOW_MS 10

enum regulator_active_discharge {
	REGULATOR_ACTIVE_DISCHARGE_DEFAULT,
	REGULATOR_ACTIVE_DISCHARGE_DISABLE,
	REGULATOR_ACTIVE_DISCHARGE_ENABLE,
};

/**
 * struct regulator_state - a regulator in one suspend state
 * @uV: its voltage
 * @min_uV: the lowest it may be set to
 * @max_uV: the highest
 * @mode: its operating mode
 * @enabled: DO_NOTHING_IN_SUSPEND, DISABLE_IN_SUSPEND or ENABLE_IN_SUSPEND
 * @changeable: whether consumers may change it
 */
struct regulator_state {
	int uV;
	int min_uV;
	int max_uV;
	unsigned int mode;
	int enabled;
	bool changeable;
};

#define REGULATOR_NOTIF_LIMIT_DISABLE -1
#define REGULATOR_NOTIF_LIMIT_ENABLE -2

/**
 * struct notification_limit - a protection's, error's and warning's
 * thresholds (0: not set)
 * @prot: the hardware's protection limit
 * @err: the error limit
 * @warn: the warning limit
 */
struct notification_limit {
	int prot;
	int err;
	int warn;
};

/**
 * struct regulation_constraints - what a board allows of a regulator
 * @name: its name (the tree's regulator-name)
 * @min_uV: the lowest voltage consumers may set
 * @max_uV: the highest
 * @uV_offset: added to what consumers ask for
 * @min_uA: the lowest current limit
 * @max_uA: the highest
 * @ilim_uA: the input current limit
 * @system_load: a load always drawn
 * @max_spread: for coupled regulators (not modelled)
 * @max_uV_step: the largest step of one voltage change
 * @valid_modes_mask: the REGULATOR_MODE_* consumers may set
 * @valid_ops_mask: the REGULATOR_CHANGE_* consumers may make
 * @input_uV: the input voltage when the supply is not a regulator
 * @state_disk: in hibernation
 * @state_mem: in suspend to RAM
 * @state_standby: in standby
 * @over_curr_limits: over-current notification limits
 * @over_voltage_limits: over-voltage notification limits
 * @under_voltage_limits: under-voltage notification limits
 * @temp_limits: temperature notification limits
 * @initial_state: the suspend state set at init
 * @initial_mode: the mode set at init
 * @ramp_delay: the voltage slew rate in uV/us (regulator-ramp-delay)
 * @settling_time: the time to settle after a change, in us
 * @settling_time_up: the same, for a rise
 * @settling_time_down: the same, for a fall
 * @enable_time: the time to turn on, in us (regulator-enable-ramp-delay)
 * @uv_less_critical_window_ms: time allowed for critical actions
 * @active_discharge: an enum regulator_active_discharge
 * @always_on: never turned off while the system runs
 * @boot_on: turned on by the boot loader: kept on at registration
 * @apply_uV: set the voltage at init when min_uV == max_uV
 * @ramp_disable: no ramp delay
 * @soft_start: ramp the voltage slowly
 * @pull_down: pull the output down when off
 * @system_critical: critical to the system's stability
 * @over_current_protection: turn off on over-current
 * @over_current_detection: notify over-current
 * @over_voltage_detection: notify over-voltage
 * @under_voltage_detection: notify under-voltage
 * @over_temp_detection: notify over-temperature
 */
struct regulation_constraints {
	const char *name;
	int min_uV;
	int max_uV;
	int uV_offset;
	int min_uA;
	int max_uA;
	int ilim_uA;
	int system_load;
	u32 *max_spread;
	int max_uV_step;
	unsigned int valid_modes_mask;
	unsigned int valid_ops_mask;
	int input_uV;
	struct regulator_state state_disk;
	struct regulator_state state_mem;
	struct regulator_state state_standby;
	struct notification_limit over_curr_limits;
	struct notification_limit over_voltage_limits;
	struct notification_limit under_voltage_limits;
	struct notification_limit temp_limits;
	suspend_state_t initial_state;
	unsigned int initial_mode;
	unsigned int ramp_delay;
	unsigned int settling_time;
	unsigned int settling_time_up;
	unsigned int settling_time_down;
	unsigned int enable_time;
	unsigned int uv_less_critical_window_ms;
	unsigned int active_discharge;
	unsigned always_on : 1;
	unsigned boot_on : 1;
	unsigned apply_uV : 1;
	unsigned ramp_disable : 1;
	unsigned soft_start : 1;
	unsigned pull_down : 1;
	unsigned system_critical : 1;
	unsigned over_current_protection : 1;
	unsigned over_current_detection : 1;
	unsigned over_voltage_detection : 1;
	unsigned under_voltage_detection : 1;
	unsigned over_temp_detection : 1;
};

/**
 * struct regulator_consumer_supply - a consumer a board maps to a regulator
 * @dev_name: the consumer's dev_name()
 * @supply: the supply's name ("vcc")
 */
struct regulator_consumer_supply {
	const char *dev_name;
	const char *supply;
};

#define REGULATOR_SUPPLY(_name, _dev_name)              \
	{                                               \
		.supply = _name, .dev_name = _dev_name, \
	}

/**
 * struct regulator_init_data - board code's (or the tree's) data of one
 * regulator
 * @supply_regulator: the name of the regulator that supplies it, or NULL
 * @constraints: what consumers may do with it
 * @num_consumer_supplies: entries of @consumer_supplies
 * @consumer_supplies: the consumers mapped to it
 * @regulator_init: called at registration with @driver_data
 * @driver_data: for @regulator_init; the core does not use it
 */
struct regulator_init_data {
	const char *supply_regulator;
	struct regulation_constraints constraints;
	int num_consumer_supplies;
	struct regulator_consumer_supply *consumer_supplies;
	int (*regulator_init)(void *driver_data);
	void *driver_data;
};

/**
 * regulator_has_full_constraints() - the board has described every
 * regulator: a supply found nowhere gets the dummy regulator rather than
 * -EPROBE_DEFER (platdev behaves so from the start, as Linux does with a
 * device tree)
 */
void regulator_has_full_constraints(void);

static inline int regulator_suspend_prepare(suspend_state_t state)
{
	(void)state;
	return 0;
}

static inline int regulator_suspend_finish(void)
{
	return 0;
}

#endif /* __LINUX_REGULATOR_MACHINE_H_ */
