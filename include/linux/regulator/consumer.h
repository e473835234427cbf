/* SPDX-License-Identifier: MIT */
/*
 * linux/regulator/consumer.h - the regulator consumer API of Linux 6.12:
 * a device gets the regulator behind its "<id>-supply" property (or a
 * dummy one when the tree names none and the supply is not optional),
 * enables and disables it with use counts, sets its voltage within the
 * constraints of the board, and listens to its events.
 */
#ifndef __LINUX_REGULATOR_CONSUMER_H_
#define __LINUX_REGULATOR_CONSUMER_H_

#include <linux/compiler.h>
#include <linux/bits.h>
#include <linux/err.h>
/*
 * Linux's linux/suspend.h reaches linux/interrupt.h (through swap.h and
 * the memory cgroup headers): regulator drivers that request their
 * interrupts include nothing else.
 */
#include <linux/interrupt.h>
#include <linux/suspend.h>
#include <linux/types.h>
#include <uapi/regulator/regulator.h>

struct device;
struct device_node;
struct notifier_block;
struct regmap;
struct regulator_dev;

/* Operating modes, from the most to the least power hungry. */
#define REGULATOR_MODE_INVALID 0x0
#define REGULATOR_MODE_FAST 0x1
#define REGULATOR_MODE_NORMAL 0x2
#define REGULATOR_MODE_IDLE 0x4
#define REGULATOR_MODE_STANDBY 0x8

/* Error flags of regulator_get_error_flags(). */
#define REGULATOR_ERROR_UNDER_VOLTAGE BIT(1)
#define REGULATOR_ERROR_OVER_CURRENT BIT(2)
#define REGULATOR_ERROR_REGULATION_OUT BIT(3)
#define REGULATOR_ERROR_FAIL BIT(4)
#define REGULATOR_ERROR_OVER_TEMP BIT(5)
#define REGULATOR_ERROR_UNDER_VOLTAGE_WARN BIT(6)
#define REGULATOR_ERROR_OVER_CURRENT_WARN BIT(7)
#define REGULATOR_ERROR_OVER_VOLTAGE_WARN BIT(8)
#define REGULATOR_ERROR_OVER_TEMP_WARN BIT(9)

/**
 * struct pre_voltage_change_data - REGULATOR_EVENT_PRE_VOLTAGE_CHANGE's
 * data
 * @old_uV: the voltage before the change
 * @min_uV: the lowest voltage asked for
 * @max_uV: the highest voltage asked for
 */
struct pre_voltage_change_data {
	unsigned long old_uV;
	unsigned long min_uV;
	unsigned long max_uV;
};

struct regulator;

/**
 * struct regulator_bulk_data - one supply of a bulk request
 * @supply: the supply's name ("vdd" for "vdd-supply")
 * @consumer: the regulator got for it
 * @init_load_uA: the load set at get time (not modelled)
 * @ret: private: the last bulk operation's result for this supply
 */
struct regulator_bulk_data {
	const char *supply;
	struct regulator *consumer;
	int init_load_uA;
	int ret;
};

struct regulator *__must_check regulator_get(struct device *dev,
					     const char *id);
struct regulator *__must_check devm_regulator_get(struct device *dev,
						  const char *id);
struct regulator *__must_check regulator_get_exclusive(struct device *dev,
						       const char *id);
struct regulator *__must_check devm_regulator_get_exclusive(struct device *dev,
							    const char *id);
struct regulator *__must_check regulator_get_optional(struct device *dev,
						      const char *id);
struct regulator *__must_check devm_regulator_get_optional(struct device *dev,
							   const char *id);
int devm_regulator_get_enable(struct device *dev, const char *id);
int devm_regulator_get_enable_optional(struct device *dev, const char *id);
int devm_regulator_get_enable_read_voltage(struct device *dev, const char *id);
void regulator_put(struct regulator *regulator);
void devm_regulator_put(struct regulator *regulator);

int __must_check regulator_enable(struct regulator *regulator);
int regulator_disable(struct regulator *regulator);
int regulator_force_disable(struct regulator *regulator);
int regulator_is_enabled(struct regulator *regulator);

