/* SPDX-License-Identifier: MIT */
/*
 * platdev/pwm.h - what Linux user space does with /sys/class/pwm: export
 * an output of chip "pwmchipN", then write its period, duty_cycle,
 * polarity and enable files (each write applies the whole state, so the
 * core's checks apply), read them back, and unexport it.
 *
 *   platdev_pwm_export("pwmchip0", 1);
 *   platdev_pwm_set_period("pwmchip0", 1, 1000000);
 *   platdev_pwm_set_duty_cycle("pwmchip0", 1, 250000);
 *   platdev_pwm_set_enable("pwmchip0", 1, 1);
 *
 * Each call returns 0 or a negative errno: -ENODEV for a chip that does
 * not exist, an output beyond its npwm, or an output that is not exported
 * (its files do not exist); the core's errors as the write(2) would.
 */
#ifndef _PLATDEV_PWM_H
#define _PLATDEV_PWM_H

#include <linux/types.h>

struct pwm_state;

/** platdev_pwm_npwm() - the npwm file: how many outputs, or -ENODEV */
int platdev_pwm_npwm(const char *chip);

/**
 * platdev_pwm_export() - write @hwpwm to the export file: request the
 * output for user space ("sysfs")
 * Return: 0; -EBUSY when a consumer or an export holds it already.
 */
int platdev_pwm_export(const char *chip, unsigned int hwpwm);

/** platdev_pwm_unexport() - write @hwpwm to the unexport file */
int platdev_pwm_unexport(const char *chip, unsigned int hwpwm);

/** platdev_pwm_set_period() - write the period file (nanoseconds) */
int platdev_pwm_set_period(const char *chip, unsigned int hwpwm, u64 ns);

/** platdev_pwm_set_duty_cycle() - write the duty_cycle file (nanoseconds) */
int platdev_pwm_set_duty_cycle(const char *chip, unsigned int hwpwm, u64 ns);

/**
 * platdev_pwm_set_polarity() - write the polarity file
 * @polarity: "normal" or "inversed" (anything else: -EINVAL)
 */
int platdev_pwm_set_polarity(const char *chip, unsigned int hwpwm,
			     const char *polarity);

/** platdev_pwm_set_enable() - write the enable file: 0 or 1, else -EINVAL */
int platdev_pwm_set_enable(const char *chip, unsigned int hwpwm, int enable);

/**
 * platdev_pwm_get_state() - read the period, duty_cycle, polarity and
 * enable files of an exported output into @state
 */
int platdev_pwm_get_state(const char *chip, unsigned int hwpwm,
			  struct pwm_state *state);

#endif /* _PLATDEV_PWM_H */
