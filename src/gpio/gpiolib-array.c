// SPDX-License-Identifier: MIT
/*
 * gpiolib-array.c - every line of a consumer's list at once
 * (gpiod_get_array()) and the values of several lines at once.
 */
#include <linux/bitops.h>
#include <linux/device.h>
#include <linux/overflow.h>
#include <linux/slab.h>

#include "gpio/gpiolib.h"

struct gpio_descs *gpiod_get_array(struct device *dev, const char *con_id,
				   enum gpiod_flags flags)
{
	struct gpio_descs *descs;
	struct gpio_desc *desc;
	int count = gpiod_count(dev, con_id);

	if (count < 0)
		return ERR_PTR(count);
	descs = kzalloc(struct_size(descs, desc, count), GFP_KERNEL);
	if (!descs)
		return ERR_PTR(-ENOMEM);
	while (descs->ndescs < (unsigned int)count) {
		desc = gpiod_get_index(dev, con_id, descs->ndescs, flags);
		if (IS_ERR(desc)) {
			gpiod_put_array(descs);
			return ERR_CAST(desc);
		}
		descs->desc[descs->ndescs++] = desc;
	}
	return descs;
}

struct gpio_descs *gpiod_get_array_optional(struct device *dev,
					    const char *con_id,
					    enum gpiod_flags flags)
{
	struct gpio_descs *descs = gpiod_get_array(dev, con_id, flags);

	return descs == ERR_PTR(-ENOENT) ? NULL : descs;
}

void gpiod_put_array(struct gpio_descs *descs)
{
	unsigned int i;

	if (IS_ERR_OR_NULL(descs))
		return;
	for (i = 0; i < descs->ndescs; i++)
		gpiod_put(descs->desc[i]);
	kfree(descs);
}

static void devm_gpiod_array_release(struct device *dev, void *res)
{
	(void)dev;
	gpiod_put_array(*(struct gpio_descs **)res);
}

static int devm_gpiod_array_match(struct device *dev, void *res, void *data)
{
	(void)dev;
	return *(struct gpio_descs **)res == data;
}

struct gpio_descs *devm_gpiod_get_array(struct device *dev, const char *con_id,
					enum gpiod_flags flags)
{
	struct gpio_descs **ptr, *descs;

	ptr = devres_alloc(devm_gpiod_array_release, sizeof(*ptr), GFP_KERNEL);
	if (!ptr)
		return ERR_PTR(-ENOMEM);
	descs = gpiod_get_array(dev, con_id, flags);
	if (IS_ERR(descs)) {
		devres_free(ptr);
		return descs;
	}
	*ptr = descs;
	devres_add(dev, ptr);
	return descs;
}

struct gpio_descs *devm_gpiod_get_array_optional(struct device *dev,
						 const char *con_id,
						 enum gpiod_flags flags)
{
	struct gpio_descs *descs = devm_gpiod_get_array(dev, con_id, flags);

	return descs == ERR_PTR(-ENOENT) ? NULL : descs;
}

void devm_gpiod_put_array(struct device *dev, struct gpio_descs *descs)
{
	if (devres_release(dev, devm_gpiod_array_release,
			   devm_gpiod_array_match, descs))
		pr_warn("gpio: devm_gpiod_put_array() of an array not managed\n");
}

/* Read each line with @get into @bitmap. */
static int get_array(unsigned int n, struct gpio_desc **descs,
		     unsigned long *bitmap,
		     int (*get)(const struct gpio_desc *desc))
{
	unsigned int i;
	int v;

	if (n && !descs)
		return -EINVAL;
	for (i = 0; i < n; i++) {
		v = get(descs[i]);
		if (v < 0)
			return v;
		if (v)
			set_bit(i, bitmap);
		else
			clear_bit(i, bitmap);
	}
	return 0;
}

int gpiod_get_array_value(unsigned int array_size,
			  struct gpio_desc **desc_array,
			  struct gpio_array *array_info,
			  unsigned long *value_bitmap)
{
	(void)array_info;
	return get_array(array_size, desc_array, value_bitmap, gpiod_get_value);
}

int gpiod_set_array_value(unsigned int array_size,
			  struct gpio_desc **desc_array,
			  struct gpio_array *array_info,
			  unsigned long *value_bitmap)
{
	(void)array_info;
	return gpiod_set_lines(array_size, desc_array, value_bitmap, false,
			       false);
}

int gpiod_get_raw_array_value(unsigned int array_size,
			      struct gpio_desc **desc_array,
			      struct gpio_array *array_info,
			      unsigned long *value_bitmap)
{
	(void)array_info;
	return get_array(array_size, desc_array, value_bitmap,
			 gpiod_get_raw_value);
}

int gpiod_set_raw_array_value(unsigned int array_size,
			      struct gpio_desc **desc_array,
			      struct gpio_array *array_info,
			      unsigned long *value_bitmap)
{
	(void)array_info;
	return gpiod_set_lines(array_size, desc_array, value_bitmap, true,
			       false);
}

int gpiod_get_array_value_cansleep(unsigned int array_size,
				   struct gpio_desc **desc_array,
				   struct gpio_array *array_info,
				   unsigned long *value_bitmap)
{
	(void)array_info;
	return get_array(array_size, desc_array, value_bitmap,
			 gpiod_get_value_cansleep);
}

int gpiod_set_array_value_cansleep(unsigned int array_size,
				   struct gpio_desc **desc_array,
				   struct gpio_array *array_info,
				   unsigned long *value_bitmap)
{
	(void)array_info;
	return gpiod_set_lines(array_size, desc_array, value_bitmap, false,
			       true);
}

int gpiod_get_raw_array_value_cansleep(unsigned int array_size,
				       struct gpio_desc **desc_array,
				       struct gpio_array *array_info,
				       unsigned long *value_bitmap)
{
	(void)array_info;
	return get_array(array_size, desc_array, value_bitmap,
			 gpiod_get_raw_value_cansleep);
}

int gpiod_set_raw_array_value_cansleep(unsigned int array_size,
				       struct gpio_desc **desc_array,
				       struct gpio_array *array_info,
				       unsigned long *value_bitmap)
{
	(void)array_info;
	return gpiod_set_lines(array_size, desc_array, value_bitmap, true,
			       true);
}