int __must_check regulator_bulk_get(struct device *dev, int num_consumers,
				    struct regulator_bulk_data *consumers);
int __must_check devm_regulator_bulk_get(struct device *dev, int num_consumers,
					 struct regulator_bulk_data *consumers);
int __must_check
devm_regulator_bulk_get_exclusive(struct device *dev, int num_consumers,
				  struct regulator_bulk_data *consumers);
int __must_check
devm_regulator_bulk_get_const(struct device *dev, int num_consumers,
			      const struct regulator_bulk_data *in_consumers,
			      struct regulator_bulk_data **out_consumers);
void devm_regulator_bulk_put(struct regulator_bulk_data *consumers);
int __must_check regulator_bulk_enable(int num_consumers,
				       struct regulator_bulk_data *consumers);
int devm_regulator_bulk_get_enable(struct device *dev, int num_consumers,
				   const char *const *id);
int regulator_bulk_disable(int num_consumers,
			   struct regulator_bulk_data *consumers);
int regulator_bulk_force_disable(int num_consumers,
				 struct regulator_bulk_data *consumers);
void regulator_bulk_free(int num_consumers,
			 struct regulator_bulk_data *consumers);

int regulator_count_voltages(struct regulator *regulator);
int regulator_list_voltage(struct regulator *regulator, unsigned selector);
int regulator_is_supported_voltage(struct regulator *regulator, int min_uV,
				   int max_uV);
unsigned int regulator_get_linear_step(struct regulator *regulator);
int regulator_set_voltage(struct regulator *regulator, int min_uV, int max_uV);
int regulator_get_voltage(struct regulator *regulator);
int regulator_sync_voltage(struct regulator *regulator);
int regulator_set_current_limit(struct regulator *regulator, int min_uA,
				int max_uA);
int regulator_get_current_limit(struct regulator *regulator);
int regulator_set_mode(struct regulator *regulator, unsigned int mode);
unsigned int regulator_get_mode(struct regulator *regulator);
int regulator_get_error_flags(struct regulator *regulator, unsigned int *flags);
int regulator_set_load(struct regulator *regulator, int load_uA);
int regulator_allow_bypass(struct regulator *regulator, bool allow);
struct regmap *regulator_get_regmap(struct regulator *regulator);

int regulator_register_notifier(struct regulator *regulator,
				struct notifier_block *nb);
int devm_regulator_register_notifier(struct regulator *regulator,
				     struct notifier_block *nb);
int regulator_unregister_notifier(struct regulator *regulator,
				  struct notifier_block *nb);
void devm_regulator_unregister_notifier(struct regulator *regulator,
					struct notifier_block *nb);

void *regulator_get_drvdata(struct regulator *regulator);
void regulator_set_drvdata(struct regulator *regulator, void *data);

void regulator_bulk_set_supply_names(struct regulator_bulk_data *consumers,
				     const char *const *supply_names,
				     unsigned int num_supplies);
bool regulator_is_equal(struct regulator *reg1, struct regulator *reg2);

static inline int regulator_set_voltage_triplet(struct regulator *regulator,
						int min_uV, int target_uV,
						int max_uV)
{
	if (regulator_set_voltage(regulator, target_uV, max_uV) == 0)
		return 0;
	return regulator_set_voltage(regulator, min_uV, max_uV);
}

static inline int regulator_set_voltage_tol(struct regulator *regulator,
					    int new_uV, int tol_uV)
{
	if (regulator_set_voltage(regulator, new_uV, new_uV + tol_uV) == 0)
		return 0;
	return regulator_set_voltage(regulator, new_uV - tol_uV,
				     new_uV + tol_uV);
}

static inline int
regulator_is_supported_voltage_tol(struct regulator *regulator, int target_uV,
				   int tol_uV)
{
	return regulator_is_supported_voltage(regulator, target_uV - tol_uV,
					      target_uV + tol_uV);
}

#endif /* __LINUX_REGULATOR_CONSUMER_H_ */
