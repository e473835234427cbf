// SPDX-License-Identifier: MIT
/*
 * gpiolib.c - GPIO chips: adding and removing them, their global numbers,
 * and requesting and freeing their lines.
 */
#include <string.h>

#include <linux/bitops.h>
#include <linux/device.h>
#include <linux/of.h>
#include <linux/printk.h>
#include <linux/property.h>
#include <platdev/bind.h>
#include <platdev/features.h>
#include <platdev/port.h>

#include "gpio/gpiolib.h"

/* The first number given to a chip with base -1, as in Linux. */
#define GPIO_DYNAMIC_BASE 512

LIST_HEAD(gpio_devices);

static const char *chip_name(const struct gpio_chip *gc)
{
	return gc->label ? gc->label : "unknown";
}

int gpiochip_get_ngpios(struct gpio_chip *gc, struct device *dev)
{
	u32 ngpios = gc->ngpio;
	int ret;

	if (!ngpios && dev) {
		/* As Linux: only a property without a value is reported. */
		ret = device_property_read_u32(dev, "ngpios", &ngpios);
		if (ret && ret != -ENODATA)
			return ret;
		gc->ngpio = ret ? 0 : (u16)ngpios;
	}
	if (!gc->ngpio) {
		pr_err("gpio: %s: a chip with zero lines\n", chip_name(gc));
		return -EINVAL;
	}
	return 0;
}

/*
 * Place @gdev in the list by base: at @gc->base when it is set (-EBUSY on
 * an overlap), else in the first gap from GPIO_DYNAMIC_BASE on. Core lock.
 */
static int add_by_base_locked(struct gpio_device *gdev, int want)
{
	struct gpio_device *other;
	struct list_head *before = &gpio_devices;
	int base = want < 0 ? GPIO_DYNAMIC_BASE : want;

	list_for_each_entry(other, &gpio_devices, list) {
		if (other->base + other->ngpio <= base)
			continue;
		if (other->base >= base + gdev->ngpio) {
			before = &other->list;
			break;
		}
		if (want >= 0)
			return -EBUSY;
		base = other->base + other->ngpio;
	}
	if (base > INT_MAX - gdev->ngpio)
		return -ENOSPC;
	gdev->base = base;
	list_add_tail(&gdev->list, before);
	return 0;
}

void gpio_device_free(struct gpio_device *gdev)
{
	fwnode_handle_put(gdev->fwnode);
	platdev_port_free(gdev->descs);
	platdev_port_free(gdev);
}

bool gpio_device_put_locked(struct gpio_device *gdev)
{
	return --gdev->refs == 0;
}

/* Each line's direction as the chip reports it; output-only chips. */
static void read_directions(struct gpio_chip *gc, struct gpio_device *gdev)
{
	unsigned int i;

	for (i = 0; i < gdev->ngpio; i++) {
		struct gpio_desc *desc = &gdev->descs[i];

		if (gc->names)
			desc->name = gc->names[i];
		if (gc->get_direction && gpiochip_line_is_valid(gc, i)) {
			if (gc->get_direction(gc, i) == GPIO_LINE_DIRECTION_OUT)
				set_bit(FLAG_IS_OUT, &desc->flags);
		} else if (!gc->direction_input) {
			set_bit(FLAG_IS_OUT, &desc->flags);
		}
	}
}

/* Pin ranges are src/pinctrl's (gpio.c): linked only with it. */
extern void gpiochip_remove_pin_ranges(struct gpio_chip *gc)
	__attribute__((weak));

static void remove_pin_ranges(struct gpio_chip *gc)
{
	if (platdev_has(PLATDEV_FEAT_PINCTRL) && gpiochip_remove_pin_ranges)
		gpiochip_remove_pin_ranges(gc);
}

/*
 * As Linux's gpiochip_add_pin_ranges(): the chip's add_pin_ranges(),
 * unless its node describes them ("gpio-ranges").
 */
static int add_pin_ranges(struct gpio_chip *gc)
{
	struct fwnode_handle *fwnode = gc->gpiodev->fwnode;

	if (!gc->add_pin_ranges ||
	    fwnode_property_present(fwnode, "gpio-ranges"))
		return 0;
	return gc->add_pin_ranges(gc);
}

