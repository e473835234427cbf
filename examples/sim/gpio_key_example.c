// SPDX-License-Identifier: MIT
/*
 * gpio_key_example.c - a consumer of a GPIO line's interrupt: the first
 * key of a "gpio-keys" node (QEMU's virt boards wire their power key to
 * line 3 of the PL061), its interrupt taken through the GPIO controller's
 * irq domain.
 *
 * Linux's gpio-keys asks gpiolib for the line (devm_fwnode_gpiod_get())
 * and its interrupt (gpiod_to_irq()). platdev has no gpiolib yet, so this
 * driver does what gpiod_to_irq() comes to for a controller whose irq
 * domain serves its node: it reads the line number from the key's
 * "gpios" specifier (the second cell holds GPIO flags, not a trigger)
 * and maps it with irq_create_mapping(). It defers while that domain does
 * not exist, as gpiod_get() would while the controller has no driver.
 */
#include <linux/device.h>
#include <linux/interrupt.h>
#include <linux/irqdomain.h>
#include <linux/of.h>
#include <linux/slab.h>

#include "board_drivers.h"

static irqreturn_t gpio_key_example_irq(int irq, void *dev_id)
{
	struct gpio_key_example *key = dev_id;

	(void)irq;
	key->events++;
	return IRQ_HANDLED;
}

/* The interrupt of @child's "gpios" line, or a negative errno. */
static int gpio_key_example_map(struct device *dev, struct device_node *child)
{
	struct of_phandle_args spec;
	struct irq_domain *domain;
	unsigned int irq;
	int ret;

	ret = of_parse_phandle_with_args(child, "gpios", "#gpio-cells", 0,
					 &spec);
	if (ret)
		return dev_err_probe(dev, ret, "%s: no gpios\n",
				     of_node_full_name(child));
	domain = irq_find_host(spec.np);
	of_node_put(spec.np);
	if (!domain)
		return -EPROBE_DEFER;
	irq = spec.args_count ? irq_create_mapping(domain, spec.args[0]) : 0;
	return irq ? (int)irq : -EINVAL;
}

static int gpio_key_example_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;
	struct gpio_key_example *key;
	struct device_node *child;
	int ret;

	key = devm_kzalloc(dev, sizeof(*key), GFP_KERNEL);
	if (!key)
		return -ENOMEM;
	child = of_get_next_available_child(dev->of_node, NULL);
	if (!child)
		return dev_err_probe(dev, -EINVAL, "no keys\n");
	of_property_read_u32(child, "linux,code", &key->code);
	key->irq = gpio_key_example_map(dev, child);
	of_node_put(child);
	if (key->irq < 0)
		return key->irq;
	ret = devm_request_irq(dev, (unsigned int)key->irq,
			       gpio_key_example_irq,
			       IRQF_TRIGGER_RISING | IRQF_TRIGGER_FALLING,
			       dev_name(dev), key);
	if (ret)
		return ret;
	platform_set_drvdata(pdev, key);
	return 0;
}

static const struct of_device_id gpio_key_example_ids[] = {
	{ .compatible = "gpio-keys" },
	{}
};

struct platform_driver gpio_key_example_driver = {
	.probe = gpio_key_example_probe,
	.driver = { .name = "gpio-key-example",
		    .of_match_table = gpio_key_example_ids },
};
