// SPDX-License-Identifier: MIT
/*
 * sysfs.c - platdev/pwm.h: the /sys/class/pwm files a program writes to
 * export an output and set its state. One mutex orders the writes (Linux
 * has one per exported output).
 */
#include <linux/bitops.h>
#include <linux/errno.h>
#include <linux/pwm.h>
#include <linux/string.h>
#include <platdev/class.h>
#include <platdev/pwm.h>

#include "pwm/pwm.h"

static DEFINE_MUTEX(pwm_sysfs_lock);

/* The chip named @name ("pwmchip0"), or NULL. */
static struct pwm_chip *sysfs_chip(const char *name)
{
	return platdev_class_device_data("pwm", name);
}

int platdev_pwm_npwm(const char *chip)
{
	struct pwm_chip *pc = sysfs_chip(chip);

	return pc ? (int)pc->npwm : -ENODEV;
}

int platdev_pwm_export(const char *chip, unsigned int hwpwm)
{
	struct pwm_chip *pc = sysfs_chip(chip);
	struct pwm_device *pwm;

	if (!pc || hwpwm >= pc->npwm)
		return -ENODEV;
	mutex_lock(&pwm_sysfs_lock);
	pwm = pwm_request_from_chip(pc, hwpwm, "sysfs");
	if (!IS_ERR(pwm))
		set_bit(PWMF_EXPORTED, &pwm->flags);
	mutex_unlock(&pwm_sysfs_lock);
	return PTR_ERR_OR_ZERO(pwm);
}

/* Unexport @pwm; pwm_sysfs_lock held. */
static int unexport_locked(struct pwm_device *pwm)
{
	if (!test_and_clear_bit(PWMF_EXPORTED, &pwm->flags))
		return -ENODEV;
	pwm_put(pwm);
	return 0;
}

int platdev_pwm_unexport(const char *chip, unsigned int hwpwm)
{
	struct pwm_chip *pc = sysfs_chip(chip);
	int ret;

	if (!pc || hwpwm >= pc->npwm)
		return -ENODEV;
	mutex_lock(&pwm_sysfs_lock);
	ret = unexport_locked(&pc->pwms[hwpwm]);
	mutex_unlock(&pwm_sysfs_lock);
	return ret;
}

void pwmchip_sysfs_unexport(struct pwm_chip *chip)
{
	unsigned int i;

	mutex_lock(&pwm_sysfs_lock);
	for (i = 0; i < chip->npwm; i++)
		unexport_locked(&chip->pwms[i]);
	mutex_unlock(&pwm_sysfs_lock);
}

enum pwm_attr { PWM_PERIOD, PWM_DUTY_CYCLE, PWM_POLARITY, PWM_ENABLE };

/* Write one file of an exported output: its state with @attr @value. */
static int pwm_store(const char *chip, unsigned int hwpwm, enum pwm_attr attr,
		     u64 value)
{
	struct pwm_chip *pc = sysfs_chip(chip);
	struct pwm_device *pwm;
	struct pwm_state state;
	int ret = -ENODEV;

	if (!pc || hwpwm >= pc->npwm)
		return -ENODEV;
	pwm = &pc->pwms[hwpwm];
	mutex_lock(&pwm_sysfs_lock);
	if (!test_bit(PWMF_EXPORTED, &pwm->flags))
		goto out;
	pwm_get_state(pwm, &state);
	if (attr == PWM_PERIOD)
		state.period = value;
	else if (attr == PWM_DUTY_CYCLE)
		state.duty_cycle = value;
	else if (attr == PWM_POLARITY)
		state.polarity = (enum pwm_polarity)value;
	else
		state.enabled = value;
	ret = pwm_apply_might_sleep(pwm, &state);
out:
	mutex_unlock(&pwm_sysfs_lock);
	return ret;
}

int platdev_pwm_set_period(const char *chip, unsigned int hwpwm, u64 ns)
{
	return pwm_store(chip, hwpwm, PWM_PERIOD, ns);
}

int platdev_pwm_set_duty_cycle(const char *chip, unsigned int hwpwm, u64 ns)
{
	return pwm_store(chip, hwpwm, PWM_DUTY_CYCLE, ns);
}

int platdev_pwm_set_polarity(const char *chip, unsigned int hwpwm,
			     const char *polarity)
{
	if (polarity && sysfs_streq(polarity, "normal"))
		return pwm_store(chip, hwpwm, PWM_POLARITY,
				 PWM_POLARITY_NORMAL);
	if (polarity && sysfs_streq(polarity, "inversed"))
		return pwm_store(chip, hwpwm, PWM_POLARITY,
				 PWM_POLARITY_INVERSED);
	return -EINVAL;
}

int platdev_pwm_set_enable(const char *chip, unsigned int hwpwm, int enable)
{
	if (enable != 0 && enable != 1)
		return -EINVAL;
	return pwm_store(chip, hwpwm, PWM_ENABLE, (u64)enable);
}

int platdev_pwm_get_state(const char *chip, unsigned int hwpwm,
			  struct pwm_state *state)
{
	struct pwm_chip *pc = sysfs_chip(chip);
	int ret = -ENODEV;

	if (!pc || hwpwm >= pc->npwm || !state)
		return -ENODEV;
	mutex_lock(&pwm_sysfs_lock);
	if (test_bit(PWMF_EXPORTED, &pc->pwms[hwpwm].flags)) {
		pwm_get_state(&pc->pwms[hwpwm], state);
		ret = 0;
	}
	mutex_unlock(&pwm_sysfs_lock);
	return ret;
}
