// SPDX-License-Identifier: MIT
/*
 * gpiod.c - what a consumer does with a requested line: directions,
 * logical and raw values (active-low inverted, open drain and open source
 * emulated through the direction), its interrupt, its flags.
 */
#include <string.h>

#include <linux/bitmap.h>
#include <linux/bitops.h>
#include <linux/printk.h>
#include <linux/slab.h>

#include "gpio/gpiolib.h"

/*
 * The chip of @desc for call @func: 1 with *@gc set to go on, 0 for a
 * NULL descriptor (nothing to do), or a negative error: the code of an
 * error pointer (warned), -ENODEV once the chip is gone.
 */
static int line_chip(const struct gpio_desc *desc, struct gpio_chip **gc,
		     const char *func)
{
	*gc = NULL;
	if (!desc)
		return 0;
	if (IS_ERR(desc)) {
		pr_warn("gpio: %s: invalid GPIO (error pointer %ld)\n", func,
			PTR_ERR(desc));
		return (int)PTR_ERR(desc);
	}
	*gc = READ_ONCE(desc->gdev->chip);
	return *gc ? 1 : -ENODEV;
}

int gpiochip_set_line(struct gpio_chip *gc, unsigned int offset, int value)
{
	int ret;

	if (gc->set_rv) {
		ret = gc->set_rv(gc, offset, value);
		/* As Linux: a setter's positive return is no valid code. */
		return ret > 0 ? -EBADE : ret;
	}
	if (!gc->set) {
		pr_warn("gpio: %s: no set() and no set_rv()\n", gc->label);
		return -EOPNOTSUPP;
	}
	gc->set(gc, offset, value);
	return 0;
}

static void warn_sleeping(const struct gpio_chip *gc, const char *func)
{
	if (gc->can_sleep)
		pr_warn("gpio: %s: %s on a chip that may sleep\n", gc->label,
			func);
}

int gpiod_get_direction(struct gpio_desc *desc)
{
	struct gpio_chip *gc;
	int ret = line_chip(desc, &gc, __func__);

	if (ret <= 0)
		return ret;
	if (!gc->get_direction)
		return -ENOTSUPP;
	ret = gc->get_direction(gc, gpio_chip_hwgpio(desc));
	if (ret < 0)
		return ret;
	if (ret > 0)
		ret = GPIO_LINE_DIRECTION_IN;
	assign_bit(FLAG_IS_OUT, &desc->flags, ret == GPIO_LINE_DIRECTION_OUT);
	return ret;
}

int gpiod_direction_input(struct gpio_desc *desc)
{
	unsigned int offset;
	struct gpio_chip *gc;
	int ret = line_chip(desc, &gc, __func__);

	if (ret <= 0)
		return ret;
	ret = 0;
	offset = gpio_chip_hwgpio(desc);
	if (!gc->get && !gc->direction_input) {
		pr_warn("gpio: %s: no get() and no direction_input()\n",
			gc->label);
		return -EIO;
	}
	if (gc->direction_input) {
		ret = gc->direction_input(gc, offset);
	} else if (gc->get_direction &&
		   gc->get_direction(gc, offset) != GPIO_LINE_DIRECTION_IN) {
		pr_warn("gpio: %s: line %u cannot be made an input\n",
			gc->label, offset);
		return -EIO;
	}
	if (!ret)
		clear_bit(FLAG_IS_OUT, &desc->flags);
	return ret;
}

/* Make the line an output at wire level @value. */
static int direction_output_raw(struct gpio_desc *desc, struct gpio_chip *gc,
				int value)
{
	unsigned int offset = gpio_chip_hwgpio(desc);
	int ret = 0;

	if (!gc->set && !gc->set_rv && !gc->direction_output) {
		pr_warn("gpio: %s: no set() and no direction_output()\n",
			gc->label);
		return -EIO;
	}
	if (gc->direction_output) {
		ret = gc->direction_output(gc, offset, value);
	} else {
		/* An output-only chip: check what it can tell, then drive. */
		if (gc->get_direction) {
			ret = gc->get_direction(gc, offset);
			if (ret < 0)
				return ret;
			if (ret != GPIO_LINE_DIRECTION_OUT) {
				pr_warn("gpio: %s: line %u cannot be made an output\n",
					gc->label, offset);
				return -EIO;
			}
		}
		ret = gpiochip_set_line(gc, offset, value);
	}
	if (!ret)
		set_bit(FLAG_IS_OUT, &desc->flags);
	return ret;
}

