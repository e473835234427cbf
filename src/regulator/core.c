// SPDX-License-Identifier: MIT
/*
 * core.c - the regulator core of linux/regulator/driver.h: registration
 * with the board's constraints (always-on and boot-on regulators turned
 * on, a fixed voltage applied), the regulator's own supply taken as a
 * consumer of it (-EPROBE_DEFER while that supply is not registered), the
 * enable GPIO driven by the core, and the class device each regulator is
 * in the registry of platdev/class.h with what happened on it.
 *
 * One lock (regulator_core_lock) guards every regulator: Linux's
 * per-regulator wound/wait mutexes only matter with many CPUs.
 */
#include <linux/delay.h>
#include <linux/device.h>
#include <linux/err.h>
#include <linux/gpio/consumer.h>
#include <linux/kernel.h>
#include <linux/ktime.h>
#include <linux/of.h>
#include <linux/regmap.h>
#include <linux/regulator/of_regulator.h>
#include <linux/slab.h>
#include <linux/timekeeping.h>
#include <platdev/class.h>
#include <platdev/features.h>
#include <stdio.h>

#include "regulator.h"

DEFINE_MUTEX(regulator_core_lock);
static LIST_HEAD(regulator_list);
static unsigned long regulator_no;

/**
 * struct regulator_enable_gpio - the GPIO the core turns a regulator on by
 * @gpiod: the line, owned by the core from a successful registration
 */
struct regulator_enable_gpio {
	struct gpio_desc *gpiod;
};

/**
 * rdev_get_name() - a regulator's name: its constraints' (regulator-name),
 * else its desc's
 * @rdev: the regulator
 * Return: the name ("" for none).
 */
const char *rdev_get_name(struct regulator_dev *rdev)
{
	if (rdev->constraints && rdev->constraints->name)
		return rdev->constraints->name;
	if (rdev->desc->name)
		return rdev->desc->name;
	return "";
}
EXPORT_SYMBOL_GPL(rdev_get_name);

/** rdev_get_drvdata() - Return: the config's driver_data of @rdev */
void *rdev_get_drvdata(struct regulator_dev *rdev)
{
	return rdev->reg_data;
}
EXPORT_SYMBOL_GPL(rdev_get_drvdata);

/** rdev_get_dev() - Return: @rdev's own device ("regulator.N") */
struct device *rdev_get_dev(struct regulator_dev *rdev)
{
	return &rdev->dev;
}
EXPORT_SYMBOL_GPL(rdev_get_dev);

/** rdev_get_regmap() - Return: the regmap @rdev's helpers use, or NULL */
struct regmap *rdev_get_regmap(struct regulator_dev *rdev)
{
	return rdev->regmap;
}
EXPORT_SYMBOL_GPL(rdev_get_regmap);

/** rdev_get_id() - Return: the desc's id of @rdev */
int rdev_get_id(struct regulator_dev *rdev)
{
	return rdev->desc->id;
}
EXPORT_SYMBOL_GPL(rdev_get_id);

/** regulator_get_init_drvdata() - Return: @reg_init_data's driver_data */
void *regulator_get_init_drvdata(struct regulator_init_data *reg_init_data)
{
	return reg_init_data->driver_data;
}
EXPORT_SYMBOL_GPL(regulator_get_init_drvdata);

void regulator_has_full_constraints(void)
{
	/* Always so here: a supply found nowhere is the dummy. */
}
EXPORT_SYMBOL_GPL(regulator_has_full_constraints);

/* Whether the constraints let consumers make the @ops change. */
static bool regulator_ops_is_valid(struct regulator_dev *rdev, int ops)
{
	return rdev->constraints && (rdev->constraints->valid_ops_mask & ops);
}

static int notify(struct regulator_dev *rdev, unsigned long event, void *data)
{
	return blocking_notifier_call_chain(&rdev->notifier, event, data);
}

/**
 * regulator_notifier_call_chain() - tell @rdev's consumers of an event
 * (REGULATOR_EVENT_*), as a driver does from its interrupt handler
 * @rdev: the regulator
 * @event: the event bits
 * @data: the event's data
 * Return: NOTIFY_DONE.
 */
int regulator_notifier_call_chain(struct regulator_dev *rdev,
				  unsigned long event, void *data)
{
	notify(rdev, event, data);
	return NOTIFY_DONE;
}
EXPORT_SYMBOL_GPL(regulator_notifier_call_chain);

static void rdev_event(struct regulator_dev *rdev, const char *what, int arg)
{
	if (!rdev->class_dev.class)
		return;
	if (arg < 0)
		platdev_class_device_event(&rdev->class_dev, "%s", what);
	else
		platdev_class_device_event(&rdev->class_dev, "%s %d%s", what,
					   arg, what[0] == 's' ? " uV" : "");
}

/* --- the dummy regulator -------------------------------------------- */

static struct regulation_constraints dummy_constraints = {
	.name = "regulator-dummy",
	.valid_ops_mask = REGULATOR_CHANGE_STATUS,
	.always_on = 1,
};
static const struct regulator_ops dummy_ops;
static const struct regulator_desc dummy_desc = {
	.name = "regulator-dummy",
	.ops = &dummy_ops,
	.type = REGULATOR_VOLTAGE,
};
static struct regulator_dev dummy_rdev = {
	.desc = &dummy_desc,
	.constraints = &dummy_constraints,
	.consumer_list = LIST_HEAD_INIT(dummy_rdev.consumer_list),
	.notifier = BLOCKING_NOTIFIER_INIT(dummy_rdev.notifier),
};

static bool is_dummy(struct regulator_dev *rdev)
{
	return rdev == &dummy_rdev;
}

/* --- state, enable and disable ------------------------------------- */

static int rdev_is_enabled(struct regulator_dev *rdev)
{
	if (rdev->ena_pin)
		return rdev->ena_gpio_state;
	if (!rdev->desc->ops->is_enabled)
		return 1; /* no way to tell: on */
	return rdev->desc->ops->is_enabled(rdev);
}

static unsigned int rdev_enable_delay(struct regulator_dev *rdev)
{
	if (rdev->constraints && rdev->constraints->enable_time)
		return rdev->constraints->enable_time;
	if (rdev->desc->ops->enable_time) {
		int t = rdev->desc->ops->enable_time(rdev);

		return t > 0 ? (unsigned int)t : 0;
	}
	return rdev->desc->enable_time;
}

