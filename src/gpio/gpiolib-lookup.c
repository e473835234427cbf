// SPDX-License-Identifier: MIT
/*
 * gpiolib-lookup.c - finding a consumer's lines: its firmware node's
 * "<con_id>-gpios" (or "-gpio", or plain "gpios") references, in a device
 * tree (the chip's of_xlate reads the specifier, "#gpio-cells" sized) or
 * a software node (line and flags as the reference's two arguments),
 * else board code's lookup tables (gpiolib-machine.c); requesting them
 * with their flags; counting them.
 */
#include <stdio.h>
#include <string.h>

#include <linux/device.h>
#include <linux/of.h>
#include <linux/printk.h>
#include <linux/property.h>
#include <platdev/bind.h>
#include <platdev/port.h>

#include <linux/of_gpio.h>

#include "gpio/gpiolib.h"

static const char *const gpio_suffixes[] = { "gpios", "gpio" };

int of_gpio_simple_xlate(struct gpio_chip *gc,
			 const struct of_phandle_args *gpiospec, u32 *flags)
{
	if (gc->of_gpio_n_cells < 2 ||
	    gpiospec->args_count < (int)gc->of_gpio_n_cells)
		return -EINVAL;
	if (gpiospec->args[0] >= gc->ngpio)
		return -EINVAL;
	if (flags)
		*flags = gpiospec->args[1];
	return (int)gpiospec->args[0];
}

/*
 * Reference @idx of the first of @fwnode's "<con_id>-<suffix>" properties
 * that exists. Return: 0 or fwnode_property_get_reference_args()'s error.
 */
static int find_reference(struct fwnode_handle *fwnode, const char *con_id,
			  unsigned int idx, struct fwnode_reference_args *args)
{
	bool of = is_of_node(fwnode);
	char name[64];
	int ret = -ENOENT;

	for (unsigned int i = 0; i < ARRAY_SIZE(gpio_suffixes); i++) {
		if (con_id)
			snprintf(name, sizeof(name), "%s-%s", con_id,
				 gpio_suffixes[i]);
		else
			snprintf(name, sizeof(name), "%s", gpio_suffixes[i]);
		ret = fwnode_property_get_reference_args(
			fwnode, name, of ? "#gpio-cells" : NULL, of ? 0 : 2,
			idx, args);
		if (ret != -ENOENT)
			break;
	}
	return ret;
}

static struct gpio_device *find_gdev_locked(struct fwnode_handle *fwnode)
{
	struct gpio_device *gdev;

	list_for_each_entry(gdev, &gpio_devices, list)
		if (gdev->fwnode == fwnode)
			return gdev;
	return NULL;
}

/* The lookup flags a specifier's flags cell asks for. */
static unsigned long lookup_flags(u32 flags)
{
	unsigned long lflags = 0;

	if (flags & OF_GPIO_ACTIVE_LOW)
		lflags |= GPIO_ACTIVE_LOW;
	if (flags & OF_GPIO_SINGLE_ENDED)
		lflags |= flags & OF_GPIO_OPEN_DRAIN ? GPIO_OPEN_DRAIN :
						       GPIO_OPEN_SOURCE;
	return lflags;
}

struct gpio_desc *gpio_of_xlate(struct gpio_device *gdev,
				const struct of_phandle_args *spec,
				unsigned long *lflags)
{
	struct gpio_chip *gc = gdev->chip;
	u32 flags = 0;
	int line;

	/*
	 * As Linux: a specifier is exactly as long as the chip's of_xlate
	 * takes, whatever the node's #gpio-cells says. (A hog of 0 cells
	 * on a chip that takes 1 named line 0 for ever, never advancing.)
	 */
	if (spec->args_count != (int)gc->of_gpio_n_cells)
		return ERR_PTR(-EINVAL);
	line = gc->of_xlate(gc, spec, &flags);
	if (line < 0)
		return ERR_PTR(line);
	if (line >= gdev->ngpio)
		return ERR_PTR(-EINVAL);
	*lflags = lookup_flags(flags);
	return &gdev->descs[line];
}

/* The line @args names at @gdev, with its flags. Core lock held. */
static struct gpio_desc *
translate_locked(struct gpio_device *gdev,
		 const struct fwnode_reference_args *args,
		 unsigned long *lflags)
{
	struct of_phandle_args spec = { .np = to_of_node(args->fwnode) };

	if (spec.np) {
		spec.args_count = (int)args->nargs;
		for (unsigned int i = 0; i < args->nargs; i++)
			spec.args[i] = (u32)args->args[i];
		return gpio_of_xlate(gdev, &spec, lflags);
	}
	if (args->args[0] >= gdev->ngpio)
		return ERR_PTR(-EINVAL);
	*lflags = lookup_flags((u32)args->args[1]);
	return &gdev->descs[args->args[0]];
}

/*
 * Linux's quirk for regulators' enable lines: the line of a fixed
 * regulator, and the "enable" line of a GPIO regulator, is active high
 * exactly when the node has "enable-active-high", whatever the specifier's
 * flags say (old trees got them wrong).
 */
static void regulator_enable_quirk(struct fwnode_handle *fwnode,
				   const char *con_id, unsigned long *lflags)
{
	struct device_node *np = to_of_node(fwnode);

	if (!IS_ENABLED(CONFIG_REGULATOR) || !np)
		return;
	if (!of_device_is_compatible(np, "regulator-fixed") &&
	    !of_device_is_compatible(np, "reg-fixed-voltage") &&
	    !(con_id && !strcmp(con_id, "enable") &&
	      of_device_is_compatible(np, "regulator-gpio")))
		return;
	if (of_property_read_bool(np, "enable-active-high"))
		*lflags &= ~GPIO_ACTIVE_LOW;
	else
		*lflags |= GPIO_ACTIVE_LOW;
}

