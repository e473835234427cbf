/* SPDX-License-Identifier: MIT */
/*
 * linux/pwm.h - pulse-width modulation: a driver allocates a struct
 * pwm_chip with devm_pwmchip_alloc(), fills its ops and adds it; the chip
 * becomes the class device "pwmchipN" and consumers find its outputs
 * through their "pwms" property (or a lookup table) and apply states
 * (period, duty cycle, polarity, enabled) to them.
 */
#ifndef _PLATDEV_LINUX_PWM_H
#define _PLATDEV_LINUX_PWM_H

#include <linux/device.h>
#include <linux/err.h>
#include <linux/kernel.h>
#include <linux/math.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/of.h>
#include <platdev/class.h>

MODULE_IMPORT_NS(PWM);

struct fwnode_handle;
struct pwm_chip;

/**
 * enum pwm_polarity - which level the duty cycle drives
 * @PWM_POLARITY_NORMAL: high for the duty cycle, low for the rest
 * @PWM_POLARITY_INVERSED: low for the duty cycle, high for the rest
 */
enum pwm_polarity {
	PWM_POLARITY_NORMAL,
	PWM_POLARITY_INVERSED,
};

/**
 * struct pwm_args - the reference a board gives a consumer (the cells of
 * its "pwms" entry, or a lookup table's entry)
 * @period: period in nanoseconds
 * @polarity: polarity
 */
struct pwm_args {
	u64 period;
	enum pwm_polarity polarity;
};

/* Bits of pwm_device.flags. */
enum {
	PWMF_REQUESTED = 0,
	PWMF_EXPORTED = 1,
};

/**
 * struct pwm_state - what an output does
 * @period: period in nanoseconds
 * @duty_cycle: active time in nanoseconds, at most @period
 * @polarity: polarity
 * @enabled: whether it runs
 * @usage_power: only the average power matters (the driver may shift the
 *               active time within the period)
 */
struct pwm_state {
	u64 period;
	u64 duty_cycle;
	enum pwm_polarity polarity;
	bool enabled;
	bool usage_power;
};

/**
 * struct pwm_device - one output of a chip
 * @label: its consumer's name
 * @flags: PWMF_* bits
 * @hwpwm: its number in the chip
 * @chip: the chip
 * @args: the board's reference
 * @state: the last state applied
 * @last: the last state applied (Linux's PWM_DEBUG copy)
 */
struct pwm_device {
	const char *label;
	unsigned long flags;
	unsigned int hwpwm;
	struct pwm_chip *chip;

	struct pwm_args args;
	struct pwm_state state;
	struct pwm_state last;
};

/** pwm_get_state() - the state last applied to @pwm */
static inline void pwm_get_state(const struct pwm_device *pwm,
				 struct pwm_state *state)
{
	*state = pwm->state;
}

/** pwm_is_enabled() - whether @pwm runs */
static inline bool pwm_is_enabled(const struct pwm_device *pwm)
{
	return pwm->state.enabled;
}

/** pwm_get_period() - @pwm's period in nanoseconds */
static inline u64 pwm_get_period(const struct pwm_device *pwm)
{
	return pwm->state.period;
}

/** pwm_get_duty_cycle() - @pwm's duty cycle in nanoseconds */
static inline u64 pwm_get_duty_cycle(const struct pwm_device *pwm)
{
	return pwm->state.duty_cycle;
}

/** pwm_get_polarity() - @pwm's polarity */
static inline enum pwm_polarity pwm_get_polarity(const struct pwm_device *pwm)
{
	return pwm->state.polarity;
}

/** pwm_get_args() - the board's reference for @pwm */
static inline void pwm_get_args(const struct pwm_device *pwm,
				struct pwm_args *args)
{
	*args = pwm->args;
}

/**
 * pwm_init_state() - a state to start from: @pwm's current one with the
 * board's period and polarity, no duty cycle
 */
static inline void pwm_init_state(const struct pwm_device *pwm,
				  struct pwm_state *state)
{
	struct pwm_args args;