int gpiod_direction_output_raw(struct gpio_desc *desc, int value)
{
	struct gpio_chip *gc;
	int ret = line_chip(desc, &gc, __func__);

	if (ret <= 0)
		return ret;
	return direction_output_raw(desc, gc, !!value);
}

int gpiod_direction_output(struct gpio_desc *desc, int value)
{
	struct gpio_chip *gc;
	int ret = line_chip(desc, &gc, __func__);

	if (ret <= 0)
		return ret;
	value = !!value ^ test_bit(FLAG_ACTIVE_LOW, &desc->flags);
	/* As in Linux: a line an enabled interrupt uses stays an input. */
	if (test_bit(FLAG_USED_AS_IRQ, &desc->flags) &&
	    test_bit(FLAG_IRQ_IS_ENABLED, &desc->flags)) {
		pr_err("gpio: %s: line %u is an enabled interrupt; not made an output\n",
		       gc->label, gpio_chip_hwgpio(desc));
		return -EIO;
	}
	/*
	 * An open-drain line is not driven high, an open-source one not
	 * low: the line floats as an input, still counted as an output.
	 */
	if ((test_bit(FLAG_OPEN_DRAIN, &desc->flags) && value) ||
	    (test_bit(FLAG_OPEN_SOURCE, &desc->flags) && !value)) {
		ret = gpiod_direction_input(desc);
		if (!ret)
			set_bit(FLAG_IS_OUT, &desc->flags);
		return ret;
	}
	return direction_output_raw(desc, gc, value);
}

static int get_raw(const struct gpio_desc *desc, struct gpio_chip *gc)
{
	int value = gc->get ? gc->get(gc, gpio_chip_hwgpio(desc)) : -EIO;

	return value < 0 ? value : !!value;
}

static int get_value(const struct gpio_desc *desc, bool raw, bool cansleep,
		     const char *func)
{
	struct gpio_chip *gc;
	int ret = line_chip(desc, &gc, func);

	if (ret <= 0)
		return ret;
	if (!cansleep)
		warn_sleeping(gc, func);
	ret = get_raw(desc, gc);
	if (ret < 0 || raw)
		return ret;
	return ret ^ test_bit(FLAG_ACTIVE_LOW, &desc->flags);
}

int gpiod_get_value(const struct gpio_desc *desc)
{
	return get_value(desc, false, false, __func__);
}

int gpiod_get_raw_value(const struct gpio_desc *desc)
{
	return get_value(desc, true, false, __func__);
}

int gpiod_get_value_cansleep(const struct gpio_desc *desc)
{
	return get_value(desc, false, true, __func__);
}

int gpiod_get_raw_value_cansleep(const struct gpio_desc *desc)
{
	return get_value(desc, true, true, __func__);
}

/*
 * Drive wire level @value, emulating open drain and open source.
 * Return: 0, or the chip's direction or set_rv() error.
 */
static int set_raw(struct gpio_desc *desc, struct gpio_chip *gc, int value)
{
	unsigned int offset = gpio_chip_hwgpio(desc);
	bool drain = test_bit(FLAG_OPEN_DRAIN, &desc->flags);
	bool source = test_bit(FLAG_OPEN_SOURCE, &desc->flags);
	int ret = 0;

	if ((drain && value) || (source && !value)) {
		if (gc->direction_input)
			ret = gc->direction_input(gc, offset);
	} else if ((drain || source) && gc->direction_output) {
		ret = gc->direction_output(gc, offset, value);
		if (!ret)
			set_bit(FLAG_IS_OUT, &desc->flags);
	} else {
		ret = gpiochip_set_line(gc, offset, value);
	}
	return ret < 0 ? ret : 0;
}

