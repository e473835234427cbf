// SPDX-License-Identifier: MIT
/*
 * gpiolib-devres.c - managed GPIO lines (freed when the consumer's driver
 * unbinds) and managed chips (removed when the provider's does).
 */
#include <linux/device.h>

#include "gpio/gpiolib.h"

static void devm_gpiod_release(struct device *dev, void *res)
{
	(void)dev;
	gpiod_put(*(struct gpio_desc **)res);
}

static int devm_gpiod_match(struct device *dev, void *res, void *data)
{
	(void)dev;
	return *(struct gpio_desc **)res == data;
}

/* Put @desc (got with @flags) when @dev's driver unbinds. */
static struct gpio_desc *devm_gpiod_manage(struct device *dev,
					   struct gpio_desc *desc,
					   enum gpiod_flags flags)
{
	struct gpio_desc **ptr;

	if (IS_ERR(desc))
		return desc;
	/*
	 * A line shared on purpose is managed by its first user only (as
	 * Linux: a second devres entry would free it twice).
	 */
	if ((flags & GPIOD_FLAGS_BIT_NONEXCLUSIVE) &&
	    devres_find(dev, devm_gpiod_release, devm_gpiod_match, desc))
		return desc;
	ptr = devres_alloc(devm_gpiod_release, sizeof(*ptr), GFP_KERNEL);
	if (!ptr) {
		gpiod_put(desc);
		return ERR_PTR(-ENOMEM);
	}
	*ptr = desc;
	devres_add(dev, ptr);
	return desc;
}

struct gpio_desc *devm_gpiod_get_index(struct device *dev, const char *con_id,
				       unsigned int idx, enum gpiod_flags flags)
{
	return devm_gpiod_manage(dev, gpiod_get_index(dev, con_id, idx, flags),
				 flags);
}

struct gpio_desc *devm_fwnode_gpiod_get_index(struct device *dev,
					      struct fwnode_handle *fwnode,
					      const char *con_id, int index,
					      enum gpiod_flags flags,
					      const char *label)
{
	return devm_gpiod_manage(dev,
				 fwnode_gpiod_get_index(fwnode, con_id, index,
							flags, label),
				 flags);
}

struct gpio_desc *devm_gpiod_get(struct device *dev, const char *con_id,
				 enum gpiod_flags flags)
{
	return devm_gpiod_get_index(dev, con_id, 0, flags);
}

struct gpio_desc *devm_gpiod_get_index_optional(struct device *dev,
						const char *con_id,
						unsigned int index,
						enum gpiod_flags flags)
{
	struct gpio_desc *desc =
		devm_gpiod_get_index(dev, con_id, index, flags);

	return desc == ERR_PTR(-ENOENT) ? NULL : desc;
}

struct gpio_desc *devm_gpiod_get_optional(struct device *dev,
					  const char *con_id,
					  enum gpiod_flags flags)
{
	return devm_gpiod_get_index_optional(dev, con_id, 0, flags);
}

void devm_gpiod_put(struct device *dev, struct gpio_desc *desc)
{
	if (devres_release(dev, devm_gpiod_release, devm_gpiod_match, desc))
		pr_warn("gpio: devm_gpiod_put() of a line not managed\n");
}

static void devm_gpio_chip_release(void *data)
{
	gpiochip_remove(data);
}

int devm_gpiochip_add_data(struct device *dev, struct gpio_chip *gc, void *data)
{
	int ret = gpiochip_add_data(gc, data);

	if (ret)
		return ret;
	return devm_add_action_or_reset(dev, devm_gpio_chip_release, gc);
}