static int rdev_do_enable(struct regulator_dev *rdev)
{
	unsigned int delay = rdev_enable_delay(rdev);
	int ret;

	if (rdev->desc->off_on_delay) {
		/* Off long enough before it may come on again. */
		s64 end =
			ktime_to_us(rdev->last_off) + rdev->desc->off_on_delay;
		s64 now = ktime_to_us(ktime_get_boottime());

		if (rdev->last_off && now < end)
			fsleep((unsigned long)(end - now));
	}
	if (rdev->ena_pin) {
		if (!rdev->ena_gpio_state) {
			gpiod_set_value_cansleep(rdev->ena_pin->gpiod, 1);
			rdev->ena_gpio_state = 1;
		}
	} else if (rdev->desc->ops->enable) {
		ret = rdev->desc->ops->enable(rdev);
		if (ret < 0)
			return ret;
	} else {
		return -EINVAL;
	}
	/* The output is stable only after its start-up time. */
	if (delay)
		fsleep(delay);
	rdev_event(rdev, "enable", -1);
	return 0;
}

static int rdev_do_disable(struct regulator_dev *rdev)
{
	int ret;

	if (rdev->ena_pin) {
		if (rdev->ena_gpio_state) {
			gpiod_set_value_cansleep(rdev->ena_pin->gpiod, 0);
			rdev->ena_gpio_state = 0;
		}
	} else if (rdev->desc->ops->disable) {
		ret = rdev->desc->ops->disable(rdev);
		if (ret)
			return ret;
	}
	if (rdev->desc->off_on_delay)
		rdev->last_off = ktime_get_boottime();
	rdev_event(rdev, "disable", -1);
	return 0;
}

static int enable_locked(struct regulator *regulator);
static int disable_locked(struct regulator *regulator);

static int enable_locked(struct regulator *regulator)
{
	struct regulator_dev *rdev = regulator->rdev;
	int ret;

	if (rdev->use_count == 0 && rdev->supply) {
		ret = enable_locked(rdev->supply);
		if (ret < 0)
			return ret;
	}
	regulator->enable_count++;
	if (rdev->use_count == 0) {
		ret = rdev_is_enabled(rdev);
		if (ret == -EINVAL || ret == 0) {
			ret = -EPERM;
			if (regulator_ops_is_valid(rdev,
						   REGULATOR_CHANGE_STATUS))
				ret = rdev_do_enable(rdev);
			if (ret < 0)
				goto err;
			notify(rdev, REGULATOR_EVENT_ENABLE, NULL);
		} else if (ret < 0) {
			goto err;
		}
	}
	if (regulator->enable_count == 1)
		rdev->use_count++;
	return 0;
err:
	regulator->enable_count--;
	if (rdev->use_count == 0 && rdev->supply)
		disable_locked(rdev->supply);
	return ret;
}

static int disable_locked(struct regulator *regulator)
{
	struct regulator_dev *rdev = regulator->rdev;
	int ret = 0;

	if (WARN(regulator->enable_count == 0, "unbalanced disables for %s\n",
		 rdev_get_name(rdev)))
		return -EIO;
	if (regulator->enable_count == 1) {
		if (rdev->use_count == 1 && !rdev->constraints->always_on) {
			if (regulator_ops_is_valid(rdev,
						   REGULATOR_CHANGE_STATUS)) {
				ret = notify(rdev, REGULATOR_EVENT_PRE_DISABLE,
					     NULL);
				if (ret & NOTIFY_STOP_MASK)
					return -EINVAL;
				ret = rdev_do_disable(rdev);
				if (ret < 0) {
					notify(rdev,
					       REGULATOR_EVENT_ABORT_DISABLE,
					       NULL);
					return ret;
				}
				notify(rdev, REGULATOR_EVENT_DISABLE, NULL);
			}
			rdev->use_count = 0;
		} else if (rdev->use_count > 1) {
			rdev->use_count--;
		}
	}
	regulator->enable_count--;
	if (rdev->use_count == 0 && rdev->supply)
		ret = disable_locked(rdev->supply);
	return ret;
}

/**
 * regulator_enable() - turn a consumer's regulator on (and its supply)
 * @regulator: the consumer's handle
 *
 * Enables count per consumer: the regulator stays on until each consumer
 * has disabled it as often as it enabled it.
 *
 * Return: 0; -EPERM when the constraints forbid switching it and it is
 * off; the driver's error.
 */
int regulator_enable(struct regulator *regulator)
{
	int ret;

	mutex_lock(&regulator_core_lock);
	ret = enable_locked(regulator);
	mutex_unlock(&regulator_core_lock);
	return ret;
}
EXPORT_SYMBOL_GPL(regulator_enable);

/**
 * regulator_disable() - drop one enable of a consumer's
 * @regulator: the consumer's handle
 *
 * Return: 0; -EIO (with a warning) when the consumer has no enable left;
 * -EINVAL when a notifier vetoed the disable; the driver's error.
 */
int regulator_disable(struct regulator *regulator)
{
	int ret;

	mutex_lock(&regulator_core_lock);
	ret = disable_locked(regulator);
	mutex_unlock(&regulator_core_lock);
	return ret;
}
EXPORT_SYMBOL_GPL(regulator_disable);

/**
 * regulator_force_disable() - turn a regulator off whatever its consumers
 * counted (an emergency), telling them with REGULATOR_EVENT_FORCE_DISABLE
 * @regulator: a consumer's handle
 *
 * Return: 0, -EINVAL when a notifier vetoed it, or the driver's error.
 */
int regulator_force_disable(struct regulator *regulator)
{
	struct regulator_dev *rdev = regulator->rdev;
	int ret;

	mutex_lock(&regulator_core_lock);
	ret = notify(rdev,
		     REGULATOR_EVENT_FORCE_DISABLE |
			     REGULATOR_EVENT_PRE_DISABLE,
		     NULL);
	if (ret & NOTIFY_STOP_MASK) {
		ret = -EINVAL;
		goto out;
	}
	ret = rdev_do_disable(rdev);
	if (ret < 0) {
		notify(rdev,
		       REGULATOR_EVENT_FORCE_DISABLE |
			       REGULATOR_EVENT_ABORT_DISABLE,
		       NULL);
		goto out;
	}
	notify(rdev, REGULATOR_EVENT_FORCE_DISABLE | REGULATOR_EVENT_DISABLE,
	       NULL);
	if (rdev->use_count != 0 && rdev->supply)
		disable_locked(rdev->supply);
out:
	mutex_unlock(&regulator_core_lock);
	return ret;
}
EXPORT_SYMBOL_GPL(regulator_force_disable);

/**
 * regulator_is_enabled() - whether the regulator is on (whoever enabled it)
 * @regulator: a consumer's handle
 * Return: 1, 0, or the driver's error.
 */
int regulator_is_enabled(struct regulator *regulator)
{
	int ret;

	if (regulator->always_on)
		return 1;
	mutex_lock(&regulator_core_lock);
	ret = rdev_is_enabled(regulator->rdev);
	mutex_unlock(&regulator_core_lock);
	return ret;
}
EXPORT_SYMBOL_GPL(regulator_is_enabled);

/* --- voltage -------------------------------------------------------- */

