/* SPDX-License-Identifier: MIT */
/*
 * linux/gpio/regmap.h - a GPIO chip whose lines are bits of registers
 * reached through a regmap: data (input), set/clear (output) and
 * direction registers, one bit per line.
 */
#ifndef _PLATDEV_LINUX_GPIO_REGMAP_H
#define _PLATDEV_LINUX_GPIO_REGMAP_H

struct device;
struct fwnode_handle;
struct gpio_regmap;
struct irq_domain;
struct regmap;

/*
 * A base address of 0 means "no such register": a register that really
 * is at 0 is given as GPIO_REGMAP_ADDR(0).
 */
#define GPIO_REGMAP_ADDR_ZERO ((unsigned int)(-1))
#define GPIO_REGMAP_ADDR(addr) ((addr) ?: GPIO_REGMAP_ADDR_ZERO)

/**
 * struct gpio_regmap_config - what gpio_regmap_register() makes
 * @parent: the providing device (required)
 * @regmap: the registers
 * @fwnode: the chip's node, if not @parent's
 * @label: the chip's label (NULL: @parent's name)
 * @ngpio: how many lines (required)
 * @names: a name per line, or NULL
 * @reg_dat_base: the data register (input values), or 0
 * @reg_set_base: the output register (or its set half), or 0; one of the
 *                two is required
 * @reg_clr_base: the clear half of the output register, or 0
 * @reg_dir_in_base: the direction register, bit set for input, or 0
 * @reg_dir_out_base: the direction register, bit set for output, or 0
 *                    (not both; either needs data and output registers)
 * @reg_stride: the address step between registers of a kind (0: 1)
 * @ngpio_per_reg: lines per register (0: all in one)
 * @irq_domain: a domain giving the lines' interrupts, or NULL
 * @fixed_direction_output: lines whose direction is fixed, bit set for
 *                          output (copied), or NULL
 * @reg_mask_xlate: turn (base, line) into (register, mask); NULL: line
 *                  i is bit i % @ngpio_per_reg of register
 *                  base + (i / @ngpio_per_reg) * @reg_stride
 * @drvdata: gpio_regmap_get_drvdata()'s answer
 */
struct gpio_regmap_config {
	struct device *parent;
	struct regmap *regmap;
	struct fwnode_handle *fwnode;
	const char *label;
	int ngpio;
	const char *const *names;
	unsigned int reg_dat_base;
	unsigned int reg_set_base;
	unsigned int reg_clr_base;
	unsigned int reg_dir_in_base;
	unsigned int reg_dir_out_base;
	int reg_stride;
	int ngpio_per_reg;
	struct irq_domain *irq_domain;
	unsigned long *fixed_direction_output;
	int (*reg_mask_xlate)(struct gpio_regmap *gpio, unsigned int base,
			      unsigned int offset, unsigned int *reg,
			      unsigned int *mask);
	void *drvdata;
};

/**
 * gpio_regmap_register() - add the GPIO chip @config describes
 * Return: it; ERR_PTR(-EINVAL) for a configuration the rules of
 * struct gpio_regmap_config refuse; ERR_PTR(-ENOMEM); gpiochip_add_data()'s
 * or gpiochip_irqchip_add_domain()'s error.
 */
struct gpio_regmap *
gpio_regmap_register(const struct gpio_regmap_config *config);

/** gpio_regmap_unregister() - remove the chip and free it */
void gpio_regmap_unregister(struct gpio_regmap *gpio);

/** devm_gpio_regmap_register() - gpio_regmap_register() undone with @dev */
struct gpio_regmap *
devm_gpio_regmap_register(struct device *dev,
			  const struct gpio_regmap_config *config);

/** gpio_regmap_get_drvdata() - the config's @drvdata */
void *gpio_regmap_get_drvdata(struct gpio_regmap *gpio);

#endif /* _PLATDEV_LINUX_GPIO_REGMAP_H */
