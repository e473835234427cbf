/* SPDX-License-Identifier: MIT */
/*
 * linux/gpio/legacy-of-mm-gpiochip.h - the old helper for memory-mapped
 * GPIO chips described by a device-tree node: it maps the node's first
 * "reg" region and adds the chip for the node.
 */
#ifndef _PLATDEV_LINUX_GPIO_LEGACY_OF_MM_GPIOCHIP_H
#define _PLATDEV_LINUX_GPIO_LEGACY_OF_MM_GPIOCHIP_H

#include <linux/container_of.h>
#include <linux/gpio/driver.h>

struct device_node;

/**
 * struct of_mm_gpio_chip - a memory-mapped GPIO chip of a node
 * @gc: the chip
 * @save_regs: called once the registers are mapped, before the chip is
 *             added (to read their state), or NULL
 * @regs: the mapped registers
 */
struct of_mm_gpio_chip {
	struct gpio_chip gc;
	void (*save_regs)(struct of_mm_gpio_chip *mm_gc);
	void __iomem *regs;
};

static inline struct of_mm_gpio_chip *to_of_mm_gpio_chip(struct gpio_chip *gc)
{
	return container_of(gc, struct of_mm_gpio_chip, gc);
}

/**
 * of_mm_gpiochip_add_data() - map @np's registers and add @mm_gc for it
 * (label: the node's name, base: any)
 * Return: 0; -ENOMEM when the label cannot be made or the registers not
 * mapped; gpiochip_add_data()'s error (the mapping is undone).
 */
int of_mm_gpiochip_add_data(struct device_node *np,
			    struct of_mm_gpio_chip *mm_gc, void *data);

/** of_mm_gpiochip_remove() - remove the chip and unmap its registers */
void of_mm_gpiochip_remove(struct of_mm_gpio_chip *mm_gc);

#endif /* _PLATDEV_LINUX_GPIO_LEGACY_OF_MM_GPIOCHIP_H */