static int set_value(struct gpio_desc *desc, int value, bool raw, bool cansleep,
		     const char *func)
{
	struct gpio_chip *gc;
	int ret = line_chip(desc, &gc, func);

	if (ret <= 0)
		return ret;
	if (!cansleep)
		warn_sleeping(gc, func);
	value = !!value;
	if (!raw)
		value ^= test_bit(FLAG_ACTIVE_LOW, &desc->flags);
	return set_raw(desc, gc, value);
}

int gpiod_set_value(struct gpio_desc *desc, int value)
{
	return set_value(desc, value, false, false, __func__);
}

int gpiod_set_raw_value(struct gpio_desc *desc, int value)
{
	return set_value(desc, value, true, false, __func__);
}

int gpiod_set_value_cansleep(struct gpio_desc *desc, int value)
{
	return set_value(desc, value, false, true, __func__);
}

int gpiod_set_raw_value_cansleep(struct gpio_desc *desc, int value)
{
	return set_value(desc, value, true, true, __func__);
}

int gpiod_is_active_low(const struct gpio_desc *desc)
{
	struct gpio_chip *gc;
	int ret = line_chip(desc, &gc, __func__);

	if (ret < 0)
		return ret;
	return desc ? test_bit(FLAG_ACTIVE_LOW, &desc->flags) : 0;
}

void gpiod_toggle_active_low(struct gpio_desc *desc)
{
	if (!IS_ERR_OR_NULL(desc))
		change_bit(FLAG_ACTIVE_LOW, &desc->flags);
}

int gpiod_cansleep(const struct gpio_desc *desc)
{
	struct gpio_chip *gc;
	int ret = line_chip(desc, &gc, __func__);

	return ret <= 0 ? ret : gc->can_sleep;
}

int gpiod_to_irq(const struct gpio_desc *desc)
{
	struct gpio_chip *gc;
	int irq;

	if (IS_ERR_OR_NULL(desc))
		return -EINVAL;
	gc = READ_ONCE(desc->gdev->chip);
	if (!gc)
		return -ENODEV;
	if (!gc->to_irq)
		return -ENXIO;
	irq = gc->to_irq(gc, gpio_chip_hwgpio(desc));
	/* No mapping is not an interrupt number. */
	return irq ? irq : -ENXIO;
}

int gpiod_set_consumer_name(struct gpio_desc *desc, const char *name)
{
	struct gpio_chip *gc;
	int ret = line_chip(desc, &gc, __func__);

	if (ret <= 0)
		return ret;
	desc->label = name;
	return 0;
}

int gpiod_configure_flags(struct gpio_desc *desc, unsigned long lflags,
			  enum gpiod_flags dflags)
{
	if (lflags & GPIO_ACTIVE_LOW)
		set_bit(FLAG_ACTIVE_LOW, &desc->flags);
	if ((lflags & GPIO_OPEN_DRAIN) || (dflags & GPIOD_FLAGS_BIT_OPEN_DRAIN))
		set_bit(FLAG_OPEN_DRAIN, &desc->flags);
	if (lflags & GPIO_OPEN_SOURCE)
		set_bit(FLAG_OPEN_SOURCE, &desc->flags);
	if (!(dflags & GPIOD_FLAGS_BIT_DIR_SET))
		return 0;
	if (dflags & GPIOD_FLAGS_BIT_DIR_OUT)
		return gpiod_direction_output(
			desc, !!(dflags & GPIOD_FLAGS_BIT_DIR_VAL));
	return gpiod_direction_input(desc);
}

/*
 * PIN_CONFIG_INPUT_DEBOUNCE of linux/pinctrl/pinconf-generic.h's enum
 * pin_config_param (the 12th, 11) packed as pinconf_to_config_packed()
 * packs: the parameter in the low byte, the argument above it.
 */
#define GPIOD_PIN_CONFIG_INPUT_DEBOUNCE 11UL