int gpiochip_add_data(struct gpio_chip *gc, void *data)
{
	struct gpio_device *gdev;
	struct device_node *np;
	int ret;

	ret = gpiochip_get_ngpios(gc, gc->parent);
	if (ret)
		return ret;
	if (!gc->of_xlate) {
		gc->of_gpio_n_cells = 2;
		gc->of_xlate = of_gpio_simple_xlate;
	} else if (!gc->of_gpio_n_cells ||
		   gc->of_gpio_n_cells > MAX_PHANDLE_ARGS) {
		return -EINVAL;
	}
	if (!gc->label && gc->parent)
		gc->label = dev_name(gc->parent);
	gdev = platdev_port_alloc(sizeof(*gdev));
	if (!gdev)
		return -ENOMEM;
	gdev->descs = platdev_port_alloc(gc->ngpio * sizeof(*gdev->descs));
	if (!gdev->descs) {
		ret = -ENOMEM;
		goto free;
	}
	gdev->chip = gc;
	gdev->data = data;
	gdev->ngpio = gc->ngpio;
	gdev->refs = 1;
	gdev->fwnode = fwnode_handle_get(gc->fwnode ? gc->fwnode :
					 gc->parent ? dev_fwnode(gc->parent) :
						      NULL);
	for (unsigned int i = 0; i < gdev->ngpio; i++)
		gdev->descs[i].gdev = gdev;
	gc->gpiodev = gdev;
	if (gc->init_valid_mask) {
		ret = gc->init_valid_mask(gc, gc->valid_mask, gc->ngpio);
		if (ret)
			goto free;
	}
	read_directions(gc, gdev);
	ret = add_pin_ranges(gc);
	if (ret)
		goto remove_ranges;
	ret = gpiochip_irqchip_add(gc);
	if (ret)
		goto remove_ranges;

	platdev_port_core_lock();
	ret = add_by_base_locked(gdev, gc->base);
	platdev_port_core_unlock();
	if (ret) {
		pr_err("gpio: %s: no room for %u numbers at %d (%d)\n",
		       chip_name(gc), gc->ngpio, gc->base, ret);
		goto remove_irqchip;
	}
	gc->base = gdev->base;
	ret = gpiochip_hogs_add(gc);
	if (ret)
		goto unlist;
	/* Consumers that deferred for want of it try again. */
	np = to_of_node(gdev->fwnode);
	if (np)
		platdev_node_ready(np);
	return 0;
unlist:
	platdev_port_core_lock();
	list_del(&gdev->list);
	platdev_port_core_unlock();
remove_irqchip:
	gpiochip_irqchip_remove(gc);
remove_ranges:
	remove_pin_ranges(gc);
free:
	gc->gpiodev = NULL;
	gpio_device_free(gdev);
	return ret;
}

void gpiochip_remove(struct gpio_chip *gc)
{
	struct gpio_device *gdev = gc->gpiodev;
	unsigned int i, held = 0;
	bool last;

	if (!gdev)
		return;
	remove_pin_ranges(gc);
	gpiochip_hogs_free(gc);
	gpiochip_irqchip_remove(gc);
	platdev_port_core_lock();
	list_del(&gdev->list);
	WRITE_ONCE(gdev->chip, NULL);
	for (i = 0; i < gdev->ngpio; i++)
		held += test_bit(FLAG_REQUESTED, &gdev->descs[i].flags);
	last = gpio_device_put_locked(gdev);
	platdev_port_core_unlock();
	gc->gpiodev = NULL;
	if (held)
		pr_err("gpio: %s removed with %u lines still requested\n",
		       chip_name(gc), held);
	if (last)
		gpio_device_free(gdev);
}

struct gpio_device *gpio_device_find_by_label_locked(const char *label)
{
	struct gpio_device *gdev;

	list_for_each_entry(gdev, &gpio_devices, list) {
		const char *l = gdev->chip ? gdev->chip->label : NULL;

		if (l && !strcmp(l, label))
			return gdev;
	}
	return NULL;
}

void *gpiochip_get_data(struct gpio_chip *gc)
{
	return gc->gpiodev ? gc->gpiodev->data : NULL;
}

bool gpiochip_line_is_valid(const struct gpio_chip *gc, unsigned int offset)
{
	if (!gc->valid_mask)
		return true;
	return test_bit(offset, gc->valid_mask);
}

struct gpio_desc *gpiochip_get_desc(struct gpio_chip *gc, unsigned int hwnum)
{
	if (!gc->gpiodev || hwnum >= gc->gpiodev->ngpio)
		return ERR_PTR(-EINVAL);
	return &gc->gpiodev->descs[hwnum];
}

struct gpio_chip *gpiod_to_chip(const struct gpio_desc *desc)
{
	if (IS_ERR_OR_NULL(desc))
		return NULL;
	return READ_ONCE(desc->gdev->chip);
}

const char *gpiochip_is_requested(struct gpio_chip *gc, unsigned int offset)
{
	struct gpio_desc *desc = gpiochip_get_desc(gc, offset);

	if (IS_ERR(desc) || !test_bit(FLAG_REQUESTED, &desc->flags))
		return NULL;
	return desc->label ? desc->label : "?";
}

char *gpiochip_dup_line_label(struct gpio_chip *gc, unsigned int offset)
{
	const char *label = gpiochip_is_requested(gc, offset);
	char *copy;

	if (!label)
		return NULL;
	copy = kstrdup(label, GFP_KERNEL);
	return copy ? copy : ERR_PTR(-ENOMEM);
}

int desc_to_gpio(const struct gpio_desc *desc)
{
	if (IS_ERR_OR_NULL(desc))
		return -1;
	return desc->gdev->base + (int)gpio_chip_hwgpio(desc);
}

struct gpio_desc *gpio_to_desc(unsigned int gpio)
{
	struct gpio_device *gdev;
	struct gpio_desc *desc = NULL;