	pwm_get_state(pwm, state);
	pwm_get_args(pwm, &args);
	state->period = args.period;
	state->polarity = args.polarity;
	state->duty_cycle = 0;
	state->usage_power = false;
}

/**
 * pwm_get_relative_duty_cycle() - @state's duty cycle on a scale of
 * @scale (rounded to closest); 0 without a period
 */
static inline unsigned int
pwm_get_relative_duty_cycle(const struct pwm_state *state, unsigned int scale)
{
	if (!state->period)
		return 0;
	return DIV_ROUND_CLOSEST_ULL((u64)state->duty_cycle * scale,
				     state->period);
}

/**
 * pwm_set_relative_duty_cycle() - set @state's duty cycle to @duty_cycle
 * out of @scale of its period (rounded to closest)
 *
 * Return: 0, or -EINVAL for a zero @scale or a @duty_cycle above it.
 */
static inline int pwm_set_relative_duty_cycle(struct pwm_state *state,
					      unsigned int duty_cycle,
					      unsigned int scale)
{
	if (!scale || duty_cycle > scale)
		return -EINVAL;
	state->duty_cycle =
		DIV_ROUND_CLOSEST_ULL((u64)duty_cycle * state->period, scale);
	return 0;
}

/**
 * struct pwm_capture - what a capture measured
 * @period: period in nanoseconds
 * @duty_cycle: active time in nanoseconds
 */
struct pwm_capture {
	unsigned int period;
	unsigned int duty_cycle;
};

/**
 * struct pwm_ops - a chip's operations
 * @request: optional; prepare an output a consumer requests
 * @free: optional; undo @request
 * @capture: optional; measure an input signal, waiting at most @timeout ms
 * @apply: required; make an output do @state (atomically, if the chip is)
 * @get_state: optional; read the hardware's current state of an output
 *             (read when the output is requested)
 */
struct pwm_ops {
	int (*request)(struct pwm_chip *chip, struct pwm_device *pwm);
	void (*free)(struct pwm_chip *chip, struct pwm_device *pwm);
	int (*capture)(struct pwm_chip *chip, struct pwm_device *pwm,
		       struct pwm_capture *result, unsigned long timeout);
	int (*apply)(struct pwm_chip *chip, struct pwm_device *pwm,
		     const struct pwm_state *state);
	int (*get_state)(struct pwm_chip *chip, struct pwm_device *pwm,
			 struct pwm_state *state);
};

/**
 * struct pwm_chip - a PWM controller
 * @dev: the class device "pwmchipN"; its parent is the driver's device
 *       and its driver data the chip's private area
 * @ops: its operations
 * @owner: the module of its driver
 * @id: N of "pwmchipN"
 * @npwm: its outputs
 * @of_xlate: the output a "pwms" entry names, requested; default
 *            of_pwm_xlate_with_flags()
 * @atomic: whether @ops->apply() may be called in atomic context
 * @uses_pwmchip_alloc: private: allocated by pwmchip_alloc()
 * @platdev_class: private: the entry in platdev's class-device registry
 * @pwms: its outputs
 */
struct pwm_chip {
	struct device dev;
	const struct pwm_ops *ops;
	struct module *owner;
	unsigned int id;
	unsigned int npwm;

	struct pwm_device *(*of_xlate)(struct pwm_chip *chip,
				       const struct of_phandle_args *args);
	bool atomic;

	bool uses_pwmchip_alloc;
	struct platdev_class_device platdev_class;
	struct pwm_device pwms[] __counted_by(npwm);
};

/** pwmchip_parent() - the device of @chip's driver */
static inline struct device *pwmchip_parent(const struct pwm_chip *chip)
{
	return chip->dev.parent;
}

/** pwmchip_get_drvdata() - @chip's private area (sizeof_priv bytes) */
static inline void *pwmchip_get_drvdata(struct pwm_chip *chip)
{
	return dev_get_drvdata(&chip->dev);
}

/** pwmchip_set_drvdata() - point @chip's driver data at @data */
static inline void pwmchip_set_drvdata(struct pwm_chip *chip, void *data)
{
	dev_set_drvdata(&chip->dev, data);
}

