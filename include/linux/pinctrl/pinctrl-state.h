/* SPDX-License-Identifier: MIT */
/*
 * linux/pinctrl/pinctrl-state.h - the names of the pin states devices
 * select (the "pinctrl-names" of the device tree).
 */
#ifndef _PLATDEV_LINUX_PINCTRL_PINCTRL_STATE_H
#define _PLATDEV_LINUX_PINCTRL_PINCTRL_STATE_H

#define PINCTRL_STATE_DEFAULT "default"
#define PINCTRL_STATE_INIT "init"
#define PINCTRL_STATE_IDLE "idle"
#define PINCTRL_STATE_SLEEP "sleep"

#endif /* _PLATDEV_LINUX_PINCTRL_PINCTRL_STATE_H */
