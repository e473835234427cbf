/* SPDX-License-Identifier: MIT */
/*
 * pwm/pwm.h - what the PWM core's files share.
 */
#ifndef _PLATDEV_SRC_PWM_H
#define _PLATDEV_SRC_PWM_H

#include <linux/mutex.h>
#include <linux/pwm.h>

/* Orders chip registration and output requests (core.c). */
extern struct mutex pwm_lock;

/* Request output @index of @chip for @label (core.c). */
struct pwm_device *pwm_request_from_chip(struct pwm_chip *chip,
					 unsigned int index, const char *label);

/* Release the outputs the user-space API exported (sysfs.c). */
void pwmchip_sysfs_unexport(struct pwm_chip *chip);

#endif /* _PLATDEV_SRC_PWM_H */