int regulator_get_voltage_rdev(struct regulator_dev *rdev)
{
	const struct regulator_ops *ops = rdev->desc->ops;
	int sel, ret;

	if (ops->get_voltage_sel) {
		sel = ops->get_voltage_sel(rdev);
		if (sel < 0)
			return sel;
		ret = ops->list_voltage ?
			      ops->list_voltage(rdev, (unsigned)sel) :
			      -EINVAL;
	} else if (ops->get_voltage) {
		ret = ops->get_voltage(rdev);
	} else if (ops->list_voltage) {
		ret = ops->list_voltage(rdev, 0);
	} else if (rdev->desc->fixed_uV && rdev->desc->n_voltages == 1) {
		ret = rdev->desc->fixed_uV;
	} else if (rdev->supply) {
		ret = regulator_get_voltage_rdev(rdev->supply->rdev);
	} else if (rdev->supply_name) {
		return -EPROBE_DEFER;
	} else {
		return -EINVAL;
	}
	if (ret < 0)
		return ret;
	return ret - (rdev->constraints ? rdev->constraints->uV_offset : 0);
}

/**
 * regulator_get_voltage() - the regulator's output voltage
 * @regulator: a consumer's handle
 * Return: microvolts, or a negative error (-EINVAL: it cannot tell).
 */
int regulator_get_voltage(struct regulator *regulator)
{
	int ret;

	mutex_lock(&regulator_core_lock);
	ret = regulator_get_voltage_rdev(regulator->rdev);
	mutex_unlock(&regulator_core_lock);
	return ret;
}
EXPORT_SYMBOL_GPL(regulator_get_voltage);

static int list_voltage_rdev(struct regulator_dev *rdev, unsigned selector)
{
	const struct regulator_ops *ops = rdev->desc->ops;

	if (rdev->desc->fixed_uV && rdev->desc->n_voltages == 1 && !selector)
		return rdev->desc->fixed_uV;
	if (!ops->list_voltage || selector >= rdev->desc->n_voltages)
		return -EINVAL;
	return ops->list_voltage(rdev, selector);
}

/* Clamp [*min_uV, *max_uV] to the constraints: -EPERM when voltage may not
 * change, -EINVAL when nothing of the range is allowed. */
static int check_voltage(struct regulator_dev *rdev, int *min_uV, int *max_uV)
{
	struct regulation_constraints *c = rdev->constraints;

	if (!regulator_ops_is_valid(rdev, REGULATOR_CHANGE_VOLTAGE)) {
		pr_err("%s: voltage operation not allowed\n",
		       rdev_get_name(rdev));
		return -EPERM;
	}
	if (*max_uV > c->max_uV)
		*max_uV = c->max_uV;
	if (*min_uV < c->min_uV)
		*min_uV = c->min_uV;
	if (*min_uV > *max_uV) {
		pr_err("%s: unsupportable voltage range: %d-%duV\n",
		       rdev_get_name(rdev), *min_uV, *max_uV);
		return -EINVAL;
	}
	return 0;
}

/* Narrow the range to what every consumer asked for. */
static int check_consumers(struct regulator_dev *rdev, int *min_uV, int *max_uV)
{
	struct regulator *r;

	list_for_each_entry(r, &rdev->consumer_list, list) {
		if (!r->min_uV && !r->max_uV)
			continue;
		if (*max_uV > r->max_uV)
			*max_uV = r->max_uV;
		if (*min_uV < r->min_uV)
			*min_uV = r->min_uV;
	}
	if (*min_uV > *max_uV) {
		pr_err("%s: restricting voltage, %d-%duV\n",
		       rdev_get_name(rdev), *min_uV, *max_uV);
		return -EINVAL;
	}
	return 0;
}

/* The time a change from @old_uV to @new_uV takes, in us. */
static unsigned int ramp_time(struct regulator_dev *rdev, int old_uV,
			      int new_uV, unsigned int old_sel,
			      unsigned int new_sel, bool sel)
{
	const struct regulator_ops *ops = rdev->desc->ops;
	unsigned int ramp = rdev->constraints->ramp_delay;
	int t;

	if (sel && ops->set_voltage_time_sel) {
		t = ops->set_voltage_time_sel(rdev, old_sel, new_sel);
		return t > 0 ? (unsigned int)t : 0;
	}
	if (ops->set_voltage_time) {
		t = ops->set_voltage_time(rdev, old_uV, new_uV);
		return t > 0 ? (unsigned int)t : 0;
	}
	if (rdev->constraints->ramp_disable || old_uV < 0)
		return 0;
	if (!ramp)
		ramp = rdev->desc->ramp_delay;
	if (!ramp)
		return 0;
	return DIV_ROUND_UP((unsigned int)abs(new_uV - old_uV), ramp);
}

static int do_set_voltage(struct regulator_dev *rdev, int min_uV, int max_uV)
{
	const struct regulator_ops *ops = rdev->desc->ops;
	struct pre_voltage_change_data data;
	int old_uV = regulator_get_voltage_rdev(rdev);
	int old_sel = -1, best = -EINVAL, ret;
	unsigned int selector = 0, delay;
	bool by_sel = false;

	min_uV += rdev->constraints->uV_offset;
	max_uV += rdev->constraints->uV_offset;
	data.old_uV = (unsigned long)old_uV;
	data.min_uV = (unsigned long)min_uV;
	data.max_uV = (unsigned long)max_uV;
	ret = notify(rdev, REGULATOR_EVENT_PRE_VOLTAGE_CHANGE, &data);
	if (ret & NOTIFY_STOP_MASK)
		return -EINVAL;

	if (ops->set_voltage) {
		ret = ops->set_voltage(rdev, min_uV, max_uV, &selector);
		if (ret >= 0)
			best = ops->list_voltage ?
				       ops->list_voltage(rdev, selector) :
				       regulator_get_voltage_rdev(rdev);
	} else if (ops->set_voltage_sel) {
		ret = ops->map_voltage ?
			      ops->map_voltage(rdev, min_uV, max_uV) :
			      regulator_map_voltage_iterate(rdev, min_uV,
							    max_uV);
		if (ret >= 0) {
			selector = (unsigned int)ret;
			best = list_voltage_rdev(rdev, selector);
			if (best < min_uV || best > max_uV) {
				ret = -EINVAL;
			} else {
				if (ops->get_voltage_sel)
					old_sel = ops->get_voltage_sel(rdev);
				by_sel = true;
				ret = old_sel == (int)selector ?
					      0 :
					      ops->set_voltage_sel(rdev,
								   selector);
			}
		}
	} else {
		ret = -EINVAL;
	}
	if (ret < 0) {
		notify(rdev, REGULATOR_EVENT_ABORT_VOLTAGE_CHANGE,
		       (void *)(uintptr_t)old_uV);
		return ret;
	}
	/* The output settles on virtual time while it is on. */
	delay = ramp_time(rdev, old_uV, best, (unsigned int)old_sel, selector,
			  by_sel && old_sel >= 0);
	if (delay && rdev_is_enabled(rdev) > 0)
		fsleep(delay);
	if (best >= 0) {
		notify(rdev, REGULATOR_EVENT_VOLTAGE_CHANGE,
		       (void *)(uintptr_t)best);
		rdev_event(rdev, "set", best);
	}
	return 0;
}

