// SPDX-License-Identifier: MIT
/*
 * gpio-regmap.c - GPIO chips over regmap registers, one bit per line
 * (linux/gpio/regmap.h).
 */
#include <linux/bitops.h>
#include <linux/device.h>
#include <linux/gpio/driver.h>
#include <linux/gpio/regmap.h>
#include <linux/regmap.h>
#include <linux/slab.h>

struct gpio_regmap {
	struct gpio_chip chip;
	struct regmap *regmap;
	unsigned int dat, set, clr, dir_in, dir_out;
	unsigned int stride, per_reg;
	unsigned long *fixed_out;
	int (*xlate)(struct gpio_regmap *gpio, unsigned int base,
		     unsigned int offset, unsigned int *reg,
		     unsigned int *mask);
	void *drvdata;
};

/* The address a base stands for (GPIO_REGMAP_ADDR_ZERO is 0). */
static unsigned int reg_addr(unsigned int base)
{
	return base == GPIO_REGMAP_ADDR_ZERO ? 0 : base;
}

static int simple_xlate(struct gpio_regmap *gpio, unsigned int base,
			unsigned int offset, unsigned int *reg,
			unsigned int *mask)
{
	*reg = base + (offset / gpio->per_reg) * gpio->stride;
	*mask = BIT(offset % gpio->per_reg);
	return 0;
}

/* Register and mask of line @offset in the registers at @base. */
static int locate(struct gpio_regmap *gpio, unsigned int base,
		  unsigned int offset, unsigned int *reg, unsigned int *mask)
{
	return gpio->xlate(gpio, reg_addr(base), offset, reg, mask);
}

static int gr_get(struct gpio_chip *gc, unsigned int offset)
{
	struct gpio_regmap *gpio = gpiochip_get_data(gc);
	unsigned int reg, mask, val;
	int ret;

	/* An output-only chip reads back its output register. */
	ret = locate(gpio, gpio->dat ? gpio->dat : gpio->set, offset, &reg,
		     &mask);
	if (!ret)
		ret = regmap_read(gpio->regmap, reg, &val);
	return ret ? ret : !!(val & mask);
}

static void gr_set(struct gpio_chip *gc, unsigned int offset, int value)
{
	struct gpio_regmap *gpio = gpiochip_get_data(gc);
	unsigned int reg, mask;

	if (gpio->clr) {
		/* Separate set and clear registers: write the bit to one. */
		if (!locate(gpio, value ? gpio->set : gpio->clr, offset, &reg,
			    &mask))
			regmap_write(gpio->regmap, reg, mask);
		return;
	}
	if (!locate(gpio, gpio->set, offset, &reg, &mask))
		regmap_update_bits(gpio->regmap, reg, mask, value ? mask : 0);
}

/* The direction register's base, and whether a set bit means input. */
static bool dir_reg(struct gpio_regmap *gpio, unsigned int *base,
		    bool *in_is_set)
{
	*in_is_set = !gpio->dir_out;
	*base = gpio->dir_out ? gpio->dir_out : gpio->dir_in;
	return *base;
}

static int gr_get_direction(struct gpio_chip *gc, unsigned int offset)
{
	struct gpio_regmap *gpio = gpiochip_get_data(gc);
	unsigned int base, reg, mask, val;
	bool in_is_set;
	int ret;

	if (gpio->fixed_out)
		return test_bit(offset, gpio->fixed_out) ?
			       GPIO_LINE_DIRECTION_OUT :
			       GPIO_LINE_DIRECTION_IN;
	if (!gpio->set)
		return GPIO_LINE_DIRECTION_IN;
	if (!gpio->dat)
		return GPIO_LINE_DIRECTION_OUT;
	if (!dir_reg(gpio, &base, &in_is_set))
		return -ENOTSUPP;
	ret = locate(gpio, base, offset, &reg, &mask);
	if (!ret)
		ret = regmap_read(gpio->regmap, reg, &val);
	if (ret)
		return ret;
	return (!!(val & mask) != in_is_set) ? GPIO_LINE_DIRECTION_OUT :
					       GPIO_LINE_DIRECTION_IN;
}

static int set_direction(struct gpio_regmap *gpio, unsigned int offset,
			 bool out)
{
	unsigned int base, reg, mask;
	bool in_is_set;
	int ret;

	if (!dir_reg(gpio, &base, &in_is_set))
		return -ENOTSUPP;
	ret = locate(gpio, base, offset, &reg, &mask);
	if (ret)
		return ret;
	return regmap_update_bits(gpio->regmap, reg, mask,
				  out != in_is_set ? mask : 0);
}