/*
 * The line entry @idx of @con_id names in @fwnode's references, found for
 * @dev (its wait recorded when the chip is missing), with its lookup flags.
 */
static struct gpio_desc *find_desc(struct device *dev,
				   struct fwnode_handle *fwnode,
				   const char *con_id, unsigned int idx,
				   unsigned long *lflags)
{
	struct fwnode_reference_args args;
	struct gpio_device *gdev;
	struct gpio_desc *desc;
	int ret;

	if (!fwnode)
		return ERR_PTR(-ENOENT);
	ret = find_reference(fwnode, con_id, idx, &args);
	if (ret)
		return ERR_PTR(ret);
	platdev_port_core_lock();
	gdev = find_gdev_locked(args.fwnode);
	desc = gdev ? translate_locked(gdev, &args, lflags) :
		      ERR_PTR(-EPROBE_DEFER);
	platdev_port_core_unlock();
	if (!gdev && dev && is_of_node(args.fwnode))
		platdev_device_waits_for_node(dev, to_of_node(args.fwnode),
					      PLATDEV_DEP_GPIO);
	fwnode_handle_put(args.fwnode);
	if (!IS_ERR(desc))
		regulator_enable_quirk(fwnode, con_id, lflags);
	return desc;
}

/*
 * Find, request and configure a line; the gets below all come here. A
 * consumer's get (@board_tables) also looks in board code's tables when
 * its firmware node names no such line.
 */
static struct gpio_desc *find_and_request(struct device *dev,
					  struct fwnode_handle *fwnode,
					  const char *con_id, unsigned int idx,
					  enum gpiod_flags flags,
					  const char *label, bool board_tables)
{
	unsigned long lflags = 0;
	struct gpio_desc *desc;
	int ret;

	desc = find_desc(dev, fwnode, con_id, idx, &lflags);
	/* Board code's tables, for a device its firmware says nothing of. */
	if (desc == ERR_PTR(-ENOENT) && board_tables)
		desc = gpio_machine_find(dev, con_id, idx, &lflags);
	if (IS_ERR(desc))
		return desc;
	ret = gpiod_request(desc, label);
	if (ret == -EBUSY && (flags & GPIOD_FLAGS_BIT_NONEXCLUSIVE))
		return desc; /* shared as asked, configured by its first user */
	if (ret)
		return ERR_PTR(ret);
	ret = gpiod_configure_flags(desc, lflags, flags);
	if (ret) {
		gpiod_put(desc);
		return ERR_PTR(ret);
	}
	return desc;
}

struct gpio_desc *gpiod_get_index(struct device *dev, const char *con_id,
				  unsigned int idx, enum gpiod_flags flags)
{
	return find_and_request(dev, dev ? dev_fwnode(dev) : NULL, con_id, idx,
				flags,
				con_id ? con_id :
				dev    ? dev_name(dev) :
					 NULL,
				true);
}

struct gpio_desc *gpiod_get(struct device *dev, const char *con_id,
			    enum gpiod_flags flags)
{
	return gpiod_get_index(dev, con_id, 0, flags);
}

struct gpio_desc *gpiod_get_index_optional(struct device *dev,
					   const char *con_id,
					   unsigned int index,
					   enum gpiod_flags flags)
{
	struct gpio_desc *desc = gpiod_get_index(dev, con_id, index, flags);

	return desc == ERR_PTR(-ENOENT) ? NULL : desc;
}

struct gpio_desc *gpiod_get_optional(struct device *dev, const char *con_id,
				     enum gpiod_flags flags)
{
	return gpiod_get_index_optional(dev, con_id, 0, flags);
}

struct gpio_desc *fwnode_gpiod_get_index(struct fwnode_handle *fwnode,
					 const char *con_id, int index,
					 enum gpiod_flags flags,
					 const char *label)
{
	if (index < 0)
		return ERR_PTR(-EINVAL);
	return find_and_request(NULL, fwnode, con_id, (unsigned int)index,
				flags, label, false);
}

int gpiod_count(struct device *dev, const char *con_id)
{
	struct fwnode_handle *fwnode = dev ? dev_fwnode(dev) : NULL;
	struct fwnode_reference_args args;
	int count = 0;

	while (fwnode &&
	       !find_reference(fwnode, con_id, (unsigned int)count, &args)) {
		fwnode_handle_put(args.fwnode);
		count++;
	}
	if (!count)
		count = (int)gpio_machine_count(dev, con_id);
	return count ? count : -ENOENT;
}

int of_get_named_gpio(const struct device_node *np, const char *list_name,
		      int index)
{
	struct fwnode_reference_args args;
	struct gpio_device *gdev;
	struct gpio_desc *desc;
	unsigned long lflags;
	int ret;

	if (!np || index < 0)
		return -EINVAL;
	ret = fwnode_property_get_reference_args(
		of_fwnode_handle((struct device_node *)np), list_name,
		"#gpio-cells", 0, (unsigned int)index, &args);
	if (ret)
		return ret;
	platdev_port_core_lock();
	gdev = find_gdev_locked(args.fwnode);
	desc = gdev ? translate_locked(gdev, &args, &lflags) :
		      ERR_PTR(-EPROBE_DEFER);
	platdev_port_core_unlock();
	fwnode_handle_put(args.fwnode);
	return IS_ERR(desc) ? (int)PTR_ERR(desc) : desc_to_gpio(desc);
}