/**
 * regulator_set_voltage() - ask for an output voltage within a range
 * @regulator: the consumer's handle
 * @min_uV: the lowest voltage the consumer accepts
 * @max_uV: the highest
 *
 * The regulator is set to the lowest voltage every consumer's range and
 * the constraints allow.
 *
 * Return: 0; -EPERM when the constraints forbid changing the voltage (and
 * the current one is not in the range); -EINVAL for a range outside the
 * constraints or other consumers' ranges, or a regulator that cannot be
 * set; the driver's error.
 */
int regulator_set_voltage(struct regulator *regulator, int min_uV, int max_uV)
{
	struct regulator_dev *rdev = regulator->rdev;
	int old_min = regulator->min_uV, old_max = regulator->max_uV;
	int ret = 0, cur;

	mutex_lock(&regulator_core_lock);
	if (old_min == min_uV && old_max == max_uV)
		goto out;
	if (!regulator_ops_is_valid(rdev, REGULATOR_CHANGE_VOLTAGE)) {
		cur = regulator_get_voltage_rdev(rdev);
		if (min_uV <= cur && cur <= max_uV) {
			regulator->min_uV = min_uV;
			regulator->max_uV = max_uV;
			goto out;
		}
	}
	if (!rdev->desc->ops->set_voltage &&
	    !rdev->desc->ops->set_voltage_sel) {
		ret = -EINVAL;
		goto out;
	}
	ret = check_voltage(rdev, &min_uV, &max_uV);
	if (ret < 0)
		goto out;
	regulator->min_uV = min_uV;
	regulator->max_uV = max_uV;
	ret = check_consumers(rdev, &min_uV, &max_uV);
	if (!ret)
		ret = do_set_voltage(rdev, min_uV, max_uV);
	if (ret < 0) {
		regulator->min_uV = old_min;
		regulator->max_uV = old_max;
	}
out:
	mutex_unlock(&regulator_core_lock);
	return ret;
}
EXPORT_SYMBOL_GPL(regulator_set_voltage);

/** regulator_sync_voltage_rdev() - set the constraints' voltage range again */
int regulator_sync_voltage_rdev(struct regulator_dev *rdev)
{
	struct regulation_constraints *c = rdev->constraints;

	if (!c || !c->min_uV || !c->max_uV)
		return -EINVAL;
	return do_set_voltage(rdev, c->min_uV, c->max_uV);
}
EXPORT_SYMBOL_GPL(regulator_sync_voltage_rdev);

/**
 * regulator_sync_voltage() - set the voltage the consumer asked for again
 * @regulator: the consumer's handle
 * Return: 0, -EINVAL when it asked for none or voltage cannot change.
 */
int regulator_sync_voltage(struct regulator *regulator)
{
	struct regulator_dev *rdev = regulator->rdev;
	int min_uV = regulator->min_uV, max_uV = regulator->max_uV;
	int ret = -EINVAL;

	mutex_lock(&regulator_core_lock);
	if (regulator_ops_is_valid(rdev, REGULATOR_CHANGE_VOLTAGE) &&
	    (min_uV || max_uV)) {
		ret = check_voltage(rdev, &min_uV, &max_uV);
		if (!ret)
			ret = check_consumers(rdev, &min_uV, &max_uV);
		if (!ret)
			ret = do_set_voltage(rdev, min_uV, max_uV);
	}
	mutex_unlock(&regulator_core_lock);
	return ret;
}
EXPORT_SYMBOL_GPL(regulator_sync_voltage);

/* --- constraints at registration ----------------------------------- */

/* A fixed voltage of the constraints (min == max) applied when asked. */
static int apply_constraint_voltage(struct regulator_dev *rdev)
{
	struct regulation_constraints *c = rdev->constraints;
	int cur, target;

	if (!c->apply_uV || !c->min_uV || !c->max_uV)
		return 0;
	if (!rdev->desc->ops->set_voltage && !rdev->desc->ops->set_voltage_sel)
		return 0;
	cur = regulator_get_voltage_rdev(rdev);
	if (cur >= c->min_uV && cur <= c->max_uV)
		return 0;
	target = cur < c->min_uV ? c->min_uV : c->max_uV;
	if (c->min_uV == c->max_uV || cur < 0)
		target = c->min_uV;
	return do_set_voltage(rdev, target, c->max_uV);
}

static int set_machine_constraints(struct regulator_dev *rdev)
{
	struct regulation_constraints *c = rdev->constraints;
	const struct regulator_ops *ops = rdev->desc->ops;
	int ret;

	/* Nothing switches it: it is on as long as its supply is. */
	if (!rdev->ena_pin && !ops->enable) {
		if (rdev->supply_name && !rdev->supply)
			return -EPROBE_DEFER;
		c->always_on =
			rdev->supply ?
				rdev->supply->rdev->constraints->always_on :
				1;
	}
	if ((c->always_on || c->boot_on) && rdev->supply_name && !rdev->supply)
		return -EPROBE_DEFER;
	ret = apply_constraint_voltage(rdev);
	if (ret < 0) {
		pr_err("%s: failed to apply %duV constraint\n",
		       rdev_get_name(rdev), c->min_uV);
		return ret;
	}
	if (c->ramp_delay && ops->set_ramp_delay) {
		ret = ops->set_ramp_delay(rdev, (int)c->ramp_delay);
		if (ret < 0)
			return ret;
	}
	if (c->always_on || c->boot_on) {
		if (rdev->supply &&
		    (c->always_on || !rdev_is_enabled(rdev->supply->rdev))) {
			ret = enable_locked(rdev->supply);
			if (ret < 0)
				return ret;
		}
		if (rdev_is_enabled(rdev) <= 0) {
			ret = rdev_do_enable(rdev);
			if (ret < 0 && ret != -EINVAL) {
				if (rdev->supply)
					disable_locked(rdev->supply);
				return ret;
			}
		}
		if (c->always_on)
			rdev->use_count++;
	} else if (rdev->desc->off_on_delay) {
		rdev->last_off = ktime_get_boottime();
	}
	return 0;
}

/* --- lookup --------------------------------------------------------- */