/**
 * pwm_apply_might_sleep() - make @pwm do @state; may sleep
 *
 * Return: 0; -EINVAL for no @pwm or @state, or an enabled @state without a
 * period or with a duty cycle above it (a move from one such state to
 * another is kept without calling the driver); the driver's error.
 */
int pwm_apply_might_sleep(struct pwm_device *pwm,
			  const struct pwm_state *state);

/**
 * pwm_apply_atomic() - pwm_apply_might_sleep() in atomic context, for a
 * chip whose @atomic is set (warned about otherwise)
 */
int pwm_apply_atomic(struct pwm_device *pwm, const struct pwm_state *state);

/**
 * pwm_adjust_config() - bring @pwm to the board's period and polarity,
 * keeping its duty cycle in proportion
 */
int pwm_adjust_config(struct pwm_device *pwm);

/**
 * pwm_capture() - measure the signal at @pwm with the chip's capture
 * Return: 0; -EINVAL for no @pwm; -ENOSYS without capture; its error.
 */
int pwm_capture(struct pwm_device *pwm, struct pwm_capture *result,
		unsigned long timeout);

/** pwm_config() - set @pwm's duty cycle and period, in nanoseconds */
static inline int pwm_config(struct pwm_device *pwm, int duty_ns, int period_ns)
{
	struct pwm_state state;

	if (!pwm || duty_ns < 0 || period_ns < 0)
		return -EINVAL;
	pwm_get_state(pwm, &state);
	if (state.duty_cycle == (u64)duty_ns && state.period == (u64)period_ns)
		return 0;
	state.duty_cycle = (u64)duty_ns;
	state.period = (u64)period_ns;
	return pwm_apply_might_sleep(pwm, &state);
}

/** pwm_enable() - start @pwm; Return: 0, or -EINVAL and apply's errors */
static inline int pwm_enable(struct pwm_device *pwm)
{
	struct pwm_state state;

	if (!pwm)
		return -EINVAL;
	pwm_get_state(pwm, &state);
	if (state.enabled)
		return 0;
	state.enabled = true;
	return pwm_apply_might_sleep(pwm, &state);
}

/** pwm_disable() - stop @pwm */
static inline void pwm_disable(struct pwm_device *pwm)
{
	struct pwm_state state;

	if (!pwm)
		return;
	pwm_get_state(pwm, &state);
	if (!state.enabled)
		return;
	state.enabled = false;
	pwm_apply_might_sleep(pwm, &state);
}

/** pwm_might_sleep() - whether applying a state to @pwm may sleep */
static inline bool pwm_might_sleep(struct pwm_device *pwm)
{
	return !pwm->chip->atomic;
}

/** pwmchip_put() - drop the reference pwmchip_alloc() gave */
void pwmchip_put(struct pwm_chip *chip);

/**
 * pwmchip_alloc() - allocate a chip of @npwm outputs with @sizeof_priv
 * zeroed bytes of private data (pwmchip_get_drvdata()), for @parent
 * Return: the chip, or ERR_PTR(-ENOMEM).
 */
struct pwm_chip *pwmchip_alloc(struct device *parent, unsigned int npwm,
			       size_t sizeof_priv);

/** devm_pwmchip_alloc() - pwmchip_alloc(), put when @parent unbinds */
struct pwm_chip *devm_pwmchip_alloc(struct device *parent, unsigned int npwm,
				    size_t sizeof_priv);

/**
 * __pwmchip_add() - register @chip as "pwmchipN" and make its outputs
 * available to consumers
 * Return: 0; -EINVAL for no chip, parent, ops, outputs or apply, or a chip
 * that pwmchip_alloc() did not allocate; -ENOMEM; device_add()'s error.
 */
int __pwmchip_add(struct pwm_chip *chip, struct module *owner);
#define pwmchip_add(chip) __pwmchip_add(chip, THIS_MODULE)

/** pwmchip_remove() - undo pwmchip_add() */
void pwmchip_remove(struct pwm_chip *chip);