static int gr_direction_input(struct gpio_chip *gc, unsigned int offset)
{
	return set_direction(gpiochip_get_data(gc), offset, false);
}

static int gr_direction_output(struct gpio_chip *gc, unsigned int offset,
			       int value)
{
	/* The value first, so the line never drives the old one. */
	gr_set(gc, offset, value);
	return set_direction(gpiochip_get_data(gc), offset, true);
}

void *gpio_regmap_get_drvdata(struct gpio_regmap *gpio)
{
	return gpio->drvdata;
}

static int config_check(const struct gpio_regmap_config *config)
{
	bool dir = config->reg_dir_in_base || config->reg_dir_out_base;

	if (!config->parent || config->ngpio <= 0)
		return -EINVAL;
	if (!config->reg_dat_base && !config->reg_set_base)
		return -EINVAL;
	if (dir && (!config->reg_dat_base || !config->reg_set_base))
		return -EINVAL;
	if (config->reg_dir_in_base && config->reg_dir_out_base)
		return -EINVAL;
	return 0;
}

static void gpio_regmap_free(struct gpio_regmap *gpio)
{
	kfree(gpio->fixed_out);
	kfree(gpio);
}

struct gpio_regmap *
gpio_regmap_register(const struct gpio_regmap_config *config)
{
	struct gpio_regmap *gpio;
	struct gpio_chip *gc;
	int ret = config_check(config);

	if (ret)
		return ERR_PTR(ret);
	gpio = kzalloc(sizeof(*gpio), GFP_KERNEL);
	if (!gpio)
		return ERR_PTR(-ENOMEM);
	gpio->regmap = config->regmap;
	gpio->dat = config->reg_dat_base;
	gpio->set = config->reg_set_base;
	gpio->clr = config->reg_set_base ? config->reg_clr_base : 0;
	gpio->dir_in = config->reg_dir_in_base;
	gpio->dir_out = config->reg_dir_out_base;
	gpio->stride =
		config->reg_stride > 0 ? (unsigned int)config->reg_stride : 1;
	gpio->per_reg = config->ngpio_per_reg > 0 ?
				(unsigned int)config->ngpio_per_reg :
				(unsigned int)config->ngpio;
	gpio->xlate = config->reg_mask_xlate ? config->reg_mask_xlate :
					       simple_xlate;
	gpio->drvdata = config->drvdata;
	if (config->fixed_direction_output) {
		size_t longs = BITS_TO_LONGS((unsigned int)config->ngpio);

		gpio->fixed_out =
			kmalloc_array(longs, sizeof(long), GFP_KERNEL);
		if (!gpio->fixed_out) {
			kfree(gpio);
			return ERR_PTR(-ENOMEM);
		}
		memcpy(gpio->fixed_out, config->fixed_direction_output,
		       longs * sizeof(long));
	}

	gc = &gpio->chip;
	gc->parent = config->parent;
	gc->fwnode = config->fwnode;
	gc->base = -1;
	gc->ngpio = (u16)config->ngpio;
	gc->names = config->names;
	gc->label = config->label ? config->label : dev_name(config->parent);
	/* Only MMIO regmaps here: their accesses never sleep. */
	gc->can_sleep = false;
	gc->get = gr_get;
	if (gpio->set)
		gc->set = gr_set;
	gc->get_direction = gr_get_direction;
	if (gpio->dir_in || gpio->dir_out) {
		gc->direction_input = gr_direction_input;
		gc->direction_output = gr_direction_output;
	}
	ret = gpiochip_add_data(gc, gpio);
	if (ret) {
		gpio_regmap_free(gpio);
		return ERR_PTR(ret);
	}
	if (config->irq_domain) {
		ret = gpiochip_irqchip_add_domain(gc, config->irq_domain);
		if (ret) {
			gpiochip_remove(gc);
			gpio_regmap_free(gpio);
			return ERR_PTR(ret);
		}
	}
	return gpio;
}

void gpio_regmap_unregister(struct gpio_regmap *gpio)
{
	gpiochip_remove(&gpio->chip);
	gpio_regmap_free(gpio);
}

static void devm_gpio_regmap_release(void *gpio)
{
	gpio_regmap_unregister(gpio);
}

struct gpio_regmap *
devm_gpio_regmap_register(struct device *dev,
			  const struct gpio_regmap_config *config)
{
	struct gpio_regmap *gpio = gpio_regmap_register(config);
	int ret;

	if (IS_ERR(gpio))
		return gpio;
	ret = devm_add_action_or_reset(dev, devm_gpio_regmap_release, gpio);
	return ret ? ERR_PTR(ret) : gpio;
}