struct regulator_dev *regulator_of_lookup(struct device_node *np,
					  const char *supply)
{
	struct regulator_dev *rdev;
	struct device_node *node;
	char prop[64];

	if (!platdev_has(PLATDEV_FEAT_OF) || !np)
		return ERR_PTR(-ENODEV);
	snprintf(prop, sizeof(prop), "%s-supply", supply);
	node = of_parse_phandle(np, prop, 0);
	if (!node)
		return ERR_PTR(-ENODEV);
	list_for_each_entry(rdev, &regulator_list, list) {
		if (rdev->dev.of_node == node) {
			of_node_put(node);
			return rdev;
		}
	}
	of_node_put(node);
	return ERR_PTR(-EPROBE_DEFER);
}

/*
 * The regulator behind @dev's @supply, in Linux's order: the tree's
 * "<supply>-supply" (-EPROBE_DEFER while its regulator is missing), board
 * code's consumer maps, then a regulator of that name; -ENODEV for none.
 */
static struct regulator_dev *rdev_lookup(struct device *dev, const char *supply)
{
	struct regulator_dev *rdev;

	if (dev && dev->of_node) {
		rdev = regulator_of_lookup(dev->of_node, supply);
		if (PTR_ERR(rdev) != -ENODEV)
			return rdev;
	}
	rdev = regulator_map_find(dev ? dev_name(dev) : NULL, supply);
	if (rdev)
		return rdev;
	list_for_each_entry(rdev, &regulator_list, list)
		if (!strcmp(rdev_get_name(rdev), supply))
			return rdev;
	return ERR_PTR(-ENODEV);
}

static struct regulator *create_consumer(struct regulator_dev *rdev,
					 struct device *dev, const char *id)
{
	struct regulator *r = kzalloc(sizeof(*r), GFP_KERNEL);

	if (!r)
		return NULL;
	if (id) {
		r->supply_name = kstrdup(id, GFP_KERNEL);
		if (!r->supply_name) {
			kfree(r);
			return NULL;
		}
	}
	r->dev = dev;
	r->rdev = rdev;
	/* Always on and nothing may switch it: the consumer only counts. */
	if (rdev->constraints && rdev->constraints->always_on &&
	    !regulator_ops_is_valid(rdev, REGULATOR_CHANGE_STATUS))
		r->always_on = 1;
	list_add(&r->list, &rdev->consumer_list);
	rdev->open_count++;
	return r;
}

static void free_consumer(struct regulator *r)
{
	struct regulator_dev *rdev = r->rdev;

	list_del(&r->list);
	rdev->open_count--;
	rdev->exclusive = 0;
	if (r->device_link)
		device_link_remove(r->dev, &rdev->dev);
	kfree(r->supply_name);
	kfree(r);
}

/* Take the regulator that supplies @rdev, when it is registered. */
static int resolve_supply(struct regulator_dev *rdev)
{
	struct device *parent = rdev->dev.parent;
	struct regulator_dev *r;
	struct regulator *s;
	int ret;

	if (!rdev->supply_name || rdev->supply)
		return 0;
	r = ERR_PTR(-ENODEV);
	if (rdev->dev.of_node)
		r = regulator_of_lookup(rdev->dev.of_node, rdev->supply_name);
	if (PTR_ERR(r) == -ENODEV && parent && parent->of_node &&
	    parent->of_node != rdev->dev.of_node)
		r = regulator_of_lookup(parent->of_node, rdev->supply_name);
	if (PTR_ERR(r) == -ENODEV) {
		list_for_each_entry(r, &regulator_list, list)
			if (r != rdev &&
			    !strcmp(rdev_get_name(r), rdev->supply_name))
				goto found;
		r = &dummy_rdev;
	}
	if (IS_ERR(r))
		return PTR_ERR(r);
	if (r == rdev) {
		dev_err(parent, "Supply for %s (%s) resolved to itself\n",
			rdev->desc->name, rdev->supply_name);
		r = &dummy_rdev;
	}
found:
	ret = resolve_supply(r);
	if (ret < 0)
		return ret;
	s = create_consumer(r, &rdev->dev, "SUPPLY");
	if (!s)
		return -ENOMEM;
	rdev->supply = s;
	/* A regulator already on keeps its supply on. */
	if (rdev->use_count) {
		ret = enable_locked(s);
		if (ret < 0) {
			free_consumer(s);
			rdev->supply = NULL;
			return ret;
		}
	}
	return 0;
}

enum get_type { NORMAL_GET, EXCLUSIVE_GET, OPTIONAL_GET };

static struct regulator *get_regulator(struct device *dev, const char *id,
				       enum get_type type)
{
	struct regulator_dev *rdev;
	struct regulator *r;
	int ret;

	if (!id) {
		dev_err(dev, "regulator request with no identifier\n");
		return ERR_PTR(-EINVAL);
	}
	mutex_lock(&regulator_core_lock);
	rdev = rdev_lookup(dev, id);
	if (IS_ERR(rdev)) {
		r = ERR_CAST(rdev);
		if (PTR_ERR(rdev) != -ENODEV)
			goto out;
		if (type == EXCLUSIVE_GET)
			dev_warn(
				dev,
				"dummy supplies not allowed for exclusive requests (id=%s)\n",
				id);
		if (type != NORMAL_GET)
			goto out;
		dev_warn(dev, "supply %s not found, using dummy regulator\n",
			 id);
		rdev = &dummy_rdev;
	}
	r = ERR_PTR(-EPERM);
	if (rdev->exclusive)
		goto out;
	r = ERR_PTR(-EBUSY);
	if (type == EXCLUSIVE_GET && rdev->open_count)
		goto out;
	ret = resolve_supply(rdev);
	r = ERR_PTR(ret);
	if (ret < 0)
		goto out;
	r = create_consumer(rdev, dev, id);
	if (!r) {
		r = ERR_PTR(-ENOMEM);
		goto out;
	}
	/* The consumer depends on the regulator's device, as in Linux. */
	if (dev && !is_dummy(rdev) &&
	    device_link_add(dev, &rdev->dev, DL_FLAG_STATELESS))
		r->device_link = 1;
	if (type == EXCLUSIVE_GET) {
		rdev->exclusive = 1;
		if (rdev_is_enabled(rdev) > 0) {
			rdev->use_count = 1;
			r->enable_count = 1;
		}
	}
	rdev_event(rdev, "users", (int)rdev->open_count);
out:
	mutex_unlock(&regulator_core_lock);
	return r;
}

/**
 * regulator_get() - the regulator of a consumer's supply
 * @dev: the consumer
 * @id: the supply's name: the tree's "<id>-supply" property
 *
 * A supply the tree does not name gets the dummy regulator (always on,
 * no voltage), with a warning, as in Linux.
 *
 * Return: the handle (regulator_put() it); ERR_PTR(-EPROBE_DEFER) while
 * the regulator (or its supply) is not registered; -EPERM when a consumer
 * holds it exclusively; -ENOMEM.
 */
struct regulator *regulator_get(struct device *dev, const char *id)
{
	return get_regulator(dev, id, NORMAL_GET);
}
EXPORT_SYMBOL_GPL(regulator_get);