int gpiod_set_config(struct gpio_desc *desc, unsigned long config)
{
	struct gpio_chip *gc;
	int ret = line_chip(desc, &gc, __func__);

	if (ret <= 0)
		return ret;
	if (!gc->set_config)
		return -ENOTSUPP;
	return gc->set_config(gc, gpio_chip_hwgpio(desc), config);
}

int gpiod_set_debounce(struct gpio_desc *desc, unsigned int debounce)
{
	return gpiod_set_config(desc, ((unsigned long)debounce << 8) |
					      GPIOD_PIN_CONFIG_INPUT_DEBOUNCE);
}

/*
 * Drive the lines of @mask from @bits on @gc: set_multiple_rv(), else
 * set_multiple(), else line by line (stopping at the first error).
 */
static int chip_set_lines(struct gpio_chip *gc, unsigned long *mask,
			  unsigned long *bits)
{
	unsigned int i;
	int ret;

	if (gc->set_multiple_rv) {
		ret = gc->set_multiple_rv(gc, mask, bits);
		return ret > 0 ? -EBADE : ret;
	}
	if (gc->set_multiple) {
		gc->set_multiple(gc, mask, bits);
		return 0;
	}
	for_each_set_bit(i, mask, gc->ngpio)
	{
		ret = gpiochip_set_line(gc, i, test_bit(i, bits));
		if (ret)
			return ret;
	}
	return 0;
}

/* Lines of a chip up to this count are gathered on the stack. */
#define GPIO_FASTPATH_LINES 128

/*
 * Set lines @descs[@first..] that share the chip of @descs[@first] and
 * follow it, in one call where the chip can take it; open-drain and
 * open-source lines one by one. Return: how many lines were handled, or
 * a negative error.
 */
static int set_chip_run(unsigned int n, struct gpio_desc **descs,
			unsigned int first, unsigned long *bitmap, bool raw,
			bool cansleep)
{
	unsigned long fast[2 * BITS_TO_LONGS(GPIO_FASTPATH_LINES)];
	unsigned long *mask = fast, *bits;
	struct gpio_chip *gc;
	unsigned int i = first, count = 0;
	int ret = line_chip(descs[first], &gc, __func__);

	if (ret <= 0)
		return ret ? ret : 1;
	ret = 0;
	if (!cansleep)
		warn_sleeping(gc, __func__);
	if (gc->ngpio > GPIO_FASTPATH_LINES) {
		mask = bitmap_zalloc(2 * gc->ngpio, GFP_KERNEL);
		if (!mask)
			return -ENOMEM;
		bits = mask + BITS_TO_LONGS(gc->ngpio);
	} else {
		memset(fast, 0, sizeof(fast));
		bits = fast + BITS_TO_LONGS(GPIO_FASTPATH_LINES);
	}
	do {
		struct gpio_desc *desc = descs[i];
		unsigned int hw = gpio_chip_hwgpio(desc);
		int value = test_bit(i, bitmap);

		if (!raw && test_bit(FLAG_ACTIVE_LOW, &desc->flags))
			value = !value;
		if (test_bit(FLAG_OPEN_DRAIN, &desc->flags) ||
		    test_bit(FLAG_OPEN_SOURCE, &desc->flags)) {
			ret = set_raw(desc, gc, value);
			if (ret)
				break;
		} else {
			__set_bit(hw, mask);
			__assign_bit(hw, bits, value);
			count++;
		}
		i++;
	} while (i < n && !IS_ERR_OR_NULL(descs[i]) &&
		 READ_ONCE(descs[i]->gdev->chip) == gc);
	if (!ret && count)
		ret = chip_set_lines(gc, mask, bits);
	if (mask != fast)
		bitmap_free(mask);
	return ret ? ret : (int)(i - first);
}

int gpiod_set_lines(unsigned int n, struct gpio_desc **descs,
		    unsigned long *bitmap, bool raw, bool cansleep)
{
	unsigned int i = 0;
	int ret;

	if (n && !descs)
		return -EINVAL;
	while (i < n) {
		ret = set_chip_run(n, descs, i, bitmap, raw, cansleep);
		if (ret < 0)
			return ret;
		i += (unsigned int)ret;
	}
	return 0;
}
