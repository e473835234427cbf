// SPDX-License-Identifier: MIT
/*
 * gpio.c - a GPIO chip's own pin ranges (linux/gpio/driver.h's
 * gpiochip_add_pin_range(), as drivers of combined pin and GPIO
 * controllers call it): each range is added to its pin controller and
 * kept on a list by chip, which gpiochip_remove() empties (Linux keeps it
 * in the chip's gpio_device; ours does not grow).
 */
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/gpio/driver.h>
#include <linux/mutex.h>
#include <linux/pinctrl/pinctrl.h>
#include <linux/slab.h>

#include "pinctrl/core.h"

struct chip_range {
	struct gpio_chip *gc;
	struct gpio_pin_range pr;
};

static DEFINE_MUTEX(chip_ranges_lock);
static LIST_HEAD(chip_ranges);

static struct chip_range *chip_range_alloc(struct gpio_chip *gc,
					   unsigned int gpio_offset,
					   unsigned int npins)
{
	struct chip_range *cr = kzalloc(sizeof(*cr), GFP_KERNEL);

	if (!cr)
		return NULL;
	cr->gc = gc;
	cr->pr.range.name = gc->label;
	cr->pr.range.base = gpio_offset;
	cr->pr.range.npins = npins;
	cr->pr.range.gc = gc;
	return cr;
}

static void chip_range_add(struct chip_range *cr)
{
	pinctrl_add_gpio_range(cr->pr.pctldev, &cr->pr.range);
	mutex_lock(&chip_ranges_lock);
	list_add_tail(&cr->pr.node, &chip_ranges);
	mutex_unlock(&chip_ranges_lock);
}

int gpiochip_add_pin_range(struct gpio_chip *gc, const char *pinctl_name,
			   unsigned int gpio_offset, unsigned int pin_offset,
			   unsigned int npins)
{
	struct pinctrl_dev *pctldev = get_pinctrl_dev_from_devname(pinctl_name);
	struct chip_range *cr;

	if (!pctldev)
		return -EPROBE_DEFER;
	cr = chip_range_alloc(gc, gpio_offset, npins);
	if (!cr)
		return -ENOMEM;
	cr->pr.pctldev = pctldev;
	cr->pr.range.pin_base = pin_offset;
	chip_range_add(cr);
	return 0;
}

int gpiochip_add_pingroup_range(struct gpio_chip *gc,
				struct pinctrl_dev *pctldev,
				unsigned int gpio_offset, const char *pin_group)
{
	const unsigned int *pins;
	unsigned int npins;
	struct chip_range *cr;
	int ret;

	ret = pinctrl_get_group_pins(pctldev, pin_group, &pins, &npins);
	if (ret < 0)
		return ret;
	cr = chip_range_alloc(gc, gpio_offset, npins);
	if (!cr)
		return -ENOMEM;
	cr->pr.pctldev = pctldev;
	cr->pr.range.pins = pins;
	chip_range_add(cr);
	return 0;
}

void gpiochip_remove_pin_ranges(struct gpio_chip *gc)
{
	struct gpio_pin_range *pr, *n;
	LIST_HEAD(gone);

	mutex_lock(&chip_ranges_lock);
	list_for_each_entry_safe(pr, n, &chip_ranges, node)
		if (container_of(pr, struct chip_range, pr)->gc == gc)
			list_move_tail(&pr->node, &gone);
	mutex_unlock(&chip_ranges_lock);
	list_for_each_entry_safe(pr, n, &gone, node) {
		pinctrl_remove_gpio_range(pr->pctldev, &pr->range);
		kfree(container_of(pr, struct chip_range, pr));
	}
}

/**
 * pinctrl_forget_chip_ranges() - a controller goes: the chips' ranges on
 * it go too (its own list of ranges is emptied by pinctrl_unregister())
 */
void pinctrl_forget_chip_ranges(struct pinctrl_dev *pctldev)
{
	struct gpio_pin_range *pr, *n;

	mutex_lock(&chip_ranges_lock);
	list_for_each_entry_safe(pr, n, &chip_ranges, node) {
		if (pr->pctldev != pctldev)
			continue;
		list_del(&pr->node);
		kfree(container_of(pr, struct chip_range, pr));
	}
	mutex_unlock(&chip_ranges_lock);
}