/**
 * regulator_get_exclusive() - regulator_get() for the only consumer
 * @dev: the consumer
 * @id: the supply's name
 * Return: as regulator_get(); -EBUSY when others hold it, -ENODEV for an
 * unnamed supply (no dummy).
 */
struct regulator *regulator_get_exclusive(struct device *dev, const char *id)
{
	return get_regulator(dev, id, EXCLUSIVE_GET);
}
EXPORT_SYMBOL_GPL(regulator_get_exclusive);

/**
 * regulator_get_optional() - regulator_get() for a supply that may be
 * absent
 * @dev: the consumer
 * @id: the supply's name
 * Return: as regulator_get(); ERR_PTR(-ENODEV) for an unnamed supply.
 */
struct regulator *regulator_get_optional(struct device *dev, const char *id)
{
	return get_regulator(dev, id, OPTIONAL_GET);
}
EXPORT_SYMBOL_GPL(regulator_get_optional);

/**
 * regulator_put() - give a consumer's handle back (its enables should all
 * be disabled: a warning otherwise)
 * @regulator: the handle; NULL and error pointers are ignored
 */
void regulator_put(struct regulator *regulator)
{
	struct regulator_dev *rdev;

	if (IS_ERR_OR_NULL(regulator))
		return;
	mutex_lock(&regulator_core_lock);
	rdev = regulator->rdev;
	WARN_ON(regulator->enable_count);
	free_consumer(regulator);
	rdev_event(rdev, "users", (int)rdev->open_count);
	mutex_unlock(&regulator_core_lock);
}
EXPORT_SYMBOL_GPL(regulator_put);

/* --- registration --------------------------------------------------- */

static void regulator_dev_release(struct device *dev)
{
	struct regulator_dev *rdev =
		container_of(dev, struct regulator_dev, dev);

	kfree(rdev->constraints);
	kfree(rdev);
}

static int request_ena_gpio(struct regulator_dev *rdev,
			    const struct regulator_config *config)
{
	struct regulator_enable_gpio *pin = kzalloc(sizeof(*pin), GFP_KERNEL);

	if (!pin)
		return -ENOMEM;
	pin->gpiod = config->ena_gpiod;
	rdev->ena_pin = pin;
	return 0;
}

static void free_ena_gpio(struct regulator_dev *rdev)
{
	if (!rdev->ena_pin)
		return;
	gpiod_put(rdev->ena_pin->gpiod);
	kfree(rdev->ena_pin);
	rdev->ena_pin = NULL;
}

static void add_class_device(struct regulator_dev *rdev)
{
	struct platdev_class_device *cdev = &rdev->class_dev;

	cdev->class = "regulator";
	cdev->parent = rdev->dev.parent;
	cdev->data = rdev;
	snprintf(cdev->name, sizeof(cdev->name), "%s", rdev_get_name(rdev));
	if (platdev_class_device_add(cdev) == 0)
		return;
	/* Two regulators of one name: the second by its device's name. */
	snprintf(cdev->name, sizeof(cdev->name), "%s", dev_name(&rdev->dev));
	if (platdev_class_device_add(cdev))
		cdev->class = NULL;
}

/* Resolve the supplies of regulators registered before theirs. */
static void resolve_waiting_supplies(void)
{
	struct regulator_dev *rdev;

	list_for_each_entry(rdev, &regulator_list, list)
		if (rdev->supply_name && !rdev->supply)
			resolve_supply(rdev);
}

static int register_locked(struct regulator_dev *rdev,
			   const struct regulator_config *config,
			   const struct regulator_init_data *init_data)
{
	int ret;

	if (init_data)
		rdev->constraints = kmemdup(&init_data->constraints,
					    sizeof(*rdev->constraints),
					    GFP_KERNEL);
	else
		rdev->constraints =
			kzalloc(sizeof(*rdev->constraints), GFP_KERNEL);
	if (!rdev->constraints)
		return -ENOMEM;
	if (rdev->supply_name &&
	    (rdev->constraints->always_on || rdev->constraints->boot_on))
		resolve_supply(rdev);
	if (init_data && init_data->regulator_init) {
		ret = init_data->regulator_init(rdev->reg_data);
		if (ret < 0)
			return ret;
	}
	if (config->ena_gpiod) {
		ret = request_ena_gpio(rdev, config);
		if (ret)
			return ret;
	}
	ret = set_machine_constraints(rdev);
	if (ret == -EPROBE_DEFER && rdev->supply_name && !rdev->supply) {
		ret = resolve_supply(rdev);
		if (!ret)
			ret = set_machine_constraints(rdev);
	}
	if (ret < 0)
		return ret;
	ret = regulator_map_add(rdev, init_data);
	if (ret)
		return ret;
	ret = device_add(&rdev->dev);
	if (ret) {
		regulator_map_remove(rdev);
		return ret;
	}
	list_add_tail(&rdev->list, &regulator_list);
	add_class_device(rdev);
	resolve_waiting_supplies();
	return 0;
}

/**
 * regulator_register() - register a regulator
 * @dev: its driver's device (the class device's parent)
 * @regulator_desc: its description, kept (not copied)
 * @config: its run-time configuration; the core owns config->ena_gpiod
 *          from here on, whether the registration succeeds or not
 *
 * The constraints come from @config's init data, or from the tree (the
 * desc's of_match child or config->of_node). An always-on or boot-on
 * regulator is turned on, with its supply.
 *
 * Return: the regulator; ERR_PTR(-EINVAL) for a description without
 * name, ops or type; -EPROBE_DEFER when it must be on and its supply is
 * not registered yet; -ENOMEM.
 */