	platdev_port_core_lock();
	list_for_each_entry(gdev, &gpio_devices, list) {
		if (gpio >= (unsigned int)gdev->base &&
		    gpio < (unsigned int)gdev->base + gdev->ngpio) {
			desc = &gdev->descs[gpio - (unsigned int)gdev->base];
			break;
		}
	}
	platdev_port_core_unlock();
	return desc;
}

int gpiod_request(struct gpio_desc *desc, const char *label)
{
	struct gpio_device *gdev = desc->gdev;
	struct gpio_chip *gc;
	unsigned int offset = gpio_chip_hwgpio(desc);
	int ret = 0;

	platdev_port_core_lock();
	gc = gdev->chip;
	if (!gc)
		ret = -ENODEV;
	else if (!gpiochip_line_is_valid(gc, offset))
		ret = -EINVAL;
	else if (test_and_set_bit(FLAG_REQUESTED, &desc->flags))
		ret = -EBUSY;
	else
		gdev->refs++;
	platdev_port_core_unlock();
	if (ret)
		return ret;
	if (gc->request) {
		ret = gc->request(gc, offset);
		if (ret > 0)
			ret = -EBADE;
		if (ret) {
			gpiod_free(desc);
			return ret;
		}
	}
	desc->label = label;
	if (gc->get_direction) {
		ret = gc->get_direction(gc, offset);
		if (ret == GPIO_LINE_DIRECTION_OUT)
			set_bit(FLAG_IS_OUT, &desc->flags);
		else if (ret == GPIO_LINE_DIRECTION_IN)
			clear_bit(FLAG_IS_OUT, &desc->flags);
	}
	return 0;
}

/* Free @desc; the chip's free only runs when the request reached it. */
static void free_line(struct gpio_desc *desc, bool call_free)
{
	struct gpio_device *gdev = desc->gdev;
	struct gpio_chip *gc = READ_ONCE(gdev->chip);
	bool last;

	if (call_free && gc && gc->free)
		gc->free(gc, gpio_chip_hwgpio(desc));
	platdev_port_core_lock();
	desc->label = NULL;
	desc->flags &= BIT(FLAG_IS_OUT);
	last = gpio_device_put_locked(gdev);
	platdev_port_core_unlock();
	if (last)
		gpio_device_free(gdev);
}

void gpiod_free(struct gpio_desc *desc)
{
	free_line(desc, false);
}

void gpiod_put(struct gpio_desc *desc)
{
	if (IS_ERR_OR_NULL(desc))
		return;
	if (!test_bit(FLAG_REQUESTED, &desc->flags)) {
		pr_warn("gpio: put of a line not requested\n");
		return;
	}
	free_line(desc, true);
}

struct gpio_desc *gpiochip_request_own_desc(struct gpio_chip *gc,
					    unsigned int hwnum,
					    const char *label,
					    unsigned long lflags,
					    unsigned int dflags)
{
	struct gpio_desc *desc = gpiochip_get_desc(gc, hwnum);
	int ret;

	if (IS_ERR(desc))
		return desc;
	ret = gpiod_request(desc, label);
	if (ret)
		return ERR_PTR(ret);
	ret = gpiod_configure_flags(desc, lflags, dflags);
	if (ret) {
		gpiod_put(desc);
		return ERR_PTR(ret);
	}
	return desc;
}

void gpiochip_free_own_desc(struct gpio_desc *desc)
{
	gpiod_put(desc);
}

/*
 * A chip's generic calls hand the line's pin to the pin control core, as
 * Linux's gpiolib does: pinctrl_gpio_request() muxes it to GPIO when a
 * controller maps the line (pinctrl_add_gpio_range(), "gpio-ranges").
 * Weak references: a program without src/pinctrl links none of it and
 * every line is free, as Linux without CONFIG_PINCTRL.
 */
extern int pinctrl_gpio_request(struct gpio_chip *gc, unsigned int offset)
	__attribute__((weak));
extern void pinctrl_gpio_free(struct gpio_chip *gc, unsigned int offset)
	__attribute__((weak));
extern int pinctrl_gpio_set_config(struct gpio_chip *gc, unsigned int offset,
				   unsigned long config) __attribute__((weak));

int gpiochip_generic_request(struct gpio_chip *gc, unsigned int offset)
{
	if (!platdev_has(PLATDEV_FEAT_PINCTRL) || !pinctrl_gpio_request)
		return 0;
	return pinctrl_gpio_request(gc, offset);
}

int gpiochip_generic_config(struct gpio_chip *gc, unsigned int offset,
			    unsigned long config)
{
	int ret;

	if (!platdev_has(PLATDEV_FEAT_PINCTRL) || !pinctrl_gpio_set_config)
		return 0;
	ret = pinctrl_gpio_set_config(gc, offset, config);
	/* A line on no controller's pin is accepted, as before pin control. */
	return ret == -ENOTSUPP ? 0 : ret;
}

void gpiochip_generic_free(struct gpio_chip *gc, unsigned int offset)
{
	if (platdev_has(PLATDEV_FEAT_PINCTRL) && pinctrl_gpio_free)
		pinctrl_gpio_free(gc, offset);
}
