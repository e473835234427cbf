/* SPDX-License-Identifier: MIT */
/*
 * linux/pinctrl/pinconf.h - what a pin controller's driver gives for
 * configuring pins (bias, drive strength, ...): each configuration is an
 * unsigned long, packed as linux/pinctrl/pinconf-generic.h says for a
 * generic driver, or as the driver likes otherwise.
 */
#ifndef _PLATDEV_LINUX_PINCTRL_PINCONF_H
#define _PLATDEV_LINUX_PINCTRL_PINCONF_H

#include <linux/kconfig.h>
#include <linux/types.h>

struct pinctrl_dev;
struct seq_file;

/**
 * struct pinconf_ops - a driver's configuration calls
 * @is_generic: the configurations are pinconf-generic.h's packed ones
 * @pin_config_get: read one configuration of a pin (-ENOTSUPP: not one
 *                  the pin has, -EINVAL: the pin has it disabled)
 * @pin_config_set: set configurations of a pin
 * @pin_config_group_get: read one configuration of a group
 * @pin_config_group_set: set configurations of each pin of a group
 * @pin_config_dbg_show: debugfs (never called here)
 * @pin_config_group_dbg_show: debugfs (never called here)
 * @pin_config_config_dbg_show: debugfs (never called here)
 */
struct pinconf_ops {
#ifdef CONFIG_GENERIC_PINCONF
	bool is_generic;
#endif
	int (*pin_config_get)(struct pinctrl_dev *pctldev, unsigned int pin,
			      unsigned long *config);
	int (*pin_config_set)(struct pinctrl_dev *pctldev, unsigned int pin,
			      unsigned long *configs, unsigned int num_configs);
	int (*pin_config_group_get)(struct pinctrl_dev *pctldev,
				    unsigned int selector,
				    unsigned long *config);
	int (*pin_config_group_set)(struct pinctrl_dev *pctldev,
				    unsigned int selector,
				    unsigned long *configs,
				    unsigned int num_configs);
	void (*pin_config_dbg_show)(struct pinctrl_dev *pctldev,
				    struct seq_file *s, unsigned int offset);
	void (*pin_config_group_dbg_show)(struct pinctrl_dev *pctldev,
					  struct seq_file *s,
					  unsigned int selector);
	void (*pin_config_config_dbg_show)(struct pinctrl_dev *pctldev,
					   struct seq_file *s,
					   unsigned long config);
};

#endif /* _PLATDEV_LINUX_PINCTRL_PINCONF_H */