struct regulator_dev *
regulator_register(struct device *dev,
		   const struct regulator_desc *regulator_desc,
		   const struct regulator_config *cfg)
{
	struct regulator_init_data *init_data = NULL;
	struct regulator_config *config = NULL;
	struct device_node *node = NULL;
	struct regulator_dev *rdev;
	int ret;

	ret = -EINVAL;
	if (!cfg || !regulator_desc || !regulator_desc->name ||
	    !regulator_desc->ops ||
	    (regulator_desc->type != REGULATOR_VOLTAGE &&
	     regulator_desc->type != REGULATOR_CURRENT))
		goto fail_gpio;
	WARN_ON(!dev || !cfg->dev);
	ret = -ENOMEM;
	config = kmemdup(cfg, sizeof(*cfg), GFP_KERNEL);
	rdev = kzalloc(sizeof(*rdev), GFP_KERNEL);
	if (!config || !rdev) {
		kfree(rdev);
		goto fail_gpio;
	}
	device_initialize(&rdev->dev);
	rdev->dev.release = regulator_dev_release;
	rdev->dev.parent = config->dev;
	rdev->desc = regulator_desc;
	rdev->owner = regulator_desc->owner;
	rdev->reg_data = config->driver_data;
	rdev->regmap = config->regmap;
#if (PLATDEV_FEATURES) & PLATDEV_FEAT_IO
	/* Else the device's regmap, or its parent's (an MFD's cell). */
	if (!rdev->regmap && config->dev)
		rdev->regmap = dev_get_regmap(config->dev, NULL);
	if (!rdev->regmap && config->dev && config->dev->parent)
		rdev->regmap = dev_get_regmap(config->dev->parent, NULL);
#endif
	INIT_LIST_HEAD(&rdev->consumer_list);
	INIT_LIST_HEAD(&rdev->list);
	BLOCKING_INIT_NOTIFIER_HEAD(&rdev->notifier);
	mutex_init(&rdev->mutex);

	ret = regulator_of_get_init_data(config->dev, regulator_desc, config,
					 &init_data, &node);
	if (ret)
		goto put;
	if (!init_data) {
		init_data = (struct regulator_init_data *)config->init_data;
		node = of_node_get(config->of_node);
	}
	rdev->dev.of_node = node;
	if (init_data && init_data->supply_regulator)
		rdev->supply_name = init_data->supply_regulator;
	else if (regulator_desc->supply_name)
		rdev->supply_name = regulator_desc->supply_name;
	ret = dev_set_name(&rdev->dev, "regulator.%lu",
			   __atomic_fetch_add(&regulator_no, 1,
					      __ATOMIC_RELAXED));
	if (ret)
		goto put;

	mutex_lock(&regulator_core_lock);
	ret = register_locked(rdev, config, init_data);
	if (ret) {
		if (rdev->supply) {
			if (rdev->supply->enable_count)
				disable_locked(rdev->supply);
			free_consumer(rdev->supply);
			rdev->supply = NULL;
		}
		if (rdev->ena_pin) {
			kfree(rdev->ena_pin);
			rdev->ena_pin = NULL;
		}
	}
	mutex_unlock(&regulator_core_lock);
	if (ret)
		goto put;
	kfree(config);
	return rdev;

put:
	put_device(&rdev->dev);
	of_node_put(node);
fail_gpio:
	if (cfg && cfg->ena_gpiod)
		gpiod_put(cfg->ena_gpiod);
	kfree(config);
	return ERR_PTR(ret);
}
EXPORT_SYMBOL_GPL(regulator_register);

/**
 * regulator_unregister() - undo regulator_register() (its consumers should
 * have put their handles: a warning otherwise)
 * @rdev: the regulator; NULL is ignored
 */
void regulator_unregister(struct regulator_dev *rdev)
{
	struct regulator *s;

	if (!rdev)
		return;
	mutex_lock(&regulator_core_lock);
	s = rdev->supply;
	if (s) {
		while (s->enable_count)
			disable_locked(s);
		free_consumer(s);
		rdev->supply = NULL;
	}
	WARN_ON(rdev->open_count);
	regulator_map_remove(rdev);
	list_del(&rdev->list);
	if (rdev->class_dev.class)
		platdev_class_device_del(&rdev->class_dev);
	free_ena_gpio(rdev);
	device_del(&rdev->dev);
	mutex_unlock(&regulator_core_lock);
	of_node_put(rdev->dev.of_node);
	put_device(&rdev->dev);
}
EXPORT_SYMBOL_GPL(regulator_unregister);

/* --- consumer odds and ends ---------------------------------------- */

/**
 * regulator_register_notifier() - call @nb with the regulator's events
 * @regulator: a consumer's handle
 * @nb: the notifier block
 * Return: 0.
 */
int regulator_register_notifier(struct regulator *regulator,
				struct notifier_block *nb)
{
	return blocking_notifier_chain_register(&regulator->rdev->notifier, nb);
}
EXPORT_SYMBOL_GPL(regulator_register_notifier);

/** regulator_unregister_notifier() - undo it. Return: 0 or -ENOENT */
int regulator_unregister_notifier(struct regulator *regulator,
				  struct notifier_block *nb)
{
	return blocking_notifier_chain_unregister(&regulator->rdev->notifier,
						  nb);
}
EXPORT_SYMBOL_GPL(regulator_unregister_notifier);

/** regulator_get_drvdata() - Return: the regulator's driver data */
void *regulator_get_drvdata(struct regulator *regulator)
{
	return regulator->rdev->reg_data;
}
EXPORT_SYMBOL_GPL(regulator_get_drvdata);

/** regulator_set_drvdata() - set the regulator's driver data to @data */
void regulator_set_drvdata(struct regulator *regulator, void *data)
{
	regulator->rdev->reg_data = data;
}
EXPORT_SYMBOL_GPL(regulator_set_drvdata);

/** regulator_get_regmap() - Return: its regmap or ERR_PTR(-EOPNOTSUPP) */
struct regmap *regulator_get_regmap(struct regulator *regulator)
{
	struct regmap *map = regulator->rdev->regmap;

	return map ? map : ERR_PTR(-EOPNOTSUPP);
}
EXPORT_SYMBOL_GPL(regulator_get_regmap);

/** regulator_is_equal() - Return: whether both handles are of one regulator */
bool regulator_is_equal(struct regulator *reg1, struct regulator *reg2)
{
	return reg1->rdev == reg2->rdev;
}
EXPORT_SYMBOL_GPL(regulator_is_equal);

/**
 * regulator_count_voltages() - how many selectors the regulator has (its
 * supply's for a switch)
 * @regulator: a consumer's handle
 * Return: the count, or -EINVAL.
 */
int regulator_count_voltages(struct regulator *regulator)
{
	struct regulator_dev *rdev = regulator->rdev;

	if (rdev->desc->n_voltages)
		return (int)rdev->desc->n_voltages;
	if (!rdev->supply)
		return -EINVAL;
	return regulator_count_voltages(rdev->supply);
}
EXPORT_SYMBOL_GPL(regulator_count_voltages);

/**
 * regulator_list_voltage() - the voltage of a selector
 * @regulator: a consumer's handle
 * @selector: the selector
 * Return: microvolts; 0 when the constraints exclude it; -EINVAL.
 */
int regulator_list_voltage(struct regulator *regulator, unsigned selector)
{
	struct regulator_dev *rdev = regulator->rdev;
	struct regulation_constraints *c = rdev->constraints;
	int ret;

	mutex_lock(&regulator_core_lock);
	ret = list_voltage_rdev(rdev, selector);
	mutex_unlock(&regulator_core_lock);
	if (ret <= 0)
		return ret;
	ret -= c->uV_offset;
	if (c && regulator_ops_is_valid(rdev, REGULATOR_CHANGE_VOLTAGE) &&
	    (ret < c->min_uV || ret > c->max_uV))
		return 0;
	return ret;
}
EXPORT_SYMBOL_GPL(regulator_list_voltage);