/** __devm_pwmchip_add() - pwmchip_add(), removed when @dev unbinds */
int __devm_pwmchip_add(struct device *dev, struct pwm_chip *chip,
		       struct module *owner);
#define devm_pwmchip_add(dev, chip) __devm_pwmchip_add(dev, chip, THIS_MODULE)

/**
 * of_pwm_xlate_with_flags() - the of_xlate of "#pwm-cells" 1 to 3: the
 * output's number, then its period, then PWM_POLARITY_INVERTED flags
 * Return: the output, requested; -EINVAL for no cells or a number out of
 * range, -EBUSY for an output already requested.
 */
struct pwm_device *of_pwm_xlate_with_flags(struct pwm_chip *chip,
					   const struct of_phandle_args *args);

/** of_pwm_single_xlate() - of_xlate of a chip with one output */
struct pwm_device *of_pwm_single_xlate(struct pwm_chip *chip,
				       const struct of_phandle_args *args);

/**
 * pwm_get() - request the PWM @dev names @con_id (its "pwms" entry, by
 * "pwm-names"; or a lookup table's) and link @dev to the chip's device
 * Return: the output; -EPROBE_DEFER while its chip is not added; -EBUSY
 * when it is requested already; -ENODEV, -ENOENT, -EINVAL as the lookup
 * fails.
 */
struct pwm_device *pwm_get(struct device *dev, const char *con_id);

/** pwm_put() - release a PWM pwm_get() gave */
void pwm_put(struct pwm_device *pwm);

/** devm_pwm_get() - pwm_get(), put when @dev unbinds */
struct pwm_device *devm_pwm_get(struct device *dev, const char *con_id);

/**
 * devm_fwnode_pwm_get() - the PWM of firmware node @fwnode (a child node
 * of @dev's), put when @dev unbinds
 * Return: as pwm_get(); -EINVAL for a node that is no device-tree node.
 */
struct pwm_device *devm_fwnode_pwm_get(struct device *dev,
				       struct fwnode_handle *fwnode,
				       const char *con_id);

/** pwm_apply_args() - apply the board's period and polarity, disabled */
static inline void pwm_apply_args(struct pwm_device *pwm)
{
	struct pwm_state state = {};

	state.enabled = false;
	state.polarity = pwm->args.polarity;
	state.period = pwm->args.period;
	state.usage_power = false;
	pwm_apply_might_sleep(pwm, &state);
}

/**
 * struct pwm_lookup - a PWM given to a device without a device tree
 * @list: the table's link (set when added)
 * @provider: the name of the chip's parent device (dev_name())
 * @index: the output's number at that chip
 * @dev_id: the consumer's device name, or NULL for any
 * @con_id: the consumer's connection name, or NULL for any
 * @period: the reference period in nanoseconds
 * @polarity: the reference polarity
 * @module: ignored (no module loading)
 */
struct pwm_lookup {
	struct list_head list;
	const char *provider;
	unsigned int index;
	const char *dev_id;
	const char *con_id;
	unsigned int period;
	enum pwm_polarity polarity;
	const char *module;
};

#define PWM_LOOKUP_WITH_MODULE(_provider, _index, _dev_id, _con_id, _period, \
			       _polarity, _module)                           \
	{                                                                    \
		.provider = _provider, .index = _index, .dev_id = _dev_id,   \
		.con_id = _con_id, .period = _period, .polarity = _polarity, \
		.module = _module                                            \
	}

#define PWM_LOOKUP(_provider, _index, _dev_id, _con_id, _period, _polarity)  \
	PWM_LOOKUP_WITH_MODULE(_provider, _index, _dev_id, _con_id, _period, \
			       _polarity, NULL)

/** pwm_add_table() - add @num entries of @table to the lookups */
void pwm_add_table(struct pwm_lookup *table, size_t num);

/** pwm_remove_table() - remove entries pwm_add_table() added */
void pwm_remove_table(struct pwm_lookup *table, size_t num);

#endif /* _PLATDEV_LINUX_PWM_H */