/**
 * regulator_is_supported_voltage() - whether the regulator can be set to a
 * voltage in the range
 * @regulator: a consumer's handle
 * @min_uV: the lowest voltage
 * @max_uV: the highest
 * Return: 1 or 0.
 */
int regulator_is_supported_voltage(struct regulator *regulator, int min_uV,
				   int max_uV)
{
	struct regulator_dev *rdev = regulator->rdev;
	int i, n, v;

	if (!regulator_ops_is_valid(rdev, REGULATOR_CHANGE_VOLTAGE)) {
		v = regulator_get_voltage(regulator);
		return v >= 0 && min_uV <= v && v <= max_uV;
	}
	if (rdev->desc->continuous_voltage_range)
		return min_uV >= rdev->constraints->min_uV &&
		       max_uV <= rdev->constraints->max_uV;
	n = regulator_count_voltages(regulator);
	for (i = 0; i < n; i++) {
		v = regulator_list_voltage(regulator, (unsigned)i);
		if (v >= min_uV && v <= max_uV)
			return 1;
	}
	return 0;
}
EXPORT_SYMBOL_GPL(regulator_is_supported_voltage);

/** regulator_get_linear_step() - Return: the desc's uV_step */
unsigned int regulator_get_linear_step(struct regulator *regulator)
{
	return regulator->rdev->desc->uV_step;
}
EXPORT_SYMBOL_GPL(regulator_get_linear_step);

/**
 * regulator_set_current_limit() - a current limit within the constraints
 * @regulator: a consumer's handle
 * @min_uA: the lowest limit
 * @max_uA: the highest
 * Return: 0; -EPERM without REGULATOR_CHANGE_CURRENT; -EINVAL.
 */
int regulator_set_current_limit(struct regulator *regulator, int min_uA,
				int max_uA)
{
	struct regulator_dev *rdev = regulator->rdev;
	struct regulation_constraints *c = rdev->constraints;
	int ret = -EINVAL;

	mutex_lock(&regulator_core_lock);
	if (!rdev->desc->ops->set_current_limit)
		goto out;
	ret = -EPERM;
	if (!regulator_ops_is_valid(rdev, REGULATOR_CHANGE_CURRENT))
		goto out;
	if (max_uA > c->max_uA)
		max_uA = c->max_uA;
	if (min_uA < c->min_uA)
		min_uA = c->min_uA;
	ret = -EINVAL;
	if (min_uA > max_uA)
		goto out;
	ret = rdev->desc->ops->set_current_limit(rdev, min_uA, max_uA);
out:
	mutex_unlock(&regulator_core_lock);
	return ret;
}
EXPORT_SYMBOL_GPL(regulator_set_current_limit);

/** regulator_get_current_limit() - Return: microamps, or -EINVAL */
int regulator_get_current_limit(struct regulator *regulator)
{
	struct regulator_dev *rdev = regulator->rdev;
	int ret = -EINVAL;

	mutex_lock(&regulator_core_lock);
	if (rdev->desc->ops->get_current_limit)
		ret = rdev->desc->ops->get_current_limit(rdev);
	mutex_unlock(&regulator_core_lock);
	return ret;
}
EXPORT_SYMBOL_GPL(regulator_get_current_limit);

/**
 * regulator_set_mode() - set an operating mode (REGULATOR_MODE_*)
 * @regulator: a consumer's handle
 * @mode: the mode
 * Return: 0; -EPERM without REGULATOR_CHANGE_MODE; -EINVAL.
 */
int regulator_set_mode(struct regulator *regulator, unsigned int mode)
{
	struct regulator_dev *rdev = regulator->rdev;
	int ret = -EINVAL;

	mutex_lock(&regulator_core_lock);
	if (rdev->desc->ops->get_mode &&
	    rdev->desc->ops->get_mode(rdev) == mode) {
		ret = 0;
	} else if (!regulator_ops_is_valid(rdev, REGULATOR_CHANGE_MODE)) {
		ret = -EPERM;
	} else if (rdev->desc->ops->set_mode &&
		   (rdev->constraints->valid_modes_mask & mode)) {
		ret = rdev->desc->ops->set_mode(rdev, mode);
	}
	mutex_unlock(&regulator_core_lock);
	return ret;
}
EXPORT_SYMBOL_GPL(regulator_set_mode);

/** regulator_get_mode() - Return: the mode, or -EINVAL as unsigned */
unsigned int regulator_get_mode(struct regulator *regulator)
{
	struct regulator_dev *rdev = regulator->rdev;
	unsigned int mode = (unsigned int)-EINVAL;

	mutex_lock(&regulator_core_lock);
	if (rdev->desc->ops->get_mode)
		mode = rdev->desc->ops->get_mode(rdev);
	mutex_unlock(&regulator_core_lock);
	return mode;
}
EXPORT_SYMBOL_GPL(regulator_get_mode);

/** regulator_get_error_flags() - the REGULATOR_ERROR_* flags. Return: 0 or -EINVAL */
int regulator_get_error_flags(struct regulator *regulator, unsigned int *flags)
{
	struct regulator_dev *rdev = regulator->rdev;
	int ret = -EINVAL;

	mutex_lock(&regulator_core_lock);
	*flags = 0;
	if (rdev->desc->ops->get_error_flags)
		ret = rdev->desc->ops->get_error_flags(rdev, flags);
	mutex_unlock(&regulator_core_lock);
	return ret;
}
EXPORT_SYMBOL_GPL(regulator_get_error_flags);

/** regulator_set_load() - a load (not modelled). Return: 0 */
int regulator_set_load(struct regulator *regulator, int load_uA)
{
	/* Loads choose modes only with DRMS: none of ours has it. */
	(void)regulator;
	(void)load_uA;
	return 0;
}
EXPORT_SYMBOL_GPL(regulator_set_load);

/** regulator_allow_bypass() - allow bypass (not modelled). Return: 0 */
int regulator_allow_bypass(struct regulator *regulator, bool allow)
{
	/* Bypass is not modelled: the request is accepted and ignored. */
	(void)regulator;
	(void)allow;
	return 0;
}
EXPORT_SYMBOL_GPL(regulator_allow_bypass);

/** regulator_mode_to_status() - Return: the REGULATOR_STATUS_* of @mode */
int regulator_mode_to_status(unsigned int mode)
{
	switch (mode) {
	case REGULATOR_MODE_FAST:
		return REGULATOR_STATUS_FAST;
	case REGULATOR_MODE_NORMAL:
		return REGULATOR_STATUS_NORMAL;
	case REGULATOR_MODE_IDLE:
		return REGULATOR_STATUS_IDLE;
	case REGULATOR_MODE_STANDBY:
		return REGULATOR_STATUS_STANDBY;
	default:
		return REGULATOR_STATUS_UNDEFINED;
	}
}
EXPORT_SYMBOL_GPL(regulator_mode_to_status);
